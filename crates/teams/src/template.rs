//! Team templates: the versioned JSON format of `docs/team-template.md`, in and out.
//!
//! Import is all or nothing: it returns a [`Team`] that meets every rule, or every problem
//! found, each naming its field (`players[3].sticker: 5 sections; a 2024 sticker has 1 to 4`).

use super::colour::Rgb;
use super::json_keys::first_duplicate;
use super::problem::Problem;
use super::strip::{Badge, BadgeShape, Pattern, Strip};
use super::team::{FieldError, Team, TeamDraft, TeamPlayer};
use super::text::{Initials, PlayerName, ShortName, Sponsor, TeamName};
use hexkick_rules::roster::{
    ClassicSticker, DuelNumbers, MAX_SHIRT_NUMBER, SQUAD_SIZE, Sticker, Sticker2024, StickerError,
};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::{ShirtNumber, parse_skills};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

pub use super::format::{FORMAT_NAME, TEMPLATE_VERSION};
/// Templates larger than this are refused before parsing.
pub const MAX_TEMPLATE_BYTES: usize = 256 * 1024;
/// At most this many problems are listed; the rest are counted in one last line.
pub const MAX_LISTED_ERRORS: usize = 40;

/// Why a template was refused: at least one problem, each naming its field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// Every problem found (never empty).
    pub errors: Vec<FieldError>,
    /// The team read, when the refusal is of the team rules (to name its players in words).
    pub draft: Option<Box<TeamDraft>>,
}

impl ImportError {
    /// A refusal for one reason.
    pub fn one(field: &str, problem: Problem) -> Self {
        Self::of(vec![FieldError::of(field, problem)])
    }

    /// A refusal for these reasons.
    pub fn of(errors: Vec<FieldError>) -> Self {
        Self {
            errors,
            draft: None,
        }
    }
}

impl ImportError {
    /// Keeps the first [`MAX_LISTED_ERRORS`] problems and counts the rest in a last line.
    fn capped(mut self) -> Self {
        if self.errors.len() > MAX_LISTED_ERRORS {
            let more = self.errors.len() - MAX_LISTED_ERRORS;
            self.errors.truncate(MAX_LISTED_ERRORS);
            self.errors
                .push(FieldError::of("template", Problem::MoreProblems(more)));
        }
        self
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines: Vec<String> = self.errors.iter().map(ToString::to_string).collect();
        f.write_str(&lines.join("\n"))
    }
}

impl std::error::Error for ImportError {}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct TemplateV1 {
    format: String,
    version: u64,
    name: String,
    short_name: String,
    edition: Edition,
    badge: BadgeV1,
    home: StripV1,
    away: StripV1,
    players: Vec<PlayerV1>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BadgeV1 {
    shape: BadgeShape,
    initials: String,
    fill: String,
    ink: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StripV1 {
    shirt: String,
    pattern: Pattern,
    second: String,
    third: String,
    collar: String,
    sleeves: String,
    shorts: String,
    socks: String,
    #[serde(default)]
    sponsor: String,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerV1 {
    number: u8,
    name: String,
    sticker: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    duel: Option<DuelV1>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct DuelV1 {
    dribbling: u8,
    marking: u8,
    tackling: u8,
    ball_defence: u8,
}

/// Writes a team as a pretty-printed template.
pub fn export_json(team: &Team) -> String {
    serde_json::to_string_pretty(&to_template(&team.to_draft())).unwrap_or_default()
}

/// Writes a team as a one-line template (used inside share codes).
pub fn export_json_compact(team: &Team) -> String {
    serde_json::to_string(&to_template(&team.to_draft())).unwrap_or_default()
}

fn to_template(draft: &TeamDraft) -> TemplateV1 {
    let strip = |s: &Strip| StripV1 {
        shirt: s.shirt.to_string(),
        pattern: s.pattern,
        second: s.second.to_string(),
        third: s.third.to_string(),
        collar: s.collar.to_string(),
        sleeves: s.sleeves.to_string(),
        shorts: s.shorts.to_string(),
        socks: s.socks.to_string(),
        sponsor: s.sponsor.to_string(),
    };
    let badge = &draft.badge;
    TemplateV1 {
        format: FORMAT_NAME.to_string(),
        version: TEMPLATE_VERSION,
        name: draft.name.to_string(),
        short_name: draft.short_name.to_string(),
        edition: draft.edition,
        badge: BadgeV1 {
            shape: badge.shape,
            initials: badge.initials.to_string(),
            fill: badge.fill.to_string(),
            ink: badge.ink.to_string(),
        },
        home: strip(&draft.home),
        away: strip(&draft.away),
        players: draft
            .players
            .iter()
            .map(|p| PlayerV1 {
                number: p.number.0,
                name: p.name.to_string(),
                sticker: p.sticker.letters(),
                duel: match &p.sticker {
                    Sticker::Classic(c) => {
                        let d = c.duel();
                        Some(DuelV1 {
                            dribbling: d.dribbling,
                            marking: d.marking,
                            tackling: d.tackling,
                            ball_defence: d.ball_defence,
                        })
                    }
                    Sticker::Edition2024(_) => None,
                },
            })
            .collect(),
    }
}

/// Reads a template from a file's bytes: size, text, JSON, no key given twice, version,
/// fields, then every rule.
pub fn import_json(bytes: &[u8]) -> Result<Team, ImportError> {
    if bytes.len() > MAX_TEMPLATE_BYTES {
        let problem = Problem::TooLarge {
            bytes: bytes.len(),
            max: MAX_TEMPLATE_BYTES,
        };
        return Err(ImportError::one("template", problem));
    }
    let text =
        std::str::from_utf8(bytes).map_err(|_| ImportError::one("template", Problem::NotText))?;
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let (line, column, said) = (e.line(), e.column(), e.to_string());
        ImportError::one("template", Problem::NotJson { line, column, said })
    })?;
    if let Some(twice) = first_duplicate(text) {
        return Err(ImportError::one(
            &twice.path,
            Problem::DuplicateKey(twice.key),
        ));
    }
    import_value(value)
}

/// A team as a template JSON value (what the `teams` save slot stores).
pub fn export_value(team: &Team) -> Value {
    export_draft_value(&team.to_draft())
}

/// A draft (a team being edited, maybe not yet valid) as a template JSON value.
pub fn export_draft_value(draft: &TeamDraft) -> Value {
    serde_json::to_value(to_template(draft)).unwrap_or_default()
}

/// Reads a template already parsed as JSON, with every check of [`import_json`] after parsing.
pub fn import_value(value: Value) -> Result<Team, ImportError> {
    let draft = import_draft_value(value)?;
    Team::new(draft.clone()).map_err(|errors| {
        ImportError {
            errors,
            draft: Some(Box::new(draft)),
        }
        .capped()
    })
}

/// Reads a template as a draft: every field checked (names, colours, stickers, 16 players),
/// but not the team rules (budget, unique players, one dark and one light strip), so a team
/// still being edited can be saved and reopened.
pub fn import_draft_value(value: Value) -> Result<TeamDraft, ImportError> {
    check_header(&value)?;
    let template: TemplateV1 = serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." { "template" } else { &path };
        ImportError::one(field, Problem::from_reader(&e.into_inner().to_string()))
    })?;
    to_draft(template).map_err(ImportError::capped)
}

/// Checks `format` and `version` first, so a newer file says so instead of listing fields.
fn check_header(value: &Value) -> Result<(), ImportError> {
    let object = value
        .as_object()
        .ok_or_else(|| ImportError::one("template", Problem::NotObject))?;
    match object.get("format") {
        Some(Value::String(f)) if f == FORMAT_NAME => {}
        Some(_) => return Err(ImportError::one("format", Problem::WrongFormat)),
        None => return Err(ImportError::one("format", Problem::NoFormat)),
    }
    let reads = TEMPLATE_VERSION;
    match object.get("version").map(Value::as_u64) {
        Some(Some(TEMPLATE_VERSION)) => Ok(()),
        Some(Some(version)) if version > reads => Err(ImportError::one(
            "version",
            Problem::NewerVersion { version, reads },
        )),
        Some(_) => Err(ImportError::one("version", Problem::BadVersion { reads })),
        None => Err(ImportError::one("version", Problem::NoVersion { reads })),
    }
}

/// Collects field errors while converting, so one import reports every problem.
struct Collector {
    errors: Vec<FieldError>,
}

impl Collector {
    fn take<T, E: Into<Problem>>(&mut self, field: &str, result: Result<T, E>) -> Option<T> {
        result
            .map_err(|e| self.errors.push(FieldError::of(field, e.into())))
            .ok()
    }
}

fn to_draft(t: TemplateV1) -> Result<TeamDraft, ImportError> {
    let mut c = Collector { errors: Vec::new() };
    let name = c.take("name", TeamName::new(&t.name));
    let short_name = c.take("short_name", ShortName::new(&t.short_name));
    let badge = read_badge(&mut c, &t.badge);
    let home = read_strip(&mut c, "home", &t.home);
    let away = read_strip(&mut c, "away", &t.away);
    if t.players.len() != SQUAD_SIZE {
        let problem = Problem::PlayerCount {
            count: t.players.len(),
            squad: SQUAD_SIZE,
        };
        c.errors.push(FieldError::of("players", problem));
    }
    let players: Vec<Option<TeamPlayer>> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| read_player(&mut c, i, p, t.edition))
        .collect();
    match (name, short_name, badge, home, away) {
        (Some(name), Some(short_name), Some(badge), Some(home), Some(away))
            if c.errors.is_empty() =>
        {
            Ok(TeamDraft {
                name,
                short_name,
                edition: t.edition,
                badge,
                home,
                away,
                players: players.into_iter().flatten().collect(),
            })
        }
        _ => Err(ImportError::of(c.errors)),
    }
}

fn read_badge(c: &mut Collector, b: &BadgeV1) -> Option<Badge> {
    let initials = c.take("badge.initials", Initials::new(&b.initials));
    let fill = c.take("badge.fill", Rgb::parse(&b.fill));
    let ink = c.take("badge.ink", Rgb::parse(&b.ink));
    Some(Badge {
        shape: b.shape,
        initials: initials?,
        fill: fill?,
        ink: ink?,
    })
}

fn read_strip(c: &mut Collector, at: &str, s: &StripV1) -> Option<Strip> {
    let mut colour = |field: &str, text: &str| c.take(&format!("{at}.{field}"), Rgb::parse(text));
    let shirt = colour("shirt", &s.shirt);
    let second = colour("second", &s.second);
    let third = colour("third", &s.third);
    let collar = colour("collar", &s.collar);
    let sleeves = colour("sleeves", &s.sleeves);
    let shorts = colour("shorts", &s.shorts);
    let socks = colour("socks", &s.socks);
    let sponsor = c.take(&format!("{at}.sponsor"), Sponsor::new(&s.sponsor));
    Some(Strip {
        shirt: shirt?,
        pattern: s.pattern,
        second: second?,
        third: third?,
        collar: collar?,
        sleeves: sleeves?,
        shorts: shorts?,
        socks: socks?,
        sponsor: sponsor?,
    })
}

fn read_player(c: &mut Collector, i: usize, p: &PlayerV1, edition: Edition) -> Option<TeamPlayer> {
    let at = |field: &str| format!("players[{i}].{field}");
    let name = c.take(&at("name"), PlayerName::new(&p.name));
    if p.number == 0 || p.number > MAX_SHIRT_NUMBER {
        let problem = Problem::ShirtNumber {
            number: p.number,
            max: MAX_SHIRT_NUMBER,
        };
        c.errors.push(FieldError::of(at("number"), problem));
    }
    let sticker = read_sticker(c, &at, p, edition);
    Some(TeamPlayer {
        number: ShirtNumber(p.number),
        name: name?,
        sticker: sticker?,
    })
}

fn read_sticker(
    c: &mut Collector,
    at: &dyn Fn(&str) -> String,
    p: &PlayerV1,
    edition: Edition,
) -> Option<Sticker> {
    let skills = c.take(&at("sticker"), parse_skills(&p.sticker))?;
    match (edition, &p.duel) {
        (Edition::Y2024, None) => c
            .take(&at("sticker"), Sticker2024::new(skills))
            .map(Sticker::Edition2024),
        (Edition::Y2024, Some(_)) => {
            c.errors
                .push(FieldError::of(at("duel"), Problem::DuelOn2024));
            None
        }
        (Edition::Classic, Some(d)) => {
            let duel = DuelNumbers {
                dribbling: d.dribbling,
                marking: d.marking,
                tackling: d.tackling,
                ball_defence: d.ball_defence,
            };
            match ClassicSticker::new(skills, duel) {
                Ok(sticker) => Some(Sticker::Classic(sticker)),
                Err(e) => {
                    let field = match &e {
                        StickerError::DuelNumber { which, .. } => at(&format!("duel.{which}")),
                        _ => at("sticker"),
                    };
                    c.errors.push(FieldError::of(field, Problem::Sticker(e)));
                    None
                }
            }
        }
        (Edition::Classic, None) => {
            c.errors.push(FieldError::of(at("duel"), Problem::NoDuel));
            None
        }
    }
}
