//! The compact binary form of a team template inside version 2 share codes: the template's
//! fields in a fixed order, strings as a length byte and UTF-8, colours through a palette of
//! the distinct colours (a strip repeats its colours), enums as their index, a Classic
//! sticker's four duel numbers two to a byte. Decoding gives the
//! template JSON back, which is then imported with every check: nothing here decides whether
//! a team is valid.

use super::strip::{BadgeShape, Pattern};
use super::template::{FORMAT_NAME, TEMPLATE_VERSION};
use serde_json::{Map, Value, json};

/// The strip colours in the order they are written.
const STRIP_COLOURS: [&str; 7] = [
    "shirt", "second", "third", "collar", "sleeves", "shorts", "socks",
];
/// The duel numbers of a Classic sticker, in the order they are written.
const DUEL: [&str; 4] = ["dribbling", "marking", "tackling", "ball_defence"];
/// The editions, by index.
const EDITIONS: [&str; 2] = ["2024", "classic"];

/// Bytes of a template being written.
#[derive(Default)]
struct Writer {
    bytes: Vec<u8>,
    palette: Vec<String>,
    colours: Vec<u8>,
}

impl Writer {
    fn text(&mut self, value: &Value) -> Option<()> {
        let text = value.as_str()?.as_bytes();
        self.bytes.push(u8::try_from(text.len()).ok()?);
        self.bytes.extend_from_slice(text);
        Some(())
    }

    fn small(&mut self, value: &Value) -> Option<()> {
        self.bytes.push(u8::try_from(value.as_u64()?).ok()?);
        Some(())
    }

    /// An enum by its index among `all` (compared through serde's names).
    fn choice<T: serde::Serialize>(&mut self, value: &Value, all: &[T]) -> Option<()> {
        let at = all
            .iter()
            .position(|v| serde_json::to_value(v).ok().as_ref() == Some(value))?;
        self.bytes.push(u8::try_from(at).ok()?);
        Some(())
    }

    /// A colour: its place in the palette, written after the fields.
    fn colour(&mut self, value: &Value) -> Option<()> {
        let text = value.as_str()?.to_string();
        let at = match self.palette.iter().position(|c| *c == text) {
            Some(at) => at,
            None => {
                self.palette.push(text);
                self.palette.len() - 1
            }
        };
        self.colours.push(u8::try_from(at).ok()?);
        Some(())
    }
}

/// The compact form of a template (as [`super::template::export_value`] writes it); `None`
/// for a value that is not such a template.
pub fn encode(template: &Value) -> Option<Vec<u8>> {
    let mut w = Writer::default();
    w.text(&template["name"])?;
    w.text(&template["short_name"])?;
    w.choice(&template["edition"], &EDITIONS)?;
    let badge = &template["badge"];
    w.choice(&badge["shape"], &BadgeShape::ALL)?;
    w.text(&badge["initials"])?;
    w.colour(&badge["fill"])?;
    w.colour(&badge["ink"])?;
    for kind in ["home", "away"] {
        let strip = &template[kind];
        w.choice(&strip["pattern"], &Pattern::ALL)?;
        w.text(&strip["sponsor"])?;
        for part in STRIP_COLOURS {
            w.colour(&strip[part])?;
        }
    }
    let players = template["players"].as_array()?;
    w.bytes.push(u8::try_from(players.len()).ok()?);
    for player in players {
        w.small(&player["number"])?;
        w.text(&player["name"])?;
        w.text(&player["sticker"])?;
        match player.get("duel") {
            Some(duel) => {
                // Duel numbers run 1 to 9: two to a byte.
                w.bytes.push(1);
                let number =
                    |stat: &str| u8::try_from(duel[stat].as_u64()?).ok().filter(|n| *n < 16);
                for pair in DUEL.chunks(2) {
                    w.bytes.push((number(pair[0])? << 4) | number(pair[1])?);
                }
            }
            None => w.bytes.push(0),
        }
    }
    let mut out = vec![u8::try_from(w.palette.len()).ok()?];
    for colour in &w.palette {
        let hex = colour.strip_prefix('#')?;
        for i in 0..3 {
            out.push(u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?);
        }
    }
    out.extend(w.colours);
    out.extend(w.bytes);
    Some(out)
}

/// Bytes of a template being read.
struct Reader<'a> {
    bytes: &'a [u8],
    palette: Vec<String>,
    colours: std::vec::IntoIter<u8>,
}

/// Reading ran past the end or met a value out of range.
/// A compact form that does not read as a team: the code was damaged on its way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Damaged;

impl std::fmt::Display for Damaged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the code is damaged (its team does not read); copy it again")
    }
}

impl std::error::Error for Damaged {}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, Damaged> {
        let (&first, rest) = self.bytes.split_first().ok_or(Damaged)?;
        self.bytes = rest;
        Ok(first)
    }

    fn text(&mut self) -> Result<Value, Damaged> {
        let len = usize::from(self.byte()?);
        if self.bytes.len() < len {
            return Err(Damaged);
        }
        let (text, rest) = self.bytes.split_at(len);
        self.bytes = rest;
        let text = std::str::from_utf8(text).map_err(|_| Damaged)?;
        Ok(Value::String(text.to_string()))
    }

    fn choice<T: serde::Serialize>(&mut self, all: &[T]) -> Result<Value, Damaged> {
        let value = all.get(usize::from(self.byte()?)).ok_or(Damaged)?;
        serde_json::to_value(value).map_err(|_| Damaged)
    }

    fn colour(&mut self) -> Result<Value, Damaged> {
        let at = self.colours.next().ok_or(Damaged)?;
        let colour = self.palette.get(usize::from(at)).ok_or(Damaged)?;
        Ok(Value::String(colour.clone()))
    }
}

/// How many colours a template names: the badge's two and seven for each strip.
const COLOURS_NAMED: usize = 2 + 2 * STRIP_COLOURS.len();

/// The template JSON of a compact form.
pub fn decode(bytes: &[u8]) -> Result<Value, Damaged> {
    let (&count, rest) = bytes.split_first().ok_or(Damaged)?;
    let palette_len = 3 * usize::from(count);
    if rest.len() < palette_len + COLOURS_NAMED {
        return Err(Damaged);
    }
    let palette = rest[..palette_len]
        .chunks(3)
        .map(|c| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]))
        .collect();
    let colours = rest[palette_len..palette_len + COLOURS_NAMED].to_vec();
    let mut r = Reader {
        bytes: &rest[palette_len + COLOURS_NAMED..],
        palette,
        colours: colours.into_iter(),
    };
    let name = r.text()?;
    let short_name = r.text()?;
    let edition = r.choice(&EDITIONS)?;
    let badge = json!({
        "shape": r.choice(&BadgeShape::ALL)?,
        "initials": r.text()?,
        "fill": r.colour()?,
        "ink": r.colour()?,
    });
    let mut strips = Vec::new();
    for _ in 0..2 {
        let mut strip = Map::new();
        strip.insert("pattern".into(), r.choice(&Pattern::ALL)?);
        strip.insert("sponsor".into(), r.text()?);
        for part in STRIP_COLOURS {
            strip.insert(part.into(), r.colour()?);
        }
        strips.push(Value::Object(strip));
    }
    let count = r.byte()?;
    let mut players = Vec::new();
    for _ in 0..count {
        let mut player = Map::new();
        player.insert("number".into(), json!(r.byte()?));
        player.insert("name".into(), r.text()?);
        player.insert("sticker".into(), r.text()?);
        match r.byte()? {
            0 => {}
            1 => {
                let mut duel = Map::new();
                for pair in DUEL.chunks(2) {
                    let byte = r.byte()?;
                    duel.insert(pair[0].into(), json!(byte >> 4));
                    duel.insert(pair[1].into(), json!(byte & 15));
                }
                player.insert("duel".into(), Value::Object(duel));
            }
            _ => return Err(Damaged),
        }
        players.push(Value::Object(player));
    }
    if !r.bytes.is_empty() {
        return Err(Damaged);
    }
    let [home, away]: [Value; 2] = strips.try_into().map_err(|_| Damaged)?;
    Ok(json!({
        "format": FORMAT_NAME,
        "version": TEMPLATE_VERSION,
        "name": name,
        "short_name": short_name,
        "edition": edition,
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
}
