//! Why something is refused, in the screen's words and the current language: the rules'
//! [`RuleError`]s and the table's refusals with players named as the screen names them
//! ("Blue 4", never `home:4`). The rules' own `Display` stays English for logs and tools.

use super::error::PlayError;
use super::grab::PegRefusal;
use super::headline::team_name;
use super::offers::player_name;
use super::setup::MatchSetup;
use hexkick_i18n::{tr, trf};
use hexkick_rules::error::{Because, RuleError};
use hexkick_rules::state::Phase;
use hexkick_session::TakeBackRefused;

/// A phase in words: "PHASE 2", "positioning".
fn phase_words(phase: Phase) -> String {
    match phase {
        Phase::CoinToss => tr("the coin toss").to_string(),
        Phase::Positioning { .. } => tr("positioning").to_string(),
        Phase::ThrowIn => tr("the throw-in").to_string(),
        Phase::One => "PHASE 1".to_string(),
        Phase::Two => "PHASE 2".to_string(),
        Phase::Three => "PHASE 3".to_string(),
        Phase::FullTime => tr("full time").to_string(),
    }
}

/// A rules core reason in the current language (the core writes English; every reason is a
/// `because("...")` literal, so `hexkick i18n-check` counts it).
fn said(why: Because) -> &'static str {
    tr(why.text())
}

/// Why the rules refuse, as a sentence (capital first).
pub fn rule_error(setup: &MatchSetup, e: &RuleError) -> String {
    let who = |p| player_name(setup, p);
    let text = match e {
        RuleError::MatchOver => tr("the match is over").to_string(),
        RuleError::WrongPhase { phase, .. } => {
            trf("not allowed now ({0})", &[&phase_words(*phase)])
        }
        RuleError::ChoicePending(what) => {
            trf("the rules wait for a choice first: {0}", &[said(*what)])
        }
        RuleError::NotAnOption(what) => trf("{0} is not one of the options now", &[said(*what)]),
        RuleError::HomeAdvantage(why) => trf("no home advantage now: {0}", &[said(*why)]),
        RuleError::TimeUp(why) => trf("the turn timer cannot run out now: {0}", &[said(*why)]),
        RuleError::Shootout(why) => trf("not in a penalty shootout: {0}", &[said(*why)]),
        RuleError::UnknownPlayer(p) => trf("{0} is not in this match", &[&who(*p)]),
        RuleError::NotOnPitch(p) => trf("{0} is not on the pitch", &[&who(*p)]),
        RuleError::NotYourTurn(p) => trf("it is not {0}'s side to act", &[&who(*p)]),
        RuleError::NotOnTheBall(p) => trf("{0} is not on the ball", &[&who(*p)]),
        RuleError::NoKickLeft(p) => trf(
            "{0} may not kick again: the ball is kicked once per turn unless a team-mate receives it and uses a skill",
            &[&who(*p)],
        ),
        RuleError::DeclarationNotOpen { declare, reason } => trf(
            "no {0} now: {1}",
            &[super::headline::declaration_name(*declare), said(*reason)],
        ),
        RuleError::StyleNotAllowed { style, reason } => trf(
            "the {0} style is not allowed: {1}",
            &[super::words::style_word(*style, false), said(*reason)],
        ),
        // A broken kick outcome comes from a tool, never from a flick: its detail stays
        // in the logs.
        RuleError::BadOutcome(_) => tr("the kick cannot be used").to_string(),
        RuleError::AlreadyMoved(p) => trf("{0} already moved this turn", &[&who(*p)]),
        RuleError::Lying(p) => trf(
            "{0} lies on the pitch after losing a dribble: he only stands up in PHASE 3",
            &[&who(*p)],
        ),
        RuleError::TooFar {
            player,
            distance,
            allowed,
        } => trf(
            "{0} may move {1} cell(s) now, that cell is {2} away",
            &[&who(*player), &allowed.to_string(), &distance.to_string()],
        ),
        RuleError::NoMove(p) => trf("{0} is already in that cell", &[&who(*p)]),
        RuleError::TeamMateInCell { player, cell } => trf(
            "{0} cannot go to {1}: a team-mate stands there",
            &[&who(*player), &cell.to_string()],
        ),
        RuleError::HolderCannotMove(p) => trf(
            "{0} has the ball: only players without the ball move in PHASE 2",
            &[&who(*p)],
        ),
        RuleError::QuickRound(why) => trf("quick round: {0}", &[said(*why)]),
        RuleError::BallCellClosed(why) => {
            trf("the ball cell cannot be entered: {0}", &[said(*why)])
        }
        RuleError::NoTackle(why) => trf("no tackle: {0}", &[said(*why)]),
        RuleError::KeeperSetup(why) => {
            trf("the goalkeeper cannot be set like this: {0}", &[said(*why)])
        }
        RuleError::NotAKeeper(p) => trf("{0} is not a goalkeeper", &[&who(*p)]),
        RuleError::Placement {
            player,
            cell,
            reason,
        } => trf(
            "{0} cannot be placed in {1}: {2}",
            &[&who(*player), &cell.to_string(), said(*reason)],
        ),
        RuleError::PositioningIncomplete { why, player, cell } => {
            let why = match (player, cell) {
                (Some(p), Some(c)) => {
                    trf("{0} in {1}: {2}", &[&who(*p), &c.to_string(), said(*why)])
                }
                (None, Some(c)) => format!("{} ({c})", said(*why)),
                _ => said(*why).to_string(),
            };
            trf("positioning is not finished: {0}", &[&why])
        }
        RuleError::Substitution(why) => trf("no substitution: {0}", &[said(*why)]),
        RuleError::WallNotBroken(c) => trf(
            "team-mates still share {0}: once the team moves it is one player per cell",
            &[&c.to_string()],
        ),
        RuleError::ThrowInCellOccupied(c) => trf(
            "no opponent may stay in the throw-in cell {0}",
            &[&c.to_string()],
        ),
        RuleError::NoSlidingTackle(why) => trf("no sliding tackle: {0}", &[said(*why)]),
        RuleError::NoHeaderStep(why) => trf("no header step: {0}", &[said(*why)]),
    };
    capitalised(&text)
}

/// Why a peg cannot be picked up or dropped there, as a sentence.
pub fn peg_refusal(setup: &MatchSetup, r: &PegRefusal) -> String {
    match r {
        PegRefusal::OtherSide { acting } => trf("It is {0}'s turn", &[team_name(setup, *acting)]),
        PegRefusal::NothingMoves => tr("No peg moves now").to_string(),
        PegRefusal::OffThePitch => tr("He is not on the pitch").to_string(),
        PegRefusal::Refused(e) => rule_error(setup, e),
        PegRefusal::NoFreeCell => tr("No cell within his reach is free").to_string(),
        PegRefusal::KeeperOnly => tr("Only the goalkeeper is set for a shot").to_string(),
        PegRefusal::NotHisCell { player, cell } => trf(
            "{0} cannot go to {1}",
            &[&player_name(setup, *player), &cell.to_string()],
        ),
    }
}

/// Why the table refused an action, as a sentence.
pub fn play_error(setup: &MatchSetup, e: &PlayError) -> String {
    match e {
        PlayError::Rule(e) => rule_error(setup, e),
        PlayError::Peg(r) => peg_refusal(setup, r),
        PlayError::NoKicker => tr("Nobody has the ball to kick").to_string(),
        PlayError::UndoOff => tr("Undo is switched off for this match").to_string(),
        PlayError::NotUndoable => {
            tr("Only a move or placement of this phase can be taken back").to_string()
        }
        PlayError::TakeBack(TakeBackRefused::NothingToTakeBack) => {
            tr("There is nothing to take back").to_string()
        }
        PlayError::TakeBack(TakeBackRefused::DiceRolled) => {
            tr("A die was rolled: the move stands").to_string()
        }
        PlayError::NoFlick => tr("No kick can be flicked now").to_string(),
        PlayError::NotOffered => tr("That choice is not open now").to_string(),
        other => capitalised(&other.to_string()),
    }
}

/// A sentence starts with a capital.
pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
