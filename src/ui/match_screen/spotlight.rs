//! Moments that stop the game for a breath: a goal (its ball path replayed once over the
//! board, the scorer named, the score turning over) and a card (a yellow or red card held up
//! with the player's name). Built from the command's events; drawn over the board.

use super::super::view::PitchView;
use super::super::widgets::{TEXT, centred_text};
use super::texts;
use hexkick_rules::event::{CardColour, Event};
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use macroquad::prelude::{Color, Rect, draw_circle, draw_rectangle, draw_rectangle_lines};

/// A goal's moment lasts this long, seconds.
const GOAL_S: f32 = 4.0;
/// The path is replayed over this long, seconds.
const REPLAY_S: f32 = 1.6;
/// The score turns over at this age, seconds.
const SCORE_TURNS_S: f32 = 0.8;
/// A card is held up this long, seconds.
const CARD_S: f32 = 2.2;
const GOLD: Color = Color::new(1.0, 0.9, 0.3, 1.0);
const SHADE: Color = Color::new(0.02, 0.05, 0.03, 0.82);
const TRAIL: Color = Color::new(1.0, 0.95, 0.5, 0.85);

/// What a moment shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Shown {
    /// A goal.
    Goal {
        /// "Home 9" (or "own goal by Away 4").
        scorer: String,
        /// The team that scores.
        team: String,
        /// The score before and after: (home, away).
        before: (u8, u8),
        /// The score after.
        after: (u8, u8),
        /// The ball's path, pitch centimetres (replayed once).
        path: Vec<PitchPoint>,
    },
    /// A card.
    Card {
        /// Its colour.
        colour: CardColour,
        /// "Away 4".
        player: String,
    },
}

/// A moment on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Spotlight {
    /// What it shows.
    pub shown: Shown,
    /// Seconds shown so far.
    pub age: f32,
}

/// The moments of a command's events, in order (a goal, then any card), named by `who`
/// (a player) and `team` (a side); `after` is the score once the events are played, `path`
/// the kick's ball path (empty when none).
pub fn moments_of(
    events: &[Event],
    after: (u8, u8),
    path: &[PitchPoint],
    who: impl Fn(PlayerId) -> String,
    team: impl Fn(Side) -> String,
) -> Vec<Spotlight> {
    let mut out = Vec::new();
    for event in events {
        let shown = match event {
            Event::Goal { side, scorer } => {
                let before = match side {
                    Side::Home => (after.0.saturating_sub(1), after.1),
                    Side::Away => (after.0, after.1.saturating_sub(1)),
                };
                let scorer = if scorer.side == *side {
                    who(*scorer)
                } else {
                    texts::own_goal(&who(*scorer))
                };
                Shown::Goal {
                    scorer,
                    team: team(*side),
                    before,
                    after,
                    path: path.to_vec(),
                }
            }
            Event::Card { player, colour } => Shown::Card {
                colour: *colour,
                player: who(*player),
            },
            _ => continue,
        };
        out.push(Spotlight { shown, age: 0.0 });
    }
    out
}

impl Spotlight {
    /// Whether it is still on screen.
    pub fn alive(&self) -> bool {
        self.age
            < match self.shown {
                Shown::Goal { .. } => GOAL_S,
                Shown::Card { .. } => CARD_S,
            }
    }

    /// "goal" or "card", for the test log.
    pub fn kind_name(&self) -> &'static str {
        match self.shown {
            Shown::Goal { .. } => "goal",
            Shown::Card { .. } => "card",
        }
    }

    /// What it says, in one line, for the test log.
    pub fn words(&self) -> String {
        match &self.shown {
            Shown::Goal {
                scorer,
                team,
                after,
                ..
            } => format!(
                "{} {scorer} ({team}) {} - {}",
                texts::goal(),
                after.0,
                after.1
            ),
            Shown::Card { colour, player } => {
                let card = match colour {
                    CardColour::Yellow => texts::yellow_card(),
                    CardColour::Red => texts::red_card(),
                };
                format!("{card}: {player}")
            }
        }
    }

    /// The score shown now: the old one, then the new one.
    pub fn score_now(&self) -> Option<(u8, u8)> {
        match &self.shown {
            Shown::Goal { before, after, .. } => Some(if self.age < SCORE_TURNS_S {
                *before
            } else {
                *after
            }),
            Shown::Card { .. } => None,
        }
    }

    /// Draws it over `area` (the board), the path through `view`.
    pub fn draw(&self, view: &PitchView, area: Rect) {
        match &self.shown {
            Shown::Goal { scorer, path, .. } => self.draw_goal(view, area, scorer, path),
            Shown::Card { colour, player } => self.draw_card(area, *colour, player),
        }
    }

    fn draw_goal(&self, view: &PitchView, area: Rect, scorer: &str, path: &[PitchPoint]) {
        // The replay: the path drawn up to where the ball has got, the ball at its head.
        let shown = ((self.age / REPLAY_S).min(1.0) * path.len() as f32).ceil() as usize;
        let radius = view.px(0.35).max(2.0);
        for p in path.iter().take(shown).step_by(2) {
            let q = view.to_screen(*p);
            draw_circle(q.x, q.y, radius, TRAIL);
        }
        if let Some(head) = path
            .get(shown.saturating_sub(1))
            .filter(|_| shown < path.len())
        {
            let q = view.to_screen(*head);
            draw_circle(q.x, q.y, view.px(0.9).max(5.0), GOLD);
        }
        // The card: GOAL!, the scorer, the score turning over.
        // Clear of the goals: over the top of a wide board (goals left and right), across
        // the middle of an upright one (goals top and bottom).
        let h = (area.h * 0.3).clamp(120.0, 200.0);
        let y = if view.portrait {
            area.y + (area.h - h) / 2.0
        } else {
            area.y + area.h * 0.08
        };
        let w = (area.w * 0.9).min(560.0);
        let x = area.x + (area.w - w) / 2.0;
        draw_rectangle(x, y, w, h, SHADE);
        draw_rectangle_lines(x, y, w, h, 3.0, GOLD);
        let cx = x + w / 2.0;
        let pulse = 1.0 + 0.08 * (self.age * 7.0).sin().abs() * (1.0 - self.age / GOAL_S);
        let title = (h * 0.3).min(w / 4.0) * pulse;
        centred_text(texts::goal(), cx, y + h * 0.24, title, GOLD);
        let line = h * 0.13;
        centred_text(scorer, cx, y + h * 0.52, line.max(14.0), TEXT);
        if let Some((home, away)) = self.score_now() {
            let turned = self.age >= SCORE_TURNS_S && self.age < SCORE_TURNS_S + 0.5;
            let size = line * 1.6 * if turned { 1.25 } else { 1.0 };
            centred_text(&format!("{home} - {away}"), cx, y + h * 0.8, size, GOLD);
        }
    }

    fn draw_card(&self, area: Rect, colour: CardColour, player: &str) {
        let (fill, words) = match colour {
            CardColour::Yellow => (Color::new(1.0, 0.85, 0.05, 1.0), texts::yellow_card()),
            CardColour::Red => (Color::new(0.85, 0.08, 0.08, 1.0), texts::red_card()),
        };
        // The card rises into view, then is held up.
        let rise = (self.age / 0.3).min(1.0);
        let h = (area.h * 0.34).clamp(110.0, 220.0);
        let w = h * 0.68;
        let cx = area.x + area.w / 2.0;
        let y = area.y + area.h * 0.2 + (1.0 - rise) * h * 0.4;
        draw_rectangle(
            cx - w / 2.0 + 6.0,
            y + 6.0,
            w,
            h,
            Color::new(0.0, 0.0, 0.0, 0.4),
        );
        draw_rectangle(cx - w / 2.0, y, w, h, fill);
        draw_rectangle_lines(cx - w / 2.0, y, w, h, 2.0, Color::new(0.1, 0.1, 0.1, 1.0));
        let label_w = (area.w * 0.8).min(420.0);
        let size = (h * 0.13).max(14.0);
        let ly = y + h + size * 0.6;
        draw_rectangle(cx - label_w / 2.0, ly, label_w, size * 2.8, SHADE);
        centred_text(words, cx, ly + size * 0.9, size, fill);
        centred_text(player, cx, ly + size * 2.0, size, TEXT);
    }
}

#[cfg(test)]
mod tests {
    use super::{CardColour, Event, GOAL_S, PitchPoint, SCORE_TURNS_S, Shown, Side, moments_of};
    use hexkick_rules::squad::PlayerId;

    fn who(p: PlayerId) -> String {
        format!("{} {}", p.side.name(), p.number.0)
    }

    #[test]
    fn a_goal_names_the_scorer_and_turns_the_score_over() {
        let scorer = PlayerId::new(Side::Away, 9);
        let events = [Event::Goal {
            side: Side::Away,
            scorer,
        }];
        let path = [PitchPoint::new(0.0, 0.0), PitchPoint::new(40.0, 2.0)];
        let mut m = moments_of(&events, (1, 2), &path, who, |s| s.name().to_string());
        assert_eq!(m.len(), 1);
        let Shown::Goal { scorer, before, .. } = &m[0].shown else {
            panic!("{m:?}");
        };
        assert_eq!((scorer.as_str(), *before), ("away 9", (1, 1)));
        assert_eq!(m[0].score_now(), Some((1, 1)));
        m[0].age = SCORE_TURNS_S;
        assert_eq!(m[0].score_now(), Some((1, 2)));
        m[0].age = GOAL_S;
        assert!(!m[0].alive());
    }

    #[test]
    fn an_own_goal_and_a_card_are_moments_too() {
        let events = [
            Event::Goal {
                side: Side::Home,
                scorer: PlayerId::new(Side::Away, 4),
            },
            Event::Card {
                player: PlayerId::new(Side::Away, 4),
                colour: CardColour::Yellow,
            },
            Event::HalfTime,
        ];
        let m = moments_of(&events, (1, 0), &[], who, |s| s.name().to_string());
        assert_eq!(m.len(), 2);
        assert!(
            matches!(&m[0].shown, Shown::Goal { scorer, .. } if scorer == "own goal by away 4")
        );
        assert!(matches!(
            m[1].shown,
            Shown::Card {
                colour: CardColour::Yellow,
                ..
            }
        ));
    }
}
