//! The goalkeeper against a declared shot (2024 BASE, "COMMENT FAIRE UN ARRÊT AVEC LE
//! GARDIEN DE BUT"): each stance the rules allow (the bar, or standing or lying 1-2 cells
//! away) is tried against a fan of shots simulated with the real physics; the one that lets
//! in the fewest goals is chosen.

use super::aim::AimTable;
use super::reason::Reason;
use hexkick_physics::tabletop as table;
use hexkick_physics::{Flick, PreparedBoard};
use hexkick_rules::command::{Command, KeeperStance};
use hexkick_rules::legal;
use hexkick_rules::outcome::{BallExit, KickStyle};
use hexkick_rules::pitch::{GOAL_WIDTH_CM, PitchPoint, Zone};
use hexkick_rules::state::{MatchState, Pending};

/// Extra distance the imagined shots are struck for, cm (they arrive with pace).
const SHOT_PACE_CM: f32 = 25.0;

/// How the defending coach weighs its keeper's options.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KeeperSearch {
    /// Shot directions across the goal mouth tried against each stance (0: no search, the
    /// keeper takes the bar when allowed and otherwise stays as he is).
    pub shot_directions: usize,
    /// Most positioning cells tried (nearest the line of the shot first).
    pub max_cells: usize,
}

/// Distance from `p` to the segment `a`-`b`.
fn off_line(p: PitchPoint, a: PitchPoint, b: PitchPoint) -> f32 {
    hexkick_physics::board::point_segment_distance(p, a, b)
}

/// The defending coach's answer to a declared shot: a `SetKeeper` or `EndPhase` (stay).
pub fn setup(state: &MatchState, search: KeeperSearch) -> Command {
    let Some(Pending::KeeperSetup { shooter }) = state.pending().cloned() else {
        return Command::EndPhase;
    };
    let options: Vec<Command> = legal::commands(state)
        .into_iter()
        .filter(|c| matches!(c, Command::SetKeeper { .. }))
        .collect();
    let bar = options
        .iter()
        .find(|c| {
            matches!(
                c,
                Command::SetKeeper {
                    stance: KeeperStance::Bar,
                    ..
                }
            )
        })
        .cloned();
    if search.shot_directions == 0 {
        return bar.unwrap_or(Command::EndPhase);
    }
    let from = table::ball_point(state);
    let goal = state.attacks(shooter.side).goal_centre();
    let mut positioned: Vec<Command> = options
        .iter()
        .filter(|c| {
            !matches!(
                c,
                Command::SetKeeper {
                    stance: KeeperStance::Bar,
                    ..
                }
            )
        })
        .cloned()
        .collect();
    hexkick_rules::short_sort::sort_by(&mut positioned, |a, b| {
        let d = |c: &Command| match c {
            Command::SetKeeper { cell, .. } => off_line(cell.centre(), from, goal),
            _ => f32::MAX,
        };
        d(a).total_cmp(&d(b))
    });
    positioned.truncate(search.max_cells);
    let mut tried: Vec<Command> = bar.into_iter().collect();
    tried.push(Command::EndPhase);
    tried.extend(positioned);
    let mut best = (usize::MAX, Command::EndPhase);
    for option in tried {
        if best.0 == 0 {
            break; // nothing beats a keeper no shot of the fan beats
        }
        let stance = match &option {
            Command::SetKeeper {
                keeper,
                cell,
                stance,
            } => Some((*keeper, *cell, *stance)),
            _ => None,
        };
        let fan = ShotFan {
            directions: search.shot_directions,
            from,
            goal,
        };
        let goals = goals_against(state, shooter, stance, fan, best.0);
        if goals < best.0 {
            best = (goals, option);
        }
    }
    best.1
}

/// Why [`setup`] gave `command`: the stance and the shot it waits for (from outside the
/// area or not, and how many shots the level simulated to choose), or the keeper left as he
/// stands.
pub fn reason(state: &MatchState, command: &Command, search: KeeperSearch) -> Reason {
    let Command::SetKeeper {
        keeper,
        cell,
        stance,
    } = *command
    else {
        return Reason::KeeperStays;
    };
    let outside_area = !Zone::PenaltyArea.contains(state.defends(keeper.side), state.ball().cell);
    Reason::SetKeeper {
        keeper,
        cell,
        stance,
        outside_area,
        shots_tried: search.shot_directions * 2,
    }
}

/// The shots a keeper option is weighed against: `directions` aims spread over the goal
/// mouth around `goal`, struck from `from`, low and lobbed.
#[derive(Clone, Copy)]
struct ShotFan {
    directions: usize,
    from: PitchPoint,
    goal: PitchPoint,
}

/// How many of a fan of shots score against a keeper set as `stance`, counting no further
/// than `enough` (an option conceding that many cannot beat the best one found).
fn goals_against(
    state: &MatchState,
    shooter: hexkick_rules::squad::PlayerId,
    stance: Option<(
        hexkick_rules::squad::PlayerId,
        hexkick_rules::pitch::Cell,
        KeeperStance,
    )>,
    fan: ShotFan,
    enough: usize,
) -> usize {
    let ShotFan {
        directions,
        from,
        goal,
    } = fan;
    let prepared = PreparedBoard::new(&table::board(state, stance));
    let aim = AimTable::get();
    let mut goals = 0;
    for i in 0..directions {
        let t = (i as f32 + 0.5) / directions as f32;
        let y = goal.y + (t - 0.5) * GOAL_WIDTH_CM;
        let (dx, dy) = (goal.x - from.x, y - from.y);
        let distance = (dx * dx + dy * dy).sqrt();
        for style in [KickStyle::Low, KickStyle::Lob] {
            let speed = aim.speed_for(style, distance + SHOT_PACE_CM).min(390.0);
            let scale = speed / distance.max(0.1);
            let flick = Flick {
                velocity_cm_s: hexkick_physics::Velocity::new(dx * scale, dy * scale),
                style,
                kicker: shooter,
            };
            if let Ok(out) = prepared.screen(from, &flick)
                && matches!(out.exit, Some(BallExit::Goal { .. }))
            {
                goals += 1;
                if goals >= enough {
                    return goals;
                }
            }
        }
    }
    goals
}
