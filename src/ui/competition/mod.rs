//! The competition screens (issue 17): "New competition" (a form) and the competition's
//! page (fixtures, table, scorers, cards, the next match). The competitions are saved in
//! their own slot after every change, atomically; a match played at the table comes back
//! through [`settle_saved`] when the menus open again.

pub mod create;
pub mod hub;
pub mod report;
pub mod simulating;
pub mod words;
pub mod worker;

use crate::input::stroke::StrokeEvent;
use crate::ui::form::{Announcer, FormTap};
use crate::ui::new_match::TeamList;
use crate::ui::test_log::{Kind, Line};
use create::CreateChoices;
use hexkick_record::MatchLog;
use hexkick_rules::competition::{Competition, Competitions};
use hexkick_rules::squad::PlayerId;
use hexkick_storage::{Saves, Slot};
use hexkick_table::competition::{
    is_in_play, keep_simulated, next_match, person_plays_next, record_simulated, settle,
    standing_of,
};
use hexkick_table::save_words::{notice_words, save_error_words};
use hexkick_table::{MatchSetup, Table};
use hub::{NextButton, Tab};
use simulating::{Frames, Progress, SimulationRun};

/// Where the competition screens send the player.
pub enum CompetitionSignal {
    /// Stay.
    Nothing,
    /// Back to the title screen.
    Back,
    /// Play the next fixture at the table with these absent players.
    Play(Box<MatchSetup>, Vec<PlayerId>),
    /// Continue the saved match: the next fixture, begun by a person and in play.
    Continue,
}

enum Page {
    Create(CreateChoices, Option<String>),
    Hub,
}

/// The competition screens' state.
pub struct CompetitionScreen {
    page: Page,
    records: Competitions,
    teams: TeamList,
    tab: Tab,
    notice: Option<String>,
    seed: u64,
    log: bool,
    announcer: Announcer,
    /// The fixture being simulated while the page draws.
    running: Option<SimulationRun>,
    /// The match saved at the table, when it is the next fixture begun by a person
    /// ([`is_in_play`]): Simulate lets the AI finish it. With its minute and score.
    in_play: Option<(MatchLog, u8, [u8; 2])>,
}

/// Brings a finished competition match (the saved match at the table) back into the
/// competition in play and saves it, written before this returns (the match's own save may
/// go next: [`hexkick_table::competition::close_settled`]); true when a result was recorded.
pub fn settle_saved(saves: &mut Saves, table: &Table) -> bool {
    let (mut records, _) = saves.load_or_default::<Competitions>(Slot::Competitions);
    let Some(comp) = records.list.last_mut() else {
        return false;
    };
    match settle(comp, table) {
        Ok(true) => saves.save(Slot::Competitions, &records).is_ok() && saves.flush().is_ok(),
        _ => false,
    }
}

impl CompetitionScreen {
    /// The page of the last competition, or the form when there is none. `seed` seeds a new
    /// competition's fixtures.
    pub fn open(saves: &mut Saves, teams: TeamList, seed: u64, log: bool) -> Self {
        let (records, notice) = saves.load_or_default::<Competitions>(Slot::Competitions);
        let page = if records.list.is_empty() {
            Page::Create(CreateChoices::new(&teams), None)
        } else {
            Page::Hub
        };
        let mut screen = Self {
            page,
            records,
            teams,
            tab: Tab::default(),
            notice: notice.map(|n| notice_words(&n)),
            seed,
            log,
            announcer: Announcer::default(),
            running: None,
            in_play: None,
        };
        screen.find_in_play(saves);
        screen.log_state();
        screen
    }

    /// Looks for the saved match of the fixture in play (a person began it at the table).
    fn find_in_play(&mut self, saves: &mut Saves) {
        let saved = saves.load::<MatchLog>(Slot::Match).ok().map(|l| l.value);
        self.in_play = saved
            .filter(|log| self.current().is_some_and(|c| is_in_play(c, log)))
            .and_then(|log| {
                let (minute, score) = standing_of(&log)?;
                Some((log, minute, score))
            });
    }

    /// The screen's name in log lines.
    pub fn name(&self) -> &'static str {
        match self.page {
            Page::Create(..) => "competition_new",
            Page::Hub => "competition",
        }
    }

    fn current(&self) -> Option<&Competition> {
        self.records.list.last()
    }

    fn next_button(&self) -> NextButton {
        match self.current() {
            Some(_) if self.in_play.is_some() => NextButton::InPlay,
            Some(c) if c.next_fixture().is_some() && person_plays_next(c) => NextButton::Play,
            Some(c) if c.next_fixture().is_some() => NextButton::Simulate,
            _ => NextButton::None,
        }
    }

    fn save(&mut self, saves: &mut Saves) {
        if let Err(e) = saves.save(Slot::Competitions, &self.records) {
            self.notice = Some(save_error_words(&e));
        }
        self.log_state();
    }

    /// Handles the frame's strokes in a `w` x `h` window.
    pub fn update(
        &mut self,
        events: &[StrokeEvent],
        w: f32,
        h: f32,
        saves: &mut Saves,
    ) -> CompetitionSignal {
        if let Page::Create(choices, message) = &mut self.page {
            let form = choices.form(&self.teams, message.clone());
            let mut scroll = choices.scroll;
            scroll.follow(&form, events, w, h);
            choices.scroll = scroll;
            let form = choices.form(&self.teams, message.clone());
            if self.log {
                let l = form.layout(w, h);
                let t: Vec<_> = form
                    .targets(&l)
                    .into_iter()
                    .map(|(i, r, _)| (i, r))
                    .collect();
                self.announcer.announce(form.screen, &t);
            }
            match form.tapped(events, w, h) {
                None => {}
                Some(FormTap::Button("back")) if self.records.list.is_empty() => {
                    return CompetitionSignal::Back;
                }
                Some(FormTap::Button("back")) => self.page = Page::Hub,
                Some(FormTap::Button(_)) => match choices.build(&self.teams) {
                    Ok(mut comp) => {
                        comp.seed = self.seed;
                        self.records.list.push(comp);
                        self.page = Page::Hub;
                        self.save(saves);
                    }
                    Err(why) => *message = Some(why),
                },
                Some(tap) => choices.tap(tap, &self.teams),
            }
            return CompetitionSignal::Nothing;
        }
        if self.running.is_some() {
            self.simulate_frame(saves);
            return CompetitionSignal::Nothing;
        }
        let next = self.next_button();
        let targets = hub::targets(&hub::layout(w, h), next);
        if self.log {
            self.announcer.announce("competition", &targets);
        }
        let Some(id) = hub::tapped(events, &targets) else {
            return CompetitionSignal::Nothing;
        };
        match id.as_str() {
            "back" => return CompetitionSignal::Back,
            "new" => self.page = Page::Create(CreateChoices::new(&self.teams), None),
            "simulate" => self.simulate(),
            "next" if self.in_play.is_some() => return CompetitionSignal::Continue,
            "next" => return self.play(saves),
            tab => {
                self.tab = match tab {
                    "tab_table" => Tab::Table,
                    "tab_scorers" => Tab::Scorers,
                    "tab_cards" => Tab::Cards,
                    _ => Tab::Fixtures,
                };
            }
        }
        CompetitionSignal::Nothing
    }

    /// Starts simulating the next fixture (played in slices by [`Self::simulate_frame`]):
    /// from where the people left it when it is in play, else from its kick-off.
    fn simulate(&mut self) {
        let Some(comp) = self.current() else {
            return;
        };
        match SimulationRun::start(comp, self.in_play.as_ref().map(|(log, ..)| log)) {
            Ok(run) => {
                let (minute, score) = run.shown();
                self.notice = Some(words::simulating(minute, score));
                self.running = Some(run);
            }
            Err(e) => self.notice = Some(words::run_refused(&e)),
        }
    }

    /// One frame of the simulated fixture, its minute and score shown; once it is over its
    /// result is recorded and saved.
    fn simulate_frame(&mut self, saves: &mut Saves) {
        let Some(run) = self.running.as_mut() else {
            return;
        };
        let played = match run.frame(f64::from(macroquad::time::get_frame_time())) {
            Progress::Playing(minute, score) => {
                let shown = words::simulating(minute, score);
                if self.log && self.notice.as_deref() != Some(shown.as_str()) {
                    Line::new(Kind::Simulating)
                        .field("minute", minute)
                        .field("score", format!("{}-{}", score[0], score[1]))
                        .write();
                }
                self.notice = Some(shown);
                return;
            }
            Progress::Failed => {
                self.running = None;
                self.notice = Some(words::SIMULATION_FAILED.to_string());
                return;
            }
            Progress::Over(played) => *played,
        };
        let frames = run.frames();
        self.running = None;
        let Some(comp) = self.records.list.last_mut() else {
            return;
        };
        let recording = macroquad::time::get_time();
        let kept = match played.and_then(|log| record_simulated(comp, log)) {
            Ok(log) => {
                self.notice = None;
                Some(log)
            }
            Err(e) => {
                self.notice = Some(words::run_refused(&e));
                None
            }
        };
        self.save(saves);
        // The simulated match is kept among the replays (the Watch page offers it).
        if let Some(Err(e)) = kept.map(|log| keep_simulated(saves, log)) {
            self.notice = Some(save_error_words(&e));
        }
        // The result written before the match goes: a kill in between loses neither. Unless
        // both go, the match is still offered on the title, where settling it records nothing.
        if self.in_play.take().is_some()
            && saves.flush().is_ok()
            && let Err(e) = saves.clear(Slot::Match)
        {
            self.notice = Some(save_error_words(&e));
        }
        if let (true, Some(frames)) = (self.log, frames) {
            write_simulated_frames(&frames, macroquad::time::get_time() - recording);
        }
    }

    /// Says `notice` on the page (a save that failed on the way here).
    pub fn tell(&mut self, notice: String) {
        self.notice = Some(notice);
    }

    fn play(&mut self, saves: &mut Saves) -> CompetitionSignal {
        let Some(comp) = self.records.list.last_mut() else {
            return CompetitionSignal::Nothing;
        };
        let Some(f) = comp.next_fixture() else {
            return CompetitionSignal::Nothing;
        };
        let (Some(home), Some(away)) = (self.teams.find(&f.home), self.teams.find(&f.away)) else {
            self.notice = Some(hexkick_i18n::tr(words::NO_TEAM).to_string());
            return CompetitionSignal::Nothing;
        };
        match next_match(comp, &home.clone(), &away.clone()) {
            Ok((setup, absent)) => {
                self.save(saves);
                CompetitionSignal::Play(Box::new(setup), absent)
            }
            Err(e) => {
                self.notice = Some(words::refused(&e));
                CompetitionSignal::Nothing
            }
        }
    }

    /// Draws the shown page.
    pub fn draw(&self, w: f32, h: f32) {
        match (&self.page, self.current()) {
            (Page::Create(choices, message), _) => {
                choices.form(&self.teams, message.clone()).draw(w, h)
            }
            (Page::Hub, Some(comp)) => hub::draw(
                comp,
                self.tab,
                self.next_button(),
                self.notice
                    .clone()
                    .or_else(|| self.in_play_notice())
                    .as_deref(),
                w,
                h,
            ),
            (Page::Hub, None) => {}
        }
    }

    /// "Your match is in play (37', 1-0): ..." when the next fixture was begun at the table.
    fn in_play_notice(&self) -> Option<String> {
        let (_, minute, score) = self.in_play.as_ref()?;
        Some(words::in_play(*minute, *score))
    }

    /// Test mode: where the competition stands, its table and who misses the next match.
    fn log_state(&self) {
        let Some(comp) = self.current().filter(|_| self.log) else {
            return;
        };
        let next = comp
            .next_fixture()
            .map_or("none".to_string(), |f| format!("{}_v_{}", f.home, f.away));
        Line::new(Kind::Competition)
            .field("played", comp.played.len())
            .field("fixtures", comp.fixtures.len())
            .text("next", next.replace(' ', "_"))
            .field("button", format!("{:?}", self.next_button()).to_lowercase())
            .field("in_play", u8::from(comp.in_play.is_some()))
            .write();
        for line in hub::list(comp, Tab::Table, usize::MAX) {
            Line::new(Kind::Standing)
                .text("team", line.text.replace(' ', "_"))
                .field("figures", line.columns.join(","))
                .write();
        }
        if let Some(f) = comp.next_fixture() {
            for m in comp.missing(f) {
                Line::new(Kind::Missing)
                    .text("team", m.team.replace(' ', "_"))
                    .field("number", m.absence.number.0)
                    .field("reason", format!("{:?}", m.absence.reason).to_lowercase())
                    .text(
                        "fixture",
                        format!("{}_v_{}", f.home, f.away).replace(' ', "_"),
                    )
                    .write();
            }
        }
    }
}

/// The `simulated` test line: the frames a simulated fixture ran through, how long each
/// spent on it and how long each took, and `record_s`, how long recording and saving it took
/// in the frame it ended (docs/performance.md, "Lean and fast").
fn write_simulated_frames(frames: &Frames, record_s: f64) {
    let ms = |x: f64| format!("{x:.1}");
    Line::new(Kind::Simulated)
        .field("runner", frames.runner.name())
        .field("frames", frames.work.frames)
        .field("work_p95_ms", ms(frames.work.p95_ms))
        .field("work_max_ms", ms(frames.work.max_ms))
        .field("frame_p95_ms", ms(frames.interval.p95_ms))
        .field("frame_max_ms", ms(frames.interval.max_ms))
        .field("record_ms", ms(record_s * 1000.0))
        .write();
}
