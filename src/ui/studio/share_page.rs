//! The Share page: share codes through the clipboard, template files and printable sheets.

use super::editor::Studio;
use super::files::ExportKind;
use super::targets::{Targets, grid};
use super::text_entry::Purpose;
use super::{Intent, UiState, say_line, text_size};
use crate::storage::Store;
use crate::teams::team::StripKind;
use macroquad::prelude::Rect;

pub(super) fn draw<S: Store>(
    studio: &Studio<S>,
    ui: &UiState,
    area: Rect,
    targets: &mut Targets<Intent>,
) {
    let rows = grid(area, 2, 6, 10.0);
    let team = ui.selected.and_then(|e| studio.team(e));
    let heading = match team {
        Some(t) => format!("Share {}", t.name()),
        None => "Pick a team on the Teams page to share or print it".to_string(),
    };
    say_line(
        &heading,
        area.x,
        rows[0].y + rows[0].h / 2.0,
        text_size(rows[0].h),
    );
    let mut buttons: Vec<(String, Intent, String)> = vec![
        (
            "Paste share code".into(),
            Intent::PasteCode,
            "paste-code".into(),
        ),
        (
            "Import file (path)".into(),
            Intent::Type(Purpose::ImportPath),
            "import-file".into(),
        ),
    ];
    if team.is_some() {
        buttons.push((
            "Copy share code".into(),
            Intent::CopyCode,
            "copy-code".into(),
        ));
        buttons.push((
            "Export template (.json)".into(),
            Intent::Export(ExportKind::Template),
            "export-template".into(),
        ));
        for kind in [StripKind::Home, StripKind::Away] {
            let k = kind.name();
            buttons.push((
                format!("Print sheet, {k} (SVG)"),
                Intent::Export(ExportKind::SheetSvg(kind)),
                format!("export-svg-{k}"),
            ));
            buttons.push((
                format!("Print sheet, {k} (PNG)"),
                Intent::Export(ExportKind::SheetPng(kind)),
                format!("export-png-{k}"),
            ));
        }
    }
    for (cell, (text, intent, name)) in rows[2..].iter().zip(buttons) {
        targets.button(*cell, &text, false, intent, &name);
    }
    let hint = "You can also drop a team template (.json) on the window to import it.";
    say_line(hint, area.x, area.y + area.h - 10.0, 15.0);
}
