//! One screen's touch targets and words as laid out, and what they add up to: the smallest
//! target, the smallest text, and any text wider than its room.

use crate::ui::page::Page;
use crate::ui::widgets::{Button, Label};
use macroquad::prelude::Rect;

/// A window to lay the screens out in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    /// Width, logical pixels.
    pub w: f32,
    /// Height, logical pixels.
    pub h: f32,
    /// Physical pixels per logical pixel (the device scale).
    pub scale: f32,
}

impl Window {
    /// Reads `--size WxH [--scale S]` (`default` when no size is given, else it is required),
    /// handing every other option and its value to `other`.
    pub fn from_options(
        args: &[String],
        default: Option<Window>,
        mut other: impl FnMut(&str, &str) -> Result<(), String>,
    ) -> Result<Window, String> {
        let mut size = default.map(|d| (d.w, d.h));
        let mut scale = default.map_or(1.0, |d| d.scale);
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let value = it.next().ok_or(format!("{flag} needs a value"))?;
            match flag.as_str() {
                "--size" => {
                    let (w, h) = value
                        .split_once('x')
                        .and_then(|(w, h)| Some((w.parse::<f32>().ok()?, h.parse::<f32>().ok()?)))
                        .filter(|(w, h)| {
                            *w >= 100.0 && *h >= 100.0 && *w <= 10000.0 && *h <= 10000.0
                        })
                        .ok_or(format!("--size {value}: expected WxH, e.g. 390x844"))?;
                    size = Some((w, h));
                }
                "--scale" => {
                    scale = value
                        .parse::<f32>()
                        .ok()
                        .filter(|s| (0.25..=8.0).contains(s))
                        .ok_or(format!("--scale {value}: expected a number from 0.25 to 8"))?;
                }
                flag => other(flag, value)?,
            }
        }
        let (w, h) = size.ok_or("--size WxH is required")?;
        Ok(Window { w, h, scale })
    }
}

/// Text may be this much wider than its room before it counts as overflowing, logical
/// pixels (rounding in the measure).
const OVERFLOW_SLACK: f32 = 0.5;

/// A piece of text too wide for its room.
#[derive(Clone, Debug, PartialEq)]
pub struct Overflow {
    /// The words.
    pub text: String,
    /// How wide they are drawn, logical pixels.
    pub width: f32,
    /// The room they have.
    pub room: f32,
}

/// One screen as laid out at one size.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sheet {
    /// The screen's name in the report ("title", "match_phase1").
    pub name: String,
    /// Each touch target's id and rectangle.
    pub targets: Vec<(String, Rect)>,
    /// Each piece of text: the words, size, drawn width and room.
    pub texts: Vec<(String, f32, f32, f32)>,
    /// Boxes taller than their room (a lesson box higher than the board): what, height, room.
    pub spills: Vec<Overflow>,
    /// Where each placed label's words are drawn (labels only; see [`Sheet::nothing_overlaps`]).
    pub word_boxes: Vec<(String, Rect)>,
    /// The match screen's board view over the window's area (match screens only).
    pub board_share: Option<f32>,
    /// Elements drawn over one another (see [`Sheet::nothing_overlaps`]).
    pub overlaps: Vec<Overflow>,
    /// Labels whose lines break a word inside it.
    pub broken: Vec<String>,
    /// What a box hides that the player must see (a lesson box over the ball or the step's
    /// target).
    pub hidden: Vec<String>,
}

impl Sheet {
    /// An empty sheet for the screen `name`.
    pub fn new(name: impl Into<String>) -> Sheet {
        Sheet {
            name: name.into(),
            ..Sheet::default()
        }
    }

    /// Adds a touch target with no words of its own (a swatch, a row).
    pub fn target(&mut self, id: impl Into<String>, rect: Rect) {
        self.targets.push((id.into(), rect));
    }

    /// Adds a piece of text measured at `size` with `room` to fit in.
    pub fn text(&mut self, text: &str, size: f32, room: f32) {
        let width = crate::ui::widgets::text_width(text, size);
        self.texts.push((text.to_string(), size, width, room));
    }

    /// Adds a button: its rectangle and its label.
    pub fn button(&mut self, button: &Button) {
        self.target(button.label.clone(), button.rect);
        let (lines, size) = button.label_lines();
        let words: Vec<&str> = button.label.split_whitespace().collect();
        let kept: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
        if words != kept {
            self.broken.push(button.label.clone());
        }
        for line in lines {
            self.text(&line, size, button.label_room());
        }
    }

    /// Adds buttons.
    pub fn buttons<'a>(&mut self, buttons: impl IntoIterator<Item = &'a Button>) {
        for b in buttons {
            self.button(b);
        }
    }

    /// Adds a laid-out page: its buttons, its tappable areas and its words.
    pub fn page<I: Clone>(&mut self, page: &Page<I>) {
        for b in &page.buttons {
            self.button(&b.button);
        }
        for (rect, _, name) in &page.areas {
            self.target(name.clone(), *rect);
        }
        self.labels(&page.labels);
    }

    /// Checks that `what` (a box, a column of lines) `used` no more than its `room` (logical
    /// pixels, along the side that matters); a spill counts as an overflow.
    pub fn fits(&mut self, what: impl Into<String>, used: f32, room: f32) {
        if used > room + OVERFLOW_SLACK {
            self.spills.push(Overflow {
                text: what.into(),
                width: used,
                room,
            });
        }
    }

    /// Checks that every touch target lies inside a `w` x `h` window; one that reaches out
    /// of it counts as an overflow.
    pub fn within(&mut self, w: f32, h: f32) {
        let out: Vec<Overflow> = (self.targets.iter())
            .filter(|(_, r)| {
                r.x < -OVERFLOW_SLACK
                    || r.y < -OVERFLOW_SLACK
                    || r.right() > w + OVERFLOW_SLACK
                    || r.bottom() > h + OVERFLOW_SLACK
            })
            .map(|(id, r)| Overflow {
                text: format!("target {id} out of the window"),
                width: r.bottom().max(r.right()),
                room: h.max(w),
            })
            .collect();
        self.spills.extend(out);
    }

    /// Adds labels.
    pub fn labels<'a>(&mut self, labels: impl IntoIterator<Item = &'a Label>) {
        for l in labels {
            self.texts.push((l.text.clone(), l.size, l.width(), l.room));
            if !l.text.trim().is_empty() {
                self.word_boxes.push((l.text.clone(), word_box(l)));
            }
        }
    }

    /// Checks that no two touch targets and no two labels' words overlap; each pair that
    /// does counts as an overflow (for screens that place everything side by side).
    pub fn nothing_overlaps(&mut self) {
        let mut found = Vec::new();
        for (what, boxes) in [("targets", &self.targets), ("words", &self.word_boxes)] {
            for (k, (a, ra)) in boxes.iter().enumerate() {
                for (b, rb) in &boxes[k + 1..] {
                    let (w, h) = overlap(ra, rb);
                    if w > OVERFLOW_SLACK && h > OVERFLOW_SLACK {
                        found.push(Overflow {
                            text: format!("{what} \"{a}\" and \"{b}\" overlap"),
                            width: w,
                            room: 0.0,
                        });
                    }
                }
            }
        }
        self.overlaps.extend(found);
    }

    /// The smallest side of the smallest touch target, logical pixels (`None`: no target).
    pub fn smallest_target(&self) -> Option<(f32, &str)> {
        (self.targets.iter())
            .map(|(id, r)| (r.w.min(r.h), id.as_str()))
            .min_by(|a, b| a.0.total_cmp(&b.0))
    }

    /// The smallest text, logical pixels (`None`: no text).
    pub fn smallest_text(&self) -> Option<(f32, &str)> {
        (self.texts.iter())
            .filter(|t| !t.0.trim().is_empty())
            .map(|t| (t.1, t.0.as_str()))
            .min_by(|a, b| a.0.total_cmp(&b.0))
    }

    /// Every piece of text wider than its room, and every box or target spilling out of
    /// its room: what is clipped.
    pub fn clipped(&self) -> Vec<Overflow> {
        (self.texts.iter())
            .filter(|t| t.2 > t.3 + OVERFLOW_SLACK)
            .map(|t| Overflow {
                text: t.0.clone(),
                width: t.2,
                room: t.3,
            })
            .chain(self.spills.iter().cloned())
            .collect()
    }

    /// Everything wrong with the screen: what is clipped, then what overlaps.
    pub fn overflows(&self) -> Vec<Overflow> {
        let mut all = self.clipped();
        all.extend(self.overlaps.iter().cloned());
        all
    }
}

/// Where a label's words are drawn: their width by the text's size, on its point.
fn word_box(l: &Label) -> Rect {
    let w = l.width();
    let x = match l.align {
        crate::ui::widgets::Align::Centre => l.x - w / 2.0,
        crate::ui::widgets::Align::Left => l.x,
    };
    Rect::new(x, l.y - l.size / 2.0, w, l.size)
}

/// How far two rectangles overlap across and down (zero or less: apart).
fn overlap(a: &Rect, b: &Rect) -> (f32, f32) {
    let w = a.right().min(b.right()) - a.x.max(b.x);
    let h = a.bottom().min(b.bottom()) - a.y.max(b.y);
    (w, h)
}
