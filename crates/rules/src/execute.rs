//! `execute`: applies a legal command and reports what happened as events. It re-checks the
//! command first and changes nothing when it is illegal.

use crate::check::check;
use crate::command::Command;
use crate::command::Declaration;
use crate::dice::Dice;
use crate::duel::tackle::tackle_in_ball_cell;
use crate::error::RuleError;
use crate::event::{Event, RestartKind};
use crate::fouls::foul;
use crate::moves::move_player;
use crate::note::Note;
use crate::pitch::Cell;
use crate::restart::positioning::end_positioning;
use crate::restart::stoppage::stop_play;
use crate::state::{HeldKick, MatchState, Pending, Phase, Replay, emit, note};
use crate::substitution::substitute;
use crate::turn::new_turn;
use crate::turn::set_phase;
use crate::{classic, clock, duel, keeper, kick, restart, sliding};

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
        crate::shootout::after_kick(state, taker, dice, &mut events);
    }
    crate::time::whistle_if_due(state, &mut events);
    Ok(events)
}

fn apply(state: &mut MatchState, command: Command, dice: &mut dyn Dice, events: &mut Vec<Event>) {
    match command {
        Command::TossCoin => {
            let roll = dice.roll();
            let side = if roll <= COIN_HOME_MAX {
                crate::squad::Side::Home
            } else {
                crate::squad::Side::Away
            };
            emit(
                state,
                events,
                Event::CoinToss {
                    roll,
                    kicks_off: side,
                },
            );
            crate::tournament::draw_conditions(state, dice, events);
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
                duel::dribble::dribble_keeper(state, on_keeper, dice, events);
                return;
            }
            if let Some(defender) =
                duel::dribble::dribble_opponent(state, by, declare, &held.outcome)
            {
                duel::dribble::dribble(state, &held, defender, dice, events);
                return;
            }
            kick::kick(state, by, declare, style, &held.outcome, events)
        }
        Command::DeclareShot { by } => {
            emit(state, events, Event::ShotDeclared { by });
            keeper::reflexes(state, by, dice, events);
            let keeper_on = state.keeper(by.side.opponent()).is_some()
                || crate::sliding::shot_answerable(state, by);
            let penalty =
                crate::restart::stoppage::restart_kick(state) == Some(RestartKind::Penalty);
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
        } => {
            let shooter = match state.pending() {
                Some(Pending::KeeperSetup { shooter }) => *shooter,
                _ => return,
            };
            keeper::set(state, keeper, cell, stance, events);
            if cell == state.ball().cell {
                crate::duel::tackle::tackle_the_shooter(state, keeper, shooter, dice, events);
            }
        }
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
                        crate::possession::take_possession(state, player, *cell, reason, events);
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
                crate::possession::take_possession(state, player, cell, reason, events);
            }
        }
        Command::Move { player, to } => match (state.pending(), state.phase()) {
            (Some(Pending::CrossDeclared { .. }), _) => {
                crate::sliding::header_step(state, player, to, events)
            }
            (Some(Pending::Bump { .. }), _) => move_player(state, player, to, dice, events),
            (_, Phase::ThrowIn) => crate::restart::throw_in::walk(state, player, to, events),
            _ => move_player(state, player, to, dice, events),
        },
        Command::Tackle { player } => tackle_in_ball_cell(state, player, dice, events),
        Command::Place { player, cell } => {
            crate::restart::positioning::place(state, player, cell, events)
        }
        Command::Substitute { off, on } => substitute(state, off, on, events),
        Command::Foul { player } => duel::dribble::intentional_foul(state, player, dice, events),
        Command::KnockedOver { by, victim } => {
            let at = state.ball().cell;
            foul(state, by, at, None, events);
            // TOURNOI "BLESSURES": "Chaque fois qu'une faute se produit, le joueur victime de
            // la faute lance un dé".
            if let Some(victim) = victim {
                crate::tournament::injury_check(state, victim, dice, events);
            }
        }
        Command::EndPhase => end_phase(state, events),
        Command::HomeAdvantage => crate::tournament::declare_home_advantage(state, events),
        Command::TimeUp => {
            if crate::time::time_up(state, events) {
                end_phase(state, events);
            }
        }
    }
}

pub(crate) fn end_phase(state: &mut MatchState, events: &mut Vec<Event>) {
    match state.pending() {
        Some(Pending::KeeperSetup { shooter }) => {
            keeper::ok_without_setup(state, *shooter, events);
            return;
        }
        Some(Pending::IntentionalFoul { .. }) => {
            duel::dribble::let_go(state, events);
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
            if !crate::length::counts_full_turns(&state.rules())
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
            duel::dribble::stand_up(state, state.to_play().opponent(), events);
            new_turn(state, events);
            set_phase(state, Phase::One, events);
        }
        Phase::Positioning { placing } => {
            let classic_step = restart::positioning::end_step(state, placing, events);
            if !classic_step {
                end_positioning(state, placing, events);
            }
        }
        _ => {}
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
