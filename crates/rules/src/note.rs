//! Notes: what the rules keep for themselves. A note is an event like any other (the state
//! changes only by applying events, `MatchState::apply`), but nobody is told
//! of it as such: it is the bookkeeping behind the events a player sees, such as a turn's
//! counters, the decision the rules wait for, a player's flags. Narration, the record's digest
//! and scenario event lists leave notes out.

use crate::command::{Declaration, KeeperStance};
use crate::kinds::RestartKind;
use crate::pitch::Cell;
use crate::situation::{Pending, Replay, Restart};
use crate::squad::{PlayerId, Side, Skill};
use serde::{Deserialize, Serialize};

/// A change of the match state that the rules note without telling it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "note", rename_all = "snake_case")]
pub enum Note {
    /// A new turn: the turn's counters are reset and every player may move again.
    NewTurn,
    /// The decision the rules wait for now, or none.
    Awaiting {
        /// The decision.
        pending: Option<Pending>,
    },
    /// Play stops for a restart: the ball lies at its spot with nobody on it, its side plays
    /// next, a new turn begins and nothing is awaited.
    StopPlay {
        /// The restart.
        restart: Restart,
    },
    /// The re-positioning is over: the ball is set at the restart's cell, on its taker.
    BallSet {
        /// The ball's cell.
        cell: Cell,
        /// The taker in that cell, if any.
        taker: Option<PlayerId>,
        /// The side taking the restart.
        side: Side,
    },
    /// A kick is struck: the ball leaves its player, the restart and any decision are over,
    /// the turn counts the kick and remembers it.
    Struck {
        /// The kicker.
        by: PlayerId,
        /// His declaration.
        declare: Declaration,
        /// The cell he kicked from.
        from: Cell,
        /// The restart this kick took, if any.
        restart: Option<RestartKind>,
        /// It was the first pass of a counter-attack.
        counter: bool,
    },
    /// After the CoD the ball lies in this cell (the first of a line's cells).
    BallRests {
        /// The cell.
        cell: Cell,
    },
    /// The player now holds the ball where it lies (the throw-in taker who reached it).
    BallHeld {
        /// The player.
        player: PlayerId,
    },
    /// Whether the goalkeeper holds the ball in his hands.
    InHands {
        /// He does.
        held: bool,
    },
    /// The right to kick again in this PHASE 1 (the default: none).
    Replay {
        /// The declarations still open.
        replay: Replay,
    },
    /// The player made his move this turn.
    Moved {
        /// The player.
        player: PlayerId,
    },
    /// Whether someone moved since the referee last could move.
    Movement {
        /// Someone did.
        since_clock: bool,
    },
    /// An attacker moved this many cells in PHASES 1 and 2 (the PHASE 3 allowance is the
    /// largest).
    AttackMove {
        /// Cells.
        cells: u8,
    },
    /// A defender moved in PHASE 3.
    DefenderMoved {
        /// He was the quick round's one player besides the goalkeeper.
        quick_round_player: bool,
    },
    /// The quick round's one move besides the goalkeeper's is made.
    QuickRoundMoveMade,
    /// A tackle was tried this PHASE 3.
    TackleTried,
    /// A long ball lets everyone move this many cells in PHASES 2 and 3.
    LongBallCells {
        /// Cells.
        cells: u8,
    },
    /// The player on the ball walked this many cells to reach it (a sliding tackle covers as
    /// many).
    ReachWalk {
        /// Cells.
        cells: u8,
    },
    /// The goalkeeper's stance for the declared shot, or none.
    KeeperStance {
        /// The stance.
        stance: Option<KeeperStance>,
    },
    /// Whether the keeper's reflexes cancelled the bomber for the declared shot.
    BomberCancelled {
        /// They did.
        cancelled: bool,
    },
    /// The player used his one pass of the round (Classic PRO).
    OneTouchPassUsed {
        /// The player.
        player: PlayerId,
    },
    /// Whether the player lost a tackle and so loses the next dribble against him.
    Beaten {
        /// The player.
        player: PlayerId,
        /// He did.
        beaten: bool,
    },
    /// The reserve goalkeeper comes on in the sent-off keeper's peg: a goalkeeper and nothing
    /// else, no card, his printed duel values.
    ReserveKeeper {
        /// The peg.
        player: PlayerId,
        /// His keeper colour.
        colour: Skill,
        /// His printed duel value.
        value: u8,
    },
    /// A shootout penalty is counted.
    ShootoutTaken {
        /// The taker.
        taker: PlayerId,
        /// He scored.
        scored: bool,
        /// Players in a round of takers (the fewer of the two sides on the pitch).
        round: usize,
    },
    /// The lots decided a shootout level after its rounds.
    ShootoutLots {
        /// The side they favour.
        side: Side,
    },
    /// Classic "EXTRA TIME": a goal or a substitution earned one added cell.
    AddedTimeEarned,
    /// Classic: a new half, no added time earned or announced yet.
    AddedTimeReset,
    /// Classic "SUBSTITUTIONS": a substitution made late in the second half.
    LateSubstitution {
        /// The side.
        side: Side,
        /// From 60'.
        from_60: bool,
        /// From 75'.
        from_75: bool,
    },
    /// Classic "LINEUP": the attackers placed a player in the current step.
    LineUpPlaced {
        /// The player.
        player: PlayerId,
    },
    /// Classic "LINEUP": the line-up reaches its last step, or is over.
    LineUpStep {
        /// The attackers place their last players now (`false`: the line-up is over).
        last: bool,
    },
}
