//! The dice duels of 2024 COMPLETE ("DUEL AVEC DÉS"): the dribble against a 1v1 defence and
//! the tackle against a ball defence. Which colours count where the rulebook lost its icons
//! is decided in RULES.md ("2024 COMPLETE").

use super::command::Declaration;
use super::event::{CodReason, DuelKind, Event};
use super::execute::{foul, new_turn, roll, set_phase};
use super::outcome::KickOutcome;
use super::pitch::{Cell, Zone};
use super::rules::Level;
use super::squad::{PlayerId, Skill, SkillSet};
use super::state::{MatchState, Phase, PlayerStatus};

/// 2024 COMPLETE, "DRIBBLE": each qualifying skill section adds 2.
pub const POINTS_PER_SKILL: u8 = 2;
/// 2024 COMPLETE, "DRIBBLE" / "DÉFENSE 1VS1" / "DÉFENSE DU BALLON": at most +6 from skills.
pub const MAX_SKILL_POINTS: u8 = 6;
/// 2024 COMPLETE, "TACLE": +2 for being in the midfield zone.
pub const MIDFIELD_TACKLE_BONUS: u8 = 2;
/// 2024 COMPLETE: a defender's (or tackler's) die of 1 is an unintentional foul, no card.
pub const FOUL_ROLL: u8 = 1;

/// Whether dice duels are played (2024 COMPLETE and TOURNAMENT).
pub fn duels_on(state: &MatchState) -> bool {
    state.rules().level >= Level::Complete
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
    let midfield = if Zone::Midfield.contains(super::pitch::End::Away, cell) {
        MIDFIELD_TACKLE_BONUS
    } else {
        0
    };
    colour(Skill::Blue) + colour(Skill::Yellow) + midfield
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
    state.turn.last_kick = None;
    new_turn(state);
    state.to_play = player.side;
    state.ball.cell = cell;
    state.ball.holder = Some(player);
    state.ball.in_hands = false;
    events.push(Event::Possession {
        player,
        cell,
        moved: 0,
        reason: CodReason::Nearest,
    });
    state.turn.counter_attack = true;
    events.push(Event::CounterAttack { side: player.side });
    set_phase(state, Phase::One, events);
}

/// How a dribble ended.
pub enum DribbleResult {
    /// The dribbler won: the kick goes on as played.
    Won,
    /// The defender fouled or won the ball: the kick is void.
    Stopped,
}

/// 2024 COMPLETE, "DRIBBLING": the duel before a drive past `defender`.
pub fn dribble(
    state: &mut MatchState,
    by: PlayerId,
    defender: PlayerId,
    dice: &mut dyn super::dice::Dice,
    events: &mut Vec<Event>,
) -> DribbleResult {
    let (Some(a), Some(d)) = (state.index(by), state.index(defender)) else {
        return DribbleResult::Won;
    };
    let (attack, defence) = if state.players[d].beaten {
        state.players[d].beaten = false;
        (0, 0)
    } else {
        let attack = roll(dice, "dribble", events) + dribble_points(state.players[a].skills);
        let die = roll(dice, "1v1 defence", events);
        if die == FOUL_ROLL {
            let at = state.players[d].cell.unwrap_or(state.ball.cell);
            foul(state, defender, at, None, events);
            return DribbleResult::Stopped;
        }
        (attack, die + one_on_one_points(state.players[d].skills))
    };
    let won = attack > defence || (attack, defence) == (0, 0);
    events.push(Event::Duel {
        kind: DuelKind::Dribble,
        attacker: by,
        defender,
        attack,
        defence,
        winner: if won { by } else { defender },
    });
    if won {
        state.players[d].lying = true;
        events.push(Event::LiesDown { player: defender });
        DribbleResult::Won
    } else {
        win_ball(state, defender, events);
        DribbleResult::Stopped
    }
}

/// 2024 COMPLETE, "TACLE": the tackle duel against the ball defence of the player on the ball.
pub fn tackle(
    state: &mut MatchState,
    player: PlayerId,
    dice: &mut dyn super::dice::Dice,
    events: &mut Vec<Event>,
) {
    let (Some(t), Some(holder)) = (state.index(player), state.holder()) else {
        return;
    };
    let Some(h) = state.index(holder) else {
        return;
    };
    let cell = state.ball.cell;
    let die = roll(dice, "tackle", events);
    if die == FOUL_ROLL {
        events.push(Event::Tackle { player, won: false });
        foul(state, player, cell, None, events);
        return;
    }
    let attack = die + tackle_points(state.players[t].skills, cell);
    let defence = roll(dice, "ball defence", events) + ball_defence_points(state.players[h].skills);
    let won = attack > defence;
    events.push(Event::Duel {
        kind: DuelKind::Tackle,
        attacker: player,
        defender: holder,
        attack,
        defence,
        winner: if won { player } else { holder },
    });
    events.push(Event::Tackle { player, won });
    if won {
        win_ball(state, player, events);
    } else {
        state.players[t].beaten = true;
    }
}

/// Lying players of `side` stand up (the only thing they do in their PHASE 3).
pub fn stand_up(state: &mut MatchState, side: super::squad::Side, events: &mut Vec<Event>) {
    for p in &mut state.players {
        if p.id.side == side && p.lying {
            p.lying = false;
            if p.status == PlayerStatus::Pitch {
                events.push(Event::StandsUp { player: p.id });
            }
        }
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
