//! A duel won by the defence: the ball is his where he stands, and his side counter-attacks at
//! once (2024 BASE, "CONTRE-ATTAQUE").

use crate::event::Event;
use crate::kinds::CodReason;
use crate::squad::PlayerId;
use crate::state::MatchState;
use crate::state::Phase;
use crate::state::emit;
use crate::turn::new_turn;
use crate::turn::set_phase;
/// The opponent wins the ball in his cell and counter-attacks at once (a won tackle or
/// dribble).
pub(crate) fn win_ball(state: &mut MatchState, player: PlayerId, events: &mut Vec<Event>) {
    let Some(cell) = state.position(player) else {
        return;
    };
    new_turn(state, events);
    let possession = Event::Possession {
        player,
        cell,
        moved: 0,
        reason: CodReason::Nearest,
    };
    emit(state, events, possession);
    emit(state, events, Event::CounterAttack { side: player.side });
    set_phase(state, Phase::One, events);
}
