//! A test run's frame pace. Under Xvfb there is no vsync: the frame loop would spin at
//! hundreds of frames a second and keep a whole core busy drawing frames nobody sees, so
//! two test runs could not share a 2-core machine. A test run is held to the 60 frames a
//! second of a phone's display instead (the rate the game is made for); a player's frames
//! are paced by the display's vsync and are never held here.

use std::time::{Duration, Instant};

/// The shortest frame of a paced run: 60 frames a second.
const FRAME: Duration = Duration::from_nanos(1_000_000_000 / 60);

/// Holds each pass of the frame loop to at least a 60th of a second.
#[derive(Debug, Default)]
pub struct FramePace {
    last: Option<Instant>,
}

impl FramePace {
    /// Sleeps what is left of a 60th of a second since the last call returned.
    pub fn wait(&mut self) {
        if let Some(last) = self.last
            && let Some(left) = FRAME.checked_sub(last.elapsed())
        {
            std::thread::sleep(left);
        }
        self.last = Some(Instant::now());
    }
}

#[cfg(test)]
mod tests {
    use super::{Duration, FRAME, FramePace, Instant};

    #[test]
    fn a_quick_frame_is_held_to_the_pace() {
        let mut pace = FramePace::default();
        pace.wait();
        let start = Instant::now();
        pace.wait();
        assert!(start.elapsed() >= FRAME - Duration::from_millis(1));
    }
}
