use super::{Sample, ScreenPoint, ScreenVelocity, VelocityTracker};
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
    /// Two samples far from the stroke that agree with each other, a millisecond apart.
    FarPair(f32, f32),
    /// One sample `px` ahead along the swipe, `dt` seconds after a real one: no faster than a
    /// pointer may move, but off the stroke's pace.
    Ahead(f32, f64),
}

fn glitch() -> impl Strategy<Value = Glitch> {
    prop_oneof![
        (-9.0e5f32..9.0e5, -9.0e5f32..9.0e5).prop_map(|(x, y)| Glitch::Far(x, y)),
        (-400.0f32..400.0).prop_map(Glitch::TooClose),
        (0.5f64..5.0).prop_map(Glitch::ClockBack),
        Just(Glitch::LateDuplicate),
        (10usize..2000, -60.0f32..60.0).prop_map(|(n, a)| Glitch::Burst(n, a)),
        (-9.0e3f32..9.0e3, -9.0e3f32..9.0e3).prop_map(|(x, y)| Glitch::FarPair(x, y)),
        (60.0f32..200.0, 0.002f64..0.004).prop_map(|(px, dt)| Glitch::Ahead(px, dt)),
    ]
}

/// `clean` with the glitch after sample `at`.
fn glitched(clean: &[Sample], at: usize, glitch: &Glitch) -> Vec<Sample> {
    let s = clean[at];
    // The swipe's direction, from its first and last samples.
    let (first, end) = (clean[0].at, clean[clean.len() - 1].at);
    let length = (end.x - first.x).hypot(end.y - first.y).max(1e-3);
    let ahead = |px: f32| {
        ScreenPoint::new(
            s.at.x + px * (end.x - first.x) / length,
            s.at.y + px * (end.y - first.y) / length,
        )
    };
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
        Glitch::FarPair(x, y) => vec![
            Sample {
                t: s.t + 0.001,
                at: ScreenPoint::new(s.at.x + x, s.at.y + y),
            },
            Sample {
                t: s.t + 0.002,
                at: ScreenPoint::new(s.at.x + x + 1.0, s.at.y + y),
            },
        ],
        Glitch::Ahead(px, dt) => vec![Sample {
            t: s.t + dt,
            at: ahead(px),
        }],
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
        step in prop_oneof![Just(0.004f64), Just(0.0167), Just(0.060), Just(0.150)],
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
        Glitch::FarPair(5000.0, 0.0),
        Glitch::Ahead(90.0, 0.003),
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

/// The tester's two attacks, at each cadence: two agreeing samples 5,000 px away turned a
/// 47 cm/s swipe into 98 cm/s; one sample 90 px ahead 3 ms after another, in a swipe sampled
/// every 150 ms, added 24 %. Both now change the kick by at most 3 %.
#[test]
fn two_agreeing_far_samples_and_one_sample_ahead_change_the_kick_by_at_most_3_percent() {
    for step in [0.004, 0.0167, 0.060, 0.150] {
        let n = (1.2 / step) as usize + 3;
        let clean = swipe((180.0, 0.0), step, n.min(40));
        let last = clean.len() - 1;
        let release_t = clean[last].t + step / 2.0;
        let want = released(&clean, release_t);
        for glitch in [Glitch::FarPair(5000.0, 0.0), Glitch::Ahead(90.0, 0.003)] {
            for at in [0, last / 2, last - 1, last] {
                let got = released(&glitched(&clean, at, &glitch), release_t);
                let error = (got.x - want.x).hypot(got.y - want.y);
                assert!(
                    error <= 0.03 * want.speed(),
                    "{step} s cadence, {glitch:?} after sample {at}: {got:?} vs {want:?}"
                );
            }
        }
    }
}

/// Real strokes are never thinned: a swipe speeding up three times over, and one on a curve
/// (1,500 px/s around a circle of 400 px),
/// keep every sample the velocity is fitted on, at every cadence.
#[test]
fn accelerating_and_curved_strokes_keep_every_sample() {
    let fitted = |stroke: &[Sample]| {
        let mut tracker = VelocityTracker::new();
        for s in stroke {
            tracker.add(s.t, s.at).expect("sane");
        }
        super::recent_samples(&tracker.samples, tracker.pause_threshold())
    };
    for step in [0.004, 0.0167, 0.060, 0.150] {
        let n = 12;
        let duration = (n - 1) as f64 * step;
        let accelerating: Vec<Sample> = (0..n)
            .map(|i| {
                let t = i as f64 * step;
                // From 400 to 1200 px/s, evenly.
                let x = 400.0 * t + 400.0 * t * t / duration;
                Sample {
                    t: 5.0 + t,
                    at: ScreenPoint::new(300.0 + x as f32, 400.0),
                }
            })
            .collect();
        let recent = fitted(&accelerating);
        assert_eq!(super::plausible(&recent), recent, "{step} s: speeding up");
        let curved: Vec<Sample> = (0..n)
            .map(|i| {
                // 1,500 px/s on a circle of 400 px.
                let angle = 3.75 * i as f64 * step;
                Sample {
                    t: 5.0 + i as f64 * step,
                    at: ScreenPoint::new(
                        (300.0 + 400.0 * angle.cos()) as f32,
                        (400.0 + 400.0 * angle.sin()) as f32,
                    ),
                }
            })
            .collect();
        let recent = fitted(&curved);
        assert_eq!(super::plausible(&recent), recent, "{step} s: on a curve");
    }
}
