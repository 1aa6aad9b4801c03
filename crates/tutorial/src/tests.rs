//! The tutorial's tests: every lesson's scripted solution passes through the match table, a
//! wrong move gets a friendly retry that starts the step again, every flick step fails a
//! kick that misses its target (saying how far off) and passes its solution, the helping
//! hand comes after three misses (the aim line and the demonstration together), the first lesson teaches both controls, and the
//! lessons stay short.

use super::{Next, Start, Tutorial, Verdict, check_all, final_match, lessons};
use hexkick_physics::Velocity;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_table::{Action, Coach, Table};

mod flicks;

#[test]
fn every_lesson_s_scripted_solution_passes_through_the_table() {
    let reports = check_all();
    assert!(reports.len() >= 6, "at least six lessons");
    for report in &reports {
        assert!(report.passed, "{report}");
    }
}

/// Plays `action` on the table and hands its events to the tutorial.
fn play(tutorial: &mut Tutorial, table: &mut Table, action: Action) -> Option<Verdict> {
    let played = table.play(action).expect("the table takes it");
    let setup = table.setup().clone();
    let command = played.command.expect("a command was applied");
    tutorial
        .observe(&setup, &command, &played.events, table.state())
        .cloned()
}

#[test]
fn a_pass_the_opponent_takes_asks_to_try_again_and_the_retry_starts_over() {
    let mut tutorial = Tutorial::new().expect("lesson 1");
    let mut table = tutorial.table();
    // Hard towards the bottom touchline, away from Red 10: the ball goes out.
    let verdict = play(
        &mut tutorial,
        &mut table,
        Action::Flick(Velocity::new(0.0, 200.0)),
    );
    let verdict = verdict.expect("the kick is judged");
    assert!(!verdict.passed, "{verdict:?}");
    assert!(verdict.text.contains("Try again"), "{}", verdict.text);
    tutorial.retry();
    assert!(tutorial.verdict().is_none());
    let again = tutorial.table();
    assert_eq!(again.state(), &tutorial.start, "the step starts over");
}

#[test]
fn another_defender_moved_first_is_a_retry_and_the_tackle_die_is_scripted() {
    let mut tutorial = Tutorial::at_lesson(3).expect("lesson 4");
    let mut table = tutorial.table();
    let four = PlayerId::new(Side::Away, 4);
    // Blue 5 moves first: only the first player moved may enter the ball's cell.
    let five = PlayerId::new(Side::Away, 5);
    let cell: Cell = "G7".parse().expect("cell");
    let verdict = play(
        &mut tutorial,
        &mut table,
        Action::Drop { player: five, cell },
    );
    assert!(!verdict.expect("judged").passed);
    tutorial.retry();
    let mut table = tutorial.table();
    let ball: Cell = "E6".parse().expect("cell");
    let verdict = play(
        &mut tutorial,
        &mut table,
        Action::Drop {
            player: four,
            cell: ball,
        },
    );
    assert!(verdict.expect("judged").passed);
    let now = table.state().clone();
    assert_eq!(tutorial.next(&now).expect("next"), Next::Continue);
    let tackle = Action::Send(hexkick_rules::command::Command::Tackle { player: four });
    let verdict = play(&mut tutorial, &mut table, tackle).expect("judged");
    assert!(
        verdict.passed && verdict.text.contains("6"),
        "{}",
        verdict.text
    );
}

#[test]
fn the_tutorial_is_short_and_ends_on_a_match_against_the_easiest_ai() {
    let all = lessons();
    let steps: usize = all.iter().map(|l| l.steps.len()).sum();
    // About half a minute a step for a newcomer: well under 10 minutes.
    assert!(steps <= 16, "{steps} steps");
    for lesson in &all {
        assert!(
            matches!(lesson.steps[0].start, Start::Position(_)),
            "{}",
            lesson.title
        );
        for step in &lesson.steps {
            assert!(step.instruction.len() <= 130, "{}", step.instruction);
        }
    }
    let setup = final_match(7);
    assert_eq!(setup.away.coach, Coach::Ai(hexkick_ai::Difficulty::Easy));
    assert_eq!(setup.home.coach, Coach::Human);
}
