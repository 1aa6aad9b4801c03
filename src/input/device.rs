//! Reads macroquad's mouse and touch events in order and turns them into [`PointerEvent`]s in
//! logical pixels, each stamped on the device's [`MonotonicClock`] when it was received.
//!
//! Touch positions arrive in physical pixels and mouse positions in the same raw unit before
//! macroquad's own scaling, so both are divided by the DPI scale here.
//!
//! When an event was received: macroquad queues the platform's events without a time and
//! hands them over once per frame. On the web the page's events reach the game as they happen
//! (between frames), so `web/hexkick.js` stamps each pointer call with `performance.now()` and
//! the device takes those stamps back in the same order. Natively the events are read at the
//! start of a frame, so the read is the receipt: all events of one read share its time, and
//! [`PointerDevice::read_window`] tells the stroke tracker how long the span they may come
//! from is (see `StrokeTracker::set_sample_interval`).

use super::ScreenPoint;
use super::clock::MonotonicClock;
use super::stroke::{PointerEvent, PointerId, PointerPhase};
use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, MouseButton, TouchPhase};

/// One pointer event as read, with its receipt stamp when the platform gave one.
#[derive(Clone, Copy)]
struct Received {
    id: PointerId,
    phase: PointerPhase,
    at: ScreenPoint,
    stamp: Option<f64>,
}

/// Collects the pointer events of each frame. Create one after the window is up.
pub struct PointerDevice {
    subscriber: usize,
    received: Vec<Received>,
    mouse_down: bool,
    clock: MonotonicClock,
    stamps: MonotonicClock,
    previous_read: f64,
    window: f64,
    dpi_scale: f32,
}

impl PointerDevice {
    /// Subscribes to macroquad's input and turns off its touch-to-mouse simulation, so a
    /// finger is handled once, as a touch. The pointer clock starts now.
    pub fn new() -> Self {
        macroquad::input::simulate_mouse_with_touch(false);
        let mut clock = MonotonicClock::new();
        clock.at(clock_s());
        let stamps = MonotonicClock::sharing_origin(&clock);
        Self {
            subscriber: register_input_subscriber(),
            received: Vec::new(),
            mouse_down: false,
            clock,
            stamps,
            previous_read: 0.0,
            window: 0.0,
            dpi_scale: 1.0,
        }
    }

    /// The pointer events since the last call, in order, each stamped (seconds on the pointer
    /// clock) when it was received, or with the time of this read where the platform only
    /// hands events over per frame.
    pub fn poll(&mut self) -> Vec<PointerEvent> {
        let scale = macroquad::window::screen_dpi_scale();
        self.dpi_scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        repeat_all_miniquad_input(self, self.subscriber);
        raw_clock::forget_receipt_stamps();
        // Read after the receipt stamps, which are all earlier, so none is clamped up to it.
        let read_at = self.clock.at(clock_s());
        let (events, window) = stamp_read(
            std::mem::take(&mut self.received),
            read_at,
            self.previous_read,
        );
        self.window = window;
        self.previous_read = read_at;
        events
    }

    /// How long a span the events of the last read may come from, in seconds: zero when each
    /// was stamped as it was received, else the time since the read before (they were queued
    /// somewhere in it and all carry the read's time).
    pub fn read_window(&self) -> f64 {
        self.window
    }

    /// The receipt stamp of the next queued pointer call, on the pointer clock.
    fn receipt_stamp(&mut self) -> Option<f64> {
        let raw = raw_clock::next_receipt_stamp()?;
        raw.is_finite().then(|| self.stamps.at(raw))
    }

    fn push(&mut self, stamp: Option<f64>, id: PointerId, phase: PointerPhase, x: f32, y: f32) {
        self.received.push(Received {
            id,
            phase,
            at: ScreenPoint::new(x / self.dpi_scale, y / self.dpi_scale),
            stamp,
        });
    }
}

/// The events of one read at `read_at` (the read before was at `previous_read`, both on the
/// pointer clock) with their times, and the read's window (see [`PointerDevice::read_window`]):
/// an event without a receipt stamp was queued at some moment since the read before and takes
/// the read's time; a receipt stamp is never later than the read.
fn stamp_read(
    received: Vec<Received>,
    read_at: f64,
    previous_read: f64,
) -> (Vec<PointerEvent>, f64) {
    let batched = received.iter().any(|r| r.stamp.is_none());
    let window = if batched {
        (read_at - previous_read).max(0.0)
    } else {
        0.0
    };
    let events = received
        .into_iter()
        .map(|r| PointerEvent {
            id: r.id,
            phase: r.phase,
            at: r.at,
            t: r.stamp.map_or(read_at, |t| t.min(read_at)),
        })
        .collect();
    (events, window)
}

impl Default for PointerDevice {
    fn default() -> Self {
        Self::new()
    }
}

impl EventHandler for PointerDevice {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn mouse_motion_event(&mut self, x: f32, y: f32) {
        // Every mouse call was stamped on the web, pressed or not: take its stamp in order.
        let stamp = self.receipt_stamp();
        if self.mouse_down {
            self.push(stamp, PointerId::Mouse, PointerPhase::Move, x, y);
        }
    }

    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        let stamp = self.receipt_stamp();
        if button == MouseButton::Left {
            self.mouse_down = true;
            self.push(stamp, PointerId::Mouse, PointerPhase::Down, x, y);
        }
    }

    fn mouse_button_up_event(&mut self, button: MouseButton, x: f32, y: f32) {
        let stamp = self.receipt_stamp();
        if button == MouseButton::Left && self.mouse_down {
            self.mouse_down = false;
            self.push(stamp, PointerId::Mouse, PointerPhase::Up, x, y);
        }
    }

    fn touch_event(&mut self, phase: TouchPhase, id: u64, x: f32, y: f32) {
        let stamp = self.receipt_stamp();
        let phase = match phase {
            TouchPhase::Started => PointerPhase::Down,
            TouchPhase::Moved => PointerPhase::Move,
            TouchPhase::Ended => PointerPhase::Up,
            TouchPhase::Cancelled => PointerPhase::Cancel,
        };
        self.push(stamp, PointerId::Touch(id), phase, x, y);
    }
}

/// The platform's clock in seconds from an arbitrary start, never going backwards: for
/// timing work in a frame (an `Instant` natively, the page's `performance.now()` on the web,
/// finer than macroquad's clock there).
pub fn clock_s() -> f64 {
    raw_clock::seconds()
}

/// The platform's raw clock and receipt stamps.
#[cfg(not(target_arch = "wasm32"))]
mod raw_clock {
    use std::sync::OnceLock;
    use std::time::Instant;

    /// Seconds since the first call.
    pub fn seconds() -> f64 {
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64()
    }

    /// Native events are read at frame start: no receipt stamps.
    pub fn next_receipt_stamp() -> Option<f64> {
        None
    }

    pub fn forget_receipt_stamps() {}
}

/// The platform's raw clock and receipt stamps.
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // imports of web/hexkick.js
mod raw_clock {
    unsafe extern "C" {
        /// `performance.now()` in seconds (web/hexkick.js).
        fn hexkick_clock() -> f64;
        /// The oldest receipt stamp not taken yet (seconds, same clock), or -1.
        fn hexkick_pointer_stamp() -> f64;
        /// Drops the stamps not taken (the queues must not drift apart).
        fn hexkick_pointer_stamps_clear();
    }

    /// `performance.now()` in seconds.
    pub fn seconds() -> f64 {
        // SAFETY: an import of web/hexkick.js without arguments.
        unsafe { hexkick_clock() }
    }

    pub fn next_receipt_stamp() -> Option<f64> {
        // SAFETY: an import of web/hexkick.js without arguments.
        let t = unsafe { hexkick_pointer_stamp() };
        (t.is_finite() && t >= 0.0).then_some(t)
    }

    pub fn forget_receipt_stamps() {
        // SAFETY: an import of web/hexkick.js without arguments.
        unsafe { hexkick_pointer_stamps_clear() }
    }
}

#[cfg(test)]
mod tests {
    use super::{PointerId, PointerPhase, Received, ScreenPoint, stamp_read};
    use crate::input::ScreenVelocity;
    use crate::input::stroke::{StrokeEvent, StrokeTracker};
    use Delivery::{MergedMoves, Stamped, Unstamped};

    /// A finger on the screen: `(when it happened, phase, where)`.
    type Motion = Vec<(f64, PointerPhase, ScreenPoint)>;

    const FINGER: PointerId = PointerId::Touch(4);

    /// A straight swipe at `speed` px/s to the right, one touch event every 8 ms for 160 ms,
    /// then still for `still_s` before the finger lifts (a release 4 ms after the last move
    /// when `still_s` is zero).
    fn swipe(speed: f32, still_s: f64) -> Motion {
        let start = 1.003;
        let at = |dt: f64| ScreenPoint::new(200.0 + speed * dt as f32, 300.0);
        let mut motion = vec![(start, PointerPhase::Down, at(0.0))];
        let mut dt = 0.0;
        for _ in 0..20 {
            dt += 0.008;
            motion.push((start + dt, PointerPhase::Move, at(dt)));
        }
        let lift = if still_s > 0.0 { still_s } else { 0.004 };
        let end = if still_s > 0.0 { at(dt) } else { at(dt + lift) };
        motion.push((start + dt + lift, PointerPhase::Up, end));
        motion
    }

    /// A straight swipe at `speed` px/s to the right, as the browser tests send it: `moves`
    /// touch moves `step_s` apart, lifted with the last one.
    fn browser_swipe(speed: f32, moves: u32, step_s: f64) -> Motion {
        let start = 2.0;
        let at = |dt: f64| ScreenPoint::new(200.0 + speed * dt as f32, 300.0);
        let mut motion = vec![(start, PointerPhase::Down, at(0.0))];
        for i in 1..=moves {
            let dt = step_s * f64::from(i);
            motion.push((start + dt, PointerPhase::Move, at(dt)));
        }
        let dt = step_s * f64::from(moves);
        motion.push((start + dt, PointerPhase::Up, at(dt)));
        motion
    }

    /// How a platform hands a motion's events over at each read.
    #[derive(Clone, Copy, PartialEq)]
    enum Delivery {
        /// Natively: every event, none stamped (each takes the read's time).
        Unstamped,
        /// Every event, each with its own receipt stamp.
        Stamped,
        /// A browser: stamped, but the moves of one frame merged into its last one.
        MergedMoves,
    }

    /// Delivers `motion` through reads every `frame_s` seconds, as the device does (see
    /// [`Delivery`]). Returns the release velocity the stroke tracker gives.
    fn release_velocity(motion: &Motion, frame_s: f64, delivery: Delivery) -> ScreenVelocity {
        let mut strokes = StrokeTracker::new();
        let mut previous_read = 0.0;
        let mut next = 0;
        while next < motion.len() {
            let read_at = previous_read + frame_s;
            let mut received: Vec<Received> = Vec::new();
            while next < motion.len() && motion[next].0 <= read_at {
                let (t, phase, at) = motion[next];
                let merged = delivery == Delivery::MergedMoves
                    && phase == PointerPhase::Move
                    && received
                        .last()
                        .is_some_and(|r| r.phase == PointerPhase::Move);
                if merged {
                    received.pop();
                }
                received.push(Received {
                    id: FINGER,
                    phase,
                    at,
                    stamp: (delivery != Delivery::Unstamped).then_some(t),
                });
                next += 1;
            }
            let (events, window) = stamp_read(received, read_at, previous_read);
            strokes.set_sample_interval(window);
            for event in events {
                if let Some(StrokeEvent::Released { velocity, .. }) = strokes.handle(event) {
                    assert!(velocity.x.is_finite() && velocity.y.is_finite());
                    return velocity;
                }
            }
            previous_read = read_at;
        }
        panic!("the swipe was never released");
    }

    fn relative_gap(a: ScreenVelocity, b: ScreenVelocity) -> f32 {
        (a.x - b.x).hypot(a.y - b.y) / b.speed()
    }

    #[test]
    fn a_swipe_stamped_when_received_gives_one_velocity_at_fast_and_slow_frames() {
        for speed in [300.0, 900.0, 2500.0] {
            let motion = swipe(speed, 0.0);
            let fast = release_velocity(&motion, 0.016, Stamped);
            let slow = release_velocity(&motion, 0.120, Stamped);
            assert!(
                (fast.x - speed).abs() < 0.03 * speed,
                "{fast:?} for {speed}"
            );
            assert!(relative_gap(slow, fast) < 0.03, "{slow:?} vs {fast:?}");
        }
    }

    #[test]
    fn a_finger_that_stopped_before_lifting_gives_no_flick() {
        let motion = swipe(900.0, 0.060);
        for (delivery, frame_s) in [(Stamped, 0.016), (Stamped, 0.120), (MergedMoves, 0.016)] {
            assert_eq!(
                release_velocity(&motion, frame_s, delivery),
                ScreenVelocity::ZERO,
                "stamped events, frames of {frame_s} s"
            );
        }
        // Read per frame without stamps, a stop longer than a frame still shows.
        assert_eq!(
            release_velocity(&motion, 0.016, Unstamped),
            ScreenVelocity::ZERO
        );
    }

    #[test]
    fn a_browser_merging_moves_at_slow_frames_gives_the_swipe_its_velocity() {
        // A busy page's frames of 50-300 ms: the browser hands one move over a frame, so a
        // finger that never stopped leaves samples up to a frame apart, often a short gap
        // after the press and then a whole frame: no pause, the same kick, wherever the
        // frames fall in the swipe. Quick swipes (six moves 16 ms apart) and slow ones (four
        // moves 150 ms apart, as a slow phone sends them).
        let cases = [
            (6, 0.016, [0.050, 0.070, 0.100, 0.120]),
            (4, 0.150, [0.100, 0.200, 0.250, 0.300]),
        ];
        for (moves, step_s, frames) in cases {
            for speed in [300.0, 900.0, 2500.0] {
                let swipe = browser_swipe(speed, moves, step_s);
                let smooth = release_velocity(&swipe, 0.016, Stamped);
                assert!(
                    (smooth.x - speed).abs() < 0.03 * speed,
                    "{smooth:?} for {speed}"
                );
                for frame_s in frames {
                    for phase in 0..10 {
                        let shift = frame_s * f64::from(phase) / 10.0;
                        let motion: Motion = (swipe.iter())
                            .map(|&(t, phase, at)| (t + shift, phase, at))
                            .collect();
                        let merged = release_velocity(&motion, frame_s, MergedMoves);
                        assert!(
                            relative_gap(merged, smooth) < 0.03,
                            "{merged:?} vs {smooth:?}: {moves} moves {step_s} s apart at \
                             frames of {frame_s} s shifted {shift} s"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn events_read_per_frame_still_flick_after_one_slow_frame() {
        // Native: the stroke is read at 16 ms frames, then the release comes after a frame of
        // 120 ms; the window of that read keeps it from being taken for a pause.
        let motion = swipe(900.0, 0.0);
        let v = release_velocity(&motion, 0.016, Unstamped);
        assert!((v.x - 900.0).abs() < 0.1 * 900.0, "{v:?}");
        let mut strokes = StrokeTracker::new();
        let read = |strokes: &mut StrokeTracker, received, read_at, previous| {
            let (events, window) = stamp_read(received, read_at, previous);
            strokes.set_sample_interval(window);
            events.into_iter().filter_map(|e| strokes.handle(e)).last()
        };
        let unstamped = |phase, x| Received {
            id: FINGER,
            phase,
            at: ScreenPoint::new(x, 0.0),
            stamp: None,
        };
        let mut t = 0.0;
        read(&mut strokes, vec![unstamped(PointerPhase::Down, 0.0)], t, t);
        for i in 1..=6 {
            read(
                &mut strokes,
                vec![unstamped(PointerPhase::Move, i as f32 * 16.0)],
                t + 0.016,
                t,
            );
            t += 0.016;
        }
        let released = read(
            &mut strokes,
            vec![unstamped(PointerPhase::Up, 7.0 * 16.0)],
            t + 0.120,
            t,
        );
        let Some(StrokeEvent::Released { velocity, .. }) = released else {
            panic!("expected a release, got {released:?}");
        };
        assert!(velocity.x > 100.0, "{velocity:?}");
    }

    #[test]
    fn the_read_window_is_zero_for_stamped_events_and_never_negative() {
        let stamped = Received {
            id: FINGER,
            phase: PointerPhase::Move,
            at: ScreenPoint::new(1.0, 1.0),
            stamp: Some(0.5),
        };
        let (events, window) = stamp_read(vec![stamped], 0.6, 0.4);
        assert_eq!((events[0].t, window), (0.5, 0.0));
        let (events, _) = stamp_read(vec![stamped], 0.45, 0.4);
        assert_eq!(events[0].t, 0.45);
        let unstamped = Received {
            stamp: None,
            ..stamped
        };
        let (events, window) = stamp_read(vec![unstamped], 0.6, 0.4);
        assert_eq!(events[0].t, 0.6);
        assert!((window - 0.2).abs() < 1e-12);
        let unstamped = Received {
            stamp: None,
            ..stamped
        };
        assert_eq!(stamp_read(vec![unstamped], 0.4, 0.6).1, 0.0);
    }
}
