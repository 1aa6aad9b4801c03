//! The soft-kick question: a flick whose ball would travel less than the settings' threshold
//! is held back and the coach is asked "Very soft kick (0.4 cm): kick anyway?" before it is
//! spent (the table runs the flick once to say how far it would go, and kicks with that run).

use super::{MatchScreen, texts};
use hexkick_physics::Velocity;
use hexkick_table::Action;

/// A flick held back until the coach says whether it was meant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct SoftAsk {
    /// The flick.
    pub velocity: Velocity,
    /// How far its ball would travel, centimetres.
    pub travel_cm: f32,
}

impl SoftAsk {
    /// The question in words.
    pub fn question(&self) -> String {
        texts::soft_kick(&format!("{:.1}", self.travel_cm))
    }
}

impl MatchScreen {
    /// Kicks under `cm` centimetres of ball travel ask first (0: never).
    pub fn set_soft_kick(&mut self, cm: f32) {
        self.soft_kick_cm = cm.max(0.0);
    }

    /// The question to ask before kicking with `v`, when its ball would travel less than
    /// the threshold.
    pub(super) fn soft_ask(&mut self, v: Velocity) -> Option<SoftAsk> {
        if self.soft_kick_cm <= 0.0 {
            return None;
        }
        let travel_cm = self.table.flick_travel_cm(v)?;
        (travel_cm < self.soft_kick_cm).then_some(SoftAsk {
            velocity: v,
            travel_cm,
        })
    }

    /// The coach answered the question: kick after all, or flick again.
    pub(super) fn answer_soft(&mut self, kick: bool) {
        if let Some(ask) = self.soft.take()
            && kick
        {
            self.send(Action::Flick(ask.velocity));
        }
        self.dirty = true;
    }
}
