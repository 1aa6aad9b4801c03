//! The places proven over real matches: views met while AI coaches play whole stretches of
//! matches in every edition and level, with the people's choices (declaration, style, bench)
//! tried along the way.

use super::{ActionKind, Rect, SLOTS, SlotKey, columns, keys_of, place, rect, slot};
use crate::ui::match_screen::hud::layout;
use crate::ui::view::PitchView;
use hexkick_ai::{Brain, Difficulty, Strategy};
use hexkick_rules::rules::{Edition, Level, RuleSet};
use hexkick_rules::state::Phase;
use hexkick_storage::{MemoryStore, Saves};
use hexkick_table::{Coach, MatchSetup, PlayOptions, Table, TableView};
use std::collections::HashMap;

/// Commands played per match.
const STEPS: usize = 220;

/// The screen's own buttons, always shown.
const SCREEN_KEYS: [SlotKey; 6] = [
    SlotKey::Rules,
    SlotKey::Hint,
    SlotKey::Speed,
    SlotKey::Aim,
    SlotKey::Cells,
    SlotKey::Menu,
];

/// One view as the panel shows it: (who decides, phase) and each button's (key, kind, place).
struct Shown {
    moment: (Option<hexkick_rules::squad::Side>, Phase),
    buttons: Vec<(String, Option<ActionKind>, usize)>,
    overflow: bool,
}

fn shown(view: &TableView, phase: Phase) -> Shown {
    let actions: Vec<_> = view
        .actions
        .iter()
        .filter(|a| a.kind != ActionKind::Move)
        .collect();
    let mut keys = keys_of(actions.iter().map(|a| (a.kind, &a.action)));
    keys.extend(SCREEN_KEYS);
    let places = place(&keys);
    let mut free = [true; SLOTS];
    let overflow = keys.iter().any(|k| match slot(*k) {
        Some(s) if free[s] => {
            free[s] = false;
            false
        }
        _ => true,
    });
    let mut buttons: Vec<(String, Option<ActionKind>, usize)> = actions
        .iter()
        .zip(&places)
        .map(|(a, s)| (a.key.clone(), Some(a.kind), *s))
        .collect();
    for (k, s) in SCREEN_KEYS.iter().zip(&places[actions.len()..]) {
        buttons.push((format!("{k:?}"), None, *s));
    }
    Shown {
        moment: (view.decider, phase),
        buttons,
        overflow,
    }
}

/// The views met in a match under `rules`, both coaches people (every side's actions shown).
fn views(rules: RuleSet, seed: u64) -> Vec<Shown> {
    let base = MatchSetup::quick(Coach::Human, Coach::Human, seed);
    let setup = MatchSetup {
        rules,
        options: PlayOptions::for_rules(rules),
        ..base
    };
    let mut table = Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up");
    let mut brain = Brain::new(Difficulty::Easy, seed);
    let mut out = Vec::new();
    let mut dice = seed;
    for _ in 0..STEPS {
        if table.state().result().is_some() {
            break;
        }
        let view = table.view();
        out.push(shown(&view, table.state().phase()));
        dice = dice
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Now and then a person's choice that stays in the draft (a declaration, a style,
        // the bench), as the panel's taps would make.
        let choices: Vec<_> = view
            .open()
            .filter(|a| {
                matches!(
                    a.kind,
                    ActionKind::Declare | ActionKind::Style | ActionKind::Bench
                )
            })
            .collect();
        if !choices.is_empty() && (dice >> 33).is_multiple_of(3) {
            let pick = choices[(dice >> 40) as usize % choices.len()]
                .action
                .clone();
            if table.play(pick).is_ok() {
                continue;
            }
        }
        let command = brain.choose(table.state());
        table
            .play(hexkick_table::Action::Send(command))
            .expect("the AI's command is legal");
    }
    out
}

#[test]
fn every_kind_keeps_its_place_and_no_place_changes_kind_under_a_finger() {
    let rule_sets = [
        RuleSet::of(Edition::Y2024, Level::Base),
        RuleSet::of(Edition::Y2024, Level::Complete),
        RuleSet::of(Edition::Y2024, Level::Tournament),
        RuleSet::of(Edition::Classic, Level::Complete),
    ];
    let screens = [(1280.0, 800.0), (800.0, 1280.0), (390.0, 844.0)];
    let mut kinds_seen = Vec::new();
    let mut views_seen = 0;
    for (n, rules) in rule_sets.into_iter().enumerate() {
        let views = views(rules, 40 + n as u64);
        views_seen += views.len();
        // A key's place never changes (declarations, styles, stances, end phase, the
        // screen's buttons: by what they are; tackles and bench players: by their rank).
        let mut place_of: HashMap<String, usize> = HashMap::new();
        for v in &views {
            assert!(
                !v.overflow,
                "a button had no place of its own: {:?}",
                v.buttons
            );
            let mut used = [false; SLOTS];
            for (key, kind, s) in &v.buttons {
                assert!(!used[*s], "two buttons in place {s}: {:?}", v.buttons);
                used[*s] = true;
                if let Some(kind) = kind {
                    kinds_seen.push(*kind);
                    assert!(
                        slot(SlotKey::Action(*kind, 0)).is_some_and(|first| *s >= first),
                        "{key} out of its kind's places"
                    );
                    let ranked = matches!(
                        kind,
                        ActionKind::Tackle
                            | ActionKind::BenchPick
                            | ActionKind::Receiver
                            | ActionKind::BallCell
                    );
                    if ranked {
                        continue;
                    }
                }
                let first = *place_of.entry(key.clone()).or_insert(*s);
                assert_eq!(first, *s, "{key} moved from place {first} to {s}");
            }
        }
        // From one view to the next of the same coach in the same phase, a place that shows
        // a button in both shows the same kind.
        for pair in views.windows(2) {
            if pair[0].moment != pair[1].moment {
                continue;
            }
            for (key, kind, s) in &pair[1].buttons {
                if let Some((before, was, _)) = pair[0].buttons.iter().find(|b| b.2 == *s) {
                    assert_eq!(was, kind, "place {s} held {before} then {key}");
                }
            }
        }
        // The same places are the same rectangles on every screen, inside the buttons' area.
        for (w, h) in screens {
            let view = PitchView::fit(w, h);
            let area = layout(&view).buttons;
            for s in 0..SLOTS {
                let r = rect(area, view.portrait, s);
                assert!(r.x >= area.x && r.x + r.w <= area.x + area.w + 0.01);
                assert!(r.y >= area.y && r.y + r.h <= area.y + area.h + 0.01);
            }
        }
    }
    assert!(views_seen > 300, "{views_seen} views");
    for kind in [
        ActionKind::Declare,
        ActionKind::Style,
        ActionKind::EndPhase,
        ActionKind::TossCoin,
    ] {
        assert!(kinds_seen.contains(&kind), "{kind:?} never met");
    }
}

#[test]
fn places_do_not_overlap_and_fill_row_by_row() {
    let area = Rect::new(0.0, 0.0, 300.0, 600.0);
    for portrait in [false, true] {
        let rects: Vec<Rect> = (0..SLOTS).map(|s| rect(area, portrait, s)).collect();
        for (i, a) in rects.iter().enumerate() {
            for b in &rects[i + 1..] {
                assert!(!a.overlaps(b), "{a:?} {b:?}");
            }
        }
        assert!(rects[1].x > rects[0].x && rects[columns(portrait)].y > rects[0].y);
    }
}

#[test]
fn a_key_without_room_takes_the_first_free_place() {
    let keys: Vec<SlotKey> = (0..5)
        .map(|n| SlotKey::Action(ActionKind::Tackle, n))
        .collect();
    assert_eq!(place(&keys), [0, 1, 2, 3, 4]);
    let keys = [SlotKey::Menu, SlotKey::Action(ActionKind::Tackle, 9)];
    assert_eq!(place(&keys), [26, 0]);
}
