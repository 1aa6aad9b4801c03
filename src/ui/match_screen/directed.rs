//! A match screen under a director: a replay fed from a match log, or a spectator's AI
//! against AI match. The director's buttons take the panel's place
//! ([`MatchScreen::set_controls`]), no person acts on the match and the screen's own AI stays
//! idle; the director hands each action to [`MatchScreen::direct`] when the board is still,
//! and the screen draws and animates it like any other (same board, pegs and ball).

use super::hud::layout;
use super::{MatchScreen, TOAST_S, Tap, interval};
use crate::ui::test_log::{Kind, Line};
use crate::ui::widgets::TEXT;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::Side;
use hexkick_rules::state::Phase;
use hexkick_table::Action;

/// A director's button: its key for test drivers, its words, whether it is lit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Control {
    /// The key logged for test drivers ("pause", "step", ...).
    pub key: &'static str,
    /// The words on it.
    pub label: String,
    /// Lit (a mode that is on).
    pub on: bool,
}

impl MatchScreen {
    /// Puts the screen under a director whose buttons are `controls` (the panel is laid out
    /// again only when they change); a tap on one is [`MatchSignal::Control`](super::MatchSignal::Control) with its index.
    pub fn set_controls(&mut self, controls: Vec<Control>) {
        if self.controls.as_ref() != Some(&controls) {
            self.controls = Some(controls);
            self.dirty = true;
        }
    }

    /// The director's buttons as panel taps (none when no director).
    pub(super) fn control_taps(&self) -> Vec<(String, String, Tap, bool)> {
        (self.controls.iter().flatten().enumerate())
            .map(|(i, c)| {
                let index = u8::try_from(i).unwrap_or(u8::MAX);
                (c.key.into(), c.label.clone(), Tap::Control(index), c.on)
            })
            .collect()
    }

    /// Whether a director plays this match.
    pub fn is_directed(&self) -> bool {
        self.controls.is_some()
    }

    /// Whether the board is still: no ball flying, no peg walking, no goal, card, dice or
    /// break screen showing. The next action may be played then.
    pub fn is_still(&self) -> bool {
        self.pause.is_none()
            && self.spotlights.is_empty()
            && self.flight.is_none()
            && self.pegs.settled()
            && self.dice.as_ref().is_none_or(|d| d.age >= 1.0)
    }

    /// Whether a half-time (or full-time) screen is up.
    pub fn at_break(&self) -> bool {
        self.pause.is_some()
    }

    /// Takes the half-time screen down (a director goes on by itself); the full-time screen
    /// stays.
    pub fn close_half_time(&mut self) {
        if self.pause.is_some() && self.state().phase() != Phase::FullTime {
            self.pause = None;
            self.dirty = true;
        }
    }

    /// Plays a director's action at the table and shows it like a person's or the AI's.
    pub fn direct(&mut self, action: Action) {
        self.send(action);
    }

    /// Where the ball is drawn now, in pitch centimetres.
    pub fn drawn_ball(&self) -> PitchPoint {
        self.ball
    }
}

impl MatchScreen {
    /// Whether full time offers "Watch again": a match kept among the replays (a saved
    /// match, not a replay or a test position).
    pub(super) fn watch_again_offered(&self) -> bool {
        !self.is_directed() && self.table.is_saved()
    }

    /// Keeps the finished match among the replays (a saved match only); a failure is
    /// logged and said, the match itself is not touched.
    pub(super) fn keep_replay(&mut self) {
        if !self.watch_again_offered() {
            return;
        }
        if let Err(e) = self.table.keep_replay() {
            Line::new(Kind::SaveFailed).text("reason", &e).write();
            self.toast = Some((hexkick_table::save_words::save_error_words(&e), TOAST_S));
        }
    }

    /// The match's record: seed, set-up, every command (what a replay is made of).
    pub fn record(&self) -> &hexkick_record::MatchLog {
        self.table.record()
    }
}

impl MatchScreen {
    /// Says `text` under the board for a while (a director's note: "no more goals").
    pub fn say(&mut self, text: &str) {
        self.toast = Some((text.to_string(), TOAST_S));
    }

    /// Draws the match's figures so far (possession, shots, passes, fouls, cards; one column
    /// per team) in the panel under the director's buttons, when there is room.
    pub fn draw_live_figures(&self) {
        let area = layout(&self.view).buttons;
        let top = (self.buttons.iter())
            .map(|(b, _, _)| b.rect.y + b.rect.h)
            .fold(area.y, f32::max)
            + 8.0;
        let rows = interval::stat_rows(self.table.stats());
        let room = area.y + area.h - top;
        let size = (room / (rows.len() as f32 + 1.0) / 1.3).min(18.0);
        if size < super::hud::MIN_TEXT {
            self.draw_figures_in_gap(&rows);
            return;
        }
        let ui = crate::ui::fonts::UiText::new(size);
        let step = size * 1.3;
        let setup = self.table.setup();
        let short = |side: Side| setup.team(side).look.short_name.clone();
        // The figures end at their column's right edge.
        let (home_x, away_x) = (area.x + area.w * 0.78, area.x + area.w - 4.0);
        let right = |text: &str, x: f32, y: f32| ui.draw(text, x - ui.width(text), y, TEXT);
        let mut y = top + size;
        right(&short(Side::Home), home_x, y);
        right(&short(Side::Away), away_x, y);
        for (what, home, away) in rows {
            y += step;
            ui.draw(what, area.x + 4.0, y, TEXT);
            right(&home, home_x, y);
            right(&away, away_x, y);
        }
    }
}

impl MatchScreen {
    /// What the sides wear (none: the default pegs).
    pub fn kit(&self) -> Option<crate::ui::kit::MatchKit> {
        self.kit.clone()
    }
}

/// Half the board's size, centimetres (its corners, to find where it ends on the screen).
const HALF_BOARD_CM: (f32, f32) = (50.0, 39.5);

impl MatchScreen {
    /// The figures as a few wrapped lines ("Possession 60% - 40% · Shots 2 - 1 · ...") in the
    /// gap between the board and the panel, when the panel has no room for the table (a
    /// phone held upright).
    fn draw_figures_in_gap(&self, rows: &[(&'static str, String, String)]) {
        let (_, panel_y, w, _) = self.view.panel();
        let (hx, hy) = HALF_BOARD_CM;
        let board_bottom = [(-hx, -hy), (hx, -hy), (-hx, hy), (hx, hy)]
            .iter()
            .map(|&(x, y)| self.view.to_screen(PitchPoint::new(x, y)).y)
            .fold(0.0, f32::max);
        let gap = panel_y - board_bottom;
        let ui = crate::ui::fonts::UiText::new(12.0);
        let text: Vec<String> = (rows.iter())
            .map(|(what, home, away)| format!("{what} {home}-{away}"))
            .collect();
        let lines = crate::ui::wrap::wrap(&text.join(" · "), w - 12.0, |t| ui.width(t));
        let step = 12.0 * 1.25;
        if gap < step * lines.len() as f32 + 10.0 {
            return;
        }
        for (i, line) in lines.iter().enumerate() {
            ui.draw(
                line,
                6.0,
                board_bottom + 2.0 + step * (i as f32 + 0.8),
                TEXT,
            );
        }
    }
}
