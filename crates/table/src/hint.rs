//! A command in words for a coach: what the AI coach would do in his place, naming players by
//! team and number ("Pass to Blue 9 on the wing (F8)"), with the cells it concerns.

use super::grab::grab;
use super::offers::player_name;
use super::setup::MatchSetup;
use super::words::{stance_word, style_word};
use hexkick_i18n::{tr, tr_key, trf};
use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::duel::TACKLE_WINS_FROM;
use hexkick_rules::duel::values::{ball_defence_bonus, tackle_bonus};
use hexkick_rules::outcome::{BallExit, KickOutcome};
use hexkick_rules::pitch::{Cell, Zone};
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::{MatchState, Pending, Phase};
use hexkick_rules::turn::duels_on;

/// The AI coach's advice: what it would do, in words, and the cells to light up. It crosses
/// to the web page from the AI's worker as JSON ([`crate::AiAnswer`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Hint {
    /// "Pass to Blue 9 on the wing (F8)".
    pub words: String,
    /// The cells the advice concerns (where the ball goes, where a player moves).
    pub cells: Vec<Cell>,
}

/// `command` in words for the coach who would send it now, with the cells it concerns.
pub fn describe(state: &MatchState, setup: &MatchSetup, command: &Command) -> Hint {
    let name = |id: PlayerId| player_name(setup, id);
    let hint = |words: String, cells: Vec<Cell>| Hint { words, cells };
    let ball = state.ball().cell;
    match command {
        Command::TossCoin => hint(tr("Toss the coin for the kick-off").into(), vec![]),
        Command::Kick {
            by,
            declare,
            style,
            outcome,
        } => kick_words(state, setup, *by, *declare, *style, outcome),
        Command::DeclareShot { by } => hint(
            trf(
                "Declare a shot with {0}: the defence sets its keeper first",
                &[&name(*by)],
            ),
            vec![ball],
        ),
        Command::DeclareCross { by } => hint(
            trf(
                "Declare a cross with {0}: heading players step in first",
                &[&name(*by)],
            ),
            vec![ball],
        ),
        Command::SlidingTackle { player, to, .. } => hint(
            trf(
                "Sliding tackle: {0} slides to {1}",
                &[&name(*player), &to.to_string()],
            ),
            vec![*to],
        ),
        Command::SetKeeper {
            keeper,
            cell,
            stance,
        } => hint(
            trf(
                "Set {0} in {1}: {2}",
                &[
                    &name(*keeper),
                    &cell.to_string(),
                    &stance_word(*stance).to_lowercase(),
                ],
            ),
            vec![*cell],
        ),
        Command::ChooseCell { cell } => hint(
            trf("Take the ball in {0}", &[&cell.to_string()]),
            vec![*cell],
        ),
        Command::ChooseReceiver { player } => hint(
            trf("Let {0} take the ball", &[&name(*player)]),
            state.position(*player).into_iter().collect(),
        ),
        Command::Move { player, to } => move_words(state, setup, *player, *to),
        Command::Tackle { player } => tackle_words(state, setup, *player),
        Command::Foul { player } => hint(
            trf(
                "Foul on purpose with {0}: a yellow card, but the drive stops",
                &[&name(*player)],
            ),
            vec![ball],
        ),
        Command::Place { player, cell } => hint(
            trf("Place {0} in {1}", &[&name(*player), &cell.to_string()]),
            vec![*cell],
        ),
        Command::Substitute { off, on } => hint(
            trf("Bring {0} on for {1}", &[&name(*on), &name(*off)]),
            state.position(*off).into_iter().collect(),
        ),
        Command::KnockedOver { .. } | Command::TimeUp => hint(tr("Play on").into(), vec![]),
        Command::EndPhase => hint(tr(end_words(state)).into(), vec![]),
        Command::HomeAdvantage => hint(
            tr("Declare the home advantage: +2 on your next duel die").into(),
            vec![],
        ),
        Command::Synchro { players } => {
            let who: Vec<String> = players.iter().map(|p| name(*p)).collect();
            hint(
                trf("SYNCHRO: shift {0} inside their cells", &[&who.join(", ")]),
                players.iter().filter_map(|p| state.position(*p)).collect(),
            )
        }
    }
}

/// What ending the phase means now (an English key).
fn end_words(state: &MatchState) -> &'static str {
    match (state.pending(), state.phase()) {
        (Some(Pending::KeeperSetup { .. }), _) => tr_key("Give the OK: the keeper stays as he is"),
        (Some(Pending::IntentionalFoul { .. }), _) => tr_key("Let him go: no foul"),
        (Some(Pending::CrossDeclared { .. }), _) => tr_key("Nobody steps in: let the cross come"),
        (_, Phase::One) => tr_key("Turn the replay down and go on to PHASE 2"),
        (_, Phase::Positioning { .. }) => tr_key("Done placing: your players stand well"),
        _ => tr_key("End the phase: move nobody else"),
    }
}

/// A kick in words: "Pass to Blue 9 on the wing (F8, low)", "Shoot at goal with Blue 9 (lob)".
fn kick_words(
    state: &MatchState,
    setup: &MatchSetup,
    by: PlayerId,
    declare: Declaration,
    style: hexkick_rules::outcome::KickStyle,
    outcome: &KickOutcome,
) -> Hint {
    let end = state.attacks(by.side);
    let to = outcome.rest_cells.first().copied();
    let throw_in = state
        .restart()
        .is_some_and(|r| r.kind == hexkick_rules::event::RestartKind::ThrowIn);
    let how = style_word(style, throw_in).to_lowercase();
    let kicker = player_name(setup, by);
    let cell = to.map(|c| c.to_string()).unwrap_or_default();
    let mut cells: Vec<Cell> = outcome.rest_cells.clone();
    let words = match (declare, to) {
        (Declaration::Shot, _) => trf("Shoot at goal with {0} ({1})", &[&kicker, &how]),
        (Declaration::Cross, Some(_)) => {
            trf("Cross with {0} towards {1} ({2})", &[&kicker, &cell, &how])
        }
        (Declaration::Cross, None) => trf("Cross with {0} ({1})", &[&kicker, &how]),
        (Declaration::Drive, Some(_)) => trf("Drive forward with {0} to {1}", &[&kicker, &cell]),
        (Declaration::Drive, None) => trf("Drive forward with {0}", &[&kicker]),
        (Declaration::Pass, Some(c)) => match nearest_mate(state, by, c) {
            Some(mate) => {
                let args: [&str; 3] = [&player_name(setup, mate), &cell, &how];
                if Zone::CrossZone.contains(end, c) {
                    trf("Pass to {0} on the wing ({1}, {2})", &args)
                } else if Zone::PenaltyArea.contains(end, c) {
                    trf("Pass to {0} in the penalty area ({1}, {2})", &args)
                } else {
                    trf("Pass to {0} ({1}, {2})", &args)
                }
            }
            None => trf("Pass into space ({0}, {1})", &[&cell, &how]),
        },
        (Declaration::Pass, None) => trf("Pass ({0})", &[&how]),
    };
    if let Some(BallExit::Goal { .. }) = outcome.exit {
        cells.clear();
    }
    if let Some(from) = state.position(by) {
        cells.insert(0, from);
    }
    Hint { words, cells }
}

/// The kicker's team-mate nearest `cell`.
fn nearest_mate(state: &MatchState, by: PlayerId, cell: Cell) -> Option<PlayerId> {
    state
        .on_pitch(by.side)
        .filter(|p| p.id() != by)
        .filter_map(|p| Some((p.cell()?.distance_to(cell), p.id())))
        .min_by_key(|(d, _)| *d)
        .map(|(_, id)| id)
}

/// A move in words, with the entry risk when it enters the ball cell.
fn move_words(state: &MatchState, setup: &MatchSetup, player: PlayerId, to: Cell) -> Hint {
    let name = player_name(setup, player);
    let cell = to.to_string();
    let from: Vec<Cell> = state.position(player).into_iter().collect();
    let holder = state.holder().filter(|h| h.side != player.side);
    let words = match holder {
        Some(h) if state.ball().cell == to => {
            let holder = player_name(setup, h);
            let risk = grab(state, player)
                .ok()
                .and_then(|g| g.risk_at(to).map(|r| r.line.clone()));
            match risk {
                Some(risk) => trf(
                    "Move {0} into {1}'s cell ({2}): {3}",
                    &[&name, &holder, &cell, &risk],
                ),
                None => trf(
                    "Move {0} into {1}'s cell ({2}) from the front: no risk",
                    &[&name, &holder, &cell],
                ),
            }
        }
        _ => trf("Move {0} to {1}", &[&name, &cell]),
    };
    Hint {
        words,
        cells: from.into_iter().chain([to]).collect(),
    }
}

/// A tackle in words, with what the die must show.
fn tackle_words(state: &MatchState, setup: &MatchSetup, player: PlayerId) -> Hint {
    let ball = state.ball().cell;
    let name = player_name(setup, player);
    let Some(holder) = state.holder() else {
        return Hint {
            words: trf("Tackle with {0}", &[&name]),
            cells: vec![ball],
        };
    };
    let target = player_name(setup, holder);
    let words = match (state.player(player), state.player(holder)) {
        (Some(t), Some(h)) if duels_on(state) => trf(
            "Tackle {0} with {1}: your die + {2} against his die + {3}; a higher total wins",
            &[
                &target,
                &name,
                &tackle_bonus(state, t, ball).to_string(),
                &ball_defence_bonus(state, h).to_string(),
            ],
        ),
        _ => trf(
            "Tackle {0} with {1}: you need {2}+ on the die",
            &[&target, &name, &TACKLE_WINS_FROM.to_string()],
        ),
    };
    Hint {
        words,
        cells: vec![ball],
    }
}
