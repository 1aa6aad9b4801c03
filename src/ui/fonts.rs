//! The game's font, compiled into the binary (see `assets/fonts/README.md`), and [`UiText`]:
//! every piece of UI text is measured and drawn through it.
//!
//! macroquad caches each glyph at each pixel size in one atlas texture, and when the atlas is
//! full it grows by replacing that texture at once, even in the middle of a frame whose
//! queued draws still use the old one (WebGL then reports "glBindTexture called with an
//! already deleted texture" and those glyphs are lost for the frame). So text is drawn at a
//! few sizes only (scaled to the size asked for), and a glyph the atlas lacks is cached by
//! [`UiText`] itself after the draws queued so far are drawn: the atlas may then grow safely.
//!
//! Only the glyphs text needs are cached, never whole alphabets ahead of time: each growth of
//! macroquad's atlas (0.4) copies every glyph in hash order into a doubled image, and a glyph
//! that its row test lets in but that overruns the row's end by the gap it adds doubles the
//! image again (`Atlas::cache_sprite`), so an atlas holding many glyphs
//! (every letter at every common size) can cascade to 8192 or 16384 pixels (256 MB-1 GB; WebGL
//! refuses 16384: the text turns to blocks). Caching the common sizes up front also cost a
//! phone over a second before its first frame.
//!
//! Widths are measured through a [`TextMeasure`]: macroquad's in the window, and
//! [`FontMetrics`] (fontdue reading the same font bytes) without one, so the screens' layouts
//! run headless for `hexkick layout-report` (see [`measure_headless`]).

use macroquad::color::Color;
use macroquad::text::{
    Font, TextDimensions, TextParams, draw_text_ex, load_ttf_font_from_bytes, measure_text,
};
use std::cell::{OnceCell, RefCell};
use std::collections::HashSet;

/// The game's font (DejaVu Sans Bold), the same bytes the printed sheets letter with.
const UI_FONT: &[u8] = hexkick_teams::sheet::font::FONT_BYTES;

/// Measures how wide text is: the window's font renderer, or [`FontMetrics`] headless.
pub trait TextMeasure {
    /// How wide `text` is at `size` logical pixels.
    fn width(&self, text: &str, size: f32) -> f32;
}

/// The UI font's advance widths read from its bytes with fontdue: text measured without a
/// window (what macroquad, itself built on fontdue, measures in one).
pub struct FontMetrics {
    font: fontdue::Font,
}

impl FontMetrics {
    /// Reads the UI font; `None` if its bytes cannot be parsed.
    pub fn load() -> Option<FontMetrics> {
        fontdue::Font::from_bytes(UI_FONT, fontdue::FontSettings::default())
            .ok()
            .map(|font| FontMetrics { font })
    }
}

impl TextMeasure for FontMetrics {
    fn width(&self, text: &str, size: f32) -> f32 {
        let (step, scale) = step_for(size);
        let px = f32::from(step);
        // As macroquad measures: each glyph's advance at the rasterised step, rounded to
        // whole pixels, then scaled to the size asked for.
        let advances: f32 = text
            .chars()
            .map(|c| self.font.metrics(c, px).advance_width.round())
            .sum();
        advances * scale
    }
}

thread_local! {
    static HEADLESS: OnceCell<FontMetrics> = const { OnceCell::new() };
}

/// From now on this thread measures text with [`FontMetrics`] and never touches the window
/// (for `hexkick layout-report`); returns false if the font cannot be read.
pub fn measure_headless() -> bool {
    HEADLESS.with(|cell| {
        if cell.get().is_none()
            && let Some(metrics) = FontMetrics::load()
        {
            let _ = cell.set(metrics);
        }
        cell.get().is_some()
    })
}

/// Whether this thread measures text headless (see [`measure_headless`]).
fn headless_width(text: &str, size: f32) -> Option<f32> {
    HEADLESS.with(|cell| cell.get().map(|m| m.width(text, size)))
}

/// The pixel sizes glyphs are rasterised at; text of another size uses the next step up,
/// scaled down.
const SIZE_STEPS: [u16; 18] = [
    8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48, 64, 80, 100, 128, 160, 200,
];
/// Text is never drawn smaller than this, logical pixels.
const MIN_SIZE: f32 = 6.0;

thread_local! {
    static FONT: OnceCell<Option<Font>> = const { OnceCell::new() };
    /// The (character, rasterised pixel size) pairs the UI font's atlas holds.
    static CACHED: RefCell<HashSet<(char, u16)>> = RefCell::new(HashSet::new());
}

/// The UI font, loaded on first use once the window is up; `None` (macroquad's built-in font)
/// if it cannot be read.
pub fn ui_font() -> Option<Font> {
    FONT.with(|cell| {
        cell.get_or_init(|| load_ttf_font_from_bytes(UI_FONT).ok())
            .clone()
    })
}

/// The rasterised size and the scale that draw text at `size` logical pixels.
fn step_for(size: f32) -> (u16, f32) {
    let largest = SIZE_STEPS[SIZE_STEPS.len() - 1];
    let size = if size.is_finite() {
        size.clamp(MIN_SIZE, f32::from(largest))
    } else {
        MIN_SIZE
    };
    let step = SIZE_STEPS
        .iter()
        .copied()
        .find(|s| f32::from(*s) >= size)
        .unwrap_or(largest);
    (step, size / f32::from(step))
}

/// The pixel size macroquad rasterises text of `font_size` at (times the DPI scale, as
/// `draw_text_ex` and `measure_text` do).
fn pixel_size(font_size: u16) -> u16 {
    let dpi = macroquad::miniquad::window::dpi_scale();
    let dpi = if dpi.is_finite() && dpi > 0.0 {
        dpi
    } else {
        1.0
    };
    (f32::from(font_size) * dpi).ceil() as u16
}

/// Caches the glyphs of `chars` at `font_size` that the atlas lacks. The draws queued so far
/// are drawn first, so that an atlas which grows replaces no texture they still use.
#[allow(unsafe_code)] // macroquad's GL context is reached only through an unsafe call
fn cache_glyphs(font: &Font, chars: impl Iterator<Item = char>, font_size: u16) {
    let size = pixel_size(font_size);
    let missing: Vec<char> = CACHED.with(|cached| {
        let mut cached = cached.borrow_mut();
        chars.filter(|c| cached.insert((*c, size))).collect()
    });
    if missing.is_empty() {
        return;
    }
    // SAFETY: on the main thread with macroquad's context; flushing draws what is queued,
    // as the end of the frame would.
    unsafe { macroquad::window::get_internal_gl() }.flush();
    font.populate_font_cache(&missing, size);
}

/// The texts drawn since they were last taken, each once in a run (test runs only: see
/// [`record_drawn_texts`]).
#[derive(Default)]
struct DrawnTexts {
    seen: HashSet<String>,
    new: Vec<String>,
}

thread_local! {
    static DRAWN: RefCell<Option<DrawnTexts>> = const { RefCell::new(None) };
}

/// From now on every text drawn is noted the first time it is drawn (test runs check the
/// words of what is on screen; see [`take_new_texts`]).
pub fn record_drawn_texts() {
    DRAWN.with(|d| {
        d.borrow_mut()
            .get_or_insert_with(DrawnTexts::default)
            .new
            .clear()
    });
}

/// The texts drawn for the first time since the last call, in the order drawn (none unless
/// [`record_drawn_texts`] was called).
pub fn take_new_texts() -> Vec<String> {
    DRAWN.with(|d| {
        d.borrow_mut()
            .as_mut()
            .map(|d| std::mem::take(&mut d.new))
            .unwrap_or_default()
    })
}

/// Notes `text` as drawn, when texts are being recorded.
fn note_drawn(text: &str) {
    DRAWN.with(|d| {
        if let Some(d) = d.borrow_mut().as_mut()
            && !d.seen.contains(text)
        {
            d.seen.insert(text.to_string());
            d.new.push(text.to_string());
        }
    });
}

/// UI text of one size: measures and draws strings in the UI font.
pub struct UiText {
    font: Option<Font>,
    font_size: u16,
    font_scale: f32,
}

impl UiText {
    /// Text `size` logical pixels tall (clamped to 6-200; NaN is the smallest).
    pub fn new(size: f32) -> Self {
        let (font_size, font_scale) = step_for(size);
        let headless = HEADLESS.with(|cell| cell.get().is_some());
        Self {
            font: if headless { None } else { ui_font() },
            font_size,
            font_scale,
        }
    }

    /// The size of `text` on screen, logical pixels (headless: the width, and a cap height
    /// of 0.73 of the size, as DejaVu's).
    pub fn measure(&self, text: &str) -> TextDimensions {
        let size = f32::from(self.font_size) * self.font_scale;
        match headless_width(text, size) {
            Some(width) => TextDimensions {
                width,
                height: size * 0.73,
                offset_y: size * 0.73,
            },
            None => {
                self.cache(text);
                measure_text(text, self.font.as_ref(), self.font_size, self.font_scale)
            }
        }
    }

    /// Caches the glyphs of `text` the atlas lacks before macroquad would, mid-frame.
    fn cache(&self, text: &str) {
        if let Some(font) = &self.font {
            cache_glyphs(font, text.chars(), self.font_size);
        }
    }

    /// How wide `text` is, logical pixels.
    pub fn width(&self, text: &str) -> f32 {
        self.measure(text).width
    }

    /// The size this text is drawn at, logical pixels.
    pub fn size(&self) -> f32 {
        f32::from(self.font_size) * self.font_scale
    }

    /// Draws `text` with its baseline starting at (x, y).
    pub fn draw(&self, text: &str, x: f32, y: f32, colour: Color) {
        self.draw_turned(text, x, y, colour, 0.0);
    }

    /// Draws `text` from (x, y), turned by `rotation` radians about that point.
    pub fn draw_turned(&self, text: &str, x: f32, y: f32, colour: Color, rotation: f32) {
        self.cache(text);
        note_drawn(text);
        draw_text_ex(
            text,
            x,
            y,
            TextParams {
                font: self.font.as_ref(),
                font_size: self.font_size,
                font_scale: self.font_scale,
                color: colour,
                rotation,
                ..Default::default()
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::{SIZE_STEPS, step_for};

    #[test]
    fn sizes_between_steps_use_the_next_step_scaled_down() {
        assert_eq!(step_for(16.0), (16, 1.0));
        let (step, scale) = step_for(21.0);
        assert_eq!(step, 24);
        assert!((scale * 24.0 - 21.0).abs() < 1e-4);
    }

    #[test]
    fn absurd_sizes_are_clamped() {
        assert_eq!(step_for(f32::NAN), (8, 0.75));
        assert_eq!(step_for(-3.0), (8, 0.75));
        assert_eq!(step_for(1.0e9), (200, 1.0));
    }

    #[test]
    fn few_distinct_sizes_are_rasterised() {
        let steps: std::collections::BTreeSet<u16> = (60..=2000)
            .map(|tenths| step_for(tenths as f32 / 10.0).0)
            .collect();
        assert!(steps.len() <= SIZE_STEPS.len());
    }
}
