//! Match statistics counted from the events the screen has seen: possession (share of
//! kicks), shots, passes, fouls and cards, per side.

use crate::core::command::Declaration;
use crate::core::event::{CardColour, Event};
use crate::core::squad::Side;

/// One side's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideStats {
    /// Kicks of any kind.
    pub kicks: u32,
    /// Shots.
    pub shots: u32,
    /// Passes and dribbles.
    pub passes: u32,
    /// Crosses.
    pub crosses: u32,
    /// Fouls committed.
    pub fouls: u32,
    /// Yellow cards.
    pub yellows: u32,
    /// Red cards.
    pub reds: u32,
}

/// Both sides' figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Home, then away.
    pub sides: [SideStats; 2],
}

fn index(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

impl Stats {
    /// Counts one event.
    pub fn count(&mut self, event: &Event) {
        match event {
            Event::Kick { by, declare, .. } => {
                let s = &mut self.sides[index(by.side)];
                s.kicks += 1;
                match declare {
                    Declaration::Shot => s.shots += 1,
                    Declaration::Cross => s.crosses += 1,
                    Declaration::Pass | Declaration::Drive => s.passes += 1,
                }
            }
            Event::Foul { by, .. } => self.sides[index(by.side)].fouls += 1,
            Event::Card { player, colour } => {
                let s = &mut self.sides[index(player.side)];
                match colour {
                    CardColour::Yellow => s.yellows += 1,
                    CardColour::Red => s.reds += 1,
                }
            }
            _ => {}
        }
    }

    /// Possession as percentages of the kicks, home then away (50-50 before any kick).
    pub fn possession(&self) -> (u32, u32) {
        let (h, a) = (self.sides[0].kicks, self.sides[1].kicks);
        if h + a == 0 {
            return (50, 50);
        }
        let home = (h * 100 + (h + a) / 2) / (h + a);
        (home, 100 - home)
    }

    /// The table shown at half time and full time: one "label: home - away" line per figure.
    pub fn lines(&self) -> Vec<String> {
        let (ph, pa) = self.possession();
        let [h, a] = self.sides;
        vec![
            format!("Possession: {ph}% - {pa}%"),
            format!("Shots: {} - {}", h.shots, a.shots),
            format!("Passes: {} - {}", h.passes, a.passes),
            format!("Crosses: {} - {}", h.crosses, a.crosses),
            format!("Fouls: {} - {}", h.fouls, a.fouls),
            format!(
                "Cards: {}Y {}R - {}Y {}R",
                h.yellows, h.reds, a.yellows, a.reds
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::outcome::KickStyle;
    use crate::core::squad::PlayerId;

    #[test]
    fn kicks_fouls_and_cards_are_counted_per_side() {
        let mut stats = Stats::default();
        let cell = "E6".parse().expect("cell");
        for (side, declare) in [
            (Side::Home, Declaration::Pass),
            (Side::Home, Declaration::Shot),
            (Side::Home, Declaration::Pass),
            (Side::Away, Declaration::Cross),
        ] {
            stats.count(&Event::Kick {
                by: PlayerId::new(side, 9),
                declare,
                style: KickStyle::Low,
                from: cell,
                rest: vec![cell],
            });
        }
        stats.count(&Event::Foul {
            by: PlayerId::new(Side::Away, 4),
            at: cell,
        });
        stats.count(&Event::Card {
            player: PlayerId::new(Side::Away, 4),
            colour: CardColour::Yellow,
        });
        assert_eq!(stats.possession(), (75, 25));
        assert_eq!(stats.sides[0].shots, 1);
        assert_eq!(stats.sides[1].crosses, 1);
        let lines = stats.lines();
        assert!(lines.contains(&"Fouls: 0 - 1".to_string()), "{lines:?}");
        assert!(lines.contains(&"Cards: 0Y 0R - 1Y 0R".to_string()));
    }
}
