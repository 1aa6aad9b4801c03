//! PHASES 2 and 3: moving players (2024 BASE, "PHASE 2" and "PHASE 3"): how far each may
//! go, who may not move (the player on the ball in PHASE 2, a lying player, one already
//! moved, the quick round's one player), a team-mate stepping aside, and entering the ball's
//! cell from the front, from behind or from further (2024 BASE, "ENTRER DANS LA CASE DU
//! BALLON").

use crate::dice::Dice;
use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::fouls::foul;
use crate::kinds::Approach;
use crate::kinds::CardColour;
use crate::kinds::RestartKind;
use crate::kinds::RollPurpose;
use crate::note::Note;
use crate::pitch::Cell;
use crate::pitch::Direction;
use crate::pitch::Zone;
use crate::skills::FIRST_PLUS;
use crate::skills::has;
use crate::squad::PlayerId;
use crate::squad::Skill;
use crate::state::MatchState;
use crate::state::Pending;
use crate::state::Phase;
use crate::state::PlayerState;
use crate::state::emit;
use crate::state::note;
use crate::turn::acting_player;
use crate::turn::move_allowance;
use crate::turn::on_pitch;
use crate::turn::quick_round;
use crate::turn::roll;
/// Whether the player stands in a cell with a team-mate (a wall not yet broken up).
fn in_wall(state: &MatchState, player: &PlayerState) -> bool {
    player
        .cell()
        .is_some_and(|c| state.in_cell(player.id().side, c).count() > 1)
}

/// A quick round's "1 player" limit (2024 BASE, "PHASE 3") does not count the goalkeeper, a
/// player breaking up a wall ("elles doivent revenir à occuper une case par joueur") or a
/// defender stepping out of the throw-in cell ("TOUCHE": "Aucun autre joueur ne peut se
/// trouver dans la case du point de remise en jeu"): each must be able to move.
pub(crate) fn quick_round_exempt(state: &MatchState, player: &PlayerState) -> bool {
    state.is_keeper(player.id()) || in_wall(state, player) || in_throw_in_cell(state, player)
}

/// An opponent of the thrower standing in the throw-in cell, who must leave it in PHASE 3.
pub(crate) fn in_throw_in_cell(state: &MatchState, player: &PlayerState) -> bool {
    state.restart().is_some_and(|r| {
        r.kind == RestartKind::ThrowIn
            && player.id().side != r.side
            && player.cell() == Some(r.cell)
    })
}

/// 2024 COMPLETE: a lying player only stands up in his PHASE 3, except in the throw-in cell,
/// which he must leave ("TOUCHE"), and in a team-mate's cell (the CoD winner reached the ball
/// there; one player per team per cell): there he stands up into a cell next to it.
fn lying_may_move(state: &MatchState, player: &PlayerState, from: Cell, to: Cell) -> bool {
    let throw_in = state.phase() == Phase::Three && in_throw_in_cell(state, player);
    let shared = state.in_cell(player.id().side, from).count() > 1;
    (throw_in || shared) && from.is_adjacent_to(to)
}

pub(crate) fn check_move(state: &MatchState, player: PlayerId, to: Cell) -> Result<(), RuleError> {
    if let Some(Pending::Bump { player: bumped }) = &state.pending() {
        return check_bump_step(state, *bumped, player, to);
    }
    match state.phase() {
        Phase::Two | Phase::Three => {}
        phase => {
            return Err(RuleError::WrongPhase {
                command: "a move",
                phase,
            });
        }
    }
    let p = acting_player(state, player)?;
    let from = p.cell().ok_or(RuleError::NotOnPitch(player))?;
    if p.moved() {
        return Err(RuleError::AlreadyMoved(player));
    }
    if p.lying() && !lying_may_move(state, p, from, to) {
        return Err(RuleError::Lying(player));
    }
    if from == to {
        return Err(RuleError::NoMove(player));
    }
    let holder = state.ball().holder == Some(player);
    if holder && !(state.ball().in_hands && state.phase() == Phase::Two) {
        return Err(RuleError::HolderCannotMove(player));
    }
    if holder && !Zone::PenaltyArea.contains(state.defends(player.side), to) {
        return Err(RuleError::Placement {
            player,
            cell: to,
            reason: because("a goalkeeper holding the ball stays in his penalty area"),
        });
    }
    let distance = from.distance_to(to);
    let allowed = u32::from(crate::tournament::move_limit(
        state,
        player,
        move_allowance(state),
    ));
    // A seriously injured player (TOURNAMENT) runs no further than one cell either.
    let run = state.phase() == Phase::Two
        && crate::tournament::move_limit(state, player, u8::MAX) == u8::MAX
        && crate::skills::touchline_run(state, player, from, to);
    if distance > allowed && !run {
        return Err(RuleError::TooFar {
            player,
            distance,
            allowed,
        });
    }
    if quick_round(state) && !quick_round_exempt(state, p) && state.turn().quick_round_player_moved
    {
        return Err(RuleError::QuickRound(because(
            "nobody attacked: only the goalkeeper and one other player move, 1 cell each",
        )));
    }
    let mates = state.in_cell(player.side, to).count();
    if mates > 0 {
        let bump_ok = state.phase() == Phase::Three
            && crate::classic::defence::bump_allowed(state)
            && mates == 1
            && state.in_cell(player.side, to).all(|m| {
                to.neighbours().any(|n| n != from && state.cell_is_empty(n)) && m.id() != player
            });
        if !bump_ok {
            return Err(RuleError::TeamMateInCell { player, cell: to });
        }
    }
    if state.phase() == Phase::Three {
        check_ball_cell_entry(state, to)?;
    }
    Ok(())
}

/// PHASE 3: may a defender go to `to` as far as the ball cell is concerned.
fn check_ball_cell_entry(state: &MatchState, to: Cell) -> Result<(), RuleError> {
    if let Some(r) = state.restart()
        && r.kind == RestartKind::ThrowIn
        && to == r.cell
    {
        return Err(RuleError::BallCellClosed(because(
            "nobody else may stand in the throw-in cell",
        )));
    }
    if to != state.ball().cell {
        return Ok(());
    }
    if state.ball().in_hands {
        return Err(RuleError::BallCellClosed(because(
            "a goalkeeper holding the ball cannot be pressed",
        )));
    }
    if state.turn().defenders_moved > 0 {
        return Err(RuleError::BallCellClosed(because(
            "only the first player moved in PHASE 3 may enter it",
        )));
    }
    Ok(())
}

fn check_bump_step(
    state: &MatchState,
    bumped: PlayerId,
    player: PlayerId,
    to: Cell,
) -> Result<(), RuleError> {
    if player != bumped {
        return Err(RuleError::ChoicePending(because(
            "the bumped team-mate steps to an adjacent empty cell",
        )));
    }
    let from = on_pitch(state, player)?
        .cell()
        .ok_or(RuleError::NotOnPitch(player))?;
    if !from.is_adjacent_to(to) {
        return Err(RuleError::TooFar {
            player,
            distance: from.distance_to(to),
            allowed: 1,
        });
    }
    if !state.cell_is_empty(to) {
        return Err(RuleError::Placement {
            player,
            cell: to,
            reason: because("a bumped player steps into an empty cell"),
        });
    }
    check_ball_cell_entry(state, to)
}

/// 2024 BASE, "ENTRER DANS LA CASE DU BALLON": from a rear cell, 1-3 is a foul.
pub const REAR_ENTRY_FOUL_MAX: u8 = 3;

/// From a cell that is not adjacent, 1-3 is a foul and a red card (4-6 foul and yellow).
pub const FAR_ENTRY_RED_MAX: u8 = 3;

/// Where a defender comes from, seen from the ball cell of the side attacking.
pub(crate) fn approach_to(state: &MatchState, from: Cell, ball: Cell) -> Approach {
    if !from.is_adjacent_to(ball) {
        return Approach::Far;
    }
    let attacked = state
        .holder()
        .map_or(crate::pitch::End::Away, |h| state.attacks(h.side));
    let front = Direction::towards(attacked)
        .iter()
        .any(|d| ball.step(*d) == Some(from));
    if front {
        Approach::Front
    } else {
        Approach::Rear
    }
}

pub(crate) fn move_player(
    state: &mut MatchState,
    player: PlayerId,
    to: Cell,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) {
    let Some(p) = state.player(player) else {
        return;
    };
    let from = p.cell().unwrap_or(to);
    let lying = p.lying();
    if let Some(Pending::Bump { .. }) = state.pending() {
        // The bumped team-mate steps aside: his move of the turn.
        note(state, events, Note::Awaiting { pending: None });
        note(state, events, Note::Moved { player });
        emit(state, events, Event::Move { player, from, to });
        return;
    }
    let distance = u8::try_from(from.distance_to(to)).unwrap_or(u8::MAX);
    if state.phase() == Phase::Three {
        let quick_round_player = state
            .player(player)
            .is_some_and(|p| quick_round(state) && !quick_round_exempt(state, p));
        note(state, events, Note::DefenderMoved { quick_round_player });
        let ball = state.ball();
        if to == ball.cell && ball.holder.is_some_and(|h| h.side != player.side) {
            let approach = approach_to(state, from, to);
            let fouled = match approach {
                Approach::Front => None,
                Approach::Rear => (roll(state, dice, RollPurpose::RearEntry, events)
                    <= crate::moves::rear_entry_foul_max(state, player))
                .then_some(CardColour::Yellow),
                Approach::Far => Some(
                    if crate::classic::defence::far_entry_sends_off(state)
                        || roll(state, dice, RollPurpose::FarEntry, events) <= FAR_ENTRY_RED_MAX
                    {
                        CardColour::Red
                    } else {
                        CardColour::Yellow
                    },
                ),
            };
            if let Some(card) = fouled {
                let victim = state.holder();
                foul(state, player, to, Some(card), events);
                if let Some(victim) = victim {
                    crate::tournament::injury_check(state, victim, dice, events);
                }
                return;
            }
            emit(state, events, Event::EnterBallCell { player, approach });
        }
    }
    let mate = state
        .in_cell(player.side, to)
        .map(|p| p.id())
        .find(|id| *id != player);
    note(state, events, Note::Moved { player });
    note(state, events, Note::Movement { since_clock: true });
    if lying {
        // Only out of the throw-in cell or a team-mate's (`check`): he stands up next to it.
        emit(state, events, Event::StandsUp { player });
    }
    if state.phase() == Phase::Two {
        note(state, events, Note::AttackMove { cells: distance });
    }
    emit(state, events, Event::Move { player, from, to });
    if state.phase() == Phase::Three
        && let Some(mate) = mate
    {
        let pending = Some(Pending::Bump { player: mate });
        note(state, events, Note::Awaiting { pending });
    }
}

/// 2024 COMPLETE, "+ RÉCUPÉRATION": entering from a rear cell is a foul only on a 1.
pub const RECOVERY_FOUL_MAX: u8 = 1;

/// The die results (1 to this) that make a rear entry into the ball cell a foul.
pub fn rear_entry_foul_max(state: &MatchState, player: PlayerId) -> u8 {
    if has(state, player, Skill::Blue, FIRST_PLUS) {
        RECOVERY_FOUL_MAX
    } else {
        REAR_ENTRY_FOUL_MAX
    }
}
