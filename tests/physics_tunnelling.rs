//! No tunnelling at the maximum flick speed: over many random kicks, the ball never ends
//! inside a peg, never sinks into one during the kick, and never leaves the world.
//!
//! The normal suite runs 5,000 kicks; `HEXKICK_TUNNEL_KICKS=100000 cargo test --release
//! --test physics_tunnelling` runs the full 100,000.

use hexkick_physics::board::Footprint;
use hexkick_physics::calibration::MAX_FLICK_SPEED_CM_S;
use hexkick_physics::world::BALL_RADIUS_CM;
use hexkick_physics::{Flick, PreparedBoard, Velocity};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::{
    BOARD_LENGTH_CM, BOARD_WIDTH_CM, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint,
};
use hexkick_tools::bench_physics::{SampleRng, sample_positions};

/// How far the ball's surface may sink into a peg's while the engine resolves a contact, cm.
const CONTACT_TOLERANCE_CM: f32 = 0.1;

fn kicks_to_run() -> usize {
    std::env::var("HEXKICK_TUNNEL_KICKS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5_000)
}

#[test]
fn the_ball_never_tunnels_nor_leaves_the_world() {
    let positions = sample_positions();
    let worlds: Vec<PreparedBoard> = positions
        .iter()
        .map(|p| PreparedBoard::new(&p.board))
        .collect();
    let pegs: Vec<Vec<Footprint>> = positions
        .iter()
        .map(|p| {
            p.board
                .pegs()
                .iter()
                .map(|g| Footprint::of_peg(g.at, g.posture))
                .collect()
        })
        .collect();
    let mut rng = SampleRng::new(99);
    let total = kicks_to_run();
    let mut deepest = 0.0f32;
    let mut deepest_wall = 0.0f32;
    for i in 0..total {
        let k = i % positions.len();
        let ball_at = if i % 3 == 0 {
            positions[k].ball_at
        } else {
            PitchPoint::new(
                rng.range(-PITCH_LENGTH_CM / 2.0, PITCH_LENGTH_CM / 2.0),
                rng.range(-PITCH_WIDTH_CM / 2.0, PITCH_WIDTH_CM / 2.0),
            )
        };
        // Most kicks at the maximum speed, the rest anywhere up to it.
        let speed = if i % 4 == 3 {
            rng.range(1.0, MAX_FLICK_SPEED_CM_S)
        } else {
            MAX_FLICK_SPEED_CM_S
        };
        let angle = rng.range(-std::f32::consts::PI, std::f32::consts::PI);
        let style = [
            KickStyle::Low,
            KickStyle::Low,
            KickStyle::Lob,
            KickStyle::Header,
        ][i % 4];
        let flick = Flick {
            velocity_cm_s: Velocity::new(speed * angle.cos(), speed * angle.sin())
                .clamped(MAX_FLICK_SPEED_CM_S),
            style,
            kicker: positions[k].kicker,
        };
        // Pegs the ball starts on are switched off at the strike: leave them out.
        let live: Vec<&Footprint> = pegs[k]
            .iter()
            .filter(|f| f.distance_to(ball_at) >= BALL_RADIUS_CM + 0.5)
            .collect();
        let mut sim = worlds[k].kick(ball_at, &flick).expect("valid kick");
        let mut last = ball_at;
        while let Some(frame) = sim.step() {
            let at = frame.at;
            let wall_sink = (at.x.abs() - (BOARD_LENGTH_CM / 2.0 - BALL_RADIUS_CM))
                .max(at.y.abs() - (BOARD_WIDTH_CM / 2.0 - BALL_RADIUS_CM));
            deepest_wall = deepest_wall.max(wall_sink);
            assert!(
                wall_sink <= CONTACT_TOLERANCE_CM,
                "kick {i}: the ball left the world at {at:?} ({flick:?} from {ball_at:?})"
            );
            for f in live.iter().filter(|f| frame.height_cm < f.top) {
                let sink = BALL_RADIUS_CM - f.distance_to(at);
                deepest = deepest.max(sink);
                assert!(
                    sink <= CONTACT_TOLERANCE_CM,
                    "kick {i}: the ball sank {sink} cm into a peg at {at:?} ({flick:?} from {ball_at:?})"
                );
            }
            last = at;
        }
        for f in &live {
            assert!(
                f.distance_to(last) >= BALL_RADIUS_CM - CONTACT_TOLERANCE_CM,
                "kick {i}: the ball rests inside a peg at {last:?} ({flick:?} from {ball_at:?})"
            );
        }
    }
    eprintln!(
        "{total} kicks: deepest contact {deepest:.3} cm into a peg, {deepest_wall:.3} cm into a board"
    );
}
