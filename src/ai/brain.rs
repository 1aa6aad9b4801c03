//! The AI's brain at four difficulties: beginner, easy, normal, hard. Levels differ by execution noise (how
//! far a flick strays from the one meant), candidate breadth (how many flicks and keeper
//! options are weighed) and lookahead (re-trying the best flicks with the coach's own noise
//! and keeping the one that stays good when it goes a little wrong).

use super::eval::value;
use super::keeper::{self, KeeperSearch};
use super::kick::{Candidate, Kicker, Noise, Search, Struck};
use super::rng::AiRng;
use super::{Strategy, restarts, shape};
use crate::core::check::check;
use crate::core::command::{Command, Declaration, KeeperStance};
use crate::core::dice::SeededDice;
use crate::core::duel;
use crate::core::execute::execute;
use crate::core::legal;
use crate::core::pitch::Zone;

use crate::core::state::{MatchState, Pending, Phase};
use crate::physics::Flick;
use crate::physics::tabletop as table;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How strong a coach plays (saved by its name: "easy", "normal", "hard").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// A first-time player: a shaky hand (flicks stray far in direction and power), the first
    /// idea for each kick and no thought for the keeper or set pieces.
    Beginner,
    /// Shaky flicks, few options weighed, no lookahead.
    Easy,
    /// Decent flicks, more options, a short lookahead.
    Normal,
    /// Steady flicks, many options, the best ones re-tried against its own noise.
    Hard,
}

impl Difficulty {
    /// Every level, weakest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Beginner,
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
    ];

    /// The level's name.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }

    /// How the level searches kicks and how its flicks stray.
    pub fn search(self) -> Search {
        match self {
            Difficulty::Beginner => Search {
                speed_factors: &[1.0],
                refine_top: 0,
                angle_offsets_deg: &[0.0],
                fan_directions: 4,
                lobs: true,
                robust_top: 0,
                robust_samples: 0,
                noise: Noise {
                    angle_deg: 8.5,
                    speed_share: 0.18,
                },
                budget_kicks: 160,
            },
            Difficulty::Easy => Search {
                speed_factors: &[1.0],
                refine_top: 2,
                angle_offsets_deg: &[0.0],
                fan_directions: 6,
                lobs: true,
                robust_top: 0,
                robust_samples: 0,
                noise: Noise {
                    angle_deg: 5.6,
                    speed_share: 0.12,
                },
                budget_kicks: 160,
            },
            Difficulty::Normal => Search {
                speed_factors: &[0.9, 1.0, 1.1],
                refine_top: 6,
                angle_offsets_deg: &[0.0],
                fan_directions: 8,
                lobs: true,
                robust_top: 3,
                robust_samples: 2,
                noise: Noise {
                    angle_deg: 4.6,
                    speed_share: 0.10,
                },
                budget_kicks: 200,
            },
            Difficulty::Hard => Search {
                speed_factors: &[0.9, 1.0, 1.1],
                refine_top: 8,
                angle_offsets_deg: &[0.0],
                fan_directions: 8,
                lobs: true,
                robust_top: 6,
                robust_samples: 4,
                noise: Noise {
                    angle_deg: 3.6,
                    speed_share: 0.08,
                },
                budget_kicks: 280,
            },
        }
    }

    /// How the level weighs its goalkeeper's options against a declared shot.
    pub fn keeper(self) -> KeeperSearch {
        match self {
            Difficulty::Beginner => KeeperSearch {
                shot_directions: 2,
                max_cells: 1,
            },
            Difficulty::Easy => KeeperSearch {
                shot_directions: 5,
                max_cells: 2,
            },
            Difficulty::Normal => KeeperSearch {
                shot_directions: 6,
                max_cells: 3,
            },
            Difficulty::Hard => KeeperSearch {
                shot_directions: 8,
                max_cells: 6,
            },
        }
    }

    /// Shape changes made at a set piece before giving the OK.
    pub fn set_piece_changes(self) -> usize {
        match self {
            Difficulty::Beginner => 0,
            Difficulty::Easy => 1,
            Difficulty::Normal => 3,
            Difficulty::Hard => 6,
        }
    }

    /// Whether the level weighs the risky entries into the ball's cell (from behind and
    /// afar) against what they stop; the lower levels only enter from the front.
    pub fn weighs_fouls(self) -> bool {
        matches!(self, Difficulty::Normal | Difficulty::Hard)
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no difficulty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDifficulty(pub String);

impl fmt::Display for UnknownDifficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level \"{}\" (beginner, easy, normal or hard)",
            self.0
        )
    }
}

impl std::error::Error for UnknownDifficulty {}

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;
    fn from_str(s: &str) -> Result<Difficulty, UnknownDifficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownDifficulty(s.to_string()))
    }
}

/// The AI coach.
#[derive(Clone, Debug)]
pub struct Brain {
    level: Difficulty,
    rng: AiRng,
    /// The set piece being arranged (its restart and clock) and the changes made to it.
    set_piece: Option<(String, usize)>,
    /// The last kick struck, so [`Brain::decide`] can hand back its flick.
    struck: Option<Struck>,
}

/// What the AI decided: a kick as its flick (so the table plays it through the physics like
/// a person's, and the screen animates its real path), anything else as a command.
#[derive(Clone, Debug, PartialEq)]
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
        }
    }

    /// Keeps `struck` as the last kick and gives its command.
    fn keep(&mut self, struck: Struck) -> Command {
        let command = struck.command.clone();
        self.struck = Some(struck);
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
            Phase::Two => Some(end_or_unblock(state, shape::next_move(state))),
            Phase::Three => Some(self.defend(state)),
            Phase::FullTime => None,
        }
    }

    fn positioning(&mut self, state: &MatchState) -> Command {
        let key = format!(
            "{:?} {:?} {} {:?} {:?}",
            state.restart().map(|r| (r.kind, r.cell, r.side)),
            state.clock(),
            state.score(crate::core::squad::Side::Home)
                + state.score(crate::core::squad::Side::Away),
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

    /// PHASE 1: shoot, pass, drive or cross, or decline a skill replay.
    fn kick(&mut self, state: &MatchState) -> Option<Command> {
        let by = state.holder()?;
        let search = self.level.search();
        let declares = legal::open_declarations(state);
        let kicker = Kicker::new(state, &table::board(state, None))?;
        let ready = match state.pending() {
            Some(Pending::ShotReady { .. }) => Some(Declaration::Shot),
            Some(Pending::CrossReady { .. }) => Some(Declaration::Cross),
            _ => None,
        };
        if let Some(declared) = ready {
            let best = kicker.best(&[declared], &search, &mut self.rng);
            return best
                .and_then(|b| kicker.strike(&b, search.noise, &mut self.rng))
                .or_else(|| kicker.tap(declared))
                .map(|struck| self.keep(struck));
        }
        let plays: Vec<Declaration> = declares
            .iter()
            .copied()
            .filter(|d| *d != Declaration::Shot)
            .collect();
        let best_play = kicker.best(&plays, &search, &mut self.rng);
        if declares.contains(&Declaration::Shot) {
            let shot = self.expected_shot(state, &search, &kicker);
            let beats = |b: &Candidate| shot.as_ref().is_some_and(|s| s.value > b.value);
            if best_play.as_ref().is_none_or(beats) && shot.is_some() {
                let declare = Command::DeclareShot { by };
                if check(state, &declare).is_ok() {
                    return Some(declare);
                }
            }
        }
        let decline = check(state, &Command::EndPhase).is_ok();
        if decline {
            let stay = after(state, Command::EndPhase).map(|s| value(&s, by.side));
            if let (Some(stay), Some(b)) = (stay, &best_play)
                && stay >= b.value
            {
                return Some(Command::EndPhase);
            }
        }
        let declare_cross = Command::DeclareCross { by };
        if best_play
            .as_ref()
            .is_some_and(|b| b.declare == Declaration::Cross)
            && state.rules().level >= crate::core::rules::Level::Complete
            && check(state, &declare_cross).is_ok()
        {
            return Some(declare_cross);
        }
        let kick = best_play
            .and_then(|b| kicker.strike(&b, search.noise, &mut self.rng))
            .or_else(|| plays.first().and_then(|d| kicker.tap(*d)))
            .map(|struck| self.keep(struck))
            .or(decline.then_some(Command::EndPhase));
        match &kick {
            Some(Command::Kick {
                by,
                declare,
                outcome,
                ..
            }) if duel::dribble_opponent(state, *by, *declare, outcome).is_some() => {
                home_advantage_first(state).or(kick)
            }
            _ => kick,
        }
    }

    /// The best shot against the goalkeeper as he is likely to wait for it: with the bar
    /// from his goal box against a shot from outside the area, else standing (as he stands
    /// on `kicker`'s board, which is reused then).
    fn expected_shot(
        &mut self,
        state: &MatchState,
        search: &Search,
        kicker: &Kicker<'_>,
    ) -> Option<Candidate> {
        let shooter = state.holder()?;
        let defended = state.attacks(shooter.side);
        let stance = state.keeper(shooter.side.opponent()).and_then(|k| {
            let cell = state.position(k)?;
            let bar = Zone::GoalBox.contains(defended, cell)
                && !Zone::PenaltyArea.contains(defended, state.ball().cell);
            bar.then_some((k, cell, KeeperStance::Bar))
        });
        let Some(stance) = stance else {
            return kicker.best(&[Declaration::Shot], search, &mut self.rng);
        };
        let barred = Kicker::new(state, &table::board(state, Some(stance)))?;
        barred.best(&[Declaration::Shot], search, &mut self.rng)
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
        end_or_unblock(state, shape::next_move(state))
    }
}

/// TOURNAMENT: before its own duel (a tackle, or a drive that dribbles) the home coach
/// declares the home advantage while he has it (three times a match).
fn home_advantage_first(state: &MatchState) -> Option<Command> {
    check(state, &Command::HomeAdvantage)
        .is_ok()
        .then_some(Command::HomeAdvantage)
        .filter(|_| state.acting_side() == crate::core::squad::Side::Home)
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

/// `EndPhase` when nobody wants to move, unless the rules need someone to move first.
fn end_or_unblock(state: &MatchState, wanted: Option<Command>) -> Command {
    wanted
        .or_else(|| {
            check(state, &Command::EndPhase)
                .is_err()
                .then(|| shape::unblock(state))
                .flatten()
        })
        .unwrap_or(Command::EndPhase)
}

impl Strategy for Brain {
    fn choose(&mut self, state: &MatchState) -> Command {
        match self.answer(state) {
            Some(c) if check(state, &c).is_ok() => c,
            _ => super::random::any_legal(state, &mut self.rng).unwrap_or(Command::EndPhase),
        }
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
            Some(kick) if kick.command == command => Decision::Flick {
                declare: kick.declare,
                flick: kick.flick,
            },
            _ => Decision::Send(command),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::testkit::{position, position_in};
    use crate::core::dice::ScriptedDice;
    use crate::core::squad::{PlayerId, Side};

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
