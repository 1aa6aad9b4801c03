//! The AI coach's reasons in words: each [`Reason`] the AI gives with a decision, said in the
//! player's language with players named as the screen names them ("Long pass to Blue 9, free
//! on the wing (F8)"). Shown while the AI's turn plays and by the hint button.

use super::offers::player_name;
use super::setup::MatchSetup;
use super::words::stance_word;
use hexkick_ai::reason::{Area, KickIntent, Reason, Target};
use hexkick_ai::shape::Role;
use hexkick_i18n::{tr, trf};
use hexkick_rules::command::{Declaration, KeeperStance};
use hexkick_rules::squad::PlayerId;

/// `reason` in words, for the match set up as `setup`.
pub fn reason_words(setup: &MatchSetup, reason: &Reason) -> String {
    let name = |id: PlayerId| player_name(setup, id);
    match *reason {
        Reason::TossCoin => tr("Toss the coin for the kick-off").into(),
        Reason::Kick(intent) => kick_words(setup, &intent),
        Reason::DeclareShot {
            by,
            cells,
            outside_area,
        } => {
            let n = cells.to_string();
            if outside_area {
                trf(
                    "Declare a shot: {0} is {1} cells out, outside the area",
                    &[&name(by), &n],
                )
            } else {
                trf(
                    "Declare a shot: {0} is {1} cells out, in the area",
                    &[&name(by), &n],
                )
            }
        }
        Reason::DeclareCross { by } => trf(
            "Declare a cross with {0}: heading players step in first",
            &[&name(by)],
        ),
        Reason::DeclineReplay => tr("Turn the replay down: the ball is better where it is").into(),
        Reason::HomeAdvantage => tr("Home advantage now: +2 on the next duel die").into(),
        Reason::SetKeeper {
            keeper,
            cell,
            stance,
            outside_area,
            shots_tried,
        } => {
            let set = if stance == KeeperStance::Bar {
                trf(
                    "{0} takes the bar in {1}",
                    &[&name(keeper), &cell.to_string()],
                )
            } else {
                let how = stance_word(stance).to_lowercase();
                trf(
                    "{0} waits in {1}, {2}",
                    &[&name(keeper), &cell.to_string(), &how],
                )
            };
            let why = if stance == KeeperStance::Bar && outside_area {
                tr("shot from outside the area").to_string()
            } else if shots_tried > 0 {
                trf(
                    "the fewest goals of {0} shots tried",
                    &[&shots_tried.to_string()],
                )
            } else {
                tr("his first idea").to_string()
            };
            trf("{0}: {1}", &[&set, &why])
        }
        Reason::KeeperStays => tr("The keeper stays as he stands: no stance does better").into(),
        Reason::Slide { player, to } => trf(
            "Sliding tackle: {0} slides to {1}, across the path to goal",
            &[&name(player), &to.to_string()],
        ),
        Reason::HeadingStep { player, to } => trf(
            "{0} steps to {1} for the header",
            &[&name(player), &to.to_string()],
        ),
        Reason::LetCrossCome => tr("Nobody steps in: let the cross come").into(),
        Reason::Receiver { player } => trf("Let {0} take the ball", &[&name(player)]),
        Reason::BallCell { cell } => trf("Take the ball in {0}", &[&cell.to_string()]),
        Reason::IntentionalFoul { player, danger } => {
            if danger {
                trf(
                    "Foul on purpose with {0}: a card, but the dribbler was through on goal",
                    &[&name(player)],
                )
            } else {
                trf(
                    "Foul on purpose with {0}: a card, but the drive stops",
                    &[&name(player)],
                )
            }
        }
        Reason::LetDribblerGo => tr("Let him go: a foul would cost more").into(),
        Reason::Run { player, to, role } => {
            let args: [&str; 2] = [&name(player), &to.to_string()];
            match role {
                Role::Striker => trf("{0} runs to {1}, into the shooting zone", &args),
                Role::Wing => trf("{0} goes wide to {1} for a cross", &args),
                Role::Back => trf("{0} holds behind the ball in {1}", &args),
                Role::Mid | Role::Keeper => trf("{0} moves to {1} in support", &args),
            }
        }
        Reason::Mark {
            player,
            to,
            attacker,
        } => trf(
            "{0} marks {1} ({2})",
            &[&name(player), &name(attacker), &to.to_string()],
        ),
        Reason::Cover { player, to } => trf(
            "{0} covers in {1}, between the ball and the goal",
            &[&name(player), &to.to_string()],
        ),
        Reason::Enter {
            player,
            holder,
            foul_in_six,
            danger,
        } => entry_words(&name(player), &name(holder), foul_in_six, danger),
        Reason::Tackle { player, holder } => trf(
            "{0} tackles {1}: he is in the ball's cell",
            &[&name(player), &name(holder)],
        ),
        Reason::StepAside { player, to } => trf(
            "{0} steps aside to {1} so the phase can end",
            &[&name(player), &to.to_string()],
        ),
        Reason::ThrowInWalk { player, to } => trf(
            "{0} walks to {1} to take the throw-in",
            &[&name(player), &to.to_string()],
        ),
        Reason::Place {
            player,
            cell,
            taker,
            ..
        } => {
            let args: [&str; 2] = [&name(player), &cell.to_string()];
            if taker {
                trf("{0} to {1}: he takes the kick", &args)
            } else {
                trf("Place {0} in {1}", &args)
            }
        }
        Reason::Substitute { off, on, keeper } => {
            let args: [&str; 2] = [&name(on), &name(off)];
            if keeper {
                trf("Bring {0} on for {1}: the side needs a keeper", &args)
            } else {
                trf("Bring {0} on for {1}", &args)
            }
        }
        Reason::Ready => tr("Done placing: the players stand well").into(),
        Reason::Hold => tr("End the phase: nobody gains by moving").into(),
        Reason::AnyLegal => tr("No plan found: any legal move").into(),
    }
}

/// An entry into the ball's cell with its foul risk: "Red 4 enters Blue 9's cell: 1 in 2
/// foul risk, but he is through on goal".
fn entry_words(player: &str, holder: &str, foul_in_six: u8, danger: bool) -> String {
    if foul_in_six == 0 {
        return trf(
            "{0} enters {1}'s cell from the front: no risk",
            &[player, holder],
        );
    }
    let odds = odds_in_six(foul_in_six);
    if danger {
        trf(
            "{0} enters {1}'s cell: {2} foul risk, but he is through on goal",
            &[player, holder, &odds],
        )
    } else {
        trf(
            "{0} enters {1}'s cell: {2} foul risk",
            &[player, holder, &odds],
        )
    }
}

/// `faces` in 6 as the smallest fraction: "1 in 2", "1 in 3", "5 in 6".
fn odds_in_six(faces: u8) -> String {
    let gcd = (1..=faces.min(6))
        .rev()
        .find(|d| faces.is_multiple_of(*d) && 6u8.is_multiple_of(*d));
    let d = gcd.unwrap_or(1);
    trf(
        "{0} in {1}",
        &[&(faces / d).to_string(), &(6 / d).to_string()],
    )
}

/// A kick as meant: "Long pass to Blue 9, free on the wing (F8)", "Shot at goal with Blue 9
/// (lob)".
fn kick_words(setup: &MatchSetup, kick: &KickIntent) -> String {
    let by = player_name(setup, kick.by);
    let cell = kick.cell.map(|c| c.to_string()).unwrap_or_default();
    let how = super::words::style_word(kick.style, false).to_lowercase();
    let head = match (kick.declare, kick.target) {
        (Declaration::Shot, _) | (_, Target::Goal) => {
            return trf("Shot at goal with {0} ({1})", &[&by, &how]);
        }
        (Declaration::Drive, _) => return trf("{0} drives forward to {1}", &[&by, &cell]),
        (Declaration::Cross, Target::Mate { mate, .. }) => {
            trf("Cross to {0}", &[&player_name(setup, mate)])
        }
        (Declaration::Cross, Target::Space) => tr("Cross into space").to_string(),
        (Declaration::Pass, Target::Mate { mate, .. }) if kick.long => {
            trf("Long pass to {0}", &[&player_name(setup, mate)])
        }
        (Declaration::Pass, Target::Mate { mate, .. }) => {
            trf("Pass to {0}", &[&player_name(setup, mate)])
        }
        (Declaration::Pass, Target::Space) if kick.long => tr("Long ball into space").to_string(),
        (Declaration::Pass, Target::Space) => tr("Pass into space").to_string(),
    };
    let free = matches!(kick.target, Target::Mate { free: true, .. });
    let said = match (kick.area, free) {
        (Area::Wing, true) => trf("{0}, free on the wing", &[&head]),
        (Area::Wing, false) => trf("{0}, on the wing", &[&head]),
        (Area::PenaltyArea, true) => trf("{0}, free in the penalty area", &[&head]),
        (Area::PenaltyArea, false) => trf("{0}, in the penalty area", &[&head]),
        (Area::Field, true) => trf("{0}, free", &[&head]),
        (Area::Field, false) => head,
    };
    trf("{0} ({1})", &[&said, &cell])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, PlayOptions, Table};
    use hexkick_ai::{Coach, Difficulty};
    use hexkick_i18n::{Lang, with_lang};
    use hexkick_rules::rules::{Edition, Level, RuleSet};
    use hexkick_storage::{MemoryStore, Saves};
    use std::collections::BTreeMap;

    /// Decisions played of each seeded match (enough for every phase, set piece and duel).
    const DECISIONS: usize = 700;

    #[test]
    fn every_ai_decision_carries_its_reason_in_english_and_french() {
        let mut kinds: BTreeMap<String, (String, String)> = BTreeMap::new();
        let games = [
            (Difficulty::Normal, Difficulty::Easy, Level::Complete, 5),
            (Difficulty::Hard, Difficulty::Beginner, Level::Base, 6),
            (Difficulty::Normal, Difficulty::Normal, Level::Tournament, 7),
        ];
        for (home, away, level, seed) in games {
            let mut setup = MatchSetup::quick(Coach::Ai(home), Coach::Ai(away), seed);
            setup.rules = RuleSet::of(Edition::Y2024, level);
            setup.options = PlayOptions::for_rules(setup.rules);
            let mut table =
                Table::new(setup.clone(), Saves::new(MemoryStore::default())).expect("set-up");
            for _ in 0..DECISIONS {
                let Some(job) = table.ai_job() else {
                    break;
                };
                let (decision, why) = job.decide();
                let reason = why.expect("the brain always says why");
                let kind = format!("{reason:?}");
                let kind = kind.split([' ', '(']).next().unwrap_or("").to_string();
                let en = with_lang(Lang::En, || reason_words(&setup, &reason));
                let fr = with_lang(Lang::Fr, || reason_words(&setup, &reason));
                assert!(!en.trim().is_empty() && !fr.trim().is_empty(), "{reason:?}");
                assert_ne!(en, fr, "{reason:?} is not translated");
                assert!(!en.contains("home:") && !en.contains("away:"), "{en}");
                kinds.entry(kind).or_insert((en, fr));
                (table.play(Action::from(decision))).expect("the AI's action is legal");
            }
        }
        for (kind, (en, fr)) in &kinds {
            println!("{kind}: {en} | {fr}");
        }
        for needed in [
            "TossCoin",
            "Kick",
            "DeclareShot",
            "SetKeeper",
            "Place",
            "Ready",
            "Run",
            "Cover",
            "Mark",
            "Hold",
            "Enter",
            "Tackle",
        ] {
            assert!(kinds.contains_key(needed), "no {needed} in {kinds:?}");
        }
    }
}
