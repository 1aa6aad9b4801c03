//! The course of a turn, which every rule topic uses: the phases a turn goes through (2024
//! BASE "DÉROULEMENT D'UN TOUR"), a new turn, who may act, the right to kick again, the dice
//! rolled in the open, whether dice duels are played, and the final whistle.

use crate::dice::Dice;
use crate::error::RuleError;
use crate::event::Event;
use crate::kinds::RollPurpose;
use crate::note::Note;
use crate::rules::Level;
use crate::situation::Replay;
use crate::squad::PlayerId;
use crate::state::MatchState;
use crate::state::Phase;
use crate::state::PlayerState;
use crate::state::PlayerStatus;
use crate::state::emit;
use crate::state::note;
/// Enters a phase and reports it (the side named is the one acting in it).
pub(crate) fn set_phase(state: &mut MatchState, phase: Phase, events: &mut Vec<Event>) {
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
pub(crate) fn new_turn(state: &mut MatchState, events: &mut Vec<Event>) {
    note(state, events, Note::NewTurn);
}

/// Rolls a die and reports it.
pub(crate) fn roll(
    state: &mut MatchState,
    dice: &mut dyn Dice,
    purpose: RollPurpose,
    events: &mut Vec<Event>,
) -> u8 {
    let roll = dice.roll();
    emit(state, events, Event::Dice { roll, purpose });
    roll
}

pub(crate) fn require_phase(
    state: &MatchState,
    phase: Phase,
    command: &'static str,
) -> Result<(), RuleError> {
    if state.phase() == phase {
        Ok(())
    } else {
        Err(RuleError::WrongPhase {
            command,
            phase: state.phase(),
        })
    }
}

/// The player, who must be on the pitch.
pub(crate) fn on_pitch(state: &MatchState, id: PlayerId) -> Result<&PlayerState, RuleError> {
    let p = state.player(id).ok_or(RuleError::UnknownPlayer(id))?;
    if p.status() != PlayerStatus::Pitch {
        return Err(RuleError::NotOnPitch(id));
    }
    Ok(p)
}

/// The player must be on the pitch and belong to the acting side.
pub(crate) fn acting_player(state: &MatchState, id: PlayerId) -> Result<&PlayerState, RuleError> {
    let p = on_pitch(state, id)?;
    if id.side != state.acting_side() {
        return Err(RuleError::NotYourTurn(id));
    }
    Ok(p)
}

/// The declarations open to the player on the ball now (before zone checks).
pub(crate) fn rights(state: &MatchState) -> Replay {
    if state.turn().kicks == 0 {
        Replay {
            player: state.ball().holder,
            pass: true,
            cross: true,
            shot: true,
            header: false,
            by_yellow: false,
        }
    } else {
        state.turn().replay
    }
}

/// The referee whistles the end of the match.
pub(crate) fn full_time(state: &mut MatchState, events: &mut Vec<Event>) {
    let result = state.current_result();
    emit(state, events, Event::FullTime { result });
}

/// Whether dice duels are played (2024 COMPLETE and TOURNAMENT; every Classic level).
pub fn duels_on(state: &MatchState) -> bool {
    state.rules().level >= Level::Complete || crate::classic::on(state)
}

/// 2024 BASE, "PHASE 2": attackers move up to 3 cells.
pub const PHASE_TWO_MOVE: u8 = 3;

/// 2024 BASE, "PHASE 3": with nobody attacking, the goalkeeper and 1 player move 1 cell.
pub const QUICK_ROUND_MOVE: u8 = 1;

/// Cells the acting side may move a player in this phase (before the quick-round limits).
pub fn move_allowance(state: &MatchState) -> u8 {
    let long = state.turn().long_ball.unwrap_or(0);
    match state.phase() {
        Phase::Two => PHASE_TWO_MOVE.max(long),
        Phase::Three if quick_round(state) => QUICK_ROUND_MOVE,
        Phase::Three => state.turn().attack_max_move.max(long),
        _ => 0,
    }
}

/// PHASE 3 after an attack in which nobody moved (2024 BASE, "PHASE 3").
pub(crate) fn quick_round(state: &MatchState) -> bool {
    state.phase() == Phase::Three
        && state.turn().attack_max_move == 0
        && state.turn().long_ball.is_none()
}
