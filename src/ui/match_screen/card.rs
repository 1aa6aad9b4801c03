//! Opening and closing the peg card: a finger held still on a peg for half a second (a
//! long-press that turns into a drag stays a drag), a right-click on a peg, or the mouse
//! resting on a peg for a moment. A tap elsewhere or Escape closes it (a press on a peg or the
//! ball closes it and goes on as the drag or flick it starts); a card opened by hover closes
//! when the mouse leaves the peg. The card's facts come from [`Table::peg_card`]; its
//! drawing is `card_draw`.

use super::card_draw::CardLayout;
use super::{MatchScreen, render, shown_places};
use crate::input::ScreenPoint;
use crate::input::stroke::{PointerId, StrokeEvent};
use crate::ui::test_log::{Kind, Line};
use hexkick_rules::squad::PlayerId;
use macroquad::prelude::screen_dpi_scale;
use macroquad::prelude::{MouseButton, is_mouse_button_down};
use macroquad::prelude::{is_mouse_button_pressed, mouse_position};

/// A finger held this long on a peg opens his card, seconds.
pub(super) const LONG_PRESS_S: f32 = 0.5;
/// The mouse resting this long on a peg opens his card, seconds.
pub(super) const HOVER_S: f32 = 0.7;
/// A finger moving further than this, logical pixels, is a drag, not a long-press.
const STILL_PX: f32 = 10.0;
/// After a touch, the mouse's position is ignored this long (a browser moves its mouse to
/// every tap), seconds.
const TOUCH_QUIET_S: f32 = 2.0;
/// A pointer this close to a peg's centre is on him, logical pixels (or the peg's radius): a
/// finger-sized target, 44 px across at any zoom; the nearest peg wins where they overlap.
const ON_PEG_PX: f32 = 22.0;

/// How the card was opened (which decides how it closes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opener {
    /// A finger (or the mouse button) held still: its release does nothing else.
    Press(PointerId),
    /// A right-click.
    RightClick,
    /// The mouse resting on the peg.
    Hover,
}

/// The card on screen.
struct Open {
    player: PlayerId,
    by: Opener,
    layout: CardLayout,
}

/// A pointer pressed on a peg, maybe becoming a long-press.
struct Press {
    pointer: PointerId,
    player: PlayerId,
    at: ScreenPoint,
    held_s: f32,
}

/// The peg card's state on the match screen.
pub(super) struct PegCardUi {
    open: Option<Open>,
    press: Option<Press>,
    hover: Option<(PlayerId, f32)>,
    since_touch_s: f32,
}

impl Default for PegCardUi {
    fn default() -> Self {
        Self {
            open: None,
            press: None,
            hover: None,
            // No touch yet: the mouse counts from the start.
            since_touch_s: TOUCH_QUIET_S,
        }
    }
}

impl PegCardUi {
    /// Forgets the press that might become a long-press (the finger began a pinch).
    pub(super) fn forget_press(&mut self) {
        self.press = None;
    }
}

impl MatchScreen {
    /// A stroke event as the peg card sees it first; true when the card took it (the press
    /// that closed it, or the release of the long-press that opened it), so nothing else
    /// acts on it.
    pub(super) fn card_takes(&mut self, event: &StrokeEvent) -> bool {
        match *event {
            StrokeEvent::Began { id, at } => {
                if matches!(id, PointerId::Touch(_)) {
                    self.card.since_touch_s = 0.0;
                }
                if let Some(open) = self.card.open.take() {
                    self.card_closed("tap");
                    // A card the mouse opened by resting on a peg lets the press through, and
                    // so does any card for a press on a peg or the ball: the drag or flick it
                    // starts is not spent on closing the card.
                    let on_a_piece = self.peg_at(at).is_some()
                        || self.ball_on_screen().distance_to(at) <= ON_PEG_PX;
                    if open.by != Opener::Hover && !on_a_piece {
                        return true;
                    }
                }
                // A press on the ball while a flick may be struck is the flick's: a finger
                // that rests there before it swipes opens no card.
                let flicking = self.may_flick() && self.is_on_ball(at);
                self.card.press = self.peg_at(at).filter(|_| !flicking).map(|player| Press {
                    pointer: id,
                    player,
                    at,
                    held_s: 0.0,
                });
                false
            }
            StrokeEvent::Moved { id, at, .. } => {
                if let Some(p) = &self.card.press
                    && p.pointer == id
                    && p.at.distance_to(at) > STILL_PX
                {
                    self.card.press = None;
                    if self
                        .card
                        .open
                        .as_ref()
                        .is_some_and(|o| o.by == Opener::Press(id))
                    {
                        // The long-press turned into a drag: a drag it is.
                        self.card.open = None;
                        self.card_closed("drag");
                    }
                }
                false
            }
            StrokeEvent::Released { id, .. } | StrokeEvent::Cancelled { id } => {
                if self.card.press.as_ref().is_some_and(|p| p.pointer == id) {
                    self.card.press = None;
                }
                let opened_by_it = self
                    .card
                    .open
                    .as_ref()
                    .is_some_and(|o| o.by == Opener::Press(id));
                if opened_by_it {
                    // The finger only showed the card: the peg it picked up goes back.
                    self.flick_drag = self.flick_drag.take().filter(|d| d.id != id);
                    if self.held.as_ref().is_some_and(|h| h.pointer == id) {
                        self.held = None;
                        self.pegs.retarget(&shown_places(self.state()));
                    }
                }
                opened_by_it
            }
        }
    }

    /// The device's Back or Escape closes an open card first (before it would pause the
    /// match); true when it did.
    pub(super) fn close_card_for_back(&mut self) -> bool {
        let open = self.card.open.take().is_some();
        if open {
            self.card_closed("escape");
        }
        open
    }

    /// The card's clocks and the mouse: the long-press and hover delays, a right-click; the
    /// facts again when the match changed.
    pub(super) fn update_card(&mut self, dt: f32) {
        self.card.since_touch_s += dt;
        if let Some(p) = &mut self.card.press {
            p.held_s += dt;
            if p.held_s >= LONG_PRESS_S && self.card.open.is_none() {
                let (player, by) = (p.player, Opener::Press(p.pointer));
                self.open_card(player, by);
            }
        }
        let mouse = self.mouse_on_board();
        if is_mouse_button_pressed(MouseButton::Right) {
            match mouse.and_then(|at| self.peg_at(at)) {
                Some(player) => self.open_card(player, Opener::RightClick),
                None => {
                    if self.card.open.take().is_some() {
                        self.card_closed("right_click");
                    }
                }
            }
        }
        self.update_hover(mouse, dt);
        if self.dirty
            && let Some(open) = &self.card.open
        {
            let (player, by) = (open.player, open.by);
            self.open_card(player, by);
        }
    }

    /// The mouse resting on a peg opens his card after [`HOVER_S`]; leaving him closes a
    /// card hover opened.
    fn update_hover(&mut self, mouse: Option<ScreenPoint>, dt: f32) {
        let under = mouse.and_then(|at| self.peg_at(at));
        self.card.hover = match (under, self.card.hover) {
            (Some(p), Some((q, t))) if p == q => Some((p, t + dt)),
            (Some(p), _) => Some((p, 0.0)),
            (None, _) => None,
        };
        let hovered_open = self.card.open.as_ref().filter(|o| o.by == Opener::Hover);
        if let Some(open) = hovered_open
            && under != Some(open.player)
        {
            self.card.open = None;
            self.card_closed("hover_left");
        }
        if let Some((player, t)) = self.card.hover
            && t >= HOVER_S
            && self.card.open.is_none()
        {
            self.open_card(player, Opener::Hover);
        }
    }

    /// Where the mouse rests over the board, when a mouse is what points (no button held, no
    /// touch lately, no stroke in progress).
    fn mouse_on_board(&self) -> Option<ScreenPoint> {
        if self.card.since_touch_s < TOUCH_QUIET_S
            || is_mouse_button_down(MouseButton::Left)
            || self.held.is_some()
            || self.flick_drag.is_some()
        {
            return None;
        }
        let (x, y) = mouse_position();
        let dpi = screen_dpi_scale().clamp(0.25, 8.0);
        let at = ScreenPoint::new(x / dpi, y / dpi);
        let board = render::board_rect(&self.view);
        board
            .contains(macroquad::prelude::vec2(at.x, at.y))
            .then_some(at)
    }

    /// The peg (either side) whose top is under `at`.
    fn peg_at(&self, at: ScreenPoint) -> Option<PlayerId> {
        let reach = self
            .view
            .px(crate::ui::pieces::peg_radius_cm(&self.view))
            .max(ON_PEG_PX);
        self.pegs
            .iter()
            .map(|p| (p.id, self.view.to_screen(p.at).distance_to(at)))
            .filter(|(_, d)| *d <= reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    /// Shows `player`'s card (again, with fresh facts, if it is open).
    fn open_card(&mut self, player: PlayerId, by: Opener) {
        let Some(card) = self.table.peg_card(player) else {
            return;
        };
        let anchor = self
            .pegs
            .iter()
            .find(|p| p.id == player)
            .map(|p| self.view.to_screen(p.at));
        let layout = CardLayout::new(&card, &self.view, anchor);
        let fresh = self.card.open.as_ref().is_none_or(|o| o.player != player);
        self.card.open = Some(Open { player, by, layout });
        if fresh {
            self.card_opened(player, by);
        }
    }

    /// Draws the card, if one is open.
    pub(super) fn draw_card(&self) {
        if let Some(open) = &self.card.open {
            open.layout.draw();
        }
    }

    /// Test mode's line when the card opens: for whom, how, how many lines it shows.
    fn card_opened(&self, player: PlayerId, by: Opener) {
        let lines = self.card.open.as_ref().map_or(0, |o| o.layout.line_count());
        let how = match by {
            Opener::Press(_) => "press",
            Opener::RightClick => "right_click",
            Opener::Hover => "hover",
        };
        Line::new(Kind::PegCard)
            .field("state", "opened")
            .field("id", player)
            .field("by", how)
            .field("lines", lines)
            .write();
    }

    /// Test mode's line when the card closes, and what closed it.
    fn card_closed(&self, why: &str) {
        Line::new(Kind::PegCard)
            .field("state", "closed")
            .field("by", why)
            .write();
    }
}
