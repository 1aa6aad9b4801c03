//! Events: what happened, in order. The UI animates them; scenario files match their names.

use crate::command::{Declaration, KeeperStance};
pub use crate::kinds::{
    Approach, CardColour, CodReason, DuelKind, MatchResult, RestartKind, RollPurpose,
};
use crate::note::Note;
use crate::outcome::KickStyle;
use crate::pitch::Cell;
use crate::rules::{Referee, Weather};
use crate::squad::{PlayerId, Side, Skill};
use serde::{Deserialize, Serialize};

/// Something that happened in the match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The coin decided who kicks off.
    CoinToss {
        /// The die rolled.
        roll: u8,
        /// The side that kicks off the first half.
        kicks_off: Side,
    },
    /// A phase began.
    Phase {
        /// The phase's name (see `Phase::name`).
        phase: String,
        /// The side that acts in it.
        side: Side,
    },
    /// A kick was taken.
    Kick {
        /// The kicker.
        by: PlayerId,
        /// Declaration.
        declare: Declaration,
        /// Style.
        style: KickStyle,
        /// The cell kicked from.
        from: Cell,
        /// The cells where the ball rests (empty when it left the pitch).
        rest: Vec<Cell>,
    },
    /// A declared one-touch skill was used for this kick.
    SkillUsed {
        /// The player.
        player: PlayerId,
        /// The skill.
        skill: Skill,
    },
    /// A shot was declared; the defence may set its goalkeeper.
    ShotDeclared {
        /// The shooter.
        by: PlayerId,
    },
    /// The goalkeeper was set for a shot.
    KeeperSet {
        /// The goalkeeper.
        keeper: PlayerId,
        /// His cell.
        cell: Cell,
        /// His stance.
        stance: KeeperStance,
    },
    /// The ball rests on a line: the cells count as one big cell.
    BallOnLine {
        /// The cells it touches.
        cells: Vec<Cell>,
    },
    /// A player took the ball.
    Possession {
        /// The player.
        player: PlayerId,
        /// The cell he took it in.
        cell: Cell,
        /// How many cells he moved to reach it.
        moved: u32,
        /// Why he won it.
        reason: CodReason,
    },
    /// The ball came to rest more than 3 cells from every player.
    LongBall {
        /// Cells every player may move in PHASES 2 and 3.
        cells: u32,
    },
    /// The first player in the penalty area to touch a cross heads it.
    Header {
        /// The player.
        player: PlayerId,
    },
    /// The goalkeeper picked the ball up in his area.
    KeeperPickUp {
        /// The goalkeeper.
        keeper: PlayerId,
    },
    /// A skill lets the player on the ball replay PHASE 1.
    SkillAvailable {
        /// The player.
        player: PlayerId,
        /// The skill.
        skill: Skill,
    },
    /// A skill was cancelled by a marking defender (blue) in the same cell.
    Marked {
        /// The marked player.
        player: PlayerId,
        /// The marker.
        by: PlayerId,
    },
    /// The other side won the ball and starts a new turn at once.
    CounterAttack {
        /// The side that won the ball.
        side: Side,
    },
    /// A player moved.
    Move {
        /// The player.
        player: PlayerId,
        /// From.
        from: Cell,
        /// To.
        to: Cell,
    },
    /// A die was rolled.
    Dice {
        /// The value.
        roll: u8,
        /// What it was for.
        purpose: RollPurpose,
    },
    /// A defender entered the ball cell.
    EnterBallCell {
        /// The defender.
        player: PlayerId,
        /// Where from.
        approach: Approach,
    },
    /// A tackle was tried.
    Tackle {
        /// The defender.
        player: PlayerId,
        /// Whether he won the ball.
        won: bool,
    },
    /// A dice duel was decided (both values 0: the defender had lost a tackle and loses the
    /// dribble without a roll).
    Duel {
        /// Dribble or tackle.
        kind: DuelKind,
        /// The player who challenges: the dribbler or the tackler.
        attacker: PlayerId,
        /// The player challenged: the 1v1 defender or the player on the ball.
        defender: PlayerId,
        /// The dribble or tackle value (die + skills).
        attack: u8,
        /// The 1v1 or ball defence value (die + skills).
        defence: u8,
        /// Who won the duel.
        winner: PlayerId,
    },
    /// A player lies on the pitch after losing a dribble.
    LiesDown {
        /// The player.
        player: PlayerId,
    },
    /// 2024 COMPLETE: a cross was declared; heading players may step, the defence may slide.
    CrossDeclared {
        /// The crosser.
        by: PlayerId,
    },
    /// 2024 COMPLETE, "COUP DE TÊTE": a heading player stepped 1 cell for the declared cross.
    HeaderStep {
        /// The player.
        player: PlayerId,
        /// From.
        from: Cell,
        /// To (in the penalty area).
        to: Cell,
    },
    /// 2024 COMPLETE, "MARQUAGE": a sliding tackle against a one-touch shot or cross.
    SlidingTackle {
        /// The defender.
        player: PlayerId,
        /// From.
        from: Cell,
        /// To.
        to: Cell,
        /// He stays standing ("+ MUR"); otherwise he lies down.
        standing: bool,
    },
    /// 2024 COMPLETE, "VITESSE": a free speed player stepped one cell before the CoD.
    SpeedStep {
        /// The player.
        player: PlayerId,
        /// From.
        from: Cell,
        /// To.
        to: Cell,
    },
    /// 2024 COMPLETE, "+ BORD DE HORS-JEU": an offside player stepped back to be onside.
    OffsideEdge {
        /// The player.
        player: PlayerId,
        /// Where he stood offside.
        from: Cell,
        /// The cell behind him.
        to: Cell,
    },
    /// 2024 COMPLETE, "+ ASSIST": the pass cancelled the marker's blue skill.
    Assist {
        /// The passer.
        passer: PlayerId,
        /// The receiver, free of his marker.
        player: PlayerId,
        /// The marker whose skill is cancelled.
        marker: PlayerId,
    },
    /// 2024 COMPLETE, "+ RÉFLEXES": the keeper rolled against a bomber.
    Reflexes {
        /// The goalkeeper.
        keeper: PlayerId,
        /// Whether the bomber skill is cancelled for this shot.
        cancelled: bool,
    },
    /// A lying player stood up at the end of his PHASE 3.
    StandsUp {
        /// The player.
        player: PlayerId,
    },
    /// A foul.
    Foul {
        /// Who committed it.
        by: PlayerId,
        /// Where.
        at: Cell,
    },
    /// A card.
    Card {
        /// The player.
        player: PlayerId,
        /// The colour.
        colour: CardColour,
    },
    /// A player was sent off.
    SentOff {
        /// The player.
        player: PlayerId,
    },
    /// An attacker was caught offside.
    Offside {
        /// The player.
        player: PlayerId,
    },
    /// The ball left the pitch.
    Out {
        /// The last player to touch it.
        last_touch: PlayerId,
    },
    /// A goal.
    Goal {
        /// The side that scores.
        side: Side,
        /// The player credited (the kicker; an own goal counts for the other side).
        scorer: PlayerId,
    },
    /// Play restarts with a set piece.
    Restart {
        /// Which restart.
        kind: RestartKind,
        /// The side that takes it.
        side: Side,
        /// The cell of the ball.
        cell: Cell,
    },
    /// A player was placed during re-positioning.
    Place {
        /// The player.
        player: PlayerId,
        /// The cell.
        cell: Cell,
    },
    /// A substitution.
    Substitution {
        /// Leaving.
        off: PlayerId,
        /// Coming on.
        on: PlayerId,
    },
    /// The timekeeping referee moved one cell.
    Clock {
        /// Half (1 or 2).
        half: u8,
        /// Cells walked by the referees this half (0-33).
        steps: u8,
        /// The match minute.
        minute: u8,
    },
    /// Classic "EXTRA TIME": the referees add cells at the end of the half.
    AddedTime {
        /// Cells added (1 per goal and per substitution this half, at most 5).
        cells: u8,
    },
    /// The referee whistled the end of the first half.
    HalfTime,
    /// The second half began (ends swapped).
    SecondHalf {
        /// The side kicking off.
        kicks_off: Side,
    },
    /// The referee and the weather drawn for a TOURNAMENT match.
    MatchConditions {
        /// Normal or strict.
        referee: Referee,
        /// Clear or bad.
        weather: Weather,
    },
    /// The home coach declared his home advantage for the next duel die.
    HomeAdvantage {
        /// Declarations left this match.
        left: u8,
    },
    /// The home advantage added 2 to a duel die.
    HomeAdvantageUsed {
        /// The home player whose die it was.
        player: PlayerId,
        /// The die as rolled (the duel counts it + 2).
        roll: u8,
    },
    /// A fouled player got injured (TOURNAMENT, "BLESSURES").
    Injury {
        /// The player.
        player: PlayerId,
        /// His second injury this match: he moves one cell at most and misses the next match.
        serious: bool,
    },
    /// The VAR reviewed a penalty given for a dice-duel foul.
    Var {
        /// A 6 cancelled the penalty (play restarts with a goal kick).
        cancelled: bool,
    },
    /// From 60' every player feels the team's fatigue (TOURNAMENT, "FATIGUE DE L'ÉQUIPE").
    Fatigue,
    /// The turn timer ran out and the referee ended the phase.
    TimeUp {
        /// The side that was acting.
        side: Side,
        /// The phase that ended (see `Phase::name`).
        phase: String,
    },
    /// A half of extra time began.
    ExtraTime {
        /// 3 or 4.
        half: u8,
        /// The side kicking off.
        kicks_off: Side,
    },
    /// A drawn match goes to a penalty shootout.
    ShootoutStart {
        /// The side that kicks first.
        first: Side,
    },
    /// A shootout penalty was taken.
    ShootoutKick {
        /// The taker.
        taker: PlayerId,
        /// Whether he scored.
        scored: bool,
        /// Home goals in the shootout so far.
        home: u8,
        /// Away goals in the shootout so far.
        away: u8,
    },
    /// Classic PRO quick round, SYNCHRO: these players shifted inside their own cells.
    Synchro {
        /// The players who shifted.
        players: Vec<PlayerId>,
    },
    /// The referee whistled the end of the match.
    FullTime {
        /// The result.
        result: MatchResult,
    },
    /// What the rules note for themselves without telling it ([`Note`]).
    Note(Note),
}

impl Event {
    /// Whether it is told (everything but a [`Note`]): what narration, the record's digest
    /// and scenario event lists read.
    pub fn is_told(&self) -> bool {
        !matches!(self, Event::Note(_))
    }

    /// The event's snake_case name, as scenario files write it.
    pub fn name(&self) -> &'static str {
        match self {
            Event::CoinToss { .. } => "coin_toss",
            Event::Phase { .. } => "phase",
            Event::Kick { .. } => "kick",
            Event::SkillUsed { .. } => "skill_used",
            Event::ShotDeclared { .. } => "shot_declared",
            Event::KeeperSet { .. } => "keeper_set",
            Event::BallOnLine { .. } => "ball_on_line",
            Event::Possession { .. } => "possession",
            Event::LongBall { .. } => "long_ball",
            Event::Header { .. } => "header",
            Event::KeeperPickUp { .. } => "keeper_pick_up",
            Event::SkillAvailable { .. } => "skill_available",
            Event::Marked { .. } => "marked",
            Event::CounterAttack { .. } => "counter_attack",
            Event::Move { .. } => "move",
            Event::Dice { .. } => "dice",
            Event::EnterBallCell { .. } => "enter_ball_cell",
            Event::Tackle { .. } => "tackle",
            Event::Duel { .. } => "duel",
            Event::LiesDown { .. } => "lies_down",
            Event::StandsUp { .. } => "stands_up",
            Event::SpeedStep { .. } => "speed_step",
            Event::CrossDeclared { .. } => "cross_declared",
            Event::HeaderStep { .. } => "header_step",
            Event::SlidingTackle { .. } => "sliding_tackle",
            Event::OffsideEdge { .. } => "offside_edge",
            Event::Assist { .. } => "assist",
            Event::Reflexes { .. } => "reflexes",
            Event::Foul { .. } => "foul",
            Event::Card { .. } => "card",
            Event::SentOff { .. } => "sent_off",
            Event::Offside { .. } => "offside",
            Event::Out { .. } => "out",
            Event::Goal { .. } => "goal",
            Event::Restart { .. } => "restart",
            Event::Place { .. } => "place",
            Event::Substitution { .. } => "substitution",
            Event::Clock { .. } => "clock",
            Event::AddedTime { .. } => "added_time",
            Event::HalfTime => "half_time",
            Event::SecondHalf { .. } => "second_half",
            Event::MatchConditions { .. } => "match_conditions",
            Event::HomeAdvantage { .. } => "home_advantage",
            Event::HomeAdvantageUsed { .. } => "home_advantage_used",
            Event::Injury { .. } => "injury",
            Event::Var { .. } => "var",
            Event::Fatigue => "fatigue",
            Event::TimeUp { .. } => "time_up",
            Event::ExtraTime { .. } => "extra_time",
            Event::ShootoutStart { .. } => "shootout_start",
            Event::ShootoutKick { .. } => "shootout_kick",
            Event::Synchro { .. } => "synchro",
            Event::FullTime { .. } => "full_time",
            Event::Note(_) => "note",
        }
    }
}
