//! The default kick-off line-up shown on the match screen: a 4-4-2 for each side, one peg
//! per cell, keepers in their goal box, the away team the home team turned half a turn.

use crate::core::pitch::Cell;
use crate::core::squad::{PlayerId, Side};

/// Home shirt numbers and cells: keeper, back four, midfield four, two forwards. The ball is
/// alone on the centre cell E6; the home forward 9 stands just behind it on E5.
const HOME_442: [(u8, &str); 11] = [
    (1, "E1"),
    (2, "H2"),
    (4, "F2"),
    (5, "D2"),
    (3, "B2"),
    (7, "H4"),
    (6, "F4"),
    (8, "D4"),
    (11, "B4"),
    (9, "E5"),
    (10, "C5"),
];

/// The 22 pegs of the kick-off: every home player on his cell, and every away player on the
/// cell the home player with his number holds, turned half a turn.
pub fn kick_off_442() -> Vec<(PlayerId, Cell)> {
    let mut pegs = Vec::with_capacity(22);
    for side in Side::BOTH {
        for (number, name) in HOME_442 {
            // The names above are constants checked by the tests below.
            let Ok(cell) = name.parse::<Cell>() else {
                continue;
            };
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
    use super::*;
    use crate::core::pitch::{End, Zone};
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
