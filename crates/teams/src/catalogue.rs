//! The sticker catalogues of both editions: every distinct sticker that makes sense, generated
//! by rule.
//!
//! The 2024 box speaks of "112 different players" and the Classic rulebook of "112 skill
//! stickers" to download, but neither text lists them, so the catalogues are generated from
//! the rulebooks' hints (RULES.md, "Squads and rosters"):
//! - yellow, red, green and blue at most 3 times each ("encore meilleur s'il possède 2 ou 3";
//!   Classic "SKILL": "Even better if they have 2 or 3");
//! - grey (speed) and black (heading) at most once each: they are on/off abilities;
//! - 2024: violet (goalkeeper) only on keepers, at most twice ("DRIBBLE SUR LE GARDIEN": the
//!   keeper's result runs from 1 to 10, a die plus 2 per violet), with at most speed and
//!   heading besides; 1 to 4 sections;
//! - Classic: black with an X (goalkeeper) once, with at most speed and heading besides; 1 to
//!   5 skills; each sticker prints the duel numbers of [`classic_duel_numbers`].
//!
//! Sections are listed in the skills' canonical order; the value (2024) or skill level
//! (Classic) is the section count.

use hexkick_rules::reserve::CLASSIC_RESERVE_NUMBER;
use hexkick_rules::roster::{
    ClassicSticker, DuelNumbers, MAX_SECTIONS_2024, MAX_SKILLS_CLASSIC, SKILLS_2024,
    SKILLS_CLASSIC, Sticker, Sticker2024, StickerError,
};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::{Skill, SkillSet};

/// "Encore meilleur s'il possède 2 ou 3": the most times one of Y R G B appears.
pub const MAX_SAME_COLOUR: usize = 3;
/// Speed and heading appear at most once on a sticker.
pub const MAX_ABILITY: usize = 1;
/// A 2024 keeper has at most two violet sections.
pub const MAX_VIOLET: usize = 2;
/// Classic "SKILL": "Black with an X: good at making saves", one section (no "2 or 3").
pub const MAX_BLACK_X: usize = 1;

/// Whether a multiset of sections is a sticker of the catalogue (either edition: a 2024 keeper
/// is violet, a Classic one black with an X).
pub fn makes_sense(sections: &[Skill]) -> bool {
    let count = |s: Skill| sections.iter().filter(|&&x| x == s).count();
    let (violets, crosses) = (count(Skill::Violet), count(Skill::BlackX));
    let outfield = [Skill::Yellow, Skill::Red, Skill::Green, Skill::Blue];
    let abilities_ok = count(Skill::Grey) <= MAX_ABILITY && count(Skill::Black) <= MAX_ABILITY;
    let colours = outfield.iter().map(|&s| count(s));
    if violets > 0 || crosses > 0 {
        let keeper_ok =
            (violets == 0 || crosses == 0) && violets <= MAX_VIOLET && crosses <= MAX_BLACK_X;
        abilities_ok && keeper_ok && colours.sum::<usize>() == 0
    } else {
        abilities_ok && colours.max().unwrap_or(0) <= MAX_SAME_COLOUR
    }
}

/// The duel numbers a Classic catalogue sticker prints: for a keeper the reserve goalkeeper's
/// 4-4-4-4 (Classic, "SUBSTITUTION OF THE GOALKEEPER"); for anyone else the numbers the rules
/// core reads from the skills of a sticker that prints none ([`DuelNumbers::from_skills`]: 2
/// per section of the duel's colours, at most 6).
pub fn classic_duel_numbers(skills: &[Skill]) -> DuelNumbers {
    if skills.contains(&Skill::BlackX) {
        let n = CLASSIC_RESERVE_NUMBER;
        DuelNumbers {
            dribbling: n,
            marking: n,
            tackling: n,
            ball_defence: n,
        }
    } else {
        DuelNumbers::from_skills(SkillSet::of(skills))
    }
}

/// Every 2024 catalogue sticker, by value then section letters.
pub fn catalogue_2024() -> Vec<Sticker2024> {
    multisets(&SKILLS_2024, MAX_SECTIONS_2024)
        .into_iter()
        .filter_map(|s| Sticker2024::new(s).ok())
        .collect()
}

/// Every Classic catalogue sticker, by skill level then letters, with its duel numbers.
pub fn catalogue_classic() -> Vec<ClassicSticker> {
    multisets(&SKILLS_CLASSIC, MAX_SKILLS_CLASSIC)
        .into_iter()
        .filter_map(|s| {
            let duel = classic_duel_numbers(&s);
            ClassicSticker::new(s, duel).ok()
        })
        .collect()
}

/// The catalogue of an edition, by value (skill level) then letters.
pub fn catalogue(edition: Edition) -> Vec<Sticker> {
    match edition {
        Edition::Y2024 => catalogue_2024()
            .into_iter()
            .map(Sticker::Edition2024)
            .collect(),
        Edition::Classic => catalogue_classic()
            .into_iter()
            .map(Sticker::Classic)
            .collect(),
    }
}

/// The highest value (2024) or skill level (Classic) of an edition's stickers.
pub fn max_value(edition: Edition) -> u32 {
    match edition {
        Edition::Y2024 => MAX_SECTIONS_2024 as u32,
        Edition::Classic => MAX_SKILLS_CLASSIC as u32,
    }
}

/// A sticker in the other edition's terms, for a team changing edition: the goalkeeper colour
/// swaps (violet and black with an X), a Classic sticker keeps its first 4 skills in 2024, and a
/// 2024 sticker prints the catalogue's duel numbers ([`classic_duel_numbers`]) in Classic.
pub fn convert(sticker: &Sticker, edition: Edition) -> Result<Sticker, StickerError> {
    let swap = |from: Skill, to: Skill| move |s: &Skill| if *s == from { to } else { *s };
    match (sticker, edition) {
        (Sticker::Edition2024(_), Edition::Y2024) | (Sticker::Classic(_), Edition::Classic) => {
            Ok(sticker.clone())
        }
        (Sticker::Edition2024(s), Edition::Classic) => {
            let skills: Vec<Skill> = s
                .sections()
                .iter()
                .map(swap(Skill::Violet, Skill::BlackX))
                .collect();
            let duel = classic_duel_numbers(&skills);
            ClassicSticker::new(skills, duel).map(Sticker::Classic)
        }
        (Sticker::Classic(s), Edition::Y2024) => {
            let skills: Vec<Skill> = s
                .skills()
                .iter()
                .take(MAX_SECTIONS_2024)
                .map(swap(Skill::BlackX, Skill::Violet))
                .collect();
            Sticker2024::new(skills).map(Sticker::Edition2024)
        }
    }
}

/// Every sensible multiset of 1 to `max` sections from `skills`, sorted, by size then skills.
fn multisets(skills: &[Skill], max: usize) -> Vec<Vec<Skill>> {
    let mut all = Vec::new();
    grow(&mut Vec::new(), skills, 0, max, &mut all);
    hexkick_rules::short_sort::sort_by_key(&mut all, |s: &Vec<Skill>| (s.len(), s.clone()));
    all
}

/// Adds every multiset extending `current` with skills from index `from` on (no repeats of
/// the same multiset: skills only ever get added in non-decreasing index order).
fn grow(
    current: &mut Vec<Skill>,
    skills: &[Skill],
    from: usize,
    max: usize,
    out: &mut Vec<Vec<Skill>>,
) {
    if !current.is_empty() && makes_sense(current) {
        let mut sorted = current.clone();
        hexkick_rules::short_sort::sort(&mut sorted);
        out.push(sorted);
    }
    if current.len() == max {
        return;
    }
    for (i, &skill) in skills.iter().enumerate().skip(from) {
        current.push(skill);
        grow(current, skills, i, max, out);
        current.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::squad::parse_skills;
    use std::collections::HashSet;

    fn letters(l: &str) -> Vec<Skill> {
        parse_skills(l).expect("letters")
    }

    #[test]
    fn catalogue_is_distinct_and_sensible() {
        let all = catalogue_2024();
        assert_eq!(all.len(), 158);
        let unique: HashSet<Vec<Skill>> = all.iter().map(|s| s.sections().to_vec()).collect();
        assert_eq!(unique.len(), all.len());
        let by_value = |v| all.iter().filter(|s| s.value() == v).count();
        assert_eq!(
            [by_value(1), by_value(2), by_value(3), by_value(4)],
            [7, 22, 47, 82]
        );
        assert!(makes_sense(&letters("YYYK")));
        assert!(!makes_sense(&letters("YYYY")));
        assert!(!makes_sense(&letters("SS")));
        assert!(!makes_sense(&letters("VB")));
        assert!(!makes_sense(&letters("VVV")));
        assert!(makes_sense(&letters("VVKS")));
        assert!(!makes_sense(&letters("VX")));
    }

    #[test]
    fn classic_catalogue_runs_from_level_1_to_5_with_printed_numbers() {
        let all = catalogue_classic();
        let by_level = |v| all.iter().filter(|s| s.level() == v).count();
        assert_eq!(
            [
                by_level(1),
                by_level(2),
                by_level(3),
                by_level(4),
                by_level(5)
            ],
            [7, 21, 45, 81, 122]
        );
        assert_eq!(all.len(), 276);
        let unique: HashSet<Vec<Skill>> = all.iter().map(|s| s.skills().to_vec()).collect();
        assert_eq!(unique.len(), all.len());
        assert!(all.iter().all(|s| !s.skills().contains(&Skill::Violet)));
        let keepers: Vec<_> = all
            .iter()
            .filter(|s| s.skills().contains(&Skill::BlackX))
            .map(|s| Sticker::Classic(s.clone()).letters())
            .collect();
        assert_eq!(keepers, ["X", "XK", "XS", "XKS"]);
        let find = |l: &str| {
            all.iter()
                .find(|s| s.skills() == letters(l).as_slice())
                .map(ClassicSticker::duel)
        };
        assert_eq!(
            find("X"),
            Some(DuelNumbers {
                dribbling: 4,
                marking: 4,
                tackling: 4,
                ball_defence: 4
            })
        );
        assert_eq!(
            find("YRRRG"),
            Some(DuelNumbers {
                dribbling: 6,
                marking: 0,
                tackling: 2,
                ball_defence: 2
            })
        );
        assert!(makes_sense(&letters("YYBBK")));
        assert!(!makes_sense(&letters("XB")));
        assert!(!makes_sense(&letters("XX")));
    }

    #[test]
    fn each_edition_lists_its_own_stickers() {
        for edition in [Edition::Y2024, Edition::Classic] {
            let all = catalogue(edition);
            assert!(
                all.iter()
                    .all(|s| s.value() >= 1 && s.value() <= max_value(edition))
            );
            assert!(all.iter().all(|s| matches!(
                (s, edition),
                (Sticker::Edition2024(_), Edition::Y2024) | (Sticker::Classic(_), Edition::Classic)
            )));
        }
    }

    #[test]
    fn stickers_change_edition_with_their_keeper_colour() {
        let s24 = |l: &str| Sticker::Edition2024(Sticker2024::new(letters(l)).expect("2024"));
        let classic = convert(&s24("VK"), Edition::Classic).expect("classic");
        assert_eq!(classic.letters(), "XK");
        let Sticker::Classic(c) = &classic else {
            panic!("not classic");
        };
        assert_eq!(c.duel().marking, CLASSIC_RESERVE_NUMBER);
        assert_eq!(convert(&classic, Edition::Y2024), Ok(s24("VK")));
        let five = ClassicSticker::new(letters("YYRRB"), DuelNumbers::default()).expect("five");
        let back = convert(&Sticker::Classic(five), Edition::Y2024).expect("2024");
        assert_eq!(back.letters(), "YYRR");
        assert_eq!(convert(&s24("YB"), Edition::Y2024), Ok(s24("YB")));
    }
}
