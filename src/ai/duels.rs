//! The AI's answers to the choices of the 2024 COMPLETE duels: whether a beaten defender
//! stops the dribbler with an intentional foul.

use crate::core::command::Command;
use crate::core::kick::rest_cells;
use crate::core::pitch::Zone;
use crate::core::state::{MatchState, Pending};

/// A beaten defender fouls on purpose when the dribbler would otherwise run on into the
/// defence third, as long as the foul costs no penalty and no second yellow (a red card).
pub fn intentional_foul(state: &MatchState) -> Command {
    let Some(Pending::IntentionalFoul { defender, kick }) = state.pending() else {
        return Command::EndPhase;
    };
    let own_end = state.defends(defender.side);
    let booked = state.player(*defender).is_some_and(|p| p.booked());
    let in_area = state
        .position(*defender)
        .is_none_or(|c| Zone::PenaltyArea.contains(own_end, c));
    let through = rest_cells(&kick.outcome)
        .first()
        .is_some_and(|c| Zone::Defence.contains(own_end, *c));
    if through && !booked && !in_area {
        Command::Foul { player: *defender }
    } else {
        Command::EndPhase
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::command::Declaration;
    use crate::core::dice::ScriptedDice;
    use crate::core::execute::execute;
    use crate::core::outcome::KickStyle;
    use crate::core::rules::{Level, RuleSet};
    use crate::core::squad::{PlayerId, Side, SkillSet};
    use crate::core::state::{Phase, Setup, SetupPlayer};

    fn dribble_to(rest: &str, booked: bool) -> MatchState {
        let player = |side, n: u8, cell: &str, skills: &str| SetupPlayer {
            id: PlayerId::new(side, n),
            name: None,
            cell: cell.parse().ok(),
            skills: SkillSet::parse(skills).expect("skills"),
        };
        let holder = PlayerId::new(Side::Home, 9);
        let defender = PlayerId::new(Side::Away, 4);
        let mut s = MatchState::from_setup(&Setup {
            rules: RuleSet {
                level: Level::Complete,
                ..RuleSet::default()
            },
            players: vec![
                player(Side::Home, 9, "E6", "RR"),
                player(Side::Away, 4, "E7", "B"),
                player(Side::Away, 1, "E11", "V"),
            ],
            ball: "E6".parse().expect("cell"),
            holder: Some(holder),
            to_play: Side::Home,
            phase: Phase::One,
            booked: if booked { vec![defender] } else { vec![] },
            ..Setup::default()
        })
        .expect("setup");
        let kick = Command::rolled_kick(
            holder,
            Declaration::Drive,
            KickStyle::Low,
            "E6".parse().expect("cell"),
            rest.parse().expect("cell"),
        );
        execute(&mut s, kick, &mut ScriptedDice::new([6, 2])).expect("dribble");
        s
    }

    #[test]
    fn a_beaten_defender_fouls_a_dribbler_running_into_his_third() {
        let s = dribble_to("E9", false);
        assert!(matches!(s.pending(), Some(Pending::IntentionalFoul { .. })));
        assert!(matches!(intentional_foul(&s), Command::Foul { .. }));
    }

    #[test]
    fn no_foul_in_midfield_or_when_already_booked() {
        assert_eq!(
            intentional_foul(&dribble_to("E7", false)),
            Command::EndPhase
        );
        assert_eq!(intentional_foul(&dribble_to("E9", true)), Command::EndPhase);
    }
}
