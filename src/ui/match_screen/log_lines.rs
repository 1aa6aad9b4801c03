//! Test-mode log lines of the match: commands and events as JSON, and where a saved match
//! stands (`commands=N digest=D`).

use crate::play::Table;

/// A command as one line of JSON.
pub fn command_json(command: &crate::core::command::Command) -> String {
    serde_json::to_string(command).unwrap_or_else(|_| "\"unprintable\"".to_string())
}

/// An event as one line of JSON.
pub fn event_json(event: &crate::core::event::Event) -> String {
    serde_json::to_string(event).unwrap_or_else(|_| format!("\"{}\"", event.name()))
}

/// `commands=N digest=D` of a table's match, for the `match_started`, `match_resumed` and
/// `position` lines.
pub fn position_fields(table: &Table) -> String {
    let session = table.session();
    format!(
        "commands={} digest={}",
        session.commands(),
        session.digest()
    )
}
