//! The glossary's banned words (`docs/glossary.md`): terms a player must never meet because
//! the rulebooks say them otherwise. The tests search every UI string for them; the words on
//! the declaration and style buttons (Drive, never Dribble; Throw at a throw-in, never Header)
//! are tested in `play::words`.

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
    use std::path::Path;

    /// Every string literal of the Rust files under `dir` that reads like prose (has a space),
    /// with where it is; comment lines and test modules' files (`tests.rs`) are skipped.
    fn prose_literals(dir: &Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                prose_literals(&path, out);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs")
                || path.file_name().is_some_and(|n| n == "tests.rs")
            {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            // Stop at the file's unit tests: their literals are test data.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (n, line) in code.lines().enumerate() {
                if line.trim_start().starts_with("//") {
                    continue;
                }
                for (i, part) in line.split('"').enumerate() {
                    if i % 2 == 1 && part.contains(' ') {
                        out.push((part.to_string(), format!("{}:{}", path.display(), n + 1)));
                    }
                }
            }
        }
    }

    #[test]
    fn no_ui_string_uses_a_banned_synonym() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut strings: Vec<(String, String)> = super::super::ui_strings()
            .iter()
            .map(|(t, at)| (t.to_string(), at.to_string()))
            .collect();
        prose_literals(&root.join("src/ui"), &mut strings);
        prose_literals(&root.join("src/play"), &mut strings);
        assert!(strings.len() > 100, "the UI strings were found");
        let mut found = Vec::new();
        for (text, at) in &strings {
            for (banned, instead) in BANNED_EN {
                if has_word(text, banned) {
                    found.push(format!(
                        "{at}: \"{text}\" says \"{banned}\": say \"{instead}\""
                    ));
                }
            }
        }
        for (en, fr) in super::super::fr::FR {
            for (banned, instead) in BANNED_FR {
                if has_word(fr, banned) {
                    found.push(format!(
                        "fr.rs: \"{en}\" → \"{fr}\" says \"{banned}\": say \"{instead}\""
                    ));
                }
            }
        }
        assert!(
            found.is_empty(),
            "banned words (docs/glossary.md):\n{}",
            found.join("\n")
        );
    }

    #[test]
    fn words_match_at_their_boundaries_only() {
        assert!(has_word("The goalie saves", "goalie"));
        assert!(!has_word("goalies", "goalie"));
        assert!(has_word("Blue: Booked!", "booked"));
        assert!(!has_word("goal kick", "goal-kick"));
    }
}
