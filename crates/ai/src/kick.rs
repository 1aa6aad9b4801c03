//! Kicks through the physics: candidate flicks (direction x speed x style) aimed at
//! team-mates, space, the penalty area or the goal mouth are simulated with the real physics
//! on one prepared board, applied to a copy of the match with `execute`, and scored by
//! [`super::eval::value`]. The chosen flick is then struck with the level's execution noise
//! and simulated once more: that outcome is what the returned command carries.

use super::aim::{AimTable, LADDER_TOP_CM_S};
use super::eval::value;
use super::reason::{Area, KickIntent, LONG_KICK_CELLS, Target};
use super::rng::AiRng;
use hexkick_physics::tabletop as table;
use hexkick_physics::{Board, Flick, PreparedBoard, Velocity};
use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::dice::SeededDice;
use hexkick_rules::execute::execute;
use hexkick_rules::outcome::{KickOutcome, KickStyle};
use hexkick_rules::pitch::{CELL_WIDTH_CM, Cell, PitchPoint, Zone};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::MatchState;

/// Slowest flick the AI plays, cm/s.
pub const MIN_SPEED_CM_S: f32 = 4.0;
/// Furthest team-mate a pass is aimed at, cells.
const PASS_RANGE_CELLS: u32 = 8;
/// Furthest cell a drive is aimed at, cells.
const DRIVE_RANGE_CELLS: u32 = 2;
/// A shot is aimed this far past the goal line so it arrives with pace, cm.
const SHOT_FOLLOW_THROUGH_CM: f32 = 25.0;
/// Points across the goal mouth a shot is aimed at, cm from the goal's centre.
const SHOT_AIM_Y_CM: [f32; 5] = [-3.0, -1.5, 0.0, 1.5, 3.0];

/// How a human's flick strays from the one he meant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Noise {
    /// Standard deviation of the direction, degrees.
    pub angle_deg: f32,
    /// Standard deviation of the speed, as a share of it.
    pub speed_share: f32,
}

impl Noise {
    /// `flick` as a hand with this noise strikes it.
    pub fn apply(self, flick: Flick, rng: &mut AiRng) -> Flick {
        let v = flick.velocity_cm_s;
        let speed = v.speed() * (1.0 + self.speed_share * rng.normal());
        let angle = v.y.atan2(v.x) + self.angle_deg.to_radians() * rng.normal();
        Flick {
            velocity_cm_s: polar(angle, speed),
            ..flick
        }
    }
}

/// How widely and how carefully kicks are searched.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Search {
    /// Speeds tried around each aimed speed, as factors.
    pub speed_factors: &'static [f32],
    /// Coarse to fine: when above 0, every aim is first tried at its own speed only, and just
    /// this many of the best are then tried at the other `speed_factors` (a speed that
    /// misses its target does not become good at 10% more or less).
    pub refine_top: usize,
    /// Directions tried around each aimed direction, degrees.
    pub angle_offsets_deg: &'static [f32],
    /// Extra directions fanned all around the ball for passes and drives.
    pub fan_directions: usize,
    /// Whether lobs are tried besides low kicks.
    pub lobs: bool,
    /// Lookahead: the best candidates re-tried with the level's own noise...
    pub robust_top: usize,
    /// ... this many times each, and ranked by their mean value.
    pub robust_samples: usize,
    /// The level's execution noise.
    pub noise: Noise,
    /// The most kicks one decision may simulate: the level's move-time budget, counted in
    /// kicks so that a match stays the same on a loaded machine (about 0.1 ms of CPU a kick
    /// on the reference machine, `hexkick bench physics`).
    pub budget_kicks: usize,
}

impl Search {
    /// The kicks left for the first, coarse pass once the finer passes have their share.
    fn first_pass_budget(&self) -> usize {
        let finer = self.refine_top * self.speed_factors.len().saturating_sub(1)
            + self.robust_top * self.robust_samples;
        self.budget_kicks.saturating_sub(finer).max(1)
    }
}

/// At most `budget` of `flicks`, taken evenly through the list (every declaration, style and
/// target keeps its share) when there are more.
fn within_budget(flicks: Vec<(Declaration, Flick)>, budget: usize) -> Vec<(Declaration, Flick)> {
    let n = flicks.len();
    if n <= budget {
        return flicks;
    }
    flicks
        .into_iter()
        .enumerate()
        .filter(|(i, _)| (i * budget) / n != ((i + 1) * budget) / n)
        .map(|(_, f)| f)
        .collect()
}

/// How a kick is simulated: a candidate weighed in the search is screened (open-felt steps
/// without the engine, [`PreparedBoard::screen`]); the kick played is simulated in full, as
/// the table and `replay` simulate it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fidelity {
    Weighed,
    Played,
}

/// One kick the AI weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// The declaration.
    pub declare: Declaration,
    /// The flick as meant.
    pub flick: Flick,
    /// Its value for the kicker's side (mean over noise samples when looked ahead).
    pub value: f32,
}

/// A velocity from a direction (radians from `x` towards `y`) and a speed, clamped to what
/// the physics accepts.
fn polar(angle: f32, speed: f32) -> Velocity {
    let speed = speed.clamp(MIN_SPEED_CM_S, LADDER_TOP_CM_S - 0.01);
    Velocity::new(speed * angle.cos(), speed * angle.sin())
}

/// A kick the AI struck: the flick as its hand played it, and the command it makes.
#[derive(Clone, Debug, PartialEq)]
pub struct Struck {
    /// The kick command, with the flick's simulated outcome.
    pub command: Command,
    /// The declaration.
    pub declare: Declaration,
    /// The flick as struck (noise included).
    pub flick: Flick,
    /// The kick as meant (before the noise).
    pub intent: KickIntent,
}

/// A kick struck with a flick: its command (the flick simulated) and the flick, so the flick
/// can be logged beside it and a replay can run it again.
#[derive(Clone, Debug, PartialEq)]
pub struct FlickedKick {
    /// The kick, with the flick's outcome.
    pub command: Command,
    /// Its declaration.
    pub declare: Declaration,
    /// The flick.
    pub flick: Flick,
}

impl FlickedKick {
    /// The flick to log with the kick, the `index`-th command of the match at `state`.
    pub fn logged(&self, state: &MatchState, index: usize) -> hexkick_record::LoggedFlick {
        hexkick_record::LoggedFlick {
            command: index,
            ball: table::ball_point(state),
            flick: self.flick,
        }
    }

    /// The kick as an AI decision: its flick, for the table or the headless runner to strike.
    pub fn decision(&self) -> super::brain::Decision {
        super::brain::Decision::Flick {
            declare: self.declare,
            flick: self.flick,
        }
    }
}

/// The kicker's view of one position: the board prepared once, kicked many times.
pub struct Kicker<'a> {
    state: &'a MatchState,
    by: PlayerId,
    me: Side,
    prepared: PreparedBoard,
    ball_at: PitchPoint,
}

impl<'a> Kicker<'a> {
    /// The kicker for the player on the ball in `state`, kicking on `board`.
    pub fn new(state: &'a MatchState, board: &Board) -> Option<Kicker<'a>> {
        let by = state.holder()?;
        Some(Kicker {
            state,
            by,
            me: by.side,
            prepared: PreparedBoard::new(board),
            ball_at: table::ball_point(state),
        })
    }

    /// The player on the ball.
    pub fn by(&self) -> PlayerId {
        self.by
    }

    fn outcome_with(&self, flick: &Flick, fidelity: Fidelity) -> Option<KickOutcome> {
        match fidelity {
            Fidelity::Played => self.prepared.simulate(self.ball_at, flick).ok(),
            Fidelity::Weighed => self.prepared.screen(self.ball_at, flick).ok(),
        }
    }

    /// The kick command for `flick`, simulated as a played kick is, if the rules accept it.
    pub fn command(&self, declare: Declaration, flick: &Flick) -> Option<Command> {
        self.command_with(declare, flick, Fidelity::Played)
    }

    fn command_with(
        &self,
        declare: Declaration,
        flick: &Flick,
        fidelity: Fidelity,
    ) -> Option<Command> {
        let command = Command::Kick {
            by: self.by,
            declare,
            style: flick.style,
            outcome: self.outcome_with(flick, fidelity)?,
        };
        check(self.state, &command).is_ok().then_some(command)
    }

    /// The value of the match after `flick`, for the kicker's side (the flick screened, as
    /// every candidate of the search is).
    pub fn score(&self, declare: Declaration, flick: &Flick) -> Option<f32> {
        let command = self.command_with(declare, flick, Fidelity::Weighed)?;
        let mut after = self.state.clone();
        execute(&mut after, command, &mut SeededDice::new(0)).ok()?;
        Some(value(&after, self.me))
    }

    fn flick(&self, angle: f32, speed: f32, style: KickStyle) -> Flick {
        Flick {
            velocity_cm_s: polar(angle, speed),
            style,
            kicker: self.by,
        }
    }

    /// The points `declare` aims at, with the distance the ball should travel.
    fn targets(&self, declare: Declaration) -> Vec<(PitchPoint, f32)> {
        let state = self.state;
        let end = state.attacks(self.me);
        let here = state.ball().cell;
        let forward = (end.goal_line_x() - self.ball_at.x).signum();
        let at = |p: PitchPoint| (p, self.ball_at.distance_to(p));
        match declare {
            Declaration::Pass => state
                .on_pitch(self.me)
                .filter(|p| p.id() != self.by)
                .filter_map(|p| p.cell())
                .filter(|c| c.distance_to(here) <= PASS_RANGE_CELLS)
                .flat_map(|c| {
                    let centre = c.centre();
                    let lead = PitchPoint::new(centre.x + forward * CELL_WIDTH_CM / 2.0, centre.y);
                    [at(centre), at(table::inside_pitch(lead, 0.75))]
                })
                .collect(),
            Declaration::Drive => here
                .within(DRIVE_RANGE_CELLS)
                .filter(|c| *c != here && (c.centre().x - self.ball_at.x) * forward >= 0.0)
                .map(|c| at(c.centre()))
                .collect(),
            Declaration::Cross => Zone::PenaltyArea
                .cells(end)
                .map(|c: Cell| at(c.centre()))
                .collect(),
            Declaration::Shot => SHOT_AIM_Y_CM
                .iter()
                .map(|y| {
                    let p = PitchPoint::new(end.goal_line_x(), *y);
                    (p, self.ball_at.distance_to(p) + SHOT_FOLLOW_THROUGH_CM)
                })
                .collect(),
        }
    }

    /// Every flick worth trying for the declarations open now.
    pub fn candidates(
        &self,
        declares: &[Declaration],
        search: &Search,
    ) -> Vec<(Declaration, Flick)> {
        let aim = AimTable::get();
        let mut out = Vec::new();
        for &declare in declares {
            let mut styles = hexkick_rules::legal::kick_styles(self.state, self.by, declare);
            if !search.lobs && styles.len() > 1 {
                styles.retain(|s| *s != KickStyle::Lob);
            }
            for &style in &styles {
                for (point, distance) in self.targets(declare) {
                    let angle = (point.y - self.ball_at.y).atan2(point.x - self.ball_at.x);
                    let speed = aim.speed_for(style, distance);
                    for offset in search.angle_offsets_deg {
                        for factor in search.speed_factors {
                            let a = angle + offset.to_radians();
                            out.push((declare, self.flick(a, speed * factor, style)));
                        }
                    }
                }
                if declare.is_pass_or_drive() {
                    for i in 0..search.fan_directions {
                        let a = std::f32::consts::TAU * i as f32 / search.fan_directions as f32;
                        for cells in [1.0, 2.5, 5.0] {
                            let speed = aim.speed_for(style, cells * CELL_WIDTH_CM);
                            out.push((declare, self.flick(a, speed, style)));
                        }
                    }
                }
            }
        }
        out
    }

    /// The best kick among the candidates for `declares`, looked ahead with the level's noise.
    pub fn best(
        &self,
        declares: &[Declaration],
        search: &Search,
        rng: &mut AiRng,
    ) -> Option<Candidate> {
        let coarse = Search {
            speed_factors: if search.refine_top > 0 {
                &[1.0]
            } else {
                search.speed_factors
            },
            ..*search
        };
        let mut scored = self.scored(within_budget(
            self.candidates(declares, &coarse),
            search.first_pass_budget(),
        ));
        scored.sort_by(|a, b| b.value.total_cmp(&a.value));
        if search.refine_top > 0 {
            let finer: Vec<(Declaration, Flick)> = scored
                .iter()
                .take(search.refine_top)
                .flat_map(|c| {
                    let v = c.flick.velocity_cm_s;
                    let angle = v.y.atan2(v.x);
                    search
                        .speed_factors
                        .iter()
                        .filter(|f| **f != 1.0)
                        .map(move |f| {
                            let flick = Flick {
                                velocity_cm_s: polar(angle, v.speed() * f),
                                ..c.flick
                            };
                            (c.declare, flick)
                        })
                })
                .collect();
            scored.extend(self.scored(finer));
            scored.sort_by(|a, b| b.value.total_cmp(&a.value));
        }
        if search.robust_samples > 0 {
            scored.truncate(search.robust_top.max(1));
            for c in &mut scored {
                let mut total = c.value;
                let mut n = 1.0;
                for _ in 0..search.robust_samples {
                    let noisy = search.noise.apply(c.flick, rng);
                    if let Some(v) = self.score(c.declare, &noisy) {
                        total += v;
                        n += 1.0;
                    }
                }
                c.value = total / n;
            }
            scored.sort_by(|a, b| b.value.total_cmp(&a.value));
        }
        scored.into_iter().next()
    }

    /// The candidates the rules accept, with their values.
    fn scored(&self, flicks: Vec<(Declaration, Flick)>) -> Vec<Candidate> {
        flicks
            .into_iter()
            .filter_map(|(declare, flick)| {
                let value = self.score(declare, &flick)?;
                Some(Candidate {
                    declare,
                    flick,
                    value,
                })
            })
            .collect()
    }

    /// Strikes `chosen` with the level's noise and returns the kick as it really went. When
    /// the noisy flick is refused (it cannot be), the flick as meant is played.
    pub fn strike(&self, chosen: &Candidate, noise: Noise, rng: &mut AiRng) -> Option<Struck> {
        let intent = self.intent(chosen.declare, &chosen.flick);
        let noisy = noise.apply(chosen.flick, rng);
        self.struck(noisy, intent)
            .or_else(|| self.struck(chosen.flick, intent))
    }

    /// `flick` struck for `intent`'s declaration, when the rules accept it.
    fn struck(&self, flick: Flick, intent: KickIntent) -> Option<Struck> {
        let declare = intent.declare;
        let command = self.command(declare, &flick)?;
        Some(Struck {
            command,
            declare,
            flick,
            intent,
        })
    }

    /// What `flick` is meant to do for `declare`: the cell the physics brings it to, the
    /// team-mate nearest that cell (within a cell) and whether he is free of opponents, the
    /// area, and whether it is a long kick.
    pub fn intent(&self, declare: Declaration, flick: &Flick) -> KickIntent {
        let end = self.state.attacks(self.me);
        let ball = self.state.ball().cell;
        // Screened, as the search weighed it: the intent only explains the kick, and the
        // kick played is simulated in full by `struck`.
        let cell = (declare != Declaration::Shot)
            .then(|| self.outcome_with(flick, Fidelity::Weighed))
            .flatten()
            .and_then(|o| o.rest_cells.first().copied());
        let mate = cell.and_then(|c| {
            self.state
                .on_pitch(self.me)
                .filter(|p| p.id() != self.by)
                .filter_map(|p| Some((p.cell()?.distance_to(c), p.id(), p.cell()?)))
                .filter(|(d, ..)| *d <= 1)
                .min_by_key(|(d, ..)| *d)
        });
        let target = match (declare, mate) {
            (Declaration::Shot, _) => Target::Goal,
            (Declaration::Drive, _) | (_, None) => Target::Space,
            (_, Some((_, mate, at))) => Target::Mate {
                mate,
                free: !self
                    .state
                    .on_pitch(self.me.opponent())
                    .any(|o| o.cell().is_some_and(|c| c.distance_to(at) <= 1)),
            },
        };
        let area = match cell {
            Some(c) if Zone::PenaltyArea.contains(end, c) => Area::PenaltyArea,
            Some(c) if Zone::CrossZone.contains(end, c) => Area::Wing,
            _ => Area::Field,
        };
        KickIntent {
            by: self.by,
            declare,
            style: flick.style,
            target,
            cell,
            area,
            long: cell.is_some_and(|c| c.distance_to(ball) >= LONG_KICK_CELLS),
        }
    }

    /// A gentle tap towards the goal attacked: the last resort when nothing else is legal.
    pub fn tap(&self, declare: Declaration) -> Option<Struck> {
        let end = self.state.attacks(self.me);
        let angle = if end.goal_line_x() > 0.0 {
            0.0
        } else {
            std::f32::consts::PI
        };
        hexkick_rules::legal::kick_styles(self.state, self.by, declare)
            .into_iter()
            .find_map(|style| {
                let flick = self.flick(angle, 20.0, style);
                self.struck(flick, self.intent(declare, &flick))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::position;

    const WIDE: Search = Search {
        speed_factors: &[0.95, 1.05],
        refine_top: 0,
        angle_offsets_deg: &[0.0],
        fan_directions: 6,
        lobs: true,
        robust_top: 0,
        robust_samples: 0,
        noise: Noise {
            angle_deg: 0.0,
            speed_share: 0.0,
        },
        budget_kicks: 1000,
    };

    #[test]
    fn a_free_team_mate_ahead_gets_the_pass_and_every_candidate_is_legal() {
        let s = position(
            &[
                ("home:6", "E5", "Y"),
                ("home:9", "E7", "R"),
                ("away:1", "E11", "V"),
                ("away:4", "B2", "B"),
            ],
            "E5",
            "home:6",
        );
        let k = Kicker::new(&s, &table::board(&s, None)).expect("holder");
        let declares = hexkick_rules::legal::open_declarations(&s);
        for (d, f) in k.candidates(&declares, &WIDE) {
            if let Some(c) = k.command(d, &f) {
                assert!(check(&s, &c).is_ok());
            }
        }
        let mut rng = AiRng::new(1);
        let best = k.best(&declares, &WIDE, &mut rng).expect("a kick");
        let cmd = k.command(best.declare, &best.flick).expect("legal");
        let mut after = s.clone();
        let events = execute(&mut after, cmd, &mut SeededDice::new(0)).expect("legal");
        let (side, cell) = crate::eval::owner(&after).expect("someone has the ball");
        assert_eq!(side, Side::Home, "{best:?} {events:?}");
        assert!(cell.centre().x > s.ball().cell.centre().x, "back to {cell}");
    }

    #[test]
    fn a_budget_keeps_an_even_share_of_the_candidates() {
        let s = position(&[("home:6", "E5", "Y")], "E5", "home:6");
        let k = Kicker::new(&s, &table::board(&s, None)).expect("holder");
        let all = k.candidates(&hexkick_rules::legal::open_declarations(&s), &WIDE);
        assert!(all.len() > 40, "{}", all.len());
        let kept = within_budget(all.clone(), 20);
        assert_eq!(kept.len(), 20);
        assert_eq!(within_budget(all.clone(), all.len()), all);
        let mid = &all[all.len() / 2..];
        assert!(
            kept.iter().any(|c| mid.contains(c)),
            "the second half keeps its share"
        );
    }

    #[test]
    fn a_shot_from_close_in_finds_the_net() {
        let s = position(
            &[("home:9", "E9", "R"), ("away:1", "E11", "V")],
            "E9",
            "home:9",
        );
        let k = Kicker::new(&s, &table::board(&s, None)).expect("holder");
        let mut rng = AiRng::new(1);
        let best = k
            .best(&[Declaration::Shot], &WIDE, &mut rng)
            .expect("a shot");
        assert!(best.value >= crate::eval::GOAL * 0.8, "{best:?}");
    }
}
