//! The baseline: a coach that picks uniformly among the legal commands, with random flicks.
//! At a set piece it gives its OK half the time once the layout is legal, and otherwise makes
//! the fewest placements that make it legal (random placements alone almost never do).

use super::brain::Decision;
use super::kick::{FlickedKick, Kicker};
use super::rng::AiRng;
use super::{Strategy, restarts};
use hexkick_physics::tabletop as table;
use hexkick_physics::{Flick, Velocity};
use hexkick_rules::check::check;
use hexkick_rules::command::Command;
use hexkick_rules::legal;
use hexkick_rules::legal::kick_styles;
use hexkick_rules::state::{MatchState, Phase};

/// Slowest and fastest random flick, cm/s.
const RANDOM_SPEED_CM_S: (f32, f32) = (10.0, 300.0);

/// A random kick of the player on the ball: a random open declaration, style, direction and
/// speed, simulated with the real physics.
pub fn random_kick(state: &MatchState, rng: &mut AiRng) -> Option<FlickedKick> {
    let declares = legal::open_declarations(state);
    let declare = *declares.get(rng.below(declares.len()))?;
    let kicker = Kicker::new(state, &table::board(state, None))?;
    let styles = kick_styles(state, kicker.by(), declare);
    let style = *styles.get(rng.below(styles.len()))?;
    let angle = std::f32::consts::TAU * rng.unit();
    let (lo, hi) = RANDOM_SPEED_CM_S;
    let speed = lo + (hi - lo) * rng.unit();
    let flick = Flick {
        velocity_cm_s: Velocity::new(speed * angle.cos(), speed * angle.sin()),
        style,
        kicker: kicker.by(),
    };
    let command = kicker.command(declare, &flick)?;
    Some(FlickedKick {
        command,
        declare,
        flick,
    })
}

/// A legal command picked uniformly among the candidates (a random kick counts as one).
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    /// A command that is no kick.
    Command(Command),
    /// The random kick, with its flick.
    Kick(FlickedKick),
}

impl Pick {
    /// The command.
    pub fn command(&self) -> &Command {
        match self {
            Pick::Command(command) => command,
            Pick::Kick(kick) => &kick.command,
        }
    }

    /// The pick as an AI decision (a kick as its flick).
    pub fn decision(self) -> Decision {
        match self {
            Pick::Command(command) => Decision::Send(command),
            Pick::Kick(kick) => kick.decision(),
        }
    }
}

/// Any legal command, uniformly among the candidates (a random kick counts as one).
pub fn any_legal(state: &MatchState, rng: &mut AiRng) -> Option<Pick> {
    let mut options: Vec<Pick> = legal::commands(state)
        .into_iter()
        .map(Pick::Command)
        .collect();
    if matches!(state.phase(), Phase::Positioning { .. }) {
        // The placements of one player, drawn among those who have any (the taker and the
        // keeper on his line may have none).
        let side = state.acting_side();
        let mut placings: Vec<Vec<Pick>> = state
            .on_pitch(side)
            .map(|p| {
                let player = p.id();
                legal::placements(state, player)
                    .into_iter()
                    .map(|cell| Pick::Command(Command::Place { player, cell }))
                    .collect::<Vec<_>>()
            })
            .filter(|placements| !placements.is_empty())
            .collect();
        if !placings.is_empty() {
            let drawn = rng.below(placings.len());
            options.append(&mut placings[drawn]);
        }
    }
    if let Some(kick) = random_kick(state, rng) {
        options.push(Pick::Kick(kick));
    }
    let pick = options.get(rng.below(options.len())).cloned();
    pick.filter(|p| check(state, p.command()).is_ok())
}

/// The random-legal baseline.
#[derive(Clone, Debug)]
pub struct RandomLegal {
    rng: AiRng,
}

impl RandomLegal {
    /// A random coach seeded with `seed`.
    pub fn new(seed: u64) -> RandomLegal {
        RandomLegal {
            rng: AiRng::new(seed),
        }
    }
}

impl Strategy for RandomLegal {
    fn choose(&mut self, state: &MatchState) -> Command {
        match self.pick(state) {
            Decision::Send(command) => command,
            // A flick picked by `choose` alone is struck here (decide hands it back instead).
            Decision::Flick { declare, flick } => Kicker::new(state, &table::board(state, None))
                .and_then(|kicker| kicker.command(declare, &flick))
                .unwrap_or(Command::EndPhase),
        }
    }

    fn decide(&mut self, state: &MatchState) -> Decision {
        self.pick(state)
    }

    fn name(&self) -> String {
        "random".to_string()
    }
}

impl RandomLegal {
    /// The set piece's OK or fix, else any legal command (a kick as its flick).
    fn pick(&mut self, state: &MatchState) -> Decision {
        if let Phase::Positioning { .. } = state.phase() {
            let ok = check(state, &Command::EndPhase).is_ok();
            if ok && self.rng.unit() < 0.5 {
                return Decision::Send(Command::EndPhase);
            }
            let fix = restarts::positioning(state, 0);
            if !ok && check(state, &fix).is_ok() {
                return Decision::Send(fix);
            }
        }
        any_legal(state, &mut self.rng).map_or(Decision::Send(Command::EndPhase), Pick::decision)
    }
}
