//! The rules' words for what happens: the kinds of restart, card, approach, CoD win, duel and
//! die, and a match's result. Events, notes and the state all speak them.

use crate::squad::Side;
use serde::{Deserialize, Serialize};

/// The kinds of restart after a stoppage (2024 BASE, "ARRÊT DU JEU - REPRISE DU JEU").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RestartKind {
    /// Kick-off from the centre cell (start of a half, after a goal).
    KickOff,
    /// Throw-in ("touche").
    ThrowIn,
    /// Free kick ("coup franc").
    FreeKick,
    /// Penalty.
    Penalty,
    /// Corner.
    Corner,
    /// Goal kick ("dégagement").
    GoalKick,
}

impl RestartKind {
    /// Whether offside can be called from this restart's first kick (football's rule: never
    /// from a throw-in, corner or goal kick).
    pub const fn allows_offside(self) -> bool {
        matches!(self, RestartKind::FreeKick | RestartKind::KickOff)
    }

    /// Whether the taker may not play the ball himself after this restart's kick: 2024 BASE
    /// "DANS TOUS LES CAS", "S'il s'agit d'un coup franc, d'un corner ou d'un coup d'envoi,
    /// comme vous ne pouvez pas jouer pour vous-même" (Classic "GENERAL RULES": "after a free
    /// kick, corner or kick-off, since you can't take the kick"). A penalty is a shot, whose
    /// taker stays out of the CoD anyway; a throw-in or goal kick is not named.
    pub const fn taker_left_out(self) -> bool {
        matches!(
            self,
            RestartKind::FreeKick | RestartKind::Corner | RestartKind::KickOff
        )
    }
}

/// A card shown by the referee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CardColour {
    /// A caution.
    Yellow,
    /// A sending-off.
    Red,
}

/// Where a defender entered the ball cell from (2024 BASE, "ENTRER DANS LA CASE DU BALLON").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Approach {
    /// One of the 3 front adjacent cells: he enters normally.
    Front,
    /// One of the 3 rear adjacent cells: a die, 1-3 foul and yellow card.
    Rear,
    /// A cell that is not adjacent: a die, 1-3 foul and red card, 4-6 foul and yellow card.
    Far,
}

/// Why the ball was given to a player in the CoD.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CodReason {
    /// He was the nearest player.
    Nearest,
    /// Tied, but he touched the ball.
    Touched,
    /// Tied, a short pass or drive (at most 4 cells): the attackers win.
    ShortPass,
    /// Tied after a long pass, cross or shot, or the first pass of a counter-attack: the
    /// defence wins.
    DefenceWinsTie,
    /// The first player in the penalty area to touch a cross heads it.
    Header,
    /// His coach chose him among tied team-mates.
    Chosen,
}

/// Which dice duel was played (2024 COMPLETE, "DUEL AVEC DÉS").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DuelKind {
    /// A drive past an opponent: dribble value against 1v1 defence value.
    Dribble,
    /// A defender in the ball cell: tackle value against ball defence value.
    Tackle,
    /// A one-touch shooter dribbles the goalkeeper: dribble value against die + 2 per violet.
    KeeperDribble,
}

/// What a die was rolled for. Saved logs spell each purpose as the words narration shows
/// ("1v1 defence", "VAR"), so the serialized names are those words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollPurpose {
    /// The lots drawn for the shootout's first kicker.
    #[serde(rename = "lots")]
    Lots,
    /// The tournament draw for a strict referee.
    #[serde(rename = "referee")]
    Referee,
    /// The tournament draw for bad weather.
    #[serde(rename = "weather")]
    Weather,
    /// A fouled player's injury roll.
    #[serde(rename = "injury")]
    Injury,
    /// The VAR review of a penalty given for a dice-duel foul.
    #[serde(rename = "VAR")]
    Var,
    /// A goalkeeper's reflexes against a bomber's skill.
    #[serde(rename = "reflexes")]
    Reflexes,
    /// The dribbler's duel die.
    #[serde(rename = "dribble")]
    Dribble,
    /// The goalkeeper's die against a one-touch shooter's dribble.
    #[serde(rename = "goalkeeper")]
    Goalkeeper,
    /// The dribbled defender's 1v1 defence die.
    #[serde(rename = "1v1 defence")]
    OneOnOneDefence,
    /// A tackle's die (the BASE tackle or the COMPLETE tackler's duel die).
    #[serde(rename = "tackle")]
    Tackle,
    /// The ball holder's ball defence die against a tackle.
    #[serde(rename = "ball defence")]
    BallDefence,
    /// A defender entering the ball cell from behind.
    #[serde(rename = "rear entry")]
    RearEntry,
    /// A defender entering the ball cell from a cell that is not adjacent.
    #[serde(rename = "far entry")]
    FarEntry,
}

impl RollPurpose {
    /// The purpose in words, as narration and the dice overlay show it ("1v1 defence").
    pub const fn words(self) -> &'static str {
        match self {
            RollPurpose::Lots => "lots",
            RollPurpose::Referee => "referee",
            RollPurpose::Weather => "weather",
            RollPurpose::Injury => "injury",
            RollPurpose::Var => "VAR",
            RollPurpose::Reflexes => "reflexes",
            RollPurpose::Dribble => "dribble",
            RollPurpose::Goalkeeper => "goalkeeper",
            RollPurpose::OneOnOneDefence => "1v1 defence",
            RollPurpose::Tackle => "tackle",
            RollPurpose::BallDefence => "ball defence",
            RollPurpose::RearEntry => "rear entry",
            RollPurpose::FarEntry => "far entry",
        }
    }
}

impl std::fmt::Display for RollPurpose {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.words())
    }
}

/// The final result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchResult {
    /// Home goals.
    pub home: u8,
    /// Away goals.
    pub away: u8,
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Penalty shootout goals, home then away, when the match went to one.
    #[serde(default)]
    pub shootout: Option<[u8; 2]>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;

    #[test]
    fn a_saved_dice_event_with_the_old_purpose_words_still_loads() {
        let old = r#"{"event":"dice","roll":3,"purpose":"1v1 defence"}"#;
        let event: Event = serde_json::from_str(old).expect("an old log's dice event loads");
        assert_eq!(
            event,
            Event::Dice {
                roll: 3,
                purpose: RollPurpose::OneOnOneDefence
            }
        );
        assert_eq!(serde_json::to_string(&event).expect("saves"), old);
    }

    #[test]
    fn every_roll_purpose_is_saved_as_its_words() {
        use RollPurpose::*;
        for purpose in [
            Lots,
            Referee,
            Weather,
            Injury,
            Var,
            Reflexes,
            Dribble,
            Goalkeeper,
            OneOnOneDefence,
            Tackle,
            BallDefence,
            RearEntry,
            FarEntry,
        ] {
            let json = serde_json::to_string(&purpose).expect("saves");
            assert_eq!(json, format!("\"{}\"", purpose.words()));
            let back: RollPurpose = serde_json::from_str(&json).expect("loads");
            assert_eq!(back, purpose);
        }
    }
}
