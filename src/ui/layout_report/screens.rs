//! Every screen laid out for the report, each through the layout its drawing uses.

use super::Window;
use super::sheet::Sheet;
use crate::teams::library::TeamLibrary;
use crate::ui::competition::create::CreateChoices;
use crate::ui::form::Form;
use crate::ui::new_match::{NewMatchChoices, NewMatchScreen, TeamList};
use crate::ui::settings::Settings;
use crate::ui::settings::screen::SettingsScreen;
use crate::ui::title::TitleScreen;

/// Every screen's sheet at `window` (with the studio's pages when `with_studio`).
pub fn all(window: Window, with_studio: bool) -> Result<Vec<Sheet>, String> {
    let mut sheets = menus(window);
    if with_studio {
        sheets.extend(studio(window));
    }
    sheets.extend(crate::ui::match_screen::report::sheets(window)?);
    Ok(sheets)
}

/// The title, new match, settings and New competition screens.
fn menus(win: Window) -> Vec<Sheet> {
    let (w, h) = (win.w, win.h);
    let mut title = Sheet::new("title");
    let screen = TitleScreen::new(
        Some("Standard Red 1-0 Standard Blue, 23'".into()),
        vec!["Your saved match could not be resumed (command 3 of 9 was refused).".into()],
    );
    title.buttons(screen.entries(w, h).iter().map(|e| &e.1));
    title.labels(&screen.labels(w, h));
    let teams = TeamList::with_owned(&TeamLibrary::default());
    let new_match = NewMatchScreen::new(NewMatchChoices::default(), teams.clone(), true);
    let create = CreateChoices::new(&teams);
    vec![
        title,
        form_sheet(&new_match.form(), win),
        form_sheet(&SettingsScreen::new(Settings::default()).form(), win),
        form_sheet(&create.form(&teams, None), win),
    ]
}

/// A form's sheet (named after the form's screen).
fn form_sheet(form: &Form, win: Window) -> Sheet {
    let layout = form.layout(win.w, win.h);
    let hidden = (0..form.rows.len()).filter(|i| !layout.shows(*i)).count();
    let name = match hidden {
        0 => form.screen.to_string(),
        n => format!("{} ({n} rows scrolled out)", form.screen),
    };
    let mut sheet = Sheet::new(name);
    for (button, _) in form.buttons(&layout) {
        sheet.button(&button);
    }
    sheet.labels(&form.labels(&layout, win.w));
    sheet
}

/// The studio's pages: the team list (a ready-made team chosen), a copy of it opened on the
/// Strip and Stickers pages (2024 off its budget, then Classic), the Share page and the text
/// pad.
fn studio(win: Window) -> Vec<Sheet> {
    use crate::storage::{MemoryStore, Saves, Store};
    use crate::ui::studio::editor::{Action, Entry, TextField};
    use crate::ui::studio::{Page, StudioScreen, StudioTestMode};
    let saves: Saves<Box<dyn Store>> = Saves::new(Box::new(MemoryStore::default()));
    let mut screen = StudioScreen::with_saves(saves, None, StudioTestMode::default());
    let size = (win.w, win.h);
    let mut sheets = Vec::new();
    screen.report_setup(Action::Duplicate(Entry::ReadyMade(2)), 6);
    sheets.push(screen.report_sheet("studio_teams", size, Page::Teams, None));
    sheets.push(screen.report_sheet("studio_strip", size, Page::Strip, None));
    screen.report_setup(Action::RemoveSkill(6, 0), 6);
    sheets.push(screen.report_sheet("studio_stickers", size, Page::Stickers, None));
    let pad = Some(TextField::PlayerName(6));
    sheets.push(screen.report_sheet("studio_text_pad", size, Page::Stickers, pad));
    sheets.push(screen.report_sheet("studio_share", size, Page::Share, None));
    screen.report_setup(Action::SetEdition(crate::core::rules::Edition::Classic), 6);
    let classic = screen.report_sheet("studio_stickers_classic", size, Page::Stickers, None);
    sheets.push(classic);
    sheets
}
