//! The glossary's banned words (`docs/glossary.md`): terms a player must never meet because
//! the rulebooks say them otherwise. The tests search every UI string for them; the words on
//! the declaration and style buttons (Drive, never Dribble; Throw at a throw-in, never Header)
//! are tested in `play::words`; the search over every UI string is a test of
//! `hexkick i18n-check` (the tools crate), which has them all.

/// English words or phrases banned from the UI, each with the glossary's word for it. Matched
/// case-insensitively at word boundaries.
pub const BANNED_EN: [(&str, &str); 14] = [
    ("goalie", "goalkeeper"),
    ("slide tackle", "sliding tackle"),
    ("line-up", "positioning"),
    ("lineup", "positioning"),
    ("booked", "cautioned (yellow card)"),
    ("restarting", "counter-attack"),
    ("instant pass", "one-touch pass"),
    ("instant shot", "one-touch shot"),
    ("instant cross", "one-touch cross"),
    ("six-yard", "goal box"),
    ("goal-kick", "goal kick"),
    ("corner kick", "corner"),
    ("penalty kick", "penalty"),
    ("OK, shoot", "the defence gives its OK"),
];

/// French words banned from the catalogue's French, each with the glossary's word.
pub const BANNED_FR: [(&str, &str); 5] = [
    ("conduite", "balle au pied (avancée balle au pied)"),
    ("goal", "gardien"),
    ("bâton", "tige"),
    ("hexagone", "case"),
    ("calcul des distances", "CdD (Calcul de la Distance)"),
];

/// Whether `text` has `word` (case-insensitive) with no letter on either side.
pub fn has_word(text: &str, word: &str) -> bool {
    let text = text.to_lowercase();
    let word = word.to_lowercase();
    let letter = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    text.match_indices(&word).any(|(at, _)| {
        !letter(text[..at].chars().next_back()) && !letter(text[at + word.len()..].chars().next())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_match_at_their_boundaries_only() {
        assert!(has_word("The goalie saves", "goalie"));
        assert!(!has_word("goalies", "goalie"));
        assert!(has_word("Blue: Booked!", "booked"));
        assert!(!has_word("goal kick", "goal-kick"));
    }
}
