//! The match screen: the board, the pegs, the ball, and the flick.

use super::demo_ball::DemoKick;
use super::draw::line;
use super::layer_cache::LayerCache;
use super::lineup::kick_off_442;
use super::log::emit;
use super::pieces::{draw_ball, draw_peg, highlight_cells};
use super::pitch_layer::draw_pitch;
use super::view::PitchView;
use super::widgets::{Button, TEXT, centred_text};
use crate::core::outcome::KickStyle;
use crate::core::pitch::{BALL_DIAMETER_CM, Cell, PitchPoint};
use crate::core::squad::PlayerId;
use crate::input::stroke::{PointerId, StrokeEvent};
use crate::input::{PitchVelocity, ScreenPoint};
use macroquad::prelude::{Color, Rect, draw_rectangle, screen_height, screen_width};

/// Flicks faster than this are slowed to it, in centimetres per second.
pub const MAX_FLICK_CM_S: f32 = 400.0;
/// Flicks slower than this do not kick the ball, in centimetres per second.
pub const MIN_FLICK_CM_S: f32 = 3.0;
/// A press this close to the ball (centimetres on the board) grabs it.
const GRAB_RADIUS_CM: f32 = 2.5;
/// ... or this close in logical pixels, whichever is larger (fingers are wide).
const GRAB_RADIUS_PX: f32 = 28.0;
/// The physics advances in steps of this many seconds.
const STEP_S: f64 = 1.0 / 120.0;
/// How long a touched peg flashes, in seconds.
const FLASH_S: f32 = 0.6;

/// What happened on the match screen this frame, for the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchSignal {
    /// Nothing to report.
    Nothing,
    /// The ball came to rest after a flick.
    BallRested,
    /// The player asked to go back to the title screen.
    Back,
}

/// The window around the board.
const BACKGROUND: Color = Color::new(0.06, 0.14, 0.08, 1.0);

/// The control panel's background.
const PANEL: Color = Color::new(0.05, 0.12, 0.07, 1.0);

/// The outcome of the last kick as shown to the player.
struct Shown {
    cells: Vec<Cell>,
    text: String,
}

/// The match screen's state.
pub struct MatchScreen {
    view: PitchView,
    layer: LayerCache,
    pegs: Vec<(PlayerId, PitchPoint)>,
    flashes: Vec<f32>,
    ball: PitchPoint,
    ball_height: f32,
    kick: Option<DemoKick>,
    step_time: f64,
    flick_stroke: Option<PointerId>,
    drag: Option<(ScreenPoint, ScreenPoint)>,
    style: KickStyle,
    aim_assist: bool,
    shown: Option<Shown>,
}

impl MatchScreen {
    /// The kick-off position: 22 pegs in a 4-4-2 and the ball on the centre cell.
    pub fn new() -> Self {
        let pegs: Vec<(PlayerId, PitchPoint)> = kick_off_442()
            .into_iter()
            .map(|(id, cell)| (id, cell.centre()))
            .collect();
        Self {
            view: PitchView::fit(screen_width(), screen_height()),
            layer: LayerCache::new(),
            flashes: vec![0.0; pegs.len()],
            pegs,
            ball: Cell::CENTRE.centre(),
            ball_height: 0.0,
            kick: None,
            step_time: 0.0,
            flick_stroke: None,
            drag: None,
            style: KickStyle::Low,
            aim_assist: false,
            shown: None,
        }
    }

    /// Where the ball is on the screen, in logical pixels.
    pub fn ball_on_screen(&self) -> ScreenPoint {
        self.view.to_screen(self.ball)
    }

    /// The camera in use.
    pub fn view(&self) -> PitchView {
        self.view
    }

    /// Whether the ball is moving.
    pub fn ball_moving(&self) -> bool {
        self.kick.is_some()
    }

    /// Refits the camera to the window; returns whether the view changed.
    pub fn fit_to_window(&mut self) -> bool {
        let view = PitchView::fit(screen_width(), screen_height());
        let changed = view != self.view;
        self.view = view;
        changed
    }

    fn buttons(&self) -> Vec<(Button, ButtonAction)> {
        let (px, py, pw, ph) = self.view.panel();
        let actions = [
            ("Low", ButtonAction::Style(KickStyle::Low)),
            ("Lob", ButtonAction::Style(KickStyle::Lob)),
            ("Header", ButtonAction::Style(KickStyle::Header)),
            ("Aim", ButtonAction::AimAssist),
            ("Menu", ButtonAction::Back),
        ];
        let n = actions.len() as f32;
        actions
            .into_iter()
            .enumerate()
            .map(|(i, (label, action))| {
                let i = i as f32;
                let rect = if self.view.portrait {
                    let bw = pw / n;
                    Rect::new(px + i * bw + 4.0, py + 8.0, bw - 8.0, (ph - 16.0).min(56.0))
                } else {
                    let bh = (ph / n).min(64.0);
                    Rect::new(px + 8.0, py + 8.0 + i * bh, pw - 16.0, bh - 10.0)
                };
                (Button::new(label, rect), action)
            })
            .collect()
    }

    /// Handles the frame's strokes and advances the ball by `dt` seconds.
    pub fn update(&mut self, events: &[StrokeEvent], dt: f64) -> MatchSignal {
        let mut signal = MatchSignal::Nothing;
        for event in events {
            if let Some(s) = self.handle(*event) {
                signal = s;
            }
        }
        for f in &mut self.flashes {
            *f = (*f - dt as f32 / FLASH_S).max(0.0);
        }
        if self.advance_ball(dt) {
            signal = MatchSignal::BallRested;
        }
        signal
    }

    fn handle(&mut self, event: StrokeEvent) -> Option<MatchSignal> {
        match event {
            StrokeEvent::Began { id, at } => {
                if self.kick.is_none() && self.flick_stroke.is_none() && self.is_on_ball(at) {
                    self.flick_stroke = Some(id);
                    self.drag = Some((at, at));
                }
                None
            }
            StrokeEvent::Moved { id, at, .. } => {
                if self.flick_stroke == Some(id)
                    && let Some((from, _)) = self.drag
                {
                    self.drag = Some((from, at));
                }
                None
            }
            StrokeEvent::Cancelled { id } => {
                if self.flick_stroke == Some(id) {
                    self.flick_stroke = None;
                    self.drag = None;
                }
                None
            }
            StrokeEvent::Released {
                id,
                start,
                end,
                velocity,
            } => {
                if self.flick_stroke == Some(id) {
                    self.flick_stroke = None;
                    self.drag = None;
                    let v = self
                        .view
                        .velocity_to_pitch(velocity)
                        .clamped(MAX_FLICK_CM_S);
                    self.flick(v);
                    return None;
                }
                self.tap(start, end)
            }
        }
    }

    fn is_on_ball(&self, at: ScreenPoint) -> bool {
        let reach = self.view.px(GRAB_RADIUS_CM).max(GRAB_RADIUS_PX);
        self.ball_on_screen().distance_to(at) <= reach
    }

    fn tap(&mut self, start: ScreenPoint, end: ScreenPoint) -> Option<MatchSignal> {
        let action = self
            .buttons()
            .into_iter()
            .find(|(b, _)| b.is_tapped(start, end))
            .map(|(_, a)| a)?;
        match action {
            ButtonAction::Style(style) => self.style = style,
            ButtonAction::AimAssist => self.aim_assist = !self.aim_assist,
            ButtonAction::Back => return Some(MatchSignal::Back),
        }
        None
    }

    /// Kicks the ball with a pitch velocity (already clamped).
    pub fn flick(&mut self, v: PitchVelocity) {
        if v.speed() < MIN_FLICK_CM_S {
            emit(&format!("flick_ignored speed={:.2}", v.speed()));
            return;
        }
        emit(&format!(
            "flick vx={:.2} vy={:.2} style={}",
            v.x,
            v.y,
            style_name(self.style)
        ));
        self.shown = None;
        self.kick = Some(DemoKick::new(self.ball, v, self.style));
        self.step_time = 0.0;
    }

    /// Steps the flying ball; returns true on the frame it comes to rest.
    fn advance_ball(&mut self, dt: f64) -> bool {
        let Some(kick) = &mut self.kick else {
            return false;
        };
        let pegs: Vec<PitchPoint> = self.pegs.iter().map(|(_, p)| *p).collect();
        self.step_time += dt.clamp(0.0, 0.1);
        let before = kick.touched().len();
        while self.step_time >= STEP_S && !kick.is_resting() {
            kick.step(STEP_S as f32, &pegs);
            self.step_time -= STEP_S;
        }
        for &i in &kick.touched()[before..] {
            if let Some(f) = self.flashes.get_mut(i) {
                *f = 1.0;
            }
        }
        self.ball = kick.position();
        self.ball_height = kick.height();
        if !kick.is_resting() {
            return false;
        }
        let touched: Vec<String> = kick
            .touched()
            .iter()
            .filter_map(|i| self.pegs.get(*i).map(|(id, _)| id.to_string()))
            .collect();
        self.kick = None;
        self.ball_height = 0.0;
        let cells = Cell::covered_by_disc(self.ball, BALL_DIAMETER_CM / 2.0);
        let text = describe_rest(&cells);
        let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
        emit(&format!(
            "ball_rest x={:.2} y={:.2} cell={} cells={} touched={} result={}",
            self.ball.x,
            self.ball.y,
            names.first().map_or("none", String::as_str),
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(",")
            },
            if touched.is_empty() {
                "none".to_string()
            } else {
                touched.join(",")
            },
            text.replace(' ', "_"),
        ));
        self.shown = Some(Shown { cells, text });
        true
    }

    /// Draws the screen.
    pub fn draw(&mut self) {
        // The cached layer covers the whole window: no clear needed.
        let view = self.view;
        self.layer.draw(&view, BACKGROUND, |v| {
            draw_pitch(v);
            let (px, py, pw, ph) = v.panel();
            draw_rectangle(px, py, pw, ph, PANEL);
        });
        if let Some(shown) = &self.shown {
            highlight_cells(&view, &shown.cells, Color::new(1.0, 0.9, 0.2, 1.0));
        }
        for ((id, at), flash) in self.pegs.iter().zip(&self.flashes) {
            draw_peg(&view, *id, *at, *flash);
        }
        draw_ball(&view, self.ball, self.ball_height);
        if let Some((from, to)) = self.drag {
            let (a, b) = (view.to_pitch(from), view.to_pitch(to));
            line(&view, a, b, 3.0, Color::new(1.0, 1.0, 1.0, 0.7));
        }
        self.draw_panel();
    }

    fn draw_panel(&self) {
        let (px, py, pw, ph) = self.view.panel();
        for (button, action) in self.buttons() {
            let on = match action {
                ButtonAction::Style(s) => s == self.style,
                ButtonAction::AimAssist => self.aim_assist,
                ButtonAction::Back => false,
            };
            button.draw(on);
        }
        if let Some(shown) = &self.shown {
            let (x, y) = if self.view.portrait {
                (px + pw / 2.0, py + ph - 20.0)
            } else {
                (px + pw / 2.0, py + ph - 30.0)
            };
            centred_text(&shown.text, x, y, 22.0, TEXT);
        }
    }
}

impl Default for MatchScreen {
    fn default() -> Self {
        Self::new()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ButtonAction {
    Style(KickStyle),
    AimAssist,
    Back,
}

fn style_name(style: KickStyle) -> &'static str {
    match style {
        KickStyle::Low => "low",
        KickStyle::Lob => "lob",
        KickStyle::Header => "header",
    }
}

fn describe_rest(cells: &[Cell]) -> String {
    match cells {
        [] => "out".to_string(),
        [one] => one.to_string(),
        many => {
            let names: Vec<String> = many.iter().map(|c| c.to_string()).collect();
            format!("on the line {}", names.join(" "))
        }
    }
}
