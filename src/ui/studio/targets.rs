//! Immediate-mode tap targets: each frame the pages draw their buttons and register where they
//! are with what a tap means; the next frame's taps are matched against them. The same pages
//! laid out headless ([`Targets::headless`]) draw nothing and keep every target and piece of
//! text, which is what `hexkick layout-report` measures.

use super::super::widgets::{Button, Label, TEXT, centred_text};
use crate::input::ScreenPoint;
use hexkick_teams::colour::Rgb;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

/// A registered target: where, what it means, and its label for test logs.
#[derive(Clone, Debug, PartialEq)]
pub struct Target<I> {
    /// Where, in logical pixels.
    pub rect: Rect,
    /// What a tap does.
    pub intent: I,
    /// A stable name for test drivers (`HEXKICK studio_target label=...`).
    pub label: String,
}

/// The frame's targets, in drawing order (a later one wins where they overlap).
#[derive(Clone, Debug)]
pub struct Targets<I> {
    list: Vec<Target<I>>,
    /// Laid out without a window: nothing drawn, every text kept in `texts`.
    headless: bool,
    /// The frame's text as placed (headless only).
    texts: Vec<Label>,
}

impl<I> Default for Targets<I> {
    fn default() -> Self {
        Self {
            list: Vec::new(),
            headless: false,
            texts: Vec::new(),
        }
    }
}

/// A highlighted button's fill.
const SELECTED_EDGE: Color = Color::new(1.0, 0.85, 0.2, 1.0);

impl<I: Clone> Targets<I> {
    /// Targets laid out without a window (for `hexkick layout-report`): nothing is drawn and
    /// every piece of text is kept with its room.
    pub fn headless() -> Self {
        Self {
            headless: true,
            ..Self::default()
        }
    }

    /// Forgets last frame's targets.
    pub fn clear(&mut self) {
        self.list.clear();
        self.texts.clear();
    }

    /// The frame's text as placed (kept headless only).
    pub fn texts(&self) -> &[Label] {
        &self.texts
    }

    /// Runs a drawing that has no target nor text (a panel, a preview), unless headless.
    pub fn paint(&self, draw: impl FnOnce()) {
        if !self.headless {
            draw();
        }
    }

    /// A line of text starting at `x`, centred on `y`, at most `size` and shrunk to fit
    /// `room` (never below the smallest text); drawn, or kept headless.
    pub fn text(&mut self, text: &str, (x, y): (f32, f32), size: f32, room: f32, colour: Color) {
        let placed = Label::left(text, (x, y), size, room).coloured(colour);
        if self.headless {
            self.texts.push(placed);
        } else {
            placed.draw();
        }
    }

    /// A page laid out as data (its buttons are added as targets by the caller): drawn, or,
    /// headless, its words and its buttons' labels kept as placed.
    pub fn page<J: Clone>(&mut self, page: &crate::ui::page::Page<J>) {
        if !self.headless {
            page.draw();
            return;
        }
        self.texts.extend(page.labels.iter().cloned());
        for b in &page.buttons {
            let (lines, size) = b.button.label_lines();
            let (rect, room) = (b.button.rect, b.button.label_room());
            let step = size * 1.15;
            let top = rect.y + rect.h / 2.0 - step * (lines.len() as f32 - 1.0) / 2.0;
            for (k, line) in lines.into_iter().enumerate() {
                let at = (rect.x + (rect.w - room) / 2.0, top + k as f32 * step);
                self.texts.push(Label::left(line, at, size, room));
            }
        }
    }

    /// Every target, in order.
    pub fn all(&self) -> &[Target<I>] {
        &self.list
    }

    /// What a tap from `start` to `end` means, if it hit a target.
    pub fn hit(&self, start: ScreenPoint, end: ScreenPoint) -> Option<I> {
        let inside = |r: &Rect, p: ScreenPoint| r.contains(macroquad::prelude::vec2(p.x, p.y));
        self.list
            .iter()
            .rev()
            .find(|t| inside(&t.rect, start) && inside(&t.rect, end))
            .map(|t| t.intent.clone())
    }

    /// Registers a target without drawing it.
    pub fn add(&mut self, rect: Rect, intent: I, label: impl Into<String>) {
        self.list.push(Target {
            rect,
            intent,
            label: label.into(),
        });
    }

    /// Draws a labelled button (highlighted when `on`) and registers it.
    pub fn button(&mut self, rect: Rect, text: &str, on: bool, intent: I, label: &str) {
        let button = Button::new(text, rect);
        if self.headless {
            let (lines, size) = button.label_lines();
            let room = button.label_room();
            let step = size * 1.15;
            let x = rect.x + rect.w / 2.0;
            let top = rect.y + rect.h / 2.0 - step * (lines.len() as f32 - 1.0) / 2.0;
            for (k, line) in lines.into_iter().enumerate() {
                let y = top + k as f32 * step;
                self.texts.push(Label::centred(line, (x, y), size, room));
            }
        } else {
            button.draw(on);
        }
        self.add(rect, intent, label);
    }

    /// Draws a colour swatch (outlined when `on`) and registers it.
    pub fn swatch(&mut self, rect: Rect, colour: Rgb, on: bool, intent: I, label: &str) {
        self.add(rect, intent, label);
        self.chip(rect, colour, on);
    }

    /// Draws a colour swatch (outlined when `on`) that is no target of its own (a sample
    /// inside a button).
    pub fn chip(&self, rect: Rect, colour: Rgb, on: bool) {
        if self.headless {
            return;
        }
        draw_rectangle(rect.x, rect.y, rect.w, rect.h, rgb(colour));
        let (edge, width) = if on {
            (SELECTED_EDGE, 4.0)
        } else {
            (Color::new(0.0, 0.0, 0.0, 0.6), 1.0)
        };
        draw_rectangle_lines(rect.x, rect.y, rect.w, rect.h, width, edge);
    }
}

/// A strip colour for macroquad.
pub fn rgb(c: Rgb) -> Color {
    super::super::scene_draw::color(c)
}

/// A heading or a line of text, left-aligned at (x, y-centre).
pub fn label(text: &str, x: f32, y: f32, size: f32, colour: Color) {
    let ui = super::super::fonts::UiText::new(size.clamp(6.0, 120.0));
    let dims = ui.measure(text);
    ui.draw(text, x.round(), (y + dims.offset_y / 2.0).round(), colour);
}

/// A panel background.
pub fn panel(r: Rect) {
    draw_rectangle(r.x, r.y, r.w, r.h, Color::new(0.0, 0.0, 0.0, 0.25));
}

/// Centred text in the default colour.
pub fn centred(text: &str, x: f32, y: f32, size: f32) {
    centred_text(text, x, y, size, TEXT);
}

/// `text` as it fits `room` at `size`: whole, else the part before any " (" detail, else cut
/// with a full stop.
pub fn shorten(text: &str, room: f32, size: f32) -> String {
    let fits = |t: &str| super::super::widgets::text_width(t, size) <= room;
    if fits(text) {
        return text.to_string();
    }
    let head = text.split(" (").next().unwrap_or(text).trim_end();
    if fits(head) {
        return head.to_string();
    }
    let mut chars: Vec<char> = head.chars().collect();
    while chars.pop().is_some() {
        let cut: String = chars.iter().collect::<String>() + ".";
        if fits(&cut) {
            return cut;
        }
    }
    String::new()
}

/// Splits a row into `n` equal cells with `gap` between them.
pub fn row(r: Rect, n: usize, gap: f32) -> Vec<Rect> {
    let n = n.max(1);
    let w = (r.w - gap * (n - 1) as f32) / n as f32;
    (0..n)
        .map(|i| Rect::new(r.x + i as f32 * (w + gap), r.y, w, r.h))
        .collect()
}

/// Splits a box along its long side (side by side on a landscape screen, stacked on a
/// portrait one) into parts of these shares, with `gap` between them.
pub fn split(r: Rect, shares: &[f32], gap: f32) -> Vec<Rect> {
    let total: f32 = shares.iter().sum::<f32>().max(1e-6);
    let wide = r.w >= r.h;
    let long = if wide { r.w } else { r.h } - gap * shares.len().saturating_sub(1) as f32;
    let mut at = if wide { r.x } else { r.y };
    shares
        .iter()
        .map(|share| {
            let len = long * share / total;
            let part = if wide {
                Rect::new(at, r.y, len, r.h)
            } else {
                Rect::new(r.x, at, r.w, len)
            };
            at += len + gap;
            part
        })
        .collect()
}

/// Splits a box into a grid of `cols` x `rows` cells, row by row.
pub fn grid(r: Rect, cols: usize, rows: usize, gap: f32) -> Vec<Rect> {
    let rows_h = (r.h - gap * (rows.max(1) - 1) as f32) / rows.max(1) as f32;
    (0..rows)
        .flat_map(|j| {
            let line = Rect::new(r.x, r.y + j as f32 * (rows_h + gap), r.w, rows_h);
            row(line, cols, gap)
        })
        .collect()
}
