//! The competition's page: its fixtures and results, the table, the top scorers and the cards
//! (one tab at a time), the next match with the players who miss it, and the button that
//! plays it at the table (a person coaches a side) or simulates it (two AI coaches).

use super::words;
use crate::input::stroke::StrokeEvent;
use crate::ui::form::{MENU_BACKGROUND, TOUCH};
use crate::ui::page::Page;
use crate::ui::widgets::{Button, Label, MIN_TEXT, TEXT, shortened, text_width, wrap_lines};
use hexkick_i18n::tr;
use hexkick_rules::competition::{Competition, standings};
use hexkick_table::headline::shown_name;
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
    /// The team names in the text (shortened when the line is too long for its room).
    pub names: Vec<String>,
}

impl ListLine {
    fn text(text: String, names: &[&str]) -> ListLine {
        ListLine {
            text,
            columns: Vec::new(),
            lit: false,
            names: names.iter().map(|n| n.to_string()).collect(),
        }
    }

    /// The text at `size`, its team names shortened until it fits `room`.
    pub fn fitted(&self, size: f32, room: f32) -> String {
        let names: Vec<&str> = self.names.iter().map(String::as_str).collect();
        let line = |cut: &[String]| {
            let mut text = self.text.clone();
            for (name, short) in self.names.iter().zip(cut) {
                text = text.replacen(name.as_str(), short, 1);
            }
            text
        };
        shortened(&names, line, |t| text_width(t, size) <= room)
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
                    let names = [shown_name(&f.home), shown_name(&f.away)];
                    let text = match comp.played.get(i) {
                        Some(p) => format!(
                            "R{} {}",
                            f.round,
                            words::result(
                                shown_name(&p.home),
                                [p.result.home, p.result.away],
                                shown_name(&p.away),
                                p.result.shootout
                            )
                        ),
                        None => words::fixture(f.round, names[0], names[1]),
                    };
                    ListLine {
                        lit: i == next,
                        ..ListLine::text(text, &names)
                    }
                })
                .collect()
        }
        Tab::Table => {
            let names: Vec<String> = (comp.entrants.iter())
                .map(|e| shown_name(&e.squad.name).to_string())
                .collect();
            standings(&names, &comp.played)
                .into_iter()
                .enumerate()
                .map(|(k, l)| ListLine {
                    columns: l.figures().iter().map(u32::to_string).collect(),
                    ..ListLine::text(format!("{}. {}", k + 1, l.team), &[&l.team])
                })
                .collect()
        }
        Tab::Scorers => comp
            .top_scorers()
            .into_iter()
            .map(|t| {
                ListLine::text(
                    format!("{} #{} {} ({})", t.count, t.number.0, t.name, t.team),
                    &[&t.team],
                )
            })
            .collect(),
        Tab::Cards => comp
            .cards()
            .into_iter()
            .map(|t| {
                ListLine::text(
                    format!(
                        "{}Y {}R  #{} {} ({})",
                        t.count, t.red, t.number.0, t.name, t.team
                    ),
                    &[&t.team],
                )
            })
            .collect(),
    };
    out.truncate(room);
    out
}

/// The next match's lines: the fixture (or the winner, or that it is over), its team names
/// shortened until it `fits`, and who misses it.
pub fn next_lines(comp: &Competition, fits: impl Fn(&str) -> bool) -> (String, Vec<String>) {
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
    let names = [shown_name(&f.home), shown_name(&f.away)];
    let head = shortened(&names, |n| words::fixture(f.round, &n[0], &n[1]), fits);
    (head, missing)
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

/// The page's tappable parts laid out in a `w` x `h` window (the next match's box at its
/// least height).
pub fn layout(w: f32, h: f32) -> HubLayout {
    layout_for(w, h, 0.0)
}

/// The page laid out in a `w` x `h` window, the next match's box `next_h` high (more than its
/// least, at most 40% of the window).
fn layout_for(w: f32, h: f32, next_h: f32) -> HubLayout {
    let margin = (w * 0.03).clamp(8.0, 32.0);
    let bh = (h * 0.07).clamp(TOUCH, 56.0);
    let title_h = (h * 0.08).clamp(32.0, 64.0);
    let inner = w - 2.0 * margin;
    // Each tab as wide as its words need, and an equal share of the room left.
    let need: Vec<f32> = (words::TABS.iter())
        .map(|t| text_width(tr(t), MIN_TEXT) + 16.0)
        .collect();
    let spare = (inner - need.iter().sum::<f32>()).max(0.0) / TABS.len() as f32;
    let mut x = margin;
    let tabs = (TABS.iter().zip(need))
        .map(|(&(tab, id), need)| {
            let r = Rect::new(x + 2.0, title_h, need + spare - 4.0, bh);
            x += need + spare;
            (tab, id, r)
        })
        .collect();
    let buttons_y = h - margin - bh;
    let next_h = next_h.max((h * 0.2).clamp(90.0, 170.0)).min(h * 0.4);
    let next = Rect::new(margin, buttons_y - margin * 0.5 - next_h, inner, next_h);
    let list_top = title_h + bh + margin * 0.5;
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
    /// A person began it at the table and it is saved: continue it, or let the AI finish it
    /// from where it stands.
    InPlay,
    /// Two AI coaches: simulate it.
    Simulate,
    /// Every match is played.
    None,
}

impl NextButton {
    fn shows(self, id: &str) -> bool {
        match id {
            "next" => matches!(self, NextButton::Play | NextButton::InPlay),
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
    clear_background(MENU_BACKGROUND);
    page(comp, tab, next, notice, w, h).draw();
}

/// The page laid out in a `w` x `h` window: what [`draw`] draws, each button named by its id.
pub fn page(
    comp: &Competition,
    tab: Tab,
    next: NextButton,
    notice: Option<&str>,
    w: f32,
    h: f32,
) -> Page<&'static str> {
    let head_size = ((h * 0.2).clamp(90.0, 170.0) * 0.16).clamp(14.0, 24.0);
    let small = (head_size * 0.8).max(MIN_TEXT);
    let room = w - 2.0 * (w * 0.03).clamp(8.0, 32.0) - 16.0;
    let (head, missing) = next_lines(comp, |t| text_width(t, MIN_TEXT) <= room);
    let lines: Vec<String> = (notice.into_iter().map(str::to_string).chain(missing))
        .flat_map(|text| wrap_lines(&text, small, room))
        .collect();
    let step = small * 1.3;
    let l = layout_for(w, h, head_size * 2.0 + step * lines.len() as f32 + 8.0);
    let mut page = Page::default();
    let (tx, ty, ts) = l.title;
    page.label(Label::centred(&comp.name, (tx, ty), ts, w * 0.9));
    for ((t, id, r), label) in l.tabs.iter().zip(words::TABS) {
        page.button(*r, tr(label), *t == tab, *id, id);
    }
    list_labels(&mut page, comp, tab, l.list);
    let b = l.next;
    page.fill(b, NEXT_BOX);
    let x = b.x + 8.0;
    page.label(Label::left(head, (x, b.y + head_size), head_size, room));
    let mut y = b.y + head_size * 2.0 + step / 2.0;
    for line in lines {
        if y + small * 0.5 > b.y + b.h {
            break;
        }
        page.label(Label::left(line, (x, y), small, room).coloured(WARN));
        y += step;
    }
    for (id, r) in l.buttons.iter().filter(|(id, _)| next.shows(id)) {
        let label = match *id {
            "back" => words::BACK,
            "new" => words::NEW,
            "simulate" if next == NextButton::InPlay => words::AI_FINISH,
            "simulate" => words::SIMULATE,
            _ if next == NextButton::InPlay => words::CONTINUE,
            _ => words::PLAY,
        };
        page.button(*r, tr(label), *id == "next", *id, id);
    }
    page
}

/// The shown tab's lines in the list's `area` (with the table's column heads).
fn list_labels(
    page: &mut Page<&'static str>,
    comp: &Competition,
    tab: Tab,
    (area, line_h): (Rect, f32),
) {
    // The table's first line is its column heads.
    let head = usize::from(tab == Tab::Table);
    let room = ((area.h / line_h).floor() as usize)
        .saturating_sub(head)
        .max(1);
    let lines = list(comp, tab, room);
    let size = (line_h * 0.6).clamp(MIN_TEXT, 22.0);
    let columns_w = if tab == Tab::Table {
        (area.w * 0.5).min(330.0)
    } else {
        0.0
    };
    let heads = (size * 0.85).max(MIN_TEXT);
    if tab == Tab::Table {
        let words = tr(words::TABLE_HEAD).split_whitespace();
        columns(page, words, area, columns_w, area.y + line_h * 0.5, heads);
    }
    let at = |k: usize| (area.x, area.y + line_h * ((k + head) as f32 + 0.5));
    if lines.is_empty() {
        page.label(Label::left(tr(words::NOTHING_YET), at(0), size, area.w));
    }
    for (k, line) in lines.iter().enumerate() {
        let colour = if line.lit { WARN } else { TEXT };
        let text_w = area.w - columns_w - 8.0;
        let text = line.fitted(size, text_w);
        page.label(Label::left(text, at(k), size, text_w).coloured(colour));
        let figures = line.columns.iter().map(String::as_str);
        columns(page, figures, area, columns_w, at(k).1, size);
    }
}

/// Figures in seven columns at the right of `area`.
fn columns<'a>(
    page: &mut Page<&'static str>,
    figures: impl Iterator<Item = &'a str>,
    area: Rect,
    width: f32,
    y: f32,
    size: f32,
) {
    let step = width / 7.0;
    let x0 = area.x + area.w - width;
    for (k, text) in figures.enumerate() {
        let x = x0 + step * (k as f32 + 0.5);
        page.label(Label::centred(text, (x, y), size, step - 2.0));
    }
}

#[cfg(test)]
mod tests {
    use super::{Competition, next_lines};
    use hexkick_rules::competition::{Absence, AbsenceReason, Format};
    use hexkick_rules::rules::{Level, RuleSet};
    use hexkick_rules::squad::{ShirtNumber, Squad};

    /// A player sent off (a red card or a second yellow: TOURNOI "SUSPENSIONS") is named
    /// before his team's next match with what he misses.
    #[test]
    fn a_suspended_player_is_named_before_the_next_match() {
        let rules = RuleSet {
            level: Level::Tournament,
            ..RuleSet::default()
        };
        let squads = ["Reds", "Blues"].map(|name| Squad {
            name: name.to_string(),
            ..Squad::standard_base()
        });
        let mut comp = Competition::new("Cup", rules, squads.to_vec()).expect("valid");
        comp.draw(Format::League);
        let next = comp.next_fixture().cloned().expect("a fixture");
        let suspended = Absence {
            number: ShirtNumber(9),
            reason: AbsenceReason::Suspended,
        };
        let entrant = comp.entrants.iter_mut().find(|e| e.squad.name == next.away);
        entrant.expect("entered").absences = vec![suspended];
        let (head, missing) = next_lines(&comp, |_| true);
        assert!(
            head.contains(&next.home) && head.contains(&next.away),
            "{head}"
        );
        assert_eq!(missing.len(), 1, "{missing:?}");
        assert!(
            missing[0].starts_with(&format!("{} #9", next.away))
                && missing[0].contains("suspended (sent off): misses this match"),
            "{}",
            missing[0]
        );
    }
}
