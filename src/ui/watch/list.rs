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
use crate::ui::form::{Announcer, MENU_BACKGROUND, TOUCH};
use crate::ui::page::Page;
use crate::ui::widgets::Label;
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
pub enum Target {
    /// The home side's AI level.
    HomeLevel,
    /// The away side's AI level.
    AwayLevel,
    /// The rules of the AI against AI match.
    Rules,
    /// Watch the AI against AI match.
    Spectate,
    /// Replay the `n`th log.
    Replay(usize),
    /// The next replays (this many further on).
    More(usize),
    /// Back to the title screen.
    Back,
}

/// The Watch page.
pub struct WatchPage {
    home: usize,
    away: usize,
    rules: usize,
    /// The logs offered, newest first, with their words.
    logs: Vec<(String, MatchLog)>,
    /// The first replay shown.
    first: usize,
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
        let mut logs: Vec<MatchLog> = Vec::new();
        if let Ok(saved) = saves.load::<MatchLog>(Slot::Match)
            && saved.value.result.is_none()
        {
            logs.push(saved.value);
        }
        logs.extend(Replays::load(saves).logs.into_iter().rev());
        Self::with_logs(logs)
    }

    /// The page offering `logs` (newest first).
    pub fn with_logs(logs: Vec<MatchLog>) -> Self {
        let logs = logs.into_iter().map(|l| (describe(&l), l)).collect();
        let normal = Difficulty::ALL
            .iter()
            .position(|d| *d == Difficulty::Normal);
        Self {
            home: normal.unwrap_or(0),
            away: normal.unwrap_or(0),
            rules: 0,
            logs,
            first: 0,
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

    /// The page laid out in a `w` x `h` window: the title, the AI against AI choices, the
    /// replays that fit (a button turns to the next ones when they do not all fit) and Back.
    pub fn page(&self, w: f32, h: f32) -> Page<Target> {
        let mut page = Page::default();
        let bw = (w * 0.9).min(440.0);
        let bh = (h * 0.052).clamp(TOUCH, 50.0);
        let x = (w - bw) / 2.0;
        let half = (bw - 8.0) / 2.0;
        let title = (w * 0.06).clamp(22.0, 44.0);
        page.label(Label::centred(
            tr("Watch"),
            (w / 2.0, h * 0.08),
            title,
            w - 16.0,
        ));
        let mut y = h * 0.14;
        let rules = crate::play::skill_words::rules_name(&self.rules()).to_string();
        let home = trf("Home: {0}", &[Self::level_word(self.home)]);
        let away = trf("Away: {0}", &[Self::level_word(self.away)]);
        page.button(
            Rect::new(x, y, half, bh),
            &home,
            false,
            Target::HomeLevel,
            "home_level",
        );
        let right = x + half + 8.0;
        page.button(
            Rect::new(right, y, half, bh),
            &away,
            false,
            Target::AwayLevel,
            "away_level",
        );
        y += bh * 1.15;
        page.button(
            Rect::new(x, y, half, bh),
            &rules,
            false,
            Target::Rules,
            "rules",
        );
        let spectate = tr("Watch AI v AI");
        page.button(
            Rect::new(right, y, half, bh),
            spectate,
            false,
            Target::Spectate,
            "spectate",
        );
        y += bh * 2.0;
        let small = (h * 0.024).clamp(14.0, 20.0);
        let words = if self.logs.is_empty() {
            tr("No replays yet")
        } else {
            tr("Replays")
        };
        page.label(Label::centred(words, (w / 2.0, y - small * 0.9), small, bw));
        let back_y = h - bh * 1.6;
        let step = bh * 1.15;
        let fit = (((back_y - y) / step).floor() as usize).max(1);
        let shown = if self.logs.len() > fit { fit - 1 } else { fit };
        let first = self.first.min(self.logs.len().saturating_sub(1));
        for (i, (words, _)) in self.logs.iter().enumerate().skip(first).take(shown.max(1)) {
            let rect = Rect::new(x, y, bw, bh);
            page.button(
                rect,
                words,
                false,
                Target::Replay(i),
                &format!("replay_{i}"),
            );
            y += step;
        }
        if self.logs.len() > fit {
            let more = trf("More replays ({0})", &[&self.logs.len().to_string()]);
            page.button(
                Rect::new(x, y, bw, bh),
                &more,
                false,
                Target::More(shown.max(1)),
                "more",
            );
        }
        let back = Rect::new(x + bw * 0.3, back_y, bw * 0.4, bh);
        page.button(back, tr("Back"), false, Target::Back, "back");
        page
    }

    /// Handles the frame's strokes; the choice once one is made.
    pub fn update(&mut self, events: &[StrokeEvent], log: bool) -> Option<WatchChoice> {
        let page = self.page(screen_width(), screen_height());
        if log {
            self.announcer.announce("watch", &page.targets());
        }
        for event in events {
            let StrokeEvent::Released { start, end, .. } = *event else {
                continue;
            };
            let Some(target) = page.hit(start, end) else {
                continue;
            };
            let levels = Difficulty::ALL.len();
            match target {
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
                Target::More(step) => {
                    self.first = (self.first + step) % self.logs.len().max(1);
                }
                Target::Back => return Some(WatchChoice::Back),
            }
        }
        None
    }

    /// Draws the page.
    pub fn draw(&self) {
        clear_background(MENU_BACKGROUND);
        self.page(screen_width(), screen_height()).draw();
    }
}
