//! The rules reference on screen: the topics of [`crate::rules_help`], a search box (typed on
//! the desktop keyboard, or on the studio's letter pad on a touch screen), and one topic's
//! page with the editions and levels it belongs to. Opened from the title screen (the list)
//! and from the match's "?" (the topic that applies now); closing it returns to where it was
//! opened.
//!
//! Test mode logs the targets as `menu_button screen=rules|rules_found|rules_topic|rules_pad`
//! lines and `rules_shown topic=.. found=..` when what is shown changes.

use super::fonts::UiText;
use super::form::{Announcer, MENU_BACKGROUND};
use super::studio::targets::{Targets, label, row};
use super::studio::text_entry::{EntryResult, PadKey, Purpose, TextEntry};
use super::test_log::{Kind, Line};
use super::widgets::{TEXT, wrap_lines};
use crate::i18n::{tr, trf};
use crate::input::stroke::StrokeEvent;
use crate::rules_help::{TopicId, search, topic};
use macroquad::prelude::{
    Color, KeyCode, Rect, clear_background, draw_rectangle, get_char_pressed, is_key_pressed,
    screen_height, screen_width,
};

/// The editions line's colour.
const SCOPE: Color = Color::new(0.98, 0.85, 0.3, 1.0);
/// The search box's fill.
const FIELD: Color = Color::new(0.95, 0.95, 0.9, 1.0);
/// The typed text's colour.
const INK: Color = Color::new(0.05, 0.05, 0.05, 1.0);

/// The screen's words (English keys; shown through `tr`).
mod words {
    use crate::i18n::tr_key;
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
enum Intent {
    Close,
    Open(TopicId),
    List,
    Type,
    Clear,
    Page(isize),
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
    entry: Option<TextEntry>,
    targets: Targets<Intent>,
    announcer: Announcer,
    log: bool,
}

impl RulesScreen {
    /// The list of every topic.
    pub fn new(log: bool) -> Self {
        // Keys typed before the screen opened are not a search.
        while get_char_pressed().is_some() {}
        let screen = Self {
            query: String::new(),
            found: search(""),
            open: None,
            page: 0,
            entry: None,
            targets: Targets::default(),
            announcer: Announcer::default(),
            log,
        };
        screen.shown();
        screen
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
                self.shown();
            }
            Intent::List => {
                self.open = None;
                self.shown();
            }
            Intent::Type => self.entry = Some(TextEntry::new(Purpose::RulesSearch, &self.query)),
            Intent::Clear => self.set_query(String::new()),
            Intent::Page(step) => self.page = self.page.saturating_add_signed(step),
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

    /// Draws the screen and registers its targets.
    pub fn draw(&mut self) {
        let (w, h) = (screen_width(), screen_height());
        clear_background(MENU_BACKGROUND);
        self.targets.clear();
        let m = (w * 0.02).clamp(8.0, 16.0);
        let bar = (h * 0.075).clamp(40.0, 60.0);
        let close_w = (w * 0.28).min(160.0);
        label(tr(words::HEADING), m, m + bar / 2.0, bar * 0.6, TEXT);
        let close = Rect::new(w - m - close_w, m, close_w, bar);
        self.targets
            .button(close, tr(words::CLOSE), false, Intent::Close, "close");
        let body = Rect::new(m, m * 2.0 + bar, w - 2.0 * m, h - 3.0 * m - bar);
        if let Some(entry) = &self.entry {
            entry.draw(body, &mut self.targets, Intent::Pad);
        } else if let Some(id) = self.open {
            self.draw_topic(id, body, bar);
        } else {
            self.draw_list(body, bar);
        }
        if self.log {
            let targets: Vec<(String, Rect)> = self
                .targets
                .all()
                .iter()
                .map(|t| (t.label.clone(), t.rect))
                .collect();
            self.announcer.announce(self.screen_name(), &targets);
        }
    }

    /// The search box, the topics found (a page of them) and the page buttons.
    fn draw_list(&mut self, area: Rect, bar: f32) {
        let clear_w = if self.query.is_empty() {
            0.0
        } else {
            bar * 2.2
        };
        let field = Rect::new(area.x, area.y, area.w - clear_w, bar);
        draw_rectangle(field.x, field.y, field.w, field.h, FIELD);
        let shown = if self.query.is_empty() {
            trf("Search: {0}", &[tr(words::TYPE_HINT)])
        } else {
            trf("Search: {0}", &[&format!("{}|", self.query)])
        };
        let size = fitted(&shown, bar * 0.42, field.w - 16.0);
        label(&shown, field.x + 8.0, field.y + bar / 2.0, size, INK);
        self.targets.add(field, Intent::Type, "search");
        if !self.query.is_empty() {
            let clear = Rect::new(area.x + area.w - clear_w + 6.0, area.y, clear_w - 6.0, bar);
            self.targets
                .button(clear, tr(words::CLEAR), false, Intent::Clear, "clear");
        }
        let row_h = bar * 1.15;
        let list_top = area.y + bar + 10.0;
        let list_h = area.h - bar * 2.0 - 20.0;
        // Two columns of topics on a wide screen.
        let cols = if area.w >= 800.0 { 2 } else { 1 };
        let col_w = (area.w - 8.0 * (cols - 1) as f32) / cols as f32;
        let rows = ((list_h / (row_h + 6.0)).floor() as usize).max(1);
        let per_page = rows * cols;
        let pages = self.found.len().div_ceil(per_page).max(1);
        self.page = self.page.min(pages - 1);
        if self.found.is_empty() {
            label(
                tr(words::NOTHING_FOUND),
                area.x,
                list_top + row_h / 2.0,
                bar * 0.45,
                TEXT,
            );
        }
        let first = self.page * per_page;
        for (i, id) in self.found.iter().skip(first).take(per_page).enumerate() {
            let t = topic(*id);
            let (r_i, c_i) = (i % rows, i / rows);
            let r = Rect::new(
                area.x + c_i as f32 * (col_w + 8.0),
                list_top + r_i as f32 * (row_h + 6.0),
                col_w,
                row_h,
            );
            draw_rectangle(r.x, r.y, r.w, r.h, Color::new(0.0, 0.0, 0.0, 0.25));
            let size = fitted(t.title(), bar * 0.42, r.w - 16.0);
            label(t.title(), r.x + 8.0, r.y + row_h * 0.34, size, TEXT);
            let scope = t.scope_line();
            let small = fitted(&scope, bar * 0.3, r.w - 16.0);
            label(&scope, r.x + 8.0, r.y + row_h * 0.74, small, SCOPE);
            self.targets
                .add(r, Intent::Open(*id), format!("topic-{}", slug(t.title)));
        }
        if pages > 1 {
            let nav = Rect::new(area.x, area.y + area.h - bar, area.w, bar);
            let cells = row(nav, 3, 8.0);
            if self.page > 0 {
                self.targets.button(
                    cells[0],
                    tr(words::PREVIOUS),
                    false,
                    Intent::Page(-1),
                    "previous",
                );
            }
            label(
                &format!("{} / {pages}", self.page + 1),
                cells[1].x + cells[1].w * 0.4,
                nav.y + bar / 2.0,
                bar * 0.4,
                TEXT,
            );
            if self.page + 1 < pages {
                self.targets
                    .button(cells[2], tr(words::NEXT), false, Intent::Page(1), "next");
            }
        }
    }

    /// One topic: its title, where it applies, its text, and the way back to the list.
    fn draw_topic(&mut self, id: TopicId, area: Rect, bar: f32) {
        let t = topic(id);
        let title_size = fitted(t.title(), bar * 0.6, area.w);
        label(t.title(), area.x, area.y + bar * 0.4, title_size, TEXT);
        let scope = t.scope_line();
        label(
            &scope,
            area.x,
            area.y + bar * 1.1,
            fitted(&scope, bar * 0.38, area.w),
            SCOPE,
        );
        let top = area.y + bar * 1.7;
        let room = area.h - bar * 2.9;
        // The largest text size at which the whole text fits above the buttons.
        let mut size = (bar * 0.45).clamp(14.0, 24.0);
        let mut lines = wrap_lines(t.body(), size, area.w);
        while size > 12.0 && lines.len() as f32 * size * 1.35 > room {
            size -= 1.0;
            lines = wrap_lines(t.body(), size, area.w);
        }
        for (i, line) in lines.iter().enumerate() {
            label(
                line,
                area.x,
                top + (i as f32 + 0.5) * size * 1.35,
                size,
                TEXT,
            );
        }
        let back = Rect::new(
            area.x,
            area.y + area.h - bar,
            (area.w * 0.5).min(260.0),
            bar,
        );
        self.targets
            .button(back, tr(words::TOPICS), false, Intent::List, "topics");
    }
}

/// `text`'s size: `size`, or smaller so it fits in `width`.
fn fitted(text: &str, size: f32, width: f32) -> f32 {
    let w = UiText::new(size).width(text);
    if w <= width {
        size
    } else {
        (size * width / w).floor().max(10.0)
    }
}

/// A title as a target name: "PHASE 1: kick the ball" -> `phase-1-kick-the-ball`.
fn slug(title: &str) -> String {
    let folded = crate::rules_help::fold(title);
    folded
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules_help::all;

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
