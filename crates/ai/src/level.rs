//! The AI's levels: beginner, easy, normal, hard. Levels differ by execution noise (how far a
//! flick strays from the one meant), candidate breadth (how many flicks and keeper options are
//! weighed) and lookahead (re-trying the best flicks with the coach's own noise and keeping the
//! one that stays good when it goes a little wrong).

use super::keeper::KeeperSearch;
use super::kick::{Noise, Search};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How strong a coach plays (saved by its name: "easy", "normal", "hard").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    /// A first-time player: a shaky hand (flicks stray far in direction and power), the first
    /// idea for each kick and little thought for set pieces.
    Beginner,
    /// Shaky flicks, few options weighed, no lookahead.
    Easy,
    /// Decent flicks, more options, a short lookahead.
    Normal,
    /// Steady flicks, many options, the best ones re-tried against its own noise.
    Hard,
}

impl Difficulty {
    /// Every level, weakest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Beginner,
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
    ];

    /// The level's name.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }

    /// The level's row of [`LEVELS`].
    fn params(self) -> &'static LevelParams {
        &LEVELS[self as usize]
    }

    /// How the level searches kicks and how its flicks stray.
    pub fn search(self) -> Search {
        self.params().search
    }

    /// How the level weighs its goalkeeper's options against a declared shot.
    pub fn keeper(self) -> KeeperSearch {
        self.params().keeper
    }

    /// Shape changes made at a set piece before giving the OK.
    pub fn set_piece_changes(self) -> usize {
        self.params().set_piece_changes
    }

    /// Whether the level weighs the risky entries into the ball's cell (from behind and
    /// afar) against what they stop; the lower levels only enter from the front.
    pub fn weighs_fouls(self) -> bool {
        self.params().weighs_fouls
    }
}

/// What makes one level play better than another. No level chooses an action it judges worse
/// on purpose: every level takes the best option it found; they differ by how steady the hand
/// is, how far they look and how well they judge risk.
#[derive(Clone, Copy, Debug)]
struct LevelParams {
    /// Kick search and the hand's noise.
    search: Search,
    /// Goalkeeper search against a declared shot.
    keeper: KeeperSearch,
    /// Shape changes at a set piece.
    set_piece_changes: usize,
    /// Whether risky entries into the ball's cell are weighed at all.
    weighs_fouls: bool,
}

/// A hand whose flicks stray by `angle_deg` degrees and `speed_share` of their speed (standard
/// deviations).
const fn hand(angle_deg: f32, speed_share: f32) -> Noise {
    Noise {
        angle_deg,
        speed_share,
    }
}

/// Every level's parameters, weakest first (in the order of [`Difficulty::ALL`]), tuned so that
/// each level beats the one below it in 55-85% of decided matches on 2024 COMPLETE and Classic
/// COMPLETE (`hexkick ladder --matches 40 --seed 9 --rules R`, figures in docs/ai.md).
const LEVELS: [LevelParams; 4] = [
    // beginner: a first-time player. A shaky hand (flicks stray far in direction and power),
    // the first idea for each kick (one speed, a small fan, no lookahead), one change at a
    // set piece and no thought for risky tackles. His keeper weighs the bar and three cells
    // against six shots, like easy's and normal's: the stances are few and plain to see, and
    // when the keeper searches differed (2/1, 5/2, 6/3) they, not the hand, decided Classic
    // matches (normal beat easy in 97% of decided matches at seed 9).
    LevelParams {
        search: Search {
            speed_factors: &[1.0],
            refine_top: 0,
            angle_offsets_deg: &[0.0],
            fan_directions: 4,
            lobs: true,
            robust_top: 0,
            robust_samples: 0,
            noise: hand(8.5, 0.18),
            budget_kicks: 160,
        },
        keeper: KeeperSearch {
            shot_directions: 6,
            max_cells: 3,
        },
        set_piece_changes: 1,
        weighs_fouls: false,
    },
    // easy: a casual player. Still a shaky hand, a few more options weighed (a wider fan) but
    // no lookahead; sets his keeper like normal and prepares set pieces (three changes);
    // enters the ball's cell only from the front.
    LevelParams {
        search: Search {
            speed_factors: &[1.0],
            refine_top: 2,
            angle_offsets_deg: &[0.0],
            fan_directions: 6,
            lobs: true,
            robust_top: 0,
            robust_samples: 0,
            noise: hand(5.4, 0.115),
            budget_kicks: 160,
        },
        keeper: KeeperSearch {
            shot_directions: 6,
            max_cells: 3,
        },
        set_piece_changes: 3,
        weighs_fouls: false,
    },
    // normal: a club player. Decent flicks, every aim tried at three speeds, a short lookahead
    // (the best three re-tried twice against its own noise), weighs risky tackles.
    LevelParams {
        search: Search {
            speed_factors: &[0.9, 1.0, 1.1],
            refine_top: 6,
            angle_offsets_deg: &[0.0],
            fan_directions: 8,
            lobs: true,
            robust_top: 3,
            robust_samples: 2,
            noise: hand(5.0, 0.11),
            budget_kicks: 200,
        },
        keeper: KeeperSearch {
            shot_directions: 6,
            max_cells: 3,
        },
        set_piece_changes: 3,
        weighs_fouls: true,
    },
    // hard: a strong player. Steady flicks, many options, the best six re-tried four times
    // against its own noise, the widest keeper search and full set-piece preparation.
    LevelParams {
        search: Search {
            speed_factors: &[0.9, 1.0, 1.1],
            refine_top: 8,
            angle_offsets_deg: &[0.0],
            fan_directions: 8,
            lobs: true,
            robust_top: 6,
            robust_samples: 4,
            noise: hand(4.3, 0.097),
            budget_kicks: 280,
        },
        keeper: KeeperSearch {
            shot_directions: 8,
            max_cells: 6,
        },
        set_piece_changes: 6,
        weighs_fouls: true,
    },
];

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no difficulty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownDifficulty(pub String);

impl fmt::Display for UnknownDifficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level \"{}\" (beginner, easy, normal or hard)",
            self.0
        )
    }
}

impl std::error::Error for UnknownDifficulty {}

impl FromStr for Difficulty {
    type Err = UnknownDifficulty;
    fn from_str(s: &str) -> Result<Difficulty, UnknownDifficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownDifficulty(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kick::{Candidate, Kicker};
    use crate::rng::AiRng;
    use crate::testkit::position;
    use hexkick_physics::tabletop as table;
    use hexkick_rules::command::{Command, Declaration};

    /// Kicks struck per level.
    const KICKS: usize = 300;

    /// How often `level`'s hand puts `meant` into the cell it was meant for, of [`KICKS`]
    /// kicks, and the mean angle (degrees) its flicks stray from the one meant.
    fn hits(kicker: &Kicker<'_>, meant: &Candidate, level: Difficulty) -> (f32, f32) {
        let cell = kicker.intent(meant.declare, &meant.flick).cell;
        let mut rng = AiRng::new(77);
        let (mut hit, mut stray) = (0, 0.0);
        let v = meant.flick.velocity_cm_s;
        for _ in 0..KICKS {
            let struck = kicker
                .strike(meant, level.search().noise, &mut rng)
                .expect("the pass is legal");
            let w = struck.flick.velocity_cm_s;
            stray += (w.y.atan2(w.x) - v.y.atan2(v.x)).abs().to_degrees();
            let Command::Kick { outcome, .. } = &struck.command else {
                panic!("{struck:?}");
            };
            hit += usize::from(outcome.rest_cells.first().copied() == cell);
        }
        (hit as f32 / KICKS as f32, stray / KICKS as f32)
    }

    #[test]
    fn a_beginners_kick_strays_and_the_strongest_hits_its_cell_far_more_often() {
        let s = position(
            &[
                ("home:6", "E3", "Y"),
                ("home:9", "E8", "R"),
                ("away:1", "E11", "V"),
                ("away:4", "A2", "B"),
            ],
            "E3",
            "home:6",
        );
        let kicker = Kicker::new(&s, &table::board(&s, None)).expect("holder");
        let strongest = Difficulty::ALL[Difficulty::ALL.len() - 1];
        let meant = kicker
            .best(
                &[Declaration::Pass],
                &strongest.search(),
                &mut AiRng::new(5),
            )
            .expect("a pass");
        let intent = kicker.intent(meant.declare, &meant.flick);
        assert!(intent.cell.is_some(), "{intent:?}");
        let (beginner, beginner_stray) = hits(&kicker, &meant, Difficulty::Beginner);
        let (hard, hard_stray) = hits(&kicker, &meant, strongest);
        println!(
            "{KICKS} passes to {} from E3: beginner hits {:.0}% (strays {beginner_stray:.1} deg \
             on average), {strongest} hits {:.0}% (strays {hard_stray:.1} deg)",
            intent.cell.map(|c| c.to_string()).unwrap_or_default(),
            beginner * 100.0,
            hard * 100.0
        );
        assert!(
            beginner_stray > 5.0,
            "a beginner's hand shakes: {beginner_stray}"
        );
        // The hands' spreads are 8.5 and 4.3 degrees (the ladder's tuning): hard strays
        // about half as far.
        assert!(
            hard_stray < beginner_stray * 0.55,
            "{hard_stray} vs {beginner_stray}"
        );
        assert!(beginner < 0.8, "the beginner misses often: {beginner}");
        assert!(
            hard >= 2.0 * beginner,
            "the strongest level hits at least twice as often: {hard} vs {beginner}"
        );
    }
}
