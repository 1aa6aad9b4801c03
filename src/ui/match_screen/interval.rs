//! The half-time and full-time screens: the title, the score, the match's figures as a
//! table (one column per team) and, at half time, a Continue button on the screen itself (at
//! full time the panel's Back to the menu and Watch again are the only ways on, once each).

use super::super::widgets::{Button, Label, text_width};
use super::hud::score_line;
use super::texts;
use hexkick_rules::squad::Side;
use hexkick_table::stats::MatchStats;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

const GOLD: Color = Color::new(1.0, 0.9, 0.3, 1.0);
const DIM: Color = Color::new(0.8, 0.85, 0.8, 0.95);

/// The half-time or full-time screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Break {
    /// "Half time" or "Full time".
    pub title: &'static str,
    /// The teams' names, home first.
    pub names: [String; 2],
    /// The score, home first.
    pub score: (u8, u8),
    /// The figures: (what, home, away).
    pub rows: Vec<(&'static str, String, String)>,
    /// The button's words ("Continue" at half time; none at full time, where the panel's
    /// buttons lead on).
    pub button: Option<&'static str>,
}

/// The figures of `stats` as rows of the table.
pub fn stat_rows(stats: &MatchStats) -> Vec<(&'static str, String, String)> {
    let [h, a] = stats.sides;
    let pair = |what: &'static str, x: u32, y: u32| (what, x.to_string(), y.to_string());
    vec![
        (
            texts::possession(),
            format!("{}%", stats.possession_percent(Side::Home)),
            format!("{}%", stats.possession_percent(Side::Away)),
        ),
        pair(texts::shots(), h.shots, a.shots),
        pair(texts::on_target(), h.shots_on_target, a.shots_on_target),
        pair(texts::passes(), h.passes, a.passes),
        pair(texts::crosses(), h.crosses, a.crosses),
        pair(texts::fouls(), h.fouls, a.fouls),
        pair(texts::yellow_cards(), h.yellow_cards, a.yellow_cards),
        pair(texts::red_cards(), h.red_cards, a.red_cards),
    ]
}

impl Break {
    /// The card the screen is drawn on, inside `area` (the board).
    fn card(area: Rect) -> Rect {
        let w = (area.w - 16.0).min(560.0);
        let h = (area.h - 16.0).min(520.0);
        Rect::new(
            area.x + (area.w - w) / 2.0,
            area.y + (area.h - h) / 2.0,
            w,
            h,
        )
    }

    /// The Continue button, inside `area` (the board).
    pub fn button_rect(area: Rect) -> Rect {
        let card = Self::card(area);
        let h = (card.h * 0.11).clamp(crate::ui::form::TOUCH, 56.0);
        let w = (card.w * 0.6).min(280.0);
        Rect::new(
            card.x + (card.w - w) / 2.0,
            card.y + card.h - h - 12.0,
            w,
            h,
        )
    }

    /// Draws the screen over `area`.
    pub fn draw(&self, area: Rect) {
        draw_rectangle(
            area.x,
            area.y,
            area.w,
            area.h,
            Color::new(0.02, 0.08, 0.04, 0.92),
        );
        let card = Self::card(area);
        draw_rectangle_lines(card.x, card.y, card.w, card.h, 2.0, GOLD);
        for label in self.labels(area) {
            label.draw();
        }
        if let Some(button) = self.button(area) {
            button.draw(true);
        }
    }

    /// The Continue button over `area` (half time only).
    pub fn button(&self, area: Rect) -> Option<Button> {
        (self.button).map(|words| Button::new(words, Self::button_rect(area)))
    }

    /// The screen's words where they go over `area`: the title, the score and the table.
    pub fn labels(&self, area: Rect) -> Vec<Label> {
        let card = Self::card(area);
        let bottom = match self.button {
            Some(_) => Self::button_rect(area).y,
            None => card.y + card.h - 12.0,
        };
        let rows = self.rows.len() as f32 + 1.0;
        let room = bottom - card.y;
        let size = (room / (rows * 1.5 + 5.0)).clamp(13.0, 26.0);
        let cx = card.x + card.w / 2.0;
        let wide = card.w - 20.0;
        let mut y = card.y + size * 1.6;
        let mut out = vec![Label::centred(self.title, (cx, y), size * 1.8, wide).coloured(GOLD)];
        y += size * 2.3;
        let width_of = |t: &str| text_width(t, size * 1.3);
        let names = [self.names[0].as_str(), self.names[1].as_str()];
        let score = score_line(names, self.score, wide, width_of);
        out.push(Label::centred(score, (cx, y), size * 1.3, wide));
        y += size * 2.0;
        let (left, right) = (card.x + card.w * 0.15, card.x + card.w * 0.85);
        let (side_room, middle_room) = (card.w * 0.28, card.w * 0.42);
        for (what, home, away) in &self.rows {
            out.push(Label::centred(home, (left, y), size, side_room));
            out.push(Label::centred(*what, (cx, y), size, middle_room).coloured(DIM));
            out.push(Label::centred(away, (right, y), size, side_room));
            y += size * 1.5;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{Break, MatchStats, Rect, stat_rows};

    #[test]
    fn the_table_has_one_row_per_figure_and_the_button_sits_on_the_card() {
        let rows = stat_rows(&MatchStats::default());
        assert_eq!(rows.len(), 8);
        assert_eq!(rows[0].1, "50%");
        for (w, h) in [(1280.0, 800.0), (390.0, 540.0)] {
            let area = Rect::new(0.0, 0.0, w, h);
            let b = Break::button_rect(area);
            assert!(
                b.x >= 0.0 && b.x + b.w <= w && b.y > h / 2.0 && b.y + b.h <= h,
                "{b:?}"
            );
        }
    }
}
