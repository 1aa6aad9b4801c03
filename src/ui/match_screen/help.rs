//! Help during a match: the "?" next to the prompt opens the rules reference at the topic the
//! table's view names for the question asked now, over the match, which waits exactly where
//! it was until the reference is closed; the hint button (matches against the AI) asks the AI
//! coach what it would do in the person's place and shows its words over the board with the
//! cells it concerns lit up.

use super::ai_turn::HintThinker;
use super::{MatchScreen, Tap, render};
use crate::input::stroke::StrokeEvent;
use crate::ui::draw::outline;
use crate::ui::pieces::highlight_cells;
use crate::ui::rules_screen::{RulesScreen, RulesSignal};
use crate::ui::test_log::{Kind, Line};
use crate::ui::widgets::{TEXT, centred_text};
use hexkick_rules::pitch::Cell;
use hexkick_table::Hint;
use macroquad::prelude::{Color, draw_rectangle};

/// The buttons' words (English keys; shown through `tr`).
const RULES_LABEL: &str = "?";
const HINT_LABEL: &str = hexkick_i18n::tr_key("Hint");
const HINT_THINKING: &str = hexkick_i18n::tr_key("The coach is thinking...");
/// The advice's cells.
const ADVICE: Color = Color::new(0.75, 0.45, 1.0, 1.0);

/// The help of the match screen: the open reference, the advice asked and given.
#[derive(Default)]
pub(super) struct Help {
    /// The rules reference, shown over the match until closed.
    rules: Option<Box<RulesScreen>>,
    /// The advice in the making.
    thinker: HintThinker,
    /// The advice and the number of commands the match had when it was asked (it is shown
    /// until the match moves on).
    advice: Option<(Hint, usize)>,
}

impl MatchScreen {
    /// The help buttons for the panel: "?" always, "Hint" when the person decides in a
    /// match against the AI.
    pub(super) fn help_taps(&self) -> Vec<(String, String, Tap, bool)> {
        let mut taps = vec![("rules".into(), RULES_LABEL.into(), Tap::Rules, false)];
        if self.human_to_act() && self.table.hint_available() {
            let asked = self.help.thinker.is_thinking() || self.advice_now().is_some();
            taps.push((
                "hint".into(),
                hexkick_i18n::tr(HINT_LABEL).into(),
                Tap::Hint,
                asked,
            ));
        }
        taps
    }

    /// Opens the rules reference at the topic of the question asked now.
    pub(super) fn open_rules(&mut self) {
        self.held = None;
        self.flick_drag = None;
        let topic = self.moment.topic;
        self.help.rules = Some(Box::new(RulesScreen::at(topic, self.test_mode)));
    }

    /// Closes the rules reference when it is open over the match; returns whether it was.
    pub(super) fn close_rules(&mut self) -> bool {
        let open = self.help.rules.take().is_some();
        self.dirty |= open;
        open
    }

    /// Asks the AI coach for advice (once per position).
    pub(super) fn ask_hint(&mut self) {
        if self.advice_now().is_some() || !self.help.thinker.is_idle() {
            return;
        }
        if let Some(job) = self.table.hint_job() {
            super::ai_turn::think_hint(&mut self.help.thinker, &self.table, job);
        }
    }

    /// While the reference is open it takes the frame (the match waits); returns whether it
    /// did.
    pub(super) fn help_frame(&mut self, events: &[StrokeEvent]) -> bool {
        if let Some(rules) = &mut self.help.rules {
            if rules.update(events) == RulesSignal::Close {
                self.help.rules = None;
                self.dirty = true;
            }
            return true;
        }
        if let Some(hint) = self.help.thinker.poll() {
            Line::new(Kind::Hint)
                .text("words", &hint.words)
                .field(
                    "cells",
                    hint.cells
                        .iter()
                        .map(Cell::to_string)
                        .collect::<Vec<_>>()
                        .join(","),
                )
                .write();
            self.help.advice = Some((hint, self.table.commands()));
            self.dirty = true;
        }
        false
    }

    /// The advice, while the match is where it was asked.
    fn advice_now(&self) -> Option<&Hint> {
        self.help
            .advice
            .as_ref()
            .filter(|(_, at)| *at == self.table.commands())
            .map(|(hint, _)| hint)
    }

    /// Draws the reference when it is open (instead of the match); returns whether it did.
    pub(super) fn draw_rules(&mut self) -> bool {
        match &mut self.help.rules {
            Some(rules) => {
                rules.draw();
                true
            }
            None => false,
        }
    }

    /// The advice's cells, lit under the pegs.
    pub(super) fn draw_advice_cells(&self) {
        if let Some(hint) = self.advice_now() {
            highlight_cells(&self.view, &hint.cells, ADVICE);
        }
    }

    /// The advice's cells outlined again over the options lit on the board (the keeper's
    /// cells, a tie's players), which would otherwise hide them.
    pub(super) fn draw_advice_outlines(&self) {
        if let Some(hint) = self.advice_now() {
            let width = self.view.px(0.45).max(3.0);
            for cell in &hint.cells {
                outline(&self.view, &cell.outline(), width, ADVICE);
            }
        }
    }

    /// The advice's words (or that the coach is thinking) at the top of the board.
    pub(super) fn draw_advice_words(&self) {
        let text = match self.advice_now() {
            Some(hint) => hint.words.as_str(),
            None if self.help.thinker.is_thinking() => hexkick_i18n::tr(HINT_THINKING),
            None => return,
        };
        let area = render::board_rect(&self.view);
        let size = (area.h * 0.03).clamp(14.0, 20.0);
        let lines = crate::ui::widgets::wrap_lines(text, size, area.w - 40.0);
        let h = lines.len() as f32 * size * 1.3 + 12.0;
        let lit: Vec<f32> = (self.advice_now().into_iter())
            .flat_map(|hint| hint.cells.iter())
            .flat_map(|cell| cell.outline())
            .chain([self.ball])
            .map(|point| self.view.to_screen(point).y)
            .collect();
        let top = advice_top(area.y + 8.0, area.y + area.h - 8.0, h, &lit);
        draw_rectangle(
            area.x + 10.0,
            top,
            area.w - 20.0,
            h,
            Color::new(0.2, 0.05, 0.3, 0.85),
        );
        for (i, line) in lines.iter().enumerate() {
            let y = top + 6.0 + (i as f32 + 0.5) * size * 1.3;
            centred_text(line, area.x + area.w / 2.0, y, size, TEXT);
        }
    }

    /// The name of what is shown, for test screenshots: `match`, `match_paused` (the pause
    /// sheet up), `match_hint` (advice shown) or `match_` and the reference's own name.
    pub fn screen_name(&self) -> String {
        match &self.help.rules {
            Some(rules) => format!("match_{}", rules.screen_name()),
            None if self.is_paused() => "match_paused".into(),
            None if self.advice_now().is_some() => "match_hint".into(),
            None => "match".into(),
        }
    }
}

/// Where the advice's words stand, between `top` and `bottom` (screen) and `h` tall: at the
/// top of the board, unless that would hide one of the `lit` heights (the advised cells and
/// the ball); then at its foot, unless that hides more of them.
fn advice_top(top: f32, bottom: f32, h: f32, lit: &[f32]) -> f32 {
    let hidden = |from: f32| {
        lit.iter()
            .filter(|y| (from..=from + h).contains(*y))
            .count()
    };
    let foot = (bottom - h).max(top);
    if hidden(top) > hidden(foot) {
        foot
    } else {
        top
    }
}

#[cfg(test)]
mod tests {
    use super::advice_top;

    #[test]
    fn the_advice_stands_where_it_hides_neither_the_lit_cells_nor_the_ball() {
        assert_eq!(advice_top(10.0, 500.0, 60.0, &[200.0, 300.0]), 10.0);
        assert_eq!(advice_top(10.0, 500.0, 60.0, &[30.0, 300.0]), 440.0);
        assert_eq!(
            advice_top(10.0, 500.0, 60.0, &[30.0, 450.0, 460.0]),
            10.0,
            "the foot would hide more"
        );
        assert_eq!(advice_top(10.0, 40.0, 60.0, &[30.0]), 10.0, "no room below");
    }
}
