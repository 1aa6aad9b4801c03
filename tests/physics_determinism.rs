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

/// FNV-1a over the outcomes' text: any bit of any outcome that moves changes it.
fn digest(outcomes: &[String]) -> u64 {
    outcomes
        .iter()
        .flat_map(|o| o.bytes().chain([b'\n']))
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// The digest of the thousand random kicks' outcomes (and [`BENCH_KICKS_DIGEST`], the
/// bench's), taken with rapier2d 0.36.1 as published. A played kick must end the same bit for bit in every build and every version:
/// saved replays and match logs are checked against their kicks again. A change in the
/// engine (a new rapier, the patch in `vendor/rapier2d`) or in how we step it that moves
/// them is a change of the physics, not a speed-up.
const RANDOM_KICKS_DIGEST: u64 = 0x34f7_e153_5e70_2b34;
/// The digest of the bench's 1,200 kicks' outcomes: see [`RANDOM_KICKS_DIGEST`].
const BENCH_KICKS_DIGEST: u64 = 0x0dbb_e880_d177_5952;

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
    assert_eq!(
        digest(&first),
        RANDOM_KICKS_DIGEST,
        "the thousand kicks' outcomes moved (see RANDOM_KICKS_DIGEST)"
    );

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

#[test]
fn the_bench_kicks_end_as_they_always_have() {
    // The bench's kicks among 22 pegs: rebounds off one peg onto the next, several pegs at
    // once, lobs over them, shots into the nets.
    let mut rng = SampleRng::new(11);
    let mut outcomes = Vec::new();
    for position in sample_positions() {
        let world = PreparedBoard::new(&position.board);
        for flick in sample_flicks(&mut rng, position.kicker, 400) {
            let out = world
                .simulate(position.ball_at, &flick)
                .expect("valid kick");
            outcomes.push(bits(&out));
        }
    }
    let touches = outcomes
        .iter()
        .filter(|s| !s.contains("touched: []"))
        .count();
    assert!(touches > 250, "only {touches} kicks touched a peg");
    assert_eq!(
        digest(&outcomes),
        BENCH_KICKS_DIGEST,
        "the bench kicks' outcomes moved (see RANDOM_KICKS_DIGEST)"
    );
}
