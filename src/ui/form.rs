//! Menu forms: a title, rows of choices (a label and options, one selected) and a line of
//! buttons, laid out to fit the window in landscape or portrait. The new-match and settings
//! screens are forms. In test mode a form logs where each of its buttons is
//! (`HEXKICK menu_button screen=NAME id=ROW.OPTION x=.. y=..`) whenever that changes.

use super::test_log::{Kind, Line};
pub(crate) use super::widgets::fitted_size;
use super::widgets::{Button, Label, MIN_TEXT, wrap_lines};

/// A finger's touch target, logical pixels: no option or button is less high.
pub const TOUCH: f32 = 44.0;
use crate::input::ScreenPoint;
use crate::input::stroke::StrokeEvent;
use hexkick_i18n::tr;
use macroquad::prelude::{Color, Rect, clear_background};

/// The menus' background.
pub const MENU_BACKGROUND: Color = Color::new(0.09, 0.27, 0.14, 1.0);
/// Greyed-out text (a disabled row's reason).
const DISABLED: Color = Color::new(0.7, 0.75, 0.7, 1.0);
/// A message to the player (a notice, why a match cannot start).
const MESSAGE: Color = Color::new(0.98, 0.85, 0.3, 1.0);

/// How a row's options behave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowKind {
    /// Each option is a button; the selected one is lit.
    Choice,
    /// Three parts: "<", the current value (not a button), ">": steps through a long list.
    Cycle,
}

/// One row of a form.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The row's id in log lines and taps ("edition").
    pub id: &'static str,
    /// What it is called on screen ("Edition").
    pub label: String,
    /// The options' labels.
    pub options: Vec<String>,
    /// The selected option.
    pub selected: usize,
    /// How the options behave.
    pub kind: RowKind,
    /// Set when the row cannot be changed now: the short reason shown instead of the options.
    pub disabled: Option<String>,
}

impl Row {
    /// A row of choices.
    pub fn choice(id: &'static str, label: &str, options: &[&str], selected: usize) -> Row {
        Row {
            id,
            label: label.to_string(),
            options: options.iter().map(|o| o.to_string()).collect(),
            selected,
            kind: RowKind::Choice,
            disabled: None,
        }
    }

    /// An off/on row.
    pub fn toggle(id: &'static str, label: &str, on: bool) -> Row {
        Row::choice(id, label, &[tr("Off"), tr("On")], usize::from(on))
    }

    /// A "<" value ">" row.
    pub fn cycle(id: &'static str, label: &str, value: &str) -> Row {
        Row {
            id,
            label: label.to_string(),
            options: vec!["<".to_string(), value.to_string(), ">".to_string()],
            selected: 1,
            kind: RowKind::Cycle,
            disabled: None,
        }
    }

    /// The same row, disabled for `reason`.
    pub fn disabled(mut self, reason: impl Into<String>) -> Row {
        self.disabled = Some(reason.into());
        self
    }
}

/// What a tap on a form hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormTap {
    /// Option `option` of the row with id `row` (for a cycle row: 0 is "<", 2 is ">").
    Option {
        /// The row's id.
        row: &'static str,
        /// The option's index.
        option: usize,
    },
    /// The bottom button with this id.
    Button(&'static str),
}

/// A form as drawn this frame.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    /// The screen's name in log lines ("new_match").
    pub screen: &'static str,
    /// The heading.
    pub title: String,
    /// The rows, top to bottom.
    pub rows: Vec<Row>,
    /// The bottom buttons: id and label.
    pub buttons: Vec<(&'static str, String)>,
    /// How far the rows are scrolled up, logical pixels (see [`FormScroll`]).
    pub scroll: f32,
    /// A message above the buttons (why a match cannot start, a storage notice).
    pub message: Option<String>,
}

/// Where everything of a form goes in a window of a given size.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The title's centre and font size.
    pub title: (f32, f32, f32),
    /// Each row's label rectangle and its options' rectangles.
    pub rows: Vec<(Rect, Vec<Rect>)>,
    /// Where the message is centred, and its font size.
    pub message: (f32, f32, f32),
    /// The bottom buttons' rectangles.
    pub buttons: Vec<Rect>,
    /// The band rows are shown in (top and bottom): a row scrolled out of it is hidden.
    pub shown: (f32, f32),
    /// How far the rows scroll, logical pixels (0 when they all fit).
    pub max_scroll: f32,
}

impl Layout {
    /// Whether row `i` is shown (inside the rows' band after scrolling).
    pub fn shows(&self, i: usize) -> bool {
        self.rows.get(i).is_some_and(|(label, options)| {
            let bottom = options
                .iter()
                .map(|r| r.y + r.h)
                .fold(label.y + label.h, f32::max);
            label.y >= self.shown.0 && bottom <= self.shown.1
        })
    }
}

impl Form {
    /// Lays the form out in a `w` x `h` window (logical pixels), its rows scrolled up by
    /// `scroll` pixels when they do not all fit (see [`FormScroll`]).
    pub fn layout(&self, w: f32, h: f32) -> Layout {
        let margin = (w * 0.03).clamp(8.0, 40.0);
        let v_margin = (h * 0.015).clamp(6.0, 16.0);
        let title_h = (h * 0.07).clamp(36.0, 72.0);
        let button_h = (h * 0.08).clamp(TOUCH, 64.0);
        let message_h = button_h * 0.6;
        let rows_top = title_h + v_margin * 0.5;
        let rows_bottom = h - v_margin - button_h - message_h;
        // Narrow windows (phones upright) put each label above its options.
        let stacked = w < h;
        // A row's options are at least a finger high (with the label above them upright).
        let least = if stacked { TOUCH + 22.0 } else { TOUCH + 4.0 };
        let n = self.rows.len().max(1) as f32;
        let row_h = ((rows_bottom - rows_top) / n).clamp(least, 64.0_f32.max(least));
        let max_scroll = (n * row_h - (rows_bottom - rows_top)).max(0.0);
        let scroll = self.scroll.clamp(0.0, max_scroll);
        let label_w = if stacked {
            w - 2.0 * margin
        } else {
            (w - 2.0 * margin) * 0.32
        };
        let options_x = if stacked { margin } else { margin + label_w };
        let options_w = w - margin - options_x;
        let rows = self
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let top = rows_top + i as f32 * row_h - scroll;
                let (label, y, row_h) = if stacked {
                    let label_h = (row_h - TOUCH - 8.0).clamp(18.0, row_h * 0.38);
                    let label = Rect::new(margin, top, label_w, label_h);
                    (label, top + label_h, row_h - label_h)
                } else {
                    (Rect::new(margin, top, label_w, row_h), top, row_h)
                };
                // The gap between rows never takes an option below a finger's height.
                let gap = (row_h * 0.15).min(8.0).min(row_h - TOUCH).max(0.0);
                let count = row.options.len().max(1);
                let options = match row.kind {
                    RowKind::Choice => {
                        let each = (options_w - gap * (count as f32 - 1.0)) / count as f32;
                        (0..count)
                            .map(|k| {
                                let x = options_x + k as f32 * (each + gap);
                                Rect::new(x, y + gap / 2.0, each, row_h - gap)
                            })
                            .collect()
                    }
                    RowKind::Cycle => {
                        let arrow = (row_h * 1.3).min(options_w * 0.2);
                        let value_w = options_w - 2.0 * (arrow + gap);
                        vec![
                            Rect::new(options_x, y + gap / 2.0, arrow, row_h - gap),
                            Rect::new(options_x + arrow + gap, y, value_w, row_h),
                            Rect::new(w - margin - arrow, y + gap / 2.0, arrow, row_h - gap),
                        ]
                    }
                };
                (label, options)
            })
            .collect();
        let count = self.buttons.len().max(1) as f32;
        let bw = ((w - 2.0 * margin) / count - margin).min(320.0);
        let total = count * bw + (count - 1.0) * margin;
        let bx = (w - total) / 2.0;
        let buttons = (0..self.buttons.len())
            .map(|k| {
                Rect::new(
                    bx + k as f32 * (bw + margin),
                    h - v_margin - button_h,
                    bw,
                    button_h,
                )
            })
            .collect();
        Layout {
            title: (w / 2.0, title_h * 0.55, (title_h * 0.6).clamp(18.0, 48.0)),
            rows,
            message: (
                w / 2.0,
                h - v_margin - button_h - message_h / 2.0,
                (message_h * 0.45).clamp(MIN_TEXT, 22.0),
            ),
            buttons,
            shown: (rows_top - 0.5, rows_bottom + 0.5),
            max_scroll,
        }
    }

    /// Every tappable part with its id ("edition.1", "start") and rectangle.
    pub fn targets(&self, layout: &Layout) -> Vec<(String, Rect, FormTap)> {
        let mut out = Vec::new();
        for (i, (row, (_, options))) in self.rows.iter().zip(&layout.rows).enumerate() {
            if row.disabled.is_some() || !layout.shows(i) {
                continue;
            }
            for (k, rect) in options.iter().enumerate() {
                if row.kind == RowKind::Cycle && k == 1 {
                    continue;
                }
                let tap = FormTap::Option {
                    row: row.id,
                    option: k,
                };
                out.push((format!("{}.{k}", row.id), *rect, tap));
            }
        }
        for ((id, _), rect) in self.buttons.iter().zip(&layout.buttons) {
            out.push((id.to_string(), *rect, FormTap::Button(id)));
        }
        out
    }

    /// The first tap of this frame's strokes that hit something.
    pub fn tapped(&self, events: &[StrokeEvent], w: f32, h: f32) -> Option<FormTap> {
        let layout = self.layout(w, h);
        let targets = self.targets(&layout);
        events.iter().find_map(|event| match *event {
            StrokeEvent::Released { start, end, .. } => targets
                .iter()
                .find(|(_, rect, _)| contains(*rect, start) && contains(*rect, end))
                .map(|(_, _, tap)| *tap),
            _ => None,
        })
    }

    /// The form's words where they go in `layout` (title, row labels, disabled reasons, the
    /// values of cycle rows, the message): what [`Form::draw`] draws.
    pub fn labels(&self, layout: &Layout, w: f32) -> Vec<Label> {
        let (tx, ty, ts) = layout.title;
        let mut out = vec![Label::centred(&self.title, (tx, ty), ts, w * 0.94)];
        for (i, (row, (label, options))) in self.rows.iter().zip(&layout.rows).enumerate() {
            if !layout.shows(i) {
                continue;
            }
            let row_h = options.first().map_or(label.h, |r| r.h).max(label.h);
            let at = (label.x, label.y + label.h / 2.0);
            let name = Label::left(&row.label, at, (row_h * 0.4).clamp(MIN_TEXT, 26.0), label.w);
            let size = name.size;
            out.push(name);
            if let Some(reason) = &row.disabled {
                let first = options.first().copied().unwrap_or(*label);
                let right = options.last().map_or(first.x + first.w, |r| r.x + r.w);
                let at = ((first.x + right) / 2.0, first.y + first.h / 2.0);
                let small = (size * 0.85).max(MIN_TEXT);
                out.push(Label::centred(reason, at, small, right - first.x).coloured(DISABLED));
            } else if row.kind == RowKind::Cycle
                && let (Some(text), Some(rect)) = (row.options.get(1), options.get(1))
            {
                out.push(Label::centred(
                    text,
                    (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0),
                    size,
                    rect.w,
                ));
            }
        }
        if let Some(message) = &self.message {
            let (mx, my, ms) = layout.message;
            let lines = wrap_lines(message, ms, w - 16.0);
            let top = my - ms * 0.6 * (lines.len() as f32 - 1.0);
            for (i, line) in lines.into_iter().enumerate() {
                let at = (mx, top + i as f32 * ms * 1.2);
                out.push(Label::centred(line, at, ms, w - 16.0).coloured(MESSAGE));
            }
        }
        out
    }

    /// The form's buttons in `layout`, each lit or not: every option of an enabled row
    /// (a cycle row's value aside) and the bottom buttons.
    pub fn buttons(&self, layout: &Layout) -> Vec<(Button, bool)> {
        let mut out = Vec::new();
        for (i, (row, (_, options))) in self.rows.iter().zip(&layout.rows).enumerate() {
            if row.disabled.is_some() || !layout.shows(i) {
                continue;
            }
            for (k, (text, rect)) in row.options.iter().zip(options).enumerate() {
                if row.kind == RowKind::Cycle && k == 1 {
                    continue;
                }
                let lit = row.kind == RowKind::Choice && k == row.selected;
                out.push((Button::new(text.clone(), *rect), lit));
            }
        }
        for ((_, text), rect) in self.buttons.iter().zip(&layout.buttons) {
            out.push((Button::new(text.clone(), *rect), false));
        }
        out
    }

    /// Draws the form in a `w` x `h` window.
    pub fn draw(&self, w: f32, h: f32) {
        let layout = self.layout(w, h);
        clear_background(MENU_BACKGROUND);
        for label in self.labels(&layout, w) {
            label.draw();
        }
        for (button, lit) in self.buttons(&layout) {
            button.draw(lit);
        }
    }
}

/// How far a form's rows are scrolled: they follow a finger (or the mouse) dragged up and
/// down when they do not all fit the window.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FormScroll {
    offset: f32,
    last_y: Option<f32>,
}

impl FormScroll {
    /// How far the rows are scrolled up, logical pixels (for [`Form::scroll`]).
    pub fn offset(&self) -> f32 {
        self.offset
    }

    /// Follows this frame's strokes over `form` in a `w` x `h` window.
    pub fn follow(&mut self, form: &Form, events: &[StrokeEvent], w: f32, h: f32) {
        for event in events {
            match *event {
                StrokeEvent::Began { at, .. } => self.last_y = Some(at.y),
                StrokeEvent::Moved { at, .. } => {
                    if let Some(y) = self.last_y.replace(at.y) {
                        self.offset += y - at.y;
                    }
                }
                StrokeEvent::Released { .. } | StrokeEvent::Cancelled { .. } => {
                    self.last_y = None;
                }
            }
        }
        self.offset = self.offset.clamp(0.0, form.layout(w, h).max_scroll);
    }
}

/// Whether `p` lies in `rect`.
fn contains(rect: Rect, p: ScreenPoint) -> bool {
    rect.contains(macroquad::prelude::vec2(p.x, p.y))
}

/// Logs a screen's tappable parts in test mode, each time they move or change.
#[derive(Default)]
pub struct Announcer {
    last: Vec<(String, i32, i32)>,
    screen: &'static str,
}

impl Announcer {
    /// Logs `HEXKICK screen_shown name=.. w=.. h=..` (the window in logical pixels) when the
    /// screen changes and a `menu_button` line
    /// per target when any moved, appeared or went.
    pub fn announce(&mut self, screen: &'static str, targets: &[(String, Rect)]) {
        let now: Vec<(String, i32, i32)> = targets
            .iter()
            .map(|(id, r)| {
                let c = centre(*r);
                (id.clone(), c.x.round() as i32, c.y.round() as i32)
            })
            .collect();
        if screen != self.screen {
            let (w, h) = (
                macroquad::prelude::screen_width(),
                macroquad::prelude::screen_height(),
            );
            Line::new(Kind::ScreenShown)
                .field("name", screen)
                .fixed("w", w, 0)
                .fixed("h", h, 0)
                .write();
            self.screen = screen;
            self.last.clear();
        }
        if now == self.last {
            return;
        }
        for (id, x, y) in &now {
            Line::new(Kind::MenuButton)
                .field("screen", screen)
                .field("id", id)
                .field("x", x)
                .field("y", y)
                .write();
        }
        self.last = now;
    }
}

/// The centre of a rectangle.
pub fn centre(r: Rect) -> ScreenPoint {
    ScreenPoint::new(r.x + r.w / 2.0, r.y + r.h / 2.0)
}

#[cfg(test)]
mod tests {
    use super::{Form, Row, ScreenPoint, StrokeEvent, centre};

    fn form() -> Form {
        Form {
            screen: "test",
            title: "Settings".into(),
            rows: vec![
                Row::toggle("sound", "Sound", true),
                Row::cycle("home", "Home team", "Standard Red"),
                Row::toggle("timer", "Turn timer", false).disabled("not in the rules yet"),
            ],
            buttons: vec![("back", "Back".into()), ("start", "Start".into())],
            message: None,
            scroll: 0.0,
        }
    }

    fn tap(at: ScreenPoint) -> StrokeEvent {
        StrokeEvent::tap(at)
    }

    #[test]
    fn every_target_fits_the_window_and_taps_find_it() {
        for (w, h) in [(1280.0, 800.0), (400.0, 800.0), (800.0, 1280.0)] {
            let f = form();
            let layout = f.layout(w, h);
            let targets = f.targets(&layout);
            let ids: Vec<&str> = targets.iter().map(|(id, ..)| id.as_str()).collect();
            assert_eq!(
                ids,
                ["sound.0", "sound.1", "home.0", "home.2", "back", "start"]
            );
            for (id, rect, expected) in &targets {
                assert!(
                    rect.x >= 0.0 && rect.x + rect.w <= w,
                    "{id} at {rect:?} in {w}"
                );
                assert!(
                    rect.y >= 0.0 && rect.y + rect.h <= h,
                    "{id} at {rect:?} in {h}"
                );
                assert_eq!(f.tapped(&[tap(centre(*rect))], w, h), Some(*expected));
            }
            let between = ScreenPoint::new(1.0, 1.0);
            assert_eq!(f.tapped(&[tap(between)], w, h), None);
        }
    }
}
