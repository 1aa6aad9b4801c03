//! The Stickers page: the 16 players' round stickers, the budget bar (2024: exactly 34;
//! Classic: the strength band), a catalogue to pick from, sections to add and remove, numbers,
//! names and Classic duel numbers, with the roster validator's messages inline.

use super::editor::{Action, DuelStat, OpenTeam, TextField};
use super::targets::{Targets, grid, panel, rgb, row, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, budget_bar, say_error, say_line, text_size, words};
use crate::core::roster::{
    BUDGET_2024, CLASSIC_TOURNAMENT_TOTAL, ClassicSticker, SKILLS_2024, SKILLS_CLASSIC, Sticker,
};
use crate::core::rules::Edition;
use crate::i18n::{tr, trf};
use crate::teams::advice::became_complete;
use crate::teams::catalogue::{catalogue, max_value};
use crate::ui::palette::{skill_colour, sticker_scene};
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::widgets::{Label, MIN_TEXT, TEXT, wrap_lines};
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
    let top = Rect::new(area.x, area.y, area.w, (area.h * 0.08).clamp(44.0, 56.0));
    let editions = Rect::new(top.x, top.y, (top.w * 0.24).clamp(100.0, 220.0), top.h);
    edition_buttons(open, editions, targets);
    let fill = fill_offered(open).then(|| {
        let w = (top.w * 0.22).clamp(96.0, 200.0);
        Rect::new(top.x + top.w - w, top.y, w, top.h)
    });
    let bar_end = fill.map_or(top.x + top.w, |f| f.x - gap);
    let bar_x = editions.x + editions.w + gap;
    let bar = Rect::new(bar_x, top.y, bar_end - bar_x, top.h);
    budget_bar::draw(&open.draft, bar, targets);
    if let Some(cell) = fill {
        let text = tr("Fill the budget");
        targets.button(
            cell,
            text,
            false,
            Intent::Apply(Action::FillBudget),
            "fill-budget",
        );
    }
    let body = Rect::new(area.x, bar.y + bar.h + gap, area.w, area.h - bar.h - gap);
    let halves = split(body, &[0.42, 0.58], gap * 2.0);
    let roster = halves[0];
    let players = Rect::new(roster.x, roster.y, roster.w, roster.h * 0.78);
    for (i, cell) in grid(players, 4, 4, 6.0).into_iter().enumerate() {
        if let Some(p) = open.draft.players.get(i) {
            let name = format!("player-{}", i + 1);
            targets.button(cell, "", ui.player == i, Intent::PickPlayer(i), &name);
            let label_h = 16.0;
            let scene = sticker_scene(&p.sticker);
            let at = Placement::fit(&scene, cell.x, cell.y + 2.0, cell.w, cell.h - label_h - 2.0);
            targets.paint(|| draw_scene(&scene, at));
            let text = format!("#{} {}", p.number.0, p.name);
            let ink = if ui.player == i {
                Color::new(0.1, 0.1, 0.1, 1.0)
            } else {
                TEXT
            };
            let room = cell.w - 6.0;
            let shown = fitting(&text, room);
            let at = (cell.x + 3.0, cell.y + cell.h - label_h / 2.0 - 1.0);
            targets.text(&shown, at, MIN_TEXT, room, ink);
        }
    }
    let problems = Rect::new(
        roster.x,
        players.y + players.h + gap,
        roster.w,
        roster.h - players.h - gap,
    );
    validator_lines(open, ui.player, problems, targets);
    player_detail(open, ui, halves[1], targets);
}

/// True when "Fill the budget" has something to do: a 2024 team off the budget of 34, or a
/// standard BASE squad to be made a COMPLETE team.
fn fill_offered(open: &OpenTeam) -> bool {
    let draft = &open.draft;
    draft.edition == Edition::Y2024
        && (draft.roster_report().total != BUDGET_2024 || draft.is_standard_base())
}

/// `text` cut to fit `room` at the smallest text size, with an ellipsis when cut.
fn fitting(text: &str, room: f32) -> String {
    let fits = |t: &str| crate::ui::widgets::text_width(t, MIN_TEXT) <= room;
    if fits(text) {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let cut: String = chars.iter().collect::<String>() + ".";
        if fits(&cut) {
            return cut;
        }
    }
    String::new()
}

/// The two editions' buttons: a tap turns every sticker into the other edition's.
fn edition_buttons(open: &OpenTeam, r: Rect, targets: &mut Targets<Intent>) {
    for (cell, edition) in row(r, 2, 4.0)
        .into_iter()
        .zip([Edition::Y2024, Edition::Classic])
    {
        let name = words::edition(edition);
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
fn validator_lines(open: &OpenTeam, focus: usize, r: Rect, targets: &mut Targets<Intent>) {
    targets.paint(|| panel(r));
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
        let (t_text, total) = (t.to_string(), report.total);
        if total > t {
            notes.push(trf(
                "Tournament mode needs exactly {0}: {1} too many",
                &[&t_text, &(total - t).to_string()],
            ));
        } else if total < t {
            notes.push(trf(
                "Tournament mode needs exactly {0}: {1} short",
                &[&t_text, &(t - total).to_string()],
            ));
        } else {
            notes.push(trf(
                "Total {0}: this roster can play tournament mode",
                &[&t_text],
            ));
        }
    }
    let width = r.w - 12.0;
    let mut shown = 0;
    let mut say = |text: &str, error: bool, y: &mut f32| {
        for line in wrap_lines(text, LINE_SIZE, width) {
            if shown >= lines {
                return;
            }
            let at = (r.x + 6.0, *y);
            if error {
                say_error(targets, &line, at, LINE_SIZE, width);
            } else {
                say_line(targets, &line, at, LINE_SIZE, width);
            }
            *y += 17.0;
            shown += 1;
        }
    };
    for m in &errors {
        say(m, true, &mut y);
    }
    if errors.is_empty() {
        say(tr("The roster is legal and saved"), false, &mut y);
    }
    for note in &notes {
        say(note, false, &mut y);
    }
}

/// The validator's text size.
const LINE_SIZE: f32 = 13.0;

fn player_detail(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let Some(p) = open.draft.players.get(ui.player) else {
        return;
    };
    let i = ui.player;
    let gap = 6.0;
    let rows = grid(r, 1, 10, gap);
    let head = split(rows[0], &[1.0, 1.0, 1.0, 3.0], gap);
    let number = p.number.0;
    targets.button(
        head[0],
        "-",
        false,
        Intent::Apply(Action::SetNumber(i, number.saturating_sub(1))),
        "number-down",
    );
    let at = (head[1].x + 4.0, head[1].y + head[1].h / 2.0);
    let size = text_size(head[1].h * 1.3);
    say_line(targets, &format!("#{number}"), at, size, head[1].w - 4.0);
    targets.button(
        head[2],
        "+",
        false,
        Intent::Apply(Action::SetNumber(i, number.saturating_add(1))),
        "number-up",
    );
    targets.button(
        head[3],
        &trf("Name: {0}", &[p.name.as_str()]),
        false,
        Intent::Type(Purpose::Field(TextField::PlayerName(i))),
        "text-player-name",
    );
    let big = Rect::new(r.x, rows[1].y, rows[1].h * 2.0 + gap, rows[1].h * 2.0 + gap);
    let scene = sticker_scene(&p.sticker);
    targets.paint(|| draw_scene(&scene, Placement::fit(&scene, big.x, big.y, big.w, big.h)));
    let sections = Rect::new(big.x + big.w + gap, rows[1].y, r.w - big.w - gap, rows[1].h);
    let (word, most) = match p.sticker {
        Sticker::Edition2024(_) => (tr("Value"), max_value(Edition::Y2024)),
        Sticker::Classic(_) => (tr("Skill level"), max_value(Edition::Classic)),
    };
    let heading = trf(
        "{0} {1} of {2}: tap a section to take it off",
        &[word, &p.sticker.value().to_string(), &most.to_string()],
    );
    let heading_h = 16.0;
    let at = (sections.x, sections.y + heading_h / 2.0);
    say_line(targets, &heading, at, 14.0, sections.w);
    let current = Rect::new(
        sections.x,
        sections.y + heading_h,
        sections.w,
        sections.h - heading_h,
    );
    for (k, (cell, skill)) in row(current, 4, gap)
        .into_iter()
        .zip(p.sticker.skills())
        .enumerate()
    {
        let intent = Intent::Apply(Action::RemoveSkill(i, k));
        let colour = skill_colour(*skill);
        targets.swatch(cell, colour, false, intent, &format!("section-{k}"));
        let ink = rgb(colour.contrasting_ink());
        let long = format!("{} {}", skill.letter(), words::skill(*skill));
        let fits = crate::ui::widgets::text_width(&long, MIN_TEXT) <= cell.w - 5.0;
        let text = if fits {
            long
        } else {
            skill.letter().to_string()
        };
        let at = (cell.x + 3.0, cell.y + cell.h / 2.0);
        targets.text(&text, at, text_size(cell.h), cell.w - 5.0, ink);
    }
    let adds = Rect::new(sections.x, rows[2].y, sections.w, rows[2].h);
    let add_words = tr("Add a section:");
    say_line(
        targets,
        add_words,
        (adds.x, adds.y + heading_h / 2.0),
        14.0,
        adds.w,
    );
    let skills: &[_] = match p.sticker {
        Sticker::Edition2024(_) => &SKILLS_2024,
        Sticker::Classic(_) => &SKILLS_CLASSIC,
    };
    let add_row = Rect::new(adds.x, adds.y + heading_h, adds.w, adds.h - heading_h);
    for (cell, skill) in row(add_row, skills.len(), gap).into_iter().zip(skills) {
        let name = format!("skill-{}", skill.letter());
        let colour = skill_colour(*skill);
        let intent = Intent::Apply(Action::AddSkill(i, *skill));
        targets.swatch(cell, colour, false, intent, &name);
        let letter = Label::centred(
            skill.letter().to_string(),
            (cell.x + cell.w / 2.0, cell.y + cell.h / 2.0),
            (cell.h * 0.6).max(MIN_TEXT),
            cell.w,
        )
        .coloured(rgb(colour.contrasting_ink()));
        targets.paint(|| letter.draw());
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
        targets.paint(|| draw_rectangle(parts[0].x, parts[0].y, 6.0, parts[0].h, rgb(colour)));
        let name = words::duel(stat);
        let at = (parts[0].x + 10.0, parts[0].y + parts[0].h / 2.0);
        say_line(targets, name, at, text_size(parts[0].h), parts[0].w - 12.0);
        let key = format!("{stat:?}").to_lowercase();
        targets.button(
            parts[1],
            "-",
            false,
            Intent::Apply(Action::SetDuel(i, stat, v.saturating_sub(1))),
            &format!("duel-{key}-down"),
        );
        let value = Label::centred(
            v.to_string(),
            (parts[2].x + parts[2].w / 2.0, parts[2].y + parts[2].h / 2.0),
            (parts[2].h * 0.7).max(MIN_TEXT),
            parts[2].w,
        )
        .coloured(rgb(colour));
        targets.paint(|| value.draw());
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
    let tabs_h = (r.h * 0.12).clamp(44.0, 50.0);
    let tabs = Rect::new(r.x, r.y, r.w, tabs_h);
    let cells = row(tabs, top as usize + 2, gap);
    // The values' word where it fits ("value 2"), else the number alone.
    let word = match edition {
        Edition::Y2024 => tr("value {0}"),
        Edition::Classic => tr("level {0}"),
    };
    for (cell, v) in cells.iter().zip(1..=top) {
        let long = crate::i18n::trf(word, &[&v.to_string()]);
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
    let footer = 16.0;
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
    let used: Vec<Vec<crate::core::squad::Skill>> = open
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
    let page_words = trf(
        "page {0} of {1}",
        &[&(page + 1).to_string(), &pages.to_string()],
    );
    say_line(targets, &page_words, (r.x, r.y + r.h - 8.0), MIN_TEXT, r.w);
}

/// The smallest catalogue cell: a finger's target.
const CELL_MIN: f32 = 48.0;
