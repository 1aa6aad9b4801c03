//! The panel's buttons and words: the open actions of the table's view for the person at the
//! screen, the screen's own buttons (speed, aim, menu), the headline, and one line under the
//! board that says why a withheld action cannot be taken and what the other offers do.

use super::facing::Facing;
use super::hud::{COMPACT_ROWS, Layout, SHEET_PLACES, layout, slot_rect, tool_rect};
use super::interval::Break;
use super::slots::{self, Compact, SlotKey};
use super::{MatchScreen, Tap, render, texts};
use crate::input::ScreenPoint;
use crate::ui::test_log::{Kind, Line};
use crate::ui::widgets::Button;
use hexkick_i18n::{tr, trf};
use hexkick_rules::squad::Side;
use hexkick_rules::state::Phase;
use hexkick_table::{ActionKind, AimHelp};
use macroquad::prelude::Rect;

/// The withheld actions whose reason is shown under the board: the way forward (End phase,
/// Done placing, ...). The other reasons are in the view for every screen that wants them, but
/// saying at every kick-off why a cross cannot be declared from midfield is clutter.
const TOLD_WHEN_WITHHELD: [ActionKind; 1] = [ActionKind::EndPhase];

impl MatchScreen {
    /// Whether the person at the screen takes actions of `side`'s coach now: the acting
    /// side's when a person coaches it, and the other side's offers when a person coaches
    /// that side too (the home advantage during the away side's turn).
    fn shows_for(&self, side: Side) -> bool {
        let acting = self.state().acting_side();
        let human = |s: Side| !self.table.coach(s).is_ai();
        human(acting) && (side == acting || human(side))
    }

    /// The line under the board: why the way forward is withheld, and what the other offers
    /// do (logged in test mode as `withheld key=K reason="..."` and
    /// `offer key=K coach=SIDE explain="..."`).
    fn hint_line(&self) -> Option<String> {
        let mut lines = Vec::new();
        for a in self.moment.withheld().filter(|a| self.shows_for(a.coach)) {
            if self.test_mode {
                let reason = a.withheld.as_deref().unwrap_or_default();
                Line::new(Kind::Withheld)
                    .field("key", &a.key)
                    .text("reason", reason)
                    .write();
            }
            if TOLD_WHEN_WITHHELD.contains(&a.kind)
                && let Some(why) = &a.withheld
            {
                lines.push(format!("{}: {why}", a.label));
            }
        }
        let offers = self.moment.open().filter(|a| self.shows_for(a.coach));
        for o in offers {
            let Some(explain) = &o.explain else {
                continue;
            };
            if self.test_mode {
                Line::new(Kind::Offer)
                    .field("key", &o.key)
                    .field("coach", o.coach.name())
                    .text("explain", explain)
                    .write();
            }
            lines.push(explain.clone());
        }
        (!lines.is_empty()).then(|| lines.join(" · "))
    }

    /// Asks the table for the moment again after it changed, lays out the buttons and logs
    /// them in test mode.
    pub(super) fn refresh(&mut self) {
        // While a kick the table took still rolls, the panel stays the one before it.
        if !self.board.is_waiting() {
            self.moment = self.table.view();
            self.frame_focus();
        }
        // Table mode: the panel goes to the end of the coach to act before it is laid out;
        // the zoom and what the camera looks at stay as the player left them.
        let view = self.view.refitted(self.fitted_view());
        if view != self.view {
            self.view = view;
            self.moved = true;
        }
        self.note_panel_end();
        self.dirty = false;
        let layout = layout(&self.view);
        let mut taps: Vec<(String, String, Tap, bool)> = Vec::new();
        let mut keys: Vec<SlotKey> = Vec::new();
        self.hint = None;
        if self.pause.is_some() {
            let (key, label, tap) = if self.state().phase() == Phase::FullTime {
                ("menu", texts::back_to_menu(), Tap::Menu)
            } else {
                ("continue", texts::go_on(), Tap::Continue)
            };
            keys.push(if tap == Tap::Menu {
                SlotKey::Menu
            } else {
                SlotKey::Continue
            });
            taps.push((key.into(), label.into(), tap, false));
            if self.state().phase() == Phase::FullTime && self.watch_again_offered() {
                let watch = tr("Watch again").into();
                taps.push(("watch_again".into(), watch, Tap::WatchAgain, false));
                keys.push(SlotKey::WatchAgain);
            }
            if self.test_mode {
                let r = Break::button_rect(render::board_rect(&self.view));
                Line::new(Kind::Button)
                    .field("label", "break_continue")
                    .fixed("x", r.x + r.w / 2.0, 1)
                    .fixed("y", r.y + r.h / 2.0, 1)
                    .write();
            }
        } else if self.is_directed() {
            taps = self.control_taps();
            keys.extend((0..taps.len()).map(SlotKey::Director));
        } else if let Some(ask) = self.soft {
            self.hint = Some(ask.question());
            let kick = texts::kick_anyway().into();
            taps.push(("kick_anyway".into(), kick, Tap::KickAnyway, false));
            let again = texts::try_again().into();
            taps.push(("try_again".into(), again, Tap::TryAgain, false));
            keys.extend([SlotKey::KickAnyway, SlotKey::TryAgain]);
        } else {
            self.hint = self.hint_line();
            // Open actions are buttons; withheld ones (a peg's move aside) stay in their
            // place, dimmed, and a tap says why.
            let shown: Vec<_> = (self.moment.actions.iter())
                .filter(|a| self.shows_for(a.coach) && a.kind != ActionKind::Move)
                .collect();
            keys.extend(slots::keys_of(shown.iter().map(|a| (a.kind, &a.action))));
            for a in shown {
                let tap = match &a.withheld {
                    None => Tap::Act(a.action.clone()),
                    Some(why) => Tap::Why(format!("{}: {why}", a.label)),
                };
                taps.push((a.key.clone(), a.label.clone(), tap, a.chosen));
            }
            for help in self.help_taps() {
                keys.push(if help.2 == Tap::Rules {
                    SlotKey::Rules
                } else {
                    SlotKey::Hint
                });
                taps.push(help);
            }
            let speed = trf("Speed x{0}", &[&self.speed().to_string()]);
            taps.push(("speed".into(), speed, Tap::Speed, false));
            let help = self.aim_help();
            let aim = if self.table.aim_help_allowed() {
                Tap::Aim
            } else {
                Tap::Why(tr(texts::NO_AIM_HELP).to_string())
            };
            taps.push((
                "aim".into(),
                texts::aim_button(help),
                aim,
                help != AimHelp::Off,
            ));
            let cells = texts::cells_button().to_string();
            taps.push(("cells".into(), cells, Tap::Labels, self.cell_labels));
            let whole = tr("Whole pitch").to_string();
            taps.push(("whole_pitch".into(), whole, Tap::WholePitch, false));
            taps.push(("menu".into(), tr("Menu").into(), Tap::Menu, false));
            keys.extend([
                SlotKey::Speed,
                SlotKey::Aim,
                SlotKey::Cells,
                SlotKey::WholePitch,
                SlotKey::Menu,
            ]);
        }
        // Each button in its kind's own place ([`slots`]): the places left empty stay empty.
        // The compact bar packs the rows and keeps the sheet's buttons for the sheet.
        let rects = button_rects(&layout, &self.view, &keys, self.log_expanded);
        let (taps, rects): (Vec<_>, Vec<Rect>) = taps
            .into_iter()
            .zip(rects)
            .filter_map(|(tap, rect)| rect.map(|r| (tap, r)))
            .unzip();
        // Table mode: the panel may be turned half a turn; buttons are logged where they are
        // on the screen (the turn is its own inverse).
        let facing = self.panel_facing();
        if self.test_mode {
            Line::new(Kind::PanelFacing)
                .field("side", self.state().acting_side().name())
                .field("turned", u8::from(facing.turned))
                .write();
        }
        self.buttons = taps
            .into_iter()
            .zip(rects)
            .map(|((key, label, tap, on), rect)| {
                if self.test_mode {
                    let line = button_line(facing, &key, rect, &label);
                    match &tap {
                        Tap::Why(why) => line.field("withheld", 1).text("why", why),
                        _ => line,
                    }
                    .write();
                }
                // The button keeps the key (for test drivers); the label is drawn.
                (Button::new(label, rect), tap, on)
            })
            .collect();
        if self.test_mode && layout.compact && !self.log_expanded {
            button_line(facing, "more", layout.log, tr(texts::MORE)).write();
        }
        let text = match &self.moment.allowance {
            Some(why) => format!("{} ({why})", self.moment.headline),
            None => self.moment.headline.clone(),
        };
        if text != self.headline || self.test_mode {
            self.headline = text;
            if self.test_mode {
                Line::new(Kind::Prompt)
                    .field("side", self.state().acting_side().name())
                    .field("phase", self.state().phase().name())
                    .text("headline", &self.headline)
                    .write();
            }
        }
    }
}

/// Test mode's `button` line: the button `key` with its words, at its rectangle's middle
/// where the coach sees it (`facing`: a turned panel's places turned back).
fn button_line(facing: Facing, key: &str, rect: Rect, words: &str) -> Line {
    let c = facing.to_layout(ScreenPoint::new(
        rect.x + rect.w / 2.0,
        rect.y + rect.h / 2.0,
    ));
    Line::new(Kind::Button)
        .field("label", key)
        .fixed("x", c.x, 1)
        .fixed("y", c.y, 1)
        .text("text", words)
}

/// Where the buttons of `keys` go in the panel laid out as `layout` (in `view`): each in its
/// kind's place of the grid, or in the compact bar's packed rows and row of tools; the
/// sheet's buttons (`None` while the sheet is down) in the sheet.
pub(super) fn button_rects(
    layout: &Layout,
    view: &crate::ui::view::PitchView,
    keys: &[SlotKey],
    sheet_open: bool,
) -> Vec<Option<Rect>> {
    let places = slots::place(keys);
    if !layout.compact {
        return places
            .into_iter()
            .map(|s| Some(slot_rect(layout, s)))
            .collect();
    }
    (slots::compact(keys, &places, COMPACT_ROWS).into_iter())
        .map(|c| match c {
            Compact::Row(row, col) => Some(slots::compact_rect(
                layout.buttons,
                COMPACT_ROWS,
                (row, col),
            )),
            Compact::Tool(place) => Some(tool_rect(layout, place)),
            Compact::Sheet(place) => sheet_open.then(|| sheet_rect(view, place)),
        })
        .collect()
}

/// The rectangle of the sheet's button place `place` (of [`SHEET_PLACES`]): a row along the
/// bottom of the board's view, under the log the sheet shows.
pub(super) fn sheet_rect(view: &crate::ui::view::PitchView, place: usize) -> Rect {
    let (x, y, w, h) = view.room();
    let bw = (w - 16.0) / SHEET_PLACES as f32;
    let bh = 48.0_f32.min(h * 0.12);
    Rect::new(
        x + 8.0 + place as f32 * bw + 2.0,
        y + h - bh - 8.0,
        bw - 4.0,
        bh,
    )
}
