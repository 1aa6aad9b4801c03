//! The moment as the screen shows it ([`TableView`]): the question, the headline, and every
//! action a coach may take now, as data, with every action a player would look for that is
//! withheld right now and why, in words from the rules' own refusal. Every open action's
//! command passes `check`; the screen draws them and hands the chosen one back to
//! [`super::Table::play`].

use super::action::{Action, ActionKind};
use super::draft::Draft;
use super::offers::{
    bench_label, coming_on_label, declaration_label, offers, player_key, player_name,
};
use super::prompt::Prompt;
use super::setup::MatchSetup;
use crate::draft::substitutions_open;
use hexkick_i18n::{tr, trf};
use hexkick_rules::check::check;
use hexkick_rules::command::{Command, Declaration, KeeperStance};
use hexkick_rules::legal;
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Pending, Phase, PlayerStatus};

/// One action of the view: open (its command passes `check` now) or withheld with a reason.
#[derive(Clone, Debug, PartialEq)]
pub struct Offered {
    /// A key without spaces for test drivers: `pass`, `lob`, `end_phase`, `tackle_away_4`.
    pub key: String,
    /// The button's words.
    pub label: String,
    /// What kind of decision it is.
    pub kind: ActionKind,
    /// The side whose coach decides it.
    pub coach: Side,
    /// The cells it concerns (the tackle's ball cell, a slide's cell, a ball on a line).
    pub cells: Vec<Cell>,
    /// What playing it does.
    pub action: Action,
    /// Shown as chosen (the declaration and style of the next flick, the open bench).
    pub chosen: bool,
    /// `None` when open; else why it cannot be taken now, in words.
    pub withheld: Option<String>,
    /// What it does, in one line (the other decisions on offer).
    pub explain: Option<String>,
}

impl Offered {
    fn open(
        key: impl Into<String>,
        label: impl Into<String>,
        kind: ActionKind,
        coach: Side,
        action: Action,
    ) -> Self {
        Offered {
            key: key.into(),
            label: label.into(),
            kind,
            coach,
            cells: Vec::new(),
            action,
            chosen: false,
            withheld: None,
            explain: None,
        }
    }

    fn chosen(mut self, on: bool) -> Self {
        self.chosen = on;
        self
    }

    fn at(mut self, cells: Vec<Cell>) -> Self {
        self.cells = cells;
        self
    }

    /// Open, or withheld for `why`.
    fn unless(mut self, why: Option<String>) -> Self {
        self.withheld = why;
        self
    }

    /// Whether it can be taken now.
    pub fn is_open(&self) -> bool {
        self.withheld.is_none()
    }
}

/// The kick a swipe from the ball becomes now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlickReady {
    /// The player on the ball.
    pub by: PlayerId,
    /// His declaration.
    pub declare: Declaration,
    /// His style.
    pub style: KickStyle,
}

/// The moment at the table, for the screen.
#[derive(Clone, Debug, PartialEq)]
pub struct TableView {
    /// Whose decision it is, `None` once the match is over.
    pub decider: Option<Side>,
    /// The question for the decider.
    pub prompt: Prompt,
    /// One line of words for the HUD: "Blue — PHASE 3: move up to 2 cells".
    pub headline: String,
    /// Every action open now and every one withheld with its reason, in the panel's order.
    pub actions: Vec<Offered>,
    /// The flick a swipe from the ball makes now, when one may be struck.
    pub flick: Option<FlickReady>,
    /// The rules topic that applies to the question asked now (the "?" opens it).
    pub topic: hexkick_help::TopicId,
    /// Why the move allowance is what it is in PHASES 2 and 3 ("as far as the attackers'
    /// longest move (2)").
    pub allowance: Option<String>,
    /// The cells that matter for this decision: the ball's and those of the players who can
    /// act now (the screen frames them when the board is zoomed).
    pub focus: Vec<Cell>,
}

impl TableView {
    /// The open actions.
    pub fn open(&self) -> impl Iterator<Item = &Offered> {
        self.actions.iter().filter(|a| a.is_open())
    }

    /// The withheld actions, with their reasons.
    pub fn withheld(&self) -> impl Iterator<Item = &Offered> {
        self.actions.iter().filter(|a| !a.is_open())
    }

    /// The action with this key.
    pub fn find(&self, key: &str) -> Option<&Offered> {
        self.actions.iter().find(|a| a.key == key)
    }
}

/// What the view needs besides the position.
pub(super) struct Context<'a> {
    /// Names the teams and players.
    pub setup: &'a MatchSetup,
    /// The coach's choices so far.
    pub draft: &'a Draft,
    /// Why "Undo last move" would not take anything back now (`None`: it would).
    pub undo_refused: Option<String>,
}

/// Why `command` is refused now, in words (`None` when `check` accepts it).
fn refusal(state: &MatchState, setup: &MatchSetup, command: &Command) -> Option<String> {
    check(state, command)
        .err()
        .map(|e| super::reasons::rule_error(setup, &e))
}

/// The flick a swipe from the ball makes now: the holder, his drafted declaration and style
/// (a shot only once declared and the keeper set).
pub(super) fn flick_ready(state: &MatchState, draft: &Draft) -> Option<FlickReady> {
    if state.phase() != Phase::One
        || !matches!(
            state.pending(),
            None | Some(Pending::ShotReady { .. } | Pending::CrossReady { .. })
        )
        || state.result().is_some()
    {
        return None;
    }
    let by = state.holder()?;
    let declare = draft.declare?;
    if declare == Declaration::Shot && !matches!(state.pending(), Some(Pending::ShotReady { .. })) {
        return None;
    }
    Some(FlickReady {
        by,
        declare,
        style: draft.style?,
    })
}

/// The actions of the moment, in the panel's order.
pub(super) fn actions(state: &MatchState, cx: &Context) -> Vec<Offered> {
    let side = state.acting_side();
    let mut out = Vec::new();
    if state.result().is_some() || state.phase() == Phase::FullTime {
        return out;
    }
    match state.pending() {
        Some(Pending::KeeperSetup { .. }) => {
            keeper_actions(state, cx, &mut out);
            out.extend(offer_actions(state, cx));
            out.push(Offered::open(
                "keeper_ok",
                tr("OK, keeper set"),
                ActionKind::KeeperReady,
                side,
                Action::Send(Command::EndPhase),
            ));
            return out;
        }
        Some(Pending::IntentionalFoul { .. }) => return offer_actions(state, cx),
        Some(Pending::Receiver {
            candidates, cells, ..
        }) => {
            for p in candidates {
                let command = Command::ChooseReceiver { player: *p };
                out.push(
                    Offered::open(
                        format!("receiver_{}", player_key(*p)),
                        // The shirt number only: the team-mates are lit on the board and
                        // the button must fit a phone's bar.
                        trf("No. {0} takes it", &[&p.number.0.to_string()]),
                        ActionKind::Receiver,
                        side,
                        Action::Send(command.clone()),
                    )
                    .at(cells.clone())
                    .unless(refusal(state, cx.setup, &command)),
                );
            }
            return out;
        }
        Some(Pending::BallCell { cells, .. }) => {
            for c in cells {
                let command = Command::ChooseCell { cell: *c };
                out.push(
                    Offered::open(
                        format!("cell_{c}"),
                        trf("Ball on {0}", &[&c.to_string()]),
                        ActionKind::BallCell,
                        side,
                        Action::Send(command.clone()),
                    )
                    .at(vec![*c])
                    .unless(refusal(state, cx.setup, &command)),
                );
            }
            return out;
        }
        _ => {}
    }
    if state.phase() == Phase::CoinToss {
        out.push(
            Offered::open(
                "toss_coin",
                tr("Toss the coin"),
                ActionKind::TossCoin,
                side,
                Action::Send(Command::TossCoin),
            )
            .unless(refusal(state, cx.setup, &Command::TossCoin)),
        );
    }
    if state.phase() == Phase::One {
        kick_actions(state, cx, &mut out);
    }
    tackle_actions(state, cx, &mut out);
    move_actions(state, cx, &mut out);
    if let Some(why) = undo_shown(state, cx) {
        out.push(
            Offered::open(
                "undo",
                tr("Undo move"),
                ActionKind::Undo,
                side,
                Action::Undo,
            )
            .unless(why),
        );
    }
    bench_actions(state, cx, &mut out);
    out.extend(offer_actions(state, cx));
    end_action(state, cx, &mut out);
    out
}

/// The goalkeeper's stances against the declared shot (withheld ones say why).
fn keeper_actions(state: &MatchState, cx: &Context, out: &mut Vec<Offered>) {
    let side = state.acting_side();
    for stance in [
        KeeperStance::Bar,
        KeeperStance::Standing,
        KeeperStance::Lying,
    ] {
        let Some(command) = keeper_command(state, cx.draft, stance) else {
            continue;
        };
        let word = super::words::stance_word(stance);
        let cell = match &command {
            Command::SetKeeper { cell, .. } => vec![*cell],
            _ => Vec::new(),
        };
        out.push(
            Offered::open(
                format!("keeper_{}", super::words::stance_key(stance)),
                trf("Keeper: {0}", &[word]),
                ActionKind::Keeper,
                side,
                Action::Keeper(stance),
            )
            .at(cell)
            .unless(refusal(state, cx.setup, &command)),
        );
    }
}

/// The goalkeeper command for `stance`: on the cell he was dropped on, else his own.
pub(super) fn keeper_command(
    state: &MatchState,
    draft: &Draft,
    stance: KeeperStance,
) -> Option<Command> {
    let keeper = state.keeper(state.acting_side())?;
    let own = state.position(keeper)?;
    let cell = match stance {
        KeeperStance::Bar => own,
        _ => draft.keeper_cell.unwrap_or(own),
    };
    Some(Command::SetKeeper {
        keeper,
        cell,
        stance,
    })
}

/// PHASE 1: the declarations (withheld ones say why) and the chosen declaration's styles.
fn kick_actions(state: &MatchState, cx: &Context, out: &mut Vec<Offered>) {
    let side = state.acting_side();
    let Some(by) = state.holder().filter(|p| p.side == side) else {
        return;
    };
    let open = legal::open_declarations(state);
    let keeper_dribble = hexkick_rules::duel::keeper_dribble_open(state, by);
    if keeper_dribble {
        out.push(
            Offered::open(
                "dribble_keeper",
                declaration_label(state, Declaration::Drive),
                ActionKind::Declare,
                side,
                Action::Declare(Declaration::Drive),
            )
            .chosen(cx.draft.declare == Some(Declaration::Drive)),
        );
    }
    let replay_bound = matches!(
        state.pending(),
        Some(Pending::ShotReady { .. } | Pending::CrossReady { .. })
    );
    for d in [
        Declaration::Pass,
        Declaration::Drive,
        Declaration::Cross,
        Declaration::Shot,
    ] {
        if keeper_dribble && d == Declaration::Drive {
            continue;
        }
        let offered = Offered::open(
            super::words::declaration_key(d),
            declaration_label(state, d),
            ActionKind::Declare,
            side,
            Action::Declare(d),
        )
        .chosen(cx.draft.declare == Some(d));
        if open.contains(&d) {
            out.push(offered);
        } else if !replay_bound {
            // Withheld: the rules' own refusal of this declaration (the shot's is the
            // declaration to the defence).
            let why = declaration_refusal(state, cx.setup, by, d);
            out.push(offered.unless(Some(why)));
        }
    }
    if let Some(d) = cx.draft.declare {
        let throw_in = state
            .restart()
            .is_some_and(|r| r.kind == hexkick_rules::event::RestartKind::ThrowIn);
        for s in legal::kick_styles(state, by, d) {
            out.push(
                Offered::open(
                    super::words::style_key(s),
                    super::words::style_word(s, throw_in),
                    ActionKind::Style,
                    side,
                    Action::Style(s),
                )
                .chosen(cx.draft.style == Some(s)),
            );
        }
    }
}

/// Why `declare` is not open to `by` now, in words.
fn declaration_refusal(
    state: &MatchState,
    setup: &MatchSetup,
    by: PlayerId,
    declare: Declaration,
) -> String {
    let here = state.ball().cell;
    let kick = Command::rolled_kick(
        by,
        declare,
        hexkick_rules::outcome::KickStyle::Low,
        here,
        here,
    );
    let first = match declare {
        Declaration::Shot => refusal(state, setup, &Command::DeclareShot { by }),
        _ => None,
    };
    first
        .or_else(|| refusal(state, setup, &kick))
        .or_else(|| {
            legal::declaration_refusal(state, by, declare)
                .map(|e| super::reasons::rule_error(setup, &e))
        })
        .unwrap_or_else(|| {
            trf(
                "No kick style is allowed for a {0} from here",
                &[super::words::declaration_word(declare)],
            )
        })
}

/// Tackles open now, and the ones a defender in the ball cell cannot make, with why.
fn tackle_actions(state: &MatchState, cx: &Context, out: &mut Vec<Offered>) {
    let side = state.acting_side();
    let ball = state.ball().cell;
    for p in state.on_pitch(side) {
        let id = p.id();
        let command = Command::Tackle { player: id };
        let why = refusal(state, cx.setup, &command);
        let in_ball_cell = p.cell() == Some(ball) && state.phase() == Phase::Three;
        if why.is_none() || in_ball_cell {
            out.push(
                Offered::open(
                    format!("tackle_{}", player_key(id)),
                    trf("Tackle: {0}", &[&player_name(cx.setup, id)]),
                    ActionKind::Tackle,
                    side,
                    Action::Send(command),
                )
                .at(vec![ball])
                .unless(why),
            );
        }
    }
}

/// In moving phases, the pegs of the acting side that cannot move now, with why (the open
/// moves are the pegs' drags, see [`super::grab`]).
fn move_actions(state: &MatchState, cx: &Context, out: &mut Vec<Offered>) {
    if state.pending().is_some()
        || !matches!(state.phase(), Phase::Two | Phase::Three | Phase::ThrowIn)
    {
        return;
    }
    let side = state.acting_side();
    for p in state.on_pitch(side) {
        let id = p.id();
        let Some(from) = p.cell() else {
            continue;
        };
        if !legal::move_targets(state, id).is_empty() {
            continue;
        }
        let why = from
            .neighbours()
            .find_map(|to| refusal(state, cx.setup, &Command::Move { player: id, to }))
            .unwrap_or_else(|| tr("No cell within reach is free").to_string());
        out.push(
            Offered::open(
                format!("move_{}", player_key(id)),
                trf("Move {0}", &[&player_name(cx.setup, id)]),
                ActionKind::Move,
                side,
                Action::Drop {
                    player: id,
                    cell: from,
                },
            )
            .at(vec![from])
            .unless(Some(why)),
        );
    }
}

/// `Some(None)`: undo is open; `Some(Some(why))`: withheld; `None`: not looked for now
/// (switched off, or not a moving or placing phase).
fn undo_shown(state: &MatchState, cx: &Context) -> Option<Option<String>> {
    match &cx.undo_refused {
        None => Some(None),
        Some(_) if !cx.setup.options.undo => None,
        Some(why)
            if matches!(
                state.phase(),
                Phase::Two | Phase::Three | Phase::Positioning { .. } | Phase::ThrowIn
            ) && state.pending().is_none() =>
        {
            Some(Some(super::reasons::capitalised(why)))
        }
        Some(_) => None,
    }
}

/// The bench button and, while it is open, the bench players.
fn bench_actions(state: &MatchState, cx: &Context, out: &mut Vec<Offered>) {
    if !substitutions_open(state) {
        return;
    }
    let side = state.acting_side();
    out.push(
        Offered::open(
            "bench",
            bench_label(state, side),
            ActionKind::Bench,
            side,
            Action::Bench,
        )
        .chosen(cx.draft.bench_open),
    );
    if !cx.draft.bench_open {
        return;
    }
    for q in state
        .players()
        .iter()
        .filter(|q| q.id().side == side && q.status() == PlayerStatus::Bench)
    {
        out.push(
            Offered::open(
                format!("on_{}", player_key(q.id())),
                coming_on_label(cx.setup, q.id()),
                ActionKind::BenchPick,
                side,
                Action::BenchPick(q.id()),
            )
            .chosen(cx.draft.coming_on == Some(q.id())),
        );
    }
}

/// The other decisions on offer ([`super::offers`]) as actions.
fn offer_actions(state: &MatchState, cx: &Context) -> Vec<Offered> {
    offers(state, cx.setup)
        .into_iter()
        .map(|o| {
            let cells = match &o.command {
                Command::SlidingTackle { to, .. } => vec![*to],
                _ => Vec::new(),
            };
            Offered {
                key: o.key,
                label: o.label,
                kind: o.kind,
                coach: o.coach,
                cells,
                action: Action::Send(o.command),
                chosen: false,
                withheld: None,
                explain: Some(o.explain),
            }
        })
        .collect()
}

/// End phase, done placing, skip to PHASE 2 (a skill's replay of PHASE 1 declined) or play
/// on: open, or withheld with why when a coach would look for it (a moving or placing phase, a
/// declared cross).
fn end_action(state: &MatchState, cx: &Context, out: &mut Vec<Offered>) {
    let label = match (state.pending(), state.phase()) {
        (Some(Pending::CrossDeclared { .. }), _) => tr("Done: play on"),
        (_, Phase::One) => tr("Skip to PHASE 2"),
        (_, Phase::Positioning { .. }) => tr("Done placing"),
        _ => tr("End phase"),
    };
    let why = refusal(state, cx.setup, &Command::EndPhase);
    let looked_for = matches!(
        state.phase(),
        Phase::Two | Phase::Three | Phase::Positioning { .. }
    ) || matches!(state.pending(), Some(Pending::CrossDeclared { .. }));
    if why.is_none() || looked_for {
        out.push(
            Offered::open(
                "end_phase",
                label,
                ActionKind::EndPhase,
                state.acting_side(),
                Action::Send(Command::EndPhase),
            )
            .unless(why),
        );
    }
}
