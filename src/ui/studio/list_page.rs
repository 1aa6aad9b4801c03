//! The Teams page: the teams you own, the ready-made ones, and what to do with the chosen one.

use super::editor::{Action, Entry, Studio};
use super::targets::{Targets, grid, panel, row, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, say_line, text_size};
use crate::ui::badge::draw_badge;
use crate::ui::pieces::draw_jersey_top;
use crate::ui::widgets::TEXT;
use hexkick_i18n::tr;
use hexkick_storage::Store;
use hexkick_teams::library::HeldTeam;
use hexkick_teams::strip::{Badge, Strip};
use hexkick_teams::team::{StripKind, Team};
use macroquad::prelude::{Rect, Vec2};

/// Most rows a team list shows.
const ROWS: usize = 9;
/// The lowest a team's row may be: a finger's target.
const ROW_MIN: f32 = 44.0;

pub(super) fn draw<S: Store>(
    studio: &Studio<S>,
    ui: &UiState,
    area: Rect,
    targets: &mut Targets<Intent>,
) {
    let gap = 8.0;
    let actions_h = (area.h * 0.11).clamp(48.0, 72.0);
    let lists = Rect::new(area.x, area.y, area.w, area.h - actions_h * 2.0 - gap * 2.0);
    let cols = split(lists, &[1.0, 1.0], gap * 2.0);
    let heading = (actions_h * 0.5).max(26.0);
    let list_h = cols[0].h - heading - gap;
    // As many rows as fit at a finger's height.
    let rows = ((list_h / (ROW_MIN + 4.0)).floor() as usize).clamp(1, ROWS);
    let library = studio.library();
    let owned: Vec<(Entry, Look)> = library
        .teams()
        .map(|(id, t)| {
            // The team being edited into something not yet valid is marked too.
            let editing = studio.open_team().filter(|o| o.id == id);
            let look = match editing {
                Some(open) if !open.problems.is_empty() => Look::of_team(t).needing_changes(),
                _ => Look::of_team(t),
            };
            (Entry::Owned(id), look)
        })
        .chain(
            library
                .held()
                .map(|(id, h)| (Entry::Owned(id), Look::of_held(h))),
        )
        .collect();
    let ready: Vec<(Entry, Look)> = studio
        .ready_made()
        .iter()
        .enumerate()
        .map(|(i, t)| (Entry::ReadyMade(i), Look::of_team(t)))
        .collect();
    for (col, (title, teams)) in cols.iter().zip([
        (tr("Your teams"), owned),
        (tr("Ready-made (copy one to change it)"), ready),
    ]) {
        let at = (col.x, col.y + heading / 2.0);
        say_line(targets, title, at, text_size(heading * 1.6), col.w);
        let list = Rect::new(col.x, col.y + heading + gap, col.w, list_h);
        targets.paint(|| panel(list));
        if teams.is_empty() {
            let hint = tr("None yet: tap New team, or copy a ready-made one");
            let room = list.w - 2.0 * gap;
            let lines = crate::ui::widgets::wrap_lines(hint, 14.0, room);
            for (k, line) in lines.iter().enumerate() {
                let at = (list.x + gap, list.y + 20.0 + 18.0 * k as f32);
                say_line(targets, line, at, 14.0, room);
            }
        }
        for ((entry, look), cell) in teams.iter().zip(grid(list, 1, rows, 4.0)) {
            team_row(targets, *entry, look, cell, ui.selected == Some(*entry));
        }
    }
    let bottom = Rect::new(
        area.x,
        area.y + area.h - actions_h * 2.0 - gap,
        area.w,
        actions_h,
    );
    let first = row(bottom, 3, gap);
    let general = [
        (tr("New team"), Intent::Apply(Action::NewTeam), "new-team"),
        (tr("Paste share code"), Intent::PasteCode, "paste-code"),
        (
            tr("Import file"),
            Intent::Type(Purpose::ImportPath),
            "import-file",
        ),
    ];
    for (cell, (text, intent, name)) in first.into_iter().zip(general) {
        targets.button(cell, text, false, intent, name);
    }
    let second = Rect::new(area.x, bottom.y + actions_h + gap, area.w, actions_h);
    selection_actions(studio, ui, second, targets);
}

/// What a list row shows of a team.
struct Look<'a> {
    /// Badge and the two strips, when the team's fields read.
    parts: Option<(&'a Badge, &'a Strip, &'a Strip)>,
    /// The row's words.
    text: String,
}

impl<'a> Look<'a> {
    fn of_team(team: &'a Team) -> Look<'a> {
        Look {
            parts: Some((
                team.badge(),
                team.strip(StripKind::Home),
                team.strip(StripKind::Away),
            )),
            text: format!(
                "{}  ({}, {})",
                hexkick_table::headline::shown_name(team.name().as_str()),
                team.short_name(),
                super::words::edition(team.edition())
            ),
        }
    }

    /// A saved team the checks refuse: marked "needs changes".
    fn of_held(held: &'a HeldTeam) -> Look<'a> {
        Look {
            parts: held.draft.as_ref().map(|d| (&d.badge, &d.home, &d.away)),
            text: held.name(),
        }
        .needing_changes()
    }

    /// The same row marked "needs changes".
    fn needing_changes(self) -> Look<'a> {
        Look {
            text: format!("{}  {}", self.text, tr("(needs changes)")),
            ..self
        }
    }
}

fn team_row(targets: &mut Targets<Intent>, entry: Entry, look: &Look, cell: Rect, on: bool) {
    let name = match entry {
        Entry::Owned(id) => format!("team-{}", id.0),
        Entry::ReadyMade(i) => format!("ready-{i}"),
    };
    targets.button(cell, "", on, Intent::Select(entry), &name);
    // The pictures take at most a third of a narrow row.
    let h = cell.h.min(cell.w / 9.0);
    if let Some((badge, home, away)) = look.parts {
        targets.paint(|| {
            draw_badge(
                badge,
                cell.x + 4.0,
                cell.y + (cell.h - h) / 2.0 + 2.0,
                h - 4.0,
            );
            for (k, strip) in [home, away].into_iter().enumerate() {
                let c = Vec2::new(cell.x + h * (1.6 + 0.9 * k as f32), cell.y + cell.h / 2.0);
                draw_jersey_top(c, h * 0.38, strip);
            }
        });
    }
    let x = cell.x + h * 3.0;
    let room = cell.x + cell.w - x - 4.0;
    let ink = if on {
        macroquad::prelude::Color::new(0.1, 0.1, 0.1, 1.0)
    } else {
        TEXT
    };
    let shown = super::targets::shorten(&look.text, room, crate::ui::widgets::MIN_TEXT);
    targets.text(
        &shown,
        (x, cell.y + cell.h / 2.0),
        text_size(cell.h),
        room,
        ink,
    );
}

fn selection_actions<S: Store>(
    studio: &Studio<S>,
    ui: &UiState,
    r: Rect,
    targets: &mut Targets<Intent>,
) {
    if let Some(Entry::Owned(id)) = ui.selected
        && studio.library().held_team(id).is_some()
    {
        let delete = if ui.confirm_delete == Some(id) {
            tr("Tap again to delete")
        } else {
            tr("Delete")
        };
        let buttons = [
            (tr("Fix it"), Intent::Apply(Action::Open(id)), "edit"),
            (delete, Intent::AskDelete(id), "delete"),
        ];
        for (cell, (text, intent, name)) in row(r, buttons.len(), 8.0).into_iter().zip(buttons) {
            targets.button(cell, text, false, intent, name);
        }
        return;
    }
    let Some(entry) = ui.selected.filter(|e| studio.team(*e).is_some()) else {
        let hint = tr("Tap a team to edit, copy, delete or play it");
        say_line(targets, hint, (r.x, r.y + r.h / 2.0), text_size(r.h), r.w);
        return;
    };
    let mut buttons = Vec::new();
    if let Entry::Owned(id) = entry {
        buttons.push((tr("Edit"), Intent::Apply(Action::Open(id)), "edit"));
    }
    buttons.push((
        tr("Duplicate"),
        Intent::Apply(Action::Duplicate(entry)),
        "duplicate",
    ));
    if let Entry::Owned(id) = entry {
        let text = if ui.confirm_delete == Some(id) {
            tr("Tap again to delete")
        } else {
            tr("Delete")
        };
        buttons.push((text, Intent::AskDelete(id), "delete"));
    }
    buttons.push((tr("Play a match"), Intent::Play(entry), "play"));
    for (cell, (text, intent, name)) in row(r, buttons.len(), 8.0).into_iter().zip(buttons) {
        targets.button(cell, text, false, intent, name);
    }
}
