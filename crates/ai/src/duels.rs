//! The AI's answers to the choices of the 2024 COMPLETE duels: where a marker slides
//! against a one-touch shot or cross, and where heading players step when a cross is
//! declared. (Whether a beaten defender fouls on purpose is weighed in [`super::fouls`].)

use super::reason::Reason;
use hexkick_rules::check::check;
use hexkick_rules::command::Command;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::Skill;
use hexkick_rules::state::{MatchState, Pending};

/// Spacing of the points sampled along the ball's likely path, in centimetres.
const PATH_STEP_CM: f32 = 2.0;

/// The cells between the ball and the goal it is played towards, nearest the ball first.
fn path_to_goal(state: &MatchState) -> Vec<Cell> {
    let ball = state.ball().cell;
    let from = ball.centre();
    let to = state.attacks(state.to_play()).goal_centre();
    let steps = (from.distance_to(to) / PATH_STEP_CM).ceil().max(1.0) as usize;
    let mut cells: Vec<Cell> = Vec::new();
    for i in 1..=steps {
        let t = i as f32 / steps as f32;
        let point = hexkick_rules::pitch::PitchPoint::new(
            from.x + (to.x - from.x) * t,
            from.y + (to.y - from.y) * t,
        );
        if let Some(c) = Cell::at(point)
            && c != ball
            && !cells.contains(&c)
        {
            cells.push(c);
        }
    }
    cells
}

/// A sliding tackle into the path between the ball and the goal, nearest the ball, by the
/// first marker who can reach it; at most one per turn.
pub fn sliding_tackle(state: &MatchState) -> Option<Command> {
    if state.turn().sliding_tackles > 0 {
        return None;
    }
    let side = state.acting_side();
    let markers: Vec<_> = state
        .on_pitch(side)
        // Classic "SLIDING TACKLE": any defender may slide, not only a marker.
        .filter(|p| p.skills().has(Skill::Blue) || hexkick_rules::classic::on(state))
        .map(|p| p.id())
        .collect();
    path_to_goal(state).into_iter().find_map(|to| {
        markers.iter().find_map(|player| {
            let slide = Command::SlidingTackle {
                player: *player,
                to,
                standing: false,
            };
            check(state, &slide).is_ok().then_some(slide)
        })
    })
}

/// The answer to a declared cross: each heading player steps to the cell of the area nearest
/// the goal when it brings him nearer; the defence then slides; then the OK.
pub fn answer_cross(state: &MatchState) -> Command {
    let Some(Pending::CrossDeclared { crosser, defence }) = state.pending() else {
        return Command::EndPhase;
    };
    let goal = state.attacks(crosser.side).goal_centre();
    let near = |c: Cell| c.centre().distance_to(goal);
    for p in state.on_pitch(state.acting_side()) {
        let Some(from) = p.cell() else {
            continue;
        };
        let step = from
            .neighbours()
            .filter(|c| near(*c) < near(from))
            .map(|to| Command::Move { player: p.id(), to })
            .filter(|m| check(state, m).is_ok())
            .min_by(|a, b| match (a, b) {
                (Command::Move { to: x, .. }, Command::Move { to: y, .. }) => {
                    near(*x).total_cmp(&near(*y))
                }
                _ => std::cmp::Ordering::Equal,
            });
        if let Some(step) = step {
            return step;
        }
    }
    if *defence && let Some(slide) = sliding_tackle(state) {
        return slide;
    }
    Command::EndPhase
}

/// Why [`answer_cross`] or [`sliding_tackle`] gave `command`: a slide, a heading
/// player's step, or the cross let come.
pub fn reason(command: &Command) -> Reason {
    match command {
        Command::SlidingTackle { player, to, .. } => Reason::Slide {
            player: *player,
            to: *to,
        },
        Command::Move { player, to } => Reason::HeadingStep {
            player: *player,
            to: *to,
        },
        _ => Reason::LetCrossCome,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::command::Declaration;
    use hexkick_rules::dice::ScriptedDice;
    use hexkick_rules::execute::execute;
    use hexkick_rules::outcome::KickStyle;
    use hexkick_rules::rules::{Level, RuleSet};
    use hexkick_rules::squad::{PlayerId, Side, SkillSet};
    use hexkick_rules::state::{Phase, Setup, SetupPlayer};

    /// A COMPLETE PHASE 1 position: `(side, number, cell, skills)`, the ball with `holder`.
    fn complete(
        players: &[(Side, u8, &str, &str)],
        holder: PlayerId,
        booked: &[PlayerId],
    ) -> MatchState {
        let ball = players
            .iter()
            .find(|(side, n, _, _)| PlayerId::new(*side, *n) == holder)
            .and_then(|(_, _, c, _)| c.parse().ok())
            .expect("holder listed");
        MatchState::from_setup(&Setup {
            rules: RuleSet {
                level: Level::Complete,
                ..RuleSet::default()
            },
            players: players
                .iter()
                .map(|(side, n, cell, skills)| SetupPlayer {
                    id: PlayerId::new(*side, *n),
                    name: None,
                    cell: cell.parse().ok(),
                    skills: SkillSet::parse(skills).expect("skills"),
                })
                .collect(),
            ball,
            holder: Some(holder),
            to_play: holder.side,
            phase: Phase::One,
            booked: booked.to_vec(),
            ..Setup::default()
        })
        .expect("setup")
    }

    fn run(s: &mut MatchState, command: Command, dice: &[u8]) {
        execute(s, command, &mut ScriptedDice::new(dice.iter().copied())).expect("legal");
    }

    #[test]
    fn a_marker_slides_into_the_path_of_a_one_touch_shot_once() {
        let passer = PlayerId::new(Side::Home, 8);
        let shooter = PlayerId::new(Side::Home, 9);
        let mut s = complete(
            &[
                (Side::Home, 1, "E1", "V"),
                (Side::Home, 8, "E6", "Y"),
                (Side::Home, 9, "C9", "R"),
                (Side::Away, 1, "E11", "V"),
                (Side::Away, 4, "E9", "B"),
            ],
            passer,
            &[],
        );
        let pass = Command::rolled_kick(
            passer,
            Declaration::Pass,
            KickStyle::Low,
            "E6".parse().expect("cell"),
            "D9".parse().expect("cell"),
        );
        run(&mut s, pass, &[]);
        run(&mut s, Command::DeclareShot { by: shooter }, &[]);
        let slide = sliding_tackle(&s).expect("a slide into the path");
        assert!(
            matches!(slide, Command::SlidingTackle { player, .. } if player == PlayerId::new(Side::Away, 4))
        );
        run(&mut s, slide, &[]);
        assert_eq!(sliding_tackle(&s), None, "one slide per turn");
    }

    #[test]
    fn heading_players_step_towards_the_goal_then_give_the_ok() {
        let crosser = PlayerId::new(Side::Home, 7);
        let mut s = complete(
            &[
                (Side::Home, 1, "E1", "V"),
                (Side::Home, 7, "B9", "G"),
                (Side::Home, 10, "E9", "K"),
                (Side::Away, 1, "E11", "V"),
            ],
            crosser,
            &[],
        );
        run(&mut s, Command::DeclareCross { by: crosser }, &[]);
        let step = answer_cross(&s);
        assert!(
            matches!(step, Command::Move { player, .. } if player == PlayerId::new(Side::Home, 10))
        );
        run(&mut s, step, &[]);
        assert_eq!(answer_cross(&s), Command::EndPhase);
        run(&mut s, Command::EndPhase, &[]);
        assert!(matches!(s.pending(), Some(Pending::CrossReady { .. })));
    }
}
