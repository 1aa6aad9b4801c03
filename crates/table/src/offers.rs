//! The decisions a coach may take besides the prompt's main question, each as an [`Offer`]
//! in words: who takes it, a short label for its button and one line that says what it
//! does. The screen makes them buttons; every offer's command passes `check` now.
//!
//! - 2024 TOURNAMENT "AVANTAGE À DOMICILE": the home coach declares +2 on his side's next
//!   duel die, before the roll;
//! - 2024 COMPLETE "MARQUAGE": a sliding tackle against a declared one-touch shot or cross;
//! - 2024 COMPLETE "DRIBBLING": the beaten defender's intentional foul, or letting him go;
//! - 2024 COMPLETE: declaring a cross so heading players step in first;
//! - Classic PRO "DEFENCE QUICK ROUND", SYNCHRO: up to 4 defenders shift inside their cells.
//!
//! Dribbling the goalkeeper is the "drive" declaration when [`keeper_dribble_open`]; its
//! words are [`declaration_label`]'s. Substitutions are the bench's ([`bench_label`]).

use super::action::ActionKind;
use super::headline::team_name;
use super::setup::MatchSetup;
use hexkick_i18n::{tr, trf};
use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::duel::keeper_dribble_open;
use hexkick_rules::legal::commands;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Pending};
use hexkick_rules::substitution::MAX_SUBSTITUTIONS;
use hexkick_rules::tournament::HOME_ADVANTAGE_BONUS;

/// A decision offered to a coach.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    /// A key without spaces for test drivers: `home_advantage`, `slide_away_4_E7`,
    /// `foul_away_4`, `let_go`, `declare_cross`.
    pub key: String,
    /// The button's words: "Foul Blue 9 on purpose".
    pub label: String,
    /// What it does, in one line.
    pub explain: String,
    /// The side whose coach decides.
    pub coach: Side,
    /// What kind of decision it is.
    pub kind: ActionKind,
    /// The command it sends.
    pub command: Command,
}

pub use super::headline::player_name;

/// A player as a key: `away_4`.
pub fn player_key(id: PlayerId) -> String {
    format!("{}_{}", id.side.name(), id.number.0)
}

/// The decisions open now besides the prompt's (kicks, moves, placements, the keeper's
/// stance, ties and the end of a phase are the prompt's own).
pub fn offers(state: &MatchState, setup: &MatchSetup) -> Vec<Offer> {
    let mut out = Vec::new();
    // The home coach may declare it in the away side's turn too (before the home side's
    // defence die), so it is checked on its own rather than among the acting side's commands.
    if check(state, &Command::HomeAdvantage).is_ok() {
        out.push(home_advantage(state, setup));
    }
    for command in commands(state) {
        let offer = match &command {
            Command::SlidingTackle {
                player,
                to,
                standing,
            } => {
                let against = match state.pending() {
                    Some(Pending::CrossDeclared { .. }) => tr("the one-touch cross"),
                    _ => tr("the one-touch shot"),
                };
                let after = if *standing {
                    tr("stays on his feet (+ wall)")
                } else {
                    tr("lies down afterwards")
                };
                let name = player_name(setup, *player);
                let to = to.to_string();
                Offer {
                    key: format!("slide_{}_{to}", player_key(*player)),
                    label: trf("Sliding tackle: {0} to {1}", &[&name, &to]),
                    explain: trf(
                        "Sliding tackle against {0}: {1} slides to {2} and {3}",
                        &[against, &name, &to, after],
                    ),
                    coach: player.side,
                    kind: ActionKind::Slide,
                    command: command.clone(),
                }
            }
            Command::Foul { player } => {
                let victim = match state.pending() {
                    Some(Pending::IntentionalFoul { kick, .. }) => player_name(setup, kick.by),
                    _ => tr("the dribbler").to_string(),
                };
                Offer {
                    key: format!("foul_{}", player_key(*player)),
                    label: trf("Foul {0} on purpose", &[&victim]),
                    explain: trf(
                        "{0} stops {1} with a foul: a yellow card, and a free kick (a penalty in the area)",
                        &[&player_name(setup, *player), &victim],
                    ),
                    coach: player.side,
                    kind: ActionKind::Foul,
                    command: command.clone(),
                }
            }
            Command::DeclareCross { by } => Offer {
                key: "declare_cross".to_string(),
                label: tr("Declare a cross").to_string(),
                explain: trf(
                    "{0} declares the cross: heading players step 1 cell into the area first, the defence may answer",
                    &[&player_name(setup, *by)],
                ),
                coach: by.side,
                kind: ActionKind::DeclareCross,
                command: command.clone(),
            },
            Command::Synchro { players } => {
                let who: Vec<String> = players.iter().map(|p| player_name(setup, *p)).collect();
                Offer {
                    key: "synchro".to_string(),
                    label: trf("Synchro ({0} players)", &[&players.len().to_string()]),
                    explain: trf(
                        "Quick round: instead of one move, {0} shift inside their cells",
                        &[&who.join(", ")],
                    ),
                    coach: state.acting_side(),
                    kind: ActionKind::Synchro,
                    command: command.clone(),
                }
            }
            _ => continue,
        };
        out.push(offer);
    }
    if let Some(Pending::IntentionalFoul { defender, kick }) = state.pending()
        && check(state, &Command::EndPhase).is_ok()
    {
        out.push(Offer {
            key: "let_go".to_string(),
            label: trf("Let {0} go", &[&player_name(setup, kick.by)]),
            explain: trf(
                "No foul: {0} goes on with the ball",
                &[&player_name(setup, kick.by)],
            ),
            coach: defender.side,
            kind: ActionKind::LetGo,
            command: Command::EndPhase,
        });
    }
    out
}

fn home_advantage(state: &MatchState, setup: &MatchSetup) -> Offer {
    let left = state.tournament().home_advantage_left;
    Offer {
        key: "home_advantage".to_string(),
        label: trf(
            "Home advantage +{0} ({1} left)",
            &[&HOME_ADVANTAGE_BONUS.to_string(), &left.to_string()],
        ),
        explain: trf(
            "{0}: +{1} on your next duel die; declare it before the roll",
            &[
                team_name(setup, Side::Home),
                &HOME_ADVANTAGE_BONUS.to_string(),
            ],
        ),
        coach: Side::Home,
        kind: ActionKind::HomeAdvantage,
        command: Command::HomeAdvantage,
    }
}

/// The words of a declaration's button: "Dribble the goalkeeper" when a drive now is the
/// dribble on the goalkeeper (2024 COMPLETE, after a declared one-touch shot), else "Pass",
/// "Drive", "Cross", "Shot".
pub fn declaration_label(state: &MatchState, declare: Declaration) -> &'static str {
    match declare {
        Declaration::Drive
            if state
                .holder()
                .is_some_and(|by| keeper_dribble_open(state, by)) =>
        {
            tr("Dribble the goalkeeper")
        }
        other => super::words::declaration_word(other),
    }
}

/// The bench button: "Substitutes (3 left)".
pub fn bench_label(state: &MatchState, side: Side) -> String {
    let left = MAX_SUBSTITUTIONS.saturating_sub(state.substitutions_used(side));
    trf("Substitutes ({0} left)", &[&left.to_string()])
}

/// A bench player's button: "Bring on Blue 12".
pub fn coming_on_label(setup: &MatchSetup, on: PlayerId) -> String {
    trf("Bring on {0}", &[&player_name(setup, on)])
}

/// What to do once a bench player is picked: "Blue 12 comes on: tap the Blue player going
/// off".
pub fn coming_on_hint(setup: &MatchSetup, on: PlayerId) -> String {
    trf(
        "{0} comes on: tap the {1} player going off",
        &[&player_name(setup, on), team_name(setup, on.side)],
    )
}
