//! Test runs in French read every text the screens draw, the first time each is drawn, and
//! log the ones with English words in them (`untranslated`): what the catalogue misses at run
//! time, where `hexkick i18n-check` reads only the sources.

use crate::ui::fonts::{record_drawn_texts, take_new_texts};
use crate::ui::test_log::{Kind, Line};
use hexkick_i18n::{Lang, english_words, lang};
use hexkick_teams::shipped::shipped_teams;
use hexkick_teams::standard::standard_teams;
use std::collections::HashSet;

/// Reads the texts drawn on each frame of a test run.
pub struct ScreenWords {
    /// Words of the shipped teams' names and of the ready-made teams' players: data, not UI.
    names: HashSet<String>,
}

impl ScreenWords {
    /// Starts recording the texts drawn.
    pub fn start() -> Self {
        record_drawn_texts();
        let mut names = HashSet::new();
        // The standard teams' own names are shown translated ("Rouge standard"): only their
        // players' names are data.
        let standard = standard_teams().into_iter().map(|t| (t, false));
        for (team, named) in standard.chain(shipped_teams().into_iter().map(|t| (t, true))) {
            let mut texts: Vec<String> = team
                .players()
                .iter()
                .map(|p| p.name.as_str().to_string())
                .collect();
            if named {
                texts.push(team.name().as_str().to_string());
                texts.push(team.short_name().as_str().to_string());
            }
            for text in texts {
                names.extend(
                    text.split(|c: char| !c.is_alphabetic())
                        .map(str::to_lowercase),
                );
            }
        }
        Self { names }
    }

    /// After a frame of `screen`: in French, a `screen_texts` line counting the texts drawn
    /// for the first time, and an `untranslated` line for each with English words in it.
    pub fn after_frame(&mut self, screen: &str) {
        let new = take_new_texts();
        if new.is_empty() || lang() != Lang::Fr {
            return;
        }
        Line::new(Kind::ScreenTexts)
            .field("screen", screen)
            .field("new", new.len())
            .write();
        let known = |word: &str| self.names.contains(word);
        for text in &new {
            let english = english_words(text, &known);
            if !english.is_empty() {
                Line::new(Kind::Untranslated)
                    .field("screen", screen)
                    .field("words", english.join(","))
                    .text("text", text.replace('"', "'"))
                    .write();
            }
        }
    }
}
