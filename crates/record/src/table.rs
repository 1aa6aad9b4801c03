//! How a match shows at the table: the sides' names and colours and the play options that are
//! not rules. The record keeps them ([`TableRecord`]) so a continued match or a replay looks as
//! it did; nothing here changes what the rules decide.

use hexkick_rules::rules::{Level, RuleSet};
use hexkick_teams::colour::Rgb;
use hexkick_teams::strip::{Pattern, Strip};
use serde::{Deserialize, Serialize};

/// The colours a side wears in this match (from its chosen strip).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Colours {
    /// The jersey's base colour.
    pub shirt: Rgb,
    /// The jersey pattern.
    pub pattern: Pattern,
    /// The pattern's colour.
    pub second: Rgb,
    /// Shirt numbers and lettering.
    pub ink: Rgb,
    /// The shorts.
    pub shorts: Rgb,
}

impl Colours {
    /// The colours of a strip.
    pub fn of(strip: &Strip) -> Colours {
        Colours {
            shirt: strip.shirt,
            pattern: strip.pattern,
            second: strip.second,
            ink: strip.third,
            shorts: strip.shorts,
        }
    }

    /// Plain colours with contrasting numbers (for sides built without a team).
    pub fn plain(shirt: Rgb) -> Colours {
        Colours {
            shirt,
            pattern: Pattern::Plain,
            second: shirt,
            ink: shirt.contrasting_ink(),
            shorts: shirt,
        }
    }
}

/// How a side shows on screen: names and colours.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideLook {
    /// The team's full name ("Blue Rovers").
    pub name: String,
    /// The scoreboard name ("BLU").
    pub short_name: String,
    /// What it wears.
    pub colours: Colours,
}

/// How much of a flick's path the aim line shows while the player aims (issue "The flick a
/// player can learn": a match option).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AimHelp {
    /// No aim line: the player judges the flick alone.
    Off,
    /// The path up to the ball's first contact (a peg, a board, a post), or its first cells
    /// when it touches nothing.
    FirstContact,
    /// The whole path, to the cell where the ball stops and the player the CoD gives it to.
    WholePath,
}

impl AimHelp {
    /// Every choice, in the order the Aim button steps through them.
    pub const ALL: [AimHelp; 3] = [AimHelp::Off, AimHelp::FirstContact, AimHelp::WholePath];

    /// The next choice of the Aim button (after the whole path comes off).
    pub fn next(self) -> AimHelp {
        match self {
            AimHelp::Off => AimHelp::FirstContact,
            AimHelp::FirstContact => AimHelp::WholePath,
            AimHelp::WholePath => AimHelp::Off,
        }
    }

    /// The name written in test logs and on the command line.
    pub fn key(self) -> &'static str {
        match self {
            AimHelp::Off => "off",
            AimHelp::FirstContact => "first_contact",
            AimHelp::WholePath => "whole_path",
        }
    }
}

/// Options of play that are not rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PlayOptions {
    /// Whether a coach may take back his last move or placement of the current phase
    /// (off for tournament play by default, see [`PlayOptions::for_rules`]).
    pub undo: bool,
    /// Seconds a coach has for each decision, or `None` for no timer. The screen keeps the
    /// time; the table only remembers the choice.
    pub turn_timer_s: Option<u16>,
    /// The aim assist of a match saved before aim help had its three choices (`true`: the
    /// whole path); read only, [`PlayOptions::aim_help`] takes its place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aim: Option<bool>,
    /// The aim help as last switched during this match (`None`: never switched, the
    /// match's default applies). Saved so a resumed match aims as it did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aim_help: Option<AimHelp>,
    /// Whether aim help may be used at all (a competition can turn it off).
    #[serde(skip_serializing_if = "is_true")]
    pub aim_help_allowed: bool,
}

fn is_true(b: &bool) -> bool {
    *b
}

impl Default for PlayOptions {
    fn default() -> Self {
        PlayOptions {
            undo: true,
            turn_timer_s: None,
            aim: None,
            aim_help: None,
            aim_help_allowed: true,
        }
    }
}

impl PlayOptions {
    /// The default options for a rule set: undo on, except at TOURNAMENT level.
    pub fn for_rules(rules: RuleSet) -> PlayOptions {
        PlayOptions {
            undo: rules.level != Level::Tournament,
            ..PlayOptions::default()
        }
    }

    /// The aim help switched during this match, if it was (an older save's on/off read as
    /// the whole path or none); always off where aim help is not allowed.
    pub fn chosen_aim_help(&self) -> Option<AimHelp> {
        if !self.aim_help_allowed {
            return Some(AimHelp::Off);
        }
        self.aim_help.or(self
            .aim
            .map(|on| if on { AimHelp::WholePath } else { AimHelp::Off }))
    }
}

/// The parts of a match's set-up that the match record does not already hold (it holds the
/// rules, seed, squads and coaches): saved in the record's `table` field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRecord {
    /// How the home side shows.
    pub home: SideLook,
    /// How the away side shows.
    pub away: SideLook,
    /// Undo and turn timer.
    pub options: PlayOptions,
}
