//! The kick-off strip check: can the two sides be told apart on the pitch?

use super::strip::Strip;
use super::team::{StripKind, Team};

/// Jerseys closer than this CIE76 Delta E are too alike to tell apart at a glance
/// (our threshold: red vs crimson is about 16, red vs blue over 60; see RULES.md).
pub const CLASH_BELOW_DELTA_E: f64 = 30.0;

/// How far apart two jerseys look.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClashCheck {
    /// Delta E between the area-weighted jersey colours.
    pub distance: f64,
    /// True when the jerseys are too alike.
    pub clash: bool,
}

/// Compares two strips' jerseys.
pub fn check_clash(a: &Strip, b: &Strip) -> ClashCheck {
    let distance = a.jersey_lab().distance(b.jersey_lab());
    ClashCheck {
        distance,
        clash: distance < CLASH_BELOW_DELTA_E,
    }
}

/// What each side wears at kick-off.
#[derive(Clone, Debug, PartialEq)]
pub struct KickOffStrips {
    /// The home side's strip (always its home strip).
    pub home: StripKind,
    /// The away side's strip.
    pub away: StripKind,
    /// How the chosen pair compares.
    pub check: ClashCheck,
    /// Set when even the best pair clashes, to show the coaches.
    pub warning: Option<String>,
}

/// TOURNAMENT, "AVANTAGE À DOMICILE": the home side picks first (its home strip), the away
/// side adapts: its home strip if that does not clash, else whichever strip is further away.
pub fn choose_strips(home: &Team, away: &Team) -> KickOffStrips {
    let home_strip = home.strip(StripKind::Home);
    let first = check_clash(home_strip, away.strip(StripKind::Home));
    let (kind, check) = if first.clash {
        let second = check_clash(home_strip, away.strip(StripKind::Away));
        if second.distance > first.distance {
            (StripKind::Away, second)
        } else {
            (StripKind::Home, first)
        }
    } else {
        (StripKind::Home, first)
    };
    let warning = check.clash.then(|| {
        format!(
            "{} and {} look alike (colour distance {:.0}, under {CLASH_BELOW_DELTA_E}); consider another team's strips",
            home.name(),
            away.name(),
            check.distance
        )
    });
    KickOffStrips {
        home: StripKind::Home,
        away: kind,
        check,
        warning,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strip::tests::plain;

    #[test]
    fn alike_jerseys_clash_and_distinct_ones_do_not() {
        assert!(check_clash(&plain("#d01c1c"), &plain("#c01030")).clash);
        assert!(!check_clash(&plain("#d01c1c"), &plain("#1c3fd0")).clash);
        assert!(!check_clash(&plain("#ffffff"), &plain("#0b1f5c")).clash);
        let same = check_clash(&plain("#336699"), &plain("#336699"));
        assert!(same.clash && same.distance < 1e-9);
    }
}
