//! `hexkick bench physics`: kicks simulated to rest per second for full 22-peg positions.
//!
//! A fixed set of positions ([`sample_positions`]) and flicks ([`sample_flicks`]) is kicked
//! several times; the median kicks-per-second figure is printed. The positions and flicks
//! are also used by the determinism and tunnelling tests.

use hexkick_physics::board::{Board, KeeperBar, Posture};
use hexkick_physics::calibration::MAX_FLICK_SPEED_CM_S;
use hexkick_physics::flick::{Flick, Velocity};
use hexkick_physics::world::PreparedBoard;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::{Cell, End, PitchPoint};
use hexkick_rules::squad::{PlayerId, Side};
use std::io::{self, Write};
use std::time::Instant;

/// Cells of a home 4-4-2 (goalkeeper first), shirt numbers 1 to 11.
const HOME_442: [Cell; 11] = [
    Cell::of('E', 1),
    Cell::of('B', 3),
    Cell::of('D', 2),
    Cell::of('F', 2),
    Cell::of('H', 3),
    Cell::of('B', 5),
    Cell::of('D', 5),
    Cell::of('F', 5),
    Cell::of('H', 5),
    Cell::of('D', 7),
    Cell::of('F', 7),
];
/// Cells of a home 4-3-3, shirt numbers 1 to 11.
const HOME_433: [Cell; 11] = [
    Cell::of('E', 1),
    Cell::of('C', 2),
    Cell::of('D', 3),
    Cell::of('F', 3),
    Cell::of('G', 2),
    Cell::of('C', 5),
    Cell::of('E', 5),
    Cell::of('G', 5),
    Cell::of('B', 8),
    Cell::of('E', 8),
    Cell::of('H', 8),
];

/// A small deterministic generator (xorshift) for the bench and the tests: no global RNG.
#[derive(Clone, Debug)]
pub struct SampleRng(u64);

impl SampleRng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> SampleRng {
        SampleRng(seed.max(1))
    }

    /// The next number in `[0, 1)`.
    pub fn unit(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }

    /// A number in `[lo, hi)`.
    pub fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }
}

/// One benchmark case: a position, the ball's spot and the kicker.
#[derive(Clone, Debug)]
pub struct SamplePosition {
    /// The 22 pegs (and the bar, in one case).
    pub board: Board,
    /// Where the ball lies at the strike.
    pub ball_at: PitchPoint,
    /// Who kicks.
    pub kicker: PlayerId,
}

/// Full 22-peg positions: two 4-4-2s, a 4-3-3 against a 4-4-2 with a lying sliding tackler,
/// and a long shot against a goalkeeper blocking with his bar.
pub fn sample_positions() -> Vec<SamplePosition> {
    let jitter = PitchPoint::new(0.8, -0.6);
    let build = |home: &[Cell; 11], away: &[Cell; 11], lying: Option<u8>, bar: bool| {
        let mut pegs = Vec::new();
        for (side, cells) in [(Side::Home, home), (Side::Away, away)] {
            for (i, cell) in cells.iter().enumerate() {
                let number = i as u8 + 1;
                let mut at = cell.centre();
                if side == Side::Away {
                    at = at.rotated_half_turn();
                }
                let at = PitchPoint::new(at.x + jitter.x, at.y + jitter.y);
                let posture = if side == Side::Away && lying == Some(number) {
                    Posture::Lying { angle_rad: 0.7 }
                } else {
                    Posture::Standing
                };
                pegs.push((PlayerId::new(side, number), at, posture));
            }
        }
        let keeper_bar = bar.then(|| KeeperBar {
            end: End::Away,
            keeper: PlayerId::new(Side::Away, 1),
            centre_y_cm: 1.0,
        });
        Board::new(&pegs, keeper_bar).unwrap_or_else(|_| Board::empty())
    };
    let kick_from = |board: &Board, number: u8| {
        let kicker = PlayerId::new(Side::Home, number);
        let at = board
            .pegs()
            .iter()
            .find(|p| p.player == kicker)
            .map_or(PitchPoint::default(), |p| p.at);
        (PitchPoint::new(at.x + 1.4, at.y), kicker)
    };
    let cases = [
        (build(&HOME_442, &HOME_442, None, false), 7),
        (build(&HOME_433, &HOME_442, Some(6), false), 10),
        (build(&HOME_442, &HOME_433, None, true), 10),
    ];
    cases
        .into_iter()
        .map(|(board, number)| {
            let (ball_at, kicker) = kick_from(&board, number);
            SamplePosition {
                board,
                ball_at,
                kicker,
            }
        })
        .collect()
}

/// `count` flicks by `kicker`: every style, any direction, speeds up to the maximum.
pub fn sample_flicks(rng: &mut SampleRng, kicker: PlayerId, count: usize) -> Vec<Flick> {
    (0..count)
        .map(|i| {
            let angle = rng.range(-std::f32::consts::PI, std::f32::consts::PI);
            let speed = rng.range(10.0, MAX_FLICK_SPEED_CM_S);
            let style = match i % 4 {
                0 | 1 => KickStyle::Low,
                2 => KickStyle::Lob,
                _ => KickStyle::Header,
            };
            Flick {
                velocity_cm_s: Velocity::new(speed * angle.cos(), speed * angle.sin()),
                style,
                kicker,
            }
        })
        .collect()
}

/// How far each benchmark kick is simulated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Until {
    /// Until the outcome is settled: the ball rests on the pitch or leaves it (what the
    /// rules and the AI need).
    Outcome,
    /// Until the ball is still, even after leaving the pitch (in the net, against a board).
    Still,
    /// To the outcome, screened as the AI weighs its candidates (open-felt steps without the
    /// engine, `PreparedBoard::screen`).
    Screened,
}

/// Times each position's flicks are kicked in one pass: a pass then lasts about half a
/// second (to the outcome), so the thread's CPU clock, which Linux may advance a scheduler
/// tick (4 ms) at a time, reads it to within 1%.
const ROUNDS_PER_PASS: usize = 8;

/// One timed pass over every position and flick, [`ROUNDS_PER_PASS`] times.
struct Pass {
    kicks: u32,
    exits: u32,
    seconds: f64,
    cpu_seconds: Option<f64>,
}

fn timed_pass(prepared: &[(PreparedBoard, &SamplePosition, Vec<Flick>)], until: Until) -> Pass {
    let start = Instant::now();
    let cpu_start = thread_cpu_seconds();
    let (mut kicks, mut exits) = (0u32, 0u32);
    let rounds = prepared
        .iter()
        .cycle()
        .take(prepared.len() * ROUNDS_PER_PASS);
    for (world, position, flicks) in rounds {
        for flick in flicks {
            let Ok(sim) = world.kick(position.ball_at, flick) else {
                continue;
            };
            let mut sim = match until {
                Until::Screened => sim.screening(),
                Until::Outcome | Until::Still => sim,
            };
            match until {
                Until::Outcome | Until::Screened => sim.run_to_outcome(),
                Until::Still => while sim.step().is_some() {},
            }
            kicks += 1;
            if !sim.outcome().stayed_in_play() {
                exits += 1;
            }
        }
    }
    Pass {
        kicks,
        exits,
        seconds: start.elapsed().as_secs_f64(),
        cpu_seconds: thread_cpu_seconds()
            .zip(cpu_start)
            .map(|(end, begin)| end - begin),
    }
}

/// Runs the benchmark and writes the figures to `out`; returns the process exit code.
pub fn run(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let runs = match crate::options::runs("bench physics", args, 5) {
        Ok(runs) => runs,
        Err(code) => return Ok(code),
    };
    let kicks_per_position = 400;
    let positions = sample_positions();
    let prepared: Vec<(PreparedBoard, &SamplePosition, Vec<Flick>)> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut rng = SampleRng::new(1000 + i as u64);
            let flicks = sample_flicks(&mut rng, p.kicker, kicks_per_position);
            (PreparedBoard::new(&p.board), p, flicks)
        })
        .collect();
    writeln!(
        out,
        "physics bench: {} positions of 22 pegs x {kicks_per_position} flicks (all styles, up to the maximum speed), {ROUNDS_PER_PASS} times a run, {runs} runs",
        prepared.len()
    )?;
    for until in [Until::Outcome, Until::Still, Until::Screened] {
        let mut rates = Vec::new();
        let mut cpu_rates = Vec::new();
        for run in 1..=runs {
            let pass = timed_pass(&prepared, until);
            let rate = f64::from(pass.kicks) / pass.seconds;
            let cpu_rate = pass
                .cpu_seconds
                .map(|cpu| f64::from(pass.kicks) / cpu.max(1e-9));
            writeln!(
                out,
                "  {until:?} run {run}: {} kicks ({} left the pitch) in {:.3} s = {rate:.0} kicks/s{}",
                pass.kicks,
                pass.exits,
                pass.seconds,
                cpu_rate.map_or(String::new(), |r| format!(" ({r:.0} per CPU-second)"))
            )?;
            rates.push(rate);
            cpu_rates.extend(cpu_rate);
        }
        let median = median_of(&mut rates);
        let cpu_text = if cpu_rates.is_empty() {
            String::new()
        } else {
            format!(", {:.0} kicks per CPU-second", median_of(&mut cpu_rates))
        };
        let what = match until {
            Until::Outcome => "to the outcome (rest on the pitch or exit)",
            Until::Still => "until the ball is still (net, boards)",
            Until::Screened => "to the outcome, screened as the AI's search weighs candidates",
        };
        writeln!(
            out,
            "physics: median {median:.0} kicks/s {what}, {:.0} us per kick{cpu_text}",
            1e6 / median
        )?;
    }
    Ok(0)
}

fn median_of(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(0.0)
}

/// CPU time this thread has run, seconds, so the figure does not depend on how busy the
/// shared machine is.
fn thread_cpu_seconds() -> Option<f64> {
    hexkick_ai::cpu_clock::thread_cpu_ns().map(|ns| ns as f64 / 1e9)
}
