//! `execute`: applies a legal command and reports what happened as events. It re-checks the
//! command first and changes nothing when it is illegal.

use super::check::{check, quick_round, quick_round_exempt};
use super::command::Command;
use super::command::Declaration;
use super::dice::Dice;
use super::event::{Approach, CardColour, Event, RestartKind, RollPurpose};
use super::note::Note;
use super::pitch::{Cell, Direction, Zone};
use super::restart::{goal_line_cell, penalty_spot, stop_play};
use super::squad::PlayerId;
use super::state::{HeldKick, MatchState, Pending, Phase, Replay, emit, note};
use super::{classic, clock, duel, keeper, kick, restart, sliding};
use crate::check::RuleError;

/// 2024 BASE, "ENTRER DANS LA CASE DU BALLON": from a rear cell, 1-3 is a foul.
pub const REAR_ENTRY_FOUL_MAX: u8 = 3;
/// From a cell that is not adjacent, 1-3 is a foul and a red card (4-6 foul and yellow).
pub const FAR_ENTRY_RED_MAX: u8 = 3;
/// A tackle in the ball cell steals the ball on 5 or 6.
pub const TACKLE_WINS_FROM: u8 = 5;
/// The coin toss: a die of 1-3 gives the kick-off to the home side.
pub const COIN_HOME_MAX: u8 = 3;

/// Executes `command`: checks it, applies it and returns the events, or the reason it is
/// illegal (the state is then untouched).
pub fn execute(
    state: &mut MatchState,
    command: Command,
    dice: &mut dyn Dice,
) -> Result<Vec<Event>, RuleError> {
    check(state, &command)?;
    let mut events = Vec::new();
    let shootout_taker = match &command {
        Command::Kick { by, .. } | Command::KnockedOver { by, .. } => Some(*by),
        _ => None,
    }
    .filter(|_| state.shootout().is_some());
    apply(state, command, dice, &mut events);
    if let Some(taker) = shootout_taker {
        super::shootout::after_kick(state, taker, dice, &mut events);
    }
    clock::whistle_if_due(state, &mut events);
    Ok(events)
}

fn apply(state: &mut MatchState, command: Command, dice: &mut dyn Dice, events: &mut Vec<Event>) {
    match command {
        Command::TossCoin => {
            let roll = dice.roll();
            let side = if roll <= COIN_HOME_MAX {
                super::squad::Side::Home
            } else {
                super::squad::Side::Away
            };
            emit(
                state,
                events,
                Event::CoinToss {
                    roll,
                    kicks_off: side,
                },
            );
            super::tournament::draw_conditions(state, dice, events);
            let centre = Cell::CENTRE;
            stop_play(
                state,
                RestartKind::KickOff,
                side,
                centre,
                centre.centre(),
                events,
            );
        }
        Command::Kick {
            by,
            declare,
            style,
            outcome,
        } => {
            let played = kick::played_as(state, declare, &outcome);
            if played != declare {
                // The declared shot or cross is over: a ball staying in the cell is a drive.
                note(state, events, Note::Awaiting { pending: None });
            }
            let declare = played;
            let held = HeldKick {
                by,
                declare,
                style,
                outcome,
                on_keeper: false,
            };
            if duel::keeper_dribble_open(state, by) && declare == Declaration::Drive {
                let on_keeper = HeldKick {
                    on_keeper: true,
                    ..held
                };
                duel::dribble_keeper(state, on_keeper, dice, events);
                return;
            }
            if let Some(defender) = duel::dribble_opponent(state, by, declare, &held.outcome) {
                duel::dribble(state, &held, defender, dice, events);
                return;
            }
            kick::kick(state, by, declare, style, &held.outcome, events)
        }
        Command::DeclareShot { by } => {
            emit(state, events, Event::ShotDeclared { by });
            keeper::reflexes(state, by, dice, events);
            let keeper_on = state.keeper(by.side.opponent()).is_some()
                || super::sliding::shot_answerable(state, by);
            let penalty = super::check::restart_kick(state) == Some(RestartKind::Penalty);
            let pending = if keeper_on && !penalty {
                Pending::KeeperSetup { shooter: by }
            } else {
                Pending::ShotReady { shooter: by }
            };
            note(
                state,
                events,
                Note::Awaiting {
                    pending: Some(pending),
                },
            );
        }
        Command::SetKeeper {
            keeper,
            cell,
            stance,
        } => keeper::set(state, keeper, cell, stance, dice, events),
        Command::DeclareCross { by } => sliding::declare_cross(state, by, events),
        Command::Synchro { players } => classic::defence::synchro(state, players, events),
        Command::SlidingTackle {
            player,
            to,
            standing,
        } => sliding::slide(state, player, to, standing, events),
        Command::ChooseReceiver { player } => {
            if let Some(Pending::Receiver { cells, reason, .. }) = state.pending().cloned() {
                match cells.as_slice() {
                    [cell] => {
                        note(state, events, Note::Awaiting { pending: None });
                        kick::take_possession(state, player, *cell, reason, events);
                    }
                    _ => {
                        let pending = Pending::BallCell {
                            player,
                            cells,
                            reason,
                        };
                        note(
                            state,
                            events,
                            Note::Awaiting {
                                pending: Some(pending),
                            },
                        );
                    }
                }
            }
        }
        Command::ChooseCell { cell } => {
            if let Some(Pending::BallCell { player, reason, .. }) = state.pending().cloned() {
                note(state, events, Note::Awaiting { pending: None });
                kick::take_possession(state, player, cell, reason, events);
            }
        }
        Command::Move { player, to } => move_player(state, player, to, dice, events),
        Command::Tackle { player } => tackle(state, player, dice, events),
        Command::Place { player, cell } => restart::place(state, player, cell, events),
        Command::Substitute { off, on } => restart::substitute(state, off, on, events),
        Command::Foul { player } => duel::intentional_foul(state, player, dice, events),
        Command::KnockedOver { by, victim } => {
            let at = state.ball().cell;
            foul(state, by, at, None, events);
            // TOURNOI "BLESSURES": "Chaque fois qu'une faute se produit, le joueur victime de
            // la faute lance un dé".
            if let Some(victim) = victim {
                super::tournament::injury_check(state, victim, dice, events);
            }
        }
        Command::EndPhase => end_phase(state, events),
        Command::HomeAdvantage => super::tournament::declare_home_advantage(state, events),
        Command::TimeUp => super::extras::time_up(state, events),
    }
}

/// Enters a phase and reports it (the side named is the one acting in it).
pub(super) fn set_phase(state: &mut MatchState, phase: Phase, events: &mut Vec<Event>) {
    let side = state.acting_side_in(phase);
    emit(
        state,
        events,
        Event::Phase {
            phase: phase.name().to_string(),
            side,
        },
    );
}

/// Starts a new turn: every player may move again, skills are fresh.
pub(super) fn new_turn(state: &mut MatchState, events: &mut Vec<Event>) {
    note(state, events, Note::NewTurn);
}

pub(super) fn end_phase(state: &mut MatchState, events: &mut Vec<Event>) {
    match state.pending() {
        Some(Pending::KeeperSetup { shooter }) => {
            keeper::ok_without_setup(state, *shooter, events);
            return;
        }
        Some(Pending::IntentionalFoul { .. }) => {
            duel::let_go(state, events);
            return;
        }
        Some(Pending::CrossDeclared { .. }) => {
            sliding::next_cross_stage(state, events);
            return;
        }
        _ => {}
    }
    match state.phase() {
        Phase::One => {
            note(
                state,
                events,
                Note::Replay {
                    replay: Replay::default(),
                },
            );
            set_phase(state, Phase::Two, events);
        }
        Phase::Two => {
            if !super::extras::counts_full_turns(&state.rules())
                && classic::time::ticks_after_phase_two(state)
            {
                if state.turn().moved_since_clock {
                    clock::tick(state, events);
                }
                note(state, events, Note::Movement { since_clock: false });
            }
            set_phase(state, Phase::Three, events);
        }
        Phase::Three => {
            if state.turn().moved_since_clock {
                clock::tick(state, events);
            }
            duel::stand_up(state, state.to_play().opponent(), events);
            new_turn(state, events);
            set_phase(state, Phase::One, events);
        }
        Phase::Positioning { placing } => {
            let classic_step = classic::lineup::end_step(state, placing, events);
            if !classic_step {
                restart::end_positioning(state, placing, events);
            }
        }
        _ => {}
    }
}

/// Where a defender comes from, seen from the ball cell of the side attacking.
pub(super) fn approach_to(state: &MatchState, from: Cell, ball: Cell) -> Approach {
    if !from.is_adjacent_to(ball) {
        return Approach::Far;
    }
    let attacked = state
        .holder()
        .map_or(super::pitch::End::Away, |h| state.attacks(h.side));
    let front = Direction::towards(attacked)
        .iter()
        .any(|d| ball.step(*d) == Some(from));
    if front {
        Approach::Front
    } else {
        Approach::Rear
    }
}

/// Rolls a die and reports it.
pub(super) fn roll(
    state: &mut MatchState,
    dice: &mut dyn Dice,
    purpose: RollPurpose,
    events: &mut Vec<Event>,
) -> u8 {
    let roll = dice.roll();
    emit(state, events, Event::Dice { roll, purpose });
    roll
}

fn move_player(
    state: &mut MatchState,
    player: PlayerId,
    to: Cell,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) {
    let Some(p) = state.player(player) else {
        return;
    };
    let from = p.cell().unwrap_or(to);
    let lying = p.lying();
    match state.pending() {
        Some(Pending::CrossDeclared { .. }) => {
            sliding::header_step(state, player, to, events);
            return;
        }
        Some(Pending::Bump { .. }) => {
            note(state, events, Note::Awaiting { pending: None });
            note(state, events, Note::Moved { player });
            emit(state, events, Event::Move { player, from, to });
            return;
        }
        _ => {}
    }
    if state.phase() == Phase::ThrowIn {
        restart::throw_in_walk(state, player, to, events);
        return;
    }
    let distance = u8::try_from(from.distance_to(to)).unwrap_or(u8::MAX);
    if state.phase() == Phase::Three {
        let quick_round_player = state
            .player(player)
            .is_some_and(|p| quick_round(state) && !quick_round_exempt(state, p));
        note(state, events, Note::DefenderMoved { quick_round_player });
        let ball = state.ball();
        if to == ball.cell && ball.holder.is_some_and(|h| h.side != player.side) {
            let approach = approach_to(state, from, to);
            let fouled = match approach {
                Approach::Front => None,
                Approach::Rear => (roll(state, dice, RollPurpose::RearEntry, events)
                    <= super::skills::rear_entry_foul_max(state, player))
                .then_some(CardColour::Yellow),
                Approach::Far => Some(
                    if classic::defence::far_entry_sends_off(state)
                        || roll(state, dice, RollPurpose::FarEntry, events) <= FAR_ENTRY_RED_MAX
                    {
                        CardColour::Red
                    } else {
                        CardColour::Yellow
                    },
                ),
            };
            if let Some(card) = fouled {
                let victim = state.holder();
                foul(state, player, to, Some(card), events);
                if let Some(victim) = victim {
                    super::tournament::injury_check(state, victim, dice, events);
                }
                return;
            }
            emit(state, events, Event::EnterBallCell { player, approach });
        }
    }
    let mate = state
        .in_cell(player.side, to)
        .map(|p| p.id())
        .find(|id| *id != player);
    note(state, events, Note::Moved { player });
    note(state, events, Note::Movement { since_clock: true });
    if lying {
        // Only out of the throw-in cell or a team-mate's (`check`): he stands up next to it.
        emit(state, events, Event::StandsUp { player });
    }
    if state.phase() == Phase::Two {
        note(state, events, Note::AttackMove { cells: distance });
    }
    emit(state, events, Event::Move { player, from, to });
    if state.phase() == Phase::Three
        && let Some(mate) = mate
    {
        let pending = Some(Pending::Bump { player: mate });
        note(state, events, Note::Awaiting { pending });
    }
}

fn tackle(state: &mut MatchState, player: PlayerId, dice: &mut dyn Dice, events: &mut Vec<Event>) {
    note(state, events, Note::TackleTried);
    if duel::duels_on(state) {
        duel::tackle(state, player, dice, events);
        return;
    }
    let won = roll(state, dice, RollPurpose::Tackle, events) >= TACKLE_WINS_FROM;
    emit(state, events, Event::Tackle { player, won });
    if won {
        duel::win_ball(state, player, events);
    }
}

/// A foul by `by` at `at`: a card if any, then a free kick or, inside his own penalty area,
/// a penalty for the other side.
pub(super) fn foul(
    state: &mut MatchState,
    by: PlayerId,
    at: Cell,
    card: Option<CardColour>,
    events: &mut Vec<Event>,
) {
    emit(state, events, Event::Foul { by, at });
    if let Some(colour) = card {
        book(state, by, colour, events);
    }
    let kind = foul_restart(state, by, at);
    restart_after_foul(state, by, at, kind, events);
}

/// A free kick, or a penalty when `by` fouled inside his own penalty area.
fn foul_restart(state: &MatchState, by: PlayerId, at: Cell) -> RestartKind {
    if Zone::PenaltyArea.contains(state.defends(by.side), at) {
        RestartKind::Penalty
    } else {
        RestartKind::FreeKick
    }
}

/// Stops play for the restart a foul by `by` at `at` gave: a free kick there, a penalty, or
/// (the VAR cancelled the penalty) a goal kick for `by`'s side.
fn restart_after_foul(
    state: &mut MatchState,
    by: PlayerId,
    at: Cell,
    kind: RestartKind,
    events: &mut Vec<Event>,
) {
    let own_end = state.defends(by.side);
    let (side, cell) = match kind {
        RestartKind::Penalty => (by.side.opponent(), penalty_spot(own_end)),
        RestartKind::GoalKick => (by.side, goal_line_cell(own_end)),
        _ => (by.side.opponent(), at),
    };
    stop_play(state, kind, side, cell, cell.centre(), events);
}

/// A foul in a dice duel (2024 COMPLETE; a card only for an intentional foul); in a
/// TOURNAMENT match the fouled `victim` rolls for an injury and the VAR reviews a penalty
/// (TOURNOI "BLESSURES", "VAR").
pub(super) fn duel_foul(
    state: &mut MatchState,
    by: PlayerId,
    victim: PlayerId,
    at: Cell,
    card: Option<CardColour>,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) {
    emit(state, events, Event::Foul { by, at });
    if let Some(colour) = card {
        book(state, by, colour, events);
    }
    super::tournament::injury_check(state, victim, dice, events);
    let kind = foul_restart(state, by, at);
    let kind = super::tournament::var_review(state, kind, dice, events);
    restart_after_foul(state, by, at, kind, events);
}

/// Shows a card; a second yellow is a red, and a red sends the player off.
fn book(state: &mut MatchState, player: PlayerId, colour: CardColour, events: &mut Vec<Event>) {
    let Some(booked) = state.player(player).map(|p| p.booked()) else {
        return;
    };
    emit(state, events, Event::Card { player, colour });
    let off = match colour {
        CardColour::Red => true,
        CardColour::Yellow if booked => {
            let colour = CardColour::Red;
            emit(state, events, Event::Card { player, colour });
            true
        }
        CardColour::Yellow => false,
    };
    if off {
        emit(state, events, Event::SentOff { player });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ScriptedDice;
    use crate::testkit::{cell, id, position};

    #[test]
    fn a_refused_command_changes_nothing() {
        let mut s = position(
            &[(9, "E6", ""), (10, "C3", "")],
            &[(1, "E11", "V")],
            "home:9",
            Phase::Two,
        );
        let before = s.clone();
        let mut dice = ScriptedDice::new([]);
        let err = execute(
            &mut s,
            Command::Move {
                player: id("home:10"),
                to: cell("C8"),
            },
            &mut dice,
        );
        assert!(matches!(
            err,
            Err(RuleError::TooFar {
                distance: 5,
                allowed: 3,
                ..
            })
        ));
        assert_eq!(s, before);
        let ok = execute(
            &mut s,
            Command::Move {
                player: id("home:10"),
                to: cell("C6"),
            },
            &mut dice,
        );
        assert_eq!(ok.map(|e| e.iter().filter(|e| e.is_told()).count()), Ok(1));
        assert_eq!(s.position(id("home:10")), Some(cell("C6")));
    }

    #[test]
    fn a_new_match_kicks_off_from_the_standard_formation() {
        use crate::rules::RuleSet;
        use crate::squad::Squad;
        let squad = Squad::standard_base();
        let mut s = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("valid");
        let mut dice = ScriptedDice::new([4]);
        let commands = [
            Command::TossCoin,
            Command::Place {
                player: id("away:9"),
                cell: cell("E6"),
            },
            Command::EndPhase,
            Command::EndPhase,
        ];
        for c in commands {
            execute(&mut s, c, &mut dice).expect("legal");
        }
        assert_eq!((s.phase(), s.holder()), (Phase::One, Some(id("away:9"))));
        assert_eq!(s.first_kick_off(), crate::squad::Side::Away);
    }

    #[test]
    fn errors_have_codes_and_sentences() {
        let s = position(&[(9, "E6", "")], &[], "home:9", Phase::Two);
        let err = check(
            &s,
            &Command::Move {
                player: id("home:9"),
                to: cell("E7"),
            },
        )
        .expect_err("holder");
        assert_eq!(err.code(), "holder_cannot_move");
        assert!(err.to_string().contains("home:9 has the ball"));
    }
}
