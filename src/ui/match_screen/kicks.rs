//! Kicks that land: what the match screen adds to a kick's flight and rest so it is felt
//! and understood. The kick's sound and tick as hard as the flick; each contact's (peg,
//! board, post, net) as hard as the ball arrived ([`super::contacts`]); the trail behind the
//! ball ([`super::trail`]); the net shaking when the ball goes in ([`super::net`]); a goal's
//! or a card's moment skipped by a tap on the board; and the kick card once the ball rests
//! ([`super::kick_card`]). Reduced motion ([`Motion`]) shortens or leaves out what moves.

use super::contacts::{Contact, Touched};
use super::kick_card::{KickCard, outcome_line};
use super::net::NetShake;
use super::{MatchScreen, render, trail};
use crate::input::ScreenPoint;
use crate::input::stroke::{PointerId, StrokeEvent};
use crate::ui::settings::motion::Motion;
use crate::ui::sound::{Cue, Hit, Strength};
use crate::ui::test_log::{Kind, Line};
use hexkick_physics::BallFrame;
use hexkick_physics::calibration::TIMESTEP_S;
use hexkick_rules::event::Event;
use hexkick_rules::pitch::PitchPoint;
use hexkick_table::offers::player_name;
use macroquad::prelude::vec2;

/// A kick whose flick speed is not known (a kick rolled to its end) sounds this hard.
const UNKNOWN_KICK_CM_S: f32 = 150.0;

/// The kick's landing: its effects and the moment's skip.
#[derive(Default)]
pub(super) struct Landing {
    /// Every animation, or reduced.
    pub(super) motion: Motion,
    /// The flick the table just took, cm/s (its card and its sound).
    strike_cm_s: Option<f32>,
    /// The flying kick's speed, cm/s, if known.
    speed_cm_s: Option<f32>,
    /// How far the flying ball travels, cm.
    travel_cm: f32,
    /// The flight struck a net (the goal's own net sound is then not played again).
    net_heard: bool,
    /// A net shaking.
    net: Option<NetShake>,
    /// The last kick's card, and where its ball came to rest.
    card: Option<(KickCard, PitchPoint)>,
    /// Fingers pressed on the board while a moment was up: their strokes skip it, nothing
    /// else.
    skipping: Vec<PointerId>,
}

impl Landing {
    /// Whether the goal's net sound is to be left out (the flight already struck the net).
    pub(super) fn net_heard(&self) -> bool {
        self.net_heard
    }
}

/// The ball's speed over its first step, cm/s (a kick whose flick is not known).
fn first_step_cm_s(frames: &[BallFrame]) -> Option<f32> {
    match frames {
        [a, b, ..] => Some(a.at.distance_to(b.at) / TIMESTEP_S),
        _ => None,
    }
}

impl MatchScreen {
    /// Shortens or leaves out what moves on this screen (the trail, the goal's replay, the
    /// net's shake, the card's rise, the camera's glide).
    pub fn set_motion(&mut self, motion: Motion) {
        self.landing.motion = motion;
    }

    /// The table took a flick at `speed_cm_s` (its sound and its card).
    pub(super) fn struck_at(&mut self, speed_cm_s: f32) {
        self.landing.strike_cm_s = Some(speed_cm_s);
    }

    /// The ball leaves: the kick's sound and tick, as hard as the flick (`frames`: its
    /// path, when known); the last card goes.
    pub(super) fn kick_heard(&mut self, frames: Option<&[BallFrame]>) {
        let known = self.landing.strike_cm_s.take();
        let speed = known.or_else(|| frames.and_then(first_step_cm_s));
        self.landing.speed_cm_s = speed;
        self.landing.net_heard = false;
        self.landing.card = None;
        let strength = Strength::of_kick(speed.unwrap_or(UNKNOWN_KICK_CM_S));
        self.cues.push(Hit::new(Cue::Kick, strength));
    }

    /// The flight ends, having travelled `travel_cm`.
    pub(super) fn flight_ended(&mut self, travel_cm: f32) {
        self.landing.travel_cm = travel_cm;
    }

    /// A contact of the flying ball: its sound and tick; into the net, the net shakes.
    pub(super) fn contact(&mut self, contact: &Contact) {
        self.cues.push(contact.hit());
        if let Touched::Net(end) = contact.touched {
            self.landing.net_heard = true;
            if !self.landing.motion.is_reduced() {
                self.landing.net = Some(NetShake::struck(end, contact.at.y, contact.speed_cm_s));
            }
        }
    }

    /// The kick's events are shown: its card (logged in test mode).
    pub(super) fn kick_card(&mut self, events: &[Event]) {
        let told = self.table.narrate(events);
        let setup = self.table.setup();
        let outcome = outcome_line(events, &told, |p| player_name(setup, p));
        let card = KickCard::new(
            self.landing.speed_cm_s,
            self.landing.travel_cm,
            outcome,
            self.landing.motion,
        );
        card.line().write();
        self.landing.card = Some((card, self.ball));
    }

    /// Whether the kick card waits: a goal's or a card's moment, or a banner, is up.
    fn card_waits(&self) -> bool {
        !self.spotlights.is_empty() || self.banner.is_some()
    }

    /// The landing's frame: the net calms, the card fades (not while it waits).
    pub(super) fn landing_frame(&mut self, dt: f32) {
        if let Some(net) = &mut self.landing.net
            && !net.advance(dt)
        {
            self.landing.net = None;
        }
        if !self.card_waits()
            && let Some((card, _)) = &mut self.landing.card
            && !card.advance(dt)
        {
            self.landing.card = None;
        }
    }

    /// The frame's strokes less those that skip a moment: a finger pressed on the board
    /// while a goal's or a card's moment is up owns its stroke, and its release skips the
    /// moment (nothing else sees it).
    pub(super) fn skip_moments(&mut self, events: &[StrokeEvent]) -> Vec<StrokeEvent> {
        let room = render::board_rect(&self.view);
        let on_board = |p: ScreenPoint| room.contains(vec2(p.x, p.y));
        let mut kept = Vec::with_capacity(events.len());
        for event in events {
            let owned = |id| self.landing.skipping.contains(&id);
            match *event {
                StrokeEvent::Began { id, at } if !self.spotlights.is_empty() && on_board(at) => {
                    self.landing.skipping.push(id);
                }
                StrokeEvent::Moved { id, .. } if owned(id) => {}
                StrokeEvent::Cancelled { id } if owned(id) => {
                    self.landing.skipping.retain(|p| *p != id);
                }
                StrokeEvent::Released { id, .. } if owned(id) => {
                    self.landing.skipping.retain(|p| *p != id);
                    if !self.spotlights.is_empty() {
                        let skipped = self.spotlights.remove(0);
                        Line::new(Kind::MomentSkipped)
                            .field("kind", skipped.kind_name())
                            .fixed("age", skipped.age, 2)
                            .write();
                    }
                }
                _ => kept.push(*event),
            }
        }
        kept
    }

    /// Draws the shaking net over the board's picture.
    pub(super) fn draw_net(&self) {
        if let Some(net) = &self.landing.net {
            net.draw(&self.view);
        }
    }

    /// Draws the trail behind the flying ball.
    pub(super) fn draw_trail(&self) {
        if let Some(flight) = &self.flight {
            let recent = flight.recent(trail::length(self.landing.motion));
            trail::draw(&self.view, &recent);
        }
    }

    /// Draws the kick card by where the ball came to rest (not while it waits).
    pub(super) fn draw_kick_card(&self) {
        if let Some((card, at)) = self.landing.card.as_ref().filter(|_| !self.card_waits()) {
            card.draw(self.view.to_screen(*at), render::board_rect(&self.view));
        }
    }
}
