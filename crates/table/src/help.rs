//! Help at the table: the AI coach's advice for the person to act ([`Table::hint_job`]): what
//! the AI would do in their place ([`crate::hint`]), and the rules topic of the question asked
//! now ([`crate::topic::topic_for`]).

use super::ai_job::HintJob;
use super::setup::MatchSetup;
use super::table::{Table, decider_of};
use hexkick_ai::{Coach, Difficulty};
use hexkick_rules::squad::Side;
use hexkick_rules::state::MatchState;

/// The level of the AI that advises the person who decides in `state`: the opponent AI's, in
/// a match against the AI. `None` when nobody or the AI decides, or no side is the AI's.
pub(super) fn advisor_of(setup: &MatchSetup, state: &MatchState) -> Option<Difficulty> {
    let side = decider_of(state)?;
    if setup.team(side).coach.is_ai() {
        return None;
    }
    Side::BOTH
        .into_iter()
        .find_map(|s| match setup.team(s).coach {
            Coach::Ai(level) => Some(level),
            _ => None,
        })
}

impl<S: hexkick_storage::Store> Table<S> {
    /// Whether the hint button is offered now (see [`Table::hint_job`]).
    pub fn hint_available(&self) -> bool {
        advisor_of(&self.setup, self.state()).is_some()
    }

    /// The AI coach's advice for the person who decides now, in a match against the AI: the
    /// AI of the opponent's level plays the person's side. `None` when nobody or the AI
    /// decides, or no side is coached by the AI.
    pub fn hint_job(&self) -> Option<HintJob> {
        self.hint_available().then(|| self.job(HintJob::at))?
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::describe;
    use crate::prompt::{MovePrompt, prompt};
    use crate::setup::MatchSetup;
    use crate::tests::scenario_at;
    use crate::topic::topic_for;
    use crate::{MoveKind, Prompt};
    use hexkick_help::TopicId;
    use hexkick_rules::command::{Command, Declaration};
    use hexkick_rules::pitch::Cell;
    use hexkick_rules::squad::PlayerId;
    use hexkick_storage::{MemoryStore, Saves};

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn move_prompt(kind: MoveKind, tacklers: Vec<PlayerId>) -> Prompt {
        Prompt::Move(MovePrompt {
            kind,
            up_to: 3,
            movers: vec![],
            tacklers,
            may_end: true,
            blocked: None,
            must_move: vec![],
        })
    }

    /// Names by team and number, never the record's `home:9`.
    fn assert_named(words: &str) {
        assert!(
            !words.contains("home:") && !words.contains("away:"),
            "{words}"
        );
    }

    #[test]
    fn every_prompt_kind_maps_to_a_topic_of_the_reference() {
        let red4 = PlayerId::new(Side::Away, 4);
        let cases = [
            (Prompt::CoinToss, TopicId::KickOff),
            (move_prompt(MoveKind::Attack, vec![]), TopicId::Phase2),
            (move_prompt(MoveKind::Defence, vec![]), TopicId::Phase3),
            (move_prompt(MoveKind::Defence, vec![red4]), TopicId::Tackle),
            (move_prompt(MoveKind::ThrowIn, vec![]), TopicId::ThrowIn),
            (
                Prompt::Bump {
                    player: red4,
                    cells: vec![],
                },
                TopicId::Phase3,
            ),
            (Prompt::IntentionalFoul { defender: red4 }, TopicId::Dribble),
        ];
        for (p, want) in cases {
            assert_eq!(topic_for(&p), want, "{p:?}");
        }
        // Prompts of real positions: a kick-off, a declared shot, a ball on a line, PHASE 3.
        let positions = [
            ("kickoff_full_procedure", 0, TopicId::KickOff),
            ("tackle_5_or_6_steals_the_ball", 0, TopicId::Phase3),
            ("tackle_5_or_6_steals_the_ball", 1, TopicId::Tackle),
            (
                "keeper_bar_against_a_shot_from_outside_the_area",
                1,
                TopicId::Keeper,
            ),
            (
                "cod_ball_on_a_line_waits_for_the_choice",
                1,
                TopicId::BallOnLine,
            ),
            ("cod_pass_to_free_team_mate", 0, TopicId::Phase1),
            (
                "throw_in_taker_walks_up_to_three_cells",
                1,
                TopicId::ThrowIn,
            ),
        ];
        for (name, keep, want) in positions {
            let p = prompt(&scenario_at(name, keep));
            assert_eq!(topic_for(&p), want, "{name} after {keep}: {p:?}");
        }
    }

    #[test]
    fn the_hint_words_name_players_by_team_and_number_and_say_the_odds() {
        let setup = MatchSetup::quick(Coach::Ai(Difficulty::Easy), Coach::Human, 3);
        let state = scenario_at("tackle_5_or_6_steals_the_ball", 0);
        let red4 = PlayerId::new(Side::Away, 4);
        let walk = describe(
            &state,
            &setup,
            &Command::Move {
                player: red4,
                to: cell("E6"),
            },
        );
        assert!(
            walk.words.starts_with("Move Red 4 into Blue 9's cell (E6)"),
            "{}",
            walk.words
        );
        assert_eq!(walk.cells, vec![cell("E7"), cell("E6")]);
        let inside = scenario_at("tackle_5_or_6_steals_the_ball", 1);
        let tackle = describe(&inside, &setup, &Command::Tackle { player: red4 });
        assert_eq!(
            tackle.words,
            "Tackle Blue 9 with Red 4: you need 5+ on the die"
        );
        assert_eq!(tackle.cells, vec![cell("E6")]);
        let french = hexkick_i18n::with_lang(hexkick_i18n::Lang::Fr, || {
            describe(&inside, &setup, &Command::Tackle { player: red4 }).words
        });
        assert_eq!(french, "Taclez Bleu 9 avec Rouge 4 : il vous faut 5+ au dé");
        let blue9 = PlayerId::new(Side::Home, 9);
        let pass = Command::rolled_kick(
            blue9,
            Declaration::Pass,
            hexkick_rules::outcome::KickStyle::Low,
            cell("E6"),
            cell("E8"),
        );
        let start = scenario_at("cod_pass_to_free_team_mate", 0);
        let words = describe(&start, &setup, &pass).words;
        assert!(words.starts_with("Pass to Blue "), "{words}");
        assert!(words.contains("(E8, low)"), "{words}");
        for command in [
            Command::TossCoin,
            Command::EndPhase,
            Command::DeclareShot { by: blue9 },
        ] {
            let words = describe(&state, &setup, &command).words;
            assert!(!words.is_empty());
            assert_named(&words);
        }
    }

    #[test]
    fn the_hint_asks_the_ai_for_the_person_in_a_match_against_the_ai() {
        let state = scenario_at("tackle_5_or_6_steals_the_ball", 0);
        let versus = MatchSetup::quick(Coach::Ai(Difficulty::Easy), Coach::Human, 3);
        let table = Table::at_position(versus, state.clone(), Saves::new(MemoryStore::default()));
        let hint = table.hint_job().expect("the person decides").run();
        assert!(hint.words.contains("Red "), "{hint:?}");
        assert_named(&hint.words);
        // Nobody to advise: two people, or the AI's own turn.
        let people = MatchSetup::quick(Coach::Human, Coach::Human, 3);
        let table = Table::at_position(people, state.clone(), Saves::new(MemoryStore::default()));
        assert!(table.hint_job().is_none());
        let ai_turn = MatchSetup::quick(Coach::Human, Coach::Ai(Difficulty::Easy), 3);
        let table = Table::at_position(ai_turn, state, Saves::new(MemoryStore::default()));
        assert!(table.hint_job().is_none());
    }
}
