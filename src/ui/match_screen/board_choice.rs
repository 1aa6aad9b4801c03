//! Choices made on the board: when the acting coach must choose who of his tied team-mates
//! takes the ball, on which of a line's cells it lies, or where his goalkeeper waits for a
//! declared shot, the options light up on the board (a ring round each player, each cell lit)
//! and a tap on one chooses it; the panel's buttons (and dragging the keeper) stay as the
//! alternative.

use super::touch::peg_reach;
use super::{HIGHLIGHT, MatchScreen};
use crate::input::ScreenPoint;
use crate::ui::draw::ring;
use crate::ui::pieces::highlight_cells;
use crate::ui::test_log::{Kind, Line};
use crate::ui::view::PitchView;
use hexkick_rules::command::Command;
use hexkick_rules::pitch::{Cell, PitchPoint};
use hexkick_rules::squad::PlayerId;
use hexkick_table::{Action, ActionKind, Prompt};
use macroquad::prelude::Color;

/// The lit options' colour.
const CHOICE: Color = Color::new(0.35, 0.85, 1.0, 1.0);

/// One option on the board.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum BoardChoice {
    /// A tied team-mate: a tap on him.
    Player {
        /// Who.
        player: PlayerId,
        /// Where he stands on the pitch.
        at: PitchPoint,
    },
    /// One of a line's cells: a tap in it.
    Cell(Cell),
    /// A cell the goalkeeper may wait on for a declared shot: a tap in it walks him there
    /// (the stance buttons then set him on it).
    KeeperCell {
        /// The goalkeeper.
        keeper: PlayerId,
        /// The cell.
        cell: Cell,
    },
}

impl BoardChoice {
    /// The cell a tap chooses this option in (none for a player: a tap on him).
    fn cell(&self) -> Option<Cell> {
        match self {
            BoardChoice::Player { .. } => None,
            BoardChoice::Cell(cell) | BoardChoice::KeeperCell { cell, .. } => Some(*cell),
        }
    }

    /// The choice as the table's action.
    fn action(&self) -> Action {
        match self {
            BoardChoice::Player { player, .. } => {
                Action::Send(Command::ChooseReceiver { player: *player })
            }
            BoardChoice::Cell(cell) => Action::Send(Command::ChooseCell { cell: *cell }),
            BoardChoice::KeeperCell { keeper, cell } => Action::Drop {
                player: *keeper,
                cell: *cell,
            },
        }
    }
}

/// The option a tap at `at` (screen) chooses in `view`: the nearest player within a finger's
/// reach of a peg ([`peg_reach`]), else the cell it falls in.
pub(super) fn chosen_at(
    choices: &[BoardChoice],
    view: &PitchView,
    at: ScreenPoint,
) -> Option<BoardChoice> {
    let reach = peg_reach(view);
    let player = (choices.iter())
        .filter_map(|c| match c {
            BoardChoice::Player { at: p, .. } => Some((c, view.to_screen(*p).distance_to(at))),
            BoardChoice::Cell(_) | BoardChoice::KeeperCell { .. } => None,
        })
        .filter(|(_, d)| *d <= reach)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| c.clone());
    player.or_else(|| {
        let cell = Cell::at(view.to_pitch(at))?;
        choices.iter().find(|c| c.cell() == Some(cell)).cloned()
    })
}

impl MatchScreen {
    /// The options the person at the screen may choose on the board now (open ones only).
    pub(super) fn board_choices(&self) -> Vec<BoardChoice> {
        if !self.human_to_act() || self.flight.is_some() {
            return Vec::new();
        }
        if let Prompt::SetKeeper(k) = &self.moment.prompt {
            let cells = self.table.grab(k.keeper).map(|g| g.targets);
            return (cells.unwrap_or_default().into_iter())
                .map(|t| BoardChoice::KeeperCell {
                    keeper: k.keeper,
                    cell: t.cell,
                })
                .collect();
        }
        (self.moment.open())
            .filter_map(|a| match (&a.kind, &a.action) {
                (ActionKind::Receiver, Action::Send(Command::ChooseReceiver { player })) => {
                    let at = self.pegs.iter().find(|p| p.id == *player)?.at;
                    Some(BoardChoice::Player {
                        player: *player,
                        at,
                    })
                }
                (ActionKind::BallCell, Action::Send(Command::ChooseCell { cell })) => {
                    Some(BoardChoice::Cell(*cell))
                }
                _ => None,
            })
            .collect()
    }

    /// Lights the options up on the board.
    pub(super) fn draw_board_choices(&self) {
        for choice in self.board_choices() {
            match choice {
                BoardChoice::Player { at, .. } => {
                    ring(&self.view, at, 2.6, 4.0, CHOICE);
                    ring(&self.view, at, 3.1, 2.0, HIGHLIGHT);
                }
                BoardChoice::Cell(cell) => highlight_cells(&self.view, &[cell], CHOICE),
                BoardChoice::KeeperCell { keeper, cell } => {
                    let waits_on =
                        (self.table.draft().keeper_cell).or_else(|| self.state().position(keeper));
                    let colour = if waits_on == Some(cell) {
                        HIGHLIGHT
                    } else {
                        CHOICE
                    };
                    highlight_cells(&self.view, &[cell], colour);
                }
            }
        }
    }

    /// A tap on the board at `at` that chooses one of the options: played at the table;
    /// false when the tap chose nothing.
    pub(super) fn choose_on_board(&mut self, at: ScreenPoint) -> bool {
        let choices = self.board_choices();
        let Some(choice) = chosen_at(&choices, &self.view, at) else {
            return false;
        };
        let line = Line::new(Kind::BoardChoice);
        match &choice {
            BoardChoice::Player { player, .. } => line.field("player", player),
            BoardChoice::Cell(cell) => line.field("cell", cell),
            BoardChoice::KeeperCell { keeper, cell } => {
                line.field("keeper", keeper).field("cell", cell)
            }
        }
        .write();
        self.send(choice.action());
        self.dirty = true;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{BoardChoice, chosen_at};
    use crate::ui::view::PitchView;
    use hexkick_rules::pitch::Cell;
    use hexkick_rules::squad::{PlayerId, Side};

    #[test]
    fn a_tap_on_a_tied_player_or_a_lit_cell_chooses_it_and_elsewhere_nothing() {
        let view = PitchView::fit(390.0, 844.0);
        let cell = |name: &str| name.parse::<Cell>().expect("a cell");
        let ten = PlayerId::new(Side::Home, 10);
        let eleven = PlayerId::new(Side::Home, 11);
        let choices = [
            BoardChoice::Player {
                player: ten,
                at: cell("D10").centre(),
            },
            BoardChoice::Player {
                player: eleven,
                at: cell("F10").centre(),
            },
            BoardChoice::Cell(cell("E9")),
        ];
        let on = |name: &str| view.to_screen(cell(name).centre());
        assert_eq!(
            chosen_at(&choices, &view, on("F10")),
            Some(choices[1].clone())
        );
        assert_eq!(
            chosen_at(&choices, &view, on("D10")),
            Some(choices[0].clone())
        );
        assert_eq!(
            chosen_at(&choices, &view, on("E9")),
            Some(choices[2].clone())
        );
        assert_eq!(chosen_at(&choices, &view, on("A2")), None);
    }

    #[test]
    fn a_tap_in_a_keeper_cell_walks_him_there() {
        let view = PitchView::fit(390.0, 844.0);
        let cell = |name: &str| name.parse::<Cell>().expect("a cell");
        let keeper = PlayerId::new(Side::Away, 1);
        let choices = [
            BoardChoice::KeeperCell {
                keeper,
                cell: cell("I5"),
            },
            BoardChoice::KeeperCell {
                keeper,
                cell: cell("H5"),
            },
        ];
        let on = |name: &str| view.to_screen(cell(name).centre());
        let chosen = chosen_at(&choices, &view, on("H5"));
        assert_eq!(chosen, Some(choices[1].clone()));
        assert_eq!(
            chosen.map(|c| c.action()),
            Some(hexkick_table::Action::Drop {
                player: keeper,
                cell: cell("H5")
            })
        );
        assert_eq!(chosen_at(&choices, &view, on("E5")), None);
    }
}
