//! The two standard teams of the box, red and blue (Classic "STRIP": "two standard teams: Red
//! against Blue"). Both play the rules core's standard BASE squad (2024 BASE, "RÈGLES DE
//! BASE": the squad is the same for everybody); only names and strips differ.

use super::colour::Rgb;
use super::strip::{Badge, BadgeShape, Pattern, Strip};
use super::team::{FieldError, Team, TeamDraft, TeamPlayer};
use super::text::{Initials, PlayerName, ShortName, Sponsor, TeamName};
use hexkick_rules::roster::{Sticker, Sticker2024};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::{Squad, parse_skills};

/// Which standard team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StandardTeam {
    /// The red team.
    Red,
    /// The blue team.
    Blue,
}

impl StandardTeam {
    /// Both, red first.
    pub const BOTH: [StandardTeam; 2] = [StandardTeam::Red, StandardTeam::Blue];

    /// (full name, short name, main colour, away colour, trim colour)
    fn look(self) -> (&'static str, &'static str, Rgb, Rgb, Rgb) {
        match self {
            StandardTeam::Red => (
                "Standard Red",
                "RED",
                Rgb::new(0xc8, 0x10, 0x2e),
                Rgb::new(0xf4, 0xf4, 0xf0),
                Rgb::WHITE,
            ),
            StandardTeam::Blue => (
                "Standard Blue",
                "BLU",
                Rgb::new(0x1c, 0x3f, 0xaa),
                Rgb::new(0x9e, 0xd8, 0xf5),
                Rgb::WHITE,
            ),
        }
    }

    /// The team: the standard BASE squad in a plain strip of this colour (home, dark) and a
    /// light away strip trimmed in it.
    pub fn team(self) -> Result<Team, Vec<FieldError>> {
        let (name, short, main, light, trim) = self.look();
        let no_sponsor = Sponsor::new("").map_err(text_error("home.sponsor"))?;
        let strip = |shirt: Rgb, ink: Rgb, shorts: Rgb| Strip {
            shirt,
            pattern: Pattern::Plain,
            second: shirt,
            third: ink,
            collar: ink,
            sleeves: shirt,
            shorts,
            socks: shirt,
            sponsor: no_sponsor.clone(),
        };
        let squad = Squad::standard_base();
        let players = squad
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let at = format!("players[{i}]");
                let skills = parse_skills(&p.skills.letters()).map_err(text_error(&at))?;
                let sticker = Sticker2024::new(skills)
                    .map_err(|e| vec![FieldError::new(&at, e.to_string())])?;
                Ok(TeamPlayer {
                    number: p.number,
                    name: PlayerName::new(&p.name).map_err(text_error(&at))?,
                    sticker: Sticker::Edition2024(sticker),
                })
            })
            .collect::<Result<Vec<_>, Vec<FieldError>>>()?;
        Team::new(TeamDraft {
            name: TeamName::new(name).map_err(text_error("name"))?,
            short_name: ShortName::new(short).map_err(text_error("short_name"))?,
            edition: Edition::Y2024,
            badge: Badge {
                shape: BadgeShape::Circle,
                initials: Initials::new(&short[..1]).map_err(text_error("badge"))?,
                fill: main,
                ink: trim,
            },
            home: strip(main, trim, trim),
            away: strip(light, main, main),
            players,
        })
    }
}

/// Turns a text error into the team error list, naming the field.
fn text_error<E: std::fmt::Display>(field: &str) -> impl Fn(E) -> Vec<FieldError> + '_ {
    move |e| vec![FieldError::new(field, e.to_string())]
}

/// Both standard teams, red then blue (tests prove both build).
pub fn standard_teams() -> Vec<Team> {
    StandardTeam::BOTH
        .iter()
        .filter_map(|t| t.team().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clash::check_clash;
    use crate::team::StripKind;

    #[test]
    fn standard_teams_play_the_core_base_squad() {
        let base = Squad::standard_base();
        for kind in StandardTeam::BOTH {
            let team = kind.team().expect("standard team builds");
            assert!(team.is_standard_base());
            assert_eq!(team.to_squad().players, base.players);
            let report = team.roster_report();
            assert!(report.is_legal(), "{:?}", report.messages());
        }
        let [red, blue] = [StandardTeam::Red, StandardTeam::Blue].map(|k| k.team().expect("team"));
        assert!(!check_clash(red.strip(StripKind::Home), blue.strip(StripKind::Home)).clash);
    }
}
