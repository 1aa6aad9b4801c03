//! The match state: private fields behind read-only accessors. It changes only by applying
//! events ([`MatchState::apply`], in `apply`): executing a command applies the events it
//! decides, and a match replayed applies the same events again.

mod apply;

pub(crate) use apply::{emit, note};

use super::classic::ClassicState;
use super::command::KeeperStance;
use super::event::{CodReason, MatchResult, RestartKind};
use super::extras::{Coach, ExtrasState};
use super::pitch::{Cell, End, PitchPoint};
use super::roster::DuelNumbers;
use super::rules::{Edition, RuleSet};
use super::shootout::Shootout;
use super::squad::{PLAYERS_ON_PITCH, PlayerId, SQUAD_SIZE, Side, Skill, SkillSet, Squad};
use super::tournament::TournamentState;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

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
    pub declare: super::command::Declaration,
    /// How he struck the ball.
    pub style: super::outcome::KickStyle,
    /// Where the ball went.
    pub outcome: super::outcome::KickOutcome,
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

/// One player's state in the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerState {
    id: PlayerId,
    skills: SkillSet,
    cell: Option<Cell>,
    status: PlayerStatus,
    yellow: bool,
    moved: bool,
    one_touch_pass_used: bool,
    lying: bool,
    beaten: bool,
    sticker: SkillSet,
    injuries: u8,
    header_step: bool,
    duel: DuelNumbers,
    reserve_keeper: bool,
}

impl PlayerState {
    /// The player.
    pub fn id(&self) -> PlayerId {
        self.id
    }
    /// The skills he may use now (fewer than his sticker's when injured or tired in a
    /// TOURNAMENT match).
    pub fn skills(&self) -> SkillSet {
        self.skills
    }
    /// Every skill on his sticker.
    pub fn sticker(&self) -> SkillSet {
        self.sticker
    }
    /// Injuries this match (TOURNAMENT, "BLESSURES"); 2 is a serious injury.
    pub fn injuries(&self) -> u8 {
        self.injuries
    }
    /// His cell, when on the pitch.
    pub fn cell(&self) -> Option<Cell> {
        self.cell
    }
    /// On the pitch, on the bench, substituted or sent off.
    pub fn status(&self) -> PlayerStatus {
        self.status
    }
    /// Whether he has a yellow card.
    pub fn booked(&self) -> bool {
        self.yellow
    }
    /// Whether he already moved this turn.
    pub fn moved(&self) -> bool {
        self.moved
    }
    /// Whether he used his one-touch pass (yellow) this turn.
    pub fn one_touch_pass_used(&self) -> bool {
        self.one_touch_pass_used
    }
    /// Whether he lies on the pitch after losing a dribble (2024 COMPLETE, "DRIBBLING"): out
    /// of the CoD until he stands up in his PHASE 3.
    pub fn lying(&self) -> bool {
        self.lying
    }
    /// Whether he lost a tackle and so loses the next dribble against him without a roll.
    pub fn beaten(&self) -> bool {
        self.beaten
    }
    /// Whether he stepped for a header on the declared cross (2024 COMPLETE, "COUP DE TÊTE").
    pub fn header_step(&self) -> bool {
        self.header_step
    }
    /// His Classic duel numbers (printed, or read from his skills when none are printed).
    pub fn duel(&self) -> DuelNumbers {
        self.duel
    }
    /// Whether he is the reserve goalkeeper who came on in a sent-off keeper's peg
    /// ([`super::reserve`]): his printed duel values replace the points per section.
    pub fn reserve_keeper(&self) -> bool {
        self.reserve_keeper
    }
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
    pub declare: super::command::Declaration,
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

/// The state of a match. Cheap to clone: the AI clones it to try commands.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchState {
    rules: RuleSet,
    names: Arc<Vec<(PlayerId, String)>>,
    players: Vec<PlayerState>,
    ball: Ball,
    score: [u8; 2],
    clock: Clock,
    phase: Phase,
    to_play: Side,
    first_kick_off: Side,
    turn: Turn,
    restart: Option<Restart>,
    pending: Option<Pending>,
    subs_used: [u8; 2],
    cup: TournamentState,
    extra: ExtrasState,
    classic: ClassicState,
}

/// Index of a side in per-side arrays.
pub(crate) const fn side_index(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

impl MatchState {
    /// The rule set.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }
    /// Where the match stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The attacking side: the one with the ball, or the one taking the restart.
    pub fn to_play(&self) -> Side {
        self.to_play
    }
    /// The side whose coach must send the next command.
    pub fn acting_side(&self) -> Side {
        self.acting_side_in(self.phase)
    }
    /// The side that would act in `phase`, with the decision awaited now.
    pub fn acting_side_in(&self, phase: Phase) -> Side {
        match (&self.pending, phase) {
            (Some(Pending::KeeperSetup { .. }), _) => self.to_play.opponent(),
            (Some(Pending::Receiver { candidates, .. }), _) => {
                candidates.first().map_or(self.to_play, |p| p.side)
            }
            (Some(Pending::BallCell { player, .. }), _) => player.side,
            (Some(Pending::Bump { player }), _) => player.side,
            (Some(Pending::IntentionalFoul { defender, .. }), _) => defender.side,
            (Some(Pending::CrossDeclared { crosser, defence }), _) => {
                if *defence {
                    crosser.side.opponent()
                } else {
                    crosser.side
                }
            }
            (_, Phase::Positioning { placing }) => placing,
            (_, Phase::Three) => self.to_play.opponent(),
            _ => self.to_play,
        }
    }
    /// The choice the rules wait for, if any.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }
    /// The ball.
    pub fn ball(&self) -> Ball {
        self.ball
    }
    /// The player on the ball.
    pub fn holder(&self) -> Option<PlayerId> {
        self.ball.holder
    }
    /// Goals of a side.
    pub fn score(&self, side: Side) -> u8 {
        self.score[side_index(side)]
    }
    /// The clock.
    pub fn clock(&self) -> Clock {
        self.clock
    }
    /// The restart waiting to be taken.
    pub fn restart(&self) -> Option<Restart> {
        self.restart
    }
    /// The current turn's counters.
    pub fn turn(&self) -> &Turn {
        &self.turn
    }
    /// Substitutions a side made.
    pub fn substitutions_used(&self, side: Side) -> u8 {
        self.subs_used[side_index(side)]
    }
    /// What the Classic edition keeps track of (added time, line-up step, substitutions due).
    pub fn classic(&self) -> &ClassicState {
        &self.classic
    }
    /// The side that kicked off the first half.
    pub fn first_kick_off(&self) -> Side {
        self.first_kick_off
    }
    /// Every player of both squads.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    /// One player.
    pub fn player(&self, id: PlayerId) -> Option<&PlayerState> {
        self.players.iter().find(|p| p.id == id)
    }
    /// A player's name.
    pub fn name(&self, id: PlayerId) -> Option<&str> {
        self.names
            .iter()
            .find(|(p, _)| *p == id)
            .map(|(_, n)| n.as_str())
    }
    /// A player's cell, when he is on the pitch.
    pub fn position(&self, id: PlayerId) -> Option<Cell> {
        self.player(id).and_then(|p| p.cell)
    }
    /// The players of a side on the pitch.
    pub fn on_pitch(&self, side: Side) -> impl Iterator<Item = &PlayerState> {
        self.players
            .iter()
            .filter(move |p| p.id.side == side && p.status == PlayerStatus::Pitch)
    }
    /// The players of a side in a cell.
    pub fn in_cell(&self, side: Side, cell: Cell) -> impl Iterator<Item = &PlayerState> {
        self.on_pitch(side).filter(move |p| p.cell == Some(cell))
    }
    /// Whether any player at all stands in a cell.
    pub fn cell_is_empty(&self, cell: Cell) -> bool {
        !self
            .players
            .iter()
            .any(|p| p.status == PlayerStatus::Pitch && p.cell == Some(cell))
    }
    /// The end a side attacks in the current half (ends swap at every half, extra time
    /// included: home attacks the away end in odd halves). In a penalty shootout both sides
    /// shoot at one goal: the side taking the next penalty attacks it.
    pub fn attacks(&self, side: Side) -> End {
        match self.extra.shootout {
            Some(shootout) => {
                let goal = self.attacks_in_half(shootout.first);
                if side == shootout.next_side() {
                    goal
                } else {
                    goal.opposite()
                }
            }
            None => self.attacks_in_half(side),
        }
    }
    /// The end a side attacks in the last half played.
    fn attacks_in_half(&self, side: Side) -> End {
        match (side, self.clock.half % 2 == 1) {
            (Side::Home, true) | (Side::Away, false) => End::Away,
            _ => End::Home,
        }
    }
    /// The match minute the clock shows (rule-aware: TOURNAMENT turns, quick match, extra
    /// time).
    pub fn minute(&self) -> u8 {
        super::extras::minute(&self.rules, self.clock)
    }
    /// The clock steps that make the half being played under the match's rules (33 referee
    /// cells; 17 full turns at TOURNAMENT level; fewer in a quick match or extra time): how
    /// far the referee walks in it.
    pub fn half_steps(&self) -> u8 {
        super::extras::half_steps(&self.rules, self.clock.half)
    }
    /// The TOURNAMENT conditions and counters of this match.
    pub fn tournament(&self) -> &TournamentState {
        &self.cup
    }
    /// The penalty shootout, once it started.
    pub fn shootout(&self) -> Option<Shootout> {
        self.extra.shootout
    }
    /// The coach who decides now (4-player mode: the two coaches of a side alternate turns).
    pub fn acting_coach(&self) -> Coach {
        super::extras::acting_coach(self)
    }
    /// Turns begun (PHASES 1 entered) so far.
    pub fn turn_number(&self) -> u32 {
        self.extra.turn_number
    }
    /// The end a side defends in the current half.
    pub fn defends(&self, side: Side) -> End {
        self.attacks(side).opposite()
    }
    /// Whether a player is a goalkeeper under this edition (violet in 2024, black-X in Classic).
    pub fn is_keeper(&self, id: PlayerId) -> bool {
        let skill = match self.rules.edition {
            Edition::Y2024 => Skill::Violet,
            Edition::Classic => Skill::BlackX,
        };
        self.player(id).is_some_and(|p| p.skills.has(skill))
    }
    /// A side's goalkeeper on the pitch.
    pub fn keeper(&self, side: Side) -> Option<PlayerId> {
        self.on_pitch(side)
            .map(|p| p.id)
            .find(|id| self.is_keeper(*id))
    }
    /// The final result, once the match is over.
    pub fn result(&self) -> Option<MatchResult> {
        (self.phase == Phase::FullTime).then(|| self.current_result())
    }
    /// The result if the match ended now.
    pub fn current_result(&self) -> MatchResult {
        let [home, away] = self.score;
        let shootout = self.extra.shootout;
        let winner = match home.cmp(&away) {
            std::cmp::Ordering::Greater => Some(Side::Home),
            std::cmp::Ordering::Less => Some(Side::Away),
            std::cmp::Ordering::Equal => shootout.and_then(|s| s.winner()),
        };
        MatchResult {
            home,
            away,
            winner,
            shootout: shootout.map(|s| s.scored),
        }
    }

    /// Builds a state from a position (scenarios, tests, puzzles).
    pub fn from_setup(setup: &Setup) -> Result<MatchState, SetupError> {
        setup.build()
    }

    /// A new match at the coin toss, both squads in the standard formation.
    pub fn new_match(rules: RuleSet, home: &Squad, away: &Squad) -> Result<MatchState, SetupError> {
        Self::new_match_without(rules, home, away, &[])
    }

    /// A new match at the coin toss with `absent` players out of it (unavailable, off the
    /// pitch): a competition's match, or a saved one replayed from its record.
    pub fn new_match_without(
        rules: RuleSet,
        home: &Squad,
        away: &Squad,
        absent: &[PlayerId],
    ) -> Result<MatchState, SetupError> {
        let mut players = Vec::new();
        let mut duel_numbers = Vec::new();
        for (side, squad) in [(Side::Home, home), (Side::Away, away)] {
            squad
                .validate()
                .map_err(|e| SetupError(format!("{} squad: {e}", side.name())))?;
            for (i, p) in squad.players.iter().enumerate() {
                let cell = FORMATION.get(i).copied();
                let cell = match side {
                    Side::Home => cell,
                    Side::Away => cell.map(Cell::rotated_half_turn),
                };
                let id = PlayerId {
                    side,
                    number: p.number,
                };
                if let Some(d) = p.duel {
                    duel_numbers.push((id, d));
                }
                players.push(SetupPlayer {
                    id,
                    name: Some(p.name.clone()),
                    cell,
                    skills: p.skills,
                });
            }
        }
        let setup = Setup {
            rules,
            players,
            ball: Cell::CENTRE,
            holder: None,
            to_play: Side::Home,
            phase: Phase::CoinToss,
            duel_numbers,
            absent: absent.to_vec(),
            ..Setup::default()
        };
        setup.build()
    }
}

/// The standard formation of the home side in the first half (the away side is its half
/// turn): the first eleven of a squad, in squad order.
const FORMATION: [Cell; PLAYERS_ON_PITCH] = [
    Cell::of('E', 1),
    Cell::of('B', 3),
    Cell::of('D', 3),
    Cell::of('F', 3),
    Cell::of('H', 3),
    Cell::of('D', 5),
    Cell::of('A', 5),
    Cell::of('F', 5),
    Cell::of('E', 5),
    Cell::of('C', 5),
    Cell::of('I', 5),
];

/// One player of a [`Setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupPlayer {
    /// The player.
    pub id: PlayerId,
    /// His name (defaults to "Home 9").
    pub name: Option<String>,
    /// His cell, or `None` for the bench.
    pub cell: Option<Cell>,
    /// His skills.
    pub skills: SkillSet,
}

/// A position to start from: what a scenario file describes.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// The rule set.
    pub rules: RuleSet,
    /// Every player (on the pitch or on the bench).
    pub players: Vec<SetupPlayer>,
    /// The ball's cell.
    pub ball: Cell,
    /// The player on the ball.
    pub holder: Option<PlayerId>,
    /// The attacking side.
    pub to_play: Side,
    /// The phase to start in (PHASE 1, 2 or 3, or the coin toss).
    pub phase: Phase,
    /// Half and referee steps.
    pub clock: Clock,
    /// Goals so far, home then away.
    pub score: [u8; 2],
    /// Cells the defenders may move in PHASE 3 (the attackers' largest move); 0 = quick round.
    pub phase3_allowance: u8,
    /// Players already booked.
    pub booked: Vec<PlayerId>,
    /// The goalkeeper holds the ball in his hands.
    pub in_hands: bool,
    /// The next kick is the first pass of a counter-attack.
    pub counter_attack: bool,
    /// Players injured once already (TOURNAMENT, "BLESSURES"); listed twice = seriously.
    pub injured: Vec<PlayerId>,
    /// A penalty shootout under way: its next penalty is set up at once.
    pub shootout: Option<Shootout>,
    /// Printed Classic duel numbers; players not listed read theirs from their skills.
    pub duel_numbers: Vec<(PlayerId, DuelNumbers)>,
    /// Players who miss the match (a competition's suspended and seriously injured players):
    /// unavailable, off the pitch.
    pub absent: Vec<PlayerId>,
}

impl Default for Setup {
    fn default() -> Self {
        Self {
            rules: RuleSet::default(),
            players: Vec::new(),
            ball: Cell::CENTRE,
            holder: None,
            to_play: Side::Home,
            phase: Phase::One,
            clock: Clock { half: 1, steps: 0 },
            score: [0, 0],
            phase3_allowance: 3,
            booked: Vec::new(),
            in_hands: false,
            counter_attack: false,
            injured: Vec::new(),
            shootout: None,
            duel_numbers: Vec::new(),
            absent: Vec::new(),
        }
    }
}

/// Why a setup is not a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    fn build(&self) -> Result<MatchState, SetupError> {
        let err = |s: String| Err(SetupError(s));
        if !matches!(
            self.phase,
            Phase::One | Phase::Two | Phase::Three | Phase::CoinToss
        ) {
            return err("a setup starts at the coin toss or in PHASE 1, 2 or 3".into());
        }
        let last = super::extras::last_half(&self.rules);
        if !(1..=last).contains(&self.clock.half)
            || self.clock.steps > super::extras::half_steps(&self.rules, self.clock.half)
        {
            return err(format!(
                "the clock has halves 1-{last} and at most {} steps in half {}",
                super::extras::half_steps(&self.rules, 1),
                self.clock.half
            ));
        }
        let mut players = Vec::new();
        let mut names = Vec::new();
        for p in &self.players {
            if players.iter().any(|q: &PlayerState| q.id == p.id) {
                return err(format!("{} is listed twice", p.id));
            }
            if let Some(c) = p.cell
                && players
                    .iter()
                    .any(|q: &PlayerState| q.id.side == p.id.side && q.cell == Some(c))
            {
                return err(format!(
                    "{} and a team-mate are both in {c}: one player per team per cell",
                    p.id
                ));
            }
            players.push(PlayerState {
                id: p.id,
                skills: p.skills,
                cell: p.cell,
                status: if p.cell.is_some() {
                    PlayerStatus::Pitch
                } else {
                    PlayerStatus::Bench
                },
                yellow: self.booked.contains(&p.id),
                moved: false,
                one_touch_pass_used: false,
                lying: false,
                beaten: false,
                sticker: p.skills,
                injuries: u8::try_from(self.injured.iter().filter(|i| **i == p.id).count())
                    .unwrap_or(u8::MAX),
                header_step: false,
                duel: self
                    .duel_numbers
                    .iter()
                    .find(|(id, _)| *id == p.id)
                    .map_or_else(|| DuelNumbers::from_skills(p.skills), |(_, d)| *d),
                reserve_keeper: false,
            });
            let name = p.name.clone().unwrap_or_else(|| {
                let side = match p.id.side {
                    Side::Home => "Home",
                    Side::Away => "Away",
                };
                format!("{side} {}", p.id.number.0)
            });
            names.push((p.id, name));
        }
        for side in Side::BOTH {
            let on = players
                .iter()
                .filter(|p| p.id.side == side && p.cell.is_some())
                .count();
            let all = players.iter().filter(|p| p.id.side == side).count();
            if on > PLAYERS_ON_PITCH || all > SQUAD_SIZE {
                return err(format!(
                    "{} has {on} players on the pitch and {all} in all: at most 11 and 16",
                    side.name()
                ));
            }
        }
        if let Some(h) = self.holder {
            match players.iter().find(|p| p.id == h) {
                Some(p) if p.cell == Some(self.ball) => {}
                Some(_) => {
                    return err(format!(
                        "the holder {h} is not in the ball cell {}",
                        self.ball
                    ));
                }
                None => return err(format!("the holder {h} is not listed")),
            }
            if h.side != self.to_play {
                return err(format!("the holder {h} must belong to the side to play"));
            }
        } else if matches!(self.phase, Phase::One | Phase::Two | Phase::Three) {
            return err("PHASES 1-3 need a player on the ball (ball.holder)".into());
        }
        let mut state = MatchState {
            rules: self.rules,
            names: Arc::new(names),
            players,
            ball: Ball {
                cell: self.ball,
                holder: self.holder,
                in_hands: self.in_hands,
            },
            score: self.score,
            clock: self.clock,
            phase: self.phase,
            to_play: self.to_play,
            first_kick_off: Side::Home,
            turn: Turn {
                attack_max_move: if self.phase == Phase::Three {
                    self.phase3_allowance
                } else {
                    0
                },
                counter_attack: self.counter_attack,
                ..Turn::default()
            },
            restart: None,
            pending: None,
            subs_used: [0, 0],
            cup: TournamentState::new(&self.rules),
            extra: ExtrasState {
                turn_number: u32::from(self.phase != Phase::CoinToss),
                shootout: None,
            },
            classic: ClassicState::default(),
        };
        // The position's own events (the fatigue of a clock past 60', the next penalty of a
        // shootout under way) make its start; they are not part of any match's history.
        let mut start = Vec::new();
        super::tournament::after_clock(&mut state, &mut start);
        state.refresh_skills();
        if let Some(shootout) = self.shootout {
            state.extra.shootout = Some(shootout);
            super::shootout::next_penalty(&mut state, &mut start);
        }
        for id in &self.absent {
            if let Some(p) = state.players.iter_mut().find(|p| p.id == *id) {
                p.status = PlayerStatus::Unavailable;
                p.cell = None;
            }
        }
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_reads_like_the_referees() {
        let c = |half, steps| Clock { half, steps };
        assert_eq!(c(1, 0).minute(), 0);
        assert_eq!(c(1, 11).minute(), 15);
        assert_eq!(c(1, 11).referee(), 2);
        assert_eq!(c(1, 33).minute(), 45);
        assert_eq!(c(2, 22).minute(), 75);
        assert!(c(1, 33).time_is_up());
    }

    #[test]
    fn a_new_match_starts_at_the_coin_toss_with_eleven_a_side() {
        let squad = Squad::standard_base();
        let s = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("valid");
        assert_eq!(s.phase(), Phase::CoinToss);
        for side in Side::BOTH {
            assert_eq!(s.on_pitch(side).count(), 11);
            assert!(s.keeper(side).is_some());
        }
        assert_eq!(s.attacks(Side::Home), End::Away);
    }
}
