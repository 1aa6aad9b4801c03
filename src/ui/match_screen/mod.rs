//! The match screen: a whole match played by direct manipulation.
//!
//! PHASE 1: the open declarations and kick styles are buttons; a swipe from the ball is the
//! flick, stepped through the physics frame by frame; at rest it becomes a kick command and
//! the CoD's winner walks to the ball with one line that explains why. PHASES 2 and 3 and
//! re-positioning: pegs are dragged to cells (the reachable ones lit while dragging, the foul
//! risk shown over the ball cell), a drop is final, "Undo last move" takes it back while the
//! phase lasts. The defence's decisions (goalkeeper for a declared shot), tied balls, balls
//! on a line, tackles, substitutions, half time and full time are prompts. The AI coach
//! thinks on a thread and its moves are animated. The match is a [`Table`]: every change is a
//! [`Command`] it checks, applies and saves (a new or continued match after every command; a
//! scenario or test position stays in memory); the screen draws the state and animates the
//! events.
//!
//! Test mode logs `HEXKICK` lines: `prompt`, `button`, `command`, `event`, `state`, `peg`,
//! `cell`, `ball_screen`, `flick`, `ball_rest`, so a driver can tap and drag like a player.

mod ai_turn;
mod bench;
mod card;
mod card_draw;
mod facing;
mod flight;
mod help;
mod hud;
mod interval;
mod labels;
pub mod log_lines;
mod motion;
mod note;
mod overlay;
mod panel;
mod render;
pub mod report;
mod show;
mod soft;
mod spotlight;
mod start;
mod test_lines;
pub use bench::BenchTeamsMissing;
pub use test_lines::ball_screen_line;
use test_lines::flick_line;
mod texts;
mod tick;
mod touch;
mod withheld;

use super::badge::draw_badge_and_name;
use super::draw::{disc, line, ring};
use super::flick_input::{FlickFeel, kick_velocity};
use super::kit::MatchKit;
use super::lineup::kick_off_442;
use super::pieces::{draw_ball, draw_peg, draw_peg_in_strip, highlight_cells};
use super::pitch_layer::draw_pitch;
use super::sound::{Cue, cues_for};
use super::test_log::{Kind, Line};
use super::view::PitchView;
use super::widgets::{Button, TEXT, centred_text};
use crate::core::command::Command;
use crate::core::event::Event;
use crate::core::outcome::KickStyle;
use crate::core::pitch::{Cell, PitchPoint};
use crate::core::rules::RuleSet;
use crate::core::squad::{PlayerId, Side, Squad};
use crate::core::state::{MatchState, Pending, Phase, Setup, SetupPlayer};
use crate::input::ScreenPoint;
use crate::input::stroke::{PointerId, StrokeEvent};
use crate::physics::Velocity;
use crate::physics::tabletop::{ball_point, peg_points};
use crate::play::aim::PathPoint;
use crate::play::headline::{acting_coach_name, team_name};
use crate::play::offers::player_name;
use crate::play::words;
use crate::play::{
    Action, ActionKind, ClockReading, Coach, Grab, KickPath, MatchSetup, PlayError, Played, Table,
    TableView,
};
use crate::storage::{MemoryStore, Saves, Store};
use ai_turn::AiThinker;
use facing::Facing;
use flight::{Applied, Flight, describe, rest_line};
use hud::{
    Layout, button_rects, draw_hud, draw_log, draw_referee, draw_turn_clock, layout, log_button,
};
use interval::Break;
use log_lines::{command_json, event_json, with_position};
use macroquad::prelude::{Color, Rect, draw_rectangle, screen_height, screen_width};
use motion::Pegs;
use overlay::{Banner, DiceShow};
use spotlight::Spotlight;

/// A press this close to the ball (centimetres on the board) grabs it.
const GRAB_RADIUS_CM: f32 = 2.5;
/// ... or this close in logical pixels, whichever is larger (fingers are wide).
const GRAB_RADIUS_PX: f32 = 28.0;
/// A press this close to a peg picks it up, logical pixels (or its cell's half width).
const PEG_GRAB_PX: f32 = 24.0;
/// The window around the board.
const BACKGROUND: Color = Color::new(0.06, 0.14, 0.08, 1.0);
/// The control panel's background.
const PANEL: Color = Color::new(0.05, 0.12, 0.07, 1.0);
/// The rest cell's and the drop cell's highlight.
const HIGHLIGHT: Color = Color::new(1.0, 0.9, 0.2, 1.0);
/// Cells a dragged peg may reach.
const REACH: Color = Color::new(0.3, 0.9, 1.0, 1.0);
/// The aim assist's dots.
const AIM: Color = Color::new(1.0, 1.0, 1.0, 0.75);
/// Animation speeds the Speed button cycles through.
const SPEEDS: [f32; 3] = [1.0, 2.0, 4.0];
/// An error line stays this long, seconds.
const TOAST_S: f32 = 3.0;
/// The player on the ball is drawn this far behind it, centimetres.
const HOLDER_BEHIND_CM: f32 = 1.6;

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

/// A flick being dragged from the ball.
struct FlickDrag {
    id: PointerId,
    from: ScreenPoint,
    to: ScreenPoint,
    path: Vec<PathPoint>,
    /// The kick the stroke stands for now (the power indicator, the drag-back aim line).
    kick: Option<Velocity>,
}

/// A peg held by a finger.
struct HeldPeg {
    pointer: PointerId,
    grab: Grab,
    over: Option<Cell>,
}

/// A button's effect, the prompt's or the screen's own.
#[derive(Clone, Debug, PartialEq)]
enum Tap {
    /// An action of the table's view.
    Act(Action),
    Speed,
    Aim,
    Menu,
    Continue,
    /// The rules reference at the topic of the moment.
    Rules,
    /// The AI coach's advice.
    Hint,
    /// A withheld action: the tap says why ("End phase: team-mates still share E6 ...").
    Why(String),
    /// Cell labels on the board on or off.
    Labels,
    /// The soft kick is meant: kick.
    KickAnyway,
    /// The soft kick was not meant: flick again.
    TryAgain,
}

/// The match screen's state.
pub struct MatchScreen {
    view: PitchView,
    layer: render::Caches,
    table: Table,
    /// The state as drawn while a kick the table already took is still rolling.
    shown: Option<Box<MatchState>>,
    ai: AiThinker,
    thinking_s: f32,
    pegs: Pegs,
    ball: PitchPoint,
    ball_height: f32,
    flight: Option<Flight>,
    flight_time_s: Option<f32>,
    flick_drag: Option<FlickDrag>,
    held: Option<HeldPeg>,
    /// The table's view of the moment (the panel's actions, the flick on offer).
    moment: TableView,
    buttons: Vec<(Button, Tap, bool)>,
    dirty: bool,
    headline: String,
    log: Vec<String>,
    log_expanded: bool,
    dice: Option<DiceShow>,
    banner: Option<Banner>,
    /// A goal's or a card's moment, and those waiting their turn.
    spotlights: Vec<Spotlight>,
    /// The last kick's ball path (for a goal's replay).
    kick_trail: Vec<PitchPoint>,
    pause: Option<Break>,
    toast: Option<(String, f32)>,
    /// What the other decisions on offer do (shown under the board while no toast is).
    hint: Option<String>,
    /// The turn timer's last reading (matches with the turn timer only).
    turn_clock: Option<ClockReading>,
    last_rest: Option<Vec<Cell>>,
    /// The coach who decided last in pass-and-play (side and seat), for the hand-over banner.
    last_human: Option<(Side, u8)>,
    aim_assist: bool,
    /// The panel on the left of the board in landscape.
    left_handed: bool,
    /// How a stroke from the ball becomes a kick (settings: control, sensitivity).
    feel: FlickFeel,
    /// The cells' names drawn on the board.
    cell_labels: bool,
    /// Kicks under this many centimetres of ball travel ask first (0: never).
    soft_kick_cm: f32,
    /// A soft flick held back, asking whether it was meant.
    soft: Option<soft::SoftAsk>,
    speed: usize,
    free_play: bool,
    test_mode: bool,
    table_mode: bool,
    cues: Vec<Cue>,
    /// What the sides wear (None: the default red and blue pegs).
    kit: Option<MatchKit>,
    /// The "?" and the hint: the rules reference over the match, the AI coach's advice.
    help: help::Help,
    /// The peg card: open or not, the press or hover that may open it.
    card: card::PegCardUi,
    /// The events of every command shown since the last [`MatchScreen::take_applied`], kept
    /// only for a watcher (the tutorial's goal checks).
    applied: Option<Vec<Vec<Event>>>,
}

impl MatchScreen {
    /// The match screen of a table: a new or continued match (saved after every command), or
    /// a position in memory; the AI plays the sides the set-up gives it.
    pub fn new(table: Table) -> Self {
        let state = table.state();
        let pegs = Pegs::at(&shown_places(state));
        let ball = shown_ball(state);
        let moment = table.view();
        // A resumed match shows its log and aims as it did.
        let log = table.past_lines().to_vec();
        let aim_assist = table.aim_choice().unwrap_or(false);
        let mut screen = Self {
            view: PitchView::fit(screen_width(), screen_height()),
            layer: render::Caches::default(),
            table,
            shown: None,
            ai: AiThinker::default(),
            thinking_s: 0.0,
            pegs,
            ball,
            ball_height: 0.0,
            flight: None,
            flight_time_s: None,
            flick_drag: None,
            held: None,
            moment,
            buttons: Vec::new(),
            dirty: true,
            headline: String::new(),
            log,
            log_expanded: false,
            dice: None,
            banner: None,
            spotlights: Vec::new(),
            kick_trail: Vec::new(),
            pause: None,
            toast: None,
            hint: None,
            turn_clock: None,
            last_rest: None,
            last_human: None,
            aim_assist,
            left_handed: false,
            feel: FlickFeel::default(),
            cell_labels: false,
            soft_kick_cm: crate::ui::settings::soft_kick::SoftKick::default().cm(),
            soft: None,
            speed: 0,
            free_play: false,
            test_mode: false,
            table_mode: false,
            cues: Vec::new(),
            kit: None,
            help: help::Help::default(),
            card: card::PegCardUi::default(),
            applied: None,
        };
        screen.refresh();
        screen
    }

    /// Starts the animations at `factor` times the table's speed (the nearest of 1x, 2x, 4x;
    /// the Speed button still cycles them).
    pub fn set_speed(&mut self, factor: f64) {
        self.speed = SPEEDS
            .iter()
            .position(|&s| f64::from(s) >= factor)
            .unwrap_or(SPEEDS.len() - 1);
        self.dirty = true;
    }

    /// Turns the test-mode log lines (pegs, cells, prompts, state) on.
    pub fn set_test_mode(&mut self, on: bool) {
        self.test_mode = on;
        self.dirty = true;
        if on {
            self.emit_state();
        }
    }

    /// Table mode: the panel and banners face the coach to act, turned half a turn for the
    /// away coach across the table.
    pub fn set_table_mode(&mut self, on: bool) {
        self.table_mode = on;
    }

    /// Whether the panel faces the coach across the table now.
    fn faces_far_coach(&self) -> bool {
        self.table_mode && self.state().acting_side() == Side::Away
    }

    /// The panel's turn.
    fn panel_facing(&self) -> Facing {
        let (x, y, w, h) = self.view.panel();
        Facing::of(Rect::new(x, y, w, h), self.faces_far_coach())
    }

    /// Flicks never reach the rules (the frame benchmark keeps the ball rolling).
    pub fn set_free_play(&mut self, on: bool) {
        self.free_play = on;
    }

    /// Dresses the sides in these teams' strips and shows their badges and names.
    pub fn set_kit(&mut self, kit: MatchKit) {
        self.kit = Some(kit.in_palette());
    }

    /// Keeps the events of every command the table applied, once shown (the ball at rest),
    /// for [`MatchScreen::take_applied`].
    pub fn watch_applied(&mut self) {
        self.applied.get_or_insert_with(Vec::new);
    }

    /// The events of each command shown since the last call (empty unless watched).
    pub fn take_applied(&mut self) -> Vec<Vec<Event>> {
        self.applied
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// The sounds due since the last call (kick, rebound, net, whistle, crowd, dice).
    pub fn take_cues(&mut self) -> Vec<Cue> {
        std::mem::take(&mut self.cues)
    }

    /// Turns "undo last move" off (tournament play) or on.
    pub fn set_undo_allowed(&mut self, allowed: bool) {
        self.table.set_undo_allowed(allowed);
        self.dirty = true;
    }

    /// The rules state shown: the table's, or the one before a kick whose ball still rolls.
    pub fn state(&self) -> &MatchState {
        self.shown.as_deref().unwrap_or_else(|| self.table.state())
    }

    /// The match.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Waits until the match's last command is saved: call it when leaving the screen, on
    /// quit and on suspend. A failure is logged and shown; the match stays in memory.
    pub fn flush(&mut self) {
        if let Err(e) = self.table.flush() {
            Line::new(Kind::SaveFailed).text("reason", &e).write();
            self.toast = Some((e.to_string(), TOAST_S));
        }
    }

    /// Where the ball is on the screen, in logical pixels.
    pub fn ball_on_screen(&self) -> ScreenPoint {
        self.view.to_screen(self.ball)
    }

    /// Puts the panel on the left of the board in landscape (left-handed players) or back on
    /// the right.
    pub fn set_left_handed(&mut self, on: bool) {
        self.left_handed = on;
        self.fit_to_window();
    }

    /// Turns the aim assist on or off, unless this match was switched during play (a resumed
    /// match keeps its own choice).
    pub fn set_aim_assist(&mut self, on: bool) {
        self.aim_assist = self.table.aim_choice().unwrap_or(on);
        self.dirty = true;
    }

    /// Sets how a stroke from the ball becomes a kick (swipe or drag back, sensitivity).
    pub fn set_flick_feel(&mut self, feel: FlickFeel) {
        self.feel = feel;
    }

    /// While a flick is being dragged: how many points its predicted path has (0 with the aim
    /// assist off or before the drag moved).
    pub fn dragged_path_len(&self) -> Option<usize> {
        self.flick_drag.as_ref().map(|d| d.path.len())
    }

    /// Simulated seconds since the strike while the ball is moving.
    pub fn flight_time_s(&self) -> Option<f32> {
        self.flight_time_s
    }

    /// The camera in use.
    pub fn view(&self) -> PitchView {
        self.view
    }

    /// Whether the ball is moving.
    pub fn ball_moving(&self) -> bool {
        self.flight.is_some()
    }

    /// Refits the camera to the window; returns whether the view changed.
    pub fn fit_to_window(&mut self) -> bool {
        let view = PitchView::fit_handed(screen_width(), screen_height(), self.left_handed);
        let changed = view != self.view;
        self.view = view;
        if changed {
            self.dirty = true;
        }
        changed
    }

    fn speed(&self) -> f32 {
        SPEEDS[self.speed % SPEEDS.len()]
    }

    /// Whether a person decides now (and nothing is moving or shown in the way).
    fn human_to_act(&self) -> bool {
        self.pause.is_none()
            && self.flight.is_none()
            && self
                .table
                .decider()
                .is_some_and(|side| !self.table.coach(side).is_ai())
    }
}

/// Where the pegs are drawn: where the physics has them, but the player on the ball stands
/// just behind it (towards his own goal) so the ball and his number are both seen.
fn shown_places(state: &MatchState) -> Vec<(PlayerId, PitchPoint)> {
    let holder = state.holder();
    peg_points(state)
        .into_iter()
        .map(|(id, at)| {
            if Some(id) != holder {
                return (id, at);
            }
            let back = match state.defends(id.side) {
                crate::core::pitch::End::Home => -HOLDER_BEHIND_CM,
                crate::core::pitch::End::Away => HOLDER_BEHIND_CM,
            };
            (id, PitchPoint::new(at.x + back, at.y))
        })
        .collect()
}

/// Where the ball is drawn: on the line (the middle of the cells it lies on) while the state
/// says it lies on a line and a choice of cell waits, else where the physics has it.
fn shown_ball(state: &MatchState) -> PitchPoint {
    let on = match state.pending() {
        Some(Pending::BallCell { cells, .. } | Pending::Receiver { cells, .. }) => cells,
        _ => return ball_point(state),
    };
    if on.len() < 2 {
        return ball_point(state);
    }
    let n = on.len() as f32;
    let (x, y) = on
        .iter()
        .map(|c| c.centre())
        .fold((0.0, 0.0), |(x, y), p| (x + p.x, y + p.y));
    PitchPoint::new(x / n, y / n)
}

/// `places` with `id` standing at `at`.
fn with_point(
    places: &[(PlayerId, PitchPoint)],
    id: PlayerId,
    at: PitchPoint,
) -> Vec<(PlayerId, PitchPoint)> {
    places
        .iter()
        .map(|(p, q)| (*p, if *p == id { at } else { *q }))
        .collect()
}
