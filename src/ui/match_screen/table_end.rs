//! Table mode: two people facing each other across a tablet lying between them. The panel
//! sits at the end of the coach whose decision it is, turned to face him: the home coach's
//! at the near end (the bottom edge), the away coach's at the far end (the top edge), where
//! the whole screen seen from his chair puts it (above the board in portrait, on the other
//! side of it in landscape), turned half a turn. When the turn passes across the table the
//! panel swings round at its new end while a two-note chime sounds, and the banner faces the
//! new coach; the away side's peg numbers and the minute are turned for the far end.

use super::MatchScreen;
use super::facing::Facing;
use crate::ui::sound::Cue;
use crate::ui::test_log::{Kind, Line};
use crate::ui::view::PitchView;
use hexkick_rules::squad::Side;
use macroquad::prelude::{Rect, screen_height, screen_width};

/// How long the panel takes to swing round to face the new coach, seconds.
pub(super) const TURN_S: f32 = 0.6;

impl MatchScreen {
    /// Table mode: the panel and banners face the coach to act, at his own end of the table.
    pub fn set_table_mode(&mut self, on: bool) {
        self.table_mode = on;
        self.layer.set_turned_numbers(on.then_some(Side::Away));
        self.fit_to_window();
    }

    /// Whether table mode is on.
    pub fn table_mode(&self) -> bool {
        self.table_mode
    }

    /// The coach the panel speaks to: the acting side's when a person coaches it, else the
    /// person's side (the home side when the AI coaches both).
    fn facing_side(&self) -> Side {
        let acting = self.state().acting_side();
        let human = |s: Side| !self.table.coach(s).is_ai();
        if human(acting) || !human(acting.opponent()) {
            acting
        } else {
            acting.opponent()
        }
    }

    /// Whether the panel faces the coach across the table now.
    pub(super) fn faces_far_coach(&self) -> bool {
        self.table_mode && self.facing_side() == Side::Away
    }

    /// The panel's turn (about its own centre), for hit tests and test-log positions.
    pub(super) fn panel_facing(&self) -> Facing {
        let (x, y, w, h) = self.view.panel();
        Facing::of(Rect::new(x, y, w, h), self.faces_far_coach())
    }

    /// The camera for the window, with the panel at the end of the coach it faces.
    pub(super) fn fitted_view(&self) -> PitchView {
        let near = PitchView::fit_handed(screen_width(), screen_height(), self.left_handed);
        if self.faces_far_coach() {
            near.at_far_end()
        } else {
            near
        }
    }

    /// Notices the panel changing ends: starts its swing, chimes and logs
    /// `table_end side=S end=near|far x= y= w= h=` (the panel's rectangle).
    pub(super) fn note_panel_end(&mut self) {
        let far = self.faces_far_coach();
        if self.far_end == Some(far) || !self.table_mode {
            return;
        }
        if self.far_end.is_some() {
            self.turning = Some(0.0);
            self.cues.push(Cue::HandOver.into());
        }
        self.far_end = Some(far);
        let (x, y, w, h) = self.view.panel();
        Line::new(Kind::TableEnd)
            .field("side", self.facing_side().name())
            .field("end", if far { "far" } else { "near" })
            .fixed("x", x, 0)
            .fixed("y", y, 0)
            .fixed("w", w, 0)
            .fixed("h", h, 0)
            .write();
    }

    /// The panel's angle now: half a turn at the far end, swinging in from the other way
    /// just after it changed ends.
    pub(super) fn panel_turn(&self) -> f32 {
        let rest = if self.faces_far_coach() {
            std::f32::consts::PI
        } else {
            0.0
        };
        match self.turning {
            Some(t) => {
                let left = 1.0 - (t / TURN_S).clamp(0.0, 1.0);
                // Eased: fast at first, settling into place.
                rest - std::f32::consts::PI * left * left
            }
            None => rest,
        }
    }

    /// Advances the panel's swing by `dt` seconds.
    pub(super) fn advance_turn(&mut self, dt: f32) {
        if let Some(t) = &mut self.turning {
            *t += dt;
            if *t >= TURN_S {
                self.turning = None;
            }
        }
    }

    /// Whether the panel is still swinging round (its buttons do not answer yet).
    pub(super) fn panel_swinging(&self) -> bool {
        self.turning.is_some()
    }
}
