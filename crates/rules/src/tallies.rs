//! What a match keeps count of beyond its turns: the TOURNAMENT conditions and counters, the
//! Classic added time and line-up steps, the extras' turns and coaches, the penalty shootout's
//! tally. The match state holds them; the topic modules read them and the notes change them.

use crate::rules::{Referee, RuleSet, Weather};
use crate::squad::{PlayerId, Side, Skill, SkillSet};

/// Index of a side in per-side arrays.
pub(crate) const fn side_index(side: Side) -> usize {
    match side {
        Side::Home => 0,
        Side::Away => 1,
    }
}

/// TOURNOI "AVANTAGE À DOMICILE": the home side may add to a duel die three times a match.
pub const HOME_ADVANTAGE_USES: u8 = 3;
/// TOURNOI "BLESSURES": an injured player keeps one skill section.
pub const INJURED_SECTIONS: u8 = 1;
/// TOURNOI "FATIGUE DE L'ÉQUIPE": a tired team uses one section, one more per substitution.
pub const TIRED_SECTIONS: u8 = 1;

/// What the TOURNAMENT rules remember during one match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TournamentState {
    /// The referee of this match.
    pub referee: Referee,
    /// The weather of this match.
    pub weather: Weather,
    /// Home advantage declarations left.
    pub home_advantage_left: u8,
    /// The home advantage is declared and waits for the home side's next duel die.
    pub home_advantage_armed: bool,
    /// The team fatigue of the 60th minute has set in.
    pub fatigue: bool,
}

impl TournamentState {
    /// The state at the start of a match under `rules` (conditions not drawn yet: the
    /// options' choice, else normal and clear).
    pub fn new(rules: &RuleSet) -> TournamentState {
        let uses = if rules.tournament_rules() && rules.tournament.home_advantage {
            HOME_ADVANTAGE_USES
        } else {
            0
        };
        TournamentState {
            referee: rules.tournament.referee.unwrap_or_default(),
            weather: rules.tournament.weather.unwrap_or_default(),
            home_advantage_left: uses,
            home_advantage_armed: false,
            fatigue: false,
        }
    }
}

/// The skill sections a player may use (TOURNOI "BLESSURES", "FATIGUE DE L'ÉQUIPE"): all of
/// them, fewer when the team is tired (one section, one more for each of its `substitutions`)
/// or he is injured (one).
pub fn section_limit(fatigue: bool, substitutions: u8, injured: bool) -> u8 {
    let mut limit = u8::MAX;
    if fatigue {
        limit = TIRED_SECTIONS + substitutions;
    }
    if injured {
        limit = limit.min(INJURED_SECTIONS);
    }
    limit
}

/// The first `limit` sections of a sticker, clockwise from the top as printed ("la première
/// dans le sens des aiguilles d'une montre", RULES.md); a goalkeeper stays a goalkeeper (his
/// violet or black-X section is kept first).
pub fn usable(sticker: SkillSet, limit: u8) -> SkillSet {
    let mut rest = sticker.clockwise();
    let mut order: Vec<Skill> = Vec::new();
    for keeper in [Skill::Violet, Skill::BlackX] {
        if let Some(i) = rest.iter().position(|s| *s == keeper) {
            order.push(rest.remove(i));
        }
    }
    order.extend(rest);
    order.truncate(usize::from(limit));
    SkillSet::of(&order)
}

/// What the Classic edition remembers during a match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassicState {
    /// Classic "EXTRA TIME": goals and substitutions of this half, one added cell each.
    pub(crate) earned: u8,
    /// The added cells announced at 45' of this half.
    pub(crate) added: Option<u8>,
    /// Classic "LINEUP": the attackers are placing their last 3-4 players (step 3).
    pub(crate) last_step: bool,
    /// Players the attackers placed in step 1 of the line-up.
    pub(crate) first_placed: Vec<PlayerId>,
    /// Players the attackers placed in step 3 of the line-up.
    pub(crate) last_placed: Vec<PlayerId>,
    /// Classic "SUBSTITUTIONS": substitutions made from 60', home then away.
    pub(crate) subs_from_60: [u8; 2],
    /// Substitutions made from 75', home then away.
    pub(crate) subs_from_75: [u8; 2],
}

impl ClassicState {
    /// Added-time cells earned this half so far (before the cap of 5).
    pub fn earned(&self) -> u8 {
        self.earned
    }
    /// Whether a line-up is at its third step (the attackers' last 3-4 players).
    pub fn last_step(&self) -> bool {
        self.last_step
    }
}

/// One of the two coaches of a side (4-player mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coach {
    /// The side.
    pub side: Side,
    /// 1 or 2 (always 1 without the 4-player mode).
    pub seat: u8,
}

/// What extras remember during a match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExtrasState {
    /// Turns begun (PHASES 1 entered; a position set up in play is in turn 1); the 4-player
    /// mode alternates on it.
    pub turn_number: u32,
    /// The penalty shootout, once it started.
    pub shootout: Option<Shootout>,
}

/// Soccer City "Penalty Shootout": each team shoots 5 penalties first.
pub const SHOOTOUT_ROUNDS: u8 = 5;

/// The shootout so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shootout {
    /// The side that kicks first in every round.
    pub first: Side,
    /// Penalties taken, home then away.
    pub taken: [u8; 2],
    /// Penalties scored, home then away.
    pub scored: [u8; 2],
    /// The side that won the lots after `SHOOTOUT_LOTS_AFTER` level rounds.
    pub lots: Option<Side>,
    /// Shirt numbers (bit n = number n) that took a kick in the side's current round of
    /// takers, home then away: they wait until every team-mate has shot.
    pub shot: [u128; 2],
}

impl Shootout {
    /// A shootout that `first` opens.
    pub fn new(first: Side) -> Shootout {
        Shootout {
            first,
            taken: [0, 0],
            scored: [0, 0],
            lots: None,
            shot: [0, 0],
        }
    }

    /// Whether `player` already shot in his side's current round of takers.
    pub fn has_shot(&self, player: PlayerId) -> bool {
        self.shot[side_index(player.side)] & number_bit(player) != 0
    }

    /// Counts a penalty of `taker` (scored or not); `round` is how many take a penalty in a
    /// round of takers.
    pub(crate) fn count(&mut self, taker: PlayerId, scored: bool, round: usize) {
        let i = side_index(taker.side);
        self.taken[i] = self.taken[i].saturating_add(1);
        self.scored[i] = self.scored[i].saturating_add(u8::from(scored));
        self.record_taker(taker, round);
    }

    /// Records `player`'s kick; a side's round of takers starts again once `round` of its
    /// players have shot.
    pub(crate) fn record_taker(&mut self, player: PlayerId, round: usize) {
        let i = side_index(player.side);
        self.shot[i] |= number_bit(player);
        if self.shot[i].count_ones() as usize >= round {
            self.shot[i] = 0;
        }
    }

    /// The side to kick next: sides alternate, `first` opening each round.
    pub fn next_side(&self) -> Side {
        let f = self.taken[side_index(self.first)];
        let s = self.taken[side_index(self.first.opponent())];
        if f == s {
            self.first
        } else {
            self.first.opponent()
        }
    }

    /// The winner once the shootout is decided: within the first 5 rounds as soon as one side
    /// cannot catch up, then after any round that leaves the sides uneven (sudden death).
    pub fn winner(&self) -> Option<Side> {
        if self.lots.is_some() {
            return self.lots;
        }
        let [hg, ag] = self.scored;
        let [ht, at] = self.taken;
        let left = |t: u8| SHOOTOUT_ROUNDS.saturating_sub(t);
        if ht <= SHOOTOUT_ROUNDS && at <= SHOOTOUT_ROUNDS {
            if hg > ag + left(at) {
                return Some(Side::Home);
            }
            if ag > hg + left(ht) {
                return Some(Side::Away);
            }
        }
        if ht == at && ht >= SHOOTOUT_ROUNDS && hg != ag {
            return Some(if hg > ag { Side::Home } else { Side::Away });
        }
        None
    }
}

/// A player's bit in [`Shootout::shot`] (shirt numbers are 1-99).
fn number_bit(player: PlayerId) -> u128 {
    1u128 << (player.number.0 % 128)
}
