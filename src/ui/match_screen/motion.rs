//! What moves on the board between two states: pegs walking to their new cells, and the ball
//! rolling along a kick the screen did not simulate itself (an AI's kick).

use hexkick_physics::tabletop::ball_point;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::{MatchState, Pending};

/// Pegs walk this fast at animation speed 1, centimetres per second (a cell in ~0.3 s).
const PEG_SPEED_CM_S: f32 = 30.0;
/// A ball the screen did not simulate rolls this fast at speed 1, centimetres per second.
const BALL_SPEED_CM_S: f32 = 60.0;
/// How long a touched peg flashes, seconds.
const FLASH_S: f32 = 0.6;

/// One peg as drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShownPeg {
    /// The player.
    pub id: PlayerId,
    /// Where he is drawn now.
    pub at: PitchPoint,
    /// Where he is walking to.
    pub target: PitchPoint,
    /// 0..=1: how brightly he flashes after the ball touched him.
    pub flash: f32,
}

/// The pegs as drawn, walking towards the places the rules gave them.
#[derive(Clone, Debug, Default)]
pub struct Pegs {
    pegs: Vec<ShownPeg>,
}

impl Pegs {
    /// The pegs standing at their places already.
    pub fn at(places: &[(PlayerId, PitchPoint)]) -> Self {
        let mut pegs = Pegs::default();
        pegs.retarget(places);
        for p in &mut pegs.pegs {
            p.at = p.target;
        }
        pegs
    }

    /// New places: pegs already shown walk there, new ones appear there, gone ones vanish.
    pub fn retarget(&mut self, places: &[(PlayerId, PitchPoint)]) {
        let old = std::mem::take(&mut self.pegs);
        self.pegs = places
            .iter()
            .map(|(id, target)| {
                let shown = old.iter().find(|p| p.id == *id);
                ShownPeg {
                    id: *id,
                    at: shown.map_or(*target, |p| p.at),
                    target: *target,
                    flash: shown.map_or(0.0, |p| p.flash),
                }
            })
            .collect();
    }

    /// Moves a peg at once (a peg dropped by the finger is where the finger left it).
    pub fn put(&mut self, id: PlayerId, at: PitchPoint) {
        if let Some(p) = self.pegs.iter_mut().find(|p| p.id == id) {
            p.at = at;
        }
    }

    /// Lights a peg up (the ball touched it).
    pub fn flash(&mut self, id: PlayerId) {
        if let Some(p) = self.pegs.iter_mut().find(|p| p.id == id) {
            p.flash = 1.0;
        }
    }

    /// Walks every peg `dt` seconds at `speed` times the normal pace.
    pub fn advance(&mut self, dt: f32, speed: f32) {
        let step = PEG_SPEED_CM_S * speed * dt;
        for p in &mut self.pegs {
            p.at = towards(p.at, p.target, step);
            p.flash = (p.flash - dt / FLASH_S).max(0.0);
        }
    }

    /// Whether every peg stands at its place.
    pub fn settled(&self) -> bool {
        self.pegs.iter().all(|p| p.at.distance_to(p.target) < 0.01)
    }

    /// The pegs in drawing order.
    pub fn iter(&self) -> impl Iterator<Item = &ShownPeg> {
        self.pegs.iter()
    }
}

/// A ball rolling in a straight line to where a kick put it (the AI's kicks: their outcome
/// is known, the flick is not shown).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Roll {
    /// Where the ball is drawn now.
    pub at: PitchPoint,
    /// Where it is going.
    pub to: PitchPoint,
}

impl Roll {
    /// Rolls on for `dt` seconds; true once it arrived.
    pub fn advance(&mut self, dt: f32, speed: f32) -> bool {
        self.at = towards(self.at, self.to, BALL_SPEED_CM_S * speed * dt);
        self.at.distance_to(self.to) < 0.01
    }
}

/// `from` moved `step` centimetres towards `to`, stopping on it.
pub fn towards(from: PitchPoint, to: PitchPoint, step: f32) -> PitchPoint {
    let d = from.distance_to(to);
    if d <= step || d.is_nan() || !step.is_finite() {
        return to;
    }
    let t = step / d;
    PitchPoint::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
}

/// `places` with `id` standing at `at`.
pub(super) fn with_point(
    places: &[(PlayerId, PitchPoint)],
    id: PlayerId,
    at: PitchPoint,
) -> Vec<(PlayerId, PitchPoint)> {
    places
        .iter()
        .map(|(p, q)| (*p, if *p == id { at } else { *q }))
        .collect()
}

/// Where the ball is drawn: on the line (the middle of the cells it lies on) while the state
/// says it lies on a line and a choice of cell waits, else where the physics has it.
pub(crate) fn shown_ball(state: &MatchState) -> PitchPoint {
    let on = match state.pending() {
        Some(Pending::BallCell { cells, .. } | Pending::Receiver { cells, .. }) => cells,
        _ => return ball_point(state),
    };
    if on.len() < 2 {
        return ball_point(state);
    }
    let n = on.len() as f32;
    let (x, y) = on
        .iter()
        .map(|c| c.centre())
        .fold((0.0, 0.0), |(x, y), p| (x + p.x, y + p.y));
    PitchPoint::new(x / n, y / n)
}

#[cfg(test)]
mod tests {
    use super::{Pegs, PitchPoint, PlayerId, Roll};
    use hexkick_rules::squad::Side;

    #[test]
    fn pegs_walk_to_their_new_places_and_settle() {
        let id = PlayerId::new(Side::Home, 9);
        let mut pegs = Pegs::at(&[(id, PitchPoint::new(0.0, 0.0))]);
        pegs.retarget(&[(id, PitchPoint::new(9.0, 0.0))]);
        assert!(!pegs.settled());
        pegs.advance(0.1, 1.0);
        let at = pegs.iter().find(|p| p.id == id).expect("shown").at;
        assert!((at.x - 3.0).abs() < 1e-4, "{at:?}");
        pegs.advance(1.0, 1.0);
        assert!(pegs.settled());
        let mut roll = Roll {
            at: PitchPoint::new(0.0, 0.0),
            to: PitchPoint::new(6.0, 0.0),
        };
        assert!(!roll.advance(0.05, 1.0));
        assert!(roll.advance(0.1, 1.0));
    }
}
