//! The skills in plain words: what each colour of a sticker does under a rule set (edition and
//! level), one sentence per rule it unlocks. The peg card shows them; the rules reference can
//! list them too, so every skill is described in this one place.
//!
//! A colour's first section gives its base skill, the second its first "+" line and the third
//! its second "+" line (2024 COMPLETE "TOUTES LES COMPÉTENCES"; Classic PRO skills the same
//! way, RULES.md). 2024 BASE plays the base skills only ("APPLIQUEZ LES AUTOCOLLANTS DE
//! BASE"); Classic's PRO skills come with its COMPLETE level.

use hexkick_i18n::{tr, tr_key};
use hexkick_rules::roster::{MAX_SECTIONS_2024, MAX_SKILLS_CLASSIC};
use hexkick_rules::rules::{Edition, Level, RuleSet};
use hexkick_rules::squad::Skill;

/// A skill's name in words with its colour and letter: "Pass (yellow, Y)".
pub fn skill_title(skill: Skill) -> &'static str {
    match skill {
        Skill::Yellow => tr("Pass (yellow, Y)"),
        Skill::Red => tr("Shot (red, R)"),
        Skill::Green => tr("Cross (green, G)"),
        Skill::Blue => tr("Defence (blue, B)"),
        Skill::Violet => tr("Goalkeeper (purple, V)"),
        Skill::BlackX => tr("Goalkeeper (black with an X, X)"),
        Skill::Black => tr("Heading (black, K)"),
        Skill::Grey => tr("Speed (grey, S)"),
    }
}

/// How many places a printed sticker has for sections in this edition (2024: 4, Classic: 5);
/// the places a player's sticker leaves empty are white.
pub fn sticker_slots(edition: Edition) -> usize {
    match edition {
        Edition::Y2024 => MAX_SECTIONS_2024,
        Edition::Classic => MAX_SKILLS_CLASSIC,
    }
}

/// A rule set's name as players say it: "2024 COMPLETE", "Classic PRO".
pub fn rules_name(rules: &RuleSet) -> &'static str {
    match (rules.edition, rules.level) {
        (Edition::Y2024, Level::Base) => tr("2024 BASE"),
        (Edition::Y2024, Level::Complete) => tr("2024 COMPLETE"),
        (Edition::Y2024, Level::Tournament) => tr("2024 TOURNAMENT"),
        (Edition::Classic, Level::Base) => tr("Classic"),
        (Edition::Classic, _) => tr("Classic PRO"),
    }
}

/// What `sections` sections of `skill` do under `rules`, one sentence per rule, the base
/// skill first; a single sentence saying so when the colour does nothing in this rule set.
pub fn skill_effects(skill: Skill, sections: u8, rules: &RuleSet) -> Vec<&'static str> {
    let table = match rules.edition {
        Edition::Y2024 => effects_2024(skill),
        Edition::Classic => effects_classic(skill),
    };
    let advanced = rules.level >= Level::Complete;
    let lines: Vec<&'static str> = table
        .iter()
        .filter(|e| e.sections <= sections && (advanced || !e.advanced))
        .map(|e| tr(e.words))
        .collect();
    if !lines.is_empty() {
        return lines;
    }
    if table.is_empty() {
        vec![tr(NOT_THIS_EDITION)]
    } else {
        vec![tr(NOT_THIS_LEVEL)]
    }
}

/// A colour the edition does not print.
const NOT_THIS_EDITION: &str = tr_key("Not a skill of this edition: no effect in this match.");
/// A colour whose rules come with a higher level.
const NOT_THIS_LEVEL: &str = tr_key("Used from the COMPLETE rules on: no effect in this match.");

/// One rule a colour gives: from how many sections, whether only from COMPLETE on (Classic:
/// the PRO rules), and the sentence.
struct Effect {
    sections: u8,
    advanced: bool,
    words: &'static str,
}

const fn base(words: &'static str) -> Effect {
    Effect {
        sections: 1,
        advanced: false,
        words,
    }
}

const fn plus(sections: u8, words: &'static str) -> Effect {
    Effect {
        sections,
        advanced: true,
        words,
    }
}

/// 2024 BASE and COMPLETE ("APPLIQUEZ LES AUTOCOLLANTS DE BASE", "TOUTES LES COMPÉTENCES",
/// "DUEL AVEC DÉS").
fn effects_2024(skill: Skill) -> &'static [Effect] {
    const YELLOW: [Effect; 5] = [
        base(tr_key(
            "One-touch pass: receiving a pass in his own cell, he plays PHASE 1 again with a pass or a drive (once a turn).",
        )),
        plus(1, tr_key("His short pass reaches 5 cells instead of 4.")),
        plus(
            1,
            tr_key(
                "Dice duels: +2 a yellow or blue section to keep the ball in a tackle (at most +6).",
            ),
        ),
        plus(
            2,
            tr_key(
                "+ Assist: his pass to a green or red team-mate cancels the blue of the player marking him.",
            ),
        ),
        plus(
            3,
            tr_key("+ Long pass: a tie nobody touched after his long pass goes to his team-mate."),
        ),
    ];
    const RED: [Effect; 5] = [
        base(tr_key(
            "One-touch shot: reaching the ball in the penalty area, he plays PHASE 1 again with a shot.",
        )),
        plus(
            1,
            tr_key("Dice duels: +2 a red or green section when he dribbles (at most +6)."),
        ),
        plus(
            2,
            tr_key(
                "+ Bomber: against his shot from the penalty area the goalkeeper must stay in the goal box.",
            ),
        ),
        plus(
            3,
            tr_key("+ Offside line: about to be offside, he steps back one cell for free."),
        ),
        plus(
            3,
            tr_key(
                "Shot from outside the area: reaching the ball by moving in the attacking third, he may shoot.",
            ),
        ),
    ];
    const GREEN: [Effect; 5] = [
        base(tr_key(
            "One-touch cross: reaching the ball in the cross zone, he plays PHASE 1 again with a cross.",
        )),
        plus(
            1,
            tr_key(
                "Along the touchline: when his team moves 3 cells in PHASE 2, he moves 4 along the touchline through empty cells.",
            ),
        ),
        plus(
            1,
            tr_key("Dice duels: +2 a red or green section when he dribbles (at most +6)."),
        ),
        plus(
            2,
            tr_key("+ Wider cross zone: he may cross from the cells next to the cross zone."),
        ),
        plus(
            3,
            tr_key(
                "+ Precise cross: his cross that stops in a team-mate's cell in the penalty area, untouched by an opponent, is headed.",
            ),
        ),
    ];
    const BLUE: [Effect; 5] = [
        base(tr_key(
            "Marking: in the cell of an opponent who receives the ball, he cancels that opponent's yellow, green and red.",
        )),
        plus(
            1,
            tr_key(
                "Sliding tackle: against a one-touch shot or cross he slides as many cells as the attacker walked, then lies down.",
            ),
        ),
        plus(
            1,
            tr_key(
                "Dice duels: +2 a blue section against a dribble, and with yellow to keep the ball (at most +6).",
            ),
        ),
        plus(
            2,
            tr_key("+ Recovery: entering the ball's cell from a rear cell is a foul only on a 1."),
        ),
        plus(
            3,
            tr_key("+ Wall: a sliding tackle that only goes forward may end standing."),
        ),
    ];
    const VIOLET: [Effect; 3] = [
        base(tr_key(
            "Goalkeeper: he is set against every declared shot and picks the ball up in his area.",
        )),
        plus(
            1,
            tr_key("Dribbled by a shooter, he adds 2 a purple section to his die."),
        ),
        plus(
            2,
            tr_key(
                "+ Reflexes: against a bomber's shot he rolls a die; 4 to 6 cancels the bomber.",
            ),
        ),
    ];
    const BLACK: [Effect; 1] = [plus(
        1,
        tr_key(
            "Header: on a declared cross he may move 1 cell into the penalty area; he is not offside for it.",
        ),
    )];
    const GREY: [Effect; 1] = [plus(
        1,
        tr_key(
            "Speed: on a free ball he steps one cell forward before the CoD (back too with blue).",
        ),
    )];
    match skill {
        Skill::Yellow => &YELLOW,
        Skill::Red => &RED,
        Skill::Green => &GREEN,
        Skill::Blue => &BLUE,
        Skill::Violet => &VIOLET,
        Skill::Black => &BLACK,
        Skill::Grey => &GREY,
        Skill::BlackX => &[],
    }
}

/// Classic ("INSTANT PASS", "INSTANT SHOT", "INSTANT CROSS", "MARKING", "GOALKEEPER" and the
/// PRO skills, played from Classic COMPLETE on).
fn effects_classic(skill: Skill) -> &'static [Effect] {
    const YELLOW: [Effect; 3] = [
        base(tr_key(
            "One-touch pass: receiving a pass in his own cell, he plays PHASE 1 again with a pass or a drive (one pass a turn).",
        )),
        plus(
            2,
            tr_key(
                "PRO assist: his pass to a green or red team-mate cancels the blue of the player marking him.",
            ),
        ),
        plus(
            3,
            tr_key(
                "PRO long pass: a tie nobody touched after his long pass goes to his team-mate.",
            ),
        ),
    ];
    const RED: [Effect; 3] = [
        base(tr_key(
            "One-touch shot: reaching the ball with 1 movement in the goal box, he plays PHASE 1 again with a shot.",
        )),
        plus(
            2,
            tr_key(
                "PRO bomber: the goalkeeper stays in the goal box against his shot, and he may shoot more than once a turn.",
            ),
        ),
        plus(
            3,
            tr_key("PRO offside line: about to be offside, he steps back one cell."),
        ),
    ];
    const GREEN: [Effect; 3] = [
        base(tr_key(
            "One-touch cross: reaching the ball with 1 movement in the cross zone, he plays PHASE 1 again with a cross.",
        )),
        plus(
            2,
            tr_key("PRO wider cross zone: he may cross from the cells next to the cross zone."),
        ),
        plus(
            3,
            tr_key(
                "PRO precise cross: his cross through a team-mate's cell in the penalty area, touching nobody, succeeds.",
            ),
        ),
    ];
    const BLUE: [Effect; 3] = [
        base(tr_key(
            "Marking: in the cell of an opponent who receives the ball, he cancels that opponent's yellow, green and red.",
        )),
        plus(
            2,
            tr_key(
                "PRO retrieval: entering the ball's cell from a rear cell is a foul only on a 1.",
            ),
        ),
        plus(
            3,
            tr_key("PRO wall: a sliding tackle that only goes forward may end standing."),
        ),
    ];
    const KEEPER: [Effect; 1] = [base(tr_key(
        "Goalkeeper: he is set against every declared shot and picks the ball up in his area.",
    ))];
    const BLACK: [Effect; 1] = [plus(
        1,
        tr_key("PRO heading: on a declared cross he may move 1 cell into the penalty area."),
    )];
    const GREY: [Effect; 1] = [plus(
        1,
        tr_key("PRO speed: on a free ball he moves into an empty cell before the CoD."),
    )];
    match skill {
        Skill::Yellow => &YELLOW,
        Skill::Red => &RED,
        Skill::Green => &GREEN,
        Skill::Blue => &BLUE,
        Skill::BlackX => &KEEPER,
        Skill::Black => &BLACK,
        Skill::Grey => &GREY,
        Skill::Violet => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(edition: Edition, level: Level) -> RuleSet {
        RuleSet::of(edition, level)
    }

    #[test]
    fn a_blue_does_more_in_2024_complete_than_at_base_and_in_classic() {
        let base = skill_effects(Skill::Blue, 1, &rules(Edition::Y2024, Level::Base));
        assert_eq!(base.len(), 1, "{base:?}");
        assert!(base[0].starts_with("Marking"));
        let complete = skill_effects(Skill::Blue, 1, &rules(Edition::Y2024, Level::Complete));
        assert!(complete.iter().any(|l| l.starts_with("Sliding tackle")));
        assert!(complete.iter().any(|l| l.contains("+2 a blue section")));
        assert!(
            !complete.iter().any(|l| l.starts_with("+ Recovery")),
            "one section"
        );
        let three = skill_effects(Skill::Blue, 3, &rules(Edition::Y2024, Level::Complete));
        assert!(three.iter().any(|l| l.starts_with("+ Recovery")));
        assert!(three.iter().any(|l| l.starts_with("+ Wall")));
        let classic = skill_effects(Skill::Blue, 1, &rules(Edition::Classic, Level::Base));
        assert_eq!(classic.len(), 1);
        assert!(!classic.iter().any(|l| l.contains("Dice duels")));
        let pro = skill_effects(Skill::Blue, 2, &rules(Edition::Classic, Level::Complete));
        assert!(pro.iter().any(|l| l.starts_with("PRO retrieval")));
    }

    #[test]
    fn colours_without_a_rule_say_so() {
        let base = rules(Edition::Y2024, Level::Base);
        assert_eq!(skill_effects(Skill::Grey, 1, &base), vec![NOT_THIS_LEVEL]);
        assert_eq!(
            skill_effects(Skill::BlackX, 1, &base),
            vec![NOT_THIS_EDITION]
        );
        let classic = rules(Edition::Classic, Level::Tournament);
        assert_eq!(
            skill_effects(Skill::Violet, 1, &classic),
            vec![NOT_THIS_EDITION]
        );
        for skill in Skill::ALL {
            for r in [base, classic, rules(Edition::Y2024, Level::Complete)] {
                assert!(!skill_effects(skill, 3, &r).is_empty(), "{skill:?} {r:?}");
            }
        }
    }

    #[test]
    fn rule_sets_and_stickers_are_named_as_printed() {
        assert_eq!(
            rules_name(&rules(Edition::Y2024, Level::Complete)),
            "2024 COMPLETE"
        );
        assert_eq!(rules_name(&rules(Edition::Classic, Level::Base)), "Classic");
        assert_eq!(sticker_slots(Edition::Y2024), 4);
        assert_eq!(sticker_slots(Edition::Classic), 5);
        assert_eq!(skill_title(Skill::Black), "Heading (black, K)");
    }
}
