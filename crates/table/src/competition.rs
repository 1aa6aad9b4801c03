//! A competition at the table: the next fixture as a [`MatchSetup`] with its absent players,
//! an AI-vs-AI fixture simulated by the headless AI match, and a finished match's result
//! brought back into the competition. The rules of the competition (fixtures, standings, who
//! misses a match) are `core::competition`'s; this module only joins them to the table.

use super::setup::{DEFAULT_COACH, MatchSetup, PlayOptions, TeamSetup};
use super::table::Table;
use hexkick_ai::Coach;
/// Why a fixture could not be simulated or recorded (the screens say it in words).
pub use hexkick_ai::competition::RunError;
use hexkick_ai::competition::{FixtureRun, record_log};
use hexkick_record::MatchLog;
use hexkick_rules::competition::{Competition, CompetitionError, Entrant};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::Phase;
use hexkick_storage::{SaveError, Saves, Store};
use hexkick_teams::clash::choose_strips;
use hexkick_teams::team::Team;

/// Who coaches an entrant (an unknown name: the default AI).
pub fn coach_of(entrant: &Entrant) -> Coach {
    Coach::try_from(entrant.coach.clone()).unwrap_or(DEFAULT_COACH)
}

/// The coaches of the next fixture, home then away; `None` when it is over.
pub fn next_coaches(comp: &Competition) -> Option<[Coach; 2]> {
    let f = comp.next_fixture()?;
    let coach = |team: &str| comp.entrant(team).map_or(DEFAULT_COACH, coach_of);
    Some([coach(&f.home), coach(&f.away)])
}

/// Whether a person coaches a side of the next fixture (it is played at the table).
pub fn person_plays_next(comp: &Competition) -> bool {
    next_coaches(comp).is_some_and(|c| c.iter().any(|c| !c.is_ai()))
}

/// Simulates the next fixture with the headless AI match and records it: its AI coaches,
/// and the [`DEFAULT_COACH`] for a side a person coaches (who chose not to play it).
pub fn simulate_next(comp: &mut Competition) -> Result<(), RunError> {
    let mut sim = Simulation::begin(comp, None)?;
    while sim.step() {}
    sim.record(comp).map(|_| ())
}

/// Keeps a simulated fixture's log among the replays (the Watch page offers it to watch
/// again), as a match finished at the table is kept.
pub fn keep_simulated<S: Store>(saves: &mut Saves<S>, log: MatchLog) -> Result<(), SaveError> {
    let mut kept = hexkick_session::Replays::load(saves);
    kept.keep(log);
    saves.save(hexkick_storage::Slot::Replays, &kept)
}

/// Whether `saved` (the match saved at the table) is the competition's next fixture, begun
/// by a person and in play: "Simulate" then lets the AI finish it.
pub fn is_in_play(comp: &Competition, saved: &MatchLog) -> bool {
    comp.in_play == Some(saved.seed)
        && saved.result.is_none()
        && comp
            .next_fixture()
            .is_some_and(|f| f.home == saved.home.name && f.away == saved.away.name)
}

/// The minute and the score (home, away) where the saved match `log` stands, its commands
/// replayed with its dice; `None` when it does not replay.
pub fn standing_of(log: &MatchLog) -> Option<(u8, [u8; 2])> {
    let (state, _) = log.history().ok()?.to_end().ok()?;
    Some((
        state.minute(),
        [state.score(Side::Home), state.score(Side::Away)],
    ))
}

/// The next fixture being simulated, a command at a time (the competition page plays it in
/// slices between frames so the screen never freezes, and shows how far it is).
pub struct Simulation {
    run: FixtureRun,
}

impl Simulation {
    /// The next fixture with its AI coaches, and the [`DEFAULT_COACH`] for a side a person
    /// coaches: continued from `saved` when that is the fixture in play ([`is_in_play`]: what
    /// the people played stays, the AI finishes it), else from its kick-off.
    pub fn begin(comp: &Competition, saved: Option<&MatchLog>) -> Result<Simulation, RunError> {
        let coaches = next_coaches(comp)
            .ok_or(RunError::Over)?
            .map(|c| if c.is_ai() { c } else { DEFAULT_COACH });
        let run = match saved.filter(|log| is_in_play(comp, log)) {
            Some(log) => FixtureRun::resume(comp, log, coaches)?,
            None => FixtureRun::begin(comp, coaches, comp.fixture_seed())?,
        };
        Ok(Simulation { run })
    }

    /// Plays one command; false once the match is over.
    pub fn step(&mut self) -> bool {
        self.run.step()
    }

    /// The match minute reached and the score so far (home, away).
    pub fn progress(&self) -> (u8, [u8; 2]) {
        let state = self.run.state();
        (
            state.minute(),
            [state.score(Side::Home), state.score(Side::Away)],
        )
    }

    /// Records the finished match in `comp` (the competition it began from); its log, to be
    /// kept among the replays.
    pub fn record(self, comp: &mut Competition) -> Result<MatchLog, RunError> {
        record_simulated(comp, self.into_log()?)
    }

    /// The finished match's log, not recorded yet: a simulation played elsewhere (the web
    /// page's worker) hands it back, and [`record_simulated`] records it.
    pub fn into_log(self) -> Result<MatchLog, RunError> {
        self.run.into_log()
    }
}

/// Records in `comp` (the competition it began from) the fixture a [`Simulation`] played to
/// its end, from its log ([`Simulation::into_log`]); the log back, to be kept among the
/// replays.
pub fn record_simulated(comp: &mut Competition, log: MatchLog) -> Result<MatchLog, RunError> {
    record_log(comp, &log)?;
    comp.in_play = None;
    Ok(log)
}

/// The next fixture as a match at the table between `home` and `away` (the teams of its
/// names, for their looks), with the players who miss it; marks it in play. The squads are
/// the competition's, lined up without the absent players.
pub fn next_match(
    comp: &mut Competition,
    home: &Team,
    away: &Team,
) -> Result<(MatchSetup, Vec<PlayerId>), CompetitionError> {
    let f = comp
        .next_fixture()
        .cloned()
        .ok_or(CompetitionError::NotFinished)?;
    let (squads, absent) = comp.line_ups(&f.home, &f.away)?;
    let [home_coach, away_coach] = next_coaches(comp).unwrap_or([DEFAULT_COACH; 2]);
    let strips = choose_strips(home, away);
    let [home_squad, away_squad] = squads;
    let seed = comp.fixture_seed();
    let setup = MatchSetup {
        rules: comp.rules,
        home: TeamSetup {
            squad: home_squad,
            ..TeamSetup::from_team(home, strips.home, home_coach)
        },
        away: TeamSetup {
            squad: away_squad,
            ..TeamSetup::from_team(away, strips.away, away_coach)
        },
        seed,
        options: PlayOptions {
            aim_help_allowed: !comp.no_aim_help,
            ..PlayOptions::for_rules(comp.rules)
        },
    };
    comp.in_play = Some(seed);
    Ok((setup, absent))
}

/// Brings the result of `table` back into the competition when it is the fixture in play and
/// the match is over; true when it was recorded.
pub fn settle<S: Store>(
    comp: &mut Competition,
    table: &Table<S>,
) -> Result<bool, CompetitionError> {
    let setup = table.setup();
    let ours = comp.in_play == Some(setup.seed)
        && comp
            .next_fixture()
            .is_some_and(|f| f.home == setup.home.squad.name && f.away == setup.away.squad.name);
    if !ours || table.state().phase() != Phase::FullTime {
        return Ok(false);
    }
    let sheet = table.session().record().sheet();
    let (home, away) = (setup.home.squad.name.clone(), setup.away.squad.name.clone());
    comp.record(&home, &away, table.state(), sheet)?;
    comp.in_play = None;
    Ok(true)
}

/// A finished match whose result [`settle`] recorded (and whose competition is saved) is
/// over: it is kept among the replays (once, whether or not its full-time screen already
/// kept it) and its slot is cleared, so it is no longer offered to continue. The saves
/// handed back; on a failure the match stays saved.
pub fn close_settled<S: Store>(mut table: Table<S>) -> Result<Saves<S>, SaveError> {
    table.keep_replay()?;
    let closed = table.into_session().finish();
    closed.cleared.map(|()| closed.saves)
}

#[cfg(test)]
mod tests;
