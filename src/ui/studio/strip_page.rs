//! The Strip page: home and away strips part by part, patterns, the badge and the names, with
//! live previews (a large jersey, the printed wrap, and a peg at match size).

use super::editor::{Action, ColourTarget, OpenTeam, StripPart, TextField};
use super::palette::{HUES, NEUTRALS, SHADES, hue, shade};
use super::targets::{Targets, grid, panel, row, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, say_error, say_line, text_size, words};
use crate::i18n::{tr, trf};
use crate::teams::colour::Rgb;
use crate::teams::sheet::layout::wrap_scene;
use crate::teams::strip::{BadgeShape, Pattern, Strip};
use crate::teams::team::StripKind;
use crate::ui::badge::draw_badge;
use crate::ui::pieces::draw_jersey_top;
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::widgets::{MIN_TEXT, TEXT};
use macroquad::prelude::{Rect, Vec2};

/// A peg's top at match size on a 1280x800 window: the match screen's smallest peg radius.
const MATCH_PEG_RADIUS_PX: f32 = 8.5;

pub(super) fn draw(open: &OpenTeam, ui: &UiState, area: Rect, targets: &mut Targets<Intent>) {
    let shares: &[f32] = if area.w >= area.h {
        &[0.36, 0.3, 0.34]
    } else {
        &[0.5, 0.3, 0.2]
    };
    let parts_area = split(area, shares, 16.0);
    parts(open, ui, parts_area[0], targets);
    picker(open, ui, parts_area[1], targets);
    previews(open, ui, parts_area[2], targets);
}

fn strip_of(open: &OpenTeam, kind: StripKind) -> &Strip {
    match kind {
        StripKind::Home => &open.draft.home,
        StripKind::Away => &open.draft.away,
    }
}

fn colour_of(open: &OpenTeam, target: ColourTarget) -> Rgb {
    match target {
        ColourTarget::Strip(kind, part) => part.colour(strip_of(open, kind)),
        ColourTarget::BadgeFill => open.draft.badge.fill,
        ColourTarget::BadgeInk => open.draft.badge.ink,
    }
}

/// Home/away, the coloured parts, the patterns, the badge shapes and the text fields.
fn parts(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let gap = 6.0;
    let rows = grid(r, 1, 9, gap);
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
        let chip = Rect::new(cell.x + 4.0, cell.y + 4.0, cell.h * 0.45, cell.h - 8.0);
        targets.swatch(
            chip,
            colour_of(open, target),
            false,
            Intent::PickTarget(target),
            &name,
        );
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
    for (cell, pattern) in grid(pattern_box, 4, 2, gap).into_iter().zip(Pattern::ALL) {
        let name = format!("pattern-{}", format!("{pattern:?}").to_lowercase());
        let action = Intent::Apply(Action::SetPattern(ui.kind, pattern));
        targets.button(cell, "", strip.pattern == pattern, action, &name);
        let mut sample = strip.clone();
        sample.pattern = pattern;
        if sample.second == sample.shirt {
            // Show the pattern even while both colours are the same.
            sample.second = sample.shirt.contrasting_ink();
        }
        let word_h = MIN_TEXT + 4.0;
        let rad = ((cell.h - word_h) * 0.45).min(cell.w * 0.3).max(4.0);
        let centre = Vec2::new(cell.x + cell.w / 2.0, cell.y + rad + 3.0);
        targets.paint(|| draw_jersey_top(centre, rad, &sample));
        let ink = if strip.pattern == pattern {
            macroquad::prelude::BLACK
        } else {
            TEXT
        };
        let at = (cell.x + 4.0, cell.y + cell.h - word_h / 2.0);
        targets.text(words::pattern(pattern), at, MIN_TEXT, cell.w - 8.0, ink);
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

/// Hue bar, the chosen hue's shades, and the neutrals.
fn picker(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let gap = 6.0;
    let current = colour_of(open, ui.target);
    let heading = (r.h * 0.06).max(MIN_TEXT + 4.0);
    let colour_words = trf("Colour: {0}", &[&current.to_string()]);
    let at = (r.x, r.y + heading / 2.0);
    say_line(targets, &colour_words, at, text_size(heading * 1.5), r.w);
    let hues = Rect::new(r.x, r.y + heading + gap, r.w, r.h * 0.3);
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
    let shades_top = hues.y + hues.h + gap * 2.0;
    let at = (r.x, shades_top + heading / 2.0);
    say_line(targets, tr("Shade"), at, text_size(heading * 1.5), r.w);
    let shades = Rect::new(r.x, shades_top + heading + gap, r.w, r.h * 0.2);
    let set = |c: Rgb| Intent::Apply(Action::SetColour(ui.target, c));
    for (s, cell) in grid(shades, 4, 2, gap).into_iter().take(SHADES).enumerate() {
        let c = shade(ui.hue, s);
        targets.swatch(cell, c, c == current, set(c), &format!("shade-{s}"));
    }
    let neutral_top = shades.y + shades.h + gap * 2.0;
    let at = (r.x, neutral_top + heading / 2.0);
    say_line(targets, tr("Neutrals"), at, text_size(heading * 1.5), r.w);
    let neutrals = Rect::new(r.x, neutral_top + heading + gap, r.w, r.h * 0.1);
    for (k, (cell, c)) in row(neutrals, NEUTRALS.len(), gap)
        .into_iter()
        .zip(NEUTRALS)
        .enumerate()
    {
        targets.swatch(cell, c, c == current, set(c), &format!("neutral-{k}"));
    }
}

/// The large jersey, the printed wrap, a peg at match size, and the rules the strips break.
fn previews(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    targets.paint(|| panel(r));
    let strip = strip_of(open, ui.kind);
    // Side by side in a wide box (a phone held upright), one above the other in a tall one.
    let wide = r.w > r.h * 1.5;
    let big = if wide {
        (r.h * 0.3).min(r.w * 0.12)
    } else {
        (r.w * 0.22).min(r.h * 0.16)
    };
    let top = Vec2::new(r.x + big + 10.0, r.y + big + 10.0);
    targets.paint(|| draw_jersey_top(top, big, strip));
    let peg = Vec2::new(top.x + big + 22.0, top.y + big * 0.7);
    let peg = if wide {
        peg
    } else {
        Vec2::new(r.x + big * 2.0 + 50.0, top.y)
    };
    targets.paint(|| draw_jersey_top(peg, MATCH_PEG_RADIUS_PX, strip));
    let at = (peg.x - 30.0, peg.y + 20.0);
    say_line(
        targets,
        tr("match size"),
        at,
        MIN_TEXT,
        r.x + r.w - at.0 - 4.0,
    );
    if let Some(player) = open.draft.players.first() {
        let scene = wrap_scene(strip, &open.draft.badge, player);
        let (x, y, w, h) = if wide {
            let x = r.x + big * 2.0 + 60.0;
            (x, r.y + 4.0, r.x + r.w - x - 4.0, r.h * 0.7)
        } else {
            (r.x + 8.0, top.y + big + 16.0, r.w - 16.0, r.h * 0.42)
        };
        targets.paint(|| draw_scene(&scene, Placement::fit(&scene, x, y, w, h)));
    }
    let mut y = if wide {
        r.y + r.h * 0.8
    } else {
        r.y + r.h * 0.82
    };
    let room = r.w - 16.0;
    let bottom = r.y + r.h - 9.0;
    for problem in open.problems.iter() {
        let words = problem.in_words(&open.draft, None).to_string();
        for line in crate::ui::widgets::wrap_lines(&words, 14.0, room) {
            if y > bottom {
                return;
            }
            say_error(targets, &line, (r.x + 8.0, y), 14.0, room);
            y += 18.0;
        }
    }
    if open.problems.is_empty() {
        let saved = tr("Saved: this team is ready to play");
        say_line(targets, saved, (r.x + 8.0, y), 14.0, room);
    }
}
