//! The rules of team text, and the attacks of text that hides itself (issue 28).

use super::*;

#[test]
fn limits_and_characters_are_enforced() {
    assert_eq!(
        TeamName::new("Harbour Rovers").map(|n| n.to_string()),
        Ok("Harbour Rovers".to_string())
    );
    assert_eq!(
        TeamName::new("").unwrap_err().to_string(),
        "team name has 0 characters; it must have 1 to 32"
    );
    assert!(TeamName::new(&"x".repeat(33)).is_err());
    assert!(
        TeamName::new(&"é".repeat(32)).is_ok(),
        "counts characters, not bytes"
    );
    assert!(
        PlayerName::new("Bad\u{7}Name")
            .unwrap_err()
            .to_string()
            .contains("U+0007")
    );
    assert!(
        PlayerName::new(" Pad")
            .unwrap_err()
            .to_string()
            .contains("spaces")
    );
    assert!(
        ShortName::new("hrv")
            .unwrap_err()
            .to_string()
            .contains("capital")
    );
    assert!(ShortName::new("HRV").is_ok());
    assert!(Sponsor::new("").is_ok());
    assert!(Initials::new("ABCD").is_err());
}

#[test]
fn names_refuse_noncharacters_and_control_characters() {
    for bad in [
        '\u{FFFE}',
        '\u{FFFF}',
        '\u{FDD0}',
        '\u{10FFFF}',
        '\u{1FFFE}',
    ] {
        let err = PlayerName::new(&format!("Ro{bad}ssi")).expect_err("refused");
        assert!(err.to_string().contains("not a character"), "{err}");
        assert!(TeamName::new(&format!("FC{bad}")).is_err());
        assert!(Sponsor::new(&format!("{bad}")).is_err());
    }
    for bad in ['\u{0}', '\u{1b}', '\u{7f}', '\u{85}', '\u{9f}'] {
        let err = TeamName::new(&format!("A{bad}B")).expect_err("refused");
        assert!(err.to_string().contains("control character"), "{err}");
    }
    assert!(PlayerName::new("Ærøskøbing").is_ok());
    assert!(
        PlayerName::new("\u{FFFD}").is_ok(),
        "the replacement character is text"
    );
}

/// Checks `text` as each of the five kinds of team text: the messages, in the order team
/// name, short name, initials, sponsor, player name.
fn every_field(text: &str) -> [Result<(), String>; 5] {
    let said = |e: TextError| e.to_string();
    [
        TeamName::new(text).map(drop).map_err(said),
        ShortName::new(text).map(drop).map_err(said),
        Initials::new(text).map(drop).map_err(said),
        Sponsor::new(text).map(drop).map_err(said),
        PlayerName::new(text).map(drop).map_err(said),
    ]
}

/// The tester's attacks (issue 28): a right-to-left override, an isolate left open, a name of
/// two zero-width spaces, a leading byte order mark, a line separator. Each is refused in
/// every kind of team text, the message naming the character.
#[test]
fn text_that_hides_itself_is_refused_in_every_field() {
    let attacks = [
        ("AB\u{202E}C", "U+202E (right-to-left override)"),
        ("AB\u{2067}C", "U+2067 (right-to-left isolate)"),
        ("\u{200B}\u{200B}", "U+200B (zero-width space)"),
        ("\u{FEFF}AB", "U+FEFF (byte order mark)"),
        ("AB\u{2028}C", "U+2028 (line separator)"),
    ];
    for (text, named) in attacks {
        for said in every_field(text) {
            let said = said.expect_err("refused");
            assert!(said.contains(named), "{said}");
        }
    }
    assert_eq!(
        TeamName::new("Harbour \u{202E}srevoR")
            .unwrap_err()
            .to_string(),
        "Team name: U+202E (right-to-left override) is not allowed"
    );
}

/// Every character the rule names, in the middle of a name, at its start and at its end, in
/// every kind of team text: all refused.
#[test]
fn every_hiding_character_is_refused_anywhere() {
    let mut hiding: Vec<char> = vec!['\u{061C}', '\u{200E}', '\u{200F}', '\u{00AD}', '\u{180E}'];
    hiding.extend(('\u{202A}'..='\u{202E}').chain('\u{2066}'..='\u{2069}'));
    hiding.extend(('\u{200B}'..='\u{200D}').chain('\u{2060}'..='\u{2064}'));
    hiding.extend([
        '\u{FEFF}',
        '\u{2028}',
        '\u{2029}',
        '\u{FE0F}',
        '\u{E0100}',
        '\u{E0041}',
    ]);
    hiding.extend(('\u{0}'..='\u{1F}').chain('\u{7F}'..='\u{9F}'));
    let mut tried = 0;
    for c in &hiding {
        for text in [
            format!("AB{c}CD"),
            format!("{c}AB"),
            format!("AB{c}"),
            format!("{c}"),
        ] {
            for said in every_field(&text) {
                assert!(said.is_err(), "U+{:04X} in {text:?}", *c as u32);
                tried += 1;
            }
        }
    }
    println!(
        "{} characters, {tried} texts: every one refused",
        hiding.len()
    );
    assert_eq!(tried, hiding.len() * 4 * 5);
}

#[test]
fn blank_names_are_refused_and_an_empty_sponsor_is_none() {
    for text in [" ", "   ", "\u{3000}", "\u{2800}", "\u{A0}\u{2800}"] {
        let said = PlayerName::new(text).expect_err("blank");
        assert!(said.to_string().contains("blank"), "{said}");
        assert!(Sponsor::new(text).is_err());
    }
    assert!(Sponsor::new("").is_ok());
    let said = TeamName::new("Harbour Rovers\u{2800}").expect_err("blank at the end");
    assert!(said.to_string().contains("spaces"), "{said}");
}

/// What was allowed before and is not an attack stays allowed: letters of every script,
/// accents, emoji and their sequences, spaces inside a name.
#[test]
fn every_script_accents_and_emoji_are_still_allowed() {
    for name in [
        "Ærøskøbing",
        "Zoë Ōtsuka",
        "Καλαμάτα",
        "Спартак",
        "הפועל",
        "الأهلي",
        "پرسپولیس",
        "می\u{200C}خواهم",
        "श्री",
        "ශ්\u{200D}රී",
        "東京",
        "⚽ United",
        "👩\u{200D}💻 FC",
        "🏳\u{FE0F}\u{200D}🌈",
        "A\u{A0}B",
    ] {
        assert_eq!(TeamName::new(name).map(|n| n.to_string()), Ok(name.into()));
        assert!(PlayerName::new(name).is_ok(), "{name}");
    }
}
