//! The new-match screen: pass-and-play or versus AI, edition, level, length, extras, the two
//! teams and who is home. It gives a [`NewMatchChoices`] the caller turns into a match.

pub mod choices;
pub mod remembered;

pub use choices::{NewMatchChoices, Opponent, TeamList, pick_teams};
pub use remembered::LastChoices;

use crate::input::stroke::StrokeEvent;
use crate::ui::form::{Form, FormScroll, FormTap, Row};
use choices::step;
use hexkick_ai::Difficulty;
use hexkick_i18n::tr;
use hexkick_rules::rules::{Edition, Level, Referee, Weather};
use hexkick_rules::squad::Side;
use hexkick_table::headline::shown_name;

/// The rule levels in the order shown.
const LEVELS: [Level; 3] = [Level::Base, Level::Complete, Level::Tournament];
/// The editions in the order shown.
const EDITIONS: [Edition; 2] = [Edition::Y2024, Edition::Classic];
/// The referee choices in the order shown: rolled at the coin toss, normal, strict.
const REFEREES: [Option<Referee>; 3] = [None, Some(Referee::Normal), Some(Referee::Strict)];
/// The weather choices in the order shown: rolled at the coin toss, clear, bad.
const WEATHERS: [Option<Weather>; 3] = [None, Some(Weather::Clear), Some(Weather::Bad)];
/// Why the TOURNAMENT conditions cannot be chosen at other levels.
const TOURNAMENT_ONLY: &str = hexkick_i18n::tr_key("only in 2024 TOURNAMENT play");

/// What the new-match screen asks of the caller.
#[derive(Clone, Debug, PartialEq)]
pub enum NewMatchSignal {
    /// Nothing.
    Nothing,
    /// Start the match with these choices (the teams fit the rules and do not clash).
    Start(NewMatchChoices),
    /// Back to the title screen.
    Back,
}

/// The page of the new-match screen shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Page {
    /// Opponent, rules, length, teams.
    #[default]
    Main,
    /// The extras: 4-player mode, the TOURNAMENT referee, weather and home advantage.
    Extras,
}

/// The new-match screen's state.
pub struct NewMatchScreen {
    choices: NewMatchChoices,
    teams: TeamList,
    replaces_saved: bool,
    /// Why some of the player's teams are missing from the list (a team file set aside).
    teams_notice: Option<String>,
    page: Page,
    scroll: FormScroll,
}

impl NewMatchScreen {
    /// The screen with these starting choices and teams; `replaces_saved` warns that
    /// starting replaces the match in progress.
    pub fn new(choices: NewMatchChoices, teams: TeamList, replaces_saved: bool) -> Self {
        Self {
            choices,
            teams,
            replaces_saved,
            teams_notice: None,
            page: Page::Main,
            scroll: FormScroll::default(),
        }
    }

    /// The screen saying why some of the player's teams are not listed (their file was set
    /// aside: unreadable, or written by a newer hexkick).
    pub fn with_teams_notice(mut self, notice: Option<String>) -> Self {
        self.teams_notice = notice;
        self
    }

    /// The choices as they stand.
    pub fn choices(&self) -> &NewMatchChoices {
        &self.choices
    }

    /// The teams on offer.
    pub fn teams(&self) -> &TeamList {
        &self.teams
    }

    /// The form of the page shown, for the current choices.
    pub fn form(&self) -> Form {
        match self.page {
            Page::Main => self.main_form(),
            Page::Extras => self.extras_form(),
        }
    }

    /// The extras page: 4-player mode, and the TOURNAMENT referee, weather (rolled at the
    /// coin toss or chosen) and home advantage.
    pub fn extras_form(&self) -> Form {
        let c = &self.choices;
        let at = |found: Option<usize>| found.unwrap_or(0);
        let tournament = c.rules().tournament_rules();
        let only = |row: Row| {
            if tournament {
                row
            } else {
                row.disabled(tr(TOURNAMENT_ONLY))
            }
        };
        Form {
            scroll: self.scroll.offset(),
            screen: "new_match_extras",
            title: tr("Extras").to_string(),
            rows: vec![
                Row::toggle("four", tr("4 players (2 a side)"), c.four_players),
                only(Row::choice(
                    "referee",
                    tr("Referee"),
                    &[tr("Roll"), tr("Normal"), tr("Strict")],
                    at(REFEREES.iter().position(|&r| r == c.referee)),
                )),
                only(Row::choice(
                    "weather",
                    tr("Weather"),
                    &[tr("Roll"), tr("Good"), tr("Bad")],
                    at(WEATHERS.iter().position(|&r| r == c.weather)),
                )),
                only(Row::toggle(
                    "home_advantage",
                    tr("Home advantage"),
                    c.home_advantage,
                )),
            ],
            buttons: vec![("done", tr("Done").to_string())],
            message: None,
        }
    }

    /// The main page.
    fn main_form(&self) -> Form {
        let c = &self.choices;
        let versus = c.opponent == Opponent::VersusAi;
        let index = |found: Option<usize>| found.unwrap_or(0);
        let mut ai_level = Row::choice(
            "ai_level",
            tr("AI level"),
            &[tr("Beginner"), tr("Easy"), tr("Normal"), tr("Hard")],
            index(Difficulty::ALL.iter().position(|&l| l == c.ai_level)),
        );
        let mut ai_side = Row::choice(
            "ai_side",
            tr("AI plays"),
            &[tr("Home"), tr("Away")],
            usize::from(c.ai_side == Side::Away),
        );
        if !versus {
            ai_level = ai_level.disabled(tr("pass-and-play: two people, no AI"));
            ai_side = ai_side.disabled(tr("pass-and-play: two people, no AI"));
        }
        let mut undo = Row::toggle("undo", tr("Undo last move"), c.undo);
        if c.level == Level::Tournament {
            undo = undo.disabled(tr("never in TOURNAMENT play"));
        }
        let team_name = |i: usize| shown_name(self.teams.name(i).unwrap_or("?"));
        let message = match pick_teams(c, &self.teams) {
            Err(why) => Some(why.to_string()),
            Ok(_) if self.replaces_saved => {
                Some(tr("Starting replaces the match in progress.").to_string())
            }
            Ok(_) => self.teams_notice.clone(),
        };
        Form {
            scroll: self.scroll.offset(),
            screen: "new_match",
            title: tr("New match").to_string(),
            rows: vec![
                Row::choice(
                    "opponent",
                    tr("Play"),
                    &[tr("Pass-and-play"), tr("Versus AI")],
                    usize::from(versus),
                ),
                ai_level,
                ai_side,
                Row::choice(
                    "edition",
                    tr("Edition"),
                    &["2024", tr("Classic")],
                    index(EDITIONS.iter().position(|&e| e == c.edition)),
                ),
                Row::choice(
                    "level",
                    tr("Level"),
                    &[tr("Base"), tr("Complete"), tr("Tournament")],
                    index(LEVELS.iter().position(|&l| l == c.level)),
                ),
                Row::choice(
                    "length",
                    tr("Match length"),
                    &[tr("Full: 3 referees"), tr("Quick: 1 referee")],
                    usize::from(c.quick),
                ),
                Row::toggle(
                    "extra",
                    tr("Extra time + shootout"),
                    c.extra_time_and_shootout,
                ),
                Row::toggle("timer", tr("Turn timer"), c.turn_timer),
                undo,
                Row::choice("extras", tr("Extras"), &[&extras_summary(c)], 0),
                Row::cycle("home", tr("Home"), team_name(c.home)),
                Row::cycle("away", tr("Away"), team_name(c.away)),
            ],
            buttons: vec![
                ("back", tr("Back").to_string()),
                ("swap", tr("Swap home/away").to_string()),
                ("start", tr("Start").to_string()),
            ],
            message,
        }
    }

    /// The choices after one tap on an option (pure).
    pub fn apply(choices: &NewMatchChoices, teams: usize, tap: FormTap) -> NewMatchChoices {
        let mut c = choices.clone();
        let pick = |option: usize| option == 1;
        match tap {
            FormTap::Button("swap") => std::mem::swap(&mut c.home, &mut c.away),
            FormTap::Button(_) => {}
            FormTap::Option { row, option } => match row {
                "opponent" => {
                    c.opponent = if pick(option) {
                        Opponent::VersusAi
                    } else {
                        Opponent::PassAndPlay
                    }
                }
                "ai_level" => {
                    c.ai_level = Difficulty::ALL.get(option).copied().unwrap_or(c.ai_level)
                }
                "ai_side" => c.ai_side = if pick(option) { Side::Away } else { Side::Home },
                "edition" => c.edition = EDITIONS.get(option).copied().unwrap_or(c.edition),
                "level" => c.level = LEVELS.get(option).copied().unwrap_or(c.level),
                "length" => c.quick = pick(option),
                "extra" => c.extra_time_and_shootout = pick(option),
                "timer" => c.turn_timer = pick(option),
                "undo" => c.undo = pick(option),
                "four" => c.four_players = pick(option),
                "referee" => c.referee = REFEREES.get(option).copied().unwrap_or(c.referee),
                "weather" => c.weather = WEATHERS.get(option).copied().unwrap_or(c.weather),
                "home_advantage" => c.home_advantage = pick(option),
                "home" => c.home = step(c.home, teams, option == 2),
                "away" => c.away = step(c.away, teams, option == 2),
                _ => {}
            },
        }
        c
    }

    /// Handles the frame's strokes in a `w` x `h` window.
    pub fn update(&mut self, events: &[StrokeEvent], w: f32, h: f32) -> NewMatchSignal {
        self.scroll.follow(&self.form(), events, w, h);
        let Some(tap) = self.form().tapped(events, w, h) else {
            return NewMatchSignal::Nothing;
        };
        match tap {
            FormTap::Option { row: "extras", .. } => self.page = Page::Extras,
            FormTap::Button("done") => self.page = Page::Main,
            FormTap::Button("back") => return NewMatchSignal::Back,
            FormTap::Button("start") => {
                if pick_teams(&self.choices, &self.teams).is_ok() {
                    return NewMatchSignal::Start(self.choices.clone());
                }
                // Otherwise the message already says why; the button does nothing else.
            }
            tap => self.choices = Self::apply(&self.choices, self.teams.len(), tap),
        }
        NewMatchSignal::Nothing
    }
}

/// The extras row's one button: the extras chosen in short words, or "None".
fn extras_summary(c: &NewMatchChoices) -> String {
    let mut parts: Vec<&str> = Vec::new();
    if c.four_players {
        parts.push(tr("4 players"));
    }
    if c.rules().tournament_rules() {
        match c.referee {
            Some(Referee::Strict) => parts.push(tr("strict referee")),
            Some(Referee::Normal) => parts.push(tr("normal referee")),
            None => {}
        }
        match c.weather {
            Some(Weather::Bad) => parts.push(tr("bad weather")),
            Some(Weather::Clear) => parts.push(tr("good weather")),
            None => {}
        }
        if !c.home_advantage {
            parts.push(tr("no home advantage"));
        }
    }
    if parts.is_empty() {
        tr("None").to_string()
    } else {
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests;
