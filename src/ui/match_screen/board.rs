//! The match as the screen shows it: the table's position when the screen opened, moved on
//! only by the events the table hands over, each command's batch applied when it is shown
//! (a kick's when its ball comes to rest). The screen never compares two states: what it
//! animates and draws is what the events say.

use hexkick_rules::event::Event;
use hexkick_rules::state::MatchState;

/// The shown match.
pub(super) struct ShownBoard {
    state: MatchState,
    /// A kick the table took is in flight: its events wait for the ball to rest.
    waiting: bool,
}

impl ShownBoard {
    /// The board as the table stands.
    pub fn new(table_state: &MatchState) -> Self {
        Self {
            state: table_state.clone(),
            waiting: false,
        }
    }

    /// The match as shown.
    pub fn state(&self) -> &MatchState {
        &self.state
    }

    /// A kick was struck: the board stays as it is until its events are shown.
    pub fn wait_for_the_ball(&mut self) {
        self.waiting = true;
    }

    /// Whether a kick's events are still waiting for its ball.
    pub fn is_waiting(&self) -> bool {
        self.waiting
    }

    /// Shows a command's events: each is applied to the board, in order.
    pub fn show(&mut self, events: &[Event]) {
        self.waiting = false;
        events.iter().for_each(|e| self.state.apply(e));
    }

    /// A move taken back: the table rebuilt its match from its record (a take-back is no
    /// event), so the board starts again from the table's position.
    pub fn taken_back(&mut self, table_state: &MatchState) {
        *self = Self::new(table_state);
    }
}
