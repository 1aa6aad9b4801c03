//! How hard a sound is struck: a kick's from the flick's speed, a contact's from the ball's
//! speed at the touch. The strength sets the loudness and picks the pitch band the sound was
//! synthesized in (a hard kick is a sharper, higher thump than a soft one).

use hexkick_physics::calibration::MAX_FLICK_SPEED_CM_S;

/// A contact at this ball speed (cm/s) or faster sounds at full strength.
const CONTACT_FULL_CM_S: f32 = 200.0;
/// The quietest a struck sound plays, as a share of the volume.
const QUIETEST: f32 = 0.15;
/// Strengths below this are the soft band, below [`HARD_FROM`] the firm band.
const FIRM_FROM: f32 = 0.45;
/// Strengths from this are the hard band.
const HARD_FROM: f32 = 0.75;

/// How hard a sound is struck, 0 (barely) to 1 (as hard as the table allows).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strength(f32);

impl Strength {
    /// Full strength: the sounds that are not struck (the whistle, the crowd, the dice).
    pub const FULL: Strength = Strength(1.0);

    /// A strength from a share of the full speed: the square root, so soft touches stay
    /// audible and hard ones do not all sound alike.
    fn of_share(share: f32) -> Strength {
        if share.is_finite() {
            Strength(share.clamp(0.0, 1.0).sqrt())
        } else {
            Strength(0.0)
        }
    }

    /// A kick's strength from the flick's speed, cm/s (full at the physics' fastest flick).
    pub fn of_kick(speed_cm_s: f32) -> Strength {
        Self::of_share(speed_cm_s / MAX_FLICK_SPEED_CM_S)
    }

    /// A contact's strength from the ball's speed as it touches, cm/s.
    pub fn of_contact(speed_cm_s: f32) -> Strength {
        Self::of_share(speed_cm_s / CONTACT_FULL_CM_S)
    }

    /// The strength, 0 to 1.
    pub fn value(self) -> f32 {
        self.0
    }

    /// The share of the volume the sound plays at: from 0.15 (the softest touch) to 1.
    pub fn loudness(self) -> f32 {
        QUIETEST + (1.0 - QUIETEST) * self.0
    }

    /// The pitch band of the synthesized sound to play.
    pub fn band(self) -> Band {
        if self.0 >= HARD_FROM {
            Band::Hard
        } else if self.0 >= FIRM_FROM {
            Band::Firm
        } else {
            Band::Soft
        }
    }
}

/// A struck sound's pitch band: each struck cue is synthesized once per band.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Band {
    /// A soft touch: lower and duller.
    Soft,
    /// The sound as designed.
    Firm,
    /// A hard strike: higher and sharper.
    Hard,
}

impl Band {
    /// Every band, softest first.
    pub const ALL: [Band; 3] = [Band::Soft, Band::Firm, Band::Hard];

    /// How much the band raises the sound's frequencies.
    pub fn pitch(self) -> f32 {
        match self {
            Band::Soft => 0.8,
            Band::Firm => 1.0,
            Band::Hard => 1.25,
        }
    }

    /// The band's name in test-mode log lines.
    pub fn name(self) -> &'static str {
        match self {
            Band::Soft => "soft",
            Band::Firm => "firm",
            Band::Hard => "hard",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Band, Strength};

    #[test]
    fn faster_is_louder_and_never_lower_in_pitch() {
        for of in [Strength::of_kick, Strength::of_contact] {
            let mut last = of(0.0);
            assert_eq!(last.band(), Band::Soft);
            for speed in (5..=500).step_by(5) {
                let now = of(speed as f32);
                assert!(now.value() >= last.value(), "{speed} cm/s");
                assert!(now.loudness() >= last.loudness(), "{speed} cm/s");
                assert!(now.band() >= last.band(), "{speed} cm/s");
                last = now;
            }
            assert_eq!(last, Strength::FULL);
            assert_eq!(last.band(), Band::Hard);
            assert!((last.loudness() - 1.0).abs() < 1e-6);
        }
        // A gentle flick (50 cm/s) is soft but audible; a hard one (200 cm/s) is firm.
        assert_eq!(Strength::of_kick(50.0).band(), Band::Soft);
        assert!(Strength::of_kick(50.0).loudness() > 0.4);
        assert_eq!(Strength::of_kick(200.0).band(), Band::Firm);
        assert_eq!(Strength::of_kick(f32::NAN), Strength::of_kick(0.0));
        let pitches: Vec<f32> = Band::ALL.iter().map(|b| b.pitch()).collect();
        assert!(pitches.windows(2).all(|w| w[0] < w[1]), "{pitches:?}");
    }
}
