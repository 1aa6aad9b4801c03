//! The drills: each a position on the real pitch (a scenario file's text, `drills/*.json`),
//! the kick style it is played with, what it asks ([`Target`]) and its words.

use super::target::Target;
use hexkick_i18n::{tr, tr_key};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::MatchState;
use hexkick_scenario::{ScenarioError, parse, reached_position};
use hexkick_storage::{MemoryStore, Saves, Store};
use hexkick_table::{Action, Coach, MatchSetup, PlayError, Table};
use serde::{Deserialize, Serialize};

/// Which drill: its place in the list, its key in saves and log lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrillId {
    /// Pass to a marked cell.
    Pass,
    /// Thread a gap between two pegs.
    Gap,
    /// Lob over a wall.
    Wall,
    /// Beat the keeper's bar from the area.
    Shot,
    /// A cross to the far post.
    Cross,
}

impl DrillId {
    /// Every drill, in the list's order.
    pub const ALL: [DrillId; 5] = [
        DrillId::Pass,
        DrillId::Gap,
        DrillId::Wall,
        DrillId::Shot,
        DrillId::Cross,
    ];

    /// Its key in log lines and test drivers ("pass", "gap", ...).
    pub fn key(self) -> &'static str {
        match self {
            DrillId::Pass => "pass",
            DrillId::Gap => "gap",
            DrillId::Wall => "wall",
            DrillId::Shot => "shot",
            DrillId::Cross => "cross",
        }
    }

    /// The drill after this one in the list (after the last: the first).
    pub fn next(self) -> DrillId {
        let i = DrillId::ALL.iter().position(|d| *d == self).unwrap_or(0);
        DrillId::ALL[(i + 1) % DrillId::ALL.len()]
    }

    /// The drill itself.
    pub fn drill(self) -> Drill {
        let player = |side, n| PlayerId::new(side, n);
        match self {
            DrillId::Pass => Drill {
                id: self,
                name: tr_key("Pass to a marked cell"),
                aim: tr_key("Stop the ball in the lit cell, clear of the defenders."),
                position: include_str!("drills/pass.json"),
                style: KickStyle::Low,
                target: Target::Cell(Cell::of('C', 8)),
            },
            DrillId::Gap => Drill {
                id: self,
                name: tr_key("Thread the gap"),
                aim: tr_key("Send the ball between the two defenders without touching them."),
                position: include_str!("drills/gap.json"),
                style: KickStyle::Low,
                target: Target::Gap(player(Side::Away, 4), player(Side::Away, 5)),
            },
            DrillId::Wall => Drill {
                id: self,
                name: tr_key("Lob over the wall"),
                aim: tr_key("A free kick: lob the ball over the wall and into the goal."),
                position: include_str!("drills/wall.json"),
                style: KickStyle::Lob,
                target: Target::OpenCorner,
            },
            DrillId::Shot => Drill {
                id: self,
                name: tr_key("Beat the keeper's bar"),
                aim: tr_key(
                    "From the edge of the area, shoot past the keeper's bar into the open corner.",
                ),
                position: include_str!("drills/shot.json"),
                style: KickStyle::Low,
                target: Target::OpenCorner,
            },
            DrillId::Cross => Drill {
                id: self,
                name: tr_key("Cross to the far post"),
                aim: tr_key("Lift a cross over the defence to stop at the far post."),
                position: include_str!("drills/cross.json"),
                style: KickStyle::Lob,
                target: Target::FarPost,
            },
        }
    }
}

/// A drill: a position, the style it is kicked with, what it asks and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Drill {
    /// Which drill.
    pub id: DrillId,
    /// Its name (an English key: [`Drill::name`] says it in the player's language).
    name: &'static str,
    /// What to do, in one line (an English key).
    aim: &'static str,
    /// The position: a scenario file's text, its commands played.
    position: &'static str,
    /// The kick style every try is played with.
    pub style: KickStyle,
    /// What the drill asks.
    pub target: Target,
}

/// A drill that cannot be set up (a damaged built-in file: never expected, the tests set
/// every one up).
#[derive(Debug)]
pub enum DrillError {
    /// The position's file.
    Position(ScenarioError),
    /// The table refused the drill's kick style at its position.
    Style(PlayError),
}

impl std::fmt::Display for DrillError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DrillError::Position(e) => write!(f, "a practice drill's position: {e}"),
            DrillError::Style(e) => write!(f, "a practice drill's kick style: {e}"),
        }
    }
}

impl std::error::Error for DrillError {}

impl Drill {
    /// Its name in the player's language.
    pub fn name(&self) -> &'static str {
        tr(self.name)
    }

    /// What to do, in the player's language.
    pub fn aim(&self) -> &'static str {
        tr(self.aim)
    }

    /// The position every try starts from.
    pub fn state(&self) -> Result<MatchState, DrillError> {
        let file = parse(self.position).map_err(DrillError::Position)?;
        reached_position(&file).map_err(DrillError::Position)
    }

    /// A table at the drill's position, in memory, its next flick of the drill's style: the
    /// match screen plays the tries on it in free play (the physics of a match, the rules
    /// never told).
    pub fn table(&self) -> Result<Table, DrillError> {
        let saves: Saves<Box<dyn Store>> = Saves::new(Box::new(MemoryStore::default()));
        // Named as the default pegs are drawn: Red at home, Blue away.
        let mut setup = MatchSetup::quick(Coach::Human, Coach::Human, 1);
        setup.home.look.name = "Red".to_string();
        setup.away.look.name = "Blue".to_string();
        let mut table = Table::at_position(setup, self.state()?, saves);
        // The style is a choice of the draft, not a command.
        table
            .play(Action::Style(self.style))
            .map_err(DrillError::Style)?;
        Ok(table)
    }
}
