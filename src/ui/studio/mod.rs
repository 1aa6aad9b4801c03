//! The team studio: the teams you own, the strip editor, the sticker editor, import and export.
//!
//! [`editor::Studio`] holds the state and does every change (headless, tested); this screen
//! draws it, turns taps into [`editor::Action`]s, and hands the caller a [`StudioSignal`]
//! ("back", or "play a match with this team").

mod budget_bar;
mod catalogue_page;
pub mod editor;
mod feedback;
pub mod files;
mod list_page;
pub mod palette;
mod report;
mod share_page;
mod sticker_page;
mod strip_page;
mod strip_preview;
mod tabs;
pub mod targets;
mod test_lines;
pub mod text_entry;
pub mod words;
// Imports of web/hexkick.js: unsafe by nature.
#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)]
pub mod web_files;

use super::test_log::{Kind, Line};
use super::widgets::{MIN_TEXT, TEXT};
use crate::input::stroke::StrokeEvent;
use editor::{Action, ColourTarget, Entry, Feedback, StripPart, Studio, TextField};
use files::ExportKind;
use hexkick_i18n::{tr, tr_key, trf};
use hexkick_storage::{Saves, Store};
use hexkick_teams::team::{StripKind, Team};
use macroquad::prelude::{Color, Rect, clear_background, screen_height, screen_width};
use targets::Targets;
use text_entry::{EntryResult, PadKey, Purpose, TextEntry};

/// What the studio asks of the caller this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum StudioSignal {
    /// Nothing.
    Nothing,
    /// Go back to the title screen.
    Back,
    /// Start a match with this team at home.
    Play(Box<Team>),
}

/// The studio's pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// Teams you own and ready-made teams.
    Teams,
    /// Strips, badge and names of the open team.
    Strip,
    /// The 16 players' stickers, numbers and names.
    Stickers,
    /// Share codes, template files and printable sheets.
    Share,
}

impl Page {
    const TABS: [(Page, &'static str, &'static str); 4] = [
        (Page::Teams, tr_key("Teams"), "tab-teams"),
        (Page::Strip, tr_key("Strip"), "tab-strip"),
        (Page::Stickers, tr_key("Stickers"), "tab-stickers"),
        (Page::Share, tr_key("Share"), "tab-share"),
    ];
}

/// What a tap on a target means.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Intent {
    Back,
    Page(Page),
    Select(Entry),
    Apply(Action),
    PickKind(StripKind),
    PickTarget(ColourTarget),
    PickHue(usize),
    PickPlayer(usize),
    /// Closes the page's opened part (a phone's palette or player).
    CloseSub,
    CatalogueValue(u32),
    CataloguePage(i32),
    Type(Purpose),
    Pad(PadKey),
    AskDelete(hexkick_teams::library::TeamId),
    Play(Entry),
    CopyCode,
    PasteCode,
    Export(ExportKind),
}

/// What the pages remember between frames besides the teams.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct UiState {
    pub page: Page,
    pub selected: Option<Entry>,
    pub kind: StripKind,
    pub target: ColourTarget,
    pub hue: usize,
    pub player: usize,
    pub catalogue_value: u32,
    pub catalogue_page: usize,
    pub confirm_delete: Option<hexkick_teams::library::TeamId>,
    /// On a narrow window, the Strip page shows the palette for `target`.
    pub palette_open: bool,
    /// On a narrow window, the Stickers page shows the chosen player rather than the squad.
    pub player_open: bool,
}

impl Default for UiState {
    fn default() -> Self {
        Self {
            page: Page::Teams,
            selected: None,
            kind: StripKind::Home,
            target: ColourTarget::Strip(StripKind::Home, StripPart::Shirt),
            hue: 0,
            player: 0,
            catalogue_value: 1,
            catalogue_page: 0,
            confirm_delete: None,
            palette_open: false,
            player_open: false,
        }
    }
}

/// Test-mode switches of the studio.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StudioTestMode {
    /// Log `HEXKICK studio_...` lines for test drivers.
    pub log: bool,
    /// Write a screenshot here after every action (`studio-N.png`).
    pub shots: Option<String>,
}

/// The team studio screen.
pub struct StudioScreen {
    studio: Studio<Box<dyn Store>>,
    ui: UiState,
    entry: Option<TextEntry>,
    targets: Targets<Intent>,
    test: StudioTestMode,
    logged_targets: Vec<Line>,
    logged_sheet: Option<Line>,
    shot_name: Option<String>,
    actions: u32,
    shot_due: u8,
}

/// Frames drawn after an action before its test screenshot.
const SHOT_DELAY_FRAMES: u8 = 2;

const BACKGROUND: Color = Color::new(0.07, 0.18, 0.11, 1.0);
const ERROR: Color = Color::new(1.0, 0.55, 0.45, 1.0);
const GOOD: Color = Color::new(0.7, 0.95, 0.7, 1.0);

impl StudioScreen {
    /// Opens the studio on this device's saves (a message and memory-only teams when they
    /// cannot be opened).
    pub fn new(test: StudioTestMode) -> Self {
        let (saves, problem) = super::app_saves::open_saves();
        Self::with_saves(saves, problem, test)
    }

    /// Opens the studio on given saves.
    pub fn with_saves(
        saves: Saves<Box<dyn Store>>,
        problem: Option<String>,
        test: StudioTestMode,
    ) -> Self {
        let studio = Studio::load(saves);
        let mut screen = Self {
            studio,
            ui: UiState::default(),
            entry: None,
            targets: Targets::default(),
            test,
            logged_targets: Vec::new(),
            logged_sheet: None,
            shot_name: None,
            actions: 0,
            shot_due: 0,
        };
        if let Some(open) = screen.studio.open_team() {
            screen.ui.selected = Some(Entry::Owned(open.id));
        }
        if let Some(p) = problem {
            screen.say(p, true);
        }
        screen.log_teams();
        screen
    }

    /// Handles the frame's taps, keys and dropped files.
    pub fn update(&mut self, events: &[StrokeEvent]) -> StudioSignal {
        if let Some(entry) = &mut self.entry {
            let result = entry.read_keyboard();
            if let Some(signal) = self.finish_entry(result) {
                return signal;
            }
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(bytes) = web_files::take_picked() {
            self.act(Action::ImportTemplate(bytes));
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(text) = web_files::take_pasted() {
            self.paste(Some(text));
        }
        for file in macroquad::input::get_dropped_files() {
            match file.bytes {
                Some(bytes) => self.act(Action::ImportTemplate(bytes)),
                None => self.say(tr("The dropped file could not be read").into(), true),
            }
        }
        for event in events {
            if let StrokeEvent::Released { start, end, .. } = *event
                && let Some(intent) = self.targets.hit(start, end)
            {
                let signal = self.handle(intent);
                if signal != StudioSignal::Nothing {
                    return signal;
                }
            }
        }
        StudioSignal::Nothing
    }

    fn finish_entry(&mut self, result: EntryResult) -> Option<StudioSignal> {
        match result {
            EntryResult::Typing => None,
            EntryResult::Cancelled => {
                self.entry = None;
                Some(StudioSignal::Nothing)
            }
            EntryResult::Done(purpose, text) => {
                self.entry = None;
                match purpose {
                    Purpose::Field(field) => self.act(Action::SetText(field, text)),
                    Purpose::ImportPath => match files::read_template_file(&text) {
                        Ok(bytes) => self.act(Action::ImportTemplate(bytes)),
                        Err(e) => self.say(e.in_words(), true),
                    },
                    // The studio never types a search of the rules.
                    Purpose::RulesSearch => {}
                }
                Some(StudioSignal::Nothing)
            }
        }
    }

    /// Applies an editor action, logs it and keeps the selection on the open team.
    fn act(&mut self, action: Action) {
        let result = self.studio.apply(action);
        self.actions += 1;
        self.shot_due = SHOT_DELAY_FRAMES;
        if let Some(open) = self.studio.open_team() {
            self.ui.selected = Some(Entry::Owned(open.id));
        }
        let feedback = self.studio.feedback().cloned().unwrap_or(Feedback {
            text: String::new(),
            is_error: false,
        });
        self.log(
            Line::new(Kind::StudioAction)
                .field("n", self.actions)
                .field("ok", u8::from(result.is_ok()))
                .field("saved", u8::from(!self.studio.has_unsaved_changes()))
                .text("text", feedback.text.replace('\n', " / ")),
        );
        self.log_teams();
    }

    fn say(&mut self, text: String, is_error: bool) {
        self.log(
            Line::new(Kind::StudioSay)
                .field("error", u8::from(is_error))
                .text("text", &text),
        );
        self.studio.set_feedback(Feedback { text, is_error });
    }

    fn handle(&mut self, intent: Intent) -> StudioSignal {
        if !matches!(intent, Intent::AskDelete(_)) {
            self.ui.confirm_delete = None;
        }
        match intent {
            Intent::Back => return StudioSignal::Back,
            Intent::Page(page) => {
                self.ui.page = page;
                self.ui.palette_open = false;
                self.ui.player_open = false;
            }
            Intent::CloseSub => {
                self.ui.palette_open = false;
                self.ui.player_open = false;
            }
            Intent::Select(entry) => self.ui.selected = Some(entry),
            Intent::Apply(action) => {
                let opens = matches!(
                    action,
                    Action::Open(_) | Action::NewTeam | Action::Duplicate(_)
                );
                self.act(action);
                if opens && self.studio.open_team().is_some() {
                    self.ui.page = Page::Strip;
                    self.ui.palette_open = false;
                    self.ui.player_open = false;
                }
            }
            Intent::PickKind(kind) => {
                self.ui.kind = kind;
                if let ColourTarget::Strip(_, part) = self.ui.target {
                    self.ui.target = ColourTarget::Strip(kind, part);
                }
            }
            Intent::PickTarget(target) => {
                self.ui.target = target;
                self.ui.palette_open = true;
            }
            Intent::PickHue(h) => self.ui.hue = h,
            Intent::PickPlayer(i) => {
                self.ui.player = i;
                self.ui.player_open = true;
            }
            Intent::CatalogueValue(v) => {
                self.ui.catalogue_value = v;
                self.ui.catalogue_page = 0;
            }
            Intent::CataloguePage(delta) => {
                self.ui.catalogue_page =
                    self.ui.catalogue_page.saturating_add_signed(delta as isize);
            }
            #[cfg(target_arch = "wasm32")]
            Intent::Type(Purpose::ImportPath) => web_files::pick_file(),
            Intent::Type(purpose) => {
                let current = self.current_text(purpose);
                self.entry = Some(TextEntry::new(purpose, &current));
            }
            Intent::Pad(key) => {
                if let Some(entry) = &mut self.entry {
                    let result = entry.press(key);
                    if let Some(signal) = self.finish_entry(result) {
                        return signal;
                    }
                }
            }
            Intent::AskDelete(id) => {
                if self.ui.confirm_delete == Some(id) {
                    self.ui.confirm_delete = None;
                    self.ui.selected = None;
                    self.act(Action::Delete(id));
                } else {
                    self.ui.confirm_delete = Some(id);
                }
            }
            Intent::Play(entry) => {
                if let Some(team) = self.studio.team(entry) {
                    self.log(Line::new(Kind::StudioPlay).text("name", team.name()));
                    return StudioSignal::Play(Box::new(team.clone()));
                }
            }
            Intent::CopyCode => self.copy_code(),
            #[cfg(target_arch = "wasm32")]
            Intent::PasteCode => web_files::request_paste(),
            #[cfg(not(target_arch = "wasm32"))]
            Intent::PasteCode => self.paste(macroquad::miniquad::window::clipboard_get()),
            Intent::Export(kind) => self.export(kind),
        }
        StudioSignal::Nothing
    }

    fn open_or_selected(&self) -> Option<&Team> {
        self.ui.selected.and_then(|e| self.studio.team(e))
    }

    fn copy_code(&mut self) {
        let Some(team) = self.open_or_selected() else {
            return self.say(tr("Pick a team first").into(), true);
        };
        let code = hexkick_teams::share::export_code(team);
        let name = team.name().to_string();
        macroquad::miniquad::window::clipboard_set(&code);
        #[cfg(target_arch = "wasm32")]
        web_files::copy_text(&code);
        self.log(
            Line::new(Kind::StudioCode)
                .field("chars", code.len())
                .field("code", &code),
        );
        self.say(
            trf(
                "Share code of {0} copied ({1} characters)",
                &[&name, &code.len().to_string()],
            ),
            false,
        );
    }

    /// Imports the clipboard's text as a share code.
    fn paste(&mut self, text: Option<String>) {
        let text = text.filter(|t| !t.trim().is_empty());
        self.log(
            Line::new(Kind::StudioPaste)
                .field("chars", text.as_ref().map_or(0, |t| t.trim().len())),
        );
        match text {
            Some(code) => self.act(Action::ImportCode(code)),
            None => self.say(tr("The clipboard is empty").into(), true),
        }
    }

    fn export(&mut self, kind: ExportKind) {
        let Some(team) = self.open_or_selected().cloned() else {
            return self.say(tr("Pick a team first").into(), true);
        };
        match files::export(&team, kind) {
            Ok(path) => {
                self.log(Line::new(Kind::StudioExport).field("path", &path));
                self.say(trf("Saved {0}", &[&path]), false);
            }
            Err(e) => self.say(trf("Not exported: {0}", &[&e.in_words()]), true),
        }
    }

    fn current_text(&self, purpose: Purpose) -> String {
        let Some(open) = self.studio.open_team() else {
            return String::new();
        };
        let d = &open.draft;
        match purpose {
            Purpose::Field(TextField::TeamName) => d.name.to_string(),
            Purpose::Field(TextField::ShortName) => d.short_name.to_string(),
            Purpose::Field(TextField::Initials) => d.badge.initials.to_string(),
            Purpose::Field(TextField::Sponsor(kind)) => match kind {
                StripKind::Home => d.home.sponsor.to_string(),
                StripKind::Away => d.away.sponsor.to_string(),
            },
            Purpose::Field(TextField::PlayerName(i)) => d
                .players
                .get(i)
                .map(|p| p.name.to_string())
                .unwrap_or_default(),
            Purpose::ImportPath | Purpose::RulesSearch => String::new(),
        }
    }

    /// The test driver's screenshot path, two frames after every action (the first frame
    /// after new text sizes can show glyphs still being cached).
    pub fn take_shot_due(&mut self) -> Option<String> {
        if self.shot_due == 0 {
            return None;
        }
        self.shot_due -= 1;
        if self.shot_due > 0 {
            return None;
        }
        let name = self
            .shot_name
            .take()
            .unwrap_or_else(|| self.actions.to_string());
        self.test
            .shots
            .as_ref()
            .map(|dir| format!("{dir}/studio-{name}.png"))
    }

    /// Draws the screen and registers this frame's tap targets.
    pub fn draw(&mut self) {
        clear_background(BACKGROUND);
        let mut targets = std::mem::take(&mut self.targets);
        targets.clear();
        self.lay_out(screen_width(), screen_height(), &mut targets);
        self.targets = targets;
        if self.ui.page == Page::Share {
            self.log_sheet();
        }
        self.log_targets();
    }

    /// Lays the page out in a `w` x `h` window into `targets` (drawing it unless they are
    /// headless): the tabs, the page, the feedback bar and any open text pad.
    fn lay_out(&mut self, w: f32, h: f32, targets: &mut Targets<Intent>) {
        let bar = (h * 0.08).clamp(44.0, 72.0);
        let gap = 8.0;
        let has_open = self.studio.open_team().is_some();
        tabs::draw(self.ui.page, has_open, w, bar, targets);
        let feedback_h = (h * 0.07).clamp(28.0, 56.0);
        let area = Rect::new(
            gap,
            bar + gap,
            w - 2.0 * gap,
            h - bar - feedback_h - 2.0 * gap,
        );
        if !has_open && matches!(self.ui.page, Page::Strip | Page::Stickers) {
            self.ui.page = Page::Teams;
        }
        match self.ui.page {
            Page::Teams => list_page::draw(&self.studio, &self.ui, area, targets),
            Page::Strip | Page::Stickers => {
                if let Some(open) = self.studio.open_team() {
                    let draw = if self.ui.page == Page::Strip {
                        strip_page::draw
                    } else {
                        sticker_page::draw
                    };
                    draw(open, &self.ui, area, targets);
                }
            }
            Page::Share => share_page::draw(&self.studio, &self.ui, area, targets),
        }
        if let Some(feedback) = self.studio.feedback() {
            feedback::draw_feedback(
                feedback,
                Rect::new(gap, h - feedback_h, w - 2.0 * gap, feedback_h),
                targets,
            );
        }
        if let Some(entry) = &self.entry {
            let pad = Rect::new(w * 0.03, h * 0.1, w * 0.94, h * 0.84);
            targets.clear();
            entry.draw(pad, targets, Intent::Pad);
        }
    }
}

/// Text size for a row of height `h`.
pub(crate) fn text_size(h: f32) -> f32 {
    (h * 0.45).clamp(MIN_TEXT, 26.0)
}

/// A line of plain text in the studio's colour, shrunk to fit `room`.
pub(crate) fn say_line(t: &mut Targets<Intent>, text: &str, at: (f32, f32), size: f32, room: f32) {
    t.text(text, at, size, room, TEXT);
}

/// A line in the error colour (the validator's messages), shrunk to fit `room`.
pub(crate) fn say_error(t: &mut Targets<Intent>, text: &str, at: (f32, f32), size: f32, room: f32) {
    t.text(text, at, size, room, ERROR);
}
