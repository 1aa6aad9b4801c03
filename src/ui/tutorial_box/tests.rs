//! Where the lesson box goes: away from the ball, but never over the step's target when the
//! other edge leaves both in sight, and it moves only when it covers one of them.

use super::{InSight, LessonBox, board_area};
use crate::input::ScreenPoint;
use crate::ui::view::PitchView;

/// A phone held upright, the box 150 px high over the board's width.
fn phone() -> (PitchView, macroquad::prelude::Rect) {
    let view = PitchView::fit(390.0, 844.0);
    (view, board_area(view))
}

fn placed(lesson_box: &mut LessonBox, sight: InSight) -> bool {
    let (view, area) = phone();
    lesson_box.place(area, area.x + 10.0, area.w - 20.0, 150.0, sight, view);
    lesson_box.top.expect("placed")
}

fn at(area: macroquad::prelude::Rect, y_share: f32) -> ScreenPoint {
    ScreenPoint {
        x: area.x + area.w / 2.0,
        y: area.y + area.h * y_share,
    }
}

#[test]
fn the_box_goes_away_from_the_ball_unless_that_covers_the_target() {
    let (_, area) = phone();
    // The ball low, nothing asked: the box at the top.
    let ball_low = InSight {
        ball: at(area, 0.8),
        target: None,
    };
    assert!(placed(&mut LessonBox::default(), ball_low));
    // The ball in the middle, the team-mate at the top edge: the box at the bottom.
    let target_top = InSight {
        ball: at(area, 0.5),
        target: Some(at(area, 0.05)),
    };
    assert!(!placed(&mut LessonBox::default(), target_top));
    // The ball at the bottom edge too: no edge leaves both, the target is kept in sight.
    let both_low = InSight {
        ball: at(area, 0.97),
        target: Some(at(area, 0.05)),
    };
    assert!(
        !placed(&mut LessonBox::default(), both_low),
        "the target kept in sight before the ball"
    );
}

#[test]
fn a_placed_box_moves_only_when_it_covers_what_the_player_must_see() {
    let (_, area) = phone();
    let mut lesson_box = LessonBox::default();
    let first = InSight {
        ball: at(area, 0.8),
        target: Some(at(area, 0.5)),
    };
    assert!(placed(&mut lesson_box, first), "at the top");
    // The ball rolls up the middle: the box stays.
    let middle = InSight {
        ball: at(area, 0.45),
        target: Some(at(area, 0.5)),
    };
    assert!(placed(&mut lesson_box, middle), "stays at the top");
    // The camera moved the target under the box: it goes to the bottom.
    let covered = InSight {
        ball: at(area, 0.45),
        target: Some(at(area, 0.06)),
    };
    assert!(!placed(&mut lesson_box, covered), "moves to the bottom");
}
