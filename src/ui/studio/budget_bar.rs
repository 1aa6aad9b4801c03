//! The Stickers page's bar: the 2024 budget (exactly 34, or the standard BASE squad) or the
//! Classic strength bands (Classic, "SETTING THEIR SKILLS": 16-24 weak, 25-35 average, 36
//! tournament mode, 37-43 strong, 44-50 very strong) with the roster's total marked.

use super::targets::{Targets, panel, rgb};
use super::{Intent, say_line, text_size, words};
use crate::ui::widgets::{Label, MIN_TEXT, text_width};
use hexkick_i18n::trf;
use hexkick_rules::roster::{BUDGET_2024, CLASSIC_ADVISED_MAX, SQUAD_SIZE, StrengthBand};
use hexkick_rules::rules::Edition;
use hexkick_teams::colour::Rgb;
use hexkick_teams::team::TeamDraft;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

/// Totals shown past the advised maximum of 50, so "over 50" has room.
const SHOWN_PAST_ADVISED: u32 = 6;

const GOOD: Color = Color::new(0.25, 0.7, 0.3, 1.0);
const BAD: Color = Color::new(0.85, 0.35, 0.2, 1.0);

/// Draws the bar for the draft's edition.
pub(super) fn draw(draft: &TeamDraft, r: Rect, t: &mut Targets<Intent>) {
    t.paint(|| panel(r));
    let total = draft.roster_report().total;
    match draft.edition {
        Edition::Y2024 => budget(draft, total, r, t),
        Edition::Classic => strength(total, r, t),
    }
}

/// 2024: the total against the budget of 34, or the standard BASE squad.
fn budget(draft: &TeamDraft, total: u32, r: Rect, t: &mut Targets<Intent>) {
    let (fill, text, good) = if draft.is_standard_base() {
        (
            1.0,
            trf("Standard BASE squad (total {0})", &[&total.to_string()]),
            true,
        )
    } else {
        (
            total as f32 / BUDGET_2024 as f32,
            trf(
                "Budget {0} of exactly {1}",
                &[&total.to_string(), &BUDGET_2024.to_string()],
            ),
            total == BUDGET_2024,
        )
    };
    let colour = if good { GOOD } else { BAD };
    t.paint(|| draw_rectangle(r.x, r.y, r.w * fill.clamp(0.0, 1.0), r.h, colour));
    let at = (r.x + 8.0, r.y + r.h / 2.0);
    say_line(t, &text, at, text_size(r.h * 1.2), r.w - 12.0);
}

/// A band's colour on the bar.
fn band_colour(band: StrengthBand) -> Rgb {
    match band {
        StrengthBand::Weak => Rgb::new(0x8a, 0x6d, 0x5a),
        StrengthBand::Average => Rgb::new(0xc9, 0x9a, 0x2e),
        StrengthBand::Tournament => Rgb::new(0x2b, 0x5f, 0xd9),
        StrengthBand::Strong => Rgb::new(0x3c, 0x9a, 0x4a),
        StrengthBand::VeryStrong => Rgb::new(0x1d, 0x6b, 0x33),
        StrengthBand::OverAdvised => Rgb::new(0xb0, 0x30, 0x2a),
    }
}

/// The bands as runs of totals, from the lowest total 16 players can have (all level 1).
fn band_runs(high: u32) -> Vec<(StrengthBand, u32, u32)> {
    let mut runs: Vec<(StrengthBand, u32, u32)> = Vec::new();
    for t in SQUAD_SIZE as u32..=high {
        let band = StrengthBand::of(t);
        match runs.last_mut() {
            Some((b, _, last)) if *b == band => *last = t,
            _ => runs.push((band, t, t)),
        }
    }
    runs
}

/// Classic: the strength bands side by side, the roster's band bright and its total boxed,
/// with the total and band in words below.
fn strength(total: u32, r: Rect, t: &mut Targets<Intent>) {
    let low = SQUAD_SIZE as u32;
    let high = (CLASSIC_ADVISED_MAX + SHOWN_PAST_ADVISED).max(total);
    let slot = r.w / (high - low + 1) as f32;
    let x_of = |t: u32| r.x + (t.saturating_sub(low)) as f32 * slot;
    let bands = Rect::new(r.x, r.y, r.w, r.h * 0.55);
    let size = text_size(bands.h * 1.1).max(MIN_TEXT);
    let current = StrengthBand::of(total);
    for (band, first, last) in band_runs(high) {
        let x = x_of(first);
        let w = x_of(last) + slot - x;
        let alpha = if band == current { 1.0 } else { 0.45 };
        let mut colour = rgb(band_colour(band));
        colour.a = alpha;
        t.paint(|| draw_rectangle(x, bands.y, w - 1.0, bands.h, colour));
        let range = if first == last {
            first.to_string()
        } else if band == StrengthBand::OverAdvised {
            String::new()
        } else {
            format!("{first}-{last}")
        };
        let words = format!("{} {range}", words::band_short(band));
        let words = words.trim();
        let fits = |t: &str| text_width(t, size) + 4.0 <= w;
        let shown = if fits(words) {
            words
        } else if fits(&range) {
            range.as_str()
        } else {
            ""
        };
        if !shown.is_empty() {
            let label = Label::centred(shown, (x + w / 2.0, bands.y + bands.h / 2.0), size, w)
                .coloured(Color::new(1.0, 1.0, 1.0, alpha));
            t.paint(|| label.draw());
        }
    }
    let at = x_of(total.max(low));
    t.paint(|| {
        let white = Color::new(1.0, 1.0, 1.0, 1.0);
        draw_rectangle_lines(at - 1.0, r.y, slot + 2.0, bands.h + 4.0, 3.0, white);
    });
    let text = trf(
        "Skill level total {0}: {1}",
        &[&total.to_string(), words::band(current)],
    );
    let at = (r.x + 8.0, bands.y + bands.h + (r.h - bands.h) / 2.0);
    say_line(t, &text, at, text_size(r.h * 0.8), r.w - 12.0);
}

#[cfg(test)]
mod tests {
    use super::band_runs;

    #[test]
    fn the_bar_shows_the_rulebook_bands_in_order() {
        let runs: Vec<(u32, u32)> = band_runs(56).iter().map(|(_, a, b)| (*a, *b)).collect();
        assert_eq!(
            runs,
            [(16, 24), (25, 35), (36, 36), (37, 43), (44, 50), (51, 56)]
        );
    }
}
