//! A peg picked up by a coach: the cells he may be dropped on now, each with the foul risk of
//! entering the ball cell, and what a drop on a cell becomes ([`drop_command`]).

use super::draft::Draft;
use super::narrate::entry_risk_line;
use crate::core::check::check;
use crate::core::command::{Command, KeeperStance};
use crate::core::keeper::KEEPER_SHOT_MOVE;
use crate::core::legal::{self, EntryRisk};
use crate::core::pitch::Cell;
use crate::core::squad::PlayerId;
use crate::core::state::{MatchState, Pending, Phase};

/// The risk of entering the ball cell in PHASE 3, with its line to show before the peg is
/// let go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Risk {
    /// The odds.
    pub entry: EntryRisk,
    /// "rear entry: foul and yellow card on 1-3".
    pub line: String,
}

/// A cell a picked peg may be dropped on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The cell.
    pub cell: Cell,
    /// The foul risk when it is the ball cell in PHASE 3.
    pub risk: Option<Risk>,
}

/// A peg in a coach's fingers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grab {
    /// The player.
    pub player: PlayerId,
    /// The cells he may be dropped on.
    pub targets: Vec<Target>,
}

impl Grab {
    /// Whether `cell` is one of his targets.
    pub fn reaches(&self, cell: Cell) -> bool {
        self.targets.iter().any(|t| t.cell == cell)
    }

    /// The risk of dropping him on `cell`, if any.
    pub fn risk_at(&self, cell: Cell) -> Option<&Risk> {
        self.targets
            .iter()
            .find(|t| t.cell == cell)
            .and_then(|t| t.risk.as_ref())
    }

    /// The target cells.
    pub fn cells(&self) -> Vec<Cell> {
        self.targets.iter().map(|t| t.cell).collect()
    }
}

/// What dropping a player does in this state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DropKind {
    /// A move (PHASES 2 and 3, the throw-in walk, a bumped team-mate).
    Move,
    /// A placement during re-positioning.
    Place,
    /// The goalkeeper's cell for a declared shot (the stance is chosen next).
    KeeperCell,
}

fn drop_kind(state: &MatchState) -> Option<DropKind> {
    match (state.pending(), state.phase()) {
        (Some(Pending::KeeperSetup { .. }), _) => Some(DropKind::KeeperCell),
        (Some(Pending::Bump { .. }), _) => Some(DropKind::Move),
        (Some(Pending::CrossDeclared { .. }), _) => Some(DropKind::Move),
        (Some(_), _) => None,
        (None, Phase::Positioning { .. }) => Some(DropKind::Place),
        (None, Phase::Two | Phase::Three | Phase::ThrowIn) => Some(DropKind::Move),
        _ => None,
    }
}

/// The grab of `player` now, or why he cannot be picked up, in words.
pub fn grab(state: &MatchState, player: PlayerId) -> Result<Grab, String> {
    if player.side != state.acting_side() {
        return Err("It is the other side's decision".to_string());
    }
    let Some(kind) = drop_kind(state) else {
        return Err("No peg moves now".to_string());
    };
    let cells = match kind {
        DropKind::Move => legal::move_targets(state, player),
        DropKind::Place => legal::placements(state, player),
        DropKind::KeeperCell => keeper_cells(state, player),
    };
    if cells.is_empty() {
        return Err(why_not(state, player, kind));
    }
    let ball = state.ball().cell;
    let targets = cells
        .into_iter()
        .map(|cell| Target {
            cell,
            risk: (kind == DropKind::Move && cell == ball)
                .then(|| legal::ball_cell_entry(state, player))
                .flatten()
                .map(|entry| Risk {
                    line: entry_risk_line(&entry),
                    entry,
                }),
        })
        .collect();
    Ok(Grab { player, targets })
}

/// Why `player` has no cell to go to, in the rules' words.
fn why_not(state: &MatchState, player: PlayerId, kind: DropKind) -> String {
    let Some(from) = state.position(player) else {
        return "He is not on the pitch".to_string();
    };
    let refusal = |command: Command| check(state, &command).err().map(|e| e.to_string());
    let why = match kind {
        DropKind::Move => from
            .neighbours()
            .find_map(|to| refusal(Command::Move { player, to })),
        DropKind::Place => refusal(Command::Place { player, cell: from }),
        DropKind::KeeperCell => Some("only the goalkeeper is set for a shot".to_string()),
    };
    why.unwrap_or_else(|| "no cell within reach is free".to_string())
}

/// Cells the goalkeeper may wait on for the declared shot.
fn keeper_cells(state: &MatchState, keeper: PlayerId) -> Vec<Cell> {
    let Some(from) = state.position(keeper) else {
        return Vec::new();
    };
    from.within(KEEPER_SHOT_MOVE)
        .filter(|c| {
            [KeeperStance::Standing, KeeperStance::Lying]
                .iter()
                .any(|s| {
                    let set = Command::SetKeeper {
                        keeper,
                        cell: *c,
                        stance: *s,
                    };
                    check(state, &set).is_ok()
                })
        })
        .collect()
}

/// What dropping `player` on `cell` does: a command to send, or `Ok(None)` when nothing is
/// sent (put back on his own cell, or the goalkeeper's cell for the declared shot, which the
/// draft keeps). `Err` when the cell is not his.
pub fn drop_command(
    state: &MatchState,
    draft: &mut Draft,
    player: PlayerId,
    cell: Cell,
) -> Result<Option<Command>, String> {
    if state.position(player) == Some(cell)
        && let Some(on) = draft.coming_on.take()
    {
        return Ok(Some(Command::Substitute { off: player, on }));
    }
    let grab = grab(state, player)?;
    if !grab.reaches(cell) {
        if state.position(player) == Some(cell) {
            // Put back where he stood: nothing happens.
            return Ok(None);
        }
        return Err(format!("{player} cannot go to {cell}"));
    }
    Ok(match drop_kind(state) {
        Some(DropKind::Move) => Some(Command::Move { player, to: cell }),
        Some(DropKind::Place) => Some(Command::Place { player, cell }),
        Some(DropKind::KeeperCell) => {
            draft.keeper_cell = Some(cell);
            None
        }
        None => None,
    })
}
