//! `hexkick bench rules`: how fast the rules core answers the questions the AI asks
//! thousands of times per decision (clone, check, execute, legal moves).

use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::dice::SeededDice;
use hexkick_rules::execute::execute;
use hexkick_rules::legal;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{PlayerId, Side, Squad};
use hexkick_rules::state::MatchState;
use std::io::{self, Write};
use std::time::Instant;

/// A match just after the kick-off placements: home's #9 on the ball in E6 (he will pass to
/// #7 in A5).
fn kicked_off() -> Result<MatchState, hexkick_scenario::ScenarioError> {
    let squad = Squad::standard_base();
    let mut s = MatchState::new_match(RuleSet::default(), &squad, &squad)
        .map_err(hexkick_scenario::ScenarioError::Setup)?;
    // A toss of 1 gives home the kick-off.
    let mut dice = hexkick_rules::dice::ScriptedDice::new([1]);
    let nine = PlayerId::new(Side::Home, 9);
    for (index, c) in [
        Command::TossCoin,
        Command::Place {
            player: nine,
            cell: Cell::CENTRE,
        },
        Command::EndPhase,
        Command::EndPhase,
    ]
    .into_iter()
    .enumerate()
    {
        execute(&mut s, c, &mut dice)
            .map_err(|error| hexkick_scenario::ScenarioError::Refused { index, error })?;
    }
    Ok(s)
}

fn per_second(runs: u32, f: impl FnMut()) -> f64 {
    let mut f = f;
    let start = Instant::now();
    for _ in 0..runs {
        f();
    }
    f64::from(runs) / start.elapsed().as_secs_f64().max(1e-9)
}

/// Runs the benchmark and writes one line per figure to `out`. Returns the exit code.
pub fn run(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let runs = match crate::options::runs("bench rules", args, 2000) {
        Ok(runs) => runs,
        Err(code) => return Ok(code),
    };
    let state = match kicked_off() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("hexkick bench rules: {e}");
            return Ok(1);
        }
    };
    let nine = PlayerId::new(Side::Home, 9);
    let to = const { Cell::of('A', 5) };
    let kick = Command::rolled_kick(nine, Declaration::Pass, KickStyle::Low, Cell::CENTRE, to);
    let clones = per_second(runs * 10, || {
        std::hint::black_box(state.clone());
    });
    let checks = per_second(runs * 10, || {
        std::hint::black_box(check(&state, &kick).is_ok());
    });
    let kicks = per_second(runs, || {
        let mut s = state.clone();
        let mut dice = SeededDice::new(7);
        std::hint::black_box(execute(&mut s, kick.clone(), &mut dice).is_ok());
    });
    let mut phase_two = state.clone();
    let mut dice = SeededDice::new(7);
    let moved = execute(&mut phase_two, kick.clone(), &mut dice).is_ok();
    let legal_count = legal::commands(&phase_two).len();
    let legals = per_second(runs / 10 + 1, || {
        std::hint::black_box(legal::commands(&phase_two).len());
    });
    writeln!(out, "rules bench ({runs} runs, 11 v 11 after the kick-off)")?;
    writeln!(out, "  clone MatchState        {clones:>12.0} /s")?;
    writeln!(out, "  check a kick            {checks:>12.0} /s")?;
    writeln!(out, "  clone + execute a kick  {kicks:>12.0} /s")?;
    writeln!(
        out,
        "  legal::commands (PHASE 2, {legal_count} commands, kick executed: {moved}) {legals:>8.0} /s"
    )?;
    Ok(0)
}
