//! The new-match screen: pass-and-play or versus AI, edition, level, length, extras, the two
//! teams and who is home. It gives a [`NewMatchChoices`] the caller turns into a match.

pub mod choices;

pub use choices::{NewMatchChoices, Opponent, TeamList};

use crate::ai::Level as AiLevel;
use crate::core::rules::{Edition, Level};
use crate::core::squad::Side;
use crate::input::stroke::StrokeEvent;
use crate::ui::form::{Form, FormTap, Row};
use choices::{pick_teams, step};

/// The rule levels in the order shown.
const LEVELS: [Level; 3] = [Level::Base, Level::Complete, Level::Tournament];
/// The editions in the order shown.
const EDITIONS: [Edition; 2] = [Edition::Y2024, Edition::Classic];
/// Shown on the turn timer until the match screen runs a turn clock.
pub const NO_TURN_CLOCK: &str = "coming soon: the match screen has no turn clock yet";

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

/// The new-match screen's state.
pub struct NewMatchScreen {
    choices: NewMatchChoices,
    teams: TeamList,
    replaces_saved: bool,
}

impl NewMatchScreen {
    /// The screen with these starting choices and teams; `replaces_saved` warns that
    /// starting replaces the match in progress.
    pub fn new(choices: NewMatchChoices, teams: TeamList, replaces_saved: bool) -> Self {
        Self {
            choices,
            teams,
            replaces_saved,
        }
    }

    /// The choices as they stand.
    pub fn choices(&self) -> &NewMatchChoices {
        &self.choices
    }

    /// The teams on offer.
    pub fn teams(&self) -> &TeamList {
        &self.teams
    }

    /// The form for the current choices.
    pub fn form(&self) -> Form {
        let c = &self.choices;
        let versus = c.opponent == Opponent::VersusAi;
        let index = |found: Option<usize>| found.unwrap_or(0);
        let mut ai_level = Row::choice(
            "ai_level",
            "AI level",
            &["Easy", "Normal", "Hard"],
            index(AiLevel::ALL.iter().position(|&l| l == c.ai_level)),
        );
        let mut ai_side = Row::choice(
            "ai_side",
            "AI plays",
            &["Home", "Away"],
            usize::from(c.ai_side == Side::Away),
        );
        if !versus {
            ai_level = ai_level.disabled("pass-and-play: two people, no AI");
            ai_side = ai_side.disabled("pass-and-play: two people, no AI");
        }
        let mut undo = Row::toggle("undo", "Undo last move", c.undo);
        if c.level == Level::Tournament {
            undo = undo.disabled("never in TOURNAMENT play");
        }
        let team_name = |i: usize| {
            self.teams
                .get(i)
                .map_or("?".to_string(), |e| e.team.name().as_str().to_string())
        };
        let message = match pick_teams(c, &self.teams) {
            Err(why) => Some(why),
            Ok(_) if self.replaces_saved => {
                Some("Starting replaces the match in progress.".to_string())
            }
            Ok(_) => None,
        };
        Form {
            screen: "new_match",
            title: "New match".to_string(),
            rows: vec![
                Row::choice(
                    "opponent",
                    "Play",
                    &["Pass-and-play", "Versus AI"],
                    usize::from(versus),
                ),
                ai_level,
                ai_side,
                Row::choice(
                    "edition",
                    "Edition",
                    &["2024", "Classic"],
                    index(EDITIONS.iter().position(|&e| e == c.edition)),
                ),
                Row::choice(
                    "level",
                    "Level",
                    &["Base", "Complete", "Tournament"],
                    index(LEVELS.iter().position(|&l| l == c.level)),
                ),
                Row::choice(
                    "length",
                    "Length",
                    &["Full: 3 referees", "Quick: 1 referee"],
                    usize::from(c.quick),
                ),
                Row::toggle("extra", "Extra time + shootout", c.extra_time_and_shootout),
                Row::toggle("timer", "Turn timer", c.turn_timer).disabled(NO_TURN_CLOCK),
                undo,
                Row::cycle("home", "Home", &team_name(c.home)),
                Row::cycle("away", "Away", &team_name(c.away)),
            ],
            buttons: vec![
                ("back", "Back".to_string()),
                ("swap", "Swap home/away".to_string()),
                ("start", "Start".to_string()),
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
                "ai_level" => c.ai_level = AiLevel::ALL.get(option).copied().unwrap_or(c.ai_level),
                "ai_side" => c.ai_side = if pick(option) { Side::Away } else { Side::Home },
                "edition" => c.edition = EDITIONS.get(option).copied().unwrap_or(c.edition),
                "level" => c.level = LEVELS.get(option).copied().unwrap_or(c.level),
                "length" => c.quick = pick(option),
                "extra" => c.extra_time_and_shootout = pick(option),
                "timer" => c.turn_timer = pick(option),
                "undo" => c.undo = pick(option),
                "home" => c.home = step(c.home, teams, option == 2),
                "away" => c.away = step(c.away, teams, option == 2),
                _ => {}
            },
        }
        c
    }

    /// Handles the frame's strokes in a `w` x `h` window.
    pub fn update(&mut self, events: &[StrokeEvent], w: f32, h: f32) -> NewMatchSignal {
        let Some(tap) = self.form().tapped(events, w, h) else {
            return NewMatchSignal::Nothing;
        };
        match tap {
            FormTap::Button("back") => NewMatchSignal::Back,
            FormTap::Button("start") => match pick_teams(&self.choices, &self.teams) {
                Ok(_) => NewMatchSignal::Start(self.choices.clone()),
                // The message already says why; the button does nothing else.
                Err(_) => NewMatchSignal::Nothing,
            },
            tap => {
                self.choices = Self::apply(&self.choices, self.teams.len(), tap);
                NewMatchSignal::Nothing
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teams::library::TeamLibrary;

    fn screen() -> NewMatchScreen {
        NewMatchScreen::new(
            NewMatchChoices::default(),
            TeamList::with_owned(&TeamLibrary::new()),
            false,
        )
    }

    fn tap(row: &'static str, option: usize) -> FormTap {
        FormTap::Option { row, option }
    }

    #[test]
    fn taps_set_every_choice() {
        let s = screen();
        let n = s.teams().len();
        let mut c = s.choices().clone();
        for t in [
            tap("opponent", 1),
            tap("ai_level", 2),
            tap("ai_side", 0),
            tap("edition", 1),
            tap("level", 1),
            tap("undo", 0),
            tap("home", 2),
            tap("away", 0),
            FormTap::Button("swap"),
        ] {
            c = NewMatchScreen::apply(&c, n, t);
        }
        assert_eq!(c.opponent, Opponent::VersusAi);
        assert_eq!(c.ai_level, AiLevel::Hard);
        assert_eq!(c.ai_side, Side::Home);
        assert_eq!(c.edition, Edition::Classic);
        assert_eq!(c.level, Level::Complete);
        assert!(!c.undo);
        // Home stepped forward from 0 to 1, away back from 1 to 0, then they swapped.
        assert_eq!((c.home, c.away), (0, 1));
    }

    #[test]
    fn the_ai_rows_are_off_in_pass_and_play_and_undo_at_tournament_level() {
        let s = screen();
        let disabled = |form: &Form, id: &str| {
            form.rows
                .iter()
                .find(|r| r.id == id)
                .is_some_and(|r| r.disabled.is_some())
        };
        let form = s.form();
        assert!(disabled(&form, "ai_level") && disabled(&form, "ai_side"));
        assert!(!disabled(&form, "undo"));
        let versus = NewMatchScreen::new(
            NewMatchChoices {
                opponent: Opponent::VersusAi,
                level: Level::Tournament,
                ..NewMatchChoices::default()
            },
            TeamList::with_owned(&TeamLibrary::new()),
            false,
        );
        let form = versus.form();
        assert!(!disabled(&form, "ai_level") && !disabled(&form, "ai_side"));
        assert!(disabled(&form, "undo"));
    }

    #[test]
    fn start_is_refused_with_a_message_while_the_teams_cannot_play() {
        let mut s = screen();
        s.choices.away = s.choices.home;
        let form = s.form();
        let message = form.message.clone().expect("the reason is shown");
        assert!(message.contains("cannot play itself"), "{message}");
        let layout = form.layout(1280.0, 800.0);
        let (_, rect, _) = form
            .targets(&layout)
            .into_iter()
            .find(|(id, ..)| id == "start")
            .expect("a start button");
        let at = crate::ui::form::centre(rect);
        let release = StrokeEvent::Released {
            id: crate::input::stroke::PointerId::Mouse,
            start: at,
            end: at,
            velocity: Default::default(),
        };
        assert_eq!(s.update(&[release], 1280.0, 800.0), NewMatchSignal::Nothing);
        s.choices.away = 1;
        assert!(matches!(
            s.update(&[release], 1280.0, 800.0),
            NewMatchSignal::Start(_)
        ));
    }
}
