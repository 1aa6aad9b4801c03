//! Drawing the match screen: the cached board, the highlights, the referee, the pegs with
//! their cards, the ball, the panel and whatever is shown over the board.

use super::facing::Facing;
use super::hud::thinking_dots;
use super::hud::{Layout, draw_hud, draw_log, draw_referee, draw_turn_clock, layout};
use super::{
    BACKGROUND, HIGHLIGHT, MatchScreen, PANEL, REACH, Tap, hud, labels, note, texts, withheld,
};
use crate::ui::badge::draw_badge_and_name;
use crate::ui::draw::ring;
use crate::ui::layer_cache::LayerCache;
use crate::ui::peg_sprites::{PegSprites, PegToDraw};
use crate::ui::peg_sticker::PegFace;
use crate::ui::pieces::default_strip;
use crate::ui::pieces::{draw_ball, draw_peg, draw_peg_in_strip, highlight_cells};
use crate::ui::pitch_layer::draw_pitch;
use crate::ui::view::PitchView;
use crate::ui::widgets::{Button, TEXT, centred_text};
use hexkick_i18n::tr;
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::MatchState;
use hexkick_table::headline::team_name;
use hexkick_table::skill_words::sticker_slots;
use hexkick_teams::strip::Strip as TeamStrip;
use macroquad::prelude::{Color, Rect, draw_rectangle, screen_dpi_scale};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// The match screen's cached pictures.
pub(super) struct Caches {
    /// The pegs' tops.
    pegs: PegSprites,
    /// The sides' default strips (no kit): home, away.
    default_strips: Vec<TeamStrip>,
    /// The pegs as drawn this frame (kept to save an allocation a frame).
    shown: Vec<PegToDraw>,
    /// The board (with the cells' names when they are on): painted again only when the
    /// view or the labels change.
    board: LayerCache<(PitchView, bool)>,
    /// The panel: painted again when what it shows changes (see `panel_key`).
    panel: LayerCache<u64>,
    /// The note under the board, laid out.
    note: note::Note,
}

impl Default for Caches {
    fn default() -> Self {
        Self {
            pegs: PegSprites::default(),
            default_strips: Side::BOTH.into_iter().filter_map(default_strip).collect(),
            shown: Vec::new(),
            board: LayerCache::default(),
            panel: LayerCache::default(),
            note: note::Note::default(),
        }
    }
}

impl Caches {
    /// Table mode: `side`'s peg numbers are drawn turned for the far end (or none).
    pub(super) fn set_turned_numbers(&mut self, side: Option<Side>) {
        self.pegs.turn_side(side);
    }
}

impl MatchScreen {
    /// Draws the screen.
    pub fn draw(&mut self) {
        if self.draw_rules() {
            return;
        }
        // The board's and the panel's cached pictures cover the whole window: no clear.
        let view = self.view;
        self.draw_board();
        self.draw_net();
        let said = (self.toast.as_ref().map(|t| &t.0))
            .or(self.ai.said.as_ref())
            .or(self.hint.as_ref());
        let width = (board_rect(&view).w - 40.0).min(900.0);
        self.layer.note.fit(said.map_or("", |t| t.as_str()), width);
        // The shown state by its fields (the caches below are borrowed mutably).
        let state = self.board.state();
        if let Some(cells) = &self.last_rest {
            highlight_cells(&view, cells, HIGHLIGHT);
        }
        if let Some(held) = &self.held {
            highlight_cells(&view, &held.grab.cells(), REACH);
            if let Some(c) = held.over.filter(|c| held.grab.reaches(*c)) {
                highlight_cells(&view, &[c], HIGHLIGHT);
            }
        }
        self.draw_advice_cells();
        draw_referee(
            &view,
            (state.clock(), state.half_steps()),
            state.minute(),
            self.table_mode,
        );
        let drawn = {
            let Caches {
                pegs: sprites,
                default_strips,
                shown,
                ..
            } = &mut self.layer;
            let strips = match (&self.kit, default_strips.as_slice()) {
                (Some(kit), _) => Some([&kit.home.strip, &kit.away.strip]),
                (None, [home, away]) => Some([home, away]),
                (None, _) => None,
            };
            shown.clear();
            shown.extend(self.pegs.iter().map(|p| (p.id, p.at, p.flash)));
            strips
                .is_some_and(|strips| sprites.draw(&view, shown, strips, |id| peg_face(state, id)))
        };
        for peg in self.pegs.iter() {
            if !drawn {
                self.draw_one_peg(peg.id, peg.at, peg.flash, peg_face(state, peg.id));
            }
            if let Some(p) = state.player(peg.id) {
                if p.booked() {
                    let q = view.to_screen(peg.at);
                    let s = view.px(0.9).max(5.0);
                    draw_rectangle(
                        q.x + s,
                        q.y - 2.0 * s,
                        s,
                        s * 1.4,
                        Color::new(1.0, 0.85, 0.0, 1.0),
                    );
                }
                if p.lying() {
                    ring(&view, peg.at, 1.1, 2.0, Color::new(0.9, 0.2, 0.2, 1.0));
                }
            }
        }
        self.draw_board_choices();
        self.draw_advice_outlines();
        self.draw_aim(&view);
        self.draw_trail();
        draw_ball(&view, self.ball, self.ball_height);
        if let Some(note) = &self.ball_note {
            note.draw(view.to_screen(note.at), board_rect(&view));
        }
        // The peg in the finger is drawn over everything, lit up.
        if let Some(held) = &self.held
            && let Some(peg) = self.pegs.iter().find(|p| p.id == held.grab.player)
            && !self.layer.pegs.draw_again(&view, (peg.id, peg.at, 0.6))
        {
            self.draw_one_peg(peg.id, peg.at, 0.6, peg_face(self.state(), peg.id));
        }
        // The panel after the pieces: a zoomed board's pegs never show over it.
        self.draw_panel();
        self.draw_overlays();
        self.draw_kick_card();
        self.draw_card();
        self.draw_sheet();
    }

    /// The board's cached picture: at zoom 1 the board's room as fitted; zoomed, the whole
    /// board painted once per zoom step ([`board_step`]) and moved for a pan, its room's part
    /// shown.
    fn draw_board(&mut self) {
        let view = self.view;
        let labels = self.cell_labels;
        let room = board_rect(&view);
        let paint = |v: &PitchView| {
            draw_pitch(v);
            if labels {
                labels::draw_cell_labels(v);
            }
        };
        if view.zoom() <= 1.0 {
            let key = (view, labels);
            self.layer
                .board
                .draw(room, 0.0, key, BACKGROUND, || paint(&view));
            return;
        }
        let painted = view.painted_at(board_step(&view));
        let (_, _, pw, ph) = painted.board_on_screen();
        let (bx, by, bw, bh) = view.board_on_screen();
        let covered = bx <= room.x
            && by <= room.y
            && bx + bw >= room.x + room.w
            && by + bh >= room.y + room.h;
        if !covered {
            draw_rectangle(room.x, room.y, room.w, room.h, BACKGROUND);
        }
        self.layer.board.draw_part(
            Rect::new(0.0, 0.0, pw, ph),
            Rect::new(bx, by, bw, bh),
            room,
            (painted, labels),
            BACKGROUND,
            || paint(&painted),
        );
    }

    /// A peg in his team's strip (the default red and blue without a kit) with his sticker.
    fn draw_one_peg(&self, id: PlayerId, at: PitchPoint, flash: f32, face: Option<PegFace>) {
        let face = face.as_ref();
        match &self.kit {
            Some(kit) => draw_peg_in_strip(
                &self.view,
                id.number,
                at,
                flash,
                &kit.side(id.side).strip,
                face,
            ),
            None => draw_peg(&self.view, id, at, flash, face),
        }
    }

    /// The two teams' badges and names, above the event log (landscape only: a portrait
    /// panel has no room).
    fn draw_teams(&self, layout: &Layout) {
        let Some(kit) = self.kit.as_ref().filter(|_| !self.view.portrait) else {
            return;
        };
        let h = (layout.log.w * 0.12).clamp(18.0, 28.0);
        for (k, side) in [Side::Home, Side::Away].into_iter().enumerate() {
            let look = kit.side(side);
            let y = layout.log.y - (2 - k) as f32 * (h + 6.0);
            draw_badge_and_name(
                &look.badge,
                &look.name,
                layout.log.x + 2.0,
                y,
                h,
                layout.log.w - 4.0,
            );
        }
    }

    /// The panel (HUD, buttons, log, teams): a cached picture, painted again only when
    /// something it shows changed ([`MatchScreen::panel_key`]).
    fn draw_panel(&mut self) {
        let layout: Layout = layout(&self.view);
        let thinking = (self.ai.thinker.is_thinking()).then_some(self.ai.thinking_s);
        let (x, y, w, h) = self.view.panel();
        let key = self.panel_key(&layout, thinking);
        let mut panel = std::mem::take(&mut self.layer.panel);
        panel.draw(Rect::new(x, y, w, h), self.panel_turn(), key, PANEL, || {
            self.paint_panel(&layout, thinking)
        });
        self.layer.panel = panel;
    }

    /// What the panel shows, as one number: everything [`MatchScreen::paint_panel`] draws
    /// must be hashed here, or the cached panel goes stale.
    fn panel_key(&self, layout: &Layout, thinking: Option<f32>) -> u64 {
        let mut h = DefaultHasher::new();
        // The panel's place, not the board's zoom or pan: a pan never paints it again.
        let view = &self.view;
        let (x, y, w, ht) = view.panel();
        [x, y, w, ht, view.screen.0, view.screen.1]
            .map(f32::to_bits)
            .hash(&mut h);
        view.portrait.hash(&mut h);
        let state = self.state();
        (state.score(Side::Home), state.score(Side::Away)).hash(&mut h);
        let clock = state.clock();
        (clock.minute(), clock.half).hash(&mut h);
        self.headline.hash(&mut h);
        thinking.map(thinking_dots).hash(&mut h);
        if let Some(r) = &self.turn_clock {
            (r.side, r.text(), r.running, r.left_s <= hud::CLOCK_WARN_S).hash(&mut h);
        }
        for (button, tap, on) in &self.buttons {
            button.label.hash(&mut h);
            let r = button.rect;
            [r.x, r.y, r.w, r.h].map(f32::to_bits).hash(&mut h);
            (on, matches!(tap, Tap::Why(_))).hash(&mut h);
        }
        self.log_expanded.hash(&mut h);
        if !self.log_expanded {
            self.log[self.log.len().saturating_sub(layout.log_lines)..].hash(&mut h);
            self.log.is_empty().hash(&mut h);
        }
        if let Some(kit) = &self.kit {
            for look in [&kit.home, &kit.away] {
                (&look.strip, &look.badge, &look.name).hash(&mut h);
            }
        }
        h.finish()
    }

    /// Paints the panel in its own (unturned) layout.
    fn paint_panel(&self, layout: &Layout, thinking: Option<f32>) {
        let names = [Side::Home, Side::Away].map(|side| team_name(self.table.setup(), side));
        draw_hud(layout, self.state(), names, &self.headline, thinking);
        if let Some(reading) = &self.turn_clock {
            draw_turn_clock(layout, reading, team_name(self.table.setup(), reading.side));
        }
        for (button, tap, on) in &self.buttons {
            match tap {
                Tap::Why(_) => withheld::draw(button),
                _ => button.draw(*on),
            }
        }
        if layout.compact {
            Button::new(tr(texts::MORE), layout.log).draw(self.log_expanded);
        } else if !self.log_expanded {
            draw_log(layout, &self.view, &self.log, false);
        }
        self.draw_teams(layout);
    }

    fn draw_overlays(&self) {
        let view = self.view;
        let board_area = board_rect(&view);
        if let Some(held) = &self.held
            && let Some(cell) = held.over
            && let Some(risk) = held.grab.risk_at(cell).map(|r| r.line.clone())
        {
            let q = view.to_screen(cell.centre());
            let size = 16.0;
            let w = risk.len() as f32 * size * 0.55;
            draw_rectangle(
                q.x - w / 2.0,
                q.y - 52.0,
                w,
                26.0,
                Color::new(0.6, 0.05, 0.05, 0.9),
            );
            centred_text(&risk, q.x, q.y - 39.0, size, TEXT);
        }
        if let Some(d) = &self.dice {
            let size = (board_area.h * 0.1).clamp(36.0, 72.0);
            d.draw(
                board_area.x + board_area.w / 2.0,
                board_area.y + size * 2.0,
                size,
            );
        }
        self.layer.note.draw(board_area);
        self.draw_advice_words();
        if let Some(b) = self.banner.as_ref().filter(|_| self.spotlights.is_empty()) {
            Facing::of(board_area, self.faces_far_coach()).draw(view.screen, || b.draw(board_area));
        }
        if let Some(s) = self.spotlights.first() {
            s.draw(&view, board_area);
        } else if let Some(p) = &self.pause {
            p.draw(board_area);
        }
        if self.log_expanded {
            let layout = layout(&view);
            draw_log(&layout, &view, &self.log, true);
            // The compact bar's sheet: its buttons under the log.
            if layout.compact {
                for (button, tap, on) in &self.buttons {
                    if matches!(tap, Tap::Speed | Tap::Labels | Tap::WholePitch) {
                        button.draw(*on);
                    }
                }
            }
        }
    }
}

/// What a peg's sticker shows in `state`: his sticker as printed and the sections he may use.
pub(super) fn peg_face(state: &MatchState, id: PlayerId) -> Option<PegFace> {
    let p = state.player(id)?;
    Some(PegFace {
        sticker: p.sticker(),
        usable: p.skills(),
        slots: sticker_slots(state.rules().edition) as u8,
    })
}

/// The board's part of the window.
pub(super) fn board_rect(view: &PitchView) -> Rect {
    let (x, y, w, h) = view.room();
    Rect::new(x, y, w, h)
}

/// The longest side of a zoomed board's picture, physical pixels (beyond it the picture is
/// stretched a little rather than made bigger).
const ZOOMED_BOARD_MAX_TEXELS: f32 = 3072.0;

/// The zoom a zoomed board is painted at: the half-octave step at or above the view's
/// (1.41, 2, 2.83, 4), so a pinch paints the board again a few times, not every frame, and
/// 2x, the double tap's zoom, is copied texel for pixel.
fn board_step(view: &PitchView) -> f32 {
    let step = 2.0_f32.powf((view.zoom().log2() * 2.0 - 1e-3).ceil() / 2.0);
    let (_, _, w, h) = view.painted_at(step).board_on_screen();
    let texels = w.max(h) * screen_dpi_scale().clamp(0.25, 8.0);
    if texels > ZOOMED_BOARD_MAX_TEXELS {
        step * ZOOMED_BOARD_MAX_TEXELS / texels
    } else {
        step
    }
}
