//! Buttons and text for the screens.

use super::fonts::UiText;
use crate::input::ScreenPoint;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

/// No text is drawn smaller than this on any screen, logical pixels: a label that does not
/// fit its box at this size overflows it (and `hexkick layout-report` says so).
pub const MIN_TEXT: f32 = 12.0;
/// The largest button label, logical pixels.
const LABEL_MAX: f32 = 48.0;
/// Room kept clear at each end of a button's label, logical pixels.
const LABEL_PAD: f32 = 4.0;

/// Text colour on dark backgrounds.
pub const TEXT: Color = Color::new(0.96, 0.96, 0.92, 1.0);
const BUTTON: Color = Color::new(0.10, 0.24, 0.14, 0.92);
const BUTTON_ON: Color = Color::new(0.86, 0.70, 0.12, 1.0);
const BUTTON_EDGE: Color = Color::new(0.96, 0.96, 0.92, 0.8);

/// A rectangular button that answers taps.
#[derive(Clone, Debug, PartialEq)]
pub struct Button {
    /// The label.
    pub label: String,
    /// Where it is, in logical pixels.
    pub rect: Rect,
}

impl Button {
    /// A button with a label at a rectangle.
    pub fn new(label: impl Into<String>, rect: Rect) -> Self {
        Self {
            label: label.into(),
            rect,
        }
    }

    /// Whether a tap that pressed at `start` and released at `end` hits this button.
    pub fn is_tapped(&self, start: ScreenPoint, end: ScreenPoint) -> bool {
        self.contains(start) && self.contains(end)
    }

    /// Whether a point lies on the button.
    pub fn contains(&self, p: ScreenPoint) -> bool {
        self.rect.contains(macroquad::prelude::vec2(p.x, p.y))
    }

    /// The width the label may take, logical pixels.
    pub fn label_room(&self) -> f32 {
        (self.rect.w - 2.0 * LABEL_PAD).max(0.0)
    }

    /// The label's lines and size: one line nearly half the button's height, smaller for a
    /// long label; a label that would not fit on one line at [`MIN_TEXT`] is broken into two
    /// at a space when the button is tall enough for them (never inside a word).
    pub fn label_lines(&self) -> (Vec<String>, f32) {
        let room = self.label_room();
        let size = (self.rect.h * 0.45).clamp(MIN_TEXT, LABEL_MAX);
        let one = fitted_size(&self.label, room, size);
        if text_width(&self.label, one) <= room {
            return (vec![self.label.clone()], one);
        }
        let two = (self.rect.h * 0.36).clamp(MIN_TEXT, LABEL_MAX);
        let lines = wrap_lines(&self.label, MIN_TEXT, room);
        let words: Vec<&str> = self.label.split_whitespace().collect();
        let cut_a_word = lines.join(" ") != words.join(" ");
        let Some(longest) =
            (lines.iter()).max_by(|a, b| text_width(a, two).total_cmp(&text_width(b, two)))
        else {
            return (vec![self.label.clone()], one);
        };
        if lines.len() == 2 && !cut_a_word && two * 2.3 <= self.rect.h {
            let size = fitted_size(longest, room, two);
            (lines, size)
        } else {
            (vec![self.label.clone()], one)
        }
    }

    /// Draws the button, highlighted when `on`.
    pub fn draw(&self, on: bool) {
        self.draw_keeping_clear(on, 0.0);
    }

    /// Draws the button, its label kept `clear` logical pixels from each end (a badge on its
    /// corner), highlighted when `on`.
    pub fn draw_keeping_clear(&self, on: bool, clear: f32) {
        let r = self.rect;
        draw_rectangle(r.x, r.y, r.w, r.h, if on { BUTTON_ON } else { BUTTON });
        draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0, BUTTON_EDGE);
        let inner = Button::new(
            self.label.clone(),
            Rect::new(r.x + clear, r.y, (r.w - 2.0 * clear).max(0.0), r.h),
        );
        let (mut lines, mut size) = inner.label_lines();
        if lines
            .iter()
            .any(|l| text_width(l, size) > inner.label_room())
        {
            // Too long to keep clear of the badge: the whole width, the badge on its corner.
            (lines, size) = self.label_lines();
        }
        let colour = if on {
            Color::new(0.1, 0.1, 0.1, 1.0)
        } else {
            TEXT
        };
        let step = size * 1.15;
        let top = r.y + r.h / 2.0 - step * (lines.len() as f32 - 1.0) / 2.0;
        for (i, line) in lines.iter().enumerate() {
            centred_text(line, r.x + r.w / 2.0, top + i as f32 * step, size, colour);
        }
    }
}

/// Draws `text` centred on `(x, y)` at `size` logical pixels.
pub fn centred_text(text: &str, x: f32, y: f32, size: f32, colour: Color) {
    let ui = UiText::new(size);
    let dims = ui.measure(text);
    ui.draw(
        text,
        (x - dims.width / 2.0).round(),
        (y + dims.offset_y / 2.0).round(),
        colour,
    );
}

/// The font size at most `size` (and not below [`MIN_TEXT`]) at which `text` fits in `width`
/// logical pixels.
pub fn fitted_size(text: &str, width: f32, size: f32) -> f32 {
    // Widths are measured at a few rasterised sizes with whole-pixel advances, so they are
    // not quite proportional to the size: shrink again until the text fits.
    let mut size = size;
    for _ in 0..4 {
        let wide = text_width(text, size);
        if wide <= width || wide <= 0.0 || size <= MIN_TEXT {
            break;
        }
        size = (size * width / wide * 0.995).max(MIN_TEXT);
    }
    size
}

/// How wide `text` is at `size` logical pixels.
pub fn text_width(text: &str, size: f32) -> f32 {
    UiText::new(size).width(text)
}

/// `text` cut at spaces into lines no wider than `width` at `size` logical pixels (a word
/// longer than `width` gets a line of its own).
pub fn wrap_lines(text: &str, size: f32, width: f32) -> Vec<String> {
    wrap_to_width(&UiText::new(size), text, width)
}

/// `text` cut at spaces into lines no wider than `width` logical pixels in `ui`'s size (a word
/// wider than that keeps a line of its own).
pub fn wrap_to_width(ui: &UiText, text: &str, width: f32) -> Vec<String> {
    super::wrap::wrap(text, width, |t| ui.width(t))
}

/// `line` made with the team `names` in it, the names shortened ("Olympique Marseille" to
/// "Olympiq.", down to three letters) until the line `fits`; two names are never cut so far
/// that they read alike ("Northgate" and "Northfield" stop at "Northg." and "Northf.").
pub fn shortened(
    names: &[&str],
    line: impl Fn(&[String]) -> String,
    fits: impl Fn(&str) -> bool,
) -> String {
    let cut = |name: &str, keep: usize| -> String {
        if name.chars().count() <= keep {
            name.to_string()
        } else {
            let kept: String = name.chars().take(keep).collect();
            format!("{}.", kept.trim_end())
        }
    };
    let longest = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    let told_apart = |keep: usize| {
        let cut_names: Vec<String> = names.iter().map(|n| cut(n, keep)).collect();
        (0..names.len())
            .all(|i| (0..i).all(|j| names[i] == names[j] || cut_names[i] != cut_names[j]))
    };
    let shortest = (3..longest).find(|&k| told_apart(k)).unwrap_or(longest);
    let mut keep = longest;
    loop {
        let cut_names: Vec<String> = names.iter().map(|n| cut(n, keep)).collect();
        let text = line(&cut_names);
        if keep <= shortest || fits(&text) {
            return text;
        }
        keep -= 1;
    }
}

/// Where a [`Label`] is anchored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Centred on its point.
    Centre,
    /// Starting at its point, centred vertically on it.
    Left,
}

/// A piece of text placed on a screen: the one definition that a screen draws and
/// `hexkick layout-report` measures (its size, and whether it fits its room).
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    /// The words.
    pub text: String,
    /// The anchor point, logical pixels.
    pub x: f32,
    /// The anchor point's height (the text is centred vertically on it).
    pub y: f32,
    /// The size, logical pixels.
    pub size: f32,
    /// The width it may take, logical pixels.
    pub room: f32,
    /// How it sits on its point.
    pub align: Align,
    /// Its colour.
    pub colour: Color,
}

impl Label {
    /// A label centred on `(x, y)` with `room` to fill, shrunk to fit it (not below
    /// [`MIN_TEXT`]) from `size`.
    pub fn centred(text: impl Into<String>, (x, y): (f32, f32), size: f32, room: f32) -> Label {
        let text = text.into();
        Label {
            size: fitted_size(&text, room, size),
            text,
            x,
            y,
            room,
            align: Align::Centre,
            colour: TEXT,
        }
    }

    /// A label starting at `(x, y)`, shrunk to fit `room` from `size`.
    pub fn left(text: impl Into<String>, (x, y): (f32, f32), size: f32, room: f32) -> Label {
        Label {
            align: Align::Left,
            ..Label::centred(text, (x, y), size, room)
        }
    }

    /// The same label in `colour`.
    pub fn coloured(self, colour: Color) -> Label {
        Label { colour, ..self }
    }

    /// How wide it is drawn, logical pixels.
    pub fn width(&self) -> f32 {
        text_width(&self.text, self.size)
    }

    /// Draws it.
    pub fn draw(&self) {
        let x = match self.align {
            Align::Centre => self.x,
            Align::Left => self.x + self.width() / 2.0,
        };
        centred_text(&self.text, x, self.y, self.size, self.colour);
    }
}
