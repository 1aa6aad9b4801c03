//! The fixtures of a competition: a league's round robin (once or home and away) drawn at the
//! start, a knockout cup drawn round by round. The rulebooks organise no competition (TOURNOI
//! "INTRODUCTION" only says the rules are for "organiser un tournoi"): the shapes are issue
//! 17's, read in RULES.md ("Competitions").

use crate::competition::Competition;
use crate::squad::Side;
use serde::{Deserialize, Serialize};

/// The competition's shape.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Every team meets every other once.
    #[default]
    League,
    /// Every team meets every other twice, at home and away.
    HomeAndAway,
    /// A knockout cup: the loser of a tie is out (a drawn tie goes to extra time and a
    /// shootout).
    Cup,
}

/// One match to play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fixture {
    /// The round, from 1.
    pub round: u8,
    /// The home team's name.
    pub home: String,
    /// The away team's name.
    pub away: String,
}

impl Fixture {
    fn new(round: usize, home: &str, away: &str) -> Fixture {
        Fixture {
            round: u8::try_from(round).unwrap_or(u8::MAX),
            home: home.to_string(),
            away: away.to_string(),
        }
    }

    /// Whether `team` plays in it.
    pub fn has(&self, team: &str) -> bool {
        self.home == team || self.away == team
    }
}

/// A round robin by the circle method: every team plays once a round (one rests each round
/// when the number is odd); of the teams entered `i`-th and `j`-th (`i < j`) the first is at
/// home when `j - i` is odd, so every team is at home in half its matches (or one fewer or
/// more); `twice` adds the return matches with the sides swapped.
pub fn league(names: &[String], twice: bool) -> Vec<Fixture> {
    let mut ring: Vec<Option<usize>> = (0..names.len()).map(Some).collect();
    if ring.len() % 2 == 1 {
        ring.push(None);
    }
    let n = ring.len();
    let mut out = Vec::new();
    for round in 0..n.saturating_sub(1) {
        for i in 0..n / 2 {
            let (Some(a), Some(b)) = (ring[i], ring[n - 1 - i]) else {
                continue;
            };
            let (first, second) = (a.min(b), a.max(b));
            let (h, w) = if (second - first) % 2 == 1 {
                (first, second)
            } else {
                (second, first)
            };
            out.push(Fixture::new(round + 1, &names[h], &names[w]));
        }
        ring[1..].rotate_right(1);
    }
    if twice {
        let first = out.len();
        let rounds = n.saturating_sub(1);
        for k in 0..first {
            let f = &out[k];
            out.push(Fixture::new(
                usize::from(f.round) + rounds,
                &f.away.clone(),
                &f.home.clone(),
            ));
        }
    }
    out
}

/// A cup round among `alive` (in the order they were entered): when their number is not a
/// power of two, the first teams go through without playing (a bye) so that the next round
/// has a power of two; the others meet in pairs.
pub fn cup_round(alive: &[String], round: usize) -> Vec<Fixture> {
    let byes = alive.len().next_power_of_two() - alive.len();
    alive[byes..]
        .chunks(2)
        .filter(|p| p.len() == 2)
        .map(|p| Fixture::new(round, &p[0], &p[1]))
        .collect()
}

impl Competition {
    /// Draws the fixtures of `format` (a cup draws its first round) and keeps the format.
    pub fn draw(&mut self, format: Format) {
        self.format = format;
        let names: Vec<String> = self.entrants.iter().map(|e| e.squad.name.clone()).collect();
        self.fixtures = match format {
            Format::League => league(&names, false),
            Format::HomeAndAway => league(&names, true),
            Format::Cup => cup_round(&names, 1),
        };
    }

    /// The next fixture to play (fixtures are played in order), or `None` when the
    /// competition is over.
    pub fn next_fixture(&self) -> Option<&Fixture> {
        self.fixtures.get(self.played.len())
    }

    /// Whether every fixture has been played.
    pub fn is_over(&self) -> bool {
        !self.fixtures.is_empty() && self.next_fixture().is_none()
    }

    /// The teams still in the cup, in the order they were entered (every team for a league).
    pub fn alive(&self) -> Vec<String> {
        let losers: Vec<&str> = match self.format {
            Format::Cup => self.played.iter().map(loser).collect(),
            _ => Vec::new(),
        };
        self.entrants
            .iter()
            .map(|e| e.squad.name.clone())
            .filter(|n| !losers.contains(&n.as_str()))
            .collect()
    }

    /// The cup's winner once it is over.
    pub fn cup_winner(&self) -> Option<String> {
        let alive = self.alive();
        (self.format == Format::Cup && self.is_over() && alive.len() == 1).then(|| alive[0].clone())
    }

    /// A cup draws its next round once every fixture drawn so far is played.
    pub(crate) fn draw_next_round(&mut self) {
        if self.format != Format::Cup || self.fixtures.is_empty() || !self.is_over() {
            return;
        }
        let alive = self.alive();
        if alive.len() > 1 {
            let round = self.fixtures.last().map_or(1, |f| usize::from(f.round) + 1);
            self.fixtures.extend(cup_round(&alive, round));
        }
    }
}

/// The team that lost a played tie (the away team when no winner was recorded).
fn loser(p: &crate::competition::Played) -> &str {
    match p.result.winner {
        Some(Side::Away) => &p.home,
        _ => &p.away,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (1..=n).map(|i| format!("T{i}")).collect()
    }

    #[test]
    fn a_league_meets_every_pair_once_and_a_team_once_a_round() {
        for n in 2..=16 {
            let teams = names(n);
            let f = league(&teams, false);
            assert_eq!(f.len(), n * (n - 1) / 2, "{n} teams");
            for (i, a) in teams.iter().enumerate() {
                for b in &teams[i + 1..] {
                    let meets = f.iter().filter(|x| x.has(a) && x.has(b)).count();
                    assert_eq!(meets, 1, "{a} v {b}");
                }
                let home = f.iter().filter(|x| &x.home == a).count();
                assert!(
                    home.abs_diff(n - 1 - home) <= 1,
                    "{n} teams: {a} is at home {home} times of {}",
                    n - 1
                );
            }
            for round in 1..=f.last().map_or(0, |x| x.round) {
                let in_round: Vec<&Fixture> = f.iter().filter(|x| x.round == round).collect();
                for t in &teams {
                    assert!(in_round.iter().filter(|x| x.has(t)).count() <= 1);
                }
            }
        }
    }

    #[test]
    fn home_and_away_swaps_the_sides_of_every_pair() {
        let f = league(&names(4), true);
        assert_eq!(f.len(), 12);
        for x in &f[..6] {
            assert!(f[6..].iter().any(|y| y.home == x.away && y.away == x.home));
        }
        assert_eq!(f[6].round, 4);
    }

    #[test]
    fn a_cup_of_six_gives_two_byes_and_a_semi_final_of_four() {
        let f = cup_round(&names(6), 1);
        let pairs: Vec<(&str, &str)> = f.iter().map(|x| (&*x.home, &*x.away)).collect();
        assert_eq!(pairs, [("T3", "T4"), ("T5", "T6")]);
        assert_eq!(cup_round(&names(8), 1).len(), 4);
        assert_eq!(cup_round(&names(2), 1).len(), 1);
    }
}
