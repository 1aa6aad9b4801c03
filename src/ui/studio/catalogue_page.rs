//! The Stickers page's catalogue: the edition's stickers by value (skill level), a page at a
//! time, each a finger's size; a tap gives the chosen player that sticker.

use super::editor::{Action, OpenTeam};
use super::targets::{Targets, grid, row};
use super::{Intent, UiState, say_line};
use crate::ui::palette::sticker_scene;
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::widgets::{MIN_TEXT, TEXT};
use hexkick_i18n::{tr, trf};
use hexkick_rules::roster::Sticker;
use hexkick_rules::rules::Edition;
use hexkick_teams::catalogue::{catalogue, max_value};
use macroquad::prelude::{Color, Rect, draw_rectangle};
use std::sync::OnceLock;

/// An edition's catalogue, made once.
fn edition_catalogue(edition: Edition) -> &'static [Sticker] {
    static CATALOGUES: OnceLock<[Vec<Sticker>; 2]> = OnceLock::new();
    let [y2024, classic] =
        CATALOGUES.get_or_init(|| [catalogue(Edition::Y2024), catalogue(Edition::Classic)]);
    match edition {
        Edition::Y2024 => y2024,
        Edition::Classic => classic,
    }
}

/// Catalogue stickers shown per page.
const CATALOGUE_COLS: usize = 6;
const CATALOGUE_ROWS: usize = 3;

/// The space between rows, logical pixels.
const GAP: f32 = 6.0;

/// The edition's catalogue by value (skill level), a page at a time; in 2024, where every
/// player is unique, stickers another player has are dimmed.
pub(super) fn draw(
    open: &OpenTeam,
    ui: &UiState,
    r: Rect,
    tabs_h: f32,
    targets: &mut Targets<Intent>,
) {
    let edition = open.draft.edition;
    let top = max_value(edition);
    let value = ui.catalogue_value.clamp(1, top);
    let gap = GAP;
    let tabs = Rect::new(r.x, r.y, r.w, tabs_h);
    let cells = row(tabs, top as usize + 2, 4.0);
    // The values' word where it fits ("value 2"), else the number alone.
    let word = match edition {
        Edition::Y2024 => tr("value {0}"),
        Edition::Classic => tr("level {0}"),
    };
    for (cell, v) in cells.iter().zip(1..=top) {
        let long = hexkick_i18n::trf(word, &[&v.to_string()]);
        let fits = crate::ui::widgets::text_width(&long, MIN_TEXT) <= cell.w - 8.0;
        let text = if fits { long } else { v.to_string() };
        targets.button(
            *cell,
            &text,
            value == v,
            Intent::CatalogueValue(v),
            &format!("value-{v}"),
        );
    }
    let (prev, next) = (cells[top as usize], cells[top as usize + 1]);
    targets.button(
        prev,
        "<",
        false,
        Intent::CataloguePage(-1),
        "catalogue-prev",
    );
    targets.button(next, ">", false, Intent::CataloguePage(1), "catalogue-next");
    let all: Vec<&Sticker> = edition_catalogue(edition)
        .iter()
        .filter(|s| s.value() == value)
        .collect();
    // "page 1 of 3" under the stickers when there is room for a row and it.
    let footer = if r.h >= catalogue_least(tabs_h) {
        FOOTER
    } else {
        0.0
    };
    let body = Rect::new(r.x, r.y + tabs_h + gap, r.w, r.h - tabs_h - gap - footer);
    // Columns and rows of at least a finger's size, at most the wide screen's 6 x 3.
    let cols = ((body.w + gap) / (CELL_MIN + gap))
        .floor()
        .clamp(1.0, CATALOGUE_COLS as f32);
    let rows_n = ((body.h + gap) / (CELL_MIN + gap))
        .floor()
        .clamp(1.0, CATALOGUE_ROWS as f32);
    let (cols, rows_n) = (cols as usize, rows_n as usize);
    let per_page = cols * rows_n;
    let pages = all.len().div_ceil(per_page).max(1);
    let page = ui.catalogue_page.min(pages - 1);
    let used: Vec<Vec<hexkick_rules::squad::Skill>> = open
        .draft
        .players
        .iter()
        .enumerate()
        .filter(|(k, _)| *k != ui.player)
        .map(|(_, p)| p.sticker.identity())
        .collect();
    for (cell, s) in grid(body, cols, rows_n, gap)
        .into_iter()
        .zip(all.iter().skip(page * per_page))
    {
        let sticker = (*s).clone();
        let letters = sticker.letters();
        let intent = Intent::Apply(Action::SetSticker(ui.player, sticker.clone()));
        targets.button(cell, "", false, intent, &format!("catalogue-{letters}"));
        let scene = sticker_scene(&sticker);
        let dim = edition == Edition::Y2024 && used.contains(&sticker.identity());
        targets.paint(|| {
            let at = Placement::fit(&scene, cell.x, cell.y, cell.w, cell.h - 14.0);
            draw_scene(&scene, at);
        });
        let at = (cell.x + 3.0, cell.y + cell.h - 7.0);
        targets.text(&letters, at, MIN_TEXT, cell.w - 4.0, TEXT);
        if dim {
            targets.paint(|| {
                let shade = Color::new(0.0, 0.0, 0.0, 0.55);
                draw_rectangle(cell.x, cell.y, cell.w, cell.h, shade);
            });
        }
    }
    if footer > 0.0 {
        let page_words = trf(
            "page {0} of {1}",
            &[&(page + 1).to_string(), &pages.to_string()],
        );
        say_line(targets, &page_words, (r.x, r.y + r.h - 8.0), MIN_TEXT, r.w);
    }
}

/// The catalogue's "page 1 of 3" line, logical pixels.
const FOOTER: f32 = 16.0;

/// The least height of the catalogue with its page line: the values' row (`tabs_h` high),
/// a row of stickers and the line.
pub(super) fn catalogue_least(tabs_h: f32) -> f32 {
    tabs_h + GAP + CELL_MIN + FOOTER
}

/// The smallest catalogue cell: a finger's target.
pub(super) const CELL_MIN: f32 = 48.0;
