//! One frame's input: the time since the last frame and the pointer's strokes.

use crate::input::device::PointerDevice;
use crate::input::stroke::{StrokeEvent, StrokeTracker};
use crate::ui::lifecycle::Lifecycle;
use macroquad::prelude::{KeyCode, get_time, is_key_pressed};

/// What a frame starts with.
pub(super) struct Frame {
    /// The clock now, seconds.
    pub now: f64,
    /// Seconds since the last frame.
    pub dt: f64,
    /// The pointer's strokes since the last frame.
    pub events: Vec<StrokeEvent>,
    /// The device's Back was pressed: Android's Back, the browser's, or Escape.
    pub back: bool,
}

/// The window's pointer, its strokes and the app's life cycle, read once a frame.
pub(super) struct FrameInput {
    device: PointerDevice,
    strokes: StrokeTracker,
    lifecycle: Lifecycle,
    last: f64,
}

impl FrameInput {
    /// Starts reading (`test_mode`: the life cycle logs what it sees).
    pub fn new(test_mode: bool) -> Self {
        Self {
            device: PointerDevice::new(),
            strokes: StrokeTracker::new(),
            lifecycle: Lifecycle::watch(test_mode),
            last: get_time(),
        }
    }

    /// This frame's time and strokes.
    pub fn next(&mut self) -> Frame {
        self.lifecycle.frame();
        let now = get_time();
        let dt = now - self.last;
        self.last = now;
        let pointer_events = self.device.poll();
        self.strokes.set_sample_interval(self.device.read_window());
        let events = (pointer_events.into_iter())
            .filter_map(|e| self.strokes.handle(e))
            .collect();
        let back = is_key_pressed(KeyCode::Back)
            || is_key_pressed(KeyCode::Escape)
            || crate::ui::web_page::take_back();
        Frame {
            now,
            dt,
            events,
            back,
        }
    }
}
