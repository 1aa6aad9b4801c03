//! The advanced skills of 2024 COMPLETE ("TOUTES LES COMPÉTENCES"). A colour's first section
//! gives its base skill; its second section unlocks the first "+" line and its third the
//! second "+" line ("Encore meilleur s'il possède 2 ou 3 ..."; see RULES.md).

use super::check::SHORT_PASS_CELLS;
use super::execute::REAR_ENTRY_FOUL_MAX;
use super::pitch::{Cell, End, Zone};
use super::rules::Level;
use super::squad::{PlayerId, Skill};
use super::state::MatchState;

/// 2024 COMPLETE, "PASSAGE EN UNE TOUCHE": for a yellow player a short pass is 5 cells.
pub const ONE_TOUCH_SHORT_PASS_CELLS: u32 = 5;
/// 2024 COMPLETE, "+ RÉCUPÉRATION": entering from a rear cell is a foul only on a 1.
pub const RECOVERY_FOUL_MAX: u8 = 1;
/// Sections of one colour that unlock its first "+" line.
pub const FIRST_PLUS: u8 = 2;
/// Sections of one colour that unlock its second "+" line.
pub const SECOND_PLUS: u8 = 3;

/// Whether `player` has at least `sections` sections of `skill` and the level plays skills.
pub fn has(state: &MatchState, player: PlayerId, skill: Skill, sections: u8) -> bool {
    state.rules().level >= Level::Complete
        && state
            .player(player)
            .is_some_and(|p| p.skills().count(skill) >= sections)
}

/// The longest short pass of `by`: 5 cells with the yellow skill at COMPLETE, else 4.
pub fn short_pass_cells(state: &MatchState, by: PlayerId) -> u32 {
    if has(state, by, Skill::Yellow, 1) {
        ONE_TOUCH_SHORT_PASS_CELLS
    } else {
        SHORT_PASS_CELLS
    }
}

/// 2024 COMPLETE, "LONGUE PASSE" (yellow, second "+"): his long pass is a normal pass, so
/// CoD ties nobody touched go to his team-mates.
pub fn long_pass_wins_ties(state: &MatchState, by: PlayerId) -> bool {
    has(state, by, Skill::Yellow, SECOND_PLUS)
}

/// The die results (1 to this) that make a rear entry into the ball cell a foul.
pub fn rear_entry_foul_max(state: &MatchState, player: PlayerId) -> u8 {
    if has(state, player, Skill::Blue, FIRST_PLUS) {
        RECOVERY_FOUL_MAX
    } else {
        REAR_ENTRY_FOUL_MAX
    }
}

/// Whether `by` may declare a cross from `cell`: the cross zone, or with "+ ZONE DE CENTRE
/// AUGMENTÉE" (green, first "+") also a cell adjacent to it.
pub fn may_cross_from(state: &MatchState, by: PlayerId, end: End, cell: Cell) -> bool {
    Zone::CrossZone.contains(end, cell)
        || (has(state, by, Skill::Green, FIRST_PLUS)
            && cell.neighbours().any(|n| Zone::CrossZone.contains(end, n)))
}

/// 2024 COMPLETE, "+ BOMBER" (red, first "+"): against his shot from inside the penalty area
/// the goalkeeper may not stand outside the goal box.
pub fn bomber(state: &MatchState, shooter: PlayerId) -> bool {
    has(state, shooter, Skill::Red, FIRST_PLUS)
}

/// 2024 COMPLETE, "+ CENTRE PRÉCIS" (green, second "+"): his cross that stops in a team-mate's
/// cell in the penalty area, touching no opponent, is headed by that team-mate.
pub fn precise_cross_receiver(
    state: &MatchState,
    by: PlayerId,
    rest: &[Cell],
    touched: &[PlayerId],
) -> Option<PlayerId> {
    if !has(state, by, Skill::Green, SECOND_PLUS) || touched.iter().any(|t| t.side != by.side) {
        return None;
    }
    let [cell] = rest else {
        return None;
    };
    if !Zone::PenaltyArea.contains(state.attacks(by.side), *cell) {
        return None;
    }
    state
        .in_cell(by.side, *cell)
        .map(|p| p.id())
        .find(|p| *p != by)
}
