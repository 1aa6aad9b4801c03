//! What is possible now, for the UI (highlighted cells, open declarations) and the AI
//! (candidate commands). Every answer comes from [`check`], so it never disagrees with it.

use crate::check::check;
use crate::command::{Command, Declaration, KeeperStance};
use crate::event::Approach;
use crate::moves::FAR_ENTRY_RED_MAX;
use crate::outcome::KickStyle;
use crate::pitch::Cell;
use crate::squad::PlayerId;
use crate::state::{MatchState, Pending, Phase, PlayerStatus};

/// The risk of entering the ball cell in PHASE 3 (2024 BASE, "ENTRER DANS LA CASE DU BALLON").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryRisk {
    /// Front, rear or far.
    pub approach: Approach,
    /// Die faces (out of 6) that give a foul.
    pub foul_in_six: u8,
    /// Die faces (out of 6) that give a red card.
    pub red_in_six: u8,
}

/// How many cells a player may move in the current phase (PHASE 2, PHASE 3, a quick round
/// or a long ball), as `check` counts it.
pub fn move_allowance(state: &MatchState) -> u8 {
    crate::turn::move_allowance(state)
}

/// The cells `player` may move to now.
pub fn move_targets(state: &MatchState, player: PlayerId) -> Vec<Cell> {
    let Some(from) = state.position(player) else {
        return Vec::new();
    };
    let legal = |to: &Cell| check(state, &Command::Move { player, to: *to }).is_ok();
    if state.phase() == Phase::ThrowIn {
        // The taker walks to the throw-in point, however far the edition allows.
        return state
            .restart()
            .map(|r| r.cell)
            .into_iter()
            .filter(legal)
            .collect();
    }
    let reach = u32::from(crate::turn::move_allowance(state));
    from.within(reach).filter(legal).collect()
}

/// Every player of the acting side who may move now, with his cells.
pub fn legal_moves(state: &MatchState) -> Vec<(PlayerId, Vec<Cell>)> {
    let side = state.acting_side();
    state
        .on_pitch(side)
        .map(|p| p.id())
        .map(|id| (id, move_targets(state, id)))
        .filter(|(_, cells)| !cells.is_empty())
        .collect()
}

/// The declarations open to the player on the ball now.
pub fn open_declarations(state: &MatchState) -> Vec<Declaration> {
    let Some(by) = state.holder() else {
        return Vec::new();
    };
    if state.phase() != Phase::One
        || state
            .pending()
            .is_some_and(|p| !matches!(p, Pending::ShotReady { .. } | Pending::CrossReady { .. }))
        || crate::kick::kick_right(state, by).is_err()
    {
        return Vec::new();
    }
    let mut open: Vec<Declaration> = [
        Declaration::Pass,
        Declaration::Drive,
        Declaration::Cross,
        Declaration::Shot,
    ]
    .into_iter()
    .filter(|d| crate::kick::declaration_open(state, by, *d).is_ok())
    .filter(|d| match state.pending() {
        Some(Pending::ShotReady { .. }) => *d == Declaration::Shot,
        Some(Pending::CrossReady { .. }) => *d == Declaration::Cross,
        _ => true,
    })
    .collect();
    if crate::duel::keeper_dribble_open(state, by) {
        open.push(Declaration::Drive);
    }
    open
}

/// The kick styles the rules allow `by` for `declare` now (checked on a kick that stays in
/// his cell: the style's own conditions do not depend on where the ball goes).
pub fn kick_styles(state: &MatchState, by: PlayerId, declare: Declaration) -> Vec<KickStyle> {
    let here = state.ball().cell;
    [KickStyle::Low, KickStyle::Lob, KickStyle::Header]
        .into_iter()
        .filter(|style| {
            check(
                state,
                &Command::rolled_kick(by, declare, *style, here, here),
            )
            .is_ok()
        })
        .collect()
}

/// Why `declare` is not open to `by` now, as `check` refuses it (`None` when it is open).
pub fn declaration_refusal(
    state: &MatchState,
    by: PlayerId,
    declare: Declaration,
) -> Option<crate::error::RuleError> {
    crate::kick::kick_right(state, by)
        .and_then(|()| crate::kick::declaration_open(state, by, declare))
        .err()
}

/// Whether `player` may enter the ball cell now, and at what risk.
pub fn ball_cell_entry(state: &MatchState, player: PlayerId) -> Option<EntryRisk> {
    let ball = state.ball().cell;
    let holder = state.holder()?;
    if state.phase() != Phase::Three || holder.side == player.side {
        return None;
    }
    check(state, &Command::Move { player, to: ball }).ok()?;
    let from = state.position(player)?;
    let approach = crate::moves::approach_to(state, from, ball);
    Some(match approach {
        Approach::Front => EntryRisk {
            approach,
            foul_in_six: 0,
            red_in_six: 0,
        },
        Approach::Rear => EntryRisk {
            approach,
            foul_in_six: crate::moves::rear_entry_foul_max(state, player),
            red_in_six: 0,
        },
        Approach::Far => EntryRisk {
            approach,
            foul_in_six: 6,
            red_in_six: if crate::classic::defence::far_entry_sends_off(state) {
                6
            } else {
                FAR_ENTRY_RED_MAX
            },
        },
    })
}

/// The cells where `player` may be placed during re-positioning.
pub fn placements(state: &MatchState, player: PlayerId) -> Vec<Cell> {
    Cell::all()
        .filter(|c| check(state, &Command::Place { player, cell: *c }).is_ok())
        .collect()
}

/// Every legal command now except kicks (a kick needs an outcome from physics) and
/// placements (see [`placements`]).
pub fn commands(state: &MatchState) -> Vec<Command> {
    let mut out = Vec::new();
    let side = state.acting_side();
    let mut candidates = vec![Command::TossCoin, Command::EndPhase, Command::TimeUp];
    if side == crate::squad::Side::Home {
        // TOURNAMENT: the home coach may declare his advantage before a duel.
        candidates.push(Command::HomeAdvantage);
    }
    for (player, cells) in legal_moves(state) {
        candidates.extend(cells.into_iter().map(|to| Command::Move { player, to }));
    }
    let phase = state.phase();
    let keeper_setup = matches!(state.pending(), Some(Pending::KeeperSetup { .. }));
    let substitutions = matches!(phase, Phase::Positioning { .. } | Phase::ThrowIn);
    for p in state.on_pitch(side) {
        let id = p.id();
        if phase == Phase::Three {
            candidates.push(Command::Tackle { player: id });
        }
        if state.holder() == Some(id) && phase == Phase::One {
            candidates.push(Command::DeclareShot { by: id });
            candidates.push(Command::DeclareCross { by: id });
            candidates.push(Command::KnockedOver {
                by: id,
                victim: None,
            });
        }
        if substitutions {
            for on in state.players().iter().filter(|q| {
                q.id().side == side
                    && (q.status() == PlayerStatus::Bench
                        || crate::reserve::reserve_keeper(state, q.id()).is_some())
            }) {
                candidates.push(Command::Substitute {
                    off: id,
                    on: on.id(),
                });
            }
        }
        if let Some(cell) = p.cell()
            && keeper_setup
            && state.is_keeper(id)
        {
            for c in cell.within(2) {
                for stance in [
                    KeeperStance::Bar,
                    KeeperStance::Standing,
                    KeeperStance::Lying,
                ] {
                    candidates.push(Command::SetKeeper {
                        keeper: id,
                        cell: c,
                        stance,
                    });
                }
            }
        }
    }
    if phase == Phase::Three {
        // Classic PRO quick round SYNCHRO: one offer, the (up to 4) players nearest the ball.
        let ball = state.ball().cell;
        let mut shifting: Vec<_> = state
            .on_pitch(side)
            .filter(|p| !state.is_keeper(p.id()) && !p.lying() && !p.moved())
            .filter_map(|p| Some((p.cell()?.distance_to(ball), p.id())))
            .collect();
        crate::short_sort::sort(&mut shifting);
        let players: Vec<_> = shifting
            .into_iter()
            .take(crate::classic::defence::SYNCHRO_MAX)
            .map(|(_, id)| id)
            .collect();
        candidates.push(Command::Synchro { players });
    }
    if let Some(reach) = crate::sliding::sliding_reach(state) {
        for p in state.on_pitch(side) {
            for to in p.cell().into_iter().flat_map(|c| c.within(reach)) {
                for standing in [false, true] {
                    candidates.push(Command::SlidingTackle {
                        player: p.id(),
                        to,
                        standing,
                    });
                }
            }
        }
    }
    match state.pending() {
        Some(Pending::Receiver { candidates: c, .. }) => {
            candidates.extend(c.iter().map(|p| Command::ChooseReceiver { player: *p }));
        }
        Some(Pending::BallCell { cells, .. }) => {
            candidates.extend(cells.iter().map(|c| Command::ChooseCell { cell: *c }));
        }
        Some(Pending::IntentionalFoul { defender, .. }) => {
            candidates.push(Command::Foul { player: *defender });
        }
        _ => {}
    }
    for c in candidates {
        if check(state, &c).is_ok() {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{cell, id, position};

    #[test]
    fn entering_the_ball_cell_shows_its_risk() {
        let s = position(
            &[(9, "E6", "")],
            &[(1, "E11", "V"), (4, "E7", ""), (5, "E5", ""), (6, "E8", "")],
            "home:9",
            Phase::Three,
        );
        let risk =
            |p: &str| ball_cell_entry(&s, id(p)).map(|r| (r.approach, r.foul_in_six, r.red_in_six));
        assert_eq!(risk("away:4"), Some((Approach::Front, 0, 0)));
        assert_eq!(risk("away:5"), Some((Approach::Rear, 3, 0)));
        assert_eq!(risk("away:6"), Some((Approach::Far, 6, 3)));
        assert_eq!(risk("away:1"), None, "too far for a 3-cell move");
    }

    #[test]
    fn move_targets_and_declarations_follow_check() {
        let s = position(
            &[(9, "D8", "R"), (10, "C3", "")],
            &[(1, "E11", "V")],
            "home:9",
            Phase::One,
        );
        assert_eq!(
            open_declarations(&s),
            vec![Declaration::Pass, Declaration::Drive, Declaration::Shot]
        );
        let p2 = position(
            &[(9, "E6", ""), (10, "C3", "")],
            &[(1, "E11", "V")],
            "home:9",
            Phase::Two,
        );
        let targets = move_targets(&p2, id("home:10"));
        assert!(targets.contains(&cell("C6")) && !targets.contains(&cell("C7")));
        assert_eq!(targets.len(), cell("C3").within(3).count() - 1);
        assert!(commands(&p2).contains(&Command::EndPhase));
    }
}
