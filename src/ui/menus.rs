//! The menus around the match: the title screen, the new-match screen and the settings, with
//! the saves they read (settings, owned teams, the match in progress) and the sounds.
//!
//! [`Menus::update`] returns a [`MenuExit`] when the player leaves the menus: to start a new
//! match, to continue the saved one, or to open the team studio.

use super::app_saves::{app_saves, open_saves};
use super::competition::{CompetitionScreen, CompetitionSignal, settle_saved};
use super::flick_input::FlickControl;
use super::form::Announcer;
use super::kit::MatchKit;
use super::match_screen::log_lines::with_position;
use super::new_match::{LastChoices, NewMatchChoices, NewMatchScreen, NewMatchSignal, TeamList};
use super::practice::list::{PracticeChoice, PracticePage};
use super::rules_screen::{RulesScreen, RulesSignal};
use super::settings::Settings;
use super::settings::screen::{SettingsScreen, SettingsSignal};
use super::test_log::{Kind, Line};
use super::title::{TitleChoice, TitleScreen};
use super::watch::list::{WatchChoice, WatchPage};
use crate::input::stroke::StrokeEvent;
use hexkick_practice::{Bests, DrillId};
use hexkick_rules::squad::Side;
use hexkick_storage::Saves;
use hexkick_table::AimHelp;
use hexkick_table::competition::close_settled;
use hexkick_table::headline::shown_name;
use hexkick_table::save_words::{no_saves_words, notice_words, save_error_words};
use hexkick_table::{MatchSetup, Resume, Table};
use hexkick_teams::saved::load_teams;
use hexkick_teams::team::Team;
use macroquad::prelude::{screen_height, screen_width};

/// The page a match (or a watched match) goes back to when it is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BackTo {
    /// The title screen (a friendly, a quick match, a tutorial's match).
    #[default]
    Title,
    /// The competition's page (a competition's match).
    Competition,
    /// The Watch page (a replay or an AI against AI match opened there).
    Watch,
}

impl BackTo {
    /// Its name in test-mode lines.
    pub fn key(self) -> &'static str {
        match self {
            BackTo::Title => "title",
            BackTo::Competition => "competition",
            BackTo::Watch => "watch",
        }
    }
}

/// Where the player goes from the menus.
pub enum MenuExit {
    /// A new match (the teams fit the rules and do not clash).
    NewMatch(Box<MatchSetup>),
    /// The saved match, resumed, and the page it goes back to.
    Continue(Box<Table>, BackTo),
    /// The team studio.
    Studio,
    /// The tutorial ("Learn to play").
    Tutorial,
    /// A competition's next fixture at the table, with the players who miss it.
    CompetitionMatch(Box<MatchSetup>, Vec<hexkick_rules::squad::PlayerId>),
    /// A replay or an AI against AI match to watch.
    Watch(super::watch::Opening),
    /// A flick practice drill.
    Practice(DrillId),
}

enum MenuScreen {
    Title(TitleScreen),
    NewMatch(NewMatchScreen),
    Settings(SettingsScreen),
    Competition(Box<CompetitionScreen>),
    Rules(Box<RulesScreen>),
    Watch(Box<WatchPage>),
    Practice(PracticePage),
}

/// The menus' state.
pub struct Menus {
    screen: MenuScreen,
    settings: Settings,
    saves: Saves,
    saved_match: Option<Box<Table>>,
    /// The new-match screen's last choices (saved in their slot).
    last_choices: LastChoices,
    log: bool,
    announcer: Announcer,
    /// The seed of a new competition's fixtures (`--seed` in test mode, else the clock).
    seed: Option<u64>,
    /// No settings were saved before this start (the very first start on this device).
    first_start: bool,
}

/// Whether the saved match was played to full time (it is kept as a replay, not continued).
fn is_finished(table: &Table) -> bool {
    table.state().phase() == hexkick_rules::state::Phase::FullTime
}

/// "Standard Red 1-0 Standard Blue, 23'": the saved match as the title screen shows it.
pub fn describe(table: &Table) -> String {
    let record = table.record();
    let state = table.state();
    format!(
        "{} {}-{} {}, {}'",
        shown_name(&record.home.name),
        state.score(Side::Home),
        state.score(Side::Away),
        shown_name(&record.away.name),
        state.minute()
    )
}

impl Menus {
    /// Opens the menus on the title screen: loads the settings and resumes the saved match
    /// (if any). Problems are shown on the title screen; nothing is deleted. `log` writes
    /// test-mode lines.
    pub fn open(log: bool) -> Self {
        Self::open_with(log, |_| {})
    }

    /// [`Menus::open`], calling `settled` with the saved settings before any notice is put
    /// in words (at startup: to choose the language they are said in).
    pub fn open_with(log: bool, settled: impl FnOnce(&Settings)) -> Self {
        let (mut saves, unavailable) = app_saves();
        let first_start = !Settings::saved_before(&mut saves);
        let (settings, settings_notice) = Settings::load(&mut saves);
        let (last_choices, choices_notice) = LastChoices::load(&mut saves);
        let (_, practice_notice) = Bests::load(&mut saves);
        settled(&settings);
        let notices: Vec<String> = (unavailable.iter().map(no_saves_words))
            .chain(
                [settings_notice, choices_notice, practice_notice]
                    .iter()
                    .flatten()
                    .map(notice_words),
            )
            .collect();
        if log {
            Line::new(Kind::Settings)
                .field("sound", u8::from(settings.sound))
                .field("speed", settings.animation_speed.label())
                .field("undo", u8::from(settings.undo))
                .field("table", u8::from(settings.table_mode))
                .field("aim", settings.aim_help.map_or("auto", AimHelp::key))
                .field("volume", settings.volume.label())
                .field("palette", format_args!("{:?}", settings.palette))
                .field("left_handed", u8::from(settings.left_handed))
                .field("control", format_args!("{:?}", settings.flick_control))
                .field("vibration", u8::from(settings.vibration))
                .field("reduced_motion", u8::from(settings.motion.is_reduced()))
                .write();
        }
        let mut menus = Self {
            screen: MenuScreen::Title(TitleScreen::default()),
            last_choices,
            settings,
            saves,
            saved_match: None,
            log,
            announcer: Announcer::default(),
            seed: None,
            first_start,
        };
        menus.show_title(notices);
        menus
    }

    /// Whether no settings were saved before this start (the very first start).
    pub fn is_first_start(&self) -> bool {
        self.first_start
    }

    /// Asks the language on the title screen before anything else (the very first start).
    pub fn ask_language(&mut self) {
        if let MenuScreen::Title(title) = &mut self.screen {
            *title = std::mem::take(title).asking_language();
        }
    }

    /// Keeps the language chosen on the first start in the settings (saved at once).
    fn choose_language(&mut self, lang: hexkick_i18n::Lang) -> Settings {
        self.settings.language = Some(lang);
        hexkick_i18n::set_lang(lang);
        if let Err(e) = self.settings.save(&mut self.saves)
            && self.log
        {
            Line::new(Kind::Notice)
                .field("text", e.to_string().replace(' ', "_"))
                .write();
        }
        self.first_start = false;
        self.settings
    }

    /// Quick match: the new-match screen's last choices against the AI, seeded by the clock;
    /// `None` (logged) when they do not make a match (the new-match screen then shows why).
    fn quick_match(&mut self) -> Option<MatchSetup> {
        let teams = TeamList::with_owned(&load_teams(&mut self.saves).library);
        let base = NewMatchChoices {
            undo: self.settings.undo,
            ..NewMatchChoices::default()
        };
        let choices = self.last_choices.quick_match(base, &teams);
        let seed = (macroquad::miniquad::date::now() * 1000.0) as u64;
        match choices.to_setup(&teams, seed) {
            Ok(setup) => Some(setup),
            Err(why) => {
                Line::new(Kind::StartFailed).text("reason", why).write();
                None
            }
        }
    }

    /// The menus with new competitions seeded by `seed` (test mode's `--seed`).
    pub fn with_seed(mut self, seed: Option<u64>) -> Self {
        self.seed = seed;
        self
    }

    /// Shows the competition screens.
    fn show_competition(&mut self) {
        let teams = TeamList::with_owned(&load_teams(&mut self.saves).library);
        let seed = self
            .seed
            .unwrap_or_else(|| (macroquad::miniquad::date::now() * 1000.0) as u64);
        let screen = CompetitionScreen::open(&mut self.saves, teams, seed, self.log);
        self.announcer = Announcer::default();
        self.screen = MenuScreen::Competition(Box::new(screen));
    }

    /// Opens the menus on the new-match screen with `team` at home (the studio's "Play with
    /// this team"); the match started there is saved like any other.
    pub fn open_new_match_with(log: bool, team: &Team) -> Self {
        let mut menus = Self::open(log);
        menus.show_new_match(Some(team));
        menus
    }

    /// Opens the menus on `page`: where a match or a watched match goes back to.
    pub fn open_on(log: bool, page: BackTo) -> Self {
        let mut menus = Self::open(log);
        match page {
            // Opening may already have shown the competition (a match of it just finished).
            BackTo::Competition if !matches!(menus.screen, MenuScreen::Competition(_)) => {
                menus.show_competition();
            }
            BackTo::Watch => {
                menus.screen = MenuScreen::Watch(Box::new(WatchPage::open(&mut menus.saves)));
            }
            BackTo::Competition | BackTo::Title => {}
        }
        menus
    }

    /// Opens the menus on the Flick practice page (back from a drill).
    pub fn open_practice(log: bool) -> Self {
        let mut menus = Self::open(log);
        menus.show_practice();
        menus
    }

    /// Shows the Flick practice page with the bests saved now.
    fn show_practice(&mut self) {
        let (bests, _) = Bests::load(&mut self.saves);
        let drag_back = self.settings.flick_control == FlickControl::DragBack;
        self.screen = MenuScreen::Practice(PracticePage::new(bests, drag_back));
    }

    /// Switches the flick control between swipe and drag back, in the settings (saved).
    fn switch_control(&mut self) -> Settings {
        self.settings.flick_control = match self.settings.flick_control {
            FlickControl::Swipe => FlickControl::DragBack,
            FlickControl::DragBack => FlickControl::Swipe,
        };
        if let Err(e) = self.settings.save(&mut self.saves)
            && self.log
        {
            Line::new(Kind::Notice)
                .field("text", e.to_string().replace(' ', "_"))
                .write();
        }
        self.settings
    }

    /// Shows the new-match screen with the last choices, or with `home` at home.
    fn show_new_match(&mut self, home: Option<&Team>) {
        let loaded = load_teams(&mut self.saves);
        let teams_notice = loaded.notice.as_ref().map(notice_words);
        let mut teams = TeamList::with_owned(&loaded.library);
        let base = NewMatchChoices {
            undo: self.settings.undo,
            ..NewMatchChoices::default()
        };
        let last = self.last_choices.onto(base, &teams);
        let choices = match home {
            Some(team) => {
                let index = teams.index_of_or_add(team);
                last.with_home(&teams, index)
            }
            None => last,
        };
        let screen = NewMatchScreen::new(choices, teams, self.saved_match.is_some())
            .with_teams_notice(teams_notice);
        self.screen = MenuScreen::NewMatch(screen);
    }

    /// Back on the title screen: looks for the saved match again (the match just left may
    /// have saved more).
    pub fn show_title(&mut self, mut notices: Vec<String>) {
        let (saves, why) = open_saves();
        notices.extend(why);
        self.saved_match = match Table::resume(saves) {
            Resume::Resumed {
                game: table,
                notice,
            } => {
                notices.extend(notice);
                Some(table)
            }
            Resume::Fresh { notice, .. } => {
                notices.extend(notice);
                None
            }
        };
        // A competition match just finished at the table: its result goes back into the
        // competition, whose page comes up, and the match is over (not offered any more).
        let settled = (self.saved_match.as_ref()).is_some_and(|t| settle_saved(&mut self.saves, t));
        // A friendly played to full time is over too: kept among the replays (Watch again on
        // the Watch page), no longer offered to continue.
        if !settled
            && (self.saved_match.as_ref()).is_some_and(|t| is_finished(t))
            && let Some(table) = self.saved_match.take()
            && let Err(e) = close_settled(*table)
        {
            notices.push(save_error_words(&e));
        }
        if self.log {
            match &self.saved_match {
                Some(t) => with_position(Line::new(Kind::SavedMatch), t).write(),
                None => Line::new(Kind::SavedMatch).raw("none").write(),
            }
            for notice in &notices {
                Line::new(Kind::Notice)
                    .field("text", notice.replace(' ', "_"))
                    .write();
            }
        }
        self.announcer = Announcer::default();
        let line = self.saved_match.as_deref().map(describe);
        self.screen = MenuScreen::Title(TitleScreen::new(line, notices));
        if settled {
            let closed = self.saved_match.take().map(|table| close_settled(*table));
            self.show_competition();
            if let (Some(Err(e)), MenuScreen::Competition(screen)) = (closed, &mut self.screen) {
                screen.tell(save_error_words(&e));
            }
        }
    }

    /// The device's Back on a menu page: back to the title (the new-match screen keeps its
    /// choices); the title and the rules reference (its own Escape) stay.
    pub fn back(&mut self) {
        match &self.screen {
            MenuScreen::Title(_) | MenuScreen::Rules(_) => {}
            MenuScreen::NewMatch(screen) => {
                let last = LastChoices::of(screen.choices(), screen.teams());
                self.remember(last);
                self.show_title(Vec::new());
            }
            MenuScreen::Settings(_)
            | MenuScreen::Competition(_)
            | MenuScreen::Watch(_)
            | MenuScreen::Practice(_) => self.show_title(Vec::new()),
        }
    }

    /// Tells the player on the Watch page why what they picked there does not open.
    pub fn refused(&mut self, why: String) {
        if let MenuScreen::Watch(page) = &mut self.screen {
            page.refuse(why);
        }
    }

    /// The settings in use.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// Handles the frame's strokes. Returns where to go when the player leaves the menus, and
    /// sets `changed` settings to apply at once.
    pub fn update(
        &mut self,
        events: &[StrokeEvent],
        changed: &mut Option<Settings>,
    ) -> Option<MenuExit> {
        let (w, h) = (screen_width(), screen_height());
        match &mut self.screen {
            MenuScreen::Title(title) => match title.update(events, self.log)? {
                TitleChoice::QuickMatch => match self.quick_match() {
                    Some(setup) => return Some(MenuExit::NewMatch(Box::new(setup))),
                    None => self.show_new_match(None),
                },
                TitleChoice::Language(lang) => {
                    *changed = Some(self.choose_language(lang));
                    self.show_title(Vec::new());
                }
                TitleChoice::NewMatch => self.show_new_match(None),
                TitleChoice::Continue => {
                    let table = self.saved_match.take()?;
                    return Some(MenuExit::Continue(table, BackTo::Title));
                }
                TitleChoice::Studio => return Some(MenuExit::Studio),
                TitleChoice::Tutorial => return Some(MenuExit::Tutorial),
                TitleChoice::Competition => self.show_competition(),
                TitleChoice::Settings => {
                    self.screen = MenuScreen::Settings(SettingsScreen::new(self.settings));
                }
                TitleChoice::Rules => {
                    self.screen = MenuScreen::Rules(Box::new(RulesScreen::new(self.log)));
                }
                TitleChoice::Watch => {
                    self.screen = MenuScreen::Watch(Box::new(WatchPage::open(&mut self.saves)));
                }
                TitleChoice::Practice => self.show_practice(),
            },
            MenuScreen::Practice(page) => match page.update(events, self.log)? {
                PracticeChoice::Back => self.show_title(Vec::new()),
                PracticeChoice::Open(drill) => return Some(MenuExit::Practice(drill)),
                PracticeChoice::SwitchControl => {
                    let settings = self.switch_control();
                    if let MenuScreen::Practice(page) = &mut self.screen {
                        page.set_drag_back(settings.flick_control == FlickControl::DragBack);
                    }
                    *changed = Some(settings);
                }
            },
            MenuScreen::Watch(page) => match page.update(events, self.log)? {
                WatchChoice::Back => self.show_title(Vec::new()),
                WatchChoice::Open(opening) => return Some(MenuExit::Watch(opening)),
            },
            MenuScreen::Rules(rules) => {
                if rules.update(events) == RulesSignal::Close {
                    self.show_title(Vec::new());
                }
            }
            MenuScreen::NewMatch(screen) => match screen.update(events, w, h) {
                NewMatchSignal::Nothing => {}
                NewMatchSignal::Back => {
                    let last = LastChoices::of(screen.choices(), screen.teams());
                    self.remember(last);
                    self.show_title(Vec::new());
                }
                NewMatchSignal::Start(choices) => {
                    let last = LastChoices::of(&choices, screen.teams());
                    // The seed of the match's dice, from the clock (it is saved with the match).
                    let seed = (macroquad::miniquad::date::now() * 1000.0) as u64;
                    let setup = choices.to_setup(screen.teams(), seed);
                    self.remember(last);
                    match setup {
                        Ok(setup) => return Some(MenuExit::NewMatch(Box::new(setup))),
                        Err(why) => Line::new(Kind::StartFailed).text("reason", why).write(),
                    }
                }
            },
            MenuScreen::Competition(screen) => match screen.update(events, w, h, &mut self.saves) {
                CompetitionSignal::Nothing => {}
                CompetitionSignal::Back => self.show_title(Vec::new()),
                CompetitionSignal::Play(setup, absent) => {
                    return Some(MenuExit::CompetitionMatch(setup, absent));
                }
                CompetitionSignal::Continue => {
                    let table = self.saved_match.take()?;
                    return Some(MenuExit::Continue(table, BackTo::Competition));
                }
            },
            MenuScreen::Settings(screen) => match screen.update(events, w, h, &mut self.saves) {
                SettingsSignal::Nothing => {}
                SettingsSignal::Changed(settings) => {
                    self.settings = settings;
                    self.last_choices.undo = Some(settings.undo);
                    *changed = Some(settings);
                }
                SettingsSignal::Back => self.show_title(Vec::new()),
            },
        }
        if self.log {
            self.announce(w, h);
        }
        None
    }

    /// Keeps the new-match screen's choices for next time, in memory and in their slot (a
    /// failed save is logged; the choices are still kept until the game quits).
    fn remember(&mut self, last: LastChoices) {
        if let Err(e) = last.save(&mut self.saves)
            && self.log
        {
            Line::new(Kind::Notice)
                .field("text", e.to_string().replace(' ', "_"))
                .write();
        }
        self.last_choices = last;
    }

    /// Logs the form screens' buttons (the title screen logs its own).
    fn announce(&mut self, w: f32, h: f32) {
        let form = match &self.screen {
            // The title, the competition and the rules log their own targets.
            MenuScreen::Title(_)
            | MenuScreen::Competition(_)
            | MenuScreen::Rules(_)
            | MenuScreen::Watch(_)
            | MenuScreen::Practice(_) => return,
            MenuScreen::NewMatch(s) => s.form(),
            MenuScreen::Settings(s) => s.form(),
        };
        let layout = form.layout(w, h);
        let targets: Vec<(String, macroquad::prelude::Rect)> = form
            .targets(&layout)
            .into_iter()
            .map(|(id, rect, _)| (id, rect))
            .collect();
        self.announcer.announce(form.screen, &targets);
    }

    /// What the two sides of `setup` wear, from the teams of those names (standard,
    /// ready-made or owned); `None` when one is not found (the screen's default pegs).
    pub fn kit_for(&mut self, setup: &MatchSetup) -> Option<MatchKit> {
        let teams = TeamList::with_owned(&load_teams(&mut self.saves).library);
        let home = teams.find(&setup.home.look.name)?;
        let away = teams.find(&setup.away.look.name)?;
        Some(MatchKit::for_teams(home, away))
    }

    /// The shown screen's name in log lines: "title" ("title_language" while the first start
    /// asks the language), "new_match", "settings" or the rules'
    /// (`rules`, `rules_found`, `rules_topic`, `rules_pad`).
    pub fn screen_name(&self) -> &'static str {
        match &self.screen {
            MenuScreen::Title(t) if t.asks_language() => "title_language",
            MenuScreen::Title(_) => "title",
            MenuScreen::NewMatch(_) => "new_match",
            MenuScreen::Settings(_) => "settings",
            MenuScreen::Competition(c) => c.name(),
            MenuScreen::Rules(rules) => rules.screen_name(),
            MenuScreen::Watch(_) => "watch",
            MenuScreen::Practice(_) => "practice",
        }
    }

    /// Draws the current menu screen.
    pub fn draw(&mut self) {
        let (w, h) = (screen_width(), screen_height());
        match &mut self.screen {
            MenuScreen::Title(title) => title.draw(),
            MenuScreen::NewMatch(screen) => screen.form().draw(w, h),
            MenuScreen::Settings(screen) => screen.form().draw(w, h),
            MenuScreen::Competition(screen) => screen.draw(w, h),
            MenuScreen::Rules(rules) => rules.draw(),
            MenuScreen::Watch(page) => page.draw(),
            MenuScreen::Practice(page) => page.draw(),
        }
    }
}
