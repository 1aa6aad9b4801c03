//! Legality: `check` says whether a command may be executed now, and if not, exactly why.

use super::command::{Command, Declaration};
pub use super::error::RuleError;
use super::error::because;
use super::event::RestartKind;
use super::outcome::{BallExit, KickOutcome, KickStyle};
use super::pitch::{Cell, Zone};
use super::squad::PlayerId;
use super::state::{MatchState, Pending, Phase, PlayerState, PlayerStatus, Replay};
use super::{keeper, restart};

/// 2024 BASE, "PHASE 2": attackers move up to 3 cells.
pub const PHASE_TWO_MOVE: u8 = 3;
/// 2024 BASE, "PHASE 3": with nobody attacking, the goalkeeper and 1 player move 1 cell.
pub const QUICK_ROUND_MOVE: u8 = 1;
/// 2024 BASE, "CALCUL DE LA DISTANCE": a short pass goes at most 4 cells.
pub const SHORT_PASS_CELLS: u32 = 4;
/// 2024 BASE, "TOUCHE": the taker walks at most 3 cells to the throw-in point.
pub const THROW_IN_WALK: u32 = 3;

/// Whether `command` may be executed in `state`; the reason when it may not.
pub fn check(state: &MatchState, command: &Command) -> Result<(), RuleError> {
    if state.phase() == Phase::FullTime {
        return Err(RuleError::MatchOver);
    }
    check_pending(state, command)?;
    super::shootout::check(state, command)?;
    match command {
        Command::TossCoin => require_phase(state, Phase::CoinToss, "the coin toss"),
        Command::Kick {
            by,
            declare,
            style,
            outcome,
        } => check_kick(state, *by, *declare, *style, outcome),
        Command::DeclareShot { by } => {
            require_phase(state, Phase::One, "a shot declaration")?;
            kick_right(state, *by)?;
            declaration_open(state, *by, Declaration::Shot)
        }
        Command::DeclareCross { by } => {
            require_phase(state, Phase::One, "a cross declaration")?;
            kick_right(state, *by)?;
            declaration_open(state, *by, Declaration::Cross)
        }
        Command::SlidingTackle {
            player,
            to,
            standing,
        } => super::sliding::check_sliding(state, *player, *to, *standing),
        Command::SetKeeper {
            keeper,
            cell,
            stance,
        } => keeper::check_set(state, *keeper, *cell, *stance),
        Command::Synchro { players } => super::classic::defence::check_synchro(state, players),
        Command::ChooseCell { cell } => match &state.pending() {
            Some(Pending::BallCell { player, cells, .. }) if cells.contains(cell) => {
                if ball_line_cell_open(state, *player, cells, *cell) {
                    Ok(())
                } else {
                    Err(RuleError::TeamMateInCell {
                        player: *player,
                        cell: *cell,
                    })
                }
            }
            _ => Err(RuleError::NotAnOption(because("that cell"))),
        },
        Command::ChooseReceiver { player } => match &state.pending() {
            Some(Pending::Receiver { candidates, .. }) if candidates.contains(player) => Ok(()),
            _ => Err(RuleError::NotAnOption(because("that player"))),
        },
        Command::Move { player, to } => check_move(state, *player, *to),
        Command::Tackle { player } => check_tackle(state, *player),
        Command::Place { player, cell } => restart::check_place(state, *player, *cell),
        Command::Substitute { off, on } => restart::check_substitute(state, *off, *on),
        Command::Foul { player } => match &state.pending() {
            Some(Pending::IntentionalFoul { defender, .. }) if defender == player => Ok(()),
            _ => Err(RuleError::NotAnOption(because(
                "an intentional foul (only the defender just dribbled past may)",
            ))),
        },
        Command::KnockedOver { by, victim } => {
            require_phase(state, Phase::One, "a knocked-over foul")?;
            kick_right(state, *by)?;
            match victim {
                Some(v) if v.side == by.side || state.position(*v).is_none() => {
                    Err(RuleError::NotAnOption(because(
                        "that player as the knocked-over victim (an opponent on the pitch)",
                    )))
                }
                _ => Ok(()),
            }
        }
        Command::EndPhase => check_end_phase(state),
        Command::HomeAdvantage => super::tournament::check_home_advantage(state),
        Command::TimeUp => super::extras::check_time_up(state),
    }
}

/// 2024 BASE, "BALLON SUR LA LIGNE": may the CoD winner `player` take the ball on a line in
/// `cell`, one of the line's `cells`? He may stay in his own cell (walls stand until his side
/// moves: "Lorsque les équipes se déplacent, elles doivent revenir à occuper une case par
/// joueur") or go to a cell without a team-mate; when every line cell is closed that way he
/// may join a team-mate in any of them, and the pair breaks up like a wall when his side next
/// moves (`WallNotBroken`).
fn ball_line_cell_open(state: &MatchState, player: PlayerId, cells: &[Cell], cell: Cell) -> bool {
    let free = |c: Cell| {
        state.position(player) == Some(c) || state.in_cell(player.side, c).all(|p| p.id() == player)
    };
    free(cell) || !cells.iter().any(|c| free(*c))
}

fn check_pending(state: &MatchState, command: &Command) -> Result<(), RuleError> {
    let allowed = match (&state.pending(), command) {
        (None, Command::ChooseCell { .. } | Command::ChooseReceiver { .. }) => {
            return Err(RuleError::NotAnOption(because("a choice")));
        }
        (None, Command::SetKeeper { .. }) => {
            return Err(RuleError::KeeperSetup(because("no shot has been declared")));
        }
        (None, _) => true,
        (
            Some(Pending::KeeperSetup { .. }),
            Command::SetKeeper { .. } | Command::EndPhase | Command::SlidingTackle { .. },
        ) => true,
        (
            Some(Pending::CrossDeclared { .. }),
            Command::Move { .. } | Command::EndPhase | Command::SlidingTackle { .. },
        ) => true,
        (
            Some(Pending::ShotReady { .. } | Pending::CrossReady { .. }),
            Command::Kick { .. } | Command::KnockedOver { .. },
        ) => true,
        (Some(Pending::Receiver { .. }), Command::ChooseReceiver { .. }) => true,
        (Some(Pending::BallCell { .. }), Command::ChooseCell { .. }) => true,
        (Some(Pending::Bump { .. }), Command::Move { .. }) => true,
        (Some(Pending::IntentionalFoul { .. }), Command::Foul { .. } | Command::EndPhase) => true,
        _ => false,
    };
    if allowed {
        return Ok(());
    }
    Err(RuleError::ChoicePending(match state.pending() {
        Some(Pending::KeeperSetup { .. }) => because("the defence sets its goalkeeper"),
        Some(Pending::ShotReady { .. }) => because("the declared shot must be taken"),
        Some(Pending::CrossDeclared { .. }) => because(
            "heading players step 1 cell into the area, sliding tackles, then the phase ends",
        ),
        Some(Pending::CrossReady { .. }) => because("the declared cross must be played"),
        Some(Pending::Receiver { .. }) => because("choose which tied team-mate takes the ball"),
        Some(Pending::BallCell { .. }) => because("choose the cell of the ball on the line"),
        Some(Pending::IntentionalFoul { .. }) => {
            because("the beaten defender chooses: an intentional foul or let him go")
        }
        _ => because("the bumped team-mate steps to an adjacent empty cell"),
    }))
}

pub(super) fn require_phase(
    state: &MatchState,
    phase: Phase,
    command: &'static str,
) -> Result<(), RuleError> {
    if state.phase() == phase {
        Ok(())
    } else {
        Err(RuleError::WrongPhase {
            command,
            phase: state.phase(),
        })
    }
}

/// The player, who must be on the pitch.
pub(super) fn on_pitch(state: &MatchState, id: PlayerId) -> Result<&PlayerState, RuleError> {
    let p = state.player(id).ok_or(RuleError::UnknownPlayer(id))?;
    if p.status() != PlayerStatus::Pitch {
        return Err(RuleError::NotOnPitch(id));
    }
    Ok(p)
}

/// The player must be on the pitch and belong to the acting side.
pub(super) fn acting_player(state: &MatchState, id: PlayerId) -> Result<&PlayerState, RuleError> {
    let p = on_pitch(state, id)?;
    if id.side != state.acting_side() {
        return Err(RuleError::NotYourTurn(id));
    }
    Ok(p)
}

/// `by` holds the ball and may kick now.
pub(super) fn kick_right(state: &MatchState, by: PlayerId) -> Result<(), RuleError> {
    acting_player(state, by)?;
    if state.ball().holder != Some(by) {
        return Err(RuleError::NotOnTheBall(by));
    }
    if state.turn().kicks > 0 && state.turn().replay.player != Some(by) {
        return Err(RuleError::NoKickLeft(by));
    }
    Ok(())
}

/// The declarations open to the player on the ball now (before zone checks).
pub(super) fn rights(state: &MatchState) -> Replay {
    if state.turn().kicks == 0 {
        Replay {
            player: state.ball().holder,
            pass: true,
            cross: true,
            shot: true,
            header: false,
            by_yellow: false,
        }
    } else {
        state.turn().replay
    }
}

/// The restart this kick takes, if it is the restart's first kick.
pub(super) fn restart_kick(state: &MatchState) -> Option<RestartKind> {
    (state.turn().kicks == 0)
        .then_some(state.restart().map(|r| r.kind))
        .flatten()
}

pub(super) fn declaration_open(
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
            if !super::skills::may_cross_from(state, by, end, cell) {
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
            if state.turn().shot_used && !super::classic::skills::striker(state, by) {
                return not_open(because("one shot per turn"));
            }
            let keeper_out = state.keeper(by.side.opponent()).is_none_or(|k| {
                state
                    .position(k)
                    .is_none_or(|c| !Zone::PenaltyArea.contains(end, c))
            });
            // 2024 "3 - TIR" only: Classic "SHOTS" has no shot from midfield.
            let from_midfield =
                !super::classic::on(state) && Zone::Midfield.contains(end, cell) && keeper_out;
            let from_outside = state.turn().kicks > 0
                && super::skills::shoots_from_outside(state, by)
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

fn check_kick(
    state: &MatchState,
    by: PlayerId,
    declare: Declaration,
    style: KickStyle,
    outcome: &KickOutcome,
) -> Result<(), RuleError> {
    require_phase(state, Phase::One, "a kick")?;
    let keeper_dribble =
        declare == Declaration::Drive && super::duel::keeper_dribble_open(state, by);
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

/// Cells the acting side may move a player in this phase (before the quick-round limits).
pub fn move_allowance(state: &MatchState) -> u8 {
    let long = state.turn().long_ball.unwrap_or(0);
    match state.phase() {
        Phase::Two => PHASE_TWO_MOVE.max(long),
        Phase::Three if quick_round(state) => QUICK_ROUND_MOVE,
        Phase::Three => state.turn().attack_max_move.max(long),
        _ => 0,
    }
}

/// PHASE 3 after an attack in which nobody moved (2024 BASE, "PHASE 3").
pub(super) fn quick_round(state: &MatchState) -> bool {
    state.phase() == Phase::Three
        && state.turn().attack_max_move == 0
        && state.turn().long_ball.is_none()
}

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
pub(super) fn quick_round_exempt(state: &MatchState, player: &PlayerState) -> bool {
    state.is_keeper(player.id()) || in_wall(state, player) || in_throw_in_cell(state, player)
}

/// An opponent of the thrower standing in the throw-in cell, who must leave it in PHASE 3.
pub(super) fn in_throw_in_cell(state: &MatchState, player: &PlayerState) -> bool {
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

fn check_move(state: &MatchState, player: PlayerId, to: Cell) -> Result<(), RuleError> {
    if let Some(Pending::Bump { player: bumped }) = &state.pending() {
        return check_bump_step(state, *bumped, player, to);
    }
    if let Some(Pending::CrossDeclared { .. }) = &state.pending() {
        return super::sliding::check_header_step(state, player, to);
    }
    match state.phase() {
        Phase::ThrowIn => return restart::check_throw_in_walk(state, player, to),
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
    let allowed = u32::from(super::tournament::move_limit(
        state,
        player,
        move_allowance(state),
    ));
    // A seriously injured player (TOURNAMENT) runs no further than one cell either.
    let run = state.phase() == Phase::Two
        && super::tournament::move_limit(state, player, u8::MAX) == u8::MAX
        && super::skills::touchline_run(state, player, from, to);
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
            && super::classic::defence::bump_allowed(state)
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

fn check_tackle(state: &MatchState, player: PlayerId) -> Result<(), RuleError> {
    require_phase(state, Phase::Three, "a tackle")?;
    let p = acting_player(state, player)?;
    if p.cell() != Some(state.ball().cell) {
        return Err(RuleError::NoTackle(because(
            "the defender must stand in the ball cell",
        )));
    }
    if state.ball().in_hands {
        return Err(RuleError::NoTackle(because(
            "the goalkeeper holds the ball",
        )));
    }
    if state.turn().tackle_tried {
        return Err(RuleError::NoTackle(because("one tackle per PHASE 3")));
    }
    if p.lying() {
        return Err(RuleError::Lying(player));
    }
    if super::duel::duels_on(state) && state.turn().defenders_moved > u8::from(p.moved()) {
        return Err(RuleError::NoTackle(because(
            "only the first player moved in PHASE 3 may tackle",
        )));
    }
    Ok(())
}

/// The first cell where the side has two players or more.
pub(super) fn stacked_cell(state: &MatchState, side: super::squad::Side) -> Option<Cell> {
    state
        .on_pitch(side)
        .filter_map(|p| p.cell())
        .find(|c| state.in_cell(side, *c).count() > 1)
}

pub(super) fn check_end_phase(state: &MatchState) -> Result<(), RuleError> {
    if matches!(
        state.pending(),
        Some(
            Pending::KeeperSetup { .. }
                | Pending::IntentionalFoul { .. }
                | Pending::CrossDeclared { .. }
        )
    ) {
        return Ok(());
    }
    match state.phase() {
        Phase::One => {
            if state.turn().kicks > 0 && state.turn().replay.player.is_some() {
                Ok(())
            } else {
                Err(RuleError::WrongPhase {
                    command: "ending PHASE 1 (only a skill replay can be declined)",
                    phase: state.phase(),
                })
            }
        }
        Phase::Two | Phase::Three => {
            let side = state.acting_side();
            if let Some(c) = stacked_cell(state, side) {
                return Err(RuleError::WallNotBroken(c));
            }
            if state.phase() == Phase::Three
                && let Some(r) = state.restart()
                && r.kind == RestartKind::ThrowIn
                && state.in_cell(side, r.cell).next().is_some()
            {
                return Err(RuleError::ThrowInCellOccupied(r.cell));
            }
            Ok(())
        }
        Phase::Positioning { placing } => restart::check_layout(state, placing)
            .and_then(|()| super::classic::lineup::check_end(state, placing)),
        phase => Err(RuleError::WrongPhase {
            command: "ending the phase",
            phase,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{CodReason, Event};
    use crate::note::Note;
    use crate::testkit::{cell, id, position};

    /// A ball resting on the E8/D8 line won by home:10, with home:9 and home:11 placed by hand
    /// (the set-up refuses team-mates sharing a cell).
    fn on_the_line(mates: &[(&str, &str)]) -> MatchState {
        let mut s = position(
            &[(9, "E6", ""), (10, "E7", ""), (11, "C3", "")],
            &[(1, "E11", "V")],
            "home:9",
            Phase::One,
        );
        for (player, at) in mates {
            let player = id(player);
            let place = Event::Place {
                player,
                cell: cell(at),
            };
            s.apply(&place);
        }
        let struck = Note::Struck {
            by: id("home:9"),
            declare: Declaration::Pass,
            from: cell("E6"),
            restart: None,
            counter: false,
        };
        s.apply(&Event::Note(struck));
        let pending = Some(Pending::BallCell {
            player: id("home:10"),
            cells: vec![cell("E8"), cell("D8")],
            reason: CodReason::Nearest,
        });
        s.apply(&Event::Note(Note::Awaiting { pending }));
        s
    }

    fn choose(s: &MatchState, at: &str) -> Result<(), RuleError> {
        check(s, &Command::ChooseCell { cell: cell(at) })
    }

    #[test]
    fn ball_on_a_line_the_winner_avoids_a_team_mate_while_a_cell_is_free() {
        let s = on_the_line(&[("home:9", "E8")]);
        assert!(matches!(
            choose(&s, "E8"),
            Err(RuleError::TeamMateInCell { .. })
        ));
        assert_eq!(choose(&s, "D8"), Ok(()));
    }

    /// PHASE 3 of a throw-in for home at A6, where away:4 lies (a dribble he lost).
    fn lying_in_the_throw_in_cell() -> MatchState {
        let mut s = position(
            &[(9, "A6", ""), (10, "C3", "")],
            &[(1, "E11", "V"), (4, "A6", ""), (5, "E8", "")],
            "home:9",
            Phase::Three,
        );
        let restart = crate::state::Restart {
            kind: RestartKind::ThrowIn,
            side: crate::squad::Side::Home,
            cell: cell("A6"),
            point: cell("A6").centre(),
        };
        s.apply(&Event::Note(Note::StopPlay { restart }));
        let set = Note::BallSet {
            cell: cell("A6"),
            taker: Some(id("home:9")),
            side: crate::squad::Side::Home,
        };
        s.apply(&Event::Note(set));
        s.apply(&Event::LiesDown {
            player: id("away:4"),
        });
        s
    }

    #[test]
    fn a_lying_defender_in_the_throw_in_cell_stands_up_into_the_next_cell() {
        let s = lying_in_the_throw_in_cell();
        let step = |to: &str| Command::Move {
            player: id("away:4"),
            to: cell(to),
        };
        assert_eq!(
            check(&s, &Command::EndPhase),
            Err(RuleError::ThrowInCellOccupied(cell("A6")))
        );
        assert_eq!(
            check(&s, &step("A4")),
            Err(RuleError::Lying(id("away:4"))),
            "one cell, no further"
        );
        assert_eq!(check(&s, &step("A5")), Ok(()));
        let mut after = s.clone();
        let events = crate::execute::execute(
            &mut after,
            step("A5"),
            &mut crate::dice::ScriptedDice::new(vec![]),
        )
        .expect("legal");
        assert!(events.contains(&crate::event::Event::StandsUp {
            player: id("away:4")
        }));
        assert!(after.player(id("away:4")).is_some_and(|p| !p.lying()));
        assert_eq!(check(&after, &Command::EndPhase), Ok(()));
        let mut elsewhere = s;
        elsewhere.apply(&crate::event::Event::LiesDown {
            player: id("away:5"),
        });
        assert_eq!(
            check(
                &elsewhere,
                &Command::Move {
                    player: id("away:5"),
                    to: cell("E7")
                }
            ),
            Err(RuleError::Lying(id("away:5"))),
            "lying elsewhere, he only stands up at the end of PHASE 3"
        );
    }

    #[test]
    fn ball_on_a_line_with_a_team_mate_in_every_cell_is_no_dead_end() {
        let s = on_the_line(&[("home:9", "E8"), ("home:11", "D8")]);
        assert_eq!(choose(&s, "E8"), Ok(()));
        assert_eq!(choose(&s, "D8"), Ok(()));
        assert!(matches!(choose(&s, "E9"), Err(RuleError::NotAnOption(_))));
    }
}
