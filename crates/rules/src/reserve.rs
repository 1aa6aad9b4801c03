//! The reserve goalkeeper for a sent-off keeper: Classic "SUBSTITUTION OF THE GOALKEEPER"
//! (black-4-4-4-4, every Classic level) and 2024 TOURNAMENT "REPLACEMENTS" ("Remplacement du
//! gardien": noir-1-1-1-1). "Comme il n'y a pas de pion, utilisez le même": he comes on with
//! the sent-off keeper's peg, "à la place d'un joueur", during a line-up like any
//! substitution (one of the 5).

use crate::event::Event;
use crate::note::Note;
use crate::rules::Edition;
use crate::squad::{PlayerId, Side, Skill};
use crate::state::{MatchState, PlayerStatus, note};

/// Classic "SUBSTITUTION OF THE GOALKEEPER": the reserve goalkeeper's duel numbers
/// ("black-4-4-4-4").
pub const CLASSIC_RESERVE_NUMBER: u8 = 4;
/// 2024 TOURNAMENT "REPLACEMENTS": the reserve goalkeeper's duel values ("noir-1-1-1-1").
pub const TOURNAMENT_RESERVE_NUMBER: u8 = 1;

/// The reserve goalkeeper's sticker and duel values in this match, when the rules have one.
fn reserve_sticker(state: &MatchState) -> Option<(Skill, u8)> {
    let rules = state.rules();
    match rules.edition {
        Edition::Classic => Some((Skill::BlackX, CLASSIC_RESERVE_NUMBER)),
        Edition::Y2024 if rules.tournament_rules() => {
            // "noir" is the Classic keeper's black; the 2024 goalkeeper's colour is violet.
            Some((Skill::Violet, TOURNAMENT_RESERVE_NUMBER))
        }
        Edition::Y2024 => None,
    }
}

/// When `player` is his side's sent-off goalkeeper and the side has no goalkeeper on the
/// pitch or the bench (no other peg to use), the reserve goalkeeper may come on with his peg
/// in the place of an outfield player: the side.
pub fn reserve_keeper(state: &MatchState, player: PlayerId) -> Option<Side> {
    reserve_sticker(state)?;
    let p = state.player(player)?;
    let side = player.side;
    let keeper_left = state.players().iter().any(|q| {
        q.id().side == side && q.status() == PlayerStatus::Bench && state.is_keeper(q.id())
    });
    (p.status() == PlayerStatus::SentOff
        && state.is_keeper(player)
        && state.keeper(side).is_none()
        && !keeper_left)
        .then_some(side)
}

/// Brings the reserve goalkeeper on in the sent-off keeper's peg: a goalkeeper and nothing
/// else, no card, his printed duel values in every duel.
pub fn bring_on(state: &mut MatchState, player: PlayerId, events: &mut Vec<Event>) {
    let Some((colour, value)) = reserve_sticker(state) else {
        return;
    };
    if reserve_keeper(state, player).is_none() || state.player(player).is_none() {
        return;
    }
    let reserve = Note::ReserveKeeper {
        player,
        colour,
        value,
    };
    note(state, events, reserve);
}
