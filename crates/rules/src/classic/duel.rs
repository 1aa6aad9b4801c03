//! Classic duels ("DRIBBLING", "TACKLE AND RESTART"): the numbers printed on the sticker
//! instead of 2024's points per skill section, fouls only in some zones. VAR on a 6 ("OTHER
//! SITUATIONS") is the tournament's review (`tournament::var_review`), on in Classic too.

use super::on;
use crate::duel::{
    ball_defence_points, dribble_points, midfield_tackle_points, one_on_one_points, tackle_points,
};
use crate::event::Event;
use crate::note::Note;
use crate::pitch::{Cell, Zone};
use crate::squad::PlayerId;
use crate::state::{MatchState, Pending, PlayerState, emit, note};

/// Whether `p` duels with printed numbers: every Classic player, and the reserve goalkeeper
/// of a 2024 TOURNAMENT match ("noir-1-1-1-1", [`crate::reserve`]).
fn printed(state: &MatchState, p: &PlayerState) -> bool {
    on(state) || p.reserve_keeper()
}

/// The dribbler's bonus: Classic red dribbling number, else 2024 points.
pub fn dribble_bonus(state: &MatchState, p: &PlayerState) -> u8 {
    if printed(state, p) {
        p.duel().dribbling
    } else {
        dribble_points(p.skills())
    }
}

/// The 1v1 defender's bonus: Classic blue marking number, else 2024 points.
pub fn marking_bonus(state: &MatchState, p: &PlayerState) -> u8 {
    if printed(state, p) {
        p.duel().marking
    } else {
        one_on_one_points(p.skills())
    }
}

/// The tackler's bonus: Classic green tackling number (no midfield bonus), else 2024 points
/// (a 2024 reserve goalkeeper: his printed 1 in place of the colours, plus the midfield bonus).
pub fn tackle_bonus(state: &MatchState, p: &PlayerState, cell: Cell) -> u8 {
    if on(state) {
        p.duel().tackling
    } else if p.reserve_keeper() {
        p.duel().tackling + midfield_tackle_points(cell)
    } else {
        tackle_points(p.skills(), cell)
    }
}

/// The ball holder's bonus: Classic yellow ball-defence number, else 2024 points.
pub fn ball_defence_bonus(state: &MatchState, p: &PlayerState) -> u8 {
    if printed(state, p) {
        p.duel().ball_defence
    } else {
        ball_defence_points(p.skills())
    }
}

/// Whether a 1v1 defender's die of 1 is a foul here: always in 2024; in Classic only "in the
/// attacking zone" (the dribbler's).
pub fn dribble_foul_here(state: &MatchState, dribbler: PlayerId, cell: Cell) -> bool {
    !on(state) || Zone::Defence.contains(state.attacks(dribbler.side), cell)
}

/// Whether a tackler's die of 1 is a foul here: always in 2024; in Classic only when "the
/// duel takes place in the defence zone" (the tackler's).
pub fn tackle_foul_here(state: &MatchState, tackler: PlayerId, cell: Cell) -> bool {
    !on(state) || Zone::Defence.contains(state.defends(tackler.side), cell)
}

/// Classic has no intentional foul after a won dribble: the beaten defender lies down and
/// play goes on. Against the goalkeeper ("DRIBBLING AGAINST THE GOALKEEPER OUTSIDE THE
/// GOAL") he lies down in his cell and the shooter takes his declared shot.
pub fn play_on(state: &mut MatchState, events: &mut Vec<Event>) {
    let keeper_dribble = match state.pending() {
        Some(Pending::IntentionalFoul { defender, kick }) if kick.on_keeper => {
            Some((*defender, kick.by))
        }
        _ => None,
    };
    let Some((keeper, shooter)) = keeper_dribble else {
        crate::duel::let_go(state, events);
        return;
    };
    if state.player(keeper).is_some() {
        emit(state, events, Event::LiesDown { player: keeper });
    }
    let pending = Some(Pending::ShotReady { shooter });
    note(state, events, Note::Awaiting { pending });
}
