//! The rules reference on screen: the topics of [`hexkick_help`], a search box (typed on
//! the desktop keyboard, or on the studio's letter pad on a touch screen), and one topic's
//! page with the editions and levels it belongs to. Opened from the title screen (the list)
//! and from the match's "?" (the topic that applies now); closing it returns to where it was
//! opened.
//!
//! Test mode logs the targets as `menu_button screen=rules|rules_found|rules_topic|rules_pad`
//! lines and `rules_shown topic=.. found=..` when what is shown changes.

use super::form::{Announcer, MENU_BACKGROUND, TOUCH};
use super::page::Page;
use super::studio::targets::row;
use super::studio::text_entry::{EntryResult, PadKey, Purpose, TextEntry};
use super::test_log::{Kind, Line};
use super::widgets::{Label, MIN_TEXT, wrap_lines};
use crate::input::stroke::StrokeEvent;
use hexkick_help::{TopicId, search, topic};
use hexkick_i18n::{tr, trf};
use macroquad::prelude::{
    Color, KeyCode, Rect, clear_background, get_char_pressed, is_key_pressed, screen_height,
    screen_width,
};

/// The editions line's colour.
const SCOPE: Color = Color::new(0.98, 0.85, 0.3, 1.0);
/// The search box's fill.
const FIELD: Color = Color::new(0.95, 0.95, 0.9, 1.0);
/// The typed text's colour.
const INK: Color = Color::new(0.05, 0.05, 0.05, 1.0);

/// The screen's words (English keys; shown through `tr`).
mod words {
    use hexkick_i18n::tr_key;
    pub const HEADING: &str = tr_key("Rules");
    pub const CLEAR: &str = tr_key("Clear");
    pub const CLOSE: &str = tr_key("Close");
    pub const TOPICS: &str = tr_key("All topics");
    pub const PREVIOUS: &str = tr_key("Previous");
    pub const NEXT: &str = tr_key("Next");
    pub const NOTHING_FOUND: &str = tr_key("No rule holds these words.");
    pub const TYPE_HINT: &str = tr_key("Type to search, or tap here");
}

/// What a tap means.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent {
    /// Close the rules.
    Close,
    /// Open a topic.
    Open(TopicId),
    /// Back to the list.
    List,
    /// Type the search on the letter pad.
    Type,
    /// Clear the search.
    Clear,
    /// Another page of the list.
    Page(isize),
    /// Another page of a long topic.
    TopicPage(isize),
    /// A key of the letter pad.
    Pad(PadKey),
}

/// What the rules screen asks of its caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesSignal {
    /// Stay on the rules.
    Nothing,
    /// Close the rules (back to the title screen or to the match).
    Close,
}

/// The rules reference's state.
pub struct RulesScreen {
    query: String,
    found: Vec<TopicId>,
    open: Option<TopicId>,
    page: usize,
    /// The page of a long topic's text.
    topic_page: usize,
    entry: Option<TextEntry>,
    targets: Page<Intent>,
    announcer: Announcer,
    log: bool,
}

impl RulesScreen {
    /// The list of every topic.
    pub fn new(log: bool) -> Self {
        // Keys typed before the screen opened are not a search.
        while get_char_pressed().is_some() {}
        let screen = Self {
            log,
            ..Self::showing("", None, false)
        };
        screen.shown();
        screen
    }

    /// The screen showing what `query` finds, the topic `open`, or (`typing`) the letter pad
    /// with the query typed so far; reads no keyboard and logs nothing (the layout report).
    pub fn showing(query: &str, open: Option<TopicId>, typing: bool) -> Self {
        Self {
            query: query.to_string(),
            found: search(query),
            open,
            page: 0,
            topic_page: 0,
            entry: typing.then(|| TextEntry::new(Purpose::RulesSearch, query)),
            targets: Page::default(),
            announcer: Announcer::default(),
            log: false,
        }
    }

    /// The page of `id` (the match's "?").
    pub fn at(id: TopicId, log: bool) -> Self {
        let mut screen = Self::new(log);
        screen.open = Some(id);
        screen.shown();
        screen
    }

    /// The name of what is shown, for test logs and screenshots.
    pub fn screen_name(&self) -> &'static str {
        if self.entry.is_some() {
            "rules_pad"
        } else if self.open.is_some() {
            "rules_topic"
        } else if self.query.trim().is_empty() {
            "rules"
        } else {
            "rules_found"
        }
    }

    /// Logs what is shown now (test mode).
    fn shown(&self) {
        if self.log {
            let first = self.found.first().map(|id| topic(*id).title).unwrap_or("");
            Line::new(Kind::RulesShown)
                .field("screen", self.screen_name())
                .field(
                    "topic",
                    self.open
                        .map(|id| format!("{id:?}"))
                        .unwrap_or("none".into()),
                )
                .field("found", self.found.len())
                .text("first", first)
                .text("query", &self.query)
                .write();
        }
    }

    /// Searches again for the query as typed.
    fn set_query(&mut self, query: String) {
        self.query = query;
        self.found = search(&self.query);
        self.open = None;
        self.page = 0;
        self.shown();
    }

    /// Handles the frame's keys and taps.
    pub fn update(&mut self, events: &[StrokeEvent]) -> RulesSignal {
        if let Some(entry) = &mut self.entry {
            match entry.read_keyboard() {
                EntryResult::Typing => {}
                result => return self.typed(result),
            }
        } else if self.open.is_none() {
            self.keyboard();
        } else if is_key_pressed(KeyCode::Escape) {
            self.open = None;
            self.shown();
        }
        for event in events {
            if let StrokeEvent::Released { start, end, .. } = *event
                && let Some(intent) = self.targets.hit(start, end)
                && self.act(intent) == RulesSignal::Close
            {
                return RulesSignal::Close;
            }
        }
        RulesSignal::Nothing
    }

    /// Desktop typing into the search box of the list.
    fn keyboard(&mut self) {
        let mut query = self.query.clone();
        while let Some(c) = get_char_pressed() {
            if !c.is_control() && query.chars().count() < 40 {
                query.push(c);
            }
        }
        if is_key_pressed(KeyCode::Backspace) {
            query.pop();
        }
        if query != self.query {
            self.set_query(query);
        }
    }

    fn typed(&mut self, result: EntryResult) -> RulesSignal {
        if let EntryResult::Done(_, text) = result {
            self.set_query(text);
        }
        self.entry = None;
        self.shown();
        RulesSignal::Nothing
    }

    fn act(&mut self, intent: Intent) -> RulesSignal {
        match intent {
            Intent::Close => return RulesSignal::Close,
            Intent::Open(id) => {
                self.open = Some(id);
                self.topic_page = 0;
                self.shown();
            }
            Intent::List => {
                self.open = None;
                self.shown();
            }
            Intent::Type => self.entry = Some(TextEntry::new(Purpose::RulesSearch, &self.query)),
            Intent::Clear => self.set_query(String::new()),
            Intent::Page(step) => self.page = self.page.saturating_add_signed(step),
            Intent::TopicPage(step) => {
                self.topic_page = self.topic_page.saturating_add_signed(step);
            }
            Intent::Pad(key) => {
                if let Some(entry) = &mut self.entry {
                    match entry.press(key) {
                        EntryResult::Typing => {}
                        result => return self.typed(result),
                    }
                }
            }
        }
        RulesSignal::Nothing
    }

    /// Draws the screen and keeps its targets for the next frame's taps.
    pub fn draw(&mut self) {
        let (w, h) = (screen_width(), screen_height());
        clear_background(MENU_BACKGROUND);
        self.clamp_pages(w, h);
        let page = self.page(w, h);
        page.draw();
        if self.log {
            self.announcer.announce(self.screen_name(), &page.targets());
        }
        self.targets = page;
    }

    /// Keeps the list's and the topic's page numbers within their pages at this size.
    fn clamp_pages(&mut self, w: f32, h: f32) {
        let (body, bar) = frame(w, h);
        let (_, pages) = list_grid(body, bar, self.found.len());
        self.page = self.page.min(pages - 1);
        if let Some(id) = self.open {
            let (_, _, pages) = topic_text(id, body, bar);
            self.topic_page = self.topic_page.min(pages.len().max(1) - 1);
        }
    }

    /// What is shown now, laid out in a `w` x `h` window: the heading, Close, and the list,
    /// a topic or the letter pad.
    pub fn page(&self, w: f32, h: f32) -> Page<Intent> {
        let mut page = Page::default();
        let (body, bar) = frame(w, h);
        let m = body.x;
        let close_w = (w * 0.28).min(160.0);
        let close = Rect::new(w - m - close_w, m, close_w, bar);
        page.label(Label::left(
            tr(words::HEADING),
            (m, m + bar / 2.0),
            bar * 0.6,
            close.x - 2.0 * m,
        ));
        page.button(close, tr(words::CLOSE), false, Intent::Close, "close");
        if let Some(entry) = &self.entry {
            page.extend(entry.page(body).map(Intent::Pad));
        } else if let Some(id) = self.open {
            self.topic_page(&mut page, id, body, bar);
        } else {
            self.list_page(&mut page, body, bar);
        }
        page
    }

    /// The search box, the topics found (a page of them) and the page buttons.
    fn list_page(&self, page: &mut Page<Intent>, area: Rect, bar: f32) {
        let clear_w = if self.query.is_empty() {
            0.0
        } else {
            bar * 2.2
        };
        let field = Rect::new(area.x, area.y, area.w - clear_w, bar);
        page.fill(field, FIELD);
        let shown = if self.query.is_empty() {
            trf("Search: {0}", &[tr(words::TYPE_HINT)])
        } else {
            trf("Search: {0}", &[&format!("{}|", self.query)])
        };
        page.label(
            Label::left(
                shown,
                (field.x + 8.0, field.y + bar / 2.0),
                bar * 0.42,
                field.w - 16.0,
            )
            .coloured(INK),
        );
        page.area(field, Intent::Type, "search");
        if !self.query.is_empty() {
            let clear = Rect::new(area.x + area.w - clear_w + 6.0, area.y, clear_w - 6.0, bar);
            page.button(clear, tr(words::CLEAR), false, Intent::Clear, "clear");
        }
        let (grid, pages) = list_grid(area, bar, self.found.len());
        if self.found.is_empty() {
            page.label(Label::left(
                tr(words::NOTHING_FOUND),
                (area.x, grid.top + grid.row_h / 2.0),
                bar * 0.42,
                area.w,
            ));
        }
        let per_page = grid.rows * grid.cols;
        let first = self.page * per_page;
        for (i, id) in self.found.iter().skip(first).take(per_page).enumerate() {
            let t = topic(*id);
            let (r_i, c_i) = (i % grid.rows, i / grid.rows);
            let r = Rect::new(
                area.x + c_i as f32 * (grid.col_w + 8.0),
                grid.top + r_i as f32 * (grid.row_h + 6.0),
                grid.col_w,
                grid.row_h,
            );
            page.fill(r, Color::new(0.0, 0.0, 0.0, 0.25));
            let at = |share: f32| (r.x + 8.0, r.y + r.h * share);
            page.label(Label::left(t.title(), at(0.34), bar * 0.42, r.w - 16.0));
            page.label(
                Label::left(t.scope_line(), at(0.74), bar * 0.3, r.w - 16.0).coloured(SCOPE),
            );
            page.area(r, Intent::Open(*id), format!("topic-{}", slug(t.title)));
        }
        if pages > 1 {
            let nav = Rect::new(area.x, area.y + area.h - bar, area.w, bar);
            let cells = row(nav, 3, 8.0);
            if self.page > 0 {
                let previous = tr(words::PREVIOUS);
                page.button(cells[0], previous, false, Intent::Page(-1), "previous");
            }
            page.label(Label::centred(
                format!("{} / {pages}", self.page + 1),
                (cells[1].x + cells[1].w / 2.0, nav.y + bar / 2.0),
                bar * 0.4,
                cells[1].w,
            ));
            if self.page + 1 < pages {
                page.button(cells[2], tr(words::NEXT), false, Intent::Page(1), "next");
            }
        }
    }

    /// One topic: its title, where it applies, its text (a page of it when it is long), and
    /// the way back to the list.
    fn topic_page(&self, page: &mut Page<Intent>, id: TopicId, area: Rect, bar: f32) {
        let t = topic(id);
        page.label(Label::left(
            t.title(),
            (area.x, area.y + bar * 0.4),
            bar * 0.6,
            area.w,
        ));
        page.label(
            Label::left(
                t.scope_line(),
                (area.x, area.y + bar * 1.1),
                bar * 0.38,
                area.w,
            )
            .coloured(SCOPE),
        );
        let (top, size, pages) = topic_text(id, area, bar);
        let lines = pages.get(self.topic_page).map_or(&[][..], Vec::as_slice);
        for (i, line) in lines.iter().enumerate() {
            let at = (area.x, top + (i as f32 + 0.5) * size * LINE_STEP);
            page.label(Label::left(line.clone(), at, size, area.w));
        }
        let nav = Rect::new(area.x, area.y + area.h - bar, area.w, bar);
        let cells = row(nav, 3, 8.0);
        let back = if pages.len() > 1 {
            cells[0]
        } else {
            Rect::new(nav.x, nav.y, (area.w * 0.5).min(260.0), bar)
        };
        page.button(back, tr(words::TOPICS), false, Intent::List, "topics");
        if self.topic_page > 0 {
            let previous = tr(words::PREVIOUS);
            page.button(cells[1], previous, false, Intent::TopicPage(-1), "previous");
        }
        if self.topic_page + 1 < pages.len() {
            page.button(
                cells[2],
                tr(words::NEXT),
                false,
                Intent::TopicPage(1),
                "next",
            );
        }
    }
}

/// How far apart the lines of a topic's text are, in text sizes.
const LINE_STEP: f32 = 1.35;

/// The body under the heading bar in a `w` x `h` window, and the bar's height (a button's).
fn frame(w: f32, h: f32) -> (Rect, f32) {
    let m = (w * 0.02).clamp(8.0, 16.0);
    let bar = (h * 0.075).clamp(TOUCH, 60.0);
    (
        Rect::new(m, m * 2.0 + bar, w - 2.0 * m, h - 3.0 * m - bar),
        bar,
    )
}

/// The topic list's grid on one page.
struct ListGrid {
    rows: usize,
    cols: usize,
    row_h: f32,
    col_w: f32,
    top: f32,
}

/// The topic list's grid in `area` for `found` topics, and how many pages it takes.
fn list_grid(area: Rect, bar: f32, found: usize) -> (ListGrid, usize) {
    let row_h = bar * 1.15;
    let top = area.y + bar + 10.0;
    let list_h = area.h - bar * 2.0 - 20.0;
    // Two columns of topics on a wide screen.
    let cols = if area.w >= 800.0 { 2 } else { 1 };
    let col_w = (area.w - 8.0 * (cols - 1) as f32) / cols as f32;
    let rows = ((list_h / (row_h + 6.0)).floor() as usize).max(1);
    let pages = found.div_ceil(rows * cols).max(1);
    let grid = ListGrid {
        rows,
        cols,
        row_h,
        col_w,
        top,
    };
    (grid, pages)
}

/// A topic's text in `area`: where it starts, its size (the largest from which the whole
/// text fits above the buttons, never below [`MIN_TEXT`]) and its lines, page by page (more
/// than one page only when even that size does not fit).
fn topic_text(id: TopicId, area: Rect, bar: f32) -> (f32, f32, Vec<Vec<String>>) {
    let body = topic(id).body();
    let top = area.y + bar * 1.7;
    let room = area.h - bar * 2.9;
    let mut size = (bar * 0.45).clamp(14.0, 24.0);
    let mut lines = wrap_lines(body, size, area.w);
    while size > MIN_TEXT && lines.len() as f32 * size * LINE_STEP > room {
        size -= 1.0;
        lines = wrap_lines(body, size, area.w);
    }
    let per_page = ((room / (size * LINE_STEP)).floor() as usize).max(1);
    let pages = lines.chunks(per_page).map(<[String]>::to_vec).collect();
    (top, size, pages)
}

/// A title as a target name: "PHASE 1: kick the ball" -> `phase-1-kick-the-ball`.
fn slug(title: &str) -> String {
    let folded = hexkick_help::fold(title);
    folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::slug;
    use hexkick_help::all;

    #[test]
    fn every_topic_has_a_distinct_target_name() {
        let mut names: Vec<String> = all().iter().map(|t| slug(t.title)).collect();
        assert_eq!(slug("PHASE 1: kick the ball"), "phase-1-kick-the-ball");
        assert_eq!(slug("Offside"), "offside");
        names.sort();
        names.dedup();
        assert_eq!(names.len(), all().len());
    }
}
