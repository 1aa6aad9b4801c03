//! A kick's consequences: cross headers, the ball leaving the pitch, the CoD, possession,
//! offside, skills and the end of PHASE 1 (2024 BASE, "PHASE I" and "FIN DE LA PHASE 1").

use crate::classic::skills as classic;
use crate::cod::{CodInput, distance_to_ball, resolve};
use crate::command::Declaration;
use crate::error::RuleError;
use crate::error::because;
use crate::event::{CodReason, Event, RestartKind};
use crate::note::Note;
use crate::offside::{offside_free_kick, offside_on_the_path};
use crate::outcome::{BallExit, KickOutcome, KickStyle};
use crate::pitch::{Cell, End, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint, Zone};
use crate::possession::speed_steps;
use crate::possession::take_possession;
use crate::restart::stoppage::restart_kick;
use crate::restart::stoppage::{corner_at, goal_line_cell, stop_play};
use crate::squad::{PlayerId, Side, Skill};
use crate::state::{MatchState, Pending, Phase, emit, note};
use crate::turn::acting_player;
use crate::turn::on_pitch;
use crate::turn::require_phase;
use crate::turn::rights;

/// The cells the ball rests on, from the outcome.
pub fn rest_cells(outcome: &KickOutcome) -> Vec<Cell> {
    if outcome.exit.is_some() {
        return Vec::new();
    }
    if outcome.rest_cells.is_empty() {
        Cell::at(outcome.rest).into_iter().collect()
    } else {
        let mut cells = outcome.rest_cells.clone();
        cells.dedup();
        cells
    }
}

/// 2024 BASE, "DANS TOUS LES CAS" / Classic "GENERAL RULES": a kick (pass, shot or cross)
/// whose ball stays in the kicker's cell is played as a drive ("procédez comme si vous
/// avanciez avec le ballon au pied"), so the kicker keeps his CoD place and, from COMPLETE,
/// an opponent in the cell makes it a dribble. Not after a free kick, corner or kick-off:
/// their taker cannot play the ball himself ([`RestartKind::taker_left_out`]).
pub(crate) fn played_as(
    state: &MatchState,
    declare: Declaration,
    outcome: &KickOutcome,
) -> Declaration {
    let stays = rest_cells(outcome).as_slice() == [state.ball().cell];
    if stays && !restart_kick(state).is_some_and(RestartKind::taker_left_out) {
        Declaration::Drive
    } else {
        declare
    }
}

pub(crate) fn kick(
    state: &mut MatchState,
    by: PlayerId,
    declare: Declaration,
    style: KickStyle,
    outcome: &KickOutcome,
    events: &mut Vec<Event>,
) {
    let from = state.ball().cell;
    let restart = restart_kick(state);
    let replay = rights(state);
    let rest = rest_cells(outcome);
    let pressed = declare == Declaration::Pass && crate::cod::pressed(state, by);
    let kick = Event::Kick {
        by,
        declare,
        style,
        from,
        rest: rest.clone(),
    };
    emit(state, events, kick);
    if state.turn().kicks > 0 && !replay.header {
        let skill = match declare {
            Declaration::Pass | Declaration::Drive => Skill::Yellow,
            Declaration::Cross => Skill::Green,
            Declaration::Shot => Skill::Red,
        };
        emit(state, events, Event::SkillUsed { player: by, skill });
    }
    if declare.is_pass_or_drive() && classic::one_pass_per_round(state) {
        note(state, events, Note::OneTouchPassUsed { player: by });
    }
    let counter = state.turn().counter_attack;
    let struck = Note::Struck {
        by,
        declare,
        from,
        restart,
        counter,
    };
    note(state, events, struck);
    if let Some(k) = state.turn().last_kick
        && let Some(player) = offside_on_the_path(state, k, &outcome.path, events)
    {
        offside_free_kick(state, player, events);
        return;
    }

    if declare == Declaration::Cross
        && let Some(h) = first_touch_in_area(state, by, &outcome.touched)
        && let Some(cell) = state.position(h)
    {
        take_possession(state, h, cell, CodReason::Header, events);
        return;
    }
    if declare == Declaration::Cross
        && let Some(h) = classic::precise_cross(state, by, &outcome.path, &outcome.touched)
        && let Some(cell) = state.position(h)
    {
        take_possession(state, h, cell, CodReason::Header, events);
        return;
    }
    if let Some(exit) = outcome.exit {
        let exit = goal_only_from_a_shot(state, by, declare, exit, outcome);
        ball_out(state, by, exit, events);
        return;
    }
    if declare == Declaration::Cross
        && !crate::classic::on(state)
        && let Some(h) = crate::skills::precise_cross_receiver(state, by, &rest, &outcome.touched)
        && let Some(cell) = state.position(h)
    {
        take_possession(state, h, cell, CodReason::Header, events);
        return;
    }
    if crate::skills::free_ball(state, &rest)
        && let Some(ball) = rest.first()
    {
        speed_steps(state, by.side, *ball, events);
    }
    let mut excluded: Vec<PlayerId> = if matches!(declare, Declaration::Cross | Declaration::Shot)
        || restart.is_some_and(RestartKind::taker_left_out)
    {
        vec![by]
    } else {
        Vec::new()
    };
    if declare == Declaration::Cross {
        excluded.extend(crate::sliding::header_steppers(state));
    }
    let short = distance_to_ball(from, &rest) <= crate::cod::short_pass_cells(state, by)
        || (declare == Declaration::Pass && crate::cod::long_pass_wins_ties(state, by));
    let input = CodInput {
        ball: &rest,
        touched: &outcome.touched,
        excluded: &excluded,
        attackers: by.side,
        attackers_win_ties: declare.is_pass_or_drive()
            && short
            && !counter
            && !pressed
            && !classic::throw_loses_ties(state, restart),
    };
    let win = resolve(state, input).or_else(|| {
        resolve(
            state,
            CodInput {
                excluded: &[],
                ..input
            },
        )
    });
    let Some(win) = win else {
        return;
    };
    if rest.len() > 1 {
        let cells = rest.clone();
        emit(state, events, Event::BallOnLine { cells });
    }
    if let Some(cell) = rest.first().copied() {
        note(state, events, Note::BallRests { cell });
    }
    let pending = match (win.candidates.as_slice(), rest.as_slice()) {
        ([player], [cell]) => {
            take_possession(state, *player, *cell, win.reason, events);
            return;
        }
        ([player], _) => Pending::BallCell {
            player: *player,
            cells: rest,
            reason: win.reason,
        },
        _ => Pending::Receiver {
            candidates: win.candidates,
            cells: rest,
            reason: win.reason,
        },
    };
    let pending = Some(pending);
    note(state, events, Note::Awaiting { pending });
}

/// The first player in the penalty area attacked by the crosser's side to touch the cross.
fn first_touch_in_area(state: &MatchState, by: PlayerId, touched: &[PlayerId]) -> Option<PlayerId> {
    let end = state.attacks(by.side);
    touched.iter().copied().find(|t| {
        *t != by
            && state
                .position(*t)
                .is_some_and(|c| Zone::PenaltyArea.contains(end, c))
    })
}

/// The side defending `end` in this half.
fn side_defending(state: &MatchState, end: End) -> Side {
    if state.defends(Side::Home) == end {
        Side::Home
    } else {
        Side::Away
    }
}

fn clamp_to_pitch(p: PitchPoint) -> PitchPoint {
    let hx = PITCH_LENGTH_CM / 2.0 - 0.01;
    let hy = PITCH_WIDTH_CM / 2.0 - 0.01;
    PitchPoint::new(p.x.clamp(-hx, hx), p.y.clamp(-hy, hy))
}

/// Goals only as the rulebooks allow (RULES.md, "goals"). The goal is attacked with a shot
/// alone: "Lorsque vous êtes dans la zone de tir, vous pouvez déclarer un tir [...] Vous devez
/// attendre l'OK de votre adversaire avant de procéder, car il doit se préparer avec le
/// gardien" (2024 "3 - TIR"); "When you reach the scoring area you can declare 'shot' [...]
/// After your opponent has prepared their goalkeeper and given you the go ahead" (Classic
/// "SHOTS"). Any other kick (pass, drive, cross, header pass, throw-in, corner, kick-off,
/// goal kick, a free kick not declared a shot) that enters the goal the kicker attacks is no
/// goal: the ball went out over the goal line ("sort des limites du terrain"), a goal kick, or
/// a corner when a defender touched it last. A ball into the kicker's own goal is an own goal
/// whatever the kick: the shot's protection is the defending side's, and he is that side.
fn goal_only_from_a_shot(
    state: &MatchState,
    by: PlayerId,
    declare: Declaration,
    exit: BallExit,
    outcome: &KickOutcome,
) -> BallExit {
    match exit {
        BallExit::Goal { end } if end == state.attacks(by.side) && declare != Declaration::Shot => {
            BallExit::GoalLine {
                end,
                at: outcome.rest,
                last_touch: outcome.touched.last().copied().unwrap_or(by),
            }
        }
        other => other,
    }
}

fn ball_out(state: &mut MatchState, by: PlayerId, exit: BallExit, events: &mut Vec<Event>) {
    match exit {
        BallExit::Goal { end } => {
            let scoring = side_defending(state, end).opponent();
            crate::classic::time::earn(state, events);
            let goal = Event::Goal {
                side: scoring,
                scorer: by,
            };
            emit(state, events, goal);
            let centre = Cell::CENTRE;
            stop_play(
                state,
                RestartKind::KickOff,
                scoring.opponent(),
                centre,
                centre.centre(),
                events,
            );
        }
        BallExit::Touchline { at, last_touch } => {
            emit(state, events, Event::Out { last_touch });
            let point = clamp_to_pitch(at);
            let cell = Cell::at(point).unwrap_or(state.ball().cell);
            stop_play(
                state,
                RestartKind::ThrowIn,
                last_touch.side.opponent(),
                cell,
                point,
                events,
            );
        }
        BallExit::GoalLine {
            end,
            at,
            last_touch,
        } => {
            emit(state, events, Event::Out { last_touch });
            let defending = side_defending(state, end);
            if last_touch.side == defending {
                let (cell, point) = corner_at(end, at);
                stop_play(
                    state,
                    RestartKind::Corner,
                    defending.opponent(),
                    cell,
                    point,
                    events,
                );
            } else {
                let cell = goal_line_cell(end);
                stop_play(
                    state,
                    RestartKind::GoalKick,
                    defending,
                    cell,
                    cell.centre(),
                    events,
                );
            }
        }
    }
}

/// `by` holds the ball and may kick now.
pub(crate) fn kick_right(state: &MatchState, by: PlayerId) -> Result<(), RuleError> {
    acting_player(state, by)?;
    if state.ball().holder != Some(by) {
        return Err(RuleError::NotOnTheBall(by));
    }
    if state.turn().kicks > 0 && state.turn().replay.player != Some(by) {
        return Err(RuleError::NoKickLeft(by));
    }
    Ok(())
}

pub(crate) fn declaration_open(
    state: &MatchState,
    by: PlayerId,
    declare: Declaration,
) -> Result<(), RuleError> {
    let not_open = |reason| Err(RuleError::DeclarationNotOpen { declare, reason });
    let rights = rights(state);
    let cell = state.ball().cell;
    let end = state.attacks(by.side);
    let restart = restart_kick(state);
    match declare {
        Declaration::Pass | Declaration::Drive => {
            if restart == Some(RestartKind::Penalty) {
                return not_open(because("a penalty is a shot"));
            }
            if declare == Declaration::Drive && restart.is_some() {
                return not_open(because("no dribbling from a set piece"));
            }
            if declare == Declaration::Drive && rights.header {
                return not_open(because("a header is a pass or a shot"));
            }
            if !rights.pass {
                return not_open(because(
                    "this replay allows only the skill's own declaration",
                ));
            }
        }
        Declaration::Cross => {
            if matches!(restart, Some(RestartKind::ThrowIn | RestartKind::Penalty)) {
                return not_open(because("not from a throw-in or a penalty"));
            }
            if !rights.cross {
                return not_open(because("this replay does not allow a cross"));
            }
            if state.turn().cross_used {
                return not_open(because("one cross per turn"));
            }
            if !crate::skills::may_cross_from(state, by, end, cell) {
                return not_open(because("a cross is declared from the cross zone"));
            }
        }
        Declaration::Shot => {
            if restart == Some(RestartKind::ThrowIn) {
                return not_open(because("not from a throw-in"));
            }
            if !rights.shot {
                return not_open(because("this replay does not allow a shot"));
            }
            if state.turn().shot_used && !crate::classic::skills::striker(state, by) {
                return not_open(because("one shot per turn"));
            }
            let keeper_out = state.keeper(by.side.opponent()).is_none_or(|k| {
                state
                    .position(k)
                    .is_none_or(|c| !Zone::PenaltyArea.contains(end, c))
            });
            // 2024 "3 - TIR" only: Classic "SHOTS" has no shot from midfield.
            let from_midfield =
                !crate::classic::on(state) && Zone::Midfield.contains(end, cell) && keeper_out;
            let from_outside = state.turn().kicks > 0
                && crate::skills::shoots_from_outside(state, by)
                && Zone::Defence.contains(end, cell);
            if !Zone::ShootingZone.contains(end, cell) && !from_midfield && !from_outside {
                return not_open(because(
                    "a shot is declared from the shooting zone (or from midfield when the \
                     goalkeeper is out of his penalty area)",
                ));
            }
        }
    }
    Ok(())
}

fn style_allowed(state: &MatchState, style: KickStyle) -> Result<(), RuleError> {
    let must_head = rights(state).header || restart_kick(state) == Some(RestartKind::ThrowIn);
    let err = |reason| Err(RuleError::StyleNotAllowed { style, reason });
    if must_head && style != KickStyle::Header {
        return err(because(
            "a header or a throw-in is played with the ball on the peg",
        ));
    }
    if style == KickStyle::Header && !must_head && !state.ball().in_hands {
        return err(because(
            "only headers, throw-ins and the goalkeeper's hands put the ball on the peg",
        ));
    }
    Ok(())
}

pub(crate) fn check_kick(
    state: &MatchState,
    by: PlayerId,
    declare: Declaration,
    style: KickStyle,
    outcome: &KickOutcome,
) -> Result<(), RuleError> {
    require_phase(state, Phase::One, "a kick")?;
    let keeper_dribble =
        declare == Declaration::Drive && crate::duel::keeper_dribble_open(state, by);
    if let Some(Pending::ShotReady { shooter }) = &state.pending()
        && (*shooter != by || (declare != Declaration::Shot && !keeper_dribble))
    {
        return Err(RuleError::NotAnOption(because(
            "this kick (the declared shot comes first; after a one-touch shot declaration at \
             COMPLETE the shooter may dribble the goalkeeper with a drive)",
        )));
    }
    if let Some(Pending::CrossReady { crosser }) = &state.pending()
        && (*crosser != by || declare != Declaration::Cross)
    {
        return Err(RuleError::NotAnOption(because(
            "this kick (the declared cross comes first)",
        )));
    }
    kick_right(state, by)?;
    if !keeper_dribble {
        declaration_open(state, by, declare)?;
    }
    style_allowed(state, style)?;
    outcome_usable(state, outcome)
}

fn outcome_usable(state: &MatchState, outcome: &KickOutcome) -> Result<(), RuleError> {
    let bad = |s: &str| Err(RuleError::BadOutcome(s.to_string()));
    if !outcome.rest.is_finite() {
        return bad("the resting point is not a finite number");
    }
    for t in &outcome.touched {
        if on_pitch(state, *t).is_err() {
            return Err(RuleError::BadOutcome(format!(
                "{t} touched the ball but is not on the pitch"
            )));
        }
    }
    match outcome.exit {
        None => {
            if outcome.rest_cells.is_empty() && Cell::at(outcome.rest).is_none() {
                return bad("the ball rests off the pitch but no exit is given");
            }
        }
        Some(
            BallExit::Touchline { at, last_touch } | BallExit::GoalLine { at, last_touch, .. },
        ) => {
            if !at.is_finite() {
                return bad("the exit point is not a finite number");
            }
            if state.player(last_touch).is_none() {
                return Err(RuleError::BadOutcome(format!(
                    "the last touch {last_touch} is not in this match"
                )));
            }
        }
        Some(BallExit::Goal { .. }) => {}
    }
    Ok(())
}
