//! The match sheet a competition keeps of each match (who scored, who was booked) and the
//! competition's tallies: top scorers and cards.

use crate::competition::Competition;
use crate::event::{CardColour, Event};
use crate::squad::{ShirtNumber, Side};
use serde::{Deserialize, Serialize};

/// A card shown in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Booking {
    /// The player's side.
    pub side: Side,
    /// His number.
    pub number: ShirtNumber,
    /// Yellow or red.
    pub colour: CardColour,
}

/// Who scored and who was booked in one match, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The goals: the side credited and the scorer's side and number (an own goal is
    /// credited to the other side and is nobody's goal in the scorers' table).
    #[serde(default)]
    pub goals: Vec<(Side, Side, ShirtNumber)>,
    /// The cards.
    #[serde(default)]
    pub cards: Vec<Booking>,
}

impl Sheet {
    /// Adds what `events` say to the sheet.
    pub fn add(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Goal { side, scorer } => {
                    self.goals.push((*side, scorer.side, scorer.number));
                }
                Event::Card { player, colour } => self.cards.push(Booking {
                    side: player.side,
                    number: player.number,
                    colour: *colour,
                }),
                _ => {}
            }
        }
    }
}

/// One player's line in a tally: his team, number, name and count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// His team.
    pub team: String,
    /// His number.
    pub number: ShirtNumber,
    /// His name.
    pub name: String,
    /// Goals, or yellow cards.
    pub count: u32,
    /// Red cards (0 in the scorers' table).
    pub red: u32,
}

impl Competition {
    fn name_of(&self, team: &str, number: ShirtNumber) -> String {
        self.entrant(team)
            .ok()
            .and_then(|e| e.squad.players.iter().find(|p| p.number == number))
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    fn tally(&self, entries: impl Iterator<Item = (String, ShirtNumber, bool)>) -> Vec<Tally> {
        let mut out: Vec<Tally> = Vec::new();
        for (team, number, red) in entries {
            let line = match out
                .iter_mut()
                .find(|t| t.team == team && t.number == number)
            {
                Some(line) => line,
                None => {
                    out.push(Tally {
                        name: self.name_of(&team, number),
                        team,
                        number,
                        count: 0,
                        red: 0,
                    });
                    out.last_mut().expect("just pushed")
                }
            };
            if red {
                line.red += 1;
            } else {
                line.count += 1;
            }
        }
        crate::short_sort::sort_by(&mut out, |a, b| {
            (b.count + b.red, b.red)
                .cmp(&(a.count + a.red, a.red))
                .then_with(|| a.team.cmp(&b.team))
                .then_with(|| a.number.cmp(&b.number))
        });
        out
    }

    /// The scorers, most goals first (own goals are left out).
    pub fn top_scorers(&self) -> Vec<Tally> {
        self.tally(self.played.iter().flat_map(|p| {
            p.sheet
                .goals
                .iter()
                .filter(|(credited, side, _)| credited == side)
                .map(|(_, side, n)| (team_of(p, *side), *n, false))
        }))
    }

    /// The players booked: yellow cards in `count`, red cards in `red`, most first.
    pub fn cards(&self) -> Vec<Tally> {
        self.tally(self.played.iter().flat_map(|p| {
            p.sheet
                .cards
                .iter()
                .map(|b| (team_of(p, b.side), b.number, b.colour == CardColour::Red))
        }))
    }
}

fn team_of(p: &crate::competition::Played, side: Side) -> String {
    match side {
        Side::Home => p.home.clone(),
        Side::Away => p.away.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competition::Played;
    use crate::event::MatchResult;
    use crate::rules::RuleSet;
    use crate::squad::{PlayerId, Squad};

    #[test]
    fn scorers_and_cards_are_counted_across_matches_without_own_goals() {
        let squad = |name: &str| Squad {
            name: name.into(),
            ..Squad::standard_base()
        };
        let mut c =
            Competition::new("L", RuleSet::default(), vec![squad("A"), squad("B")]).expect("valid");
        let mut sheet = Sheet::default();
        sheet.add(&[
            Event::Goal {
                side: Side::Home,
                scorer: PlayerId::new(Side::Home, 9),
            },
            Event::Goal {
                side: Side::Home,
                scorer: PlayerId::new(Side::Away, 4),
            },
            Event::Card {
                player: PlayerId::new(Side::Away, 4),
                colour: CardColour::Yellow,
            },
        ]);
        let result = MatchResult {
            home: 2,
            away: 0,
            winner: Some(Side::Home),
            shootout: None,
        };
        for (home, away) in [("A", "B"), ("B", "A")] {
            c.played.push(Played {
                home: home.into(),
                away: away.into(),
                result,
                sheet: sheet.clone(),
            });
        }
        let scorers = c.top_scorers();
        assert_eq!(scorers.len(), 2, "{scorers:?}");
        assert_eq!((scorers[0].count, scorers[0].number), (1, ShirtNumber(9)));
        assert!(!scorers[0].name.is_empty());
        let cards = c.cards();
        assert_eq!(cards.len(), 2);
        assert!(cards.iter().all(|t| t.count == 1 && t.red == 0));
    }
}
