//! Help at the table: the rules topic that applies to the question asked now
//! ([`topic_for`], shown by the "?" next to the prompt), and the AI coach's advice for the
//! person to act ([`Table::hint_job`]): what the AI would do in their place, in words that
//! name players by team and number ("Pass to Blue 9 on the wing (F8)"), with the cells it
//! concerns.

use super::ai_job::HintJob;
use super::grab::grab;
use super::offers::player_name;
use super::prompt::{MoveKind, Prompt};
use super::setup::MatchSetup;
use super::table::Table;
use super::words::{stance_word, style_word};
use hexkick_ai::{Coach, Difficulty};
use hexkick_help::TopicId;
use hexkick_i18n::{tr, tr_key, trf};
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::duel::TACKLE_WINS_FROM;
use hexkick_rules::duel::values::{ball_defence_bonus, tackle_bonus};
use hexkick_rules::event::RestartKind;
use hexkick_rules::outcome::{BallExit, KickOutcome};
use hexkick_rules::pitch::{Cell, Zone};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Pending, Phase};
use hexkick_rules::turn::duels_on;

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

impl<S: hexkick_storage::Store> Table<S> {
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
        Command::TossCoin => hint(tr("Toss the coin for the kick-off").into(), vec![]),
        Command::Kick {
            by,
            declare,
            style,
            outcome,
        } => kick_words(state, setup, *by, *declare, *style, outcome),
        Command::DeclareShot { by } => hint(
            trf(
                "Declare a shot with {0}: the defence sets its keeper first",
                &[&name(*by)],
            ),
            vec![ball],
        ),
        Command::DeclareCross { by } => hint(
            trf(
                "Declare a cross with {0}: heading players step in first",
                &[&name(*by)],
            ),
            vec![ball],
        ),
        Command::SlidingTackle { player, to, .. } => hint(
            trf(
                "Sliding tackle: {0} slides to {1}",
                &[&name(*player), &to.to_string()],
            ),
            vec![*to],
        ),
        Command::SetKeeper {
            keeper,
            cell,
            stance,
        } => hint(
            trf(
                "Set {0} in {1}: {2}",
                &[
                    &name(*keeper),
                    &cell.to_string(),
                    &stance_word(*stance).to_lowercase(),
                ],
            ),
            vec![*cell],
        ),
        Command::ChooseCell { cell } => hint(
            trf("Take the ball in {0}", &[&cell.to_string()]),
            vec![*cell],
        ),
        Command::ChooseReceiver { player } => hint(
            trf("Let {0} take the ball", &[&name(*player)]),
            state.position(*player).into_iter().collect(),
        ),
        Command::Move { player, to } => move_words(state, setup, *player, *to),
        Command::Tackle { player } => tackle_words(state, setup, *player),
        Command::Foul { player } => hint(
            trf(
                "Foul on purpose with {0}: a yellow card, but the drive stops",
                &[&name(*player)],
            ),
            vec![ball],
        ),
        Command::Place { player, cell } => hint(
            trf("Place {0} in {1}", &[&name(*player), &cell.to_string()]),
            vec![*cell],
        ),
        Command::Substitute { off, on } => hint(
            trf("Bring {0} on for {1}", &[&name(*on), &name(*off)]),
            state.position(*off).into_iter().collect(),
        ),
        Command::KnockedOver { .. } | Command::TimeUp => hint(tr("Play on").into(), vec![]),
        Command::EndPhase => hint(tr(end_words(state)).into(), vec![]),
        Command::HomeAdvantage => hint(
            tr("Declare the home advantage: +2 on your next duel die").into(),
            vec![],
        ),
        Command::Synchro { players } => {
            let who: Vec<String> = players.iter().map(|p| name(*p)).collect();
            hint(
                trf("SYNCHRO: shift {0} inside their cells", &[&who.join(", ")]),
                players.iter().filter_map(|p| state.position(*p)).collect(),
            )
        }
    }
}

/// What ending the phase means now (an English key).
fn end_words(state: &MatchState) -> &'static str {
    match (state.pending(), state.phase()) {
        (Some(Pending::KeeperSetup { .. }), _) => tr_key("Give the OK: the keeper stays as he is"),
        (Some(Pending::IntentionalFoul { .. }), _) => tr_key("Let him go: no foul"),
        (Some(Pending::CrossDeclared { .. }), _) => tr_key("Nobody steps in: let the cross come"),
        (_, Phase::One) => tr_key("Turn the replay down and go on to PHASE 2"),
        (_, Phase::Positioning { .. }) => tr_key("Done placing: your players stand well"),
        _ => tr_key("End the phase: move nobody else"),
    }
}

/// A kick in words: "Pass to Blue 9 on the wing (F8, low)", "Shoot at goal with Blue 9 (lob)".
fn kick_words(
    state: &MatchState,
    setup: &MatchSetup,
    by: PlayerId,
    declare: Declaration,
    style: hexkick_rules::outcome::KickStyle,
    outcome: &KickOutcome,
) -> Hint {
    let end = state.attacks(by.side);
    let to = outcome.rest_cells.first().copied();
    let throw_in = state
        .restart()
        .is_some_and(|r| r.kind == hexkick_rules::event::RestartKind::ThrowIn);
    let how = style_word(style, throw_in).to_lowercase();
    let kicker = player_name(setup, by);
    let cell = to.map(|c| c.to_string()).unwrap_or_default();
    let mut cells: Vec<Cell> = outcome.rest_cells.clone();
    let words = match (declare, to) {
        (Declaration::Shot, _) => trf("Shoot at goal with {0} ({1})", &[&kicker, &how]),
        (Declaration::Cross, Some(_)) => {
            trf("Cross with {0} towards {1} ({2})", &[&kicker, &cell, &how])
        }
        (Declaration::Cross, None) => trf("Cross with {0} ({1})", &[&kicker, &how]),
        (Declaration::Drive, Some(_)) => trf("Drive forward with {0} to {1}", &[&kicker, &cell]),
        (Declaration::Drive, None) => trf("Drive forward with {0}", &[&kicker]),
        (Declaration::Pass, Some(c)) => match nearest_mate(state, by, c) {
            Some(mate) => {
                let args: [&str; 3] = [&player_name(setup, mate), &cell, &how];
                if Zone::CrossZone.contains(end, c) {
                    trf("Pass to {0} on the wing ({1}, {2})", &args)
                } else if Zone::PenaltyArea.contains(end, c) {
                    trf("Pass to {0} in the penalty area ({1}, {2})", &args)
                } else {
                    trf("Pass to {0} ({1}, {2})", &args)
                }
            }
            None => trf("Pass into space ({0}, {1})", &[&cell, &how]),
        },
        (Declaration::Pass, None) => trf("Pass ({0})", &[&how]),
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
    let cell = to.to_string();
    let from: Vec<Cell> = state.position(player).into_iter().collect();
    let holder = state.holder().filter(|h| h.side != player.side);
    let words = match holder {
        Some(h) if state.ball().cell == to => {
            let holder = player_name(setup, h);
            let risk = grab(state, player)
                .ok()
                .and_then(|g| g.risk_at(to).map(|r| r.line.clone()));
            match risk {
                Some(risk) => trf(
                    "Move {0} into {1}'s cell ({2}): {3}",
                    &[&name, &holder, &cell, &risk],
                ),
                None => trf(
                    "Move {0} into {1}'s cell ({2}) from the front: no risk",
                    &[&name, &holder, &cell],
                ),
            }
        }
        _ => trf("Move {0} to {1}", &[&name, &cell]),
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
            words: trf("Tackle with {0}", &[&name]),
            cells: vec![ball],
        };
    };
    let target = player_name(setup, holder);
    let words = match (state.player(player), state.player(holder)) {
        (Some(t), Some(h)) if duels_on(state) => trf(
            "Tackle {0} with {1}: your die + {2} against his die + {3}; a higher total wins",
            &[
                &target,
                &name,
                &tackle_bonus(state, t, ball).to_string(),
                &ball_defence_bonus(state, h).to_string(),
            ],
        ),
        _ => trf(
            "Tackle {0} with {1}: you need {2}+ on the die",
            &[&target, &name, &TACKLE_WINS_FROM.to_string()],
        ),
    };
    Hint {
        words,
        cells: vec![ball],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prompt::{MovePrompt, prompt};
    use crate::tests::scenario_at;
    use hexkick_rules::pitch::Cell;
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
        assert_eq!(french, "Taclez Blue 9 avec Red 4 : il vous faut 5+ au dé");
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
