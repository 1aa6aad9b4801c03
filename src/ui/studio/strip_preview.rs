//! The Strip page's previews: a large jersey, a peg at match size, the printed wrap, and under
//! them whether the team is saved or what its strips break, each in a box of its own so
//! nothing is drawn over anything else.

use super::editor::OpenTeam;
use super::strip_page::strip_of;
use super::targets::{Targets, panel};
use super::{Intent, UiState, say_error, say_line};
use crate::ui::pieces::draw_jersey_top;
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::widgets::{MIN_TEXT, TEXT, text_width, wrap_lines};
use hexkick_i18n::tr;
use hexkick_teams::sheet::layout::wrap_scene;
use macroquad::prelude::{Rect, Vec2};

/// A peg's top at match size on a 1280x800 window: the match screen's smallest peg radius.
const MATCH_PEG_RADIUS_PX: f32 = 8.5;
/// The status lines' size and spacing, logical pixels.
const LINE_SIZE: f32 = 14.0;
const LINE_H: f32 = 18.0;
/// Margin inside the panel.
const PAD: f32 = 8.0;

/// Draws the previews in `r`: in a long low box (a phone's last strip of screen) the jersey
/// and the peg with the status lines beside them; else the pictures side by side in a wide
/// box, the wrap under the jersey in a tall one, and the status lines along the bottom.
pub(super) fn draw(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    targets.paint(|| panel(r));
    let inner = Rect::new(r.x + PAD, r.y + PAD, r.w - 2.0 * PAD, r.h - 2.0 * PAD);
    if r.w >= r.h * 2.5 {
        let pictures_w = (inner.h + PAD + peg_column()).min(inner.w * 0.5);
        let pictures = Rect::new(inner.x, inner.y, pictures_w, inner.h);
        pictures_in(open, ui, pictures, false, targets);
        let x = inner.x + pictures_w + PAD;
        let status = Rect::new(x, inner.y, inner.x + inner.w - x, inner.h);
        status_lines(open, status, status.h, targets);
        return;
    }
    let used = status_lines(open, inner, inner.h * 0.5, targets);
    let pictures = Rect::new(inner.x, inner.y, inner.w, inner.h - used - PAD);
    pictures_in(open, ui, pictures, true, targets);
}

/// Whether the team is saved, or what its strips break, written from the bottom of `r` up
/// to `most` high (a line at least); returns the height used.
fn status_lines(open: &OpenTeam, r: Rect, most: f32, targets: &mut Targets<Intent>) -> f32 {
    let mut lines: Vec<(String, bool)> = Vec::new();
    for problem in open.problems.iter() {
        let words = problem.in_words(&open.draft, None).to_string();
        lines.extend(
            wrap_lines(&words, LINE_SIZE, r.w)
                .into_iter()
                .map(|l| (l, true)),
        );
    }
    if open.problems.is_empty() {
        let saved = tr("Saved: this team is ready to play");
        lines.extend(
            wrap_lines(saved, LINE_SIZE, r.w)
                .into_iter()
                .map(|l| (l, false)),
        );
    }
    let shown = lines.len().min(((most / LINE_H).floor() as usize).max(1));
    let used = LINE_H * shown as f32;
    let top = r.y + r.h - used;
    for (k, (line, error)) in lines.iter().take(shown).enumerate() {
        let at = (r.x, top + LINE_H * (k as f32 + 0.5));
        if *error {
            say_error(targets, line, at, LINE_SIZE, r.w);
        } else {
            say_line(targets, line, at, LINE_SIZE, r.w);
        }
    }
    used
}

/// The width of the peg's column: its words under it.
fn peg_column() -> f32 {
    (text_width(tr("match size"), MIN_TEXT) + 8.0).max(4.0 * MATCH_PEG_RADIUS_PX)
}

/// The height of the peg with its words under it.
const PEG_BLOCK: f32 = 2.0 * MATCH_PEG_RADIUS_PX + 6.0 + MIN_TEXT;

/// The jersey, the peg at match size with its words under it, and (`wrap`) the printed wrap,
/// in `r`.
fn pictures_in(open: &OpenTeam, ui: &UiState, r: Rect, wrap: bool, t: &mut Targets<Intent>) {
    if r.h < PEG_BLOCK {
        return;
    }
    let strip = strip_of(open, ui.kind);
    let peg_w = peg_column();
    let wide = r.w >= r.h * 1.2;
    // The jersey's square, and the peg's column beside it.
    let side = if wide {
        r.h.min(r.w * 0.3)
    } else {
        (r.w - peg_w - PAD).min(r.h * 0.4)
    };
    let jersey = Vec2::new(r.x + side / 2.0, r.y + side / 2.0);
    t.paint(|| draw_jersey_top(jersey, side * 0.42, strip));
    let peg_x = r.x + side + PAD;
    let block_top = r.y + ((side - PEG_BLOCK) / 2.0).max(0.0);
    let peg = Vec2::new(peg_x + peg_w / 2.0, block_top + MATCH_PEG_RADIUS_PX);
    t.paint(|| draw_jersey_top(peg, MATCH_PEG_RADIUS_PX, strip));
    let words_y = block_top + PEG_BLOCK - MIN_TEXT / 2.0;
    t.text(
        tr("match size"),
        (peg_x + 4.0, words_y),
        MIN_TEXT,
        peg_w - 8.0,
        TEXT,
    );
    let Some(player) = open.draft.players.first().filter(|_| wrap) else {
        return;
    };
    let wrap = if wide {
        let x = peg_x + peg_w + PAD;
        Rect::new(x, r.y, r.x + r.w - x, r.h)
    } else {
        let y = r.y + side.max(PEG_BLOCK) + PAD;
        Rect::new(r.x, y, r.w, r.y + r.h - y)
    };
    if wrap.w < 40.0 || wrap.h < 20.0 {
        return;
    }
    let scene = wrap_scene(strip, &open.draft.badge, player);
    t.paint(|| {
        draw_scene(
            &scene,
            Placement::fit(&scene, wrap.x, wrap.y, wrap.w, wrap.h),
        )
    });
}
