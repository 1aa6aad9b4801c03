//! What is shown over the board for a moment: the dice rolling then settling with the duel's
//! sums, and the hand-over banner when control passes to the other coach.

use super::super::widgets::{TEXT, centred_text};
use hexkick_i18n::tr;
use hexkick_rules::event::{Event, RollPurpose};
use hexkick_table::roll_word;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

/// The dice roll for this long (at speed 1) before they settle, seconds.
const ROLL_S: f32 = 0.7;
/// Settled dice stay this long, seconds.
const DICE_SHOWN_S: f32 = 2.5;
/// A banner stays this long, seconds.
const BANNER_S: f32 = 1.6;

/// Dice rolled by the last command, with what they were for.
#[derive(Clone, Debug, PartialEq)]
pub struct DiceShow {
    /// The faces and their purposes.
    pub rolls: Vec<(u8, RollPurpose)>,
    /// The duel's sums in words ("dribble 7 v defence 5"), if a duel was played.
    pub sums: Option<String>,
    /// Seconds shown so far (at animation speed 1).
    pub age: f32,
}

impl DiceShow {
    /// The dice of a command's events with the duel's line in words (the narration's "Tackle:
    /// die 4 + 2 blue = 6 v ball defence die 3 = 3: ..."), if any was rolled.
    pub fn told(events: &[Event], duel_line: Option<String>) -> Option<DiceShow> {
        let mut show = Self::of(events)?;
        if duel_line.is_some() {
            show.sums = duel_line;
        }
        Some(show)
    }

    /// The dice of a command's events, if any was rolled.
    pub fn of(events: &[Event]) -> Option<DiceShow> {
        let rolls: Vec<(u8, RollPurpose)> = events
            .iter()
            .filter_map(|e| match e {
                Event::Dice { roll, purpose } => Some((*roll, *purpose)),
                _ => None,
            })
            .collect();
        let sums = events.iter().find_map(|e| match e {
            Event::Duel {
                attack, defence, ..
            } => Some(format!("{attack} v {defence}")),
            Event::Tackle { won, .. } => Some(
                if *won {
                    tr("tackle won")
                } else {
                    tr("tackle missed")
                }
                .to_string(),
            ),
            _ => None,
        });
        (!rolls.is_empty()).then_some(DiceShow {
            rolls,
            sums,
            age: 0.0,
        })
    }

    /// Whether it is still on screen.
    pub fn alive(&self) -> bool {
        self.age < ROLL_S + DICE_SHOWN_S
    }

    /// The face shown for die `i`: tumbling while rolling, then the real one.
    pub fn face(&self, i: usize) -> u8 {
        if self.age >= ROLL_S {
            return self.rolls.get(i).map_or(1, |r| r.0);
        }
        ((self.age * 23.0) as usize + i * 3) as u8 % 6 + 1
    }

    /// Draws the dice in a row centred on `(x, y)`.
    pub fn draw(&self, x: f32, y: f32, size: f32) {
        let n = self.rolls.len();
        let gap = size * 0.3;
        let width = n as f32 * size + (n.saturating_sub(1)) as f32 * gap;
        let h = size * if self.sums.is_some() { 2.6 } else { 1.9 };
        draw_rectangle(
            x - width / 2.0 - gap,
            y - size * 0.6 - gap,
            width + 2.0 * gap,
            h + gap,
            Color::new(0.0, 0.0, 0.0, 0.6),
        );
        for i in 0..n {
            let left = x - width / 2.0 + i as f32 * (size + gap);
            let top = y - size / 2.0;
            draw_die(left, top, size, self.face(i));
            if self.age >= ROLL_S {
                let purpose = self.rolls.get(i).map_or("", |r| roll_word(r.1));
                centred_text(
                    purpose,
                    left + size / 2.0,
                    top + size * 1.2,
                    size * 0.22,
                    TEXT,
                );
            }
        }
        if let Some(sums) = self.sums.as_ref().filter(|_| self.age >= ROLL_S) {
            // The line may be long: the reader looks here, so it wraps under the dice.
            let text = size * 0.3;
            let lines = crate::ui::wrap::wrap(sums, size * 8.0, |t| {
                super::super::widgets::text_width(t, text)
            });
            for (i, l) in lines.iter().enumerate() {
                centred_text(l, x, y + size * 1.25 + i as f32 * text * 1.25, text, TEXT);
            }
        }
    }
}

/// One die with its pips.
fn draw_die(x: f32, y: f32, size: f32, face: u8) {
    draw_rectangle(x, y, size, size, Color::new(0.97, 0.97, 0.94, 1.0));
    draw_rectangle_lines(x, y, size, size, 2.0, Color::new(0.1, 0.1, 0.1, 1.0));
    let pip = |px: f32, py: f32| {
        macroquad::prelude::draw_circle(
            x + px * size,
            y + py * size,
            size * 0.09,
            Color::new(0.1, 0.1, 0.1, 1.0),
        );
    };
    let (l, m, r) = (0.27, 0.5, 0.73);
    match face {
        1 => pip(m, m),
        2 => [(l, l), (r, r)].iter().for_each(|p| pip(p.0, p.1)),
        3 => [(l, l), (m, m), (r, r)].iter().for_each(|p| pip(p.0, p.1)),
        4 => [(l, l), (r, l), (l, r), (r, r)]
            .iter()
            .for_each(|p| pip(p.0, p.1)),
        5 => [(l, l), (r, l), (m, m), (l, r), (r, r)]
            .iter()
            .for_each(|p| pip(p.0, p.1)),
        _ => [(l, l), (r, l), (l, m), (r, m), (l, r), (r, r)]
            .iter()
            .for_each(|p| pip(p.0, p.1)),
    }
}

/// A message across the board for a moment ("Away to play", "GOAL!").
#[derive(Clone, Debug, PartialEq)]
pub struct Banner {
    /// The words.
    pub text: String,
    /// Seconds shown so far.
    pub age: f32,
}

impl Banner {
    /// A new banner.
    pub fn new(text: impl Into<String>) -> Self {
        Banner {
            text: text.into(),
            age: 0.0,
        }
    }

    /// Whether it is still on screen.
    pub fn alive(&self) -> bool {
        self.age < BANNER_S
    }

    /// Draws it across the upper part of `area`, clear of the middle where the ball rests
    /// after a kick-off or a pass through the centre.
    pub fn draw(&self, area: Rect) {
        let h = (area.h * 0.14).clamp(40.0, 90.0);
        let y = area.y + area.h * 0.2 - h / 2.0;
        draw_rectangle(area.x, y, area.w, h, Color::new(0.05, 0.05, 0.05, 0.8));
        centred_text(
            &self.text,
            area.x + area.w / 2.0,
            y + h / 2.0,
            (h * 0.5).min(area.w / (self.text.len().max(1) as f32 * 0.65)),
            Color::new(1.0, 0.9, 0.3, 1.0),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::{DICE_SHOWN_S, DiceShow, Event, ROLL_S, RollPurpose};
    use hexkick_rules::event::DuelKind;
    use hexkick_rules::squad::{PlayerId, Side};

    #[test]
    fn dice_tumble_then_show_the_rolls_and_the_sums() {
        let (a, d) = (PlayerId::new(Side::Home, 9), PlayerId::new(Side::Away, 4));
        let events = vec![
            Event::Dice {
                roll: 5,
                purpose: RollPurpose::Dribble,
            },
            Event::Dice {
                roll: 2,
                purpose: RollPurpose::OneOnOneDefence,
            },
            Event::Duel {
                kind: DuelKind::Dribble,
                attacker: a,
                defender: d,
                attack: 7,
                defence: 4,
                winner: a,
            },
        ];
        let mut show = DiceShow::of(&events).expect("dice were rolled");
        assert_eq!(show.sums.as_deref(), Some("7 v 4"));
        show.age = ROLL_S + 0.1;
        assert_eq!((show.face(0), show.face(1)), (5, 2));
        show.age = ROLL_S + DICE_SHOWN_S;
        assert!(!show.alive());
        assert!(DiceShow::of(&[Event::HalfTime]).is_none());
    }
}
