//! Positions for the AI's unit tests.

use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, SkillSet};
use hexkick_rules::state::{MatchState, Phase, Setup, SetupPlayer};

/// A PHASE 1 position: `(player, cell, skills)` triples and the ball at `ball` held by
/// `holder`, whose side plays.
pub fn position(players: &[(&str, &str, &str)], ball: &str, holder: &str) -> MatchState {
    position_in(players, ball, holder, Phase::One)
}

/// The same position in another phase.
pub fn position_in(
    players: &[(&str, &str, &str)],
    ball: &str,
    holder: &str,
    phase: Phase,
) -> MatchState {
    let parse_cell = |c: &str| c.parse::<Cell>().expect("cell");
    let holder: PlayerId = holder.parse().expect("holder");
    let setup = Setup {
        players: players
            .iter()
            .map(|(id, cell, skills)| SetupPlayer {
                id: id.parse().expect("player"),
                name: None,
                cell: Some(parse_cell(cell)),
                skills: SkillSet::parse(skills).expect("skills"),
            })
            .collect(),
        ball: parse_cell(ball),
        holder: Some(holder),
        to_play: holder.side,
        phase,
        ..Setup::default()
    };
    MatchState::from_setup(&setup).expect("setup")
}
