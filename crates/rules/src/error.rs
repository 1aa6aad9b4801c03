//! `RuleError`: why a command is illegal, with a sentence a coach understands.
//!
//! Every reason written where a rule refuses is a [`Because`], made only by [`because`]
//! with a literal: the i18n build script extracts those literals, so `hexkick i18n-check`
//! counts every reason a player can read and `play::reasons` translates it at the seam. The
//! core itself stays English and language-free.

use crate::command::Declaration;
use crate::outcome::KickStyle;
use crate::pitch::Cell;
use crate::situation::Phase;
use crate::squad::PlayerId;
use std::fmt;

/// A reason in words, written where a rule refuses ("one tackle per PHASE 3"). English; the
/// screens translate it (`play::reasons`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Because(&'static str);

/// A reason in words. Always call it with a string literal: the i18n build script extracts
/// the literal for translation (a test refuses any other argument).
pub const fn because(text: &'static str) -> Because {
    Because(text)
}

impl Because {
    /// The English text.
    pub const fn text(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Because {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Why a command was refused. Each variant has a stable `code()` (scenario files match it)
/// and a human sentence (`Display`).
#[derive(Clone, Debug, PartialEq)]
pub enum RuleError {
    /// The match is over.
    MatchOver,
    /// The command does not belong to the current phase.
    WrongPhase {
        /// What the command is.
        command: &'static str,
        /// The phase now.
        phase: Phase,
    },
    /// The rules wait for another choice first.
    ChoicePending(Because),
    /// A choice was sent while none is pending, or it is not one of the options.
    NotAnOption(Because),
    /// The home advantage cannot be declared now (2024 TOURNAMENT, "AVANTAGE À DOMICILE").
    HomeAdvantage(Because),
    /// The turn timer cannot run out now.
    TimeUp(Because),
    /// Not allowed during a penalty shootout.
    Shootout(Because),
    /// No such player in this match.
    UnknownPlayer(PlayerId),
    /// The player is not on the pitch.
    NotOnPitch(PlayerId),
    /// The player belongs to the side that does not act now.
    NotYourTurn(PlayerId),
    /// Only the player on the ball can kick.
    NotOnTheBall(PlayerId),
    /// The player may not kick again this PHASE 1.
    NoKickLeft(PlayerId),
    /// The declaration is not open.
    DeclarationNotOpen {
        /// The declaration.
        declare: Declaration,
        /// Why not.
        reason: Because,
    },
    /// The kick style is not allowed.
    StyleNotAllowed {
        /// The style.
        style: KickStyle,
        /// Why not.
        reason: Because,
    },
    /// The kick outcome is not usable.
    BadOutcome(String),
    /// The player already moved this turn.
    AlreadyMoved(PlayerId),
    /// The player lies on the pitch after losing a dribble: he only stands up (2024 COMPLETE).
    Lying(PlayerId),
    /// The destination is too far.
    TooFar {
        /// The player.
        player: PlayerId,
        /// Cells to the destination.
        distance: u32,
        /// Cells allowed.
        allowed: u32,
    },
    /// The player must go somewhere else than his own cell.
    NoMove(PlayerId),
    /// A team-mate already stands in the cell.
    TeamMateInCell {
        /// The player.
        player: PlayerId,
        /// The cell.
        cell: Cell,
    },
    /// The player on the ball does not move in PHASE 2 (unless a goalkeeper holding it).
    HolderCannotMove(PlayerId),
    /// Nobody attacked: only the goalkeeper and one other player may move 1 cell.
    QuickRound(Because),
    /// The ball cell cannot be entered now.
    BallCellClosed(Because),
    /// A tackle is not possible now.
    NoTackle(Because),
    /// The goalkeeper cannot be set like this.
    KeeperSetup(Because),
    /// The player is not a goalkeeper.
    NotAKeeper(PlayerId),
    /// The player may not be placed in that cell.
    Placement {
        /// The player.
        player: PlayerId,
        /// The cell.
        cell: Cell,
        /// Why not.
        reason: Because,
    },
    /// Re-positioning cannot end yet.
    PositioningIncomplete {
        /// Why not.
        why: Because,
        /// The player it is about, if any.
        player: Option<PlayerId>,
        /// The cell it is about, if any.
        cell: Option<Cell>,
    },
    /// A substitution is not possible.
    Substitution(Because),
    /// A wall must be broken up before the phase ends.
    WallNotBroken(Cell),
    /// An opponent still stands in the throw-in cell.
    ThrowInCellOccupied(Cell),
    /// A sliding tackle is not possible now (2024 COMPLETE, "MARQUAGE").
    NoSlidingTackle(Because),
    /// A header step is not possible now (2024 COMPLETE, "COUP DE TÊTE").
    NoHeaderStep(Because),
}

impl RuleError {
    /// A stable snake_case code (used by scenario files).
    pub fn code(&self) -> &'static str {
        match self {
            Self::MatchOver => "match_over",
            Self::WrongPhase { .. } => "wrong_phase",
            Self::ChoicePending(_) => "choice_pending",
            Self::NotAnOption(_) => "not_an_option",
            Self::HomeAdvantage(_) => "home_advantage",
            Self::TimeUp(_) => "time_up",
            Self::Shootout(_) => "shootout",
            Self::UnknownPlayer(_) => "unknown_player",
            Self::NotOnPitch(_) => "not_on_pitch",
            Self::NotYourTurn(_) => "not_your_turn",
            Self::NotOnTheBall(_) => "not_on_the_ball",
            Self::NoKickLeft(_) => "no_kick_left",
            Self::DeclarationNotOpen { .. } => "declaration_not_open",
            Self::StyleNotAllowed { .. } => "style_not_allowed",
            Self::BadOutcome(_) => "bad_outcome",
            Self::AlreadyMoved(_) => "already_moved",
            Self::Lying(_) => "lying",
            Self::TooFar { .. } => "too_far",
            Self::NoMove(_) => "no_move",
            Self::TeamMateInCell { .. } => "team_mate_in_cell",
            Self::HolderCannotMove(_) => "holder_cannot_move",
            Self::QuickRound(_) => "quick_round",
            Self::BallCellClosed(_) => "ball_cell_closed",
            Self::NoTackle(_) => "no_tackle",
            Self::KeeperSetup(_) => "keeper_setup",
            Self::NotAKeeper(_) => "not_a_keeper",
            Self::Placement { .. } => "placement",
            Self::PositioningIncomplete { .. } => "positioning_incomplete",
            Self::Substitution(_) => "substitution",
            Self::WallNotBroken(_) => "wall_not_broken",
            Self::ThrowInCellOccupied(_) => "throw_in_cell_occupied",
            Self::NoSlidingTackle(_) => "no_sliding_tackle",
            Self::NoHeaderStep(_) => "no_header_step",
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MatchOver => write!(f, "the match is over"),
            Self::WrongPhase { command, phase } => {
                write!(f, "{command} is not allowed now (phase {})", phase.name())
            }
            Self::ChoicePending(what) => write!(f, "the rules wait for a choice first: {what}"),
            Self::NotAnOption(what) => write!(f, "{what} is not one of the options now"),
            Self::HomeAdvantage(why) => write!(f, "no home advantage now: {why}"),
            Self::TimeUp(why) => write!(f, "the turn timer cannot run out now: {why}"),
            Self::Shootout(why) => write!(f, "not in a penalty shootout: {why}"),
            Self::UnknownPlayer(p) => write!(f, "{p} is not in this match"),
            Self::NotOnPitch(p) => write!(f, "{p} is not on the pitch"),
            Self::NotYourTurn(p) => write!(f, "{p}'s side does not act now"),
            Self::NotOnTheBall(p) => write!(f, "{p} is not on the ball"),
            Self::NoKickLeft(p) => write!(
                f,
                "{p} may not kick again: the ball is kicked once per turn unless a team-mate \
                 receives it and activates a skill"
            ),
            Self::DeclarationNotOpen { declare, reason } => {
                write!(f, "a {declare:?} cannot be declared: {reason}")
            }
            Self::StyleNotAllowed { style, reason } => {
                write!(f, "the {style:?} style is not allowed: {reason}")
            }
            Self::BadOutcome(why) => write!(f, "the kick outcome is unusable: {why}"),
            Self::AlreadyMoved(p) => write!(f, "{p} already moved this turn"),
            Self::Lying(p) => write!(
                f,
                "{p} lies on the pitch after losing a dribble: he only stands up in PHASE 3"
            ),
            Self::TooFar {
                player,
                distance,
                allowed,
            } => write!(
                f,
                "{player} may move {allowed} cell(s) now, that cell is {distance} away"
            ),
            Self::NoMove(p) => write!(f, "{p} is already in that cell"),
            Self::TeamMateInCell { player, cell } => {
                write!(f, "{player} cannot go to {cell}: a team-mate stands there")
            }
            Self::HolderCannotMove(p) => {
                write!(
                    f,
                    "{p} has the ball: only players without the ball move in PHASE 2"
                )
            }
            Self::QuickRound(why) => write!(f, "quick round: {why}"),
            Self::BallCellClosed(why) => write!(f, "the ball cell cannot be entered: {why}"),
            Self::NoTackle(why) => write!(f, "no tackle: {why}"),
            Self::KeeperSetup(why) => write!(f, "the goalkeeper cannot be set so: {why}"),
            Self::NotAKeeper(p) => write!(f, "{p} is not a goalkeeper"),
            Self::Placement {
                player,
                cell,
                reason,
            } => write!(f, "{player} cannot be placed in {cell}: {reason}"),
            Self::PositioningIncomplete { why, player, cell } => {
                write!(f, "re-positioning is not finished: ")?;
                match (player, cell) {
                    (Some(p), Some(c)) => write!(f, "{p} in {c}: {why}"),
                    (None, Some(c)) => write!(f, "{why} ({c})"),
                    _ => write!(f, "{why}"),
                }
            }
            Self::Substitution(why) => write!(f, "no substitution: {why}"),
            Self::WallNotBroken(c) => write!(
                f,
                "team-mates still share {c}: once the team moves it is one player per cell \
                 (a wall breaks up, a set-piece taker steps out of his team-mate's cell)"
            ),
            Self::ThrowInCellOccupied(c) => {
                write!(f, "no opponent may stay in the throw-in cell {c}")
            }
            Self::NoSlidingTackle(why) => write!(f, "no sliding tackle: {why}"),
            Self::NoHeaderStep(why) => write!(f, "no header step: {why}"),
        }
    }
}

impl std::error::Error for RuleError {}

/// Why a setup is not a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}
