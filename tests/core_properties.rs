//! Property test: random legal command sequences from random positions keep the match
//! consistent, and `check` and `execute` always agree.
//!
//! Case count: `PROPTEST_CASES` (default 48 in debug builds, so `cargo test` stays fast;
//! run `PROPTEST_CASES=5000 cargo test --release --test core_properties` for a long soak).

use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration, KeeperStance};
use hexkick_rules::dice::SeededDice;
use hexkick_rules::event::{Event, RestartKind};
use hexkick_rules::execute::execute;
use hexkick_rules::legal;
use hexkick_rules::length;
use hexkick_rules::outcome::{BallExit, KickOutcome, KickStyle};
use hexkick_rules::pitch::{Cell, End, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint};
use hexkick_rules::restart::placement::WALL_MAX;
use hexkick_rules::restart::stoppage::goal_line_cell;
use hexkick_rules::rules::{Edition, Extras, Level, RuleSet};
use hexkick_rules::squad::{PlayerId, Side, SkillSet};
use hexkick_rules::state::{Clock, MatchState, Pending, Phase, PlayerStatus, Setup, SetupPlayer};
use proptest::prelude::*;

/// Steps played per random match.
const STEPS: usize = 120;

struct Rng(SeededDice);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }
}

const SKILLS: [&str; 16] = [
    "", "Y", "G", "R", "B", "YR", "GB", "YY", "RR", "RRR", "BBB", "GGG", "K", "SB", "S", "YYK",
];

fn random_state(rng: &mut Rng) -> MatchState {
    let cells: Vec<Cell> = Cell::all().collect();
    // A third of the positions follow the Classic edition (black-with-X keepers).
    let edition = if rng.chance(33) {
        Edition::Classic
    } else {
        Edition::Y2024
    };
    let mut players = Vec::new();
    for side in Side::BOTH {
        let mut taken: Vec<Cell> = Vec::new();
        let on = 7 + rng.below(5);
        for n in 1..=(on + 2) as u8 {
            let cell = if usize::from(n) <= on {
                let mut c = rng.pick(&cells).unwrap_or(Cell::CENTRE);
                while taken.contains(&c) {
                    c = rng.pick(&cells).unwrap_or(Cell::CENTRE);
                }
                taken.push(c);
                Some(c)
            } else {
                None
            };
            let skills = if n == 1 {
                match (edition, rng.chance(50)) {
                    (Edition::Classic, _) => "X",
                    (Edition::Y2024, true) => "V",
                    (Edition::Y2024, false) => "VV",
                }
            } else {
                SKILLS[rng.below(SKILLS.len())]
            };
            players.push(SetupPlayer {
                id: PlayerId::new(side, n),
                name: None,
                cell,
                skills: SkillSet::parse(skills).unwrap_or_default(),
            });
        }
    }
    let to_play = if rng.chance(50) {
        Side::Home
    } else {
        Side::Away
    };
    let holder = players
        .iter()
        .filter(|p| p.id.side == to_play && p.cell.is_some())
        .map(|p| (p.id, p.cell))
        .nth(rng.below(5))
        .or_else(|| {
            players
                .iter()
                .find(|p| p.id.side == to_play)
                .map(|p| (p.id, p.cell))
        });
    let (holder, ball) = holder.unwrap_or((PlayerId::new(to_play, 1), Some(Cell::CENTRE)));
    // Half the positions are played at the COMPLETE level (dice duels, lying players; the
    // Classic PRO rules).
    let level = if rng.chance(50) {
        Level::Complete
    } else {
        Level::Base
    };
    // A third of the COMPLETE positions play the TOURNAMENT level; any position may play
    // the extras (extra time, shootout, quick match, 4 players, turn timer).
    let level = if level == Level::Complete && rng.chance(33) {
        Level::Tournament
    } else {
        level
    };
    let rules = RuleSet {
        level,
        edition,
        extras: Extras {
            extra_time: rng.chance(30),
            shootout: rng.chance(30),
            quick_match: rng.chance(20),
            four_players: rng.chance(30),
            turn_timer: rng.chance(30),
        },
        ..RuleSet::default()
    };
    let half = 1 + rng.below(usize::from(length::last_half(&rules))) as u8;
    let per_half = length::half_steps(&rules, half);
    let steps = per_half - rng.below(usize::from(per_half.min(13)) + 1) as u8;
    let setup = Setup {
        rules,
        players,
        ball: ball.unwrap_or(Cell::CENTRE),
        holder: Some(holder),
        to_play,
        clock: Clock { half, steps },
        ..Setup::default()
    };
    MatchState::from_setup(&setup).unwrap_or_else(|e| panic!("random setup refused: {e}"))
}

fn random_point(rng: &mut Rng) -> PitchPoint {
    let x = (rng.below(1000) as f32 / 1000.0 - 0.5) * PITCH_LENGTH_CM;
    let y = (rng.below(1000) as f32 / 1000.0 - 0.5) * PITCH_WIDTH_CM;
    PitchPoint::new(x, y)
}

fn random_kick(rng: &mut Rng, state: &MatchState) -> Option<Command> {
    let by = state.holder()?;
    let from = state.ball().cell;
    let declare = rng.pick(&[
        Declaration::Pass,
        Declaration::Drive,
        Declaration::Cross,
        Declaration::Shot,
    ])?;
    let open = legal::open_declarations(state);
    let declare = if open.contains(&declare) || open.is_empty() {
        declare
    } else {
        open[rng.below(open.len())]
    };
    let style = rng.pick(&[KickStyle::Low, KickStyle::Lob, KickStyle::Header])?;
    let on: Vec<PlayerId> = state
        .players()
        .iter()
        .filter(|p| p.status() == PlayerStatus::Pitch)
        .map(|p| p.id())
        .collect();
    let touched: Vec<PlayerId> = (0..rng.below(3)).filter_map(|_| rng.pick(&on)).collect();
    let last = *touched.last().unwrap_or(&by);
    let mut outcome = match rng.below(12) {
        0 => KickOutcome {
            exit: Some(BallExit::Goal {
                end: if rng.chance(50) { End::Home } else { End::Away },
            }),
            ..KickOutcome::rolled_to(from, from)
        },
        1 => {
            let mut at = random_point(rng);
            at.y = if rng.chance(50) { -1.0 } else { 1.0 } * PITCH_WIDTH_CM / 2.0;
            KickOutcome {
                exit: Some(BallExit::Touchline {
                    at,
                    last_touch: last,
                }),
                rest: at,
                ..KickOutcome::rolled_to(from, from)
            }
        }
        2 => {
            let end = if rng.chance(50) { End::Home } else { End::Away };
            let mut at = random_point(rng);
            at.x = end.goal_line_x();
            KickOutcome {
                exit: Some(BallExit::GoalLine {
                    end,
                    at,
                    last_touch: last,
                }),
                rest: at,
                ..KickOutcome::rolled_to(from, from)
            }
        }
        _ => {
            let near: Vec<Cell> = from.within(7).collect();
            let to = rng.pick(&near).unwrap_or(from);
            let mut o = KickOutcome::rolled_to(from, to);
            if rng.chance(15)
                && let Some(n) = to.neighbours().next()
            {
                o.rest_cells = vec![to, n];
            }
            o
        }
    };
    if outcome.exit.is_some() {
        outcome.rest_cells.clear();
    }
    outcome.touched = touched;
    Some(Command::Kick {
        by,
        declare,
        style,
        outcome,
    })
}

/// Re-positioning helper: a placement that repairs the layout (or any legal one).
fn positioning_command(rng: &mut Rng, state: &MatchState, placing: Side) -> Option<Command> {
    let restart = state.restart()?;
    let players: Vec<PlayerId> = state.on_pitch(placing).map(|p| p.id()).collect();
    if placing == restart.side && state.in_cell(placing, restart.cell).next().is_none() {
        let player = rng.pick(&players)?;
        return Some(Command::Place {
            player,
            cell: restart.cell,
        });
    }
    if placing != restart.side
        && restart.kind == RestartKind::Penalty
        && let Some(k) = state.keeper(placing)
    {
        let line = goal_line_cell(state.defends(placing));
        if state.position(k) != Some(line) {
            return Some(Command::Place {
                player: k,
                cell: line,
            });
        }
    }
    for p in &players {
        let ok = legal::placements(state, *p);
        let here = state.position(*p);
        if here.is_some_and(|c| !ok.contains(&c) || state.in_cell(placing, c).count() > 1)
            && let Some(cell) = rng.pick(&ok)
        {
            return Some(Command::Place { player: *p, cell });
        }
    }
    if rng.chance(70) {
        return Some(Command::EndPhase);
    }
    let player = rng.pick(&players)?;
    let ok = legal::placements(state, player);
    rng.pick(&ok).map(|cell| Command::Place { player, cell })
}

fn random_command(rng: &mut Rng, state: &MatchState) -> Option<Command> {
    let side = state.acting_side();
    let mine: Vec<PlayerId> = state.on_pitch(side).map(|p| p.id()).collect();
    let any_cell = |rng: &mut Rng, around: Cell| {
        let near: Vec<Cell> = around.within(4).collect();
        rng.pick(&near).unwrap_or(around)
    };
    match state.phase() {
        Phase::Positioning { placing } if rng.chance(85) => {
            return positioning_command(rng, state, placing);
        }
        Phase::ThrowIn if rng.chance(80) => {
            let cell = state.restart()?.cell;
            let player = rng.pick(&mine)?;
            return Some(Command::Move { player, to: cell });
        }
        Phase::One if rng.chance(70) => return random_kick(rng, state),
        Phase::Three if rng.chance(30) => {
            let player = rng.pick(&mine)?;
            let ball = state.ball().cell;
            return Some(if state.position(player) == Some(ball) {
                Command::Tackle { player }
            } else {
                Command::Move { player, to: ball }
            });
        }
        _ => {}
    }
    let player = rng.pick(&mine)?;
    let here = state.position(player).unwrap_or(Cell::CENTRE);
    Some(match rng.below(10) {
        0 => Command::EndPhase,
        1 => Command::Tackle { player },
        2 => Command::DeclareShot { by: player },
        3 => Command::SetKeeper {
            keeper: player,
            cell: any_cell(rng, here),
            stance: rng.pick(&[
                KeeperStance::Bar,
                KeeperStance::Standing,
                KeeperStance::Lying,
            ])?,
        },
        4 => Command::ChooseCell {
            cell: any_cell(rng, state.ball().cell),
        },
        5 => Command::ChooseReceiver { player },
        6 => Command::KnockedOver {
            by: player,
            victim: None,
        },
        7 => Command::Substitute {
            off: player,
            on: PlayerId::new(side, 12 + rng.below(3) as u8),
        },
        _ => Command::Move {
            player,
            to: any_cell(rng, here),
        },
    })
}

/// The cells where `side` has two players or more, with how many.
fn stacks(state: &MatchState, side: Side) -> Vec<(Cell, usize)> {
    let mut cells: Vec<(Cell, usize)> = state
        .on_pitch(side)
        .filter_map(|p| p.cell())
        .map(|c| (c, state.in_cell(side, c).count()))
        .filter(|(_, n)| *n > 1)
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

/// What the rules allow of team-mates sharing a cell ("FORMATION INITIALE": one player per
/// team per cell; "Coups Francs": one wall of up to `WALL_MAX`, broken up when the team
/// moves), checked after every command:
/// - a side has at most one shared cell, holding at most `WALL_MAX` players;
/// - a side's shared players grow only through a re-positioning placement (the wall), a
///   PHASE 3 move onto a team-mate (who must then step away: exactly two in the cell, the
///   bump pending) or the CoD, after a kick or a declined intentional foul whose held kick
///   then plays on (the winner reaches a ball resting in the cell of a team-mate
///   who may not take part, e.g. a thrower whose throw-in stays in his cell; or a ball on a
///   line with a team-mate in every line cell);
/// - a side that ends its PHASE 2 or PHASE 3 shares no cell.
fn assert_stacking(before: &MatchState, cmd: &Command, state: &MatchState) {
    for side in Side::BOTH {
        let now = stacks(state, side);
        assert!(now.len() <= 1, "{side:?} shares several cells: {now:?}");
        let shared = |s: &[(Cell, usize)]| s.iter().map(|(_, n)| n).sum::<usize>();
        if let Some((c, n)) = now.first() {
            assert!(*n <= WALL_MAX, "{n} team-mates in {c}");
        }
        if shared(&now) > shared(&stacks(before, side)) {
            // Declining an intentional foul (EndPhase) lets the held kick play on: its CoD.
            let held_kick_plays_on = matches!(cmd, Command::EndPhase)
                && matches!(before.pending(), Some(Pending::IntentionalFoul { .. }));
            let cod = held_kick_plays_on
                || matches!(
                    cmd,
                    Command::Kick { .. }
                        | Command::ChooseCell { .. }
                        | Command::ChooseReceiver { .. }
                );
            let bump = matches!(cmd, Command::Move { .. })
                && before.phase() == Phase::Three
                && matches!(state.pending(), Some(Pending::Bump { .. }));
            let wall = matches!(cmd, Command::Place { .. });
            assert!(
                cod || bump || wall,
                "{cmd:?} stacked {side:?} players: {now:?}"
            );
        }
    }
    if let Some(Pending::Bump { player }) = state.pending() {
        let c = state
            .position(*player)
            .expect("the bumped player is on the pitch");
        assert_eq!(
            state.in_cell(player.side, c).count(),
            2,
            "a bump shares {c}"
        );
    }
    if matches!(cmd, Command::EndPhase) && matches!(before.phase(), Phase::Two | Phase::Three) {
        let side = before.acting_side();
        assert!(
            stacks(state, side).is_empty(),
            "{side:?} ended {:?} with a wall",
            before.phase()
        );
    }
}

fn assert_invariants(state: &MatchState, goals: [u8; 2], before: Clock) {
    for side in Side::BOTH {
        assert!(state.on_pitch(side).count() <= 11, "too many players");
        assert_eq!(
            state.score(side),
            goals[side as usize],
            "score vs goal events"
        );
    }
    let now = state.clock();
    assert!(
        (now.half, now.steps) >= (before.half, before.steps),
        "the clock went back: {before:?} -> {now:?}"
    );
    if let Some(h) = state.holder() {
        assert_eq!(
            state.position(h),
            Some(state.ball().cell),
            "holder off the ball"
        );
    }
}

fn play(seed: u64) -> Vec<(Command, Vec<Event>)> {
    let mut rng = Rng(SeededDice::new(seed));
    let mut state = random_state(&mut rng);
    let start = state.clone();
    let start_of_stream = state.clone();
    let mut dice = SeededDice::new(seed ^ 0xD1CE);
    let mut goals = [state.score(Side::Home), state.score(Side::Away)];
    let mut log = Vec::new();
    for _ in 0..STEPS {
        if state.phase() == Phase::FullTime {
            break;
        }
        let mut chosen = None;
        for _ in 0..12 {
            let Some(cmd) = random_command(&mut rng, &state) else {
                continue;
            };
            let legal = check(&state, &cmd).is_ok();
            let mut trial = state.clone();
            let mut trial_dice = dice.clone();
            let result = execute(&mut trial, cmd.clone(), &mut trial_dice);
            assert_eq!(
                legal,
                result.is_ok(),
                "check and execute disagree on {cmd:?}: {result:?}"
            );
            if result.is_err() {
                assert_eq!(trial, state, "a refused command changed the state: {cmd:?}");
            } else {
                chosen = Some(cmd);
                break;
            }
        }
        let cmd = match chosen {
            Some(c) => c,
            None => {
                let all = legal::commands(&state);
                if all.is_empty() {
                    break;
                }
                all[rng.below(all.len())].clone()
            }
        };
        let before = state.clock();
        let previous = state.clone();
        let events = execute(&mut state, cmd.clone(), &mut dice)
            .unwrap_or_else(|e| panic!("a legal command failed: {cmd:?}: {e}"));
        assert_events_rebuild(&previous, &events, &state, &cmd);
        // A shootout goal is not a match goal (the score stays the draw).
        let shootout_kick = events
            .iter()
            .any(|e| matches!(e, Event::ShootoutKick { .. }));
        for e in &events {
            if let Event::Goal { side, .. } = e
                && !shootout_kick
            {
                goals[*side as usize] += 1;
            }
        }
        assert_invariants(&state, goals, before);
        assert_stacking(&previous, &cmd, &state);
        log.push((cmd, events));
    }
    // The command log, saved as JSON and read back, replays with the same dice to the same
    // events.
    let commands: Vec<&Command> = log.iter().map(|(c, _)| c).collect();
    let saved = serde_json::to_string(&commands).expect("commands serialise");
    let loaded: Vec<Command> = serde_json::from_str(&saved).expect("commands deserialise");
    let mut replay = start;
    let mut replay_dice = SeededDice::new(seed ^ 0xD1CE);
    for (cmd, (_, events)) in loaded.into_iter().zip(&log) {
        let again = execute(&mut replay, cmd.clone(), &mut replay_dice).expect("replay");
        assert_eq!(&again, events, "the replay diverged at {cmd:?}");
    }
    assert_eq!(replay, state);
    // The whole event stream applied to the start gives the state the commands gave.
    let mut folded = start_of_stream;
    for (_, events) in &log {
        events.iter().for_each(|e| folded.apply(e));
    }
    assert_eq!(folded, state, "the event stream does not rebuild the match");
    log
}

/// The events a command decided, applied to the state before it, give the state after it.
fn assert_events_rebuild(before: &MatchState, events: &[Event], after: &MatchState, cmd: &Command) {
    let mut rebuilt = before.clone();
    events.iter().for_each(|e| rebuilt.apply(e));
    assert_eq!(
        &rebuilt, after,
        "the events of {cmd:?} do not rebuild its state"
    );
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 48 } else { 1000 })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_legal_play_keeps_the_match_consistent(seed in any::<u64>()) {
        let log = play(seed);
        prop_assert!(!log.is_empty());
    }
}

#[test]
fn random_play_reaches_every_kind_of_event() {
    let mut names = std::collections::BTreeSet::new();
    for seed in 0..40 {
        for (_, events) in play(seed) {
            names.extend(events.iter().map(Event::name));
        }
    }
    for wanted in [
        "kick",
        "possession",
        "counter_attack",
        "move",
        "restart",
        "goal",
        "clock",
        "duel",
    ] {
        assert!(names.contains(wanted), "no {wanted} in {names:?}");
    }
}

#[test]
#[ignore]
fn print_coverage() {
    let mut names = std::collections::BTreeMap::new();
    let mut commands = std::collections::BTreeMap::new();
    for seed in 0..200 {
        for (c, events) in play(seed) {
            let k = format!("{c:?}")
                .split([' ', '{', '('])
                .next()
                .unwrap_or("")
                .to_string();
            *commands.entry(k).or_insert(0) += 1;
            for e in events {
                *names.entry(e.name()).or_insert(0) += 1;
            }
        }
    }
    println!("{commands:?}\n{names:?}");
}

/// Random commands from the kick-off of `rules`, kept when legal: the state each command's
/// events rebuild from the state before it, and the whole stream from the kick-off, are the
/// states that executing the commands gave.
fn events_rebuild_a_match_from_its_kick_off(rules: RuleSet, seed: u64, steps: usize) {
    let squad = hexkick_rules::squad::Squad::standard_base();
    let start = MatchState::new_match(rules, &squad, &squad).expect("a kick-off");
    let mut rng = Rng(SeededDice::new(seed));
    let mut dice = SeededDice::new(seed ^ 0xD1CE);
    let mut state = start.clone();
    let mut folded = start;
    for _ in 0..steps {
        if state.phase() == Phase::FullTime {
            break;
        }
        let cmd = match random_command(&mut rng, &state) {
            Some(cmd) if check(&state, &cmd).is_ok() => cmd,
            _ => match legal::commands(&state) {
                all if all.is_empty() => break,
                all => all[rng.below(all.len())].clone(),
            },
        };
        let before = state.clone();
        let events = execute(&mut state, cmd.clone(), &mut dice).expect("a legal command");
        assert_events_rebuild(&before, &events, &state, &cmd);
        events.iter().for_each(|e| folded.apply(e));
    }
    assert_eq!(folded, state, "the event stream does not rebuild the match");
}

/// Every rule set: both editions at every level, and each extra on its own.
fn every_rule_set() -> Vec<RuleSet> {
    let mut all = Vec::new();
    for edition in [Edition::Y2024, Edition::Classic] {
        for level in [Level::Base, Level::Complete, Level::Tournament] {
            let base = RuleSet {
                edition,
                level,
                ..RuleSet::default()
            };
            all.push(base);
            for extras in [
                Extras {
                    extra_time: true,
                    shootout: true,
                    ..Extras::default()
                },
                Extras {
                    quick_match: true,
                    four_players: true,
                    turn_timer: true,
                    ..Extras::default()
                },
            ] {
                all.push(RuleSet { extras, ..base });
            }
        }
    }
    all
}

/// Matches played from each rule set's kick-off for the event-stream property (and the
/// random positions of [`play`], which draw their rule set too).
const EVENT_STREAM_MATCHES: u64 = 1_200;

#[test]
fn the_events_of_any_match_applied_to_its_start_give_its_state() {
    let rule_sets = every_rule_set();
    for seed in 0..EVENT_STREAM_MATCHES {
        let rules = rule_sets[seed as usize % rule_sets.len()];
        events_rebuild_a_match_from_its_kick_off(rules, seed, 150);
    }
    for seed in 0..EVENT_STREAM_MATCHES {
        play(seed.wrapping_mul(0x9E37_79B9));
    }
}

/// A seed that found the declined intentional foul's CoD (a team-mate of the player resting
/// in the ball's cell reaches it when the held kick plays on).
#[test]
fn a_declined_foul_lets_the_held_kick_end_in_a_team_mates_cell() {
    play(15_774_805_477_398_847_844);
}
