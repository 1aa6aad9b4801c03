//! The fingers on the match screen: a swipe from the ball is a flick, a press on a peg of
//! the side to act picks him up, a tap hits a button or the event log. Whatever a finger
//! does becomes an [`Action`] handed to the table; the table says what happened.

use super::aim_line::Ghost;
use super::board_choice::{BoardChoice, chosen_at};
use super::gesture::Unkicked;
use super::hud::{layout, log_button};
use super::interval::Break;
use super::test_lines::flick_line;
use super::{
    FlickDrag, GRAB_RADIUS_CM, GRAB_RADIUS_PX, HeldPeg, MatchScreen, MatchSignal, PEG_GRAB_PX,
    SPEEDS, TOAST_S, Tap, render, shown_places,
};
use crate::input::ScreenPoint;
use crate::input::ScreenVelocity;
use crate::input::device::clock_s;
use crate::input::stroke::{PointerId, StrokeEvent};
use crate::ui::flick_input::{Release, kick_velocity, release};
use crate::ui::test_log::{Kind, Line};
use crate::ui::view::PitchView;
use hexkick_physics::Velocity;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::Phase;
use hexkick_table::Prompt;
use hexkick_table::offers::player_name;
use hexkick_table::{Action, AimHelp, AimPreview};

/// How far from a peg's centre a finger still touches him (logical px): a cell's breadth on
/// the board, at least [`PEG_GRAB_PX`], finger-sized at any zoom.
pub(super) fn peg_reach(view: &PitchView) -> f32 {
    view.px(hexkick_rules::pitch::CELL_WIDTH_CM * 0.45)
        .max(PEG_GRAB_PX)
}

/// A stroke this long or longer (logical px) is a swipe, not a tap.
const SWIPE_MIN_PX: f32 = 24.0;

impl MatchScreen {
    pub(super) fn handle(&mut self, event: StrokeEvent) -> Option<MatchSignal> {
        if self.camera_sees(&event) {
            return None;
        }
        // A camera finger's release is known before the card may take it.
        let lifted = match event {
            StrokeEvent::Released {
                id, end, time_s, ..
            } => self.camera_lifted(id, end, time_s),
            StrokeEvent::Cancelled { id } => self.camera_dropped(id),
            _ => None,
        };
        if self.card_takes(&event) {
            return None;
        }
        match event {
            StrokeEvent::Began { id, at } => {
                self.begin(id, at);
                self.camera_finger(id, at);
                None
            }
            StrokeEvent::Moved { id, at, .. } if self.camera_moved(id, at) => None,
            StrokeEvent::Moved { id, at, velocity } => {
                if let Some(held) = self.held.as_mut().filter(|h| h.pointer == id) {
                    let p = self.view.to_pitch(at);
                    held.over = Cell::at(p);
                    self.pegs.put(held.grab.player, p);
                    return None;
                }
                if let Some(from) = self
                    .flick_drag
                    .as_ref()
                    .filter(|d| d.id == id)
                    .map(|d| d.from)
                {
                    let stroke = self.feel.stroke_velocity(from, at, velocity);
                    let kick = kick_velocity(&self.view, self.feel, stroke);
                    let helped = self.aim_help() != AimHelp::Off && !self.free_play;
                    let began = clock_s();
                    let preview = match kick {
                        Some(v) if helped => self.table.aim_preview(v),
                        _ => AimPreview::default(),
                    };
                    let took_ms = (clock_s() - began) * 1000.0;
                    if let Some(drag) = self.flick_drag.as_mut() {
                        drag.to = at;
                        drag.preview = preview;
                        drag.kick = kick;
                        drag.preview_ms = Some(match drag.preview_ms {
                            None => (took_ms, 0.0),
                            Some((first, rest)) => (first, rest.max(took_ms)),
                        });
                    }
                }
                None
            }
            StrokeEvent::Cancelled { id } => {
                if self.flick_drag.as_ref().is_some_and(|d| d.id == id) {
                    self.flick_drag = None;
                }
                if self.held.as_ref().is_some_and(|h| h.pointer == id) {
                    self.held = None;
                    self.dirty = true;
                }
                None
            }
            StrokeEvent::Released {
                id,
                start,
                end,
                velocity,
                ..
            } => {
                if let Some(drag) = self.flick_drag.take_if(|d| d.id == id) {
                    let stroke = self.feel.stroke_velocity(drag.from, end, velocity);
                    match release(&self.view, self.feel, stroke) {
                        Release::Kick(v) => {
                            self.aim_line(&drag, v).write();
                            self.ghost = Some(Ghost { kick: v });
                            self.flick(v);
                        }
                        Release::TooSlow => self.unkicked(Unkicked::TooSlow, velocity),
                        Release::NotANumber => self.unkicked(Unkicked::NotANumber, velocity),
                    }
                    return None;
                }
                if self.held.as_ref().is_some_and(|h| h.pointer == id) {
                    self.release_peg(end);
                    return None;
                }
                // A stroke off the ball while a flick is awaited: a missed flick when it was
                // one (on the board it also moved the camera, which a flick's speed shows).
                let flick_fast =
                    matches!(release(&self.view, self.feel, velocity), Release::Kick(_));
                let panned = lifted == Some(false);
                if self.is_a_missed_flick(start, end) && (flick_fast || !panned) {
                    self.unkicked(Unkicked::OffTheBall, velocity);
                    return None;
                }

                if panned {
                    return None;
                }
                self.tap(start, end)
            }
        }
    }

    /// A finger comes down: on the ball (a flick), on a peg (a drag), or elsewhere (a tap).
    fn begin(&mut self, id: PointerId, at: ScreenPoint) {
        if self.flick_drag.is_some() || self.held.is_some() || self.log_expanded {
            return;
        }
        let in_panel = self.panel_facing().to_layout(at);
        let on_button = self.buttons.iter().any(|(b, _, _)| b.contains(in_panel));
        if on_button {
            return;
        }
        if self.is_on_ball(at) && self.kick_not_chosen() {
            self.unkicked(Unkicked::ChooseAKick, ScreenVelocity::ZERO);
            return;
        }
        if self.may_flick() && self.is_on_ball(at) {
            self.flick_drag = Some(FlickDrag {
                id,
                from: at,
                to: at,
                preview: AimPreview::default(),
                kick: None,
                preview_ms: None,
            });
            return;
        }
        if !self.human_to_act() {
            self.wait_for_the_ai(at);
            return;
        }
        // A press on a lit option is a choice, made when the finger lifts (`tap`); but the
        // goalkeeper himself, on one of his lit cells, may still be dragged.
        match chosen_at(&self.board_choices(), &self.view, at) {
            Some(BoardChoice::KeeperCell { keeper, .. }) if self.peg_under(at) == Some(keeper) => {}
            Some(_) => return,
            None => {}
        }
        let under = self.peg_under(at);
        let acting = self.state().acting_side();
        if !self.free_play && self.is_on_ball(at) && under.is_none_or(|p| p.side != acting) {
            // The ball (or the other side's player on it) pressed while the person is asked
            // something else: no kick now, and what is asked.
            self.unkicked(Unkicked::NoKickNow, ScreenVelocity::ZERO);
            return;
        }
        let Some(player) = under else {
            return;
        };
        match self.table.grab(player) {
            Ok(grab) => {
                Line::new(Kind::PegGrab)
                    .field("id", player)
                    .field("targets", grab.targets.len())
                    .write();
                self.held = Some(HeldPeg {
                    pointer: id,
                    grab,
                    over: None,
                });
            }
            Err(why) => {
                let reason = why.to_string();
                let setup = self.table.setup();
                let why = hexkick_table::reasons::play_error(setup, &why);
                let name = player_name(setup, player);
                // Said once: the reason may name him already.
                let words = if why.contains(&name) {
                    why
                } else {
                    format!("{name}: {why}")
                };
                self.peg_refused(player, &reason, words);
            }
        }
    }

    /// A peg pressed while the AI plays: said at the peg, with whose turn it is.
    fn wait_for_the_ai(&mut self, at: ScreenPoint) {
        let playing = (self.table.decider()).filter(|side| self.table.coach(*side).is_ai());
        if let (Some(side), Some(player)) = (playing, self.peg_under(at))
            && self.pause.is_none()
        {
            let team = hexkick_table::headline::team_name(self.table.setup(), side);
            let words = hexkick_i18n::trf("Wait: {0} is playing", &[team]);
            self.peg_refused(player, "ai_turn", words);
        }
    }

    /// Whether a swipe from the ball is a flick now.
    pub(super) fn may_flick(&self) -> bool {
        if self.free_play {
            return self.flight.is_none();
        }
        self.human_to_act() && self.moment.flick.is_some() && self.soft.is_none()
    }

    /// Whether a person must kick now but has no kick chosen (a declaration to pick first).
    fn kick_not_chosen(&self) -> bool {
        !self.free_play
            && self.human_to_act()
            && self.moment.flick.is_none()
            && matches!(self.moment.prompt, Prompt::Kick(_))
    }

    /// Whether a stroke from `start` to `end` was a swipe meant as a kick but begun off the
    /// ball: a kick is expected, it moved farther than a tap, and it began on no button, peg
    /// or card.
    fn is_a_missed_flick(&self, start: ScreenPoint, end: ScreenPoint) -> bool {
        if !self.may_flick() || self.is_on_ball(start) || start.distance_to(end) < SWIPE_MIN_PX {
            return false;
        }
        let in_panel = self.panel_facing().to_layout(start);
        let on_button = self.buttons.iter().any(|(b, _, _)| b.contains(in_panel));
        !on_button && self.peg_under(start).is_none()
    }

    /// The acting side's peg under `at`: the nearest whose target (a cell's breadth on the
    /// board, at least [`PEG_GRAB_PX`] round his centre, finger-sized at any zoom) holds it.
    fn peg_under(&self, at: ScreenPoint) -> Option<PlayerId> {
        let side = self.state().acting_side();
        let reach = peg_reach(&self.view);
        let within: Vec<(PlayerId, f32)> = (self.pegs.iter())
            .map(|p| (p.id, self.view.to_screen(p.at).distance_to(at)))
            .filter(|(_, d)| *d <= reach)
            .collect();
        let nearest = |ours: bool| {
            (within.iter())
                .filter(|(id, _)| !ours || id.side == side)
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(id, _)| *id)
        };
        // The acting side's peg first: an opponent's close by is pressed only on his own.
        nearest(true).or_else(|| nearest(false))
    }

    /// The finger lets a peg go: the table makes the drop a move, a placement, the keeper's
    /// cell or a substitution; a drop off the board or on his own cell walks him back.
    fn release_peg(&mut self, end: ScreenPoint) {
        let Some(held) = self.held.take() else {
            return;
        };
        self.dirty = true;
        let Some(cell) = Cell::at(self.view.to_pitch(end)) else {
            return;
        };
        let player = held.grab.player;
        match self.table.play(Action::Drop { player, cell }) {
            Ok(played) => self.show(played),
            Err(e) => {
                Line::new(Kind::DropRefused)
                    .field("id", player)
                    .field("cell", cell)
                    .write();
                let why = hexkick_table::reasons::play_error(self.table.setup(), &e);
                self.toast = Some((why, TOAST_S));
                self.pegs.retarget(&shown_places(self.state()));
            }
        }
    }

    /// Whether `at` is within a finger's reach of the ball.
    pub(super) fn is_on_ball(&self, at: ScreenPoint) -> bool {
        let reach = self.view.px(GRAB_RADIUS_CM).max(GRAB_RADIUS_PX);
        self.ball_on_screen().distance_to(at) <= reach
    }

    fn tap(&mut self, start: ScreenPoint, end: ScreenPoint) -> Option<MatchSignal> {
        if self.log_expanded {
            // A tap closes the sheet; on one of its buttons it also does what that says.
            self.log_expanded = false;
            self.dirty = true;
            let sheet = (self.buttons.iter())
                .find(|(b, t, _)| {
                    b.is_tapped(start, end)
                        && matches!(t, Tap::Speed | Tap::Labels | Tap::WholePitch)
                })
                .map(|(_, t, _)| t.clone());
            return sheet.and_then(|tap| self.tapped(tap));
        }
        // The half-time screen's own Continue button, on the board.
        if self.pause.as_ref().is_some_and(|b| b.button.is_some()) && self.spotlights.is_empty() {
            let r = Break::button_rect(render::board_rect(&self.view));
            let on = |p: ScreenPoint| r.contains(macroquad::prelude::vec2(p.x, p.y));
            if on(start) && on(end) {
                self.pause = None;
                self.dirty = true;
                return None;
            }
        }
        // A panel still swinging round to the new coach takes no taps yet.
        if self.panel_swinging() {
            return None;
        }
        // A tied player or a line's cell chosen by a tap on it.
        let on_board =
            render::board_rect(&self.view).contains(macroquad::prelude::vec2(end.x, end.y));
        if self.pause.is_none() && on_board && self.choose_on_board(end) {
            return None;
        }
        // A tap on the board while the AI shows its next decision plays it at once.
        if self.pause.is_none() && on_board && self.ai.pacer.skip() {
            Line::new(Kind::AiSkipped).write();
            return None;
        }
        let layout = layout(&self.view);
        let facing = self.panel_facing();
        let (start, end) = (facing.to_layout(start), facing.to_layout(end));
        if self.pause.is_none() && log_button(&layout).is_tapped(start, end) {
            self.log_expanded = true;
            self.dirty = true;
            return None;
        }
        let tap = self
            .buttons
            .iter()
            .find(|(b, _, _)| b.is_tapped(start, end))
            .map(|(_, t, _)| t.clone())?;
        self.tapped(tap)
    }

    /// Does what the panel's button `tap` says.
    fn tapped(&mut self, tap: Tap) -> Option<MatchSignal> {
        self.dirty = true;
        match tap {
            Tap::Speed => self.speed = (self.speed + 1) % SPEEDS.len(),
            Tap::Aim => self.set_aim_help(self.aim_help().next()),
            Tap::Menu if self.state().phase() == Phase::FullTime => {
                self.flush();
                return Some(MatchSignal::Back);
            }
            Tap::Menu => self.pause_match(),
            Tap::Continue => self.pause = None,
            Tap::Rules => self.open_rules(),
            Tap::Hint => self.ask_hint(),
            Tap::Why(why) => self.toast = Some((why, TOAST_S)),
            Tap::Labels => self.cell_labels = !self.cell_labels,
            Tap::WholePitch => self.whole_pitch(),
            Tap::KickAnyway => self.answer_soft(true),
            Tap::TryAgain => self.answer_soft(false),
            Tap::Control(index) => return Some(MatchSignal::Control(index)),
            Tap::WatchAgain => {
                self.flush();
                return Some(MatchSignal::WatchAgain);
            }
            Tap::Act(action) => {
                if self.human_to_act() {
                    self.send(action);
                }
            }
        }
        None
    }

    /// Kicks the ball with a pitch velocity in cm/s: the drafted declaration and style of
    /// the player on the ball (in free play, whoever holds it, rules aside). The table takes
    /// the kick at once; the board shows the state before it until the ball rests.
    pub fn flick(&mut self, v: Velocity) {
        if self.free_play {
            self.free_flick(v);
        } else if let Some(ask) = self.soft_ask(v) {
            Line::new(Kind::SoftKick)
                .fixed("cm", ask.travel_cm, 1)
                .write();
            self.soft = Some(ask);
            self.dirty = true;
        } else {
            self.send(Action::Flick(v));
        }
    }

    /// A flick the rules never see (the frame benchmark keeps the ball rolling).
    fn free_flick(&mut self, v: Velocity) {
        let style = self.moment.flick.map_or(KickStyle::Low, |f| f.style);
        match self.table.free_kick_play(style, v) {
            Ok(path) => {
                let kicker = self.state().holder();
                flick_line(
                    v,
                    style,
                    kicker.map_or("none".to_string(), |p| p.to_string()),
                    "free",
                )
                .write();
                self.free_kick = Some(path.clone());
                self.start_flight(path, None);
            }
            Err(e) => Line::new(Kind::FlickRefused).text("reason", e).write(),
        }
    }
}
