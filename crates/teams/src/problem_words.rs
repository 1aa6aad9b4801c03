//! A refused template or share code in the player's language: each [`Problem`] and the field
//! it concerns said with `tr`/`trf` (the English of `Display` stays for files and logs).

use super::advice::capitalised;
use super::hidden::{escaped, hidden_name};
use super::problem::{Problem, ReaderProblem};
use super::template::ImportError;
use super::text::TextProblem;
use hexkick_i18n::{tr, tr_key, trf};
use hexkick_rules::roster::{MAX_DUEL_NUMBER, StickerError};

impl Problem {
    /// The problem in words, in the current language.
    pub fn in_words(&self) -> String {
        let n = |v: &dyn ToString| v.to_string();
        match self {
            Problem::TooLarge { bytes, max } => trf(
                "the file has {0} bytes; a team template has at most {1}",
                &[&n(bytes), &n(max)],
            ),
            Problem::NotText => tr("the file is not text").into(),
            Problem::NotJson { line, column, .. } => trf(
                "the file is not a team template (JSON breaks at line {0}, column {1})",
                &[&n(line), &n(column)],
            ),
            Problem::DuplicateKey(key) => {
                trf("the field \"{0}\" is given twice; give it once", &[key])
            }
            Problem::NotObject | Problem::WrongFormat | Problem::NoFormat => {
                tr("the file is not a hexkick team template").into()
            }
            Problem::NewerVersion { version, reads } => trf(
                "the template is version {0}, newer than this game reads ({1}); update hexkick",
                &[&n(version), &n(reads)],
            ),
            Problem::BadVersion { reads } | Problem::NoVersion { reads } => {
                trf("the template's version must be {0}", &[&n(reads)])
            }
            Problem::Reader(what, _) => reader_words(what),
            Problem::Text(e) => text_words(e.what, &e.problem),
            Problem::Colour(e) => trf("\"{0}\" is not a colour; write #rrggbb", &[&e.0]),
            Problem::SkillLetter(c) => trf(
                "'{0}' is not a skill letter (Y R G B V X K S)",
                &[&c.to_string()],
            ),
            Problem::Sticker(e) => sticker_words(e),
            Problem::PlayerCount { count, squad } => trf(
                "{0} players; a team has exactly {1} (11 on the pitch, 5 on the bench)",
                &[&n(count), &n(squad)],
            ),
            Problem::ShirtNumber { number, max } => trf(
                "number {0}; shirt numbers run from 1 to {1}",
                &[&n(number), &n(max)],
            ),
            Problem::DuelOn2024 => tr("2024 stickers have no duel numbers").into(),
            Problem::NoDuel => tr("a Classic sticker needs its four duel numbers").into(),
            Problem::MoreProblems(count) => trf(
                "{0} more problems not listed; fix the ones above first",
                &[&n(count)],
            ),
            Problem::CodeTooLong { chars, max } => trf(
                "{0} characters is too long for a share code (at most {1})",
                &[&n(chars), &n(max)],
            ),
            Problem::NotACode(start) => trf("a share code starts with \"{0}\"", &[start]),
            Problem::NewerCode { .. } | Problem::UnknownReadyMade => {
                tr("the code comes from a newer hexkick; update the game").into()
            }
            Problem::BadCodeVersion(_)
            | Problem::Base64(_)
            | Problem::CodeCheck
            | Problem::CodeTeam
            | Problem::CodeNotAsWritten
            | Problem::CodeUnpack => tr("the code is damaged; copy it again").into(),
            Problem::CodeTooBig { max } => trf(
                "the team inside the code is over {0} bytes; refused",
                &[&n(max)],
            ),
        }
    }
}

/// A field the template reader refused, in words.
fn reader_words(what: &ReaderProblem) -> String {
    match what {
        ReaderProblem::MissingField(name) => {
            let name = field_words(name).unwrap_or_else(|| name.clone());
            trf("the field \"{0}\" is missing", &[&name])
        }
        ReaderProblem::UnknownField(name) => {
            trf("the field \"{0}\" is not a template field", &[name])
        }
        ReaderProblem::UnknownValue(value) => trf("\"{0}\" is not one of the choices", &[value]),
        ReaderProblem::WrongValue => tr("a value of the wrong kind").into(),
    }
}

/// A name, short name, sponsor or initials breaking its rule, in words.
fn text_words(what: &str, problem: &TextProblem) -> String {
    let what = match what {
        "team name" => tr("Team name"),
        "short name" => tr("Short name"),
        "player name" => tr("Player name"),
        "sponsor" => tr("Sponsor"),
        _ => tr("Badge initials"),
    };
    let code = |c: &char| format!("U+{:04X}", *c as u32);
    match problem {
        TextProblem::ControlCharacter(c) | TextProblem::NonCharacter(c) => {
            trf("{0}: the character {1} cannot be used", &[what, &code(c)])
        }
        TextProblem::Hidden(c) => trf(
            "{0}: {1} ({2}) is not allowed",
            &[what, &code(c), tr(hidden_name(*c))],
        ),
        TextProblem::Blank => trf("{0} is blank (no visible character)", &[what]),
        TextProblem::OuterSpaces => trf("{0} starts or ends with spaces", &[what]),
        TextProblem::Length { chars, min, max } => trf(
            "{0}: {1} characters; from {2} to {3}",
            &[what, &chars.to_string(), &min.to_string(), &max.to_string()],
        ),
        TextProblem::NotCapsAndDigits(text) => trf(
            "{0} \"{1}\": capital letters A-Z and digits only",
            &[what, text],
        ),
    }
}

/// A sticker that cannot exist, in words.
fn sticker_words(e: &StickerError) -> String {
    match e {
        StickerError::SectionCount {
            given: count,
            min: least,
            max: most,
            edition: which,
        } => {
            let template = if *count == 1 {
                tr_key("{0} section; a {1} sticker has {2} to {3}")
            } else {
                tr_key("{0} sections; a {1} sticker has {2} to {3}")
            };
            let args = [count, least, most].map(ToString::to_string);
            trf(template, &[&args[0], which, &args[1], &args[2]])
        }
        StickerError::ForeignSkill { skill, edition } => trf(
            "skill {0} is not printed on {1} stickers",
            &[&skill.letter().to_string(), edition],
        ),
        StickerError::DuelNumber { which, value } => {
            let which = match *which {
                "dribbling" => tr("Dribbling"),
                "marking" => tr("Marking"),
                "tackling" => tr("Tackling"),
                _ => tr("Ball defence"),
            };
            trf(
                "{0} {1}; duel numbers run from 0 to {2}",
                &[which, &value.to_string(), &MAX_DUEL_NUMBER.to_string()],
            )
        }
    }
}

/// The template field `field` in words ("Player 4, name"; "home strip, shirt"), or nothing for
/// the whole file or code.
pub fn field_words(field: &str) -> Option<String> {
    let part = |name: &str| -> String {
        match name {
            "name" => tr("name").into(),
            "number" => tr("number").into(),
            "sticker" => tr("sticker").into(),
            "duel" => tr("duel numbers").into(),
            "shirt" | "second" | "third" | "collar" | "sleeves" | "shorts" | "socks" => {
                strip_part(name).into()
            }
            "sponsor" => tr("Sponsor").into(),
            "initials" => tr("Badge initials").into(),
            "fill" => tr("badge").into(),
            "ink" => tr("initials").into(),
            other => other.to_string(),
        }
    };
    if let Some(rest) = field.strip_prefix("players[") {
        let (index, after) = rest.split_once(']')?;
        let who = trf(
            "Player {0}",
            &[&(index.parse::<usize>().ok()? + 1).to_string()],
        );
        let what = after.trim_start_matches('.');
        let what = what.split('.').next_back().unwrap_or_default();
        return Some(if what.is_empty() {
            who
        } else {
            format!("{who}, {}", part(what))
        });
    }
    let (head, rest) = field.split_once('.').unwrap_or((field, ""));
    match head {
        "template" | "code" | "format" | "version" | "." | "" => None,
        "name" => Some(tr("Team name").into()),
        "short_name" => Some(tr("Short name").into()),
        "players" => Some(tr("Players").into()),
        "edition" => Some(tr("Edition").into()),
        "home" | "away" => {
            let kind = if head == "home" {
                tr("Home strip")
            } else {
                tr("Away strip")
            };
            Some(if rest.is_empty() {
                kind.to_string()
            } else {
                format!("{kind}, {}", part(rest))
            })
        }
        "badge" => Some(if rest.is_empty() {
            tr("badge").to_string()
        } else {
            part(rest)
        }),
        other => Some(other.to_string()),
    }
}

/// A strip part's word.
fn strip_part(name: &str) -> &'static str {
    match name {
        "shirt" => tr("shirt"),
        "second" => tr("second"),
        "third" => tr("third"),
        "collar" => tr("collar"),
        "sleeves" => tr("sleeves"),
        "shorts" => tr("shorts"),
        _ => tr("socks"),
    }
}

impl ImportError {
    /// Every problem in the current language, a line each: the field in words, then what is
    /// wrong (a roster rule said as the studio says it, naming the player); quoted text that
    /// would hide itself or cut the line is escaped.
    pub fn in_words(&self) -> String {
        let lines: Vec<String> = (self.errors.iter())
            .map(|e| match (&self.draft, &e.problem) {
                (Some(draft), _) if e.problem.is_none() => e.in_words(draft, None).to_string(),
                (_, Some(problem)) => match field_words(&e.field) {
                    Some(field) => trf("{0}: {1}", &[&field, &problem.in_words()]),
                    None => capitalised(&problem.in_words()),
                },
                _ => e.to_string(),
            })
            .map(|line| escaped(&line))
            .collect();
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::super::share::import_code;
    use super::super::standard::standard_teams;
    use super::super::template::{export_value, import_json, import_value};
    use hexkick_i18n::{Lang, glossary::has_word, with_lang};
    use serde_json::{Value, json};

    /// English words that no French refusal should keep ("code" and "sections" are French too).
    const ENGLISH: [&str; 23] = [
        "the",
        "is",
        "not",
        "must",
        "missing",
        "field",
        "player",
        "players",
        "sticker",
        "colour",
        "characters",
        "has",
        "only",
        "write",
        "to",
        "of",
        "and",
        "damaged",
        "copy",
        "again",
        "number",
        "strip",
        "team",
    ];

    /// A ready-made team's template with `change` made to it.
    fn changed(change: impl FnOnce(&mut Value)) -> Value {
        let team = standard_teams()
            .into_iter()
            .next()
            .expect("a standard team");
        let mut value = export_value(&team);
        change(&mut value);
        value
    }

    fn french_of(refused: super::ImportError) -> String {
        with_lang(Lang::Fr, || refused.in_words())
    }

    #[test]
    fn a_refused_template_or_code_is_said_in_french_with_no_english_left() {
        let refusals = [
            import_json(b"{ not json").expect_err("not JSON"),
            import_value(json!([1, 2])).expect_err("not an object"),
            import_value(changed(|v| v["format"] = json!("other"))).expect_err("format"),
            import_value(changed(|v| v["players"][3]["sticker"] = json!("YYYYY")))
                .expect_err("five sections"),
            import_value(changed(|v| v["players"][3]["sticker"] = json!("Q")))
                .expect_err("no such skill"),
            import_value(changed(|v| v["short_name"] = json!("ab"))).expect_err("short name"),
            import_value(changed(|v| v["home"]["shirt"] = json!("red"))).expect_err("colour"),
            import_value(changed(|v| v["players"][0]["number"] = json!(0))).expect_err("number"),
            import_value(changed(|v| {
                v.as_object_mut().map(|o| o.remove("players"));
            }))
            .expect_err("no players"),
            import_value(changed(|v| {
                v["players"].as_array_mut().map(|p| p.pop());
            }))
            .expect_err("15 players"),
            import_code("hello").expect_err("not a code"),
            import_code("HK2.AAAA").expect_err("damaged"),
            import_json(br#"{"name": 1, "name": 2}"#).expect_err("a key twice"),
            import_value(changed(|v| v["name"] = json!("FC \u{202E}"))).expect_err("override"),
            import_value(changed(|v| v["players"][0]["name"] = json!("   "))).expect_err("blank"),
        ];
        for refused in refusals {
            let english = refused.to_string();
            let french = french_of(refused);
            assert!(!french.is_empty() && french != english, "{english}");
            let left: Vec<&str> = (ENGLISH.iter().copied())
                .filter(|w| has_word(&french, w))
                .collect();
            assert!(
                left.is_empty(),
                "{french}\nkeeps English {left:?} (from {english})"
            );
        }
    }

    #[test]
    fn a_refusal_names_the_field_in_words_not_as_a_path() {
        let refused = import_value(changed(|v| v["players"][3]["sticker"] = json!("YYYYY")))
            .expect_err("five sections");
        assert!(refused.to_string().contains("players[3].sticker"));
        let french = french_of(refused.clone());
        assert!(
            french.starts_with("Joueur 4, autocollant : 5 sections"),
            "{french}"
        );
        let english = with_lang(Lang::En, || refused.in_words());
        assert!(
            english.starts_with("Player 4, sticker: 5 sections"),
            "{english}"
        );
    }

    /// Text that hides itself in each of the five text fields of a template: each refusal
    /// names its field and the character, in English and in French, one line each.
    #[test]
    fn hidden_characters_are_refused_naming_field_and_character() {
        let refused = import_value(changed(|v| {
            v["name"] = json!("Harbour \u{202E}srevoR");
            v["short_name"] = json!("R\u{2067}V");
            v["badge"]["initials"] = json!("\u{FEFF}HR");
            v["home"]["sponsor"] = json!("\u{200B}\u{200B}");
            v["players"][0]["name"] = json!("Ro\u{2028}ssi");
        }))
        .expect_err("refused");
        let english = refused.to_string();
        assert_eq!(
            english.lines().collect::<Vec<_>>(),
            [
                "name: Team name: U+202E (right-to-left override) is not allowed",
                "short_name: Short name: U+2067 (right-to-left isolate) is not allowed",
                "badge.initials: Initials: U+FEFF (byte order mark) is not allowed",
                "home.sponsor: Sponsor: U+200B (zero-width space) is not allowed",
                "players[0].name: Player name: U+2028 (line separator) is not allowed",
            ]
        );
        let french = french_of(refused);
        assert_eq!(
            french.lines().next(),
            Some(
                "Nom de l'équipe : Nom de l'équipe : U+202E (forçage droite-à-gauche) est interdit"
            ),
            "{french}"
        );
        assert_eq!(french.lines().count(), 5, "{french}");
    }

    /// A problem quoting odd text (a colour, an unknown key) stays one line and shows what
    /// the text holds.
    #[test]
    fn a_problem_quoting_odd_text_stays_one_line() {
        let colour = changed(|v| v["home"]["shirt"] = json!("red\n\u{2028}\u{202E}blue"));
        let key = changed(|v| v["badge"]["new\nkey\u{2029}"] = json!(1));
        for template in [colour, key] {
            let refused = import_value(template).expect_err("refused");
            assert_eq!(refused.errors.len(), 1);
            for said in [refused.to_string(), refused.in_words(), french_of(refused)] {
                assert_eq!(said.lines().count(), 1, "{said}");
                assert!(said.contains("\\u{"), "{said}");
            }
        }
    }

    /// `tests/fixtures/teams/hidden-text.json` (text that hides itself in each of the five
    /// text fields) is refused as docs/reliability.md says: one line per field.
    #[test]
    fn the_fixture_hiding_text_is_refused_field_by_field() {
        let text = include_str!("../../../tests/fixtures/teams/hidden-text.json");
        let refused = import_json(text.as_bytes()).expect_err("refused");
        let fields: Vec<&str> = refused.errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(
            fields,
            [
                "name",
                "short_name",
                "badge.initials",
                "home.sponsor",
                "players[0].name"
            ]
        );
        assert_eq!(refused.to_string().lines().count(), 5);
    }
}
