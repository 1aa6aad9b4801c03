//! A person's competition match played at the table to full time and settled back into the
//! competition: its result, sheet and absences recorded and the standings updated.

use super::*;
use hexkick_ai::{Brain, Difficulty, Strategy};
use hexkick_rules::competition::{Format, standings};
use hexkick_rules::rules::{Level, RuleSet};
use hexkick_rules::squad::Side;
use hexkick_storage::{MemoryStore, Saves};
use hexkick_teams::shipped::shipped_teams;

/// A 2024 TOURNAMENT league of quick matches between the first `n` shipped 2024 teams, the
/// first coached by a person, and those teams (for their looks).
fn league(n: usize) -> (Competition, Vec<Team>) {
    let teams: Vec<Team> = shipped_teams()
        .into_iter()
        .filter(|t| t.edition() == hexkick_rules::rules::Edition::Y2024)
        .take(n)
        .collect();
    let mut rules = RuleSet {
        level: Level::Tournament,
        ..RuleSet::default()
    };
    rules.extras.quick_match = true;
    let squads = teams.iter().map(Team::to_squad).collect();
    let mut comp = Competition::new("League", rules, squads).expect("valid squads");
    for (k, e) in comp.entrants.iter_mut().enumerate() {
        e.coach = if k == 0 { "human" } else { "easy" }.to_string();
    }
    comp.seed = 11;
    comp.draw(Format::League);
    (comp, teams)
}

/// The next fixture set up at the table (at the coin toss) and its set-up.
fn next_table(comp: &mut Competition, teams: &[Team]) -> (Table<MemoryStore>, MatchSetup) {
    let f = comp.next_fixture().cloned().expect("a fixture");
    let team = |name: &str| {
        teams
            .iter()
            .find(|t| t.name().as_str() == name)
            .expect("entered")
    };
    let (setup, absent) = next_match(comp, team(&f.home), team(&f.away)).expect("set up");
    let saves = Saves::new(MemoryStore::default());
    let table = Table::without(setup.clone(), absent, saves).expect("a table");
    (table, setup)
}

/// Plays `table` with an easy AI seeded by `seed` answering for both sides until `done`;
/// panics naming `what` was not reached when 20 000 commands do not get there.
fn drive(
    table: &mut Table<MemoryStore>,
    seed: u64,
    done: impl Fn(&Table<MemoryStore>) -> bool,
    what: &str,
) {
    let mut coach = Brain::new(Difficulty::Easy, seed);
    for _ in 0..20_000 {
        if done(table) {
            return;
        }
        let command = coach.choose(table.state());
        table.apply(command).expect("the AI's command is legal");
    }
    panic!("{what}: {}", table.view().headline);
}

/// The person's fixture set up at the table and played to full time, an AI answering for
/// both sides; the table with the match over.
fn play_next_at_table(comp: &mut Competition, teams: &[Team]) -> Table<MemoryStore> {
    let (mut table, setup) = next_table(comp, teams);
    assert!(setup.home.coach == Coach::Human || setup.away.coach == Coach::Human);
    let full_time = |t: &Table<MemoryStore>| t.state().phase() == Phase::FullTime;
    drive(&mut table, 5, full_time, "no full time");
    table
}

#[test]
fn a_persons_match_at_the_table_reaches_the_standings() {
    let (mut comp, teams) = league(4);
    assert!(person_plays_next(&comp), "the person's fixture comes first");
    let table = play_next_at_table(&mut comp, &teams);
    let (home, away) = (
        table.setup().home.squad.name.clone(),
        table.setup().away.squad.name.clone(),
    );
    assert!(
        comp.in_play.is_some(),
        "the fixture is in play until it is settled"
    );

    assert_eq!(settle(&mut comp, &table), Ok(true));
    assert_eq!(comp.in_play, None);
    let played = comp.played.last().expect("recorded");
    let result = table.state().result().expect("full time");
    assert_eq!((&played.home, &played.away), (&home, &away));
    assert_eq!(played.result, result);
    assert_eq!(played.sheet, table.session().record().sheet());
    let credited = |side| played.sheet.goals.iter().filter(|g| g.0 == side).count();
    assert_eq!(
        (
            credited(hexkick_rules::squad::Side::Home),
            credited(hexkick_rules::squad::Side::Away)
        ),
        (usize::from(result.home), usize::from(result.away)),
        "every goal of the score is on the sheet"
    );
    for (side, team) in [
        (hexkick_rules::squad::Side::Home, &home),
        (hexkick_rules::squad::Side::Away, &away),
    ] {
        let out: Vec<_> = table
            .state()
            .players()
            .iter()
            .filter(|p| p.id().side == side)
            .filter(|p| {
                p.status() == hexkick_rules::state::PlayerStatus::SentOff
                    || p.reserve_keeper()
                    || p.injuries() >= hexkick_rules::tournament::SERIOUS_INJURY
            })
            .map(|p| p.id().number)
            .collect();
        let carried: Vec<_> = comp
            .absences(team)
            .expect("entered")
            .iter()
            .map(|a| a.number)
            .collect();
        assert_eq!(carried, out, "{team}: who misses the next match");
    }

    let names: Vec<String> = comp.entrants.iter().map(|e| e.squad.name.clone()).collect();
    let lines = standings(&names, &comp.played);
    let line = |team: &String| lines.iter().find(|l| &l.team == team).expect("a line");
    let (h, a) = (line(&home), line(&away));
    assert_eq!((h.played, a.played), (1, 1));
    assert_eq!(
        (h.goals_for, h.goals_against),
        (u32::from(result.home), u32::from(result.away))
    );
    assert_eq!(
        h.points() + a.points(),
        if result.home == result.away { 2 } else { 3 }
    );
    assert_eq!(lines.iter().map(|l| l.played).sum::<u32>(), 2);

    assert_eq!(
        settle(&mut comp, &table),
        Ok(false),
        "a result comes back once"
    );
    assert_eq!(comp.played.len(), 1);
}

#[test]
fn an_unfinished_or_other_match_is_not_settled() {
    let (mut comp, teams) = league(4);
    let (table, setup) = next_table(&mut comp, &teams);
    assert_eq!(settle(&mut comp, &table), Ok(false), "at the coin toss");
    let other = MatchSetup {
        seed: setup.seed + 100,
        ..setup
    };
    let table = Table::new(other, Saves::new(MemoryStore::default())).expect("a table");
    assert_eq!(
        settle(&mut comp, &table),
        Ok(false),
        "not the fixture in play"
    );
    assert!(comp.played.is_empty() && comp.in_play.is_some());
}

/// The person's fixture played at the table by an AI for both sides until a goal or a card
/// is on its sheet and some minutes have gone; the table then.
fn play_at_table_until_something(comp: &mut Competition, teams: &[Team]) -> Table<MemoryStore> {
    let (mut table, _) = next_table(comp, teams);
    let something = |t: &Table<MemoryStore>| {
        let sheet = t.session().record().sheet();
        let done = t.state().minute() >= 10 && !(sheet.goals.is_empty() && sheet.cards.is_empty());
        assert!(done || t.state().result().is_none(), "full time came first");
        done
    };
    drive(&mut table, 9, something, "nothing on the sheet");
    table
}

#[test]
fn simulating_a_fixture_in_play_lets_the_ai_finish_it() {
    let (mut comp, teams) = league(4);
    let table = play_at_table_until_something(&mut comp, &teams);
    let saved = table.session().record().clone();
    assert!(
        is_in_play(&comp, &saved),
        "the saved match is the fixture in play"
    );
    let before = saved.sheet();
    let (minute, score) = (
        table.state().minute(),
        [
            table.state().score(Side::Home),
            table.state().score(Side::Away),
        ],
    );

    let mut sim = Simulation::begin(&comp, Some(&saved)).expect("it continues");
    assert_eq!(
        sim.progress(),
        (minute, score),
        "it goes on from where the people left it, not from the kick-off"
    );
    let mut last = (minute, score);
    while sim.step() {
        let now = sim.progress();
        assert!(
            now.1[0] >= last.1[0] && now.1[1] >= last.1[1],
            "the score never goes back"
        );
        // The clock starts again at the extra halves' 90' and stops in a shootout, but never
        // goes back to the kick-off.
        assert!(
            now.0 >= minute,
            "the minute never goes back: {now:?} after {last:?}"
        );
        last = now;
    }
    let log = sim.record(&mut comp).expect("recorded");
    assert_eq!(comp.in_play, None);
    assert!(
        log.result.is_some(),
        "the log handed back is the finished match's"
    );
    assert!(
        log.commands.len() > saved.commands.len(),
        "with the AI's part"
    );
    let played = comp.played.last().expect("recorded");
    assert_eq!(
        played.sheet.goals[..before.goals.len()],
        before.goals[..],
        "the goals scored at the table are in the result"
    );
    assert_eq!(
        played.sheet.cards[..before.cards.len()],
        before.cards[..],
        "the cards shown at the table are in the result"
    );
    assert!(played.result.home >= score[0] && played.result.away >= score[1]);
}

#[test]
fn a_saved_match_that_is_not_the_fixture_in_play_is_not_continued() {
    let (mut comp, teams) = league(4);
    let (table, setup) = next_table(&mut comp, &teams);
    let mut other = table.session().record().clone();
    other.seed = setup.seed + 1;
    assert!(!is_in_play(&comp, &other), "another seed: another match");
    let sim = Simulation::begin(&comp, Some(&other)).expect("from the kick-off");
    assert_eq!(sim.progress(), (0, [0, 0]));
}

#[test]
fn a_settled_match_is_over_kept_among_the_replays_and_no_longer_saved() {
    let (mut comp, teams) = league(4);
    let table = play_next_at_table(&mut comp, &teams);
    let record = table.session().record().clone();
    assert_eq!(settle(&mut comp, &table), Ok(true));

    let mut saves = close_settled(table).expect("closed");
    assert!(
        saves
            .load::<MatchLog>(hexkick_storage::Slot::Match)
            .is_err(),
        "the finished match is no longer there to continue"
    );
    let kept = hexkick_session::Replays::load(&mut saves);
    assert_eq!(
        kept.logs
            .iter()
            .map(|l| (l.seed, &l.digest))
            .collect::<Vec<_>>(),
        vec![(record.seed, &record.digest)],
        "kept once among the replays"
    );
}

#[test]
fn a_simulated_fixture_is_kept_among_the_replays() {
    let (mut comp, _) = league(4);
    let fixture = comp.next_fixture().cloned().expect("a fixture");
    let mut sim = Simulation::begin(&comp, None).expect("it starts");
    while sim.step() {}
    let log = sim.record(&mut comp).expect("recorded");
    let mut saves = Saves::new(MemoryStore::default());
    keep_simulated(&mut saves, log.clone()).expect("kept");
    let kept = hexkick_session::Replays::load(&mut saves);
    assert_eq!(kept.logs.len(), 1);
    let watched = &kept.logs[0];
    assert_eq!(
        (watched.home.name.as_str(), watched.away.name.as_str()),
        (fixture.home.as_str(), fixture.away.as_str())
    );
    let result = watched.result.expect("a finished match");
    let played = comp.played.last().expect("recorded");
    assert_eq!(
        (result.home, result.away),
        (played.result.home, played.result.away)
    );
    assert!(
        !watched.flicks.is_empty(),
        "its kicks replay from their flicks"
    );
}
