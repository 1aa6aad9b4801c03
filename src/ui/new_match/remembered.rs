//! The choices last made on the new-match screen, saved in their own slot
//! ([`Slot::NewMatch`]) so the screen opens on them next time. Teams are remembered by name:
//! the list's order changes when teams are made or deleted, and a team that is gone leaves
//! the default in its place.

use super::choices::{NewMatchChoices, Opponent, TeamList};
use hexkick_ai::Difficulty;
use hexkick_rules::rules::{Edition, Level, Referee, Weather};
use hexkick_rules::squad::Side;
use hexkick_storage::{SaveError, Saves, Slot, StorageNotice, Store, Versioned};
use serde::{Deserialize, Serialize};

/// What is remembered of the new-match screen (schema 1 of the NewMatch slot). Fields
/// missing from a save take the screen's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LastChoices {
    /// Pass-and-play or versus AI.
    pub opponent: Option<Opponent>,
    /// The AI's level.
    pub ai_level: Option<Difficulty>,
    /// The side the AI coaches.
    pub ai_side: Option<Side>,
    /// The rulebook edition.
    pub edition: Option<Edition>,
    /// The rulebook level.
    pub level: Option<Level>,
    /// A quick match.
    pub quick: Option<bool>,
    /// Extra time and a shootout after a draw.
    pub extra_time_and_shootout: Option<bool>,
    /// A turn timer.
    pub turn_timer: Option<bool>,
    /// "Undo last move" allowed (otherwise the settings' choice).
    pub undo: Option<bool>,
    /// The 4-player mode.
    pub four_players: Option<bool>,
    /// The TOURNAMENT referee chosen (`Some(None)`: rolled).
    pub referee: Option<Option<Referee>>,
    /// The TOURNAMENT weather chosen (`Some(None)`: rolled).
    pub weather: Option<Option<Weather>>,
    /// The home advantage.
    pub home_advantage: Option<bool>,
    /// The home team's name.
    pub home: Option<String>,
    /// The away team's name.
    pub away: Option<String>,
}

impl Versioned for LastChoices {}

impl LastChoices {
    /// What to remember of `choices`, whose teams are on `list`.
    pub fn of(choices: &NewMatchChoices, list: &TeamList) -> LastChoices {
        let name = |i: usize| list.get(i).map(|e| e.team.name().as_str().to_string());
        LastChoices {
            opponent: Some(choices.opponent),
            ai_level: Some(choices.ai_level),
            ai_side: Some(choices.ai_side),
            edition: Some(choices.edition),
            level: Some(choices.level),
            quick: Some(choices.quick),
            extra_time_and_shootout: Some(choices.extra_time_and_shootout),
            turn_timer: Some(choices.turn_timer),
            undo: Some(choices.undo),
            four_players: Some(choices.four_players),
            referee: Some(choices.referee),
            weather: Some(choices.weather),
            home_advantage: Some(choices.home_advantage),
            home: name(choices.home),
            away: name(choices.away),
        }
    }

    /// `base` with what is remembered put back; the teams are looked up by name on `list`
    /// (a team no longer there leaves `base`'s).
    pub fn onto(&self, base: NewMatchChoices, list: &TeamList) -> NewMatchChoices {
        let team = |name: &Option<String>, default: usize| {
            name.as_deref()
                .and_then(|n| {
                    (0..list.len())
                        .find(|&i| list.get(i).is_some_and(|e| e.team.name().as_str() == n))
                })
                .unwrap_or(default)
        };
        NewMatchChoices {
            opponent: self.opponent.unwrap_or(base.opponent),
            ai_level: self.ai_level.unwrap_or(base.ai_level),
            ai_side: self.ai_side.unwrap_or(base.ai_side),
            edition: self.edition.unwrap_or(base.edition),
            level: self.level.unwrap_or(base.level),
            quick: self.quick.unwrap_or(base.quick),
            extra_time_and_shootout: self
                .extra_time_and_shootout
                .unwrap_or(base.extra_time_and_shootout),
            turn_timer: self.turn_timer.unwrap_or(base.turn_timer),
            undo: self.undo.unwrap_or(base.undo),
            four_players: self.four_players.unwrap_or(base.four_players),
            referee: self.referee.unwrap_or(base.referee),
            weather: self.weather.unwrap_or(base.weather),
            home_advantage: self.home_advantage.unwrap_or(base.home_advantage),
            home: team(&self.home, base.home),
            away: team(&self.away, base.away),
        }
    }

    /// Quick match's choices: the last ones made on the new-match screen (put onto `base`,
    /// teams found by name on `list`), always against the AI (a pass-and-play choice becomes
    /// a match against the AI at its last level and side).
    pub fn quick_match(&self, base: NewMatchChoices, list: &TeamList) -> NewMatchChoices {
        NewMatchChoices {
            opponent: Opponent::VersusAi,
            ..self.onto(base, list)
        }
    }

    /// The saved choices, or none remembered with the notice to show when they could not
    /// be read.
    pub fn load<S: Store>(saves: &mut Saves<S>) -> (LastChoices, Option<StorageNotice>) {
        saves.load_or_default(Slot::NewMatch)
    }

    /// Saves the choices for next time.
    pub fn save<S: Store>(&self, saves: &mut Saves<S>) -> Result<(), SaveError> {
        saves.save(Slot::NewMatch, self)
    }
}

#[cfg(test)]
mod tests {
    use super::{
        Difficulty, Edition, LastChoices, Level, NewMatchChoices, Opponent, Referee, Saves, Side,
        TeamList,
    };
    use hexkick_storage::MemoryStore;
    use hexkick_teams::library::TeamLibrary;

    #[test]
    fn the_last_choices_come_back_after_a_restart_with_their_teams_found_by_name() {
        let list = TeamList::with_owned(&TeamLibrary::new());
        let ready_made = list
            .get(2)
            .expect("a ready-made team")
            .team
            .name()
            .to_string();
        let chosen = NewMatchChoices {
            opponent: Opponent::VersusAi,
            ai_level: Difficulty::Hard,
            ai_side: Side::Home,
            edition: Edition::Classic,
            level: Level::Complete,
            quick: true,
            turn_timer: true,
            four_players: true,
            referee: Some(Referee::Strict),
            weather: None,
            home_advantage: false,
            home: 1,
            away: list.position(&ready_made).expect("on the list"),
            ..NewMatchChoices::default()
        };
        let mut saves = Saves::new(MemoryStore::default());
        LastChoices::of(&chosen, &list)
            .save(&mut saves)
            .expect("memory saves work");
        // Next start: the list is rebuilt (an owned team may now sit before them).
        let (last, notice) = LastChoices::load(&mut saves);
        assert!(notice.is_none());
        assert_eq!(last.onto(NewMatchChoices::default(), &list), chosen);
    }

    #[test]
    fn quick_match_plays_the_last_choices_against_the_ai() {
        let list = TeamList::with_owned(&TeamLibrary::new());
        let chosen = NewMatchChoices {
            opponent: Opponent::VersusAi,
            ai_level: Difficulty::Hard,
            ai_side: Side::Home,
            edition: Edition::Classic,
            level: Level::Complete,
            quick: true,
            home: 1,
            away: 0,
            ..NewMatchChoices::default()
        };
        let last = LastChoices::of(&chosen, &list);
        let quick = last.quick_match(NewMatchChoices::default(), &list);
        assert_eq!(quick, chosen, "the last choices, as they were");
        let setup = quick.to_setup(&list, 7).expect("the teams play");
        assert!(
            setup.home.coach.is_ai(),
            "the AI coaches the side it was given"
        );
        assert!(!setup.away.coach.is_ai());
        assert!(setup.rules.extras.quick_match);
        assert_eq!(setup.rules.edition, Edition::Classic);
        // Last time was pass-and-play: the quick match is still against the AI.
        let two = NewMatchChoices {
            opponent: Opponent::PassAndPlay,
            ..chosen.clone()
        };
        let quick = LastChoices::of(&two, &list).quick_match(NewMatchChoices::default(), &list);
        assert_eq!(quick.opponent, Opponent::VersusAi);
        assert_eq!(
            (quick.ai_level, quick.ai_side),
            (Difficulty::Hard, Side::Home)
        );
        // Nothing remembered: the defaults against the AI.
        let first = LastChoices::default().quick_match(NewMatchChoices::default(), &list);
        assert_eq!(
            first,
            NewMatchChoices {
                opponent: Opponent::VersusAi,
                ..NewMatchChoices::default()
            }
        );
    }

    #[test]
    fn nothing_remembered_or_a_team_gone_leaves_the_defaults() {
        let list = TeamList::with_owned(&TeamLibrary::new());
        let base = NewMatchChoices::default();
        assert_eq!(LastChoices::default().onto(base.clone(), &list), base);
        let gone: LastChoices =
            serde_json::from_str(r#"{"home": "A Team Since Deleted", "level": "complete"}"#)
                .expect("a save of an older or smaller shape loads");
        let back = gone.onto(base.clone(), &list);
        assert_eq!(back.home, base.home);
        assert_eq!(back.level, Level::Complete);
    }
}
