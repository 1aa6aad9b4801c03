use super::*;
use hexkick_ai::{RandomLegal, Strategy};
use hexkick_rules::command::Command;
use hexkick_storage::{Generation, KeyValue, MemoryStore, Recovery, envelope, slot::stored_name};

fn new_session(seed: u64) -> MatchSession<MemoryStore> {
    let squad = Squad::standard_base();
    MatchSession::new(
        RuleSet::base_2024(),
        &squad,
        &squad,
        seed,
        Coaches::new("random", "random"),
        Saves::new(MemoryStore::default()),
    )
    .expect("the standard squads fit the rules")
}

/// Plays `n` random legal commands, returning each command's events.
fn play(session: &mut MatchSession<MemoryStore>, coach: &mut RandomLegal, n: usize) {
    for _ in 0..n {
        let index = session.commands();
        let decision = coach.decide(session.state());
        let (command, flick) = hexkick_ai::headless::decided(session.state(), decision, index);
        session
            .apply_flicked(command, flick)
            .expect("random-legal commands are legal");
    }
}

fn saved_record(session: &mut MatchSession<MemoryStore>) -> MatchLog {
    session
        .saves
        .load::<MatchLog>(Slot::Match)
        .expect("a record is saved")
        .value
}

fn resumed(saves: Saves<MemoryStore>) -> (MatchSession<MemoryStore>, Option<ResumeProblem>) {
    match MatchSession::resume(saves) {
        Resume::Resumed { game, notice } => (*game, notice),
        Resume::Fresh { notice, .. } => panic!("expected the match to resume, got {notice:?}"),
    }
}

fn fresh(saves: Saves<MemoryStore>) -> (Saves<MemoryStore>, Option<ResumeProblem>) {
    match MatchSession::resume(saves) {
        Resume::Fresh { saves, notice } => (saves, notice),
        Resume::Resumed { game: session, .. } => {
            panic!("expected no match, resumed at {}", session.commands())
        }
    }
}

/// A second device holding the same bytes (the saves survive; a twin session replays them).
fn copy_of(session: &mut MatchSession<MemoryStore>) -> Saves<MemoryStore> {
    let map = session.saves.store_mut().map().clone();
    Saves::new(MemoryStore::new(map))
}

/// Seals `log` as a match save the way `Saves` does (schema 1).
fn sealed(log: &MatchLog) -> Vec<u8> {
    let json = serde_json::to_vec(log).expect("a log encodes");
    envelope::seal(Slot::Match, 1, &json)
}

#[test]
fn a_new_match_is_saved_before_any_command() {
    let mut session = new_session(3);
    assert!(session.save_error().is_none());
    let saved = saved_record(&mut session);
    assert_eq!(saved.commands.len(), 0);
    assert_eq!(saved.seed, 3);
    assert_eq!(saved.home_coach, "random");
}

#[test]
fn an_applied_command_is_recorded_and_saved_a_refused_one_changes_nothing() {
    let mut session = new_session(3);
    let events = session
        .apply(Command::TossCoin)
        .expect("the toss opens a match");
    assert!(events.iter().any(|e| matches!(e, Event::CoinToss { .. })));
    assert_eq!(session.commands(), 1);
    assert_eq!(
        session.events(),
        events.iter().filter(|e| e.is_told()).count()
    );
    let state = session.state().clone();
    let record = session.record().clone();

    let refused = session.apply(Command::TossCoin);
    assert!(refused.is_err(), "a second toss must be refused");
    assert_eq!(session.state(), &state);
    assert_eq!(session.record(), &record);
    assert_eq!(saved_record(&mut session), record);
}

#[test]
fn every_applied_command_is_saved_at_once() {
    let mut session = new_session(11);
    let mut coach = RandomLegal::new(11);
    for n in 1..=40 {
        play(&mut session, &mut coach, 1);
        let saved = saved_record(&mut session);
        assert_eq!(saved.commands.len(), n);
        assert_eq!(&saved, session.record());
        assert_eq!(saved.digest, session.digest());
    }
}

#[test]
fn a_resumed_match_is_the_same_match_and_plays_on_identically() {
    let mut session = new_session(21);
    let mut coach = RandomLegal::new(21);
    play(&mut session, &mut coach, 150);
    let original = session.state().clone();
    let (digest, events) = (session.digest(), session.events());
    // The app dies here: only the saves survive.
    let (mut again, notice) = resumed(session.into_saves());
    assert_eq!(notice, None);
    assert_eq!(again.commands(), 150);
    assert_eq!((again.digest(), again.events()), (digest, events));
    assert_eq!(
        again.state(),
        &original,
        "positions, ball, score, clock, phase"
    );
    assert_eq!(again.state().clock(), original.clock());
    assert_eq!(again.state().phase(), original.phase());

    // The dice were rebuilt too: the same commands give the same events from here on.
    let (mut twin, _) = resumed(copy_of(&mut again));
    for _ in 0..60 {
        let command = coach.choose(again.state());
        let a = again.apply(command.clone()).expect("legal");
        let b = twin.apply(command).expect("legal");
        assert_eq!(a, b);
    }
    assert_eq!(again.state(), twin.state());
}

#[test]
fn a_failed_save_keeps_the_match_and_the_next_save_catches_up() {
    let mut session = new_session(5);
    let mut coach = RandomLegal::new(5);
    play(&mut session, &mut coach, 3);
    session.saves.store_mut().map_mut().set_read_only(true);
    play(&mut session, &mut coach, 2);
    let error = session.save_error().expect("the save failed").to_string();
    assert!(error.contains("Nothing is lost"), "{error}");
    assert_eq!(session.commands(), 5);
    session.saves.store_mut().map_mut().set_read_only(false);
    assert_eq!(saved_record(&mut session).commands.len(), 3);
    session.retry_save().expect("the disk is back");
    assert!(session.save_error().is_none());
    assert_eq!(&saved_record(&mut session), session.record());
}

#[test]
fn a_record_that_does_not_replay_is_kept_aside_and_the_previous_save_resumes() {
    let mut session = new_session(8);
    let mut coach = RandomLegal::new(8);
    play(&mut session, &mut coach, 30);
    let mut forged = session.record().clone();
    forged.digest = "0000000000000000".into();
    let mut saves = session.into_saves();
    saves
        .store_mut()
        .map_mut()
        .set(
            &stored_name(Slot::Match, Generation::Latest),
            &sealed(&forged),
        )
        .expect("memory takes it");
    let (again, notice) = resumed(saves);
    assert_eq!(again.commands(), 29, "the backup holds the save before");
    let Some(ResumeProblem::DoesNotReplay {
        kept_as, recovery, ..
    }) = notice.clone()
    else {
        panic!("expected a replay problem, got {notice:?}");
    };
    assert_eq!(recovery, Recovery::PreviousSaveLoaded);
    assert_eq!(kept_as.as_deref(), Some("memory:match.save.corrupt-1"));
    let words = notice.map(|n| n.to_string()).unwrap_or_default();
    assert!(
        words.starts_with("Your saved match could not be resumed (its commands give"),
        "{words}"
    );
    assert!(words.ends_with("The previous save was loaded."), "{words}");
}

#[test]
fn a_refused_command_in_the_record_means_a_fresh_start_with_both_copies_kept() {
    let mut session = new_session(9);
    session.apply(Command::TossCoin).expect("legal");
    let mut forged = session.record().clone();
    forged.commands.push(Command::TossCoin);
    let mut saves = session.into_saves();
    for generation in [Generation::Latest, Generation::Backup] {
        saves
            .store_mut()
            .map_mut()
            .set(&stored_name(Slot::Match, generation), &sealed(&forged))
            .expect("memory takes it");
    }
    let (mut saves, notice) = fresh(saves);
    let words = notice.map(|n| n.to_string()).unwrap_or_default();
    assert!(
        words.contains("command 2 of 2 was refused"),
        "plain words: {words}"
    );
    assert!(words.ends_with("A new match can be started."), "{words}");
    // Both copies set aside are named, the latest's first.
    assert!(
        words.starts_with("Your saved match could not be resumed (command 2 of 2 was refused")
            && words.contains(
                "It was kept as memory:match.save.corrupt-1. Its backup could not be resumed"
            )
            && words.contains("It was kept as memory:match.save.bak.corrupt-1."),
        "{words}"
    );
    let keys = saves.store_mut().map().keys();
    assert!(
        keys.contains(&"match.save.corrupt-1".to_string()),
        "{keys:?}"
    );
    assert!(
        keys.contains(&"match.save.bak.corrupt-1".to_string()),
        "{keys:?}"
    );
}

#[test]
fn an_unreadable_latest_and_a_backup_that_does_not_replay_are_both_named() {
    let mut session = new_session(10);
    session.apply(Command::TossCoin).expect("legal");
    let mut forged = session.record().clone();
    forged.commands.push(Command::TossCoin);
    let mut saves = session.into_saves();
    let map = saves.store_mut().map_mut();
    (map.set(&stored_name(Slot::Match, Generation::Latest), b"junk")).expect("memory");
    (map.set(
        &stored_name(Slot::Match, Generation::Backup),
        &sealed(&forged),
    ))
    .expect("memory");
    let (_, notice) = fresh(saves);
    let Some(ResumeProblem::Storage(notice)) = notice else {
        panic!("expected both copies in one notice, got {notice:?}");
    };
    let kept: Vec<Option<&str>> = (notice.problems.iter())
        .map(|p| p.kept_as.as_deref())
        .collect();
    assert_eq!(
        kept,
        [
            Some("memory:match.save.corrupt-1"),
            Some("memory:match.save.bak.corrupt-1")
        ]
    );
    assert_eq!(
        notice.to_string(),
        "Your saved match could not be read (the file is not a hexkick save). It was kept as \
         memory:match.save.corrupt-1. Its backup could not be resumed (command 2 of 2 was \
         refused: the coin toss is not allowed now (phase positioning)). It was kept as \
         memory:match.save.bak.corrupt-1. A new match can be started."
    );
}

#[test]
fn an_unreadable_save_is_reported_not_resumed() {
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .store_mut()
        .map_mut()
        .set(&stored_name(Slot::Match, Generation::Latest), b"junk")
        .expect("memory takes it");
    let (_, notice) = fresh(saves);
    assert!(
        matches!(notice, Some(ResumeProblem::Storage(_))),
        "{notice:?}"
    );
}

#[test]
fn finish_and_abandon_clear_the_slot() {
    let mut session = new_session(4);
    let mut coach = RandomLegal::new(4);
    play(&mut session, &mut coach, 5);
    let closed = session.finish();
    assert_eq!(closed.cleared, Ok(()));
    assert_eq!(closed.record.commands.len(), 5);
    let (saves, notice) = fresh(closed.saves);
    assert_eq!(notice, None);

    let squad = Squad::standard_base();
    let rules = RuleSet::base_2024();
    let coaches = Coaches::new("human", "human");
    let mut session = MatchSession::new(rules, &squad, &squad, 6, coaches, saves).expect("set-up");
    play(&mut session, &mut coach, 2);
    let mut closed = session.abandon();
    assert_eq!(closed.cleared, Ok(()));
    assert!(closed.saves.store_mut().map().keys().is_empty());
}

/// A saved match whose record was changed by `edit`, planted as the only copy.
fn saves_holding(edit: impl FnOnce(&mut MatchLog)) -> Saves<MemoryStore> {
    let mut session = new_session(5);
    let mut record = session.record().clone();
    edit(&mut record);
    let mut map = session.saves.store_mut().map().clone();
    map.set(
        &stored_name(Slot::Match, Generation::Latest),
        &sealed(&record),
    )
    .expect("plants");
    Saves::new(MemoryStore::new(map))
}

/// A change made to a saved record by hand.
type Edit = Box<dyn FnOnce(&mut MatchLog)>;

#[test]
fn resume_validates_squads_like_import() {
    let classic_tournament_with_2024_squads = |r: &mut MatchLog| {
        r.rules = RuleSet {
            edition: hexkick_rules::rules::Edition::Classic,
            level: hexkick_rules::rules::Level::Tournament,
            ..RuleSet::default()
        };
        let custom = hexkick_teams::shipped::shipped_teams()
            .into_iter()
            .find(|t| t.edition() == hexkick_rules::rules::Edition::Y2024)
            .expect("a shipped 2024 team");
        r.home = custom.to_squad();
    };
    let cases: [(&str, Edit, &str); 5] = [
        (
            "an 8 MB player name",
            Box::new(|r| r.home.players[3].name = "x".repeat(8 << 20)),
            "player name has 8388608 characters",
        ),
        (
            "a shirt number over 99",
            Box::new(|r| r.away.players[2].number = hexkick_rules::squad::ShirtNumber(120)),
            "#120",
        ),
        (
            "four keepers",
            Box::new(|r| {
                let keeper = r.home.players[0].skills;
                r.home.players[4].skills = keeper;
                r.home.players[5].skills = keeper;
            }),
            "standard",
        ),
        (
            "Classic tournament rules with 2024 squads",
            Box::new(classic_tournament_with_2024_squads),
            "Classic",
        ),
        (
            "a control character in a name",
            Box::new(|r| r.home.name = "Blue\u{7}".into()),
            "U+0007",
        ),
    ];
    for (what, edit, says) in cases {
        let (mut saves, notice) = fresh(saves_holding(edit));
        let notice = notice.map(|n| n.to_string()).unwrap_or_default();
        assert!(
            notice.contains("breaks the team rules") && notice.contains(says),
            "{what}: {notice}"
        );
        assert!(
            notice.contains("It was kept as memory:match.save.corrupt-1"),
            "{what}: {notice}"
        );
        let kept = saves.store_mut().map().get("match.save.corrupt-1");
        assert!(matches!(kept, Ok(Some(_))), "{what}: the save is kept");
    }
}
