//! Team templates and share codes: shipped teams round-trip; bad input is refused by field.

use hexkick_teams::clash::choose_strips;
use hexkick_teams::share::{export_code, import_code};
use hexkick_teams::shipped::{SHIPPED_TEMPLATES, shipped_teams};
use hexkick_teams::strip::Tone;
use hexkick_teams::team::StripKind;
use hexkick_teams::template::{MAX_TEMPLATE_BYTES, export_json, import_json};
use serde_json::{Value, json};

fn harbour() -> Value {
    serde_json::from_str(SHIPPED_TEMPLATES[0].1).expect("shipped JSON")
}

/// Imports a JSON value and returns every message, one per line.
fn refusal(value: &Value) -> String {
    let bytes = serde_json::to_vec(value).expect("serialise");
    match import_json(&bytes) {
        Ok(team) => panic!("accepted {}", team.name()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_shipped_team_round_trips_through_file_and_code() {
    let teams = shipped_teams();
    assert_eq!(
        teams.len(),
        SHIPPED_TEMPLATES.len(),
        "a shipped file failed to import"
    );
    for ((file, text), team) in SHIPPED_TEMPLATES.iter().zip(&teams) {
        let exported = export_json(team);
        assert_eq!(
            exported.trim_end(),
            text.trim_end(),
            "{file}: export differs from file"
        );
        let again = import_json(exported.as_bytes()).expect("re-import");
        assert_eq!(&again, team, "{file}");
        let code = export_code(team);
        assert!(code.starts_with("HK2."), "{code}");
        assert!(
            code.len() < text.len() / 2,
            "{file}: code {} chars",
            code.len()
        );
        assert_eq!(&import_code(&code).expect("code"), team, "{file}");
        let wrapped: String = code
            .as_bytes()
            .chunks(60)
            .map(|c| format!("  {}\n", String::from_utf8_lossy(c)))
            .collect();
        assert_eq!(
            &import_code(&wrapped).expect("wrapped code"),
            team,
            "{file}"
        );
    }
}

#[test]
fn shipped_teams_have_one_dark_and_one_light_strip_and_legal_rosters() {
    for team in shipped_teams() {
        let tones = [StripKind::Home, StripKind::Away].map(|k| team.strip(k).tone());
        assert!(
            tones.contains(&Tone::Dark) && tones.contains(&Tone::Light),
            "{}",
            team.name()
        );
        let report = team.roster_report();
        assert!(
            report.is_legal(),
            "{}: {:?}",
            team.name(),
            report.messages()
        );
    }
}

#[test]
fn kick_off_strips_avoid_a_clash() {
    let teams = shipped_teams();
    for home in &teams {
        for away in &teams {
            let choice = choose_strips(home, away);
            assert_eq!(choice.home, StripKind::Home);
            if home.name() == away.name() {
                assert_eq!(
                    choice.away,
                    StripKind::Away,
                    "a mirror match changes strips"
                );
                assert!(!choice.check.clash, "{}", home.name());
            }
        }
    }
}

#[test]
fn wrong_version_and_format_are_named() {
    let mut v = harbour();
    v["version"] = json!(2);
    assert_eq!(
        refusal(&v),
        "version: version 2 is newer than this game reads (1); update hexkick"
    );
    v["version"] = json!("1");
    assert!(refusal(&v).starts_with("version: must be the whole number 1"));
    v.as_object_mut().expect("object").remove("version");
    assert!(refusal(&v).starts_with("version: missing"));
    let mut v = harbour();
    v["format"] = json!("other-game");
    assert!(refusal(&v).starts_with("format: must be \"hexkick-team\""));
    assert!(refusal(&json!([1, 2])).starts_with("template: must be a JSON object"));
}

#[test]
fn missing_unknown_and_mistyped_fields_are_named() {
    let mut v = harbour();
    v["players"][3]
        .as_object_mut()
        .expect("player")
        .remove("sticker");
    assert_eq!(refusal(&v), "players[3]: missing field `sticker`");
    let mut v = harbour();
    v["home"]["glitter"] = json!(true);
    assert!(refusal(&v).starts_with("home.glitter: unknown field `glitter`"));
    let mut v = harbour();
    v["players"][2]["number"] = json!(300);
    assert!(refusal(&v).starts_with("players[2].number: invalid value: integer `300`"));
    let mut v = harbour();
    v["players"][2]["number"] = json!("NaN");
    assert!(refusal(&v).starts_with("players[2].number: invalid type: string"));
    let mut v = harbour();
    v["away"]["pattern"] = json!("zigzag");
    assert!(refusal(&v).starts_with("away.pattern: unknown variant `zigzag`"));
}

#[test]
fn bad_values_are_all_reported_with_their_fields() {
    let mut v = harbour();
    v["home"]["collar"] = json!("gold");
    v["badge"]["ink"] = json!("#12345");
    v["players"][3]["sticker"] = json!("YYRRB");
    v["players"][5]["sticker"] = json!("YQ");
    v["players"][6]["name"] = json!("Tab\there");
    v["name"] = json!("");
    v["short_name"] = json!("toolong");
    let text = refusal(&v);
    for expected in [
        "home.collar: \"gold\" is not a colour; write #rrggbb",
        "badge.ink: \"#12345\" is not a colour; write #rrggbb",
        "players[3].sticker: 5 sections; a 2024 sticker has 1 to 4",
        "players[5].sticker: 'Q' is not a skill letter",
        "players[6].name: player name contains the control character U+0009",
        "name: team name has 0 characters; it must have 1 to 32",
        "short_name: short name has 7 characters; it must have 2 to 4",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn roster_rules_are_enforced_on_import() {
    let mut v = harbour();
    v["players"][4]["number"] = json!(1);
    assert!(
        refusal(&v).contains("players[4].number: #1 Okafor and #1 Sato wear the same shirt number")
    );
    let mut v = harbour();
    v["players"][0]["sticker"] = json!("VV");
    assert!(
        refusal(&v).contains("budget is exactly 34 (1 too many)"),
        "{}",
        refusal(&v)
    );
    let mut v = harbour();
    v["players"][5]["sticker"] = json!("BY");
    let text = refusal(&v);
    assert!(
        text.contains("#5 Sato and #6 Brennan have the same sticker (YB)"),
        "{text}"
    );
    let mut v = harbour();
    v["players"].as_array_mut().expect("players").pop();
    assert!(refusal(&v).contains("players: 15 players; a team has exactly 16"));
    let mut v = harbour();
    v["players"][0]["duel"] =
        json!({"dribbling": 1, "marking": 1, "tackling": 1, "ball_defence": 1});
    assert!(refusal(&v).contains("players[0].duel: 2024 stickers have no duel numbers"));
    let mut v = harbour();
    v["players"][0]["sticker"] = json!("X");
    assert!(
        refusal(&v).contains("players[0].sticker: skill X"),
        "{}",
        refusal(&v)
    );
}

#[test]
fn two_strips_of_one_tone_are_refused() {
    let mut v = harbour();
    v["away"]["shirt"] = json!("#101010");
    v["away"]["second"] = json!("#101010");
    assert!(
        refusal(&v).contains("away: both strips are dark; a team needs one dark and one light")
    );
}

#[test]
fn oversized_and_broken_input_is_refused_before_parsing() {
    let big = vec![b' '; MAX_TEMPLATE_BYTES + 1];
    let err = import_json(&big).expect_err("too big").to_string();
    assert!(
        err.starts_with("template: 262145 bytes is too large"),
        "{err}"
    );
    let err = import_json(&[0xff, 0xfe, b'{'])
        .expect_err("not utf8")
        .to_string();
    assert!(err.starts_with("template: not UTF-8"), "{err}");
    let text = SHIPPED_TEMPLATES[0].1;
    let err = import_json(&text.as_bytes()[..text.len() / 2])
        .expect_err("truncated")
        .to_string();
    assert!(
        err.starts_with("template: not valid JSON (EOF while parsing"),
        "{err}"
    );
    let deep = "[".repeat(10_000);
    let err = import_json(deep.as_bytes()).expect_err("deep").to_string();
    assert!(err.contains("recursion limit"), "{err}");
}

#[test]
fn classic_duel_numbers_are_checked() {
    let mut v: Value = serde_json::from_str(SHIPPED_TEMPLATES[5].1).expect("classic");
    v["players"][2]["duel"]["tackling"] = json!(12);
    assert!(
        refusal(&v)
            .contains("players[2].duel.tackling: tackling number 12; duel numbers run from 0 to 9")
    );
    let mut v: Value = serde_json::from_str(SHIPPED_TEMPLATES[5].1).expect("classic");
    v["players"][2]
        .as_object_mut()
        .expect("player")
        .remove("duel");
    assert!(
        refusal(&v)
            .contains("players[2].duel: missing; a Classic sticker prints four duel numbers")
    );
}

#[test]
fn a_flood_of_bad_players_is_summed_up() {
    let mut v = harbour();
    let bad = json!({"number": 0, "name": "", "sticker": "Q"});
    v["players"] = Value::Array(vec![bad; 2000]);
    let bytes = serde_json::to_vec(&v).expect("serialise");
    let err = import_json(&bytes).expect_err("refused");
    assert_eq!(err.errors.len(), 41);
    assert!(
        err.errors[0]
            .to_string()
            .starts_with("players: 2000 players")
    );
    let last = err.errors.last().expect("summary").to_string();
    assert!(
        last.starts_with("template: ") && last.contains("more problems not listed"),
        "{last}"
    );
}

#[test]
fn kick_off_warns_when_every_strip_clashes() {
    let grey_team = |home: &str, away: &str, name: &str| {
        let mut v = harbour();
        v["name"] = json!(name);
        for (kind, colour) in [("home", home), ("away", away)] {
            v[kind]["shirt"] = json!(colour);
            v[kind]["second"] = json!(colour);
            v[kind]["pattern"] = json!("plain");
        }
        import_json(&serde_json::to_vec(&v).expect("json")).expect("valid team")
    };
    let home = grey_team("#808080", "#202020", "Greys");
    let away = grey_team("#8a8a8a", "#6a6a6a", "Slates");
    let choice = choose_strips(&home, &away);
    assert!(choice.check.clash);
    assert_eq!(
        choice.away,
        StripKind::Away,
        "the farther of two clashing strips"
    );
    let warning = choice.warning.expect("warning");
    assert!(
        warning.starts_with("Greys and Slates look alike"),
        "{warning}"
    );
    let fine = choose_strips(&home, &shipped_teams()[0]);
    assert_eq!((fine.away, fine.warning), (StripKind::Home, None));
}

#[test]
fn ready_made_teams_are_found_by_name() {
    use hexkick_teams::shipped::find_ready_made;
    let blue = find_ready_made("standard blue").expect("standard blue");
    assert!(blue.is_standard_base());
    assert_eq!(
        find_ready_made("HARBOUR ROVERS").map(|t| t.short_name().to_string()),
        Some("HRV".to_string())
    );
    assert!(find_ready_made("Real Nowhere").is_none());
}

/// A Classic roster of every kind of catalogue sticker (level 1 to 5, the X keeper, duel
/// numbers from 0 to 9) survives file and share code, and the Classic-only rules are named.
#[test]
fn classic_rosters_round_trip_and_their_rules_are_named() {
    use hexkick_rules::roster::{Sticker, StrengthBand};
    use hexkick_rules::rules::Edition;
    use hexkick_teams::catalogue::catalogue_classic;
    let shipped = shipped_teams();
    let classic: Vec<_> = shipped
        .iter()
        .filter(|t| t.edition() == Edition::Classic)
        .collect();
    assert!(classic.len() >= 2, "two shipped Classic teams");
    let bands: Vec<_> = classic.iter().map(|t| t.roster_report().band).collect();
    assert!(bands.contains(&Some(StrengthBand::Tournament)), "{bands:?}");
    assert!(bands.contains(&Some(StrengthBand::Average)), "{bands:?}");
    // Give a shipped Classic team one catalogue sticker of each level and extreme numbers.
    let mut draft = classic[0].to_draft();
    let catalogue = catalogue_classic();
    for level in 1..=5u32 {
        let pick = catalogue
            .iter()
            .rfind(|s| s.level() == level)
            .expect("a sticker of each level");
        draft.players[level as usize].sticker = Sticker::Classic(pick.clone());
    }
    let five = match &draft.players[5].sticker {
        Sticker::Classic(c) => c.clone(),
        Sticker::Edition2024(_) => panic!("Classic"),
    };
    let mut extreme = five.duel();
    extreme.dribbling = 9;
    extreme.marking = 0;
    draft.players[5].sticker = Sticker::Classic(
        hexkick_rules::roster::ClassicSticker::new(five.skills().to_vec(), extreme)
            .expect("numbers 0-9"),
    );
    let team = hexkick_teams::team::Team::new(draft).expect("a valid Classic team");
    let again = import_json(export_json(&team).as_bytes()).expect("file");
    assert_eq!(again, team);
    assert_eq!(import_code(&export_code(&team)).expect("code"), team);
    let text = export_json(&team);
    assert!(text.contains("\"edition\": \"classic\""));
    assert!(text.contains("\"dribbling\": 9"));
    // Classic-only rules, each naming its field.
    let base: Value = serde_json::from_str(&text).expect("json");
    let mut v = base.clone();
    v["players"][4]["sticker"] = json!("YYRRBB");
    assert!(
        refusal(&v).contains("players[4].sticker: 6 sections; a Classic sticker has 1 to 5"),
        "{}",
        refusal(&v)
    );
    let mut v = base.clone();
    v["players"][0]["sticker"] = json!("V");
    assert!(
        refusal(&v).contains(
            "players[0].sticker: skill V (goalkeeper) is not printed on Classic stickers"
        )
    );
    let mut v = base.clone();
    v["edition"] = json!("2024");
    let text = refusal(&v);
    assert!(
        text.contains("players[0].duel: 2024 stickers have no duel numbers; remove the field"),
        "{text}"
    );
    let mut v = base;
    v["players"][7]["duel"]["ball_defence"] = json!(-1);
    assert!(refusal(&v).starts_with("players[7].duel.ball_defence: invalid value"));
}
