//! The Stickers page: the 16 players' round stickers, the budget bar (2024: exactly 34;
//! Classic: the strength band), a catalogue to pick from, sections to add and remove, numbers,
//! names and Classic duel numbers, with the roster validator's messages inline.

use super::editor::{Action, DuelStat, OpenTeam, TextField, edition_name};
use super::targets::{Targets, grid, label, panel, rgb, row, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, budget_bar, say_error, say_line, text_size};
use crate::core::roster::{
    CLASSIC_TOURNAMENT_TOTAL, ClassicSticker, SKILLS_2024, SKILLS_CLASSIC, Sticker,
};
use crate::core::rules::Edition;
use crate::teams::advice::became_complete;
use crate::teams::catalogue::{catalogue, max_value};
use crate::ui::form::fitted_size;
use crate::ui::palette::{skill_colour, sticker_scene};
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::title::wrap;
use crate::ui::widgets::TEXT;
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

pub(super) fn draw(open: &OpenTeam, ui: &UiState, area: Rect, targets: &mut Targets<Intent>) {
    let gap = 8.0;
    let top = Rect::new(area.x, area.y, area.w, (area.h * 0.08).clamp(34.0, 56.0));
    let editions = Rect::new(top.x, top.y, (top.w * 0.24).min(220.0), top.h);
    edition_buttons(open, editions, targets);
    let bar = Rect::new(
        editions.x + editions.w + gap,
        top.y,
        top.w - editions.w - gap,
        top.h,
    );
    budget_bar::draw(&open.draft, bar);
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
    validator_lines(open, ui.player, problems);
    player_detail(open, ui, halves[1], targets);
}

/// The two editions' buttons: a tap turns every sticker into the other edition's.
fn edition_buttons(open: &OpenTeam, r: Rect, targets: &mut Targets<Intent>) {
    for (cell, edition) in row(r, 2, 4.0)
        .into_iter()
        .zip([Edition::Y2024, Edition::Classic])
    {
        let name = edition_name(edition);
        targets.button(
            cell,
            name,
            open.draft.edition == edition,
            Intent::Apply(Action::SetEdition(edition)),
            &format!("edition-{}", name.to_lowercase()),
        );
    }
}

/// The roster validator's messages in plain words (naming the player, `focus` for the whole
/// roster's problems, and what to do): what makes the team illegal (in the error colour),
/// then advice (a changed BASE squad is now a COMPLETE team; Classic over 50) and, for
/// Classic, how far the total is from tournament mode.
fn validator_lines(open: &OpenTeam, focus: usize, r: Rect) {
    panel(r);
    let lines = (((r.h - 6.0) / 17.0).max(1.0)) as usize;
    let mut y = r.y + 12.0;
    let errors: Vec<String> = (open.problems.iter())
        .map(|e| e.in_words(&open.draft, Some(focus)).to_string())
        .collect();
    let report = open.draft.roster_report();
    let became = if open.problems.is_empty() {
        None
    } else {
        became_complete(&open.draft)
    };
    let mut notes: Vec<String> = became.into_iter().collect();
    notes.extend(report.warnings.iter().cloned());
    if open.draft.edition == Edition::Classic {
        let t = CLASSIC_TOURNAMENT_TOTAL;
        if report.total > t {
            notes.push(format!(
                "Tournament mode needs exactly {t}: {} too many",
                report.total - t
            ));
        } else if report.total < t {
            notes.push(format!(
                "Tournament mode needs exactly {t}: {} short",
                t - report.total
            ));
        }
        if report.total == CLASSIC_TOURNAMENT_TOTAL {
            notes.push(format!(
                "Total {CLASSIC_TOURNAMENT_TOTAL}: this roster can play tournament mode"
            ));
        }
    }
    let width = r.w - 12.0;
    let wrapped = |text: &str, size: f32| {
        let chars = (width / (size * 0.6)).max(10.0) as usize;
        wrap(text, chars)
    };
    let mut shown = 0;
    let mut say = |text: &str, error: bool, y: &mut f32| {
        for line in wrapped(text, 13.0) {
            if shown >= lines {
                return;
            }
            if error {
                say_error(&line, r.x + 6.0, *y, 13.0);
            } else {
                say_line(&line, r.x + 6.0, *y, 13.0);
            }
            *y += 17.0;
            shown += 1;
        }
    };
    for m in &errors {
        say(m, true, &mut y);
    }
    if errors.is_empty() {
        say("The roster is legal and saved", false, &mut y);
    }
    for note in &notes {
        say(note, false, &mut y);
    }
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
    let (word, most) = match p.sticker {
        Sticker::Edition2024(_) => ("Value", max_value(Edition::Y2024)),
        Sticker::Classic(_) => ("Skill level", max_value(Edition::Classic)),
    };
    let heading = format!(
        "{word} {} of {most}: tap a section to take it off",
        p.sticker.value()
    );
    say_line(
        &heading,
        sections.x,
        sections.y + 10.0,
        fitted_size(&heading, sections.w, 14.0),
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
            fitted_size(&text, cell.w - 5.0, 12.0),
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
        Sticker::Edition2024(_) => catalogue_pages(open, ui, lower, targets),
        Sticker::Classic(c) => {
            let numbers = Rect::new(lower.x, lower.y, lower.w, lower.h * 0.3);
            duel_numbers(i, c, numbers, targets);
            let rest = Rect::new(
                lower.x,
                numbers.y + numbers.h + gap,
                lower.w,
                lower.h - numbers.h - gap,
            );
            catalogue_pages(open, ui, rest, targets);
        }
    }
}

/// Classic, "SKILL": the four duel numbers in the colours the sticker prints them, each with
/// a minus and a plus.
fn duel_numbers(i: usize, c: &ClassicSticker, r: Rect, targets: &mut Targets<Intent>) {
    let gap = 6.0;
    let duel = c.duel();
    for (cell, stat) in grid(r, 2, 2, gap).into_iter().zip(DuelStat::ALL) {
        let parts = split(cell, &[0.55, 0.15, 0.15, 0.15], 4.0);
        let v = stat.value(duel);
        let colour = skill_colour(stat.colour());
        draw_rectangle(parts[0].x, parts[0].y, 6.0, parts[0].h, rgb(colour));
        say_line(
            stat.name(),
            parts[0].x + 10.0,
            parts[0].y + parts[0].h / 2.0,
            fitted_size(stat.name(), parts[0].w - 12.0, text_size(parts[0].h)),
        );
        let key = format!("{stat:?}").to_lowercase();
        targets.button(
            parts[1],
            "-",
            false,
            Intent::Apply(Action::SetDuel(i, stat, v.saturating_sub(1))),
            &format!("duel-{key}-down"),
        );
        crate::ui::widgets::centred_text(
            &v.to_string(),
            parts[2].x + parts[2].w / 2.0,
            parts[2].y + parts[2].h / 2.0,
            parts[2].h * 0.7,
            rgb(colour),
        );
        targets.button(
            parts[3],
            "+",
            false,
            Intent::Apply(Action::SetDuel(i, stat, v.saturating_add(1))),
            &format!("duel-{key}-up"),
        );
    }
}

/// The edition's catalogue by value (skill level), a page at a time; in 2024, where every
/// player is unique, stickers another player has are dimmed.
fn catalogue_pages(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let edition = open.draft.edition;
    let top = max_value(edition);
    let value = ui.catalogue_value.clamp(1, top);
    let gap = 6.0;
    let tabs_h = (r.h * 0.12).clamp(30.0, 50.0);
    let tabs = Rect::new(r.x, r.y, r.w, tabs_h);
    let cells = row(tabs, top as usize + 2, gap);
    let word = match edition {
        Edition::Y2024 => "value",
        Edition::Classic => "level",
    };
    for (cell, v) in cells.iter().zip(1..=top) {
        targets.button(
            *cell,
            &format!("{word} {v}"),
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
    let footer = 14.0;
    let body = Rect::new(r.x, r.y + tabs_h + gap, r.w, r.h - tabs_h - gap - footer);
    for (cell, s) in grid(body, CATALOGUE_COLS, CATALOGUE_ROWS, gap)
        .into_iter()
        .zip(all.iter().skip(page * per_page))
    {
        let sticker = (*s).clone();
        let letters = sticker.letters();
        let intent = Intent::Apply(Action::SetSticker(ui.player, sticker.clone()));
        targets.button(cell, "", false, intent, &format!("catalogue-{letters}"));
        let scene = sticker_scene(&sticker);
        draw_scene(
            &scene,
            Placement::fit(&scene, cell.x, cell.y, cell.w, cell.h - 14.0),
        );
        label(&letters, cell.x + 3.0, cell.y + cell.h - 7.0, 12.0, TEXT);
        if edition == Edition::Y2024 && used.contains(&sticker.identity()) {
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
