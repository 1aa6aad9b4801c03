//! The Flick practice page (from the title screen): every drill with its one-line aim and
//! personal best (a tap opens it), the control the tries are flicked with (the settings'
//! own: a tap switches swipe and drag back), and Back.

use crate::input::stroke::StrokeEvent;
use crate::ui::form::{Announcer, MENU_BACKGROUND, TOUCH};
use crate::ui::page::Page;
use crate::ui::widgets::{Label, MIN_TEXT, text_width, wrap_lines};
use hexkick_i18n::tr;
use hexkick_practice::{Bests, DrillId, words};
use macroquad::prelude::{Color, Rect, clear_background, screen_height, screen_width};

/// A drill row's background.
const ROW_FILL: Color = Color::new(0.05, 0.17, 0.09, 1.0);
/// A drill's name.
const NAME: Color = Color::new(0.98, 0.85, 0.3, 1.0);
/// A drill's best.
const BEST: Color = Color::new(0.7, 0.95, 0.7, 1.0);

/// What a tap on the page means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeChoice {
    /// Open this drill.
    Open(DrillId),
    /// Switch the control between swipe and drag back (the settings' own).
    SwitchControl,
    /// Back to the title screen.
    Back,
}

/// Room inside a drill's row, logical pixels.
const PAD: f32 = 8.0;
/// Lines of a row are this many text sizes apart.
const STEP: f32 = 1.25;

/// A drill's row: its name, its aim in lines, its best beside the name or under the aim.
struct Row {
    name: &'static str,
    aim: Vec<String>,
    best: String,
    beside: bool,
    name_size: f32,
    small: f32,
    room: f32,
}

impl Row {
    fn new(drill: DrillId, best: &str, name_size: f32, small: f32, room: f32) -> Row {
        let d = drill.drill();
        let best_w = text_width(best, small);
        Row {
            name: d.name(),
            aim: wrap_lines(d.aim(), small, room),
            best: best.to_string(),
            beside: text_width(d.name(), name_size) + best_w + 3.0 * PAD <= room,
            name_size,
            small,
            room,
        }
    }

    /// The height its words take.
    fn height(&self) -> f32 {
        let lines = self.aim.len() + usize::from(!self.beside);
        2.0 * PAD + self.name_size * 1.2 + lines as f32 * self.small * STEP
    }

    /// Puts its words on `page` in the row at `(x, y)`, `width` wide.
    fn place(self, page: &mut Page<PracticeChoice>, x: f32, y: f32, width: f32) {
        let (left, small, room) = (x + PAD, self.small, self.room);
        let name_y = y + PAD + self.name_size * 0.6;
        let best_w = text_width(&self.best, small);
        let name_room = if self.beside {
            room - best_w - PAD
        } else {
            room
        };
        let name = Label::left(self.name, (left, name_y), self.name_size, name_room);
        page.label(name.coloured(NAME));
        let mut line_y = name_y + self.name_size * 0.6 + small * 0.65;
        for line in self.aim {
            page.label(Label::left(line, (left, line_y), small, room));
            line_y += small * STEP;
        }
        let best = if self.beside {
            Label::left(self.best, (x + width - PAD - best_w, name_y), small, best_w)
        } else {
            Label::left(self.best, (left, line_y), small, room)
        };
        page.label(best.coloured(BEST));
    }
}

/// The Flick practice page.
pub struct PracticePage {
    bests: Bests,
    drag_back: bool,
    announcer: Announcer,
}

impl PracticePage {
    /// The page with these bests, the tries flicked by dragging back or not.
    pub fn new(bests: Bests, drag_back: bool) -> Self {
        Self {
            bests,
            drag_back,
            announcer: Announcer::default(),
        }
    }

    /// Shows the control now in use.
    pub fn set_drag_back(&mut self, on: bool) {
        self.drag_back = on;
    }

    /// The page laid out in a `w` x `h` window: the title, a row per drill (its name, aim and
    /// best, the whole row a target), the control and Back.
    pub fn page(&self, w: f32, h: f32) -> Page<PracticeChoice> {
        let mut page = Page::default();
        let bw = (w * 0.92).min(560.0);
        let x = (w - bw) / 2.0;
        let bh = (h * 0.06).clamp(TOUCH, 52.0);
        let title = (w * 0.06).clamp(22.0, 40.0);
        page.label(Label::centred(
            tr(crate::ui::title::FLICK_PRACTICE),
            (w / 2.0, h * 0.06),
            title,
            w - 16.0,
        ));
        let back_y = h - bh * 1.4;
        let control_y = back_y - bh * 1.25;
        let top = h * 0.06 + title;
        let gap = 8.0;
        let count = DrillId::ALL.len() as f32;
        let row_h = ((control_y - gap - top) / count - gap).clamp(TOUCH, 120.0);
        let name_size = (row_h * 0.24).clamp(15.0, 22.0);
        let room = bw - 2.0 * PAD;
        let rows: Vec<(DrillId, String)> = (DrillId::ALL.iter())
            .map(|d| (*d, words::best_line(&self.bests.of(*d))))
            .collect();
        // The aims' size: the largest at which every row's words fit in it.
        let mut small = (row_h * 0.18).clamp(MIN_TEXT, 17.0);
        while small > MIN_TEXT
            && rows
                .iter()
                .any(|(d, best)| Row::new(*d, best, name_size, small, room).height() > row_h)
        {
            small = (small - 1.0).max(MIN_TEXT);
        }
        let mut y = top;
        for (drill, best) in rows {
            let rect = Rect::new(x, y, bw, row_h);
            page.fill(rect, ROW_FILL);
            page.area(
                rect,
                PracticeChoice::Open(drill),
                format!("drill_{}", drill.key()),
            );
            Row::new(drill, &best, name_size, small, room).place(&mut page, x, y, bw);
            y += row_h + gap;
        }
        page.button(
            Rect::new(x, control_y, bw, bh),
            tr("Drag back to kick"),
            self.drag_back,
            PracticeChoice::SwitchControl,
            "control",
        );
        let back = Rect::new(x + bw * 0.3, back_y, bw * 0.4, bh);
        page.button(back, tr("Back"), false, PracticeChoice::Back, "back");
        page
    }

    /// Handles the frame's strokes; the choice once one is made.
    pub fn update(&mut self, events: &[StrokeEvent], log: bool) -> Option<PracticeChoice> {
        let page = self.page(screen_width(), screen_height());
        if log {
            self.announcer.announce("practice", &page.targets());
        }
        events.iter().find_map(|event| match *event {
            StrokeEvent::Released { start, end, .. } => page.hit(start, end),
            _ => None,
        })
    }

    /// Draws the page.
    pub fn draw(&self) {
        clear_background(MENU_BACKGROUND);
        self.page(screen_width(), screen_height()).draw();
    }
}

#[cfg(test)]
mod tests {
    use super::{PracticeChoice, PracticePage};
    use crate::input::ScreenPoint;
    use hexkick_practice::{Bests, DrillId, Try};
    use hexkick_rules::pitch::PitchPoint;

    #[test]
    fn a_row_opens_its_drill_and_shows_its_best() {
        assert!(
            crate::ui::fonts::measure_headless(),
            "the UI font measures headless"
        );
        let mut bests = Bests::default();
        bests.record(&Try {
            drill: DrillId::Wall,
            hit: true,
            off_cm: 1.5,
            at: PitchPoint::new(45.0, 0.0),
            score: 77,
            miss: None,
        });
        let page = PracticePage::new(bests, false).page(390.0, 844.0);
        for drill in DrillId::ALL {
            let name = format!("drill_{}", drill.key());
            let (rect, _, _) = (page.areas.iter())
                .find(|a| a.2 == name)
                .expect("a row per drill");
            let centre = ScreenPoint::new(rect.x + rect.w / 2.0, rect.y + rect.h / 2.0);
            assert_eq!(page.hit(centre, centre), Some(PracticeChoice::Open(drill)));
        }
        assert!(page.labels.iter().any(|l| l.text == "Best: 77 (1.5 cm)"));
        let control = (page.buttons.iter())
            .find(|b| b.name == "control")
            .expect("the control");
        assert!(!control.lit, "swipe: drag back is off");
    }
}
