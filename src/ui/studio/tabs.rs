//! The studio's top bar: Back and the page tabs, each as wide as its words need at the
//! smallest text (never under a finger's width), the room left shared between the tabs.

use super::targets::Targets;
use super::{Intent, Page};
use crate::ui::form::TOUCH;
use crate::ui::widgets::{MIN_TEXT, text_width};
use hexkick_i18n::tr;
use macroquad::prelude::Rect;

/// Room kept beside a tab's words (the button's padding and a little air), logical pixels.
const TAB_PAD: f32 = 10.0;
/// The most room Back takes beyond its words.
const BACK_EXTRA_MAX: f32 = 48.0;

/// Lays out Back and the tabs (Strip and Stickers only while a team is open) across a
/// `w`-wide window in a bar `bar` high, the page `on` highlighted.
pub(super) fn draw(on: Page, has_open: bool, w: f32, bar: f32, targets: &mut Targets<Intent>) {
    let gap = if w < 600.0 { 4.0 } else { 8.0 };
    let mut items = vec![(tr("Back"), "back", Intent::Back)];
    for (page, text, name) in Page::TABS {
        if has_open || page == Page::Teams || page == Page::Share {
            items.push((tr(text), name, Intent::Page(page)));
        }
    }
    let need: Vec<f32> = (items.iter())
        .map(|(text, _, _)| (text_width(text, MIN_TEXT) + TAB_PAD).max(TOUCH))
        .collect();
    let spare = w - gap * (items.len() + 1) as f32 - need.iter().sum::<f32>();
    let tabs = (items.len() - 1) as f32;
    let back_extra = (spare / items.len() as f32).clamp(0.0, BACK_EXTRA_MAX);
    let tab_extra = (spare - back_extra) / tabs;
    let mut x = gap;
    for (k, ((text, name, intent), need)) in items.into_iter().zip(need).enumerate() {
        let width = need + if k == 0 { back_extra } else { tab_extra };
        let selected = matches!(intent, Intent::Page(p) if p == on);
        targets.button(
            Rect::new(x, gap, width, bar - gap),
            text,
            selected,
            intent,
            name,
        );
        x += width + gap;
    }
}
