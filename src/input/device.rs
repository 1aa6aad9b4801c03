//! Reads macroquad's mouse and touch events in order and turns them into [`PointerEvent`]s in
//! logical pixels. Touch positions arrive in physical pixels and mouse positions in the same
//! raw unit before macroquad's own scaling, so both are divided by the DPI scale here.

use super::ScreenPoint;
use super::stroke::{PointerEvent, PointerId, PointerPhase};
use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{EventHandler, MouseButton, TouchPhase};

/// Collects the pointer events of each frame. Create one after the window is up.
pub struct PointerDevice {
    subscriber: usize,
    pending: Vec<PointerEvent>,
    mouse_down: bool,
    now: f64,
    dpi_scale: f32,
}

impl PointerDevice {
    /// Subscribes to macroquad's input and turns off its touch-to-mouse simulation, so a
    /// finger is handled once, as a touch.
    pub fn new() -> Self {
        macroquad::input::simulate_mouse_with_touch(false);
        Self {
            subscriber: register_input_subscriber(),
            pending: Vec::new(),
            mouse_down: false,
            now: 0.0,
            dpi_scale: 1.0,
        }
    }

    /// The pointer events since the last call, in order, stamped with `now` (seconds on the
    /// game clock; events inside one frame share its time).
    pub fn poll(&mut self, now: f64) -> Vec<PointerEvent> {
        self.now = now;
        let scale = macroquad::window::screen_dpi_scale();
        self.dpi_scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        repeat_all_miniquad_input(self, self.subscriber);
        std::mem::take(&mut self.pending)
    }

    fn push(&mut self, id: PointerId, phase: PointerPhase, x: f32, y: f32) {
        self.pending.push(PointerEvent {
            id,
            phase,
            at: ScreenPoint::new(x / self.dpi_scale, y / self.dpi_scale),
            t: self.now,
        });
    }
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
        if self.mouse_down {
            self.push(PointerId::Mouse, PointerPhase::Move, x, y);
        }
    }

    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            self.mouse_down = true;
            self.push(PointerId::Mouse, PointerPhase::Down, x, y);
        }
    }

    fn mouse_button_up_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left && self.mouse_down {
            self.mouse_down = false;
            self.push(PointerId::Mouse, PointerPhase::Up, x, y);
        }
    }

    fn touch_event(&mut self, phase: TouchPhase, id: u64, x: f32, y: f32) {
        let phase = match phase {
            TouchPhase::Started => PointerPhase::Down,
            TouchPhase::Moved => PointerPhase::Move,
            TouchPhase::Ended => PointerPhase::Up,
            TouchPhase::Cancelled => PointerPhase::Cancel,
        };
        self.push(PointerId::Touch(id), phase, x, y);
    }
}
