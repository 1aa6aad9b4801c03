//! Feeds malformed and random templates and share codes to the importers: no panic, every
//! refusal explains itself, and what is accepted is a whole, valid team (nothing partial).
//!
//! `HEXKICK_FUZZ_CASES` sets the number of cases; by default 100 000 in an optimised build
//! (`cargo test --release --test teams_fuzz`, a few seconds) and 10 000 in a debug build, where
//! the serde code this test drives runs unoptimised (about 0.4 ms a case).
//! `HEXKICK_FUZZ_SEED` sets the seed (default 7).

use hexkick_rules::dice::SeededDice;
use hexkick_rules::rules::Edition;
use hexkick_teams::library::{TeamId, TeamLibrary};
use hexkick_teams::share::export_code;
use hexkick_teams::shipped::{SHIPPED_TEMPLATES, shipped_teams};
use hexkick_teams::team::Team;
use hexkick_teams::template::{ImportError, MAX_TEMPLATE_BYTES, export_json, import_json};
use serde_json::{Value, json};

struct Rng(SeededDice);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// JSON pointers to every node of a value.
fn pointers(value: &Value, at: String, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                pointers(
                    v,
                    format!("{at}/{}", k.replace('~', "~0").replace('/', "~1")),
                    out,
                );
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                pointers(v, format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
    out.push(at);
}

const NASTY: [&str; 16] = [
    "NaN",
    "Infinity",
    "-Infinity",
    "-0",
    "",
    " ",
    "#zzzzzz",
    "#FFFFFF0",
    "YYYYY",
    "XXXX",
    "V\u{0}",
    "\u{202e}evil",
    "ééééééééééééééééééééééééééééééééé",
    "HK1.",
    "1e400",
    "null",
];

fn weird_value(rng: &mut Rng) -> Value {
    match rng.below(12) {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(rng.pick(&[0i64, -1, 256, 65536, i64::MAX, i64::MIN])),
        3 => json!(rng.pick(&[u64::MAX, 17, 99, 100])),
        4 => json!(rng.pick(&[1.5f64, -0.0, 1e308, f64::MIN_POSITIVE])),
        5 => json!(rng.pick(&NASTY)),
        6 => json!([]),
        7 => json!({}),
        8 => json!([1, "a", null]),
        9 => json!({"number": 1, "name": "X", "sticker": "Y"}),
        10 => {
            let depth = 1 + rng.below(300);
            let mut v = Value::Null;
            for _ in 0..depth {
                v = json!([v]);
            }
            v
        }
        _ => json!("#".repeat(rng.below(40))),
    }
}

/// One structural mutation of a template value.
fn mutate_value(rng: &mut Rng, value: &mut Value) {
    let mut all = Vec::new();
    pointers(value, String::new(), &mut all);
    let target = rng.pick(&all).clone();
    let (parent, key) = match target.rfind('/') {
        Some(cut) => (target[..cut].to_string(), target[cut + 1..].to_string()),
        None => (String::new(), String::new()),
    };
    match rng.below(6) {
        0 => {
            // delete a field or an array element
            match value.pointer_mut(&parent) {
                Some(Value::Object(map)) => {
                    map.remove(&key.replace("~1", "/").replace("~0", "~"));
                }
                Some(Value::Array(items)) => {
                    if let Ok(i) = key.parse::<usize>()
                        && i < items.len()
                    {
                        items.remove(i);
                    }
                }
                _ => {}
            }
        }
        1 | 2 => {
            if let Some(slot) = value.pointer_mut(&target) {
                *slot = weird_value(rng);
            }
        }
        3 => {
            if let Some(Value::Object(map)) = value.pointer_mut(&parent) {
                map.insert(format!("extra{}", rng.below(9)), weird_value(rng));
            }
        }
        4 => {
            // duplicate an array element (duplicate players, numbers, stickers)
            if let Some(Value::Array(items)) = value.pointer_mut(&parent)
                && let Some(copy) = key
                    .parse::<usize>()
                    .ok()
                    .and_then(|i| items.get(i).cloned())
            {
                items.push(copy);
            }
        }
        5 if rng.chance(2) => classic_edit(rng, value),
        _ => {
            // plausible edits: swap two players' stickers or set a sticker/number/colour
            let p = rng.below(16);
            let field = rng.pick(&["sticker", "number", "name"]).to_string();
            let new = match field.as_str() {
                "sticker" => json!(rng.pick(&["Y", "YY", "YYR", "RRGG", "V", "BBBB", "SK", "VVV"])),
                "number" => json!(rng.below(120)),
                _ => json!(rng.pick(&["Okafor", "", "A\tB", "x".repeat(21).as_str()])),
            };
            if let Some(slot) = value.pointer_mut(&format!("/players/{p}/{field}")) {
                *slot = new;
            }
            if rng.chance(3) {
                let strip = rng.pick(&["home", "away"]).to_string();
                let part = rng
                    .pick(&["shirt", "second", "shorts", "collar"])
                    .to_string();
                let colour = format!("#{:06x}", rng.0.next_u64() & 0xff_ffff);
                if let Some(slot) = value.pointer_mut(&format!("/{strip}/{part}")) {
                    *slot = json!(colour);
                }
            }
        }
    }
}

/// A plausible Classic edit: a duel number (in range or not), a missing or extra `duel`
/// object, a Classic-only sticker (5 skills, black with an X), or the other edition.
fn classic_edit(rng: &mut Rng, value: &mut Value) {
    let p = rng.below(16);
    let player = format!("/players/{p}");
    match rng.below(5) {
        0 => {
            let which = rng
                .pick(&["dribbling", "marking", "tackling", "ball_defence"])
                .to_string();
            let n = if rng.chance(4) {
                weird_value(rng)
            } else {
                json!(rng.below(12))
            };
            if let Some(slot) = value.pointer_mut(&format!("{player}/duel/{which}")) {
                *slot = n;
            }
        }
        1 => {
            if let Some(Value::Object(map)) = value.pointer_mut(&player)
                && map.remove("duel").is_none()
            {
                let mut d = || json!(rng.below(10));
                let duel =
                    json!({"dribbling": d(), "marking": d(), "tackling": d(), "ball_defence": d()});
                map.insert("duel".into(), duel);
            }
        }
        2 => {
            let sticker = rng.pick(&["YYRRS", "XKS", "X", "XX", "XB", "YYYYYY", "V", "GGGBK"]);
            if let Some(slot) = value.pointer_mut(&format!("{player}/sticker")) {
                *slot = json!(sticker);
            }
        }
        3 => {
            let edition = rng.pick(&["2024", "classic", "Classic", "pro"]);
            if let Some(slot) = value.pointer_mut("/edition") {
                *slot = json!(edition);
            }
        }
        _ => {
            // a level-1 player becomes level 2 and another level 2 becomes level 1: the total
            // (and with it the band) moves or stays
            if let Some(Value::String(sticker)) = value.pointer_mut(&format!("{player}/sticker")) {
                if sticker.len() < 5 {
                    sticker.push(*rng.pick(&['Y', 'R', 'G', 'B', 'S', 'K']));
                } else {
                    sticker.pop();
                }
            }
        }
    }
}

/// One byte-level mutation of a template text.
fn mutate_bytes(rng: &mut Rng, bytes: &mut Vec<u8>) {
    if bytes.is_empty() {
        bytes.push(b'{');
        return;
    }
    let at = rng.below(bytes.len());
    match rng.below(6) {
        0 => bytes.truncate(at),
        1 => bytes[at] ^= 1 << rng.below(8),
        2 => bytes[at] = rng.below(256) as u8,
        3 => {
            let end = (at + rng.below(40)).min(bytes.len());
            bytes.drain(at..end);
        }
        4 => {
            let junk: [&[u8]; 7] = [b"\"\"", b",", b"]", b"{", b"\\u0000", b"1e999", b"\xff\xfe"];
            let pick = *rng.pick(&junk);
            bytes.splice(at..at, pick.iter().copied());
        }
        _ => {
            let other = bytes[rng.below(bytes.len())];
            bytes[at] = other;
        }
    }
}

/// Teams accepted so far: all, and Classic ones.
#[derive(Default)]
struct Accepted {
    all: usize,
    classic: usize,
}

/// The importer's answer must be a whole valid team or explained refusal.
fn judge(result: Result<Team, ImportError>, case: usize, accepted: &mut Accepted) {
    match result {
        Ok(team) => {
            accepted.all += 1;
            if team.edition() == Edition::Classic {
                accepted.classic += 1;
            }
            let again = Team::new(team.to_draft()).unwrap_or_else(|e| {
                panic!("case {case}: accepted a team that fails its own checks: {e:?}")
            });
            assert_eq!(again, team, "case {case}");
            assert!(team.roster_report().is_legal(), "case {case}");
            let back = import_json(export_json(&team).as_bytes());
            assert_eq!(
                back.as_ref(),
                Ok(&team),
                "case {case}: accepted team does not round-trip"
            );
        }
        Err(e) => {
            assert!(
                !e.errors.is_empty(),
                "case {case}: refusal without a reason"
            );
            for error in &e.errors {
                assert!(
                    !error.field.trim().is_empty() && !error.message.trim().is_empty(),
                    "case {case}: empty field or message in {e:?}"
                );
            }
        }
    }
}

/// Imports into a library: a refusal leaves it exactly as it was; an import adds exactly one
/// team, which is handed back (and removed again, so every case starts from the same library).
fn into_library(
    library: &mut TeamLibrary,
    before: &TeamLibrary,
    case: usize,
    import: impl FnOnce(&mut TeamLibrary) -> Result<TeamId, ImportError>,
) -> Result<Team, ImportError> {
    match import(library) {
        Ok(id) => {
            assert_eq!(library.len(), before.len() + 1, "case {case}");
            let team = library.delete(id).expect("just added");
            assert!(library.teams().eq(before.teams()), "case {case}");
            Ok(team)
        }
        Err(e) => {
            assert!(
                library.teams().eq(before.teams()),
                "case {case}: a refused import touched the library"
            );
            Err(e)
        }
    }
}

#[test]
fn a_hundred_thousand_malformed_templates_never_panic_or_half_import() {
    let cases: usize = std::env::var("HEXKICK_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) {
            10_000
        } else {
            100_000
        });
    let seed: u64 = std::env::var("HEXKICK_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(7);
    let mut rng = Rng(SeededDice::new(seed));
    let templates: Vec<Value> = SHIPPED_TEMPLATES
        .iter()
        .map(|(_, t)| serde_json::from_str(t).expect("shipped JSON"))
        .collect();
    let codes: Vec<String> = shipped_teams().iter().map(export_code).collect();
    let mut library = TeamLibrary::new();
    library
        .create(shipped_teams()[0].clone())
        .expect("seed team");
    let library_before = library.clone();
    let (mut accepted, mut oversized) = (Accepted::default(), 0);
    let started = std::time::Instant::now();
    for case in 0..cases {
        let kind = rng.below(20);
        let result = if kind < 12 {
            let mut value = rng.pick(&templates).clone();
            for _ in 0..1 + rng.below(3) {
                mutate_value(&mut rng, &mut value);
            }
            let bytes = serde_json::to_vec(&value).expect("serialise");
            into_library(&mut library, &library_before, case, |l| {
                l.import_template(&bytes)
            })
        } else if kind < 18 {
            let mut bytes = rng.pick(&templates).to_string().into_bytes();
            for _ in 0..1 + rng.below(4) {
                mutate_bytes(&mut rng, &mut bytes);
            }
            import_json(&bytes)
        } else if kind < 19 {
            let mut bytes = rng.pick(&codes).clone().into_bytes();
            mutate_bytes(&mut rng, &mut bytes);
            let code = String::from_utf8_lossy(&bytes).into_owned();
            into_library(&mut library, &library_before, case, |l| {
                l.import_code(&code)
            })
        } else if rng.chance(50) {
            oversized += 1;
            let mut text = rng.pick(&templates).to_string();
            text.push_str(&" ".repeat(MAX_TEMPLATE_BYTES));
            let result = import_json(text.as_bytes());
            assert!(result.is_err(), "case {case}: oversized accepted");
            result
        } else {
            let len = rng.below(600);
            let bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
            import_json(&bytes)
        };
        judge(result, case, &mut accepted);
    }
    println!(
        "fuzzed {cases} templates (seed {seed}): {} accepted as whole valid teams ({} Classic), {} refused with reasons, {oversized} oversized, in {:.2?}",
        accepted.all,
        accepted.classic,
        cases - accepted.all,
        started.elapsed()
    );
    assert!(
        accepted.all > 0 && accepted.all < cases / 2,
        "mutations should mostly break templates"
    );
    assert!(
        accepted.classic > 0 && accepted.classic < accepted.all,
        "Classic and 2024 templates both get through"
    );
}
