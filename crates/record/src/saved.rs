//! The record as a save: the match slot holds the record itself, so a saved match is also a
//! replayable log, and its schema steps live beside its shape.

use crate::MatchLog;
use hexkick_storage::{Migration, MigrationError, Versioned};

/// The record is saved as the AI's match log, so a saved match is also a replayable log.
/// `MatchLog` refuses unknown fields: a change to its shape (or to `Command`'s) needs a
/// migration step here, or saved matches of the previous build will be kept aside unread.
impl Versioned for MatchLog {
    const MIGRATIONS: &'static [Migration] = &[record_v1_to_v2, record_v2_to_v3];
}

/// Schema 3 added the optional `flicks` field (log format 2): a schema 2 record reads as it
/// is, without flicks. Like [`record_v1_to_v2`], it lets an older build name a newer save.
fn record_v2_to_v3(record: serde_json::Value) -> Result<serde_json::Value, MigrationError> {
    record_v1_to_v2(record)
}

/// Schema 2 added the optional `table` field (names, colours, play options): a schema 1
/// record reads as it is, without it. The step exists so an older build meeting a schema 2
/// record says it comes from a newer hexkick instead of calling it damaged.
fn record_v1_to_v2(record: serde_json::Value) -> Result<serde_json::Value, MigrationError> {
    if record.is_object() {
        Ok(record)
    } else {
        Err(MigrationError::new("the saved match is not a JSON object"))
    }
}
