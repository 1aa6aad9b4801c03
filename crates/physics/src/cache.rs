//! What the kicks on a board remember for the next ones: the world the last one left (of any
//! kind: the board's `W`), and every outcome screened so far ([`crate::screen`]), by the spot
//! and the flick.

use super::flick::{Flick, FlickError};
use hexkick_rules::outcome::{KickOutcome, KickStyle};
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::PlayerId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A screened kick as its outcome depends on it: the spot and the flick, the floats by
/// their bits.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    ball_at: [u32; 2],
    velocity: [u32; 2],
    style: KickStyle,
    kicker: PlayerId,
}

impl Key {
    pub(crate) fn new(ball_at: PitchPoint, flick: &Flick) -> Key {
        let v = flick.velocity_cm_s;
        Key {
            ball_at: [ball_at.x.to_bits(), ball_at.y.to_bits()],
            velocity: [v.x.to_bits(), v.y.to_bits()],
            style: flick.style,
            kicker: flick.kicker,
        }
    }
}

/// What the kicks on a board leave for the next ones. A clone of the board starts with an
/// empty cache.
pub(crate) struct ScreenCache<W> {
    /// The world of the last kick, to be reset for the next (shared with the kicks under way,
    /// which give their world back when they are dropped).
    pub(crate) spare: Arc<Mutex<Option<W>>>,
    /// Every kick screened so far and its outcome.
    pub(crate) outcomes: Mutex<HashMap<Key, Result<KickOutcome, FlickError>>>,
}

impl<W> Default for ScreenCache<W> {
    fn default() -> ScreenCache<W> {
        ScreenCache {
            spare: Arc::new(Mutex::new(None)),
            outcomes: Mutex::new(HashMap::new()),
        }
    }
}

impl<W> Clone for ScreenCache<W> {
    fn clone(&self) -> ScreenCache<W> {
        ScreenCache::default()
    }
}
