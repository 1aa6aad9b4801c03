//! What a coach can do at the table ([`Action`]), what kind of decision it is
//! ([`ActionKind`]), and what playing it did ([`Played`]). Every action, a person's tap,
//! drag or flick, the AI's decision or a replayed one, goes through
//! [`super::Table::play`].

use hexkick_ai::Decision;
use hexkick_physics::{BallFrame, Velocity};
use hexkick_rules::command::{Command, Declaration, KeeperStance};
use hexkick_rules::event::Event;
use hexkick_rules::outcome::{KickOutcome, KickStyle};
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::PlayerId;

/// Something a coach does at the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Sends this command as it is (coin toss, tackle, choices, end phase, an offer).
    Send(Command),
    /// Chooses the declaration of the next flick (a shot is declared to the defence at once).
    Declare(Declaration),
    /// Chooses the style of the next flick.
    Style(KickStyle),
    /// Flicks the ball with this pitch velocity (cm/s), as declared and styled in the draft.
    Flick(Velocity),
    /// Kicks with everything given (the AI's flick, a replayed one).
    Kick {
        /// The declaration.
        declare: Declaration,
        /// The style.
        style: KickStyle,
        /// The flick's velocity on the pitch, cm/s.
        velocity: Velocity,
    },
    /// Sets the goalkeeper for the declared shot in this stance (on the cell he was dropped
    /// on, else his own).
    Keeper(KeeperStance),
    /// Drops a picked peg on a cell: a move, a placement, the goalkeeper's cell for a
    /// declared shot, or (his own cell, a bench player picked) a substitution.
    Drop {
        /// The player.
        player: PlayerId,
        /// Where the finger let him go.
        cell: Cell,
    },
    /// Takes back the last move of the phase.
    Undo,
    /// Opens or closes the bench panel.
    Bench,
    /// Picks a bench player to come on (then the player going off is tapped).
    BenchPick(PlayerId),
}

impl From<Decision> for Action {
    /// The AI's decision as a coach's action: a kick as its flick (so the table strikes it
    /// through the physics and records the flick, like a person's), anything else as its
    /// command.
    fn from(decision: Decision) -> Action {
        match decision {
            Decision::Flick { declare, flick } => Action::Kick {
                declare,
                style: flick.style,
                velocity: flick.velocity_cm_s,
            },
            Decision::Send(command) => Action::Send(command),
        }
    }
}

/// What kind of decision an offered action is (the screen groups and draws by it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    /// Toss the coin for the kick-off.
    TossCoin,
    /// A declaration for the next flick.
    Declare,
    /// A kick style for the next flick.
    Style,
    /// A goalkeeper's stance against the declared shot.
    Keeper,
    /// The defence gives its OK: the shot may be taken.
    KeeperReady,
    /// Who takes a tied ball.
    Receiver,
    /// The cell of a ball on a line.
    BallCell,
    /// A tackle.
    Tackle,
    /// A peg's move (withheld ones say why the peg cannot move).
    Move,
    /// Take the last move back.
    Undo,
    /// The bench panel.
    Bench,
    /// A bench player to bring on.
    BenchPick,
    /// The home advantage (2024 TOURNAMENT).
    HomeAdvantage,
    /// A sliding tackle (2024 COMPLETE).
    Slide,
    /// An intentional foul (2024 COMPLETE).
    Foul,
    /// Letting the dribbler go (2024 COMPLETE).
    LetGo,
    /// Declaring a cross first (2024 COMPLETE).
    DeclareCross,
    /// Classic PRO SYNCHRO.
    Synchro,
    /// End the phase (or: done placing, no replay, play on).
    EndPhase,
}

/// A kick's ball as the physics played it.
#[derive(Clone, Debug, PartialEq)]
pub struct KickPath {
    /// The ball after each physics step (1/60 s), from the strike to rest.
    pub frames: Vec<BallFrame>,
    /// Where the ball went, as the rules saw it.
    pub outcome: KickOutcome,
}

/// What playing an action did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Played {
    /// The command the table applied (none for a choice kept in the draft).
    pub command: Option<Command>,
    /// Its events.
    pub events: Vec<Event>,
    /// A kick's path, for the animation (kicks struck through the physics).
    pub kick: Option<KickPath>,
    /// The command taken back by an undo.
    pub undone: Option<Command>,
    /// A peg put down without a command yet (the goalkeeper waiting for the shot's stance).
    pub waits: Option<(PlayerId, Cell)>,
    /// What to tell the coach next, in words ("Blue 12 comes on: tap the player going off").
    pub note: Option<String>,
}
