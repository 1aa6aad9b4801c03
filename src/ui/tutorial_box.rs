//! The tutorial's lesson box, drawn over the board's top or bottom edge where it leaves the
//! ball and the step's target in sight ([`InSight`]; away from the ball when it can leave
//! only one): the lesson's heading, what to do (or what happened), and its buttons in a row at
//! the bottom right (the tutorial's [`Answer`]s: Next, Try again, Show me, Your turn, the
//! choice of the control, Play a match). The words are wrapped once when they or the width
//! change, not every frame.

pub mod report;

use super::fonts::UiText;
use super::form::TOUCH;
use super::view::PitchView;
use super::widgets::{Button, Label, MIN_TEXT, TEXT, wrap_to_width};
use crate::input::ScreenPoint;
use hexkick_tutorial::{Answer, Stage, Tutorial};
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

const BACK: Color = Color::new(0.03, 0.07, 0.05, 0.93);
const EDGE: Color = Color::new(0.98, 0.85, 0.3, 1.0);
const HEADING: Color = Color::new(0.98, 0.85, 0.3, 1.0);
const PASSED: Color = Color::new(0.6, 0.95, 0.6, 1.0);
const RETRY: Color = Color::new(1.0, 0.72, 0.45, 1.0);
/// How far apart the box's lines are, in text sizes.
const LINE_STEP: f32 = 1.3;
/// The box's widest, logical pixels.
const MAX_WIDTH_PX: f32 = 640.0;
/// Room between the box and the board's edge, and inside the box.
pub const PAD_PX: f32 = 10.0;

/// What the box must leave in sight, on the screen: the ball, and where the step asks it to
/// go (the team-mate a pass is for, the goal of a shot), when it asks for one place.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct InSight {
    /// Where the ball is.
    pub ball: ScreenPoint,
    /// Where the step asks the ball to go.
    pub target: Option<ScreenPoint>,
}

impl InSight {
    /// The points to keep clear, the ball first.
    fn points(self) -> impl Iterator<Item = ScreenPoint> {
        std::iter::once(self.ball).chain(self.target)
    }

    /// The ball and the target, each with its name.
    fn ball_and_target(self) -> impl Iterator<Item = (&'static str, ScreenPoint)> {
        std::iter::once(("ball", self.ball)).chain(self.target.map(|t| ("target", t)))
    }
}

/// What the box says, wrapped for a width, and where it goes.
#[derive(Default)]
pub struct LessonBox {
    /// What the words were wrapped for: the heading, the body and the width.
    key: Option<(String, String, u32)>,
    heading: Vec<String>,
    body: Vec<String>,
    /// The text size the words were wrapped at.
    size: f32,
    /// Whether the box sits at the top of the board (else at the bottom); `None` until it
    /// is placed for the words now.
    top: Option<bool>,
}

/// Whether `answers` are two equal choices (the control kept), both drawn lit.
fn is_choice(answers: &[Answer]) -> bool {
    answers.contains(&Answer::KeepSwipe)
}

/// Whether a box at `rect` covers the point `p`: a peg or the ball near the box's edge
/// (within two centimetres, at least 12 logical pixels) is covered too.
fn covers(rect: Rect, view: PitchView, p: ScreenPoint) -> bool {
    let margin = view.px(2.0).max(12.0);
    let (x, y) = (rect.x - margin, rect.y - margin);
    Rect::new(x, y, rect.w + 2.0 * margin, rect.h + 2.0 * margin)
        .contains(macroquad::prelude::vec2(p.x, p.y))
}

/// The board's rectangle on the screen (the panel excluded), wherever the camera looks:
/// the box never goes over the panel's headline and buttons.
pub fn board_area(view: PitchView) -> Rect {
    let (x, y, w, h) = view.room();
    Rect::new(x, y, w, h)
}

/// The text size for a view: larger on a wide screen; smaller (never below [`MIN_TEXT`])
/// only when the box would not fit the board.
fn text_size(view: PitchView) -> f32 {
    if view.portrait { 15.0 } else { 19.0 }
}

/// The widest a button of the box is, logical pixels.
fn button_width(view: PitchView) -> f32 {
    if view.portrait { 170.0 } else { 220.0 }
}

impl LessonBox {
    /// Wraps the words again when they or the width changed (the box is then placed again).
    fn fit(&mut self, tutorial: &Tutorial, view: PitchView) -> Rect {
        let area = board_area(view);
        let width = (area.w - 2.0 * PAD_PX).min(MAX_WIDTH_PX);
        let key = (tutorial.heading(), tutorial.words(), width as u32);
        if self.key.as_ref() != Some(&key) {
            let inner = width - 2.0 * PAD_PX;
            // The room the lines have: the board less the box's padding and its buttons.
            let room = area.h - 4.0 * PAD_PX - Self::button_height(view) - PAD_PX;
            let mut size = text_size(view);
            loop {
                let ui = UiText::new(size);
                self.heading = wrap_to_width(&ui, &key.0, inner);
                self.body = wrap_to_width(&ui, &key.1, inner);
                let lines = (self.heading.len() + self.body.len()) as f32;
                if size <= MIN_TEXT || lines * size * LINE_STEP <= room {
                    break;
                }
                size -= 1.0;
            }
            self.size = size;
            self.top = None;
            self.key = Some(key);
        }
        Rect::new(area.x + (area.w - width) / 2.0, 0.0, width, 0.0)
    }

    /// Places a box `h` high at the board's top or bottom edge: new words go away from the
    /// ball unless the other edge is the one that leaves the ball and the target in sight
    /// (or the target alone, when no edge leaves both); a placed box moves only when it covers
    /// one of them and the other edge covers neither (the camera moved), so it never flickers.
    fn place(&mut self, area: Rect, x: f32, w: f32, h: f32, sight: InSight, view: PitchView) {
        let band = |top: bool| {
            let y = if top {
                area.y + PAD_PX
            } else {
                area.y + area.h - h - PAD_PX
            };
            Rect::new(x, y, w, h)
        };
        let covers = |top: bool, p: ScreenPoint| covers(band(top), view, p);
        let clear = |top: bool| !sight.points().any(|p| covers(top, p));
        let target_clear = |top: bool| !sight.target.is_some_and(|p| covers(top, p));
        self.top = Some(match self.top {
            Some(top) if clear(top) || !clear(!top) => top,
            Some(top) => !top,
            None => {
                let away = sight.ball.y > area.y + area.h / 2.0;
                let edges = [away, !away];
                (edges.into_iter().find(|&top| clear(top)))
                    .or_else(|| edges.into_iter().find(|&top| target_clear(top)))
                    .unwrap_or(away)
            }
        });
    }

    fn line_height(&self) -> f32 {
        self.size * LINE_STEP
    }

    fn button_height(view: PitchView) -> f32 {
        if view.portrait { TOUCH } else { 46.0 }
    }

    /// The box's rectangle and its buttons' (one per answer), for the words now. The
    /// buttons share a row at the bottom right while every label fits its share at the same
    /// size; else (a long label, French words) each takes a row of the box's width, when the
    /// board has the room.
    fn layout(
        &mut self,
        tutorial: &Tutorial,
        answers: &[Answer],
        view: PitchView,
        sight: InSight,
    ) -> (Rect, Vec<Rect>) {
        let mut rect = self.fit(tutorial, view);
        let area = board_area(view);
        let lines = (self.heading.len() + self.body.len()) as f32;
        let button_h = Self::button_height(view);
        let n = answers.len() as f32;
        let share = button_width(view).min((rect.w - (n + 1.0) * PAD_PX) / n.max(1.0));
        let sizes: Vec<f32> = (answers.iter())
            .map(|a| Button::new(a.label(), Rect::new(0.0, 0.0, share, button_h)))
            .map(|b| b.label_lines().1)
            .collect();
        let words_h = 2.0 * PAD_PX + lines * self.line_height();
        let uneven = sizes.iter().any(|s| sizes.iter().any(|t| s < t));
        let stacked = uneven && words_h + n * (button_h + PAD_PX) <= area.h - 2.0 * PAD_PX;
        let rows = match (answers.len(), stacked) {
            (0, _) => 0.0,
            (_, true) => n,
            (_, false) => 1.0,
        };
        rect.h = words_h + rows * (button_h + PAD_PX);
        self.place(area, rect.x, rect.w, rect.h, sight, view);
        rect.y = if self.top == Some(true) {
            area.y + PAD_PX
        } else {
            area.y + area.h - rect.h - PAD_PX
        };
        let bottom = rect.y + rect.h - PAD_PX - button_h;
        let right = rect.x + rect.w - PAD_PX;
        let rects = (0..answers.len())
            .map(|i| {
                // Counted from the last button (bottom right).
                let back = (answers.len() - 1 - i) as f32;
                if stacked {
                    let w = rect.w - 2.0 * PAD_PX;
                    Rect::new(
                        rect.x + PAD_PX,
                        bottom - back * (button_h + PAD_PX),
                        w,
                        button_h,
                    )
                } else {
                    let x = right - (back + 1.0) * share - back * PAD_PX;
                    Rect::new(x, bottom, share, button_h)
                }
            })
            .collect();
        (rect, rects)
    }

    /// The box's buttons now with where each is drawn.
    pub fn buttons(
        &mut self,
        tutorial: &Tutorial,
        view: PitchView,
        sight: InSight,
    ) -> Vec<(Answer, Rect)> {
        let answers = tutorial.answers();
        let rects = self.layout(tutorial, &answers, view, sight).1;
        answers.into_iter().zip(rects).collect()
    }

    /// The box laid out with `answers` for buttons: its rectangle, its words (heading, then
    /// what to do or what happened) and its buttons.
    pub fn parts(
        &mut self,
        tutorial: &Tutorial,
        answers: &[Answer],
        view: PitchView,
        sight: InSight,
    ) -> (Rect, Vec<Label>, Vec<Button>) {
        let (rect, button_rects) = self.layout(tutorial, answers, view, sight);
        let size = self.size;
        let line_h = self.line_height();
        let body_colour = match tutorial.stage() {
            Stage::Playing | Stage::Watching | Stage::Shown => TEXT,
            Stage::Passed => PASSED,
            Stage::Missed => RETRY,
        };
        let lines = (self.heading.iter().map(|l| (l, HEADING)))
            .chain(self.body.iter().map(|l| (l, body_colour)));
        let labels = lines
            .enumerate()
            .map(|(i, (line, colour))| {
                let y = rect.y + PAD_PX + line_h * (i as f32 + 0.5);
                let room = rect.w - 2.0 * PAD_PX;
                Label::left(line.clone(), (rect.x + PAD_PX, y), size, room).coloured(colour)
            })
            .collect();
        let buttons = (answers.iter().zip(button_rects))
            .map(|(a, r)| Button::new(a.label(), r))
            .collect();
        (rect, labels, buttons)
    }

    /// Draws the box with its buttons now.
    pub fn draw(&mut self, tutorial: &Tutorial, view: PitchView, sight: InSight) {
        let answers = tutorial.answers();
        let (rect, labels, buttons) = self.parts(tutorial, &answers, view, sight);
        draw_rectangle(rect.x, rect.y, rect.w, rect.h, BACK);
        draw_rectangle_lines(rect.x, rect.y, rect.w, rect.h, 2.0, EDGE);
        for label in &labels {
            label.draw();
        }
        // The way on (the rightmost) lit; a second choice beside it plain.
        for (i, button) in buttons.iter().enumerate() {
            button.draw(i + 1 == buttons.len() || is_choice(&answers));
        }
    }
}

#[cfg(test)]
mod tests;
