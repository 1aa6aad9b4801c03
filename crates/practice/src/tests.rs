use super::{Best, Bests, Course, DrillId, Mark, Miss, Try, score, words};
use hexkick_i18n::{Lang, with_lang};
use hexkick_physics::Velocity;
use hexkick_rules::outcome::KickOutcome;
use hexkick_rules::pitch::{Cell, PitchPoint};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_storage::{MemoryStore, Saves, Slot, Store, envelope};
use hexkick_table::KickPath;

/// A flick of each drill, pitch cm/s, that does what the drill asks (found by sweeping the
/// directions and speeds round the target), and the least score it makes.
const HITS: [(DrillId, f32, f32, u8); 5] = [
    (DrillId::Pass, 51.40, -44.52, 80),
    (DrillId::Gap, 66.77, -12.85, 95),
    (DrillId::Wall, 164.0, 0.0, 95),
    (DrillId::Shot, 69.68, -30.33, 95),
    (DrillId::Cross, 78.74, 161.86, 95),
];

/// Plays a flick of pitch velocity `(vx, vy)` cm/s in `drill` through the table's free play.
fn played(drill: DrillId, vx: f32, vy: f32) -> Try {
    let d = drill.drill();
    let table = d.table().expect("the drill sets up");
    let course = Course::of(&d, table.state());
    let path = (table.free_kick_play(d.style, Velocity::new(vx, vy))).expect("the flick plays");
    course.judge(&path)
}

#[test]
fn every_drill_sets_up_with_its_style_words_and_a_mark_on_the_pitch() {
    let mut keys: Vec<&str> = DrillId::ALL.iter().map(|d| d.key()).collect();
    keys.dedup();
    assert_eq!(keys.len(), DrillId::ALL.len());
    for drill in DrillId::ALL {
        let d = drill.drill();
        let table = d.table().expect("the drill sets up");
        let flick = table.view().flick.expect("a flick is open");
        assert_eq!(flick.style, d.style, "{drill:?} is kicked with its style");
        assert!(!d.name().is_empty() && !d.aim().is_empty());
        let aim = Course::of(&d, table.state()).mark.aim_point();
        assert!(
            aim.x.abs() <= 45.0 && aim.y.abs() <= 34.0,
            "{drill:?}: {aim:?}"
        );
    }
    let mut seen = vec![DrillId::Pass];
    while let Some(next) = Some(seen[seen.len() - 1].next()).filter(|d| !seen.contains(d)) {
        seen.push(next);
    }
    assert_eq!(seen, DrillId::ALL, "Next drill goes round the list");
}

#[test]
fn every_drill_is_hit_by_its_flick_and_missed_by_a_soft_push() {
    for (drill, vx, vy, least) in HITS {
        let hit = played(drill, vx, vy);
        assert!(hit.hit, "{drill:?}: {hit:?}");
        assert!(hit.score >= least, "{drill:?}: {hit:?}");
        let soft = played(drill, 15.0, 15.0);
        assert!(!soft.hit && soft.score < 50, "{drill:?}: {soft:?}");
        assert_eq!(soft.miss, Some(Miss::Short), "{drill:?}: {soft:?}");
        assert_eq!(hit.miss, None);
        assert!(
            soft.off_cm > hit.off_cm,
            "{drill:?}: {soft:?} against {hit:?}"
        );
    }
}

#[test]
fn the_wall_is_lobbed_over_or_it_stops_the_ball() {
    let over = played(DrillId::Wall, 164.0, 0.0);
    assert!(over.hit);
    // The same flick low is blocked by the wall.
    let d = DrillId::Wall.drill();
    let table = d.table().expect("the drill sets up");
    let course = Course::of(&d, table.state());
    let low = table.free_kick_play(
        hexkick_rules::outcome::KickStyle::Low,
        Velocity::new(164.0, 0.0),
    );
    let low = course.judge(&low.expect("the flick plays"));
    assert!(!low.hit, "{low:?}");
    assert!(
        matches!(low.miss, Some(Miss::Touched(p)) if [4, 5, 6].contains(&p.number.0)),
        "a wall player stops it: {low:?}"
    );
}

#[test]
fn a_hit_scores_50_to_100_and_a_miss_0_to_49_nearer_more() {
    assert_eq!(score(true, 0.0, 4.0), 100);
    assert_eq!(score(true, 4.0, 4.0), 50);
    assert_eq!(score(true, 9.0, 4.0), 50, "a hit never scores under 50");
    assert_eq!(score(false, 0.0, 4.0), 49, "a miss never scores over 49");
    assert_eq!(score(false, 24.0, 4.0), 0);
    let mut last = 101;
    for tenths in 0..300 {
        let s = score(false, tenths as f32 / 10.0, 4.0);
        assert!(s <= last, "the score falls as the try is further off");
        last = s;
    }
}

/// A ball that went from the drill's start to `rest` in a straight line, touching `touched`.
fn path(rest: PitchPoint, touched: Vec<PlayerId>) -> KickPath {
    let cell = Cell::at(rest).map(|c| vec![c]).unwrap_or_default();
    KickPath {
        frames: Vec::new(),
        outcome: KickOutcome {
            rest,
            rest_cells: cell,
            touched,
            path: Vec::new(),
            flew_over: Vec::new(),
            exit: None,
        },
    }
}

#[test]
fn a_pass_into_the_cell_off_a_defender_is_a_miss() {
    let d = DrillId::Pass.drill();
    let table = d.table().expect("the drill sets up");
    let course = Course::of(&d, table.state());
    let centre = course.mark.aim_point();
    let near = PitchPoint::new(centre.x + 1.0, centre.y);
    let clean = course.judge(&path(near, Vec::new()));
    assert!(clean.hit && (clean.off_cm - 1.0).abs() < 1e-3, "{clean:?}");
    let defender = PlayerId::new(Side::Away, 4);
    let deflected = course.judge(&path(near, vec![defender]));
    assert!(!deflected.hit, "{deflected:?}");
    assert_eq!(deflected.miss, Some(Miss::Touched(defender)));
}

#[test]
fn the_gap_is_judged_where_the_ball_crosses_its_line() {
    let d = DrillId::Gap.drill();
    let table = d.table().expect("the drill sets up");
    let course = Course::of(&d, table.state());
    let Mark::Gap { a, b, pegs } = course.mark else {
        panic!("the gap drill marks a gap: {:?}", course.mark);
    };
    // Straight through the middle and on: a hit, measured where it crossed.
    let middle = super::middle(a, b);
    let through = PitchPoint::new(
        course.start.x + (middle.x - course.start.x) * 2.0,
        course.start.y + (middle.y - course.start.y) * 2.0,
    );
    let clean = course.judge(&path(through, Vec::new()));
    assert!(clean.hit && clean.off_cm < 0.01, "{clean:?}");
    assert!(clean.at.distance_to(middle) < 0.01);
    // Past the end of the gap: the line is crossed outside it.
    let wide = PitchPoint::new(a.x + (a.x - b.x) * 1.5, a.y + (a.y - b.y) * 1.5);
    let wide_rest = PitchPoint::new(
        course.start.x + (wide.x - course.start.x) * 2.0,
        course.start.y + (wide.y - course.start.y) * 2.0,
    );
    let outside = course.judge(&path(wide_rest, Vec::new()));
    assert!(
        !outside.hit && outside.off_cm > a.distance_to(b) / 2.0,
        "{outside:?}"
    );
    // Through the middle off a peg: a miss.
    let touched = course.judge(&path(through, vec![pegs[0]]));
    assert!(!touched.hit);
    // Short of the gap: measured from its nearest point to the gap's middle.
    let short = PitchPoint::new(
        course.start.x + (middle.x - course.start.x) * 0.5,
        course.start.y + (middle.y - course.start.y) * 0.5,
    );
    let stopped = course.judge(&path(short, Vec::new()));
    assert!(!stopped.hit && (stopped.off_cm - short.distance_to(middle)).abs() < 0.01);
    assert_eq!(stopped.miss, Some(Miss::Short));
}

fn tried(drill: DrillId, hit: bool, off_cm: f32, score: u8) -> Try {
    Try {
        drill,
        hit,
        off_cm,
        at: PitchPoint::new(0.0, 0.0),
        score,
        miss: (!hit).then_some(Miss::Astray),
    }
}

#[test]
fn the_best_is_the_highest_score_then_the_nearest() {
    let mut bests = Bests::default();
    assert_eq!(bests.of(DrillId::Gap).best, None);
    assert!(bests.record(&tried(DrillId::Gap, false, 6.0, 30)));
    assert!(bests.record(&tried(DrillId::Gap, true, 2.0, 75)));
    assert!(!bests.record(&tried(DrillId::Gap, false, 5.0, 40)));
    assert!(
        !bests.record(&tried(DrillId::Gap, true, 2.04, 75)),
        "as good: not new"
    );
    assert!(
        bests.record(&tried(DrillId::Gap, true, 1.9, 75)),
        "nearer at the same score"
    );
    let record = bests.of(DrillId::Gap);
    assert_eq!((record.tries, record.hits), (5, 3));
    assert_eq!(
        record.best,
        Some(Best {
            score: 75,
            off_mm: 19
        })
    );
    assert_eq!(
        bests.of(DrillId::Pass).tries,
        0,
        "each drill its own record"
    );
}

fn memory_saves() -> Saves<MemoryStore> {
    Saves::new(MemoryStore::default())
}

#[test]
fn the_bests_come_back_from_the_saves() {
    let mut saves = memory_saves();
    assert_eq!(Bests::load(&mut saves), (Bests::default(), None));
    let mut bests = Bests::default();
    bests.record(&tried(DrillId::Shot, true, 1.23, 81));
    bests.record(&tried(DrillId::Cross, false, 12.0, 20));
    bests.save(&mut saves).expect("memory saves work");
    assert_eq!(Bests::load(&mut saves), (bests, None));
}

#[test]
fn damaged_or_newer_bests_are_set_aside_never_deleted() {
    for (what, bytes) in [
        ("damaged", b"not a save at all".to_vec()),
        (
            "newer",
            envelope::seal(Slot::Practice, 99, br#"{"drills": {}}"#),
        ),
    ] {
        let mut saves = memory_saves();
        Store::save_raw(saves.store_mut(), Slot::Practice, &bytes).expect("memory saves work");
        let (bests, notice) = Bests::load(&mut saves);
        assert_eq!(bests, Bests::default(), "{what}");
        let notice = notice.unwrap_or_else(|| panic!("{what}: the player is told"));
        assert_eq!(notice.slot, Slot::Practice);
        let mut after = Bests::default();
        after.record(&tried(DrillId::Pass, true, 0.5, 95));
        after.save(&mut saves).expect("memory saves work");
        // A damaged copy is kept aside as it is read; a newer one when a save would replace it.
        let told_at_load = notice.problems.iter().any(|p| p.kept_as.is_some());
        let told_at_save = saves.take_set_aside().len() == 1;
        assert!(
            told_at_load != told_at_save,
            "{what}: told once where it was kept"
        );
        let kept = saves.store_mut().map().keys();
        assert!(
            kept.iter().any(|k| k.starts_with("practice.save.corrupt-")),
            "{what}: {kept:?}"
        );
        assert_eq!(Bests::load(&mut saves).0, after);
    }
}

#[test]
fn tries_are_told_in_both_languages() {
    let hit = tried(DrillId::Pass, true, 1.24, 88);
    assert_eq!(words::verdict(&hit), "Hit! 1.2 cm off");
    let dead_on = tried(DrillId::Pass, true, 0.04, 100);
    assert_eq!(words::verdict(&dead_on), "Hit! Dead on target");
    let fr = with_lang(Lang::Fr, || words::verdict(&dead_on));
    assert_eq!(fr, "Réussi ! En plein dans le mille");
    let name = |p: PlayerId| format!("Blue {}", p.number.0);
    let touched = Miss::Touched(PlayerId::new(Side::Away, 5));
    assert_eq!(words::miss(touched, name), "It touched Blue 5.");
    let fr = with_lang(Lang::Fr, || words::miss(touched, name));
    assert_eq!(fr, "Il a touché Blue 5.");
    let fr = with_lang(Lang::Fr, || words::verdict(&hit));
    assert!(fr.contains("1,2 cm"), "{fr}");
    let mut bests = Bests::default();
    bests.record(&hit);
    let line = with_lang(Lang::Fr, || words::best_line(&bests.of(DrillId::Pass)));
    assert!(line.contains("88") && line.contains("1,2 cm"), "{line}");
}
