//! English left on a French screen: the words of a drawn text that belong to the game's
//! English and never to its French.
//!
//! `hexkick i18n-check` reads the sources; this reads what is drawn, so it also finds text
//! built at run time (`format!`, a side's name, a copied team's name) that never went through
//! [`crate::tr`]. A word is English here when the English of the catalogue uses it and none of
//! the catalogue's French does ("play", "copy", "substitutes"); words both languages share
//! ("match", "corner", "simulation") and names the catalogue never uses (teams, players) are
//! left alone.

use crate::catalogue::french_catalogue;
use std::collections::HashSet;
use std::sync::OnceLock;

/// The English-only words of the catalogue: in some English key, in no French text.
fn english_only() -> &'static HashSet<String> {
    static WORDS: OnceLock<HashSet<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let french: HashSet<String> = (french_catalogue().iter())
            .flat_map(|(_, fr)| words(fr))
            .collect();
        (french_catalogue().iter())
            .flat_map(|(en, _)| words(en))
            .filter(|w| !french.contains(w))
            .collect()
    })
}

/// The words of `text`, lower case: runs of letters (accented ones too) at least two long;
/// placeholders (`{0}`), numbers, cells (`E7`), ordinals (`1st`) and a team's three-letter
/// code (`RED`) are not words.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    let code = |w: &str| w.chars().count() <= 3 && w.chars().all(char::is_uppercase);
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .flat_map(|w| w.split('\''))
        .filter(move |w| w.chars().count() >= 2 && w.chars().all(char::is_alphabetic) && !code(w))
        .map(str::to_lowercase)
}

/// The English-only words of a text drawn on a French screen, in order, each once; `known`
/// names words that are data, not UI (a team's or a player's name, typed by a player).
pub fn english_words(text: &str, known: &dyn Fn(&str) -> bool) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for word in words(text) {
        if english_only().contains(&word) && !known(&word) && !found.contains(&word) {
            found.push(word);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::english_words;

    fn nothing_known(_: &str) -> bool {
        false
    }

    #[test]
    fn english_left_on_a_french_screen_is_found() {
        assert_eq!(
            english_words("Blue to play", &nothing_known),
            ["blue", "to", "play"]
        );
        assert_eq!(
            english_words("Harbour Rovers copy", &nothing_known),
            ["copy"]
        );
        assert_eq!(
            english_words("Substitutes (5 left)", &nothing_known),
            ["substitutes", "left"]
        );
    }

    #[test]
    fn french_names_and_numbers_pass() {
        for text in [
            "Rouge 0 - 0 Bleu",
            "Au tour de Bleu",
            "Ballon en E7",
            "12'",
            "1st",
            "Rouge standard  (RED, 2024)",
            "Harbour Rovers",
            "Simulation",
            "Nouveau match",
        ] {
            assert!(
                english_words(text, &nothing_known).is_empty(),
                "{text}: {:?}",
                english_words(text, &nothing_known)
            );
        }
    }

    #[test]
    fn words_known_as_data_pass() {
        let players = |w: &str| w == "copy";
        assert!(english_words("Copy", &players).is_empty());
    }
}
