//! Match figures per side, counted from the events: for the half-time and full-time screens.

use hexkick_rules::command::Declaration;
use hexkick_rules::event::{CardColour, Event};
use hexkick_rules::squad::Side;

/// One side's figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideFigures {
    /// Goals scored (own goals count for the side credited).
    pub goals: u32,
    /// Every kick taken (passes, drives, crosses, shots): the basis of possession.
    pub kicks: u32,
    /// Shots taken.
    pub shots: u32,
    /// Shots that scored or that the goalkeeper picked up.
    pub shots_on_target: u32,
    /// Passes played.
    pub passes: u32,
    /// Crosses played.
    pub crosses: u32,
    /// Fouls committed.
    pub fouls: u32,
    /// Yellow cards shown.
    pub yellow_cards: u32,
    /// Red cards shown (a second yellow also counts its red).
    pub red_cards: u32,
}

/// Both sides' figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchStats {
    /// Home then away.
    pub sides: [SideFigures; 2],
    /// A shot is in flight: the next goal or goalkeeper's ball counts it on target.
    open_shot: Option<Side>,
}

fn at(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

impl MatchStats {
    /// One side's figures.
    pub fn side(&self, side: Side) -> &SideFigures {
        &self.sides[at(side)]
    }

    /// Possession as the share of the match's kicks a side took, in percent (50 for each
    /// before the first kick).
    pub fn possession_percent(&self, side: Side) -> u32 {
        let total = self.sides[0].kicks + self.sides[1].kicks;
        if total == 0 {
            return 50;
        }
        (self.side(side).kicks * 100 + total / 2) / total
    }

    /// Counts one event.
    pub fn add(&mut self, event: &Event) {
        match event {
            Event::Kick { by, declare, .. } => {
                let s = &mut self.sides[at(by.side)];
                s.kicks += 1;
                self.open_shot = None;
                match declare {
                    Declaration::Shot => {
                        s.shots += 1;
                        self.open_shot = Some(by.side);
                    }
                    Declaration::Pass => s.passes += 1,
                    Declaration::Cross => s.crosses += 1,
                    Declaration::Drive => {}
                }
            }
            Event::Goal { side, scorer } => {
                self.sides[at(*side)].goals += 1;
                if self.open_shot.take() == Some(scorer.side) {
                    self.sides[at(scorer.side)].shots_on_target += 1;
                }
            }
            Event::KeeperPickUp { keeper } => {
                if let Some(shooter) = self.open_shot.take()
                    && keeper.side != shooter
                {
                    self.sides[at(shooter)].shots_on_target += 1;
                }
            }
            Event::Foul { by, .. } => self.sides[at(by.side)].fouls += 1,
            Event::Card { player, colour } => {
                let s = &mut self.sides[at(player.side)];
                match colour {
                    CardColour::Yellow => s.yellow_cards += 1,
                    CardColour::Red => s.red_cards += 1,
                }
            }
            _ => {}
        }
    }

    /// The table shown at half time and full time: one "label: home - away" line per figure.
    pub fn lines(&self) -> Vec<String> {
        let [h, a] = self.sides;
        vec![
            format!(
                "Possession: {}% - {}%",
                self.possession_percent(Side::Home),
                self.possession_percent(Side::Away)
            ),
            format!(
                "Shots (on target): {} ({}) - {} ({})",
                h.shots, h.shots_on_target, a.shots, a.shots_on_target
            ),
            format!("Passes: {} - {}", h.passes, a.passes),
            format!("Crosses: {} - {}", h.crosses, a.crosses),
            format!("Fouls: {} - {}", h.fouls, a.fouls),
            format!(
                "Cards: {}Y {}R - {}Y {}R",
                h.yellow_cards, h.red_cards, a.yellow_cards, a.red_cards
            ),
        ]
    }
}
