//! The Watch page (from the title screen): an AI against AI match to watch (each side's
//! level and team and the rules, a tap cycles them), and the replays: the match in progress and the
//! last finished matches kept ([`hexkick_session::Replays`]), newest first.

use super::start::{Opening, Spectating};
use crate::input::stroke::StrokeEvent;
use crate::ui::form::{Announcer, MENU_BACKGROUND, TOUCH};
use crate::ui::new_match::TeamList;
use crate::ui::new_match::choices::{STANDARD_BLUE, STANDARD_RED};
use crate::ui::options::SpectateOptions;
use crate::ui::page::Page;
use crate::ui::widgets::{Label, wrap_lines};
use hexkick_ai::Difficulty;
use hexkick_i18n::{tr, trf};
use hexkick_record::MatchLog;
use hexkick_rules::rules::{Edition, Level, RuleSet};
use hexkick_session::Replays;
use hexkick_storage::Slot;
use hexkick_table::headline::shown_name;
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
    /// The home side's team.
    HomeTeam,
    /// The away side's team.
    AwayTeam,
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
    /// The teams on offer (standard, ready-made, the player's own).
    teams: TeamList,
    /// The home and away teams (indices into `teams`).
    home_team: usize,
    away_team: usize,
    /// Why the AI against AI match cannot start with these teams.
    notice: Option<String>,
    /// The logs offered, newest first, with their words.
    logs: Vec<(String, MatchLog)>,
    /// The first replay shown.
    first: usize,
    announcer: Announcer,
}

/// "Watch again: Blue 2-0 Red", or "Blue v Red (in progress)".
fn describe(log: &MatchLog) -> String {
    let name = |look: Option<&str>, squad: &str| shown_name(look.unwrap_or(squad)).to_string();
    let table = log.table.as_ref();
    let home = name(table.map(|t| t.home.name.as_str()), &log.home.name);
    let away = name(table.map(|t| t.away.name.as_str()), &log.away.name);
    match log.result {
        Some(r) => trf(
            "Watch again: {0} {1}-{2} {3}",
            &[&home, &r.home.to_string(), &r.away.to_string(), &away],
        ),
        None => trf("{0} v {1} (in progress)", &[&home, &away]),
    }
}

impl WatchPage {
    /// The page, with the kept replays and the match in progress read from `saves`.
    pub fn open(saves: &mut hexkick_storage::Saves) -> Self {
        let mut logs: Vec<MatchLog> = Vec::new();
        if let Ok(saved) = saves.load::<MatchLog>(Slot::Match)
            && saved.value.result.is_none()
        {
            logs.push(saved.value);
        }
        logs.extend(Replays::load(saves).logs.into_iter().rev());
        let teams = TeamList::with_owned(&hexkick_teams::saved::load_teams(saves).library);
        Self::with_logs(logs, teams)
    }

    /// The page offering `logs` (newest first) and `teams` to the AI against AI match
    /// (Standard Blue at home against Standard Red to begin with).
    pub fn with_logs(logs: Vec<MatchLog>, teams: TeamList) -> Self {
        let logs = logs.into_iter().map(|l| (describe(&l), l)).collect();
        let normal = Difficulty::ALL
            .iter()
            .position(|d| *d == Difficulty::Normal);
        Self {
            home: normal.unwrap_or(0),
            away: normal.unwrap_or(0),
            rules: 0,
            teams,
            home_team: STANDARD_BLUE,
            away_team: STANDARD_RED,
            notice: None,
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

    fn team_name(&self, i: usize) -> String {
        shown_name(self.teams.name(i).unwrap_or_default()).to_string()
    }

    /// The AI against AI match the page's choices make.
    fn spectate_options(&self) -> SpectateOptions {
        SpectateOptions {
            home: Difficulty::ALL[self.home],
            away: Difficulty::ALL[self.away],
            rules: self.rules(),
            teams: Some([
                self.team_name(self.home_team),
                self.team_name(self.away_team),
            ]),
            ..SpectateOptions::default()
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
        let rules = hexkick_table::skill_words::rules_name(&self.rules()).to_string();
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
        for (target, name, label, index) in [
            (
                Target::HomeTeam,
                "home_team",
                "Home team: {0}",
                self.home_team,
            ),
            (
                Target::AwayTeam,
                "away_team",
                "Away team: {0}",
                self.away_team,
            ),
        ] {
            let words = trf(label, &[&self.team_name(index)]);
            page.button(Rect::new(x, y, bw, bh), &words, false, target, name);
            y += bh * 1.15;
        }
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
        let small = (h * 0.024).clamp(14.0, 20.0);
        if let Some(notice) = &self.notice {
            y += bh * 1.1 + small * 0.3;
            for line in wrap_lines(notice, small, bw) {
                page.label(Label::centred(line, (w / 2.0, y), small, bw));
                y += small * 1.3;
            }
            y += bh * 0.9;
        } else {
            y += bh * 2.0;
        }
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
            if let Some(choice) = self.choose(target) {
                return Some(choice);
            }
        }
        None
    }

    /// Shows why the replay or match picked on the page does not open.
    pub fn refuse(&mut self, why: String) {
        self.notice = Some(why);
    }

    /// What a tap on `target` does: a choice cycled, or the page's answer. The AI against AI
    /// match starts only with two teams that can play each other under the rules (else the
    /// page says why).
    fn choose(&mut self, target: Target) -> Option<WatchChoice> {
        let levels = Difficulty::ALL.len();
        let teams = self.teams.len().max(1);
        self.notice = None;
        match target {
            Target::HomeLevel => self.home = (self.home + 1) % levels,
            Target::AwayLevel => self.away = (self.away + 1) % levels,
            Target::HomeTeam => self.home_team = (self.home_team + 1) % teams,
            Target::AwayTeam => self.away_team = (self.away_team + 1) % teams,
            Target::Rules => self.rules = (self.rules + 1) % RULES.len(),
            Target::Spectate => match Spectating::new(self.spectate_options(), &self.teams, 0) {
                Ok(s) => return Some(WatchChoice::Open(Opening::Spectate(Box::new(s)))),
                Err(why) => self.notice = Some(why),
            },
            Target::Replay(i) => {
                let log = self.logs.get(i)?.1.clone();
                return Some(WatchChoice::Open(Opening::Replay(Box::new(log))));
            }
            Target::More(step) => {
                self.first = (self.first + step) % self.logs.len().max(1);
            }
            Target::Back => return Some(WatchChoice::Back),
        }
        None
    }

    /// Draws the page.
    pub fn draw(&self) {
        clear_background(MENU_BACKGROUND);
        self.page(screen_width(), screen_height()).draw();
    }
}

#[cfg(test)]
mod tests {
    use super::{
        Edition, Level, Opening, RuleSet, STANDARD_BLUE, STANDARD_RED, SpectateOptions, Target,
        TeamList, WatchChoice, WatchPage,
    };
    use hexkick_teams::library::TeamLibrary;

    fn page() -> WatchPage {
        assert!(
            crate::ui::fonts::measure_headless(),
            "the UI font measures headless"
        );
        WatchPage::with_logs(Vec::new(), TeamList::with_owned(&TeamLibrary::default()))
    }

    /// The AI against AI match a tap on Watch opened.
    fn spectated(page: &mut WatchPage) -> SpectateOptions {
        match page.choose(Target::Spectate) {
            Some(WatchChoice::Open(Opening::Spectate(spectating))) => spectating.options,
            _ => panic!("the AI against AI match did not open: {:?}", page.notice),
        }
    }

    #[test]
    fn the_spectator_starts_with_blue_against_red_and_picks_the_teams() {
        let mut page = page();
        let [blue, red] = [STANDARD_BLUE, STANDARD_RED].map(|i| page.team_name(i));
        let first = spectated(&mut page);
        assert_eq!(first.teams, Some([blue.clone(), red.clone()]));
        // At 2024 COMPLETE (BASE plays the standard squads only) the home button steps
        // through the teams on offer to a ready-made one.
        let home = (0..page.teams.len())
            .find(|&i| ![&blue, &red].contains(&&page.team_name(i)))
            .expect("a ready-made team");
        page.choose(Target::Rules);
        assert_eq!(page.rules(), RuleSet::of(Edition::Y2024, Level::Complete));
        while page.home_team != home {
            page.choose(Target::HomeTeam);
        }
        let words: Vec<String> = (page.page(390.0, 844.0).buttons.iter())
            .map(|b| b.button.label.clone())
            .collect();
        let name = page.team_name(home);
        assert!(
            words.iter().any(|w| w.contains(&name)),
            "the home team's button names {name}: {words:?}"
        );
        let options = spectated(&mut page);
        assert_eq!(options.teams, Some([name, red]));
    }

    #[test]
    fn a_team_cannot_watch_itself_and_the_page_says_why() {
        let mut page = page();
        page.away_team = page.home_team;
        assert!(page.choose(Target::Spectate).is_none());
        let notice = page.notice.clone().expect("a reason");
        assert!(notice.contains("itself"), "{notice}");
        let shown: Vec<String> = (page.page(390.0, 844.0).labels.iter())
            .map(|l| l.text.clone())
            .collect();
        assert!(shown.join(" ").contains("cannot play itself"), "{shown:?}");
    }

    #[test]
    fn a_replay_that_does_not_replay_is_refused_on_the_page_in_words() {
        use crate::ui::watch::start::{load_log, open};
        use hexkick_i18n::{Lang, with_lang};
        let mut log = load_log("quick").expect("the built-in log");
        log.events += 1;
        let opened = || open(Opening::Replay(Box::new(log.clone())), |_| None, false);
        let why = with_lang(Lang::Fr, || opened().err()).expect("refused");
        assert!(why.starts_with("Ce replay ne peut pas"), "{why}");
        let mut page = page();
        page.refuse(why);
        let shown: Vec<String> = (page.page(390.0, 844.0).labels.iter())
            .map(|l| l.text.clone())
            .collect();
        assert!(shown.join(" ").contains("Ce replay"), "{shown:?}");
    }

    #[test]
    fn a_finished_match_is_offered_as_watch_again_and_one_in_progress_as_such() {
        use crate::ui::watch::start::load_log;
        use hexkick_i18n::{Lang, with_lang};
        assert!(crate::ui::fonts::measure_headless());
        let finished = load_log("quick").expect("the built-in log");
        let result = finished.result.expect("a finished match");
        let mut going = finished.clone();
        going.result = None;
        let page = WatchPage::with_logs(
            vec![going, finished],
            TeamList::with_owned(&TeamLibrary::default()),
        );
        let words: Vec<String> = (page.page(390.0, 844.0).buttons.iter())
            .map(|b| b.button.label.clone())
            .collect();
        let again = format!("{}-{}", result.home, result.away);
        assert!(
            words
                .iter()
                .any(|w| w.starts_with("Watch again: ") && w.contains(&again)),
            "{words:?}"
        );
        assert!(
            words.iter().any(|w| w.ends_with("(in progress)")),
            "{words:?}"
        );
        let fr = with_lang(Lang::Fr, || super::describe(&page.logs[1].1));
        assert!(fr.starts_with("Revoir : "), "{fr}");
    }
}
