//! The Share page: share codes through the clipboard, template files and printable sheets,
//! with a preview of the whole printable sheet (16 jersey wraps and 16 stickers).

use super::editor::Studio;
use super::files::ExportKind;
use super::targets::{Targets, grid, panel, row, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, say_line, text_size, words};
use crate::ui::form::TOUCH;
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::test_log::{Kind, Line};
use hexkick_i18n::{tr, trf};
use hexkick_storage::Store;
use hexkick_teams::sheet::layout::team_sheet;
use hexkick_teams::sheet::scene::Scene;
use hexkick_teams::team::{StripKind, Team};
use macroquad::prelude::{Rect, WHITE, draw_rectangle};
use std::cell::RefCell;

/// The import button's words: desktop types a path, the browser opens its file picker.
fn import_file() -> &'static str {
    if cfg!(target_arch = "wasm32") {
        tr("Import file")
    } else {
        tr("Import file (path)")
    }
}

pub(super) fn draw<S: Store>(
    studio: &Studio<S>,
    ui: &UiState,
    area: Rect,
    targets: &mut Targets<Intent>,
) {
    // Six rows of finger-sized buttons (the last one holds the hint), the preview below or
    // beside them.
    let shares = if area.w < area.h {
        let least = 6.0 * TOUCH + 5.0 * 10.0;
        let top = (area.h * 0.56).max(least).min(area.h - 16.0);
        [top, area.h - 16.0 - top]
    } else {
        [0.56, 0.44]
    };
    let halves = split(area, &shares, 16.0);
    let rows = grid(halves[0], 2, 6, 10.0);
    let team = ui.selected.and_then(|e| studio.team(e));
    let heading = match team {
        Some(t) => trf("Share {0}", &[t.name().as_str()]),
        None => tr("Pick a team on the Teams page to share or print it").to_string(),
    };
    let heading_box = Rect::new(rows[0].x, rows[0].y, halves[0].w, rows[0].h + rows[1].h);
    let size = text_size(rows[0].h).min(18.0);
    let lines = crate::ui::widgets::wrap_lines(&heading, size, heading_box.w);
    let step = heading_box.h / lines.len().max(1) as f32;
    for (k, line) in lines.iter().enumerate() {
        let at = (heading_box.x, heading_box.y + step * (k as f32 + 0.5));
        say_line(targets, line, at, size, heading_box.w);
    }
    let mut buttons: Vec<(String, Intent, String)> = vec![
        (
            tr("Paste share code").into(),
            Intent::PasteCode,
            "paste-code".into(),
        ),
        (
            import_file().into(),
            Intent::Type(Purpose::ImportPath),
            "import-file".into(),
        ),
    ];
    if team.is_some() {
        buttons.push((
            tr("Copy share code").into(),
            Intent::CopyCode,
            "copy-code".into(),
        ));
        buttons.push((
            tr("Export template (.json)").into(),
            Intent::Export(ExportKind::Template),
            "export-template".into(),
        ));
        for kind in [StripKind::Home, StripKind::Away] {
            let k = kind.name();
            buttons.push((
                trf("Print sheet, {0} (SVG)", &[words::kind(kind)]),
                Intent::Export(ExportKind::SheetSvg(kind)),
                format!("export-svg-{k}"),
            ));
            buttons.push((
                trf("Print sheet, {0} (PNG)", &[words::kind(kind)]),
                Intent::Export(ExportKind::SheetPng(kind)),
                format!("export-png-{k}"),
            ));
        }
    }
    for (cell, (text, intent, name)) in rows[2..].iter().zip(buttons) {
        targets.button(*cell, &text, false, intent, &name);
    }
    let hint = tr("You can also drop a team template (.json) on the window to import it.");
    let at = halves[0];
    let lines = crate::ui::widgets::wrap_lines(hint, 13.0, at.w);
    let n = lines.len() as f32;
    for (k, line) in lines.iter().enumerate() {
        let y = at.y + at.h - 16.0 * (n - k as f32) + 8.0;
        say_line(targets, line, (at.x, y), 13.0, at.w);
    }
    if let Some(team) = team {
        sheet_preview(team, ui.kind, halves[1], targets);
    }
}

/// The printable sheet of the chosen strip as it will print: every jersey wrap and sticker.
fn sheet_preview(team: &Team, kind: StripKind, r: Rect, targets: &mut Targets<Intent>) {
    targets.paint(|| panel(r));
    let gap = 6.0;
    let tabs = Rect::new(
        r.x + gap,
        r.y + gap,
        r.w - 2.0 * gap,
        (r.h * 0.07).clamp(44.0, 48.0),
    );
    for (cell, k) in row(tabs, 2, gap)
        .into_iter()
        .zip([StripKind::Home, StripKind::Away])
    {
        let text = trf("{0} sheet", &[words::kind(k)]);
        let name = format!("sheet-{}", k.name());
        targets.button(cell, &text, kind == k, Intent::PickKind(k), &name);
    }
    let page = Rect::new(
        r.x + gap,
        tabs.y + tabs.h + gap,
        r.w - 2.0 * gap,
        r.h - tabs.h - 3.0 * gap,
    );
    targets.paint(|| preview(team, kind, page));
}

/// Draws the sheet (built again only when the team or strip changed) in `page`.
fn preview(team: &Team, kind: StripKind, page: Rect) {
    SHEET.with(|cached| {
        let mut cached = cached.borrow_mut();
        let fresh = cached
            .as_ref()
            .is_none_or(|(t, k, _)| t != team || *k != kind);
        if fresh {
            *cached = Some((team.clone(), kind, team_sheet(team, kind)));
        }
        if let Some((_, _, scene)) = cached.as_ref() {
            let at = Placement::fit(scene, page.x, page.y, page.w, page.h);
            let (w, h) = (
                scene.width as f32 * at.px_per_mm,
                scene.height as f32 * at.px_per_mm,
            );
            draw_rectangle(at.x, at.y, w, h, WHITE);
            draw_scene(scene, at);
        }
    });
}

/// What the last preview showed, for test logs: the team, the strip, and how many jersey
/// wraps and stickers the sheet holds (counted by their tags, as the SVG writes them).
pub(super) fn shown_sheet() -> Option<Line> {
    SHEET.with(|cached| {
        cached.borrow().as_ref().map(|(team, kind, scene)| {
            let count = |class: &str| {
                scene
                    .items
                    .iter()
                    .filter(|i| i.tag.as_ref().is_some_and(|(_, c)| *c == class))
                    .count()
            };
            Line::new(Kind::StudioSheet)
                .text("team", team.name())
                .field("strip", kind.name())
                .field("wraps", count("wrap"))
                .field("stickers", count("sticker"))
        })
    })
}

thread_local! {
    /// The last sheet drawn: built again only when the team or the strip changes.
    static SHEET: RefCell<Option<(Team, StripKind, Scene)>> = const { RefCell::new(None) };
}
