//! "Fill the budget": a 2024 team's stickers brought to the budget of exactly 34 in one tap
//! (2024 COMPLETE, "CRÉER DES JOUEURS": the value of a sticker is its number of coloured
//! sections, 1 to 4; the 16 stickers total exactly 34 and no two are the same player).
//!
//! Short of the budget, a player with another's sticker, else the one with the fewest
//! sections, gets one more, the colour he has
//! first (a second section of a colour adds its + skill), else the first colour that keeps
//! every player different; over it, the player with the most sections loses his last one.
//! One point at a time, so the points spread over the squad, the lowest stickers first.

use super::refusal::{Refusal, player_refusal};
use hexkick_i18n::{tr, tr_key, trf};
use hexkick_rules::roster::{BUDGET_2024, MAX_SECTIONS_2024, SKILLS_2024, Sticker, Sticker2024};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::Skill;
use hexkick_teams::team::TeamDraft;

/// Brings the draft's 2024 stickers to the budget; the words say how many points moved.
pub(super) fn fill_budget(draft: &mut TeamDraft) -> Result<String, Refusal> {
    if draft.edition != Edition::Y2024 {
        return Err(Refusal(
            tr("Only 2024 teams have a budget; Classic teams choose their strength").into(),
        ));
    }
    let start = total(draft);
    if start == BUDGET_2024 && !draft.is_standard_base() {
        return Err(Refusal(tr("The budget is full already").into()));
    }
    while total(draft) != BUDGET_2024 {
        let adding = total(draft) < BUDGET_2024;
        let step = if adding {
            add_one(draft)
        } else {
            take_one(draft)
        };
        if step.is_none() {
            return Err(Refusal(
                tr("No sticker can change without two players becoming the same").into(),
            ));
        }
    }
    let count = start.abs_diff(BUDGET_2024);
    let (moved, total) = (count.to_string(), BUDGET_2024.to_string());
    let template = match (start < BUDGET_2024, count == 1) {
        (true, true) => tr_key("Budget filled: {0} section added, the stickers total {1}"),
        (true, false) => tr_key("Budget filled: {0} sections added, the stickers total {1}"),
        (false, true) => tr_key("Budget met: {0} section taken off, the stickers total {1}"),
        (false, false) => tr_key("Budget met: {0} sections taken off, the stickers total {1}"),
    };
    Ok(trf(template, &[&moved, &total]))
}

fn total(draft: &TeamDraft) -> u32 {
    draft.players.iter().map(|p| p.sticker.value()).sum()
}

/// The sections of the n-th player.
fn sections(draft: &TeamDraft, i: usize) -> Vec<Skill> {
    draft.players[i].sticker.skills().to_vec()
}

/// True when no other player has a sticker with these sections (in any order).
fn unique(draft: &TeamDraft, i: usize, skills: &[Skill]) -> bool {
    let mut sorted = skills.to_vec();
    hexkick_rules::short_sort::sort(&mut sorted);
    (draft.players.iter().enumerate()).all(|(k, p)| k == i || p.sticker.identity() != sorted)
}

/// Players in the order they take a change: a player with the same sticker as another first
/// (the change makes him unique), then fewest sections first (adding) or most first (taking
/// off), then in roster order.
fn order(draft: &TeamDraft, adding: bool) -> Vec<usize> {
    let mut at: Vec<usize> = (0..draft.players.len()).collect();
    hexkick_rules::short_sort::sort_by_key(&mut at, |&i| {
        let sticker = &draft.players[i].sticker;
        let v = sticker.value();
        let shared = !unique(draft, i, sticker.skills());
        (!shared, if adding { v } else { u32::MAX - v })
    });
    at
}

/// Gives a player one more section; `None` when nobody can take one.
fn add_one(draft: &mut TeamDraft) -> Option<()> {
    for i in order(draft, true) {
        let now = sections(draft, i);
        if now.len() >= MAX_SECTIONS_2024 {
            continue;
        }
        let colours = now.first().into_iter().chain(SKILLS_2024.iter());
        for colour in colours {
            let mut next = now.clone();
            next.push(*colour);
            if unique(draft, i, &next) && set(draft, i, next).is_ok() {
                return Some(());
            }
        }
    }
    None
}

/// Takes a section off a player (his last one that keeps him unique); `None` when nobody can.
fn take_one(draft: &mut TeamDraft) -> Option<()> {
    for i in order(draft, false) {
        let now = sections(draft, i);
        if now.len() <= 1 {
            continue;
        }
        for at in (0..now.len()).rev() {
            let mut next = now.clone();
            next.remove(at);
            if unique(draft, i, &next) && set(draft, i, next).is_ok() {
                return Some(());
            }
        }
    }
    None
}

fn set(draft: &mut TeamDraft, i: usize, skills: Vec<Skill>) -> Result<(), Refusal> {
    let sticker = Sticker2024::new(skills).map_err(|e| player_refusal(i, e))?;
    draft.players[i].sticker = Sticker::Edition2024(sticker);
    Ok(())
}
