//! Words for the coaches: the headline (whose decision it is, in which phase) and one line
//! per event for the event log.

use crate::core::check::move_allowance;
use crate::core::command::{Declaration, KeeperStance};
use crate::core::event::{Approach, CardColour, CodReason, Event, RestartKind};
use crate::core::outcome::KickStyle;
use crate::core::squad::{PlayerId, Side};
use crate::core::state::{MatchState, Pending, Phase};

/// A side as the coaches call it.
pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Home => "Home",
        Side::Away => "Away",
    }
}

/// A player as the log names him: "Home 9".
pub fn player_word(id: PlayerId) -> String {
    format!("{} {}", side_word(id.side), id.number.0)
}

/// A declaration in words.
pub fn declaration_word(d: Declaration) -> &'static str {
    match d {
        Declaration::Pass => "Pass",
        Declaration::Drive => "Dribble",
        Declaration::Cross => "Cross",
        Declaration::Shot => "Shot",
    }
}

/// A kick style in words.
pub fn style_word(s: KickStyle) -> &'static str {
    match s {
        KickStyle::Low => "Low",
        KickStyle::Lob => "Lob",
        KickStyle::Header => "Header",
    }
}

/// A keeper stance in words.
pub fn stance_word(s: KeeperStance) -> &'static str {
    match s {
        KeeperStance::Bar => "Bar",
        KeeperStance::Standing => "Standing",
        KeeperStance::Lying => "Lying",
    }
}

/// A restart in words.
pub fn restart_word(kind: RestartKind) -> &'static str {
    match kind {
        RestartKind::KickOff => "kick-off",
        RestartKind::ThrowIn => "throw-in",
        RestartKind::FreeKick => "free kick",
        RestartKind::Penalty => "penalty",
        RestartKind::Corner => "corner",
        RestartKind::GoalKick => "goal kick",
    }
}

/// Whose decision it is and what it is, in words: "Away - PHASE 3: move up to 2 cells".
pub fn headline(state: &MatchState) -> String {
    let side = side_word(state.acting_side());
    match state.pending() {
        Some(Pending::KeeperSetup { shooter }) => {
            return format!(
                "{side} - {} will shoot: set your goalkeeper",
                player_word(*shooter)
            );
        }
        Some(Pending::ShotReady { shooter }) => {
            return format!("{side} - {} takes the declared shot", player_word(*shooter));
        }
        Some(Pending::Receiver { .. }) => return format!("{side} - choose who takes the ball"),
        Some(Pending::BallCell { player, .. }) => {
            return format!(
                "{side} - the ball is on a line: choose {}'s cell",
                player_word(*player)
            );
        }
        Some(Pending::Bump { player }) => {
            return format!("{side} - {} steps aside", player_word(*player));
        }
        Some(Pending::IntentionalFoul { defender, .. }) => {
            return format!(
                "{side} - {} was dribbled: foul him or let him go",
                player_word(*defender)
            );
        }
        Some(Pending::CrossDeclared { crosser, .. }) => {
            return format!("{side} - {} will cross: answer it", player_word(*crosser));
        }
        Some(Pending::CrossReady { crosser }) => {
            return format!(
                "{side} - {} takes the declared cross",
                player_word(*crosser)
            );
        }
        None => {}
    }
    match state.phase() {
        Phase::CoinToss => "Toss the coin for the kick-off".to_string(),
        Phase::Positioning { placing } => {
            let kind = state.restart().map_or("restart", |r| restart_word(r.kind));
            let who = if placing == state.to_play() {
                "attackers place first"
            } else {
                "defenders place"
            };
            format!("{} - {kind}: {who}", side_word(placing))
        }
        Phase::ThrowIn => format!("{side} - walk the thrower to the throw-in point"),
        Phase::One => match state.turn().replay.player {
            Some(p) if state.turn().kicks > 0 => {
                format!("{side} - PHASE 1: {} may kick again", player_word(p))
            }
            _ => format!("{side} - PHASE 1: kick"),
        },
        Phase::Two | Phase::Three => {
            let cells = move_allowance(state);
            format!(
                "{side} - PHASE {}: move up to {cells} cell{}",
                state.phase().name(),
                if cells == 1 { "" } else { "s" }
            )
        }
        Phase::FullTime => "Full time".to_string(),
    }
}

fn reason_word(reason: CodReason) -> &'static str {
    match reason {
        CodReason::Nearest => "nearest to the ball",
        CodReason::Touched => "tie: he touched the ball",
        CodReason::ShortPass => "tie after a short pass: attack wins",
        CodReason::DefenceWinsTie => "tie after a long pass, cross or shot: defence wins",
        CodReason::Header => "first to the cross: header",
        CodReason::Chosen => "chosen by his coach",
    }
}

/// One line for the event log, or `None` for events shown another way (clock ticks, phases).
pub fn event_line(event: &Event) -> Option<String> {
    Some(match event {
        Event::CoinToss { roll, kicks_off } => {
            format!("Coin toss ({roll}): {} kicks off", side_word(*kicks_off))
        }
        Event::Kick {
            by, declare, style, ..
        } => format!(
            "{} - {} ({})",
            player_word(*by),
            declaration_word(*declare),
            style_word(*style).to_lowercase()
        ),
        Event::SkillUsed { player, skill } => {
            format!("{} uses {}", player_word(*player), skill.name())
        }
        Event::ShotDeclared { by } => format!("{} declares a shot", player_word(*by)),
        Event::KeeperSet {
            keeper,
            cell,
            stance,
        } => format!(
            "{} waits {} on {cell}",
            player_word(*keeper),
            stance_word(*stance).to_lowercase()
        ),
        Event::BallOnLine { cells } => {
            let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
            format!("Ball on the line {}", names.join("/"))
        }
        Event::Possession {
            player,
            cell,
            reason,
            ..
        } => format!(
            "{} takes the ball on {cell} ({})",
            player_word(*player),
            reason_word(*reason)
        ),
        Event::LongBall { cells } => format!("Long ball: everyone moves up to {cells} cells"),
        Event::Header { player } => format!("{} heads it", player_word(*player)),
        Event::KeeperPickUp { keeper } => format!("{} picks the ball up", player_word(*keeper)),
        Event::SkillAvailable { player, skill } => {
            format!("{} may replay ({})", player_word(*player), skill.name())
        }
        Event::Marked { player, by } => {
            format!("{} marks {}", player_word(*by), player_word(*player))
        }
        Event::CounterAttack { side } => format!("Counter-attack: {}", side_word(*side)),
        Event::Move { player, from, to } => {
            format!("{} {from} -> {to}", player_word(*player))
        }
        Event::Dice { roll, purpose } => format!("Die: {roll} ({purpose})"),
        Event::EnterBallCell { player, approach } => format!(
            "{} enters the ball cell from {}",
            player_word(*player),
            match approach {
                Approach::Front => "the front",
                Approach::Rear => "behind",
                Approach::Far => "afar",
            }
        ),
        Event::Tackle { player, won } => format!(
            "{} tackles: {}",
            player_word(*player),
            if *won { "wins the ball" } else { "misses" }
        ),
        Event::Duel {
            attacker,
            defender,
            attack,
            defence,
            winner,
            ..
        } => format!(
            "Duel {} {attack} v {defence} {}: {} wins",
            player_word(*attacker),
            player_word(*defender),
            player_word(*winner)
        ),
        Event::LiesDown { player } => format!("{} lies down", player_word(*player)),
        Event::StandsUp { player } => format!("{} stands up", player_word(*player)),
        Event::Foul { by, at } => format!("Foul by {} on {at}", player_word(*by)),
        Event::Card { player, colour } => format!(
            "{} card: {}",
            match colour {
                CardColour::Yellow => "Yellow",
                CardColour::Red => "Red",
            },
            player_word(*player)
        ),
        Event::SentOff { player } => format!("{} is sent off", player_word(*player)),
        Event::Offside { player } => format!("Offside: {}", player_word(*player)),
        Event::Out { last_touch } => format!("Out (last touch {})", player_word(*last_touch)),
        Event::Goal { side, scorer } => {
            format!("GOAL! {} ({})", side_word(*side), player_word(*scorer))
        }
        Event::Restart { kind, side, cell } => {
            format!("{} {} on {cell}", side_word(*side), restart_word(*kind))
        }
        Event::Place { player, cell } => format!("{} placed on {cell}", player_word(*player)),
        Event::Substitution { off, on } => {
            format!("{} on for {}", player_word(*on), player_word(*off))
        }
        Event::HalfTime => "Half time".to_string(),
        Event::SecondHalf { kicks_off } => {
            format!("Second half: {} kicks off", side_word(*kicks_off))
        }
        Event::FullTime { result } => format!("Full time {} - {}", result.home, result.away),
        Event::Clock { .. } | Event::Phase { .. } => return None,
        // Events of the advanced rule levels read as their names until they get their own line.
        other => super::prompts::humanize(other.name()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::RuleSet;
    use crate::core::squad::Squad;

    #[test]
    fn the_headline_names_the_side_and_the_phase() {
        let squad = Squad::standard_base();
        let s = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("match");
        assert_eq!(headline(&s), "Toss the coin for the kick-off");
    }

    #[test]
    fn a_tie_is_explained_in_one_line() {
        let line = event_line(&Event::Possession {
            player: PlayerId::new(Side::Away, 4),
            cell: "E7".parse().expect("cell"),
            moved: 1,
            reason: CodReason::DefenceWinsTie,
        });
        assert_eq!(
            line.as_deref(),
            Some(
                "Away 4 takes the ball on E7 (tie after a long pass, cross or shot: defence wins)"
            )
        );
        assert_eq!(event_line(&Event::HalfTime).as_deref(), Some("Half time"));
    }
}
