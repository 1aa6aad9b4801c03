//! The French catalogue ([`super::fr::FR`]) as a map built once, looked up by English key.

use std::collections::HashMap;
use std::sync::OnceLock;

/// The catalogue's map, English to French, built on first use.
fn map() -> &'static HashMap<&'static str, &'static str> {
    static MAP: OnceLock<HashMap<&'static str, &'static str>> = OnceLock::new();
    MAP.get_or_init(|| super::fr::FR.iter().copied().collect())
}

/// The French of `en`, when the catalogue has it.
pub(super) fn french(en: &str) -> Option<&'static str> {
    map().get(en).copied()
}

/// Every (English, French) pair of the catalogue, in the catalogue's order.
pub fn french_catalogue() -> &'static [(&'static str, &'static str)] {
    super::fr::FR
}

/// Whether the catalogue has French for `en`.
pub fn has_french(en: &str) -> bool {
    french(en).is_some()
}

#[cfg(test)]
mod tests {
    use super::super::{fr::FR, placeholders};
    use std::collections::HashSet;

    #[test]
    fn every_key_is_given_once() {
        let mut seen = HashSet::new();
        let twice: Vec<&str> = FR
            .iter()
            .map(|(en, _)| *en)
            .filter(|en| !seen.insert(*en))
            .collect();
        assert!(
            twice.is_empty(),
            "given twice in crates/i18n/src/fr.rs: {twice:?}"
        );
    }

    #[test]
    fn every_french_keeps_the_placeholders_of_its_english() {
        let broken: Vec<(&str, &str)> = FR
            .iter()
            .copied()
            .filter(|(en, fr)| fr.trim().is_empty() || placeholders(en) != placeholders(fr))
            .collect();
        assert!(
            broken.is_empty(),
            "French that loses or adds a placeholder: {broken:?}"
        );
    }
}
