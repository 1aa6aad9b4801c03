//! What each side did in a match, by kind of action: the `actions home|away KIND N` lines of
//! `hexkick simulate`, so a thin game (no tackles, no headers, no fouls) shows up in figures.

use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::event::{Approach, DuelKind, Event, RollPurpose};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::squad::{PlayerId, Side};

/// A kind of action a coach plays (or, for fouls and cards, brings upon his side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayKind {
    /// A declared pass along the ground.
    Pass,
    /// A declared pass lifted over the players (a long ball).
    LongBall,
    /// A drive: the ball carrier kicks and runs after it.
    Drive,
    /// A declared cross.
    Cross,
    /// A declared shot (a header at goal counts as a header).
    Shot,
    /// A kick struck as a header.
    Header,
    /// A kick replayed thanks to a skill ("SkillAvailable" then a kick by the same player).
    SkillReplay,
    /// A move of a player in PHASE 2 or 3 (or a taker's walk) that is not an entry into the
    /// ball cell.
    Move,
    /// A defender entered the ball cell from one of its 3 front cells.
    EnterFront,
    /// A defender entered the ball cell from one of its 3 rear cells (foul risk), or tried
    /// to and fouled.
    EnterRear,
    /// A defender tried to enter the ball cell from a cell not adjacent to it (always a foul).
    EnterFar,
    /// A tackle tried by a defender in the ball cell.
    Tackle,
    /// A dice dribble (the ball carrier drives past a defender).
    Dribble,
    /// A sliding tackle against a one-touch shot or cross.
    SlidingTackle,
    /// The goalkeeper prepared for a declared shot.
    KeeperSet,
    /// An intentional foul on a dribbler who beat the defender.
    IntentionalFoul,
    /// A substitution.
    Substitution,
    /// A foul committed (of any kind).
    Foul,
    /// A card shown to one of the side's players.
    Card,
}

impl PlayKind {
    /// Every kind, in the order `simulate` prints them.
    pub const ALL: [PlayKind; 19] = [
        PlayKind::Pass,
        PlayKind::LongBall,
        PlayKind::Drive,
        PlayKind::Cross,
        PlayKind::Shot,
        PlayKind::Header,
        PlayKind::SkillReplay,
        PlayKind::Move,
        PlayKind::EnterFront,
        PlayKind::EnterRear,
        PlayKind::EnterFar,
        PlayKind::Tackle,
        PlayKind::Dribble,
        PlayKind::SlidingTackle,
        PlayKind::KeeperSet,
        PlayKind::IntentionalFoul,
        PlayKind::Substitution,
        PlayKind::Foul,
        PlayKind::Card,
    ];

    /// The kind's one-word name in `simulate`'s output: "sliding-tackle".
    pub fn name(self) -> &'static str {
        match self {
            PlayKind::Pass => "pass",
            PlayKind::LongBall => "long-ball",
            PlayKind::Drive => "drive",
            PlayKind::Cross => "cross",
            PlayKind::Shot => "shot",
            PlayKind::Header => "header",
            PlayKind::SkillReplay => "skill-replay",
            PlayKind::Move => "move",
            PlayKind::EnterFront => "enter-front",
            PlayKind::EnterRear => "enter-rear",
            PlayKind::EnterFar => "enter-far",
            PlayKind::Tackle => "tackle",
            PlayKind::Dribble => "dribble",
            PlayKind::SlidingTackle => "sliding-tackle",
            PlayKind::KeeperSet => "keeper-set",
            PlayKind::IntentionalFoul => "intentional-foul",
            PlayKind::Substitution => "substitution",
            PlayKind::Foul => "foul",
            PlayKind::Card => "card",
        }
    }

    fn index(self) -> usize {
        PlayKind::ALL.iter().position(|k| *k == self).unwrap_or(0)
    }

    /// The kind of a kick, from its declaration and style.
    fn of_kick(declare: Declaration, style: KickStyle) -> PlayKind {
        match (declare, style) {
            (_, KickStyle::Header) => PlayKind::Header,
            (Declaration::Shot, _) => PlayKind::Shot,
            (Declaration::Cross, _) => PlayKind::Cross,
            (Declaration::Drive, _) => PlayKind::Drive,
            (Declaration::Pass, KickStyle::Lob) => PlayKind::LongBall,
            (Declaration::Pass, _) => PlayKind::Pass,
        }
    }
}

/// How many times each side played each kind of action.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Plays {
    counts: [[u32; PlayKind::ALL.len()]; 2],
}

impl Plays {
    /// How many times `side` played `kind`.
    pub fn of(&self, side: Side, kind: PlayKind) -> u32 {
        self.counts[at(side)][kind.index()]
    }

    /// Adds another match's figures.
    pub fn add(&mut self, other: &Plays) {
        for (mine, theirs) in self.counts.iter_mut().zip(&other.counts) {
            for (a, b) in mine.iter_mut().zip(theirs) {
                *a += b;
            }
        }
    }

    fn bump(&mut self, side: Side, kind: PlayKind) {
        self.counts[at(side)][kind.index()] += 1;
    }
}

fn at(side: Side) -> usize {
    usize::from(side == Side::Away)
}

/// Follows one match's commands and their events, counting each side's actions.
#[derive(Clone, Debug, Default)]
pub struct PlayCounter {
    /// The figures so far.
    pub plays: Plays,
    /// The player a skill lets replay PHASE 1, until his next command.
    replay_open: Option<PlayerId>,
}

impl PlayCounter {
    /// Counts what `command` did.
    pub fn count(&mut self, command: &Command, events: &[Event]) {
        let replaying = self.replay_open.take();
        match command {
            Command::Kick { by, .. } if replaying == Some(*by) => {
                self.plays.bump(by.side, PlayKind::SkillReplay);
            }
            Command::Move { player, .. } => {
                let entered = events
                    .iter()
                    .any(|e| matches!(e, Event::EnterBallCell { .. }));
                // An entry that is a foul leaves no entry event: the die (none for a Classic
                // far entry, always a sending off) tells where it came from.
                let fouled = events
                    .iter()
                    .any(|e| matches!(e, Event::Foul { by, .. } if by == player));
                let rear = events.iter().any(|e| {
                    matches!(
                        e,
                        Event::Dice {
                            purpose: RollPurpose::RearEntry,
                            ..
                        }
                    )
                });
                match (entered, fouled, rear) {
                    (true, _, _) => {}
                    (false, true, true) => self.plays.bump(player.side, PlayKind::EnterRear),
                    (false, true, false) => self.plays.bump(player.side, PlayKind::EnterFar),
                    (false, false, _) => self.plays.bump(player.side, PlayKind::Move),
                }
            }
            Command::Foul { player } => self.plays.bump(player.side, PlayKind::IntentionalFoul),
            _ => {}
        }
        for event in events {
            self.count_event(event);
        }
    }

    fn count_event(&mut self, event: &Event) {
        let (side, kind) = match event {
            Event::Kick {
                by, declare, style, ..
            } => (by.side, PlayKind::of_kick(*declare, *style)),
            Event::EnterBallCell { player, approach } => (
                player.side,
                match approach {
                    Approach::Front => PlayKind::EnterFront,
                    Approach::Rear => PlayKind::EnterRear,
                    Approach::Far => PlayKind::EnterFar,
                },
            ),
            Event::Tackle { player, .. } => (player.side, PlayKind::Tackle),
            Event::Duel {
                kind: DuelKind::Dribble | DuelKind::KeeperDribble,
                attacker,
                ..
            } => (attacker.side, PlayKind::Dribble),
            Event::SlidingTackle { player, .. } => (player.side, PlayKind::SlidingTackle),
            Event::KeeperSet { keeper, .. } => (keeper.side, PlayKind::KeeperSet),
            Event::Substitution { off, .. } => (off.side, PlayKind::Substitution),
            Event::Foul { by, .. } => (by.side, PlayKind::Foul),
            Event::Card { player, .. } => (player.side, PlayKind::Card),
            Event::SkillAvailable { player, .. } => {
                self.replay_open = Some(*player);
                return;
            }
            _ => return,
        };
        self.plays.bump(side, kind);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::event::CardColour;
    use hexkick_rules::pitch::Cell;
    use hexkick_rules::squad::Skill;

    fn kick(by: PlayerId, declare: Declaration, style: KickStyle) -> Event {
        Event::Kick {
            by,
            declare,
            style,
            from: Cell::CENTRE,
            rest: Vec::new(),
        }
    }

    #[test]
    fn kicks_entries_duels_and_fouls_are_counted_for_the_side_that_played_them() {
        let nine = PlayerId::new(Side::Home, 9);
        let four = PlayerId::new(Side::Away, 4);
        let mut c = PlayCounter::default();
        c.count(
            &Command::EndPhase,
            &[kick(nine, Declaration::Pass, KickStyle::Lob)],
        );
        c.count(
            &Command::EndPhase,
            &[kick(nine, Declaration::Shot, KickStyle::Header)],
        );
        let to = Cell::CENTRE;
        c.count(
            &Command::Move { player: four, to },
            &[Event::EnterBallCell {
                player: four,
                approach: Approach::Rear,
            }],
        );
        let fouled = |purpose| {
            [
                Event::Dice { roll: 2, purpose },
                Event::Foul { by: four, at: to },
                Event::Card {
                    player: four,
                    colour: CardColour::Yellow,
                },
            ]
        };
        c.count(
            &Command::Move { player: four, to },
            &fouled(RollPurpose::RearEntry),
        );
        c.count(
            &Command::Move { player: four, to },
            &fouled(RollPurpose::FarEntry),
        );
        c.count(&Command::Move { player: nine, to }, &[]);
        let p = c.plays;
        assert_eq!(p.of(Side::Home, PlayKind::LongBall), 1);
        assert_eq!(p.of(Side::Home, PlayKind::Header), 1);
        assert_eq!(p.of(Side::Home, PlayKind::Shot), 0);
        assert_eq!(p.of(Side::Home, PlayKind::Move), 1);
        assert_eq!(
            p.of(Side::Away, PlayKind::EnterRear),
            2,
            "an entry that is a foul is an entry"
        );
        assert_eq!(p.of(Side::Away, PlayKind::EnterFar), 1);
        assert_eq!(
            p.of(Side::Away, PlayKind::Move),
            0,
            "an entry is not a move"
        );
        assert_eq!(p.of(Side::Away, PlayKind::Foul), 2);
        assert_eq!(p.of(Side::Away, PlayKind::Card), 2);
    }

    #[test]
    fn a_kick_after_a_skill_offer_is_a_skill_replay() {
        let nine = PlayerId::new(Side::Home, 9);
        let mut c = PlayCounter::default();
        let offer = Event::SkillAvailable {
            player: nine,
            skill: Skill::Blue,
        };
        c.count(&Command::EndPhase, &[offer]);
        let replay = Command::rolled_kick(
            nine,
            Declaration::Pass,
            KickStyle::Low,
            Cell::CENTRE,
            Cell::CENTRE,
        );
        c.count(&replay, &[]);
        c.count(&replay, &[]);
        assert_eq!(c.plays.of(Side::Home, PlayKind::SkillReplay), 1);
    }
}
