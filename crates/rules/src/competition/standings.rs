//! The league table. The rulebooks give no points and no tie-break (neither TOURNOI nor the
//! Classic "Tournament mode" ranks teams): 3 points a win and 1 a draw, then, as issue 17
//! asks, the points taken in the matches between the teams level on points, then goal
//! difference, goals scored and the name (RULES.md, "Competitions").

use crate::competition::Played;
use crate::squad::Side;

/// Points for a win.
pub const WIN_POINTS: u32 = 3;
/// Points for a draw.
pub const DRAW_POINTS: u32 = 1;

/// One team's line of the table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The team.
    pub team: String,
    /// Matches played.
    pub played: u32,
    /// Won.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// Goals scored.
    pub goals_for: u32,
    /// Goals let in.
    pub goals_against: u32,
}

impl Line {
    /// Points: 3 a win, 1 a draw.
    pub fn points(&self) -> u32 {
        WIN_POINTS * self.won + DRAW_POINTS * self.drawn
    }

    /// Played, won, drawn, lost, goals for, goals against and points: the table's columns.
    pub fn figures(&self) -> [u32; 7] {
        [
            self.played,
            self.won,
            self.drawn,
            self.lost,
            self.goals_for,
            self.goals_against,
            self.points(),
        ]
    }

    /// Goals scored minus goals let in.
    pub fn goal_difference(&self) -> i64 {
        i64::from(self.goals_for) - i64::from(self.goals_against)
    }
}

/// How `team` fared in `p`: won, drawn or lost (`None` when it did not play).
fn outcome(p: &Played, team: &str) -> Option<Option<bool>> {
    let side = if p.home == team {
        Side::Home
    } else if p.away == team {
        Side::Away
    } else {
        return None;
    };
    Some(p.result.winner.map(|w| w == side))
}

/// Points `team` took from the matches against the teams in `among`.
fn head_to_head(played: &[Played], team: &str, among: &[&str]) -> u32 {
    played
        .iter()
        .filter(|p| among.contains(&p.home.as_str()) && among.contains(&p.away.as_str()))
        .filter_map(|p| outcome(p, team))
        .map(|o| match o {
            Some(true) => WIN_POINTS,
            None => DRAW_POINTS,
            Some(false) => 0,
        })
        .sum()
}

/// The table of `names` after `played`, best first: points, head-to-head points among the
/// teams level on points, goal difference, goals scored, name.
pub fn standings(names: &[String], played: &[Played]) -> Vec<Line> {
    let lines: Vec<Line> = names
        .iter()
        .map(|team| {
            let mut l = Line {
                team: team.clone(),
                ..Line::default()
            };
            for p in played {
                let Some(o) = outcome(p, team) else { continue };
                let (gf, ga) = if &p.home == team {
                    (p.result.home, p.result.away)
                } else {
                    (p.result.away, p.result.home)
                };
                l.played += 1;
                l.goals_for += u32::from(gf);
                l.goals_against += u32::from(ga);
                match o {
                    Some(true) => l.won += 1,
                    None => l.drawn += 1,
                    Some(false) => l.lost += 1,
                }
            }
            l
        })
        .collect();
    let key = |l: &Line| {
        let level: Vec<&str> = lines
            .iter()
            .filter(|o| o.points() == l.points())
            .map(|o| o.team.as_str())
            .collect();
        (
            l.points(),
            head_to_head(played, &l.team, &level),
            l.goal_difference(),
            l.goals_for,
        )
    };
    let mut keyed: Vec<_> = lines.iter().map(|l| (key(l), l.clone())).collect();
    crate::short_sort::sort_by(&mut keyed, |a, b| {
        b.0.cmp(&a.0).then_with(|| a.1.team.cmp(&b.1.team))
    });
    keyed.into_iter().map(|(_, l)| l).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::MatchResult;

    fn p(home: &str, away: &str, [h, a]: [u8; 2]) -> Played {
        let winner = match h.cmp(&a) {
            std::cmp::Ordering::Greater => Some(Side::Home),
            std::cmp::Ordering::Less => Some(Side::Away),
            std::cmp::Ordering::Equal => None,
        };
        Played {
            home: home.into(),
            away: away.into(),
            result: MatchResult {
                home: h,
                away: a,
                winner,
                shootout: None,
            },
            sheet: Default::default(),
        }
    }

    fn order(names: &[&str], played: &[Played]) -> Vec<String> {
        let names: Vec<String> = names.iter().map(|s| s.to_string()).collect();
        standings(&names, played)
            .into_iter()
            .map(|l| l.team)
            .collect()
    }

    #[test]
    fn lines_count_played_won_drawn_lost_goals_and_points() {
        let names = ["A".to_string(), "B".to_string(), "C".to_string()];
        let t = standings(&names, &[p("A", "B", [2, 0]), p("C", "A", [1, 1])]);
        let a = t.iter().find(|l| l.team == "A").expect("A");
        assert_eq!(
            (
                a.played,
                a.won,
                a.drawn,
                a.lost,
                a.goals_for,
                a.goals_against
            ),
            (2, 1, 1, 0, 3, 1)
        );
        assert_eq!((a.points(), a.goal_difference()), (4, 2));
        assert_eq!(t[0].team, "A");
    }

    #[test]
    fn head_to_head_breaks_a_tie_on_points_before_goal_difference() {
        // A and B on 4 points; B has the better goal difference but A beat B.
        let played = [
            p("A", "B", [1, 0]),
            p("B", "C", [5, 0]),
            p("C", "A", [0, 0]),
            p("C", "B", [0, 0]),
        ];
        assert_eq!(order(&["A", "B", "C"], &played)[..2], ["A", "B"]);
        let played = [
            p("A", "B", [1, 0]),
            p("B", "C", [5, 0]),
            p("C", "A", [1, 0]),
        ];
        // All on 3 points and 3 head-to-head points: goal difference decides, B first.
        assert_eq!(order(&["A", "B", "C"], &played), ["B", "A", "C"]);
        let two = [p("A", "B", [1, 0]), p("B", "A", [3, 0])];
        assert_eq!(
            order(&["A", "B"], &two),
            ["B", "A"],
            "level, then B's goals"
        );
        let two = [
            p("A", "B", [1, 0]),
            p("D", "B", [0, 4]),
            p("A", "D", [0, 1]),
        ];
        // A, B and D all on 3 points; all 3 head-to-head points; B's +3 decides.
        assert_eq!(order(&["A", "B", "D"], &two)[0], "B");
    }
}
