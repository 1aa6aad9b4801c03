//! The one place a match changes: [`MatchState::apply`] applies one event. Executing a
//! command decides its events and applies them one by one as they are decided
//! ([`emit`]); a match's history replayed is the same events applied to its start.

use super::{MatchState, PlayerState, side_index};
use crate::event::{CardColour, Event};
use crate::note::Note;
use crate::pitch::Cell;
use crate::situation::{Ball, Clock, LastKick, Phase, PlayerStatus, Replay, Turn};
use crate::squad::DuelNumbers;
use crate::squad::{PlayerId, SkillSet};
use crate::tallies::{Shootout, section_limit, usable};

/// Applies `event` to `state` and records it in `events`: how the rules change a match.
pub(crate) fn emit(state: &mut MatchState, events: &mut Vec<Event>, event: Event) {
    state.apply(&event);
    events.push(event);
}

/// Applies and records a note ([`emit`]).
pub(crate) fn note(state: &mut MatchState, events: &mut Vec<Event>, note: Note) {
    emit(state, events, Event::Note(note));
}

impl MatchState {
    /// Applies one event: the only way the state of a match changes.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::Note(note) => self.apply_note(note),
            Event::CoinToss { kicks_off, .. } => self.first_kick_off = *kicks_off,
            Event::Phase { phase, side } => self.enter_phase(phase, *side),
            Event::SkillUsed { player, skill } => {
                if *skill == crate::squad::Skill::Yellow {
                    self.with_player(*player, |p| p.one_touch_pass_used = true);
                }
            }
            Event::KeeperSet {
                keeper,
                cell,
                stance,
            } => {
                self.with_player(*keeper, |p| p.cell = Some(*cell));
                self.turn.keeper_stance = Some(*stance);
            }
            Event::Possession { player, cell, .. } => {
                self.with_player(*player, |p| p.cell = Some(*cell));
                self.ball = Ball {
                    cell: *cell,
                    holder: Some(*player),
                    in_hands: false,
                };
                self.to_play = player.side;
            }
            Event::LongBall { cells } => {
                self.turn.long_ball = Some(u8::try_from(*cells).unwrap_or(u8::MAX));
            }
            Event::KeeperPickUp { .. } => self.ball.in_hands = true,
            Event::CounterAttack { .. } => self.turn.counter_attack = true,
            Event::Move { player, to, .. }
            | Event::SpeedStep { player, to, .. }
            | Event::OffsideEdge { player, to, .. } => self.relocate(*player, *to),
            Event::HeaderStep { player, to, .. } => {
                self.relocate(*player, *to);
                self.with_player(*player, |p| p.header_step = true);
            }
            Event::SlidingTackle {
                player,
                to,
                standing,
                ..
            } => {
                self.relocate(*player, *to);
                self.with_player(*player, |p| {
                    p.moved = true;
                    p.lying = !standing;
                });
                self.turn.sliding_tackles += 1;
            }
            Event::LiesDown { player } => self.with_player(*player, |p| p.lying = true),
            Event::StandsUp { player } => self.with_player(*player, |p| p.lying = false),
            Event::Reflexes { cancelled, .. } => self.turn.bomber_cancelled = *cancelled,
            Event::Card { player, colour } => {
                if *colour == CardColour::Yellow {
                    self.with_player(*player, |p| p.yellow = true);
                }
            }
            Event::SentOff { player } => {
                self.with_player(*player, |p| {
                    p.status = PlayerStatus::SentOff;
                    p.cell = None;
                });
                if self.ball.holder == Some(*player) {
                    self.ball.holder = None;
                }
            }
            Event::Goal { side, .. } => {
                // A shootout goal is not a match goal: the match score stays the draw.
                if self.extra.shootout.is_none() {
                    self.score[side_index(*side)] += 1;
                }
            }
            Event::Place { player, cell } => self.with_player(*player, |p| p.cell = Some(*cell)),
            Event::Substitution { off, on } => {
                let cell = self.player_mut(*off).and_then(|p| p.cell.take());
                self.with_player(*off, |p| p.status = PlayerStatus::Substituted);
                self.with_player(*on, |p| {
                    p.status = PlayerStatus::Pitch;
                    p.cell = cell;
                });
                self.subs_used[side_index(off.side)] += 1;
                self.refresh_skills();
            }
            Event::Clock { half, steps, .. } => {
                self.clock = Clock {
                    half: *half,
                    steps: *steps,
                }
            }
            Event::AddedTime { cells } => self.classic.added = Some(*cells),
            Event::SecondHalf { .. } => self.start_half(2),
            Event::ExtraTime { half, .. } => self.start_half(*half),
            Event::MatchConditions { referee, weather } => {
                self.cup.referee = *referee;
                self.cup.weather = *weather;
            }
            Event::HomeAdvantage { left } => {
                self.cup.home_advantage_left = *left;
                self.cup.home_advantage_armed = true;
            }
            Event::HomeAdvantageUsed { .. } => self.cup.home_advantage_armed = false,
            Event::Injury { player, .. } => {
                self.with_player(*player, |p| p.injuries = p.injuries.saturating_add(1));
                self.refresh_skills();
            }
            Event::Fatigue => {
                self.cup.fatigue = true;
                self.refresh_skills();
            }
            Event::ShootoutStart { first } => self.extra.shootout = Some(Shootout::new(*first)),
            Event::FullTime { .. } => {
                self.phase = Phase::FullTime;
                self.pending = None;
                self.restart = None;
            }
            // Told only: what they changed came in the events and notes around them.
            Event::Kick { .. }
            | Event::ShotDeclared { .. }
            | Event::BallOnLine { .. }
            | Event::Header { .. }
            | Event::SkillAvailable { .. }
            | Event::Marked { .. }
            | Event::Dice { .. }
            | Event::EnterBallCell { .. }
            | Event::Tackle { .. }
            | Event::Duel { .. }
            | Event::CrossDeclared { .. }
            | Event::Assist { .. }
            | Event::Foul { .. }
            | Event::Offside { .. }
            | Event::Out { .. }
            | Event::Restart { .. }
            | Event::HalfTime
            | Event::Var { .. }
            | Event::TimeUp { .. }
            | Event::ShootoutKick { .. }
            | Event::Synchro { .. } => {}
        }
    }

    fn apply_note(&mut self, note: &Note) {
        match note {
            Note::NewTurn => self.new_turn(),
            Note::Awaiting { pending } => self.pending = pending.clone(),
            Note::StopPlay { restart } => {
                self.restart = Some(*restart);
                self.pending = None;
                self.new_turn();
                self.ball = Ball {
                    cell: restart.cell,
                    holder: None,
                    in_hands: false,
                };
                self.to_play = restart.side;
            }
            Note::BallSet { cell, taker, side } => {
                self.ball = Ball {
                    cell: *cell,
                    holder: *taker,
                    in_hands: false,
                };
                self.to_play = *side;
            }
            Note::Struck {
                by,
                declare,
                from,
                restart,
                counter,
            } => self.strike(LastKick {
                by: *by,
                declare: *declare,
                from: *from,
                restart: *restart,
                counter: *counter,
            }),
            Note::BallRests { cell } => self.ball.cell = *cell,
            Note::BallHeld { player } => self.ball.holder = Some(*player),
            Note::InHands { held } => self.ball.in_hands = *held,
            Note::Replay { replay } => self.turn.replay = *replay,
            Note::Moved { player } => self.with_player(*player, |p| p.moved = true),
            Note::Movement { since_clock } => self.turn.moved_since_clock = *since_clock,
            Note::AttackMove { cells } => {
                self.turn.attack_max_move = self.turn.attack_max_move.max(*cells);
            }
            Note::DefenderMoved { quick_round_player } => {
                self.turn.defenders_moved += 1;
                self.turn.quick_round_player_moved |= *quick_round_player;
            }
            Note::QuickRoundMoveMade => self.turn.quick_round_player_moved = true,
            Note::TackleTried => self.turn.tackle_tried = true,
            Note::LongBallCells { cells } => self.turn.long_ball = Some(*cells),
            Note::ReachWalk { cells } => self.turn.reach_walk = *cells,
            Note::KeeperStance { stance } => self.turn.keeper_stance = *stance,
            Note::BomberCancelled { cancelled } => self.turn.bomber_cancelled = *cancelled,
            Note::OneTouchPassUsed { player } => {
                self.with_player(*player, |p| p.one_touch_pass_used = true);
            }
            Note::Beaten { player, beaten } => self.with_player(*player, |p| p.beaten = *beaten),
            Note::ReserveKeeper {
                player,
                colour,
                value,
            } => self.with_player(*player, |p| {
                let keeper = SkillSet::of(&[*colour]);
                p.skills = keeper;
                p.sticker = keeper;
                p.yellow = false;
                p.lying = false;
                p.beaten = false;
                p.reserve_keeper = true;
                p.duel = DuelNumbers {
                    dribbling: *value,
                    marking: *value,
                    tackling: *value,
                    ball_defence: *value,
                };
            }),
            Note::ShootoutTaken {
                taker,
                scored,
                round,
            } => {
                if let Some(shootout) = &mut self.extra.shootout {
                    shootout.count(*taker, *scored, *round);
                }
            }
            Note::ShootoutLots { side } => {
                if let Some(shootout) = &mut self.extra.shootout {
                    shootout.lots = Some(*side);
                }
            }
            Note::AddedTimeEarned => self.classic.earned = self.classic.earned.saturating_add(1),
            Note::AddedTimeReset => {
                self.classic.earned = 0;
                self.classic.added = None;
            }
            Note::LateSubstitution {
                side,
                from_60,
                from_75,
            } => {
                let i = side_index(*side);
                self.classic.subs_from_60[i] += u8::from(*from_60);
                self.classic.subs_from_75[i] += u8::from(*from_75);
            }
            Note::LineUpPlaced { player } => {
                let c = &mut self.classic;
                let list = if c.last_step {
                    &mut c.last_placed
                } else {
                    &mut c.first_placed
                };
                if !list.contains(player) {
                    list.push(*player);
                }
            }
            Note::LineUpStep { last } => {
                self.classic.last_step = *last;
                if !*last {
                    self.classic.first_placed.clear();
                    self.classic.last_placed.clear();
                }
            }
        }
    }

    /// A phase begins: every PHASE 1 begins a turn (the 4-player mode alternates coaches on
    /// it), and a lost tackle only costs the dribble of the attack that follows it.
    fn enter_phase(&mut self, name: &str, side: crate::squad::Side) {
        let Some(phase) = Phase::named(name, side) else {
            return;
        };
        self.phase = phase;
        match phase {
            Phase::One => self.extra.turn_number += 1,
            Phase::Two => self.players.iter_mut().for_each(|p| p.beaten = false),
            _ => {}
        }
    }

    /// A new turn: the turn's counters reset, every player may move again, skills are fresh.
    fn new_turn(&mut self) {
        self.turn = Turn::default();
        for p in &mut self.players {
            p.moved = false;
            p.one_touch_pass_used = false;
            p.header_step = false;
        }
    }

    /// A kick is struck (see [`Note::Struck`]).
    fn strike(&mut self, kick: LastKick) {
        use crate::command::Declaration;
        if kick.declare != Declaration::Cross {
            // 2024 COMPLETE, "COUP DE TÊTE": the header steps only count for the declared cross.
            self.players.iter_mut().for_each(|p| p.header_step = false);
        }
        let turn = &mut self.turn;
        turn.counter_attack = false;
        turn.kicks += 1;
        turn.replay = Replay::default();
        turn.cross_used |= kick.declare == Declaration::Cross;
        turn.shot_used |= kick.declare == Declaration::Shot;
        turn.keeper_stance = None;
        turn.last_kick = Some(kick);
        self.restart = None;
        self.pending = None;
        self.ball.holder = None;
        self.ball.in_hands = false;
    }

    /// Half `half` begins: the clock starts again and the teams swap ends.
    fn start_half(&mut self, half: u8) {
        self.clock = Clock { half, steps: 0 };
        for p in &mut self.players {
            if p.status == PlayerStatus::Pitch {
                p.cell = p.cell.map(Cell::rotated_half_turn);
            }
        }
    }

    /// Every player's usable skills from his sticker, his injuries and the team's fatigue
    /// (TOURNOI "BLESSURES", "FATIGUE DE L'ÉQUIPE": [`section_limit`]).
    pub(crate) fn refresh_skills(&mut self) {
        if !self.rules.tournament_rules() {
            return;
        }
        let fatigue = self.cup.fatigue;
        let subs = self.subs_used;
        for p in &mut self.players {
            let limit = section_limit(fatigue, subs[side_index(p.id.side)], p.injuries > 0);
            p.skills = usable(p.sticker, limit);
        }
    }

    /// Puts a player in `to`.
    fn relocate(&mut self, id: PlayerId, to: Cell) {
        self.with_player(id, |p| p.cell = Some(to));
        if self.ball.holder == Some(id) {
            // The ball goes with the player on it.
            self.ball.cell = to;
        }
    }

    fn player_mut(&mut self, id: PlayerId) -> Option<&mut PlayerState> {
        self.players.iter_mut().find(|p| p.id == id)
    }

    fn with_player(&mut self, id: PlayerId, change: impl FnOnce(&mut PlayerState)) {
        if let Some(p) = self.player_mut(id) {
            change(p);
        }
    }
}
