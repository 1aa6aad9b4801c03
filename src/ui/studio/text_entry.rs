//! Typing a name: the desktop keyboard, or an on-screen letter pad for phones (macroquad shows
//! no system keyboard there).

use super::super::form::TOUCH;
use super::super::page::Page;
use super::super::widgets::{Label, text_width};
use super::editor::TextField;
use super::targets::{Targets, grid, row};
use hexkick_i18n::tr;
use macroquad::prelude::{Color, KeyCode, Rect, get_char_pressed, is_key_pressed};

/// The most characters the entry takes (file paths are the longest); each field's checker
/// says its own limit.
const MAX_TYPED: usize = 240;

/// The gap between the pad's keys, logical pixels.
const KEY_GAP: f32 = 6.0;

/// The letter pad's keys, in rows of ten on a wide screen (upper case; the shift key gives
/// lower case).
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
            Purpose::Field(field) => super::words::text_field(field),
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
        let page = self.page(area);
        targets.page(&page);
        for key in page.buttons {
            targets.add(key.button.rect, wrap(key.intent), key.name);
        }
    }

    /// The field and the letter pad laid out over `area`: as many keys a row as keep each a
    /// finger wide ([`TOUCH`]), ten at most.
    pub fn page(&self, area: Rect) -> Page<PadKey> {
        let mut page = Page::default();
        page.fill(area, Color::new(0.05, 0.1, 0.06, 0.96));
        let line_h = (area.h * 0.1).clamp(TOUCH, 56.0);
        let room = area.w - 24.0;
        page.label(Label::left(
            self.purpose.label(),
            (area.x + 12.0, area.y + line_h * 0.6),
            line_h * 0.5,
            room,
        ));
        let field = Rect::new(area.x + 12.0, area.y + line_h * 1.2, room, line_h);
        page.fill(field, Color::new(0.95, 0.95, 0.9, 1.0));
        // The end of a long text stays in view.
        let size = line_h * 0.55;
        let mut typed = format!("{}|", self.text);
        while text_width(&typed, size) > field.w - 16.0 && typed.chars().count() > 1 {
            typed.remove(0);
        }
        page.label(
            Label::left(
                typed,
                (field.x + 8.0, field.y + field.h / 2.0),
                size,
                field.w - 16.0,
            )
            .coloured(Color::new(0.05, 0.05, 0.05, 1.0)),
        );
        let keys_top = field.y + field.h + 12.0;
        let keys = Rect::new(
            area.x + 12.0,
            keys_top,
            room,
            area.y + area.h - keys_top - 12.0,
        );
        let letters: Vec<char> = PAD_ROWS.concat().chars().collect();
        let per_row = (((keys.w + KEY_GAP) / (TOUCH + KEY_GAP)).floor() as usize).clamp(5, 10);
        let rows = letters.len().div_ceil(per_row) + 1;
        let cells = grid(keys, 1, rows, KEY_GAP);
        for (r, chunk) in cells.iter().zip(letters.chunks(per_row)) {
            for (cell, &c) in row(*r, per_row, KEY_GAP).into_iter().zip(chunk) {
                let shown = if self.lower {
                    c.to_ascii_lowercase()
                } else {
                    c
                };
                page.button(
                    cell,
                    &shown.to_string(),
                    false,
                    PadKey::Char(c),
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
                (tr("Back"), PadKey::Cancel, "pad-cancel"),
                (tr("OK"), PadKey::Done, "pad-ok"),
            ];
            for (cell, (text, key, name)) in row(*last, specials.len(), KEY_GAP)
                .into_iter()
                .zip(specials)
            {
                page.button(cell, text, key == PadKey::Done, key, name);
            }
        }
        page
    }
}

#[cfg(test)]
mod tests {
    use super::{EntryResult, MAX_TYPED, PadKey, Purpose, TextEntry, TextField};

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
