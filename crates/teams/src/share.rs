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
//! (`HK1.` and the base64url of the raw-deflated compact template JSON) are no longer written
//! but still import, when they are exactly what hexkick wrote for the team they hold (they
//! carry no check; see `import_v1`). Reading inflates at most
//! [`super::template::MAX_TEMPLATE_BYTES`] and imports the template with every check of
//! [`super::template::import_value`].

use super::base64url::{base64url_decode, base64url_encode};
use super::compact;
use super::problem::Problem;
use super::shipped::shipped_teams;
use super::standard::standard_teams;
use super::team::Team;
use super::template::{
    ImportError, MAX_TEMPLATE_BYTES, export_json_compact, export_value, import_json, import_value,
};

/// Every share code starts with this, then the code version and a dot.
pub const CODE_PREFIX: &str = "HK";
/// The share-code version this build writes.
pub const CODE_VERSION: u32 = 2;
/// The first version, still read.
const CODE_VERSION_1: u32 = 1;
/// The deflate level version 1 codes were written with (`miniz_oxide`'s best).
const CODE_V1_LEVEL: u8 = 9;
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

/// A version 1 payload: the raw-deflated compact template JSON, read only when it is exactly
/// what hexkick wrote for the team it holds.
///
/// Version 1 codes carry no check, and one changed character often still inflated to a
/// template of another team (`Haa4our Rovers`). What they do have is one way of being
/// written: the team's compact JSON ([`export_json_compact`]), deflated at level 9,
/// base64url without padding and with clear unused bits. So the payload must read strictly,
/// deflate back to the same bytes, and its JSON must be the team's own byte for byte: the code
/// is then the one a clean encoder gives for the team it imports, anything else is damaged.
/// The two comparisons are made before and after the import so that most damaged codes are
/// called damaged rather than refused for what the damage put in a field.
///
/// The bytes, not the re-read JSON, are compared: a typo inside a string leaves JSON that is
/// itself canonical, so comparing parsed JSON would let almost every such typo through. The
/// bytes can be compared because nothing they come from has changed since version 1 codes
/// were given out: the template's fields and their order, `serde_json`'s compact writing and
/// `miniz_oxide` 0.8.9's level 9 (the tests hold codes written then). A typo that turns the
/// code into the clean code of another team cannot be told from it; the tests count them.
fn import_v1(payload: &str) -> Result<Result<Team, ImportError>, Problem> {
    let deflated = base64url_decode(payload)?;
    let json = inflate(&deflated)?;
    if miniz_oxide::deflate::compress_to_vec(&json, CODE_V1_LEVEL) != deflated {
        return Err(Problem::CodeNotAsWritten);
    }
    let team = match import_json(&json) {
        Ok(team) => team,
        Err(refused) => return Ok(Err(refused)),
    };
    if export_json_compact(&team).as_bytes() != json {
        return Err(Problem::CodeNotAsWritten);
    }
    Ok(Ok(team))
}

#[cfg(test)]
mod tests;
