//! The `--bench-frames N` run: the whole match screen (both sides in patterned strips, HUD,
//! prompt buttons, a growing event log, the referee, a peg walking, the ball kept flying by
//! scripted flicks) measured over N frames after a warm-up.
//!
//! A frame is timed from the start of one pass of the frame loop to the start of the next, so
//! it holds everything: input, update, our drawing calls, and `next_frame().await`, in which
//! macroquad submits the batched draws, the GL driver rasterises them (all of it, with a
//! software rasteriser) and the buffers are swapped. The figures split the frame into the
//! part before `next_frame` (ours) and the part inside it (GL), and give the process's CPU
//! time per frame and the machine's load average, since a shared machine's wall clock says
//! as much about the neighbours as about the game.

use super::frame_stats::FrameStats;
use super::match_screen::MatchScreen;
use super::test_log::{Kind, Line};
use hexkick_physics::Velocity;
use macroquad::prelude::{screen_height, screen_width};

/// Frames skipped before measuring (window setup, shader compiles, first layer paints).
const WARMUP_FRAMES: u64 = 10;
/// Speed of the scripted flicks, centimetres per second.
const FLICK_CM_S: f32 = 120.0;

/// The benchmark's state: frames wanted, times measured, flicks made.
pub struct FrameBench {
    frames: u32,
    whole: Vec<f64>,
    ours: Vec<f64>,
    kicks: u32,
    cpu_at_start: Option<f64>,
    load_at_start: Option<f64>,
    drawn_at: Option<f64>,
}

impl FrameBench {
    /// A run measuring `frames` frames.
    pub fn new(frames: u32) -> Self {
        Self {
            frames,
            whole: Vec::with_capacity(frames as usize),
            ours: Vec::with_capacity(frames as usize),
            kicks: 0,
            cpu_at_start: None,
            load_at_start: None,
            drawn_at: None,
        }
    }

    /// Before the frame's update: keeps the ball flying, the log growing and a peg walking.
    pub fn drive(&mut self, game: &mut MatchScreen, frame: u64) {
        game.bench_tick(frame);
        if game.ball_moving() {
            return;
        }
        self.kicks += 1;
        let angle = self.kicks as f32 * 2.4;
        game.flick(Velocity::new(
            FLICK_CM_S * angle.cos(),
            FLICK_CM_S * angle.sin(),
        ));
    }

    /// Marks the end of our drawing, just before `next_frame().await` (`now` in seconds).
    pub fn drawn(&mut self, now: f64) {
        self.drawn_at = Some(now);
    }

    /// Records the frame that started `whole` seconds before `now` (`frame` frames drawn so
    /// far); returns the exit code once enough frames were measured.
    pub fn record(&mut self, whole: f64, now: f64, frame: u64) -> Option<i32> {
        if frame == WARMUP_FRAMES {
            self.cpu_at_start = process_cpu_seconds();
            self.load_at_start = load_average();
        }
        if frame > WARMUP_FRAMES {
            self.whole.push(whole);
            // The previous frame's own part: from its start to the end of its drawing.
            if let Some(drawn) = self.drawn_at {
                self.ours.push(whole - (now - drawn));
            }
        }
        if self.whole.len() < self.frames as usize {
            return None;
        }
        let Some(stats) = FrameStats::from_seconds(&self.whole) else {
            eprintln!("hexkick: no frame times measured");
            return Some(1);
        };
        let ours = FrameStats::from_seconds(&self.ours);
        let cpu_ms = match (self.cpu_at_start, process_cpu_seconds()) {
            (Some(a), Some(b)) => format!("{:.2}", (b - a) * 1000.0 / stats.frames as f64),
            _ => "unknown".to_string(),
        };
        let load = |l: Option<f64>| l.map_or("unknown".to_string(), |l| format!("{l:.2}"));
        Line::new(Kind::Bench)
            .field("frames", stats.frames)
            .fixed("mean_ms", stats.mean_ms, 2)
            .fixed("p95_ms", stats.p95_ms, 2)
            .fixed("max_ms", stats.max_ms, 2)
            .fixed("fps", stats.fps(), 1)
            .field(
                "ours_mean_ms",
                ours.map_or("unknown".to_string(), |s| format!("{:.2}", s.mean_ms)),
            )
            .field(
                "ours_p95_ms",
                ours.map_or("unknown".to_string(), |s| format!("{:.2}", s.p95_ms)),
            )
            .field("cpu_ms_per_frame", cpu_ms)
            .field("load", load(load_average()))
            .field("load_at_start", load(self.load_at_start))
            .field(
                "size",
                format_args!("{:.0}x{:.0}", screen_width(), screen_height()),
            )
            .write();
        Some(0)
    }
}

/// CPU time used by this process (all threads, the software rasteriser's included), in
/// seconds: on a busy machine it shows what a frame costs when the wall clock cannot.
#[cfg(target_os = "linux")]
fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    /// Linux reports these in clock ticks of 1/100 s (USER_HZ).
    const TICKS_PER_SECOND: f64 = 100.0;
    Some((utime + stime) / TICKS_PER_SECOND)
}

/// The machine's load average over the last minute (runnable and waiting tasks).
#[cfg(target_os = "linux")]
fn load_average() -> Option<f64> {
    std::fs::read_to_string("/proc/loadavg")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// CPU time is only read on Linux.
#[cfg(not(target_os = "linux"))]
fn process_cpu_seconds() -> Option<f64> {
    None
}

/// The load average is only read on Linux.
#[cfg(not(target_os = "linux"))]
fn load_average() -> Option<f64> {
    None
}
