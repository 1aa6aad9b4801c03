//! The ready-made teams shipped in `assets/teams/`, compiled into the game.

use super::standard::standard_teams;
use super::team::Team;
use super::template::import_json;

/// Each shipped team's file name and template text.
pub const SHIPPED_TEMPLATES: [(&str, &str); 7] = [
    (
        "harbour-rovers.json",
        include_str!("../../../assets/teams/harbour-rovers.json"),
    ),
    (
        "meadowbank-wanderers.json",
        include_str!("../../../assets/teams/meadowbank-wanderers.json"),
    ),
    (
        "ironbridge-athletic.json",
        include_str!("../../../assets/teams/ironbridge-athletic.json"),
    ),
    (
        "sunhaven-city.json",
        include_str!("../../../assets/teams/sunhaven-city.json"),
    ),
    (
        "northgate-albion.json",
        include_str!("../../../assets/teams/northgate-albion.json"),
    ),
    (
        "riverside-veterans.json",
        include_str!("../../../assets/teams/riverside-veterans.json"),
    ),
    (
        "cobbleton-rangers.json",
        include_str!("../../../assets/teams/cobbleton-rangers.json"),
    ),
];

/// The shipped teams, in the order above (tests prove every one imports).
pub fn shipped_teams() -> Vec<Team> {
    SHIPPED_TEMPLATES
        .iter()
        .filter_map(|(_, text)| import_json(text.as_bytes()).ok())
        .collect()
}

/// A ready-made team by its full name (any case): the shipped teams, then Standard Red and
/// Standard Blue.
pub fn find_ready_made(name: &str) -> Option<Team> {
    shipped_teams()
        .into_iter()
        .chain(standard_teams())
        .find(|t| t.name().as_str().eq_ignore_ascii_case(name))
}
