//! The palette the screens draw skills and sides in, as chosen in the settings: the one
//! lookup the studio's stickers and the match's pegs both call, so switching the
//! colour-blind-safe palette on changes every skill colour on screen at once.

use crate::core::roster::Sticker;
use crate::core::squad::Skill;
use crate::teams::colour::Rgb;
use crate::teams::palette::Palette;
use crate::teams::sheet::layout::sticker_scene_in;
use crate::teams::sheet::scene::Scene;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the colour-blind-safe palette is in use (the settings set it at start and on
/// every change; the frame thread reads it).
static COLOUR_BLIND_SAFE: AtomicBool = AtomicBool::new(false);

/// Uses `palette` for everything drawn from now on.
pub fn use_palette(palette: Palette) {
    COLOUR_BLIND_SAFE.store(palette == Palette::ColourBlindSafe, Ordering::Relaxed);
}

/// The palette in use.
pub fn current() -> Palette {
    if COLOUR_BLIND_SAFE.load(Ordering::Relaxed) {
        Palette::ColourBlindSafe
    } else {
        Palette::Printed
    }
}

/// The colour a skill's section is drawn in now.
pub fn skill_colour(skill: Skill) -> Rgb {
    current().skill(skill)
}

/// A sticker drawn in the palette in use.
pub fn sticker_scene(sticker: &Sticker) -> Scene {
    sticker_scene_in(sticker, current())
}

/// The colours the two sides are drawn in now (see [`Palette::sides`]).
pub fn side_colours(home: Rgb, away: Rgb) -> (Rgb, Rgb) {
    current().sides(home, away)
}
