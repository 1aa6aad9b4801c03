//! Release velocity of a stroke: a least-squares line through the last samples, as Android's
//! `VelocityTracker` does.
//!
//! Only the samples of the last [`HORIZON_S`] count, and a gap longer than [`PAUSE_S`] between
//! two samples (or between the last sample and the release) cuts the history: a finger that
//! stopped before lifting gives no flick.

use super::{ScreenPoint, ScreenVelocity};
use std::collections::VecDeque;

/// How far back the fit looks, in seconds (Android's `HORIZON`: 100 ms).
pub const HORIZON_S: f64 = 0.100;
/// A pause longer than this, in seconds, means the pointer stopped (Android's
/// `ASSUME_POINTER_STOPPED_TIME`: 40 ms).
pub const PAUSE_S: f64 = 0.040;
/// Samples kept; older ones are dropped.
const CAPACITY: usize = 64;
/// Time stamps beyond this many seconds are refused as garbage.
const MAX_TIME_S: f64 = 1.0e9;

/// One pointer position at one moment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// Seconds on the pointer clock.
    pub t: f64,
    /// Where the pointer was, in logical pixels.
    pub at: ScreenPoint,
}

/// Why a sample was not recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SampleRejected {
    /// The time stamp is NaN, infinite or absurdly large.
    BadTime,
    /// A coordinate is NaN, infinite or absurdly large.
    BadPosition,
}

/// The longest pause threshold a slow frame rate may stretch [`PAUSE_S`] to, in seconds.
pub const MAX_PAUSE_S: f64 = 0.2;

/// Collects the samples of one stroke and estimates its velocity at release.
#[derive(Clone, Debug)]
pub struct VelocityTracker {
    samples: VecDeque<Sample>,
    pause_s: f64,
    horizon_s: f64,
}

impl Default for VelocityTracker {
    fn default() -> Self {
        Self {
            samples: VecDeque::new(),
            pause_s: PAUSE_S,
            horizon_s: HORIZON_S,
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
    /// the pause threshold becomes the larger of [`PAUSE_S`] and 1.5 spans, at most
    /// [`MAX_PAUSE_S`], and the fit looks back at least two pause thresholds (so a slow
    /// read still has a sample before it). Zero (samples stamped when received) keeps
    /// [`PAUSE_S`] and [`HORIZON_S`].
    pub fn set_sample_interval(&mut self, interval_s: f64) {
        self.pause_s = if interval_s.is_finite() && interval_s > 0.0 {
            (interval_s * 1.5).clamp(PAUSE_S, MAX_PAUSE_S)
        } else {
            PAUSE_S
        };
        self.horizon_s = HORIZON_S.max(2.0 * self.pause_s);
    }

    /// Records a sample. Garbage is refused and changes nothing. When time goes backwards
    /// (a clock reset), the history before it is forgotten and the stroke goes on from the
    /// new sample. Two samples with the same time stamp keep the later position.
    pub fn add(&mut self, t: f64, at: ScreenPoint) -> Result<(), SampleRejected> {
        if !t.is_finite() || t.abs() > MAX_TIME_S {
            return Err(SampleRejected::BadTime);
        }
        if !at.is_sane() {
            return Err(SampleRejected::BadPosition);
        }
        match self.samples.back_mut() {
            Some(last) if t < last.t => self.samples.clear(),
            Some(last) if t == last.t => {
                last.at = at;
                return Ok(());
            }
            _ => {}
        }
        if self.samples.len() == CAPACITY {
            self.samples.pop_front();
        }
        self.samples.push_back(Sample { t, at });
        Ok(())
    }

    /// The latest sample, if any.
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
        if !release_t.is_finite() || release_t - last.t > self.pause_s {
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
            slope(&recent, |s| f64::from(s.at.x)),
            slope(&recent, |s| f64::from(s.at.y)),
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
        let mut newer = last;
        let mut recent = vec![last];
        for s in self.samples.iter().rev().skip(1) {
            if last.t - s.t > self.horizon_s || newer.t - s.t > self.pause_s {
                break;
            }
            recent.push(*s);
            newer = *s;
        }
        recent.reverse();
        recent
    }
}

/// Least-squares slope of `value` against time; `None` when all samples share one time.
fn slope(samples: &[Sample], value: impl Fn(&Sample) -> f64) -> Option<f64> {
    let n = samples.len() as f64;
    let t0 = samples[0].t;
    let mean_t = samples.iter().map(|s| s.t - t0).sum::<f64>() / n;
    let mean_v = samples.iter().map(&value).sum::<f64>() / n;
    let (mut num, mut den) = (0.0, 0.0);
    for s in samples {
        let dt = s.t - t0 - mean_t;
        num += dt * (value(s) - mean_v);
        den += dt * dt;
    }
    (den > 1e-12).then(|| num / den)
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
        let mut tracker = steady_swipe(600.0, 0.0, 0.050, 0.3);
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
