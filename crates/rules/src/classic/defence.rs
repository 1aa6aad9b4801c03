//! Classic defence ("ENTERING THE CELL WITH THE BALL", "MOVING THE TEAM", "SLIDING TACKLE",
//! "PRO DEFENCE QUICK ROUND").

use super::{on, pro};
use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::note::Note;
use crate::squad::PlayerId;
use crate::state::{MatchState, Phase, emit, note};
use crate::turn::acting_player;
use crate::turn::quick_round;

/// Classic "PRO DEFENCE QUICK ROUND", SYNCHRO: "Move up to 4 players".
pub const SYNCHRO_MAX: usize = 4;

/// Classic "ENTERING THE CELL WITH THE BALL": entering by moving 2 or 3 cells is a major
/// foul and a sending-off, with no die.
pub fn far_entry_sends_off(state: &MatchState) -> bool {
    on(state)
}

/// Whether a PHASE 3 move may go into a team-mate's cell (the team-mate then steps aside):
/// always in 2024 ("PHASE 3"); in Classic only as the PRO quick round's "KNOCK-ON" (the
/// Classic text has no such move otherwise: one player per team per cell).
pub fn bump_allowed(state: &MatchState) -> bool {
    !on(state) || (pro(state) && quick_round(state))
}

/// Classic "SLIDING TACKLE": any defender (no blue skill needed) may answer an instant cross
/// or shot, but only one ("you can defend").
pub fn one_slide_done(state: &MatchState) -> bool {
    on(state) && state.turn().sliding_tackles > 0
}

/// Whether the players may shift now as the PRO quick round's SYNCHRO: Classic PRO, the
/// defence's PHASE 3 quick round before its one player (1 by 1 or KNOCK-ON) has moved; 1 to
/// 4 different outfield players of the defence, standing, not moved yet.
pub fn check_synchro(state: &MatchState, players: &[PlayerId]) -> Result<(), RuleError> {
    let no = |why| Err(RuleError::QuickRound(why));
    if !pro(state) || state.phase() != Phase::Three || !quick_round(state) {
        return no(because("SYNCHRO is a Classic PRO defence quick round move"));
    }
    if state.turn().quick_round_player_moved {
        return no(because(
            "the quick round's one move (1 by 1, KNOCK-ON or SYNCHRO) is made",
        ));
    }
    if players.is_empty() || players.len() > SYNCHRO_MAX {
        return no(because("SYNCHRO shifts 1 to 4 players"));
    }
    for (k, id) in players.iter().enumerate() {
        let p = acting_player(state, *id)?;
        if players[..k].contains(id) {
            return no(because("each player shifts once"));
        }
        if state.is_keeper(*id) {
            return no(because("the goalkeeper makes his own quick round move"));
        }
        if p.lying() {
            return Err(RuleError::Lying(*id));
        }
        if p.moved() {
            return Err(RuleError::AlreadyMoved(*id));
        }
    }
    Ok(())
}

/// SYNCHRO: the players shift inside their cells. No cell changes; the quick round's one
/// move is spent, each of them has moved, and since players moved the time runs ("RUNNING
/// THE CLOCK" stops it only when nobody moves).
pub fn synchro(state: &mut MatchState, players: Vec<PlayerId>, events: &mut Vec<Event>) {
    for player in players.iter().copied() {
        note(state, events, Note::Moved { player });
    }
    note(state, events, Note::QuickRoundMoveMade);
    note(state, events, Note::Movement { since_clock: true });
    emit(state, events, Event::Synchro { players });
}
