//! What the two sides wear in a match: each team's chosen strip (the clash check picks the away
//! side's), badge and names, for the pegs and the HUD.

use hexkick_rules::squad::Side;
use hexkick_teams::clash::choose_strips;
use hexkick_teams::standard::StandardTeam;
use hexkick_teams::strip::{Badge, Strip};
use hexkick_teams::team::{StripKind, Team};

/// One side's look.
#[derive(Clone, Debug, PartialEq)]
pub struct SideLook {
    /// The strip worn.
    pub strip: Strip,
    /// The club badge.
    pub badge: Badge,
    /// Full name.
    pub name: String,
    /// Scoreboard name.
    pub short_name: String,
}

impl SideLook {
    fn of(team: &Team, kind: StripKind) -> SideLook {
        SideLook {
            strip: team.strip(kind).clone(),
            badge: team.badge().clone(),
            name: team.name().to_string(),
            short_name: team.short_name().to_string(),
        }
    }
}

/// Both sides' looks, plus the clash warning to show at kick-off, if any.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchKit {
    /// The home side.
    pub home: SideLook,
    /// The away side.
    pub away: SideLook,
    /// Set when even the best pair of strips look alike.
    pub clash_warning: Option<String>,
}

impl MatchKit {
    /// Two teams at kick-off: home in its home strip, away in whichever strip clashes less
    /// (TOURNAMENT, "AVANTAGE À DOMICILE").
    pub fn for_teams(home: &Team, away: &Team) -> MatchKit {
        let chosen = choose_strips(home, away);
        MatchKit {
            home: SideLook::of(home, chosen.home),
            away: SideLook::of(away, chosen.away),
            clash_warning: chosen.warning,
        }
    }

    /// Standard Red against Standard Blue; `None` only if the built-in teams were broken.
    pub fn standard() -> Option<MatchKit> {
        let red = StandardTeam::Red.team().ok()?;
        let blue = StandardTeam::Blue.team().ok()?;
        Some(MatchKit::for_teams(&red, &blue))
    }

    /// The kit as the palette in use shows it: in the colour-blind-safe palette, two strips
    /// that some kind of colour vision would confuse become plain strips in the safe blue
    /// and orange ([`hexkick_teams::palette::Palette::sides`]).
    pub fn in_palette(mut self) -> MatchKit {
        let (home, away) = (self.home.strip.shirt, self.away.strip.shirt);
        let shown = super::palette::side_colours(home, away);
        if shown != (home, away) {
            self.home.strip = plain(&self.home.strip, shown.0);
            self.away.strip = plain(&self.away.strip, shown.1);
        }
        self
    }

    /// One side's look.
    pub fn side(&self, side: Side) -> &SideLook {
        match side {
            Side::Home => &self.home,
            Side::Away => &self.away,
        }
    }
}

/// `strip` as a plain jersey of `colour`, lettered in black or white.
fn plain(strip: &Strip, colour: hexkick_teams::colour::Rgb) -> Strip {
    Strip {
        shirt: colour,
        pattern: hexkick_teams::strip::Pattern::Plain,
        second: colour,
        third: colour.contrasting_ink(),
        collar: colour,
        sleeves: colour,
        ..strip.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::{MatchKit, Side, StandardTeam, StripKind};
    use hexkick_teams::shipped::shipped_teams;

    #[test]
    fn the_away_side_changes_strip_when_the_home_strips_clash() {
        let red = StandardTeam::Red.team().expect("red");
        let kit = MatchKit::for_teams(&red, &red);
        assert_eq!(kit.home.strip, *red.strip(StripKind::Home));
        assert_eq!(kit.away.strip, *red.strip(StripKind::Away));
        let standard = MatchKit::standard().expect("standard");
        assert_eq!(standard.home.short_name, "RED");
        assert_eq!(standard.side(Side::Away).short_name, "BLU");
        let shipped = &shipped_teams()[0];
        let kit = MatchKit::for_teams(shipped, &red);
        assert_eq!(kit.home.name, shipped.name().as_str());
    }
}
