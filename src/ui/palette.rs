//! The palette the screens draw skills and sides in, as chosen in the settings: the one
//! lookup the studio's stickers and the match's pegs both call, so switching the
//! colour-blind-safe palette on changes every skill colour on screen at once.

use hexkick_rules::roster::Sticker;
use hexkick_rules::squad::Skill;
use hexkick_teams::colour::Rgb;
use hexkick_teams::palette::Palette;
use hexkick_teams::sheet::layout::sticker_scene_in;
use hexkick_teams::sheet::scene::Scene;
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
