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

pub(crate) mod ai_pace;
pub mod ai_turn;
mod aim_line;
mod bench;
mod board;
mod board_choice;
mod camera;
mod card;
mod card_draw;
mod contacts;
mod directed;
mod facing;
mod flight;
mod gesture;
mod help;
mod hud;
mod interval;
mod kick_card;
mod kicks;
mod labels;
pub mod log_lines;
mod motion;

mod net;
mod note;
mod overlay;
mod panel;
pub mod pause;
mod render;
pub mod report;
mod show;
mod slots;
mod soft;
mod spotlight;
mod start;
mod table_end;
mod test_lines;
pub use bench::BenchTeamsMissing;
pub use directed::Control;
pub use test_lines::{ball_screen_line, view_line};
mod texts;
mod tick;
mod touch;
mod trail;
mod withheld;

use super::flick_input::FlickFeel;
use super::kit::MatchKit;
use super::sound::Hit;
use super::test_log::{Kind, Line};
use super::view::PitchView;
use super::widgets::Button;
use crate::input::ScreenPoint;
use crate::input::stroke::PointerId;
use board::ShownBoard;
use flight::Flight;
use hexkick_physics::Velocity;
use hexkick_physics::tabletop::peg_points;
use hexkick_rules::command::Command;
use hexkick_rules::event::Event;
use hexkick_rules::pitch::{Cell, PitchPoint};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::MatchState;
use hexkick_table::{Action, AimHelp, AimPreview, ClockReading, Grab, KickPath, Table, TableView};
use interval::Break;
use macroquad::prelude::{Color, screen_height, screen_width};
use motion::Pegs;
pub(crate) use motion::shown_ball;
use overlay::{Banner, DiceShow};
use spotlight::Spotlight;

/// A press this close to the ball (centimetres on the board) grabs it.
const GRAB_RADIUS_CM: f32 = 2.5;
/// ... or this close in logical pixels, whichever is larger (fingers are wide).
const GRAB_RADIUS_PX: f32 = 28.0;
/// A press this close to a peg picks it up, logical pixels (or its cell's half width).
const PEG_GRAB_PX: f32 = 24.0;
// Finger-sized targets: the ball's and a peg's at least 44 logical px across at any zoom.
const _: () = assert!(2.0 * PEG_GRAB_PX >= 44.0 && 2.0 * GRAB_RADIUS_PX >= 44.0);
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
    /// The player left the match (Leave on the pause sheet, or the menu at full time).
    Back,
    /// The pause sheet's Settings: the settings, then back to the paused match.
    Settings,
    /// The player asked to watch the finished match again (full time's "Watch again").
    WatchAgain,
    /// A director's control was tapped (its index, [`MatchScreen::set_controls`]).
    Control(u8),
}

/// A flick being dragged from the ball.
struct FlickDrag {
    id: PointerId,
    from: ScreenPoint,
    to: ScreenPoint,
    /// The table's preview of the kick the stroke stands for now (the aim line).
    preview: AimPreview,
    /// The kick the stroke stands for now (the power ring, the kick's way).
    kick: Option<Velocity>,
    /// How long the aim line's physics took for the stroke's first move (which builds the
    /// position's board), and the longest it took for one of the others, ms (test mode's
    /// `aim` line: the page's own physics in a frame).
    preview_ms: Option<(f64, f64)>,
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
    /// The whole board again (and the camera handed back to the framing).
    WholePitch,
    /// The soft kick is meant: kick.
    KickAnyway,
    /// The soft kick was not meant: flick again.
    TryAgain,
    /// A director's control (replay or spectator).
    Control(u8),
    /// Full time: watch the match again.
    WatchAgain,
}

/// The match screen's state.
pub struct MatchScreen {
    view: PitchView,
    /// The board's zoom and pan: the fingers moving it, the framing, the ball followed.
    camera: camera::Camera,
    layer: render::Caches,
    table: Table,
    /// The match as shown: moved on only by the events the table hands over.
    board: ShownBoard,
    ai: ai_pace::AiTurn,
    pegs: Pegs,
    ball: PitchPoint,
    ball_height: f32,
    flight: Option<Flight>,
    flight_time_s: Option<f32>,
    /// Since a flight started: where the ball was and the frames drawn before it moved
    /// (test runs log them: the touch's end to the ball moving).
    kick_latency: Option<(PitchPoint, u32)>,
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
    /// Why the last stroke at the ball did not kick, said at the ball for a moment.
    ball_note: Option<gesture::BallNote>,
    /// What the other decisions on offer do (shown under the board while no toast is).
    hint: Option<String>,
    /// The turn timer's last reading (matches with the turn timer only).
    turn_clock: Option<ClockReading>,
    last_rest: Option<Vec<Cell>>,
    /// The coach who decided last in pass-and-play (side and seat), for the hand-over banner.
    last_human: Option<(Side, u8)>,
    /// The last kick struck, drawn faintly until the next one.
    ghost: Option<aim_line::Ghost>,
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
    /// Free play: the last flick's path, until its ball rests and it is taken
    /// ([`MatchScreen::take_free_kick`]).
    free_kick: Option<KickPath>,
    test_mode: bool,
    table_mode: bool,
    /// Table mode: whether the panel was last at the far end (`None`: not placed yet), and
    /// how long it has been swinging round to its new end.
    far_end: Option<bool>,
    turning: Option<f32>,
    /// The view changed outside [`MatchScreen::fit_to_window`]: say so at its next call.
    moved: bool,
    cues: Vec<Hit>,
    /// The kick's landing: its sounds' strengths, the trail, the net, the kick card, the
    /// moment's skip, and how much all of it moves.
    landing: kicks::Landing,
    /// What the sides wear (None: the default red and blue pegs).
    kit: Option<MatchKit>,
    /// The "?" and the hint: the rules reference over the match, the AI coach's advice.
    help: help::Help,
    /// The peg card: open or not, the press or hover that may open it.
    card: card::PegCardUi,
    /// Every command shown since the last [`MatchScreen::take_applied`] with its events,
    /// kept only for a watcher (the tutorial's goal checks).
    applied: Option<Vec<(Command, Vec<Event>)>>,
    /// A director's buttons in place of the panel's (a replay or a spectator's match): no
    /// person acts on this match, the director plays it ([`MatchScreen::direct`]).
    controls: Option<Vec<Control>>,
    /// The pause sheet, while it is up (the match waits).
    sheet: Option<pause::PauseSheet>,
    /// The pause sheet offers Settings ([`MatchScreen::offer_settings_in_pause`]).
    settings_in_pause: bool,
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
        // The coach at the table when the screen opens: the first hand-over is to the other.
        let at_table = Some((state.acting_side(), state.acting_coach().seat));
        let mut screen = Self {
            view: PitchView::fit(screen_width(), screen_height()),
            camera: camera::Camera::default(),
            layer: render::Caches::default(),
            board: ShownBoard::new(table.state()),
            table,
            ai: ai_pace::AiTurn::default(),
            pegs,
            ball,
            ball_height: 0.0,
            flight: None,
            flight_time_s: None,
            kick_latency: None,
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
            ball_note: None,
            toast: None,
            hint: None,
            turn_clock: None,
            last_rest: None,
            last_human: at_table,
            ghost: None,
            left_handed: false,
            feel: FlickFeel::default(),
            cell_labels: false,
            soft_kick_cm: crate::ui::settings::soft_kick::SoftKick::default().cm(),
            soft: None,
            speed: 0,
            free_play: false,
            free_kick: None,
            test_mode: false,
            table_mode: false,
            far_end: None,
            turning: None,
            moved: false,
            cues: Vec::new(),
            landing: kicks::Landing::default(),
            kit: None,
            help: help::Help::default(),
            card: card::PegCardUi::default(),
            applied: None,
            controls: None,
            sheet: None,
            settings_in_pause: false,
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
        // Test drivers read the cells' places: no framing of the first decision either.
        self.camera = camera::Camera::default();
        self.dirty = true;
        if on {
            self.emit_state();
        }
    }

    /// Flicks never reach the rules (the frame benchmark keeps the ball rolling, flick
    /// practice judges each try); a rested ball stays where it stopped until the next flick.
    pub fn set_free_play(&mut self, on: bool) {
        self.free_play = on;
    }

    /// Free play: the last flick's path (the physics' frames and outcome) once its ball has
    /// come to rest, once.
    pub fn take_free_kick(&mut self) -> Option<KickPath> {
        if self.flight.is_some() {
            return None;
        }
        self.free_kick.take()
    }

    /// Dresses the sides in these teams' strips and shows their badges and names.
    pub fn set_kit(&mut self, kit: MatchKit) {
        self.kit = Some(kit.in_palette());
    }

    /// Keeps every command the table applied and its events, once shown (the ball at rest),
    /// for [`MatchScreen::take_applied`].
    pub fn watch_applied(&mut self) {
        self.applied.get_or_insert_with(Vec::new);
    }

    /// Each command shown since the last call, with its events (none unless watched).
    pub fn take_applied(&mut self) -> Vec<(Command, Vec<Event>)> {
        self.applied
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// The sounds due since the last call (kick, rebound, board, post, net, whistle, crowd,
    /// dice), each struck as hard as the ball was going.
    pub fn take_cues(&mut self) -> Vec<Hit> {
        std::mem::take(&mut self.cues)
    }

    /// Turns "undo last move" off (tournament play) or on.
    pub fn set_undo_allowed(&mut self, allowed: bool) {
        self.table.set_undo_allowed(allowed);
        self.dirty = true;
    }

    /// The match as shown: the table's position moved on by the events shown so far (a
    /// kick's wait for its ball to rest).
    pub fn state(&self) -> &MatchState {
        self.board.state()
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
            self.toast = Some((hexkick_table::save_words::save_error_words(&e), TOAST_S));
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

    /// Shows this much of the aim line from now on (kept with the match; nothing changes
    /// where the match does not allow aim help).
    pub fn set_aim_help(&mut self, help: AimHelp) {
        self.table.set_aim_help(help);
        self.dirty = true;
    }

    /// The aim help the player's settings prefer (`None`: the match's default), unless this
    /// match was switched during play (a resumed match aims as it did).
    pub fn prefer_aim_help(&mut self, help: Option<AimHelp>) {
        let switched = self.table.setup().options.chosen_aim_help().is_some();
        if let Some(help) = help.filter(|_| !switched) {
            self.set_aim_help(help);
        }
    }

    /// How much of the aim line this match shows.
    pub fn aim_help(&self) -> AimHelp {
        self.table.aim_help()
    }

    /// Sets how a stroke from the ball becomes a kick (swipe or drag back, sensitivity).
    pub fn set_flick_feel(&mut self, feel: FlickFeel) {
        self.feel = feel;
    }

    /// While a flick is being dragged: how many points of its predicted path are shown (0
    /// with aim help off or before the drag moved).
    pub fn dragged_path_len(&self) -> Option<usize> {
        (self.flick_drag.as_ref()).map(|d| d.preview.shown(self.aim_help()).len())
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

    /// Refits the camera to the window (and, in table mode, to the end of the coach to act);
    /// returns whether the view changed since the last call.
    pub fn fit_to_window(&mut self) -> bool {
        let view = self.view.refitted(self.fitted_view());
        let changed = view != self.view || std::mem::take(&mut self.moved);
        if view != self.view {
            self.view = view;
            self.dirty = true;
        }
        self.note_panel_end();
        changed
    }

    fn speed(&self) -> f32 {
        SPEEDS[self.speed % SPEEDS.len()]
    }

    /// Whether a person decides now (and nothing is moving or shown in the way).
    fn human_to_act(&self) -> bool {
        self.pause.is_none()
            && self.sheet.is_none()
            && self.controls.is_none()
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
                hexkick_rules::pitch::End::Home => -HOLDER_BEHIND_CM,
                hexkick_rules::pitch::End::Away => HOLDER_BEHIND_CM,
            };
            (id, PitchPoint::new(at.x + back, at.y))
        })
        .collect()
}
