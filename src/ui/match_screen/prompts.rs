//! The decision in front of a coach as buttons: the open declarations and kick styles of
//! PHASE 1, the goalkeeper's stance for a declared shot, who takes a tied ball, the cell of a
//! ball on a line, tackles, substitutions, "Undo last move" and "End phase". Every button
//! stands for a command `check` accepts now, or for a choice the screen keeps until the flick.

use super::words::{declaration_word, player_word, stance_word, style_word};
use crate::ai::kick::allowed_styles;
use crate::core::check::check;
use crate::core::command::{Command, Declaration, KeeperStance};
use crate::core::legal::{commands, open_declarations};
use crate::core::outcome::KickStyle;
use crate::core::pitch::Cell;
use crate::core::squad::PlayerId;
use crate::core::state::{MatchState, Pending, Phase, PlayerStatus};

/// What a button does.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Send this command (coin toss, tackle, choices, end phase, and any other decision the
    /// rules offer that is not a drag or a flick).
    Send(Command),
    /// Choose the declaration of the next flick (a shot is declared to the defence first).
    Declare(Declaration),
    /// Choose the style of the next flick.
    Style(KickStyle),
    /// Set the goalkeeper for the declared shot in this stance (on the cell chosen by
    /// dragging him, else his own).
    Keeper(KeeperStance),
    /// Take the last move back.
    Undo,
    /// Open or close the bench panel.
    Bench,
    /// Pick a bench player to bring on (then tap the player going off).
    BenchPick(PlayerId),
}

/// One button of the prompt.
#[derive(Clone, Debug, PartialEq)]
pub struct Prompt {
    /// A key without spaces for test drivers: `pass`, `lob`, `end_phase`, `tackle_away_4`.
    pub key: String,
    /// What the coach reads.
    pub label: String,
    /// What it does.
    pub action: Action,
    /// Shown as chosen.
    pub on: bool,
}

impl Prompt {
    fn new(key: impl Into<String>, label: impl Into<String>, action: Action) -> Self {
        Prompt {
            key: key.into(),
            label: label.into(),
            action,
            on: false,
        }
    }
}

/// What the screen has chosen so far for the next flick and the bench.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    /// The declaration of the next flick.
    pub declare: Option<Declaration>,
    /// The style of the next flick.
    pub style: Option<KickStyle>,
    /// The goalkeeper's cell for the declared shot (dragged there).
    pub keeper_cell: Option<Cell>,
    /// The bench panel is open.
    pub bench_open: bool,
    /// The bench player picked to come on.
    pub coming_on: Option<PlayerId>,
}

impl Choice {
    /// Keeps the choice valid for `state`: a declaration that is open, a style it allows
    /// (the first open declaration and its first style by default).
    pub fn fit(&mut self, state: &MatchState) {
        let open = open_declarations(state);
        if let Some(Pending::ShotReady { .. }) = state.pending() {
            self.declare = Some(Declaration::Shot);
        } else if let Some(Pending::CrossReady { .. }) = state.pending() {
            self.declare = Some(Declaration::Cross);
        } else if !self.declare.is_some_and(|d| open.contains(&d)) {
            self.declare = open.first().copied();
        }
        let styles = match (state.holder(), self.declare) {
            (Some(by), Some(d)) => allowed_styles(state, by, d),
            _ => Vec::new(),
        };
        if !self.style.is_some_and(|s| styles.contains(&s)) {
            self.style = styles.first().copied();
        }
        if !matches!(state.pending(), Some(Pending::KeeperSetup { .. })) {
            self.keeper_cell = None;
        }
        if !substitutions_open(state) {
            self.bench_open = false;
            self.coming_on = None;
        }
    }
}

/// Whether the acting side may substitute now (during re-positioning and throw-ins).
pub fn substitutions_open(state: &MatchState) -> bool {
    matches!(state.phase(), Phase::Positioning { .. } | Phase::ThrowIn)
        && commands(state)
            .iter()
            .any(|c| matches!(c, Command::Substitute { .. }))
}

/// The buttons for the decision in front of the acting coach.
pub fn prompts(state: &MatchState, choice: &Choice, can_undo: bool) -> Vec<Prompt> {
    let mut out = Vec::new();
    let legal = commands(state);
    let is_legal = |c: &Command| legal.contains(c);
    match state.pending() {
        Some(Pending::KeeperSetup { .. }) => {
            for stance in [
                KeeperStance::Bar,
                KeeperStance::Standing,
                KeeperStance::Lying,
            ] {
                if keeper_command(state, choice, stance).is_some_and(|c| check(state, &c).is_ok()) {
                    let word = stance_word(stance);
                    out.push(Prompt::new(
                        format!("keeper_{}", word.to_lowercase()),
                        format!("Keeper: {word}"),
                        Action::Keeper(stance),
                    ));
                }
            }
            out.push(Prompt::new(
                "keeper_ok",
                "OK, shoot",
                Action::Send(Command::EndPhase),
            ));
            return out;
        }
        Some(Pending::Receiver { candidates, .. }) => {
            for p in candidates {
                out.push(Prompt::new(
                    format!("receiver_{}", key_of(*p)),
                    format!("{} takes it", player_word(*p)),
                    Action::Send(Command::ChooseReceiver { player: *p }),
                ));
            }
            return out;
        }
        Some(Pending::BallCell { cells, .. }) => {
            for c in cells {
                if is_legal(&Command::ChooseCell { cell: *c }) {
                    out.push(Prompt::new(
                        format!("cell_{c}"),
                        format!("Ball on {c}"),
                        Action::Send(Command::ChooseCell { cell: *c }),
                    ));
                }
            }
            return out;
        }
        _ => {}
    }
    if is_legal(&Command::TossCoin) {
        out.push(Prompt::new(
            "toss_coin",
            "Toss the coin",
            Action::Send(Command::TossCoin),
        ));
    }
    if state.phase() == Phase::One {
        for d in open_declarations(state) {
            let word = declaration_word(d);
            let mut p = Prompt::new(word.to_lowercase(), word, Action::Declare(d));
            p.on = choice.declare == Some(d);
            out.push(p);
        }
        if let (Some(by), Some(d)) = (state.holder(), choice.declare) {
            for s in allowed_styles(state, by, d) {
                let word = style_word(s);
                let mut p = Prompt::new(word.to_lowercase(), word, Action::Style(s));
                p.on = choice.style == Some(s);
                out.push(p);
            }
        }
    }
    for c in &legal {
        if let Command::Tackle { player } = c {
            out.push(Prompt::new(
                format!("tackle_{}", key_of(*player)),
                format!("Tackle: {}", player_word(*player)),
                Action::Send(Command::Tackle { player: *player }),
            ));
        }
    }
    if can_undo {
        out.push(Prompt::new("undo", "Undo last move", Action::Undo));
    }
    if substitutions_open(state) {
        let mut p = Prompt::new("bench", "Bench", Action::Bench);
        p.on = choice.bench_open;
        out.push(p);
        if choice.bench_open {
            let side = state.acting_side();
            for q in state
                .players()
                .iter()
                .filter(|q| q.id().side == side && q.status() == PlayerStatus::Bench)
            {
                let mut p = Prompt::new(
                    format!("on_{}", key_of(q.id())),
                    format!("On: {}", player_word(q.id())),
                    Action::BenchPick(q.id()),
                );
                p.on = choice.coming_on == Some(q.id());
                out.push(p);
            }
        }
    }
    for c in &legal {
        if let Some((key, label)) = other_decision(c) {
            out.push(Prompt::new(key, label, Action::Send(c.clone())));
        }
    }
    if is_legal(&Command::EndPhase) {
        let label = match state.phase() {
            Phase::One => "No replay",
            Phase::Positioning { .. } => "Done placing",
            _ => "End phase",
        };
        out.push(Prompt::new(
            "end_phase",
            label,
            Action::Send(Command::EndPhase),
        ));
    }
    out
}

/// A button for a decision the prompt has no special place for (an intentional foul, a
/// home-advantage call...): its key and label come from the command's name and player.
/// `None` for the commands made otherwise (kicks by flicking, moves and placements by
/// dragging, substitutions from the bench, and those with buttons of their own).
fn other_decision(command: &Command) -> Option<(String, String)> {
    match command {
        Command::Kick { .. }
        | Command::Move { .. }
        | Command::Place { .. }
        | Command::Substitute { .. }
        | Command::SetKeeper { .. }
        | Command::DeclareShot { .. }
        | Command::KnockedOver { .. }
        | Command::Tackle { .. }
        | Command::ChooseCell { .. }
        | Command::ChooseReceiver { .. }
        | Command::TossCoin
        | Command::EndPhase => None,
        other => {
            let value = serde_json::to_value(other).ok()?;
            let name = match &value {
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Object(map) => map.keys().next()?.clone(),
                _ => return None,
            };
            let player = value
                .get(&name)
                .and_then(|v| v.get("player"))
                .and_then(|p| p.as_str())
                .and_then(|p| p.parse::<PlayerId>().ok());
            let words = humanize(&name);
            Some(match player {
                Some(p) => (
                    format!("{name}_{}", key_of(p)),
                    format!("{words}: {}", player_word(p)),
                ),
                None => (name, words),
            })
        }
    }
}

/// `home_advantage` as "Home advantage".
pub fn humanize(name: &str) -> String {
    let words = name.replace('_', " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The goalkeeper command for `stance`: on the cell he was dragged to, else his own.
pub fn keeper_command(
    state: &MatchState,
    choice: &Choice,
    stance: KeeperStance,
) -> Option<Command> {
    let keeper = state.keeper(state.acting_side())?;
    let own = state.position(keeper)?;
    let cell = match stance {
        KeeperStance::Bar => own,
        _ => choice.keeper_cell.unwrap_or(own),
    };
    Some(Command::SetKeeper {
        keeper,
        cell,
        stance,
    })
}

/// A player as a key: `away_4`.
pub fn key_of(id: PlayerId) -> String {
    format!("{}_{}", id.side.name(), id.number.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::RuleSet;
    use crate::core::squad::Squad;

    #[test]
    fn the_coin_toss_is_the_first_button() {
        let squad = Squad::standard_base();
        let s = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("match");
        let mut choice = Choice::default();
        choice.fit(&s);
        let p = prompts(&s, &choice, false);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].key, "toss_coin");
        assert_eq!(p[0].action, Action::Send(Command::TossCoin));
    }

    #[test]
    fn other_decisions_get_a_button_named_after_them() {
        let foul = Command::Foul {
            player: PlayerId::new(crate::core::squad::Side::Away, 4),
        };
        assert_eq!(
            other_decision(&foul),
            Some(("foul_away_4".to_string(), "Foul: Away 4".to_string()))
        );
        assert_eq!(other_decision(&Command::EndPhase), None);
        assert_eq!(humanize("home_advantage"), "Home advantage");
    }
}
