//! The aim preview is the kick that follows: same path, same resting cell, same receiver.

use super::{AimEnd, AimHelp, AimPreview};
use crate::{Action, Coach, MatchSetup, Table};
use hexkick_ai::Difficulty;
use hexkick_physics::Velocity;
use hexkick_rules::command::Declaration;
use hexkick_rules::event::Event;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::state::Phase;
use hexkick_rules::testkit::{cell, position};
use hexkick_storage::{MemoryStore, Saves};

/// Red 9 on the ball at E6, Red 10 at C8, Blue's keeper and a defender.
fn pass_table(setup: MatchSetup) -> Table<MemoryStore> {
    let start = position(
        &[(9, "E6", ""), (10, "C8", "")],
        &[(1, "E11", ""), (4, "E9", "")],
        "home:9",
        Phase::One,
    );
    let mut table = Table::at_position(setup, start, Saves::new(MemoryStore::default()));
    table
        .play(Action::Declare(Declaration::Pass))
        .expect("a short pass is declared");
    table
        .play(Action::Style(KickStyle::Low))
        .expect("a low kick is chosen");
    table
}

/// A flick from cell `from` towards cell `to` at `speed` cm/s.
fn towards(from: &str, to: &str, speed: f32) -> Velocity {
    let (from, to) = (cell(from).centre(), cell(to).centre());
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let d = dx.hypot(dy);
    Velocity::new(dx / d * speed, dy / d * speed)
}

fn quick() -> MatchSetup {
    MatchSetup::quick(Coach::Human, Coach::Human, 21)
}

fn possession(events: &[Event]) -> Option<(hexkick_rules::squad::PlayerId, Cell)> {
    events.iter().find_map(|e| match e {
        Event::Possession { player, cell, .. } => Some((*player, *cell)),
        _ => None,
    })
}

#[test]
fn the_preview_ends_where_the_kick_rests_with_the_player_the_cod_gives_it_to() {
    let mut table = pass_table(quick());
    let towards_c8 = towards("E6", "C8", 55.0);
    let preview = table.aim_preview(towards_c8);
    assert!(preview.path.len() > 5, "a path: {preview:?}");
    let rest = preview.rest_cell().expect("the ball stays on the pitch");
    let Some(AimEnd::Takes { player, .. }) = preview.end.clone() else {
        panic!("someone takes it: {:?}", preview.end);
    };
    let played = table.play(Action::Flick(towards_c8)).expect("the kick");
    assert_eq!(table.flicks.runs, 1, "the kick played the previewed run");
    let outcome = played.kick.expect("a kick path").outcome;
    assert_eq!(
        outcome.rest_cells.first(),
        Some(&rest),
        "the same resting cell"
    );
    let end = preview.path.last().expect("a path").at;
    assert!(
        end.distance_to(outcome.rest) < 1e-3,
        "{end:?} vs {outcome:?}"
    );
    let (taker, _) = possession(&played.events).expect("possession");
    assert_eq!(taker, player, "the same receiver");
}

#[test]
fn a_kick_into_a_peg_marks_its_first_contact_and_first_contact_help_stops_there() {
    let mut table = pass_table(quick());
    // Straight at Blue 4 on E9, hard enough to reach him.
    let preview = table.aim_preview(towards("E6", "E9", 140.0));
    let first = preview.first_contact.expect("the ball meets Blue 4");
    assert!(preview.path[first].contact);
    assert_eq!(preview.shown(AimHelp::FirstContact).len(), first + 1);
    assert_eq!(preview.shown(AimHelp::WholePath).len(), preview.path.len());
    assert!(preview.shown(AimHelp::Off).is_empty());
}

#[test]
fn a_path_that_touches_nothing_shows_only_its_start_to_the_first_contact_help() {
    let mut table = pass_table(quick());
    let preview = table.aim_preview(Velocity::new(-90.0, 0.0));
    assert_eq!(preview.first_contact, None, "{preview:?}");
    let shown = preview.shown(AimHelp::FirstContact);
    assert!(!shown.is_empty() && shown.len() < preview.path.len());
}

#[test]
fn no_preview_without_a_flick_ready() {
    let start = position(&[(9, "E6", "")], &[(1, "E11", "")], "home:9", Phase::Two);
    let mut table = Table::at_position(quick(), start, Saves::new(MemoryStore::default()));
    assert_eq!(
        table.aim_preview(Velocity::new(50.0, 0.0)),
        AimPreview::default()
    );
}

#[test]
fn aim_help_defaults_by_the_opponent_is_switched_and_kept_and_can_be_forbidden() {
    let easy = MatchSetup::quick(Coach::Human, Coach::Ai(Difficulty::Easy), 3);
    let hard = MatchSetup::quick(Coach::Human, Coach::Ai(Difficulty::Hard), 3);
    assert_eq!(pass_table(easy).aim_help(), AimHelp::WholePath);
    let mut table = pass_table(hard.clone());
    assert_eq!(table.aim_help(), AimHelp::FirstContact);
    table.set_aim_help(AimHelp::Off);
    assert_eq!(table.aim_help(), AimHelp::Off);
    let mut forbidden = hard;
    forbidden.options.aim_help_allowed = false;
    let mut table = pass_table(forbidden);
    assert_eq!(table.aim_help(), AimHelp::Off);
    table.set_aim_help(AimHelp::WholePath);
    assert_eq!(
        table.aim_help(),
        AimHelp::Off,
        "a competition's rule stands"
    );
}

#[test]
fn an_older_save_s_aim_assist_reads_as_the_whole_path_or_none() {
    let mut on = quick();
    on.options.aim = Some(true);
    assert_eq!(pass_table(on).aim_help(), AimHelp::WholePath);
    let mut off = quick();
    off.options.aim = Some(false);
    assert_eq!(pass_table(off).aim_help(), AimHelp::Off);
}

#[test]
fn a_declaration_keeps_the_chosen_style_and_the_kick_uses_the_style_shown() {
    let mut table = pass_table(quick());
    table
        .play(Action::Style(KickStyle::Lob))
        .expect("a lob is offered");
    table
        .play(Action::Declare(Declaration::Drive))
        .expect("a drive is offered");
    assert_eq!(
        table.draft().style,
        Some(KickStyle::Lob),
        "the lob stays chosen"
    );
    assert_eq!(table.view().flick.map(|f| f.style), Some(KickStyle::Lob));
    table
        .play(Action::Declare(Declaration::Pass))
        .expect("a pass is offered");
    let played = table
        .play(Action::Flick(towards("E6", "C8", 60.0)))
        .expect("the kick");
    let kicked = played.events.iter().find_map(|e| match e {
        Event::Kick { style, .. } => Some(*style),
        _ => None,
    });
    assert_eq!(
        kicked,
        Some(KickStyle::Lob),
        "the style shown is the style kicked"
    );
}
