//! `hexkick competition`: a whole competition played headless by AI coaches (issue 17,
//! Part 1). A league (single round robin) or a knockout cup (extra time and a shootout for a
//! drawn tie); the core's competition record (`core::competition`) carries suspensions and
//! serious injuries from each match to the team's next (TOURNOI "SUSPENSIONS", "BLESSURES").
//! Every match's dice and coaches are seeded from the competition's seed: same seed, same
//! output.

use super::Coach;
use super::Difficulty;
use super::headless::HeadlessMatch;
use hexkick_record::MatchLog;
use hexkick_rules::competition::{
    Absence, AbsenceReason, Competition, CompetitionError, Format, Sheet, kick_off, standings,
};
use hexkick_rules::event::Event;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{PlayerId, Side, Squad};
use hexkick_rules::state::MatchState;
use std::fmt;
use std::fmt::Write as _;

/// A headless competition: its format, teams, seed, rules and AI level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Setup {
    /// League or cup.
    pub format: Format,
    /// How many teams, 2 to 16.
    pub teams: usize,
    /// The seed every match's seed comes from.
    pub seed: u64,
    /// The rules of every match.
    pub rules: RuleSet,
    /// The AI level of every coach.
    pub level: Difficulty,
}

/// The squads entered: the teams of [`super::headless::squad_pool`] in turn (each name once,
/// then numbered; the standard squad as "Team 1", "Team 2", ...).
fn squads(rules: RuleSet, n: usize) -> Vec<Squad> {
    let pool = super::headless::squad_pool(rules);
    let standard = pool.len() == 1 && pool[0].players == Squad::standard_base().players;
    (0..n)
        .map(|i| {
            let s = &pool[i % pool.len()];
            let mut squad = s.clone();
            if standard {
                squad.name = format!("Team {}", i + 1);
            } else if i >= pool.len() {
                squad.name = format!("{} {}", s.name, i / pool.len() + 1);
            }
            squad
        })
        .collect()
}

/// Why a headless competition stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum RunError {
    /// The competition refused its entrants or a fixture.
    Competition(CompetitionError),
    /// Every fixture has been played.
    Over,
    /// A match could not be played to its end.
    Match {
        /// "HOME v AWAY (seed S)".
        fixture: String,
        /// What the headless match reported.
        error: String,
    },
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Competition(e) => e.fmt(f),
            Self::Over => f.write_str("every match of the competition has been played"),
            Self::Match { fixture, error } => write!(f, "{fixture}: {error}"),
        }
    }
}

impl std::error::Error for RunError {}

impl From<CompetitionError> for RunError {
    fn from(e: CompetitionError) -> Self {
        RunError::Competition(e)
    }
}

/// Plays the competition's next fixture with `coaches` (home, away; AI coaches, a person
/// cannot play headless) and the dice seeded by `seed`, records it with its sheet, and returns
/// the match as it ended and the players who miss their team's next match.
pub fn play_next(
    comp: &mut Competition,
    coaches: [Coach; 2],
    seed: u64,
) -> Result<(MatchState, [Vec<Absence>; 2]), RunError> {
    let mut run = FixtureRun::begin(comp, coaches, seed)?;
    while run.step() {}
    run.record(comp)
}

/// The competition's next fixture played headless one command at a time (a screen plays it
/// in slices between frames), then recorded.
pub struct FixtureRun {
    game: HeadlessMatch,
    home: String,
    away: String,
    absent: Vec<PlayerId>,
    seed: u64,
}

impl FixtureRun {
    /// The next fixture at its kick-off with `coaches` (AI coaches) and its dice seeded by
    /// `seed`.
    pub fn begin(comp: &Competition, coaches: [Coach; 2], seed: u64) -> Result<Self, RunError> {
        let fixture = comp.next_fixture().cloned().ok_or(RunError::Over)?;
        let (squads, absent) = comp.line_ups(&fixture.home, &fixture.away)?;
        let state = kick_off(comp.rules, &squads[0], &squads[1], &absent)
            .map_err(CompetitionError::Setup)?;
        Ok(FixtureRun {
            game: HeadlessMatch::new(state, squads, coaches, seed),
            home: fixture.home,
            away: fixture.away,
            absent,
            seed,
        })
    }

    /// The next fixture continued from `played`, the record of the match begun at the table
    /// (a person started it), by `coaches` (AI coaches) from where it stands: what was played
    /// stays in the match (goals, cards, injuries), the AI plays the rest.
    pub fn resume(
        comp: &Competition,
        played: &MatchLog,
        coaches: [Coach; 2],
    ) -> Result<Self, RunError> {
        let fixture = comp.next_fixture().cloned().ok_or(RunError::Over)?;
        let error = |error: String| RunError::Match {
            fixture: format!("{} v {} (seed {})", fixture.home, fixture.away, played.seed),
            error,
        };
        if [&played.home.name, &played.away.name] != [&fixture.home, &fixture.away] {
            return Err(error("the saved match is not this fixture".to_string()));
        }
        let game = HeadlessMatch::resume(played, coaches).map_err(error)?;
        Ok(FixtureRun {
            game,
            home: fixture.home,
            away: fixture.away,
            absent: played.absent.clone(),
            seed: played.seed,
        })
    }

    /// The match as it stands.
    pub fn state(&self) -> &MatchState {
        self.game.state()
    }

    /// Plays one command; false once the match is over.
    pub fn step(&mut self) -> bool {
        self.game.step()
    }

    /// Records the finished match in `comp` (the competition it began from) with its sheet;
    /// the match as it ended and who misses his team's next match.
    pub fn record(
        self,
        comp: &mut Competition,
    ) -> Result<(MatchState, [Vec<Absence>; 2]), RunError> {
        self.record_with_log(comp)
            .map(|(state, absences, _)| (state, absences))
    }

    /// [`FixtureRun::record`], handing back the match's log too (to keep it among the
    /// replays).
    pub fn record_with_log(
        self,
        comp: &mut Competition,
    ) -> Result<(MatchState, [Vec<Absence>; 2], MatchLog), RunError> {
        let (home, away) = (self.home.clone(), self.away.clone());
        let (state, log) = self.finished()?;
        let absences = comp.record(&home, &away, &state, log.sheet())?;
        Ok((state, absences, log))
    }

    /// The finished match's log with the players who missed it, not recorded: a fixture
    /// played elsewhere (the web page's worker) is handed back as its log, and [`record_log`]
    /// records it.
    pub fn into_log(self) -> Result<MatchLog, RunError> {
        self.finished().map(|(_, log)| log)
    }

    /// The match as it ended and its log with the players who missed it.
    fn finished(self) -> Result<(MatchState, MatchLog), RunError> {
        let (mut report, state) = self.game.finish();
        if let Some(error) = report.error {
            return Err(RunError::Match {
                fixture: format!("{} v {} (seed {})", self.home, self.away, self.seed),
                error,
            });
        }
        report.log.absent = self.absent;
        Ok((state, report.log))
    }
}

/// Records in `comp` the finished match of `log`, its next fixture played elsewhere (see
/// [`FixtureRun::into_log`]): the commands replayed with their dice to the end give the match
/// as it ended. Who misses his team's next match.
pub fn record_log(comp: &mut Competition, log: &MatchLog) -> Result<[Vec<Absence>; 2], RunError> {
    let error = |error: String| RunError::Match {
        fixture: format!("{} v {} (seed {})", log.home.name, log.away.name, log.seed),
        error,
    };
    // One replay gives both the match as it ended and its sheet's events.
    let mut history = log.history().map_err(|e| error(e.to_string()))?;
    let mut told = Vec::new();
    for step in history.by_ref() {
        let step =
            step.map_err(|r| error(format!("its command {} is refused: {}", r.index, r.error)))?;
        told.extend(step.events.into_iter().filter(Event::is_told));
    }
    let mut sheet = Sheet::default();
    sheet.add(&told);
    let (state, _) = history.into_parts();
    Ok(comp.record(&log.home.name, &log.away.name, &state, sheet)?)
}

/// Plays the next fixture with AI coaches at `level` and reports it into `out`.
fn play(
    comp: &mut Competition,
    seed: u64,
    level: Difficulty,
    out: &mut String,
) -> Result<(), RunError> {
    let coach = Coach::Ai(level);
    let (state, absences) = play_next(comp, [coach, coach], seed)?;
    let Some(last) = comp.played.last() else {
        return Ok(());
    };
    let (home, away, result) = (&last.home, &last.away, last.result);
    let shootout = result
        .shootout
        .map(|[h, a]| format!(" (shootout {h}-{a})"))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "{home} {}-{} {away}{shootout}",
        result.home, result.away
    );
    for (k, (side, team)) in [(Side::Home, home), (Side::Away, away)].iter().enumerate() {
        let carried = carried_over(&state, *side, &absences[k]);
        if !carried.is_empty() {
            let _ = writeln!(out, "  {team}: {carried}");
        }
    }
    Ok(())
}

/// "injured #9 (twice); fatigue from 60' with 2 substitutions; misses the next match: #9
/// (seriously injured), #4 (suspended)", or nothing when nothing happened.
fn carried_over(state: &MatchState, side: Side, next: &[Absence]) -> String {
    let mut parts = Vec::new();
    let injured: Vec<String> = state
        .players()
        .iter()
        .filter(|p| p.id().side == side && p.injuries() > 0)
        .map(|p| {
            let times = if p.injuries() > 1 { " (twice)" } else { "" };
            format!("#{}{times}", p.id().number.0)
        })
        .collect();
    if !injured.is_empty() {
        parts.push(format!("injured {}", injured.join(", ")));
    }
    if state.tournament().fatigue {
        parts.push(format!(
            "fatigue from 60' with {} substitutions",
            state.substitutions_used(side)
        ));
    }
    if !next.is_empty() {
        let who: Vec<String> = next
            .iter()
            .map(|a| {
                let why = match a.reason {
                    AbsenceReason::Suspended => "suspended",
                    AbsenceReason::SeriouslyInjured => "seriously injured",
                };
                format!("#{} ({why})", a.number.0)
            })
            .collect();
        parts.push(format!("misses the next match: {}", who.join(", ")));
    }
    parts.join("; ")
}

/// Plays the whole competition and returns what it prints.
pub fn run(setup: Setup) -> Result<String, RunError> {
    let entered = squads(setup.rules, setup.teams);
    let names: Vec<String> = entered.iter().map(|s| s.name.clone()).collect();
    let mut comp = Competition::new("headless", setup.rules, entered)?;
    comp.draw(setup.format);
    comp.seed = setup.seed;
    let mut out = String::new();
    let shape = if setup.format == Format::Cup {
        "Cup"
    } else {
        "League"
    };
    let _ = writeln!(out, "{shape} of {} teams, seed {}", names.len(), setup.seed);
    let mut round = 0;
    while let Some(f) = comp.next_fixture() {
        if setup.format == Format::Cup && f.round != round {
            round = f.round;
            let _ = writeln!(out, "\nRound {round}");
        }
        let seed = comp.fixture_seed();
        play(&mut comp, seed, setup.level, &mut out)?;
    }
    if setup.format == Format::Cup {
        let _ = writeln!(out, "\nFinal standings");
        if let Some(w) = comp.cup_winner() {
            let _ = writeln!(out, " 1. {w} (winner)");
        }
        let mut out_in: Vec<(String, u8)> = comp
            .played
            .iter()
            .zip(&comp.fixtures)
            .map(|(p, f)| {
                let lost = if p.result.winner == Some(Side::Away) {
                    &p.home
                } else {
                    &p.away
                };
                (lost.clone(), f.round)
            })
            .collect();
        hexkick_rules::short_sort::sort_by(&mut out_in, |a, b| {
            b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0))
        });
        for (team, r) in out_in {
            let _ = writeln!(out, "    {team} (out in round {r})");
        }
        return Ok(out);
    }
    let _ = writeln!(out, "\nFinal standings            P  W  D  L  GF  GA  Pts");
    for (pos, l) in standings(&names, &comp.played).iter().enumerate() {
        let [p, w, d, lost, gf, ga, pts] = l.figures();
        let _ = writeln!(
            out,
            "{:>2}. {:<22} {p:>2} {w:>2} {d:>2} {lost:>2} {gf:>3} {ga:>3} {pts:>4}",
            pos + 1,
            l.team,
        );
    }
    Ok(out)
}
