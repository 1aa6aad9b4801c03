//! The match screen: the board, the pegs, the ball, and the flick.
//!
//! A stroke that starts on (or near) the ball is a flick: its release velocity goes through
//! the camera into a [`Flick`] in the chosen style, and the physics steps the kick frame by
//! frame. The UI only draws what the physics reports; it computes no motion of its own.

use super::aim::{PathPoint, predict_path};
use super::badge::draw_badge_and_name;
use super::draw::{disc, line, ring};
use super::flick_input::kick_velocity;
use super::kit::MatchKit;
use super::layer_cache::LayerCache;
use super::lineup::kick_off_442;
use super::log::emit;
use super::pieces::{draw_ball, draw_peg, draw_peg_in_strip, highlight_cells};
use super::pitch_layer::draw_pitch;
use super::view::PitchView;
use super::widgets::{Button, TEXT, centred_text};
use crate::core::outcome::{BallExit, KickOutcome, KickStyle};
use crate::core::pitch::{Cell, End, PitchPoint};
use crate::core::squad::{PlayerId, Side};
use crate::input::ScreenPoint;
use crate::input::stroke::{PointerId, StrokeEvent};
use crate::physics::calibration::TIMESTEP_S;
use crate::physics::{Board, Flick, KickSim, Posture, PreparedBoard, Velocity};
use macroquad::prelude::{Color, Rect, draw_rectangle, screen_height, screen_width};

/// A press this close to the ball (centimetres on the board) grabs it.
const GRAB_RADIUS_CM: f32 = 2.5;
/// ... or this close in logical pixels, whichever is larger (fingers are wide).
const GRAB_RADIUS_PX: f32 = 28.0;
/// Most physics steps run in one frame (a stalled frame must not freeze the game).
const MAX_STEPS_PER_FRAME: u32 = 8;
/// How long a touched peg flashes, in seconds.
const FLASH_S: f32 = 0.6;
/// After a goal or an exit the ball goes back to the centre spot after this many seconds.
const RESET_AFTER_EXIT_S: f64 = 1.5;
/// The window around the board.
const BACKGROUND: Color = Color::new(0.06, 0.14, 0.08, 1.0);
/// The control panel's background.
const PANEL: Color = Color::new(0.05, 0.12, 0.07, 1.0);
/// The rest cell's highlight.
const HIGHLIGHT: Color = Color::new(1.0, 0.9, 0.2, 1.0);
/// The aim assist's dots.
const AIM: Color = Color::new(1.0, 1.0, 1.0, 0.75);

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

/// The outcome of the last kick as shown to the player.
struct Shown {
    cells: Vec<Cell>,
    text: String,
}

/// A flick being dragged.
struct Drag {
    id: PointerId,
    from: ScreenPoint,
    to: ScreenPoint,
    path: Vec<PathPoint>,
}

/// The match screen's state.
pub struct MatchScreen {
    view: PitchView,
    layer: LayerCache,
    pegs: Vec<(PlayerId, PitchPoint)>,
    board: PreparedBoard,
    flashes: Vec<f32>,
    ball: PitchPoint,
    ball_height: f32,
    kick: Option<KickSim>,
    step_time: f64,
    drag: Option<Drag>,
    style: KickStyle,
    aim_assist: bool,
    shown: Option<Shown>,
    reset_in: Option<f64>,
    flight_time_s: Option<f32>,
    /// What the sides wear (None: the default red and blue pegs).
    kit: Option<MatchKit>,
}

impl MatchScreen {
    /// The kick-off position: 22 pegs in a 4-4-2 and the ball on the centre cell.
    pub fn new() -> Self {
        let pegs: Vec<(PlayerId, PitchPoint)> = kick_off_442()
            .into_iter()
            .map(|(id, cell)| (id, cell.centre()))
            .collect();
        let placements: Vec<(PlayerId, PitchPoint, Posture)> = pegs
            .iter()
            .map(|(id, at)| (*id, *at, Posture::Standing))
            .collect();
        // The line-up is built from cell centres of the pitch, so it is always a valid board;
        // should that ever fail, the ball still rolls on an empty one.
        let board = Board::new(&placements, None).unwrap_or_else(|_| Board::empty());
        Self {
            view: PitchView::fit(screen_width(), screen_height()),
            layer: LayerCache::new(),
            flashes: vec![0.0; pegs.len()],
            board: PreparedBoard::new(&board),
            pegs,
            ball: Cell::CENTRE.centre(),
            ball_height: 0.0,
            kick: None,
            step_time: 0.0,
            drag: None,
            style: KickStyle::Low,
            aim_assist: false,
            shown: None,
            reset_in: None,
            flight_time_s: None,
            kit: None,
        }
    }

    /// Where the ball is on the screen, in logical pixels.
    pub fn ball_on_screen(&self) -> ScreenPoint {
        self.view.to_screen(self.ball)
    }

    /// Turns the aim assist on or off.
    pub fn set_aim_assist(&mut self, on: bool) {
        self.aim_assist = on;
    }

    /// While a flick is being dragged: how many points its predicted path has (0 with the aim
    /// assist off or before the drag moved).
    pub fn dragged_path_len(&self) -> Option<usize> {
        self.drag.as_ref().map(|d| d.path.len())
    }

    /// Simulated seconds since the strike while the ball is moving.
    pub fn flight_time_s(&self) -> Option<f32> {
        self.flight_time_s
    }

    /// Where the buttons are, by label, for test drivers.
    pub fn button_centres(&self) -> Vec<(String, ScreenPoint)> {
        self.buttons()
            .into_iter()
            .map(|(b, _)| {
                let r = b.rect;
                (b.label, ScreenPoint::new(r.x + r.w / 2.0, r.y + r.h / 2.0))
            })
            .collect()
    }

    /// The camera in use.
    pub fn view(&self) -> PitchView {
        self.view
    }

    /// Whether the ball is moving (or waiting to go back to the centre spot).
    pub fn ball_moving(&self) -> bool {
        self.kick.is_some() || self.reset_in.is_some()
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
            ("Reset", ButtonAction::Reset),
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
                    Rect::new(
                        px + i * bw + 3.0,
                        py + 8.0,
                        bw - 6.0,
                        (ph - 40.0).clamp(30.0, 56.0),
                    )
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
        if let Some(left) = &mut self.reset_in {
            *left -= dt;
            if *left <= 0.0 {
                self.reset_ball();
            }
        }
        if self.advance_ball(dt) {
            signal = MatchSignal::BallRested;
        }
        signal
    }

    fn handle(&mut self, event: StrokeEvent) -> Option<MatchSignal> {
        match event {
            StrokeEvent::Began { id, at } => {
                if !self.ball_moving() && self.drag.is_none() && self.is_on_ball(at) {
                    self.drag = Some(Drag {
                        id,
                        from: at,
                        to: at,
                        path: Vec::new(),
                    });
                }
                None
            }
            StrokeEvent::Moved { id, at, velocity } => {
                let aim = self.aim_assist;
                let flick = kick_velocity(&self.view, velocity).map(|v| self.flick_of(v));
                let ball = self.ball;
                if let Some(drag) = self.drag.as_mut().filter(|d| d.id == id) {
                    drag.to = at;
                    drag.path = match (aim, flick) {
                        (true, Some(flick)) => predict_path(&self.board, ball, &flick),
                        _ => Vec::new(),
                    };
                }
                None
            }
            StrokeEvent::Cancelled { id } => {
                if self.drag.as_ref().is_some_and(|d| d.id == id) {
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
                if self.drag.as_ref().is_some_and(|d| d.id == id) {
                    self.drag = None;
                    match kick_velocity(&self.view, velocity) {
                        Some(v) => self.flick(v),
                        None => emit(&format!(
                            "flick_ignored screen_vx={:.1} screen_vy={:.1}",
                            velocity.x, velocity.y
                        )),
                    }
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
            ButtonAction::Reset => self.reset_ball(),
            ButtonAction::Back => return Some(MatchSignal::Back),
        }
        None
    }

    /// The kicker: the home peg nearest the ball (his own peg is not a touch at the strike).
    fn kicker(&self) -> PlayerId {
        self.pegs
            .iter()
            .filter(|(id, _)| id.side == Side::Home)
            .min_by(|a, b| {
                a.1.distance_to(self.ball)
                    .total_cmp(&b.1.distance_to(self.ball))
            })
            .map_or(PlayerId::new(Side::Home, 9), |(id, _)| *id)
    }

    fn flick_of(&self, v: Velocity) -> Flick {
        Flick {
            velocity_cm_s: v,
            style: self.style,
            kicker: self.kicker(),
        }
    }

    /// Kicks the ball with a pitch velocity in cm/s in the chosen style.
    pub fn flick(&mut self, v: Velocity) {
        let flick = self.flick_of(v);
        match self.board.kick(self.ball, &flick) {
            Ok(sim) => {
                emit(&format!(
                    "flick vx={:.2} vy={:.2} style={} kicker={}",
                    v.x,
                    v.y,
                    style_name(self.style),
                    flick.kicker
                ));
                self.shown = None;
                self.kick = Some(sim);
                self.step_time = 0.0;
            }
            Err(e) => emit(&format!("flick_refused reason=\"{e}\"")),
        }
    }

    fn reset_ball(&mut self) {
        self.kick = None;
        self.reset_in = None;
        self.ball = Cell::CENTRE.centre();
        self.ball_height = 0.0;
        self.shown = None;
        emit("ball_reset cell=E6");
    }

    /// Steps the kick; returns true on the frame the ball comes to rest.
    fn advance_ball(&mut self, dt: f64) -> bool {
        let Some(sim) = &mut self.kick else {
            return false;
        };
        let step = f64::from(TIMESTEP_S);
        self.step_time =
            (self.step_time + dt.clamp(0.0, 0.25)).min(step * f64::from(MAX_STEPS_PER_FRAME));
        while self.step_time >= step {
            self.step_time -= step;
            let Some(frame) = sim.step() else {
                break;
            };
            self.flight_time_s = Some(frame.time_s);
            for touched in &frame.touched {
                if let Some(i) = self.pegs.iter().position(|(id, _)| id == touched) {
                    self.flashes[i] = 1.0;
                }
            }
        }
        self.ball = sim.ball();
        self.ball_height = sim.height_cm();
        if !sim.is_at_rest() {
            return false;
        }
        let outcome = sim.outcome();
        self.kick = None;
        self.flight_time_s = None;
        self.ball_height = 0.0;
        if outcome.exit.is_some() {
            self.reset_in = Some(RESET_AFTER_EXIT_S);
        }
        emit(&rest_line(self.ball, &outcome));
        self.shown = Some(Shown {
            cells: outcome.rest_cells.clone(),
            text: describe(&outcome),
        });
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
            highlight_cells(&view, &shown.cells, HIGHLIGHT);
        }
        for ((id, at), flash) in self.pegs.iter().zip(&self.flashes) {
            match &self.kit {
                Some(kit) => {
                    draw_peg_in_strip(&view, id.number, *at, *flash, &kit.side(id.side).strip)
                }
                None => draw_peg(&view, *id, *at, *flash),
            }
        }
        if let Some(drag) = &self.drag {
            draw_aim(&view, drag);
        }
        draw_ball(&view, self.ball, self.ball_height);
        self.draw_panel();
    }

    fn draw_panel(&self) {
        let (px, py, pw, ph) = self.view.panel();
        for (button, action) in self.buttons() {
            let on = match action {
                ButtonAction::Style(s) => s == self.style,
                ButtonAction::AimAssist => self.aim_assist,
                ButtonAction::Reset | ButtonAction::Back => false,
            };
            button.draw(on);
        }
        self.draw_teams();
        if let Some(shown) = &self.shown {
            let (x, y) = (px + pw / 2.0, py + ph - 22.0);
            let size = ((pw - 16.0) / (shown.text.len() as f32 * 0.7)).clamp(12.0, 26.0);
            centred_text(&shown.text, x, y, size, TEXT);
        }
    }
}

impl MatchScreen {
    /// Dresses the sides in these teams' strips and shows their badges and names.
    pub fn set_kit(&mut self, kit: MatchKit) {
        self.kit = Some(kit);
    }

    /// The two teams' badges and names in the panel, under the buttons.
    fn draw_teams(&self) {
        let Some(kit) = &self.kit else {
            return;
        };
        let (px, py, pw, ph) = self.view.panel();
        let (top, h) = if self.view.portrait {
            (py + (ph - 40.0).clamp(30.0, 56.0) + 16.0, 24.0)
        } else {
            (py + ph * 0.6, (pw * 0.16).clamp(20.0, 36.0))
        };
        for (k, side) in [Side::Home, Side::Away].into_iter().enumerate() {
            let look = kit.side(side);
            let y = top + k as f32 * (h + 8.0);
            draw_badge_and_name(&look.badge, &look.name, px + 8.0, y, h, pw - 16.0);
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
    Reset,
    Back,
}

/// The drag line from the ball to the finger, and the predicted path when aim assist is on.
fn draw_aim(view: &PitchView, drag: &Drag) {
    let (a, b) = (view.to_pitch(drag.from), view.to_pitch(drag.to));
    line(view, a, b, 3.0, Color::new(1.0, 1.0, 1.0, 0.6));
    for p in &drag.path {
        let radius = 0.25_f32.max(2.5 / view.px_per_cm) + p.height_cm * 0.03;
        disc(view, p.at, radius, AIM);
    }
    if let Some(last) = drag.path.last() {
        ring(view, last.at, 0.9, 2.0, HIGHLIGHT);
    }
}

fn style_name(style: KickStyle) -> &'static str {
    match style {
        KickStyle::Low => "low",
        KickStyle::Lob => "lob",
        KickStyle::Header => "header",
    }
}

/// What the player reads after a kick: the cell, "line E8 E9" when the ball rests on a line
/// (all its cells are highlighted), "out: ..." or "GOAL!".
fn describe(outcome: &KickOutcome) -> String {
    match outcome.exit {
        Some(BallExit::Goal { .. }) => "GOAL!".to_string(),
        Some(BallExit::Touchline { .. }) => "out: touchline".to_string(),
        Some(BallExit::GoalLine { .. }) => "out: goal line".to_string(),
        None => {
            let names: Vec<String> = outcome.rest_cells.iter().map(|c| c.to_string()).collect();
            if names.len() > 1 {
                format!("line {}", names.join(" "))
            } else {
                names.first().cloned().unwrap_or_else(|| "out".to_string())
            }
        }
    }
}

fn end_name(end: End) -> &'static str {
    match end {
        End::Home => "home",
        End::Away => "away",
    }
}

/// The log line of a rested kick, for test drivers.
fn rest_line(ball: PitchPoint, outcome: &KickOutcome) -> String {
    let join = |items: Vec<String>| {
        if items.is_empty() {
            "none".to_string()
        } else {
            items.join(",")
        }
    };
    let cells = join(outcome.rest_cells.iter().map(|c| c.to_string()).collect());
    let exit = match outcome.exit {
        None => "none".to_string(),
        Some(BallExit::Goal { end }) => format!("goal_{}", end_name(end)),
        Some(BallExit::Touchline { .. }) => "touchline".to_string(),
        Some(BallExit::GoalLine { end, .. }) => format!("goal_line_{}", end_name(end)),
    };
    format!(
        "ball_rest x={:.2} y={:.2} rest_x={:.2} rest_y={:.2} cell={} cells={} exit={} touched={} flew_over={}",
        ball.x,
        ball.y,
        outcome.rest.x,
        outcome.rest.y,
        outcome
            .rest_cells
            .first()
            .map_or("none".to_string(), |c| c.to_string()),
        cells,
        exit,
        join(outcome.touched.iter().map(|p| p.to_string()).collect()),
        join(outcome.flew_over.iter().map(|p| p.to_string()).collect()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().expect("test cell")
    }

    #[test]
    fn the_player_reads_the_cell_the_line_out_or_goal() {
        let mut o = KickOutcome::rolled_to(cell("E6"), cell("E8"));
        assert_eq!(describe(&o), "E8");
        o.rest_cells = vec![cell("E8"), cell("E9")];
        assert_eq!(describe(&o), "line E8 E9");
        o.exit = Some(BallExit::Goal { end: End::Away });
        assert_eq!(describe(&o), "GOAL!");
        o.exit = Some(BallExit::Touchline {
            at: PitchPoint::new(3.0, -33.0),
            last_touch: PlayerId::new(Side::Away, 4),
        });
        assert!(describe(&o).starts_with("out"));
        assert!(rest_line(o.rest, &o).contains("exit=touchline"));
    }
}
