//! The table's words (headline, narration), figures, undo and resume.

use super::*;
use crate::offers;
use hexkick_ai::{Brain, Difficulty, Strategy};
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::event::{Approach, CardColour, CodReason, DuelKind, Event, RollPurpose};
use hexkick_rules::legal::EntryRisk;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::squad::Side;
use hexkick_rules::state::Phase;
use hexkick_rules::testkit::{cell, id, position};
use hexkick_session::TakeBackRefused;
use hexkick_storage::{MemoryStore, Saves};

fn quick() -> MatchSetup {
    MatchSetup::quick(Coach::Human, Coach::Human, 21)
}

fn new_table(setup: MatchSetup) -> Table<MemoryStore> {
    Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up")
}

/// Plays AI answers for the people until `stop` says so (at most `limit` commands).
fn play_until(
    table: &mut Table<MemoryStore>,
    limit: usize,
    stop: impl Fn(&Table<MemoryStore>) -> bool,
) {
    let mut coach = Brain::new(Difficulty::Easy, 3);
    for _ in 0..limit {
        if stop(table) {
            return;
        }
        let decision = coach.decide(table.state());
        table
            .play(Action::from(decision))
            .expect("the AI's action is legal");
    }
    panic!("not reached in {limit} commands: {}", table.view().headline);
}

#[test]
fn headlines_say_the_team_and_what_to_do() {
    let setup = quick();
    let two = position(
        &[(9, "E6", ""), (10, "C3", "")],
        &[(1, "E11", "")],
        "home:9",
        Phase::Two,
    );
    assert_eq!(
        headline::headline(&two, &setup),
        "Blue — PHASE 2: move up to 3 cells"
    );
    let three = position(
        &[(9, "E6", "")],
        &[(1, "E11", ""), (4, "E8", "")],
        "home:9",
        Phase::Three,
    );
    assert_eq!(
        headline::headline(&three, &setup),
        "Red — PHASE 3: move up to 3 cells"
    );
    let one = position(
        &[(9, "E6", ""), (10, "C7", "")],
        &[(1, "E11", "")],
        "home:9",
        Phase::One,
    );
    assert_eq!(
        headline::headline(&one, &setup),
        "Blue — PHASE 1: kick (pass, drive, shot)"
    );
    let table = new_table(setup);
    assert_eq!(
        table.view().headline,
        "Blue — toss the coin for the kick-off"
    );
}

#[test]
fn narration_explains_ties_duels_cards_and_entry_risks() {
    let setup = quick();
    let state = position(
        &[(9, "E6", "R")],
        &[(1, "E11", ""), (4, "E8", "B")],
        "home:9",
        Phase::One,
    );
    let narrator = Narrator::new(&state, &setup);
    let lines = narrator.lines(&[
        Event::Kick {
            by: id("home:9"),
            declare: Declaration::Pass,
            style: KickStyle::Low,
            from: cell("E6"),
            rest: vec![cell("E10")],
        },
        Event::Possession {
            player: id("away:4"),
            cell: cell("E10"),
            moved: 2,
            reason: CodReason::DefenceWinsTie,
        },
        Event::Dice {
            roll: 4,
            purpose: RollPurpose::Dribble,
        },
        Event::Dice {
            roll: 3,
            purpose: RollPurpose::OneOnOneDefence,
        },
        Event::Duel {
            kind: DuelKind::Dribble,
            attacker: id("home:9"),
            defender: id("away:4"),
            attack: 6,
            defence: 5,
            winner: id("home:9"),
        },
        Event::Card {
            player: id("away:4"),
            colour: CardColour::Yellow,
        },
    ]);
    assert_eq!(lines[0], "Blue 9 pass from E6 to E10");
    assert_eq!(
        lines[1],
        "tie after a long pass: defence wins: Red 4 takes the ball in E10"
    );
    assert_eq!(
        lines[4],
        "Dribble die 4 + 2 red = 6 v 1v1 defence die 3 + 2 blue = 5: dribble wins"
    );
    assert_eq!(lines[5], "Yellow card for Red 4");
    let rear = EntryRisk {
        approach: Approach::Rear,
        foul_in_six: 3,
        red_in_six: 0,
    };
    assert_eq!(
        narrate::entry_risk_line(&rear),
        "rear entry: foul and yellow card on 1-3"
    );
    let far = EntryRisk {
        approach: Approach::Far,
        foul_in_six: 6,
        red_in_six: 3,
    };
    assert_eq!(
        narrate::entry_risk_line(&far),
        "far entry: always a foul; red card on 1-3, yellow on 4-6"
    );
}

#[test]
fn stats_count_kicks_shots_on_target_fouls_and_cards() {
    let mut stats = MatchStats::default();
    let kick = |by: &str, declare| Event::Kick {
        by: id(by),
        declare,
        style: KickStyle::Low,
        from: cell("E6"),
        rest: vec![cell("E7")],
    };
    for e in [
        kick("home:9", Declaration::Pass),
        kick("home:9", Declaration::Pass),
        kick("home:10", Declaration::Shot),
        Event::Goal {
            side: Side::Home,
            scorer: id("home:10"),
        },
        kick("away:9", Declaration::Shot),
        Event::KeeperPickUp {
            keeper: id("home:1"),
        },
        kick("away:9", Declaration::Shot),
        Event::Foul {
            by: id("away:4"),
            at: cell("E6"),
        },
        Event::Card {
            player: id("away:4"),
            colour: CardColour::Red,
        },
    ] {
        stats.add(&e);
    }
    let home = stats.side(Side::Home);
    let away = stats.side(Side::Away);
    assert_eq!((home.kicks, home.passes, home.shots), (3, 2, 1));
    assert_eq!((home.goals, home.shots_on_target), (1, 1));
    assert_eq!((away.shots, away.shots_on_target), (2, 1));
    assert_eq!((away.fouls, away.red_cards, away.yellow_cards), (1, 1, 0));
    assert_eq!(stats.possession_percent(Side::Home), 60);
    assert_eq!(stats.possession_percent(Side::Away), 40);
    let lines = stats.lines();
    assert_eq!(lines[0], "Possession: 60% - 40%");
    assert!(
        lines.contains(&"Shots (on target): 1 (1) - 2 (1)".to_string()),
        "{lines:?}"
    );
    assert!(lines.contains(&"Passes: 2 - 0".to_string()), "{lines:?}");
    assert!(
        lines.contains(&"Cards: 0Y 0R - 0Y 1R".to_string()),
        "{lines:?}"
    );
}

#[test]
fn a_move_of_the_current_phase_can_be_taken_back_and_only_then() {
    let mut table = new_table(quick());
    assert!(!table.can_undo(), "nothing to take back");
    play_until(
        &mut table,
        400,
        |t| matches!(t.view().prompt, Prompt::Move(m) if m.kind == MoveKind::Attack && !m.movers.is_empty()),
    );
    let before = table.state().clone();
    let digest = table.session().digest();
    let Prompt::Move(m) = table.view().prompt else {
        unreachable!()
    };
    let player = m.movers[0];
    let to = table.grab(player).expect("a mover").targets[0].cell;
    table.apply(Command::Move { player, to }).expect("move");
    assert!(table.can_undo());
    assert_eq!(
        table.undo_last_move().expect("undo"),
        Command::Move { player, to }
    );
    assert_eq!(table.state(), &before);
    assert_eq!(table.session().digest(), digest);
    assert_eq!(
        table.undo_last_move(),
        Err(PlayError::NotUndoable),
        "the phase began before: the kick is final"
    );

    let mut setup = quick();
    setup.options.undo = false;
    let mut strict = new_table(setup);
    play_until(
        &mut strict,
        400,
        |t| matches!(t.view().prompt, Prompt::Move(m) if m.kind == MoveKind::Attack && !m.movers.is_empty()),
    );
    let Prompt::Move(m) = strict.view().prompt else {
        unreachable!()
    };
    let player = m.movers[0];
    let to = strict.grab(player).expect("a mover").targets[0].cell;
    strict.apply(Command::Move { player, to }).expect("move");
    assert_eq!(strict.undo_last_move(), Err(PlayError::UndoOff));
}

#[test]
fn a_command_that_rolled_a_die_cannot_be_taken_back() {
    let table = new_table(quick());
    let mut session = table.into_session();
    session.apply(Command::TossCoin).expect("toss");
    assert!(session.last_command_rolled());
    assert_eq!(session.take_back_last(), Err(TakeBackRefused::DiceRolled));
    assert_eq!(session.commands(), 1);
}

#[test]
fn a_resumed_table_is_the_same_match_with_the_same_set_up() {
    let mut setup = MatchSetup::quick(Coach::Human, Coach::Ai(Difficulty::Normal), 8);
    setup.home.look.name = "Les Bleus".into();
    setup.options.turn_timer_s = Some(30);
    let mut table = new_table(setup.clone());
    play_until(&mut table, 2000, |t| t.session().commands() >= 120);
    let headline = table.view().headline;
    let stats = *table.stats();
    let state = table.state().clone();
    let could_undo = table.can_undo();
    let saves = table.into_session().into_saves();
    let Resume::Resumed { game: back, notice } = Table::resume(saves) else {
        panic!("the match resumes");
    };
    assert_eq!(notice, None);
    assert_eq!(back.setup(), &setup);
    assert_eq!(back.state(), &state);
    assert_eq!(back.view().headline, headline);
    assert!(headline.starts_with("Les Bleus") || headline.starts_with("Red"));
    assert_eq!(back.stats(), &stats);
    assert_eq!(back.can_undo(), could_undo, "undo as it was");
}

#[test]
fn the_ai_answers_its_own_turns_only_and_bad_flicks_are_refused() {
    let mut table = new_table(MatchSetup::quick(
        Coach::Ai(Difficulty::Easy),
        Coach::Human,
        2,
    ));
    assert!(table.is_ai_turn());
    let job = table.ai_job().expect("the AI tosses");
    let action = std::thread::spawn(move || job.run())
        .join()
        .expect("thread");
    table.play(action).expect("legal");
    play_until(&mut table, 400, |t| {
        matches!(t.view().prompt, Prompt::Kick(_))
    });
    let nan = hexkick_physics::Velocity::new(f32::NAN, 0.0);
    let before = table.session().commands();
    let kick = |velocity| Action::Kick {
        declare: Declaration::Pass,
        style: KickStyle::Low,
        velocity,
    };
    let refused = table.play(kick(nan));
    assert!(matches!(refused, Err(PlayError::Flick(_))), "{refused:?}");
    let huge = hexkick_physics::Velocity::new(1.0e9, 0.0);
    assert!(table.play(kick(huge)).is_err());
    assert!(table.play(Action::Flick(nan)).is_err());
    assert_eq!(table.session().commands(), before, "nothing changed");
    if !table.is_ai_turn() {
        assert_eq!(table.ai_action(), Err(PlayError::NotAiTurn));
    }
}

#[test]
fn a_flick_asked_how_far_it_goes_is_kicked_with_the_same_physics_run() {
    let mut table = new_table(quick());
    play_until(&mut table, 400, |t| {
        matches!(t.view().prompt, Prompt::Kick(_))
    });
    let velocity = hexkick_physics::Velocity::new(40.0, 5.0);
    let style = crate::view::flick_ready(table.state(), table.draft())
        .expect("a flick is ready")
        .style;
    let fresh = table.preview_kick(style, velocity).expect("the flick runs");
    let travel = table.flick_travel_cm(velocity).expect("a flick is ready");
    assert!(travel > 0.0, "the ball travels {travel} cm");
    assert_eq!(table.flicks.runs, 1, "asked once, run once");
    let played = table.play(Action::Flick(velocity)).expect("the kick");
    assert_eq!(table.flicks.runs, 1, "the kick played the run it had");
    let kick = played.kick.expect("a kick path");
    assert_eq!(
        kick.outcome, fresh,
        "the kept run is the run a fresh board gives"
    );
    let logged = table
        .record()
        .flicks
        .last()
        .expect("the flick is recorded with its kick");
    assert_eq!(
        logged.command + 1,
        table.commands(),
        "recorded with its own command"
    );
    assert_eq!(logged.flick.velocity_cm_s, velocity);
}

#[test]
fn a_position_table_plays_and_takes_back_from_its_position_and_is_never_saved() {
    let start = position(
        &[(9, "E6", ""), (10, "C3", "")],
        &[(1, "E11", ""), (4, "E8", "")],
        "home:9",
        Phase::Two,
    );
    let mut table = Table::at_position(quick(), start.clone(), Saves::new(MemoryStore::default()));
    assert!(!table.is_saved());
    let to = cell("C4");
    let events = table
        .apply(Command::Move {
            player: id("home:10"),
            to,
        })
        .expect("a PHASE 2 move");
    assert!(events.iter().any(|e| matches!(e, Event::Move { .. })));
    assert_eq!(table.state().position(id("home:10")), Some(to));
    table.undo_last_move().expect("the move is taken back");
    assert_eq!(
        table.state(),
        &start,
        "back to the position, not a kick-off"
    );
    let saves = table.into_session().into_saves();
    assert!(
        matches!(Table::resume(saves), Resume::Fresh { notice: None, .. }),
        "nothing was saved"
    );
}

#[test]
fn a_move_that_does_more_than_move_stands() {
    let start = position(
        &[(9, "E6", "")],
        &[(1, "E11", ""), (4, "E7", "")],
        "home:9",
        Phase::Three,
    );
    let mut table = Table::at_position(quick(), start, Saves::new(MemoryStore::default()));
    let events = table
        .apply(Command::Move {
            player: id("away:4"),
            to: cell("E6"),
        })
        .expect("the defender enters the ball cell");
    assert!(
        events
            .iter()
            .any(|e| !matches!(e, Event::Move { .. } | Event::Place { .. })),
        "{events:?}"
    );
    assert!(!table.can_undo(), "{events:?}");
}

/// The position a scenario of `tests/scenarios` reaches after its first `keep` commands.
pub(super) fn scenario_at(name: &str, keep: usize) -> hexkick_rules::state::MatchState {
    let path = format!(
        "{}/../../tests/scenarios/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the scenario file");
    let mut file = hexkick_scenario::parse(&text).expect("a scenario");
    file.commands.truncate(keep);
    hexkick_scenario::reached_position(&file).expect("the position")
}

fn offer<'a>(offers: &'a [Offer], key: &str) -> &'a Offer {
    offers
        .iter()
        .find(|o| o.key == key)
        .unwrap_or_else(|| panic!("no {key} in {offers:?}"))
}

#[test]
fn the_defence_is_offered_a_sliding_tackle_against_a_one_touch_shot_in_words() {
    let setup = quick();
    let state = scenario_at("complete_sliding_tackle_once_per_player", 2);
    let Prompt::SetKeeper(k) = prompt::prompt(&state) else {
        panic!("the defence sets its keeper: {:?}", prompt::prompt(&state));
    };
    assert!(
        k.slides.contains(&(id("away:4"), cell("E10"), false)),
        "{k:?}"
    );
    assert_eq!(
        headline::headline(&state, &setup),
        "Red — Blue 9 will shoot: goalkeeper or sliding tackle, then give the OK"
    );
    let offers = offers::offers(&state, &setup);
    let slide = offer(&offers, "slide_away_4_E10");
    assert_eq!(slide.label, "Sliding tackle: Red 4 to E10");
    assert_eq!(
        slide.explain,
        "Sliding tackle against the one-touch shot: Red 4 slides to E10 and lies down afterwards"
    );
    assert_eq!(slide.coach, Side::Away);
    assert!(hexkick_rules::check::check(&state, &slide.command).is_ok());
}

#[test]
fn the_beaten_defender_is_asked_to_foul_on_purpose_or_let_go() {
    let setup = quick();
    let state = scenario_at(
        "complete_intentional_foul_after_a_won_dribble_is_a_caution",
        1,
    );
    assert_eq!(
        headline::headline(&state, &setup),
        "Red — foul Blue 9 on purpose or let him go"
    );
    let offers = offers::offers(&state, &setup);
    let foul = offer(&offers, "foul_away_4");
    assert_eq!(foul.label, "Foul Blue 9 on purpose");
    assert!(foul.explain.contains("yellow card"), "{}", foul.explain);
    assert_eq!(foul.coach, Side::Away);
    let go = offer(&offers, "let_go");
    assert_eq!(go.label, "Let Blue 9 go");
    assert_eq!(go.command, Command::EndPhase);
}

#[test]
fn the_home_coach_is_offered_his_home_advantage_before_the_roll() {
    let setup = quick();
    let state = scenario_at(
        "tournament_home_advantage_cannot_be_declared_twice_at_once",
        0,
    );
    let offers = offers::offers(&state, &setup);
    let home = offer(&offers, "home_advantage");
    assert_eq!(home.label, "Home advantage +2 (3 left)");
    assert_eq!(
        home.explain,
        "Blue: +2 on your next duel die; declare it before the roll"
    );
    assert_eq!(home.coach, Side::Home);
    assert!(
        !offers.iter().any(|o| o.command == Command::TimeUp),
        "time up is the clock's, never a button"
    );
    let mut table = Table::at_position(setup, state, Saves::new(MemoryStore::default()));
    let events = table.apply(Command::HomeAdvantage).expect("declared");
    assert_eq!(
        table.narrate(&events),
        vec!["Blue declare the home advantage: +2 on their next duel die (2 left)"]
    );
    let offers = offers::offers(table.state(), table.setup());
    assert!(offers.iter().all(|o| o.key != "home_advantage"), "armed");
}

#[test]
fn a_drive_after_a_declared_one_touch_shot_dribbles_the_goalkeeper() {
    let setup = quick();
    let state = scenario_at("complete_keeper_dribble_then_the_shot_scores", 3);
    assert_eq!(
        offers::declaration_label(&state, Declaration::Drive),
        "Dribble the goalkeeper"
    );
    assert_eq!(
        headline::headline(&state, &setup),
        "Blue — PHASE 1: take the declared shot, or dribble the goalkeeper"
    );
    let before = scenario_at("complete_keeper_dribble_then_the_shot_scores", 0);
    assert_eq!(
        offers::declaration_label(&before, Declaration::Drive),
        "Drive"
    );
}

#[test]
fn in_the_four_player_mode_the_headline_names_the_coach_of_the_turn() {
    let mut setup = quick();
    setup.rules.extras.four_players = true;
    let mut table = new_table(setup);
    table.apply(Command::TossCoin).expect("toss");
    play_until(&mut table, 400, |t| t.state().phase() == Phase::One);
    let first = table.view().headline;
    assert!(first.contains(", coach 1 — PHASE 1"), "{first}");
    play_until(&mut table, 400, |t| {
        t.state().phase() == Phase::One && t.state().acting_coach().seat == 2
    });
    let second = table.view().headline;
    assert!(second.contains(", coach 2 — PHASE 1"), "{second}");
}

#[test]
fn var_and_added_time_are_told_in_words() {
    let setup = quick();
    let state = position(&[(9, "E6", "")], &[(1, "E11", "")], "home:9", Phase::One);
    let lines = narrate::Narrator::new(&state, &setup).lines(&[
        Event::Dice {
            roll: 6,
            purpose: RollPurpose::Var,
        },
        Event::Var { cancelled: true },
        Event::AddedTime { cells: 2 },
        Event::Synchro {
            players: vec![id("away:4"), id("away:5")],
        },
    ]);
    assert_eq!(lines[3], "Synchro: Red 4, Red 5 shift inside their cells");
    assert_eq!(
        lines[1],
        "VAR review (die 6): the penalty is cancelled, goal kick instead"
    );
    assert_eq!(lines[2], "Added time: the referee walks 2 more cells");
}

#[test]
fn the_turn_timer_runs_on_frame_time_and_calls_time_up_once() {
    let mut setup = quick();
    setup.rules.extras.turn_timer = true;
    let mut table = new_table(setup);
    assert_eq!(
        table.turn_clock(1.0, true),
        None,
        "no clock at the coin toss"
    );
    play_until(
        &mut table,
        400,
        |t| matches!(t.view().prompt, Prompt::Move(m) if m.kind == MoveKind::Attack),
    );
    let attackers = table.state().to_play();
    let start = table.turn_clock(0.0, true).expect("a clock in PHASE 2");
    assert_eq!(
        (start.side, start.limit_s, start.text()),
        (attackers, 40, "0:40".into())
    );
    let frame = 1.0 / 60.0;
    for _ in 0..(39 * 60) {
        table.turn_clock(frame, true);
    }
    let held = table.turn_clock(30.0, false).expect("held");
    assert!(!held.running);
    let late = table
        .turn_clock(10.0, true)
        .expect("a stalled frame counts 0.25 s");
    assert!((late.left_s - 0.75).abs() < 0.01, "{late:?}");
    assert_eq!(late.text(), "0:01");
    assert!(!table.time_up_due(&late));
    let mut reading = late;
    while !reading.expired() {
        reading = table.turn_clock(frame, true).expect("running");
    }
    assert_eq!(reading.text(), "0:00");
    assert!(table.time_up_due(&reading));
    assert!(!table.time_up_due(&reading), "called once");
    let events = table
        .apply(Command::TimeUp)
        .expect("the core takes the call");
    assert!(
        table
            .narrate(&events)
            .iter()
            .any(|l| l.starts_with("Time up: the referee ends")),
        "{events:?}"
    );
    assert_eq!(table.state().phase(), Phase::Three);
    let defence = table.turn_clock(0.0, true).expect("PHASE 3's clock");
    assert_eq!((defence.side, defence.limit_s), (attackers.opponent(), 20));
    assert!(!defence.expired());
}

#[test]
fn a_free_flick_is_played_out_but_never_given_to_the_rules() {
    let start = position(
        &[(9, "E6", ""), (10, "C8", "")],
        &[(1, "E11", ""), (4, "E8", "")],
        "home:9",
        Phase::One,
    );
    let table = Table::at_position(quick(), start.clone(), Saves::new(MemoryStore::default()));
    let v = hexkick_physics::Velocity::new(120.0, 10.0);
    let play = table.free_kick_play(KickStyle::Low, v).expect("a flick");
    assert!(play.frames.len() > 10, "the ball's path, frame by frame");
    assert_eq!(
        Some(play.outcome),
        table.preview_kick(KickStyle::Low, v).ok(),
        "the same physics as a kick"
    );
    assert_eq!(table.state(), &start);
    assert_eq!(table.session().commands(), 0);
}

#[test]
fn the_move_allowance_says_why() {
    use super::allowance::allowance_reason;
    let two = position(&[(9, "E6", "")], &[(1, "E11", "")], "home:9", Phase::Two);
    assert_eq!(
        allowance_reason(&two).as_deref(),
        Some("PHASE 2 allows 3 cells")
    );
    let three = position(&[(9, "E6", "")], &[(1, "E11", "")], "home:9", Phase::Three);
    assert_eq!(hexkick_rules::legal::move_allowance(&three), 3);
    assert_eq!(
        allowance_reason(&three).as_deref(),
        Some("the attackers' longest move was 3")
    );
    let one = position(&[(9, "E6", "")], &[(1, "E11", "")], "home:9", Phase::One);
    assert_eq!(allowance_reason(&one), None);
}

#[test]
fn the_undo_buttons_reason_is_in_the_players_language() {
    use hexkick_i18n::{Lang, with_lang};
    let mut table = new_table(quick());
    play_until(&mut table, 50, |t| {
        matches!(t.view().prompt, Prompt::Place(_))
    });
    let why = |lang| {
        with_lang(lang, || {
            table.view().find("undo").and_then(|u| u.withheld.clone())
        })
    };
    assert_eq!(
        why(Lang::En).as_deref(),
        Some("Only a move or placement of this phase can be taken back")
    );
    assert_eq!(
        why(Lang::Fr).as_deref(),
        Some("Seul un déplacement ou placement de cette phase peut être annulé")
    );
}
