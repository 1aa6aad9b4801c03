//! The frame benchmark's match: everything a match shows at once. Both sides in patterned
//! strips with their badges, an event log that keeps growing, a peg that keeps walking
//! between two cells, while the benchmark keeps the ball flying (`ui::frame_bench`).

use super::motion::with_point;
use super::{MatchScreen, hud, shown_places};
use crate::ui::kit::MatchKit;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_teams::shipped::find_ready_made;

/// The teams the benchmark dresses: hoops against quarters (the pegs' patterns are drawn).
const BENCH_TEAMS: [&str; 2] = ["Meadowbank Wanderers", "Northgate Albion"];
/// The peg that walks to and fro, and how far (centimetres, towards the away goal).
const WALKER: PlayerId = PlayerId::new(Side::Home, 7);
const WALK_CM: f32 = 18.0;
/// A new log line every this many frames (the panel's text changes as often as in a hurried
/// match, so its cached picture is repainted during the measured frames too).
const LOG_EVERY_FRAMES: u64 = 45;

/// The benchmark's teams are not among the shipped ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchTeamsMissing;

impl std::fmt::Display for BenchTeamsMissing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the benchmark's teams {BENCH_TEAMS:?} are not shipped")
    }
}

impl std::error::Error for BenchTeamsMissing {}

impl MatchScreen {
    /// Dresses the benchmark's match: the two teams' strips and badges, a full event log.
    pub fn dress_for_bench(&mut self) -> Result<(), BenchTeamsMissing> {
        let [home, away] = BENCH_TEAMS.map(find_ready_made);
        let (Some(home), Some(away)) = (home, away) else {
            return Err(BenchTeamsMissing);
        };
        self.set_kit(MatchKit::for_teams(&home, &away));
        for n in 0..hud::LOG_LINES_EXPANDED as u64 {
            self.log.push(bench_line(n));
        }
        Ok(())
    }

    /// One benchmark frame's changes: a log line now and then, the walker turned round once
    /// he has arrived.
    pub fn bench_tick(&mut self, frame: u64) {
        if frame.is_multiple_of(LOG_EVERY_FRAMES) {
            self.log.push(bench_line(self.log.len() as u64));
        }
        if !self.pegs.settled() {
            return;
        }
        let places = shown_places(self.state());
        let Some(&(_, home)) = places.iter().find(|(id, _)| *id == WALKER) else {
            return;
        };
        let away = PitchPoint::new(home.x + WALK_CM, home.y);
        let at_home = self
            .pegs
            .iter()
            .any(|p| p.id == WALKER && p.at.distance_to(home) < 0.01);
        let target = if at_home { away } else { home };
        self.pegs.retarget(&with_point(&places, WALKER, target));
    }
}

/// A log line as long as the narration's.
fn bench_line(n: u64) -> String {
    format!("{n}' Meadowbank 7 passes to the 9 in E6; Northgate's 4 is a cell away")
}
