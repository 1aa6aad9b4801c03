//! The game's font, compiled into the binary (see `assets/fonts/README.md`).

use macroquad::text::{Font, load_ttf_font_from_bytes};
use std::cell::OnceCell;

const UI_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold-subset.ttf");

thread_local! {
    static FONT: OnceCell<Option<Font>> = const { OnceCell::new() };
}

/// The UI font, loaded on first use once the window is up; `None` (macroquad's built-in font)
/// if it cannot be read.
pub fn ui_font() -> Option<Font> {
    FONT.with(|cell| {
        cell.get_or_init(|| load_ttf_font_from_bytes(UI_FONT).ok())
            .clone()
    })
}
