//! Every word the competition screens show, in one place (for the French catalogue).

use crate::core::competition::{AbsenceReason, Format};

/// The create form's title.
pub const NEW_COMPETITION: &str = "New competition";
/// Row labels.
pub const FORMAT: &str = "Format";
/// Row label.
pub const TEAMS: &str = "Teams";
/// Row label.
pub const EDITION: &str = "Edition";
/// Row label.
pub const LEVEL: &str = "Level";
/// Row label.
pub const LENGTH: &str = "Length";
/// Row label.
pub const ENTRY: &str = "Entry";
/// Row label.
pub const TEAM: &str = "Team";
/// Row label.
pub const COACH: &str = "Coach";
/// The formats.
pub const FORMATS: [&str; 3] = ["League", "Home and away", "Cup"];
/// The levels.
pub const LEVELS: [&str; 3] = ["Base", "Complete", "Tournament"];
/// The lengths.
pub const LENGTHS: [&str; 2] = ["Full", "Quick"];
/// The coaches.
pub const COACHES: [&str; 4] = ["Person", "AI easy", "AI normal", "AI hard"];
/// Buttons.
pub const BACK: &str = "Back";
/// Button.
pub const CREATE: &str = "Create";
/// Button.
pub const NEW: &str = "New";
/// Button: play the next match at the table.
pub const PLAY: &str = "Play";
/// Button: simulate the next AI-vs-AI match.
pub const SIMULATE: &str = "Simulate";
/// Tabs.
pub const TABS: [&str; 4] = ["Fixtures", "Table", "Scorers", "Cards"];
/// A team index that is not on the list.
pub const NO_TEAM: &str = "pick a team for every entry";
/// The table's header.
pub const TABLE_HEAD: &str = "P  W  D  L  GF GA Pts";
/// Nothing in a tab yet.
pub const NOTHING_YET: &str = "Nothing yet.";
/// The competition is over.
pub const OVER: &str = "The competition is over.";
/// Nobody misses the next match.
pub const NOBODY_MISSES: &str = "Nobody misses this match.";
/// The match at the table has not come back yet.
pub const IN_PLAY: &str = "This match is being played: continue it from the title screen.";

/// "League of 4", "Cup of 8".
pub fn competition_name(format: Format, count: usize) -> String {
    let shape = match format {
        Format::League => FORMATS[0],
        Format::HomeAndAway => FORMATS[1],
        Format::Cup => FORMATS[2],
    };
    format!("{shape} of {count}")
}

/// "2 of 4".
pub fn entry(slot: usize, count: usize) -> String {
    format!("{} of {count}", slot + 1)
}

/// "Round 2: Reds v Blues".
pub fn fixture(round: u8, home: &str, away: &str) -> String {
    format!("Round {round}: {home} v {away}")
}

/// "Reds 2-1 Blues (shootout 4-3)".
pub fn result(home: &str, goals: [u8; 2], away: &str, shootout: Option<[u8; 2]>) -> String {
    let shootout = shootout
        .map(|[h, a]| format!(" (shootout {h}-{a})"))
        .unwrap_or_default();
    format!("{home} {}-{} {away}{shootout}", goals[0], goals[1])
}

/// "Reds #9 Rossi, suspended: misses this match".
pub fn missing(team: &str, number: u8, name: &str, reason: AbsenceReason) -> String {
    let why = match reason {
        AbsenceReason::Suspended => "suspended (sent off)",
        AbsenceReason::SeriouslyInjured => "seriously injured",
    };
    format!("{team} #{number} {name}, {why}: misses this match")
}

/// "Winner: Reds".
pub fn winner(team: &str) -> String {
    format!("Winner: {team}")
}
