use super::*;
use hexkick_ai::{Difficulty, headless};
use hexkick_rules::rules::RuleSet;

/// A short finished AI match's log (a quick match between beginners).
fn finished_log() -> MatchLog {
    let mut rules = RuleSet::base_2024();
    rules.extras.quick_match = true;
    let beginner = Coach::Ai(Difficulty::Beginner);
    let report = headless::play(rules, beginner, beginner, 11);
    assert!(report.error.is_none(), "{:?}", report.error);
    assert!(report.log.result.is_some(), "the match was finished");
    report.log
}

#[test]
fn playing_the_log_again_through_a_fresh_table_gives_the_same_match() {
    let log = finished_log();
    let rerun = Rerun::new(log.clone()).expect("the log replays");
    let mut table = rerun.table_at(0).expect("kick-off");
    let mut paths = 0;
    for index in 0..rerun.len() {
        let action = rerun.action(index).expect("an action");
        let played = table.play(action).expect("the table takes it");
        assert_eq!(played.command.as_ref(), Some(&log.commands[index]));
        if let Some(path) = played.kick {
            let Command::Kick { outcome, .. } = &log.commands[index] else {
                panic!("a path for a command that is no kick");
            };
            assert_eq!(&path.outcome, outcome, "the kick flies as it was logged");
            assert!(!path.frames.is_empty());
            paths += 1;
        }
    }
    assert!(paths > 0, "the kicks are struck again along their paths");
    assert_eq!(table.session().digest(), log.digest);
    assert_eq!(table.state().result(), log.result);
    assert!(rerun.action(rerun.len()).is_none());
}

#[test]
fn a_table_fast_forwarded_to_a_command_is_the_match_as_it_stood_there() {
    let log = finished_log();
    let rerun = Rerun::new(log).expect("replays");
    let half = rerun.len() / 2;
    let jumped = rerun.table_at(half).expect("fast-forwarded");
    let mut stepped = rerun.table_at(0).expect("kick-off");
    for index in 0..half {
        stepped
            .play(rerun.action(index).expect("an action"))
            .expect("taken");
    }
    assert_eq!(jumped.session().digest(), stepped.session().digest());
    assert_eq!(jumped.state(), stepped.state());
}

#[test]
fn the_moments_are_the_goals_cards_shots_and_saves_of_the_log() {
    let log = finished_log();
    let sheet_goals = log.sheet().goals.len();
    let rerun = Rerun::new(log).expect("replays");
    let goals = rerun
        .moments()
        .iter()
        .filter(|m| m.kind == MomentKind::Goal)
        .count();
    assert_eq!(goals, sheet_goals);
    let first_goal = rerun.next_moment(0, &[MomentKind::Goal]);
    if let Some(goal) = first_goal {
        let table = rerun.table_at(goal.command + 1).expect("after the goal");
        let state = table.state();
        let goals = state.score(hexkick_rules::squad::Side::Home)
            + state.score(hexkick_rules::squad::Side::Away);
        assert!(goals >= 1, "a goal was scored by then");
        assert!(rerun.next_moment(goal.command + 1, &[MomentKind::Goal]) != Some(goal));
    }
    assert_eq!(rerun.highlights(), rerun.moments());
    assert!(
        rerun
            .moments()
            .windows(2)
            .all(|w| w[0].command < w[1].command)
    );
}

#[test]
fn a_log_edited_by_hand_is_refused() {
    let mut log = finished_log();
    log.digest = "0000000000000000".into();
    assert!(matches!(Rerun::new(log), Err(ReplayError::Events { .. })));
}
