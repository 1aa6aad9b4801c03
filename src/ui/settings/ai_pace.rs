//! How fast the AI's turns play: each decision is shown with its reason for a moment before
//! it is played (its kick then flies along its real path), or at once.

use hexkick_i18n::tr;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU8, Ordering};

/// The pace test runs play the AI at: none asked (instant), else an [`AiPace`]'s index + 1.
static TEST_PACE: AtomicU8 = AtomicU8::new(0);

/// Test runs play the AI at `pace` rather than instantly (`--ai-pace`, `?ai_pace=`: a test
/// that times the AI's turns as a player sees them). Set once at startup.
pub fn set_test_pace(pace: AiPace) {
    let index = AiPace::ALL.iter().position(|p| *p == pace).unwrap_or(0);
    TEST_PACE.store(index as u8 + 1, Ordering::Relaxed);
}

/// The pace of the AI's turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AiPace {
    /// Time to read every reason twice.
    Slow,
    /// Time to read each reason.
    #[default]
    Normal,
    /// A glance at each reason.
    Fast,
    /// No wait: the reason shows while the action plays.
    Instant,
}

impl AiPace {
    /// Every pace, slowest first (the settings screen's order).
    pub const ALL: [AiPace; 4] = [AiPace::Slow, AiPace::Normal, AiPace::Fast, AiPace::Instant];

    /// Seconds each AI decision is shown with its reason before it is played.
    pub fn hold_s(self) -> f32 {
        match self {
            AiPace::Slow => 2.4,
            AiPace::Normal => 1.4,
            AiPace::Fast => 0.6,
            AiPace::Instant => 0.0,
        }
    }

    /// The label on the settings screen.
    pub fn label(self) -> &'static str {
        match self {
            AiPace::Slow => tr("Slow"),
            AiPace::Normal => tr("Normal"),
            AiPace::Fast => tr("Fast"),
            AiPace::Instant => tr("Instant"),
        }
    }

    /// The pace a match screen plays at: the chosen one, or in test mode instant (the
    /// native and browser tests must not wait) unless the run asked for one
    /// ([`set_test_pace`]).
    pub fn in_play(self, test_mode: bool) -> AiPace {
        if !test_mode {
            return self;
        }
        match TEST_PACE.load(Ordering::Relaxed) {
            0 => AiPace::Instant,
            n => AiPace::ALL[usize::from(n - 1).min(AiPace::ALL.len() - 1)],
        }
    }

    /// The pace a word names: slow, normal, fast or instant.
    pub fn parse(word: &str) -> Option<AiPace> {
        AiPace::ALL
            .into_iter()
            .find(|p| format!("{p:?}").eq_ignore_ascii_case(word.trim()))
    }
}
