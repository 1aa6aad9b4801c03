//! Test-mode log lines of the match: commands and events as JSON, and where a saved match
//! stands (`commands=N digest=D`).

use crate::ui::test_log::Line;
use hexkick_table::Table;

/// A command as one line of JSON.
pub fn command_json(command: &hexkick_rules::command::Command) -> String {
    serde_json::to_string(command).unwrap_or_else(|_| "\"unprintable\"".to_string())
}

/// An event as one line of JSON.
pub fn event_json(event: &hexkick_rules::event::Event) -> String {
    serde_json::to_string(event).unwrap_or_else(|_| format!("\"{}\"", event.name()))
}

/// `line` with `commands=N digest=D` of a table's match added, for the `match_started`,
/// `match_resumed`, `saved_match` and `position` lines.
pub fn with_position(line: Line, table: &Table) -> Line {
    line.field("commands", table.commands())
        .field("digest", table.digest())
}
