//! Substitutions (2024 BASE, "REPLACEMENTS": up to 5, during a re-positioning or a throw-in;
//! Classic "SUBSTITUTIONS": 2 due at 60', 1 more at 75'; the reserve goalkeeper of a side
//! whose keeper was sent off, [`crate::reserve`]).

use crate::classic::time::earn;
use crate::classic::time::half_start;
use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::note::Note;
use crate::squad::PlayerId;
use crate::squad::Side;
use crate::state::MatchState;
use crate::state::Phase;
use crate::state::PlayerStatus;
use crate::state::emit;
use crate::state::note;
use crate::tallies::side_index;
use crate::turn::acting_player;
use crate::turn::set_phase;
/// Classic "SUBSTITUTIONS": 2 substitutions are due at the 60th minute...
pub const DUE_AT_60: u8 = 2;

/// ... and 1 more at the 75th.
pub const DUE_AT_75: u8 = 1;

/// Minute of the first mandatory substitutions.
pub const FIRST_DUE_MINUTE: u8 = 60;

/// Minute of the last mandatory substitution.
pub const LAST_DUE_MINUTE: u8 = 75;

/// Substitutions `side` still owes (Classic "SUBSTITUTIONS"), as far as its bench and the
/// limit of 5 allow.
pub fn substitutions_due(state: &MatchState, side: Side) -> u8 {
    let clock = state.clock();
    if !crate::classic::on(state) || clock.half != 2 {
        return 0;
    }
    let minute = state.minute();
    let i = side_index(side);
    let from_60 = state.classic().subs_from_60[i];
    let from_75 = state.classic().subs_from_75[i];
    let due = if minute >= LAST_DUE_MINUTE {
        (DUE_AT_60 + DUE_AT_75)
            .saturating_sub(from_60)
            .max(DUE_AT_75.saturating_sub(from_75))
    } else if minute >= FIRST_DUE_MINUTE {
        DUE_AT_60.saturating_sub(from_60)
    } else {
        0
    };
    let bench = state
        .players()
        .iter()
        .filter(|p| p.id().side == side && p.status() == PlayerStatus::Bench)
        .count();
    let left =
        crate::substitution::MAX_SUBSTITUTIONS.saturating_sub(state.substitutions_used(side));
    due.min(left).min(u8::try_from(bench).unwrap_or(u8::MAX))
}

/// A substitution: one added cell (unless between halves) and the count for 60' and 75'.
pub fn substituted(state: &mut MatchState, side: Side, events: &mut Vec<Event>) {
    if !crate::classic::on(state) || half_start(state) {
        return;
    }
    earn(state, events);
    let second_half = state.clock().half == 2;
    let from_60 = second_half && state.minute() >= FIRST_DUE_MINUTE;
    let from_75 = second_half && state.minute() >= LAST_DUE_MINUTE;
    if from_60 || from_75 {
        let late = Note::LateSubstitution {
            side,
            from_60,
            from_75,
        };
        note(state, events, late);
    }
}

/// 2024 BASE, "REPLACEMENTS": up to 5 substitutions.
pub const MAX_SUBSTITUTIONS: u8 = 5;

pub(crate) fn check_substitute(
    state: &MatchState,
    off: PlayerId,
    on: PlayerId,
) -> Result<(), RuleError> {
    if !matches!(state.phase(), Phase::Positioning { .. } | Phase::ThrowIn) {
        return Err(RuleError::WrongPhase {
            command: "a substitution (only during re-positioning or a throw-in)",
            phase: state.phase(),
        });
    }
    acting_player(state, off)?;
    let incoming = state.player(on).ok_or(RuleError::UnknownPlayer(on))?;
    let reserve_keeper = crate::reserve::reserve_keeper(state, on) == Some(off.side);
    if reserve_keeper && state.is_keeper(off) {
        return Err(RuleError::Substitution(because(
            "the reserve goalkeeper comes on in the place of an outfield player",
        )));
    }
    if on.side != off.side || (incoming.status() != PlayerStatus::Bench && !reserve_keeper) {
        return Err(RuleError::Substitution(because(
            "the player coming on must sit on his team's bench",
        )));
    }
    if state.substitutions_used(off.side) >= MAX_SUBSTITUTIONS {
        return Err(RuleError::Substitution(because(
            "a team makes at most 5 substitutions",
        )));
    }
    Ok(())
}

pub(crate) fn substitute(
    state: &mut MatchState,
    off: PlayerId,
    on: PlayerId,
    events: &mut Vec<Event>,
) {
    if state.phase() == Phase::ThrowIn {
        // 2024 BASE, "REPLACEMENTS": a substitution asked at a throw-in means re-positioning.
        let placing = state.to_play();
        set_phase(state, Phase::Positioning { placing }, events);
    }
    if state.player(off).is_none() || state.player(on).is_none() {
        return;
    }
    crate::reserve::bring_on(state, on, events);
    crate::substitution::substituted(state, off.side, events);
    // TOURNOI "FATIGUE DE L'ÉQUIPE": each substitution gives back one skill section (the
    // state counts it when the substitution is applied).
    emit(state, events, Event::Substitution { off, on });
}
