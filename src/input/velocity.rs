//! Release velocity of a stroke, robust to the glitches real touch screens send.
//!
//! Only the samples of the last [`HORIZON_S`] count, and a pause cuts the history: a finger
//! that stood still before lifting for longer than the pause threshold gives no flick, and a
//! gap between two samples longer than the threshold cuts the history there, unless the pointer
//! crossed it at the pace of its neighbouring step (at least [`STEADY_SHARE`] of it, in at most
//! [`MAX_STEADY_GAP_S`]): a browser merges the touch moves of a busy frame into one, and a page
//! that stalls hands a moving finger's moves over late, so a finger that never stopped may
//! leave samples far apart that lie on its path. The threshold is [`PAUSE_S`] for a pointer
//! reported every few milliseconds, and stretches with the stroke's own cadence (the typical
//! gap between its samples, from their time stamps): a browser or a slow phone that delivers
//! touch moves 100-200 ms apart still flicks, while a stop several times longer than the
//! cadence is still a stop. Before a sample is kept it must fit the stroke:
//!
//! - a report closer than [`BURST_GAP_S`] to the report before it, or than
//!   [`MIN_SPACING_S`] to the last kept one, is absorbed (two reports 1.5 µs apart, a burst of
//!   thousands, say nothing about speed; a report repeated with its own time changes nothing);
//! - a sample earlier than the last (a report delivered twice, late), or farther than
//!   [`MAX_POINTER_SPEED`] allows, is held aside: when the next sample agrees with it rather
//!   than with the stroke (a clock reset, a pointer that really jumped), the stroke starts
//!   afresh from the two; otherwise it is dropped as a glitch;
//! - at most [`CAPACITY`] samples are kept.
//!
//! The velocity is the Theil-Sen estimate (the median of the slopes between every two
//! samples, for each axis), which a minority of wrong samples cannot pull far, instead of a
//! least-squares line, which one far sample drags anywhere.

use super::{ScreenPoint, ScreenVelocity};
use std::collections::VecDeque;

/// How far back the fit looks, in seconds (Android's `HORIZON`: 100 ms).
pub const HORIZON_S: f64 = 0.100;
/// A pause longer than this, in seconds, means the pointer stopped (Android's
/// `ASSUME_POINTER_STOPPED_TIME`: 40 ms).
pub const PAUSE_S: f64 = 0.040;
/// Samples kept; older ones are dropped.
pub const CAPACITY: usize = 64;
/// Time stamps beyond this many seconds are refused as garbage.
const MAX_TIME_S: f64 = 1.0e9;
/// Samples closer in time than this to the last kept one are absorbed, in seconds (2 ms keeps
/// every report of a 240 Hz touch screen and every other one of a 1000 Hz mouse).
pub const MIN_SPACING_S: f64 = 0.002;
/// A report closer than this to the report before it, in seconds, belongs to a burst (a
/// screen that floods the stream with thousands of reports): it is absorbed. Real reports come
/// at most every millisecond (1000 Hz), and the game reads them per frame.
pub const BURST_GAP_S: f64 = 0.001;
/// The fastest a pointer is believed to move, in logical pixels a second (about 7 m/s on a
/// phone; a hard flick is below 1.5 m/s). A jump faster than this is a glitch until a second
/// sample confirms it.
pub const MAX_POINTER_SPEED: f64 = 50_000.0;

/// A sample this far off the path its neighbours draw, in logical pixels, may be a glitch
/// (finer deviations are a finger's own jitter).
pub const OFF_PATH_FLOOR_PX: f64 = 16.0;
/// A sample is a glitch when it lies farther off the stroke's fitted line than this share of
/// the stroke's typical step between samples (a steady, speeding or curving finger stays close
/// to it over the fitted horizon).
const OFF_PATH_SHARE: f64 = 0.5;
/// A sample this much sooner after the one before it than the stroke's cadence is early...
const EARLY_SHARE: f64 = 0.25;
/// ...and a glitch when it moved more than this many times what the stroke's pace gives.
const EARLY_PACE_FACTOR: f64 = 3.0;
/// A stroke restarted by two agreeing samples far from it takes over once it has this many
/// samples; until then the stroke before the jump still stands.
const JUMP_CONFIRMED_BY: usize = 3;

/// One pointer position at one moment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// Seconds on the pointer clock.
    pub t: f64,
    /// Where the pointer was, in logical pixels.
    pub at: ScreenPoint,
}

impl Sample {
    /// Whether `later` may follow this sample in one stroke: not earlier, and not faster
    /// than a pointer moves.
    fn leads_to(self, later: Sample) -> bool {
        let dt = later.t - self.t;
        dt >= 0.0 && self.distance_to(later) <= MAX_POINTER_SPEED * dt.max(MIN_SPACING_S)
    }

    /// How far the pointer is from this sample at `other`, in logical pixels.
    fn distance_to(self, other: Sample) -> f64 {
        f64::from(other.at.x - self.at.x).hypot(f64::from(other.at.y - self.at.y))
    }
}

/// Why a sample was not recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SampleRejected {
    /// The time stamp is NaN, infinite or absurdly large.
    BadTime,
    /// A coordinate is NaN, infinite or absurdly large.
    BadPosition,
}

/// The longest pause threshold a slow frame rate or a slow touch cadence may stretch
/// [`PAUSE_S`] to, in seconds (1.5 times the slowest cadence believed: 200 ms).
pub const MAX_PAUSE_S: f64 = 0.3;
/// The longest gap between two samples that a steady pace across it keeps in one motion, in
/// seconds (a page stalled longer than half a second has lost the swipe).
pub const MAX_STEADY_GAP_S: f64 = 0.5;
/// A gap is crossed steadily when its pace is at least this share of the neighbouring step's
/// (a finger that paused and then moved on covers a gap at a small share of its pace).
pub const STEADY_SHARE: f64 = 0.5;
/// A pause is this many times the stroke's cadence (or the read window).
const PAUSE_PER_CADENCE: f64 = 1.5;
/// The cadence is the lower median of at most this many of the latest gaps between samples.
const CADENCE_GAPS: usize = 8;

/// Collects the samples of one stroke and estimates its velocity at release.
#[derive(Clone, Debug)]
pub struct VelocityTracker {
    samples: VecDeque<Sample>,
    /// A sample that did not fit, waiting for the next one to confirm or drop it.
    held: Option<Sample>,
    /// The stroke before two agreeing samples far from it restarted it, kept until a third
    /// sample shows which stroke the pointer is on (two glitches can agree with each other).
    before_jump: Option<VecDeque<Sample>>,
    /// The time of the last sane report, kept or not (bursts are measured from it).
    last_seen_t: Option<f64>,
    pause_s: f64,
}

impl Default for VelocityTracker {
    fn default() -> Self {
        Self {
            samples: VecDeque::new(),
            held: None,
            before_jump: None,
            last_seen_t: None,
            pause_s: PAUSE_S,
        }
    }
}

impl VelocityTracker {
    /// An empty tracker.
    pub fn new() -> Self {
        Self::default()
    }

    /// Tells the tracker how long a span samples stamped together may come from. Samples
    /// read once per frame share the read's time, so a gap of one slow read is not a pause:
    /// the pause threshold becomes at least 1.5 spans, at most [`MAX_PAUSE_S`] (see
    /// [`VelocityTracker::pause_threshold`]). Zero (samples stamped when received) leaves the
    /// threshold to the stroke's cadence.
    pub fn set_sample_interval(&mut self, interval_s: f64) {
        self.pause_s = if interval_s.is_finite() && interval_s > 0.0 {
            (interval_s * PAUSE_PER_CADENCE).clamp(PAUSE_S, MAX_PAUSE_S)
        } else {
            PAUSE_S
        };
    }

    /// The stroke's cadence: the lower median of the latest gaps between kept samples, in
    /// seconds (`None` before two samples). The lower median, so one long gap (a finger
    /// resting before it swipes) among short ones does not stretch it.
    pub fn cadence(&self) -> Option<f64> {
        let n = self.samples.len();
        if n < 2 {
            return None;
        }
        let first = n.saturating_sub(CADENCE_GAPS + 1);
        let mut gaps: Vec<f64> = (first + 1..n)
            .map(|i| self.samples[i].t - self.samples[i - 1].t)
            .collect();
        hexkick_rules::short_sort::sort_by(&mut gaps, f64::total_cmp);
        Some(gaps[(gaps.len() - 1) / 2])
    }

    /// The pause threshold now, in seconds: the read window's (see
    /// [`VelocityTracker::set_sample_interval`]) or 1.5 times the stroke's cadence, whichever
    /// is longer, between [`PAUSE_S`] and [`MAX_PAUSE_S`].
    pub fn pause_threshold(&self) -> f64 {
        let by_cadence = self.cadence().map_or(PAUSE_S, |c| {
            (c * PAUSE_PER_CADENCE).clamp(PAUSE_S, MAX_PAUSE_S)
        });
        self.pause_s.max(by_cadence)
    }

    /// Records a sample (see the module's rules). Garbage is refused and changes nothing.
    /// Two samples with the same time stamp keep the later position. A sample that does not
    /// fit the stroke is held ([`VelocityTracker::is_holding`]): when the next one agrees with
    /// it rather than with the stroke (the clock was reset, the pointer really jumped), the
    /// history before them is forgotten and the stroke goes on from the two.
    pub fn add(&mut self, t: f64, at: ScreenPoint) -> Result<(), SampleRejected> {
        if !t.is_finite() || t.abs() > MAX_TIME_S {
            return Err(SampleRejected::BadTime);
        }
        if !at.is_sane() {
            return Err(SampleRejected::BadPosition);
        }
        let sample = Sample { t, at };
        let seen_before = self.last_seen_t.replace(t);
        let Some(&last) = self.samples.back() else {
            self.samples.push_back(sample);
            return Ok(());
        };
        if t == last.t {
            // A second report at one time: the later position, if it still fits the stroke.
            let n = self.samples.len();
            if n > 1 && !self.samples[n - 2].leads_to(sample) {
                self.held = Some(sample);
                return Ok(());
            }
            self.samples[n - 1].at = at;
            return Ok(());
        }
        if seen_before.is_some_and(|seen| (0.0..BURST_GAP_S).contains(&(t - seen))) {
            return Ok(());
        }
        if !last.leads_to(sample) {
            if let Some(before) = self
                .before_jump
                .take_if(|b| b.back().is_some_and(|s| s.leads_to(sample)))
            {
                // The jump was two glitches that agreed: the stroke goes on from before it.
                self.samples = before;
                self.held = None;
                self.samples.push_back(sample);
                return Ok(());
            }
            return match self.held.take() {
                Some(held) if held.leads_to(sample) => {
                    let before = std::mem::take(&mut self.samples);
                    self.before_jump = Some(before);
                    self.samples.push_back(held);
                    self.samples.push_back(sample);
                    Ok(())
                }
                _ => {
                    self.held = Some(sample);
                    Ok(())
                }
            };
        }
        self.held = None;
        if t - last.t < MIN_SPACING_S {
            return Ok(());
        }
        if self.samples.len() == CAPACITY {
            self.samples.pop_front();
        }
        self.samples.push_back(sample);
        if self.samples.len() >= JUMP_CONFIRMED_BY {
            self.before_jump = None;
        }
        Ok(())
    }

    /// Whether the last sample did not fit the stroke and is held until the next one shows
    /// whether it was a glitch (a screen should not show the pointer there yet).
    pub fn is_holding(&self) -> bool {
        self.held.is_some()
    }

    /// The latest sample kept, if any.
    pub fn last(&self) -> Option<Sample> {
        self.samples.back().copied()
    }

    /// The velocity of the pointer when it was released at time `release_t`: zero when the
    /// pointer paused before the release, when too few recent samples exist, or when the
    /// figures are not finite.
    pub fn velocity_at_release(&self, release_t: f64) -> ScreenVelocity {
        let Some(last) = self.last() else {
            return ScreenVelocity::ZERO;
        };
        if !release_t.is_finite() || release_t - last.t > self.pause_threshold() {
            return ScreenVelocity::ZERO;
        }
        self.velocity()
    }

    /// Ends the stroke with its release at time `t` at `at`, and gives its velocity: zero when
    /// the pointer stood still for longer than the pause threshold before it (judged before
    /// the release joins the samples, as it then does: a finger lifted where it stopped would
    /// otherwise close the gap it left).
    pub fn release(&mut self, t: f64, at: ScreenPoint) -> ScreenVelocity {
        let threshold = self.pause_threshold();
        let stopped = !t.is_finite() || self.last().is_some_and(|last| t - last.t > threshold);
        // The release position is a sample too; a rejected one is simply not counted.
        let _ = self.add(t, at);
        if stopped {
            ScreenVelocity::ZERO
        } else {
            self.velocity_at_release(t)
        }
    }

    /// The fitted velocity over the recent samples, ignoring when the release happened. A
    /// jump not yet confirmed by a third sample does not count; samples off the path their
    /// neighbours draw are left out.
    pub fn velocity(&self) -> ScreenVelocity {
        let stroke = match &self.before_jump {
            Some(before) if self.samples.len() < JUMP_CONFIRMED_BY => before,
            _ => &self.samples,
        };
        let recent = plausible_recent(stroke, self.pause_threshold());
        if recent.len() < 2 {
            return ScreenVelocity::ZERO;
        }
        let (Some(vx), Some(vy)) = (
            median_slope(&recent, |s| f64::from(s.at.x)),
            median_slope(&recent, |s| f64::from(s.at.y)),
        ) else {
            return ScreenVelocity::ZERO;
        };
        let v = ScreenVelocity {
            x: vx as f32,
            y: vy as f32,
        };
        if v.x.is_finite() && v.y.is_finite() {
            v
        } else {
            ScreenVelocity::ZERO
        }
    }
}

/// The newest samples of `stroke` within the horizon, back to the first pause, newest last: a
/// gap longer than `pause_s` that the pointer did not cross steadily ([`crossed_steadily`]).
/// The horizon never leaves fewer than two samples when the gap before the newest is kept.
fn recent_samples(stroke: &VecDeque<Sample>, pause_s: f64) -> Vec<Sample> {
    let Some(&last) = stroke.back() else {
        return Vec::new();
    };
    // The fit looks back at least two pauses, so a slow cadence still has two samples.
    let horizon_s = HORIZON_S.max(2.0 * pause_s);
    let mut recent = vec![last];
    for i in (0..stroke.len() - 1).rev() {
        let s = stroke[i];
        let newer = recent[recent.len() - 1];
        if recent.len() >= 2 && last.t - s.t > horizon_s {
            break;
        }
        if newer.t - s.t > pause_s {
            // The step on the other side of the gap: after it, else before it.
            let beside = match recent.len() {
                1 => i.checked_sub(1).map(|before| (stroke[before], s)),
                n => Some((newer, recent[n - 2])),
            };
            if !crossed_steadily(s, newer, beside) {
                break;
            }
        }
        recent.push(s);
    }
    recent.reverse();
    recent
}

/// Whether the pointer crossed the gap from `from` to `to` at the pace of the step `beside`
/// it, in at most [`MAX_STEADY_GAP_S`]: moves handed over late, not a finger that stopped.
fn crossed_steadily(from: Sample, to: Sample, beside: Option<(Sample, Sample)>) -> bool {
    let pace = |a: Sample, b: Sample| a.distance_to(b) / (b.t - a.t).max(MIN_SPACING_S);
    let Some((a, b)) = beside else {
        return false;
    };
    let step_pace = pace(a, b);
    to.t - from.t <= MAX_STEADY_GAP_S
        && step_pace > 0.0
        && pace(from, to) >= STEADY_SHARE * step_pace
}

/// The recent samples of `stroke` (see [`recent_samples`]) that fit it ([`plausible`]): the
/// one sample before them, when no pause parts it from them, is held against them too (a
/// glitch first in the window is known by the sample before it) and then left out.
fn plausible_recent(stroke: &VecDeque<Sample>, pause_s: f64) -> Vec<Sample> {
    let recent = recent_samples(stroke, pause_s);
    let Some(&first) = recent.first() else {
        return recent;
    };
    let before = (stroke.iter().rev())
        .find(|s| s.t < first.t)
        .filter(|s| first.t - s.t <= pause_s);
    let mut window: Vec<Sample> = before.into_iter().copied().collect();
    window.extend(&recent);
    let kept = plausible(&window);
    let fitted: Vec<Sample> = kept.into_iter().filter(|s| s.t >= first.t).collect();
    if fitted.len() < 2 && recent.len() >= 2 {
        recent
    } else {
        fitted
    }
}

/// The samples that fit the stroke as a whole: the Theil-Sen line through them (the one the
/// velocity is fitted with) is drawn, and the sample farthest from it is left out when it lies
/// farther than [`OFF_PATH_SHARE`] of the stroke's typical step between samples (and at least
/// [`OFF_PATH_FLOOR_PX`]); the line is drawn again through the rest, until every sample fits.
/// A glitch that moves no faster than a pointer can (90 px ahead 3 ms after a sample, in a
/// swipe sampled every 150 ms) passes every check between neighbours but not this one.
fn plausible(samples: &[Sample]) -> Vec<Sample> {
    let mut kept = without_early_jumps(samples);
    while kept.len() > 2 {
        let room = (OFF_PATH_SHARE * typical_step(&kept)).max(OFF_PATH_FLOOR_PX);
        let Some(line) = Line::through(&kept) else {
            break;
        };
        let worst = (0..kept.len())
            .map(|i| (i, line.distance(kept[i])))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        match worst {
            Some((i, off)) if off > room => {
                kept.remove(i);
            }
            _ => break,
        }
    }
    kept
}

/// `samples` without those that come much sooner after the one before them than the stroke's
/// cadence ([`EARLY_SHARE`] of it) and yet moved far from it ([`OFF_PATH_FLOOR_PX`], and
/// [`EARLY_PACE_FACTOR`] times what the stroke's pace gives in that time): a report 3 ms
/// after another, 90 px ahead, in a swipe sampled every 150 ms.
fn without_early_jumps(samples: &[Sample]) -> Vec<Sample> {
    if samples.len() < 3 {
        return samples.to_vec();
    }
    let mut gaps: Vec<f64> = samples.windows(2).map(|w| w[1].t - w[0].t).collect();
    hexkick_rules::short_sort::sort_by(&mut gaps, f64::total_cmp);
    let cadence = gaps[gaps.len() / 2];
    let Some(line) = Line::through(samples) else {
        return samples.to_vec();
    };
    let pace = line.velocity.0.hypot(line.velocity.1);
    let mut kept = vec![samples[0]];
    for &s in &samples[1..] {
        let before = kept[kept.len() - 1];
        let dt = s.t - before.t;
        let step = before.distance_to(s);
        let early_jump = dt < EARLY_SHARE * cadence
            && step > OFF_PATH_FLOOR_PX.max(EARLY_PACE_FACTOR * pace * dt);
        if !early_jump {
            kept.push(s);
        }
    }
    kept
}

/// The median distance between consecutive samples, in logical pixels.
fn typical_step(samples: &[Sample]) -> f64 {
    let mut steps: Vec<f64> = (samples.windows(2))
        .map(|w| w[0].distance_to(w[1]))
        .collect();
    hexkick_rules::short_sort::sort_by(&mut steps, f64::total_cmp);
    steps.get(steps.len() / 2).copied().unwrap_or(0.0)
}

/// A steady motion fitted robustly: position = `origin` + `velocity` x (t - `t0`).
struct Line {
    t0: f64,
    origin: (f64, f64),
    velocity: (f64, f64),
}

impl Line {
    /// The Theil-Sen line through `samples` (the median slope of each axis, and the median
    /// offset of the samples from it); `None` with fewer than two at distinct times.
    fn through(samples: &[Sample]) -> Option<Line> {
        let x = |s: &Sample| f64::from(s.at.x);
        let y = |s: &Sample| f64::from(s.at.y);
        let velocity = (median_slope(samples, x)?, median_slope(samples, y)?);
        let t0 = samples[0].t;
        let offsets = |value: &dyn Fn(&Sample) -> f64, slope: f64| {
            let mut o: Vec<f64> = samples
                .iter()
                .map(|s| value(s) - slope * (s.t - t0))
                .collect();
            hexkick_rules::short_sort::sort_by(&mut o, f64::total_cmp);
            let mid = o.len() / 2;
            if o.len() % 2 == 1 {
                o[mid]
            } else {
                (o[mid - 1] + o[mid]) / 2.0
            }
        };
        let origin = (offsets(&x, velocity.0), offsets(&y, velocity.1));
        Some(Line {
            t0,
            origin,
            velocity,
        })
    }

    /// How far `s` lies from where the line is at its time, in logical pixels.
    fn distance(&self, s: Sample) -> f64 {
        let dt = s.t - self.t0;
        let (x, y) = (
            self.origin.0 + self.velocity.0 * dt,
            self.origin.1 + self.velocity.1 * dt,
        );
        (f64::from(s.at.x) - x).hypot(f64::from(s.at.y) - y)
    }
}

/// Theil-Sen slope of `value` against time: the median of the slopes between every two
/// samples (samples are at least [`MIN_SPACING_S`] apart); `None` with fewer than two.
fn median_slope(samples: &[Sample], value: impl Fn(&Sample) -> f64) -> Option<f64> {
    let mut slopes = Vec::with_capacity(samples.len() * samples.len() / 2);
    for (i, a) in samples.iter().enumerate() {
        for b in &samples[i + 1..] {
            let dt = b.t - a.t;
            if dt > 0.0 {
                slopes.push((value(b) - value(a)) / dt);
            }
        }
    }
    if slopes.is_empty() {
        return None;
    }
    hexkick_rules::short_sort::sort_by(&mut slopes, f64::total_cmp);
    let mid = slopes.len() / 2;
    Some(if slopes.len() % 2 == 1 {
        slopes[mid]
    } else {
        (slopes[mid - 1] + slopes[mid]) / 2.0
    })
}

/// Property tests: a steady swipe with one glitch in it (the kinds real touch screens send)
/// gives the kick of the clean swipe within a few percent.
#[cfg(test)]
mod glitches;
#[cfg(test)]
mod tests;
