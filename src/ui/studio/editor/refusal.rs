//! Why an edit was refused, in the player's words.

use hexkick_i18n::{tr, trf};
use hexkick_teams::template::ImportError;
use std::fmt;

/// Why an action did nothing; the message is for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub String);

impl From<hexkick_teams::text::TextError> for Refusal {
    fn from(e: hexkick_teams::text::TextError) -> Self {
        Refusal(hexkick_teams::problem::Problem::Text(e).in_words())
    }
}

impl From<hexkick_teams::library::LibraryError> for Refusal {
    fn from(e: hexkick_teams::library::LibraryError) -> Self {
        Refusal(e.in_words())
    }
}

impl From<hexkick_rules::roster::StickerError> for Refusal {
    fn from(e: hexkick_rules::roster::StickerError) -> Self {
        Refusal(hexkick_teams::advice::capitalised(
            &hexkick_teams::problem::Problem::Sticker(e).in_words(),
        ))
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<ImportError> for Refusal {
    fn from(e: ImportError) -> Self {
        Refusal(trf("Not imported: {0}", &[&e.in_words()]))
    }
}

/// The open team is gone.
pub(super) fn no_team() -> Refusal {
    Refusal(tr("That team is no longer there").into())
}

/// No ready-made team to start from.
pub(super) fn no_template() -> Refusal {
    Refusal(tr("No ready-made team to start from").into())
}

/// "Player 3: ..." for a refused change of the n-th player's sticker.
pub(super) fn player_refusal(i: usize, e: impl fmt::Display) -> Refusal {
    Refusal(trf(
        "Player {0}: {1}",
        &[&(i + 1).to_string(), &e.to_string()],
    ))
}
