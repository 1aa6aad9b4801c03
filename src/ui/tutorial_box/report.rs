//! The lesson box for `hexkick layout-report`: every step of every lesson, while it is played
//! and once decided, laid out over the board as the tutorial's screen draws it with each set
//! of buttons the box may show then (its own; Show me beside Try again; Your turn; the choice
//! of the control); the box must fit the board, and leave in sight the ball and the step's
//! target (the player or place asked for) wherever one of the board's edges can.

use super::{InSight, LessonBox, PAD_PX, board_area, covers};
use crate::ui::layout_report::sheet::{Sheet, Window};
use crate::ui::match_screen::shown_ball;
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
    let mut sheet = Sheet::new("tutorial_box (every step)");
    for lesson in 0..hexkick_tutorial::lessons().len() {
        hexkick_tutorial::play_lesson(lesson, |table, tutorial: &Tutorial| {
            let state = table.state();
            let sight = InSight {
                ball: view.to_screen(shown_ball(state)),
                target: tutorial.target(state).map(|p| view.to_screen(p)),
            };
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
                let hidden = (sight.ball_and_target())
                    .filter(|(_, p)| covers(rect, view, *p))
                    .map(|(name, _)| name)
                    .collect::<Vec<_>>();
                if !hidden.is_empty() {
                    sheet
                        .hidden
                        .push(format!("{what} covers the {}", hidden.join(" and the ")));
                }
                sheet.fits(what, rect.h, area.h - 2.0 * PAD_PX);
            }
        })?;
    }
    Ok(vec![sheet])
}
