//! Showing what the table did: every action (a person's, the AI's) goes to
//! [`hexkick_table::Table::play`], and what comes back is animated: a kick's ball along its
//! simulated path, the pegs walking to their new places, the dice, the banners, the log, the
//! half and full time screens.

use super::flight::{Applied, Flight};
use super::interval::Break;
use super::log_lines::{command_json, event_json, with_position};
use super::motion::{shown_ball, with_point};
use super::overlay::{Banner, DiceShow};
use super::test_lines::flick_line;
use super::{MatchScreen, TOAST_S, interval, shown_places, spotlight, texts};
use crate::ui::sound::{Cue, Hit, cues_for};
use crate::ui::test_log::{Kind, Line};
use hexkick_rules::command::Command;
use hexkick_rules::event::Event;
use hexkick_rules::squad::Side;
use hexkick_rules::state::Phase;
use hexkick_table::headline::{acting_coach_name, team_name};
use hexkick_table::offers::player_name;
use hexkick_table::words;
use hexkick_table::{Action, KickPath, PlayError, Played};

impl MatchScreen {
    /// Plays an action at the table and shows what happened (or why it was refused).
    pub(super) fn send(&mut self, action: Action) {
        match self.table.play(action.clone()) {
            Ok(played) => {
                if let (
                    Action::Flick(v) | Action::Kick { velocity: v, .. },
                    Some(Command::Kick {
                        by, declare, style, ..
                    }),
                ) = (&action, &played.command)
                {
                    flick_line(*v, *style, by, words::declaration_key(*declare)).write();
                    self.struck_at(v.speed());
                }
                self.show(played);
            }
            Err(e) => self.refused(&action, &e),
        }
    }

    /// Shows what the table did (a person's action or the AI's): its events go to the board
    /// now, or when a kick's ball rests.
    pub(super) fn show(&mut self, played: Played) {
        match (&played.command, played.kick) {
            (Some(command @ Command::Kick { outcome, .. }), kick) => {
                // The kick is told, and its events shown, when its ball rests.
                self.board.wait_for_the_ball();
                let applied = Applied {
                    command: command.clone(),
                    events: played.events,
                };
                match kick {
                    Some(path) => self.start_flight(path, Some(applied)),
                    None => {
                        self.kick_heard(None);
                        self.last_rest = Some(outcome.rest_cells.clone());
                        self.flight = Some(Flight::roll(self.ball, outcome.clone(), applied));
                    }
                }
            }
            (Some(command), _) => {
                let command = command.clone();
                self.took(&command, &played.events);
            }
            (None, _) => {
                if played.undone.is_some() {
                    Line::new(Kind::Undo).write();
                    self.board.taken_back(self.table.state());
                    self.last_rest = None;
                    self.emit_position();
                    self.log.push("Move taken back".to_string());
                    self.pegs.retarget(&shown_places(self.state()));
                    if self.test_mode {
                        self.emit_pegs();
                    }
                }
                if let Some((player, cell)) = played.waits {
                    // The goalkeeper's cell for the shot: he stands there until the stance
                    // is chosen.
                    self.pegs.retarget(&with_point(
                        &shown_places(self.state()),
                        player,
                        cell.centre(),
                    ));
                }
                if let Some(note) = played.note {
                    self.toast = Some((note, TOAST_S));
                }
                self.dirty = true;
            }
        }
    }

    /// The ball leaves along a kick's simulated path (the rules' events wait for its rest).
    pub(super) fn start_flight(&mut self, path: KickPath, kick: Option<Applied>) {
        self.ball = shown_ball(self.state());
        self.last_rest = None;
        self.kick_heard(Some(&path.frames));
        self.flight = Some(Flight::path(path.frames, path.outcome, kick));
        self.kick_latency = Some((self.ball, 0));
    }

    /// The table refused an action: nothing changed; log and show why.
    fn refused(&mut self, action: &Action, e: &PlayError) {
        let code = match e {
            PlayError::Rule(rule) => rule.code(),
            _ => "play",
        };
        let what = match action {
            Action::Send(command) => command_json(command),
            other => format!("\"{other:?}\""),
        };
        Line::new(Kind::Refused)
            .field("code", code)
            .field("command", what)
            .text("reason", e)
            .write();
        let why = hexkick_table::reasons::play_error(self.table.setup(), e);
        self.toast = Some((why, TOAST_S));
        self.dirty = true;
    }

    /// The table took a command: log it (test mode reads `command`, `event` and `position`
    /// lines), show its events, walk the pegs to their new places.
    pub(super) fn took(&mut self, command: &Command, events: &[Event]) {
        // The rest cell stays lit until the next decision is taken.
        if !matches!(command, Command::Kick { .. }) {
            self.last_rest = None;
        }
        self.board.show(events);
        debug_assert!(
            self.board.state() == self.table.state(),
            "the events shown leave the board where the table stands"
        );
        Line::new(Kind::Command).raw(command_json(command)).write();
        for event in events {
            Line::new(Kind::Event).raw(event_json(event)).write();
        }
        if let Some(e) = self.table.save_error() {
            Line::new(Kind::SaveFailed).text("reason", e).write();
        }

        self.emit_position();
        self.absorb(events);
        if let Some(applied) = &mut self.applied {
            applied.push((command.clone(), events.to_vec()));
        }
        self.pegs.retarget(&shown_places(self.state()));
        self.dirty = true;
    }

    /// Logs where a saved match stands: `position commands=N digest=D`.
    pub(super) fn emit_position(&self) {
        if self.table.is_saved() {
            with_position(Line::new(Kind::Position), &self.table).write();
        }
    }

    /// Shows what a command did: the log, the dice, the banners, the break screens.
    fn absorb(&mut self, events: &[Event]) {
        // The minute is on the HUD's referee; the log keeps the play.
        let told: Vec<Event> = (events.iter())
            .filter(|e| !matches!(e, Event::Clock { .. }))
            .cloned()
            .collect();
        let lines = self.table.narrate(&told);
        let duel_line = (told.iter().zip(&lines))
            .find(|(e, _)| matches!(e, Event::Duel { .. }))
            .map(|(_, l)| l.clone());
        self.log.extend(lines.into_iter().filter(|l| !l.is_empty()));
        // The kick's sound is played at the strike (the flick or the AI's roll), and the
        // net's when the flying ball struck it.
        let net_heard = self.landing.net_heard();
        let mut toss_banner = None;
        for event in events {
            let heard_already = |c: &Cue| *c == Cue::Kick || (net_heard && *c == Cue::Net);
            self.cues.extend(
                (cues_for(event).iter())
                    .filter(|c| !heard_already(c))
                    .map(|&c| Hit::from(c)),
            );
            match event {
                Event::HalfTime => {
                    self.pause = Some(self.break_screen(texts::half_time(), Some(texts::go_on())));
                }
                Event::FullTime { .. } => {
                    self.pause = Some(self.break_screen(texts::full_time(), None));
                    self.keep_replay();
                }
                // Who kicks off is said on the board, not only in the log.
                Event::CoinToss { kicks_off, .. } => {
                    let team = team_name(self.table.setup(), *kicks_off);
                    toss_banner = Some(hexkick_i18n::trf("{0} kick off", &[team]));
                }
                _ => {}
            }
        }
        let state = self.state();
        let setup = self.table.setup();
        let moments = spotlight::moments_of(
            events,
            (state.score(Side::Home), state.score(Side::Away)),
            &std::mem::take(&mut self.kick_trail),
            |p| player_name(setup, p),
            |s| team_name(setup, s).to_string(),
            self.landing.motion,
        );
        for m in &moments {
            Line::new(Kind::Moment)
                .field("kind", m.kind_name())
                .text("text", m.words())
                .write();
        }
        self.spotlights.extend(moments);
        if let Some(d) = DiceShow::told(events, duel_line) {
            self.dice = Some(d);
        }
        self.toast = None;
        if self.test_mode {
            self.emit_state();
        }
        self.hand_over();
        // The toss's result stays up over a hand-over: it names who kicks off.
        if let Some(text) = toss_banner {
            self.show_banner(text);
        }
    }

    /// Puts `text` up as the banner across the board (the `banner` test line says it).
    fn show_banner(&mut self, text: String) {
        Line::new(Kind::Banner).text("text", &text).write();
        self.banner = Some(Banner::new(text));
    }

    /// Pass-and-play: a banner when the decision passes to the other person (in the
    /// 4-player mode, to the other coach of a side too).
    fn hand_over(&mut self) {
        let state = self.state();
        let acting = (state.acting_side(), state.acting_coach().seat);
        let pass_and_play = Side::BOTH
            .iter()
            .all(|side| !self.table.coach(*side).is_ai());
        if pass_and_play && !self.is_directed() && state.phase() != Phase::FullTime {
            // A new hand-over replaces the banner of the last one.
            if self.last_human.is_some_and(|s| s != acting) {
                let who = acting_coach_name(state, self.table.setup());
                Line::new(Kind::Handover).text("to", &who).write();
                self.show_banner(hexkick_i18n::trf("{0} to play", &[&who]));
            }
            self.last_human = Some(acting);
        }
    }

    fn break_screen(&self, title: &'static str, button: Option<&'static str>) -> Break {
        let state = self.state();
        let setup = self.table.setup();
        Break {
            title,
            names: Side::BOTH.map(|side| team_name(setup, side).to_string()),
            score: (state.score(Side::Home), state.score(Side::Away)),
            rows: interval::stat_rows(self.table.stats()),
            button,
        }
    }
}
