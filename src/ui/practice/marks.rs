//! The drill's target drawn on the board: the cell to stop in, the gap's line between two
//! pegs, the keeper's bar and the open corner beside it, the far post's spot; after a try,
//! the line from where it was measured to the target, with its length.

use crate::ui::draw::{disc, fill_polygon, line, outline, ring};
use crate::ui::pieces::peg_radius_cm;
use crate::ui::view::PitchView;
use crate::ui::widgets::centred_text;
use hexkick_practice::{FAR_POST_REACH_CM, Mark, Try, words};
use hexkick_rules::pitch::{PEG_DIAMETER_CM, PitchPoint};
use macroquad::prelude::{Color, draw_rectangle};

/// The target's colour.
const TARGET: Color = Color::new(0.35, 0.95, 1.0, 1.0);
/// The keeper's bar.
const BAR: Color = Color::new(0.12, 0.12, 0.14, 1.0);
/// The measured line of a hit and of a miss.
const HIT: Color = Color::new(0.6, 0.95, 0.6, 1.0);
const MISS: Color = Color::new(1.0, 0.72, 0.45, 1.0);

/// Draws `mark` on the board of `view`.
pub fn draw_mark(view: &PitchView, mark: &Mark) {
    let width = view.px(0.3).max(2.0);
    match *mark {
        Mark::Cell { cell, .. } => {
            let points = cell.outline();
            fill_polygon(view, &points, Color { a: 0.22, ..TARGET });
            outline(view, &points, width, TARGET);
        }
        Mark::Gap { a, b, .. } => {
            // From rim to rim of the pegs as drawn (a little larger than on the felt).
            let inset = peg_radius_cm(view) - PEG_DIAMETER_CM / 2.0;
            let length = a.distance_to(b);
            if length > 2.0 * inset {
                let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length);
                let a = PitchPoint::new(a.x + ux * inset, a.y + uy * inset);
                let b = PitchPoint::new(b.x - ux * inset, b.y - uy * inset);
                line(view, a, b, width * 1.5, TARGET);
            }
        }
        Mark::Corner { open, bar, .. } => {
            line(view, open.0, open.1, width * 1.5, TARGET);
            if let Some(bar) = bar {
                let thick = view.px(bar.radius * 2.0).max(3.0);
                line(view, bar.a, bar.b, thick, BAR);
            }
        }
        Mark::Post { post, spot } => {
            disc(view, post, 0.5, TARGET);
            disc(view, spot, FAR_POST_REACH_CM, Color { a: 0.2, ..TARGET });
            ring(view, spot, FAR_POST_REACH_CM, width, TARGET);
        }
    }
}

/// Draws how far off `done` was: a line from where it was measured to the target, its
/// length in words beside it.
pub fn draw_miss_line(view: &PitchView, mark: &Mark, done: &Try) {
    let colour = if done.hit { HIT } else { MISS };
    let aim = mark.aim_point();
    line(view, done.at, aim, 2.0, colour);
    // A ring, not a disc: where it was measured is often where the ball lies.
    ring(view, done.at, 1.2, 2.0, colour);
    let text = words::centimetres(done.off_cm);
    let size = 15.0;
    let q = view.to_screen(hexkick_practice::middle(done.at, aim));
    let w = crate::ui::widgets::text_width(&text, size) + 8.0;
    let (x, y) = (q.x + 10.0, q.y - size * 1.6);
    draw_rectangle(x, y, w, size * 1.3, Color::new(0.0, 0.0, 0.0, 0.6));
    centred_text(&text, x + w / 2.0, y + size * 0.65, size, colour);
}
