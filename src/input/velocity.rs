//! Release velocity of a stroke, robust to the glitches real touch screens send.
//!
//! Only the samples of the last [`HORIZON_S`] count, and a gap longer than the pause threshold
//! between two samples (or between the last sample and the release) cuts the history: a finger
//! that stopped before lifting gives no flick. The threshold is [`PAUSE_S`] for a pointer
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
        let distance = f64::from(later.at.x - self.at.x).hypot(f64::from(later.at.y - self.at.y));
        dt >= 0.0 && distance <= MAX_POINTER_SPEED * dt.max(MIN_SPACING_S)
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
    /// The time of the last sane report, kept or not (bursts are measured from it).
    last_seen_t: Option<f64>,
    pause_s: f64,
}

impl Default for VelocityTracker {
    fn default() -> Self {
        Self {
            samples: VecDeque::new(),
            held: None,
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
        gaps.sort_by(f64::total_cmp);
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
            return match self.held.take() {
                Some(held) if held.leads_to(sample) => {
                    self.samples.clear();
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

    /// The fitted velocity over the recent samples, ignoring when the release happened.
    pub fn velocity(&self) -> ScreenVelocity {
        let recent = self.recent_samples();
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

    /// The newest samples within the horizon, back to the first pause, newest last.
    fn recent_samples(&self) -> Vec<Sample> {
        let Some(last) = self.last() else {
            return Vec::new();
        };
        let pause_s = self.pause_threshold();
        // The fit looks back at least two pauses, so a slow cadence still has two samples.
        let horizon_s = HORIZON_S.max(2.0 * pause_s);
        let mut newer = last;
        let mut recent = vec![last];
        for s in self.samples.iter().rev().skip(1) {
            if last.t - s.t > horizon_s || newer.t - s.t > pause_s {
                break;
            }
            recent.push(*s);
            newer = *s;
        }
        recent.reverse();
        recent
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
    slopes.sort_by(f64::total_cmp);
    let mid = slopes.len() / 2;
    Some(if slopes.len() % 2 == 1 {
        slopes[mid]
    } else {
        (slopes[mid - 1] + slopes[mid]) / 2.0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A swipe at constant velocity sampled every `step_s` for `duration_s`.
    fn steady_swipe(vx: f32, vy: f32, step_s: f64, duration_s: f64) -> VelocityTracker {
        let mut tracker = VelocityTracker::new();
        let steps = (duration_s / step_s).round() as u32;
        for i in 0..=steps {
            let t = 10.0 + f64::from(i) * step_s;
            let dt = (t - 10.0) as f32;
            let at = ScreenPoint::new(100.0 + vx * dt, 200.0 + vy * dt);
            tracker.add(t, at).expect("sane sample");
        }
        tracker
    }

    fn within_5_percent(got: ScreenVelocity, want: ScreenVelocity) -> bool {
        let err = (got.x - want.x).hypot(got.y - want.y);
        err <= 0.05 * want.speed()
    }

    #[test]
    fn a_steady_swipe_gives_its_speed_within_5_percent() {
        for (vx, vy) in [(800.0, 0.0), (0.0, -450.0), (1200.0, 700.0), (-90.0, 60.0)] {
            for step in [0.004, 0.0167, 0.033] {
                let tracker = steady_swipe(vx, vy, step, 0.3);
                let last = tracker.last().expect("samples").t;
                let v = tracker.velocity_at_release(last + 0.005);
                let want = ScreenVelocity { x: vx, y: vy };
                assert!(within_5_percent(v, want), "{v:?} for {want:?} at {step}s");
            }
        }
    }

    #[test]
    fn only_the_last_100_ms_count() {
        // Slow for half a second, then fast for the last 100 ms: the release speed is fast.
        let mut tracker = VelocityTracker::new();
        let mut x = 0.0_f32;
        let mut t = 0.0_f64;
        for _ in 0..50 {
            t += 0.01;
            x += 1.0;
            tracker.add(t, ScreenPoint::new(x, 0.0)).expect("sample");
        }
        for _ in 0..10 {
            t += 0.01;
            x += 10.0;
            tracker.add(t, ScreenPoint::new(x, 0.0)).expect("sample");
        }
        let v = tracker.velocity_at_release(t);
        assert!((v.x - 1000.0).abs() < 50.0, "{v:?}");
    }

    #[test]
    fn a_pause_before_release_gives_zero() {
        let tracker = steady_swipe(900.0, 300.0, 0.0167, 0.2);
        let last = tracker.last().expect("samples").t;
        assert_eq!(
            tracker.velocity_at_release(last + 0.060),
            ScreenVelocity::ZERO
        );
        assert_ne!(
            tracker.velocity_at_release(last + 0.010),
            ScreenVelocity::ZERO
        );
    }

    #[test]
    fn a_slow_frame_is_not_a_pause_but_a_long_stop_still_is() {
        let mut tracker = steady_swipe(600.0, 0.0, 0.0167, 0.3);
        let last = tracker.last().expect("samples").t;
        assert_eq!(
            tracker.velocity_at_release(last + 0.050),
            ScreenVelocity::ZERO
        );
        tracker.set_sample_interval(0.050);
        let v = tracker.velocity_at_release(last + 0.050);
        assert!((v.x - 600.0).abs() < 30.0, "{v:?}");
        assert_eq!(
            tracker.velocity_at_release(last + 0.30),
            ScreenVelocity::ZERO
        );
        tracker.set_sample_interval(f64::NAN);
        assert_eq!(
            tracker.velocity_at_release(last + 0.050),
            ScreenVelocity::ZERO
        );
    }

    #[test]
    fn swipes_at_16_60_150_and_200_ms_cadence_flick_and_their_stops_do_not() {
        for step in [0.016, 0.060, 0.150, 0.200] {
            for (vx, vy) in [(550.0, 0.0), (-300.0, 400.0), (0.0, -1200.0)] {
                let tracker = steady_swipe(vx, vy, step, 0.6);
                assert!(
                    (tracker.cadence().expect("samples") - step).abs() < 1e-6,
                    "cadence at {step}"
                );
                let last = tracker.last().expect("samples").t;
                let want = ScreenVelocity { x: vx, y: vy };
                // Lifted anywhere up to one cadence after the last move: a flick.
                for lift in [0.3 * step, step] {
                    let v = tracker.velocity_at_release(last + lift);
                    assert!(within_5_percent(v, want), "{v:?} for {want:?} at {step}s");
                }
                // Held still for well over the cadence before lifting: no flick.
                let stop = (2.5 * step).max(PAUSE_S) + 0.01;
                assert_eq!(
                    tracker.velocity_at_release(last + stop.max(MAX_PAUSE_S + 0.01)),
                    ScreenVelocity::ZERO,
                    "stopped at {step}s"
                );
                assert_eq!(
                    tracker.velocity_at_release(last + stop),
                    ScreenVelocity::ZERO,
                    "stopped {stop}s at {step}s"
                );
            }
        }
    }

    #[test]
    fn resting_on_the_ball_before_a_swipe_does_not_stretch_the_pause() {
        // A finger rests for a second, then swipes with 16 ms moves and stops 60 ms.
        let mut tracker = VelocityTracker::new();
        tracker
            .add(0.0, ScreenPoint::new(0.0, 0.0))
            .expect("sample");
        for i in 0..=12 {
            let t = 1.0 + f64::from(i) * 0.016;
            let at = ScreenPoint::new(i as f32 * 8.0, 0.0);
            tracker.add(t, at).expect("sample");
        }
        let last = tracker.last().expect("samples").t;
        assert!((tracker.cadence().expect("samples") - 0.016).abs() < 1e-6);
        assert_eq!(
            tracker.velocity_at_release(last + 0.060),
            ScreenVelocity::ZERO
        );
        let v = tracker.velocity_at_release(last + 0.010);
        assert!((v.x - 500.0).abs() < 25.0, "{v:?}");
    }

    #[test]
    fn a_pause_inside_the_stroke_cuts_the_history() {
        // Move right, stop for 80 ms, then one short hop down: only the hop counts.
        let mut tracker = VelocityTracker::new();
        for i in 0..10 {
            let t = f64::from(i) * 0.01;
            tracker
                .add(t, ScreenPoint::new(i as f32 * 10.0, 0.0))
                .expect("sample");
        }
        tracker
            .add(0.17, ScreenPoint::new(90.0, 0.0))
            .expect("sample");
        tracker
            .add(0.18, ScreenPoint::new(90.0, 5.0))
            .expect("sample");
        let v = tracker.velocity_at_release(0.18);
        assert!(v.x.abs() < 1.0 && (v.y - 500.0).abs() < 1.0, "{v:?}");
    }

    #[test]
    fn a_tap_without_motion_gives_zero() {
        let mut tracker = VelocityTracker::new();
        assert_eq!(tracker.velocity_at_release(1.0), ScreenVelocity::ZERO);
        tracker
            .add(1.0, ScreenPoint::new(5.0, 5.0))
            .expect("sample");
        assert_eq!(tracker.velocity_at_release(1.01), ScreenVelocity::ZERO);
        tracker
            .add(1.02, ScreenPoint::new(5.0, 5.0))
            .expect("sample");
        assert_eq!(tracker.velocity_at_release(1.02), ScreenVelocity::ZERO);
    }

    #[test]
    fn nan_infinite_and_huge_samples_are_refused() {
        let mut tracker = steady_swipe(500.0, 0.0, 0.01, 0.1);
        let before = tracker.velocity();
        let t = tracker.last().expect("samples").t;
        let bad = [
            (
                f64::NAN,
                ScreenPoint::new(1.0, 1.0),
                SampleRejected::BadTime,
            ),
            (
                f64::INFINITY,
                ScreenPoint::new(1.0, 1.0),
                SampleRejected::BadTime,
            ),
            (1e300, ScreenPoint::new(1.0, 1.0), SampleRejected::BadTime),
            (
                t + 0.01,
                ScreenPoint::new(f32::NAN, 1.0),
                SampleRejected::BadPosition,
            ),
            (
                t + 0.01,
                ScreenPoint::new(1.0, f32::NEG_INFINITY),
                SampleRejected::BadPosition,
            ),
            (
                t + 0.01,
                ScreenPoint::new(1.0e9, 1.0),
                SampleRejected::BadPosition,
            ),
        ];
        for (bt, at, why) in bad {
            assert_eq!(tracker.add(bt, at), Err(why));
        }
        assert_eq!(tracker.velocity(), before);
        assert_eq!(tracker.velocity_at_release(f64::NAN), ScreenVelocity::ZERO);
    }

    #[test]
    fn huge_but_legal_jumps_stay_finite() {
        let mut tracker = VelocityTracker::new();
        tracker
            .add(0.0, ScreenPoint::new(-9.0e5, 0.0))
            .expect("sample");
        tracker
            .add(1.0e-9, ScreenPoint::new(9.0e5, 0.0))
            .expect("sample");
        let v = tracker.velocity_at_release(1.0e-9);
        assert!(v.x.is_finite() && v.y.is_finite(), "{v:?}");
    }

    #[test]
    fn time_going_backwards_restarts_the_history() {
        let mut tracker = steady_swipe(1000.0, 0.0, 0.01, 0.1);
        // The clock jumps back: the fast history is forgotten, the new motion counts.
        tracker
            .add(1.0, ScreenPoint::new(0.0, 0.0))
            .expect("sample");
        tracker
            .add(1.01, ScreenPoint::new(0.0, 3.0))
            .expect("sample");
        tracker
            .add(1.02, ScreenPoint::new(0.0, 6.0))
            .expect("sample");
        let v = tracker.velocity_at_release(1.02);
        assert!(v.x.abs() < 1e-3 && (v.y - 300.0).abs() < 1.0, "{v:?}");
    }

    #[test]
    fn samples_sharing_a_time_stamp_keep_the_latest_position() {
        let mut tracker = VelocityTracker::new();
        tracker
            .add(0.0, ScreenPoint::new(0.0, 0.0))
            .expect("sample");
        tracker
            .add(0.01, ScreenPoint::new(1.0, 0.0))
            .expect("sample");
        tracker
            .add(0.01, ScreenPoint::new(2.0, 0.0))
            .expect("sample");
        let v = tracker.velocity_at_release(0.01);
        assert!((v.x - 200.0).abs() < 1e-3, "{v:?}");
    }
}

/// Property tests: a steady swipe with one glitch in it (the kinds real touch screens send)
/// gives the kick of the clean swipe within a few percent.
#[cfg(test)]
mod glitches {
    use super::*;
    use proptest::prelude::*;

    /// A steady swipe: `n` samples `step` seconds apart at `v` pixels a second.
    fn swipe(v: (f32, f32), step: f64, n: usize) -> Vec<Sample> {
        (0..n)
            .map(|i| {
                let t = 5.0 + i as f64 * step;
                let dt = (t - 5.0) as f32;
                Sample {
                    t,
                    at: ScreenPoint::new(300.0 + v.0 * dt, 400.0 + v.1 * dt),
                }
            })
            .collect()
    }

    /// The release velocity of `samples`, released one `step` after the last real one.
    fn released(samples: &[Sample], release_t: f64) -> ScreenVelocity {
        let mut tracker = VelocityTracker::new();
        for s in samples {
            let _ = tracker.add(s.t, s.at);
        }
        tracker.velocity_at_release(release_t)
    }

    /// The glitches of the issue: a far sample, two samples 1.5 µs apart, the clock jumping
    /// back 5 s for one sample, a report delivered twice (late), a burst of reports.
    #[derive(Clone, Debug)]
    enum Glitch {
        Far(f32, f32),
        TooClose(f32),
        ClockBack(f64),
        LateDuplicate,
        Burst(usize, f32),
    }

    fn glitch() -> impl Strategy<Value = Glitch> {
        prop_oneof![
            (-9.0e5f32..9.0e5, -9.0e5f32..9.0e5).prop_map(|(x, y)| Glitch::Far(x, y)),
            (-400.0f32..400.0).prop_map(Glitch::TooClose),
            (0.5f64..5.0).prop_map(Glitch::ClockBack),
            Just(Glitch::LateDuplicate),
            (10usize..2000, -60.0f32..60.0).prop_map(|(n, a)| Glitch::Burst(n, a)),
        ]
    }

    /// `clean` with the glitch after sample `at`.
    fn glitched(clean: &[Sample], at: usize, glitch: &Glitch) -> Vec<Sample> {
        let s = clean[at];
        let bad = match *glitch {
            Glitch::Far(x, y) => vec![Sample {
                t: s.t + 0.001,
                at: ScreenPoint::new(x, y),
            }],
            Glitch::TooClose(dx) => vec![Sample {
                t: s.t + 1.5e-6,
                at: ScreenPoint::new(s.at.x + dx, s.at.y),
            }],
            Glitch::ClockBack(secs) => vec![Sample {
                t: s.t - secs,
                at: s.at,
            }],
            Glitch::LateDuplicate => match at.checked_sub(1) {
                Some(before) => vec![clean[before]],
                None => Vec::new(),
            },
            Glitch::Burst(n, amplitude) => (1..=n)
                .map(|k| Sample {
                    t: s.t + k as f64 * 1.0e-7,
                    at: ScreenPoint::new(
                        s.at.x,
                        s.at.y + if k % 2 == 0 { amplitude } else { -amplitude },
                    ),
                })
                .collect(),
        };
        let mut out = clean[..=at].to_vec();
        out.extend(bad);
        out.extend_from_slice(&clean[at + 1..]);
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        #[test]
        fn a_glitched_sample_changes_the_kick_by_at_most_a_few_percent(
            speed in 50.0f32..3000.0,
            angle in 0.0f32..std::f32::consts::TAU,
            step in prop_oneof![Just(0.004f64), Just(0.008), Just(0.0167)],
            n in 8usize..40,
            place in 0.0f64..1.0,
            glitch in glitch(),
        ) {
            let v = (speed * angle.cos(), speed * angle.sin());
            let clean = swipe(v, step, n);
            let release_t = clean[n - 1].t + step / 2.0;
            let want = released(&clean, release_t);
            prop_assert!(want.speed() > 0.95 * speed, "{want:?}");
            let at = ((n - 1) as f64 * place) as usize;
            let got = released(&glitched(&clean, at, &glitch), release_t);
            let error = (got.x - want.x).hypot(got.y - want.y);
            prop_assert!(
                error <= 0.03 * want.speed(),
                "{glitch:?} after sample {at} of {n}: {got:?}, clean {want:?}"
            );
        }
    }

    #[test]
    fn a_glitched_sample_cannot_make_a_gentle_swipe_a_maximum_kick() {
        // The cases on a gentle swipe (about 47 cm/s on the pitch).
        let clean = swipe((180.0, 0.0), 0.0167, 12);
        let release_t = clean[11].t + 0.008;
        let want = released(&clean, release_t);
        let cases = [
            Glitch::Far(9.0e5, 0.0),
            Glitch::TooClose(300.0),
            Glitch::ClockBack(5.0),
            Glitch::LateDuplicate,
            Glitch::Burst(100_000, 50.0),
        ];
        for glitch in cases {
            for at in [0, 5, 10, 11] {
                let got = released(&glitched(&clean, at, &glitch), release_t);
                let error = (got.x - want.x).hypot(got.y - want.y);
                assert!(
                    error <= 0.03 * want.speed(),
                    "{glitch:?} at {at}: {got:?} vs {want:?}"
                );
            }
        }
    }
}
