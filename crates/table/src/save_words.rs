//! Saves that could not be read, written or resumed, in the player's language: each
//! [`StorageNotice`], [`SaveError`] and [`ResumeProblem`] said with `tr`/`trf` (their English
//! `Display` stays for logs and the command line). The title screen, the settings, the studio,
//! the competitions and the match screen show these words.

use hexkick_i18n::{tr, tr_key, trf};
use hexkick_session::ResumeProblem;
use hexkick_storage::{
    Generation, Reason, Recovery, SaveError, Slot, StorageNotice, StoreError, StoreErrorKind,
    StoreOp,
};
use hexkick_teams::advice::capitalised;

/// How a player names the data of `slot` ("your saved match").
pub fn slot_words(slot: Slot) -> &'static str {
    match slot {
        Slot::Settings => tr("your settings"),
        Slot::Teams => tr("your teams"),
        Slot::Match => tr("your saved match"),
        Slot::Competitions => tr("your competition records"),
        Slot::NewMatch => tr("your last new-match choices"),
        Slot::Replays => tr("your kept replays"),
        Slot::Practice => tr("your flick practice bests"),
    }
}

/// What the game does when neither copy of `slot` can be read, as a sentence.
fn fresh_start_words(slot: Slot) -> &'static str {
    match slot {
        Slot::Settings => tr("The default settings are used."),
        Slot::Teams => tr("The built-in teams are used."),
        Slot::Match => tr("A new match can be started."),
        Slot::Competitions => tr("Competition records start empty."),
        Slot::NewMatch => tr("The new-match screen starts from its defaults."),
        Slot::Replays => tr("The list of replays starts empty."),
        Slot::Practice => tr("Flick practice starts with no bests."),
    }
}

/// A size for people, in the current language: "16.0 MB", "16,0 Mo".
fn megabytes(bytes: u64) -> String {
    let tenths = (bytes as f64 / 104_857.6).round() as u64;
    trf(
        "{0}.{1} MB",
        &[&(tenths / 10).to_string(), &(tenths % 10).to_string()],
    )
}

/// Why one copy of a save could not be used, in words.
pub fn reason_words(reason: &Reason) -> String {
    let n = |v: &u32| v.to_string();
    match reason {
        Reason::Empty => tr("the file is empty").into(),
        Reason::CutShort => tr("the file was cut short").into(),
        Reason::Damaged => tr("the file is damaged").into(),
        Reason::NotASave => tr("the file is not a hexkick save").into(),
        Reason::OtherSlot(key) => trf("the file holds another save (\"{0}\")", &[key]),
        Reason::TooBig { size, limit } => trf(
            "the file is too big: {0}, and a save is at most {1}",
            &[&megabytes(*size), &megabytes(*limit)],
        ),
        Reason::Newer { found, supported } => trf(
            "it was written by a newer version of hexkick (save version {0}; this one reads up to {1})",
            &[&n(found), &n(supported)],
        ),
        Reason::DoesNotFit(_) => tr("its contents do not fit this version of hexkick").into(),
        Reason::DoesNotReplay(_) => tr("its moves do not replay in this version of hexkick").into(),
        Reason::CannotOpen(err) => store_error_words(err),
    }
}

/// A backend failure in words.
pub fn store_error_words(err: &StoreError) -> String {
    let place = err.place.as_str();
    let read = err.op == StoreOp::Read;
    let template = match &err.kind {
        StoreErrorKind::TooBig { size, limit } => {
            return trf(
                "{0} is too big ({1}; a save is at most {2})",
                &[place, &megabytes(*size), &megabytes(*limit)],
            );
        }
        StoreErrorKind::NotAllowed if read => {
            tr_key("hexkick is not allowed to read {0} (it is read-only or locked)")
        }
        StoreErrorKind::NotAllowed => {
            tr_key("hexkick is not allowed to write to {0} (it is read-only or locked)")
        }
        StoreErrorKind::ReadOnlyDisk => tr_key("the disk holding {0} is read-only"),
        StoreErrorKind::Full if read => tr_key("there is no room left to read {0}"),
        StoreErrorKind::Full => tr_key("there is no room left to write to {0}"),
        StoreErrorKind::NoSaveFolder => {
            tr_key("no folder for saves was found on this device ({0})")
        }
        StoreErrorKind::NotAFolder => tr_key(
            "the save folder {0} is a file, not a folder (move the file away, or set HEXKICK_DATA_DIR to another folder)",
        ),
        StoreErrorKind::NotAFile => tr_key("{0} is not a plain file; it was not opened"),
        StoreErrorKind::FolderInUse => {
            tr_key("the save folder {0} is in use by another copy of hexkick")
        }
        StoreErrorKind::Other(_) if read => tr_key("could not read {0}"),
        StoreErrorKind::Other(_) => tr_key("could not write to {0}"),
    };
    trf(template, &[place])
}

/// Why a save did not happen, in words ("the disk holding /saves is read-only").
pub fn why_not_saved(err: &SaveError) -> String {
    match err {
        SaveError::Store { cause, .. } => store_error_words(cause),
        SaveError::Encode { .. } => tr("it could not be encoded").into(),
    }
}

/// The save that did not happen, in words: what, why, and that nothing is lost.
pub fn save_error_words(err: &SaveError) -> String {
    let (SaveError::Store { slot, .. } | SaveError::Encode { slot, .. }) = err;
    let (slot, why) = (*slot, why_not_saved(err));
    capitalised(&trf(
        "{0} could not be saved: {1}. Nothing is lost: the game goes on and will try to save again.",
        &[slot_words(slot), &why],
    ))
}

/// The notice about a save that could not be read, in words: each copy, why, where it was
/// kept, and what the game did instead.
pub fn notice_words(notice: &StorageNotice) -> String {
    let words = slot_words(notice.slot);
    let mut said = Vec::new();
    for (i, problem) in notice.problems.iter().enumerate() {
        let why = reason_words(&problem.reason);
        let resumed = matches!(problem.reason, Reason::DoesNotReplay(_));
        said.push(match (problem.generation, i, resumed) {
            (Generation::Latest, _, false) => {
                capitalised(&trf("{0} could not be read ({1}).", &[words, &why]))
            }
            (Generation::Latest, _, true) => {
                capitalised(&trf("{0} could not be resumed ({1}).", &[words, &why]))
            }
            (Generation::Backup, 0, false) => {
                trf("The backup of {0} could not be read ({1}).", &[words, &why])
            }
            (Generation::Backup, 0, true) => trf(
                "The backup of {0} could not be resumed ({1}).",
                &[words, &why],
            ),
            (Generation::Backup, _, false) => trf("Its backup could not be read ({0}).", &[&why]),
            (Generation::Backup, _, true) => trf("Its backup could not be resumed ({0}).", &[&why]),
        });
        match &problem.kept_as {
            Some(kept) => said.push(trf("It was kept as {0}.", &[kept])),
            None if problem.reason.quarantines() => {
                said.push(tr("It was left where it was.").into());
            }
            None => {}
        }
    }
    said.push(recovery_words(notice.recovery, notice.slot).into());
    said.join(" ")
}

/// What the game did after the problems with `slot`, as a sentence.
fn recovery_words(recovery: Recovery, slot: Slot) -> &'static str {
    match recovery {
        Recovery::PreviousSaveLoaded => tr("The previous save was loaded."),
        Recovery::FreshStart => fresh_start_words(slot),
        Recovery::SavingGoesOn => tr("Saving went on as usual."),
    }
}

/// Why the saved match could not be resumed, in words. A match that does not replay is said
/// plainly; the technical detail (which command, which digest) stays in its English `Display`.
pub fn resume_words(problem: &ResumeProblem) -> String {
    match problem {
        ResumeProblem::Storage(notice) => notice_words(notice),
        ResumeProblem::DoesNotReplay {
            kept_as, recovery, ..
        } => {
            let mut said: Vec<String> = vec![tr(
                "Your saved match could not be resumed (its moves do not replay in this version of hexkick).",
            )
            .into()];
            if let Some(kept) = kept_as {
                said.push(trf("It was kept as {0}.", &[kept]));
            }
            said.push(recovery_words(*recovery, Slot::Match).into());
            said.join(" ")
        }
    }
}

/// Saves that could not be opened at all, in words (they are kept in memory until the game
/// quits).
pub fn no_saves_words(err: &StoreError) -> String {
    trf(
        "Saves are not available ({0}): nothing is kept after you quit.",
        &[&store_error_words(err)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_i18n::{Lang, glossary::has_word, with_lang};
    use hexkick_storage::Problem;

    /// English words that no French notice should keep.
    const ENGLISH: [&str; 19] = [
        "the", "is", "not", "could", "be", "read", "file", "save", "saved", "was", "kept", "as",
        "your", "loaded", "previous", "backup", "of", "and", "it",
    ];

    fn english_left(french: &str) -> Vec<&'static str> {
        (ENGLISH.iter().copied())
            .filter(|w| has_word(french, w))
            .collect()
    }

    fn every_reason() -> Vec<Reason> {
        let locked = StoreError::new(StoreErrorKind::NotAllowed, "/d/m", StoreOp::Read);
        vec![
            Reason::Empty,
            Reason::CutShort,
            Reason::Damaged,
            Reason::NotASave,
            Reason::OtherSlot("teams".into()),
            Reason::TooBig {
                size: 40 << 20,
                limit: 16 << 20,
            },
            Reason::Newer {
                found: 9,
                supported: 3,
            },
            Reason::DoesNotFit("missing field `home`".into()),
            Reason::DoesNotReplay("command 3 of 9 was refused".into()),
            Reason::CannotOpen(locked),
        ]
    }

    #[test]
    fn every_notice_is_said_in_french_with_no_english_left() {
        for slot in Slot::ALL {
            for reason in every_reason() {
                for recovery in [
                    Recovery::PreviousSaveLoaded,
                    Recovery::FreshStart,
                    Recovery::SavingGoesOn,
                ] {
                    let kept_as = reason.quarantines().then(|| "/d/x.corrupt-1".to_string());
                    let notice = StorageNotice {
                        slot,
                        problems: vec![
                            Problem {
                                generation: Generation::Latest,
                                reason: reason.clone(),
                                kept_as: kept_as.clone(),
                            },
                            Problem {
                                generation: Generation::Backup,
                                reason: reason.clone(),
                                kept_as: None,
                            },
                        ],
                        recovery,
                    };
                    let english = notice.to_string();
                    let french = with_lang(Lang::Fr, || notice_words(&notice));
                    assert!(french != english, "{english}");
                    let left = english_left(&french);
                    assert!(left.is_empty(), "{french}\nkeeps English {left:?}");
                }
            }
        }
    }

    #[test]
    fn in_english_a_notice_reads_as_its_display() {
        let notice = StorageNotice {
            slot: Slot::Match,
            problems: vec![Problem {
                generation: Generation::Latest,
                reason: Reason::CutShort,
                kept_as: Some("/d/match.save.corrupt-1".into()),
            }],
            recovery: Recovery::PreviousSaveLoaded,
        };
        assert_eq!(
            with_lang(Lang::En, || notice_words(&notice)),
            notice.to_string()
        );
    }

    #[test]
    fn a_failed_save_and_a_match_that_does_not_replay_are_said_in_french() {
        let kinds = [
            StoreErrorKind::NotAllowed,
            StoreErrorKind::ReadOnlyDisk,
            StoreErrorKind::Full,
            StoreErrorKind::NoSaveFolder,
            StoreErrorKind::NotAFolder,
            StoreErrorKind::NotAFile,
            StoreErrorKind::FolderInUse,
            StoreErrorKind::Other("Input/output error".into()),
        ];
        for kind in kinds {
            let cause = StoreError::new(kind, "/d", StoreOp::Write);
            let failed = SaveError::Store {
                slot: Slot::Match,
                cause: cause.clone(),
            };
            for french in [
                with_lang(Lang::Fr, || save_error_words(&failed)),
                with_lang(Lang::Fr, || no_saves_words(&cause)),
            ] {
                let left = english_left(&french);
                assert!(left.is_empty(), "{french}\nkeeps English {left:?}");
            }
        }
        let problem = ResumeProblem::DoesNotReplay {
            reason: "command 3 of 9 was refused: the ball is not there".into(),
            kept_as: Some("/d/m.bad-1".into()),
            recovery: Recovery::FreshStart,
        };
        let french = with_lang(Lang::Fr, || resume_words(&problem));
        assert!(french.starts_with("Votre match"), "{french}");
        let left = english_left(&french);
        assert!(left.is_empty(), "{french}\nkeeps English {left:?}");
    }

    #[test]
    fn a_replay_that_does_not_open_and_a_taken_team_name_are_said_in_french() {
        use crate::replay::refused_words;
        use hexkick_record::ReplayError;
        use hexkick_teams::library::{LibraryError, TeamId};
        let mut said: Vec<String> = [
            ReplayError::Format { found: 99 },
            ReplayError::Format { found: 0 },
            ReplayError::StrayFlick { index: 3 },
        ]
        .iter()
        .map(|e| with_lang(Lang::Fr, || refused_words(e).to_string()))
        .collect();
        said.extend(
            [
                LibraryError::NameTaken("Les Bleus".into()),
                LibraryError::NoSuchTeam(TeamId(7)),
            ]
            .iter()
            .map(|e| with_lang(Lang::Fr, || e.in_words())),
        );
        for french in said {
            let left = english_left(&french);
            assert!(left.is_empty(), "{french}\nkeeps English {left:?}");
        }
    }
}
