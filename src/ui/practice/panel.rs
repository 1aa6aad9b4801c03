//! The drill's panel, in the match screen's panel place: the drill's name and aim, how to
//! flick with the control in use, then the try's verdict, score and the personal best; its
//! buttons Again (after a try), Next drill and Back.

use crate::ui::form::TOUCH;
use crate::ui::page::Page;
use crate::ui::view::PitchView;
use crate::ui::widgets::{Label, wrap_lines};
use hexkick_i18n::tr;
use hexkick_practice::{Drill, Record, Try, words};
use macroquad::prelude::{Color, Rect};

/// The panel's background.
const BACK: Color = Color::new(0.05, 0.12, 0.07, 1.0);
const HEADING: Color = Color::new(0.98, 0.85, 0.3, 1.0);
const DIM: Color = Color::new(0.8, 0.85, 0.8, 1.0);
const HIT: Color = Color::new(0.6, 0.95, 0.6, 1.0);
const MISS: Color = Color::new(1.0, 0.72, 0.45, 1.0);
/// Room inside the panel's edges, logical pixels.
const PAD: f32 = 10.0;
/// A panel this wide or wider lays its buttons in a row (else one under the other).
const ROW_OF_BUTTONS_PX: f32 = 330.0;

/// What a tap on the panel means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrillTap {
    /// The drill again from its start.
    Again,
    /// The next drill.
    Next,
    /// Back to the drill list.
    Back,
}

/// What the panel tells: the drill, and the try once it is played.
pub struct Told<'a> {
    /// The drill.
    pub drill: &'a Drill,
    /// Tries are flicked by dragging back (else by a swipe).
    pub drag_back: bool,
    /// The try, once its ball rested, and whether it is a new personal best.
    pub done: Option<(Try, bool)>,
    /// Why the try missed, in words.
    pub why: Option<String>,
    /// The drill's record (with the try counted).
    pub record: Record,
}

/// How a try is scored.
const HOW_SCORED: &str =
    hexkick_i18n::tr_key("A hit scores 50 to 100, the nearer the more; a miss up to 49.");

/// How to flick with the control in use.
fn how_to(drag_back: bool) -> &'static str {
    if drag_back {
        tr("Drag back from the ball and let go to kick.")
    } else {
        tr("Swipe through the ball to kick.")
    }
}

/// The panel of `view` laid out, telling `told`.
pub fn panel(view: &PitchView, told: &Told) -> Page<DrillTap> {
    let (px, py, pw, ph) = view.panel();
    let mut page = Page::default();
    page.fill(Rect::new(px, py, pw, ph), BACK);
    let room = pw - 2.0 * PAD;
    let x = px + PAD;
    // A phone held upright has a compact bar: smaller words, the scoring and the tally left
    // to the list and the drill's start.
    let compact = view.compact();
    let big = if compact {
        18.0
    } else if view.portrait {
        24.0
    } else {
        22.0
    };
    let size = if compact {
        13.0
    } else if view.portrait {
        17.0
    } else {
        16.0
    };
    let mut column = Column {
        x,
        y: py + PAD + big * 0.6,
        room,
    };
    page.label(Label::left(told.drill.name(), (x, column.y), big, room).coloured(HEADING));
    column.y += big * 0.6 + size * 0.9;
    column.lines(&mut page, told.drill.aim(), size, DIM);
    match &told.done {
        None => {
            column.lines(&mut page, how_to(told.drag_back), size, DIM);
            if !compact {
                column.lines(&mut page, tr(HOW_SCORED), size, DIM);
            }
        }
        Some((done, new_best)) => {
            let colour = if done.hit { HIT } else { MISS };
            column.y += size * 0.4;
            column.lines(&mut page, &words::verdict(done), big, colour);
            if let Some(why) = &told.why {
                column.lines(&mut page, why, size, colour);
            }
            column.lines(&mut page, &words::score(done), big, colour);
            if *new_best {
                column.lines(&mut page, words::new_best(), size, HEADING);
            }
        }
    }
    column.lines(&mut page, &words::best_line(&told.record), size, DIM);
    if !compact {
        column.lines(&mut page, &words::tally(&told.record), size, DIM);
    }
    buttons(&mut page, (px, py, pw, ph), told.done.is_some());
    page
}

/// Lines written down the panel.
struct Column {
    x: f32,
    /// The next line's middle.
    y: f32,
    room: f32,
}

impl Column {
    /// `text` wrapped to the room at `size`, one line under the other.
    fn lines(&mut self, page: &mut Page<DrillTap>, text: &str, size: f32, colour: Color) {
        for line in wrap_lines(text, size, self.room) {
            page.label(Label::left(line, (self.x, self.y), size, self.room).coloured(colour));
            self.y += size * 1.3;
        }
    }
}

/// The panel's buttons at its bottom: Back, Again (after a try) and Next drill, in a row in
/// their steady places, or one under the other in a narrow panel.
fn buttons(page: &mut Page<DrillTap>, (px, py, pw, ph): (f32, f32, f32, f32), tried: bool) {
    let bh = TOUCH.max(ph * 0.1).min(52.0);
    let jobs = [
        (DrillTap::Back, tr("Back"), "back", false),
        (DrillTap::Again, tr("Again"), "again", true),
        (DrillTap::Next, tr("Next drill"), "next", false),
    ];
    let inner = pw - 2.0 * PAD;
    if pw >= ROW_OF_BUTTONS_PX {
        let count = jobs.len() as f32;
        let w = (inner - PAD * (count - 1.0)) / count;
        let y = py + ph - PAD - bh;
        for (i, (tap, label, name, lit)) in jobs.into_iter().enumerate() {
            if tap != DrillTap::Again || tried {
                let rect = Rect::new(px + PAD + i as f32 * (w + PAD), y, w, bh);
                page.button(rect, label, lit, tap, name);
            }
        }
        return;
    }
    let shown: Vec<_> = (jobs.into_iter())
        .filter(|job| job.0 != DrillTap::Again || tried)
        .collect();
    let count = shown.len() as f32;
    for (i, (tap, label, name, lit)) in shown.into_iter().enumerate() {
        let y = py + ph - (count - i as f32) * (bh + PAD);
        page.button(Rect::new(px + PAD, y, inner, bh), label, lit, tap, name);
    }
}

#[cfg(test)]
mod tests {
    use super::{DrillTap, Told, panel};
    use crate::input::ScreenPoint;
    use crate::ui::view::PitchView;
    use hexkick_practice::{Bests, DrillId, Try};
    use hexkick_rules::pitch::PitchPoint;

    #[test]
    fn again_comes_with_the_try_and_its_words() {
        assert!(
            crate::ui::fonts::measure_headless(),
            "the UI font measures headless"
        );
        let drill = DrillId::Shot.drill();
        let view = PitchView::fit(390.0, 844.0);
        let mut told = Told {
            drill: &drill,
            drag_back: true,
            done: None,
            why: None,
            record: Bests::default().of(DrillId::Shot),
        };
        let names = |told: &Told| -> Vec<String> {
            (panel(&view, told).buttons.iter())
                .map(|b| b.name.clone())
                .collect()
        };
        assert_eq!(names(&told), ["back", "next"]);
        let words = |told: &Told| -> String {
            (panel(&view, told).labels.iter())
                .map(|l| l.text.clone())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert!(words(&told).contains("Drag back"), "{}", words(&told));
        let done = Try {
            drill: DrillId::Shot,
            hit: true,
            off_cm: 0.8,
            at: PitchPoint::new(45.0, -2.0),
            score: 80,
            miss: None,
        };
        let mut bests = Bests::default();
        bests.record(&done);
        told.done = Some((done, true));
        told.record = bests.of(DrillId::Shot);
        assert_eq!(names(&told), ["back", "again", "next"]);
        let said = words(&told);
        for part in [
            "Hit! 0.8 cm off",
            "Score: 80",
            "New personal best!",
            "Best: 80",
        ] {
            assert!(said.contains(part), "{part} in {said}");
        }
        let page = panel(&view, &told);
        let again = page
            .buttons
            .iter()
            .find(|b| b.name == "again")
            .expect("Again");
        let r = again.button.rect;
        let centre = ScreenPoint::new(r.x + r.w / 2.0, r.y + r.h / 2.0);
        assert_eq!(page.hit(centre, centre), Some(DrillTap::Again));
    }
}
