//! What `hexkick simulate` counts beyond its totals: goals by the kind of kick that scored
//! them and fouls by kind, so that play the rules do not mean (goals from passes, matches
//! without fouls) shows up in the figures (issue 17).

use hexkick_rules::command::{Command, Declaration};
use hexkick_rules::event::{Event, RestartKind, RollPurpose};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::squad::Side;

/// The kick a goal came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalKind {
    /// A declared shot in open play.
    Shot,
    /// A header shot after a cross.
    Header,
    /// A penalty.
    Penalty,
    /// A free kick declared a shot.
    FreeKick,
    /// Into the kicker's own goal.
    OwnGoal,
    /// A pass (the rules give none: RULES.md, "goals").
    Pass,
    /// A drive (the rules give none).
    Drive,
    /// A cross (the rules give none).
    Cross,
}

impl GoalKind {
    /// Every kind, in the order printed.
    pub const ALL: [GoalKind; 8] = [
        GoalKind::Shot,
        GoalKind::Header,
        GoalKind::Penalty,
        GoalKind::FreeKick,
        GoalKind::OwnGoal,
        GoalKind::Pass,
        GoalKind::Drive,
        GoalKind::Cross,
    ];

    /// The name printed.
    pub const fn name(self) -> &'static str {
        match self {
            GoalKind::Shot => "shot",
            GoalKind::Header => "header",
            GoalKind::Penalty => "penalty",
            GoalKind::FreeKick => "free kick",
            GoalKind::OwnGoal => "own goal",
            GoalKind::Pass => "pass",
            GoalKind::Drive => "drive",
            GoalKind::Cross => "cross",
        }
    }

    /// The kind of a goal scored by the kick `kick` (`None`: no kick seen), `own` when it went
    /// into the kicker's own goal.
    fn of(kick: Option<SeenKick>, own: bool) -> GoalKind {
        let Some(k) = kick else {
            return GoalKind::Shot;
        };
        match (own, k.restart, k.declare, k.style) {
            (true, ..) => GoalKind::OwnGoal,
            (_, Some(RestartKind::Penalty), ..) => GoalKind::Penalty,
            (_, Some(RestartKind::FreeKick), Declaration::Shot, _) => GoalKind::FreeKick,
            (_, _, Declaration::Shot, KickStyle::Header) => GoalKind::Header,
            (_, _, Declaration::Shot, _) => GoalKind::Shot,
            (_, _, Declaration::Pass, _) => GoalKind::Pass,
            (_, _, Declaration::Drive, _) => GoalKind::Drive,
            (_, _, Declaration::Cross, _) => GoalKind::Cross,
        }
    }
}

/// What a foul was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoulKind {
    /// A 1v1 defender's (or goalkeeper's) die in a dribble.
    Dribble,
    /// A tackler's die (a Classic goalkeeper's tackle in the shooter's cell included).
    Tackle,
    /// A beaten defender's intentional foul (2024 COMPLETE).
    Intentional,
    /// Entering the ball's cell from a rear cell.
    RearEntry,
    /// Entering the ball's cell from further away.
    FarEntry,
    /// A peg knocked over by the kicker.
    KnockedOver,
}

impl FoulKind {
    /// Every kind, in the order printed.
    pub const ALL: [FoulKind; 6] = [
        FoulKind::Dribble,
        FoulKind::Tackle,
        FoulKind::Intentional,
        FoulKind::RearEntry,
        FoulKind::FarEntry,
        FoulKind::KnockedOver,
    ];

    /// The name printed.
    pub const fn name(self) -> &'static str {
        match self {
            FoulKind::Dribble => "dribble",
            FoulKind::Tackle => "tackle",
            FoulKind::Intentional => "intentional",
            FoulKind::RearEntry => "rear entry",
            FoulKind::FarEntry => "far entry",
            FoulKind::KnockedOver => "knocked over",
        }
    }

    /// The kind of a foul reported among `events` by `command`.
    fn of(command: &Command, events: &[Event]) -> FoulKind {
        match command {
            Command::KnockedOver { .. } => FoulKind::KnockedOver,
            Command::Foul { .. } => FoulKind::Intentional,
            Command::Move { .. } => {
                let rear = events.iter().any(|e| {
                    matches!(
                        e,
                        Event::Dice {
                            purpose: RollPurpose::RearEntry,
                            ..
                        }
                    )
                });
                if rear {
                    FoulKind::RearEntry
                } else {
                    FoulKind::FarEntry
                }
            }
            Command::Kick { .. } => FoulKind::Dribble,
            _ => FoulKind::Tackle,
        }
    }
}

/// One side's goals and fouls by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Kinds {
    /// Goals scored, by [`GoalKind::ALL`].
    pub goals: [u32; GoalKind::ALL.len()],
    /// Fouls committed, by [`FoulKind::ALL`].
    pub fouls: [u32; FoulKind::ALL.len()],
}

impl Kinds {
    /// Adds another match's figures.
    pub fn add(&mut self, other: &Kinds) {
        for (a, b) in self.goals.iter_mut().zip(other.goals) {
            *a += b;
        }
        for (a, b) in self.fouls.iter_mut().zip(other.fouls) {
            *a += b;
        }
    }

    /// Goals of one kind.
    pub fn goals_of(&self, kind: GoalKind) -> u32 {
        GoalKind::ALL
            .iter()
            .position(|k| *k == kind)
            .map_or(0, |i| self.goals[i])
    }

    /// Fouls of one kind.
    pub fn fouls_of(&self, kind: FoulKind) -> u32 {
        FoulKind::ALL
            .iter()
            .position(|k| *k == kind)
            .map_or(0, |i| self.fouls[i])
    }

    /// "shot 3, header 1, ..." for the goals.
    pub fn goals_line(&self) -> String {
        list(GoalKind::ALL.iter().map(|k| (k.name(), self.goals_of(*k))))
    }

    /// "dribble 2, tackle 0, ..." for the fouls.
    pub fn fouls_line(&self) -> String {
        list(FoulKind::ALL.iter().map(|k| (k.name(), self.fouls_of(*k))))
    }
}

fn list<'a>(items: impl Iterator<Item = (&'a str, u32)>) -> String {
    items
        .map(|(name, n)| format!("{name} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The last kick seen: how it was declared and struck, and the restart it took.
#[derive(Clone, Copy, Debug)]
struct SeenKick {
    declare: Declaration,
    style: KickStyle,
    restart: Option<RestartKind>,
}

/// Follows one match's commands and their events.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Home then away.
    pub sides: [Kinds; 2],
    restart: Option<RestartKind>,
    kick: Option<SeenKick>,
}

impl Tally {
    /// Counts what `command` did.
    pub fn count(&mut self, command: &Command, events: &[Event]) {
        let at = |s: Side| usize::from(s == Side::Away);
        for e in events {
            match e {
                Event::Restart { kind, .. } => self.restart = Some(*kind),
                Event::Kick { declare, style, .. } => {
                    self.kick = Some(SeenKick {
                        declare: *declare,
                        style: *style,
                        restart: self.restart.take(),
                    });
                }
                Event::Goal { side, scorer } => {
                    let kind = GoalKind::of(self.kick, scorer.side != *side);
                    if let Some(i) = GoalKind::ALL.iter().position(|k| *k == kind) {
                        self.sides[at(*side)].goals[i] += 1;
                    }
                }
                Event::Foul { by, .. } => {
                    let kind = FoulKind::of(command, events);
                    if let Some(i) = FoulKind::ALL.iter().position(|k| *k == kind) {
                        self.sides[at(by.side)].fouls[i] += 1;
                    }
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexkick_rules::pitch::Cell;
    use hexkick_rules::squad::PlayerId;

    fn kick(declare: Declaration, style: KickStyle) -> Event {
        Event::Kick {
            by: PlayerId::new(Side::Home, 9),
            declare,
            style,
            from: Cell::CENTRE,
            rest: Vec::new(),
        }
    }

    #[test]
    fn goals_are_counted_by_the_kick_that_scored_them() {
        let mut t = Tally::default();
        let goal = |scorer| Event::Goal {
            side: Side::Home,
            scorer,
        };
        let nine = PlayerId::new(Side::Home, 9);
        let four = PlayerId::new(Side::Away, 4);
        let penalty = Event::Restart {
            kind: RestartKind::Penalty,
            side: Side::Home,
            cell: Cell::CENTRE,
        };
        let batches = [
            vec![kick(Declaration::Shot, KickStyle::Low), goal(nine)],
            vec![kick(Declaration::Shot, KickStyle::Header), goal(nine)],
            vec![penalty],
            vec![kick(Declaration::Shot, KickStyle::Low), goal(nine)],
            vec![kick(Declaration::Pass, KickStyle::Low), goal(four)],
        ];
        for events in &batches {
            t.count(&Command::EndPhase, events);
        }
        let home = t.sides[0];
        assert_eq!(
            home.goals_line(),
            "shot 1, header 1, penalty 1, free kick 0, own goal 1, pass 0, drive 0, cross 0"
        );
        assert_eq!(t.sides[1], Kinds::default());
    }

    #[test]
    fn fouls_are_counted_by_what_made_them() {
        let mut t = Tally::default();
        let four = PlayerId::new(Side::Away, 4);
        let foul = Event::Foul {
            by: four,
            at: Cell::CENTRE,
        };
        let rear = Event::Dice {
            roll: 2,
            purpose: RollPurpose::RearEntry,
        };
        let to = Cell::CENTRE;
        t.count(
            &Command::Move { player: four, to },
            &[rear.clone(), foul.clone()],
        );
        t.count(
            &Command::Move { player: four, to },
            std::slice::from_ref(&foul),
        );
        t.count(
            &Command::Tackle { player: four },
            std::slice::from_ref(&foul),
        );
        t.count(&Command::Foul { player: four }, &[foul]);
        assert_eq!(
            t.sides[1].fouls_line(),
            "dribble 0, tackle 1, intentional 1, rear entry 1, far entry 1, knocked over 0"
        );
    }
}
