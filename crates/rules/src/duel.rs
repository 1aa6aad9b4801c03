//! The dice duels of 2024 COMPLETE ("DUEL AVEC DÉS"): the dribble against a 1v1 defence and
//! the tackle against a ball defence. Which colours count where the rulebook lost its icons
//! is decided in RULES.md ("2024 COMPLETE").

use super::classic::duel as classic;
use super::command::Declaration;
use super::event::{CardColour, CodReason, DuelKind, Event, RollPurpose};
use super::execute::{duel_foul, new_turn, set_phase};
use super::note::Note;
use super::outcome::KickOutcome;
use super::pitch::{Cell, Zone};
use super::rules::Level;
use super::squad::{PlayerId, Skill, SkillSet};
use super::state::{HeldKick, MatchState, Pending, Phase, Replay, emit, note};
use super::tournament::{duel_die, duel_foul_max};

/// 2024 COMPLETE, "DRIBBLE": each qualifying skill section adds 2.
pub const POINTS_PER_SKILL: u8 = 2;
/// 2024 COMPLETE, "DRIBBLE" / "DÉFENSE 1VS1" / "DÉFENSE DU BALLON": at most +6 from skills.
pub const MAX_SKILL_POINTS: u8 = 6;
/// 2024 COMPLETE, "TACLE": +2 for being in the midfield zone.
pub const MIDFIELD_TACKLE_BONUS: u8 = 2;

/// Whether dice duels are played (2024 COMPLETE and TOURNAMENT; every Classic level).
pub fn duels_on(state: &MatchState) -> bool {
    state.rules().level >= Level::Complete || super::classic::on(state)
}

/// 2 per section of the given colours, at most 6.
fn skill_points(skills: SkillSet, colours: &[Skill]) -> u8 {
    let sections: u8 = colours.iter().map(|c| skills.count(*c)).sum();
    (sections * POINTS_PER_SKILL).min(MAX_SKILL_POINTS)
}

/// Dribble value bonus: red and green sections (the attacking ball-carriers' colours).
pub fn dribble_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Red, Skill::Green])
}

/// 1v1 defence bonus: blue sections (defence).
pub fn one_on_one_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Blue])
}

/// Ball defence bonus: yellow and blue sections (keeping the ball, defending).
pub fn ball_defence_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Yellow, Skill::Blue])
}

/// Tackle bonus: +2 with a blue skill, +2 with a yellow skill, +2 in the midfield zone.
pub fn tackle_points(skills: SkillSet, cell: Cell) -> u8 {
    let colour = |s| if skills.has(s) { POINTS_PER_SKILL } else { 0 };
    colour(Skill::Blue) + colour(Skill::Yellow) + midfield_tackle_points(cell)
}

/// 2024 COMPLETE, "TACLE": the midfield zone's +2.
pub fn midfield_tackle_points(cell: Cell) -> u8 {
    if Zone::Midfield.contains(super::pitch::End::Away, cell) {
        MIDFIELD_TACKLE_BONUS
    } else {
        0
    }
}

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
        || super::check::restart_kick(state).is_some()
    {
        return None;
    }
    let from = state.ball().cell;
    let to = super::kick::rest_cells(outcome)
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

/// The opponent wins the ball in his cell and counter-attacks at once (a won tackle or
/// dribble).
pub(super) fn win_ball(state: &mut MatchState, player: PlayerId, events: &mut Vec<Event>) {
    let Some(cell) = state.position(player) else {
        return;
    };
    new_turn(state, events);
    let possession = Event::Possession {
        player,
        cell,
        moved: 0,
        reason: CodReason::Nearest,
    };
    emit(state, events, possession);
    emit(state, events, Event::CounterAttack { side: player.side });
    set_phase(state, Phase::One, events);
}

/// How a dribble ended.
pub enum DribbleResult {
    /// The defender fouled or won the ball: the kick is void.
    Stopped,
    /// The dribbler won the roll: the beaten defender chooses whether to foul him
    /// ([`Pending::IntentionalFoul`]).
    Waiting,
}

/// Goalkeeper bonus in a dribble on him: 2 per violet section (2024 COMPLETE, "DRIBBLER LE
/// GARDIEN": "comptez combien de fois la couleur (violet) se répète", 1 to 10).
pub fn keeper_points(skills: SkillSet) -> u8 {
    skill_points(skills, &[Skill::Violet])
}

/// 2024 COMPLETE, "DRIBBLING": the duel of `kick.by` against `defender` (the goalkeeper
/// when `kick.on_keeper`).
pub fn dribble(
    state: &mut MatchState,
    kick: &HeldKick,
    defender: PlayerId,
    dice: &mut dyn super::dice::Dice,
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
            + classic::dribble_bonus(state, &a);
        let purpose = if kick.on_keeper {
            RollPurpose::Goalkeeper
        } else {
            RollPurpose::OneOnOneDefence
        };
        let (die, value) = duel_die(state, defender, dice, purpose, events);
        let ball = state.ball().cell;
        if die <= duel_foul_max(state) && classic::dribble_foul_here(state, by, ball) {
            let at = d.cell().unwrap_or(ball);
            duel_foul(state, defender, by, at, None, dice, events);
            return DribbleResult::Stopped;
        }
        let p = &d;
        let points = if kick.on_keeper && !super::classic::on(state) && !p.reserve_keeper() {
            keeper_points(p.skills())
        } else {
            classic::marking_bonus(state, p)
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
        if super::classic::on(state) {
            classic::play_on(state, events);
        }
        DribbleResult::Waiting
    } else if super::classic::on(state) {
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
    super::kick::kick(
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
        && super::keeper::picks_up(state, defender, cell)
    {
        note(state, events, Note::InHands { held: true });
    }
}

/// 2024 COMPLETE, "DRIBBLING": the beaten defender commits an intentional foul: a caution,
/// at his own cell (in a TOURNAMENT match the dribbler rolls for injury and a penalty goes to
/// the VAR, as for every foul of a dice duel).
pub(super) fn intentional_foul(
    state: &mut MatchState,
    player: PlayerId,
    dice: &mut dyn super::dice::Dice,
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
pub(super) fn let_go(state: &mut MatchState, events: &mut Vec<Event>) {
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
    let rest = *super::kick::rest_cells(outcome).first()?;
    let k = state.position(keeper)?;
    if Zone::GoalBox.contains(state.defends(keeper.side), rest) {
        return None;
    }
    // Classic "DRIBBLING AGAINST THE GOALKEEPER": "takes place outside the goal box" only;
    // 2024 adds "entre le gardien et la ligne de touche la plus proche".
    let outside = super::classic::on(state)
        || match k.row().cmp(&MIDDLE_ROW) {
            std::cmp::Ordering::Less => rest.row() < k.row(),
            std::cmp::Ordering::Greater => rest.row() > k.row(),
            std::cmp::Ordering::Equal => rest.row() != MIDDLE_ROW,
        };
    let mate = state.in_cell(by.side, rest).any(|p| p.id() != by);
    (outside && !mate).then_some(rest)
}

/// The shooter declared a dribble on the goalkeeper instead of his one-touch shot.
pub(super) fn dribble_keeper(
    state: &mut MatchState,
    kick: HeldKick,
    dice: &mut dyn super::dice::Dice,
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
        if super::classic::on(state) {
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
    if super::check::declaration_open(state, by, Declaration::Shot).is_ok() {
        let pending = Some(Pending::ShotReady { shooter: by });
        note(state, events, Note::Awaiting { pending });
    } else {
        let replay = Replay::default();
        note(state, events, Note::Replay { replay });
        set_phase(state, Phase::Two, events);
    }
}

/// 2024 COMPLETE, "TACLE": the tackle duel against the ball defence of the player on the ball.
pub fn tackle(
    state: &mut MatchState,
    player: PlayerId,
    dice: &mut dyn super::dice::Dice,
    events: &mut Vec<Event>,
) {
    let (Some(t), Some(holder)) = (state.player(player).copied(), state.holder()) else {
        return;
    };
    let Some(h) = state.player(holder).copied() else {
        return;
    };
    let cell = state.ball().cell;
    let (die, value) = duel_die(state, player, dice, RollPurpose::Tackle, events);
    if die <= duel_foul_max(state) && classic::tackle_foul_here(state, player, cell) {
        emit(state, events, Event::Tackle { player, won: false });
        duel_foul(state, player, holder, cell, None, dice, events);
        return;
    }
    let attack = value + classic::tackle_bonus(state, &t, cell);
    let defence = duel_die(state, holder, dice, RollPurpose::BallDefence, events).1
        + classic::ball_defence_bonus(state, &h);
    let won = attack > defence;
    let duel = Event::Duel {
        kind: DuelKind::Tackle,
        attacker: player,
        defender: holder,
        attack,
        defence,
        winner: if won { player } else { holder },
    };
    emit(state, events, duel);
    emit(state, events, Event::Tackle { player, won });
    if won {
        win_ball(state, player, events);
    } else if super::classic::on(state) {
        // Classic "TACKLE AND RESTART" only: "If the player who made the tackle gets dribbled
        // in the subsequent round, they will automatically lose without the need to roll".
        note(
            state,
            events,
            Note::Beaten {
                player,
                beaten: true,
            },
        );
    }
}

/// Lying players of `side` stand up (the only thing they do in their PHASE 3).
pub fn stand_up(state: &mut MatchState, side: super::squad::Side, events: &mut Vec<Event>) {
    let lying: Vec<PlayerId> = state
        .on_pitch(side)
        .filter(|p| p.lying())
        .map(|p| p.id())
        .collect();
    for player in lying {
        emit(state, events, Event::StandsUp { player });
    }
}

/// 2024 COMPLETE, "PRESSING": in the midfield zone, a standing opponent in the cell of the
/// player on the ball presses him; ties in the CoD of his short pass go to the defence.
pub fn pressed(state: &MatchState, by: PlayerId) -> bool {
    let cell = state.ball().cell;
    duels_on(state)
        && Zone::Midfield.contains(super::pitch::End::Away, cell)
        && state.in_cell(by.side.opponent(), cell).any(|p| !p.lying())
}
