//! The board's zoom and pan on the match screen, through [`PitchView`]'s zoom.
//!
//! By hand: two fingers pinch (the pitch point between them stays between them), a finger or
//! the mouse dragged from an empty part of the board pans, a double tap zooms to 2x there (or
//! back to the whole board), the mouse wheel zooms about the pointer, and "Whole pitch" in
//! the panel shows the whole board again. A finger on the ball still flicks and a finger on a
//! peg of the side to act still picks him up: only strokes nothing else took move the camera,
//! and a second finger turns whatever the first began into a pinch.
//!
//! By itself: when a new decision starts, the camera frames the cells the table's view says
//! matter ([`hexkick_table::view::TableView::focus`]: the ball and the players who can act),
//! zooming in only as far as makes a cell [`FRAME_CELL_PX`] wide (so a tablet keeps the
//! whole board); while the ball rolls on a zoomed board it follows the ball, gently. Once the
//! player zoomed or panned by hand, the framing stops until "Whole pitch" or a double tap back
//! to the whole board hands the camera back. Test mode never frames by itself (drivers read
//! the cells' places), and logs `view` and the cells' and pegs' places whenever the camera
//! comes to rest.

use super::{MatchScreen, render, shown_places, test_lines};
use crate::input::ScreenPoint;
use crate::input::stroke::{PointerId, StrokeEvent};
use crate::ui::test_log::{Kind, Line};
use crate::ui::view::PitchView;
use hexkick_rules::pitch::{Cell, PitchPoint};
use macroquad::prelude::{mouse_position, mouse_wheel};

/// A finger moving further than this from where it came down pans, logical pixels.
const PAN_SLOP_PX: f32 = 8.0;
/// Two taps this close in time are a double tap, seconds, timed by the taps' own pointer
/// times (a busy phone's 0.1-0.2 s frames do not stretch it; 0.5 s as desktop systems allow).
const DOUBLE_TAP_S: f64 = 0.5;
/// ... and this close on the screen, logical pixels.
const DOUBLE_TAP_PX: f32 = 40.0;
/// A double tap on the whole board zooms this far.
const DOUBLE_TAP_ZOOM: f32 = 2.0;
/// One notch of the mouse wheel zooms by this factor.
const WHEEL_STEP: f32 = 1.15;
/// How quickly the camera eases to where it is going, per second.
const EASE_PER_S: f32 = 4.0;
/// The automatic framing zooms in no further than makes a cell this wide, logical pixels.
const FRAME_CELL_PX: f32 = 64.0;
/// Room kept round the framed cells, centimetres (about a cell).
const FRAME_MARGIN_CM: f32 = hexkick_rules::pitch::CELL_WIDTH_CM;
/// While the ball rolls, the camera moves when the ball leaves the middle of the board's room
/// (this fraction of the room kept free on each side).
const FOLLOW_EDGE: f32 = 0.2;

/// A pointer on the board that moves the camera.
#[derive(Clone, Copy, Debug)]
struct Finger {
    id: PointerId,
    start: ScreenPoint,
    at: ScreenPoint,
    /// It moved: its release is no tap.
    moved: bool,
}

/// A pinch under way: the two fingers' distance and the zoom when it began, and the pitch
/// point under their middle.
#[derive(Clone, Copy, Debug)]
struct Pinch {
    distance: f32,
    zoom: f32,
    middle: PitchPoint,
}

/// The camera's state on the match screen.
#[derive(Default)]
pub(super) struct Camera {
    /// Every pointer down, where it is now (a pinch may start from any of them).
    down: Vec<(PointerId, ScreenPoint)>,
    /// The pointers moving the camera.
    fingers: Vec<Finger>,
    pinch: Option<Pinch>,
    /// The last tap on the board: where and when on the pointer clock (for a double tap).
    last_tap: Option<(ScreenPoint, f64)>,
    /// The player zoomed or panned by hand since the camera was last handed back.
    by_hand: bool,
    /// The focus last framed.
    framed: Vec<Cell>,
    /// Where the camera is easing to.
    target: Option<PitchView>,
}

impl MatchScreen {
    /// Follows every pointer; true when a second finger came down and began a pinch (the
    /// first one's flick or peg is let go).
    pub(super) fn camera_sees(&mut self, event: &StrokeEvent) -> bool {
        let cam = &mut self.camera;
        match *event {
            StrokeEvent::Began { id, at } => {
                let room = render::board_rect(&self.view);
                let others: Vec<_> = cam.down.iter().filter(|(p, _)| *p != id).copied().collect();
                cam.down.retain(|(p, _)| *p != id);
                cam.down.push((id, at));
                let in_room = room.contains(macroquad::prelude::vec2(at.x, at.y));
                let first_in_room =
                    |q: ScreenPoint| room.contains(macroquad::prelude::vec2(q.x, q.y));
                if let [(first, first_at)] = others[..]
                    && in_room
                    && first_in_room(first_at)
                    && self.pause.is_none()
                    && !self.log_expanded
                {
                    self.begin_pinch((first, first_at), (id, at));
                    return true;
                }
                false
            }
            StrokeEvent::Moved { id, at, .. } => {
                if let Some(d) = cam.down.iter_mut().find(|(p, _)| *p == id) {
                    d.1 = at;
                }
                false
            }
            StrokeEvent::Released { id, .. } | StrokeEvent::Cancelled { id } => {
                cam.down.retain(|(p, _)| *p != id);
                false
            }
        }
    }

    /// Two fingers on the board: whatever the first began (a flick, a peg) is let go, and
    /// both pinch.
    fn begin_pinch(&mut self, a: (PointerId, ScreenPoint), b: (PointerId, ScreenPoint)) {
        if self.held.take().is_some() {
            self.pegs.retarget(&shown_places(self.state()));
            self.dirty = true;
        }
        self.flick_drag = None;
        self.card.forget_press();
        let finger = |(id, at): (PointerId, ScreenPoint)| Finger {
            id,
            start: at,
            at,
            moved: true,
        };
        self.camera.fingers = vec![finger(a), finger(b)];
        let middle = ScreenPoint::new((a.1.x + b.1.x) / 2.0, (a.1.y + b.1.y) / 2.0);
        self.camera.pinch = Some(Pinch {
            distance: a.1.distance_to(b.1).max(1.0),
            zoom: self.view.zoom(),
            middle: self.view.to_pitch(middle),
        });
        self.camera.target = None;
        self.camera.by_hand = true;
    }

    /// A stroke nothing else took that began on the board: it may pan, pinch or double tap.
    pub(super) fn camera_finger(&mut self, id: PointerId, at: ScreenPoint) {
        let taken = self.flick_drag.as_ref().is_some_and(|d| d.id == id)
            || self.held.as_ref().is_some_and(|h| h.pointer == id);
        let room = render::board_rect(&self.view);
        if taken || self.pause.is_some() || !room.contains(macroquad::prelude::vec2(at.x, at.y)) {
            return;
        }
        self.camera.fingers.retain(|f| f.id != id);
        self.camera.fingers.push(Finger {
            id,
            start: at,
            at,
            moved: false,
        });
    }

    /// A camera finger moved; true when it was one.
    pub(super) fn camera_moved(&mut self, id: PointerId, at: ScreenPoint) -> bool {
        let Some(i) = self.camera.fingers.iter().position(|f| f.id == id) else {
            return false;
        };
        let before = self.camera.fingers[i];
        self.camera.fingers[i].at = at;
        if let (Some(pinch), [a, b]) = (self.camera.pinch, &self.camera.fingers[..]) {
            let distance = a.at.distance_to(b.at).max(1.0);
            let middle = ScreenPoint::new((a.at.x + b.at.x) / 2.0, (a.at.y + b.at.y) / 2.0);
            let zoom = pinch.zoom * distance / pinch.distance;
            self.view = self.view.pinned(zoom, pinch.middle, middle);
            return true;
        }
        if !before.moved && before.start.distance_to(at) <= PAN_SLOP_PX {
            return true;
        }
        self.camera.fingers[i].moved = true;
        self.camera.target = None;
        self.camera.by_hand = true;
        self.view = self.view.panned(at.x - before.at.x, at.y - before.at.y);
        true
    }

    /// A camera finger lifted: `Some(is_tap)` when it was one (a tap may be half a double
    /// tap), `None` when it was not a camera finger.
    pub(super) fn camera_lifted(
        &mut self,
        id: PointerId,
        end: ScreenPoint,
        now: f64,
    ) -> Option<bool> {
        let i = self.camera.fingers.iter().position(|f| f.id == id)?;
        let finger = self.camera.fingers.remove(i);
        if self.camera.pinch.take().is_some() {
            // The other finger stays down: it may go on panning, but it is no tap.
            for f in &mut self.camera.fingers {
                f.moved = true;
            }
        }
        if finger.moved {
            self.camera_rested();
            return Some(false);
        }
        let double = self.camera.last_tap.is_some_and(|(at, when)| {
            now - when <= DOUBLE_TAP_S && at.distance_to(end) <= DOUBLE_TAP_PX
        });
        Line::new(Kind::BoardTap)
            .fixed("x", end.x, 1)
            .fixed("y", end.y, 1)
            .field("double", u8::from(double))
            .write();
        if !double {
            self.camera.last_tap = Some((end, now));
            return Some(true);
        }
        self.camera.last_tap = None;
        if self.view.zoom() > 1.01 {
            self.whole_pitch();
        } else {
            self.view = self.view.zoomed_about(DOUBLE_TAP_ZOOM, end);
            self.camera.by_hand = true;
            self.camera.target = None;
            self.camera_rested();
        }
        Some(false)
    }

    /// A camera finger cancelled: `Some(false)` when it was one (never a tap).
    pub(super) fn camera_dropped(&mut self, id: PointerId) -> Option<bool> {
        let i = self.camera.fingers.iter().position(|f| f.id == id)?;
        self.camera.fingers.remove(i);
        self.camera.pinch = None;
        Some(false)
    }

    /// Zooms `zoom` times about the ball, as if by hand (`--zoom`).
    pub fn zoom_on_ball(&mut self, zoom: f32) {
        self.view = self.view.looking_at(self.ball, zoom);
        self.camera.by_hand = zoom > 1.0;
        self.camera.target = None;
    }

    /// "Whole pitch": the whole board again, and the camera handed back to the framing.
    pub(super) fn whole_pitch(&mut self) {
        self.view = self.view.whole();
        self.camera.by_hand = false;
        self.camera.target = None;
        self.camera_rested();
    }

    /// The camera's frame: the wheel, the framing of a new decision, the ball followed, the
    /// easing.
    pub(super) fn camera_frame(&mut self, dt: f32) {
        let busy =
            !self.camera.fingers.is_empty() || self.held.is_some() || self.flick_drag.is_some();
        let (_, wheel) = mouse_wheel();
        let (mx, my) = mouse_position();
        let mouse = ScreenPoint::new(mx, my);
        let room = render::board_rect(&self.view);
        if wheel != 0.0 && !busy && room.contains(macroquad::prelude::vec2(mx, my)) {
            let zoom = self.view.zoom() * WHEEL_STEP.powf(wheel.signum());
            self.view = self.view.zoomed_about(zoom, mouse);
            self.camera.by_hand = true;
            self.camera.target = None;
            self.camera_rested();
        }
        if self.flight.is_some() && self.view.zoom() > 1.0 && !busy {
            let q = self.view.to_screen(self.ball);
            let (mx, my) = (room.w * FOLLOW_EDGE, room.h * FOLLOW_EDGE);
            let inside = q.x > room.x + mx
                && q.x < room.x + room.w - mx
                && q.y > room.y + my
                && q.y < room.y + room.h - my;
            if !inside {
                self.camera.target = Some(self.view.looking_at(self.ball, self.view.zoom()));
            }
        }
        let Some(target) = self.camera.target.filter(|_| !busy) else {
            return;
        };
        // With reduced motion the camera moves at once.
        let k = if self.landing.motion.is_reduced() {
            1.0
        } else {
            1.0 - (-EASE_PER_S * dt.max(0.0)).exp()
        };
        let (z0, z1) = (self.view.zoom().ln(), target.zoom().ln());
        let (a, b) = (
            self.view.to_pitch(self.view.room_centre),
            target.to_pitch(target.room_centre),
        );
        let close = (z1 - z0).abs() < 0.005 && a.distance_to(b) < 0.05;
        if close || !k.is_finite() {
            // On the view of now: the window may have changed since the target was set.
            self.view = self.view.looking_at(b, target.zoom());
            self.camera.target = None;
            self.camera_rested();
            return;
        }
        let middle = PitchPoint::new(a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k);
        self.view = self.view.looking_at(middle, (z0 + (z1 - z0) * k).exp());
    }

    /// A new decision: frames the cells that matter, unless the player moved the camera by
    /// hand (or a test drives the screen).
    pub(super) fn frame_focus(&mut self) {
        if self.camera.framed == self.moment.focus {
            return;
        }
        self.camera.framed = self.moment.focus.clone();
        if self.camera.by_hand || self.test_mode || self.flight.is_some() {
            return;
        }
        let cell_px = hexkick_rules::pitch::CELL_WIDTH_CM * self.view.fit_px_per_cm;
        let max_zoom = (FRAME_CELL_PX / cell_px).max(1.0);
        let points = self.moment.focus.iter().map(|c| c.centre());
        self.camera.target = Some(self.view.framing(points, FRAME_MARGIN_CM, max_zoom));
    }

    /// The camera stopped: test mode logs the view and where everything is now.
    fn camera_rested(&self) {
        if self.test_mode {
            test_lines::view_line(&self.view).write();
            self.announce_positions();
        }
    }
}
