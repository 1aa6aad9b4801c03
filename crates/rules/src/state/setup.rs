//! A position to start a match from, as data (what a scenario file describes, or the
//! squads lined up at the coin toss), and the state it builds.

use super::{MatchState, PlayerState};
use crate::error::SetupError;
use crate::pitch::Cell;
use crate::roster::DuelNumbers;
use crate::rules::RuleSet;
use crate::situation::{Ball, Clock, Phase, PlayerStatus, Turn};
use crate::squad::{PLAYERS_ON_PITCH, PlayerId, SQUAD_SIZE, Side, SkillSet};
use crate::tallies::{ClassicState, ExtrasState, Shootout, TournamentState};
use std::sync::Arc;

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

impl Setup {
    /// The state of the position, as data: checked, its players and ball placed; what the
    /// rules then make of it (the fatigue of a late clock, the next penalty of a shootout
    /// under way) is `MatchState::from_setup`, in the `start` module.
    pub(crate) fn build(&self) -> Result<MatchState, SetupError> {
        let err = |s: String| Err(SetupError(s));
        if !matches!(
            self.phase,
            Phase::One | Phase::Two | Phase::Three | Phase::CoinToss
        ) {
            return err("a setup starts at the coin toss or in PHASE 1, 2 or 3".into());
        }
        let last = crate::length::last_half(&self.rules);
        if !(1..=last).contains(&self.clock.half)
            || self.clock.steps > crate::length::half_steps(&self.rules, self.clock.half)
        {
            return err(format!(
                "the clock has halves 1-{last} and at most {} steps in half {}",
                crate::length::half_steps(&self.rules, 1),
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
            let name = p.name.clone().unwrap_or_else(|| p.id.stand_in_name());
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
        state.extra.shootout = self.shootout;
        state.refresh_skills();
        for id in &self.absent {
            if let Some(p) = state.players.iter_mut().find(|p| p.id == *id) {
                p.status = PlayerStatus::Unavailable;
                p.cell = None;
            }
        }
        Ok(state)
    }
}
