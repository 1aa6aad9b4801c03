//! The Stickers page: the 16 players' round stickers, the budget bar (2024: exactly 34;
//! Classic: the strength band), a catalogue to pick from, sections to add and remove, numbers,
//! names and Classic duel numbers, with the roster validator's messages inline.

use super::editor::{Action, DuelStat, OpenTeam, TextField};
use super::targets::{Targets, grid, label, panel, rgb, row, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, say_error, say_line, text_size};
use crate::core::roster::{BUDGET_2024, SKILLS_2024, SKILLS_CLASSIC, Sticker};
use crate::core::rules::Edition;
use crate::teams::catalogue::catalogue_2024;
use crate::teams::colour::skill_colour;
use crate::teams::sheet::layout::sticker_scene;
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::widgets::TEXT;
use macroquad::prelude::{Color, Rect, draw_rectangle};

/// Catalogue stickers shown per page.
const CATALOGUE_COLS: usize = 6;
const CATALOGUE_ROWS: usize = 3;

pub(super) fn draw(open: &OpenTeam, ui: &UiState, area: Rect, targets: &mut Targets<Intent>) {
    let gap = 8.0;
    let bar = Rect::new(area.x, area.y, area.w, (area.h * 0.06).clamp(24.0, 40.0));
    budget_bar(open, bar);
    let body = Rect::new(area.x, bar.y + bar.h + gap, area.w, area.h - bar.h - gap);
    let halves = split(body, &[0.42, 0.58], gap * 2.0);
    let roster = halves[0];
    let players = Rect::new(roster.x, roster.y, roster.w, roster.h * 0.78);
    for (i, cell) in grid(players, 4, 4, 6.0).into_iter().enumerate() {
        if let Some(p) = open.draft.players.get(i) {
            let name = format!("player-{}", i + 1);
            targets.button(cell, "", ui.player == i, Intent::PickPlayer(i), &name);
            let s = cell.h * 0.72;
            let scene = sticker_scene(&p.sticker);
            draw_scene(
                &scene,
                Placement::fit(&scene, cell.x, cell.y + 2.0, cell.w, s),
            );
            let name: String = p.name.as_str().chars().take(9).collect();
            let text = format!("#{} {name}", p.number.0);
            let size = text_size(cell.h * 0.4).min(cell.w / 9.0);
            label(&text, cell.x + 4.0, cell.y + cell.h - 9.0, size, TEXT);
        }
    }
    let problems = Rect::new(
        roster.x,
        players.y + players.h + gap,
        roster.w,
        roster.h - players.h - gap,
    );
    panel(problems);
    let mut y = problems.y + 12.0;
    let messages: Vec<String> = open.problems.iter().map(ToString::to_string).collect();
    for m in messages
        .iter()
        .take(((problems.h - 6.0) / 17.0).max(1.0) as usize)
    {
        say_error(m, problems.x + 6.0, y, 13.0);
        y += 17.0;
    }
    if messages.is_empty() {
        say_line("The roster is legal and saved", problems.x + 6.0, y, 14.0);
    }
    player_detail(open, ui, halves[1], targets);
}

/// 2024: total against the budget of 34 (or the BASE squad); Classic: total and band.
fn budget_bar(open: &OpenTeam, r: Rect) {
    let report = open.draft.roster_report();
    panel(r);
    let (fill, text, good) = match open.draft.edition {
        Edition::Y2024 if open.draft.is_standard_base() => (
            1.0,
            format!("Standard BASE squad (total {})", report.total),
            true,
        ),
        Edition::Y2024 => (
            report.total as f32 / BUDGET_2024 as f32,
            format!("Budget {} of exactly {BUDGET_2024}", report.total),
            report.total == BUDGET_2024,
        ),
        Edition::Classic => {
            let band = report.band.map_or("", |b| b.name());
            (
                report.total as f32 / 50.0,
                format!("Skill level total {}: {band}", report.total),
                true,
            )
        }
    };
    let colour = if good {
        Color::new(0.25, 0.7, 0.3, 1.0)
    } else {
        Color::new(0.85, 0.35, 0.2, 1.0)
    };
    draw_rectangle(r.x, r.y, r.w * fill.clamp(0.0, 1.0), r.h, colour);
    say_line(&text, r.x + 8.0, r.y + r.h / 2.0, text_size(r.h * 1.2));
}

fn player_detail(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let Some(p) = open.draft.players.get(ui.player) else {
        return;
    };
    let i = ui.player;
    let gap = 6.0;
    let rows = grid(r, 1, 10, gap);
    let head = row(rows[0], 4, gap);
    let number = p.number.0;
    targets.button(
        head[0],
        "-",
        false,
        Intent::Apply(Action::SetNumber(i, number.saturating_sub(1))),
        "number-down",
    );
    say_line(
        &format!("#{number}"),
        head[1].x + 8.0,
        head[1].y + head[1].h / 2.0,
        text_size(head[1].h * 1.3),
    );
    targets.button(
        head[2],
        "+",
        false,
        Intent::Apply(Action::SetNumber(i, number.saturating_add(1))),
        "number-up",
    );
    targets.button(
        head[3],
        &format!("Name: {}", p.name),
        false,
        Intent::Type(Purpose::Field(TextField::PlayerName(i))),
        "text-player-name",
    );
    let big = Rect::new(r.x, rows[1].y, rows[1].h * 2.0 + gap, rows[1].h * 2.0 + gap);
    let scene = sticker_scene(&p.sticker);
    draw_scene(&scene, Placement::fit(&scene, big.x, big.y, big.w, big.h));
    let sections = Rect::new(big.x + big.w + gap, rows[1].y, r.w - big.w - gap, rows[1].h);
    say_line(
        "Tap a section to take it off:",
        sections.x,
        sections.y + 10.0,
        14.0,
    );
    let current = Rect::new(sections.x, sections.y + 20.0, sections.w, sections.h - 20.0);
    for (k, (cell, skill)) in row(current, 5, gap)
        .into_iter()
        .zip(p.sticker.skills())
        .enumerate()
    {
        let text = format!("{} {}", skill.letter(), skill.name());
        let intent = Intent::Apply(Action::RemoveSkill(i, k));
        targets.swatch(
            cell,
            skill_colour(*skill),
            false,
            intent.clone(),
            &format!("section-{k}"),
        );
        label(
            &text,
            cell.x + 3.0,
            cell.y + cell.h / 2.0,
            12.0,
            rgb(skill_colour(*skill).contrasting_ink()),
        );
    }
    let adds = Rect::new(sections.x, rows[2].y, sections.w, rows[2].h);
    say_line("Add a section:", adds.x, adds.y + 8.0, 14.0);
    let skills: &[_] = match p.sticker {
        Sticker::Edition2024(_) => &SKILLS_2024,
        Sticker::Classic(_) => &SKILLS_CLASSIC,
    };
    let add_row = Rect::new(adds.x, adds.y + 18.0, adds.w, adds.h - 18.0);
    for (cell, skill) in row(add_row, skills.len(), gap).into_iter().zip(skills) {
        let name = format!("skill-{}", skill.letter());
        targets.swatch(
            cell,
            skill_colour(*skill),
            false,
            Intent::Apply(Action::AddSkill(i, *skill)),
            &name,
        );
        let ink = rgb(skill_colour(*skill).contrasting_ink());
        crate::ui::widgets::centred_text(
            &skill.letter().to_string(),
            cell.x + cell.w / 2.0,
            cell.y + cell.h / 2.0,
            cell.h * 0.6,
            ink,
        );
    }
    let lower = Rect::new(r.x, rows[3].y + gap, r.w, r.y + r.h - rows[3].y - gap);
    match &p.sticker {
        Sticker::Edition2024(_) => catalogue(open, ui, lower, targets),
        Sticker::Classic(c) => {
            let duel = c.duel();
            for (line, stat) in grid(
                Rect::new(lower.x, lower.y, lower.w, lower.h * 0.6),
                1,
                4,
                gap,
            )
            .into_iter()
            .zip(DuelStat::ALL)
            {
                let cells = row(line, 4, gap);
                let v = stat.value(duel);
                say_line(
                    &format!("{stat:?}"),
                    cells[0].x,
                    cells[0].y + cells[0].h / 2.0,
                    16.0,
                );
                let key = format!("{stat:?}").to_lowercase();
                targets.button(
                    cells[1],
                    "-",
                    false,
                    Intent::Apply(Action::SetDuel(i, stat, v.saturating_sub(1))),
                    &format!("duel-{key}-down"),
                );
                say_line(
                    &v.to_string(),
                    cells[2].x + cells[2].w / 2.0,
                    cells[2].y + cells[2].h / 2.0,
                    20.0,
                );
                targets.button(
                    cells[3],
                    "+",
                    false,
                    Intent::Apply(Action::SetDuel(i, stat, v + 1)),
                    &format!("duel-{key}-up"),
                );
            }
        }
    }
}

/// The 2024 catalogue by value, a page at a time; stickers another player has are dimmed.
fn catalogue(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let gap = 6.0;
    let tabs_h = (r.h * 0.12).clamp(30.0, 50.0);
    let tabs = Rect::new(r.x, r.y, r.w, tabs_h);
    let cells = row(tabs, 6, gap);
    for (cell, v) in cells.iter().zip(1..=4u32) {
        let on = ui.catalogue_value == v;
        targets.button(
            *cell,
            &format!("value {v}"),
            on,
            Intent::CatalogueValue(v),
            &format!("value-{v}"),
        );
    }
    targets.button(
        cells[4],
        "<",
        false,
        Intent::CataloguePage(-1),
        "catalogue-prev",
    );
    targets.button(
        cells[5],
        ">",
        false,
        Intent::CataloguePage(1),
        "catalogue-next",
    );
    let all: Vec<_> = catalogue_2024()
        .into_iter()
        .filter(|s| s.value() == ui.catalogue_value)
        .collect();
    let per_page = CATALOGUE_COLS * CATALOGUE_ROWS;
    let pages = all.len().div_ceil(per_page).max(1);
    let page = ui.catalogue_page.min(pages - 1);
    let used: Vec<Vec<crate::core::squad::Skill>> = open
        .draft
        .players
        .iter()
        .enumerate()
        .filter(|(k, _)| *k != ui.player)
        .map(|(_, p)| p.sticker.identity())
        .collect();
    let body = Rect::new(r.x, r.y + tabs_h + gap, r.w, r.h - tabs_h - gap);
    for (cell, s) in grid(body, CATALOGUE_COLS, CATALOGUE_ROWS, gap)
        .into_iter()
        .zip(all.iter().skip(page * per_page))
    {
        let sticker = Sticker::Edition2024(s.clone());
        let letters = sticker.letters();
        let intent = Intent::Apply(Action::SetSticker(ui.player, sticker.clone()));
        targets.button(cell, "", false, intent, &format!("catalogue-{letters}"));
        let scene = sticker_scene(&sticker);
        draw_scene(
            &scene,
            Placement::fit(&scene, cell.x, cell.y, cell.w, cell.h - 14.0),
        );
        label(&letters, cell.x + 3.0, cell.y + cell.h - 7.0, 12.0, TEXT);
        if used.contains(&sticker.identity()) {
            draw_rectangle(
                cell.x,
                cell.y,
                cell.w,
                cell.h,
                Color::new(0.0, 0.0, 0.0, 0.55),
            );
        }
    }
    say_line(
        &format!("page {} of {pages}", page + 1),
        r.x,
        r.y + r.h - 6.0,
        12.0,
    );
}
