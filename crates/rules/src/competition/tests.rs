//! The competition record's tests.

use super::*;
use crate::command::Command;
use crate::dice::ScriptedDice;
use crate::event::Event;
use crate::execute::execute;
use crate::note::Note;
use crate::rules::Level;
use crate::squad::{Skill, SkillSet};

fn squad(name: &str) -> Squad {
    Squad {
        name: name.to_string(),
        ..Squad::standard_base()
    }
}

fn tournament() -> Competition {
    let rules = RuleSet {
        level: Level::Tournament,
        ..RuleSet::default()
    };
    Competition::new("Cup", rules, vec![squad("Reds"), squad("Blues")]).expect("valid")
}

#[test]
fn the_same_sixteen_players_all_tournament() {
    let cup = tournament();
    assert_eq!(cup.check_squad(&squad("Reds")), Ok(()));
    let mut changed = squad("Reds");
    changed.players[3].skills = SkillSet::parse("YY").expect("skills");
    let err = cup.check_squad(&changed).expect_err("sticker changed");
    assert!(
        err.to_string().contains("number 4 has the sticker YY"),
        "{err}"
    );
    let mut renumbered = squad("Reds");
    renumbered.players[15].number = ShirtNumber(99);
    assert!(matches!(
        cup.check_squad(&renumbered),
        Err(CompetitionError::ChangedSquad { .. })
    ));
    assert!(matches!(
        cup.check_squad(&squad("Greens")),
        Err(CompetitionError::UnknownTeam(_))
    ));
    assert!(matches!(
        Competition::new("Twice", RuleSet::default(), vec![squad("A"), squad("A")]),
        Err(CompetitionError::DuplicateTeam(_))
    ));
}

#[test]
fn a_keeper_back_as_the_reserve_goalkeeper_is_still_suspended() {
    let mut cup = tournament();
    let mut s = cup.start_match("Reds", "Blues").expect("match");
    let keeper = s.keeper(Side::Home).expect("a keeper");
    // The reserve goalkeeper wears the sent-off keeper's peg and number.
    s.apply(&Event::Note(Note::ReserveKeeper {
        player: keeper,
        colour: Skill::Violet,
        value: 3,
    }));
    let new = finish(&mut cup, &mut s);
    assert_eq!(new[0], suspended(keeper.number));
}

/// Records `s` as the finished match of Reds against Blues: who misses the next match.
fn finish(cup: &mut Competition, s: &mut MatchState) -> [Vec<Absence>; 2] {
    let result = s.current_result();
    s.apply(&Event::FullTime { result });
    cup.record("Reds", "Blues", s, Sheet::default())
        .expect("recorded")
}

/// Number `n` suspended for the next match.
fn suspended(n: ShirtNumber) -> Vec<Absence> {
    vec![Absence {
        number: n,
        reason: AbsenceReason::Suspended,
    }]
}

#[test]
fn serious_injuries_and_suspensions_miss_one_match() {
    let mut cup = tournament();
    let mut s = cup.start_match("Reds", "Blues").expect("match");
    assert!(matches!(
        cup.record("Reds", "Blues", &s, Sheet::default()),
        Err(CompetitionError::NotFinished)
    ));
    // A finished match in which home:9 was sent off and away:2 was injured twice.
    let sent_off = PlayerId::new(Side::Home, 9);
    let injured = PlayerId::new(Side::Away, 2);
    s.apply(&Event::SentOff { player: sent_off });
    for serious in [false, true] {
        s.apply(&Event::Injury {
            player: injured,
            serious,
        });
    }
    let new = finish(&mut cup, &mut s);
    assert_eq!(new[0], suspended(ShirtNumber(9)));
    assert_eq!(
        new[1],
        vec![Absence {
            number: ShirtNumber(2),
            reason: AbsenceReason::SeriouslyInjured
        }]
    );
    // The next match: both miss it, 4 on the bench, eleven still start.
    let mut next = cup.start_match("Blues", "Reds").expect("match");
    let home_injured = PlayerId::new(Side::Home, 2);
    let away_sent_off = PlayerId::new(Side::Away, 9);
    for id in [home_injured, away_sent_off] {
        assert_eq!(
            next.player(id).map(|p| p.status()),
            Some(PlayerStatus::Unavailable)
        );
        assert_eq!(next.position(id), None);
    }
    assert_eq!(next.on_pitch(Side::Home).count(), 11);
    let bench = |s: &MatchState| {
        s.players()
            .iter()
            .filter(|p| p.id().side == Side::Away && p.status() == PlayerStatus::Bench)
            .count()
    };
    assert_eq!(bench(&next), 4);
    assert!(next.keeper(Side::Away).is_some());
    // He cannot come on as a substitute either.
    execute(
        &mut next,
        Command::TossCoin,
        &mut ScriptedDice::new([1, 6, 6]),
    )
    .expect("toss");
    let sub = Command::Substitute {
        off: PlayerId::new(Side::Home, 3),
        on: home_injured,
    };
    assert!(matches!(
        execute(&mut next, sub, &mut ScriptedDice::new([])),
        Err(crate::check::RuleError::Substitution(_))
    ));
    // After that match the absences are served.
    let result = next.current_result();
    next.apply(&Event::FullTime { result });
    let none = cup
        .record("Blues", "Reds", &next, Sheet::default())
        .expect("recorded");
    assert_eq!(none, [Vec::new(), Vec::new()]);
    assert!(cup.absences("Reds").expect("team").is_empty());
    assert_eq!(cup.played.len(), 2);
}

#[test]
fn an_absent_keeper_gives_his_place_to_the_other() {
    let mut cup = tournament();
    cup.entrants[0].absences = vec![Absence {
        number: ShirtNumber(1),
        reason: AbsenceReason::Suspended,
    }];
    let s = cup.start_match("Reds", "Blues").expect("match");
    assert_eq!(s.keeper(Side::Home), Some(PlayerId::new(Side::Home, 12)));
    assert_eq!(
        s.position(PlayerId::new(Side::Home, 12))
            .map(|c| c.to_string()),
        Some("E1".to_string())
    );
}

#[test]
fn records_round_trip_through_json() {
    let cup = Competitions {
        list: vec![tournament()],
    };
    let text = serde_json::to_string(&cup).expect("serialise");
    assert_eq!(serde_json::from_str::<Competitions>(&text).ok(), Some(cup));
}
