//! Why the AI did what it did, as data: every decision of the [`super::Brain`] carries a
//! [`Reason`] (the intention, with the players, cells and odds it names), made by the module
//! that took the decision. The words, in the player's language, are the table's
//! (`play::intent`): the AI never builds text.

use super::shape::Role;
use hexkick_rules::command::{Declaration, KeeperStance};
use hexkick_rules::event::RestartKind;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::PlayerId;

/// Who or what a kick is meant for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A team-mate, and whether no opponent stands in or next to his cell.
    Mate {
        /// The team-mate.
        mate: PlayerId,
        /// No opponent in or next to his cell.
        free: bool,
    },
    /// A free cell, for a team-mate to run onto or the kicker to drive into.
    Space,
    /// The goal.
    Goal,
}

/// Where on the pitch a kick is meant to come to rest, for the attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// The opponents' penalty area.
    PenaltyArea,
    /// A wing of the attacking half (the cross zone).
    Wing,
    /// Anywhere else.
    Field,
}

/// A kick as the AI meant it (before its hand's noise).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KickIntent {
    /// The kicker.
    pub by: PlayerId,
    /// The declaration.
    pub declare: Declaration,
    /// Low or lob.
    pub style: KickStyle,
    /// Who or what it is meant for.
    pub target: Target,
    /// The cell it is meant to reach (`None` for a shot).
    pub cell: Option<Cell>,
    /// The area of that cell.
    pub area: Area,
    /// Meant to travel at least [`LONG_KICK_CELLS`] cells.
    pub long: bool,
}

/// A kick meant to travel this many cells or more is a long one.
pub const LONG_KICK_CELLS: u32 = 5;

/// The intention behind one AI decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The coin toss for the kick-off.
    TossCoin,
    /// A kick, as meant.
    Kick(KickIntent),
    /// A shot declared (the keeper is set first): `cells` from goal, from outside the area.
    DeclareShot {
        /// The shooter.
        by: PlayerId,
        /// Cells from the goal's centre.
        cells: u32,
        /// The ball is outside the penalty area.
        outside_area: bool,
    },
    /// A cross declared: heading players step in first.
    DeclareCross {
        /// The crosser.
        by: PlayerId,
    },
    /// A skill replay turned down: the ball is better where it is.
    DeclineReplay,
    /// The home advantage declared before the side's own duel.
    HomeAdvantage,
    /// The keeper set against a declared shot.
    SetKeeper {
        /// The keeper.
        keeper: PlayerId,
        /// His cell.
        cell: Cell,
        /// How he waits.
        stance: KeeperStance,
        /// The shot comes from outside the penalty area.
        outside_area: bool,
        /// Shots the level simulated to choose (0: the first idea).
        shots_tried: usize,
    },
    /// The keeper stays as he stands against a declared shot.
    KeeperStays,
    /// A sliding tackle into the ball's path to goal.
    Slide {
        /// The tackler.
        player: PlayerId,
        /// The cell slid to.
        to: Cell,
    },
    /// A heading player steps nearer the goal for a declared cross.
    HeadingStep {
        /// The player.
        player: PlayerId,
        /// The cell stepped to.
        to: Cell,
    },
    /// Nobody steps in for a declared cross.
    LetCrossCome,
    /// The team-mate chosen to take the ball (a contest of the ball).
    Receiver {
        /// The receiver.
        player: PlayerId,
    },
    /// The cell chosen for a ball resting on a line.
    BallCell {
        /// The cell.
        cell: Cell,
    },
    /// A beaten defender fouls the dribbler on purpose.
    IntentionalFoul {
        /// The defender.
        player: PlayerId,
        /// The dribbler would be near the goal.
        danger: bool,
    },
    /// The dribbler is let go: a foul would cost more.
    LetDribblerGo,
    /// A PHASE 2 run by the attack.
    Run {
        /// The runner.
        player: PlayerId,
        /// The cell run to.
        to: Cell,
        /// His role where the run takes him: a striker into the shooting zone, a winger
        /// into the crossing zone; any other run is support ([`Role::Mid`]).
        role: Role,
    },
    /// A PHASE 3 move marking an attacker.
    Mark {
        /// The defender.
        player: PlayerId,
        /// The cell moved to.
        to: Cell,
        /// The attacker marked.
        attacker: PlayerId,
    },
    /// A PHASE 3 move into the defensive line (or the keeper into his goal box).
    Cover {
        /// The defender.
        player: PlayerId,
        /// The cell moved to.
        to: Cell,
    },
    /// Entering the ball carrier's cell, with its foul risk.
    Enter {
        /// The defender.
        player: PlayerId,
        /// The ball carrier.
        holder: PlayerId,
        /// Die faces (of 6) that make the entry a foul.
        foul_in_six: u8,
        /// The carrier is a danger near our goal (the risk is taken for it).
        danger: bool,
    },
    /// A tackle on the ball carrier.
    Tackle {
        /// The tackler.
        player: PlayerId,
        /// The ball carrier.
        holder: PlayerId,
    },
    /// A player steps aside so the phase may end (a shared cell, the throw-in cell).
    StepAside {
        /// The player.
        player: PlayerId,
        /// The cell he steps to.
        to: Cell,
    },
    /// The throw-in taker walks to the ball.
    ThrowInWalk {
        /// The taker.
        player: PlayerId,
        /// The cell he walks to.
        to: Cell,
    },
    /// A player placed for a set piece.
    Place {
        /// The player.
        player: PlayerId,
        /// His cell.
        cell: Cell,
        /// The restart, if any (a kick-off's line-up has none).
        restart: Option<RestartKind>,
        /// He takes it (he is placed in the ball's cell).
        taker: bool,
    },
    /// A substitution.
    Substitute {
        /// Who comes off.
        off: PlayerId,
        /// Who comes on.
        on: PlayerId,
        /// A keeper comes on because the side has none.
        keeper: bool,
    },
    /// The set piece's shape is ready: the OK.
    Ready,
    /// Nobody gains by moving: the phase ends.
    Hold,
    /// Nothing better was found: any legal command (a safety net).
    AnyLegal,
}
