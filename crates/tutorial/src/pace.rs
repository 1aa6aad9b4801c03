//! How long the tutorial takes a newcomer, estimated from what the scripted solutions show
//! and ask for: every word the player reads on the way (the lesson titles, each step's
//! instruction, each verdict's explanation) at a slow reading pace, and every action at a
//! newcomer's pace, each flick tried twice (a miss, then the retry's words and the hit).
//! `hexkick tutorial --check` prints it; the bar is under 10 minutes.

use super::LessonReport;
use super::lessons::Move;

/// A newcomer reading instructions while looking at the board: words a minute (a slow
/// reader of plain text reads 200-250).
pub const READING_WORDS_PER_MINUTE: f32 = 150.0;
/// A newcomer's drag or tap, from reading the instruction to letting go, seconds.
pub const ACTION_S: f32 = 10.0;
/// A newcomer's flick (aiming, judging the strength), seconds.
pub const FLICK_S: f32 = 15.0;
/// Words of the retry message read after a missed flick.
pub const RETRY_WORDS: usize = 20;

/// The estimate and what it is made of.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pace {
    /// Words read on the way through every lesson.
    pub words: usize,
    /// Drags and taps.
    pub actions: usize,
    /// Flicks (each counted twice: a miss and the hit).
    pub flicks: usize,
}

impl Pace {
    /// The newcomer's time, minutes.
    pub fn minutes(&self) -> f32 {
        let reading = (self.words + self.flicks * RETRY_WORDS) as f32 / READING_WORDS_PER_MINUTE;
        let acting = self.actions as f32 * ACTION_S + self.flicks as f32 * 2.0 * FLICK_S;
        reading + acting / 60.0
    }
}

impl std::fmt::Display for Pace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "a newcomer's time: about {:.1} min ({} words read at {} a minute, {} drags and taps \
             at {} s, {} flicks at {} s each tried twice)",
            self.minutes(),
            self.words,
            READING_WORDS_PER_MINUTE,
            self.actions,
            ACTION_S,
            self.flicks,
            FLICK_S
        )
    }
}

fn words(text: &str) -> usize {
    text.split_whitespace().count()
}

/// What a newcomer reads and does on the way through the lessons whose scripted solutions
/// `reports` played ([`super::check_all`]).
pub fn estimate(reports: &[LessonReport]) -> Pace {
    let mut pace = Pace {
        words: 0,
        actions: 0,
        flicks: 0,
    };
    for (lesson, report) in super::lessons().iter().zip(reports) {
        pace.words += words(lesson.title);
        for step in &lesson.steps {
            pace.words += words(step.instruction);
            for m in step.solution {
                match m {
                    Move::Flick(..) => pace.flicks += 1,
                    Move::Drop(..) | Move::Tap(_) => pace.actions += 1,
                }
            }
        }
        pace.words += report.explanations.iter().map(|e| words(e)).sum::<usize>();
    }
    pace
}

#[cfg(test)]
mod tests {
    use super::estimate;

    #[test]
    fn the_whole_tutorial_takes_a_newcomer_under_ten_minutes() {
        let reports = crate::check_all();
        assert!(reports.iter().all(|r| r.passed), "{reports:?}");
        let pace = estimate(&reports);
        assert!(pace.words > 300 && pace.flicks >= 5, "{pace}");
        assert!(pace.minutes() < 10.0, "{pace}");
    }
}
