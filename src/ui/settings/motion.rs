//! The Reduced motion setting: the match's moving touches (the ball's trail, the goal's
//! replay, the net shaking, the kick card's rise, the camera's glide) shortened or left out,
//! for players whom motion on screen tires or unsettles.

use serde::{Deserialize, Serialize};

/// How much the match screen moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Motion {
    /// Every animation.
    #[default]
    #[serde(rename = "full")]
    Full,
    /// Short, still versions: no replay, no shake, no glide, a short trail.
    #[serde(rename = "reduced")]
    Reduced,
}

impl Motion {
    /// The setting from the settings screen's switch (on: reduced).
    pub fn reduced_if(on: bool) -> Motion {
        if on { Motion::Reduced } else { Motion::Full }
    }

    /// Whether motion is reduced.
    pub fn is_reduced(self) -> bool {
        self == Motion::Reduced
    }

    /// `full` with every motion, `reduced` with reduced motion: a duration, a length, a
    /// share.
    pub fn pick<T>(self, full: T, reduced: T) -> T {
        match self {
            Motion::Full => full,
            Motion::Reduced => reduced,
        }
    }
}
