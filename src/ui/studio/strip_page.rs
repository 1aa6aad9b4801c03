//! The Strip page: home and away strips part by part, patterns, the badge and the names, with
//! live previews (a large jersey, the printed wrap, and a peg at match size).

use super::editor::{Action, ColourTarget, OpenTeam, StripPart, TextField};
use super::palette::{HUES, NEUTRALS, SHADES, hue, shade};
use super::targets::{Targets, grid, row, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, say_line, text_size, words};
use crate::ui::badge::draw_badge;
use crate::ui::form::TOUCH;
use crate::ui::pieces::draw_jersey_top;
use crate::ui::widgets::{MIN_TEXT, TEXT};
use hexkick_i18n::{tr, trf};
use hexkick_teams::colour::Rgb;
use hexkick_teams::strip::{BadgeShape, Pattern, Strip};
use hexkick_teams::team::StripKind;
use macroquad::prelude::{Rect, Vec2};

/// The parts' rows: home/away, three of colours, two of patterns, badge shapes, two of names.
const PART_ROWS: usize = 9;
/// The space between rows and cells, logical pixels.
const GAP: f32 = 6.0;
/// The least height left to the previews under the parts on a narrow window.
const PREVIEW_MIN: f32 = 72.0;

/// A wide window shows the parts, the palette and the previews side by side; a narrow one
/// (taller than wide) shows the parts above the previews, and a tap on a coloured part opens
/// the palette in their place, with Done to come back.
pub(super) fn draw(open: &OpenTeam, ui: &UiState, area: Rect, targets: &mut Targets<Intent>) {
    if area.w >= area.h {
        let columns = split(area, &[0.36, 0.3, 0.34], 16.0);
        parts(open, ui, columns[0], targets);
        picker(open, ui, columns[1], false, targets);
        super::strip_preview::draw(open, ui, columns[2], targets);
        return;
    }
    if ui.palette_open {
        return picker(open, ui, area, true, targets);
    }
    let row_h = ((area.h - PREVIEW_MIN - 2.0 * GAP - GAP * (PART_ROWS - 1) as f32)
        / PART_ROWS as f32)
        .clamp(TOUCH, MAX_ROW);
    let parts_h = row_h * PART_ROWS as f32 + GAP * (PART_ROWS - 1) as f32;
    parts(
        open,
        ui,
        Rect::new(area.x, area.y, area.w, parts_h),
        targets,
    );
    let top = area.y + parts_h + 2.0 * GAP;
    let rest = Rect::new(area.x, top, area.w, area.y + area.h - top);
    super::strip_preview::draw(open, ui, rest, targets);
}

/// The narrowest a part's colour sample gets (a bar beside its words), logical pixels.
const CHIP_MIN: f32 = 8.0;
/// The tallest a row of parts or swatches grows, logical pixels.
const MAX_ROW: f32 = 64.0;

pub(super) fn strip_of(open: &OpenTeam, kind: StripKind) -> &Strip {
    match kind {
        StripKind::Home => &open.draft.home,
        StripKind::Away => &open.draft.away,
    }
}

pub(super) fn colour_of(open: &OpenTeam, target: ColourTarget) -> Rgb {
    match target {
        ColourTarget::Strip(kind, part) => part.colour(strip_of(open, kind)),
        ColourTarget::BadgeFill => open.draft.badge.fill,
        ColourTarget::BadgeInk => open.draft.badge.ink,
    }
}

/// Home/away, the coloured parts, the patterns, the badge shapes and the text fields.
fn parts(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let gap = GAP;
    let rows = grid(r, 1, PART_ROWS, gap);
    let kinds = row(rows[0], 2, gap);
    for (cell, kind) in kinds.into_iter().zip([StripKind::Home, StripKind::Away]) {
        let tone = words::tone(strip_of(open, kind).tone());
        let text = format!("{} ({tone})", words::kind(kind));
        let name = format!("kind-{}", kind.name());
        targets.button(cell, &text, ui.kind == kind, Intent::PickKind(kind), &name);
    }
    let mut colour_targets: Vec<(ColourTarget, &str)> = StripPart::ALL
        .iter()
        .map(|&p| (ColourTarget::Strip(ui.kind, p), words::part(p)))
        .collect();
    colour_targets.push((ColourTarget::BadgeFill, tr("badge")));
    colour_targets.push((ColourTarget::BadgeInk, tr("initials")));
    let colour_box = Rect::new(r.x, rows[1].y, r.w, rows[3].y + rows[3].h - rows[1].y);
    for (cell, (target, text)) in grid(colour_box, 3, 3, gap).into_iter().zip(colour_targets) {
        let on = ui.target == target;
        let name = match target {
            ColourTarget::Strip(kind, part) => format!("part-{}-{}", kind.name(), part.name()),
            ColourTarget::BadgeFill => "part-badge".into(),
            ColourTarget::BadgeInk => "part-initials".into(),
        };
        targets.button(cell, "", on, Intent::PickTarget(target), &name);
        // The sample as wide as the words leave room for (a bar at least).
        let words_w = crate::ui::widgets::text_width(text, MIN_TEXT);
        let chip_w = (cell.w - words_w - 18.0).clamp(CHIP_MIN, cell.h * 0.45);
        let chip = Rect::new(cell.x + 4.0, cell.y + 4.0, chip_w, cell.h - 8.0);
        targets.chip(chip, colour_of(open, target), false);
        let ink = if on { macroquad::prelude::BLACK } else { TEXT };
        let x = chip.x + chip.w + 6.0;
        let room = cell.x + cell.w - x - 4.0;
        targets.text(
            text,
            (x, cell.y + cell.h / 2.0),
            text_size(cell.h),
            room,
            ink,
        );
    }
    let pattern_box = Rect::new(r.x, rows[4].y, r.w, rows[5].y + rows[5].h - rows[4].y);
    let strip = strip_of(open, ui.kind);
    let cells = grid(pattern_box, 4, 2, gap);
    // The patterns' names under their samples when every one fits, else the samples alone.
    let named = (cells.iter().zip(Pattern::ALL)).all(|(cell, pattern)| {
        crate::ui::widgets::text_width(words::pattern(pattern), MIN_TEXT) <= cell.w - 8.0
    });
    for (cell, pattern) in cells.into_iter().zip(Pattern::ALL) {
        let name = format!("pattern-{}", format!("{pattern:?}").to_lowercase());
        let action = Intent::Apply(Action::SetPattern(ui.kind, pattern));
        targets.button(cell, "", strip.pattern == pattern, action, &name);
        let mut sample = strip.clone();
        sample.pattern = pattern;
        if sample.second == sample.shirt {
            // Show the pattern even while both colours are the same.
            sample.second = sample.shirt.contrasting_ink();
        }
        let word_h = if named { MIN_TEXT + 4.0 } else { 0.0 };
        let rad = ((cell.h - word_h) * 0.45).min(cell.w * 0.3).max(4.0);
        let centre = Vec2::new(cell.x + cell.w / 2.0, cell.y + rad + 3.0);
        targets.paint(|| draw_jersey_top(centre, rad, &sample));
        let ink = if strip.pattern == pattern {
            macroquad::prelude::BLACK
        } else {
            TEXT
        };
        if named {
            let at = (cell.x + 4.0, cell.y + cell.h - word_h / 2.0);
            targets.text(words::pattern(pattern), at, MIN_TEXT, cell.w - 8.0, ink);
        }
    }
    for (cell, shape) in row(rows[6], 4, gap).into_iter().zip(BadgeShape::ALL) {
        let name = format!("shape-{}", format!("{shape:?}").to_lowercase());
        let on = open.draft.badge.shape == shape;
        targets.button(
            cell,
            "",
            on,
            Intent::Apply(Action::SetBadgeShape(shape)),
            &name,
        );
        let mut badge = open.draft.badge.clone();
        badge.shape = shape;
        let s = cell.h - 6.0;
        targets.paint(|| draw_badge(&badge, cell.x + (cell.w - s) / 2.0, cell.y + 3.0, s));
    }
    let sponsor = strip.sponsor.as_str();
    let fields = [
        (
            TextField::TeamName,
            trf("Name: {0}", &[open.draft.name.as_str()]),
            "text-name",
        ),
        (
            TextField::ShortName,
            trf("Short: {0}", &[open.draft.short_name.as_str()]),
            "text-short",
        ),
        (
            TextField::Initials,
            trf("Initials: {0}", &[open.draft.badge.initials.as_str()]),
            "text-initials",
        ),
        (
            TextField::Sponsor(ui.kind),
            trf(
                "Sponsor: {0}",
                &[if sponsor.is_empty() {
                    tr("none")
                } else {
                    sponsor
                }],
            ),
            "text-sponsor",
        ),
    ];
    let text_box = Rect::new(r.x, rows[7].y, r.w, rows[8].y + rows[8].h - rows[7].y);
    for (cell, (field, text, name)) in grid(text_box, 2, 2, gap).into_iter().zip(fields) {
        targets.button(
            cell,
            &text,
            false,
            Intent::Type(Purpose::Field(field)),
            name,
        );
    }
}

/// The palette for the chosen part: what it is and its colour, the hues, the chosen hue's
/// shades and the neutrals, every swatch a finger's size; `done` adds a Done button (a narrow
/// window's palette, shown in place of the parts).
fn picker(open: &OpenTeam, ui: &UiState, r: Rect, done: bool, targets: &mut Targets<Intent>) {
    let gap = GAP;
    let current = colour_of(open, ui.target);
    let head_h = TOUCH;
    let head = Rect::new(r.x, r.y, r.w, head_h);
    let done_w = if done {
        (r.w * 0.3).clamp(TOUCH * 2.0, 160.0)
    } else {
        0.0
    };
    let chip = Rect::new(head.x, head.y + 6.0, head_h - 12.0, head_h - 12.0);
    targets.chip(chip, current, false);
    let colour_words = trf(
        "Colour ({0}): {1}",
        &[target_words(ui.target), &current.to_string()],
    );
    let x = chip.x + chip.w + gap;
    let room = head.w - done_w - (x - head.x) - gap;
    let size = text_size(head_h);
    let shown = super::targets::shorten(&colour_words, room, MIN_TEXT);
    say_line(targets, &shown, (x, head.y + head_h / 2.0), size, room);
    if done {
        let cell = Rect::new(head.x + head.w - done_w, head.y, done_w, head_h);
        targets.button(cell, tr("Done"), false, Intent::CloseSub, "palette-done");
    }
    // Two headings, seven rows of swatches (four of hues, two of shades, one of neutrals).
    let heading = MIN_TEXT + 8.0;
    let body_top = head.y + head_h + gap;
    let fixed = 2.0 * heading + 8.0 * gap;
    let row_h = ((r.y + r.h - body_top - fixed) / 7.0).clamp(TOUCH, MAX_ROW);
    let hues = Rect::new(r.x, body_top, r.w, row_h * 4.0 + gap * 3.0);
    for (h, cell) in grid(hues, 4, HUES / 4, gap).into_iter().enumerate() {
        let c = hue(h);
        targets.swatch(
            cell,
            c,
            ui.hue == h,
            Intent::PickHue(h),
            &format!("hue-{h}"),
        );
    }
    let shades_top = hues.y + hues.h + gap;
    let at = (r.x, shades_top + heading / 2.0);
    say_line(targets, tr("Shade"), at, MIN_TEXT + 2.0, r.w);
    let shades = Rect::new(r.x, shades_top + heading, r.w, row_h * 2.0 + gap);
    let set = |c: Rgb| Intent::Apply(Action::SetColour(ui.target, c));
    for (s, cell) in grid(shades, 4, 2, gap).into_iter().take(SHADES).enumerate() {
        let c = shade(ui.hue, s);
        targets.swatch(cell, c, c == current, set(c), &format!("shade-{s}"));
    }
    let neutral_top = shades.y + shades.h + gap;
    let at = (r.x, neutral_top + heading / 2.0);
    say_line(targets, tr("Neutrals"), at, MIN_TEXT + 2.0, r.w);
    let neutrals = Rect::new(r.x, neutral_top + heading, r.w, row_h);
    for (k, (cell, c)) in row(neutrals, NEUTRALS.len(), gap)
        .into_iter()
        .zip(NEUTRALS)
        .enumerate()
    {
        targets.swatch(cell, c, c == current, set(c), &format!("neutral-{k}"));
    }
}

/// What a colour target is, in words ("home shirt", "badge").
fn target_words(target: ColourTarget) -> &'static str {
    match target {
        ColourTarget::Strip(_, part) => words::part(part),
        ColourTarget::BadgeFill => tr("badge"),
        ColourTarget::BadgeInk => tr("initials"),
    }
}
