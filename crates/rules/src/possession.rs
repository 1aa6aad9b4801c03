//! Who takes the ball after a kick, and what he may do with it (2024 BASE, "FIN DE LA PHASE
//! 1"): the CoD's winner walks to the ball (a long ball lets everyone move as far in PHASES 2
//! and 3, "BALLON LONG"), unless he is caught offside; the other side winning it
//! counter-attacks at once, a goalkeeper in his area picks it up; a team-mate of the kicker
//! may replay PHASE 1 with a one-touch skill ("COMPÉTENCES DE BASE") unless a blue marker
//! shares his cell.

use crate::classic::skills as classic;
use crate::event::Event;
use crate::keeper::picks_up;
use crate::kinds::CodReason;
use crate::note::Note;
use crate::offside::{flagged_offside, offside_free_kick};
use crate::pitch::Cell;
use crate::pitch::Zone;
use crate::situation::Replay;
use crate::squad::PlayerId;
use crate::squad::Side;
use crate::squad::Skill;
use crate::state::LastKick;
use crate::state::MatchState;
use crate::state::Phase;
use crate::state::emit;
use crate::state::note;
use crate::turn::new_turn;
use crate::turn::set_phase;
/// 2024 BASE, "BALLON LONG": a ball more than 3 cells from every player.
pub const LONG_BALL_CELLS: u32 = 3;

/// `player` takes the ball in `cell` after the CoD (or a header, or his coach's choice).
pub(crate) fn take_possession(
    state: &mut MatchState,
    player: PlayerId,
    cell: Cell,
    reason: CodReason,
    events: &mut Vec<Event>,
) {
    if state.player(player).is_none() {
        return;
    }
    let last = state.turn().last_kick;
    if let Some(k) = last
        && flagged_offside(state, player, k, events)
    {
        offside_free_kick(state, player, events);
        return;
    }
    let from = state.position(player).unwrap_or(cell);
    let moved = from.distance_to(cell);
    let possession = Event::Possession {
        player,
        cell,
        moved,
        reason,
    };
    emit(state, events, possession);
    let moved_u8 = u8::try_from(moved).unwrap_or(u8::MAX);
    let long_ball = (moved > LONG_BALL_CELLS).then_some(moved_u8);
    let kicker_side = last.map_or(player.side, |k| k.by.side);
    if player.side != kicker_side {
        new_turn(state, events);
        if let Some(cells) = long_ball {
            note(state, events, Note::LongBallCells { cells });
        }
        if picks_up(state, player, cell) {
            // Classic "GOALKEEPER": holding the ball, the keeper's side continues with PHASE 2.
            note(state, events, Note::InHands { held: true });
            note(state, events, Note::AttackMove { cells: moved_u8 });
            let since_clock = moved > 0;
            note(state, events, Note::Movement { since_clock });
            emit(state, events, Event::KeeperPickUp { keeper: player });
            set_phase(state, Phase::Two, events);
        } else {
            emit(state, events, Event::CounterAttack { side: player.side });
            set_phase(state, Phase::One, events);
        }
        return;
    }
    note(state, events, Note::AttackMove { cells: moved_u8 });
    if moved > 0 {
        note(state, events, Note::Movement { since_clock: true });
    }
    if let Some(cells) = long_ball {
        let cells = u32::from(cells);
        emit(state, events, Event::LongBall { cells });
    }
    note(state, events, Note::ReachWalk { cells: moved_u8 });
    if reason == CodReason::Header {
        let replay = Replay {
            player: Some(player),
            pass: true,
            shot: !state.turn().shot_used,
            header: true,
            ..Replay::default()
        };
        note(state, events, Note::Replay { replay });
        emit(state, events, Event::Header { player });
        return;
    }
    match last {
        Some(k) if k.by != player => offer_skills(state, player, cell, moved, k, events),
        _ => set_phase(state, Phase::Two, events),
    }
}

/// After a team-mate's kick: the one-touch skills open to the receiver (2024 BASE,
/// "COMPÉTENCES DE BASE"), unless a blue marker shares his cell.
pub(crate) fn offer_skills(
    state: &mut MatchState,
    player: PlayerId,
    cell: Cell,
    moved: u32,
    kick: LastKick,
    events: &mut Vec<Event>,
) {
    let Some(p) = state.player(player).copied() else {
        return;
    };
    let end = state.attacks(player.side);
    let skills = p.skills();
    // Classic "FREE PLAYER": unmarked and alone, he acquires yellow, green or red.
    let free = classic::free_player(state, player, cell);
    let has = |s| skills.has(s) || free;
    let reach = classic::reach_allows_instant(state, moved);
    let striker = classic::striker(state, player);
    let yellow = has(Skill::Yellow)
        && !p.one_touch_pass_used()
        && moved == 0
        && kick.declare.is_pass_or_drive();
    let green = has(Skill::Green)
        && reach
        && !state.turn().cross_used
        && crate::skills::may_cross_from(state, player, end, cell);
    let outside = moved > 0
        && !crate::classic::on(state)
        && crate::skills::shoots_from_outside(state, player)
        && Zone::Defence.contains(end, cell);
    let red = (has(Skill::Red)
        && reach
        && !state.turn().shot_used
        && (classic::instant_shot_zone(state).contains(end, cell) || outside))
        || (striker && Zone::ShootingZone.contains(end, cell));
    if !(yellow || green || red) {
        set_phase(state, Phase::Two, events);
        return;
    }
    let marker = state
        .in_cell(player.side.opponent(), cell)
        .find(|o| o.skills().has(Skill::Blue))
        .map(|o| o.id());
    if let Some(marker) = marker
        && crate::skills::assist(state, kick.by, player)
    {
        let assist = Event::Assist {
            passer: kick.by,
            player,
            marker,
        };
        emit(state, events, assist);
    } else if let Some(by) = marker {
        emit(state, events, Event::Marked { player, by });
        set_phase(state, Phase::Two, events);
        return;
    }
    let replay = Replay {
        player: Some(player),
        pass: yellow,
        cross: green,
        shot: red,
        header: false,
        by_yellow: yellow,
    };
    note(state, events, Note::Replay { replay });
    for (open, skill) in [
        (yellow, Skill::Yellow),
        (green, Skill::Green),
        (red, Skill::Red),
    ] {
        if open {
            emit(state, events, Event::SkillAvailable { player, skill });
        }
    }
}

/// 2024 COMPLETE, "VITESSE": on a free ball every free speed player steps one cell nearer,
/// the kicking side first.
pub(crate) fn speed_steps(
    state: &mut MatchState,
    kicking: Side,
    ball: Cell,
    events: &mut Vec<Event>,
) {
    for side in [kicking, kicking.opponent()] {
        let ids: Vec<PlayerId> = state.on_pitch(side).map(|p| p.id()).collect();
        for player in ids {
            if let Some(to) = crate::skills::speed_step(state, player, ball)
                && let Some(from) = state.position(player)
            {
                emit(state, events, Event::SpeedStep { player, from, to });
            }
        }
    }
}
