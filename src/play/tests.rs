//! The table's words (headline, narration), figures, undo and resume.

use super::*;
use crate::ai::{Coach as AiCoach, Level, Strategy};
use crate::core::command::{Command, Declaration};
use crate::core::event::{Approach, CardColour, CodReason, DuelKind, Event};
use crate::core::legal::EntryRisk;
use crate::core::outcome::KickStyle;
use crate::core::squad::Side;
use crate::core::state::Phase;
use crate::core::testkit::{cell, id, position};
use crate::session::TakeBackRefused;
use crate::storage::{MemoryStore, Saves};

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
    let mut coach = AiCoach::new(Level::Easy, 3);
    for _ in 0..limit {
        if stop(table) {
            return;
        }
        let command = coach.choose(table.state());
        table.apply(command).expect("the AI's command is legal");
    }
    panic!("not reached in {limit} commands: {}", table.headline());
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
    assert_eq!(table.headline(), "Blue — toss the coin for the kick-off");
}

#[test]
fn narration_explains_ties_duels_cards_and_entry_risks() {
    let setup = quick();
    let state = position(
        &[(9, "E6", "")],
        &[(1, "E11", ""), (4, "E8", "")],
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
            purpose: "dribble".into(),
        },
        Event::Dice {
            roll: 3,
            purpose: "1v1 defence".into(),
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
    assert_eq!(lines[4], "Dribble 4+2 = 6 vs 3+2 = 5: dribble wins");
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
        |t| matches!(t.prompt(), Prompt::Move(m) if m.kind == MoveKind::Attack && !m.movers.is_empty()),
    );
    let before = table.state().clone();
    let digest = table.session().digest();
    let Prompt::Move(m) = table.prompt() else {
        unreachable!()
    };
    let player = m.movers[0];
    let to = table.reachable(player)[0];
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
        |t| matches!(t.prompt(), Prompt::Move(m) if m.kind == MoveKind::Attack && !m.movers.is_empty()),
    );
    let Prompt::Move(m) = strict.prompt() else {
        unreachable!()
    };
    let player = m.movers[0];
    let to = strict.reachable(player)[0];
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
    let mut setup = MatchSetup::quick(Coach::Human, Coach::Ai(Level::Normal), 8);
    setup.home.look.name = "Les Bleus".into();
    setup.options.turn_timer_s = Some(30);
    let mut table = new_table(setup.clone());
    play_until(&mut table, 2000, |t| t.session().commands() >= 120);
    let headline = table.headline();
    let stats = *table.stats();
    let state = table.state().clone();
    let saves = table.into_session().into_saves();
    let Resumed::Table {
        table: back,
        notice,
    } = Table::resume(saves)
    else {
        panic!("the match resumes");
    };
    assert_eq!(notice, None);
    assert_eq!(back.setup(), &setup);
    assert_eq!(back.state(), &state);
    assert_eq!(back.headline(), headline);
    assert!(headline.starts_with("Les Bleus") || headline.starts_with("Red"));
    assert_eq!(back.stats(), &stats);
    assert!(
        !back.can_undo(),
        "a resumed match starts with every command final"
    );
}

#[test]
fn the_ai_answers_its_own_turns_only_and_bad_flicks_are_refused() {
    let mut table = new_table(MatchSetup::quick(Coach::Ai(Level::Easy), Coach::Human, 2));
    assert!(table.is_ai_turn());
    let job = table.ai_job().expect("the AI tosses");
    let command = std::thread::spawn(move || job.run())
        .join()
        .expect("thread");
    table.apply(command).expect("legal");
    play_until(&mut table, 400, |t| matches!(t.prompt(), Prompt::Kick(_)));
    let nan = crate::physics::Velocity::new(f32::NAN, 0.0);
    let before = table.session().commands();
    let refused = table.kick(Declaration::Pass, KickStyle::Low, nan);
    assert!(matches!(refused, Err(PlayError::Flick(_))), "{refused:?}");
    let huge = crate::physics::Velocity::new(1.0e9, 0.0);
    assert!(table.kick(Declaration::Pass, KickStyle::Low, huge).is_err());
    assert_eq!(table.session().commands(), before, "nothing changed");
    if !table.is_ai_turn() {
        assert_eq!(table.ai_command(), Err(PlayError::NotAiTurn));
    }
}
