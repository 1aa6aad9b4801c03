//! The competition's page: its fixtures and results, the table, the top scorers and the cards
//! (one tab at a time), the next match with the players who miss it, and the button that
//! plays it at the table (a person coaches a side) or simulates it (two AI coaches).

use super::words;
use crate::core::competition::{Competition, standings};
use crate::i18n::tr;
use crate::input::stroke::StrokeEvent;
use crate::ui::form::{MENU_BACKGROUND, fitted_size, left_text};
use crate::ui::widgets::{Button, TEXT, centred_text, text_width};
use crate::ui::wrap::wrap;
use macroquad::prelude::{Color, Rect, clear_background};

/// Which list the page shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    /// Fixtures and results.
    #[default]
    Fixtures,
    /// The league table.
    Table,
    /// Top scorers.
    Scorers,
    /// Cards.
    Cards,
}

/// The tabs in the order shown, with their ids.
const TABS: [(Tab, &str); 4] = [
    (Tab::Fixtures, "tab_fixtures"),
    (Tab::Table, "tab_table"),
    (Tab::Scorers, "tab_scorers"),
    (Tab::Cards, "tab_cards"),
];

/// The colour of the next match's box.
const NEXT_BOX: Color = Color::new(0.05, 0.18, 0.09, 1.0);
/// The colour of the lines naming missing players.
const WARN: Color = Color::new(0.98, 0.85, 0.3, 1.0);

/// A line of the shown list: its text and, for the table, its numbers in columns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListLine {
    /// The text (a team, a result, a player).
    pub text: String,
    /// Figures drawn in columns on the right (the table's P W D L GF GA Pts).
    pub columns: Vec<String>,
    /// The next fixture, drawn lit.
    pub lit: bool,
}

impl ListLine {
    fn text(text: String) -> ListLine {
        ListLine {
            text,
            columns: Vec::new(),
            lit: false,
        }
    }
}

/// The lines of `tab`, at most `room` of them (fixtures: the ones around the next).
pub fn list(comp: &Competition, tab: Tab, room: usize) -> Vec<ListLine> {
    let mut out: Vec<ListLine> = match tab {
        Tab::Fixtures => {
            let next = comp.played.len();
            let from = next
                .saturating_sub(room / 2)
                .min(comp.fixtures.len().saturating_sub(room));
            comp.fixtures
                .iter()
                .enumerate()
                .skip(from)
                .take(room)
                .map(|(i, f)| {
                    let text = match comp.played.get(i) {
                        Some(p) => format!(
                            "R{} {}",
                            f.round,
                            words::result(
                                &p.home,
                                [p.result.home, p.result.away],
                                &p.away,
                                p.result.shootout
                            )
                        ),
                        None => words::fixture(f.round, &f.home, &f.away),
                    };
                    ListLine {
                        lit: i == next,
                        ..ListLine::text(text)
                    }
                })
                .collect()
        }
        Tab::Table => {
            let names: Vec<String> = comp.entrants.iter().map(|e| e.squad.name.clone()).collect();
            standings(&names, &comp.played)
                .into_iter()
                .enumerate()
                .map(|(k, l)| ListLine {
                    columns: l.figures().iter().map(u32::to_string).collect(),
                    ..ListLine::text(format!("{}. {}", k + 1, l.team))
                })
                .collect()
        }
        Tab::Scorers => comp
            .top_scorers()
            .into_iter()
            .map(|t| {
                ListLine::text(format!(
                    "{} #{} {} ({})",
                    t.count, t.number.0, t.name, t.team
                ))
            })
            .collect(),
        Tab::Cards => comp
            .cards()
            .into_iter()
            .map(|t| {
                ListLine::text(format!(
                    "{}Y {}R  #{} {} ({})",
                    t.count, t.red, t.number.0, t.name, t.team
                ))
            })
            .collect(),
    };
    out.truncate(room);
    out
}

/// The next match's lines: the fixture (or the winner, or that it is over) and who misses
/// it.
pub fn next_lines(comp: &Competition) -> (String, Vec<String>) {
    let Some(f) = comp.next_fixture() else {
        let head = match comp.cup_winner() {
            Some(w) => words::winner(&w),
            None => tr(words::OVER).to_string(),
        };
        return (head, Vec::new());
    };
    let mut missing: Vec<String> = comp
        .missing(f)
        .iter()
        .map(|m| words::missing(&m.team, m.absence.number.0, &m.name, m.absence.reason))
        .collect();
    if missing.is_empty() {
        missing.push(tr(words::NOBODY_MISSES).to_string());
    }
    (words::fixture(f.round, &f.home, &f.away), missing)
}

/// Where everything of the page goes.
pub struct HubLayout {
    /// The title's centre and size.
    pub title: (f32, f32, f32),
    /// The tab buttons.
    pub tabs: Vec<(Tab, &'static str, Rect)>,
    /// The list's area and its line height.
    pub list: (Rect, f32),
    /// The next match's box.
    pub next: Rect,
    /// The bottom buttons: id and rectangle.
    pub buttons: Vec<(&'static str, Rect)>,
}

/// The page laid out in a `w` x `h` window.
pub fn layout(w: f32, h: f32) -> HubLayout {
    let margin = (w * 0.03).clamp(8.0, 32.0);
    let bh = (h * 0.07).clamp(36.0, 56.0);
    let title_h = (h * 0.08).clamp(32.0, 64.0);
    let inner = w - 2.0 * margin;
    let tab_w = inner / 4.0;
    let tabs = TABS
        .iter()
        .enumerate()
        .map(|(k, &(tab, id))| {
            let r = Rect::new(
                margin + tab_w * k as f32 + 2.0,
                title_h,
                tab_w - 4.0,
                bh * 0.85,
            );
            (tab, id, r)
        })
        .collect();
    let buttons_y = h - margin - bh;
    let next_h = (h * 0.2).clamp(90.0, 170.0);
    let next = Rect::new(margin, buttons_y - margin * 0.5 - next_h, inner, next_h);
    let list_top = title_h + bh * 0.85 + margin * 0.5;
    let list = Rect::new(margin, list_top, inner, next.y - margin * 0.5 - list_top);
    let line_h = (h * 0.04).clamp(20.0, 34.0);
    let bw = (inner - 3.0 * margin) / 4.0;
    let buttons = ["back", "new", "simulate", "next"]
        .iter()
        .enumerate()
        .map(|(k, &id)| {
            (
                id,
                Rect::new(margin + (bw + margin) * k as f32, buttons_y, bw, bh),
            )
        })
        .collect();
    HubLayout {
        title: (
            w / 2.0,
            title_h * 0.5,
            (title_h * 0.55).min(w * 0.06).max(18.0),
        ),
        tabs,
        list: (list, line_h),
        next,
        buttons,
    }
}

/// The next-match buttons shown: Simulate for any fixture, Play also when a person coaches
/// a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextButton {
    /// A person coaches a side: play it at the table (or simulate it).
    Play,
    /// Two AI coaches: simulate it.
    Simulate,
    /// Every match is played.
    None,
}

impl NextButton {
    fn shows(self, id: &str) -> bool {
        match id {
            "next" => self == NextButton::Play,
            "simulate" => self != NextButton::None,
            _ => true,
        }
    }
}

/// The page's tappable parts: id and rectangle (tabs, then the buttons shown).
pub fn targets(l: &HubLayout, next: NextButton) -> Vec<(String, Rect)> {
    let tabs = l.tabs.iter().map(|(_, id, r)| (id.to_string(), *r));
    let buttons = l
        .buttons
        .iter()
        .filter(|(id, _)| next.shows(id))
        .map(|(id, r)| (id.to_string(), *r));
    tabs.chain(buttons).collect()
}

/// The id of the part the frame's strokes tapped.
pub fn tapped(events: &[StrokeEvent], targets: &[(String, Rect)]) -> Option<String> {
    events.iter().find_map(|event| match *event {
        StrokeEvent::Released { start, end, .. } => targets
            .iter()
            .find(|(_, r)| Button::new("", *r).is_tapped(start, end))
            .map(|(id, _)| id.clone()),
        _ => None,
    })
}

/// Draws the page.
pub fn draw(comp: &Competition, tab: Tab, next: NextButton, notice: Option<&str>, w: f32, h: f32) {
    let l = layout(w, h);
    clear_background(MENU_BACKGROUND);
    let (tx, ty, ts) = l.title;
    centred_text(
        &comp.name,
        tx,
        ty,
        fitted_size(&comp.name, w * 0.9, ts),
        TEXT,
    );
    for ((t, _, r), label) in l.tabs.iter().zip(words::TABS) {
        Button::new(tr(label), *r).draw(*t == tab);
    }
    let (area, line_h) = l.list;
    // The table's first line is its column heads.
    let head = usize::from(tab == Tab::Table);
    let room = ((area.h / line_h).floor() as usize)
        .saturating_sub(head)
        .max(1);
    let lines = list(comp, tab, room);
    let size = (line_h * 0.6).clamp(11.0, 22.0);
    let columns_w = if tab == Tab::Table {
        (area.w * 0.5).min(330.0)
    } else {
        0.0
    };
    if tab == Tab::Table {
        draw_columns(
            tr(words::TABLE_HEAD).split_whitespace(),
            area,
            columns_w,
            area.y + line_h * 0.5,
            size * 0.85,
        );
    }
    if lines.is_empty() {
        left_text(
            words::NOTHING_YET,
            area.x,
            area.y + line_h * (head as f32 + 0.5),
            size,
            TEXT,
        );
    }
    for (k, line) in lines.iter().enumerate() {
        let y = area.y + line_h * ((k + head) as f32 + 0.5);
        let colour = if line.lit { WARN } else { TEXT };
        let text_w = area.w - columns_w - 8.0;
        left_text(
            &line.text,
            area.x,
            y,
            fitted_size(&line.text, text_w, size),
            colour,
        );
        draw_columns(
            line.columns.iter().map(String::as_str),
            area,
            columns_w,
            y,
            size,
        );
    }
    let b = l.next;
    macroquad::prelude::draw_rectangle(b.x, b.y, b.w, b.h, NEXT_BOX);
    let (head, missing) = next_lines(comp);
    let head_size = (b.h * 0.16).clamp(12.0, 24.0);
    let pad = 8.0;
    left_text(
        &head,
        b.x + pad,
        b.y + head_size,
        fitted_size(&head, b.w - 2.0 * pad, head_size),
        TEXT,
    );
    let mut y = b.y + head_size * 2.3;
    let room = b.w - 2.0 * pad;
    'lines: for text in notice.into_iter().map(str::to_string).chain(missing) {
        // Shrunk to fit down to the smallest readable size, then wrapped (a phone's box
        // is too narrow for "Harbour Rovers #6 Brennan, seriously injured: misses this match").
        let s = fitted_size(&text, room, head_size * 0.8);
        for part in wrap(&text, room, |t| text_width(t, s)) {
            left_text(&part, b.x + pad, y, s, WARN);
            y += head_size * 1.1;
            if y > b.y + b.h {
                break 'lines;
            }
        }
    }
    for (id, r) in l.buttons.iter().filter(|(id, _)| next.shows(id)) {
        let label = match *id {
            "back" => words::BACK,
            "new" => words::NEW,
            "simulate" => words::SIMULATE,
            _ => words::PLAY,
        };
        Button::new(tr(label), *r).draw(*id == "next");
    }
}

/// Draws figures in seven columns at the right of `area`.
fn draw_columns<'a>(
    figures: impl Iterator<Item = &'a str>,
    area: Rect,
    width: f32,
    y: f32,
    size: f32,
) {
    let step = width / 7.0;
    let x0 = area.x + area.w - width;
    for (k, text) in figures.enumerate() {
        let size = fitted_size(text, step - 2.0, size);
        centred_text(text, x0 + step * (k as f32 + 0.5), y, size, TEXT);
    }
}
