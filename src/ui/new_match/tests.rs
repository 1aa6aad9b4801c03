//! The new-match screen's tests: its choices, its extras page and its start.

use super::{
    Difficulty, Edition, Form, FormTap, Level, NewMatchChoices, NewMatchScreen, NewMatchSignal,
    Opponent, Side, StrokeEvent, TeamList, extras_summary,
};
use hexkick_storage::MemoryStore;
use hexkick_teams::library::TeamLibrary;

fn screen() -> NewMatchScreen {
    NewMatchScreen::new(
        NewMatchChoices::default(),
        TeamList::with_owned(&TeamLibrary::new()),
        false,
    )
}

fn tap(row: &'static str, option: usize) -> FormTap {
    FormTap::Option { row, option }
}

#[test]
fn taps_set_every_choice() {
    let s = screen();
    let n = s.teams().len();
    let mut c = s.choices().clone();
    for t in [
        tap("opponent", 1),
        tap("ai_level", 3),
        tap("ai_side", 0),
        tap("edition", 1),
        tap("level", 1),
        tap("undo", 0),
        tap("home", 2),
        tap("away", 0),
        FormTap::Button("swap"),
    ] {
        c = NewMatchScreen::apply(&c, n, t);
    }
    assert_eq!(c.opponent, Opponent::VersusAi);
    assert_eq!(c.ai_level, Difficulty::Hard);
    assert_eq!(c.ai_side, Side::Home);
    assert_eq!(c.edition, Edition::Classic);
    assert_eq!(c.level, Level::Complete);
    assert!(!c.undo);
    // Home stepped forward from 0 to 1, away back from 1 to 0, then they swapped.
    assert_eq!((c.home, c.away), (0, 1));
}

#[test]
fn the_ai_rows_are_off_in_pass_and_play_and_undo_at_tournament_level() {
    let s = screen();
    let disabled = |form: &Form, id: &str| {
        form.rows
            .iter()
            .find(|r| r.id == id)
            .is_some_and(|r| r.disabled.is_some())
    };
    let form = s.form();
    assert!(disabled(&form, "ai_level") && disabled(&form, "ai_side"));
    assert!(!disabled(&form, "undo"));
    let versus = NewMatchScreen::new(
        NewMatchChoices {
            opponent: Opponent::VersusAi,
            level: Level::Tournament,
            ..NewMatchChoices::default()
        },
        TeamList::with_owned(&TeamLibrary::new()),
        false,
    );
    let form = versus.form();
    assert!(!disabled(&form, "ai_level") && !disabled(&form, "ai_side"));
    assert!(disabled(&form, "undo"));
}

/// Taps the target `id` ("level.1", "start") of the screen's form in a 1280 x 800 window.
fn tap_target(s: &mut NewMatchScreen, id: &str) -> NewMatchSignal {
    let form = s.form();
    let layout = form.layout(1280.0, 800.0);
    let Some((_, rect, _)) = form.targets(&layout).into_iter().find(|(t, ..)| t == id) else {
        panic!("no target {id} on the new-match screen");
    };
    let at = crate::ui::form::centre(rect);
    let release = StrokeEvent::tap(at);
    s.update(&[release], 1280.0, 800.0)
}

/// The match that `taps` on the new-match screen start, saved and then resumed from its
/// save as "Continue" does.
fn started_and_resumed(taps: &[&str]) -> (hexkick_table::Table<MemoryStore>, TeamList) {
    use hexkick_storage::Saves;
    use hexkick_table::{Resume, Table};
    let mut s = screen();
    for id in taps {
        assert_eq!(tap_target(&mut s, id), NewMatchSignal::Nothing, "tap {id}");
    }
    let NewMatchSignal::Start(choices) = tap_target(&mut s, "start") else {
        panic!("start refused: {:?}", s.form().message);
    };
    let setup = choices.to_setup(s.teams(), 99).expect("the teams can play");
    let table = Table::new(setup, Saves::new(MemoryStore::default())).expect("a new match");
    let saves = table.into_saves();
    let Resume::Resumed { game: table, .. } = Table::resume(saves) else {
        panic!("the started match was not saved");
    };
    (*table, s.teams().clone())
}

#[test]
fn every_choice_reaches_the_saved_match() {
    use hexkick_table::Coach;
    let (table, teams) = started_and_resumed(&[
        "opponent.1",
        "ai_level.3",
        "ai_side.0",
        "edition.0",
        "level.1",
        "length.1",
        "extra.1",
        "timer.1",
        "undo.0",
        "home.2",
        "home.2",
        "away.0",
        "swap",
    ]);
    let rules = table.state().rules();
    assert_eq!(
        (rules.edition, rules.level),
        (Edition::Y2024, Level::Complete)
    );
    let extras = rules.extras;
    assert!(extras.quick_match && extras.extra_time && extras.shootout && extras.turn_timer);
    assert!(!extras.four_players);
    assert_eq!(table.coach(Side::Home), Coach::Ai(Difficulty::Hard));
    assert_eq!(table.coach(Side::Away), Coach::Human);
    assert!(!table.setup().options.undo && !table.can_undo());
    // Home went to the first ready-made team, away back to Standard Red; then they swapped.
    let ready_made = teams.get(2).expect("a ready-made team");
    assert_eq!(table.setup().home.look.name, "Standard Red");
    assert_eq!(
        table.setup().away.look.name,
        ready_made.team.name().as_str()
    );
    assert_eq!(table.setup().away.squad, ready_made.team.to_squad());
    assert_eq!(table.setup().seed, 99);
}

#[test]
fn the_other_editions_levels_and_the_defaults_reach_the_saved_match() {
    use hexkick_table::Coach;
    for (taps, edition, level) in [
        (vec![], Edition::Y2024, Level::Base),
        (vec!["edition.1"], Edition::Classic, Level::Base),
        (
            vec!["edition.1", "level.2"],
            Edition::Classic,
            Level::Tournament,
        ),
        (
            vec!["level.2", "timer.1"],
            Edition::Y2024,
            Level::Tournament,
        ),
    ] {
        let (table, _) = started_and_resumed(&taps);
        let rules = table.state().rules();
        assert_eq!((rules.edition, rules.level), (edition, level), "{taps:?}");
        assert_eq!(
            rules.extras.turn_timer,
            taps.contains(&"timer.1"),
            "{taps:?}"
        );
        assert!(!rules.extras.quick_match && !rules.extras.extra_time);
        assert_eq!(
            [table.coach(Side::Home), table.coach(Side::Away)],
            [Coach::Human; 2]
        );
        // Undo is on unless the level is TOURNAMENT.
        assert_eq!(
            table.setup().options.undo,
            level != Level::Tournament,
            "{taps:?}"
        );
        assert_eq!(table.setup().home.look.name, "Standard Red");
        assert_eq!(table.setup().away.look.name, "Standard Blue");
    }
}

#[test]
fn the_extras_page_sets_every_extra_of_the_core_and_they_reach_the_saved_match() {
    use hexkick_rules::rules::{Referee, Weather};
    let (table, _) = started_and_resumed(&[
        "level.2",
        "extras.0",
        "four.1",
        "referee.2",
        "weather.1",
        "home_advantage.0",
        "done",
        "length.1",
    ]);
    let rules = table.state().rules();
    assert!(rules.tournament_rules());
    assert!(rules.extras.four_players && rules.extras.quick_match);
    assert_eq!(rules.tournament.referee, Some(Referee::Strict));
    assert_eq!(rules.tournament.weather, Some(Weather::Clear));
    assert!(!rules.tournament.home_advantage);
    // Rolled (the default): the rules leave the referee and the weather to the coin toss.
    let (table, _) =
        started_and_resumed(&["level.2", "extras.0", "referee.2", "referee.0", "done"]);
    let rules = table.state().rules();
    assert_eq!(
        (rules.tournament.referee, rules.tournament.weather),
        (None, None)
    );
    assert!(rules.tournament.home_advantage && !rules.extras.four_players);
}

#[test]
fn the_tournament_conditions_are_off_below_2024_tournament_with_the_reason() {
    let mut s = screen();
    assert_eq!(tap_target(&mut s, "extras.0"), NewMatchSignal::Nothing);
    let form = s.form();
    assert_eq!(form.screen, "new_match_extras");
    let reason = |form: &Form, id: &str| {
        form.rows
            .iter()
            .find(|r| r.id == id)
            .and_then(|r| r.disabled.clone())
    };
    assert_eq!(reason(&form, "four"), None, "4 players at every level");
    for id in ["referee", "weather", "home_advantage"] {
        assert_eq!(
            reason(&form, id).as_deref(),
            Some("only in 2024 TOURNAMENT play"),
            "{id}"
        );
    }
    s.choices.level = Level::Tournament;
    assert_eq!(reason(&s.form(), "referee"), None);
    // The summary on the main page names what is chosen.
    s.choices.four_players = true;
    s.choices.weather = Some(hexkick_rules::rules::Weather::Bad);
    assert_eq!(extras_summary(&s.choices), "4 players, bad weather");
    assert_eq!(tap_target(&mut s, "done"), NewMatchSignal::Nothing);
    assert_eq!(s.form().screen, "new_match");
}

#[test]
fn a_team_file_set_aside_is_said_where_teams_are_listed() {
    use hexkick_storage::{KeyValue, Saves, Slot, envelope, slot::stored_name};
    // A teams file a newer hexkick wrote: set aside, and the list says so.
    let mut store = MemoryStore::default();
    let newer = envelope::seal(Slot::Teams, 99, b"{}");
    let key = stored_name(Slot::Teams, hexkick_storage::Generation::Latest);
    store.map_mut().set(&key, &newer).expect("memory takes it");
    let mut saves = Saves::new(store);
    let loaded = hexkick_teams::saved::load_teams(&mut saves);
    let words = loaded
        .notice
        .as_ref()
        .map(hexkick_table::save_words::notice_words);
    let said = words.clone().expect("the set-aside file is noticed");
    assert!(said.contains("teams.save"), "names the file: {said}");
    let screen = NewMatchScreen::new(
        NewMatchChoices::default(),
        TeamList::with_owned(&loaded.library),
        false,
    )
    .with_teams_notice(words);
    assert_eq!(screen.form().message.as_deref(), Some(said.as_str()));
}

#[test]
fn start_is_refused_with_a_message_while_the_teams_cannot_play() {
    let mut s = screen();
    s.choices.away = s.choices.home;
    let form = s.form();
    let message = form.message.clone().expect("the reason is shown");
    assert!(message.contains("cannot play itself"), "{message}");
    assert_eq!(tap_target(&mut s, "start"), NewMatchSignal::Nothing);
    s.choices.away = 1;
    assert!(matches!(
        tap_target(&mut s, "start"),
        NewMatchSignal::Start(_)
    ));
}
