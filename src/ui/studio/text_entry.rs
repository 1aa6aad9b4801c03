//! Typing a name: the desktop keyboard, or an on-screen letter pad for phones (macroquad shows
//! no system keyboard there).

use super::super::widgets::{MIN_TEXT, TEXT};
use super::editor::TextField;
use super::targets::{Targets, grid, row};
use crate::i18n::tr;
use macroquad::prelude::{Color, KeyCode, Rect, get_char_pressed, is_key_pressed};

/// The most characters the entry takes (file paths are the longest); each field's checker
/// says its own limit.
const MAX_TYPED: usize = 240;

/// The letter pad's rows (upper case; the shift key gives lower case).
const PAD_ROWS: [&str; 4] = ["ABCDEFGHIJ", "KLMNOPQRST", "UVWXYZ0123", "456789-'.&"];

/// A key of the letter pad.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PadKey {
    /// Types a character.
    Char(char),
    /// Switches upper and lower case.
    Shift,
    /// Deletes the last character.
    Backspace,
    /// Types a space.
    Space,
    /// Accepts the text.
    Done,
    /// Leaves the text as it was.
    Cancel,
}

/// What a typed text is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// A team's text field.
    Field(TextField),
    /// The path of a template file to import (desktop).
    ImportPath,
    /// The words searched in the rules reference.
    RulesSearch,
}

impl Purpose {
    /// How the entry labels it.
    pub fn label(self) -> String {
        match self {
            Purpose::Field(field) => field.label(),
            Purpose::ImportPath => tr("Path of a team template file (.json)").into(),
            Purpose::RulesSearch => tr("Search the rules").into(),
        }
    }
}

/// What the entry wants after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryResult {
    /// Still typing.
    Typing,
    /// Accepted: use this text.
    Done(Purpose, String),
    /// Given up.
    Cancelled,
}

/// A text being typed for a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextEntry {
    /// What it is for.
    pub purpose: Purpose,
    /// The text so far.
    pub text: String,
    lower: bool,
}

impl TextEntry {
    /// Starts editing a field from its current text.
    pub fn new(purpose: Purpose, current: &str) -> Self {
        Self {
            purpose,
            text: current.to_string(),
            lower: false,
        }
    }

    /// Applies one pad key.
    pub fn press(&mut self, key: PadKey) -> EntryResult {
        match key {
            PadKey::Char(c) => {
                let c = if self.lower {
                    c.to_ascii_lowercase()
                } else {
                    c
                };
                self.push(c);
            }
            PadKey::Space => self.push(' '),
            PadKey::Shift => self.lower = !self.lower,
            PadKey::Backspace => {
                self.text.pop();
            }
            PadKey::Done => return EntryResult::Done(self.purpose, self.text.clone()),
            PadKey::Cancel => return EntryResult::Cancelled,
        }
        EntryResult::Typing
    }

    fn push(&mut self, c: char) {
        if self.text.chars().count() < MAX_TYPED && !c.is_control() {
            self.text.push(c);
        }
    }

    /// Reads the desktop keyboard: characters, Backspace, Enter and Escape.
    pub fn read_keyboard(&mut self) -> EntryResult {
        while let Some(c) = get_char_pressed() {
            if !c.is_control() {
                self.push(c);
            }
        }
        if is_key_pressed(KeyCode::Backspace) {
            self.text.pop();
        }
        if is_key_pressed(KeyCode::Enter) || is_key_pressed(KeyCode::KpEnter) {
            return EntryResult::Done(self.purpose, self.text.clone());
        }
        if is_key_pressed(KeyCode::Escape) {
            return EntryResult::Cancelled;
        }
        EntryResult::Typing
    }

    /// Draws the field and the letter pad over `area` and registers the keys.
    pub fn draw<I: Clone>(&self, area: Rect, targets: &mut Targets<I>, wrap: impl Fn(PadKey) -> I) {
        targets.paint(|| fill(area, Color::new(0.05, 0.1, 0.06, 0.96)));
        let line_h = (area.h * 0.1).clamp(28.0, 56.0);
        let room = area.w - 24.0;
        let at = (area.x + 12.0, area.y + line_h * 0.6);
        let heading = self.purpose.label();
        targets.text(&heading, at, (line_h * 0.55).max(MIN_TEXT), room, TEXT);
        let field = Rect::new(area.x + 12.0, area.y + line_h * 1.2, area.w - 24.0, line_h);
        targets.paint(|| fill(field, Color::new(0.95, 0.95, 0.9, 1.0)));
        // The end of a long text stays in view.
        let size = (line_h * 0.6).max(MIN_TEXT);
        let mut shown = format!("{}|", self.text);
        while shown.chars().count() > 1
            && crate::ui::widgets::text_width(&shown, size) > field.w - 16.0
        {
            shown.remove(0);
        }
        let at = (field.x + 8.0, field.y + field.h / 2.0);
        let ink = Color::new(0.05, 0.05, 0.05, 1.0);
        targets.text(&shown, at, size, field.w - 16.0, ink);
        let keys_top = field.y + field.h + 12.0;
        let keys = Rect::new(
            area.x + 12.0,
            keys_top,
            area.w - 24.0,
            area.y + area.h - keys_top - 12.0,
        );
        let rows = PAD_ROWS.len() + 1;
        let cells = grid(keys, 1, rows, 6.0);
        for (r, letters) in cells.iter().zip(PAD_ROWS) {
            let chars: Vec<char> = letters.chars().collect();
            for (cell, c) in row(*r, chars.len(), 6.0).into_iter().zip(chars) {
                let shown = if self.lower {
                    c.to_ascii_lowercase()
                } else {
                    c
                };
                targets.button(
                    cell,
                    &shown.to_string(),
                    false,
                    wrap(PadKey::Char(c)),
                    &format!("pad-{c}"),
                );
            }
        }
        if let Some(last) = cells.last() {
            let specials = [
                (
                    if self.lower { "ABC" } else { "abc" },
                    PadKey::Shift,
                    "pad-shift",
                ),
                (tr("Space"), PadKey::Space, "pad-space"),
                (tr("Delete"), PadKey::Backspace, "pad-delete"),
                (tr("Cancel"), PadKey::Cancel, "pad-cancel"),
                (tr("OK"), PadKey::Done, "pad-ok"),
            ];
            for (cell, (text, key, name)) in
                row(*last, specials.len(), 6.0).into_iter().zip(specials)
            {
                targets.button(cell, text, key == PadKey::Done, wrap(key), name);
            }
        }
    }
}

fn fill(r: Rect, colour: Color) {
    macroquad::prelude::draw_rectangle(r.x, r.y, r.w, r.h, colour);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pad_types_deletes_and_hands_back_the_text() {
        let mut entry = TextEntry::new(Purpose::Field(TextField::TeamName), "Rovers");
        for _ in 0..6 {
            entry.press(PadKey::Backspace);
        }
        entry.press(PadKey::Char('Q'));
        entry.press(PadKey::Shift);
        for c in "UAY".chars() {
            entry.press(PadKey::Char(c));
        }
        entry.press(PadKey::Space);
        entry.press(PadKey::Shift);
        entry.press(PadKey::Char('F'));
        entry.press(PadKey::Char('C'));
        assert_eq!(
            entry.press(PadKey::Done),
            EntryResult::Done(Purpose::Field(TextField::TeamName), "Quay FC".into())
        );
        assert_eq!(entry.press(PadKey::Cancel), EntryResult::Cancelled);
        let mut long = TextEntry::new(Purpose::ImportPath, "");
        for _ in 0..300 {
            long.press(PadKey::Char('A'));
        }
        assert_eq!(long.text.len(), MAX_TYPED);
    }
}
