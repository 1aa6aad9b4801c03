use super::*;
use crate::squad::parse_skills;

fn s24(letters: &str) -> Sticker {
    Sticker::Edition2024(
        Sticker2024::new(parse_skills(letters).expect("letters")).expect("sticker"),
    )
}

fn entry(number: u8, letters: &str) -> RosterEntry {
    RosterEntry {
        number: ShirtNumber(number),
        name: format!("P{number}"),
        sticker: s24(letters),
    }
}

/// 16 unique stickers worth 34: 2 of value 4, 2 of value 3, 8 of value 2, 4 of value 1.
fn legal_2024() -> Vec<RosterEntry> {
    let letters = [
        "V", "B", "Y", "R", "BB", "BK", "BS", "YB", "YY", "YG", "RS", "RK", "YYR", "GGS", "RRKS",
        "YYBB",
    ];
    letters
        .iter()
        .enumerate()
        .map(|(i, l)| entry(i as u8 + 1, l))
        .collect()
}

#[test]
fn a_legal_2024_roster_passes() {
    let roster = legal_2024();
    let report = validate(RosterRules::Custom2024, &roster);
    assert_eq!(report.total, 34);
    assert!(report.is_legal(), "{:?}", report.messages());
}

#[test]
fn sticker_section_counts_are_checked() {
    let err = Sticker2024::new(parse_skills("YYRRB").expect("letters")).unwrap_err();
    assert_eq!(err.to_string(), "5 sections; a 2024 sticker has 1 to 4");
    assert!(Sticker2024::new(vec![]).is_err());
    let err = Sticker2024::new(vec![Skill::BlackX]).unwrap_err();
    assert!(err.to_string().contains("X"), "{err}");
}

#[test]
fn budget_must_be_exactly_34() {
    let mut roster = legal_2024();
    roster[15] = entry(16, "YYB");
    let report = validate(RosterRules::Custom2024, &roster);
    assert_eq!(
        report.violations,
        vec![RosterViolation::Budget {
            total: 33,
            required: 34
        }]
    );
    assert!(report.messages()[0].contains("1 short"));
}

#[test]
fn identical_multisets_are_the_same_player() {
    let mut roster = legal_2024();
    roster[9] = entry(10, "BY");
    let report = validate(RosterRules::Custom2024, &roster);
    let messages = report.messages();
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert!(messages[0].contains("#8 P8 and #10 P10"), "{messages:?}");
    assert!(messages[0].contains("same sticker (YB)"), "{messages:?}");
    assert_eq!(report.violations[0].place(), Some((9, "sticker")));
}

#[test]
fn squad_size_and_numbers_are_checked() {
    let mut roster = legal_2024();
    roster.pop();
    roster[3].number = ShirtNumber(1);
    let report = validate(RosterRules::Custom2024, &roster);
    let text = report.messages().join("\n");
    assert!(text.contains("15 players"), "{text}");
    assert!(
        text.contains("#1 P1 and #1 P4 wear the same shirt number"),
        "{text}"
    );
}

#[test]
fn base_rules_want_the_standard_squad() {
    let roster = legal_2024();
    let standard: Vec<Sticker> = roster.iter().rev().map(|e| e.sticker.clone()).collect();
    assert!(
        validate(
            RosterRules::Base2024 {
                standard: &standard
            },
            &roster
        )
        .is_legal()
    );
    let mut changed = roster.clone();
    changed[0] = entry(1, "K");
    let report = validate(
        RosterRules::Base2024 {
            standard: &standard,
        },
        &changed,
    );
    assert_eq!(
        report.violations,
        vec![RosterViolation::NotStandard {
            missing: vec!["V".into()],
            extra: vec!["#1 P1 K".into()]
        }]
    );
}

fn classic(number: u8, letters: &str) -> RosterEntry {
    let duel = DuelNumbers {
        dribbling: 2,
        marking: 1,
        tackling: 1,
        ball_defence: 2,
    };
    RosterEntry {
        number: ShirtNumber(number),
        name: String::new(),
        sticker: Sticker::Classic(
            ClassicSticker::new(parse_skills(letters).expect("letters"), duel).expect("sticker"),
        ),
    }
}

#[test]
fn classic_bands_follow_the_total() {
    let band_of = |per_player: &str| {
        let roster: Vec<RosterEntry> = (1..=16).map(|n| classic(n, per_player)).collect();
        validate(RosterRules::Classic, &roster)
    };
    assert_eq!(band_of("Y").band, Some(StrengthBand::Weak));
    assert_eq!(band_of("YR").band, Some(StrengthBand::Average));
    assert_eq!(band_of("YRG").band, Some(StrengthBand::VeryStrong));
    let over = band_of("YRGB");
    assert_eq!(over.band, Some(StrengthBand::OverAdvised));
    assert!(over.is_legal());
    assert_eq!(
        over.warnings,
        vec!["total skill level 64 is over 50; the rulebook advises against it".to_string()]
    );
    assert_eq!(StrengthBand::of(24), StrengthBand::Weak);
    assert_eq!(StrengthBand::of(25), StrengthBand::Average);
    assert_eq!(StrengthBand::of(35), StrengthBand::Average);
    assert_eq!(StrengthBand::of(36), StrengthBand::Tournament);
    assert_eq!(StrengthBand::of(37), StrengthBand::Strong);
    assert_eq!(StrengthBand::of(43), StrengthBand::Strong);
    assert_eq!(StrengthBand::of(44), StrengthBand::VeryStrong);
    assert_eq!(StrengthBand::of(50), StrengthBand::VeryStrong);
    assert_eq!(StrengthBand::of(51), StrengthBand::OverAdvised);
}

#[test]
fn classic_tournament_wants_36_and_editions_do_not_mix() {
    let mut roster: Vec<RosterEntry> = (1..=16).map(|n| classic(n, "YR")).collect();
    let report = validate(RosterRules::ClassicTournament, &roster);
    assert!(report.messages()[0].contains("exactly 36"));
    roster[4] = entry(5, "Y");
    let report = validate(RosterRules::Classic, &roster);
    assert!(report.messages()[0].starts_with("#5 P5: the sticker is not a Classic sticker"));
}

#[test]
fn classic_stickers_check_level_and_duel_numbers() {
    let duel = DuelNumbers {
        dribbling: 12,
        marking: 0,
        tackling: 0,
        ball_defence: 0,
    };
    let err = ClassicSticker::new(vec![Skill::BlackX], duel).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dribbling number 12; duel numbers run from 0 to 9"
    );
    let six = parse_skills("YYRRBB").expect("letters");
    let ok_duel = DuelNumbers {
        dribbling: 1,
        ..duel
    };
    assert!(ClassicSticker::new(six, ok_duel).is_err());
    assert!(ClassicSticker::new(vec![Skill::Violet], ok_duel).is_err());
}
