//! Whole AI-vs-AI matches without a window: every command of both coaches goes through
//! `check` and `execute` with the match's seeded dice, decision times are measured here
//! (never in the core), and a command cap turns an endless match into a reported stall.

use super::cpu_clock::thread_cpu_ns;
use super::plays::{PlayCounter, Plays};
use super::rng::AiRng;
use super::tally::{Kinds, Tally};
use super::{Coach, Decision};
use hexkick_physics::{Flick, PreparedBoard, tabletop};
use hexkick_record::{EventDigest, LOG_FORMAT, LoggedFlick, MatchLog};
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::dice::SeededDice;
use hexkick_rules::event::{Event, MatchResult};
use hexkick_rules::execute::execute;
use hexkick_rules::rules::{Edition, Level, RuleSet};
use hexkick_rules::squad::{Side, Squad};
use hexkick_rules::state::MatchState;
use std::time::Instant;

/// Most commands one match may take before it is called a stall. A real match takes a few
/// thousand.
pub const MAX_COMMANDS_PER_MATCH: usize = 40_000;

/// One side's figures over a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideStats {
    /// Goals scored.
    pub goals: u32,
    /// Shots taken.
    pub shots: u32,
    /// Passes played.
    pub passes: u32,
    /// Fouls committed.
    pub fouls: u32,
    /// Cards shown to the side's players (a second yellow also counts its red).
    pub cards: u32,
}

impl SideStats {
    /// Adds another match's figures.
    pub fn add(&mut self, other: &SideStats) {
        self.goals += other.goals;
        self.shots += other.shots;
        self.passes += other.passes;
        self.fouls += other.fouls;
        self.cards += other.cards;
    }

    fn count(stats: &mut [SideStats; 2], event: &Event) {
        let at = |s: Side| match s {
            Side::Home => 0,
            Side::Away => 1,
        };
        match event {
            Event::Kick { by, declare, .. } => {
                let s = &mut stats[at(by.side)];
                match declare {
                    hexkick_rules::command::Declaration::Shot => s.shots += 1,
                    hexkick_rules::command::Declaration::Pass => s.passes += 1,
                    _ => {}
                }
            }
            Event::Goal { side, .. } => stats[at(*side)].goals += 1,
            Event::Foul { by, .. } => stats[at(by.side)].fouls += 1,
            Event::Card { player, .. } => stats[at(player.side)].cards += 1,
            _ => {}
        }
    }
}

/// What one match gives.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// The result, or `None` when the match stalled or got stuck.
    pub result: Option<MatchResult>,
    /// Home then away figures.
    pub stats: [SideStats; 2],
    /// Home then away goals and fouls by kind.
    pub kinds: [Kinds; 2],
    /// Both sides' actions by kind.
    pub plays: Plays,
    /// Decision times in milliseconds (wall clock), home then away.
    pub decision_ms: [Vec<f64>; 2],
    /// The same decisions' CPU time in milliseconds (the deciding thread's, so what an idle
    /// core would take); empty where the thread clock cannot be read.
    pub decision_cpu_ms: [Vec<f64>; 2],
    /// Commands `check` refused (must stay 0).
    pub rejected: u32,
    /// Why the match did not finish, if it did not.
    pub error: Option<String>,
    /// The command log.
    pub log: MatchLog,
}

/// The squads AI matches are played with under `rules`: the shipped teams of the rules'
/// edition at 2024 COMPLETE and TOURNAMENT (they bring every advanced skill into play) and in
/// Classic (whose goalkeeper is the black X a 2024 squad does not have), else the standard
/// BASE squad alone.
pub fn squad_pool(rules: RuleSet) -> Vec<Squad> {
    let wants_shipped = rules.edition == Edition::Classic || rules.level >= Level::Complete;
    let shipped: Vec<Squad> = hexkick_teams::shipped::shipped_teams()
        .into_iter()
        .filter(|t| wants_shipped && t.edition() == rules.edition)
        .map(|t| t.to_squad())
        .collect();
    if shipped.is_empty() {
        vec![Squad::standard_base()]
    } else {
        shipped
    }
}

/// The squads of a simulated match: two different teams of [`squad_pool`] chosen by the seed
/// (the standard squad against itself when the pool holds one).
fn squads(rules: RuleSet, seed: u64) -> (Squad, Squad) {
    let pool = squad_pool(rules);
    let n = pool.len() as u64;
    if n < 2 {
        let squad = pool.into_iter().next().unwrap_or_else(Squad::standard_base);
        return (squad.clone(), squad);
    }
    // Any two different teams: the away team is 1 to n-1 places after the home team.
    let home = seed % n;
    let away = (home + 1 + (seed / n) % (n - 1)) % n;
    let pick = |i: u64| {
        pool.get(i as usize)
            .cloned()
            .unwrap_or_else(Squad::standard_base)
    };
    (pick(home), pick(away))
}

/// Now, to time a decision; `None` on the web, where std has no clock (a competition
/// simulates its AI matches there too).
fn wall_clock() -> Option<Instant> {
    #[cfg(target_arch = "wasm32")]
    return None;
    #[cfg(not(target_arch = "wasm32"))]
    Some(Instant::now())
}

/// Plays one whole match between two coaches with the dice seeded by `seed`.
pub fn play(rules: RuleSet, home: Coach, away: Coach, seed: u64) -> MatchReport {
    let (home_squad, away_squad) = squads(rules, seed);
    match MatchState::new_match(rules, &home_squad, &away_squad) {
        Ok(state) => play_from(state, [home_squad, away_squad], [home, away], seed).0,
        Err(e) => {
            let mut report = blank_report(rules, [home_squad, away_squad], [home, away], seed);
            report.error = Some(format!("set-up: {e}"));
            report
        }
    }
}

/// A decision as the command to apply to `state` and the flick to log with it (the
/// `index`-th command): a flick is struck through the physics as the table strikes it.
pub fn decided(
    state: &MatchState,
    decision: Decision,
    index: usize,
) -> (Command, Option<LoggedFlick>) {
    match decision {
        Decision::Send(command) => (command, None),
        Decision::Flick { declare, flick } => struck(state, declare, flick, index),
    }
}

/// The kick a flick makes on `state`, simulated as the table and `replay` simulate it, and
/// the flick to log with it (the `index`-th command); an unplayable flick is an end of the
/// phase, which the rules refuse and the rescue replaces.
fn struck(
    state: &MatchState,
    declare: Declaration,
    flick: Flick,
    index: usize,
) -> (Command, Option<LoggedFlick>) {
    let ball = tabletop::ball_point(state);
    match PreparedBoard::new(&tabletop::board(state, None)).simulate(ball, &flick) {
        Ok(outcome) => (
            Command::Kick {
                by: flick.kicker,
                declare,
                style: flick.style,
                outcome,
            },
            Some(LoggedFlick {
                command: index,
                ball,
                flick,
            }),
        ),
        Err(_) => (Command::EndPhase, None),
    }
}

/// A report with no match played yet.
fn blank_report(
    rules: RuleSet,
    [home_squad, away_squad]: [Squad; 2],
    [home, away]: [Coach; 2],
    seed: u64,
) -> MatchReport {
    MatchReport {
        result: None,
        stats: [SideStats::default(); 2],
        kinds: [Kinds::default(); 2],
        plays: Plays::default(),
        decision_ms: [Vec::new(), Vec::new()],
        decision_cpu_ms: [Vec::new(), Vec::new()],
        rejected: 0,
        error: None,
        log: MatchLog {
            format: LOG_FORMAT,
            seed,
            rules,
            home_coach: home.to_string(),
            away_coach: away.to_string(),
            home: home_squad,
            away: away_squad,
            commands: Vec::new(),
            result: None,
            events: 0,
            digest: String::new(),
            table: None,
            flicks: Vec::new(),
            absent: Vec::new(),
        },
    }
}

/// Plays the match `state` (set up at its coin toss, e.g. by a competition) to full time
/// between two coaches with the dice seeded by `seed`; `squads` are written in the log.
/// Returns the report and the final state.
pub fn play_from(
    state: MatchState,
    squads: [Squad; 2],
    coaches: [Coach; 2],
    seed: u64,
) -> (MatchReport, MatchState) {
    let mut game = HeadlessMatch::new(state, squads, coaches, seed);
    while game.step() {}
    game.finish()
}

/// A headless match played one command at a time, so a screen can play it in slices between
/// frames ([`play_from`] plays it in one go).
pub struct HeadlessMatch {
    state: MatchState,
    report: MatchReport,
    log: MatchLog,
    dice: SeededDice,
    coaches: Option<[Box<dyn super::Strategy + Send>; 2]>,
    rescue: AiRng,
    digest: EventDigest,
    tally: Tally,
    plays: PlayCounter,
}

impl HeadlessMatch {
    /// The match `state` between `coaches` (AI coaches: a person cannot coach headless, which
    /// the report's error says), its dice seeded by `seed`.
    pub fn new(
        state: MatchState,
        squads: [Squad; 2],
        [home, away]: [Coach; 2],
        seed: u64,
    ) -> HeadlessMatch {
        let mut report = blank_report(state.rules(), squads, [home, away], seed);
        let coaches = match (
            home.strategy(seed ^ 0x0000_4F4D_4501),
            away.strategy(seed ^ 0x0000_4157_4102),
        ) {
            (Some(h), Some(a)) => Some([h, a]),
            _ => {
                report.error = Some("a person cannot coach a headless match".to_string());
                None
            }
        };
        HeadlessMatch {
            log: report.log.clone(),
            state,
            report,
            dice: SeededDice::new(seed),
            coaches,
            rescue: AiRng::new(seed),
            digest: EventDigest::default(),
            tally: Tally::default(),
            plays: PlayCounter::default(),
        }
    }

    /// The match as it stands.
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// Plays one command; false once the match is over (or stopped by an error).
    pub fn step(&mut self) -> bool {
        let (state, report, log) = (&mut self.state, &mut self.report, &self.log);
        let Some(coaches) = self.coaches.as_mut() else {
            return false;
        };
        if state.result().is_some() || report.error.is_some() {
            return false;
        }
        if log.commands.len() >= MAX_COMMANDS_PER_MATCH {
            report.error = Some(format!(
                "stalled: no full time after {MAX_COMMANDS_PER_MATCH} commands ({:?}, minute {})",
                state.phase(),
                state.minute()
            ));
            return false;
        }
        let side = usize::from(state.acting_side() == Side::Away);
        let started = wall_clock();
        let cpu_started = thread_cpu_ns();
        let (mut command, mut flick) =
            decided(state, coaches[side].decide(state), log.commands.len());
        if let Some(started) = started {
            report.decision_ms[side].push(started.elapsed().as_secs_f64() * 1000.0);
        }
        if let (Some(a), Some(b)) = (cpu_started, thread_cpu_ns()) {
            report.decision_cpu_ms[side].push(b.saturating_sub(a) as f64 / 1e6);
        }
        let events = match execute(state, command.clone(), &mut self.dice) {
            Ok(events) => events,
            Err(_) => {
                report.rejected += 1;
                let Some(legal) = super::random::any_legal(state, &mut self.rescue) else {
                    report.error = Some("stuck: no legal command found".into());
                    return false;
                };
                (command, flick) = match legal {
                    super::random::Pick::Command(command) => (command, None),
                    super::random::Pick::Kick(kick) => {
                        let logged = kick.logged(state, log.commands.len());
                        (kick.command, Some(logged))
                    }
                };
                match execute(state, command.clone(), &mut self.dice) {
                    Ok(events) => events,
                    Err(e) => {
                        report.error = Some(format!("stuck: {e}"));
                        return false;
                    }
                }
            }
        };
        self.note(command, flick, &events);
        self.state.result().is_none()
    }

    /// Counts a played command's events and writes it in the log.
    fn note(&mut self, command: Command, flick: Option<LoggedFlick>, events: &[Event]) {
        for e in events {
            SideStats::count(&mut self.report.stats, e);
        }
        self.tally.count(&command, events);
        self.plays.count(&command, events);
        self.digest.add(events);
        self.log.commands.push(command);
        self.log.flicks.extend(flick);
    }

    /// The match `played` (begun at the table: a competition's fixture a person started)
    /// continued by `coaches` from where it stands. Its history is folded from its recorded
    /// start with its seeded dice, so the dice roll on as they would have at the table and
    /// the log (its sheet, its result) holds the whole match, the part played included.
    pub fn resume(played: &MatchLog, coaches: [Coach; 2]) -> Result<HeadlessMatch, String> {
        let mut history = played
            .history()
            .map_err(|e| format!("its teams do not fit the rules: {}", e.0))?;
        let squads = [played.home.clone(), played.away.clone()];
        let mut game = HeadlessMatch::new(history.state().clone(), squads, coaches, played.seed);
        game.log.absent = played.absent.clone();
        let mut flicks = played.flicks.iter().peekable();
        let total = played.commands.len();
        for step in history.by_ref() {
            let step = step.map_err(|r| {
                let at = r.index + 1;
                format!("command {at} of {total} was refused: {}", r.error)
            })?;
            let flick = flicks.next_if(|f| f.command == step.index).copied();
            game.note(step.command.clone(), flick, &step.events);
        }
        (game.state, game.dice) = history.into_parts();
        Ok(game)
    }

    /// The report and the final state (played as far as it went).
    pub fn finish(self) -> (MatchReport, MatchState) {
        let HeadlessMatch {
            state,
            mut report,
            mut log,
            tally,
            plays,
            digest,
            ..
        } = self;
        report.kinds = tally.sides;
        report.plays = plays.plays;
        report.result = state.result();
        log.result = report.result;
        log.events = digest.count;
        log.digest = digest.hex();
        report.log = log;
        (report, state)
    }
}
