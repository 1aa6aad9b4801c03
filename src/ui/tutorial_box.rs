//! The tutorial's lesson box, drawn over the board's edge away from the ball: the lesson's
//! heading, what to do (or what happened), and its button (Next, Try again, Play a match).
//! The words are wrapped once when the step, its verdict or the width change, not every frame.

pub mod report;

use super::fonts::UiText;
use super::form::TOUCH;
use super::view::PitchView;
use super::widgets::{Button, Label, MIN_TEXT, TEXT, wrap_to_width};
use crate::input::ScreenPoint;
use hexkick_i18n::tr;
use hexkick_tutorial::{Tutorial, text};
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

/// The box's button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxButton {
    /// On to the next step or lesson.
    Next,
    /// The step again from its start.
    Retry,
    /// The tutorial is over: a match against the AI.
    PlayMatch,
}

impl BoxButton {
    /// Its id in test-mode lines.
    pub fn id(self) -> &'static str {
        match self {
            BoxButton::Next => "next",
            BoxButton::Retry => "retry",
            BoxButton::PlayMatch => "play_match",
        }
    }

    /// The box's button at this moment of `tutorial`: none while the step is played.
    pub fn now(tutorial: &Tutorial) -> Option<BoxButton> {
        let verdict = tutorial.verdict()?;
        Some(if !verdict.passed {
            BoxButton::Retry
        } else if tutorial.is_last_step() {
            BoxButton::PlayMatch
        } else {
            BoxButton::Next
        })
    }

    /// Its words.
    pub fn label(self) -> &'static str {
        tr(match self {
            BoxButton::Next => text::NEXT,
            BoxButton::Retry => text::TRY_AGAIN,
            BoxButton::PlayMatch => text::PLAY_MATCH,
        })
    }
}

/// What the box says, wrapped for a width, and where it goes.
#[derive(Default)]
pub struct LessonBox {
    /// What the words were wrapped for: lesson, step, verdict (passed or not), width.
    key: Option<(usize, usize, Option<bool>, u32)>,
    heading: Vec<String>,
    body: Vec<String>,
    /// The text size the words were wrapped at.
    size: f32,
    /// Whether the box sits at the top of the board (else at the bottom).
    top: bool,
}

/// The board's rectangle on the screen (the panel excluded).
pub fn board_area(view: PitchView) -> Rect {
    let (w, h) = view.screen;
    if view.portrait {
        Rect::new(0.0, 0.0, w, view.centre.y * 2.0)
    } else {
        Rect::new(0.0, 0.0, view.centre.x * 2.0, h)
    }
}

/// The text size for a view: larger on a wide screen; smaller (never below [`MIN_TEXT`])
/// only when the box would not fit the board.
fn text_size(view: PitchView) -> f32 {
    if view.portrait { 15.0 } else { 19.0 }
}

/// What the box says now: the step's instruction, or the verdict (and the last words).
fn body_text(tutorial: &Tutorial) -> String {
    match tutorial.verdict() {
        None => tutorial.instruction().to_string(),
        Some(v) if v.passed && tutorial.is_last_step() => {
            format!("{} {}", v.text, tr(text::ALL_DONE))
        }
        Some(v) => v.text.clone(),
    }
}

impl LessonBox {
    /// Wraps the words again when they or the width changed; the box then moves to the
    /// board's edge away from the ball.
    fn fit(&mut self, tutorial: &Tutorial, view: PitchView, ball: ScreenPoint) -> Rect {
        let area = board_area(view);
        let width = (area.w - 2.0 * PAD_PX).min(MAX_WIDTH_PX);
        let key = Some((
            tutorial.lesson_number(),
            tutorial.step_number(),
            tutorial.verdict().map(|v| v.passed),
            width as u32,
        ));
        if key != self.key {
            let inner = width - 2.0 * PAD_PX;
            // The room the lines have: the board less the box's padding and its button.
            let room = area.h - 4.0 * PAD_PX - Self::button_height(view) - PAD_PX;
            let mut size = text_size(view);
            loop {
                let ui = UiText::new(size);
                self.heading = wrap_to_width(&ui, &tutorial.heading(), inner);
                self.body = wrap_to_width(&ui, &body_text(tutorial), inner);
                let lines = (self.heading.len() + self.body.len()) as f32;
                if size <= MIN_TEXT || lines * size * LINE_STEP <= room {
                    break;
                }
                size -= 1.0;
            }
            self.size = size;
            self.top = ball.y > area.y + area.h / 2.0;
            self.key = key;
        }
        Rect::new(area.x + (area.w - width) / 2.0, 0.0, width, 0.0)
    }

    fn line_height(&self) -> f32 {
        self.size * LINE_STEP
    }

    fn button_height(view: PitchView) -> f32 {
        if view.portrait { TOUCH } else { 46.0 }
    }

    /// The box's rectangle and its button's, for the words now.
    fn layout(
        &mut self,
        tutorial: &Tutorial,
        button: Option<BoxButton>,
        view: PitchView,
        ball: ScreenPoint,
    ) -> (Rect, Option<Rect>) {
        let mut rect = self.fit(tutorial, view, ball);
        let area = board_area(view);
        let lines = (self.heading.len() + self.body.len()) as f32;
        let button_h = Self::button_height(view);
        rect.h = 2.0 * PAD_PX
            + lines * self.line_height()
            + if button.is_some() {
                button_h + PAD_PX
            } else {
                0.0
            };
        rect.y = if self.top {
            area.y + PAD_PX
        } else {
            area.y + area.h - rect.h - PAD_PX
        };
        let button_w = if view.portrait { 150.0 } else { 190.0 };
        let button_rect = button.map(|_| {
            Rect::new(
                rect.x + rect.w - button_w - PAD_PX,
                rect.y + rect.h - button_h - PAD_PX,
                button_w,
                button_h,
            )
        });
        (rect, button_rect)
    }

    /// Where the button is drawn now, if there is one.
    pub fn button_rect(
        &mut self,
        tutorial: &Tutorial,
        button: Option<BoxButton>,
        view: PitchView,
        ball: ScreenPoint,
    ) -> Option<Rect> {
        self.layout(tutorial, button, view, ball).1
    }

    /// The box laid out: its rectangle, its words (heading, then what to do or what
    /// happened) and its button.
    pub fn parts(
        &mut self,
        tutorial: &Tutorial,
        button: Option<BoxButton>,
        view: PitchView,
        ball: ScreenPoint,
    ) -> (Rect, Vec<Label>, Option<Button>) {
        let (rect, button_rect) = self.layout(tutorial, button, view, ball);
        let size = self.size;
        let line_h = self.line_height();
        let body_colour = match tutorial.verdict() {
            None => TEXT,
            Some(v) if v.passed => PASSED,
            Some(_) => RETRY,
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
        let button = button
            .zip(button_rect)
            .map(|(b, r)| Button::new(b.label(), r));
        (rect, labels, button)
    }

    /// Draws the box.
    pub fn draw(
        &mut self,
        tutorial: &Tutorial,
        button: Option<BoxButton>,
        view: PitchView,
        ball: ScreenPoint,
    ) {
        let (rect, labels, button) = self.parts(tutorial, button, view, ball);
        draw_rectangle(rect.x, rect.y, rect.w, rect.h, BACK);
        draw_rectangle_lines(rect.x, rect.y, rect.w, rect.h, 2.0, EDGE);
        for label in &labels {
            label.draw();
        }
        if let Some(button) = button {
            button.draw(true);
        }
    }
}
