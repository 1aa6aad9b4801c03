//! Offside (2024 BASE, "HORS-JEU"): a pass to a player beyond the opponents' defensive line.

use crate::command::Declaration;
use crate::event::Event;
use crate::kinds::RestartKind;
use crate::pitch::{Cell, End, PITCH_LENGTH_CM};
use crate::restart::stoppage::stop_play;
use crate::squad::PlayerId;
use crate::state::LastKick;
use crate::state::MatchState;
use crate::state::emit;

/// How far a cell's centre lies towards the goal at `end`, in centimetres from the halfway line.
fn ahead(end: End, cell: Cell) -> f32 {
    match end {
        End::Away => cell.centre().x,
        End::Home => -cell.centre().x,
    }
}

/// Whether `player`, standing where he stands when the pass played from `kick_from` comes to
/// rest, is offside: in the opponents' half, ahead of the ball and strictly nearer their goal
/// line than the second-last opponent. Positions count, not cells (we use cell centres).
pub fn is_offside(state: &MatchState, player: PlayerId, kick_from: Cell) -> bool {
    state
        .position(player)
        .is_some_and(|cell| offside_in(state, player, cell, kick_from))
}

/// Whether `player` would be offside standing in `cell` (see [`is_offside`]).
pub fn offside_in(state: &MatchState, player: PlayerId, cell: Cell, kick_from: Cell) -> bool {
    let end = state.attacks(player.side);
    let p = ahead(end, cell);
    if p <= 0.0 || p <= ahead(end, kick_from) {
        return false;
    }
    let mut opponents: Vec<f32> = state
        .on_pitch(player.side.opponent())
        .filter_map(|o| o.cell())
        .map(|c| ahead(end, c))
        .collect();
    crate::short_sort::sort_by(&mut opponents, |a, b| b.total_cmp(a));
    let second_last = opponents.get(1).copied().unwrap_or(PITCH_LENGTH_CM / 2.0);
    p > second_last
}

/// 2024 COMPLETE, "+ BORD DE HORS-JEU": an offside player with the skill steps to the cell
/// behind him when that puts him onside. Whether he did.
/// Whether `player` is caught offside by the kick `k` (2024 BASE, "HORS-JEU"): a team-mate
/// of the kicker, not after a shot or a restart without offside, not after a header step,
/// and not saved by the offside edge (which steps him back).
pub(crate) fn flagged_offside(
    state: &mut MatchState,
    player: PlayerId,
    k: LastKick,
    events: &mut Vec<Event>,
) -> bool {
    player.side == k.by.side
        && player != k.by
        && k.declare != Declaration::Shot
        && k.restart.is_none_or(RestartKind::allows_offside)
        && state.rules().options.offside
        && state.player(player).is_some_and(|p| !p.header_step())
        && is_offside(state, player, k.from)
        && !offside_edge(state, player, k.from, events)
}

/// Offside: a free kick to the opponents where the offside player stands.
pub(crate) fn offside_free_kick(state: &mut MatchState, player: PlayerId, events: &mut Vec<Event>) {
    let Some(from) = state.position(player) else {
        return;
    };
    emit(state, events, Event::Offside { player });
    stop_play(
        state,
        RestartKind::FreeKick,
        player.side.opponent(),
        from,
        from.centre(),
        events,
    );
}

/// Classic "OFFSIDE", passive offside: "the ball must not pass through the offside player's
/// cell [...] Otherwise the offence is flagged." The first offside team-mate of the kicker
/// whose cell the ball passed through, whoever then takes it (2024 judges the receiver only).
pub(crate) fn offside_on_the_path(
    state: &mut MatchState,
    k: LastKick,
    path: &[Cell],
    events: &mut Vec<Event>,
) -> Option<PlayerId> {
    if !crate::classic::on(state) {
        return None;
    }
    let on_path: Vec<PlayerId> = state
        .on_pitch(k.by.side)
        .filter(|p| p.cell().is_some_and(|c| path.contains(&c)))
        .map(|p| p.id())
        .collect();
    on_path
        .into_iter()
        .find(|p| flagged_offside(state, *p, k, events))
}

pub(crate) fn offside_edge(
    state: &mut MatchState,
    player: PlayerId,
    kick_from: Cell,
    events: &mut Vec<Event>,
) -> bool {
    let Some(to) = crate::skills::offside_edge_cell(state, player) else {
        return false;
    };
    if crate::offside::offside_in(state, player, to, kick_from) {
        return false;
    }
    let Some(from) = state.position(player) else {
        return false;
    };
    emit(state, events, Event::OffsideEdge { player, from, to });
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Phase;
    use crate::testkit::{cell, id, position};

    #[test]
    fn offside_needs_the_opponents_half_the_ball_and_the_second_last_opponent() {
        let s = position(
            &[
                (9, "E6", ""),
                (10, "E10", ""),
                (11, "E9", ""),
                (8, "E5", ""),
            ],
            &[(1, "E11", "V"), (4, "C9", "")],
            "home:9",
            Phase::One,
        );
        assert!(is_offside(&s, id("home:10"), cell("E6")));
        assert!(
            !is_offside(&s, id("home:11"), cell("E6")),
            "level is onside"
        );
        assert!(!is_offside(&s, id("home:8"), cell("E3")), "own half");
        assert!(
            !is_offside(&s, id("home:10"), cell("E11")),
            "behind the ball"
        );
    }
}
