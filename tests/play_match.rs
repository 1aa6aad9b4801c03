//! Whole matches played through the table's view and its one entry point only, as the match
//! screen does: two scripted "humans" choose among the actions [`Table::view`] offers (kicks
//! aimed with real flick velocities through the physics, moves among the cells
//! [`Table::grab`] gives), or one of them is the AI, whose actions go through
//! [`Table::play`] too. After every step: every offered action is accepted (rehearsed on a
//! copy of the match), every withheld one carries a reason in words, and the clock and the
//! score move on until full time.

use hexkick_ai::Difficulty;
use hexkick_ai::aim::AimTable;
use hexkick_physics::{Velocity, tabletop};
use hexkick_rules::command::Declaration;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::{Cell, PitchPoint};
use hexkick_rules::rules::{Edition, Level, RuleSet};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_storage::{MemoryStore, Saves};
use hexkick_table::{
    Action, ActionKind, Coach, MatchSetup, Offered, Played, Prompt, Table, TableView,
};
use std::collections::BTreeSet;

/// Most commands a test match may take (a real match takes a few thousand).
const COMMAND_CAP: usize = 6_000;

type TestTable = Table<MemoryStore>;

/// Checks the view's promise: every open action is accepted, every withheld one says why.
fn check_view(table: &TestTable, view: &TableView) {
    for a in &view.actions {
        assert!(!a.key.is_empty() && !a.label.is_empty(), "{a:?}");
        match &a.withheld {
            Some(why) => assert!(!why.trim().is_empty(), "withheld without a reason: {a:?}"),
            // The copy has no history to take back: undo is proven by the undo tests.
            None if a.kind == ActionKind::Undo => {}
            None => {
                if let Err(e) = table.rehearse(a.action.clone()) {
                    panic!(
                        "offered but refused ({e}): {a:?} in {}",
                        table.view().headline
                    );
                }
            }
        }
    }
}

/// Plays the first open action of `kind` for `side`; `None` when there is none.
fn take(table: &mut TestTable, view: &TableView, side: Side, kind: ActionKind) -> Option<Played> {
    let action = offered(view, side, kind)?.action.clone();
    Some(
        table
            .play(action.clone())
            .unwrap_or_else(|e| panic!("an offered {kind:?} was refused ({e}): {action:?}")),
    )
}

fn offered(view: &TableView, side: Side, kind: ActionKind) -> Option<&Offered> {
    view.open().find(|a| a.kind == kind && a.coach == side)
}

/// Plays an action the screen builds from the view (a drop, a flick).
fn play(table: &mut TestTable, action: Action) -> Played {
    if std::env::var_os("PLAY_TRACE").is_some() {
        eprintln!("  play {action:?}");
    }
    table
        .play(action.clone())
        .unwrap_or_else(|e| panic!("refused ({e}): {action:?} in {}", table.view().headline))
}

/// A person at the table with a plain, deterministic way of playing.
struct ScriptedHuman {
    turn: u64,
    moves_this_phase: u32,
    last_headline: String,
}

impl ScriptedHuman {
    fn new() -> Self {
        ScriptedHuman {
            turn: 0,
            moves_this_phase: 0,
            last_headline: String::new(),
        }
    }

    /// A number in [0, 1) from the turn count: a person's flick is never the same twice.
    fn wobble(&self) -> f32 {
        let x = self.turn.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
        x as f32 / (1u64 << 24) as f32
    }

    /// The flick that sends the ball from where it lies towards `target` with `style`, up
    /// to 12 degrees and 15% off, as a hand would.
    fn aim(&self, table: &TestTable, target: PitchPoint, style: KickStyle) -> Velocity {
        let from = tabletop::ball_point(table.state());
        let (dx, dy) = (target.x - from.x, target.y - from.y);
        let distance = (dx * dx + dy * dy).sqrt().max(0.1);
        let w = self.wobble() * 2.0 - 1.0;
        let speed = (AimTable::get().speed_for(style, distance) * (1.0 + 0.15 * w)).min(390.0);
        let angle = dy.atan2(dx) + (12.0f32).to_radians() * w;
        Velocity::new(angle.cos() * speed, angle.sin() * speed)
    }

    /// Chooses among the view's actions; returns the kind of moment met, for coverage.
    fn answer(&mut self, table: &mut TestTable, view: &TableView) -> &'static str {
        if view.headline != self.last_headline {
            self.moves_this_phase = 0;
            self.last_headline = view.headline.clone();
        }
        self.turn += 1;
        let side = view.decider.expect("a decider before full time");
        let even = self.turn.is_multiple_of(2);
        if take(table, view, side, ActionKind::TossCoin).is_some() {
            return "coin";
        }
        for (kind, met) in [
            (ActionKind::Receiver, "receiver"),
            (ActionKind::BallCell, "cell"),
        ] {
            if take(table, view, side, kind).is_some() {
                return met;
            }
        }
        if offered(view, side, ActionKind::KeeperReady).is_some() {
            let bar = view
                .open()
                .find(|a| a.kind == ActionKind::Keeper && a.key == "keeper_bar");
            match bar {
                Some(bar) if even => {
                    play(table, bar.action.clone());
                }
                _ => {
                    take(table, view, side, ActionKind::KeeperReady);
                }
            }
            return "keeper";
        }
        if offered(view, side, ActionKind::LetGo).is_some() {
            let kind = if even {
                ActionKind::Foul
            } else {
                ActionKind::LetGo
            };
            take(table, view, side, kind)
                .or_else(|| take(table, view, side, ActionKind::LetGo))
                .expect("foul or let go");
            return "intentional-foul";
        }
        if matches!(view.prompt, Prompt::Kick(_)) {
            return self.kick(table, view, side);
        }
        if matches!(view.prompt, Prompt::Place(_)) {
            return self.place(table, view, side);
        }
        self.moves(table, view, side)
    }

    /// PHASE 1: declare (a shot or a cross to the defence first, now and then), choose a
    /// style, aim and flick; or decline a replay.
    fn kick(&mut self, table: &mut TestTable, view: &TableView, side: Side) -> &'static str {
        if self.turn.is_multiple_of(2)
            && take(table, view, side, ActionKind::DeclareCross).is_some()
        {
            return "declare-cross";
        }
        let declares: Vec<&Offered> = view
            .open()
            .filter(|a| a.kind == ActionKind::Declare)
            .collect();
        let shot_ready = view.flick.is_some_and(|f| f.declare == Declaration::Shot);
        let declare_shot = declares.iter().find(|a| a.key == "shot");
        if let Some(shot) = declare_shot
            && !shot_ready
            && self.turn.is_multiple_of(3)
        {
            play(table, shot.action.clone());
            return "declare-shot";
        }
        let wanted = if shot_ready {
            "shot"
        } else if self.turn % 4 == 1 {
            "drive"
        } else {
            "pass"
        };
        let choice = declares
            .iter()
            .find(|a| a.key == wanted)
            .or_else(|| declares.iter().find(|a| a.key != "shot"))
            .or_else(|| declares.first());
        let Some(choice) = choice else {
            take(table, view, side, ActionKind::EndPhase).expect("decline the replay");
            return "decline";
        };
        if !choice.chosen {
            play(table, choice.action.clone());
        }
        let view = table.view();
        check_view(table, &view);
        if let Some(style) = view.open().find(|a| a.kind == ActionKind::Style) {
            play(table, style.action.clone());
        }
        let Some(ready) = table.view().flick else {
            // The declaration was a shot, declared to the defence first.
            return "declare-shot";
        };
        let goal = table.state().attacks(side).goal_centre();
        let target = match ready.declare {
            // Into the net, not at the goal line: a shot aimed to stop on the line from the
            // goal mouth is a tap that stays in the shooter's cell.
            Declaration::Shot => PitchPoint::new(goal.x + goal.x.signum() * 10.0, goal.y),
            _ => {
                // The team-mate nearest the goal he attacks, else straight ahead.
                let by_at = tabletop::ball_point(table.state());
                tabletop::peg_points(table.state())
                    .into_iter()
                    .filter(|(id, at)| {
                        id.side == side
                            && *id != ready.by
                            && at.distance_to(by_at) < 30.0
                            && at.distance_to(by_at) > 5.0
                    })
                    .min_by(|a, b| a.1.distance_to(goal).total_cmp(&b.1.distance_to(goal)))
                    .map(|(_, at)| at)
                    .unwrap_or(PitchPoint::new(
                        by_at.x + (goal.x - by_at.x).signum() * 15.0,
                        by_at.y,
                    ))
            }
        };
        // Like a person, turn away from a marker the flick would hit at once.
        let aimed = self.aim(table, target, ready.style);
        let velocity = (0..8)
            .map(|i| {
                let turn = (i as f32 * 45.0).to_radians();
                let (s, c) = turn.sin_cos();
                Velocity::new(aimed.x * c - aimed.y * s, aimed.x * s + aimed.y * c)
            })
            .find(|v| {
                table
                    .preview_kick(ready.style, *v)
                    .is_ok_and(|o| o.touched.first().is_none_or(|p| p.side == side))
            })
            .unwrap_or(aimed);
        let played = play(table, Action::Flick(velocity));
        let path = played.kick.expect("a flick has its path");
        assert!(!path.frames.is_empty(), "the kick animates");
        assert!(!played.events.is_empty());
        "kick"
    }

    /// The acting side's pegs that may move, with their cells (from [`Table::grab`]).
    fn movers(table: &TestTable, side: Side) -> Vec<(PlayerId, Vec<Cell>, bool)> {
        let ids: Vec<PlayerId> = table.state().on_pitch(side).map(|p| p.id()).collect();
        ids.into_iter()
            .filter_map(|id| {
                let grab = table.grab(id).ok()?;
                let risky = grab
                    .targets
                    .iter()
                    .any(|t| t.risk.as_ref().is_some_and(|r| r.entry.foul_in_six > 0));
                Some((id, grab.cells(), risky))
            })
            .collect()
    }

    /// PHASES 2 and 3, the throw-in walk, a declared cross's steps, a bumped team-mate.
    fn moves(&mut self, table: &mut TestTable, view: &TableView, side: Side) -> &'static str {
        if self.turn.is_multiple_of(2) && take(table, view, side, ActionKind::Tackle).is_some() {
            return "tackle";
        }
        let throw_in =
            matches!(&view.prompt, Prompt::Move(m) if m.kind == hexkick_table::MoveKind::ThrowIn);
        let limit = match view.prompt {
            Prompt::CrossDeclared(_) | Prompt::Bump { .. } => 1,
            _ if throw_in => 1,
            _ => 2,
        };
        let end_open = offered(view, side, ActionKind::EndPhase).is_some();
        if end_open && self.moves_this_phase >= limit {
            take(table, view, side, ActionKind::EndPhase);
            return "end";
        }
        let ball = table.state().ball().cell;
        // The mover whose best cell comes nearest the ball, entering it only where the
        // risk line shows no foul (read first, as a person would).
        let mut best = None;
        for (p, cells, risky) in Self::movers(table, side) {
            for c in cells {
                if risky && c == ball {
                    continue;
                }
                let d = c.distance_to(ball);
                if best.is_none_or(|(bd, _, _)| d < bd) {
                    best = Some((d, p, c));
                }
            }
        }
        if !end_open {
            let end = view.find("end_phase");
            if let Some(end) = end {
                assert!(end.withheld.is_some(), "a phase that cannot end says why");
            }
            // Break up a wall or clear the throw-in cell: step to a free cell.
            if let Prompt::Move(m) = &view.prompt
                && (self.moves_this_phase >= limit || best.is_none())
            {
                let step = m.must_move.iter().find_map(|p| {
                    let from = table.state().position(*p)?;
                    let grab = table.grab(*p).ok()?;
                    grab.cells()
                        .into_iter()
                        .filter(|c| table.state().cell_is_empty(*c))
                        .min_by_key(|c| c.distance_to(from))
                        .map(|c| (*p, c))
                });
                if let Some((player, cell)) = step {
                    play(table, Action::Drop { player, cell });
                    return "unstack";
                }
            }
        }
        self.moves_this_phase += 1;
        match best {
            Some((_, player, cell)) => {
                play(table, Action::Drop { player, cell });
                "move"
            }
            None => {
                take(table, view, side, ActionKind::EndPhase).unwrap_or_else(|| {
                    panic!(
                        "nothing to move and no way to end: {} {:?}",
                        view.headline,
                        view.withheld().collect::<Vec<_>>()
                    )
                });
                "end"
            }
        }
    }

    /// Re-positioning: done when allowed, else the restart's taker or a misplaced player.
    fn place(&mut self, table: &mut TestTable, view: &TableView, side: Side) -> &'static str {
        if take(table, view, side, ActionKind::EndPhase).is_some() {
            return "place-end";
        }
        let end = view.find("end_phase").expect("done placing is looked for");
        assert!(end.withheld.is_some(), "a placing that cannot end says why");
        let Prompt::Place(p) = &view.prompt else {
            unreachable!()
        };
        if p.taker_cell.is_none() && p.misplaced.is_empty() {
            // Nothing to put right but the substitutions due (Classic, 60' and 75').
            return self.substitute(table, view, side);
        }
        let reach = |id: PlayerId| table.grab(id).map(|g| g.cells()).unwrap_or_default();
        let placed = match p.taker_cell {
            // The nearest placeable player takes the restart.
            Some(spot) => p
                .players
                .iter()
                .filter(|id| reach(**id).contains(&spot))
                .min_by_key(|id| {
                    table
                        .state()
                        .position(**id)
                        .map_or(u32::MAX, |c| c.distance_to(spot))
                })
                .map(|id| (*id, spot)),
            // A misplaced player goes to the nearest cell he may stand on.
            None => p.misplaced.iter().find_map(|id| {
                let from = table.state().position(*id)?;
                reach(*id)
                    .into_iter()
                    .filter(|c| table.state().cell_is_empty(*c))
                    .min_by_key(|c| c.distance_to(from))
                    .map(|c| (*id, c))
            }),
        };
        let Some((player, cell)) = placed else {
            assert!(
                offered(view, side, ActionKind::Bench).is_some(),
                "stuck placing: {end:?}"
            );
            return self.substitute(table, view, side);
        };
        play(table, Action::Drop { player, cell });
        "place"
    }
}

fn view_summary(view: &TableView) -> Vec<(String, Option<String>)> {
    view.actions
        .iter()
        .map(|a| (a.key.clone(), a.withheld.clone()))
        .collect()
}

impl ScriptedHuman {
    /// Opens the bench, picks the first bench player and sends off the first outfield
    /// player the rules let go (his peg dropped back on his own cell).
    fn substitute(&mut self, table: &mut TestTable, view: &TableView, side: Side) -> &'static str {
        let bench = offered(view, side, ActionKind::Bench).expect("the bench is offered");
        if !bench.chosen {
            play(table, bench.action.clone());
            return "bench";
        }
        let pick = offered(view, side, ActionKind::BenchPick).expect("a bench player");
        play(table, pick.action.clone());
        let off = table
            .state()
            .on_pitch(side)
            .filter_map(|p| {
                Some(Action::Drop {
                    player: p.id(),
                    cell: p.cell()?,
                })
            })
            .find(|drop| {
                table
                    .rehearse(drop.clone())
                    .is_ok_and(|played| played.command.is_some())
            })
            .expect("a player may go off");
        play(table, off);
        "substitute"
    }
}

/// Plays a match to full time; returns the table and the moments met.
fn play_match(setup: MatchSetup) -> (TestTable, BTreeSet<&'static str>) {
    let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
    let mut humans = [ScriptedHuman::new(), ScriptedHuman::new()];
    let mut met = BTreeSet::new();
    let mut last_minute = 0;
    let mut withheld_seen = 0usize;
    let mut steps = 0usize;
    loop {
        steps += 1;
        if std::env::var_os("PLAY_TRACE").is_some() && steps.is_multiple_of(100) {
            eprintln!(
                "step {steps}: {} commands, {}",
                table.commands(),
                table.view().headline
            );
            eprintln!("  view: {:?}", view_summary(&table.view()));
        }
        let view = table.view();
        check_view(&table, &view);
        withheld_seen += view.withheld().count();
        let Some(side) = view.decider else {
            break;
        };
        assert!(
            table.commands() < COMMAND_CAP,
            "no full time after {COMMAND_CAP} commands: {}",
            view.headline
        );
        assert!(
            view.headline
                .starts_with(&table.setup().team(side).look.name),
            "{}",
            view.headline
        );
        if table.is_ai_turn() {
            let action = table.ai_action().expect("the AI answers");
            let played = table.play(action).expect("the AI's action is legal");
            if played.kick.is_some() {
                met.insert("ai-kick");
            }
            met.insert("ai");
        } else {
            let i = usize::from(side == Side::Away);
            met.insert(humans[i].answer(&mut table, &view));
        }
        let minute = table.state().clock().minute();
        assert!(minute >= last_minute || table.state().clock().half == 2);
        last_minute = minute;
        assert!(table.save_error().is_none());
    }
    assert!(withheld_seen > 0, "a whole match shows withheld actions");
    assert!(matches!(table.view().prompt, Prompt::MatchOver { .. }));
    assert!(
        table.view().actions.is_empty(),
        "nothing to do at full time"
    );
    assert!(table.view().headline.starts_with("Full time: Blue"));
    (table, met)
}

#[test]
fn two_people_play_a_whole_base_match_through_the_view() {
    let (table, met) = play_match(MatchSetup::quick(Coach::Human, Coach::Human, 11));
    let state = table.state();
    assert_eq!(state.clock().half, 2);
    for kind in ["coin", "kick", "move", "end", "place-end"] {
        assert!(met.contains(kind), "never met {kind}: {met:?}");
    }
    let stats = table.stats();
    let kicks = stats.side(Side::Home).kicks + stats.side(Side::Away).kicks;
    assert!(kicks > 20, "{stats:?}");
    assert_eq!(
        stats.side(Side::Home).goals + stats.side(Side::Away).goals,
        u32::from(state.score(Side::Home) + state.score(Side::Away))
    );
    eprintln!(
        "human v human: {} commands, {met:?}, {}",
        table.commands(),
        table.view().headline
    );
}

#[test]
fn a_person_plays_the_ai_to_full_time_and_the_ai_kicks_through_the_physics() {
    let (table, met) = play_match(MatchSetup::quick(
        Coach::Human,
        Coach::Ai(Difficulty::Easy),
        5,
    ));
    assert!(met.contains("ai") && met.contains("kick"), "{met:?}");
    assert!(
        met.contains("ai-kick"),
        "the AI's kicks come with their paths: {met:?}"
    );
    eprintln!(
        "human v easy: {} commands, {}",
        table.commands(),
        table.view().headline
    );
}

#[test]
fn a_complete_level_match_plays_to_full_time_through_the_view() {
    let mut setup = MatchSetup::quick(Coach::Human, Coach::Human, 4);
    setup.rules = RuleSet {
        level: Level::Complete,
        ..RuleSet::base_2024()
    };
    setup.options = hexkick_table::PlayOptions::for_rules(setup.rules);
    let (table, met) = play_match(setup);
    assert_eq!(table.state().rules().level, Level::Complete);
    eprintln!("complete: {met:?}");
}

#[test]
fn a_classic_match_plays_to_full_time_through_the_view() {
    let mut setup = MatchSetup::quick(Coach::Human, Coach::Human, 6);
    setup.rules = RuleSet {
        edition: Edition::Classic,
        ..RuleSet::base_2024()
    };
    setup.options = hexkick_table::PlayOptions::for_rules(setup.rules);
    let (table, met) = play_match(setup);
    assert_eq!(table.state().rules().edition, Edition::Classic);
    eprintln!("classic: {met:?}");
}
