//! The frame's advance: the strokes handled, the ball's flight and the pegs' walk stepped,
//! the dice, banners and toasts aged, the AI and the turn timer run.

use super::flight::{describe, rest_line};
use super::motion::shown_ball;
use super::overlay::{Banner, DiceShow};
use super::spotlight::Spotlight;
use super::{MatchScreen, MatchSignal, TOAST_S, motion};
use crate::input::stroke::StrokeEvent;
use crate::ui::test_log::{Kind, Line};
use hexkick_rules::command::Command;
use hexkick_table::Action;

/// How long a save failure's line stays before it is looked at again, seconds.
const SAVE_WARNING_S: f32 = 0.5;

impl MatchScreen {
    /// Handles the frame's strokes, advances the animations and the AI by `dt` seconds.
    pub fn update(&mut self, events: &[StrokeEvent], dt: f64) -> MatchSignal {
        if self.help_frame(events) {
            return MatchSignal::Nothing;
        }
        if self.is_paused() {
            let signal = self.sheet_frame(events);
            if self.dirty {
                self.refresh();
            }
            return signal;
        }
        let mut signal = MatchSignal::Nothing;
        for event in self.skip_moments(events) {
            if let Some(s) = self.handle(event) {
                signal = s;
            }
        }
        let speed = self.speed();
        let dtf = dt as f32;
        if let Some(flight) = &mut self.flight {
            let frame = flight.advance(dt, speed);
            self.ball = frame.ball;
            if let Some((from, frames)) = &mut self.kick_latency {
                if self.ball == *from {
                    *frames += 1;
                } else {
                    Line::new(Kind::BallMoved).field("frames", *frames).write();
                    self.kick_latency = None;
                }
            }
            self.ball_height = frame.height_cm;
            self.flight_time_s = frame.time_s.or(self.flight_time_s);
            for id in &frame.touched {
                self.pegs.flash(*id);
            }
            for contact in &frame.contacts {
                self.contact(contact);
            }
            if frame.done {
                if let Some(flight) = self.flight.take() {
                    self.kick_trail = flight.trail();
                    self.flight_ended(flight.travel_cm());
                }
                self.flight_time_s = None;
                if let Some(outcome) = &frame.rested {
                    rest_line(self.ball, outcome).write();
                    self.last_rest = Some(outcome.rest_cells.clone());
                    self.toast = Some((describe(outcome), TOAST_S));
                    signal = MatchSignal::BallRested;
                }
                if let Some(kick) = frame.kick {
                    self.took(&kick.command, &kick.events);
                    self.kick_card(&kick.events);
                }
            }
        } else if !self.free_play {
            let target = shown_ball(self.state());
            self.ball = motion::towards(self.ball, target, 60.0 * speed * dtf);
        }
        if self.held.is_none() {
            self.pegs.advance(dtf, speed);
        }
        self.camera_frame(dtf);
        self.advance_turn(dtf);
        if let Some(d) = &mut self.dice {
            d.age += dtf * speed;
        }
        self.dice = self.dice.take().filter(DiceShow::alive);
        if let Some(s) = self.spotlights.first_mut() {
            s.age += dtf;
        }
        self.spotlights.retain(Spotlight::alive);
        self.landing_frame(dtf);
        if let Some(b) = self.banner.as_mut().filter(|_| self.spotlights.is_empty()) {
            b.age += dtf;
        }
        self.banner = self.banner.take().filter(Banner::alive);
        if let Some((_, left)) = &mut self.toast {
            *left -= dtf;
        }
        self.toast = self.toast.take().filter(|t| t.1 > 0.0);
        if let Some(note) = &mut self.ball_note {
            note.age += dtf;
        }
        self.ball_note = self.ball_note.take().filter(|n| n.alive());
        // A save that failed is said at once, for as long as it fails (the store retries it).
        if self.toast.is_none()
            && let Some(e) = self.table.save_error()
        {
            let why = hexkick_table::save_words::why_not_saved(&e);
            self.toast = Some((
                hexkick_i18n::trf("Not saved: {0}; retrying", &[&why]),
                SAVE_WARNING_S,
            ));
        }
        // A folder or a link where the save file belongs was moved aside: said once, naming
        // where it was kept (the saves go on).
        for words in self.table.take_set_aside() {
            Line::new(Kind::Notice).text("text", &words).write();
            self.toast = Some((words, SAVE_WARNING_S));
        }
        self.play_ai(dtf);
        self.run_turn_clock(dt);
        self.update_card(dtf);
        if self.dirty {
            self.refresh();
        }
        signal
    }

    /// Runs the turn timer while a person decides; when it runs out, drops whatever the
    /// finger holds and sends the core's time-up (once, when the rules accept it).
    fn run_turn_clock(&mut self, dt: f64) {
        let running = self.human_to_act();
        let reading = self.table.turn_clock(dt, running);
        if self.test_mode
            && let Some(r) = reading
            && self
                .turn_clock
                .is_none_or(|old| old.side != r.side || r.left_s > old.left_s)
        {
            Line::new(Kind::TurnClock)
                .field("side", r.side.name())
                .field("limit", r.limit_s)
                .write();
        }
        self.turn_clock = reading;
        if let Some(r) = reading
            && self.table.time_up_due(&r)
        {
            Line::new(Kind::TimeUp).field("side", r.side.name()).write();
            self.held = None;
            self.flick_drag = None;
            self.send(Action::Send(Command::TimeUp));
        }
    }
}
