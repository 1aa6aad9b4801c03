//! The lesson box for `hexkick layout-report`: every step of every lesson, while it is played
//! and once decided (with its button, and with Try again's words), laid out over the board as
//! the tutorial's screen draws it; the box must fit the board.

use super::{BoxButton, LessonBox, PAD_PX, board_area};
use crate::input::ScreenPoint;
use crate::ui::layout_report::sheet::{Sheet, Window};
use crate::ui::view::PitchView;
use hexkick_tutorial::Tutorial;

/// One sheet with the lesson box at every step of every lesson.
pub fn sheets(window: Window) -> Result<Vec<Sheet>, String> {
    let view = PitchView::fit(window.w, window.h);
    let area = board_area(view);
    let ball = ScreenPoint {
        x: area.x + area.w / 2.0,
        y: area.y + area.h / 2.0,
    };
    let mut sheet = Sheet::new("tutorial_box (every step)");
    for lesson in 0..hexkick_tutorial::lessons().len() {
        hexkick_tutorial::play_lesson(lesson, |_, tutorial: &Tutorial| {
            let now = BoxButton::now(tutorial);
            let buttons = match now {
                Some(b) => vec![Some(b), Some(BoxButton::Retry)],
                None => vec![None],
            };
            for button in buttons {
                let (rect, labels, button) =
                    LessonBox::default().parts(tutorial, button, view, ball);
                sheet.labels(&labels);
                sheet.buttons(&button);
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
