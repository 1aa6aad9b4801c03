//! PHASE 1 for the AI (and the kick of a declared shot or cross): shoot, pass, drive or
//! cross, or decline a skill replay, each weighed through the real physics by [`Kicker`].

use super::{Brain, after, home_advantage_first};
use crate::eval::value;
use crate::kick::{Candidate, Kicker, Search};
use crate::reason::Reason;
use hexkick_physics::tabletop as table;
use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration, KeeperStance};
use hexkick_rules::duel;
use hexkick_rules::legal;
use hexkick_rules::pitch::{CELL_WIDTH_CM, Zone};
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::{MatchState, Pending};

impl Brain {
    /// PHASE 1: shoot, pass, drive or cross, or decline a skill replay.
    pub(super) fn kick(&mut self, state: &MatchState) -> Option<Command> {
        let by = state.holder()?;
        let search = self.level.search();
        let declares = legal::open_declarations(state);
        let kicker = Kicker::new(state, &table::board(state, None))?;
        let ready = match state.pending() {
            Some(Pending::ShotReady { .. }) => Some(Declaration::Shot),
            Some(Pending::CrossReady { .. }) => Some(Declaration::Cross),
            _ => None,
        };
        if let Some(declared) = ready {
            let best = kicker.best(&[declared], &search, &mut self.rng);
            return best
                .and_then(|b| kicker.strike(&b, search.noise, &mut self.rng))
                .or_else(|| kicker.tap(declared))
                .map(|struck| self.keep(struck));
        }
        let plays: Vec<Declaration> = declares
            .iter()
            .copied()
            .filter(|d| *d != Declaration::Shot)
            .collect();
        let best_play = kicker.best(&plays, &search, &mut self.rng);
        if declares.contains(&Declaration::Shot) {
            let shot = self.expected_shot(state, &search, &kicker);
            let beats = |b: &Candidate| shot.as_ref().is_some_and(|s| s.value > b.value);
            if best_play.as_ref().is_none_or(beats) && shot.is_some() {
                let declare = Command::DeclareShot { by };
                if check(state, &declare).is_ok() {
                    return Some(self.say(declare, shot_reason(state, by)));
                }
            }
        }
        let decline = check(state, &Command::EndPhase).is_ok();
        if decline {
            let stay = after(state, Command::EndPhase).map(|s| value(&s, by.side));
            if let (Some(stay), Some(b)) = (stay, &best_play)
                && stay >= b.value
            {
                return Some(Command::EndPhase);
            }
        }
        let declare_cross = Command::DeclareCross { by };
        if best_play
            .as_ref()
            .is_some_and(|b| b.declare == Declaration::Cross)
            && state.rules().level >= hexkick_rules::rules::Level::Complete
            && check(state, &declare_cross).is_ok()
        {
            return Some(self.say(declare_cross, Reason::DeclareCross { by }));
        }
        let kick = best_play
            .and_then(|b| kicker.strike(&b, search.noise, &mut self.rng))
            .or_else(|| plays.first().and_then(|d| kicker.tap(*d)))
            .map(|struck| self.keep(struck))
            .or(decline.then_some(Command::EndPhase));
        match &kick {
            Some(Command::Kick {
                by,
                declare,
                outcome,
                ..
            }) if duel::dribble::dribble_opponent(state, *by, *declare, outcome).is_some() => {
                home_advantage_first(state).or(kick)
            }
            _ => kick,
        }
    }

    /// The best shot against the goalkeeper as he is likely to wait for it: with the bar
    /// from his goal box against a shot from outside the area, else standing (as he stands
    /// on `kicker`'s board, which is reused then).
    fn expected_shot(
        &mut self,
        state: &MatchState,
        search: &Search,
        kicker: &Kicker<'_>,
    ) -> Option<Candidate> {
        let shooter = state.holder()?;
        let defended = state.attacks(shooter.side);
        let stance = state.keeper(shooter.side.opponent()).and_then(|k| {
            let cell = state.position(k)?;
            let bar = Zone::GoalBox.contains(defended, cell)
                && !Zone::PenaltyArea.contains(defended, state.ball().cell);
            bar.then_some((k, cell, KeeperStance::Bar))
        });
        let Some(stance) = stance else {
            return kicker.best(&[Declaration::Shot], search, &mut self.rng);
        };
        let barred = Kicker::new(state, &table::board(state, Some(stance)))?;
        barred.best(&[Declaration::Shot], search, &mut self.rng)
    }
}

/// Why `by` declares a shot: how far out, and whether from outside the area (the keeper may
/// take the bar then).
fn shot_reason(state: &MatchState, by: PlayerId) -> Reason {
    let ball = state.ball().cell;
    let end = state.attacks(by.side);
    Reason::DeclareShot {
        by,
        cells: (ball.centre().distance_to(end.goal_centre()) / CELL_WIDTH_CM).round() as u32,
        outside_area: !Zone::PenaltyArea.contains(end, ball),
    }
}
