//! The Stickers page: the 16 players' round stickers, the budget bar (2024: exactly 34;
//! Classic: the strength band), a catalogue to pick from, sections to add and remove, numbers,
//! names and Classic duel numbers, with the roster validator's messages inline.

use super::catalogue_page::{CELL_MIN, catalogue_least};
use super::editor::{Action, DuelStat, OpenTeam, TextField};
use super::targets::{Targets, grid, panel, rgb, row, shorten, split};
use super::text_entry::Purpose;
use super::{Intent, UiState, budget_bar, say_error, say_line, text_size, words};
use crate::ui::form::TOUCH;
use crate::ui::palette::{skill_colour, sticker_scene};
use crate::ui::scene_draw::{Placement, draw_scene};
use crate::ui::widgets::{Label, MIN_TEXT, TEXT, wrap_lines};
use hexkick_i18n::{tr, trf};
use hexkick_rules::roster::{
    BUDGET_2024, CLASSIC_TOURNAMENT_TOTAL, ClassicSticker, SKILLS_2024, SKILLS_CLASSIC, Sticker,
};
use hexkick_rules::rules::Edition;
use hexkick_teams::advice::became_complete;
use hexkick_teams::catalogue::max_value;
use macroquad::prelude::{Color, Rect, draw_rectangle};

/// The space between rows, logical pixels.
const GAP: f32 = 6.0;

/// A wide window shows the squad beside the chosen player; a narrow one (taller than wide)
/// shows the squad, and a tap on a player opens his sticker in its place (with a way back).
pub(super) fn draw(open: &OpenTeam, ui: &UiState, area: Rect, targets: &mut Targets<Intent>) {
    let gap = 8.0;
    let compact = area.w < area.h;
    let row_h = (area.h * 0.08).clamp(TOUCH, 56.0);
    let bar = Rect::new(area.x, area.y, area.w, row_h);
    let top = top_bar(open, compact.then_some(ui.player_open), bar, targets);
    let body = Rect::new(area.x, top + gap, area.w, area.y + area.h - top - gap);
    if !compact {
        let halves = split(body, &[0.42, 0.58], gap * 2.0);
        squad(open, ui, halves[0], targets);
        player_detail(open, ui, halves[1], false, targets);
    } else if ui.player_open {
        player_detail(open, ui, body, true, targets);
    } else {
        squad(open, ui, body, targets);
    }
}

/// The editions, the budget bar and "Fill the budget" (when it has something to do) in one
/// row `r`. On a narrow window (`narrow` is whether a player's page is shown): on the squad's
/// page the editions and Fill, with the bar in a second row under them; on a player's page
/// the bar and Fill only. Returns where the rows end.
fn top_bar(open: &OpenTeam, narrow: Option<bool>, r: Rect, targets: &mut Targets<Intent>) -> f32 {
    let gap = 8.0;
    let fill = fill_offered(open);
    let cells = row(r, 3, gap);
    let two_thirds = Rect::new(r.x, r.y, cells[1].x + cells[1].w - r.x, r.h);
    let (editions, bar, fill_cell) = match narrow {
        Some(true) => {
            let bar = if fill { two_thirds } else { r };
            (None, bar, fill.then_some(cells[2]))
        }
        Some(false) => {
            let bar = Rect::new(r.x, r.y + r.h + gap, r.w, r.h);
            (Some(two_thirds), bar, fill.then_some(cells[2]))
        }
        None => {
            let editions = Rect::new(r.x, r.y, (r.w * 0.24).clamp(100.0, 220.0), r.h);
            let fill_cell = fill.then(|| {
                let w = (r.w * 0.22).clamp(96.0, 200.0);
                Rect::new(r.x + r.w - w, r.y, w, r.h)
            });
            let bar_end = fill_cell.map_or(r.x + r.w, |f| f.x - gap);
            let bar_x = editions.x + editions.w + gap;
            let bar = Rect::new(bar_x, r.y, bar_end - bar_x, r.h);
            (Some(editions), bar, fill_cell)
        }
    };
    if let Some(editions) = editions {
        edition_buttons(open, editions, targets);
    }
    budget_bar::draw(&open.draft, bar, targets);
    if let Some(cell) = fill_cell {
        let text = tr("Fill the budget");
        let intent = Intent::Apply(Action::FillBudget);
        targets.button(cell, text, false, intent, "fill-budget");
    }
    bar.y + bar.h
}

/// The 16 players' stickers (a tap picks one) and the validator's messages under them.
fn squad(open: &OpenTeam, ui: &UiState, r: Rect, targets: &mut Targets<Intent>) {
    let gap = 8.0;
    let players = Rect::new(r.x, r.y, r.w, (r.h * 0.74).min(r.w * 1.1));
    for (i, cell) in grid(players, 4, 4, GAP).into_iter().enumerate() {
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
            let shown = shorten(&text, room, MIN_TEXT);
            let at = (cell.x + 3.0, cell.y + cell.h - label_h / 2.0 - 1.0);
            targets.text(&shown, at, MIN_TEXT, room, ink);
        }
    }
    let top = players.y + players.h + gap;
    let problems = Rect::new(r.x, top, r.w, r.y + r.h - top);
    validator_lines(open, ui.player, problems, targets);
}

/// True when "Fill the budget" has something to do: a 2024 team off the budget of 34, or a
/// standard BASE squad to be made a COMPLETE team.
fn fill_offered(open: &OpenTeam) -> bool {
    let draft = &open.draft;
    draft.edition == Edition::Y2024
        && (draft.roster_report().total != BUDGET_2024 || draft.is_standard_base())
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

/// The chosen player: his number, his name, his sticker with its sections (a tap takes one
/// off), the sections to add, for Classic his duel numbers, and the catalogue. `compact`: a
/// narrow window's own page, with a way back to the squad and the name on a row of its own.
fn player_detail(
    open: &OpenTeam,
    ui: &UiState,
    r: Rect,
    compact: bool,
    targets: &mut Targets<Intent>,
) {
    let Some(p) = open.draft.players.get(ui.player) else {
        return;
    };
    let i = ui.player;
    let gap = GAP;
    let row_h = ((r.h - DETAIL_FIXED) / DETAIL_ROWS).clamp(TOUCH, 56.0);
    let first = Rect::new(r.x, r.y, r.w, row_h);
    let number = p.number.0;
    let name_text = trf("Name: {0}", &[p.name.as_str()]);
    let name_intent = Intent::Type(Purpose::Field(TextField::PlayerName(i)));
    let (head, mut y) = if compact {
        let head = split(first, &[2.0, 1.0, 1.0, 1.0], gap);
        targets.button(
            head[0],
            tr("All players"),
            false,
            Intent::CloseSub,
            "players-back",
        );
        let name = Rect::new(r.x, first.y + row_h + gap, r.w, row_h);
        targets.button(name, &name_text, false, name_intent, "text-player-name");
        (head[1..].to_vec(), name.y + row_h + gap)
    } else {
        let head = split(first, &[1.0, 1.0, 1.0, 3.0], gap);
        targets.button(head[3], &name_text, false, name_intent, "text-player-name");
        (head[..3].to_vec(), first.y + row_h + gap)
    };
    let down = Intent::Apply(Action::SetNumber(i, number.saturating_sub(1)));
    targets.button(head[0], "-", false, down, "number-down");
    let at = (head[1].x + 4.0, head[1].y + head[1].h / 2.0);
    let size = text_size(head[1].h * 1.3);
    say_line(targets, &format!("#{number}"), at, size, head[1].w - 4.0);
    let up = Intent::Apply(Action::SetNumber(i, number.saturating_add(1)));
    targets.button(head[2], "+", false, up, "number-up");
    // The sticker, and beside it how much it is worth and its sections.
    let (word, most) = match p.sticker {
        Sticker::Edition2024(_) => (tr("Value"), max_value(Edition::Y2024)),
        Sticker::Classic(_) => (tr("Skill level"), max_value(Edition::Classic)),
    };
    let heading = trf(
        "{0} {1} of {2}: tap a section to take it off",
        &[word, &p.sticker.value().to_string(), &most.to_string()],
    );
    let side = (row_h * 1.6).min(r.w * 0.3);
    let beside = r.w - side - gap;
    let lines = wrap_lines(&heading, HEADING_SIZE, beside);
    let heading_h = HEADING_LINE * lines.len().clamp(1, 2) as f32;
    let big = Rect::new(r.x, y, side, heading_h + row_h);
    let scene = sticker_scene(&p.sticker);
    targets.paint(|| draw_scene(&scene, Placement::fit(&scene, big.x, big.y, big.w, big.h)));
    let x = big.x + big.w + gap;
    let room = r.x + r.w - x;
    for (k, line) in lines.iter().take(2).enumerate() {
        let at = (x, y + HEADING_LINE * (k as f32 + 0.5));
        say_line(targets, line, at, HEADING_SIZE, room);
    }
    let current = Rect::new(x, y + heading_h, room, row_h);
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
    y = big.y + big.h + gap;
    // The sections to add, under their heading when the rest leaves room for it.
    let classic_h = match p.sticker {
        Sticker::Classic(_) => 2.0 * (HEADING_LINE + row_h) + 2.0 * gap,
        Sticker::Edition2024(_) => 0.0,
    };
    let rest = r.y + r.h - y - row_h - gap - classic_h;
    let add_heading = if rest >= catalogue_least(row_h) + HEADING_LINE {
        say_line(
            targets,
            tr("Add a section:"),
            (r.x, y + HEADING_LINE / 2.0),
            HEADING_SIZE,
            r.w,
        );
        HEADING_LINE
    } else {
        0.0
    };
    let skills: &[_] = match p.sticker {
        Sticker::Edition2024(_) => &SKILLS_2024,
        Sticker::Classic(_) => &SKILLS_CLASSIC,
    };
    let add_row = Rect::new(r.x, y + add_heading, r.w, row_h);
    for (cell, skill) in row(add_row, skills.len(), 4.0).into_iter().zip(skills) {
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
    y = add_row.y + add_row.h + gap;
    if let Sticker::Classic(c) = &p.sticker {
        let numbers = Rect::new(r.x, y, r.w, classic_h - gap);
        duel_numbers(i, c, numbers, row_h, targets);
        y = numbers.y + numbers.h + gap;
    }
    let lower = Rect::new(r.x, y, r.w, r.y + r.h - y);
    super::catalogue_page::draw(open, ui, lower, row_h, targets);
}

/// A player's page at its fullest (Classic, narrow): seven rows of buttons (number, name,
/// sections, sections to add, two of duel numbers, the catalogue's values) ...
const DETAIL_ROWS: f32 = 7.0;
/// ... and the rest: the gaps, the sticker's two heading lines, the duel numbers' names and
/// a row of catalogue stickers, logical pixels.
const DETAIL_FIXED: f32 = 7.0 * GAP + 4.0 * HEADING_LINE + CELL_MIN;

/// The size and line height of the player's headings.
const HEADING_SIZE: f32 = 14.0;
const HEADING_LINE: f32 = 18.0;

/// Classic, "SKILL": the four duel numbers in the colours the sticker prints them, each with
/// a minus and a plus.
fn duel_numbers(i: usize, c: &ClassicSticker, r: Rect, row_h: f32, t: &mut Targets<Intent>) {
    let gap = GAP;
    let duel = c.duel();
    for (cell, stat) in grid(r, 2, 2, gap).into_iter().zip(DuelStat::ALL) {
        let v = stat.value(duel);
        let colour = skill_colour(stat.colour());
        let name = words::duel(stat);
        t.paint(|| draw_rectangle(cell.x, cell.y + 3.0, 6.0, HEADING_LINE - 6.0, rgb(colour)));
        let at = (cell.x + 10.0, cell.y + HEADING_LINE / 2.0);
        let shown = shorten(name, cell.w - 10.0, MIN_TEXT);
        say_line(t, &shown, at, HEADING_SIZE, cell.w - 10.0);
        let line = Rect::new(cell.x, cell.y + HEADING_LINE, cell.w, row_h);
        let parts = row(line, 3, 4.0);
        let key = format!("{stat:?}").to_lowercase();
        let down = Intent::Apply(Action::SetDuel(i, stat, v.saturating_sub(1)));
        t.button(parts[0], "-", false, down, &format!("duel-{key}-down"));
        let value = Label::centred(
            v.to_string(),
            (parts[1].x + parts[1].w / 2.0, parts[1].y + parts[1].h / 2.0),
            (parts[1].h * 0.6).max(MIN_TEXT),
            parts[1].w,
        )
        .coloured(rgb(colour));
        t.paint(|| value.draw());
        let up = Intent::Apply(Action::SetDuel(i, stat, v.saturating_add(1)));
        t.button(parts[2], "+", false, up, &format!("duel-{key}-up"));
    }
}
