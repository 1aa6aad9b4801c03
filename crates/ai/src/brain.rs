//! The AI's brain: it reads which decision the rules ask for (a pending choice or the phase)
//! and hands it to the module that makes it. The levels it plays at are in
//! [`super::level`].

mod phase_one;
mod why;

use super::eval::value;
use super::keeper;
use super::kick::{FlickedKick, Struck};
pub use super::level::{Difficulty, UnknownDifficulty};
use super::reason::Reason;
use super::rng::AiRng;
use super::{Strategy, restarts, shape};
use hexkick_physics::Flick;
use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::dice::SeededDice;
use hexkick_rules::execute::execute;
use hexkick_rules::state::{MatchState, Pending, Phase};

/// The AI coach.
#[derive(Clone, Debug)]
pub struct Brain {
    level: Difficulty,
    rng: AiRng,
    /// The set piece being arranged (its restart and clock) and the changes made to it.
    set_piece: Option<(String, usize)>,
    /// The last kick struck, so [`Brain::decide`] can hand back its flick.
    struck: Option<FlickedKick>,
    /// The reason a deciding module gave with its command (a kick, a declaration).
    said: Option<(Command, Reason)>,
    /// Why the last decision was taken.
    last: Option<Reason>,
}

/// What the AI decided: a kick as its flick (so the table plays it through the physics like
/// a person's, and the screen animates its real path), anything else as a command. It crosses
/// to the web page from the worker that thinks there, as JSON.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Decision {
    /// Send this command.
    Send(Command),
    /// Strike this flick for this declaration.
    Flick {
        /// The declaration.
        declare: Declaration,
        /// The flick, noise included.
        flick: Flick,
    },
}

impl Brain {
    /// A coach of `level` whose flicks stray according to `seed`.
    pub fn new(level: Difficulty, seed: u64) -> Brain {
        Brain {
            level,
            rng: AiRng::new(seed),
            set_piece: None,
            struck: None,
            said: None,
            last: None,
        }
    }

    /// Keeps `struck` as the last kick and gives its command.
    fn keep(&mut self, struck: Struck) -> Command {
        let command = struck.command.clone();
        self.said = Some((command.clone(), Reason::Kick(struck.intent)));
        self.struck = Some(FlickedKick {
            command: command.clone(),
            declare: struck.declare,
            flick: struck.flick,
        });
        command
    }

    /// `command`, said with `reason` (kept for [`Brain::choose`] to report).
    fn say(&mut self, command: Command, reason: Reason) -> Command {
        self.said = Some((command.clone(), reason));
        command
    }

    fn answer(&mut self, state: &MatchState) -> Option<Command> {
        match state.pending() {
            Some(Pending::KeeperSetup { .. }) => {
                return super::duels::sliding_tackle(state)
                    .or_else(|| Some(keeper::setup(state, self.level.keeper())));
            }
            Some(Pending::ShotReady { .. } | Pending::CrossReady { .. }) => {
                return self.kick(state);
            }
            Some(Pending::CrossDeclared { .. }) => return Some(super::duels::answer_cross(state)),
            Some(Pending::Receiver { candidates, .. }) => {
                return best_after(
                    state,
                    candidates
                        .iter()
                        .map(|p| Command::ChooseReceiver { player: *p }),
                );
            }
            Some(Pending::BallCell { cells, .. }) => {
                return best_after(
                    state,
                    cells.iter().map(|c| Command::ChooseCell { cell: *c }),
                );
            }
            Some(Pending::Bump { .. }) => return shape::unblock(state),
            Some(Pending::IntentionalFoul { .. }) => {
                return Some(super::fouls::intentional_foul(state));
            }
            None => {}
        }
        match state.phase() {
            Phase::CoinToss => Some(Command::TossCoin),
            Phase::Positioning { .. } => Some(self.positioning(state)),
            Phase::ThrowIn => restarts::throw_in(state),
            Phase::One => self.kick(state),
            Phase::Two => Some(self.end_or_unblock(state, shape::next_move(state))),
            Phase::Three => Some(self.defend(state)),
            Phase::FullTime => None,
        }
    }

    fn positioning(&mut self, state: &MatchState) -> Command {
        let key = format!(
            "{:?} {:?} {} {:?} {:?}",
            state.restart().map(|r| (r.kind, r.cell, r.side)),
            state.clock(),
            state.score(hexkick_rules::squad::Side::Home)
                + state.score(hexkick_rules::squad::Side::Away),
            state.phase(),
            state.substitutions_used(state.acting_side()),
        );
        let made = match &self.set_piece {
            Some((k, n)) if *k == key => *n,
            _ => 0,
        };
        let left = self.level.set_piece_changes().saturating_sub(made);
        let command = restarts::positioning(state, left);
        self.set_piece = Some((
            key,
            made + usize::from(matches!(command, Command::Place { .. })),
        ));
        command
    }

    /// PHASE 3: tackle when in the ball's cell, enter it when it pays, then mark and cover.
    fn defend(&mut self, state: &MatchState) -> Command {
        if let Some(tackle) = state
            .on_pitch(state.acting_side())
            .map(|p| Command::Tackle { player: p.id() })
            .find(|c| check(state, c).is_ok())
        {
            return home_advantage_first(state).unwrap_or(tackle);
        }
        if let Some(entry) = super::fouls::ball_cell_entry(state, self.level.weighs_fouls()) {
            return entry;
        }
        self.end_or_unblock(state, shape::next_move(state))
    }

    /// `EndPhase` when nobody wants to move, unless the rules need someone to move first
    /// (said as a step aside).
    fn end_or_unblock(&mut self, state: &MatchState, wanted: Option<Command>) -> Command {
        if let Some(wanted) = wanted {
            return wanted;
        }
        if check(state, &Command::EndPhase).is_ok() {
            return Command::EndPhase;
        }
        match shape::unblock(state) {
            Some(step @ Command::Move { player, to }) => {
                self.say(step, Reason::StepAside { player, to })
            }
            other => other.unwrap_or(Command::EndPhase),
        }
    }
}

/// TOURNAMENT: before its own duel (a tackle, or a drive that dribbles) the home coach
/// declares the home advantage while he has it (three times a match).
fn home_advantage_first(state: &MatchState) -> Option<Command> {
    check(state, &Command::HomeAdvantage)
        .is_ok()
        .then_some(Command::HomeAdvantage)
        .filter(|_| state.acting_side() == hexkick_rules::squad::Side::Home)
}

/// The state after `command`, if it is legal (dice fixed: only for choices without dice).
fn after(state: &MatchState, command: Command) -> Option<MatchState> {
    let mut s = state.clone();
    execute(&mut s, command, &mut SeededDice::new(0)).ok()?;
    Some(s)
}

/// Among `options`, the legal one that leaves the acting side best off.
fn best_after(state: &MatchState, options: impl Iterator<Item = Command>) -> Option<Command> {
    let me = state.acting_side();
    options
        .filter_map(|c| Some((value(&after(state, c.clone())?, me), c)))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, c)| c)
}

impl Strategy for Brain {
    fn choose(&mut self, state: &MatchState) -> Command {
        self.said = None;
        let (command, reason) = match self.answer(state) {
            Some(c) if check(state, &c).is_ok() => {
                let reason = self.reason_for(state, &c);
                (c, reason)
            }
            _ => {
                let pick = super::random::any_legal(state, &mut self.rng);
                let command = pick
                    .as_ref()
                    .map_or(Command::EndPhase, |p| p.command().clone());
                if let Some(super::random::Pick::Kick(kick)) = pick {
                    self.struck = Some(kick);
                }
                (command, Reason::AnyLegal)
            }
        };
        self.last = Some(reason);
        command
    }

    fn reason(&self) -> Option<Reason> {
        self.last
    }

    fn name(&self) -> String {
        self.level.name().to_string()
    }

    /// The decision for the side that must act in `state`: [`Strategy::choose`]'s command,
    /// with a kick handed back as the flick that makes it.
    fn decide(&mut self, state: &MatchState) -> Decision {
        self.struck = None;
        let command = self.choose(state);
        match self.struck.take() {
            Some(kick) if kick.command == command => kick.decision(),
            _ => Decision::Send(command),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{position, position_in};
    use hexkick_rules::dice::ScriptedDice;
    use hexkick_rules::squad::{PlayerId, Side};

    #[test]
    fn a_defender_in_front_of_the_ball_steps_in_and_tackles() {
        let s = position_in(
            &[
                ("home:9", "E6", "R"),
                ("away:4", "E7", "B"),
                ("away:1", "E11", "V"),
            ],
            "E6",
            "home:9",
            Phase::Three,
        );
        let mut coach = Brain::new(Difficulty::Easy, 1);
        let enter = coach.choose(&s);
        let ball = s.ball().cell;
        let defender = PlayerId::new(Side::Away, 4);
        assert_eq!(
            enter,
            Command::Move {
                player: defender,
                to: ball
            }
        );
        let mut s = s;
        execute(&mut s, enter, &mut ScriptedDice::new([])).expect("front entry is free");
        assert_eq!(coach.choose(&s), Command::Tackle { player: defender });
    }

    #[test]
    fn the_keeper_answers_a_declared_shot_with_a_legal_stance() {
        let mut s = position(
            &[
                ("home:9", "E9", "R"),
                ("away:1", "E11", "V"),
                ("away:4", "C9", "B"),
            ],
            "E9",
            "home:9",
        );
        let mut attack = Brain::new(Difficulty::Hard, 1);
        let declare = Command::DeclareShot {
            by: PlayerId::new(Side::Home, 9),
        };
        execute(&mut s, declare, &mut ScriptedDice::new([])).expect("declared");
        let mut defence = Brain::new(Difficulty::Hard, 2);
        let stance = defence.choose(&s);
        assert!(matches!(stance, Command::SetKeeper { .. }), "{stance:?}");
        execute(&mut s, stance, &mut ScriptedDice::new([])).expect("legal stance");
        let shot = attack.choose(&s);
        assert!(
            matches!(
                shot,
                Command::Kick {
                    declare: Declaration::Shot,
                    ..
                }
            ),
            "{shot:?}"
        );
    }
}
