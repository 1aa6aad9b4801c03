//! Where a watched match's next action comes from: a match log ([`hexkick_table::replay::Rerun`],
//! command after command, with skips and a highlights reel) or the AI of both sides (the
//! table's AI job, thought on a worker thread like a person's match).

use crate::ui::match_screen::{MatchScreen, ai_turn};
use crate::ui::test_log::{Kind, Line};
use crate::ui::thinker::Thinker;
use hexkick_table::replay::{Moment, MomentKind, Rerun};
use hexkick_table::{Action, AiMove};

/// How many commands before a highlight the reel starts (the shot's declaration, the
/// keeper's set-up).
const LEAD_IN: usize = 3;

/// A replay: the log and the next command to play.
pub struct ReplaySource {
    /// The checked log.
    pub rerun: Rerun,
    /// The next command to play.
    pub next: usize,
    /// The highlights reel being played, if any.
    pub reel: Option<Reel>,
}

/// The highlights reel: its moments and the one playing.
pub struct Reel {
    /// The moments, in order.
    pub moments: Vec<Moment>,
    /// The moment playing.
    pub at: usize,
}

impl Reel {
    /// The first command to show of moment `at` (a few before it, not before the previous
    /// moment's end).
    pub fn start_of(&self, at: usize) -> Option<usize> {
        let m = self.moments.get(at)?;
        let floor = at
            .checked_sub(1)
            .and_then(|p| self.moments.get(p))
            .map_or(0, |p| p.command + 1);
        Some(m.command.saturating_sub(LEAD_IN).max(floor))
    }
}

impl ReplaySource {
    /// The next action of the log, moving on; `None` at its end (or, in the reel, at the
    /// end of the moment playing: the caller jumps to the next).
    pub fn take(&mut self) -> Option<Action> {
        if let Some(reel) = &self.reel {
            let end = reel.moments.get(reel.at)?.command;
            if self.next > end {
                return None;
            }
        }
        let action = self.rerun.action(self.next)?;
        self.next += 1;
        Some(action)
    }

    /// Where the next moment of `kinds` starts, from the next command on.
    pub fn next_of(&self, kinds: &[MomentKind]) -> Option<Moment> {
        self.rerun.next_moment(self.next, kinds)
    }
}

/// A spectator's match: both sides' AI.
#[derive(Default)]
pub struct SpectateSource {
    thinker: Thinker<AiMove>,
    /// The finished match was kept among the replays.
    pub kept: bool,
}

impl SpectateSource {
    /// The AI's action once it has decided (it starts thinking when asked and idle).
    pub fn take(&mut self, game: &MatchScreen) -> Option<Action> {
        if self.thinker.is_idle()
            && let Some(job) = game.table().ai_job()
        {
            let place = ai_turn::think(&mut self.thinker, game.table(), job);
            Line::new(Kind::AiThinking)
                .field("side", game.state().acting_side().name())
                .field("in", place.name())
                .write();
        }
        self.thinker.poll().map(|decided| decided.action)
    }
}

#[cfg(test)]
mod tests {
    use super::{LEAD_IN, Moment, MomentKind, Reel};

    #[test]
    fn a_highlight_starts_a_few_commands_before_its_moment_but_after_the_last_one() {
        let at = |command, kind| Moment { command, kind };
        let reel = Reel {
            moments: vec![
                at(1, MomentKind::Shot),
                at(40, MomentKind::Goal),
                at(42, MomentKind::Card),
            ],
            at: 0,
        };
        assert_eq!(reel.start_of(0), Some(0));
        assert_eq!(reel.start_of(1), Some(40 - LEAD_IN));
        assert_eq!(
            reel.start_of(2),
            Some(41),
            "not back into the goal before it"
        );
        assert_eq!(reel.start_of(3), None);
    }
}
