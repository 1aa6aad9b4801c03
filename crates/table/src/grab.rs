//! A peg picked up by a coach: the cells he may be dropped on now, each with the foul risk of
//! entering the ball cell, and what a drop on a cell becomes ([`drop_command`]).

use super::draft::Draft;
use super::narrate::entry_risk_line;
use hexkick_rules::check::check;
use hexkick_rules::command::{Command, KeeperStance};
use hexkick_rules::error::RuleError;
use hexkick_rules::keeper::KEEPER_SHOT_MOVE;
use hexkick_rules::legal::{self, EntryRisk};
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Pending, Phase};
use std::fmt;

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

/// Why a peg cannot be picked up, or not dropped where the finger let him go.
#[derive(Clone, Debug, PartialEq)]
pub enum PegRefusal {
    /// The peg belongs to the side that does not decide now.
    OtherSide {
        /// The side whose decision it is.
        acting: Side,
    },
    /// No peg is moved or placed now (a kick, a choice, the match is over).
    NothingMoves,
    /// The player is not on the pitch.
    OffThePitch,
    /// The rules refuse every cell he could go to; here is why for one of them.
    Refused(RuleError),
    /// No cell within his reach is free.
    NoFreeCell,
    /// Only the goalkeeper is set for a declared shot.
    KeeperOnly,
    /// That cell is not one of his.
    NotHisCell {
        /// The player.
        player: PlayerId,
        /// The cell.
        cell: Cell,
    },
}

impl fmt::Display for PegRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::OtherSide { .. } => f.write_str("It is the other side's decision"),
            Self::NothingMoves => f.write_str("No peg moves now"),
            Self::OffThePitch => f.write_str("He is not on the pitch"),
            Self::Refused(e) => e.fmt(f),
            Self::NoFreeCell => f.write_str("No cell within his reach is free"),
            Self::KeeperOnly => f.write_str("Only the goalkeeper is set for a shot"),
            Self::NotHisCell { player, cell } => write!(f, "{player} cannot go to {cell}"),
        }
    }
}

impl std::error::Error for PegRefusal {}

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

/// The grab of `player` now, or why he cannot be picked up.
pub fn grab(state: &MatchState, player: PlayerId) -> Result<Grab, PegRefusal> {
    if player.side != state.acting_side() {
        return Err(PegRefusal::OtherSide {
            acting: state.acting_side(),
        });
    }
    let Some(kind) = drop_kind(state) else {
        return Err(PegRefusal::NothingMoves);
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
fn why_not(state: &MatchState, player: PlayerId, kind: DropKind) -> PegRefusal {
    let Some(from) = state.position(player) else {
        return PegRefusal::OffThePitch;
    };
    let refusal = |command: Command| check(state, &command).err();
    let why = match kind {
        DropKind::Move => from
            .neighbours()
            .find_map(|to| refusal(Command::Move { player, to })),
        DropKind::Place => refusal(Command::Place { player, cell: from }),
        DropKind::KeeperCell => return PegRefusal::KeeperOnly,
    };
    why.map_or(PegRefusal::NoFreeCell, PegRefusal::Refused)
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
) -> Result<Option<Command>, PegRefusal> {
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
        return Err(PegRefusal::NotHisCell { player, cell });
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
