//! The choices a coach makes before the command they lead to: the declaration and style of
//! the next flick, the goalkeeper's cell for a declared shot, the bench panel and the bench
//! player picked to come on. The table keeps them valid for the position after every change.

use hexkick_rules::command::Command;
use hexkick_rules::command::Declaration;
use hexkick_rules::legal;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::{MatchState, Pending, Phase};

/// What the coach has chosen so far for the next flick and the bench.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Draft {
    /// The declaration of the next flick.
    pub declare: Option<Declaration>,
    /// The style of the next flick.
    pub style: Option<KickStyle>,
    /// The goalkeeper's cell for the declared shot (dragged there).
    pub keeper_cell: Option<Cell>,
    /// The bench panel is open.
    pub bench_open: bool,
    /// The bench player picked to come on.
    pub coming_on: Option<PlayerId>,
}

impl Draft {
    /// Keeps the draft valid for `state`: a declaration that is open, a style it allows
    /// (the first open declaration and its first style by default).
    pub fn fit(&mut self, state: &MatchState) {
        let open = legal::open_declarations(state);
        if let Some(Pending::ShotReady { shooter }) = state.pending() {
            let dribble = self.declare == Some(Declaration::Drive)
                && hexkick_rules::duel::keeper_dribble_open(state, *shooter);
            if !dribble {
                self.declare = Some(Declaration::Shot);
            }
        } else if let Some(Pending::CrossReady { .. }) = state.pending() {
            self.declare = Some(Declaration::Cross);
        } else if !self.declare.is_some_and(|d| open.contains(&d)) {
            self.declare = open.first().copied();
        }
        let styles = match (state.holder(), self.declare) {
            (Some(by), Some(d)) => legal::kick_styles(state, by, d),
            _ => Vec::new(),
        };
        if !self.style.is_some_and(|s| styles.contains(&s)) {
            self.style = styles.first().copied();
        }
        if !matches!(state.pending(), Some(Pending::KeeperSetup { .. })) {
            self.keeper_cell = None;
        }
        if !substitutions_open(state) {
            self.bench_open = false;
            self.coming_on = None;
        }
    }
}

/// Whether the acting side may substitute now (during re-positioning and throw-ins).
pub fn substitutions_open(state: &MatchState) -> bool {
    matches!(state.phase(), Phase::Positioning { .. } | Phase::ThrowIn)
        && legal::commands(state)
            .iter()
            .any(|c| matches!(c, Command::Substitute { .. }))
}
