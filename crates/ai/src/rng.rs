//! The AI's own random numbers (execution noise, random choices), seeded so a whole
//! AI-vs-AI match is reproducible. Never the match's dice: those stay with the rules.

use hexkick_rules::dice::SeededDice;

/// A seeded generator of uniform and normal numbers.
#[derive(Clone, Debug)]
pub struct AiRng {
    bits: SeededDice,
}

impl AiRng {
    /// A generator that always gives the same numbers for the same seed.
    pub fn new(seed: u64) -> AiRng {
        AiRng {
            bits: SeededDice::new(seed ^ 0xA1_C0AC_4E55),
        }
    }

    /// A uniform number in `[0, 1)`.
    pub fn unit(&mut self) -> f32 {
        (self.bits.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// A uniform index below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        (self.bits.next_u64() % n as u64) as usize
    }

    /// A standard normal number (Box-Muller).
    pub fn normal(&mut self) -> f32 {
        let u1 = self.unit().max(1e-7);
        let u2 = self.unit();
        (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_repeat_per_seed_and_stay_in_range() {
        let mut a = AiRng::new(7);
        let mut b = AiRng::new(7);
        let xs: Vec<f32> = (0..100).map(|_| a.unit()).collect();
        let ys: Vec<f32> = (0..100).map(|_| b.unit()).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|x| (0.0..1.0).contains(x)));
        let mean: f32 = (0..2000).map(|_| a.normal()).sum::<f32>() / 2000.0;
        assert!(mean.abs() < 0.1, "{mean}");
        assert!((0..50).all(|_| a.below(3) < 3));
    }
}
