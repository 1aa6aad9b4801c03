//! Small builders for the core's unit tests.

use crate::pitch::Cell;
use crate::squad::{PlayerId, Side, SkillSet};
use crate::state::{MatchState, Phase, Setup, SetupPlayer};

/// A cell from its name.
pub fn cell(name: &str) -> Cell {
    name.parse().expect("test cell name")
}

/// A player id from its text.
pub fn id(text: &str) -> PlayerId {
    text.parse().expect("test player id")
}

/// A position: players as (number, cell, skills) per side, the ball with `holder`.
pub fn position(
    home: &[(u8, &str, &str)],
    away: &[(u8, &str, &str)],
    holder: &str,
    phase: Phase,
) -> MatchState {
    MatchState::from_setup(&setup(home, away, holder, phase)).expect("test setup")
}

/// The set-up of a [`position`], to change (its rules, clock, score) before it is built.
pub fn setup(
    home: &[(u8, &str, &str)],
    away: &[(u8, &str, &str)],
    holder: &str,
    phase: Phase,
) -> Setup {
    let mut players = Vec::new();
    for (side, list) in [(Side::Home, home), (Side::Away, away)] {
        for (n, c, skills) in list {
            players.push(SetupPlayer {
                id: PlayerId::new(side, *n),
                name: None,
                cell: Some(cell(c)),
                skills: SkillSet::parse(skills).expect("test skills"),
            });
        }
    }
    let holder = id(holder);
    let ball = players
        .iter()
        .find(|p| p.id == holder)
        .and_then(|p| p.cell)
        .expect("holder listed");
    Setup {
        players,
        ball,
        holder: Some(holder),
        to_play: holder.side,
        phase,
        ..Setup::default()
    }
}
