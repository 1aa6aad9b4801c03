//! Resuming the saved match: load the record, check its squads as an import is checked
//! ([`super::validate`]), replay every command through the rules, and check the replay gives the events the record describes. A record that does not replay is
//! moved aside (kept, never deleted) and the player is told in plain words.

use std::fmt;

use super::MatchSession;
use hexkick_record::MatchLog;
use hexkick_rules::history::Refused;
use hexkick_rules::state::SetupError;
use hexkick_storage::{LoadError, Problem, Reason, Recovery, Saves, Slot, StorageNotice, Store};

/// Why the saved match could not be resumed as it was saved. Show it with `to_string()`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResumeProblem {
    /// A saved copy could not be read (cut short, damaged, newer hexkick, ...).
    Storage(StorageNotice),
    /// A copy was read but its commands do not replay to the events it recorded.
    DoesNotReplay {
        /// What went wrong, e.g. "command 12 of 40 was refused: ...".
        reason: String,
        /// Where the copy was moved to, if it could be moved.
        kept_as: Option<String>,
        /// Whether the save before it was resumed instead.
        recovery: Recovery,
    },
}

impl fmt::Display for ResumeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResumeProblem::Storage(notice) => notice.fmt(f),
            ResumeProblem::DoesNotReplay {
                reason,
                kept_as,
                recovery,
            } => {
                write!(f, "Your saved match could not be resumed ({reason}). ")?;
                if let Some(kept) = kept_as {
                    write!(f, "It was kept as {kept}. ")?;
                }
                match recovery {
                    Recovery::PreviousSaveLoaded => write!(f, "The previous save was loaded."),
                    Recovery::FreshStart => write!(f, "A new match can be started."),
                    Recovery::SavingGoesOn => write!(f, "Saving went on as usual."),
                }
            }
        }
    }
}

/// What to tell the player about the copies in `problems` (nothing when there are none): a
/// copy that did not replay, alone, in its own words; otherwise every copy in turn.
fn told(problems: Vec<Problem>, recovery: Recovery) -> Option<ResumeProblem> {
    match problems.as_slice() {
        [] => None,
        [
            Problem {
                reason: Reason::DoesNotReplay(reason),
                kept_as,
                ..
            },
        ] => Some(ResumeProblem::DoesNotReplay {
            reason: reason.clone(),
            kept_as: kept_as.clone(),
            recovery,
        }),
        _ => Some(ResumeProblem::Storage(StorageNotice {
            slot: Slot::Match,
            problems,
            recovery,
        })),
    }
}

/// Why a record's match could not be rebuilt.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayStop {
    /// Its squads and rules do not set up a match.
    Setup(SetupError),
    /// The rules refused one of its commands.
    Refused(Refused),
}

/// What resuming found: the saved match (a [`MatchSession`], or the table that seats it), or
/// the saves handed back to start a new one; either way what to tell the player (`N`: a
/// [`ResumeProblem`] here, the player's words at the table). The one resume type.
pub enum Resume<M, S: Store = Box<dyn Store>, N = ResumeProblem> {
    /// The saved match, rebuilt command by command; `notice` is set when the latest copy
    /// could not be used and the one before it was resumed.
    Resumed {
        /// The match, exactly as it stood after its last saved command (boxed: it is large).
        game: Box<M>,
        /// What to tell the player, if anything was lost.
        notice: Option<N>,
    },
    /// No match to continue: start a new one with these saves. `notice` is set when a saved
    /// match existed but could not be used.
    Fresh {
        /// The saves, handed back.
        saves: Saves<S>,
        /// What to tell the player, if a saved match was lost.
        notice: Option<N>,
    },
}

impl<S: Store> MatchSession<S> {
    /// Loads the saved match (latest copy, else the backup) and replays it. Never panics: a
    /// copy that cannot be read or does not replay is moved aside, and the notice names every
    /// copy moved aside.
    pub fn resume(mut saves: Saves<S>) -> Resume<MatchSession<S>, S> {
        // Each copy that could not be used, latest first.
        let mut problems: Vec<Problem> = Vec::new();
        // At most two copies exist: a copy that fails is moved aside, so the next load reads
        // the other one.
        for _ in 0..2 {
            let loaded = match saves.load::<MatchLog>(Slot::Match) {
                Ok(loaded) => loaded,
                Err(LoadError::NothingSaved) => break,
                Err(LoadError::Unreadable(storage)) => {
                    problems.extend(storage.problems);
                    break;
                }
            };
            problems.extend(loaded.notice.into_iter().flat_map(|n| n.problems));
            match Self::replayed(&loaded.value, saves) {
                Ok(session) => {
                    return Resume::Resumed {
                        game: Box::new(session),
                        notice: told(problems, Recovery::PreviousSaveLoaded),
                    };
                }
                Err((reason, mut back)) => {
                    let kept_as = back.store_mut().quarantine(Slot::Match, loaded.from).ok();
                    problems.push(Problem {
                        generation: loaded.from,
                        reason: Reason::DoesNotReplay(reason),
                        kept_as,
                    });
                    saves = back;
                }
            }
        }
        let notice = told(problems, Recovery::FreshStart);
        Resume::Fresh { saves, notice }
    }

    /// A session where the first `upto` commands of `log` leave its match, folded from its
    /// recorded start (the replay viewer's jumps; resuming, with every command). Nothing is
    /// saved here.
    pub fn replayed_to(
        log: &MatchLog,
        upto: usize,
        saves: Saves<S>,
    ) -> Result<Self, (ReplayStop, Saves<S>)> {
        let state = match log.kick_off() {
            Ok(state) => state,
            Err(e) => return Err((ReplayStop::Setup(e), saves)),
        };
        let mut session = Self::at_kick_off(state.clone(), log.clone(), saves);
        session.record.commands.clone_from(&log.commands);
        session.record.flicks.clone_from(&log.flicks);
        match session.replay_from(state, upto) {
            Ok(()) => Ok(session),
            Err(refused) => Err((ReplayStop::Refused(refused), session.saves)),
        }
    }

    /// Replays `log` onto a new session, checking it ends where the log says.
    fn replayed(log: &MatchLog, saves: Saves<S>) -> Result<Self, (String, Saves<S>)> {
        if let Err(reason) = hexkick_record::check_format(log.format) {
            return Err((reason.to_string(), saves));
        }
        if let Err(why) = super::validate::check_squads(log.rules, &log.home, &log.away) {
            return Err((why.to_string(), saves));
        }
        let total = log.commands.len();
        let session = match Self::replayed_to(log, total, saves) {
            Ok(session) => session,
            Err((ReplayStop::Setup(e), saves)) => {
                return Err((format!("its teams do not fit the rules: {}", e.0), saves));
            }
            Err((ReplayStop::Refused(refused), saves)) => {
                let at = refused.index + 1;
                let reason = format!("command {at} of {total} was refused: {}", refused.error);
                return Err((reason, saves));
            }
        };
        let same = session.record.result == log.result
            && session.record.events == log.events
            && session.record.digest == log.digest;
        if !same {
            let reason = format!(
                "its commands give {} events (digest {}), it recorded {} (digest {})",
                session.record.events, session.record.digest, log.events, log.digest
            );
            return Err((reason, session.saves));
        }
        // Every kick is run again from its flick (format 1 saves carry none: they are read
        // as before, checked by the rules alone).
        if log.format > 1
            && let Err(why) = hexkick_record::verify(log)
        {
            return Err((why.to_string(), session.saves));
        }
        Ok(session)
    }
}
