//! Keys given twice in a JSON object. `serde_json` keeps the last of them without a word, so a
//! template could show one name to a person reading it and give the game another; templates
//! refuse them. The text is read a second time, already known to be JSON (so within the
//! template's size and `serde_json`'s nesting limit), by a visitor that keeps nothing but the
//! keys of the object it is in.

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::collections::HashSet;
use std::fmt;

/// A key given twice: where (a template path, `players[3].name`) and the key itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateKey {
    /// The path of the repeated field.
    pub path: String,
    /// The key.
    pub key: String,
}

/// The first key given twice in the JSON `text`, if any (and nothing when `text` is not JSON:
/// the JSON reader says why).
pub fn first_duplicate(text: &str) -> Option<DuplicateKey> {
    let mut reader = serde_json::Deserializer::from_str(text);
    Scan {
        path: String::new(),
    }
    .deserialize(&mut reader)
    .ok()
    .flatten()
}

/// Reads a value at `path`, answering the first key given twice inside it.
struct Scan {
    path: String,
}

impl Scan {
    /// The path of `key` inside this value.
    fn key(&self, key: &str) -> String {
        if self.path.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.path)
        }
    }
}

impl<'de> DeserializeSeed<'de> for Scan {
    type Value = Option<DuplicateKey>;

    fn deserialize<D: Deserializer<'de>>(self, reader: D) -> Result<Self::Value, D::Error> {
        reader.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Scan {
    type Value = Option<DuplicateKey>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Self::Value, A::Error> {
        let mut found = None;
        let mut at = 0;
        while found.is_none() {
            let path = format!("{}[{at}]", self.path);
            match items.next_element_seed(Scan { path })? {
                Some(inside) => found = inside,
                None => return Ok(None),
            }
            at += 1;
        }
        while items.next_element::<IgnoredAny>()?.is_some() {}
        Ok(found)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut fields: A) -> Result<Self::Value, A::Error> {
        let mut seen = HashSet::new();
        let mut found = None;
        while found.is_none() {
            let Some(key) = fields.next_key::<String>()? else {
                return Ok(None);
            };
            let path = self.key(&key);
            if seen.contains(&key) {
                fields.next_value::<IgnoredAny>()?;
                found = Some(DuplicateKey { path, key });
            } else {
                found = fields.next_value_seed(Scan { path })?;
                seen.insert(key);
            }
        }
        while fields.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Problem;
    use crate::shipped::shipped_teams;
    use crate::template::{export_json, export_value, import_json};
    use serde_json::Value;

    #[test]
    fn a_key_given_twice_is_found_at_any_depth() {
        let found = |text: &str| first_duplicate(text).map(|d| (d.path, d.key));
        let pair = |path: &str, key: &str| Some((path.to_string(), key.to_string()));
        assert_eq!(found(r#"{"a": 1, "b": [1, {"c": 2}]}"#), None);
        assert_eq!(found(r#"{"name": "A", "name": "B"}"#), pair("name", "name"));
        assert_eq!(
            found(r##"{"badge": {"initials": "A", "fill": "#000000", "initials": "B"}}"##),
            pair("badge.initials", "initials")
        );
        assert_eq!(
            found(r#"{"players": [{"name": "A"}, {"name": "B", "name": "C"}], "x": 1}"#),
            pair("players[1].name", "name")
        );
        assert_eq!(
            found(r#"[[], [{"a": 1, "\u0061": 2}]]"#),
            pair("[1][0].a", "a")
        );
        assert_eq!(found(r#"{"a": {}, "b": {}, "a": 3}"#), pair("a", "a"));
        assert_eq!(found("not json"), None);
    }

    /// The template as JSON text with the key at `target` given a second time, last, with
    /// `again` as its value.
    fn with_key_twice(value: &Value, path: &str, target: &str, again: &Value) -> String {
        let text = |v: &Value| serde_json::to_string(v).unwrap_or_default();
        match value {
            Value::Object(fields) => {
                let mut parts = Vec::new();
                for (key, inside) in fields {
                    let at = if path.is_empty() {
                        key.clone()
                    } else {
                        format!("{path}.{key}")
                    };
                    let inside = with_key_twice(inside, &at, target, again);
                    parts.push(format!("{}:{inside}", text(&Value::from(key.as_str()))));
                    if at == target {
                        parts.push(format!(
                            "{}:{}",
                            text(&Value::from(key.as_str())),
                            text(again)
                        ));
                    }
                }
                format!("{{{}}}", parts.join(","))
            }
            Value::Array(items) => {
                let parts: Vec<String> = (items.iter().enumerate())
                    .map(|(i, v)| with_key_twice(v, &format!("{path}[{i}]"), target, again))
                    .collect();
                format!("[{}]", parts.join(","))
            }
            leaf => text(leaf),
        }
    }

    /// Every key path of a template.
    fn key_paths(value: &Value, path: &str, out: &mut Vec<String>) {
        match value {
            Value::Object(fields) => {
                for (key, inside) in fields {
                    let at = if path.is_empty() {
                        key.clone()
                    } else {
                        format!("{path}.{key}")
                    };
                    key_paths(inside, &at, out);
                    out.push(at);
                }
            }
            Value::Array(items) => {
                for (i, inside) in items.iter().enumerate() {
                    key_paths(inside, &format!("{path}[{i}]"), out);
                }
            }
            _ => {}
        }
    }

    /// The tester's attack (issue 28): a template giving "name" twice imported the last one.
    /// Now every key of a real template (a 2024 one and a Classic one), given a second time
    /// with the same value or another, is refused, naming the field and the key.
    #[test]
    fn a_template_giving_any_key_twice_is_refused_naming_it() {
        let mut tried = 0;
        for team in [&shipped_teams()[0], &shipped_teams()[5]] {
            let template = export_value(team);
            assert!(import_json(export_json(team).as_bytes()).is_ok());
            let mut paths = Vec::new();
            key_paths(&template, "", &mut paths);
            for path in paths {
                let same = template
                    .pointer(&pointer(&path))
                    .cloned()
                    .unwrap_or_default();
                for again in [same, Value::from("Impostor FC")] {
                    let text = with_key_twice(&template, "", &path, &again);
                    let refused = import_json(text.as_bytes()).expect_err(&text);
                    let key = path.rsplit(['.', ']']).next().unwrap_or_default();
                    assert_eq!(refused.errors.len(), 1);
                    assert_eq!(refused.errors[0].field, path);
                    assert_eq!(
                        refused.errors[0].problem,
                        Some(Problem::DuplicateKey(key.to_string()))
                    );
                    tried += 1;
                }
            }
        }
        println!("{tried} templates with a key given twice: every one refused");
        assert!(tried > 200, "{tried}");
        let refused = import_json(
            with_key_twice(
                &export_value(&shipped_teams()[0]),
                "",
                "name",
                &Value::from("Impostor FC"),
            )
            .as_bytes(),
        )
        .expect_err("refused");
        assert_eq!(
            refused.to_string(),
            "name: \"name\" is given twice in the same object; give each field once"
        );
    }

    /// A template path (`players[3].name`) as a JSON pointer (`/players/3/name`).
    fn pointer(path: &str) -> String {
        let mut out = String::new();
        for part in path.split('.') {
            let (key, index) = part.split_once('[').unwrap_or((part, ""));
            out.push('/');
            out.push_str(key);
            for i in index.split('[') {
                if let Some(i) = i.strip_suffix(']') {
                    out.push('/');
                    out.push_str(i);
                }
            }
        }
        out
    }

    /// `tests/fixtures/teams/duplicate-key.json` (Harbour Rovers with a second "name") is
    /// refused as docs/reliability.md says.
    #[test]
    fn the_fixture_giving_name_twice_is_refused() {
        let text = include_str!("../../../tests/fixtures/teams/duplicate-key.json");
        let said = import_json(text.as_bytes())
            .expect_err("refused")
            .to_string();
        assert_eq!(
            said,
            "name: \"name\" is given twice in the same object; give each field once"
        );
    }
}
