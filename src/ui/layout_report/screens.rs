//! Every screen laid out for the report, each through the layout its drawing uses.

use super::sheet::{Sheet, Window};
use crate::ui::competition::create::CreateChoices;
use crate::ui::form::{Form, TOUCH};
use crate::ui::new_match::{NewMatchChoices, NewMatchScreen, TeamList};
use crate::ui::rules_screen::RulesScreen;
use crate::ui::settings::Settings;
use crate::ui::settings::screen::SettingsScreen;
use crate::ui::title::TitleScreen;
use hexkick_teams::library::TeamLibrary;

/// A part of the report: some screens' sheets at a window.
type Screens = fn(Window) -> Result<Vec<Sheet>, String>;

/// The parts of the report, in order. A new screen adds its module's `sheets` function here.
const PARTS: [Screens; 8] = [
    menus,
    crate::ui::match_screen::report::sheets,
    crate::ui::tutorial_box::report::sheets,
    crate::ui::competition::report::sheets,
    crate::ui::watch::report::sheets,
    crate::ui::practice::report::sheets,
    rules,
    studio,
];

/// Every screen's sheet at `window`.
pub fn all(window: Window) -> Result<Vec<Sheet>, String> {
    let mut sheets = Vec::new();
    for part in PARTS {
        sheets.extend(part(window)?);
    }
    for sheet in &mut sheets {
        sheet.within(window.w, window.h);
    }
    Ok(sheets)
}

/// The rules reference: the list, a search's topics, the letter pad, and every topic's page
/// (on one sheet).
fn rules(win: Window) -> Result<Vec<Sheet>, String> {
    let sheet = |name: &str, screen: RulesScreen| {
        let mut sheet = Sheet::new(name);
        sheet.page(&screen.page(win.w, win.h));
        sheet
    };
    let mut topics = Sheet::new("rules_topic (every topic)");
    for t in hexkick_help::all() {
        topics.page(&RulesScreen::showing("", Some(t.id), false).page(win.w, win.h));
    }
    Ok(vec![
        sheet("rules", RulesScreen::showing("", None, false)),
        sheet("rules_found", RulesScreen::showing("card", None, false)),
        sheet("rules_pad", RulesScreen::showing("offside", None, true)),
        topics,
    ])
}

/// A long save notice, as the title screen shows it: the saved match and its backup both
/// unreadable, one kept aside.
fn damaged_save() -> hexkick_storage::StorageNotice {
    use hexkick_storage::{Generation, Problem, Reason, Recovery, Slot, StorageNotice};
    let problem = |generation, reason, kept_as: Option<&str>| Problem {
        generation,
        reason,
        kept_as: kept_as.map(str::to_string),
    };
    StorageNotice {
        slot: Slot::Match,
        problems: vec![
            problem(
                Generation::Latest,
                Reason::Damaged,
                Some("/home/player/.local/share/hexkick/match.save.corrupt-1"),
            ),
            problem(Generation::Backup, Reason::CutShort, None),
        ],
        recovery: Recovery::FreshStart,
    }
}

/// The title (and its first start's language question), new match (and its extras),
/// settings and New competition screens.
fn menus(win: Window) -> Result<Vec<Sheet>, String> {
    let (w, h) = (win.w, win.h);
    let saved_match = Some("Standard Red 1-0 Standard Blue, 23'".to_string());
    let mut title = Sheet::new("title");
    let screen = TitleScreen::new(saved_match.clone(), Vec::new());
    title.buttons(screen.entries(w, h).iter().map(|e| &e.1));
    title.labels(&screen.labels(w, h));
    let mut language = Sheet::new("title_language");
    let screen = TitleScreen::new(None, Vec::new()).asking_language();
    language.buttons(screen.entries(w, h).iter().map(|e| &e.1));
    language.labels(&screen.labels(w, h));
    let mut notice = Sheet::new("title_notice");
    let notices = vec![hexkick_table::save_words::notice_words(&damaged_save())];
    let screen = TitleScreen::new(saved_match, notices);
    notice.buttons(screen.entries(w, h).iter().map(|e| &e.1));
    notice.labels(&screen.labels(w, h));
    let teams = TeamList::with_owned(&TeamLibrary::default());
    let new_match = NewMatchScreen::new(NewMatchChoices::default(), teams.clone(), true);
    let create = CreateChoices::new(&teams);
    Ok(vec![
        title,
        language,
        notice,
        form_sheet(&new_match.form(), win),
        form_sheet(&new_match.extras_form(), win),
        form_sheet(&SettingsScreen::new(Settings::default()).form(), win),
        form_sheet(&create.form(&teams, None), win),
    ])
}

/// A form's sheet (named after the form's screen): every row, measured at each scroll that
/// brings rows into view.
fn form_sheet(form: &Form, win: Window) -> Sheet {
    let layout = form.layout(win.w, win.h);
    let hidden = (0..form.rows.len()).filter(|i| !layout.shows(*i)).count();
    let name = match hidden {
        0 => form.screen.to_string(),
        n => format!("{} ({n} rows scrolled out)", form.screen),
    };
    let mut sheet = Sheet::new(name);
    let band = (layout.shown.1 - layout.shown.0).max(TOUCH);
    let mut scroll = 0.0;
    loop {
        let scrolled = Form {
            scroll,
            ..form.clone()
        };
        let layout = scrolled.layout(win.w, win.h);
        for (button, _) in scrolled.buttons(&layout) {
            sheet.button(&button);
        }
        sheet.labels(&scrolled.labels(&layout, win.w));
        if scroll >= layout.max_scroll {
            break;
        }
        scroll = (scroll + band * 0.5).min(layout.max_scroll);
    }
    sheet
}

/// The studio's pages: the team list (a ready-made team chosen), a copy of it opened on the
/// Strip page (with its palette, a narrow window's own page) and the Stickers page (2024 off
/// its budget: the squad and a player's page; then Classic), the Share page and the text pad.
/// On these pages nothing is drawn over anything else: overlapping targets or words count
/// as overflows.
fn studio(win: Window) -> Result<Vec<Sheet>, String> {
    use crate::ui::studio::editor::{Action, Entry, TextField};
    use crate::ui::studio::{Page, StudioScreen, StudioTestMode};
    use hexkick_storage::{MemoryStore, Saves, Store};
    let saves: Saves<Box<dyn Store>> = Saves::new(Box::new(MemoryStore::default()));
    let mut screen = StudioScreen::with_saves(saves, None, StudioTestMode::default());
    let size = (win.w, win.h);
    let mut sheets = Vec::new();
    screen.report_setup(Action::Duplicate(Entry::ReadyMade(2)), 6);
    sheets.push(screen.report_sheet("studio_teams", size, Page::Teams, None));
    sheets.push(screen.report_sheet("studio_strip", size, Page::Strip, None));
    screen.report_open(true);
    sheets.push(screen.report_sheet("studio_strip_palette", size, Page::Strip, None));
    screen.report_open(false);
    screen.report_setup(Action::RemoveSkill(6, 0), 6);
    sheets.push(screen.report_sheet("studio_stickers", size, Page::Stickers, None));
    screen.report_open(true);
    let player = screen.report_sheet("studio_stickers_player", size, Page::Stickers, None);
    sheets.push(player);
    let pad = Some(TextField::PlayerName(6));
    sheets.push(screen.report_sheet("studio_text_pad", size, Page::Stickers, pad));
    sheets.push(screen.report_sheet("studio_share", size, Page::Share, None));
    screen.report_setup(
        Action::SetEdition(hexkick_rules::rules::Edition::Classic),
        6,
    );
    let classic = screen.report_sheet("studio_stickers_classic", size, Page::Stickers, None);
    sheets.push(classic);
    screen.report_open(false);
    let squad = screen.report_sheet("studio_stickers_classic_squad", size, Page::Stickers, None);
    sheets.push(squad);
    for sheet in &mut sheets {
        sheet.nothing_overlaps();
    }
    Ok(sheets)
}
