//! The headline over the pitch: whose decision it is and what to do, in the teams' names
//! ("Blue — PHASE 3: move up to 2 cells").

use super::prompt::{MoveKind, Prompt, prompt};
use super::setup::MatchSetup;
use crate::core::command::Declaration;
use crate::core::event::RestartKind;
use crate::core::squad::Side;
use crate::core::state::MatchState;

/// A side's display name in this match.
pub fn team_name(setup: &MatchSetup, side: Side) -> &str {
    &setup.team(side).look.name
}

/// A restart in words: "corner", "free kick", ...
pub fn restart_name(kind: RestartKind) -> &'static str {
    match kind {
        RestartKind::KickOff => "kick-off",
        RestartKind::ThrowIn => "throw-in",
        RestartKind::FreeKick => "free kick",
        RestartKind::Penalty => "penalty",
        RestartKind::Corner => "corner",
        RestartKind::GoalKick => "goal kick",
    }
}

/// A declaration in words.
pub fn declaration_name(declare: Declaration) -> &'static str {
    match declare {
        Declaration::Pass => "pass",
        Declaration::Drive => "drive",
        Declaration::Cross => "cross",
        Declaration::Shot => "shot",
    }
}

/// "s" when `n` is not 1.
fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Who decides now: the team's name, and in the 4-player mode which of its two coaches
/// ("Blue, coach 2").
pub fn acting_coach_name(state: &MatchState, setup: &MatchSetup) -> String {
    let team = team_name(setup, state.acting_side());
    if state.rules().extras.four_players {
        format!("{team}, coach {}", state.acting_coach().seat)
    } else {
        team.to_string()
    }
}

/// "Blue 9".
fn who(setup: &MatchSetup, id: crate::core::squad::PlayerId) -> String {
    format!("{} {}", team_name(setup, id.side), id.number.0)
}

/// The headline for `state`.
pub fn headline(state: &MatchState, setup: &MatchSetup) -> String {
    let team = acting_coach_name(state, setup);
    let what = match prompt(state) {
        Prompt::MatchOver { result } => {
            return format!(
                "Full time: {} {} – {} {}",
                team_name(setup, Side::Home),
                result.home,
                result.away,
                team_name(setup, Side::Away)
            );
        }
        Prompt::CoinToss => "toss the coin for the kick-off".to_string(),
        Prompt::Kick(k)
            if k.shot_ready
                && k.declarations
                    .iter()
                    .any(|d| d.declare == Declaration::Drive) =>
        {
            "PHASE 1: take the declared shot, or dribble the goalkeeper".to_string()
        }
        Prompt::Kick(k) if k.shot_ready => "PHASE 1: take the declared shot".to_string(),
        Prompt::Kick(k) if k.cross_ready => "PHASE 1: play the declared cross".to_string(),
        Prompt::IntentionalFoul { .. } => {
            let dribbler = match state.pending() {
                Some(crate::core::state::Pending::IntentionalFoul { kick, .. }) => {
                    who(setup, kick.by)
                }
                _ => "the dribbler".to_string(),
            };
            format!("foul {dribbler} on purpose or let him go")
        }
        Prompt::CrossDeclared(c) if c.defence => {
            "cross declared: step your headers in or slide".to_string()
        }
        Prompt::CrossDeclared(_) => "cross declared: step your headers in".to_string(),
        Prompt::Kick(k) => {
            let open: Vec<&str> = k
                .declarations
                .iter()
                .map(|d| declaration_name(d.declare))
                .collect();
            let again = if k.replay.is_some() { " again" } else { "" };
            let restart = k
                .restart
                .map(|r| format!(" the {}", restart_name(r.kind)))
                .unwrap_or_default();
            format!("PHASE 1: kick{again}{restart} ({})", open.join(", "))
        }
        Prompt::SetKeeper(k) if !k.slides.is_empty() => format!(
            "set your goalkeeper or slide: {} shoots",
            who(setup, k.shooter)
        ),
        Prompt::SetKeeper(k) => {
            format!("set your goalkeeper for {}'s shot", who(setup, k.shooter))
        }
        Prompt::ChooseReceiver { .. } => "choose who takes the ball".to_string(),
        Prompt::ChooseCell { .. } => "choose the ball's cell (it lies on a line)".to_string(),
        Prompt::Move(m) => match m.kind {
            MoveKind::Attack => format!("PHASE 2: move up to {} cell{}", m.up_to, plural(m.up_to)),
            MoveKind::Defence => {
                format!("PHASE 3: move up to {} cell{}", m.up_to, plural(m.up_to))
            }
            // Classic "THROW IN" sets no limit to the walk (u8::MAX).
            MoveKind::ThrowIn if m.up_to == u8::MAX => {
                "throw-in: walk the thrower to the ball".to_string()
            }
            MoveKind::ThrowIn => format!(
                "throw-in: walk the thrower to the ball (up to {} cells)",
                m.up_to
            ),
        },
        Prompt::Bump { player, .. } => {
            format!("step {} aside to an empty cell", player.number.0)
        }
        Prompt::Place(p) => match p.restart {
            Some(r) => format!("place your players for the {}", restart_name(r.kind)),
            None => "place your players".to_string(),
        },
    };
    format!("{team} — {what}")
}
