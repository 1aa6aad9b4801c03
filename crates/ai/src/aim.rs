//! Aiming: how hard to flick for the ball to stop a given distance away, read from the real
//! physics. Once per process each style is flicked along an empty board at a ladder of
//! speeds; the AI inverts that table to turn "reach this point" into a flick speed.

use hexkick_physics::{Board, Flick, PreparedBoard, Velocity};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use std::sync::OnceLock;

/// Speed step of the ladder, cm/s.
const LADDER_STEP_CM_S: f32 = 4.0;
/// Fastest speed of the ladder, cm/s (the physics' maximum flick).
pub const LADDER_TOP_CM_S: f32 = 400.0;
/// Where the calibration flicks start: near the home goal line, far from the goals' mouths.
const START: PitchPoint = PitchPoint::new(-40.0, -20.0);

/// How far each speed of the ladder carries the ball on open felt, per style.
#[derive(Debug)]
pub struct AimTable {
    /// `(speed cm/s, distance cm)`, speeds increasing; the distance is infinite once the
    /// ball reaches the boards.
    ladders: [Vec<(f32, f32)>; 3],
}

fn style_index(style: KickStyle) -> usize {
    match style {
        KickStyle::Low => 0,
        KickStyle::Lob => 1,
        KickStyle::Header => 2,
    }
}

impl AimTable {
    fn measure() -> AimTable {
        let prepared = PreparedBoard::new(&Board::empty());
        let kicker = PlayerId::new(Side::Home, 1);
        let ladder = |style| {
            let mut out = Vec::new();
            let mut speed = LADDER_STEP_CM_S;
            while speed <= LADDER_TOP_CM_S {
                let flick = Flick {
                    velocity_cm_s: Velocity::new(speed, 0.0),
                    style,
                    kicker,
                };
                let distance = match prepared.simulate(START, &flick) {
                    Ok(o) if o.exit.is_none() => o.rest.x - START.x,
                    _ => f32::INFINITY,
                };
                out.push((speed, distance));
                speed += LADDER_STEP_CM_S;
            }
            out
        };
        AimTable {
            ladders: [
                ladder(KickStyle::Low),
                ladder(KickStyle::Lob),
                ladder(KickStyle::Header),
            ],
        }
    }

    /// The table, measured on first use.
    pub fn get() -> &'static AimTable {
        static TABLE: OnceLock<AimTable> = OnceLock::new();
        TABLE.get_or_init(AimTable::measure)
    }

    /// The flick speed that stops the ball `distance_cm` away in `style`, or the top speed
    /// when even that falls short.
    pub fn speed_for(&self, style: KickStyle, distance_cm: f32) -> f32 {
        let ladder = &self.ladders[style_index(style)];
        let mut previous = (0.0, 0.0);
        for &(speed, reach) in ladder {
            if reach >= distance_cm {
                if !reach.is_finite() {
                    return speed;
                }
                let span = reach - previous.1;
                let t = if span > 0.0 {
                    (distance_cm - previous.1) / span
                } else {
                    1.0
                };
                return previous.0 + t.clamp(0.0, 1.0) * (speed - previous.0);
            }
            previous = (speed, reach);
        }
        LADDER_TOP_CM_S
    }

    /// How far a flick of `speed` carries the ball in `style` on open felt.
    pub fn reach(&self, style: KickStyle, speed: f32) -> f32 {
        let ladder = &self.ladders[style_index(style)];
        ladder
            .iter()
            .find(|(s, _)| *s >= speed)
            .map_or(f32::INFINITY, |(_, d)| *d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn harder_flicks_go_further_and_the_inverse_agrees() {
        let t = AimTable::get();
        for style in [KickStyle::Low, KickStyle::Lob, KickStyle::Header] {
            let near = t.speed_for(style, 9.0);
            let far = t.speed_for(style, 36.0);
            assert!(near > 0.0 && far > near, "{style:?}: {near} {far}");
            let reach = t.reach(style, far);
            assert!((reach - 36.0).abs() < 6.0, "{style:?}: {reach}");
        }
    }
}
