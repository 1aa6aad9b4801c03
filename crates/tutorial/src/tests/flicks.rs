//! The flick steps: each fails a kick that misses what the lesson asked (saying what
//! happened and how far off) and passes its scripted solution; the helping hand (the aim
//! line and the demonstration, after three misses; a demonstration never passes the step);
//! the choice of the control; where each flick step asks the ball to go.

use super::play;
use crate::{
    AIM_AFTER_MISSES, After, Answer, Control, Next, SHOW_AFTER_MISSES, Stage, Tutorial, action_for,
    lessons,
};
use hexkick_physics::Velocity;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_table::{Action, Table};

/// For every flick step (lesson and step, from 1): a flick that misses what the step asks,
/// and words its retry must say.
const MISSES: &[(usize, usize, (f32, f32), &str)] = &[
    (1, 1, (30.0, -30.0), "cm wide of Red 10"),
    (1, 2, (25.0, 0.0), "cm short of Red 10"),
    (2, 1, (25.0, 0.0), "cm short of Red 10"),
    (2, 2, (40.0, 0.0), "not a long ball"),
    (5, 3, (60.0, -150.0), "cm wide of the goal"),
    (6, 3, (40.0, 60.0), "cm wide of Blue 7"),
];

/// The tutorial and its table at `lesson`'s `step` (from 1), the steps before it played
/// with their scripted solutions.
fn at_step(lesson: usize, step: usize) -> (Tutorial, Table) {
    let mut tutorial = Tutorial::at_lesson(lesson - 1).expect("the lesson");
    let mut table = tutorial.table();
    while tutorial.step_number() < step {
        for &m in tutorial.step().solution {
            let action = action_for(&table, m).expect("offered");
            play(&mut tutorial, &mut table, action);
        }
        assert!(tutorial.verdict().is_some_and(|v| v.passed));
        let now = table.state().clone();
        if tutorial.next(&now).expect("next") == Next::NewTable {
            table = tutorial.table();
        }
    }
    (tutorial, table)
}

fn flick((x, y): (f32, f32)) -> Action {
    Action::Flick(Velocity::new(x, y))
}

#[test]
fn every_flick_step_fails_a_kick_that_misses_and_passes_its_solution() {
    for (l, lesson) in lessons().iter().enumerate() {
        for (s, step) in lesson.steps.iter().enumerate() {
            let Some(hit) = step.flick() else { continue };
            let (lesson, step) = (l + 1, s + 1);
            let &(_, _, miss, says) = MISSES
                .iter()
                .find(|m| (m.0, m.1) == (lesson, step))
                .unwrap_or_else(|| panic!("lesson {lesson} step {step} needs a miss"));
            let (mut tutorial, mut table) = at_step(lesson, step);
            let verdict = play(&mut tutorial, &mut table, flick(miss));
            let verdict = verdict.unwrap_or_else(|| panic!("{lesson}.{step}: judged"));
            assert!(!verdict.passed, "{lesson}.{step}: {}", verdict.text);
            assert!(
                verdict.text.contains(says),
                "{lesson}.{step}: {}",
                verdict.text
            );
            assert_eq!(tutorial.answers(), vec![Answer::Retry]);
            tutorial.retry();
            let mut table = tutorial.table();
            let verdict = play(&mut tutorial, &mut table, flick(hit));
            let verdict = verdict.unwrap_or_else(|| panic!("{lesson}.{step}: judged"));
            assert!(verdict.passed, "{lesson}.{step}: {}", verdict.text);
        }
    }
}

#[test]
fn a_pass_that_reaches_red_9_says_so_and_how_far_it_was_from_red_10() {
    let (mut tutorial, mut table) = at_step(1, 1);
    let verdict = play(&mut tutorial, &mut table, flick((25.0, 0.0))).expect("judged");
    assert_eq!(
        verdict.text,
        "The ball went to Red 9, 15 cm short of Red 10 — try again."
    );
    // Too hard: off Red 10 and back to Red 9.
    tutorial.retry();
    let mut table = tutorial.table();
    let verdict = play(&mut tutorial, &mut table, flick((130.0, 0.0))).expect("judged");
    assert!(
        verdict
            .text
            .starts_with("The ball hit Red 10 and bounced to Red 9, "),
        "{}",
        verdict.text
    );
}

#[test]
fn after_three_misses_the_aim_line_helps_and_a_demonstration_is_offered_that_never_passes() {
    assert_eq!(
        (AIM_AFTER_MISSES, SHOW_AFTER_MISSES),
        (3, 3),
        "the helping hand comes whole after the third miss"
    );
    let (mut tutorial, _) = at_step(1, 1);
    assert!(!tutorial.aim_help(), "no help before a miss");
    let miss = flick((25.0, 0.0));
    for n in 1..=AIM_AFTER_MISSES {
        let mut table = tutorial.table();
        let verdict = play(&mut tutorial, &mut table, miss.clone()).expect("judged");
        assert!(!verdict.passed, "{}", verdict.text);
        assert_eq!(tutorial.stage(), Stage::Missed);
        assert_eq!(tutorial.misses(), n);
        assert_eq!(tutorial.aim_help(), n >= 3, "aim line after {n} misses");
        let offered = tutorial.answers().contains(&Answer::ShowMe);
        assert_eq!(offered, n >= 3, "Show me after {n} misses");
        if n < 3 {
            assert_eq!(tutorial.answers(), vec![Answer::Retry]);
            assert_eq!(tutorial.demonstrate(), None, "not offered yet");
            tutorial.retry();
            assert!(!tutorial.aim_help(), "still no help after {n} misses");
        }
    }
    let words = tutorial.words();
    assert!(
        words.contains("aim line") && words.contains("Show me"),
        "{words}"
    );
    assert_eq!(tutorial.answers(), vec![Answer::ShowMe, Answer::Retry]);
    // The demonstration: the step starts again and its scripted solution is played.
    let solution = tutorial.demonstrate().expect("offered");
    assert_eq!(tutorial.stage(), Stage::Watching);
    assert!(tutorial.answers().is_empty(), "the demonstration plays");
    let mut table = tutorial.table();
    for &m in solution {
        let action = action_for(&table, m).expect("offered");
        assert_eq!(
            play(&mut tutorial, &mut table, action),
            None,
            "never passed"
        );
    }
    let red_10 = PlayerId::new(Side::Home, 10);
    assert_eq!(
        table.state().holder(),
        Some(red_10),
        "the demonstration's pass really reached Red 10"
    );
    assert_eq!(tutorial.stage(), Stage::Shown);
    assert_eq!(tutorial.answers(), vec![Answer::YourTurn]);
    assert_eq!(tutorial.misses(), 3, "a demonstration is no miss");
    tutorial.retry();
    assert_eq!(tutorial.stage(), Stage::Playing);
    assert!(tutorial.aim_help(), "the aim line still helps");
    assert!(
        tutorial.words().contains("aim line"),
        "{}",
        tutorial.words()
    );
    // A fourth miss keeps both helps; then the player's own hit passes the step.
    let mut table = tutorial.table();
    assert!(
        !play(&mut tutorial, &mut table, miss)
            .expect("judged")
            .passed
    );
    assert_eq!(tutorial.answers(), vec![Answer::ShowMe, Answer::Retry]);
    tutorial.retry();
    let mut table = tutorial.table();
    let hit = flick(tutorial.step().flick().expect("a flick step"));
    assert!(play(&mut tutorial, &mut table, hit).expect("judged").passed);
    let now = table.state().clone();
    tutorial.next(&now).expect("next");
    assert_eq!((tutorial.misses(), tutorial.aim_help()), (0, false));
}

#[test]
fn a_step_that_is_not_a_flick_never_turns_the_aim_line_on() {
    // Lesson 4, step 1: a peg dragged; wrong moves are retries but no flick is missed.
    let (mut tutorial, _) = at_step(4, 1);
    let five = PlayerId::new(Side::Away, 5);
    let cell = "G7".parse().expect("cell");
    for _ in 0..AIM_AFTER_MISSES {
        let mut table = tutorial.table();
        let verdict = play(
            &mut tutorial,
            &mut table,
            Action::Drop { player: five, cell },
        );
        assert!(!verdict.expect("judged").passed);
        assert_eq!(tutorial.answers(), vec![Answer::Retry]);
        tutorial.retry();
    }
    assert!(!tutorial.aim_help());
}

#[test]
fn each_flick_step_names_where_the_ball_must_go() {
    let (tutorial, table) = at_step(1, 1);
    let red_10 = table.state().position(PlayerId::new(Side::Home, 10));
    assert_eq!(
        tutorial.target(table.state()),
        red_10.map(|c| c.centre()),
        "the pass is for Red 10's cell"
    );
    let (tutorial, table) = at_step(5, 3);
    let goal = tutorial.target(table.state()).expect("the goal");
    assert!(
        goal.x > 0.0,
        "Red shoots at the goal on the right ({goal:?})"
    );
    let (tutorial, table) = at_step(2, 2);
    assert_eq!(
        tutorial.target(table.state()),
        None,
        "a long ball: anywhere far"
    );
}

#[test]
fn the_first_lesson_teaches_both_controls_and_asks_which_to_keep() {
    let all = lessons();
    let first = &all[0].steps;
    assert_eq!(
        (first[0].control, first[1].control),
        (Control::Swipe, Control::DragBack)
    );
    assert_eq!(first[0].goal, first[1].goal, "the same pass, two ways");
    let (mut tutorial, mut table) = at_step(1, 2);
    let hit = flick(tutorial.step().flick().expect("a flick step"));
    assert!(play(&mut tutorial, &mut table, hit).expect("judged").passed);
    assert_eq!(
        tutorial.answers(),
        vec![Answer::KeepSwipe, Answer::KeepDragBack]
    );
    assert!(
        tutorial.words().contains("Settings"),
        "{}",
        tutorial.words()
    );
    for lesson in &all[1..] {
        for step in &lesson.steps {
            assert_eq!(step.control, Control::Chosen, "{}", step.instruction);
            assert_eq!(step.after, After::Next, "{}", step.instruction);
        }
    }
}
