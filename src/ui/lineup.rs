//! The default kick-off line-up shown on the match screen: a 4-4-2 for each side, one peg
//! per cell, keepers in their goal box, the away team the home team turned half a turn.

use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, Side};

/// Home shirt numbers and cells: keeper, back four, midfield four, two forwards. The ball is
/// alone on the centre cell E6; the home forward 9 stands just behind it on E5.
const HOME_442: [(u8, Cell); 11] = [
    (1, Cell::of('E', 1)),
    (2, Cell::of('H', 2)),
    (4, Cell::of('F', 2)),
    (5, Cell::of('D', 2)),
    (3, Cell::of('B', 2)),
    (7, Cell::of('H', 4)),
    (6, Cell::of('F', 4)),
    (8, Cell::of('D', 4)),
    (11, Cell::of('B', 4)),
    (9, Cell::of('E', 5)),
    (10, Cell::of('C', 5)),
];

/// The 22 pegs of the kick-off: every home player on his cell, and every away player on the
/// cell the home player with his number holds, turned half a turn.
pub fn kick_off_442() -> Vec<(PlayerId, Cell)> {
    let mut pegs = Vec::with_capacity(22);
    for side in Side::BOTH {
        for (number, cell) in HOME_442 {
            let cell = match side {
                Side::Home => cell,
                Side::Away => cell.rotated_half_turn(),
            };
            pegs.push((PlayerId::new(side, number), cell));
        }
    }
    pegs
}

#[cfg(test)]
mod tests {
    use super::{Cell, Side, kick_off_442};
    use hexkick_rules::pitch::{End, Zone};
    use std::collections::HashSet;

    #[test]
    fn twenty_two_pegs_one_per_cell_in_their_own_half() {
        let pegs = kick_off_442();
        assert_eq!(pegs.len(), 22);
        let cells: HashSet<Cell> = pegs.iter().map(|(_, c)| *c).collect();
        assert_eq!(cells.len(), 22, "one peg per cell");
        assert!(!cells.contains(&Cell::CENTRE), "the ball is alone on E6");
        for (id, cell) in &pegs {
            let x = cell.centre().x;
            match id.side {
                Side::Home => assert!(x < 0.0, "{id} on {cell}"),
                Side::Away => assert!(x > 0.0, "{id} on {cell}"),
            }
        }
    }

    #[test]
    fn keepers_stand_in_their_goal_box() {
        let pegs = kick_off_442();
        for (id, cell) in pegs.iter().filter(|(id, _)| id.number.0 == 1) {
            let end = match id.side {
                Side::Home => End::Home,
                Side::Away => End::Away,
            };
            assert!(Zone::GoalBox.contains(end, *cell), "{id} on {cell}");
        }
    }
}
