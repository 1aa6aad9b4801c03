//! A fixture simulated while the competition page keeps drawing. On native builds its
//! commands are played in slices on a thread (no frame waits for a slice). On the web it is
//! played by a worker ([`super::worker`]) where the page has one, so no AI decision runs in
//! the page's frames, else in slices in the frame (a part of each frame's time). The frames it
//! ran through are measured: how long each spent on the simulation and how long each took,
//! for the `simulated` test line (docs/performance.md, "Lean and fast").

use crate::input::device::clock_s;
use crate::ui::frame_stats::FrameStats;
use crate::ui::thinker::Thinker;
use hexkick_record::MatchLog;
use hexkick_rules::competition::Competition;
use hexkick_table::competition::{RunError, Simulation};

/// Seconds of simulation in one slice on the web, where it runs in the frame: about a third
/// of a 60 Hz frame, so with the step that crosses it and the page's own drawing the frame
/// still fits in 16.7 ms (the browser test `competition` prints the figure).
#[cfg(target_arch = "wasm32")]
const SLICE_S: f64 = 0.006;
/// Seconds of simulation in one slice on a native build, where it runs on a thread: the
/// page polls it every frame, so a slice only sets how often the minute shown moves on.
#[cfg(not(target_arch = "wasm32"))]
const SLICE_S: f64 = 0.05;

/// A slice's work: the simulation handed to it and back, and whether the match goes on.
struct Slice {
    sim: Simulation,
    going: bool,
}

/// Where a simulated fixture stands after a frame.
pub enum Progress {
    /// Still playing: the match minute and the score (home, away).
    Playing(u8, [u8; 2]),
    /// Over: the match's log to record, or why it could not be played to its end.
    Over(Box<Result<MatchLog, RunError>>),
    /// The simulation died (a panic in the AI): nothing is recorded.
    Failed,
}

/// Who plays the fixture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runner {
    /// Slices through a [`Thinker`]: on a thread natively, in the frame on the web.
    Slices,
    /// The page's worker (web only), with the ticket of its job.
    #[cfg(target_arch = "wasm32")]
    Worker(crate::ui::worker::remote::Ticket),
}

impl Runner {
    /// Its name in the test log.
    pub fn name(self) -> &'static str {
        match self {
            Runner::Slices => "slices",
            #[cfg(target_arch = "wasm32")]
            Runner::Worker(_) => "worker",
        }
    }
}

/// The frames a simulation ran through, for its figure.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frames {
    /// Who played it.
    pub runner: Runner,
    /// How long each frame spent on the simulation (playing a slice on the web, taking one
    /// on native builds, asking the worker).
    pub work: FrameStats,
    /// How long each frame took, start to start (macroquad's frame time).
    pub interval: FrameStats,
}

/// A fixture being simulated.
pub struct SimulationRun {
    thinker: Thinker<Slice>,
    /// The simulation between slices (`None` while a slice or the worker has it).
    idle: Option<Simulation>,
    runner: Runner,
    shown: (u8, [u8; 2]),
    work_s: Vec<f64>,
    interval_s: Vec<f64>,
}

impl SimulationRun {
    /// Starts simulating the next fixture of `comp`, continued from `saved` when that is the
    /// match in play ([`Simulation::begin`]); on the web by the page's worker where it has one.
    /// Its first slice runs in the next frame.
    pub fn start(comp: &Competition, saved: Option<&MatchLog>) -> Result<SimulationRun, RunError> {
        let sim = Simulation::begin(comp, saved)?;
        let shown = sim.progress();
        let (idle, runner) = hand_over(sim, comp, saved);
        Ok(SimulationRun {
            shown,
            thinker: Thinker::default(),
            idle,
            runner,
            work_s: Vec::new(),
            interval_s: Vec::new(),
        })
    }

    /// The match minute and the score (home, away) shown now.
    pub fn shown(&self) -> (u8, [u8; 2]) {
        self.shown
    }

    /// One frame of `frame_s` seconds: takes the slice that has finished, then starts the
    /// next (on the web it runs now, and is taken in the next frame); or asks the worker.
    pub fn frame(&mut self, frame_s: f64) -> Progress {
        let began = clock_s();
        let progress = match self.runner {
            Runner::Slices => self.slices_frame(),
            #[cfg(target_arch = "wasm32")]
            Runner::Worker(ticket) => self.worker_frame(ticket),
        };
        self.work_s.push(clock_s() - began);
        self.interval_s.push(frame_s);
        progress
    }

    fn slices_frame(&mut self) -> Progress {
        if let Some(slice) = self.thinker.poll() {
            self.shown = slice.sim.progress();
            if !slice.going {
                return Progress::Over(Box::new(slice.sim.into_log()));
            }
            self.idle = Some(slice.sim);
        } else if self.thinker.has_failed() {
            return Progress::Failed;
        }
        if let Some(sim) = self.idle.take() {
            self.thinker.think(move || play_slice(sim));
        }
        let (minute, score) = self.shown;
        Progress::Playing(minute, score)
    }

    #[cfg(target_arch = "wasm32")]
    fn worker_frame(&mut self, ticket: crate::ui::worker::remote::Ticket) -> Progress {
        use super::worker::remote::{Status, status};
        match status(ticket) {
            Status::Playing(reported) => {
                if let Some(now) = reported {
                    self.shown = now;
                }
                let (minute, score) = self.shown;
                Progress::Playing(minute, score)
            }
            Status::Over(played) => Progress::Over(Box::new(played)),
            Status::Died => Progress::Failed,
        }
    }

    /// The frames run through so far; `None` before the first.
    pub fn frames(&self) -> Option<Frames> {
        Some(Frames {
            runner: self.runner,
            work: FrameStats::from_seconds(&self.work_s)?,
            interval: FrameStats::from_seconds(&self.interval_s)?,
        })
    }
}

/// Who plays the fixture `sim` begins: on the web, the page's worker when it takes the job
/// (then the page keeps no simulation), else slices of `sim`.
#[cfg(target_arch = "wasm32")]
fn hand_over(
    sim: Simulation,
    comp: &Competition,
    saved: Option<&MatchLog>,
) -> (Option<Simulation>, Runner) {
    match super::worker::remote::start(&super::worker::job(comp, saved)) {
        Some(ticket) => (None, Runner::Worker(ticket)),
        None => (Some(sim), Runner::Slices),
    }
}

/// Who plays the fixture `sim` begins: slices of it, on a thread.
#[cfg(not(target_arch = "wasm32"))]
fn hand_over(
    sim: Simulation,
    _comp: &Competition,
    _saved: Option<&MatchLog>,
) -> (Option<Simulation>, Runner) {
    (Some(sim), Runner::Slices)
}

/// Plays commands for [`SLICE_S`] seconds (at least one).
fn play_slice(mut sim: Simulation) -> Slice {
    let until = clock_s() + SLICE_S;
    loop {
        let going = sim.step();
        if !going || clock_s() >= until {
            return Slice { sim, going };
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use hexkick_rules::competition::Format;
    use hexkick_rules::rules::{Edition, Level, RuleSet};
    use hexkick_table::competition::record_simulated;
    use hexkick_teams::shipped::shipped_teams;
    use hexkick_teams::team::Team;

    /// A league of quick 2024 TOURNAMENT matches between four shipped teams, AI coached.
    pub(crate) fn league() -> Competition {
        let squads = shipped_teams()
            .iter()
            .filter(|t| t.edition() == Edition::Y2024)
            .take(4)
            .map(Team::to_squad)
            .collect();
        let mut rules = RuleSet {
            level: Level::Tournament,
            ..RuleSet::default()
        };
        rules.extras.quick_match = true;
        let mut comp = Competition::new("League", rules, squads).expect("valid squads");
        comp.seed = 5;
        comp.draw(Format::League);
        comp
    }

    /// A fixture played in slices while frames go by is the match played in one go: the
    /// same result, and a minute shown that only moves on.
    #[test]
    fn a_fixture_played_in_slices_is_the_match_played_in_one_go() {
        let mut whole = league();
        let mut sim = Simulation::begin(&whole, None).expect("it starts");
        while sim.step() {}
        let expected = sim.record(&mut whole).expect("recorded").result;

        let mut sliced = league();
        let mut run = SimulationRun::start(&sliced, None).expect("it starts");
        assert_eq!(run.shown(), (0, [0, 0]));
        let mut minute = 0;
        let sim = loop {
            match run.frame(1.0 / 60.0) {
                Progress::Playing(now, _) => {
                    assert!(
                        now >= minute,
                        "the minute shown went back: {minute} then {now}"
                    );
                    minute = now;
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
                Progress::Over(played) => break played.expect("played to its end"),
                Progress::Failed => panic!("a slice failed"),
            }
        };
        let frames = run.frames().expect("frames were measured");
        assert!(
            frames.work.frames > 1,
            "one match took {} frames",
            frames.work.frames
        );
        assert_eq!(frames.runner, Runner::Slices);
        let result = record_simulated(&mut sliced, sim).expect("recorded").result;
        assert_eq!(result, expected);
        assert!(result.is_some(), "the match was finished");
    }
}
