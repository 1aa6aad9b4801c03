//! Where play stands: the phase, the decision the rules wait for, the restart waiting, the
//! referees' clock, the turn's counters, the ball. The match state is made of these, and the
//! notes that change it name them.

use crate::command::{Declaration, KeeperStance};
use crate::kinds::{CodReason, RestartKind};
use crate::outcome::{KickOutcome, KickStyle};
use crate::pitch::{Cell, PitchPoint};
use crate::squad::{PlayerId, Side};
use serde::{Deserialize, Serialize};

/// Where the match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Before the coin toss.
    CoinToss,
    /// Re-positioning before a set piece: `placing` places its players now.
    Positioning {
        /// The side placing its players.
        placing: Side,
    },
    /// The throw-in taker walks up to 3 cells to the throw-in point.
    ThrowIn,
    /// PHASE 1: kicking the ball.
    One,
    /// PHASE 2: the attackers move.
    Two,
    /// PHASE 3: the defenders move.
    Three,
    /// The match is over.
    FullTime,
}

impl Phase {
    /// The phase of a short name ([`Phase::name`]); `side` is the side placing its players
    /// when it names the re-positioning.
    pub fn named(name: &str, side: Side) -> Option<Phase> {
        Some(match name {
            "coin_toss" => Phase::CoinToss,
            "positioning" => Phase::Positioning { placing: side },
            "throw_in" => Phase::ThrowIn,
            "1" => Phase::One,
            "2" => Phase::Two,
            "3" => Phase::Three,
            "full_time" => Phase::FullTime,
            _ => return None,
        })
    }

    /// A short name: `coin_toss`, `positioning`, `throw_in`, `1`, `2`, `3`, `full_time`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::CoinToss => "coin_toss",
            Phase::Positioning { .. } => "positioning",
            Phase::ThrowIn => "throw_in",
            Phase::One => "1",
            Phase::Two => "2",
            Phase::Three => "3",
            Phase::FullTime => "full_time",
        }
    }
}

/// A choice the rules wait for before play goes on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    /// A shot was declared: the defence sets its goalkeeper (or just gives its OK).
    KeeperSetup {
        /// The player who will shoot.
        shooter: PlayerId,
    },
    /// The goalkeeper is set: the declared shot must be taken now.
    ShotReady {
        /// The player who will shoot.
        shooter: PlayerId,
    },
    /// Team-mates tied in the CoD: their coach chooses who takes the ball.
    Receiver {
        /// The tied players.
        candidates: Vec<PlayerId>,
        /// The cells the ball lies on.
        cells: Vec<Cell>,
        /// Why they won the CoD.
        reason: CodReason,
    },
    /// The ball lies on a line: the player who won it chooses his cell.
    BallCell {
        /// The winner.
        player: PlayerId,
        /// The cells the ball lies on.
        cells: Vec<Cell>,
        /// Why he won the CoD.
        reason: CodReason,
    },
    /// 2024 COMPLETE, "DRIBBLING": the dribbler won the roll; the beaten defender may commit
    /// an intentional foul (`foul`, a caution) or let him go (`end_phase`).
    IntentionalFoul {
        /// The beaten defender (or goalkeeper).
        defender: PlayerId,
        /// The kick that goes on if he lets the dribbler go.
        kick: HeldKick,
    },
    /// 2024 COMPLETE: a cross was declared; the attackers' (`defence` false) then the
    /// defence's heading players may step 1 cell into the penalty area, and against a
    /// one-touch cross the defence may make sliding tackles; `end_phase` ends each stage.
    CrossDeclared {
        /// The player who will cross.
        crosser: PlayerId,
        /// The defence answers now.
        defence: bool,
    },
    /// The declared cross must be played now.
    CrossReady {
        /// The player who will cross.
        crosser: PlayerId,
    },
    /// In PHASE 3 a defender moved into a team-mate's cell: the team-mate may step to an
    /// adjacent empty cell, and must leave before the phase ends.
    Bump {
        /// The team-mate who must step aside.
        player: PlayerId,
    },
}

/// A dribble waiting for the beaten defender's choice: the kick that goes on without a foul.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HeldKick {
    /// The dribbler.
    pub by: PlayerId,
    /// A drive (or the dribble on the goalkeeper).
    pub declare: Declaration,
    /// How he struck the ball.
    pub style: KickStyle,
    /// Where the ball went.
    pub outcome: KickOutcome,
    /// The dribble was on the goalkeeper after a declared one-touch shot.
    pub on_keeper: bool,
}

/// A restart waiting to be taken.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Restart {
    /// Which restart.
    pub kind: RestartKind,
    /// The side taking it.
    pub side: Side,
    /// The cell of the ball.
    pub cell: Cell,
    /// The point of the ball, in centimetres (distances of 9.6 cm are measured from it).
    pub point: PitchPoint,
}

/// What happened to a player so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerStatus {
    /// On the pitch.
    Pitch,
    /// On the bench, available.
    Bench,
    /// Substituted: he may not come back.
    Substituted,
    /// Sent off.
    SentOff,
    /// Misses this match (suspended or seriously injured in a competition's last match).
    Unavailable,
}

/// The timekeeping referees: three walk 11 cells each per half (2024 BASE, "TEMPS").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Clock {
    /// 1 or 2.
    pub half: u8,
    /// Cells walked this half, 0 to [`Clock::STEPS_PER_HALF`].
    pub steps: u8,
}

impl Clock {
    /// Cells walked by one referee: 15 minutes (2024 BASE, "TEMPS").
    pub const STEPS_PER_REFEREE: u8 = 11;
    /// Three referees per half: 45 minutes.
    pub const STEPS_PER_HALF: u8 = 33;

    /// The match minute shown by the referees.
    pub fn minute(self) -> u8 {
        let within = (u16::from(self.steps) * 15 / u16::from(Self::STEPS_PER_REFEREE)) as u8;
        45 * (self.half - 1) + within
    }

    /// The referee walking now (1, 2 or 3).
    pub fn referee(self) -> u8 {
        (self.steps / Self::STEPS_PER_REFEREE + 1).min(3)
    }

    /// Whether the referees reached 45 minutes of this half.
    pub fn time_is_up(self) -> bool {
        self.steps >= Self::STEPS_PER_HALF
    }
}

/// The declarations the player on the ball may still make in this PHASE 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Replay {
    /// The player allowed to kick again.
    pub player: Option<PlayerId>,
    /// A pass or a drive (yellow, or a header).
    pub pass: bool,
    /// A cross (green).
    pub cross: bool,
    /// A shot (red, or a header).
    pub shot: bool,
    /// The kick must be a header (after a cross).
    pub header: bool,
    /// The pass right comes from the yellow skill.
    pub by_yellow: bool,
}

/// The state of the current turn.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Turn {
    /// Kicks taken in this PHASE 1.
    pub kicks: u8,
    /// The right to kick again after a skill or header.
    pub replay: Replay,
    /// A cross was declared this turn (once per turn).
    pub cross_used: bool,
    /// A shot was declared this turn (once per turn).
    pub shot_used: bool,
    /// The next kick is the first pass of a counter-attack (it loses ties).
    pub counter_attack: bool,
    /// Largest move of an attacker in PHASES 1 and 2 (sets the PHASE 3 allowance).
    pub attack_max_move: u8,
    /// Someone moved since the referee last could move.
    pub moved_since_clock: bool,
    /// Cells a long ball lets everyone move in PHASES 2 and 3.
    pub long_ball: Option<u8>,
    /// Defenders moved in this PHASE 3.
    pub defenders_moved: u8,
    /// A tackle was tried this PHASE 3.
    pub tackle_tried: bool,
    /// In a quick round, the one player besides the goalkeeper has moved.
    pub quick_round_player_moved: bool,
    /// The goalkeeper's stance for the declared shot.
    pub keeper_stance: Option<KeeperStance>,
    /// The last kick of this PHASE 1.
    pub last_kick: Option<LastKick>,
    /// 2024 COMPLETE, "+ RÉFLEXES": the keeper cancelled the bomber for the declared shot.
    pub bomber_cancelled: bool,
    /// Cells the player on the ball walked to reach it (a sliding tackle covers as many).
    pub reach_walk: u8,
    /// Sliding tackles made this turn.
    pub sliding_tackles: u8,
}

/// What the rules remember of the last kick while they resolve it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastKick {
    /// The kicker.
    pub by: PlayerId,
    /// His declaration.
    pub declare: Declaration,
    /// The cell he kicked from.
    pub from: Cell,
    /// The restart this kick took, if any.
    pub restart: Option<RestartKind>,
    /// It was the first pass of a counter-attack.
    pub counter: bool,
}

/// The ball.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ball {
    /// The cell it lies in.
    pub cell: Cell,
    /// The player who has it.
    pub holder: Option<PlayerId>,
    /// The goalkeeper holds it in his hands.
    pub in_hands: bool,
}
