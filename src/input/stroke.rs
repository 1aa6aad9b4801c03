//! Pointer strokes: the mouse and every touch finger, each followed from press to release.

use super::velocity::VelocityTracker;
use super::{ScreenPoint, ScreenVelocity};

/// Which pointer an event comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PointerId {
    /// The mouse (left button).
    Mouse,
    /// One touch finger, by the platform's id.
    Touch(u64),
}

/// What a pointer did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointerPhase {
    /// Pressed (finger down, button down).
    Down,
    /// Moved while pressed.
    Move,
    /// Released.
    Up,
    /// Taken away by the system (the stroke is void).
    Cancel,
}

/// One pointer event in logical pixels with the time it was received on the pointer clock
/// (`input::clock`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointerEvent {
    /// The pointer.
    pub id: PointerId,
    /// What it did.
    pub phase: PointerPhase,
    /// Where, in logical pixels.
    pub at: ScreenPoint,
    /// When it was received, in seconds on the pointer clock.
    pub t: f64,
}

/// What the stroke tracker tells the screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum StrokeEvent {
    /// A stroke started at `at`.
    Began {
        /// The pointer.
        id: PointerId,
        /// Where it was pressed.
        at: ScreenPoint,
    },
    /// A stroke moved to `at`.
    Moved {
        /// The pointer.
        id: PointerId,
        /// Where it is now.
        at: ScreenPoint,
        /// Its fitted velocity so far (for an aim preview).
        velocity: ScreenVelocity,
    },
    /// A stroke ended with a release.
    Released {
        /// The pointer.
        id: PointerId,
        /// Where it was pressed.
        start: ScreenPoint,
        /// Where it was released.
        end: ScreenPoint,
        /// Its velocity at release (zero after a pause).
        velocity: ScreenVelocity,
        /// When it was released, seconds on the pointer clock (the event's own time, so two
        /// taps are timed apart however late the frames that read them).
        time_s: f64,
    },
    /// A stroke was cancelled by the system.
    Cancelled {
        /// The pointer.
        id: PointerId,
    },
}

impl StrokeEvent {
    /// A mouse tap at `at`: pressed and released on the spot, not moving (what a test or a
    /// replay sends to press a button).
    pub fn tap(at: ScreenPoint) -> StrokeEvent {
        StrokeEvent::Released {
            id: PointerId::Mouse,
            start: at,
            end: at,
            velocity: ScreenVelocity::default(),
            time_s: 0.0,
        }
    }
}

#[derive(Clone, Debug)]
struct Stroke {
    id: PointerId,
    start: ScreenPoint,
    tracker: VelocityTracker,
}

/// Follows every pressed pointer. While a finger is down the mouse is ignored, so a platform
/// that also fakes mouse events from touches cannot flick twice.
#[derive(Clone, Debug, Default)]
pub struct StrokeTracker {
    strokes: Vec<Stroke>,
    sample_interval_s: f64,
}

/// At most this many pointers are followed at once; more fingers are ignored.
const MAX_STROKES: usize = 10;

impl StrokeTracker {
    /// A tracker with no pointer pressed.
    pub fn new() -> Self {
        Self::default()
    }

    /// Tells the tracker how long a span the events just read may come from (the device's
    /// measured `read_window`: zero where each event is stamped when received, the gap
    /// between two reads where events are only read per frame), so that one slow frame is not
    /// taken for a pause before release (see [`VelocityTracker::set_sample_interval`]).
    pub fn set_sample_interval(&mut self, interval_s: f64) {
        self.sample_interval_s = interval_s;
        for stroke in &mut self.strokes {
            stroke.tracker.set_sample_interval(interval_s);
        }
    }

    /// Whether any pointer is pressed.
    pub fn is_active(&self) -> bool {
        !self.strokes.is_empty()
    }

    /// Feeds one event; returns what it means for the screen, if anything. Garbage positions
    /// or times are ignored. A move or release from a pointer never seen pressed (the press
    /// was lost between frames) starts the stroke there.
    pub fn handle(&mut self, event: PointerEvent) -> Option<StrokeEvent> {
        if !event.at.is_sane() || !event.t.is_finite() {
            return None;
        }
        if event.id == PointerId::Mouse && self.has_touch() {
            return None;
        }
        let index = self.strokes.iter().position(|s| s.id == event.id);
        match (event.phase, index) {
            (PointerPhase::Cancel, Some(i)) => {
                self.strokes.remove(i);
                Some(StrokeEvent::Cancelled { id: event.id })
            }
            (PointerPhase::Cancel, None) => None,
            (PointerPhase::Down, Some(i)) => {
                // A press without a release: start again.
                self.strokes.remove(i);
                self.begin(event)
            }
            (PointerPhase::Down | PointerPhase::Move, None) => self.begin(event),
            (PointerPhase::Move, Some(i)) => {
                let stroke = &mut self.strokes[i];
                stroke.tracker.add(event.t, event.at).ok()?;
                if stroke.tracker.is_holding() {
                    // Maybe a glitch: the next sample tells.
                    return None;
                }
                Some(StrokeEvent::Moved {
                    id: event.id,
                    at: event.at,
                    velocity: stroke.tracker.velocity(),
                })
            }
            (PointerPhase::Up, found) => {
                let mut stroke = match found {
                    Some(i) => self.strokes.remove(i),
                    None => Stroke {
                        id: event.id,
                        start: event.at,
                        tracker: VelocityTracker::new(),
                    },
                };
                let velocity = stroke.tracker.release(event.t, event.at);
                Some(StrokeEvent::Released {
                    id: event.id,
                    start: stroke.start,
                    end: event.at,
                    velocity,
                    time_s: event.t,
                })
            }
        }
    }

    fn begin(&mut self, event: PointerEvent) -> Option<StrokeEvent> {
        if self.strokes.len() >= MAX_STROKES {
            return None;
        }
        let mut tracker = VelocityTracker::new();
        tracker.set_sample_interval(self.sample_interval_s);
        tracker.add(event.t, event.at).ok()?;
        if matches!(event.id, PointerId::Touch(_)) {
            self.strokes.retain(|s| s.id != PointerId::Mouse);
        }
        self.strokes.push(Stroke {
            id: event.id,
            start: event.at,
            tracker,
        });
        Some(StrokeEvent::Began {
            id: event.id,
            at: event.at,
        })
    }

    fn has_touch(&self) -> bool {
        self.strokes
            .iter()
            .any(|s| matches!(s.id, PointerId::Touch(_)))
    }
}

#[cfg(test)]
mod tests {
    use super::{
        PointerEvent, PointerId, PointerPhase, ScreenPoint, ScreenVelocity, StrokeEvent,
        StrokeTracker,
    };

    fn ev(id: PointerId, phase: PointerPhase, x: f32, y: f32, t: f64) -> PointerEvent {
        PointerEvent {
            id,
            phase,
            at: ScreenPoint::new(x, y),
            t,
        }
    }

    #[test]
    fn a_mouse_drag_is_one_stroke_with_its_release_velocity() {
        let mut tracker = StrokeTracker::new();
        let m = PointerId::Mouse;
        assert!(matches!(
            tracker.handle(ev(m, PointerPhase::Down, 0.0, 0.0, 1.0)),
            Some(StrokeEvent::Began { .. })
        ));
        for i in 1..=6 {
            tracker.handle(ev(
                m,
                PointerPhase::Move,
                i as f32 * 8.0,
                0.0,
                1.0 + f64::from(i) * 0.016,
            ));
        }
        let released = tracker.handle(ev(m, PointerPhase::Up, 56.0, 0.0, 1.0 + 7.0 * 0.016));
        let Some(StrokeEvent::Released {
            start,
            end,
            velocity,
            ..
        }) = released
        else {
            panic!("expected a release, got {released:?}");
        };
        assert_eq!(start, ScreenPoint::new(0.0, 0.0));
        assert_eq!(end, ScreenPoint::new(56.0, 0.0));
        assert!((velocity.x - 500.0).abs() < 25.0, "{velocity:?}");
        assert!(!tracker.is_active());
    }

    #[test]
    fn touch_moves_16_to_200_ms_apart_flick_at_their_speed() {
        for step in [0.016, 0.060, 0.150, 0.200] {
            let mut tracker = StrokeTracker::new();
            let finger = PointerId::Touch(9);
            tracker.handle(ev(finger, PointerPhase::Down, 100.0, 400.0, 3.0));
            let mut t = 3.0;
            for i in 1..=4 {
                t = 3.0 + f64::from(i) * step;
                let moved = tracker.handle(ev(
                    finger,
                    PointerPhase::Move,
                    100.0,
                    400.0 - (t - 3.0) as f32 * 600.0,
                    t,
                ));
                assert!(
                    matches!(moved, Some(StrokeEvent::Moved { .. })),
                    "{moved:?}"
                );
            }
            let lift = t + step * 0.5;
            let released = tracker.handle(ev(
                finger,
                PointerPhase::Up,
                100.0,
                400.0 - (lift - 3.0) as f32 * 600.0,
                lift,
            ));
            let Some(StrokeEvent::Released { velocity, .. }) = released else {
                panic!("expected a release, got {released:?}");
            };
            assert!(
                velocity.x.abs() < 1.0 && (velocity.y + 600.0).abs() < 30.0,
                "{velocity:?} at {step}s"
            );
        }
    }

    #[test]
    fn two_fingers_are_followed_separately() {
        let mut tracker = StrokeTracker::new();
        let (a, b) = (PointerId::Touch(1), PointerId::Touch(2));
        tracker.handle(ev(a, PointerPhase::Down, 0.0, 0.0, 0.0));
        tracker.handle(ev(b, PointerPhase::Down, 500.0, 500.0, 0.0));
        for i in 1..=5 {
            let t = f64::from(i) * 0.01;
            tracker.handle(ev(a, PointerPhase::Move, i as f32 * 10.0, 0.0, t));
            tracker.handle(ev(b, PointerPhase::Move, 500.0, 500.0 - i as f32 * 5.0, t));
        }
        let Some(StrokeEvent::Released { velocity: va, .. }) =
            tracker.handle(ev(a, PointerPhase::Up, 50.0, 0.0, 0.05))
        else {
            panic!("finger a released");
        };
        let Some(StrokeEvent::Released { velocity: vb, .. }) =
            tracker.handle(ev(b, PointerPhase::Up, 500.0, 475.0, 0.05))
        else {
            panic!("finger b released");
        };
        assert!((va.x - 1000.0).abs() < 1.0 && va.y.abs() < 1.0, "{va:?}");
        assert!(vb.x.abs() < 1.0 && (vb.y + 500.0).abs() < 1.0, "{vb:?}");
    }

    #[test]
    fn a_huge_clock_jump_is_a_pause_and_the_motion_after_it_counts() {
        let mut tracker = StrokeTracker::new();
        let id = PointerId::Touch(2);
        tracker.handle(ev(id, PointerPhase::Down, 0.0, 0.0, 1.0));
        tracker.handle(ev(id, PointerPhase::Move, 8.0, 0.0, 1.01));
        // The app was suspended for a day mid-stroke, then the finger moves on downwards.
        let later = 1.01 + 86_400.0;
        for i in 1..=5 {
            tracker.handle(ev(
                id,
                PointerPhase::Move,
                8.0,
                i as f32 * 6.0,
                later + f64::from(i) * 0.01,
            ));
        }
        let released = tracker.handle(ev(id, PointerPhase::Up, 8.0, 36.0, later + 0.06));
        let Some(StrokeEvent::Released { velocity, .. }) = released else {
            panic!("expected a release, got {released:?}");
        };
        assert!(
            velocity.x.abs() < 1.0 && (velocity.y - 600.0).abs() < 10.0,
            "{velocity:?}"
        );
        // Released a day after the last move: no flick.
        tracker.handle(ev(id, PointerPhase::Down, 0.0, 0.0, 2.0));
        tracker.handle(ev(id, PointerPhase::Move, 9.0, 0.0, 2.01));
        let released = tracker.handle(ev(id, PointerPhase::Up, 9.0, 0.0, 2.01 + 86_400.0));
        assert!(
            matches!(released, Some(StrokeEvent::Released { velocity, .. }) if velocity == ScreenVelocity::ZERO),
            "{released:?}"
        );
    }

    #[test]
    fn the_mouse_is_ignored_while_a_finger_is_down() {
        let mut tracker = StrokeTracker::new();
        tracker.handle(ev(PointerId::Touch(7), PointerPhase::Down, 0.0, 0.0, 0.0));
        assert_eq!(
            tracker.handle(ev(PointerId::Mouse, PointerPhase::Down, 0.0, 0.0, 0.0)),
            None
        );
        assert_eq!(
            tracker.handle(ev(PointerId::Mouse, PointerPhase::Up, 9.0, 0.0, 0.02)),
            None
        );
    }

    #[test]
    fn a_lost_press_starts_the_stroke_at_the_first_move() {
        let mut tracker = StrokeTracker::new();
        let id = PointerId::Touch(3);
        assert!(matches!(
            tracker.handle(ev(id, PointerPhase::Move, 4.0, 4.0, 0.0)),
            Some(StrokeEvent::Began { .. })
        ));
        assert!(matches!(
            tracker.handle(ev(id, PointerPhase::Up, 4.0, 4.0, 0.01)),
            Some(StrokeEvent::Released { .. })
        ));
    }

    #[test]
    fn cancel_and_garbage_events_do_not_flick() {
        let mut tracker = StrokeTracker::new();
        let id = PointerId::Touch(1);
        tracker.handle(ev(id, PointerPhase::Down, 0.0, 0.0, 0.0));
        assert_eq!(
            tracker.handle(ev(id, PointerPhase::Move, f32::NAN, 0.0, 0.01)),
            None
        );
        assert_eq!(
            tracker.handle(ev(id, PointerPhase::Move, 1.0, 0.0, f64::INFINITY)),
            None
        );
        assert_eq!(
            tracker.handle(ev(id, PointerPhase::Cancel, 1.0, 0.0, 0.02)),
            Some(StrokeEvent::Cancelled { id })
        );
        assert!(!tracker.is_active());
    }
}
