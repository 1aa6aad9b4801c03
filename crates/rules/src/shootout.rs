//! The penalty shootout (Soccer City "Penalty Shootout": 5 penalties each, then one more each
//! until the draw is broken). The core drives it as a sequence of penalty restarts: each is
//! placed, declared and flicked like any penalty; the flick's outcome decides the kick and
//! the next penalty is set up at once (no rebounds, no CoD).
//!
//! The peers' text gives only the count; the procedure is football's ("kicks from the penalty
//! mark"): both sides shoot at one goal, so the goalkeepers change places at every kick (the
//! side to kick attacks that goal, [`MatchState::attacks`]); only the taker and the defending
//! goalkeeper stand in its penalty area; every player of a side takes a kick before any takes
//! a second, a round of kicks being as long as the smaller side's number of players.

use crate::command::Command;
use crate::error::RuleError;
use crate::error::{Because, because};
use crate::event::{Event, RestartKind};
use crate::note::Note;
use crate::pitch::{Cell, Zone};
use crate::restart::stoppage::{penalty_spot, stop_play};
use crate::squad::{PlayerId, Side};
use crate::state::{MatchState, Phase, emit, note};
pub use crate::tallies::{SHOOTOUT_ROUNDS, Shootout};

/// Ours: still level after this many rounds, lots decide (a die: 1-3 home, as the coin toss),
/// so a shootout of endless misses still ends.
pub const SHOOTOUT_LOTS_AFTER: u8 = 20;
/// The die of the lots: 1-3 home wins.
pub const LOTS_HOME_MAX: u8 = 3;

/// The length of a round of takers: the smaller side's number of players on the pitch
/// (football: a side with more players reduces to its opponents' number).
fn takers_round(state: &MatchState) -> usize {
    Side::BOTH
        .iter()
        .map(|side| state.on_pitch(*side).count())
        .min()
        .unwrap_or(0)
        .max(1)
}

/// Where a player may stand for a shootout penalty: in the penalty area of the goal in use
/// only the taker (in the ball's cell) and the defending goalkeeper; and the taker must be a
/// player who has not shot in this round of takers.
pub(crate) fn placement(state: &MatchState, player: PlayerId, cell: Cell) -> Result<(), Because> {
    let (Some(shootout), Some(r)) = (state.shootout(), state.restart()) else {
        return Ok(());
    };
    let taker = player.side == r.side && cell == r.cell;
    if taker && shootout.has_shot(player) {
        return Err(because(
            "every team-mate takes a penalty before anyone takes a second",
        ));
    }
    let goal = state.attacks(r.side);
    let keeper = player.side != r.side && state.is_keeper(player);
    if Zone::PenaltyArea.contains(goal, cell) && !taker && !keeper {
        return Err(because(
            "in the shootout only the taker and the goalkeeper stand in the penalty area",
        ));
    }
    Ok(())
}

/// The drawn match goes to penalties: the side that kicked off the match kicks first.
pub(crate) fn start(state: &mut MatchState, events: &mut Vec<Event>) {
    let first = state.first_kick_off();
    emit(state, events, Event::ShootoutStart { first });
    next_penalty(state, events);
}

/// Sets up the next penalty: the kicking side shoots at the goal it attacks, where the other
/// side's goalkeeper stands.
pub(crate) fn next_penalty(state: &mut MatchState, events: &mut Vec<Event>) {
    let Some(shootout) = state.shootout() else {
        return;
    };
    let side = shootout.next_side();
    let spot = penalty_spot(state.attacks(side));
    stop_play(
        state,
        RestartKind::Penalty,
        side,
        spot,
        spot.centre(),
        events,
    );
}

/// What the shootout forbids: no substitutions, and a penalty must be taken, not declined.
pub(crate) fn check(state: &MatchState, command: &Command) -> Result<(), RuleError> {
    if state.shootout().is_none() {
        return Ok(());
    }
    match command {
        Command::Substitute { .. } => Err(RuleError::Shootout(because("no substitutions"))),
        Command::EndPhase | Command::TimeUp if state.phase() == Phase::One => {
            Err(RuleError::Shootout(because("the penalty must be taken")))
        }
        _ => Ok(()),
    }
}

/// After a kick (or a knocked-over foul) in the shootout: count it, and either set up the
/// next penalty or end the match. `events` are the events of that kick.
pub(crate) fn after_kick(
    state: &mut MatchState,
    taker: PlayerId,
    dice: &mut dyn crate::dice::Dice,
    events: &mut Vec<Event>,
) {
    if state.shootout().is_none() {
        return;
    }
    let side = taker.side;
    // A shootout goal is not a match goal: the match score stays the draw (the state leaves
    // it out when the goal is applied).
    let scored = events
        .iter()
        .any(|e| matches!(e, Event::Goal { side: s, .. } if *s == side));
    let round = takers_round(state);
    note(
        state,
        events,
        Note::ShootoutTaken {
            taker,
            scored,
            round,
        },
    );
    note(state, events, Note::Awaiting { pending: None });
    let Some(shootout) = state.shootout() else {
        return;
    };
    let level_too_long = shootout.taken == [SHOOTOUT_LOTS_AFTER; 2] && shootout.winner().is_none();
    let kick = Event::ShootoutKick {
        taker,
        scored,
        home: shootout.scored[0],
        away: shootout.scored[1],
    };
    emit(state, events, kick);
    if level_too_long {
        let roll = crate::turn::roll(state, dice, crate::event::RollPurpose::Lots, events);
        let side = if roll <= LOTS_HOME_MAX {
            Side::Home
        } else {
            Side::Away
        };
        note(state, events, Note::ShootoutLots { side });
    }
    if state.shootout().is_some_and(|s| s.winner().is_some()) {
        crate::turn::full_time(state, events);
    } else {
        next_penalty(state, events);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tallies::side_index;

    fn after(kicks: &[(Side, bool)]) -> Shootout {
        let mut s = Shootout::new(Side::Home);
        for (side, scored) in kicks {
            assert_eq!(s.next_side(), *side, "sides alternate");
            s.taken[side_index(*side)] += 1;
            s.scored[side_index(*side)] += u8::from(*scored);
        }
        s
    }

    #[test]
    fn takers_wait_until_every_team_mate_has_shot() {
        let mut s = Shootout::new(Side::Home);
        let nine = PlayerId::new(Side::Home, 9);
        let one = PlayerId::new(Side::Home, 1);
        let away = PlayerId::new(Side::Away, 9);
        s.record_taker(nine, 3);
        assert!(s.has_shot(nine) && !s.has_shot(one) && !s.has_shot(away));
        s.record_taker(one, 3);
        assert!(s.has_shot(nine) && s.has_shot(one));
        s.record_taker(PlayerId::new(Side::Home, 7), 3);
        assert!(
            !s.has_shot(nine),
            "three takers of three: a new round starts"
        );
    }

    #[test]
    fn five_each_then_sudden_death() {
        use Side::{Away as A, Home as H};
        let three_nil = after(&[
            (H, true),
            (A, false),
            (H, true),
            (A, false),
            (H, true),
            (A, false),
        ]);
        assert_eq!(
            three_nil.winner(),
            Some(H),
            "away cannot catch up with two left"
        );
        let level = after(&[
            (H, true),
            (A, true),
            (H, true),
            (A, true),
            (H, true),
            (A, true),
            (H, true),
            (A, true),
            (H, true),
            (A, true),
        ]);
        assert_eq!(level.winner(), None);
        let mut sudden = level;
        sudden.taken = [6, 5];
        sudden.scored = [5, 5];
        assert_eq!(sudden.winner(), None, "away still kicks in round 6");
        sudden.taken = [6, 6];
        sudden.scored = [6, 5];
        assert_eq!(sudden.winner(), Some(H));
    }
}
