//! The same position and flick give a bit-identical outcome: across runs, whatever was
//! kicked before on the same prepared board, and after a save/load through serde_json.

use hexkick_physics::{Board, Flick, PreparedBoard, simulate};
use hexkick_rules::outcome::KickOutcome;
use hexkick_rules::pitch::{PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint};
use hexkick_tools::bench_physics::{SampleRng, sample_flicks, sample_positions};

/// One kick to replay: position, ball spot, flick.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
struct Kick {
    board: Board,
    ball_at: PitchPoint,
    flick: Flick,
}

fn random_kicks(count: usize) -> Vec<Kick> {
    let positions = sample_positions();
    let mut rng = SampleRng::new(7);
    let mut kicks = Vec::new();
    for i in 0..count {
        let position = &positions[i % positions.len()];
        let flick = sample_flicks(&mut rng, position.kicker, 4)[i % 4];
        let ball_at = if i % 2 == 0 {
            position.ball_at
        } else {
            PitchPoint::new(
                rng.range(-PITCH_LENGTH_CM / 2.0, PITCH_LENGTH_CM / 2.0),
                rng.range(-PITCH_WIDTH_CM / 2.0, PITCH_WIDTH_CM / 2.0),
            )
        };
        kicks.push(Kick {
            board: position.board.clone(),
            ball_at,
            flick,
        });
    }
    kicks
}

/// Debug output prints every f32 in its shortest round-trip form: equal text, equal bits.
fn bits(outcome: &KickOutcome) -> String {
    format!("{outcome:?}")
}

#[test]
fn a_thousand_kicks_replay_bit_for_bit() {
    let kicks = random_kicks(1000);
    let first: Vec<String> = kicks
        .iter()
        .map(|k| bits(&simulate(&k.board, k.ball_at, &k.flick).expect("valid kick")))
        .collect();
    let second: Vec<String> = kicks
        .iter()
        .map(|k| bits(&simulate(&k.board, k.ball_at, &k.flick).expect("valid kick")))
        .collect();
    assert_eq!(first, second);

    // After a save/load of the position, the ball's spot and the flick.
    let saved = serde_json::to_string(&kicks).expect("serialise");
    let loaded: Vec<Kick> = serde_json::from_str(&saved).expect("deserialise");
    let after_load: Vec<String> = loaded
        .iter()
        .map(|k| bits(&simulate(&k.board, k.ball_at, &k.flick).expect("valid kick")))
        .collect();
    assert_eq!(first, after_load);

    // Whatever was kicked before on a shared prepared board (backwards this time): each kick
    // in the world the one before gave back, reset.
    let prepared: Vec<PreparedBoard> = sample_positions()
        .iter()
        .map(|p| PreparedBoard::new(&p.board))
        .collect();
    for (i, k) in kicks.iter().enumerate().rev() {
        let world = &prepared[i % prepared.len()];
        let out = world.simulate(k.ball_at, &k.flick).expect("valid kick");
        assert_eq!(bits(&out), first[i], "kick {i}");
    }

    // The kicks are varied enough to mean something.
    let goals = first.iter().filter(|s| s.contains("Goal {")).count();
    let touches = first.iter().filter(|s| !s.contains("touched: []")).count();
    let lobs_over = first
        .iter()
        .filter(|s| !s.contains("flew_over: []"))
        .count();
    assert!(
        touches > 50 && lobs_over > 10,
        "touches {touches}, flew over {lobs_over}, goals {goals}"
    );
}

#[test]
fn a_stepped_kick_ends_as_simulate_says() {
    for k in random_kicks(60) {
        let world = PreparedBoard::new(&k.board);
        let mut sim = world.kick(k.ball_at, &k.flick).expect("valid kick");
        while sim.step().is_some() {}
        let stepped = sim.finish();
        let direct = world.simulate(k.ball_at, &k.flick).expect("valid kick");
        assert_eq!(bits(&stepped), bits(&direct));
    }
}
