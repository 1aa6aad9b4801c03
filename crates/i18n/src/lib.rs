//! The game's languages: English (the keys) and French (the 2024 rulebook's language).
//!
//! Every piece of player-facing text goes through [`tr`] (a fixed string) or [`trf`] (a
//! template with positional `{0}`, `{1}` placeholders). The English text is the key: with
//! French chosen, the French of that key is returned when the catalogue has it, else the
//! English. The words follow `docs/glossary.md` (drive, not dribble; CoD; throw-in ...).
//!
//! The language is process-wide: set once at startup ([`set_lang`]: `--lang`, the saved
//! setting, else the system or browser locale) and again by the settings screen. The rules
//! core never reads it; `play` and `ui` do.
//!
//! # Adding a string
//!
//! 1. Write the English in the code, as a literal, inside the call:
//!    `tr("New match")`, or `trf("{0} to play", &[name])` for text with parts filled in at
//!    run time (`{0}` is the first argument, `{1}` the second; the French may reorder them:
//!    `"à {0} de jouer"`). A literal kept in a table and translated later (`tr(label)`) is
//!    marked where it is written with [`tr_key`]: `tr_key("Teams")`.
//! 2. Add its French to the catalogue, `crates/i18n/src/fr.rs`: one line
//!    `("New match", "Nouveau match"),` in the section of your screen (sections are in any
//!    order; keep lines of a section alphabetical so merges rarely collide). The English must
//!    be byte for byte the literal in the code, and the French keeps every placeholder.
//!    Keep French short enough for its box (it is often 20-30% longer than the English).
//! 3. Run `hexkick i18n-check` (or `cargo-locked test --lib i18n`): it lists every string
//!    written in `tr(`, `trf(` or `tr_key(` in `src/` (the build script extracts them) and
//!    says which have no French; it exits non-zero when any is missing. The unit tests also
//!    catch a key given twice and a French that drops a placeholder.
//!
//! Only literals are extracted: never pass text built at run time (team names, numbers) to
//! [`tr`]; put it in a [`trf`] argument instead. Text for people only, never for machines:
//! `HEXKICK` test-log lines, save files and ids stay English.

mod catalogue;
mod english_words;
mod fr;
pub mod glossary;

pub use catalogue::{french_catalogue, has_french};
pub use english_words::english_words;

use serde::{Deserialize, Serialize};
use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

/// A language of the game's text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English (the keys).
    #[default]
    #[serde(rename = "en")]
    En,
    /// French.
    #[serde(rename = "fr")]
    Fr,
}

impl Lang {
    /// Every language, in the order the settings screen lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language of a code: "en" or "fr" (any case); `None` for any other.
    pub fn parse(code: &str) -> Option<Lang> {
        match code.trim().to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// The two-letter code: "en", "fr".
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself: "English", "Français".
    pub fn label(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    /// The language of a locale name: "fr_FR.UTF-8" (POSIX) or "fr-CA" (a browser's) is
    /// French; anything else ("C", "en_GB", "de", empty) is English.
    pub fn from_locale(locale: &str) -> Lang {
        let code: String = locale
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect();
        Lang::parse(&code).unwrap_or(Lang::En)
    }

    /// The language to start in: the one asked for on the command line or page address,
    /// else the one saved in the settings, else the system's or browser's `locale`.
    pub fn at_startup(asked: Option<Lang>, saved: Option<Lang>, locale: Option<&str>) -> Lang {
        asked
            .or(saved)
            .unwrap_or_else(|| locale.map_or(Lang::En, Lang::from_locale))
    }

    fn index(self) -> u8 {
        match self {
            Lang::En => 0,
            Lang::Fr => 1,
        }
    }

    fn from_index(i: u8) -> Lang {
        if i == 1 { Lang::Fr } else { Lang::En }
    }
}

/// No thread-local override (see [`with_lang`]).
const NO_OVERRIDE: u8 = u8::MAX;

static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static OVERRIDE: Cell<u8> = const { Cell::new(NO_OVERRIDE) };
}

/// Sets the process-wide language (startup and the settings screen).
pub fn set_lang(lang: Lang) {
    CURRENT.store(lang.index(), Ordering::Relaxed);
}

/// The language text is shown in now (on this thread).
pub fn lang() -> Lang {
    let local = OVERRIDE.with(Cell::get);
    if local == NO_OVERRIDE {
        Lang::from_index(CURRENT.load(Ordering::Relaxed))
    } else {
        Lang::from_index(local)
    }
}

/// Runs `f` with text in `lang` on this thread only, whatever the process-wide language: for
/// tests (which run in parallel) and tools that need one language's text.
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(u8);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|c| c.replace(lang.index())));
    f()
}

/// The text of `en` in the current language: its French when French is chosen and the
/// catalogue has it, else `en` itself. A cheap lookup (no allocation).
pub fn tr(en: &'static str) -> &'static str {
    match lang() {
        Lang::En => en,
        Lang::Fr => catalogue::french(en).unwrap_or(en),
    }
}

/// Marks a literal kept in a table for translation later with [`tr`] (the build script
/// extracts it); returns it unchanged.
pub const fn tr_key(en: &'static str) -> &'static str {
    en
}

/// The template `template` in the current language with `{0}`, `{1}`, ... replaced by
/// `args[0]`, `args[1]`, ...: `trf("{0} to play", &["Blue"])`. A placeholder with no
/// argument is left as written; `{{` and `}}` are not special.
pub fn trf(template: &'static str, args: &[&str]) -> String {
    fill(tr(template), args)
}

/// `template` with its positional placeholders filled from `args`.
fn fill(template: &str, args: &[&str]) -> String {
    let mut out =
        String::with_capacity(template.len() + args.iter().map(|a| a.len()).sum::<usize>());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let filled = after.find('}').and_then(|close| {
            let index: usize = after[..close].parse().ok()?;
            Some((args.get(index)?, close))
        });
        match filled {
            Some((arg, close)) => {
                out.push_str(arg);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholder numbers a template uses, sorted and without repeats.
#[cfg(test)]
fn placeholders(template: &str) -> Vec<usize> {
    let mut found: Vec<usize> = template
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}')?.0.parse().ok())
        .collect();
    found.sort_unstable();
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_locales_name_the_language() {
        assert_eq!(Lang::parse("fr"), Some(Lang::Fr));
        assert_eq!(Lang::parse(" EN "), Some(Lang::En));
        assert_eq!(Lang::parse("de"), None);
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Lang::Fr);
        assert_eq!(Lang::from_locale("fr-CA"), Lang::Fr);
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("C"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
        assert_eq!(Lang::Fr.label(), "Français");
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        let fr = Some(Lang::Fr);
        assert_eq!(
            Lang::at_startup(Some(Lang::En), fr, Some("fr_FR")),
            Lang::En
        );
        assert_eq!(Lang::at_startup(None, fr, Some("en_GB")), Lang::Fr);
        assert_eq!(Lang::at_startup(None, None, Some("fr-BE")), Lang::Fr);
        assert_eq!(Lang::at_startup(None, None, None), Lang::En);
    }

    #[test]
    fn english_is_the_key_and_french_comes_from_the_catalogue() {
        with_lang(Lang::En, || assert_eq!(tr("Settings"), "Settings"));
        with_lang(Lang::Fr, || {
            assert_eq!(tr("Settings"), "Réglages");
            assert_eq!(
                tr("no such text in the catalogue"),
                "no such text in the catalogue"
            );
        });
    }

    #[test]
    fn with_lang_is_undone_after_its_closure() {
        let outside = lang();
        with_lang(Lang::Fr, || {
            assert_eq!(lang(), Lang::Fr);
            with_lang(Lang::En, || assert_eq!(lang(), Lang::En));
            assert_eq!(lang(), Lang::Fr);
        });
        assert_eq!(lang(), outside);
    }

    #[test]
    fn placeholders_are_filled_in_any_order() {
        assert_eq!(fill("{0} to play", &["Blue"]), "Blue to play");
        assert_eq!(fill("{1} after {0}", &["a", "b"]), "b after a");
        assert_eq!(fill("{0}{0}", &["x"]), "xx");
        assert_eq!(fill("{2} {x} {", &["a"]), "{2} {x} {");
        assert_eq!(fill("é {0} ç", &["à"]), "é à ç");
        assert_eq!(placeholders("{1} and {0} or {1}"), vec![0, 1]);
        with_lang(Lang::Fr, || {
            assert_eq!(
                trf("Not saved, used until you quit: {0}", &["disk full"]),
                "Non enregistré, utilisé jusqu'à la fermeture : disk full"
            );
        });
    }
}
