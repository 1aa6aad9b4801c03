//! The lesson box for `hexkick layout-report`: every step of every lesson, while it is played
//! and once decided, laid out over the board as the tutorial's screen draws it with each set
//! of buttons the box may show then (its own; Show me beside Try again; Your turn; the choice
//! of the control); the box must fit the board.

use super::{InSight, LessonBox, PAD_PX, board_area};
use crate::input::ScreenPoint;
use crate::ui::layout_report::sheet::{Sheet, Window};
use crate::ui::view::PitchView;
use hexkick_tutorial::{Answer, Tutorial};

/// Every set of buttons the box shows, besides the moment's own.
const BUTTON_SETS: [&[Answer]; 3] = [
    &[Answer::ShowMe, Answer::Retry],
    &[Answer::YourTurn],
    &[Answer::KeepSwipe, Answer::KeepDragBack],
];

/// One sheet with the lesson box at every step of every lesson.
pub fn sheets(window: Window) -> Result<Vec<Sheet>, String> {
    let view = PitchView::fit(window.w, window.h);
    let area = board_area(view);
    let sight = InSight {
        ball: ScreenPoint {
            x: area.x + area.w / 2.0,
            y: area.y + area.h / 2.0,
        },
        target: None,
    };
    let mut sheet = Sheet::new("tutorial_box (every step)");
    for lesson in 0..hexkick_tutorial::lessons().len() {
        hexkick_tutorial::play_lesson(lesson, |_, tutorial: &Tutorial| {
            let now = tutorial.answers();
            let others = BUTTON_SETS.iter().filter(|_| !now.is_empty());
            let sets: Vec<Vec<Answer>> = std::iter::once(now.clone())
                .chain(others.map(|s| s.to_vec()))
                .collect();
            for answers in sets {
                let (rect, labels, buttons) =
                    LessonBox::default().parts(tutorial, &answers, view, sight);
                sheet.labels(&labels);
                sheet.buttons(&buttons);
                let what = format!(
                    "lesson {} step {} box",
                    tutorial.lesson_number(),
                    tutorial.step_number()
                );
                sheet.fits(what, rect.h, area.h - 2.0 * PAD_PX);
            }
        })?;
    }
    Ok(vec![sheet])
}
