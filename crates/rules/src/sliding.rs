//! 2024 COMPLETE answers to a declared one-touch shot or cross: the sliding tackle
//! ("MARQUAGE", blue; "+ MUR", blue third section) and, on a declared cross, the header
//! steps ("COUP DE TÊTE", black): attackers first, then defenders.

use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::note::Note;
use crate::pitch::{Cell, Direction, Zone};
use crate::skills::{SECOND_PLUS, base, has};
use crate::squad::{PlayerId, Side, Skill};
use crate::state::{MatchState, Pending, emit, note};
use crate::turn::acting_player;

/// 2024 COMPLETE, "COUP DE TÊTE": on a declared cross a heading player moves 1 cell.
pub const HEADER_STEP_CELLS: u32 = 1;

/// The most cells a sliding tackle may cover now, when one is open: against a declared
/// one-touch shot (while the keeper is set) or one-touch cross (the defence's header step),
/// as many cells as the attacker walked to reach the ball.
pub fn sliding_reach(state: &MatchState) -> Option<u32> {
    let answering = match state.pending() {
        Some(Pending::KeeperSetup { .. }) => true,
        Some(Pending::CrossDeclared { defence, .. }) => *defence,
        _ => false,
    };
    let one_touch = state.turn().kicks > 0 && !state.turn().replay.header;
    (crate::turn::duels_on(state) && answering && one_touch)
        .then_some(u32::from(state.turn().reach_walk))
}

/// Whether a path of `from.distance_to(to)` steps using only the three forward directions of
/// `side` leads from `from` to `to` ("+ MUR": "uniquement vers l'avant").
pub fn forward_only(state: &MatchState, side: Side, from: Cell, to: Cell) -> bool {
    let front = Direction::towards(state.attacks(side));
    let mut reached = vec![from];
    for _ in 0..from.distance_to(to) {
        let mut next: Vec<Cell> = reached
            .iter()
            .flat_map(|c| front.iter().filter_map(|d| c.step(*d)))
            .collect();
        crate::short_sort::sort_by_key(&mut next, |c| (c.row(), c.column()));
        next.dedup();
        reached = next;
    }
    to != from && reached.contains(&to)
}

/// Whether `player` may make this sliding tackle now.
pub fn check_sliding(
    state: &MatchState,
    player: PlayerId,
    to: Cell,
    standing: bool,
) -> Result<(), RuleError> {
    let no = |why| Err(RuleError::NoSlidingTackle(why));
    let Some(reach) = sliding_reach(state) else {
        return no(because(
            "only against a declared one-touch shot or cross, before the kick",
        ));
    };
    let p = acting_player(state, player)?;
    let from = p.cell().ok_or(RuleError::NotOnPitch(player))?;
    if !base(state, player, Skill::Blue) && !crate::classic::on(state) {
        return no(because(
            "only a player with a blue skill (marking) slides in",
        ));
    }
    if crate::classic::defence::one_slide_done(state) {
        return no(because(
            "Classic: one player slides against the one-touch cross or shot",
        ));
    }
    if p.lying() {
        return Err(RuleError::Lying(player));
    }
    if p.moved() {
        return Err(RuleError::AlreadyMoved(player));
    }
    if crate::classic::on(state) && to == from && standing {
        // Classic "SLIDING TACKLE": "change your position inside your current cell and stay
        // standing": no cell changes, but it is the one defence against the kick.
        return Ok(());
    }
    let distance = from.distance_to(to);
    let allowed = crate::tournament::cells_limit(state, player, reach);
    if distance > allowed {
        return Err(RuleError::TooFar {
            player,
            distance,
            allowed,
        });
    }
    if distance != reach {
        // COMPLET "MARQUAGE": "se déplacer du même nombre de cellules que l'adversaire pour
        // atteindre le ballon"; Classic "SLIDING TACKLE": "by the same number of cells".
        return no(because(
            "he slides the same number of cells as the attacker walked to the ball",
        ));
    }
    if to == state.ball().cell {
        return no(because(
            "he slides into the ball's path, not into the kicker's cell",
        ));
    }
    if state.in_cell(player.side, to).any(|m| m.id() != player) {
        return Err(RuleError::TeamMateInCell { player, cell: to });
    }
    if standing && !has(state, player, Skill::Blue, SECOND_PLUS) {
        return no(because(
            "only a wall (three blue sections) may stay standing",
        ));
    }
    if standing && !forward_only(state, player.side, from, to) {
        return no(because(
            "a wall stays standing only after moving forward only",
        ));
    }
    Ok(())
}

/// Executes a checked sliding tackle: he moves and lies down (or stands, as a wall).
pub(crate) fn slide(
    state: &mut MatchState,
    player: PlayerId,
    to: Cell,
    standing: bool,
    events: &mut Vec<Event>,
) {
    let Some(from) = state.position(player) else {
        return;
    };
    let slide = Event::SlidingTackle {
        player,
        from,
        to,
        standing,
    };
    emit(state, events, slide);
    if !standing {
        emit(state, events, Event::LiesDown { player });
    }
}

/// The side whose header steps are being made, during a declared cross.
fn stepping_side(state: &MatchState) -> Option<(PlayerId, Side)> {
    match state.pending() {
        Some(Pending::CrossDeclared { crosser, defence }) => Some((
            *crosser,
            if *defence {
                crosser.side.opponent()
            } else {
                crosser.side
            },
        )),
        _ => None,
    }
}

/// Whether `player` may make this header step now.
pub fn check_header_step(state: &MatchState, player: PlayerId, to: Cell) -> Result<(), RuleError> {
    let no = |why| Err(RuleError::NoHeaderStep(why));
    let Some((crosser, _)) = stepping_side(state) else {
        return no(because("header steps follow a declared cross"));
    };
    let p = acting_player(state, player)?;
    let from = p.cell().ok_or(RuleError::NotOnPitch(player))?;
    if player == crosser {
        return no(because("the crosser does not step"));
    }
    if !base(state, player, Skill::Black) {
        return no(because(
            "only a player with the heading skill (black) steps",
        ));
    }
    if p.lying() {
        return Err(RuleError::Lying(player));
    }
    if p.header_step() {
        return no(because("one step per player"));
    }
    let distance = from.distance_to(to);
    if distance != HEADER_STEP_CELLS {
        return Err(RuleError::TooFar {
            player,
            distance,
            allowed: HEADER_STEP_CELLS,
        });
    }
    if !Zone::PenaltyArea.contains(state.attacks(crosser.side), to) {
        return no(because(
            "the step must end in the penalty area the cross is played into",
        ));
    }
    if to == state.ball().cell {
        return no(because("not into the crosser's cell"));
    }
    if state.in_cell(player.side, to).next().is_some() {
        return Err(RuleError::TeamMateInCell { player, cell: to });
    }
    Ok(())
}

/// Executes a checked header step.
pub(crate) fn header_step(
    state: &mut MatchState,
    player: PlayerId,
    to: Cell,
    events: &mut Vec<Event>,
) {
    let Some(from) = state.position(player) else {
        return;
    };
    emit(state, events, Event::HeaderStep { player, from, to });
}

/// Whether anyone of `side` has a header step or (for the defence) a sliding tackle open,
/// were it that side's turn to answer the cross.
fn side_can_answer(state: &MatchState, crosser: PlayerId, side: Side) -> bool {
    let mut probe = state.clone();
    probe.apply(&Event::Note(Note::Awaiting {
        pending: Some(Pending::CrossDeclared {
            crosser,
            defence: side != crosser.side,
        }),
    }));
    state.on_pitch(side).any(|p| {
        let Some(cell) = p.cell() else {
            return false;
        };
        let reach = sliding_reach(&probe).unwrap_or(0).max(HEADER_STEP_CELLS);
        cell.within(reach).any(|to| {
            check_header_step(&probe, p.id(), to).is_ok()
                || check_sliding(&probe, p.id(), to, false).is_ok()
        })
    })
}

/// 2024 COMPLETE: a declared cross waits for the header steps of the attackers, then of the
/// defence (with its sliding tackles against a one-touch cross); stages where nobody can
/// answer are skipped.
pub(crate) fn declare_cross(state: &mut MatchState, by: PlayerId, events: &mut Vec<Event>) {
    emit(state, events, Event::CrossDeclared { by });
    let pending = Some(Pending::CrossDeclared {
        crosser: by,
        defence: false,
    });
    note(state, events, Note::Awaiting { pending });
    if !side_can_answer(state, by, by.side) {
        next_cross_stage(state, events);
    }
}

/// The attackers' or the defence's answer to the declared cross is over.
pub(crate) fn next_cross_stage(state: &mut MatchState, events: &mut Vec<Event>) {
    let Some(Pending::CrossDeclared { crosser, defence }) = state.pending().cloned() else {
        return;
    };
    let next = if !defence && side_can_answer(state, crosser, crosser.side.opponent()) {
        Pending::CrossDeclared {
            crosser,
            defence: true,
        }
    } else {
        Pending::CrossReady { crosser }
    };
    let pending = Some(next);
    note(state, events, Note::Awaiting { pending });
}

/// Players who stepped for the header: not offside and out of the CoD when the cross fails.
pub fn header_steppers(state: &MatchState) -> Vec<PlayerId> {
    state
        .players()
        .iter()
        .filter(|p| p.header_step())
        .map(|p| p.id())
        .collect()
}

/// Whether a declared shot waits for the defence even without a goalkeeper on the pitch:
/// a one-touch shot that a sliding tackle may answer.
pub fn shot_answerable(state: &MatchState, shooter: PlayerId) -> bool {
    let mut probe = state.clone();
    probe.apply(&Event::Note(Note::Awaiting {
        pending: Some(Pending::KeeperSetup { shooter }),
    }));
    let reach = sliding_reach(&probe).unwrap_or(0);
    state.on_pitch(shooter.side.opponent()).any(|p| {
        p.cell().is_some_and(|c| {
            c.within(reach)
                .any(|to| check_sliding(&probe, p.id(), to, false).is_ok())
        })
    })
}
