//! What a resumed match shows of its past: the event log's lines and which commands are final
//! (undo reaches back only past moves of the phase being played). Both come from replaying the
//! record through the rules, the same way the match was played, so nothing more is saved.

use super::narrate::Narrator;
use super::setup::MatchSetup;
use super::stats::MatchStats;
use hexkick_record::MatchLog;
use hexkick_rules::command::Command;
use hexkick_rules::event::Event;
use hexkick_rules::state::{MatchState, Phase};

/// What identifies the phase being played: a command that changes it is final.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PhaseMark {
    phase: Phase,
    to_play: hexkick_rules::squad::Side,
    pending: bool,
}

impl PhaseMark {
    /// The mark of the position `state`.
    pub(super) fn of(state: &MatchState) -> PhaseMark {
        PhaseMark {
            phase: state.phase(),
            to_play: state.to_play(),
            pending: state.pending().is_some(),
        }
    }
}

/// Whether `command`, which gave `events` and took the match from phase mark `before` to
/// `after`, is final: only moves, placements and substitutions that did nothing but move and
/// stayed in their phase may be taken back (a move that gained the ball or was marked told
/// the coaches something and stands).
pub(super) fn is_final(
    command: &Command,
    events: &[Event],
    before: PhaseMark,
    after: PhaseMark,
) -> bool {
    let undoable = matches!(
        command,
        Command::Move { .. } | Command::Place { .. } | Command::Substitute { .. }
    );
    let only_moves = events.iter().filter(|e| e.is_told()).all(|e| {
        matches!(
            e,
            Event::Move { .. } | Event::Place { .. } | Event::Substitution { .. }
        )
    });
    !undoable || !only_moves || before != after
}

/// A resumed match's past, as the screen had it.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Recap {
    /// The event log's lines, oldest first.
    pub lines: Vec<String>,
    /// Commands up to this count are final.
    pub undo_floor: usize,
    /// The match's figures so far.
    pub stats: MatchStats,
}

/// Replays `record` (which the session has already replayed and checked) from its recorded
/// start, narrating each command's events as the match screen did, marking the final
/// commands and counting the figures. A record that does not replay gives what was gathered
/// before the refused command.
pub(super) fn recap(record: &MatchLog, setup: &MatchSetup) -> Recap {
    let mut recap = Recap::default();
    let Ok(mut history) = record.history() else {
        return recap;
    };
    loop {
        let before = PhaseMark::of(history.state());
        let Some(Ok(step)) = history.next() else {
            break;
        };
        recap
            .lines
            .extend(Narrator::new(&step.state, setup).log_lines(&step.events));
        step.events.iter().for_each(|e| recap.stats.add(e));
        if is_final(
            step.command,
            &step.events,
            before,
            PhaseMark::of(&step.state),
        ) {
            recap.undo_floor = step.index + 1;
        }
    }
    recap
}
