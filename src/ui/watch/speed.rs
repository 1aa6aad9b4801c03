//! How fast a watched match plays: a multiplier of the match screen's own pace (the frame
//! time handed to it is scaled, so the ball's flight, the pegs' walk, the dice and the
//! banners all keep their proportions). A replay plays at 0.25x to 4x, a spectator's match
//! at 0.5x to 4x. The AI's own pace for a person's match is the match screen's business.

use hexkick_i18n::trf;

/// Every speed offered, slowest first.
const STEPS: [f32; 5] = [0.25, 0.5, 1.0, 2.0, 4.0];

/// A watched match's speed: 0.25x, 0.5x, 1x, 2x or 4x, at or above a floor.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WatchSpeed {
    step: usize,
    floor: usize,
}

impl WatchSpeed {
    /// The speeds of a replay: 0.25x to 4x, starting at 1x.
    pub fn replay() -> Self {
        Self { step: 2, floor: 0 }
    }

    /// The speeds of a spectator's match: 0.5x to 4x, starting at the nearest to `factor`.
    pub fn spectator(factor: f64) -> Self {
        let floor = 1;
        let step = (floor..STEPS.len())
            .min_by(|&a, &b| {
                let d = |i: usize| (f64::from(STEPS[i]) - factor).abs();
                d(a).total_cmp(&d(b))
            })
            .unwrap_or(2);
        Self { step, floor }
    }

    /// The multiplier.
    pub fn factor(self) -> f32 {
        STEPS[self.step]
    }

    /// The next speed up, round to the slowest after the fastest (the Speed button).
    pub fn next(self) -> Self {
        let step = if self.step + 1 < STEPS.len() {
            self.step + 1
        } else {
            self.floor
        };
        Self { step, ..self }
    }

    /// "Speed x0.25", the button's words.
    pub fn label(self) -> String {
        trf("Speed x{0}", &[&self.factor().to_string()])
    }
}

#[cfg(test)]
mod tests {
    use super::WatchSpeed;

    #[test]
    fn a_replay_cycles_from_a_quarter_to_four_times() {
        let mut s = WatchSpeed::replay();
        assert_eq!(s.factor(), 1.0);
        let mut seen = Vec::new();
        for _ in 0..5 {
            s = s.next();
            seen.push(s.factor());
        }
        assert_eq!(seen, [2.0, 4.0, 0.25, 0.5, 1.0]);
        assert_eq!(WatchSpeed::replay().label(), "Speed x1");
    }

    #[test]
    fn a_spectator_starts_at_the_nearest_speed_and_never_below_half() {
        assert_eq!(WatchSpeed::spectator(4.0).factor(), 4.0);
        assert_eq!(WatchSpeed::spectator(3.0).factor(), 2.0);
        assert_eq!(WatchSpeed::spectator(0.1).factor(), 0.5);
        assert_eq!(WatchSpeed::spectator(9.0).next().factor(), 0.5);
    }
}
