//! How a match starts: the squads lined up in the standard formation at the coin toss, a
//! competition's absent players out of it, or a position ([`Setup`]) with what the rules make
//! of it.

use crate::error::SetupError;
use crate::pitch::Cell;
use crate::rules::RuleSet;
use crate::situation::Phase;
use crate::squad::{PLAYERS_ON_PITCH, PlayerId, Side, Squad};
use crate::state::{MatchState, Setup, SetupPlayer};

impl MatchState {
    /// Builds a state from a position (scenarios, tests, puzzles). What the rules make of
    /// the position (the team fatigue of a clock past 60', the next penalty of a shootout
    /// under way) is part of it, not of any match's history.
    pub fn from_setup(setup: &Setup) -> Result<MatchState, SetupError> {
        let mut state = setup.build()?;
        let mut start = Vec::new();
        crate::tournament::after_clock(&mut state, &mut start);
        if state.shootout().is_some() {
            crate::shootout::next_penalty(&mut state, &mut start);
        }
        Ok(state)
    }

    /// A new match at the coin toss, both squads in the standard formation.
    pub fn new_match(rules: RuleSet, home: &Squad, away: &Squad) -> Result<MatchState, SetupError> {
        Self::new_match_without(rules, home, away, &[])
    }

    /// A new match at the coin toss with `absent` players out of it (unavailable, off the
    /// pitch): a competition's match, or a saved one replayed from its record.
    pub fn new_match_without(
        rules: RuleSet,
        home: &Squad,
        away: &Squad,
        absent: &[PlayerId],
    ) -> Result<MatchState, SetupError> {
        let mut players = Vec::new();
        let mut duel_numbers = Vec::new();
        for (side, squad) in [(Side::Home, home), (Side::Away, away)] {
            squad
                .validate()
                .map_err(|e| SetupError(format!("{} squad: {e}", side.name())))?;
            for (i, p) in squad.players.iter().enumerate() {
                let cell = FORMATION.get(i).copied();
                let cell = match side {
                    Side::Home => cell,
                    Side::Away => cell.map(Cell::rotated_half_turn),
                };
                let id = PlayerId {
                    side,
                    number: p.number,
                };
                if let Some(d) = p.duel {
                    duel_numbers.push((id, d));
                }
                players.push(SetupPlayer {
                    id,
                    name: Some(p.name.clone()),
                    cell,
                    skills: p.skills,
                });
            }
        }
        let setup = Setup {
            rules,
            players,
            ball: Cell::CENTRE,
            holder: None,
            to_play: Side::Home,
            phase: Phase::CoinToss,
            duel_numbers,
            absent: absent.to_vec(),
            ..Setup::default()
        };
        Self::from_setup(&setup)
    }
}

/// The standard formation of the home side in the first half (the away side is its half
/// turn): the first eleven of a squad, in squad order.
const FORMATION: [Cell; PLAYERS_ON_PITCH] = [
    Cell::of('E', 1),
    Cell::of('B', 3),
    Cell::of('D', 3),
    Cell::of('F', 3),
    Cell::of('H', 3),
    Cell::of('D', 5),
    Cell::of('A', 5),
    Cell::of('F', 5),
    Cell::of('E', 5),
    Cell::of('C', 5),
    Cell::of('I', 5),
];
