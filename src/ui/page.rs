//! A page laid out as data: its fills, words and buttons, each button with what a tap on it
//! means and its name for test drivers. A screen builds its [`Page`] from the window's size,
//! draws it, matches taps against it, and `hexkick layout-report` measures the same page.

use super::widgets::{Button, Label};
use crate::input::ScreenPoint;
use macroquad::prelude::{Color, Rect, draw_rectangle};

/// A button of a page: where and what it says, whether it is lit, what a tap means, its name.
#[derive(Clone, Debug, PartialEq)]
pub struct PageButton<I> {
    /// The button.
    pub button: Button,
    /// Lit (selected, or the main action).
    pub lit: bool,
    /// What a tap does.
    pub intent: I,
    /// Its stable name in test-mode lines ("close", "pad-A").
    pub name: String,
}

/// A page as laid out for one window: drawn in the order fills, words, buttons.
#[derive(Clone, Debug, PartialEq)]
pub struct Page<I> {
    /// Filled rectangles (backgrounds, boxes).
    pub fills: Vec<(Rect, Color)>,
    /// The words.
    pub labels: Vec<Label>,
    /// The buttons.
    pub buttons: Vec<PageButton<I>>,
    /// Tappable areas drawn by the fills and words (a list row, a search box): rectangle,
    /// intent, name.
    pub areas: Vec<(Rect, I, String)>,
}

impl<I> Default for Page<I> {
    fn default() -> Self {
        Page {
            fills: Vec::new(),
            labels: Vec::new(),
            buttons: Vec::new(),
            areas: Vec::new(),
        }
    }
}

impl<I: Clone> Page<I> {
    /// Adds a button.
    pub fn button(&mut self, rect: Rect, text: &str, lit: bool, intent: I, name: &str) {
        self.buttons.push(PageButton {
            button: Button::new(text, rect),
            lit,
            intent,
            name: name.to_string(),
        });
    }

    /// Adds a tappable area drawn by the page's fills and words.
    pub fn area(&mut self, rect: Rect, intent: I, name: impl Into<String>) {
        self.areas.push((rect, intent, name.into()));
    }

    /// Adds a filled rectangle.
    pub fn fill(&mut self, rect: Rect, colour: Color) {
        self.fills.push((rect, colour));
    }

    /// Adds words.
    pub fn label(&mut self, label: Label) {
        self.labels.push(label);
    }

    /// Every target's name and rectangle (areas, then buttons), for test-mode lines.
    pub fn targets(&self) -> Vec<(String, Rect)> {
        let areas = self.areas.iter().map(|(r, _, n)| (n.clone(), *r));
        let buttons = (self.buttons.iter()).map(|b| (b.name.clone(), b.button.rect));
        areas.chain(buttons).collect()
    }

    /// What a tap from `start` to `end` means (a button before an area under it).
    pub fn hit(&self, start: ScreenPoint, end: ScreenPoint) -> Option<I> {
        let button = (self.buttons.iter().rev())
            .find(|b| b.button.is_tapped(start, end))
            .map(|b| b.intent.clone());
        button.or_else(|| {
            (self.areas.iter().rev())
                .find(|(r, ..)| Button::new("", *r).is_tapped(start, end))
                .map(|(_, i, _)| i.clone())
        })
    }

    /// The same page with every intent mapped by `f` (a pad's keys as a screen's intents).
    pub fn map<J>(self, f: impl Fn(I) -> J) -> Page<J> {
        Page {
            fills: self.fills,
            labels: self.labels,
            buttons: (self.buttons.into_iter())
                .map(|b| PageButton {
                    button: b.button,
                    lit: b.lit,
                    intent: f(b.intent),
                    name: b.name,
                })
                .collect(),
            areas: (self.areas.into_iter())
                .map(|(r, i, n)| (r, f(i), n))
                .collect(),
        }
    }

    /// Adds everything of `other` on top of this page.
    pub fn extend(&mut self, other: Page<I>) {
        self.fills.extend(other.fills);
        self.labels.extend(other.labels);
        self.buttons.extend(other.buttons);
        self.areas.extend(other.areas);
    }

    /// Draws the page.
    pub fn draw(&self) {
        for (r, colour) in &self.fills {
            draw_rectangle(r.x, r.y, r.w, r.h, *colour);
        }
        for label in &self.labels {
            label.draw();
        }
        for b in &self.buttons {
            b.button.draw(b.lit);
        }
    }
}
