//! A scenario's expectations held against the state and the events its commands gave.

use crate::format::Expect;
use hexkick_rules::dice::ScriptedDice;
use hexkick_rules::event::Event;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Pending, PlayerStatus};

fn show<T: std::fmt::Debug>(v: &T) -> String {
    format!("{v:?}")
}

fn pending_name(p: Option<&Pending>) -> Option<String> {
    p.map(|p| {
        match p {
            Pending::KeeperSetup { .. } => "keeper_setup",
            Pending::ShotReady { .. } => "shot_ready",
            Pending::Receiver { .. } => "receiver",
            Pending::BallCell { .. } => "ball_cell",
            Pending::Bump { .. } => "bump",
            Pending::IntentionalFoul { .. } => "intentional_foul",
            Pending::CrossDeclared { .. } => "cross_declared",
            Pending::CrossReady { .. } => "cross_ready",
        }
        .to_string()
    })
}

/// The names an expectation may use for an event: its name, plus a more precise tag for
/// some events (`throw_in`, `free_kick`, ... for restarts; `yellow_card`, `red_card`;
/// `phase_2`, `phase_positioning`, ...; `tackle_won`, `tackle_lost`; `var_cancelled`,
/// `var_confirmed`; `skill_available_passing` (`_crossing`, `_shooting`); `added_time_2`).
fn tags(event: &Event) -> Vec<String> {
    let mut tags = vec![event.name().to_string()];
    match event {
        Event::Restart { kind, .. } => tags.push(text(kind)),
        Event::Card { colour, .. } => tags.push(format!("{}_card", text(colour))),
        Event::Phase { phase, .. } => tags.push(format!("phase_{phase}")),
        Event::Tackle { won, .. } => {
            tags.push(if *won { "tackle_won" } else { "tackle_lost" }.to_string());
        }
        Event::Var { cancelled } => {
            tags.push(
                if *cancelled {
                    "var_cancelled"
                } else {
                    "var_confirmed"
                }
                .to_string(),
            );
        }
        Event::Injury { serious: true, .. } => tags.push("serious_injury".to_string()),
        Event::ShootoutKick { scored, .. } => {
            tags.push(
                if *scored {
                    "shootout_goal"
                } else {
                    "shootout_miss"
                }
                .to_string(),
            );
        }
        Event::MatchConditions { referee, weather } => {
            tags.push(format!("referee_{}", text(referee)));
            tags.push(format!("weather_{}", text(weather)));
        }
        Event::SkillAvailable { skill, .. } => {
            tags.push(format!("skill_available_{}", skill.name()));
        }
        Event::AddedTime { cells } => tags.push(format!("added_time_{cells}")),
        _ => {}
    }
    tags
}

/// A unit enum variant as serde writes it (`throw_in`, `yellow`).
fn text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn matches(wanted: &str, tags: &[String]) -> bool {
    tags.iter().any(|t| t == wanted)
}

fn is_subsequence(wanted: &[String], events: &[Vec<String>]) -> bool {
    let mut it = events.iter();
    wanted.iter().all(|w| it.any(|tags| matches(w, tags)))
}

pub(crate) fn compare(
    expect: &Expect,
    state: &MatchState,
    events: &[Event],
    dice: &ScriptedDice,
) -> Vec<String> {
    let mut f = Vec::new();
    let mut diff = |field: &str, expected: String, actual: String| {
        if expected != actual {
            f.push(format!("{field}: expected {expected}, actual {actual}"));
        }
    };
    let id = |p: Option<PlayerId>| p.map_or("nobody".to_string(), |p| p.to_string());
    if let Some(h) = expect.holder {
        diff("holder", id(h), id(state.holder()));
    }
    if let Some(p) = &expect.phase {
        let wanted = match p {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        diff("phase", wanted, state.phase().name().to_string());
    }
    if let Some(s) = expect.to_play {
        diff("to_play", s.name().into(), state.to_play().name().into());
    }
    if let Some(s) = expect.acting {
        diff("acting", s.name().into(), state.acting_side().name().into());
    }
    let names: Vec<&str> = events.iter().map(Event::name).collect();
    let tagged: Vec<Vec<String>> = events.iter().map(tags).collect();
    if let Some(wanted) = &expect.events
        && !is_subsequence(wanted, &tagged)
    {
        diff("events (in order)", show(wanted), show(&names));
    }
    if let Some(wanted) = &expect.events_exact {
        let same =
            wanted.len() == tagged.len() && wanted.iter().zip(&tagged).all(|(w, t)| matches(w, t));
        if !same {
            diff("events_exact", show(wanted), show(&names));
        }
    }
    if let Some(absent) = &expect.events_absent {
        for a in absent {
            if tagged.iter().any(|t| matches(a, t)) {
                diff("events_absent", format!("no \"{a}\""), show(&names));
            }
        }
    }
    if let Some(s) = expect.score {
        diff(
            "score",
            format!("{}-{}", s.home, s.away),
            format!("{}-{}", state.score(Side::Home), state.score(Side::Away)),
        );
    }
    if let Some(cards) = &expect.cards {
        for (p, wanted) in cards {
            let actual = match state.player(*p) {
                Some(s) if s.status() == PlayerStatus::SentOff => "red",
                Some(s) if s.booked() => "yellow",
                Some(_) => "none",
                None => "not in the match",
            };
            diff(&format!("cards[{p}]"), wanted.clone(), actual.into());
        }
    }
    if let Some(positions) = &expect.positions {
        for (p, wanted) in positions {
            let cell = |c: Option<Cell>| c.map_or("off the pitch".to_string(), |c| c.to_string());
            diff(
                &format!("positions[{p}]"),
                cell(*wanted),
                cell(state.position(*p)),
            );
        }
    }
    if let Some(b) = expect.ball {
        diff("ball", b.to_string(), state.ball().cell.to_string());
    }
    if let Some(h) = expect.in_hands {
        diff("in_hands", h.to_string(), state.ball().in_hands.to_string());
    }
    if let Some(c) = expect.clock {
        let clock = state.clock();
        if let Some(h) = c.half {
            diff("clock.half", h.to_string(), clock.half.to_string());
        }
        if let Some(s) = c.steps {
            diff("clock.steps", s.to_string(), clock.steps.to_string());
        }
        if let Some(m) = c.minute {
            diff("clock.minute", m.to_string(), state.minute().to_string());
        }
    }
    if let Some(r) = &expect.restart {
        let actual = state.restart();
        match (r, actual) {
            (None, None) => {}
            (None, Some(a)) => diff("restart", "none".into(), show(&a.kind)),
            (Some(w), None) => diff("restart", show(&w.kind), "none".into()),
            (Some(w), Some(a)) => {
                diff("restart.kind", show(&w.kind), show(&a.kind));
                if let Some(s) = w.side {
                    diff("restart.side", s.name().into(), a.side.name().into());
                }
                if let Some(c) = w.cell {
                    diff("restart.cell", c.to_string(), a.cell.to_string());
                }
            }
        }
    }
    if let Some(p) = &expect.pending {
        let none = || "none".to_string();
        diff(
            "pending",
            p.clone().unwrap_or_else(none),
            pending_name(state.pending()).unwrap_or_else(none),
        );
    }
    if let Some(s) = expect.substitutions {
        diff(
            "substitutions",
            format!("{}-{}", s.home, s.away),
            format!(
                "{}-{}",
                state.substitutions_used(Side::Home),
                state.substitutions_used(Side::Away)
            ),
        );
    }
    if let Some(n) = expect.dice_left {
        diff("dice_left", n.to_string(), dice.remaining().to_string());
    }
    for (p, wanted) in expect.skills.iter().flatten() {
        let actual = state
            .player(*p)
            .map_or("not in the match".to_string(), |s| s.skills().letters());
        diff(&format!("skills[{p}]"), wanted.letters(), actual);
    }
    for (p, wanted) in expect.injuries.iter().flatten() {
        let actual = state.player(*p).map_or(0, |s| s.injuries());
        diff(
            &format!("injuries[{p}]"),
            wanted.to_string(),
            actual.to_string(),
        );
    }
    let cup = state.tournament();
    if let Some(n) = expect.home_advantage_left {
        diff(
            "home_advantage_left",
            n.to_string(),
            cup.home_advantage_left.to_string(),
        );
    }
    if let Some(r) = expect.referee {
        diff("referee", show(&r), show(&cup.referee));
    }
    if let Some(w) = expect.weather {
        diff("weather", show(&w), show(&cup.weather));
    }
    if let Some(s) = expect.shootout {
        let score = |s: Option<[u8; 2]>| s.map_or("none".to_string(), |[h, a]| format!("{h}-{a}"));
        diff(
            "shootout",
            score(s.map(|s| [s.home, s.away])),
            score(state.shootout().map(|s| s.scored)),
        );
    }
    if let Some(w) = expect.winner {
        let name = |s: Option<Side>| s.map_or("draw".to_string(), |s| s.name().to_string());
        let actual = state
            .result()
            .map_or("no result yet".to_string(), |r| name(r.winner));
        diff("winner", name(w), actual);
    }
    if let Some(seat) = expect.acting_seat {
        diff(
            "acting_seat",
            seat.to_string(),
            state.acting_coach().seat.to_string(),
        );
    }
    f
}
