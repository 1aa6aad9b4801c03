//! The studio's feedback bar: the last action's words along the bottom, and a refusal's
//! problems listed in a panel above it.

use super::editor::Feedback;
use super::targets::Targets;
use super::{ERROR, GOOD, Intent};
use crate::ui::widgets::MIN_TEXT;
use macroquad::prelude::{Color, Rect};

/// Most lines of a refusal listed above the feedback bar (the importer lists every problem).
const MAX_FEEDBACK_LINES: usize = 8;

/// The feedback's text size on its bar and in the panel above it.
const FEEDBACK_SIZE: f32 = 14.0;

/// The last action's words along the bottom; words too long for the bar, and a refusal with
/// several problems (an import), are listed in a panel above it.
pub(super) fn draw_feedback(feedback: &Feedback, bar: Rect, targets: &mut Targets<Intent>) {
    let colour = if feedback.is_error { ERROR } else { GOOD };
    let width = bar.w - 16.0;
    let largest = (bar.h * 0.45).clamp(MIN_TEXT, 22.0);
    let mut lines: Vec<String> = Vec::new();
    for line in feedback.text.lines() {
        if crate::ui::widgets::text_width(line, FEEDBACK_SIZE) <= width {
            lines.push(line.to_string());
        } else {
            lines.extend(crate::ui::widgets::wrap_lines(line, FEEDBACK_SIZE, width));
        }
    }
    let line_h = 18.0;
    // As many lines as the bar holds are written in it; a longer refusal goes above it.
    let in_bar = ((bar.h / line_h).floor() as usize).max(1);
    if lines.len() > 1 && lines.len() <= in_bar {
        let top = bar.y + (bar.h - line_h * lines.len() as f32) / 2.0;
        for (k, line) in lines.iter().enumerate() {
            let at = (bar.x + 8.0, top + line_h * (k as f32 + 0.5));
            targets.text(line, at, FEEDBACK_SIZE, width, colour);
        }
        return;
    }
    let first = lines.first().cloned().unwrap_or_default();
    let size = crate::ui::form::fitted_size(&first, width, largest);
    let y = bar.y + bar.h / 2.0;
    targets.text(&first, (bar.x + 8.0, y), size, width, colour);
    let more = &lines[1.min(lines.len())..];
    if more.is_empty() {
        return;
    }
    let shown = more.len().min(MAX_FEEDBACK_LINES);
    let panel_h = line_h * (shown as f32 + 0.6);
    let top = bar.y - panel_h;
    targets.paint(|| {
        let shade = Color::new(0.0, 0.0, 0.0, 0.85);
        macroquad::prelude::draw_rectangle(bar.x, top, bar.w, panel_h, shade);
    });
    for (i, line) in more.iter().take(shown).enumerate() {
        let y = top + line_h * (i as f32 + 0.8);
        targets.text(line, (bar.x + 8.0, y), FEEDBACK_SIZE, width, colour);
    }
}
