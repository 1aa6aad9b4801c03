//! Legality: `check` says whether a command may be executed now, and if not, exactly why.

use crate::command::{Command, Declaration};
use crate::duel::tackle::check_tackle;
pub use crate::error::RuleError;
use crate::error::because;
use crate::event::RestartKind;
use crate::keeper;
use crate::kick::check_kick;
use crate::kick::declaration_open;
use crate::kick::kick_right;
use crate::moves::check_move;
use crate::pitch::Cell;
use crate::sliding::check_header_step;
use crate::squad::PlayerId;
use crate::state::{MatchState, Pending, Phase};
use crate::substitution::check_substitute;
use crate::turn::require_phase;

/// Whether `command` may be executed in `state`; the reason when it may not.
pub fn check(state: &MatchState, command: &Command) -> Result<(), RuleError> {
    if state.phase() == Phase::FullTime {
        return Err(RuleError::MatchOver);
    }
    check_pending(state, command)?;
    crate::shootout::check(state, command)?;
    match command {
        Command::TossCoin => require_phase(state, Phase::CoinToss, "the coin toss"),
        Command::Kick {
            by,
            declare,
            style,
            outcome,
        } => check_kick(state, *by, *declare, *style, outcome),
        Command::DeclareShot { by } => {
            require_phase(state, Phase::One, "a shot declaration")?;
            kick_right(state, *by)?;
            declaration_open(state, *by, Declaration::Shot)
        }
        Command::DeclareCross { by } => {
            require_phase(state, Phase::One, "a cross declaration")?;
            kick_right(state, *by)?;
            declaration_open(state, *by, Declaration::Cross)
        }
        Command::SlidingTackle {
            player,
            to,
            standing,
        } => crate::sliding::check_sliding(state, *player, *to, *standing),
        Command::SetKeeper {
            keeper,
            cell,
            stance,
        } => keeper::check_set(state, *keeper, *cell, *stance),
        Command::Synchro { players } => crate::classic::defence::check_synchro(state, players),
        Command::ChooseCell { cell } => match &state.pending() {
            Some(Pending::BallCell { player, cells, .. }) if cells.contains(cell) => {
                if ball_line_cell_open(state, *player, cells, *cell) {
                    Ok(())
                } else {
                    Err(RuleError::TeamMateInCell {
                        player: *player,
                        cell: *cell,
                    })
                }
            }
            _ => Err(RuleError::NotAnOption(because("that cell"))),
        },
        Command::ChooseReceiver { player } => match &state.pending() {
            Some(Pending::Receiver { candidates, .. }) if candidates.contains(player) => Ok(()),
            _ => Err(RuleError::NotAnOption(because("that player"))),
        },
        Command::Move { player, to } => check_a_move(state, *player, *to),
        Command::Tackle { player } => check_tackle(state, *player),
        Command::Place { player, cell } => {
            crate::restart::positioning::check_place(state, *player, *cell)
        }
        Command::Substitute { off, on } => check_substitute(state, *off, *on),
        Command::Foul { player } => match &state.pending() {
            Some(Pending::IntentionalFoul { defender, .. }) if defender == player => Ok(()),
            _ => Err(RuleError::NotAnOption(because(
                "an intentional foul (only the defender just dribbled past may)",
            ))),
        },
        Command::KnockedOver { by, victim } => {
            require_phase(state, Phase::One, "a knocked-over foul")?;
            kick_right(state, *by)?;
            match victim {
                Some(v) if v.side == by.side || state.position(*v).is_none() => {
                    Err(RuleError::NotAnOption(because(
                        "that player as the knocked-over victim (an opponent on the pitch)",
                    )))
                }
                _ => Ok(()),
            }
        }
        Command::EndPhase => check_end_phase(state),
        Command::HomeAdvantage => crate::tournament::check_home_advantage(state),
        Command::TimeUp => {
            if crate::time::check_time_up(state)? {
                check_end_phase(state)
                    .map_err(|_| RuleError::TimeUp(because("the phase cannot end yet")))?;
            }
            Ok(())
        }
    }
}

/// 2024 BASE, "BALLON SUR LA LIGNE": may the CoD winner `player` take the ball on a line in
/// `cell`, one of the line's `cells`? He may stay in his own cell (walls stand until his side
/// moves: "Lorsque les équipes se déplacent, elles doivent revenir à occuper une case par
/// joueur") or go to a cell without a team-mate; when every line cell is closed that way he
/// may join a team-mate in any of them, and the pair breaks up like a wall when his side next
/// moves (`WallNotBroken`).
fn ball_line_cell_open(state: &MatchState, player: PlayerId, cells: &[Cell], cell: Cell) -> bool {
    let free = |c: Cell| {
        state.position(player) == Some(c) || state.in_cell(player.side, c).all(|p| p.id() == player)
    };
    free(cell) || !cells.iter().any(|c| free(*c))
}

fn check_pending(state: &MatchState, command: &Command) -> Result<(), RuleError> {
    let allowed = match (&state.pending(), command) {
        (None, Command::ChooseCell { .. } | Command::ChooseReceiver { .. }) => {
            return Err(RuleError::NotAnOption(because("a choice")));
        }
        (None, Command::SetKeeper { .. }) => {
            return Err(RuleError::KeeperSetup(because("no shot has been declared")));
        }
        (None, _) => true,
        (
            Some(Pending::KeeperSetup { .. }),
            Command::SetKeeper { .. } | Command::EndPhase | Command::SlidingTackle { .. },
        ) => true,
        (
            Some(Pending::CrossDeclared { .. }),
            Command::Move { .. } | Command::EndPhase | Command::SlidingTackle { .. },
        ) => true,
        (
            Some(Pending::ShotReady { .. } | Pending::CrossReady { .. }),
            Command::Kick { .. } | Command::KnockedOver { .. },
        ) => true,
        (Some(Pending::Receiver { .. }), Command::ChooseReceiver { .. }) => true,
        (Some(Pending::BallCell { .. }), Command::ChooseCell { .. }) => true,
        (Some(Pending::Bump { .. }), Command::Move { .. }) => true,
        (Some(Pending::IntentionalFoul { .. }), Command::Foul { .. } | Command::EndPhase) => true,
        _ => false,
    };
    if allowed {
        return Ok(());
    }
    Err(RuleError::ChoicePending(match state.pending() {
        Some(Pending::KeeperSetup { .. }) => because("the defence sets its goalkeeper"),
        Some(Pending::ShotReady { .. }) => because("the declared shot must be taken"),
        Some(Pending::CrossDeclared { .. }) => because(
            "heading players step 1 cell into the area, sliding tackles, then the phase ends",
        ),
        Some(Pending::CrossReady { .. }) => because("the declared cross must be played"),
        Some(Pending::Receiver { .. }) => because("choose which tied team-mate takes the ball"),
        Some(Pending::BallCell { .. }) => because("choose the cell of the ball on the line"),
        Some(Pending::IntentionalFoul { .. }) => {
            because("the beaten defender chooses: an intentional foul or let him go")
        }
        _ => because("the bumped team-mate steps to an adjacent empty cell"),
    }))
}

/// The first cell where the side has two players or more.
pub(crate) fn stacked_cell(state: &MatchState, side: crate::squad::Side) -> Option<Cell> {
    state
        .on_pitch(side)
        .filter_map(|p| p.cell())
        .find(|c| state.in_cell(side, *c).count() > 1)
}

pub(crate) fn check_end_phase(state: &MatchState) -> Result<(), RuleError> {
    if matches!(
        state.pending(),
        Some(
            Pending::KeeperSetup { .. }
                | Pending::IntentionalFoul { .. }
                | Pending::CrossDeclared { .. }
        )
    ) {
        return Ok(());
    }
    match state.phase() {
        Phase::One => {
            if state.turn().kicks > 0 && state.turn().replay.player.is_some() {
                Ok(())
            } else {
                Err(RuleError::WrongPhase {
                    command: "ending PHASE 1 (only a skill replay can be declined)",
                    phase: state.phase(),
                })
            }
        }
        Phase::Two | Phase::Three => {
            let side = state.acting_side();
            if let Some(c) = stacked_cell(state, side) {
                return Err(RuleError::WallNotBroken(c));
            }
            if state.phase() == Phase::Three
                && let Some(r) = state.restart()
                && r.kind == RestartKind::ThrowIn
                && state.in_cell(side, r.cell).next().is_some()
            {
                return Err(RuleError::ThrowInCellOccupied(r.cell));
            }
            Ok(())
        }
        Phase::Positioning { placing } => crate::restart::positioning::check_layout(state, placing)
            .and_then(|()| crate::restart::lineup::check_end(state, placing)),
        phase => Err(RuleError::WrongPhase {
            command: "ending the phase",
            phase,
        }),
    }
}

/// A move is a header step while a declared cross waits for them, the taker's walk at a
/// throw-in, or a PHASE 2 or 3 move (a bumped team-mate's step included).
fn check_a_move(state: &MatchState, player: PlayerId, to: Cell) -> Result<(), RuleError> {
    match (state.pending(), state.phase()) {
        (Some(Pending::Bump { .. }), _) => check_move(state, player, to),
        (Some(Pending::CrossDeclared { .. }), _) => check_header_step(state, player, to),
        (_, Phase::ThrowIn) => crate::restart::throw_in::check_walk(state, player, to),
        _ => check_move(state, player, to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{CodReason, Event};
    use crate::note::Note;
    use crate::testkit::{cell, id, position};

    /// A ball resting on the E8/D8 line won by home:10, with home:9 and home:11 placed by hand
    /// (the set-up refuses team-mates sharing a cell).
    fn on_the_line(mates: &[(&str, &str)]) -> MatchState {
        let mut s = position(
            &[(9, "E6", ""), (10, "E7", ""), (11, "C3", "")],
            &[(1, "E11", "V")],
            "home:9",
            Phase::One,
        );
        for (player, at) in mates {
            let player = id(player);
            let place = Event::Place {
                player,
                cell: cell(at),
            };
            s.apply(&place);
        }
        let struck = Note::Struck {
            by: id("home:9"),
            declare: Declaration::Pass,
            from: cell("E6"),
            restart: None,
            counter: false,
        };
        s.apply(&Event::Note(struck));
        let pending = Some(Pending::BallCell {
            player: id("home:10"),
            cells: vec![cell("E8"), cell("D8")],
            reason: CodReason::Nearest,
        });
        s.apply(&Event::Note(Note::Awaiting { pending }));
        s
    }

    fn choose(s: &MatchState, at: &str) -> Result<(), RuleError> {
        check(s, &Command::ChooseCell { cell: cell(at) })
    }

    #[test]
    fn ball_on_a_line_the_winner_avoids_a_team_mate_while_a_cell_is_free() {
        let s = on_the_line(&[("home:9", "E8")]);
        assert!(matches!(
            choose(&s, "E8"),
            Err(RuleError::TeamMateInCell { .. })
        ));
        assert_eq!(choose(&s, "D8"), Ok(()));
    }

    /// PHASE 3 of a throw-in for home at A6, where away:4 lies (a dribble he lost).
    fn lying_in_the_throw_in_cell() -> MatchState {
        let mut s = position(
            &[(9, "A6", ""), (10, "C3", "")],
            &[(1, "E11", "V"), (4, "A6", ""), (5, "E8", "")],
            "home:9",
            Phase::Three,
        );
        let restart = crate::state::Restart {
            kind: RestartKind::ThrowIn,
            side: crate::squad::Side::Home,
            cell: cell("A6"),
            point: cell("A6").centre(),
        };
        s.apply(&Event::Note(Note::StopPlay { restart }));
        let set = Note::BallSet {
            cell: cell("A6"),
            taker: Some(id("home:9")),
            side: crate::squad::Side::Home,
        };
        s.apply(&Event::Note(set));
        s.apply(&Event::LiesDown {
            player: id("away:4"),
        });
        s
    }

    #[test]
    fn a_lying_defender_in_the_throw_in_cell_stands_up_into_the_next_cell() {
        let s = lying_in_the_throw_in_cell();
        let step = |to: &str| Command::Move {
            player: id("away:4"),
            to: cell(to),
        };
        assert_eq!(
            check(&s, &Command::EndPhase),
            Err(RuleError::ThrowInCellOccupied(cell("A6")))
        );
        assert_eq!(
            check(&s, &step("A4")),
            Err(RuleError::Lying(id("away:4"))),
            "one cell, no further"
        );
        assert_eq!(check(&s, &step("A5")), Ok(()));
        let mut after = s.clone();
        let events = crate::execute::execute(
            &mut after,
            step("A5"),
            &mut crate::dice::ScriptedDice::new(vec![]),
        )
        .expect("legal");
        assert!(events.contains(&crate::event::Event::StandsUp {
            player: id("away:4")
        }));
        assert!(after.player(id("away:4")).is_some_and(|p| !p.lying()));
        assert_eq!(check(&after, &Command::EndPhase), Ok(()));
        let mut elsewhere = s;
        elsewhere.apply(&crate::event::Event::LiesDown {
            player: id("away:5"),
        });
        assert_eq!(
            check(
                &elsewhere,
                &Command::Move {
                    player: id("away:5"),
                    to: cell("E7")
                }
            ),
            Err(RuleError::Lying(id("away:5"))),
            "lying elsewhere, he only stands up at the end of PHASE 3"
        );
    }

    #[test]
    fn ball_on_a_line_with_a_team_mate_in_every_cell_is_no_dead_end() {
        let s = on_the_line(&[("home:9", "E8"), ("home:11", "D8")]);
        assert_eq!(choose(&s, "E8"), Ok(()));
        assert_eq!(choose(&s, "D8"), Ok(()));
        assert!(matches!(choose(&s, "E9"), Err(RuleError::NotAnOption(_))));
    }
}
