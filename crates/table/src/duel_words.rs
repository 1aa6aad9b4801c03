//! A duel's value in words, die and modifiers named: "die 4 + 2 blue + 2 midfield = 8". The
//! modifiers are read from the player's sticker and the ball's cell with the rules' own
//! bonus functions and are named only when they add up to the value the rules computed
//! (else "die 4 + 4 = 8"), so the words never disagree with the dice.

use hexkick_i18n::{tr, trf};
use hexkick_rules::duel::one_on_one_points;
use hexkick_rules::duel::values::midfield_tackle_points;
use hexkick_rules::duel::{POINTS_PER_SKILL, ball_defence_points, dribble_points, tackle_points};
use hexkick_rules::event::RollPurpose;
use hexkick_rules::squad::{PlayerId, Skill, SkillSet};
use hexkick_rules::state::MatchState;

/// "die 4 + 2 blue + 2 midfield = 8", "die 4 + 4 = 8", "die 4 = 4", or "8" without the die.
pub fn value_words(
    state: &MatchState,
    purpose: RollPurpose,
    player: PlayerId,
    die: Option<u8>,
    total: u8,
) -> String {
    let Some(die) = die.filter(|d| *d <= total) else {
        return total.to_string();
    };
    let bonus = total - die;
    let (die_s, total_s) = (die.to_string(), total.to_string());
    if bonus == 0 {
        return trf("die {0} = {1}", &[&die_s, &total_s]);
    }
    let parts = state
        .player(player)
        .map(|p| parts(state, purpose, p.skills()))
        .unwrap_or_default();
    let named: u8 = parts.iter().map(|(n, _)| n).sum();
    if named != bonus || parts.is_empty() {
        return trf(
            "die {0} + {1} = {2}",
            &[&die_s, &bonus.to_string(), &total_s],
        );
    }
    let mut out = trf("die {0}", &[&die_s]);
    for (n, word) in parts {
        out.push_str(&format!(" + {n} {word}"));
    }
    out.push_str(&format!(" = {total}"));
    out
}

/// The modifiers the 2024 rules give this roll, with their names; empty for rolls without
/// named modifiers.
fn parts(state: &MatchState, purpose: RollPurpose, skills: SkillSet) -> Vec<(u8, &'static str)> {
    let by_colour = |colours: &[Skill], total: u8| -> Vec<(u8, &'static str)> {
        let each: Vec<(u8, &'static str)> = colours
            .iter()
            .filter(|c| skills.count(**c) > 0)
            .map(|c| (skills.count(*c) * POINTS_PER_SKILL, colour_word(*c)))
            .collect();
        let sum: u8 = each.iter().map(|(n, _)| n).sum();
        if sum == total { each } else { Vec::new() }
    };
    match purpose {
        RollPurpose::Dribble => by_colour(&[Skill::Red, Skill::Green], dribble_points(skills)),
        RollPurpose::OneOnOneDefence => by_colour(&[Skill::Blue], one_on_one_points(skills)),
        RollPurpose::BallDefence => {
            by_colour(&[Skill::Yellow, Skill::Blue], ball_defence_points(skills))
        }
        RollPurpose::Tackle => {
            let cell = state.ball().cell;
            let mut out = Vec::new();
            for c in [Skill::Blue, Skill::Yellow] {
                if skills.has(c) {
                    out.push((POINTS_PER_SKILL, colour_word(c)));
                }
            }
            if midfield_tackle_points(cell) > 0 {
                out.push((midfield_tackle_points(cell), tr("midfield")));
            }
            let sum: u8 = out.iter().map(|(n, _)| n).sum();
            if sum == tackle_points(skills, cell) {
                out
            } else {
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}

/// A sticker section's colour in words.
fn colour_word(skill: Skill) -> &'static str {
    match skill {
        Skill::Yellow => tr("yellow"),
        Skill::Red => tr("red"),
        Skill::Green => tr("green"),
        Skill::Blue => tr("blue"),
        _ => tr("skill"),
    }
}

/// What a die was rolled for, in words: "dribble", "1v1 defence", "rear entry".
pub fn roll_word(purpose: RollPurpose) -> &'static str {
    match purpose {
        RollPurpose::Lots => tr("lots"),
        RollPurpose::Referee => tr("referee"),
        RollPurpose::Weather => tr("weather"),
        RollPurpose::Injury => tr("injury"),
        RollPurpose::Var => tr("VAR"),
        RollPurpose::Reflexes => tr("reflexes"),
        RollPurpose::Dribble => tr("dribble"),
        RollPurpose::Goalkeeper => tr("goalkeeper"),
        RollPurpose::OneOnOneDefence => tr("1v1 defence"),
        RollPurpose::Tackle => tr("tackle"),
        RollPurpose::BallDefence => tr("ball defence"),
        RollPurpose::RearEntry => tr("rear entry"),
        RollPurpose::FarEntry => tr("far entry"),
    }
}
