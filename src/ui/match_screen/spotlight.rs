//! Moments that stop the game for a breath: a goal (its ball path replayed once over the
//! board, the scorer named, the score turning over) and a card (a yellow or red card held up
//! with the player's name). Built from the command's events; drawn over the board. A tap on
//! the board skips it; with reduced motion it is shorter and still (no replay, no pulse, no
//! rise).

use super::super::view::PitchView;
use super::super::widgets::{TEXT, centred_text};
use super::texts;
use crate::ui::settings::motion::Motion;
use hexkick_rules::event::{CardColour, Event};
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use macroquad::prelude::{Color, Rect, draw_circle, draw_rectangle, draw_rectangle_lines};

/// A goal's moment lasts this long, seconds (with every motion, and reduced).
const GOAL_S: (f32, f32) = (4.0, 2.0);
/// The path is replayed over this long, seconds (with reduced motion it is not replayed).
const REPLAY_S: f32 = 1.6;
/// The score turns over at this age, seconds (with every motion, and reduced).
const SCORE_TURNS_S: (f32, f32) = (0.8, 0.4);
/// A card is held up this long, seconds (with every motion, and reduced).
const CARD_S: (f32, f32) = (2.2, 1.5);
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
    /// Every motion, or reduced (shorter and still).
    pub motion: Motion,
}

/// The moments of a command's events, in order (a goal, then any card), named by `who`
/// (a player) and `team` (a side); `after` is the score once the events are played, `path`
/// the kick's ball path (empty when none), shown with `motion`.
pub fn moments_of(
    events: &[Event],
    after: (u8, u8),
    path: &[PitchPoint],
    who: impl Fn(PlayerId) -> String,
    team: impl Fn(Side) -> String,
    motion: Motion,
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
        out.push(Spotlight {
            shown,
            age: 0.0,
            motion,
        });
    }
    out
}

impl Spotlight {
    /// How long it is shown, seconds.
    pub fn lasts_s(&self) -> f32 {
        let (full, reduced) = match self.shown {
            Shown::Goal { .. } => GOAL_S,
            Shown::Card { .. } => CARD_S,
        };
        self.motion.pick(full, reduced)
    }

    /// Whether it is still on screen.
    pub fn alive(&self) -> bool {
        self.age < self.lasts_s()
    }

    /// The age at which a goal's score turns over.
    fn score_turns_s(&self) -> f32 {
        self.motion.pick(SCORE_TURNS_S.0, SCORE_TURNS_S.1)
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
            Shown::Goal { before, after, .. } => Some(if self.age < self.score_turns_s() {
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
        // The replay: the path drawn up to where the ball has got, the ball at its head
        // (none with reduced motion).
        let path = if self.motion.is_reduced() { &[] } else { path };
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
        let pulse = self.motion.pick(
            1.0 + 0.08 * (self.age * 7.0).sin().abs() * (1.0 - self.age / self.lasts_s()),
            1.0,
        );
        let title = (h * 0.3).min(w / 4.0) * pulse;
        centred_text(texts::goal(), cx, y + h * 0.24, title, GOLD);
        let line = h * 0.13;
        centred_text(scorer, cx, y + h * 0.52, line.max(14.0), TEXT);
        if let Some((home, away)) = self.score_now() {
            let turns = self.score_turns_s();
            let turned = !self.motion.is_reduced() && self.age >= turns && self.age < turns + 0.5;
            let size = line * 1.6 * if turned { 1.25 } else { 1.0 };
            centred_text(&format!("{home} - {away}"), cx, y + h * 0.8, size, GOLD);
        }
        let hint = 13.0;
        draw_rectangle(x, y + h, w, hint * 1.8, SHADE);
        centred_text(texts::tap_to_skip(), cx, y + h + hint * 0.9, hint, TEXT);
    }

    fn draw_card(&self, area: Rect, colour: CardColour, player: &str) {
        let (fill, words) = match colour {
            CardColour::Yellow => (Color::new(1.0, 0.85, 0.05, 1.0), texts::yellow_card()),
            CardColour::Red => (Color::new(0.85, 0.08, 0.08, 1.0), texts::red_card()),
        };
        // The card rises into view (is there at once with reduced motion), then is held up.
        let rise = self.motion.pick((self.age / 0.3).min(1.0), 1.0);
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
    use super::{CardColour, Event, Motion, PitchPoint, Shown, Side, moments_of};
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
        let mut m = moments_of(
            &events,
            (1, 2),
            &path,
            who,
            |s| s.name().to_string(),
            Motion::Full,
        );
        assert_eq!(m.len(), 1);
        let Shown::Goal { scorer, before, .. } = &m[0].shown else {
            panic!("{m:?}");
        };
        assert_eq!((scorer.as_str(), *before), ("away 9", (1, 1)));
        assert_eq!(m[0].score_now(), Some((1, 1)));
        m[0].age = 0.8;
        assert_eq!(m[0].score_now(), Some((1, 2)));
        m[0].age = 4.0;
        assert!(!m[0].alive());
    }

    #[test]
    fn reduced_motion_shortens_every_moment() {
        let scorer = PlayerId::new(Side::Home, 9);
        let events = [
            Event::Goal {
                side: Side::Home,
                scorer,
            },
            Event::Card {
                player: scorer,
                colour: CardColour::Red,
            },
        ];
        let of = |motion| moments_of(&events, (1, 0), &[], who, |s| s.name().to_string(), motion);
        let (full, reduced) = (of(Motion::Full), of(Motion::Reduced));
        for (f, r) in full.iter().zip(&reduced) {
            assert!(r.lasts_s() < f.lasts_s(), "{:?}", f.shown);
            assert!(r.lasts_s() >= 1.5, "still long enough to read");
        }
        let mut goal = reduced[0].clone();
        goal.age = 0.4;
        assert_eq!(goal.score_now(), Some((1, 0)), "the score turns sooner");
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
        let m = moments_of(
            &events,
            (1, 0),
            &[],
            who,
            |s| s.name().to_string(),
            Motion::Full,
        );
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
