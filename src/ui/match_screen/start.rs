//! Where a match kept in memory starts: a scenario's or a test's position, the test
//! kick-off, and the loose set-up that names their sides "Home" and "Away".

use super::MatchScreen;
use crate::ui::lineup::kick_off_442;
use hexkick_rules::pitch::Cell;
use hexkick_rules::rules::RuleSet;
use hexkick_rules::squad::{PlayerId, Side, Squad};
use hexkick_rules::state::SetupError;
use hexkick_rules::state::{MatchState, Setup, SetupPlayer};
use hexkick_storage::{MemoryStore, Saves, Store};
use hexkick_table::{Coach, MatchSetup, Table};

/// Seed of the test position's dice.
const TEST_SEED: u64 = 7;

impl MatchScreen {
    /// A match from a position (a scenario's, a test's), pass-and-play, its dice seeded with
    /// `seed`, kept in memory only. The sides are called "Home" and "Away", as the default
    /// pegs show them.
    pub fn at_position(state: MatchState, seed: u64) -> Self {
        Self::at_position_with_ai(state, seed, &[])
    }

    /// [`MatchScreen::at_position`] with the AI coaching `ai` (at the normal level).
    pub fn at_position_with_ai(state: MatchState, seed: u64, ai: &[Side]) -> Self {
        let memory: Box<dyn Store> = Box::new(MemoryStore::default());
        let mut setup = loose_setup(seed);
        for side in ai {
            let coach = Coach::Ai(hexkick_ai::Difficulty::Normal);
            match side {
                Side::Home => setup.home.coach = coach,
                Side::Away => setup.away.coach = coach,
            }
        }
        Self::new(Table::at_position(setup, state, Saves::new(memory)))
    }

    /// A new 2024 BASE match between the standard squads, pass-and-play, at the coin toss,
    /// kept in memory only.
    pub fn pass_and_play(seed: u64) -> Result<Self, SetupError> {
        let squad = Squad::standard_base();
        let state = MatchState::new_match(RuleSet::default(), &squad, &squad)
            .map_err(|e| SetupError(format!("the standard squads: {e}")))?;
        Ok(Self::at_position(state, seed))
    }

    /// The test position: the standard squads after the coin toss, home's 9 on the ball in
    /// the centre cell, PHASE 1 (test mode and the frame benchmark start here).
    pub fn test_position() -> Result<Self, SetupError> {
        Self::test_position_with_ai(&[])
    }

    /// The test position with the AI coaching `ai`.
    pub fn test_position_with_ai(ai: &[Side]) -> Result<Self, SetupError> {
        Ok(Self::at_position_with_ai(test_kick_off()?, TEST_SEED, ai))
    }
}

/// The test position: the standard squads in the 4-4-2 kick-off line-up ([`kick_off_442`]),
/// home's 9 stepped onto the ball in the centre cell, PHASE 1 of home's kick-off turn. The
/// native smoke test's picture checks know this line-up.
pub(super) fn test_kick_off() -> Result<MatchState, SetupError> {
    let squad = Squad::standard_base();
    let lineup = kick_off_442();
    let nine = PlayerId::new(Side::Home, 9);
    // Everyone at his 4-4-2 kick-off cell, but home's 9 on the ball.
    let cell_of = |id: PlayerId| {
        if id == nine {
            Some(Cell::CENTRE)
        } else {
            lineup.iter().find(|(q, _)| *q == id).map(|(_, c)| *c)
        }
    };
    let players = Side::BOTH
        .into_iter()
        .flat_map(|side| squad.players.iter().map(move |p| (side, p)))
        .map(|(side, p)| {
            let id = PlayerId::new(side, p.number.0);
            SetupPlayer {
                id,
                cell: cell_of(id),
                name: Some(p.name.clone()),
                skills: p.skills,
            }
        })
        .collect();
    let setup = Setup {
        players,
        holder: Some(nine),
        ..Setup::default()
    };
    MatchState::from_setup(&setup).map_err(|e| SetupError(format!("the test kick-off: {e}")))
}

/// The set-up that names the sides of a match kept in memory only (scenario and test
/// positions): "Home" and "Away", as the default pegs show them.
fn loose_setup(seed: u64) -> MatchSetup {
    let mut setup = MatchSetup::quick(Coach::Human, Coach::Human, seed);
    setup.home.look.name = "Home".to_string();
    setup.away.look.name = "Away".to_string();
    setup
}

#[cfg(test)]
mod tests {
    use super::{Cell, PlayerId, Side, test_kick_off};
    use hexkick_physics::tabletop::peg_points;
    use hexkick_rules::state::Phase;

    #[test]
    fn the_test_position_is_phase_one_with_home_nine_on_the_ball() {
        let s = test_kick_off().expect("the test kick-off");
        assert_eq!(s.phase(), Phase::One);
        assert_eq!(s.holder(), Some(PlayerId::new(Side::Home, 9)));
        assert_eq!(s.ball().cell, Cell::CENTRE);
        assert_eq!(peg_points(&s).len(), 22);
    }
}
