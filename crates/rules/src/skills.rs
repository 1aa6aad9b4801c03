//! The advanced skills of 2024 COMPLETE ("TOUTES LES COMPÉTENCES"). A colour's first section
//! gives its base skill; its second section unlocks the first "+" line and its third the
//! second "+" line ("Encore meilleur s'il possède 2 ou 3 ..."; see RULES.md).

use crate::pitch::{Cell, End, Zone};
use crate::rules::Level;
use crate::squad::{PlayerId, Skill};
use crate::state::MatchState;

/// 2024 COMPLETE, "PASSAGE EN UNE TOUCHE": for a yellow player a short pass is 5 cells.
pub const ONE_TOUCH_SHORT_PASS_CELLS: u32 = 5;
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

/// Whether a player has at least one section of `skill` at COMPLETE (a base skill).
pub fn base(state: &MatchState, player: PlayerId, skill: Skill) -> bool {
    has(state, player, skill, 1)
}

/// 2024 COMPLETE, "+ ASSIST" (yellow, first "+"): his pass to a team-mate with a green or red
/// skill cancels the blue base skill (marking) of the player marking that team-mate.
pub fn assist(state: &MatchState, passer: PlayerId, receiver: PlayerId) -> bool {
    has(state, passer, Skill::Yellow, FIRST_PLUS)
        && (base(state, receiver, Skill::Green) || base(state, receiver, Skill::Red))
}

/// 2024 COMPLETE, "+ BORD DE HORS-JEU" (red, second "+"): the cell straight behind an offside
/// player (one cell along his row towards his own goal) where he steps for free, if he has the
/// skill and no team-mate stands there.
pub fn offside_edge_cell(state: &MatchState, player: PlayerId) -> Option<Cell> {
    if !has(state, player, Skill::Red, SECOND_PLUS) {
        return None;
    }
    let back = match state.defends(player.side) {
        End::Home => crate::pitch::Direction::West,
        End::Away => crate::pitch::Direction::East,
    };
    let cell = state.position(player)?.step(back)?;
    state
        .in_cell(player.side, cell)
        .next()
        .is_none()
        .then_some(cell)
}

/// 2024 COMPLETE, "TIR DEHORS DE LA SURFACE" (read as red, second "+"): reaching the ball by
/// moving anywhere in the attacking third he may replay PHASE 1 with a shot.
pub fn shoots_from_outside(state: &MatchState, player: PlayerId) -> bool {
    has(state, player, Skill::Red, SECOND_PLUS)
}

/// 2024 COMPLETE, "+ RÉFLEXES" (violet, first "+"): against a bomber the keeper rolls a die.
pub fn reflexes(state: &MatchState, keeper: PlayerId) -> bool {
    has(state, keeper, Skill::Violet, FIRST_PLUS)
}

/// 2024 COMPLETE, "+ RÉFLEXES": a die of 4, 5 or 6 cancels the bomber.
pub const REFLEXES_FROM: u8 = 4;

/// 2024 COMPLETE, "CENTRE EN UNE TOUCHE": when the team moves 3 cells in PHASE 2, the green
/// player moves 4 along the touchline through empty cells.
pub const TOUCHLINE_RUN_CELLS: u32 = 4;

/// Rows next to a touchline (A, B and H, I: the rows of the cross zone), 0-based.
const FLANK_ROWS: [u8; 4] = [0, 1, 7, 8];

/// Whether `player` (green) may run from `from` to `to` as a 4-cell touchline run: straight
/// along a flank row, every cell on the way and the last one empty.
pub fn touchline_run(state: &MatchState, player: PlayerId, from: Cell, to: Cell) -> bool {
    if !base(state, player, Skill::Green)
        || crate::classic::on(state)
        || from.row() != to.row()
        || !FLANK_ROWS.contains(&from.row())
        || from.distance_to(to) != TOUCHLINE_RUN_CELLS
    {
        return false;
    }
    let dir = if to.column() > from.column() {
        crate::pitch::Direction::East
    } else {
        crate::pitch::Direction::West
    };
    let mut cell = from;
    for _ in 0..TOUCHLINE_RUN_CELLS {
        match cell.step(dir) {
            Some(next) if state.cell_is_empty(next) => cell = next,
            _ => return false,
        }
    }
    cell == to
}

/// 2024 COMPLETE, "VITESSE" (grey): a free ball is one resting in a single empty cell whose
/// neighbours are all empty.
pub fn free_ball(state: &MatchState, rest: &[Cell]) -> bool {
    let [cell] = rest else {
        return false;
    };
    state.cell_is_empty(*cell) && cell.neighbours().all(|n| state.cell_is_empty(n))
}

/// 2024 COMPLETE, "VITESSE": the free step of a speed player before the CoD: the empty front
/// cell (or, with a blue skill, also rear cell) nearest the ball, taken only when it brings him
/// nearer; `None` for a player who is marked (an opponent in his cell), lying or slow.
pub fn speed_step(state: &MatchState, player: PlayerId, ball: Cell) -> Option<Cell> {
    let p = state.player(player)?;
    let from = p.cell()?;
    if !base(state, player, Skill::Grey)
        || p.lying()
        || state.in_cell(player.side.opponent(), from).next().is_some()
    {
        return None;
    }
    let front = crate::pitch::Direction::towards(state.attacks(player.side));
    let rear = crate::pitch::Direction::towards(state.defends(player.side));
    // Classic PRO "SPEED": "a free move into an empty cell", any direction.
    let backwards = base(state, player, Skill::Blue) || crate::classic::on(state);
    front
        .into_iter()
        .chain(rear.into_iter().filter(|_| backwards))
        .filter_map(|d| from.step(d))
        .filter(|c| state.cell_is_empty(*c) && c.distance_to(ball) < from.distance_to(ball))
        .min_by_key(|c| c.distance_to(ball))
}
