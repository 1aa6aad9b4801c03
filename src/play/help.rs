//! Help at the table: the rules topic that applies to the question asked now
//! ([`topic_for`], shown by the "?" next to the prompt), and the AI coach's advice for the
//! person to act ([`Table::hint_job`]): what the AI would do in their place, in words that
//! name players by team and number ("Pass to Blue 9 on the wing (F8)"), with the cells it
//! concerns.

use super::grab::grab;
use super::offers::player_name;
use super::prompt::{MoveKind, Prompt};
use super::setup::MatchSetup;
use super::table::Table;
use super::words::{stance_word, style_word};
use crate::ai::{Coach, Difficulty, Strategy};
use crate::core::classic::duel::{ball_defence_bonus, tackle_bonus};
use crate::core::command::{Command, Declaration};
use crate::core::duel::duels_on;
use crate::core::event::RestartKind;
use crate::core::execute::TACKLE_WINS_FROM;
use crate::core::outcome::{BallExit, KickOutcome};
use crate::core::pitch::{Cell, Zone};
use crate::core::squad::{PlayerId, Side};
use crate::core::state::{MatchState, Pending, Phase};
use crate::rules_help::TopicId;

/// The rules topic for the question `prompt` asks.
pub fn topic_for(prompt: &Prompt) -> TopicId {
    let restart_topic = |kind: RestartKind| match kind {
        RestartKind::KickOff => TopicId::KickOff,
        RestartKind::ThrowIn => TopicId::ThrowIn,
        RestartKind::Penalty => TopicId::Fouls,
        RestartKind::FreeKick | RestartKind::Corner | RestartKind::GoalKick => TopicId::Restarts,
    };
    match prompt {
        Prompt::CoinToss => TopicId::KickOff,
        Prompt::Kick(k) => {
            if k.shot_ready {
                TopicId::Shots
            } else if k.cross_ready {
                TopicId::CrossHeader
            } else if let Some(replay) = &k.replay {
                if replay.header {
                    TopicId::CrossHeader
                } else {
                    TopicId::Skills
                }
            } else if let Some(r) = k.restart {
                restart_topic(r.kind)
            } else {
                TopicId::Phase1
            }
        }
        Prompt::SetKeeper(_) => TopicId::Keeper,
        Prompt::IntentionalFoul { .. } => TopicId::Dribble,
        Prompt::CrossDeclared(c) if !c.slides.is_empty() => TopicId::SlidingTackle,
        Prompt::CrossDeclared(_) => TopicId::CrossHeader,
        Prompt::ChooseReceiver { .. } => TopicId::Cod,
        Prompt::ChooseCell { .. } => TopicId::BallOnLine,
        Prompt::Move(m) => match m.kind {
            MoveKind::Attack => TopicId::Phase2,
            MoveKind::Defence if !m.tacklers.is_empty() => TopicId::Tackle,
            MoveKind::Defence => TopicId::Phase3,
            MoveKind::ThrowIn => TopicId::ThrowIn,
        },
        Prompt::Bump { .. } => TopicId::Phase3,
        Prompt::Place(p) => p
            .restart
            .map_or(TopicId::Restarts, |r| restart_topic(r.kind)),
        Prompt::MatchOver { .. } => TopicId::Time,
    }
}

/// The AI coach's advice: what it would do, in words, and the cells to light up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// "Pass to Blue 9 on the wing (F8)".
    pub words: String,
    /// The cells the advice concerns (where the ball goes, where a player moves).
    pub cells: Vec<Cell>,
}

/// The AI's advice in the making: run it away from the frame (tens of milliseconds).
pub struct HintJob {
    state: MatchState,
    setup: MatchSetup,
    strategy: Box<dyn Strategy + Send>,
}

impl HintJob {
    /// Asks the AI what it would do and says it in words.
    pub fn run(mut self) -> Hint {
        let command = self.strategy.choose(&self.state);
        describe(&self.state, &self.setup, &command)
    }
}

impl<S: crate::storage::Store> Table<S> {
    /// The level of the AI that advises the person who decides now: the opponent AI's, in a
    /// match against the AI. `None` when nobody or the AI decides, or no side is the AI's.
    fn advisor(&self) -> Option<Difficulty> {
        let side = self.decider()?;
        if self.coach(side).is_ai() {
            return None;
        }
        Side::BOTH.into_iter().find_map(|s| match self.coach(s) {
            Coach::Ai(level) => Some(level),
            _ => None,
        })
    }

    /// Whether the hint button is offered now (see [`Table::hint_job`]).
    pub fn hint_available(&self) -> bool {
        self.advisor().is_some()
    }

    /// The AI coach's advice for the person who decides now, in a match against the AI: the
    /// AI of the opponent's level plays the person's side. `None` when nobody or the AI
    /// decides, or no side is coached by the AI.
    pub fn hint_job(&self) -> Option<HintJob> {
        let level = self.advisor()?;
        let seed = self.setup.seed ^ (self.session.commands() as u64).rotate_left(17) ^ 0x4849;
        Some(HintJob {
            state: self.state().clone(),
            setup: self.setup.clone(),
            strategy: Coach::Ai(level).strategy(seed)?,
        })
    }
}

/// `command` in words for the coach who would send it now, with the cells it concerns.
pub fn describe(state: &MatchState, setup: &MatchSetup, command: &Command) -> Hint {
    let name = |id: PlayerId| player_name(setup, id);
    let hint = |words: String, cells: Vec<Cell>| Hint { words, cells };
    let ball = state.ball().cell;
    match command {
        Command::TossCoin => hint("Toss the coin for the kick-off".into(), vec![]),
        Command::Kick {
            by,
            declare,
            style,
            outcome,
        } => kick_words(state, setup, *by, *declare, *style, outcome),
        Command::DeclareShot { by } => hint(
            format!(
                "Declare a shot with {}: the defence sets its keeper first",
                name(*by)
            ),
            vec![ball],
        ),
        Command::DeclareCross { by } => hint(
            format!(
                "Declare a cross with {}: heading players step in first",
                name(*by)
            ),
            vec![ball],
        ),
        Command::SlidingTackle { player, to, .. } => hint(
            format!("Sliding tackle: {} slides to {to}", name(*player)),
            vec![*to],
        ),
        Command::SetKeeper {
            keeper,
            cell,
            stance,
        } => hint(
            format!(
                "Set {} in {cell}: {}",
                name(*keeper),
                stance_word(*stance).to_lowercase()
            ),
            vec![*cell],
        ),
        Command::ChooseCell { cell } => hint(format!("Take the ball in {cell}"), vec![*cell]),
        Command::ChooseReceiver { player } => hint(
            format!("Let {} take the ball", name(*player)),
            state.position(*player).into_iter().collect(),
        ),
        Command::Move { player, to } => move_words(state, setup, *player, *to),
        Command::Tackle { player } => tackle_words(state, setup, *player),
        Command::Foul { player } => hint(
            format!(
                "Foul on purpose with {}: a yellow card, but the dribble stops",
                name(*player)
            ),
            vec![ball],
        ),
        Command::Place { player, cell } => {
            hint(format!("Place {} in {cell}", name(*player)), vec![*cell])
        }
        Command::Substitute { off, on } => hint(
            format!("Bring {} on for {}", name(*on), name(*off)),
            state.position(*off).into_iter().collect(),
        ),
        Command::KnockedOver { .. } | Command::TimeUp => hint("Play on".into(), vec![]),
        Command::EndPhase => hint(end_words(state).into(), vec![]),
        Command::HomeAdvantage => hint(
            "Declare the home advantage: +2 on your next duel die".into(),
            vec![],
        ),
        Command::Synchro { players } => hint(
            format!(
                "SYNCHRO: shift {} inside their cells",
                players
                    .iter()
                    .map(|p| name(*p))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            players.iter().filter_map(|p| state.position(*p)).collect(),
        ),
    }
}

/// What ending the phase means now.
fn end_words(state: &MatchState) -> &'static str {
    match (state.pending(), state.phase()) {
        (Some(Pending::KeeperSetup { .. }), _) => "Give the OK: the keeper stays as he is",
        (Some(Pending::IntentionalFoul { .. }), _) => "Let him go: no foul",
        (Some(Pending::CrossDeclared { .. }), _) => "Nobody steps in: let the cross come",
        (_, Phase::One) => "Turn the replay down and go on to PHASE 2",
        (_, Phase::Positioning { .. }) => "Done placing: your players stand well",
        _ => "End the phase: move nobody else",
    }
}

/// A kick in words: "Pass to Blue 9 on the wing (F8)", "Shot with Blue 9 (lob)".
fn kick_words(
    state: &MatchState,
    setup: &MatchSetup,
    by: PlayerId,
    declare: Declaration,
    style: crate::core::outcome::KickStyle,
    outcome: &KickOutcome,
) -> Hint {
    let end = state.attacks(by.side);
    let to = outcome.rest_cells.first().copied();
    let how = style_word(style).to_lowercase();
    let mut cells: Vec<Cell> = outcome.rest_cells.clone();
    let words = match declare {
        Declaration::Shot => format!("Shoot at goal with {} ({how})", player_name(setup, by)),
        Declaration::Cross => match to {
            Some(cell) => format!(
                "Cross with {} towards {cell} ({how})",
                player_name(setup, by)
            ),
            None => format!("Cross with {} ({how})", player_name(setup, by)),
        },
        Declaration::Drive => match to {
            Some(cell) => format!("Drive forward with {} to {cell}", player_name(setup, by)),
            None => format!("Drive forward with {}", player_name(setup, by)),
        },
        Declaration::Pass => match (to, to.and_then(|c| nearest_mate(state, by, c))) {
            (Some(cell), Some(mate)) => {
                let place = if Zone::CrossZone.contains(end, cell) {
                    " on the wing"
                } else if Zone::PenaltyArea.contains(end, cell) {
                    " in the penalty area"
                } else {
                    ""
                };
                format!(
                    "Pass to {}{place} ({cell}, {how})",
                    player_name(setup, mate)
                )
            }
            (Some(cell), None) => format!("Pass into space ({cell}, {how})"),
            (None, _) => format!("Pass ({how})"),
        },
    };
    if let Some(BallExit::Goal { .. }) = outcome.exit {
        cells.clear();
    }
    if let Some(from) = state.position(by) {
        cells.insert(0, from);
    }
    Hint { words, cells }
}

/// The kicker's team-mate nearest `cell`.
fn nearest_mate(state: &MatchState, by: PlayerId, cell: Cell) -> Option<PlayerId> {
    state
        .on_pitch(by.side)
        .filter(|p| p.id() != by)
        .filter_map(|p| Some((p.cell()?.distance_to(cell), p.id())))
        .min_by_key(|(d, _)| *d)
        .map(|(_, id)| id)
}

/// A move in words, with the entry risk when it enters the ball cell.
fn move_words(state: &MatchState, setup: &MatchSetup, player: PlayerId, to: Cell) -> Hint {
    let name = player_name(setup, player);
    let from: Vec<Cell> = state.position(player).into_iter().collect();
    let holder = state.holder().filter(|h| h.side != player.side);
    let words = match holder {
        Some(h) if state.ball().cell == to => {
            let risk = grab(state, player)
                .ok()
                .and_then(|g| g.risk_at(to).map(|r| r.line.clone()));
            match risk {
                Some(risk) => format!(
                    "Move {name} into {}'s cell ({to}): {risk}",
                    player_name(setup, h)
                ),
                None => format!(
                    "Move {name} into {}'s cell ({to}) from the front: no risk",
                    player_name(setup, h)
                ),
            }
        }
        _ => format!("Move {name} to {to}"),
    };
    Hint {
        words,
        cells: from.into_iter().chain([to]).collect(),
    }
}

/// A tackle in words, with what the die must show.
fn tackle_words(state: &MatchState, setup: &MatchSetup, player: PlayerId) -> Hint {
    let ball = state.ball().cell;
    let name = player_name(setup, player);
    let Some(holder) = state.holder() else {
        return Hint {
            words: format!("Tackle with {name}"),
            cells: vec![ball],
        };
    };
    let target = player_name(setup, holder);
    let words = match (state.player(player), state.player(holder)) {
        (Some(t), Some(h)) if duels_on(state) => format!(
            "Tackle {target} with {name}: your die + {} against his die + {}; a higher total wins",
            tackle_bonus(state, t, ball),
            ball_defence_bonus(state, h)
        ),
        _ => format!("Tackle {target} with {name}: you need {TACKLE_WINS_FROM}+ on the die"),
    };
    Hint {
        words,
        cells: vec![ball],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pitch::Cell;
    use crate::play::prompt::{MovePrompt, prompt};
    use crate::play::tests::scenario_at;
    use crate::storage::{MemoryStore, Saves};

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
        let blue9 = PlayerId::new(Side::Home, 9);
        let pass = Command::rolled_kick(
            blue9,
            Declaration::Pass,
            crate::core::outcome::KickStyle::Low,
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
