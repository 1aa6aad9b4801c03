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

/// Every screen's sheet at `window`.
pub fn all(window: Window) -> Result<Vec<Sheet>, String> {
    let mut sheets = menus(window);
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
