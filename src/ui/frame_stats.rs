//! Frame-time figures for the `--bench-frames` run.

/// Summary of a run of frame times.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FrameStats {
    /// Number of frames measured.
    pub frames: usize,
    /// Mean frame time, in milliseconds.
    pub mean_ms: f64,
    /// 95th-percentile frame time, in milliseconds.
    pub p95_ms: f64,
    /// Worst frame time, in milliseconds.
    pub max_ms: f64,
}

impl FrameStats {
    /// Figures for frame times given in seconds; non-finite or negative times are ignored.
    /// `None` when no valid time is left.
    pub fn from_seconds(times: &[f64]) -> Option<FrameStats> {
        let mut ms: Vec<f64> = times
            .iter()
            .filter(|t| t.is_finite() && **t >= 0.0)
            .map(|t| t * 1000.0)
            .collect();
        if ms.is_empty() {
            return None;
        }
        hexkick_rules::short_sort::sort_by(&mut ms, f64::total_cmp);
        let frames = ms.len();
        let mean_ms = ms.iter().sum::<f64>() / frames as f64;
        let p95_index = ((frames as f64 * 0.95).ceil() as usize).clamp(1, frames) - 1;
        Some(FrameStats {
            frames,
            mean_ms,
            p95_ms: ms[p95_index],
            max_ms: ms[frames - 1],
        })
    }

    /// Frames per second at the mean frame time.
    pub fn fps(&self) -> f64 {
        if self.mean_ms > 0.0 {
            1000.0 / self.mean_ms
        } else {
            f64::INFINITY
        }
    }
}

#[cfg(test)]
mod tests {
    use super::FrameStats;

    #[test]
    fn mean_p95_and_fps_of_known_frames() {
        let mut times = vec![0.010; 95];
        times.extend([0.050; 5]);
        let s = FrameStats::from_seconds(&times).expect("figures");
        assert_eq!(s.frames, 100);
        assert!((s.mean_ms - 12.0).abs() < 1e-9);
        assert!((s.p95_ms - 10.0).abs() < 1e-9);
        assert!((s.max_ms - 50.0).abs() < 1e-9);
        assert!((s.fps() - 83.333).abs() < 0.01);
    }

    #[test]
    fn garbage_times_are_ignored() {
        assert_eq!(FrameStats::from_seconds(&[]), None);
        assert_eq!(FrameStats::from_seconds(&[f64::NAN, -1.0]), None);
        let s = FrameStats::from_seconds(&[f64::INFINITY, 0.02]).expect("one frame");
        assert_eq!(s.frames, 1);
    }
}
