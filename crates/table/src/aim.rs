//! The aim preview: where the ball would go if the finger let go now. It runs the real
//! physics on the position's prepared board (no second physics in the UI) and keeps a thinned
//! path to draw.

use hexkick_physics::{Flick, PreparedBoard};
use hexkick_rules::pitch::PitchPoint;

/// One point of a predicted path: where the ball is and how high.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PathPoint {
    /// The ball's centre seen from above, centimetres.
    pub at: PitchPoint,
    /// Height of the ball's underside, centimetres.
    pub height_cm: f32,
}

/// Keeps one physics step in this many for the drawn path.
const THIN: usize = 3;

/// The path the ball would follow after `flick` from `ball_at`, thinned for drawing, ending
/// where it would rest. Empty when the physics refuses the flick.
pub fn predict_path(board: &PreparedBoard, ball_at: PitchPoint, flick: &Flick) -> Vec<PathPoint> {
    let Ok(mut sim) = board.kick(ball_at, flick) else {
        return Vec::new();
    };
    let mut path = vec![PathPoint {
        at: ball_at,
        height_cm: sim.height_cm(),
    }];
    let mut i = 0;
    while let Some(frame) = sim.step() {
        i += 1;
        if i % THIN == 0 {
            path.push(PathPoint {
                at: frame.at,
                height_cm: frame.height_cm,
            });
        }
    }
    path.push(PathPoint {
        at: sim.ball(),
        height_cm: 0.0,
    });
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_physics::{Board, Velocity};
    use hexkick_rules::outcome::KickStyle;
    use hexkick_rules::squad::PlayerId;

    #[test]
    fn the_predicted_path_ends_where_the_kick_rests() {
        let board = PreparedBoard::new(&Board::empty());
        let flick = Flick {
            velocity_cm_s: Velocity::new(60.0, 0.0),
            style: KickStyle::Low,
            kicker: PlayerId::new(hexkick_rules::squad::Side::Home, 9),
        };
        let start = PitchPoint::new(0.0, 0.0);
        let path = predict_path(&board, start, &flick);
        let outcome = board.simulate(start, &flick).expect("a valid flick");
        let end = path.last().expect("a path").at;
        assert!(path.len() > 5);
        assert!(end.x > 5.0 && end.y.abs() < 1e-3, "{end:?}");
        assert!(
            end.distance_to(outcome.rest) < 1e-3,
            "{end:?} vs {:?}",
            outcome.rest
        );
        let bad = Flick {
            velocity_cm_s: Velocity::new(f32::NAN, 0.0),
            ..flick
        };
        assert!(predict_path(&board, start, &bad).is_empty());
    }
}
