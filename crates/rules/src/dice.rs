//! Dice: every random number of a match comes through [`Dice`], seeded in play and scripted
//! in tests, so a match is a seed plus a list of commands.

use std::collections::VecDeque;

/// A six-sided die.
pub trait Dice {
    /// Rolls one die: a number from 1 to 6.
    fn roll(&mut self) -> u8;
}

/// Seeded dice for play: a small PCG-style generator, so a saved seed replays a match exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeededDice {
    state: u64,
}

impl SeededDice {
    /// Dice that will always roll the same sequence for the same seed.
    pub fn new(seed: u64) -> Self {
        Self {
            state: seed ^ 0x9E37_79B9_7F4A_7C15,
        }
    }

    /// The next raw 64-bit number (SplitMix64).
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl Dice for SeededDice {
    fn roll(&mut self) -> u8 {
        // 2^64 mod 6 is 4: reject the top few values so every face is equally likely.
        loop {
            let v = self.next_u64();
            if v < u64::MAX - (u64::MAX % 6) - 1 {
                return (v % 6) as u8 + 1;
            }
        }
    }
}

/// Dice that roll a fixed script, for tests and scenario files. When the script runs out the
/// dice say so through [`ScriptedDice::ran_out`] and keep rolling 1s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScriptedDice {
    script: VecDeque<u8>,
    ran_out: bool,
}

impl ScriptedDice {
    /// Dice that will roll `rolls` in order (values outside 1-6 are clamped into it).
    pub fn new(rolls: impl IntoIterator<Item = u8>) -> Self {
        Self {
            script: rolls.into_iter().map(|r| r.clamp(1, 6)).collect(),
            ran_out: false,
        }
    }

    /// Whether a roll was asked for after the script ended.
    pub fn ran_out(&self) -> bool {
        self.ran_out
    }

    /// Rolls still left in the script.
    pub fn remaining(&self) -> usize {
        self.script.len()
    }
}

impl Dice for ScriptedDice {
    fn roll(&mut self) -> u8 {
        self.script.pop_front().unwrap_or_else(|| {
            self.ran_out = true;
            1
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_dice_repeat_and_cover_every_face() {
        let mut a = SeededDice::new(42);
        let mut b = SeededDice::new(42);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let r = a.roll();
            assert_eq!(r, b.roll());
            seen[usize::from(r - 1)] += 1;
        }
        assert!(seen.iter().all(|n| *n > 850), "{seen:?}");
    }

    #[test]
    fn scripted_dice_follow_the_script_then_report_running_out() {
        let mut d = ScriptedDice::new([6, 2]);
        assert_eq!((d.roll(), d.roll()), (6, 2));
        assert!(!d.ran_out());
        assert_eq!(d.roll(), 1);
        assert!(d.ran_out());
    }
}
