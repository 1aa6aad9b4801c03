//! Tackles (2024 BASE, "TACLE": a defender in the ball's cell wins it on 5-6; 2024 COMPLETE,
//! "TACLE": the tackle value against the ball defence; Classic "TACKLE AND RESTART"; Classic
//! "GOALKEEPER": the keeper who takes the shooter's cell tackles him at once).

use crate::dice::Dice;
use crate::duel::win::win_ball;
use crate::error::RuleError;
use crate::error::because;
use crate::event::Event;
use crate::fouls::duel_foul;
use crate::keeper::picks_up;
use crate::kinds::DuelKind;
use crate::kinds::RollPurpose;
use crate::note::Note;
use crate::pitch::Cell;
use crate::pitch::Zone;
use crate::squad::PlayerId;
use crate::state::MatchState;
use crate::state::Pending;
use crate::state::Phase;
use crate::state::emit;
use crate::state::note;
use crate::tournament::duel_die;
use crate::tournament::duel_foul_max;
use crate::turn::acting_player;
use crate::turn::duels_on;
use crate::turn::require_phase;
use crate::turn::roll;
pub(crate) fn check_tackle(state: &MatchState, player: PlayerId) -> Result<(), RuleError> {
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
    if crate::turn::duels_on(state) && state.turn().defenders_moved > u8::from(p.moved()) {
        return Err(RuleError::NoTackle(because(
            "only the first player moved in PHASE 3 may tackle",
        )));
    }
    Ok(())
}

/// A tackle in the ball cell steals the ball on 5 or 6.
pub const TACKLE_WINS_FROM: u8 = 5;

pub(crate) fn tackle_in_ball_cell(
    state: &mut MatchState,
    player: PlayerId,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) {
    note(state, events, Note::TackleTried);
    if duels_on(state) {
        crate::duel::tackle::tackle(state, player, dice, events);
        return;
    }
    let won = roll(state, dice, RollPurpose::Tackle, events) >= TACKLE_WINS_FROM;
    emit(state, events, Event::Tackle { player, won });
    if won {
        crate::duel::win::win_ball(state, player, events);
    }
}

/// 2024 COMPLETE, "TACLE": the tackle duel against the ball defence of the player on the ball.
pub fn tackle(
    state: &mut MatchState,
    player: PlayerId,
    dice: &mut dyn crate::dice::Dice,
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
    if die <= duel_foul_max(state) && tackle_foul_here(state, player, cell) {
        emit(state, events, Event::Tackle { player, won: false });
        duel_foul(state, player, holder, cell, None, dice, events);
        return;
    }
    let attack = value + crate::duel::values::tackle_bonus(state, &t, cell);
    let defence = duel_die(state, holder, dice, RollPurpose::BallDefence, events).1
        + crate::duel::values::ball_defence_bonus(state, &h);
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
    } else if crate::classic::on(state) {
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

/// Whether a tackler's die of 1 is a foul here: always in 2024; in Classic only when "the
/// duel takes place in the defence zone" (the tackler's).
pub fn tackle_foul_here(state: &MatchState, tackler: PlayerId, cell: Cell) -> bool {
    !crate::classic::on(state) || Zone::Defence.contains(state.defends(tackler.side), cell)
}

/// Classic "GOALKEEPER" B: the keeper who took the shooter's cell tackles him at once (the
/// Classic tackle duel). Won, the ball is his (in his hands in his area) and the shot is off;
/// lost, the shot follows with the keeper lying in the shooter's cell; his 1 in his defence
/// zone is a foul.
pub(crate) fn tackle_the_shooter(
    state: &mut MatchState,
    keeper: PlayerId,
    shooter: PlayerId,
    dice: &mut dyn crate::dice::Dice,
    events: &mut Vec<Event>,
) {
    crate::duel::tackle::tackle(state, keeper, dice, events);
    if state.holder() == Some(keeper) {
        note(state, events, Note::Awaiting { pending: None });
        note(state, events, Note::KeeperStance { stance: None });
        let held = picks_up(state, keeper, state.ball().cell);
        note(state, events, Note::InHands { held });
    } else if state.holder() == Some(shooter) && state.pending().is_some() {
        let pending = Some(Pending::ShotReady { shooter });
        note(state, events, Note::Awaiting { pending });
    }
}
