//! The AI's screening simulation ([`PreparedBoard::screen`]: open-felt steps without the
//! engine) agrees with the full simulation on what the rules read from a kick.

use hexkick_physics::PreparedBoard;
use hexkick_rules::outcome::BallExit;
use hexkick_tools::bench_physics::{SampleRng, sample_flicks, sample_positions};

/// Screening on one board reuses the last kick's world and remembers each flick's outcome:
/// every outcome is the one a new board's first screened kick gives, bit for bit, in any
/// order and asked twice.
#[test]
fn screening_reuses_worlds_and_outcomes_exactly() {
    let mut rng = SampleRng::new(12);
    let mut kicks = 0;
    for position in sample_positions() {
        let prepared = PreparedBoard::new(&position.board);
        let flicks = sample_flicks(&mut rng, position.kicker, 120);
        let afresh: Vec<_> = flicks
            .iter()
            .map(|f| prepared.clone().screen(position.ball_at, f))
            .collect();
        for round in 0..2 {
            for (i, flick) in flicks.iter().enumerate().rev() {
                let reused = prepared.screen(position.ball_at, flick);
                assert_eq!(reused, afresh[i], "round {round}, {flick:?}");
                kicks += 1;
            }
        }
    }
    assert_eq!(kicks, 720);
}

#[test]
fn screened_kicks_end_where_simulated_kicks_end() {
    let mut rng = SampleRng::new(11);
    let (mut kicks, mut same_cells, mut same_touches, mut same_exit, mut close) = (0, 0, 0, 0, 0);
    let mut worst = 0.0f32;
    for position in sample_positions() {
        let prepared = PreparedBoard::new(&position.board);
        for flick in sample_flicks(&mut rng, position.kicker, 300) {
            let (Ok(full), Ok(screened)) = (
                prepared.simulate(position.ball_at, &flick),
                prepared.screen(position.ball_at, &flick),
            ) else {
                panic!("both simulations accept {flick:?}");
            };
            kicks += 1;
            same_cells += usize::from(full.rest_cells == screened.rest_cells);
            same_touches += usize::from(full.touched == screened.touched);
            same_exit += usize::from(same_exit_within_a_mm(&full.exit, &screened.exit));
            let off = full.rest.distance_to(screened.rest);
            worst = worst.max(off);
            close += usize::from(off < 0.1);
        }
    }
    println!(
        "{kicks} kicks: same rest cells {same_cells}, same touches {same_touches}, same exit \
         {same_exit}, rest within 1 mm {close}, worst {worst:.3} cm"
    );
    assert_eq!(kicks, 900);
    assert!(
        same_cells * 100 >= kicks * 97,
        "rest cells agree in {same_cells}"
    );
    assert!(
        same_touches * 100 >= kicks * 97,
        "touches agree in {same_touches}"
    );
    assert!(same_exit * 100 >= kicks * 97, "exits agree in {same_exit}");
    assert!(close * 100 >= kicks * 95, "rests within 1 mm in {close}");
}

/// The same exit: the same line or goal, the same last touch, crossing within 1 mm.
fn same_exit_within_a_mm(a: &Option<BallExit>, b: &Option<BallExit>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(BallExit::Goal { end: x }), Some(BallExit::Goal { end: y })) => x == y,
        (
            Some(BallExit::Touchline {
                at: p,
                last_touch: s,
            }),
            Some(BallExit::Touchline {
                at: q,
                last_touch: t,
            }),
        ) => s == t && p.distance_to(*q) < 0.1,
        (
            Some(BallExit::GoalLine {
                end: x,
                at: p,
                last_touch: s,
            }),
            Some(BallExit::GoalLine {
                end: y,
                at: q,
                last_touch: t,
            }),
        ) => x == y && s == t && p.distance_to(*q) < 0.1,
        _ => false,
    }
}
