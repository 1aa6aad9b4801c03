//! The dribble (2024 COMPLETE, "DRIBBLING": a drive past an opponent is a duel of the dribble
//! value against the 1v1 defence; "DRIBBLER LE GARDIEN": the one-touch shooter may dribble
//! the goalkeeper; Classic "DRIBBLING"): the duel, the beaten defender's intentional foul or
//! letting go (he lies down), the kick held until then going on, and lying players standing
//! up at the end of their PHASE 3.

use crate::command::Declaration;
use crate::duel::keeper_points;
use crate::duel::win::win_ball;
use crate::event::Event;
use crate::fouls::duel_foul;
use crate::kinds::CardColour;
use crate::kinds::CodReason;
use crate::kinds::DuelKind;
use crate::kinds::RollPurpose;
use crate::note::Note;
use crate::outcome::KickOutcome;
use crate::pitch::Cell;
use crate::pitch::Zone;
use crate::situation::Replay;
use crate::squad::PlayerId;
use crate::state::HeldKick;
use crate::state::MatchState;
use crate::state::Pending;
use crate::state::Phase;
use crate::state::emit;
use crate::state::note;
use crate::tournament::duel_die;
use crate::tournament::duel_foul_max;
use crate::turn::duels_on;
use crate::turn::set_phase;
/// The opponent a drive must dribble past: a standing opponent in the kicker's cell, else one
/// in an adjacent cell that brings him nearer to where the ball comes to rest.
pub fn dribble_opponent(
    state: &MatchState,
    by: PlayerId,
    declare: Declaration,
    outcome: &KickOutcome,
) -> Option<PlayerId> {
    if !duels_on(state)
        || declare != Declaration::Drive
        || crate::restart::stoppage::restart_kick(state).is_some()
    {
        return None;
    }
    let from = state.ball().cell;
    let to = crate::kick::rest_cells(outcome)
        .first()
        .copied()
        .unwrap_or(from);
    let standing = |c: Cell| {
        state
            .in_cell(by.side.opponent(), c)
            .find(|p| !p.lying())
            .map(|p| p.id())
    };
    standing(from).or_else(|| {
        from.neighbours()
            .filter(|n| n.distance_to(to) < from.distance_to(to))
            .find_map(standing)
    })
}

/// How a dribble ended.
pub enum DribbleResult {
    /// The defender fouled or won the ball: the kick is void.
    Stopped,
    /// The dribbler won the roll: the beaten defender chooses whether to foul him
    /// ([`Pending::IntentionalFoul`]).
    Waiting,
}

/// 2024 COMPLETE, "DRIBBLING": the duel of `kick.by` against `defender` (the goalkeeper
/// when `kick.on_keeper`).
pub fn dribble(
    state: &mut MatchState,
    kick: &HeldKick,
    defender: PlayerId,
    dice: &mut dyn crate::dice::Dice,
    events: &mut Vec<Event>,
) -> DribbleResult {
    let by = kick.by;
    let (Some(a), Some(d)) = (state.player(by).copied(), state.player(defender).copied()) else {
        return DribbleResult::Stopped;
    };
    let (attack, defence) = if d.beaten() {
        let beaten = false;
        note(
            state,
            events,
            Note::Beaten {
                player: defender,
                beaten,
            },
        );
        (0, 0)
    } else {
        let attack = duel_die(state, by, dice, RollPurpose::Dribble, events).1
            + crate::duel::values::dribble_bonus(state, &a);
        let purpose = if kick.on_keeper {
            RollPurpose::Goalkeeper
        } else {
            RollPurpose::OneOnOneDefence
        };
        let (die, value) = duel_die(state, defender, dice, purpose, events);
        let ball = state.ball().cell;
        if die <= duel_foul_max(state) && dribble_foul_here(state, by, ball) {
            let at = d.cell().unwrap_or(ball);
            duel_foul(state, defender, by, at, None, dice, events);
            return DribbleResult::Stopped;
        }
        let p = &d;
        let points = if kick.on_keeper && !crate::classic::on(state) && !p.reserve_keeper() {
            keeper_points(p.skills())
        } else {
            crate::duel::values::marking_bonus(state, p)
        };
        (attack, value + points)
    };
    let won = attack > defence || (attack, defence) == (0, 0);
    let duel = Event::Duel {
        kind: if kick.on_keeper {
            DuelKind::KeeperDribble
        } else {
            DuelKind::Dribble
        },
        attacker: by,
        defender,
        attack,
        defence,
        winner: if won { by } else { defender },
    };
    emit(state, events, duel);
    if won {
        let pending = Some(Pending::IntentionalFoul {
            defender,
            kick: kick.clone(),
        });
        note(state, events, Note::Awaiting { pending });
        if crate::classic::on(state) {
            play_on(state, events);
        }
        DribbleResult::Waiting
    } else if crate::classic::on(state) {
        lost_dribble_classic(state, kick, events);
        DribbleResult::Stopped
    } else {
        keeper_or_defender_wins(state, defender, events);
        DribbleResult::Stopped
    }
}

/// Classic "DRIBBLING": "you need to win the dribble to exclude your opponent from the
/// Calculation of Distance": lost, the kick stands and its CoD counts him (2024 voids it).
fn lost_dribble_classic(state: &mut MatchState, kick: &HeldKick, events: &mut Vec<Event>) {
    play_held(state, kick, events);
}

/// The held kick goes on: its CoD, possession, skills.
fn play_held(state: &mut MatchState, kick: &HeldKick, events: &mut Vec<Event>) {
    crate::kick::kick(
        state,
        kick.by,
        kick.declare,
        kick.style,
        &kick.outcome,
        events,
    );
}

/// The defender (or goalkeeper) won a dribble: he takes the ball and counter-attacks; a
/// goalkeeper in his penalty area holds it in his hands.
fn keeper_or_defender_wins(state: &mut MatchState, defender: PlayerId, events: &mut Vec<Event>) {
    win_ball(state, defender, events);
    if let Some(cell) = state.position(defender)
        && crate::keeper::picks_up(state, defender, cell)
    {
        note(state, events, Note::InHands { held: true });
    }
}

/// 2024 COMPLETE, "DRIBBLING": the beaten defender commits an intentional foul: a caution,
/// at his own cell (in a TOURNAMENT match the dribbler rolls for injury and a penalty goes to
/// the VAR, as for every foul of a dice duel).
pub(crate) fn intentional_foul(
    state: &mut MatchState,
    player: PlayerId,
    dice: &mut dyn crate::dice::Dice,
    events: &mut Vec<Event>,
) {
    let victim = match state.pending() {
        Some(Pending::IntentionalFoul { kick, .. }) => kick.by,
        _ => player,
    };
    note(state, events, Note::Awaiting { pending: None });
    let at = state.position(player).unwrap_or(state.ball().cell);
    duel_foul(
        state,
        player,
        victim,
        at,
        Some(CardColour::Yellow),
        dice,
        events,
    );
}

/// The beaten defender lets the dribbler go: he lies down and the kick goes on.
pub(crate) fn let_go(state: &mut MatchState, events: &mut Vec<Event>) {
    let Some(Pending::IntentionalFoul { defender, kick }) = state.pending().cloned() else {
        return;
    };
    note(state, events, Note::Awaiting { pending: None });
    if state.player(defender).is_some() {
        emit(state, events, Event::LiesDown { player: defender });
    }
    if kick.on_keeper {
        past_the_keeper(state, &kick, events);
    } else {
        play_held(state, &kick, events);
    }
}

/// 2024 COMPLETE, "DRIBBLER LE GARDIEN": the dribble on the goalkeeper is open to the
/// shooter of a declared one-touch shot (a skill replay, not a header) once the keeper is set,
/// once: a keeper lying after being dribbled is not dribbled again.
pub fn keeper_dribble_open(state: &MatchState, by: PlayerId) -> bool {
    duels_on(state)
        && matches!(state.pending(), Some(Pending::ShotReady { shooter }) if *shooter == by)
        && state.turn().kicks > 0
        && !state.turn().replay.header
        && state
            .keeper(by.side.opponent())
            .and_then(|k| state.player(k))
            .is_some_and(|k| !k.lying())
}

/// The middle row (E): a keeper there has a touchline on each side.
const MIDDLE_ROW: u8 = 4;

/// 2024 COMPLETE, "DRIBBLER LE GARDIEN": the cell where a dribble on the keeper ends, when it
/// goes round him on the outside: outside the goal box, between him and his nearest
/// touchline (a row beyond his towards that touchline), in play and free of the dribbler's
/// team-mates. `None` loses the duel before any roll.
pub fn keeper_dribble_cell(
    state: &MatchState,
    by: PlayerId,
    keeper: PlayerId,
    outcome: &KickOutcome,
) -> Option<Cell> {
    let rest = *crate::kick::rest_cells(outcome).first()?;
    let k = state.position(keeper)?;
    if Zone::GoalBox.contains(state.defends(keeper.side), rest) {
        return None;
    }
    // Classic "DRIBBLING AGAINST THE GOALKEEPER": "takes place outside the goal box" only;
    // 2024 adds "entre le gardien et la ligne de touche la plus proche".
    let outside = crate::classic::on(state)
        || match k.row().cmp(&MIDDLE_ROW) {
            std::cmp::Ordering::Less => rest.row() < k.row(),
            std::cmp::Ordering::Greater => rest.row() > k.row(),
            std::cmp::Ordering::Equal => rest.row() != MIDDLE_ROW,
        };
    let mate = state.in_cell(by.side, rest).any(|p| p.id() != by);
    (outside && !mate).then_some(rest)
}

/// The shooter declared a dribble on the goalkeeper instead of his one-touch shot.
pub(crate) fn dribble_keeper(
    state: &mut MatchState,
    kick: HeldKick,
    dice: &mut dyn crate::dice::Dice,
    events: &mut Vec<Event>,
) {
    let Some(keeper) = state.keeper(kick.by.side.opponent()) else {
        return;
    };
    note(state, events, Note::Awaiting { pending: None });
    if keeper_dribble_cell(state, kick.by, keeper, &kick.outcome).is_none() {
        let duel = Event::Duel {
            kind: DuelKind::KeeperDribble,
            attacker: kick.by,
            defender: keeper,
            attack: 0,
            defence: 0,
            winner: keeper,
        };
        emit(state, events, duel);
        if crate::classic::on(state) {
            lost_dribble_classic(state, &kick, events);
        } else {
            keeper_or_defender_wins(state, keeper, events);
        }
        return;
    }
    dribble(state, &kick, keeper, dice, events);
}

/// The keeper is beaten and lies in his cell: the dribbler takes the ball where it stopped
/// and shoots at once (or, when no shot can be declared there, PHASE 2 follows).
fn past_the_keeper(state: &mut MatchState, kick: &HeldKick, events: &mut Vec<Event>) {
    let by = kick.by;
    let Some(keeper) = state.keeper(by.side.opponent()) else {
        return;
    };
    let (Some(rest), true) = (
        keeper_dribble_cell(state, by, keeper, &kick.outcome),
        state.player(by).is_some(),
    ) else {
        return;
    };
    let from = state.ball().cell;
    let struck = Event::Kick {
        by,
        declare: kick.declare,
        style: kick.style,
        from,
        rest: vec![rest],
    };
    emit(state, events, struck);
    let moved = from.distance_to(rest);
    note(state, events, Note::KeeperStance { stance: None });
    let cells = u8::try_from(moved).unwrap_or(u8::MAX);
    note(state, events, Note::AttackMove { cells });
    if moved > 0 {
        note(state, events, Note::Movement { since_clock: true });
    }
    let possession = Event::Possession {
        player: by,
        cell: rest,
        moved,
        reason: CodReason::Nearest,
    };
    emit(state, events, possession);
    if crate::kick::declaration_open(state, by, Declaration::Shot).is_ok() {
        let pending = Some(Pending::ShotReady { shooter: by });
        note(state, events, Note::Awaiting { pending });
    } else {
        let replay = Replay::default();
        note(state, events, Note::Replay { replay });
        set_phase(state, Phase::Two, events);
    }
}

/// Lying players of `side` stand up (the only thing they do in their PHASE 3).
pub fn stand_up(state: &mut MatchState, side: crate::squad::Side, events: &mut Vec<Event>) {
    let lying: Vec<PlayerId> = state
        .on_pitch(side)
        .filter(|p| p.lying())
        .map(|p| p.id())
        .collect();
    for player in lying {
        emit(state, events, Event::StandsUp { player });
    }
}

/// Whether a 1v1 defender's die of 1 is a foul here: always in 2024; in Classic only "in the
/// attacking zone" (the dribbler's).
pub fn dribble_foul_here(state: &MatchState, dribbler: PlayerId, cell: Cell) -> bool {
    !crate::classic::on(state) || Zone::Defence.contains(state.attacks(dribbler.side), cell)
}

/// Classic has no intentional foul after a won dribble: the beaten defender lies down and
/// play goes on. Against the goalkeeper ("DRIBBLING AGAINST THE GOALKEEPER OUTSIDE THE
/// GOAL") he lies down in his cell and the shooter takes his declared shot.
pub fn play_on(state: &mut MatchState, events: &mut Vec<Event>) {
    let keeper_dribble = match state.pending() {
        Some(Pending::IntentionalFoul { defender, kick }) if kick.on_keeper => {
            Some((*defender, kick.by))
        }
        _ => None,
    };
    let Some((keeper, shooter)) = keeper_dribble else {
        crate::duel::dribble::let_go(state, events);
        return;
    };
    if state.player(keeper).is_some() {
        emit(state, events, Event::LiesDown { player: keeper });
    }
    let pending = Some(Pending::ShotReady { shooter });
    note(state, events, Note::Awaiting { pending });
}
