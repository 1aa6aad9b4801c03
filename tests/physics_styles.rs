//! Each kick style behaves as on the real board, and the calibration holds.

use hexkick_physics::calibration::{
    GENTLE_FLICK_SPEED_CM_S, HARD_FLICK_SPEED_CM_S, MAX_FLICK_SPEED_CM_S,
};
use hexkick_physics::{
    Board, Flick, FlickError, KickSim, Posture, PreparedBoard, Velocity, simulate,
};
use hexkick_rules::outcome::{BallExit, KickStyle};
use hexkick_rules::pitch::{CELL_WIDTH_CM, Cell, End, PITCH_WIDTH_CM, PitchPoint};
use hexkick_rules::squad::{PlayerId, Side};

fn home(n: u8) -> PlayerId {
    PlayerId::new(Side::Home, n)
}

fn away(n: u8) -> PlayerId {
    PlayerId::new(Side::Away, n)
}

fn flick(x: f32, y: f32, style: KickStyle) -> Flick {
    Flick {
        velocity_cm_s: Velocity::new(x, y),
        style,
        kicker: home(9),
    }
}

/// The kicker stands just behind the ball at the centre spot.
fn kicker_at_centre() -> (PlayerId, PitchPoint, Posture) {
    (home(9), PitchPoint::new(-1.4, 0.0), Posture::Standing)
}

fn board(pegs: &[(PlayerId, PitchPoint, Posture)]) -> Board {
    Board::new(pegs, None).expect("valid board")
}

#[test]
fn calibration_gentle_flick_rolls_one_or_two_cells() {
    let b = board(&[kicker_at_centre()]);
    let out = simulate(
        &b,
        PitchPoint::default(),
        &flick(GENTLE_FLICK_SPEED_CM_S, 0.0, KickStyle::Low),
    )
    .expect("kick");
    let d = out.rest.distance_to(PitchPoint::default());
    eprintln!("gentle {GENTLE_FLICK_SPEED_CM_S} cm/s rolls {d:.2} cm");
    assert!(
        (CELL_WIDTH_CM..=2.0 * CELL_WIDTH_CM).contains(&d),
        "rolled {d} cm"
    );
    assert!(out.stayed_in_play());
    assert!(
        out.touched.is_empty(),
        "the kicker's own peg is no touch: {:?}",
        out.touched
    );
    let cells: Vec<String> = out.path.iter().map(|c| c.to_string()).collect();
    assert_eq!(cells.first().map(String::as_str), Some("E6"));
    assert!(cells.contains(&"E7".to_string()));
}

#[test]
fn calibration_hard_flick_crosses_the_pitch() {
    let b = board(&[(home(9), PitchPoint::new(-44.0, 10.0), Posture::Standing)]);
    let start = PitchPoint::new(-42.6, 10.0);
    let mut sim = PreparedBoard::new(&b)
        .kick(start, &flick(HARD_FLICK_SPEED_CM_S, 0.0, KickStyle::Low))
        .expect("kick");
    let mut max_x = start.x;
    while let Some(frame) = sim.step() {
        max_x = max_x.max(frame.at.x);
    }
    eprintln!("hard {HARD_FLICK_SPEED_CM_S} cm/s reaches x = {max_x:.2} cm");
    assert!(max_x > 45.0, "reached only x = {max_x}");
    let out = sim.finish();
    assert!(
        matches!(out.exit, Some(BallExit::GoalLine { end: End::Away, last_touch, .. }) if last_touch == home(9)),
        "{:?}",
        out.exit
    );
}

#[test]
fn a_low_shot_at_a_standing_peg_touches_it() {
    let b = board(&[
        kicker_at_centre(),
        (away(4), PitchPoint::new(15.0, 0.0), Posture::Standing),
    ]);
    let out = simulate(&b, PitchPoint::default(), &flick(80.0, 0.0, KickStyle::Low)).expect("kick");
    assert_eq!(out.touched, vec![away(4)]);
    assert!(out.flew_over.is_empty());
    assert!(
        out.rest.x < 15.0,
        "the ball rebounds off the peg: {:?}",
        out.rest
    );
}

#[test]
fn a_lob_over_a_standing_peg_does_not_touch_it() {
    let b = board(&[
        kicker_at_centre(),
        (away(4), PitchPoint::new(15.0, 0.0), Posture::Standing),
    ]);
    let prepared = PreparedBoard::new(&b);
    let mut sim = prepared
        .kick(PitchPoint::default(), &flick(150.0, 0.0, KickStyle::Lob))
        .expect("kick");
    let mut height_over_peg = None;
    while let Some(frame) = sim.step() {
        if (frame.at.x - 15.0).abs() < 1.0 {
            height_over_peg = Some(frame.height_cm);
        }
    }
    let out = sim.finish();
    assert!(out.touched.is_empty(), "touched {:?}", out.touched);
    assert_eq!(out.flew_over, vec![away(4)]);
    assert!(
        height_over_peg.is_some_and(|h| h > 3.2),
        "{height_over_peg:?}"
    );
    assert!(
        out.rest.x > 16.0,
        "landed and rolled on beyond the peg: {:?}",
        out.rest
    );
}

#[test]
fn a_header_starts_high_and_flies_a_shorter_arc() {
    let b = board(&[kicker_at_centre()]);
    let prepared = PreparedBoard::new(&b);
    let mut header = prepared
        .kick(PitchPoint::default(), &flick(150.0, 0.0, KickStyle::Header))
        .expect("header");
    assert_eq!(header.height_cm(), 3.2);
    let first = header.step().expect("moves");
    assert!(first.height_cm > 3.0);
    // Where the ball first lands, and how high it flies.
    let first_flight = |mut sim: KickSim| {
        let mut apex = sim.height_cm();
        while let Some(f) = sim.step() {
            apex = apex.max(f.height_cm);
            if f.height_cm == 0.0 {
                return (f.at.x, apex);
            }
        }
        (sim.ball().x, apex)
    };
    let lob = prepared
        .kick(PitchPoint::default(), &flick(150.0, 0.0, KickStyle::Lob))
        .expect("lob");
    let (header_lands, header_apex) = first_flight(header);
    let (lob_lands, lob_apex) = first_flight(lob);
    eprintln!(
        "header lands at {header_lands:.1} cm (apex {header_apex:.2}), lob at {lob_lands:.1} cm (apex {lob_apex:.2})"
    );
    assert!(header_lands > 3.0 && header_lands < lob_lands * 0.75);
    assert!(header_apex > 3.2 && header_apex < lob_apex);
}

#[test]
fn a_ball_into_the_net_is_a_goal() {
    let b = board(&[(home(9), PitchPoint::new(24.6, 0.0), Posture::Standing)]);
    let out = simulate(
        &b,
        PitchPoint::new(26.0, 0.0),
        &flick(150.0, 10.0, KickStyle::Low),
    )
    .expect("kick");
    assert_eq!(out.exit, Some(BallExit::Goal { end: End::Away }));
    assert!(out.rest_cells.is_empty());
}

#[test]
fn a_lob_over_the_bar_is_not_a_goal() {
    let b = board(&[(home(9), PitchPoint::new(24.6, 0.0), Posture::Standing)]);
    let out = simulate(
        &b,
        PitchPoint::new(26.0, 0.0),
        &flick(300.0, 0.0, KickStyle::Lob),
    )
    .expect("kick");
    assert!(
        matches!(out.exit, Some(BallExit::GoalLine { end: End::Away, .. })),
        "{:?}",
        out.exit
    );
}

#[test]
fn a_ball_over_the_touchline_is_out_off_the_last_toucher() {
    let edge = PITCH_WIDTH_CM / 2.0;
    // Nobody else touches it: the kicker put it out.
    let b = board(&[kicker_at_centre()]);
    let out = simulate(
        &b,
        PitchPoint::default(),
        &flick(5.0, 200.0, KickStyle::Low),
    )
    .expect("kick");
    match out.exit {
        Some(BallExit::Touchline { at, last_touch }) => {
            assert_eq!(last_touch, home(9));
            assert!((at.y - edge).abs() < 1e-3, "crossed at {at:?}");
        }
        other => panic!("not out: {other:?}"),
    }
    assert!(out.rest_cells.is_empty());
    // A defender's peg deflects it out: his touch.
    let b = board(&[
        kicker_at_centre(),
        (away(5), PitchPoint::new(2.0, 20.0), Posture::Standing),
    ]);
    let out = simulate(
        &b,
        PitchPoint::default(),
        &flick(10.0, 250.0, KickStyle::Low),
    )
    .expect("kick");
    assert_eq!(out.touched, vec![away(5)]);
    assert!(
        matches!(out.exit, Some(BallExit::Touchline { last_touch, .. }) if last_touch == away(5)),
        "{:?}",
        out.exit
    );
}

#[test]
fn a_ball_resting_across_a_line_reports_all_its_cells() {
    // A zero-speed flick leaves the ball where it lies: on the E6/E7 line.
    let b = board(&[]);
    let on_line = PitchPoint::new(CELL_WIDTH_CM / 2.0, 0.0);
    let out = simulate(&b, on_line, &flick(0.0, 0.0, KickStyle::Low)).expect("kick");
    let mut cells = out.rest_cells.clone();
    cells.sort();
    assert_eq!(
        cells,
        vec!["E6".parse::<Cell>().expect("E6"), "E7".parse().expect("E7")]
    );
    assert!(out.on_a_line());
}

#[test]
fn absurd_flicks_are_refused() {
    let b = board(&[]);
    let err = simulate(
        &b,
        PitchPoint::default(),
        &flick(f32::NAN, 0.0, KickStyle::Low),
    );
    assert_eq!(err, Err(FlickError::NotFinite));
    let err = simulate(
        &b,
        PitchPoint::default(),
        &flick(MAX_FLICK_SPEED_CM_S * 2.0, 0.0, KickStyle::Low),
    );
    assert!(matches!(err, Err(FlickError::TooFast { .. })));
}

#[test]
fn a_lob_onto_the_crossbar_comes_back() {
    // From 19 cm out, a 152 cm/s lob reaches the goal line with its underside between
    // 2.5 cm (the ball's top at the 4 cm bar) and 4 cm: it strikes the crossbar.
    let b = board(&[(home(9), PitchPoint::new(24.6, 0.0), Posture::Standing)]);
    let mut sim = PreparedBoard::new(&b)
        .kick(
            PitchPoint::new(26.0, 0.0),
            &flick(152.0, 0.0, KickStyle::Lob),
        )
        .expect("kick");
    let mut furthest = 0.0f32;
    while let Some(frame) = sim.step() {
        furthest = furthest.max(frame.at.x);
    }
    let out = sim.finish();
    assert_eq!(out.exit, None, "back into play: {out:?}");
    assert!(
        furthest < 45.0,
        "the ball never crossed the line: {furthest}"
    );
    assert!(out.rest.x < 44.0, "it came back: {:?}", out.rest);
}

#[test]
fn the_keepers_bar_blocks_a_low_shot_and_is_his_touch() {
    let keeper = away(1);
    let bar = hexkick_physics::KeeperBar {
        end: End::Away,
        keeper,
        centre_y_cm: 0.0,
    };
    let pegs = [(home(9), PitchPoint::new(24.6, 0.0), Posture::Standing)];
    let blocked = Board::new(&pegs, Some(bar)).expect("board");
    let shot = flick(150.0, 0.0, KickStyle::Low);
    let out = simulate(&blocked, PitchPoint::new(26.0, 0.0), &shot).expect("kick");
    assert_eq!(out.touched.first(), Some(&keeper), "{out:?}");
    assert_eq!(out.exit, None, "{out:?}");
    let open = Board::new(&pegs, None).expect("board");
    let out = simulate(&open, PitchPoint::new(26.0, 0.0), &shot).expect("kick");
    assert_eq!(out.exit, Some(BallExit::Goal { end: End::Away }));
}

#[test]
fn a_lying_peg_stops_a_low_ball_and_a_lob_clears_it() {
    let tackler = (
        away(6),
        PitchPoint::new(12.0, 0.0),
        Posture::Lying {
            angle_rad: std::f32::consts::FRAC_PI_2,
        },
    );
    let b = board(&[kicker_at_centre(), tackler]);
    let low = simulate(&b, PitchPoint::default(), &flick(80.0, 0.0, KickStyle::Low)).expect("low");
    assert_eq!(low.touched, vec![away(6)]);
    let lob = simulate(
        &b,
        PitchPoint::default(),
        &flick(130.0, 0.0, KickStyle::Lob),
    )
    .expect("lob");
    assert!(lob.touched.is_empty(), "{lob:?}");
    assert_eq!(lob.flew_over, vec![away(6)]);
}
