//! The match state: private fields behind read-only accessors. It changes only by applying
//! events ([`MatchState::apply`], in `apply`): executing a command applies the events it
//! decides, and a match replayed applies the same events again. How a match starts from a
//! position is `setup` (the squads' kick-off and the topics' part of it: the `start` module).

mod apply;
pub mod setup;

pub(crate) use apply::{emit, note};
pub use setup::{Setup, SetupPlayer};

pub use crate::error::SetupError;
use crate::kinds::MatchResult;
use crate::pitch::{Cell, End};
use crate::rules::{Edition, RuleSet};
pub use crate::situation::{
    Ball, Clock, HeldKick, LastKick, Pending, Phase, PlayerStatus, Replay, Restart, Turn,
};
use crate::squad::{DuelNumbers, PlayerId, Side, Skill, SkillSet};
pub(crate) use crate::tallies::side_index;
use crate::tallies::{ClassicState, Coach, ExtrasState, Shootout, TournamentState};
use std::sync::Arc;

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
    /// (the `reserve` module): his printed duel values replace the points per section.
    pub fn reserve_keeper(&self) -> bool {
        self.reserve_keeper
    }
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
        crate::length::minute(&self.rules, self.clock)
    }
    /// The clock steps that make the half being played under the match's rules (33 referee
    /// cells; 17 full turns at TOURNAMENT level; fewer in a quick match or extra time): how
    /// far the referee walks in it.
    pub fn half_steps(&self) -> u8 {
        crate::length::half_steps(&self.rules, self.clock.half)
    }
    /// The TOURNAMENT conditions and counters of this match.
    pub fn tournament(&self) -> &TournamentState {
        &self.cup
    }
    /// The penalty shootout, once it started.
    pub fn shootout(&self) -> Option<Shootout> {
        self.extra.shootout
    }
    /// The coach who decides now: in the 4-player mode the two coaches of each side take
    /// alternate turns (Soccer City "4-Player Mode": "Turn alternate from one coach to
    /// other"); coach 1 of both sides plays the odd turns, coach 2 the even ones. A turn
    /// begins with its PHASE 1; a set piece is arranged by the coaches of the turn it
    /// interrupts.
    pub fn acting_coach(&self) -> Coach {
        let seat = if self.rules.extras.four_players {
            1 + u8::from(self.extra.turn_number.saturating_sub(1) % 2 == 1)
        } else {
            1
        };
        Coach {
            side: self.acting_side(),
            seat,
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::squad::Squad;

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
