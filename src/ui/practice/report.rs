//! Flick practice for `hexkick layout-report`: the drill list with a best for every drill,
//! and each drill's panel before a try and after a hit (a new best) and a miss, the longest
//! figures in them; the panel's words must stay above its buttons.

use super::list::PracticePage;
use super::panel::{Told, panel};
use crate::ui::layout_report::sheet::{Sheet, Window};
use crate::ui::page::Page;
use crate::ui::view::PitchView;
use hexkick_practice::{Bests, DrillId, Miss, Record, Try, words};
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};

/// The list's sheet and the drill panel's.
pub fn sheets(window: Window) -> Result<Vec<Sheet>, String> {
    let (bests, record) = longest_bests();
    let mut list = Sheet::new("practice");
    let page = PracticePage::new(bests, true).page(window.w, window.h);
    list.page(&page);
    rows_fit(&mut list, &page);
    list.nothing_overlaps();
    let view = PitchView::fit(window.w, window.h);
    let mut drills = Sheet::new("practice_drill (every drill, before and after a try)");
    for drill in DrillId::ALL {
        let d = drill.drill();
        let tried = |hit: bool| Try {
            drill,
            hit,
            off_cm: 123.4,
            at: PitchPoint::new(0.0, 0.0),
            score: 100,
            miss: (!hit).then_some(Miss::Touched(PlayerId::new(Side::Away, 10))),
        };
        for (done, drag_back) in [
            (None, false),
            (None, true),
            (Some((tried(true), true)), false),
            (Some((tried(false), false)), false),
        ] {
            let why = done
                .and_then(|(t, _)| t.miss)
                .map(|m| words::miss(m, |p| format!("Meadowbank Wanderers {}", p.number.0)));
            let told = Told {
                drill: &d,
                drag_back,
                done,
                why,
                record,
            };
            let page = panel(&view, &told);
            drills.page(&page);
            let words_end = (page.labels.iter())
                .map(|l| l.y + l.size * 0.5)
                .fold(0.0, f32::max);
            let buttons_top = (page.buttons.iter())
                .map(|b| b.button.rect.y)
                .fold(f32::INFINITY, f32::min);
            drills.fits(
                format!("{} panel's words above its buttons", drill.key()),
                words_end,
                buttons_top,
            );
        }
    }
    let mut empty = Sheet::new("practice_no_bests");
    let page = PracticePage::new(Bests::default(), false).page(window.w, window.h);
    empty.page(&page);
    rows_fit(&mut empty, &page);
    empty.nothing_overlaps();
    Ok(vec![list, empty, drills])
}

/// Checks that each drill row's words stay inside its row.
fn rows_fit<I: Clone>(sheet: &mut Sheet, page: &Page<I>) {
    for (rect, _, name) in &page.areas {
        let bottom = (page.labels.iter())
            .filter(|l| l.y >= rect.y && l.y <= rect.y + rect.h + l.size)
            .map(|l| l.y + l.size * 0.5)
            .fold(rect.y, f32::max);
        sheet.fits(
            format!("{name}'s words in its row"),
            bottom - rect.y,
            rect.h,
        );
    }
}

/// Bests with every drill tried many times, and the longest record.
fn longest_bests() -> (Bests, Record) {
    let mut bests = Bests::default();
    for drill in DrillId::ALL {
        for _ in 0..3 {
            bests.record(&Try {
                drill,
                hit: true,
                off_cm: 88.8,
                at: PitchPoint::new(0.0, 0.0),
                score: 100,
                miss: None,
            });
        }
    }
    let record = Record {
        tries: 99_999,
        hits: 99_999,
        ..bests.of(DrillId::Pass)
    };
    (bests, record)
}
