//! The compact binary form of a team template inside version 2 share codes: the template's
//! fields in a fixed order, strings as a length byte and UTF-8, colours through a palette of
//! the distinct colours (a strip repeats its colours), enums as their index, a Classic
//! sticker's four duel numbers two to a byte. The layout is the `Compact` struct, read and
//! written by `nanoserde`'s `SerBin`/`DeBin` derives (with this form's short text and lists, a
//! byte for their length); decoding gives the template JSON back, which is then imported with
//! every check: nothing here decides whether a team is valid.

use crate::format::{FORMAT_NAME, TEMPLATE_VERSION};
use crate::strip::{BadgeShape, Pattern};
use nanoserde::{DeBin, DeBinErr, SerBin};
use serde_json::{Map, Value, json};

/// The strip colours in the order they are written.
const STRIP_COLOURS: [&str; 7] = [
    "shirt", "second", "third", "collar", "sleeves", "shorts", "socks",
];
/// The duel numbers of a Classic sticker, in the order they are written.
const DUEL: [&str; 4] = ["dribbling", "marking", "tackling", "ball_defence"];
/// The editions, by index.
const EDITIONS: [&str; 2] = ["2024", "classic"];
/// How many colours a template names: the badge's two and seven for each strip.
const COLOURS_NAMED: usize = 2 + 2 * STRIP_COLOURS.len();

/// The compact form, field after field as the bytes run.
#[derive(Clone, Debug, PartialEq, SerBin, DeBin)]
struct Compact {
    /// The distinct colours, red, green, blue.
    palette: Short<[u8; 3]>,
    /// Each colour the template names, as its place in the palette: the badge's fill and
    /// ink, then each strip's seven.
    colours: [u8; COLOURS_NAMED],
    name: Text,
    short_name: Text,
    /// The edition's place in [`EDITIONS`].
    edition: u8,
    /// The badge's shape's place in [`BadgeShape::ALL`].
    badge_shape: u8,
    initials: Text,
    /// Home, then away.
    strips: [CompactStrip; 2],
    players: Short<CompactPlayer>,
}

/// A strip's pattern and sponsor (its colours are in the palette).
#[derive(Clone, Debug, PartialEq, SerBin, DeBin)]
struct CompactStrip {
    /// The pattern's place in [`Pattern::ALL`].
    pattern: u8,
    sponsor: Text,
}

/// One player of the squad.
#[derive(Clone, Debug, PartialEq, SerBin, DeBin)]
struct CompactPlayer {
    number: u8,
    name: Text,
    sticker: Text,
    duel: Duel,
}

/// Text of at most 255 bytes: its length, then its UTF-8.
#[derive(Clone, Debug, PartialEq)]
struct Text(String);

/// At most 255 items: how many, then each.
#[derive(Clone, Debug, PartialEq)]
struct Short<T>(Vec<T>);

/// A Classic sticker's printed duel numbers (1 to 9), two to a byte after a 1; a 2024
/// sticker's 0.
#[derive(Clone, Debug, PartialEq)]
struct Duel(Option<[u8; 2]>);

/// The error of bytes that run out or hold a value the form does not write.
fn bad(at: usize, bytes: &[u8]) -> DeBinErr {
    DeBinErr {
        o: at,
        l: 1,
        s: bytes.len(),
    }
}

impl SerBin for Text {
    fn ser_bin(&self, output: &mut Vec<u8>) {
        // `encode` only builds texts that fit.
        let len = u8::try_from(self.0.len()).unwrap_or(u8::MAX);
        output.push(len);
        output.extend_from_slice(&self.0.as_bytes()[..usize::from(len)]);
    }
}

impl DeBin for Text {
    fn de_bin(offset: &mut usize, bytes: &[u8]) -> Result<Self, DeBinErr> {
        let len = usize::from(u8::de_bin(offset, bytes)?);
        let text = bytes
            .get(*offset..*offset + len)
            .ok_or_else(|| bad(*offset, bytes))?;
        let text = std::str::from_utf8(text).map_err(|_| bad(*offset, bytes))?;
        *offset += len;
        Ok(Text(text.to_string()))
    }
}

impl<T: SerBin> SerBin for Short<T> {
    fn ser_bin(&self, output: &mut Vec<u8>) {
        output.push(u8::try_from(self.0.len()).unwrap_or(u8::MAX));
        self.0
            .iter()
            .take(255)
            .for_each(|item| item.ser_bin(output));
    }
}

impl<T: DeBin> DeBin for Short<T> {
    fn de_bin(offset: &mut usize, bytes: &[u8]) -> Result<Self, DeBinErr> {
        let count = u8::de_bin(offset, bytes)?;
        (0..count)
            .map(|_| T::de_bin(offset, bytes))
            .collect::<Result<_, _>>()
            .map(Short)
    }
}

impl SerBin for Duel {
    fn ser_bin(&self, output: &mut Vec<u8>) {
        match self.0 {
            Some(pairs) => {
                output.push(1);
                output.extend_from_slice(&pairs);
            }
            None => output.push(0),
        }
    }
}

impl DeBin for Duel {
    fn de_bin(offset: &mut usize, bytes: &[u8]) -> Result<Self, DeBinErr> {
        match u8::de_bin(offset, bytes)? {
            0 => Ok(Duel(None)),
            1 => Ok(Duel(Some(<[u8; 2]>::de_bin(offset, bytes)?))),
            _ => Err(bad(*offset - 1, bytes)),
        }
    }
}

/// A compact form that does not read as a team: the code was damaged on its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Damaged;

impl std::fmt::Display for Damaged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the code is damaged (its team does not read); copy it again")
    }
}

impl std::error::Error for Damaged {}

/// The template's colours, in palette order, as the palette's places.
#[derive(Default)]
struct Palette {
    colours: Vec<String>,
    places: Vec<u8>,
}

impl Palette {
    /// A colour (`#rrggbb`): its place in the palette.
    fn colour(&mut self, value: &Value) -> Option<()> {
        let text = value.as_str()?.to_string();
        let at = match self.colours.iter().position(|c| *c == text) {
            Some(at) => at,
            None => {
                self.colours.push(text);
                self.colours.len() - 1
            }
        };
        self.places.push(u8::try_from(at).ok()?);
        Some(())
    }
}

/// Short text of a JSON string (at most 255 bytes).
fn text(value: &Value) -> Option<Text> {
    let text = value.as_str()?;
    (text.len() <= usize::from(u8::MAX)).then(|| Text(text.to_string()))
}

/// An enum's place among `all` (compared through serde's names).
fn choice<T: serde::Serialize>(value: &Value, all: &[T]) -> Option<u8> {
    let at = all
        .iter()
        .position(|v| serde_json::to_value(v).ok().as_ref() == Some(value))?;
    u8::try_from(at).ok()
}

/// A Classic sticker's duel numbers (each under 16), two to a byte.
fn duel(duel: Option<&Value>) -> Option<Duel> {
    let Some(duel) = duel else {
        return Some(Duel(None));
    };
    let number = |stat: &str| u8::try_from(duel[stat].as_u64()?).ok().filter(|n| *n < 16);
    let pair = |p: &[&str]| Some((number(p[0])? << 4) | number(p[1])?);
    Some(Duel(Some([pair(&DUEL[..2])?, pair(&DUEL[2..])?])))
}

/// The compact form of a template (as [`crate::template::export_value`] writes it); `None`
/// for a value that is not such a template.
pub fn encode(template: &Value) -> Option<Vec<u8>> {
    let mut palette = Palette::default();
    let badge = &template["badge"];
    palette.colour(&badge["fill"])?;
    palette.colour(&badge["ink"])?;
    let mut strips = Vec::new();
    for kind in ["home", "away"] {
        let strip = &template[kind];
        for part in STRIP_COLOURS {
            palette.colour(&strip[part])?;
        }
        strips.push(CompactStrip {
            pattern: choice(&strip["pattern"], &Pattern::ALL)?,
            sponsor: text(&strip["sponsor"])?,
        });
    }
    let players = template["players"].as_array()?;
    if players.len() > usize::from(u8::MAX) || palette.colours.len() > usize::from(u8::MAX) {
        return None;
    }
    let players = players
        .iter()
        .map(|player| {
            Some(CompactPlayer {
                number: u8::try_from(player["number"].as_u64()?).ok()?,
                name: text(&player["name"])?,
                sticker: text(&player["sticker"])?,
                duel: duel(player.get("duel"))?,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    let rgb = |colour: &String| {
        let hex = colour.strip_prefix('#')?;
        let byte = |i: usize| u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok();
        Some([byte(0)?, byte(1)?, byte(2)?])
    };
    let compact = Compact {
        palette: Short(palette.colours.iter().map(rgb).collect::<Option<_>>()?),
        colours: palette.places.try_into().ok()?,
        name: text(&template["name"])?,
        short_name: text(&template["short_name"])?,
        edition: choice(&template["edition"], &EDITIONS)?,
        badge_shape: choice(&badge["shape"], &BadgeShape::ALL)?,
        initials: text(&badge["initials"])?,
        strips: strips.try_into().ok()?,
        players: Short(players),
    };
    Some(compact.serialize_bin())
}

/// The template JSON of a compact form.
pub fn decode(bytes: &[u8]) -> Result<Value, Damaged> {
    let mut end = 0;
    let compact = Compact::de_bin(&mut end, bytes).map_err(|_| Damaged)?;
    if end != bytes.len() {
        return Err(Damaged);
    }
    let palette: Vec<String> = (compact.palette.0.iter())
        .map(|[r, g, b]| format!("#{r:02x}{g:02x}{b:02x}"))
        .collect();
    let colour = |at: &u8| palette.get(usize::from(*at)).cloned().ok_or(Damaged);
    let colours = compact
        .colours
        .iter()
        .map(colour)
        .collect::<Result<Vec<_>, _>>()?;
    let named = |all: &[&str], at: u8| {
        let value = all.get(usize::from(at)).ok_or(Damaged)?;
        Ok::<_, Damaged>(json!(value))
    };
    let serialised = |value: Option<Value>| value.ok_or(Damaged);
    let shape = BadgeShape::ALL.get(usize::from(compact.badge_shape));
    let badge = json!({
        "shape": serialised(shape.and_then(|s| serde_json::to_value(s).ok()))?,
        "initials": compact.initials.0,
        "fill": colours[0],
        "ink": colours[1],
    });
    let mut strips = Vec::new();
    for (k, strip) in compact.strips.iter().enumerate() {
        let mut out = Map::new();
        let pattern = Pattern::ALL.get(usize::from(strip.pattern));
        out.insert(
            "pattern".into(),
            serialised(pattern.and_then(|p| serde_json::to_value(p).ok()))?,
        );
        out.insert("sponsor".into(), json!(strip.sponsor.0));
        for (part, colour) in STRIP_COLOURS.iter().zip(&colours[2 + 7 * k..]) {
            out.insert((*part).into(), json!(colour));
        }
        strips.push(Value::Object(out));
    }
    let players: Vec<Value> = (compact.players.0.iter())
        .map(|p| {
            let mut player = Map::new();
            player.insert("number".into(), json!(p.number));
            player.insert("name".into(), json!(p.name.0));
            player.insert("sticker".into(), json!(p.sticker.0));
            if let Duel(Some([first, second])) = p.duel {
                let numbers = [first >> 4, first & 15, second >> 4, second & 15];
                let duel: Map<String, Value> = (DUEL.iter().zip(numbers))
                    .map(|(stat, n)| ((*stat).to_string(), json!(n)))
                    .collect();
                player.insert("duel".into(), Value::Object(duel));
            }
            Value::Object(player)
        })
        .collect();
    let [home, away]: [Value; 2] = strips.try_into().map_err(|_| Damaged)?;
    Ok(json!({
        "format": FORMAT_NAME,
        "version": TEMPLATE_VERSION,
        "name": compact.name.0,
        "short_name": compact.short_name.0,
        "edition": named(&EDITIONS, compact.edition)?,
        "badge": badge,
        "home": home,
        "away": away,
        "players": players,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped::shipped_teams;
    use crate::template::export_value;

    #[test]
    fn every_shipped_template_round_trips() {
        for team in shipped_teams() {
            let value = export_value(&team);
            let bytes = encode(&value).expect("encodes");
            assert_eq!(decode(&bytes), Ok(value), "{}", team.name());
        }
    }

    #[test]
    fn cut_or_padded_bytes_are_damaged() {
        let bytes = encode(&export_value(&shipped_teams()[0])).expect("encodes");
        for len in 0..bytes.len() {
            assert!(decode(&bytes[..len]).is_err(), "cut at {len}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(decode(&longer).is_err());
    }

    /// Codes of custom teams (a 2024 one, a Classic one with printed duel numbers) as the
    /// hand-written compact form gave them before `nanoserde`: they still import, and the same
    /// teams give the same codes.
    #[test]
    fn codes_given_out_before_still_import_and_read_the_same() {
        use crate::share::{export_code, import_code};
        for (code, name) in [
            (
                "HK2.Aj2MsU7DMBiEz07qpC2CMjHSV8EUGlRKi4MqRWL5qxjVSmoLOwniSXkNhu4hXRhOOt2n--Lp7Xv_g77vT6dfMIAxcETAkOgmI793rZ8r12kf5koH7TsdokztAJ4ppNuNesufFg_Jf5sxsanow3m2Ax8_G1t-diY0TCISa-c1tVxKxCKjsqSSyxVGcU6N44WESKTX1pLlRYEkfdTea-OJF0uk6cp9UR0qExUDHCd3pf7WR8OVwmRyT6HRdU3WxQNVmKYvVNGxPX9zXIhFu3cm8IFcirW2gQ6DReJKKDqYsyTHbPTaGmuHfYlrsdWNdx3L8QcgiQ",
                "Harbour Rovers Reserves",
            ),
            (
                "HK2.AkVOzU7CQBDuzNItqFEK8cSFwt2k8Qms4IpVMNuE0ONiN6Zh6ZhtlXD2yXwlXwAXLxxmMt98P_la6c3378_8cDgMBgMPPEDwmNvecXqy_NK2Lgs9XJhimNC-ZjJbAqBcBh05W05lNptM2ensAr9br6lpcJVCGKGfWKINJglcx8y_t6rSmKTQj1vB5LPaknUwg_7I51NjtN1jnsB4xIMHVVqjHcwh7geBUP8tUGQQ9tr8kYwpa5Y78e24w2fVu1VbJmUKcXTGn3Rd0wfLZea85zzVVaEMCgFheNF-prfNjqjA1THqkr8oa2iHThv1rjpz3TRGN1QxIXL36foLtdE1uuQoCv1XuyeLuXDMH0mx",
                "Riverside Old Boys",
            ),
        ] {
            let team = import_code(code).expect("a code given out before imports");
            assert_eq!(team.name().as_str(), name);
            assert_eq!(export_code(&team), code);
        }
    }
}
