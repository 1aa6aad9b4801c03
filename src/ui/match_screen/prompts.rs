//! The decision in front of a coach as buttons: the open declarations and kick styles of
//! PHASE 1 (dribbling the goalkeeper among them), the goalkeeper's stance for a declared
//! shot, who takes a tied ball, the cell of a ball on a line, tackles, substitutions, the
//! other decisions of [`crate::play::offers`] (home advantage, sliding tackles, intentional
//! fouls, declaring a cross) in their words, "Undo last move" and "End phase". Every button
//! stands for a command `check` accepts now, or for a choice the screen keeps until the flick.

use super::words::{declaration_word, stance_word, style_word};
use crate::ai::kick::allowed_styles;
use crate::core::check::check;
use crate::core::command::{Command, Declaration, KeeperStance};
use crate::core::duel::keeper_dribble_open;
use crate::core::legal::{commands, open_declarations};
use crate::core::outcome::KickStyle;
use crate::core::pitch::Cell;
use crate::core::squad::{PlayerId, Side};
use crate::core::state::{MatchState, Pending, Phase, PlayerStatus};
use crate::play::MatchSetup;
use crate::play::offers::{
    bench_label, coming_on_label, declaration_label, offers, player_key as key_of, player_name,
};

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
        if let Some(Pending::ShotReady { shooter }) = state.pending() {
            let dribble =
                self.declare == Some(Declaration::Drive) && keeper_dribble_open(state, *shooter);
            if !dribble {
                self.declare = Some(Declaration::Shot);
            }
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

/// What the screen knows of the match besides its state.
pub struct Context<'a> {
    /// Names the teams and players.
    pub setup: &'a MatchSetup,
    /// Whether "Undo last move" would take something back.
    pub can_undo: bool,
    /// Whether a person coaches the side (an offer to the other side's coach is shown only
    /// when a person can take it).
    pub human: [bool; 2],
}

impl Context<'_> {
    fn is_human(&self, side: Side) -> bool {
        match side {
            Side::Home => self.human[0],
            Side::Away => self.human[1],
        }
    }
}

/// The offers of [`crate::play::offers`] as buttons: those of the acting coach, and those of
/// the other coach when a person coaches his side (the home advantage during the away
/// side's turn).
fn offer_buttons(state: &MatchState, cx: &Context) -> Vec<Prompt> {
    offers(state, cx.setup)
        .into_iter()
        .filter(|o| o.coach == state.acting_side() || cx.is_human(o.coach))
        .map(|o| Prompt::new(o.key, o.label, Action::Send(o.command)))
        .collect()
}

/// The buttons for the decision in front of the acting coach.
pub fn prompts(state: &MatchState, choice: &Choice, cx: &Context) -> Vec<Prompt> {
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
            out.extend(offer_buttons(state, cx));
            out.push(Prompt::new(
                "keeper_ok",
                "OK, shoot",
                Action::Send(Command::EndPhase),
            ));
            return out;
        }
        Some(Pending::IntentionalFoul { .. }) => return offer_buttons(state, cx),
        Some(Pending::Receiver { candidates, .. }) => {
            for p in candidates {
                out.push(Prompt::new(
                    format!("receiver_{}", key_of(*p)),
                    format!("{} takes it", player_name(cx.setup, *p)),
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
        let mut open = open_declarations(state);
        if let Some(by) = state.holder()
            && keeper_dribble_open(state, by)
        {
            open.retain(|d| *d != Declaration::Drive);
            let mut p = Prompt::new(
                "dribble_keeper",
                declaration_label(state, Declaration::Drive),
                Action::Declare(Declaration::Drive),
            );
            p.on = choice.declare == Some(Declaration::Drive);
            out.push(p);
        }
        for d in open {
            let word = declaration_word(d);
            let mut p = Prompt::new(
                word.to_lowercase(),
                declaration_label(state, d),
                Action::Declare(d),
            );
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
                format!("Tackle: {}", player_name(cx.setup, *player)),
                Action::Send(Command::Tackle { player: *player }),
            ));
        }
    }
    if cx.can_undo {
        out.push(Prompt::new("undo", "Undo last move", Action::Undo));
    }
    if substitutions_open(state) {
        let side = state.acting_side();
        let mut p = Prompt::new("bench", bench_label(state, side), Action::Bench);
        p.on = choice.bench_open;
        out.push(p);
        if choice.bench_open {
            for q in state
                .players()
                .iter()
                .filter(|q| q.id().side == side && q.status() == PlayerStatus::Bench)
            {
                let mut p = Prompt::new(
                    format!("on_{}", key_of(q.id())),
                    coming_on_label(cx.setup, q.id()),
                    Action::BenchPick(q.id()),
                );
                p.on = choice.coming_on == Some(q.id());
                out.push(p);
            }
        }
    }
    out.extend(offer_buttons(state, cx));
    if is_legal(&Command::EndPhase) {
        let label = match (state.pending(), state.phase()) {
            (Some(Pending::CrossDeclared { .. }), _) => "Done: play on",
            (_, Phase::One) => "No replay",
            (_, Phase::Positioning { .. }) => "Done placing",
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::RuleSet;
    use crate::core::squad::Squad;
    use crate::play::Coach;

    fn context(setup: &MatchSetup) -> Context<'_> {
        Context {
            setup,
            can_undo: false,
            human: [true, true],
        }
    }

    #[test]
    fn the_coin_toss_is_the_first_button() {
        let squad = Squad::standard_base();
        let s = MatchState::new_match(RuleSet::default(), &squad, &squad).expect("match");
        let mut choice = Choice::default();
        choice.fit(&s);
        let setup = MatchSetup::quick(Coach::Human, Coach::Human, 1);
        let p = prompts(&s, &choice, &context(&setup));
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].key, "toss_coin");
        assert_eq!(p[0].action, Action::Send(Command::TossCoin));
    }

    #[test]
    fn a_tournament_turn_offers_the_home_advantage_in_words_and_no_time_up_button() {
        let mut rules = RuleSet::default();
        rules.level = crate::core::rules::Level::Tournament;
        rules.extras.turn_timer = true;
        let mut setup = MatchSetup::quick(Coach::Human, Coach::Human, 1);
        setup.rules = rules;
        let mut table = crate::play::Table::new(
            setup.clone(),
            crate::storage::Saves::new(crate::storage::MemoryStore::default()),
        )
        .expect("set-up");
        let mut coach = crate::ai::Coach::new(crate::ai::Level::Easy, 5);
        while table.state().phase() != Phase::One {
            let c = crate::ai::Strategy::choose(&mut coach, table.state());
            table.apply(c).expect("legal");
        }
        let mut choice = Choice::default();
        choice.fit(table.state());
        let p = prompts(table.state(), &choice, &context(&setup));
        let home = p
            .iter()
            .find(|b| b.key == "home_advantage")
            .unwrap_or_else(|| panic!("{p:?}"));
        assert_eq!(home.label, "Home advantage +2 (3 left)");
        assert!(
            p.iter()
                .all(|b| b.key != "time_up" && !b.label.contains('_'))
        );
    }
}
