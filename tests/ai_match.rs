//! Whole AI-vs-AI matches: they finish, no coach ever sends a command the rules refuse, and a
//! match's log replays to the same events and result.

use hexkick_ai::headless::play;
use hexkick_ai::restarts;
use hexkick_ai::{Brain, Coach, Difficulty, RandomLegal, Strategy};
use hexkick_record::{MatchLog, replay};
use hexkick_rules::check::check;
use hexkick_rules::dice::SeededDice;
use hexkick_rules::execute::execute;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{Side, Squad};
use hexkick_rules::state::{MatchState, Phase};

#[test]
fn a_seeded_match_finishes_with_every_command_legal_and_replays_exactly() {
    let report = play(
        RuleSet::default(),
        Coach::Ai(Difficulty::Easy),
        Coach::Random,
        7,
    );
    assert_eq!(report.error, None);
    assert_eq!(report.rejected, 0);
    let result = report.result.expect("full time");
    assert_eq!(
        u32::from(result.home) + u32::from(result.away),
        report.stats[0].goals + report.stats[1].goals
    );
    assert!(report.log.commands.len() > 100);
    let text = serde_json::to_string(&report.log).expect("log to JSON");
    let log: MatchLog = serde_json::from_str(&text).expect("log from JSON");
    let replayed = replay(&log).expect("replays");
    assert_eq!(replayed.result, Some(result));
    assert_eq!(replayed.digest, report.log.digest);
    let mut tampered = log.clone();
    tampered.commands.remove(tampered.commands.len() / 2);
    assert!(
        replay(&tampered).is_err(),
        "a log missing a command must not pass"
    );
}

#[test]
fn a_simulated_matchs_log_carries_the_ais_flicks_and_replay_re_simulates_them() {
    let report = play(
        RuleSet::default(),
        Coach::Ai(Difficulty::Easy),
        Coach::Ai(Difficulty::Easy),
        3,
    );
    assert_eq!(report.error, None);
    let log = report.log;
    assert!(log.flicks.len() > 20, "{} flicks logged", log.flicks.len());
    assert!(replay(&log).is_ok(), "the logged flicks replay bit for bit");
    // A kick whose stored outcome was edited no longer matches its flick.
    let mut edited = log.clone();
    let index = edited.flicks[5].command;
    if let hexkick_rules::command::Command::Kick { outcome, .. } = &mut edited.commands[index] {
        outcome.rest.x += 0.5;
    }
    assert!(replay(&edited).is_err(), "an edited kick is refused");
}

#[test]
fn the_coach_checks_every_decision_it_makes() {
    let squad = Squad::standard_base();
    let mut state = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("match");
    let mut dice = SeededDice::new(3);
    let mut coaches: [Box<dyn Strategy>; 2] = [
        Box::new(Brain::new(Difficulty::Normal, 1)),
        Box::new(RandomLegal::new(2)),
    ];
    let mut kinds = std::collections::BTreeSet::new();
    for _ in 0..600 {
        if state.result().is_some() {
            break;
        }
        let side = usize::from(state.acting_side() == Side::Away);
        let command = coaches[side].choose(&state);
        assert_eq!(
            check(&state, &command),
            Ok(()),
            "{command:?} in {:?}",
            state.phase()
        );
        if side == 0 {
            let text = serde_json::to_string(&command).expect("json");
            kinds.insert(text.split('"').nth(1).unwrap_or("end_phase").to_string());
        }
        execute(&mut state, command, &mut dice).expect("legal");
    }
    for kind in ["kick", "move", "toss_coin", "end_phase", "place"] {
        assert!(
            kinds.contains(kind),
            "the coach never made a {kind}: {kinds:?}"
        );
    }
}

#[test]
fn a_short_soak_of_mixed_coaches_never_stalls_or_errs() {
    let pairs = [
        (Coach::Ai(Difficulty::Easy), Coach::Random),
        (Coach::Random, Coach::Ai(Difficulty::Easy)),
        (Coach::Random, Coach::Random),
        (Coach::Ai(Difficulty::Easy), Coach::Ai(Difficulty::Easy)),
    ];
    for i in 0..20u64 {
        let (home, away) = pairs[i as usize % pairs.len()];
        let r = play(RuleSet::default(), home, away, 100 + i);
        assert_eq!(r.error, None, "match {i}: {home} vs {away}");
        assert_eq!(r.rejected, 0, "match {i}: {home} vs {away}");
        assert!(r.result.is_some());
    }
}

#[test]
#[ignore = "slow in debug builds: run with --release -- --ignored"]
fn every_level_plays_a_whole_match_cleanly() {
    for (i, level) in [Difficulty::Normal, Difficulty::Hard]
        .into_iter()
        .enumerate()
    {
        let r = play(
            RuleSet::default(),
            Coach::Ai(level),
            Coach::Ai(Difficulty::Easy),
            i as u64,
        );
        assert_eq!((r.error, r.rejected), (None, 0), "{level}");
    }
}

/// A Classic match (the ladder's hard against normal, seed 32) stopped at a goal kick where
/// the keeper brought on stands in the ball's cell beside the taker: the side cannot end its
/// positioning until one of them leaves. A coach with no changes left to make still moves him
/// off, and both sides get through the positioning with every command legal (the match had
/// stalled there: "stuck: no legal command found").
#[test]
fn a_keeper_brought_on_in_the_goal_kick_cell_is_moved_off_it() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/replay/keeper-on-in-the-goal-kick-cell.json"
    );
    let text = std::fs::read_to_string(path).expect("the fixture");
    let log: MatchLog = serde_json::from_str(&text).expect("a match log");
    let (mut state, mut dice) = log
        .history()
        .expect("it sets up")
        .to_end()
        .expect("replays");
    let positioning = |s: &MatchState| matches!(s.phase(), Phase::Positioning { .. });
    assert!(positioning(&state), "{:?}", state.phase());
    for _ in 0..50 {
        if !positioning(&state) {
            return;
        }
        let command = restarts::positioning(&state, 0);
        execute(&mut state, command.clone(), &mut dice)
            .unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    }
    panic!("still positioning after 50 commands");
}
