//! The pointer clock: seconds since the pointer device was created, never going backwards.
//!
//! Every pointer event and every read of the device is stamped on this one clock, so the
//! stroke and velocity trackers compare times from one source. The raw readings come from
//! the platform (`std::time::Instant` natively, the page's `performance.now()` on the web);
//! this type only makes them relative and monotonic, and is pure so it can be tested.

/// Turns raw clock readings (seconds from any origin) into monotonic seconds since the first
/// finite reading.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MonotonicClock {
    origin: Option<f64>,
    latest: f64,
}

impl MonotonicClock {
    /// A clock that starts at its first finite reading.
    pub fn new() -> Self {
        Self::default()
    }

    /// A clock whose origin is another one's, so both give times on one scale (the
    /// device's reads and its events' receipt stamps, each monotonic on its own: an event
    /// may be handed over after a read it happened before).
    pub fn sharing_origin(other: &MonotonicClock) -> Self {
        Self {
            origin: other.origin,
            latest: 0.0,
        }
    }

    /// The time of a raw reading in seconds since the origin. A reading earlier than the
    /// latest one (a clock set back, a stamp taken before the last read) gives the latest
    /// time again; a NaN or infinite reading changes nothing and gives the latest time.
    /// Forward jumps are real time (a suspended app) and are kept: the trackers take them as
    /// pauses.
    pub fn at(&mut self, raw_s: f64) -> f64 {
        if !raw_s.is_finite() {
            return self.latest;
        }
        let origin = *self.origin.get_or_insert(raw_s);
        let t = raw_s - origin;
        if t.is_finite() && t > self.latest {
            self.latest = t;
        }
        self.latest
    }

    /// The latest time given, in seconds since the origin.
    pub fn latest(&self) -> f64 {
        self.latest
    }
}

#[cfg(test)]
mod tests {
    use super::MonotonicClock;

    #[test]
    fn readings_are_relative_to_the_first_one() {
        let mut clock = MonotonicClock::new();
        assert_eq!(clock.at(1.7e9), 0.0);
        assert!((clock.at(1.7e9 + 0.016) - 0.016).abs() < 1e-6);
    }

    #[test]
    fn a_clock_sharing_an_origin_reads_on_the_same_scale_on_its_own() {
        let mut reads = MonotonicClock::new();
        reads.at(50.0);
        reads.at(50.3);
        let mut stamps = MonotonicClock::sharing_origin(&reads);
        assert!((stamps.at(50.1) - 0.1).abs() < 1e-9);
        assert!((stamps.at(50.05) - 0.1).abs() < 1e-9);
        assert!((reads.latest() - 0.3).abs() < 1e-9);
    }

    #[test]
    fn a_clock_going_backwards_holds_its_latest_time() {
        let mut clock = MonotonicClock::new();
        clock.at(100.0);
        clock.at(100.5);
        assert_eq!(clock.at(99.0), 0.5);
        assert_eq!(clock.at(100.2), 0.5);
        assert_eq!(clock.at(100.75), 0.75);
    }

    #[test]
    fn garbage_readings_change_nothing_and_huge_jumps_are_kept() {
        let mut clock = MonotonicClock::new();
        assert_eq!(clock.at(f64::NAN), 0.0);
        clock.at(10.0);
        clock.at(10.25);
        for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            assert_eq!(clock.at(bad), 0.25);
        }
        assert_eq!(clock.at(10.0 + 3600.0), 3600.0);
        assert_eq!(clock.latest(), 3600.0);
    }
}
