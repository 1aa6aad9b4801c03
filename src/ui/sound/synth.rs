//! The game's sounds, synthesized in code at start-up: pure functions from a [`Cue`] and a
//! pitch [`Band`] to PCM samples and to the bytes of a WAV file that macroquad's audio can
//! load. A band scales a struck sound's frequencies (a hard kick is higher and sharper).
//!
//! Every sound is mono, 16-bit, [`SAMPLE_RATE`] Hz, normalised to [`PEAK`] of full scale so
//! that none clips. Noise comes from a fixed-seed xorshift generator: the same bytes every run.

use super::{Band, Cue};
use std::f32::consts::TAU;

/// Samples per second (the rate quad-snd mixes at, so nothing is resampled).
pub const SAMPLE_RATE: u32 = 44_100;
/// The loudest sample of every sound, as a share of full scale (headroom against clipping
/// when sounds overlap a little).
pub const PEAK: f32 = 0.8;
/// The size of a WAV header with one `fmt ` and one `data` chunk, in bytes.
pub const WAV_HEADER_BYTES: usize = 44;

impl Cue {
    /// How long the sound lasts, in seconds.
    pub fn duration_s(self) -> f32 {
        match self {
            Cue::Kick => 0.12,
            Cue::Rebound => 0.06,
            Cue::Board => 0.1,
            Cue::Post => 0.3,
            Cue::Net => 0.4,
            Cue::Whistle => 0.65,
            Cue::Crowd => 2.0,
            Cue::Dice => 0.35,
            Cue::HandOver => 0.5,
        }
    }
}

/// How many samples a cue's sound has.
pub fn sample_count(cue: Cue) -> usize {
    (cue.duration_s() * SAMPLE_RATE as f32).round() as usize
}

/// A tiny deterministic noise source (xorshift32), values in -1..1.
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// A one-pole low-pass filter: `cutoff` in Hz.
struct LowPass {
    alpha: f32,
    last: f32,
}

impl LowPass {
    fn new(cutoff: f32) -> Self {
        let dt = 1.0 / SAMPLE_RATE as f32;
        let rc = 1.0 / (TAU * cutoff);
        Self {
            alpha: dt / (rc + dt),
            last: 0.0,
        }
    }

    fn filter(&mut self, x: f32) -> f32 {
        self.last += self.alpha * (x - self.last);
        self.last
    }
}

/// The raw waveform of a cue in a band (any scale), one value per sample.
fn waveform(cue: Cue, band: Band) -> Vec<f32> {
    let n = sample_count(cue);
    let rate = SAMPLE_RATE as f32;
    let pitch = band.pitch();
    let mut noise = Noise(0x9e37_79b9);
    let mut phase = 0.0f32;
    let mut low = LowPass::new(match cue {
        Cue::Net => 2_500.0 * pitch,
        Cue::Board => 1_200.0 * pitch,
        Cue::Crowd => 900.0,
        _ => 4_000.0,
    });
    (0..n)
        .map(|i| {
            let t = i as f32 / rate;
            let left = (n - i) as f32 / rate;
            // A short fade-out so no sound ends on a click.
            let tail = (left / 0.01).min(1.0);
            let s = match cue {
                Cue::Kick => {
                    // A thump: a sine falling from 180 Hz to 60 Hz, with a click of noise
                    // (sharper for a harder kick).
                    let f = pitch * (60.0 + 120.0 * (-t * 30.0).exp());
                    phase += TAU * f / rate;
                    phase.sin() * (-t * 28.0).exp()
                        + noise.next() * 0.4 * pitch * (-t * 300.0).exp()
                }
                Cue::Rebound => {
                    // A wooden tock at 900 Hz.
                    phase += TAU * 900.0 * pitch / rate;
                    phase.sin() * (-t * 70.0).exp() + noise.next() * 0.2 * (-t * 400.0).exp()
                }
                Cue::Board => {
                    // A dull knock on a hollow board: 220 Hz under a burst of muffled noise.
                    phase += TAU * 220.0 * pitch / rate;
                    phase.sin() * (-t * 45.0).exp() + low.filter(noise.next()) * (-t * 60.0).exp()
                }
                Cue::Post => {
                    // A ring off the metal frame: two inharmonic partials dying slowly.
                    phase += TAU * 1_480.0 * pitch / rate;
                    let second = (phase * 2.76).sin() * 0.5 * (-t * 25.0).exp();
                    (phase.sin() * (-t * 12.0).exp() + second) * (t / 0.002).min(1.0)
                }
                Cue::Net => {
                    // A swish of filtered noise rising fast and dying away.
                    let envelope = (t / 0.02).min(1.0) * (-t * 8.0).exp();
                    low.filter(noise.next()) * envelope
                }
                Cue::Whistle => {
                    // A referee's pea whistle: 2.8 kHz trilled at 28 Hz.
                    phase += TAU * (2_800.0 + 60.0 * (TAU * 28.0 * t).sin()) / rate;
                    let trill = 0.75 + 0.25 * (TAU * 28.0 * t).sin();
                    let envelope = (t / 0.03).min(1.0);
                    phase.sin() * trill * envelope
                }
                Cue::Crowd => {
                    // A roar: low-passed noise swelling for half a second, then dying down.
                    let swell = (t / 0.5).min(1.0) * (-(t - 0.5).max(0.0) * 1.5).exp();
                    let murmur = 0.8 + 0.2 * (TAU * 3.0 * t).sin();
                    low.filter(noise.next()) * swell * murmur
                }
                Cue::Dice => {
                    // Four clacks at uneven gaps as the die tumbles.
                    let hit = [0.0f32, 0.09, 0.16, 0.27]
                        .iter()
                        .filter(|&&at| t >= at)
                        .map(|&at| (-(t - at) * 250.0).exp())
                        .fold(0.0f32, f32::max);
                    phase += TAU * 2_200.0 / rate;
                    (noise.next() * 0.6 + phase.sin() * 0.4) * hit
                }
                Cue::HandOver => {
                    // Two bell notes, a fifth apart (880 then 1320 Hz), each dying away.
                    let (f, from) = if t < 0.18 {
                        (880.0, 0.0)
                    } else {
                        (1_320.0, 0.18)
                    };
                    phase += TAU * f / rate;
                    phase.sin() * (-(t - from) * 9.0).exp() * ((t - from) / 0.005).min(1.0)
                }
            };
            s * tail
        })
        .collect()
}

/// The cue's sound in a band as 16-bit samples, normalised so the loudest is [`PEAK`] of
/// full scale (the loudness of a strike is the volume it is played at).
pub fn samples(cue: Cue, band: Band) -> Vec<i16> {
    let wave = waveform(cue, band);
    let loudest = wave.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    let gain = if loudest > 0.0 { PEAK / loudest } else { 0.0 };
    wave.iter()
        .map(|s| (s * gain * f32::from(i16::MAX)).round() as i16)
        .collect()
}

/// A mono 16-bit PCM WAV file holding `samples` at [`SAMPLE_RATE`].
pub fn wav(samples: &[i16]) -> Vec<u8> {
    const CHANNELS: u16 = 1;
    const BITS: u16 = 16;
    let block_align = CHANNELS * BITS / 8;
    let data_len = u32::try_from(samples.len() * usize::from(block_align)).unwrap_or(u32::MAX);
    let mut out = Vec::with_capacity(WAV_HEADER_BYTES + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&CHANNELS.to_le_bytes());
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * u32::from(block_align)).to_le_bytes());
    out.extend_from_slice(&block_align.to_le_bytes());
    out.extend_from_slice(&BITS.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    out
}

/// The cue's sound in a band as a WAV file.
pub fn cue_wav(cue: Cue, band: Band) -> Vec<u8> {
    wav(&samples(cue, band))
}

#[cfg(test)]
mod tests {
    use super::{Band, Cue, PEAK, SAMPLE_RATE, WAV_HEADER_BYTES, cue_wav, sample_count, samples};

    /// Every cue in every band it is synthesized in.
    fn voices() -> impl Iterator<Item = (Cue, Band)> {
        Cue::ALL
            .into_iter()
            .flat_map(|c| c.bands().iter().map(move |&b| (c, b)))
    }

    fn le_u32(bytes: &[u8], at: usize) -> u32 {
        u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
    }

    #[test]
    fn every_cue_is_a_wav_of_the_right_length() {
        for (cue, band) in voices() {
            let bytes = cue_wav(cue, band);
            let n = sample_count(cue);
            assert!(n > 1_000, "{cue:?} has only {n} samples");
            assert_eq!(bytes.len(), WAV_HEADER_BYTES + 2 * n, "{cue:?}");
            assert_eq!(&bytes[0..4], b"RIFF");
            assert_eq!(le_u32(&bytes, 4) as usize, bytes.len() - 8);
            assert_eq!(&bytes[8..16], b"WAVEfmt ");
            assert_eq!(le_u32(&bytes, 24), SAMPLE_RATE);
            assert_eq!(&bytes[36..40], b"data");
            assert_eq!(le_u32(&bytes, 40) as usize, 2 * n);
        }
    }

    #[test]
    fn every_cue_is_audible_and_does_not_clip() {
        for (cue, band) in voices() {
            let s = samples(cue, band);
            let full = f64::from(i16::MAX);
            let rms = (s.iter().map(|&x| f64::from(x).powi(2)).sum::<f64>() / s.len() as f64)
                .sqrt()
                / full;
            let peak = s.iter().map(|&x| i32::from(x).abs()).max().unwrap_or(0);
            assert!(rms > 0.02, "{cue:?} is too quiet: rms {rms:.4}");
            assert!(
                f64::from(peak) <= f64::from(PEAK) * full + 1.0,
                "{cue:?} peaks at {peak}"
            );
            assert!(f64::from(peak) > 0.7 * full, "{cue:?} peaks only at {peak}");
            // Ends quietly (the fade-out), so there is no click.
            let last = s.last().map_or(0, |&x| i32::from(x).abs());
            assert!(last < 500, "{cue:?} ends on {last}");
        }
    }

    #[test]
    fn sounds_are_the_same_every_run_and_differ_between_cues() {
        let firm = |cue| samples(cue, Band::Firm);
        assert_eq!(firm(Cue::Crowd), firm(Cue::Crowd));
        assert_ne!(firm(Cue::Kick)[..100], firm(Cue::Rebound)[..100]);
        assert_ne!(firm(Cue::Board)[..100], firm(Cue::Post)[..100]);
    }

    /// Sign changes in the sound's first `seconds`: twice its frequency, roughly.
    fn crossings(s: &[i16], seconds: f32) -> usize {
        let n = (seconds * SAMPLE_RATE as f32) as usize;
        s[..n.min(s.len())]
            .windows(2)
            .filter(|w| (w[0] >= 0) != (w[1] >= 0))
            .count()
    }

    #[test]
    fn a_harder_band_is_higher_in_pitch() {
        for (cue, seconds) in [(Cue::Kick, 0.1), (Cue::Rebound, 0.05), (Cue::Post, 0.2)] {
            let counts: Vec<usize> = Band::ALL
                .iter()
                .map(|&b| crossings(&samples(cue, b), seconds))
                .collect();
            assert!(
                counts.windows(2).all(|w| w[0] < w[1]),
                "{cue:?}: {counts:?}"
            );
        }
    }
}
