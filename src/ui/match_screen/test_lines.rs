//! The test driver's lines of the match screen: where every cell, peg and the ball are on
//! the screen, and the state in one line, so a script can tap and drag like a player.

use super::motion::shown_ball;
use super::{MatchScreen, shown_places};
use crate::input::ScreenPoint;
use crate::ui::flick_input::{
    CALM_KICK_CM_S, CALM_SWIPE_MM_S, DRAG_BACK_SWIPE_S, LOGICAL_PX_PER_MM, RESPONSE_EXPONENT,
};
use crate::ui::test_log::{Kind, Line};
use crate::ui::view::PitchView;
use hexkick_physics::Velocity;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::Side;
use hexkick_rules::state::Pending;
use hexkick_table::words;

impl MatchScreen {
    /// Logs where every cell and peg is on the screen (test mode).
    pub fn announce_positions(&self) {
        for cell in Cell::all() {
            let q = self.view.to_screen(cell.centre());
            Line::new(Kind::Cell)
                .field("name", cell)
                .fixed("x", q.x, 1)
                .fixed("y", q.y, 1)
                .write();
        }
        self.emit_pegs();
    }

    /// Logs the state in one line (test mode).
    pub(super) fn emit_state(&self) {
        let state = self.state();
        let holder = state.holder().map_or("none".to_string(), |p| p.to_string());
        let restart = state
            .restart()
            .map_or("none".to_string(), |r| r.cell.to_string());
        Line::new(Kind::State)
            .field("phase", state.phase().name())
            .field("to_play", state.to_play().name())
            .field("acting", state.acting_side().name())
            .field("holder", holder)
            .field("ball", state.ball().cell)
            .field(
                "score",
                format_args!("{}-{}", state.score(Side::Home), state.score(Side::Away)),
            )
            .field("minute", state.minute())
            .field("pending", pending_name(state.pending()))
            .field("restart", restart)
            .write();
        self.emit_pegs();
    }

    pub(super) fn emit_pegs(&self) {
        let state = self.state();
        for (id, at) in shown_places(state) {
            let q = self.view.to_screen(at);
            let cell = state
                .position(id)
                .map_or("none".to_string(), |c| c.to_string());
            Line::new(Kind::Peg)
                .field("id", id)
                .field("cell", cell)
                .fixed("x", q.x, 1)
                .fixed("y", q.y, 1)
                .write();
        }
        ball_screen_line(self.view.to_screen(shown_ball(state))).write();
    }
}

/// The `flick` line of a flick played: its velocity, style, kicker and declaration.
pub(super) fn flick_line(
    v: Velocity,
    style: KickStyle,
    kicker: impl std::fmt::Display,
    declare: impl std::fmt::Display,
) -> Line {
    Line::new(Kind::Flick)
        .fixed("vx", v.x, 2)
        .fixed("vy", v.y, 2)
        .field("style", words::style_key(style))
        .field("kicker", kicker)
        .field("declare", declare)
}

/// The `view` line: the camera's scale, where the centre spot is, the zoom, and the swipe's
/// response (logical px per mm of glass; ball cm/s = calm_cm_s x (glass mm/s / calm_mm_s) ^
/// exponent at 100% sensitivity; a drag-back pull of L mm stands for a swipe of L /
/// drag_back_s), so tests can make a swipe or a pull of a given kick.
pub fn view_line(view: &PitchView) -> Line {
    Line::new(Kind::View)
        .fixed("px_per_cm", view.px_per_cm, 4)
        .fixed("centre_x", view.centre.x, 1)
        .fixed("centre_y", view.centre.y, 1)
        .field("portrait", u8::from(view.portrait))
        .fixed("zoom", view.zoom(), 3)
        .fixed("px_per_mm", LOGICAL_PX_PER_MM, 4)
        .fixed("calm_mm_s", CALM_SWIPE_MM_S, 1)
        .fixed("calm_cm_s", CALM_KICK_CM_S, 2)
        .fixed("exponent", RESPONSE_EXPONENT, 3)
        .fixed("drag_back_s", DRAG_BACK_SWIPE_S, 3)
}

/// The `ball_screen` line: where the ball is on the screen.
pub fn ball_screen_line(at: ScreenPoint) -> Line {
    Line::new(Kind::BallScreen)
        .fixed("x", at.x, 1)
        .fixed("y", at.y, 1)
}

fn pending_name(pending: Option<&Pending>) -> &'static str {
    match pending {
        None => "none",
        Some(Pending::KeeperSetup { .. }) => "keeper_setup",
        Some(Pending::ShotReady { .. }) => "shot_ready",
        Some(Pending::Receiver { .. }) => "receiver",
        Some(Pending::BallCell { .. }) => "ball_cell",
        Some(Pending::Bump { .. }) => "bump",
        Some(Pending::IntentionalFoul { .. }) => "intentional_foul",
        Some(Pending::CrossDeclared { .. }) => "cross_declared",
        Some(Pending::CrossReady { .. }) => "cross_ready",
    }
}
