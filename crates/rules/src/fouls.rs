//! Fouls and cards (2024 BASE, "FAUTES" and "CARTONS"; 2024 COMPLETE, "DUEL AVEC DÉS"): a
//! foul gives a free kick where it happened or a penalty in the offender's own penalty area,
//! a second yellow card is a red one, and a red card sends the player off.

use crate::dice::Dice;
use crate::event::Event;
use crate::kinds::CardColour;
use crate::kinds::RestartKind;
use crate::pitch::Cell;
use crate::pitch::Zone;
use crate::restart::goal_line_cell;
use crate::restart::penalty_spot;
use crate::restart::stoppage::stop_play;
use crate::squad::PlayerId;
use crate::state::MatchState;
use crate::state::emit;
/// A foul by `by` at `at`: a card if any, then a free kick or, inside his own penalty area,
/// a penalty for the other side.
pub(crate) fn foul(
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
pub(crate) fn duel_foul(
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
    crate::tournament::injury_check(state, victim, dice, events);
    let kind = foul_restart(state, by, at);
    let kind = crate::tournament::var_review(state, kind, dice, events);
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
