//! The Watch page (from the title screen): an AI against AI match to watch (each side's
//! level and the rules, a tap cycles them), and the replays: the match in progress and the
//! last finished matches kept ([`crate::session::Replays`]), newest first.

use super::start::{Opening, SpectateOptions};
use crate::ai::Difficulty;
use crate::core::rules::{Edition, Level, RuleSet};
use crate::i18n::{tr, trf};
use crate::input::stroke::StrokeEvent;
use crate::record::MatchLog;
use crate::session::Replays;
use crate::storage::Slot;
use crate::ui::form::{Announcer, MENU_BACKGROUND};
use crate::ui::widgets::{Button, TEXT, centred_text};
use macroquad::prelude::{Rect, clear_background, screen_height, screen_width};

/// The rules a spectator's match may be played at (a tap cycles them).
const RULES: [(Edition, Level); 4] = [
    (Edition::Y2024, Level::Base),
    (Edition::Y2024, Level::Complete),
    (Edition::Classic, Level::Base),
    (Edition::Classic, Level::Complete),
];

/// What the player chose on the Watch page.
pub enum WatchChoice {
    /// Back to the title screen.
    Back,
    /// A replay or an AI against AI match to open.
    Open(Opening),
}

/// A tap target's job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    HomeLevel,
    AwayLevel,
    Rules,
    Spectate,
    Replay(usize),
    Back,
}

/// The Watch page.
pub struct WatchPage {
    home: usize,
    away: usize,
    rules: usize,
    /// The logs offered, newest first, with their words.
    logs: Vec<(String, MatchLog)>,
    announcer: Announcer,
}

/// "Blue 2-0 Red", or "Blue 1-1 Red (in progress)".
fn describe(log: &MatchLog) -> String {
    let name = |look: Option<&str>, squad: &str| look.unwrap_or(squad).to_string();
    let table = log.table.as_ref();
    let home = name(table.map(|t| t.home.name.as_str()), &log.home.name);
    let away = name(table.map(|t| t.away.name.as_str()), &log.away.name);
    match log.result {
        Some(r) => format!("{home} {}-{} {away}", r.home, r.away),
        None => trf("{0} v {1} (in progress)", &[&home, &away]),
    }
}

impl WatchPage {
    /// The page, with the kept replays and the match in progress read from `saves`.
    pub fn open(saves: &mut crate::storage::Saves) -> Self {
        let mut logs: Vec<(String, MatchLog)> = Vec::new();
        if let Ok(saved) = saves.load::<MatchLog>(Slot::Match)
            && saved.value.result.is_none()
        {
            logs.push((describe(&saved.value), saved.value));
        }
        let kept = Replays::load(saves);
        logs.extend(kept.logs.into_iter().rev().map(|l| (describe(&l), l)));
        let normal = Difficulty::ALL
            .iter()
            .position(|d| *d == Difficulty::Normal);
        Self {
            home: normal.unwrap_or(0),
            away: normal.unwrap_or(0),
            rules: 0,
            logs,
            announcer: Announcer::default(),
        }
    }

    fn level_word(i: usize) -> &'static str {
        match Difficulty::ALL[i % Difficulty::ALL.len()] {
            Difficulty::Beginner => tr("Beginner"),
            Difficulty::Easy => tr("Easy"),
            Difficulty::Normal => tr("Normal"),
            Difficulty::Hard => tr("Hard"),
        }
    }

    fn rules(&self) -> RuleSet {
        let (edition, level) = RULES[self.rules % RULES.len()];
        RuleSet::of(edition, level)
    }

    fn targets(&self, w: f32, h: f32) -> Vec<(Target, Button)> {
        let bw = (w * 0.9).min(440.0);
        let bh = (h * 0.052).clamp(34.0, 50.0);
        let x = (w - bw) / 2.0;
        let half = (bw - 8.0) / 2.0;
        let mut y = h * 0.14;
        let rules = crate::play::skill_words::rules_name(&self.rules()).to_string();
        let mut out = vec![
            (
                Target::HomeLevel,
                Button::new(
                    trf("Home: {0}", &[Self::level_word(self.home)]),
                    Rect::new(x, y, half, bh),
                ),
            ),
            (
                Target::AwayLevel,
                Button::new(
                    trf("Away: {0}", &[Self::level_word(self.away)]),
                    Rect::new(x + half + 8.0, y, half, bh),
                ),
            ),
        ];
        y += bh * 1.15;
        out.push((Target::Rules, Button::new(rules, Rect::new(x, y, half, bh))));
        out.push((
            Target::Spectate,
            Button::new(tr("Watch AI v AI"), Rect::new(x + half + 8.0, y, half, bh)),
        ));
        y += bh * 2.0;
        for (i, (words, _)) in self.logs.iter().enumerate() {
            out.push((
                Target::Replay(i),
                Button::new(words.clone(), Rect::new(x, y, bw, bh)),
            ));
            y += bh * 1.15;
        }
        let back = Rect::new(x + bw * 0.3, (y + bh * 0.3).max(h - bh * 1.6), bw * 0.4, bh);
        out.push((Target::Back, Button::new(tr("Back"), back)));
        out
    }

    /// Handles the frame's strokes; the choice once one is made.
    pub fn update(&mut self, events: &[StrokeEvent], log: bool) -> Option<WatchChoice> {
        let targets = self.targets(screen_width(), screen_height());
        if log {
            let named: Vec<(String, Rect)> = (targets.iter())
                .map(|(t, b)| (target_key(*t), b.rect))
                .collect();
            self.announcer.announce("watch", &named);
        }
        for event in events {
            let StrokeEvent::Released { start, end, .. } = *event else {
                continue;
            };
            let Some((target, _)) = targets.iter().find(|(_, b)| b.is_tapped(start, end)) else {
                continue;
            };
            let levels = Difficulty::ALL.len();
            match *target {
                Target::HomeLevel => self.home = (self.home + 1) % levels,
                Target::AwayLevel => self.away = (self.away + 1) % levels,
                Target::Rules => self.rules = (self.rules + 1) % RULES.len(),
                Target::Spectate => {
                    return Some(WatchChoice::Open(Opening::Spectate(SpectateOptions {
                        home: Difficulty::ALL[self.home],
                        away: Difficulty::ALL[self.away],
                        rules: self.rules(),
                        ..SpectateOptions::default()
                    })));
                }
                Target::Replay(i) => {
                    let log = self.logs.get(i)?.1.clone();
                    return Some(WatchChoice::Open(Opening::Replay(Box::new(log))));
                }
                Target::Back => return Some(WatchChoice::Back),
            }
        }
        None
    }

    /// Draws the page.
    pub fn draw(&self) {
        let (w, h) = (screen_width(), screen_height());
        clear_background(MENU_BACKGROUND);
        let size = (w * 0.06).clamp(22.0, 44.0);
        centred_text(tr("Watch"), w / 2.0, h * 0.08, size, TEXT);
        let targets = self.targets(w, h);
        for (_, button) in &targets {
            button.draw(false);
        }
        let small = (h * 0.024).clamp(13.0, 20.0);
        let first_log = targets.iter().find(|(t, _)| matches!(t, Target::Replay(_)));
        let label_y = match (first_log, targets.get(3)) {
            (Some((_, b)), _) => b.rect.y - small * 0.9,
            (None, Some((_, b))) => b.rect.y + b.rect.h * 2.0,
            _ => h / 2.0,
        };
        let words = if self.logs.is_empty() {
            tr("No replays yet")
        } else {
            tr("Replays")
        };
        centred_text(words, w / 2.0, label_y, small, TEXT);
    }
}

/// A target's key in test-mode lines.
fn target_key(target: Target) -> String {
    match target {
        Target::HomeLevel => "home_level".into(),
        Target::AwayLevel => "away_level".into(),
        Target::Rules => "rules".into(),
        Target::Spectate => "spectate".into(),
        Target::Replay(i) => format!("replay_{i}"),
        Target::Back => "back".into(),
    }
}
