//! The kick card: after each kick's ball rests, a small card beside it tells the flick's
//! speed, how far the ball went (cm and cells), and who takes the ball and why (the CoD's
//! reason), or what came of the kick (a goal, out, a long ball). It fades by itself; it keeps
//! to the board's part of the window (never over the panel), and waits while a goal's or a
//! card's moment is up. With reduced motion it neither fades in nor rises.

use super::texts;
use crate::input::ScreenPoint;
use crate::ui::fonts::UiText;
use crate::ui::settings::motion::Motion;
use crate::ui::test_log::{Kind, Line};
use crate::ui::widgets::{TEXT, centred_text, wrap_to_width};
use hexkick_rules::command::Declaration;
use hexkick_rules::event::Event;
use hexkick_rules::pitch::CELL_WIDTH_CM;
use hexkick_rules::squad::PlayerId;
use hexkick_table::narrate::cod_reason;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

/// The card is shown this long, seconds.
const SHOWN_S: f32 = 2.5;
/// It fades in over this long, and out over the last [`FADE_OUT_S`], seconds.
const FADE_IN_S: f32 = 0.2;
/// See [`FADE_IN_S`].
const FADE_OUT_S: f32 = 0.5;
/// How far it rises as it comes in, logical pixels.
const RISE_PX: f32 = 10.0;
/// Its text size, logical pixels.
const SIZE: f32 = 14.0;
/// Its padding, and its gap from the ball, logical pixels.
const PAD_PX: f32 = 6.0;
/// See [`PAD_PX`].
const GAP_PX: f32 = 26.0;
const BACK: Color = Color::new(0.02, 0.05, 0.03, 0.86);
const EDGE: Color = Color::new(1.0, 0.9, 0.3, 1.0);

/// What the card says.
#[derive(Clone, Debug, PartialEq)]
pub struct KickCard {
    /// The figures ("152 cm/s · 43 cm (4.8 cells)"), then who takes the ball and why.
    pub lines: Vec<String>,
    /// Seconds shown so far.
    pub age: f32,
    motion: Motion,
}

/// Who takes the ball and why, or what else came of the kick, from its `events` (`told`:
/// the table's narration of them, line for line); `name` names a player.
pub fn outcome_line(
    events: &[Event],
    told: &[String],
    name: impl Fn(PlayerId) -> String,
) -> Option<String> {
    let declared: Option<Declaration> = events.iter().find_map(|e| match e {
        Event::Kick { declare, .. } => Some(*declare),
        _ => None,
    });
    // Who takes the ball first; else the first thing that came of the kick.
    let taken = events.iter().find_map(|e| match e {
        Event::Possession { player, reason, .. } => Some((*player, *reason)),
        _ => None,
    });
    if let Some((player, reason)) = taken {
        return Some(texts::takes_it(
            &name(player),
            &cod_reason(reason, declared),
        ));
    }
    let i = events.iter().position(|e| {
        matches!(
            e,
            Event::Goal { .. }
                | Event::Out { .. }
                | Event::Offside { .. }
                | Event::Foul { .. }
                | Event::KeeperPickUp { .. }
                | Event::LongBall { .. }
                | Event::BallOnLine { .. }
        )
    })?;
    told.get(i).filter(|l| !l.is_empty()).cloned()
}

impl KickCard {
    /// The card of a kick: the flick's speed (if known), the ball's travel, what came of it.
    pub fn new(
        speed_cm_s: Option<f32>,
        travel_cm: f32,
        outcome: Option<String>,
        motion: Motion,
    ) -> KickCard {
        let cm = format!("{}", travel_cm.round() as i64);
        let cells = texts::decimal(travel_cm / CELL_WIDTH_CM);
        let figures = match speed_cm_s {
            Some(v) => texts::kick_figures(&format!("{}", v.round() as i64), &cm, &cells),
            None => texts::kick_travel(&cm, &cells),
        };
        let lines = std::iter::once(figures).chain(outcome).collect();
        KickCard {
            lines,
            age: 0.0,
            motion,
        }
    }

    /// Its test-mode line: `kick_card text="..." who="..."`.
    pub fn line(&self) -> Line {
        let mut line = Line::new(Kind::KickCard);
        for (key, text) in ["text", "who"].into_iter().zip(&self.lines) {
            line = line.text(key, text);
        }
        line
    }

    /// Ages it by `dt` seconds; false once it has faded.
    pub fn advance(&mut self, dt: f32) -> bool {
        self.age += dt.max(0.0);
        self.age < SHOWN_S
    }

    /// How opaque it is now, 0 to 1: fading in (at once with reduced motion), held, fading
    /// out.
    pub fn opacity(&self) -> f32 {
        let coming = self.motion.pick((self.age / FADE_IN_S).min(1.0), 1.0);
        let going = ((SHOWN_S - self.age) / FADE_OUT_S).clamp(0.0, 1.0);
        coming.min(going)
    }

    /// Where it goes: centred above the ball at `ball` (below when there is no room above),
    /// kept inside `room` (the board's part of the window); its width and height.
    pub fn place(ball: ScreenPoint, size: (f32, f32), room: Rect) -> Rect {
        let (w, h) = size;
        let w = w.min(room.w - 2.0 * PAD_PX);
        let x = (ball.x - w / 2.0).clamp(room.x + PAD_PX, room.x + room.w - w - PAD_PX);
        let above = ball.y - GAP_PX - h;
        let y = if above >= room.y + PAD_PX {
            above
        } else {
            (ball.y + GAP_PX).min(room.y + room.h - h - PAD_PX)
        };
        Rect::new(x, y, w, h)
    }

    /// Its lines wrapped to fit `room`'s width (each with the line it comes from) and its
    /// size, logical pixels.
    fn laid_out(&self, room: Rect) -> (Vec<(usize, String)>, (f32, f32)) {
        let ui = UiText::new(SIZE);
        let inner = room.w - 4.0 * PAD_PX;
        let wrapped: Vec<(usize, String)> = (self.lines.iter().enumerate())
            .flat_map(|(i, l)| {
                wrap_to_width(&ui, l, inner)
                    .into_iter()
                    .map(move |w| (i, w))
            })
            .collect();
        let widest = (wrapped.iter())
            .map(|(_, l)| ui.width(l))
            .fold(0.0, f32::max);
        let step = SIZE * 1.3;
        let size = (widest + 2.0 * PAD_PX, wrapped.len() as f32 * step + PAD_PX);
        (wrapped, size)
    }

    /// Draws it by the ball at `ball`, inside `room`; a line wider than the room is wrapped.
    pub fn draw(&self, ball: ScreenPoint, room: Rect) {
        let alpha = self.opacity();
        if alpha <= 0.0 {
            return;
        }
        let rise = self.motion.pick(RISE_PX * (1.0 - alpha).max(0.0), 0.0);
        let (lines, size) = self.laid_out(room);
        let r = Self::place(ball, size, room);
        let fade = |c: Color| Color {
            a: c.a * alpha,
            ..c
        };
        let y = r.y + rise;
        draw_rectangle(r.x, y, r.w, r.h, fade(BACK));
        draw_rectangle_lines(r.x, y, r.w, r.h, 1.5, fade(EDGE));
        let step = SIZE * 1.3;
        for (row, (from, line)) in lines.iter().enumerate() {
            let colour = if *from == 0 { EDGE } else { TEXT };
            let cy = y + PAD_PX / 2.0 + step * (row as f32 + 0.5);
            centred_text(line, r.x + r.w / 2.0, cy, SIZE, fade(colour));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{KickCard, Motion, SHOWN_S, outcome_line};
    use crate::input::ScreenPoint;
    use hexkick_rules::command::Declaration;
    use hexkick_rules::event::{CodReason, Event};
    use hexkick_rules::outcome::KickStyle;
    use hexkick_rules::pitch::Cell;
    use hexkick_rules::squad::{PlayerId, Side};
    use macroquad::prelude::Rect;

    #[test]
    fn a_line_wider_than_the_board_is_wrapped_inside_it() {
        assert!(crate::ui::fonts::measure_headless(), "the UI font reads");
        let card = KickCard::new(
            Some(55.0),
            14.0,
            Some("Red 10 takes it: tie after a short pass: attack wins".into()),
            Motion::Full,
        );
        let room = Rect::new(0.0, 60.0, 390.0, 500.0);
        let (lines, (w, _)) = card.laid_out(room);
        assert!(w <= room.w - 2.0 * super::PAD_PX, "{w} px: {lines:?}");
        assert!(lines.len() >= 3, "the outcome wrapped: {lines:?}");
        assert_eq!(lines[0].0, 0, "the figures first");
    }

    fn name(p: PlayerId) -> String {
        format!("{} {}", p.side.name(), p.number.0)
    }

    fn kick(declare: Declaration) -> Event {
        Event::Kick {
            by: PlayerId::new(Side::Home, 9),
            declare,
            style: KickStyle::Low,
            from: Cell::CENTRE,
            rest: vec![Cell::of('E', 9)],
        }
    }

    fn taken(reason: CodReason) -> Event {
        Event::Possession {
            player: PlayerId::new(Side::Away, 4),
            cell: Cell::of('E', 9),
            moved: 1,
            reason,
        }
    }

    #[test]
    fn the_card_tells_the_speed_the_travel_and_who_takes_it_and_why() {
        hexkick_i18n::with_lang(hexkick_i18n::Lang::En, in_english);
    }

    fn in_english() {
        let events = [kick(Declaration::Pass), taken(CodReason::DefenceWinsTie)];
        let told = vec![String::new(); 2];
        let who = outcome_line(&events, &told, name);
        assert_eq!(
            who.as_deref(),
            Some("away 4 takes it: tie after a long pass: defence wins")
        );
        let card = KickCard::new(Some(151.6), 43.2, who, Motion::Full);
        assert_eq!(card.lines[0], "152 cm/s · 43 cm (4.8 cells)");
        let line = card.line().to_string();
        assert!(line.starts_with("kick_card text=\"152 cm/s"), "{line}");
        assert!(line.contains("who=\"away 4 takes it"), "{line}");
        let nearest = [kick(Declaration::Pass), taken(CodReason::Nearest)];
        assert_eq!(
            outcome_line(&nearest, &told, name).as_deref(),
            Some("away 4 takes it: nearest to the ball")
        );
        // No one takes it: what the table narrates of the kick's end.
        let out = [
            kick(Declaration::Shot),
            Event::HalfTime,
            Event::LongBall { cells: 3 },
        ];
        let told = vec![String::new(), "half".to_string(), "Long ball".to_string()];
        assert_eq!(
            outcome_line(&out, &told, name).as_deref(),
            Some("Long ball")
        );
        let unknown = KickCard::new(None, 9.0, None, Motion::Full);
        assert_eq!(unknown.lines, vec!["9 cm (1.0 cells)".to_string()]);
    }

    #[test]
    fn the_card_speaks_french() {
        hexkick_i18n::with_lang(hexkick_i18n::Lang::Fr, || {
            let events = [kick(Declaration::Pass), taken(CodReason::Nearest)];
            let who = outcome_line(&events, &[String::new(), String::new()], name);
            let card = KickCard::new(Some(151.6), 43.2, who, Motion::Full);
            assert_eq!(card.lines[0], "152 cm/s · 43 cm (4,8 cases)");
            assert_eq!(
                card.lines[1],
                "away 4 prend le ballon : le plus proche du ballon"
            );
        });
    }

    #[test]
    fn the_card_fades_by_itself_and_reduced_motion_shows_it_at_once() {
        let mut card = KickCard::new(Some(100.0), 40.0, None, Motion::Full);
        assert_eq!(card.opacity(), 0.0, "fades in");
        assert!(card.advance(1.0));
        assert_eq!(card.opacity(), 1.0);
        assert!(!card.advance(SHOWN_S), "gone by itself");
        assert_eq!(card.opacity(), 0.0);
        let still = KickCard::new(Some(100.0), 40.0, None, Motion::Reduced);
        assert_eq!(still.opacity(), 1.0, "there at once");
    }

    #[test]
    fn the_card_stays_in_the_board_room() {
        let room = Rect::new(0.0, 0.0, 390.0, 400.0);
        let size = (200.0, 40.0);
        // By the ball, above it.
        let r = KickCard::place(ScreenPoint::new(200.0, 200.0), size, room);
        assert!(
            r.y + r.h <= 200.0 && r.x < 200.0 && r.x + r.w > 200.0,
            "{r:?}"
        );
        // A ball in a corner: the card below it and inside the room.
        for ball in [ScreenPoint::new(2.0, 5.0), ScreenPoint::new(388.0, 398.0)] {
            let r = KickCard::place(ball, size, room);
            assert!(
                r.x >= room.x && r.y >= room.y && r.x + r.w <= room.w && r.y + r.h <= room.h,
                "{ball:?}: {r:?}"
            );
        }
    }
}
