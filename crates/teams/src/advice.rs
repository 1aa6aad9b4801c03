//! What is wrong with a team, in plain words for the studio: each problem names the player
//! ("Blue 7") and says what to do ("add 17 points of skills to reach 34"), never a template
//! path such as `players[3].sticker` (the [`FieldError`]'s own `Display`, for template files,
//! keeps the path).

use super::strip::Tone;
use super::team::{FieldError, TeamDraft};
use hexkick_i18n::{tr, trf};
use hexkick_rules::roster::{BUDGET_2024, MAX_SHIRT_NUMBER, RosterViolation, SQUAD_SIZE};
use std::fmt;

/// A [`FieldError`] in plain words (see [`FieldError::in_words`]).
pub struct InWords<'a> {
    error: &'a FieldError,
    draft: &'a TeamDraft,
    focus: Option<usize>,
}

impl FieldError {
    /// The problem in plain words for the team `draft`: the player named as the match names
    /// him ("Blue 7", from the team's short name and his number) and what to do. A problem
    /// of the whole roster (the budget) is said to the player being edited, `focus`, if any.
    pub fn in_words<'a>(&'a self, draft: &'a TeamDraft, focus: Option<usize>) -> InWords<'a> {
        InWords {
            error: self,
            draft,
            focus,
        }
    }
}

impl InWords<'_> {
    /// "Blue 7": the player at `at` in the roster.
    fn who(&self, at: usize) -> String {
        match self.draft.players.get(at) {
            Some(p) => format!("{} {}", self.draft.short_name, p.number.0),
            None => trf("Player {0}", &[&(at + 1).to_string()]),
        }
    }

    /// "Blue 7: " for the player being edited, or nothing.
    fn to_focus(&self) -> String {
        self.focus
            .map(|i| format!("{}: ", self.who(i)))
            .unwrap_or_default()
    }
}

impl fmt::Display for InWords<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(violation) = &self.error.violation else {
            return match self.error.field.as_str() {
                "away" | "home" => f.write_str(&strips_words(self.draft)),
                _ => match &self.error.problem {
                    Some(problem) => f.write_str(&capitalised(&problem.in_words())),
                    None => f.write_str(&capitalised(&self.error.message)),
                },
            };
        };
        let text = match violation {
            RosterViolation::Budget { total, required } if total < required => trf(
                "{0}add {1} points of skills to reach {2} (the stickers total {3})",
                &[
                    &self.to_focus(),
                    &(required - total).to_string(),
                    &required.to_string(),
                    &total.to_string(),
                ],
            ),
            RosterViolation::Budget { total, required } => trf(
                "{0}take {1} points of skills off to come down to {2} (the stickers total {3})",
                &[
                    &self.to_focus(),
                    &(total - required).to_string(),
                    &required.to_string(),
                    &total.to_string(),
                ],
            ),
            RosterViolation::DuplicateSticker {
                at, first, letters, ..
            } => trf(
                "{0}: same sticker ({1}) as {2}; change a skill so every player differs",
                &[&self.who(*at), letters, first],
            ),
            RosterViolation::DuplicateNumber { at, first, .. } => trf(
                "{0}: {1} wears this number already; pick another one",
                &[&self.who(*at), first],
            ),
            RosterViolation::ShirtNumberRange { at, .. } => trf(
                "{0}: pick a shirt number from 1 to {1}",
                &[&self.who(*at), &MAX_SHIRT_NUMBER.to_string()],
            ),
            RosterViolation::WrongEdition { at, expected, .. } => trf(
                "{0}: this sticker is not a {1} sticker; tap the team's edition to convert it",
                &[&self.who(*at), expected],
            ),
            RosterViolation::SquadSize { count } => trf(
                "The team has {0} players; it needs {1} (11 on the pitch, 5 on the bench)",
                &[&count.to_string(), &SQUAD_SIZE.to_string()],
            ),
            RosterViolation::NotStandard { .. } => trf(
                "BASE matches use the standard squad; this team plays COMPLETE matches (budget {0})",
                &[&BUDGET_2024.to_string()],
            ),
        };
        f.write_str(&text)
    }
}

/// At most this many stickers changed, a team still reads as a standard BASE squad being
/// edited (one edit changes one sticker; a swap of two players' stickers changes none).
const EDITED_BASE_STICKERS: usize = 2;

/// What the studio says when a 2024 team that was the standard BASE squad no longer is: it
/// has become a COMPLETE team, and how to make it one. `None` when `draft` is still the
/// standard squad, is far from it (a team of its own) or is not a 2024 team.
pub fn became_complete(draft: &TeamDraft) -> Option<String> {
    let off = draft.stickers_off_standard()?;
    if off == 0 || off > EDITED_BASE_STICKERS {
        return None;
    }
    let total = draft.roster_report().total;
    let how = match total.cmp(&BUDGET_2024) {
        std::cmp::Ordering::Less => trf(
            "add {0} points of skills to reach it",
            &[&(BUDGET_2024 - total).to_string()],
        ),
        std::cmp::Ordering::Greater => trf(
            "take {0} points of skills off to come down to it",
            &[&(total - BUDGET_2024).to_string()],
        ),
        std::cmp::Ordering::Equal => tr("the total is right").to_string(),
    };
    Some(trf(
        "Changed from the standard BASE squad, this is now a COMPLETE team: its 16 stickers must all differ and total exactly {0} (now {1}: {2}). It plays COMPLETE and TOURNAMENT matches.",
        &[&BUDGET_2024.to_string(), &total.to_string(), &how],
    ))
}

/// Both strips of the same tone, in words ("UNIFORME": one dark, one light).
fn strips_words(draft: &TeamDraft) -> String {
    if draft.home.tone() == Tone::Dark {
        tr("Strips: both strips are dark; a team needs one dark and one light strip").to_string()
    } else {
        tr("Strips: both strips are light; a team needs one dark and one light strip").to_string()
    }
}

/// `text` with a capital first letter.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standard::StandardTeam;
    use crate::team::Team;
    use hexkick_rules::roster::{Sticker, Sticker2024};
    use hexkick_rules::squad::Skill;

    fn standard_blue() -> TeamDraft {
        StandardTeam::Blue.team().expect("valid").to_draft()
    }

    fn words(draft: &TeamDraft, focus: Option<usize>) -> Vec<String> {
        let errors = Team::new(draft.clone()).expect_err("invalid");
        errors
            .iter()
            .map(|e| e.in_words(draft, focus).to_string())
            .collect()
    }

    #[test]
    fn validator_messages_name_the_player_and_say_what_to_do_without_field_paths() {
        let mut draft = standard_blue();
        // Two players share a number; one sticker is emptied of value.
        let seventh = draft.players[6].number;
        draft.players[7].number = seventh;
        let said = words(&draft, Some(6));
        let short = draft.short_name.to_string();
        for line in &said {
            assert!(!line.contains("players["), "{line}");
            assert!(
                !line.contains(".sticker") && !line.contains(".number"),
                "{line}"
            );
        }
        assert!(
            said.iter()
                .any(|l| l.starts_with(&format!("{short} {}: ", seventh.0))
                    && l.contains("pick another one")),
            "{said:?}"
        );
    }

    #[test]
    fn a_short_budget_says_how_many_points_to_add_to_whom() {
        let mut draft = standard_blue();
        draft.players[6].sticker =
            Sticker::Edition2024(Sticker2024::new(vec![Skill::Grey]).expect("a sticker"));
        let total = draft.roster_report().total;
        let said = words(&draft, Some(6));
        let short = draft.short_name.to_string();
        let number = draft.players[6].number.0;
        assert!(total < BUDGET_2024, "{total}");
        let expected = format!(
            "{short} {number}: add {} points of skills to reach {BUDGET_2024}",
            BUDGET_2024 - total
        );
        assert!(said.iter().any(|l| l.starts_with(&expected)), "{said:?}");
        let note = became_complete(&draft).expect("no longer the standard squad");
        assert!(
            note.contains("COMPLETE team") && note.contains("34"),
            "{note}"
        );
        assert_eq!(became_complete(&standard_blue()), None);
    }
}
