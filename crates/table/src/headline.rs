//! The headline over the pitch: whose decision it is and what to do, in the teams' names
//! ("Blue — PHASE 3: move up to 2 cells").

use super::prompt::{MoveKind, Prompt, prompt};
use super::setup::MatchSetup;
use hexkick_i18n::{tr, tr_key, trf};
use hexkick_rules::command::Declaration;
use hexkick_rules::event::RestartKind;
use hexkick_rules::squad::Side;
use hexkick_rules::state::MatchState;

/// A side's display name in this match (the game's own sides in the player's language).
pub fn team_name(setup: &MatchSetup, side: Side) -> &str {
    shown_name(&setup.team(side).look.name)
}

/// The game's own sides' names and their catalogue keys: the tutorial's Red and Blue (keyed
/// apart from the skill colours "Red" and "Blue"), the standard teams, and the test and
/// scenario positions' Home and Away.
const OWN_NAMES: [(&str, &str); 6] = [
    ("Red", tr_key("Red (the side)")),
    ("Blue", tr_key("Blue (the side)")),
    ("Standard Red", tr_key("Standard Red")),
    ("Standard Blue", tr_key("Standard Blue")),
    ("Home", tr_key("Home")),
    ("Away", tr_key("Away")),
];

/// A team's name as the player reads it: the game's own sides ("Red", "Standard Blue") in
/// the player's language, every other team by its own name.
pub fn shown_name(name: &str) -> &str {
    match OWN_NAMES.iter().find(|(own, _)| *own == name) {
        Some((_, key)) if hexkick_i18n::lang() != hexkick_i18n::Lang::En => tr(key),
        _ => name,
    }
}

/// A restart in words: "corner", "free kick", ...
pub fn restart_name(kind: RestartKind) -> &'static str {
    match kind {
        RestartKind::KickOff => tr("kick-off"),
        RestartKind::ThrowIn => tr("throw-in"),
        RestartKind::FreeKick => tr("free kick"),
        RestartKind::Penalty => tr("penalty"),
        RestartKind::Corner => tr("corner"),
        RestartKind::GoalKick => tr("goal kick"),
    }
}

/// A declaration in words.
pub fn declaration_name(declare: Declaration) -> &'static str {
    match declare {
        Declaration::Pass => tr("pass"),
        Declaration::Drive => tr("drive"),
        Declaration::Cross => tr("cross"),
        Declaration::Shot => tr("shot"),
    }
}

/// "PHASE 2: move up to 1 cell" / "... 2 cells": the template for one cell or for several.
fn cells(n: u8, one: &'static str, many: &'static str) -> String {
    trf(if n == 1 { one } else { many }, &[&n.to_string()])
}

/// Who decides now: the team's name, and in the 4-player mode which of its two coaches
/// ("Blue, coach 2").
pub fn acting_coach_name(state: &MatchState, setup: &MatchSetup) -> String {
    let team = team_name(setup, state.acting_side());
    if state.rules().extras.four_players {
        trf(
            "{0}, coach {1}",
            &[team, &state.acting_coach().seat.to_string()],
        )
    } else {
        team.to_string()
    }
}

/// A player in this match's words: "Blue 9". The standard teams' players go by their
/// colour ("Red 9", not "Standard Red 9"); every other team's by the team's name.
pub fn player_name(setup: &MatchSetup, id: hexkick_rules::squad::PlayerId) -> String {
    let team = match setup.team(id.side).look.name.as_str() {
        "Standard Red" => shown_name("Red"),
        "Standard Blue" => shown_name("Blue"),
        name => shown_name(name),
    };
    format!("{team} {}", id.number.0)
}

/// The headline for `state`.
pub fn headline(state: &MatchState, setup: &MatchSetup) -> String {
    let team = acting_coach_name(state, setup);
    let what = match prompt(state) {
        Prompt::MatchOver { result } => {
            return trf(
                "Full time: {0} {1} – {2} {3}",
                &[
                    team_name(setup, Side::Home),
                    &result.home.to_string(),
                    &result.away.to_string(),
                    team_name(setup, Side::Away),
                ],
            );
        }
        Prompt::CoinToss => tr("toss the coin for the kick-off").to_string(),
        Prompt::Kick(k)
            if k.shot_ready
                && k.declarations
                    .iter()
                    .any(|d| d.declare == Declaration::Drive) =>
        {
            tr("PHASE 1: take the declared shot, or dribble the goalkeeper").to_string()
        }
        Prompt::Kick(k) if k.shot_ready => tr("PHASE 1: take the declared shot").to_string(),
        Prompt::Kick(k) if k.cross_ready => tr("PHASE 1: play the declared cross").to_string(),
        Prompt::IntentionalFoul { .. } => {
            let dribbler = match state.pending() {
                Some(hexkick_rules::state::Pending::IntentionalFoul { kick, .. }) => {
                    player_name(setup, kick.by)
                }
                _ => tr("the dribbler").to_string(),
            };
            trf("foul {0} on purpose or let him go", &[&dribbler])
        }
        Prompt::CrossDeclared(c) if c.defence => {
            tr("cross declared: step your headers in or make a sliding tackle").to_string()
        }
        Prompt::CrossDeclared(_) => tr("cross declared: step your headers in").to_string(),
        Prompt::Kick(k) => {
            let open: Vec<&str> = k
                .declarations
                .iter()
                .map(|d| declaration_name(d.declare))
                .collect();
            let open = open.join(", ");
            match (k.replay.is_some(), k.restart) {
                (true, _) => trf("PHASE 1: kick again ({0})", &[&open]),
                (false, Some(r)) => trf(
                    "PHASE 1: take the {0} ({1})",
                    &[restart_name(r.kind), &open],
                ),
                (false, None) => trf("PHASE 1: kick ({0})", &[&open]),
            }
        }
        Prompt::SetKeeper(k) if !k.slides.is_empty() => trf(
            "{0} will shoot: goalkeeper or sliding tackle, then give the OK",
            &[&player_name(setup, k.shooter)],
        ),
        Prompt::SetKeeper(k) => trf(
            "prepare your goalkeeper for {0}'s shot: drag him if you like, then tap his stance",
            &[&player_name(setup, k.shooter)],
        ),
        Prompt::ChooseReceiver { .. } => tr("choose who takes the ball").to_string(),
        Prompt::ChooseCell { .. } => tr("choose the ball's cell (it lies on a line)").to_string(),
        Prompt::Move(m) => match m.kind {
            MoveKind::Attack => cells(
                m.up_to,
                tr_key("PHASE 2: move up to {0} cell"),
                tr_key("PHASE 2: move up to {0} cells"),
            ),
            MoveKind::Defence => cells(
                m.up_to,
                tr_key("PHASE 3: move up to {0} cell"),
                tr_key("PHASE 3: move up to {0} cells"),
            ),
            // Classic "THROW IN" sets no limit to the walk (u8::MAX).
            MoveKind::ThrowIn if m.up_to == u8::MAX => {
                tr("throw-in: walk the thrower to the ball").to_string()
            }
            MoveKind::ThrowIn => trf(
                "throw-in: walk the thrower to the ball (up to {0} cells)",
                &[&m.up_to.to_string()],
            ),
        },
        Prompt::Bump { player, .. } => trf(
            "step {0} aside to an empty cell",
            &[&player.number.0.to_string()],
        ),
        Prompt::Place(p) => match p.restart {
            Some(r) => trf("place your players for the {0}", &[restart_name(r.kind)]),
            None => tr("place your players").to_string(),
        },
    };
    format!("{team} — {what}")
}

#[cfg(test)]
mod own_names {
    use super::{player_name, shown_name};
    use crate::setup::MatchSetup;
    use hexkick_ai::Coach;
    use hexkick_i18n::{Lang, with_lang};
    use hexkick_rules::squad::{PlayerId, Side};

    #[test]
    fn the_games_own_sides_are_named_in_the_players_language() {
        assert_eq!(
            with_lang(Lang::Fr, || shown_name("Red").to_string()),
            "Rouge"
        );
        assert_eq!(
            with_lang(Lang::Fr, || shown_name("Standard Blue").to_string()),
            "Bleu standard"
        );
        assert_eq!(with_lang(Lang::En, || shown_name("Red").to_string()), "Red");
        assert_eq!(
            with_lang(Lang::Fr, || shown_name("Away").to_string()),
            "Extérieur"
        );
        assert_eq!(
            with_lang(Lang::Fr, || shown_name("Harbour Rovers").to_string()),
            "Harbour Rovers",
            "a team's own name stays its own"
        );
    }

    #[test]
    fn the_standard_teams_players_go_by_their_colour_in_either_language() {
        let mut setup = MatchSetup::quick(Coach::Human, Coach::Human, 1);
        setup.home.look.name = "Standard Blue".to_string();
        setup.away.look.name = "Standard Red".to_string();
        let nine = |side| PlayerId::new(side, 9);
        let names = |lang| {
            with_lang(lang, || {
                [Side::Home, Side::Away].map(|side| player_name(&setup, nine(side)))
            })
        };
        assert_eq!(names(Lang::En), ["Blue 9", "Red 9"]);
        assert_eq!(names(Lang::Fr), ["Bleu 9", "Rouge 9"]);
    }
}
