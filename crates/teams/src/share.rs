//! Share codes: a team as one line of text for the clipboard.
//!
//! A version 2 code (written since issue 18) is `HK2.` followed by the unpadded base64url
//! (RFC 4648 section 5) of a kind byte, its body and a CRC-16 of both:
//!
//! - kind 0: a ready-made team (Standard Red, Standard Blue, a shipped team) by its place in
//!   the list, a dozen characters;
//! - kind 1: the [`super::compact`] form of the template, as it is;
//! - kind 2: the same, raw-deflated (whichever is shorter).
//!
//! The CRC-16 catches every burst of up to 16 changed bits, so every one-character typo (6
//! bits) and every swap of two neighbouring characters (12 bits) is refused, never read as
//! another team; the unused low bits of the last character must be zero. Version 1 codes
//! (`HK1.` and the base64url of the raw-deflated compact template JSON) still import. Reading
//! inflates at most [`super::template::MAX_TEMPLATE_BYTES`] and imports the template with every
//! check of [`super::template::import_value`].

use super::base64url::{base64url_decode, base64url_encode, decode};
use super::compact;
use super::problem::Problem;
use super::shipped::shipped_teams;
use super::standard::standard_teams;
use super::team::Team;
use super::template::{ImportError, MAX_TEMPLATE_BYTES, export_value, import_json, import_value};

/// Every share code starts with this, then the code version and a dot.
pub const CODE_PREFIX: &str = "HK";
/// The share-code version this build writes.
pub const CODE_VERSION: u32 = 2;
/// The first version, still read.
const CODE_VERSION_1: u32 = 1;
/// Codes longer than this are refused before decoding.
pub const MAX_CODE_CHARS: usize = 64 * 1024;

/// The kinds of version 2 bodies.
const KIND_READY_MADE: u8 = 0;
const KIND_COMPACT: u8 = 1;
const KIND_DEFLATED: u8 = 2;

/// CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF).
fn crc16(bytes: &[u8]) -> u16 {
    let mut crc: u16 = 0xFFFF;
    for &b in bytes {
        crc ^= u16::from(b) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
        }
    }
    crc
}

/// The ready-made teams a code may name by place: the standard teams, then the shipped ones.
fn ready_made() -> Vec<Team> {
    standard_teams()
        .into_iter()
        .chain(shipped_teams())
        .collect()
}

/// A team as a share code (version 2).
pub fn export_code(team: &Team) -> String {
    let mut body = match ready_made().iter().position(|t| t == team) {
        Some(at) => vec![KIND_READY_MADE, at as u8],
        None => {
            let compact = compact::encode(&export_value(team)).unwrap_or_default();
            let deflated = miniz_oxide::deflate::compress_to_vec(&compact, 10);
            if deflated.len() < compact.len() {
                [vec![KIND_DEFLATED], deflated].concat()
            } else {
                [vec![KIND_COMPACT], compact].concat()
            }
        }
    };
    body.extend(crc16(&body).to_be_bytes());
    format!("{CODE_PREFIX}{CODE_VERSION}.{}", base64url_encode(&body))
}

/// Reads a share code (surrounding spaces and line breaks are ignored) into a valid team.
pub fn import_code(code: &str) -> Result<Team, ImportError> {
    let err = |problem: Problem| ImportError::one("code", problem);
    if code.len() > MAX_CODE_CHARS {
        let (chars, max) = (code.len(), MAX_CODE_CHARS);
        return Err(err(Problem::CodeTooLong { chars, max }));
    }
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let not_a_code = || err(Problem::NotACode(format!("{CODE_PREFIX}{CODE_VERSION}.")));
    let rest = code.strip_prefix(CODE_PREFIX).ok_or_else(not_a_code)?;
    let (version, payload) = rest.split_once('.').ok_or_else(not_a_code)?;
    match version.parse::<u32>() {
        Ok(CODE_VERSION) => import_v2(payload).map_err(err)?,
        Ok(CODE_VERSION_1) => import_v1(payload).map_err(err)?,
        Ok(v) if v > CODE_VERSION => Err(err(Problem::NewerCode {
            version: v,
            reads: CODE_VERSION,
        })),
        _ => Err(err(Problem::BadCodeVersion(version.to_string()))),
    }
}

/// Inflates at most the template limit.
fn inflate(deflated: &[u8]) -> Result<Vec<u8>, Problem> {
    miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, MAX_TEMPLATE_BYTES).map_err(|e| {
        match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => Problem::CodeTooBig {
                max: MAX_TEMPLATE_BYTES,
            },
            _ => Problem::CodeUnpack,
        }
    })
}

/// A version 2 payload: checked, then the team it names or holds.
fn import_v2(payload: &str) -> Result<Result<Team, ImportError>, Problem> {
    let bytes = base64url_decode(payload)?;
    let damaged = || Problem::CodeCheck;
    let (body, check) = bytes
        .split_at_checked(bytes.len().wrapping_sub(2))
        .ok_or_else(damaged)?;
    if body.is_empty() || crc16(body).to_be_bytes() != check {
        return Err(damaged());
    }
    let template = match (body[0], &body[1..]) {
        (KIND_READY_MADE, [at]) => {
            let team = ready_made().into_iter().nth(usize::from(*at));
            return team.map(Ok).ok_or(Problem::UnknownReadyMade);
        }
        (KIND_COMPACT, compact) => compact::decode(compact).map_err(|_| Problem::CodeTeam)?,
        (KIND_DEFLATED, deflated) => {
            compact::decode(&inflate(deflated)?).map_err(|_| Problem::CodeTeam)?
        }
        _ => return Err(damaged()),
    };
    Ok(import_value(template))
}

/// A version 1 payload: the raw-deflated template JSON.
fn import_v1(payload: &str) -> Result<Result<Team, ImportError>, Problem> {
    let deflated = decode(payload, false)?;
    Ok(import_json(&inflate(&deflated)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_rfc4648_vectors() {
        assert!(base64url_decode("Zh").is_err(), "unused bits set");
        let cases: [(&str, &str); 7] = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(base64url_encode(plain.as_bytes()), coded);
            assert_eq!(base64url_decode(coded), Ok(plain.as_bytes().to_vec()));
        }
        assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8");
        assert!(base64url_decode("Zm9v+").is_err());
        assert!(base64url_decode("Z").is_err());
    }

    #[test]
    fn bad_codes_are_refused_with_reasons() {
        let text = |code: &str| import_code(code).unwrap_err().to_string();
        assert!(text("hello").contains("starts with \"HK2.\""));
        assert!(text("HK9.abc").contains("newer"));
        assert!(text("HK1.!!").contains("not base64url"));
        assert!(text("HK1.AAAA").contains("damaged"));
        assert!(text("HK2.AAAA").contains("damaged"));
        assert!(text(&"A".repeat(MAX_CODE_CHARS + 1)).contains("too long"));
        let bomb = miniz_oxide::deflate::compress_to_vec(&vec![b' '; MAX_TEMPLATE_BYTES + 1], 9);
        let code = format!("HK1.{}", base64url_encode(&bomb));
        assert!(text(&code).contains("over 262144 bytes"), "{}", text(&code));
        let mut body = [vec![KIND_DEFLATED], bomb].concat();
        body.extend(crc16(&body).to_be_bytes());
        let code = format!("HK2.{}", base64url_encode(&body));
        assert!(text(&code).contains("over 262144 bytes"), "{}", text(&code));
    }

    /// Every team a code test runs on: the ready-made ones and a custom one of each edition.
    fn every_team() -> Vec<Team> {
        let mut teams = ready_made();
        let custom: Vec<Team> = teams
            .iter()
            .map(|t| t.renamed(crate::text::TeamName::new("Custom Athletic").expect("name")))
            .collect();
        teams.extend(custom);
        teams
    }

    #[test]
    fn share_codes_catch_every_single_char_typo_and_transposition() {
        let printable: Vec<char> = (b' '..=b'~').map(char::from).collect();
        for team in every_team() {
            let code = export_code(&team);
            assert_eq!(import_code(&code).as_ref(), Ok(&team), "{code}");
            let chars: Vec<char> = code.chars().collect();
            let refused = |bad: Vec<char>| {
                let bad: String = bad.into_iter().collect();
                assert!(
                    import_code(&bad).is_err(),
                    "{bad} imports ({})",
                    team.name()
                );
            };
            let mut tried = 0;
            for at in 0..chars.len() {
                for &typo in printable.iter().filter(|&&c| c != chars[at]) {
                    let mut bad = chars.clone();
                    bad[at] = typo;
                    refused(bad);
                    tried += 1;
                }
                if at + 1 < chars.len() && chars[at] != chars[at + 1] {
                    let mut bad = chars.clone();
                    bad.swap(at, at + 1);
                    refused(bad);
                    tried += 1;
                }
            }
            assert!(tried > 94 * chars.len(), "{tried}");
        }
    }

    #[test]
    fn share_codes_are_short_and_old_codes_still_import() {
        for team in every_team() {
            let code = export_code(&team);
            let custom = team.name().as_str() == "Custom Athletic";
            let limit = if custom { 380 } else { 12 };
            assert!(code.len() <= limit, "{} chars: {code}", code.len());
            println!("{}: {} characters", team.name(), code.len());
            // The version 1 code of the same team.
            let json = crate::template::export_json_compact(&team);
            let deflated = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 9);
            let old = format!("HK1.{}", base64url_encode(&deflated));
            assert_eq!(import_code(&old).as_ref(), Ok(&team));
        }
    }
}
