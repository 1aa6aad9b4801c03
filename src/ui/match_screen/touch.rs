//! The fingers on the match screen: a swipe from the ball is a flick, a press on a peg of
//! the side to act picks him up, a tap hits a button or the event log.

use super::*;
use crate::play::offers::coming_on_hint;

impl MatchScreen {
    pub(super) fn handle(&mut self, event: StrokeEvent) -> Option<MatchSignal> {
        match event {
            StrokeEvent::Began { id, at } => {
                self.begin(id, at);
                None
            }
            StrokeEvent::Moved { id, at, velocity } => {
                if let Some(held) = self.held.as_mut().filter(|h| h.pointer == id) {
                    let p = self.view.to_pitch(at);
                    held.over = Cell::at(p);
                    self.pegs.put(held.drag.player, p);
                    return None;
                }
                let aim = self.aim_assist;
                let flick = kick_velocity(&self.view, velocity).and_then(|v| self.flick_of(v));
                let ball = self.ball;
                let prepared = self
                    .flick_drag
                    .as_ref()
                    .filter(|d| d.id == id && aim)
                    .and_then(|_| flick.map(|f| (PreparedBoard::new(&self.board()), f)));
                if let Some(drag) = self.flick_drag.as_mut().filter(|d| d.id == id) {
                    drag.to = at;
                    drag.path = match prepared {
                        Some((board, (flick, _))) => predict_path(&board, ball, &flick),
                        None => Vec::new(),
                    };
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
            } => {
                if self.flick_drag.as_ref().is_some_and(|d| d.id == id) {
                    self.flick_drag = None;
                    match kick_velocity(&self.view, velocity) {
                        Some(v) => self.flick(v),
                        None => emit(&format!(
                            "flick_ignored screen_vx={:.1} screen_vy={:.1}",
                            velocity.x, velocity.y
                        )),
                    }
                    return None;
                }
                if self.held.as_ref().is_some_and(|h| h.pointer == id) {
                    self.release_peg(end);
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
        if self.may_flick() && self.is_on_ball(at) {
            self.flick_drag = Some(FlickDrag {
                id,
                from: at,
                to: at,
                path: Vec::new(),
            });
            return;
        }
        if !self.human_to_act() {
            return;
        }
        let Some(player) = self.peg_under(at) else {
            return;
        };
        if let Some(drag) = peg_drag::start(self.state(), player) {
            emit(&format!(
                "peg_grab id={player} targets={}",
                drag.targets.len()
            ));
            self.held = Some(HeldPeg {
                pointer: id,
                drag,
                over: None,
            });
        }
    }

    /// Whether a swipe from the ball is a flick now.
    fn may_flick(&self) -> bool {
        if self.free_play {
            return self.flight.is_none();
        }
        let state = self.state();
        self.human_to_act()
            && state.phase() == Phase::One
            && matches!(
                state.pending(),
                None | Some(Pending::ShotReady { .. } | Pending::CrossReady { .. })
            )
            && self.flick_intent().is_some()
    }

    /// The kick a flick becomes now: the holder, the chosen declaration and style. A shot is
    /// only flicked once declared (the defence has set its goalkeeper).
    fn flick_intent(&self) -> Option<Intent> {
        let state = self.state();
        let by = state.holder()?;
        let declare = self.choice.declare?;
        if declare == Declaration::Shot
            && !matches!(state.pending(), Some(Pending::ShotReady { .. }))
        {
            return None;
        }
        Some(Intent {
            by,
            declare,
            style: self.choice.style?,
        })
    }

    /// The pegs on the board as the physics sees them now.
    fn board(&self) -> crate::physics::Board {
        board(self.state(), None)
    }

    fn peg_under(&self, at: ScreenPoint) -> Option<PlayerId> {
        let side = self.state().acting_side();
        let reach = self
            .view
            .px(crate::core::pitch::CELL_WIDTH_CM * 0.45)
            .max(PEG_GRAB_PX);
        self.pegs
            .iter()
            .filter(|p| p.id.side == side)
            .map(|p| (p.id, self.view.to_screen(p.at).distance_to(at)))
            .filter(|(_, d)| *d <= reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(id, _)| id)
    }

    /// The finger lets a peg go: a move or placement when the cell is his, a substitution
    /// when a bench player was picked and the peg is tapped, else he walks back.
    fn release_peg(&mut self, end: ScreenPoint) {
        let Some(held) = self.held.take() else {
            return;
        };
        self.dirty = true;
        let state = self.state().clone();
        let cell = Cell::at(self.view.to_pitch(end));
        let own = state.position(held.drag.player);
        if let Some(on) = self.choice.coming_on.filter(|_| cell == own) {
            self.choice.coming_on = None;
            self.send(Command::Substitute {
                off: held.drag.player,
                on,
            });
            return;
        }
        let Some(cell) = cell.filter(|c| Some(*c) != own) else {
            return;
        };
        match peg_drag::drop(&state, &held.drag, cell, &mut self.choice) {
            Some(command) => self.send(command),
            None if held.drag.targets.contains(&cell) => {
                // The goalkeeper's cell for the shot: he stands there until the stance is
                // chosen.
                self.pegs.retarget(&with_point(
                    &shown_places(&state),
                    held.drag.player,
                    cell.centre(),
                ));
            }
            None => {
                self.toast = Some((
                    format!(
                        "{} cannot go to {cell}",
                        player_name(self.table.setup(), held.drag.player)
                    ),
                    TOAST_S,
                ));
                emit(&format!("drop_refused id={} cell={cell}", held.drag.player));
            }
        }
    }

    fn is_on_ball(&self, at: ScreenPoint) -> bool {
        let reach = self.view.px(GRAB_RADIUS_CM).max(GRAB_RADIUS_PX);
        self.ball_on_screen().distance_to(at) <= reach
    }

    fn tap(&mut self, start: ScreenPoint, end: ScreenPoint) -> Option<MatchSignal> {
        if self.log_expanded {
            self.log_expanded = false;
            return None;
        }
        let layout = layout(&self.view);
        let facing = self.panel_facing();
        let (start, end) = (facing.to_layout(start), facing.to_layout(end));
        if self.pause.is_none() && log_button(&layout).is_tapped(start, end) {
            self.log_expanded = true;
            return None;
        }
        let tap = self
            .buttons
            .iter()
            .find(|(b, _, _)| b.is_tapped(start, end))
            .map(|(_, t, _)| t.clone())?;
        self.dirty = true;
        match tap {
            Tap::Speed => self.speed = (self.speed + 1) % SPEEDS.len(),
            Tap::Aim => self.aim_assist = !self.aim_assist,
            Tap::Menu => {
                self.flush();
                return Some(MatchSignal::Back);
            }
            Tap::Continue => self.pause = None,
            Tap::Prompt(action) => self.act(action),
        }
        None
    }

    fn act(&mut self, action: Action) {
        if !self.human_to_act() {
            return;
        }
        let state = self.state();
        match action {
            Action::Send(command) => self.send(command),
            Action::Declare(Declaration::Shot)
                if !matches!(state.pending(), Some(Pending::ShotReady { .. })) =>
            {
                if let Some(by) = state.holder() {
                    self.choice.declare = Some(Declaration::Shot);
                    self.send(Command::DeclareShot { by });
                }
            }
            Action::Declare(d) => self.choice.declare = Some(d),
            Action::Style(s) => self.choice.style = Some(s),
            Action::Keeper(stance) => {
                if let Some(c) = keeper_command(state, &self.choice, stance) {
                    self.send(c);
                }
            }
            Action::Undo => match self.table.undo_last_move() {
                Ok(_) => {
                    emit("undo");
                    self.emit_position();
                    self.log.push("Move taken back".to_string());
                    self.pegs.retarget(&shown_places(self.state()));
                    if self.test_mode {
                        self.emit_pegs();
                    }
                }
                Err(e) => self.toast = Some((e.to_string(), TOAST_S)),
            },
            Action::Bench => self.choice.bench_open = !self.choice.bench_open,
            Action::BenchPick(id) => {
                self.choice.coming_on = Some(id);
                self.toast = Some((coming_on_hint(self.table.setup(), id), TOAST_S));
            }
        }
    }

    fn flick_of(&self, v: Velocity) -> Option<(Flick, Option<Intent>)> {
        let intent = self.flick_intent();
        let kicker = intent
            .map(|i| i.by)
            .or_else(|| self.state().holder())
            .unwrap_or(PlayerId::new(Side::Home, 9));
        let style = intent.map_or(KickStyle::Low, |i| i.style);
        Some((
            Flick {
                velocity_cm_s: v,
                style,
                kicker,
            },
            intent.filter(|_| !self.free_play),
        ))
    }

    /// Kicks the ball with a pitch velocity in cm/s: the chosen declaration and style of the
    /// player on the ball (in free play, whoever holds it, rules aside). The table takes the
    /// kick at once; the board shows the state before it until the ball rests.
    pub fn flick(&mut self, v: Velocity) {
        let Some((flick, intent)) = self.flick_of(v) else {
            return;
        };
        let from = ball_point(self.state());
        let before = self.table.state().clone();
        let played = match intent {
            Some(i) => self
                .table
                .kick(i.declare, i.style, v)
                .map(|play| (play, Some(i))),
            None => self
                .table
                .free_kick_play(flick.style, v)
                .map(|play| (play, None)),
        };
        match played {
            Ok((play, intent)) => {
                emit(&format!(
                    "flick vx={:.2} vy={:.2} style={} kicker={} declare={}",
                    v.x,
                    v.y,
                    words::style_word(flick.style).to_lowercase(),
                    flick.kicker,
                    intent
                        .map_or("free", |i| words::declaration_word(i.declare))
                        .to_lowercase()
                ));
                self.ball = from;
                self.last_rest = None;
                self.cues.push(Cue::Kick);
                let kick = intent.map(|i| {
                    self.shown = Some(Box::new(before));
                    Applied {
                        command: Command::Kick {
                            by: i.by,
                            declare: i.declare,
                            style: i.style,
                            outcome: play.outcome.clone(),
                        },
                        events: play.events,
                    }
                });
                self.flight = Some(Flight::path(play.frames, play.outcome, kick));
            }
            Err(e) => emit(&format!("flick_refused reason=\"{e}\"")),
        }
    }
}
