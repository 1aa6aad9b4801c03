//! One line per event for the event log, in the teams' names: CoD ties explained ("tie after
//! a long pass: defence wins"), duels with their dice and sums ("Dribble 4+2 = 6 vs 3+2 = 5:
//! dribble wins"), fouls, cards, goals, restarts and phase changes.

use super::headline::{declaration_name, restart_name, team_name};
use super::setup::MatchSetup;
use crate::core::command::{Declaration, KeeperStance};
use crate::core::event::{Approach, CardColour, CodReason, DuelKind, Event, RollPurpose};
use crate::core::legal::EntryRisk;
use crate::core::rules::{Referee, Weather};
use crate::core::squad::{PlayerId, Side};
use crate::core::state::MatchState;

/// The line shown before a defender is released on the ball cell:
/// "rear entry: foul and yellow card on 1-3".
pub fn entry_risk_line(risk: &EntryRisk) -> String {
    match risk.approach {
        Approach::Front => "front entry: no foul".to_string(),
        Approach::Rear => format!(
            "rear entry: foul and yellow card on {}",
            faces(1, risk.foul_in_six)
        ),
        Approach::Far => format!(
            "far entry: always a foul; red card on {}, yellow on {}",
            faces(1, risk.red_in_six),
            faces(risk.red_in_six + 1, risk.foul_in_six)
        ),
    }
}

/// "1-3", "1", or "never".
fn faces(from: u8, to: u8) -> String {
    match (from, to) {
        (a, b) if b < a => "never".to_string(),
        (a, b) if a == b => a.to_string(),
        (a, b) => format!("{a}-{b}"),
    }
}

/// Tells the events of a match one line each. It remembers the dice and the last kick of the
/// batch it reads, so feed it a command's events in order.
pub struct Narrator<'a> {
    setup: &'a MatchSetup,
    state: &'a MatchState,
    rolls: Vec<(RollPurpose, u8)>,
    last_kick: Option<(Declaration, u32)>,
}

impl<'a> Narrator<'a> {
    /// A narrator for the match of `setup`, naming players as they are in `state`.
    pub fn new(state: &'a MatchState, setup: &'a MatchSetup) -> Narrator<'a> {
        Narrator {
            setup,
            state,
            rolls: Vec::new(),
            last_kick: None,
        }
    }

    /// Every event's line, in order.
    pub fn lines(mut self, events: &[Event]) -> Vec<String> {
        events.iter().map(|e| self.line(e)).collect()
    }

    /// The event log's lines for a command's `events`: the minute is on the HUD, so clock
    /// events are left out, and so are events with nothing to say.
    pub fn log_lines(self, events: &[Event]) -> Vec<String> {
        let told: Vec<Event> = (events.iter())
            .filter(|e| !matches!(e, Event::Clock { .. }))
            .cloned()
            .collect();
        let mut lines = self.lines(&told);
        lines.retain(|l| !l.is_empty());
        lines
    }

    fn team(&self, side: Side) -> &str {
        team_name(self.setup, side)
    }

    /// "Blue 9".
    fn who(&self, id: PlayerId) -> String {
        format!("{} {}", self.team(id.side), id.number.0)
    }

    fn roll_for(&self, purpose: RollPurpose) -> Option<u8> {
        self.rolls
            .iter()
            .rev()
            .find(|(p, _)| *p == purpose)
            .map(|(_, r)| *r)
    }

    /// "4+2 = 6" when the die is known, else "6".
    fn sum(&self, purpose: RollPurpose, total: u8) -> String {
        match self.roll_for(purpose) {
            Some(die) if die <= total => format!("{die}+{} = {total}", total - die),
            _ => total.to_string(),
        }
    }

    fn tie_line(&self, reason: CodReason) -> Option<String> {
        let kick = match self.last_kick {
            Some((Declaration::Pass, _)) => "a long pass",
            Some((Declaration::Drive, _)) => "a long drive",
            Some((Declaration::Cross, _)) => "a cross",
            Some((Declaration::Shot, _)) => "a shot",
            None => "the kick",
        };
        match reason {
            CodReason::ShortPass => Some("tie after a short pass: attack wins".to_string()),
            CodReason::DefenceWinsTie => Some(format!("tie after {kick}: defence wins")),
            CodReason::Touched => Some("tie: the player who touched the ball wins".to_string()),
            CodReason::Nearest | CodReason::Header | CodReason::Chosen => None,
        }
    }

    /// The line for one event.
    pub fn line(&mut self, event: &Event) -> String {
        match event {
            Event::CoinToss { roll, kicks_off } => {
                format!("Coin toss: {roll}, {} kick off", self.team(*kicks_off))
            }
            Event::Phase { phase, side } => {
                let what = match phase.as_str() {
                    "1" => "PHASE 1: kick",
                    "2" => "PHASE 2: attackers move",
                    "3" => "PHASE 3: defenders move",
                    "positioning" => "place players",
                    "throw_in" => "throw-in",
                    "full_time" => "full time",
                    other => other,
                };
                format!("{} — {what}", self.team(*side))
            }
            Event::Kick {
                by,
                declare,
                from,
                rest,
                ..
            } => {
                let distance = rest.first().map_or(0, |c| from.distance_to(*c));
                self.last_kick = Some((*declare, distance));
                let to = match rest.as_slice() {
                    [] => "out of the pitch".to_string(),
                    cells => format!(
                        "to {}",
                        cells
                            .iter()
                            .map(|c| c.to_string())
                            .collect::<Vec<_>>()
                            .join("/")
                    ),
                };
                format!(
                    "{} {} from {from} {to}",
                    self.who(*by),
                    declaration_name(*declare)
                )
            }
            Event::SkillUsed { player, skill } => {
                format!("{} uses his {skill:?} skill", self.who(*player))
            }
            Event::ShotDeclared { by } => format!("{} declares a shot", self.who(*by)),
            Event::KeeperSet {
                keeper,
                cell,
                stance,
            } => {
                let how = match stance {
                    KeeperStance::Bar => "with the bar",
                    KeeperStance::Standing => "standing",
                    KeeperStance::Lying => "lying",
                };
                format!("{} waits in {cell} {how}", self.who(*keeper))
            }
            Event::BallOnLine { cells } => format!(
                "The ball lies on a line ({})",
                cells
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join("/")
            ),
            Event::Possession {
                player,
                cell,
                reason,
                ..
            } => {
                let takes = format!("{} takes the ball in {cell}", self.who(*player));
                match reason {
                    CodReason::Header => format!("{} heads the cross in {cell}", self.who(*player)),
                    CodReason::Chosen => format!("{takes} (chosen by his coach)"),
                    _ => match self.tie_line(*reason) {
                        Some(tie) => format!("{tie}: {takes}"),
                        None => takes,
                    },
                }
            }
            Event::LongBall { cells } => {
                format!("Long ball: everyone may move {cells} cells in PHASES 2 and 3")
            }
            Event::Header { player } => format!("{} goes up for the header", self.who(*player)),
            Event::KeeperPickUp { keeper } => {
                format!("{} picks the ball up", self.who(*keeper))
            }
            Event::SkillAvailable { player, skill } => {
                format!("{} may kick again ({skill:?} skill)", self.who(*player))
            }
            Event::Marked { player, by } => format!(
                "{} is marked by {}: no replay",
                self.who(*player),
                self.who(*by)
            ),
            Event::CounterAttack { side } => {
                format!("{} win the ball: counter-attack", self.team(*side))
            }
            Event::Move { player, from, to } => {
                format!("{} moves {from} → {to}", self.who(*player))
            }
            Event::Dice { roll, purpose } => {
                self.rolls.push((*purpose, *roll));
                format!("Die for the {purpose}: {roll}")
            }
            Event::EnterBallCell { player, approach } => {
                let from = match approach {
                    Approach::Front => "from the front",
                    Approach::Rear => "from behind",
                    Approach::Far => "from afar",
                };
                format!("{} enters the ball cell {from}", self.who(*player))
            }
            Event::Tackle { player, won } => {
                let die = self
                    .roll_for(RollPurpose::Tackle)
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default();
                let result = if *won { "wins the ball" } else { "misses" };
                format!("{} tackles{die}: {result}", self.who(*player))
            }
            Event::Duel {
                kind,
                attacker,
                defender,
                attack,
                defence,
                winner,
            } => {
                let (name, a, d) = match kind {
                    DuelKind::Dribble => (
                        "Dribble",
                        RollPurpose::Dribble,
                        RollPurpose::OneOnOneDefence,
                    ),
                    DuelKind::Tackle => ("Tackle", RollPurpose::Tackle, RollPurpose::BallDefence),
                    DuelKind::KeeperDribble => {
                        ("Dribble", RollPurpose::Dribble, RollPurpose::Goalkeeper)
                    }
                };
                let result = if winner == attacker {
                    format!("{} wins", name.to_lowercase())
                } else {
                    format!("{} holds", self.who(*defender))
                };
                if *attack == 0 && *defence == 0 {
                    return format!(
                        "{name}: {} had lost a tackle, no roll: {result}",
                        self.who(*defender)
                    );
                }
                format!(
                    "{name} {} vs {}: {result}",
                    self.sum(a, *attack),
                    self.sum(d, *defence)
                )
            }
            Event::SpeedStep { player, from, to } => {
                format!("{} speeds on {from} → {to}", self.who(*player))
            }
            Event::OffsideEdge { player, from, to } => {
                format!("{} steps back onside {from} → {to}", self.who(*player))
            }
            Event::Assist {
                passer,
                player,
                marker,
            } => format!(
                "Assist: {}'s pass frees {} from {}",
                self.who(*passer),
                self.who(*player),
                self.who(*marker)
            ),
            Event::Reflexes { keeper, cancelled } => {
                let result = if *cancelled {
                    "the bomber's skill is cancelled"
                } else {
                    "the bomber keeps his skill"
                };
                format!("{} reflexes: {result}", self.who(*keeper))
            }
            Event::CrossDeclared { by } => format!("{} declares a cross", self.who(*by)),
            Event::HeaderStep { player, from, to } => {
                format!(
                    "{} steps in for the header {from} → {to}",
                    self.who(*player)
                )
            }
            Event::SlidingTackle {
                player,
                from,
                to,
                standing,
            } => {
                let after = if *standing { "stays up" } else { "goes down" };
                format!("{} slides {from} → {to} and {after}", self.who(*player))
            }
            Event::Injury { player, serious } => {
                let how = if *serious { "seriously " } else { "" };
                format!("{} is {how}injured", self.who(*player))
            }
            Event::Var { cancelled } => {
                let die = self
                    .roll_for(RollPurpose::Var)
                    .map(|r| format!(" (die {r})"))
                    .unwrap_or_default();
                if *cancelled {
                    format!("VAR review{die}: the penalty is cancelled, goal kick instead")
                } else {
                    format!("VAR review{die}: the penalty stands (only a 6 cancels it)")
                }
            }
            Event::AddedTime { cells } => format!(
                "Added time: the referee walks {cells} more cell{}",
                if *cells == 1 { "" } else { "s" }
            ),
            Event::TimeUp { side, .. } => {
                format!("Time up: the referee ends {}'s phase", self.team(*side))
            }
            Event::ShootoutKick {
                taker,
                scored,
                home,
                away,
            } => {
                let result = if *scored { "scores" } else { "misses" };
                format!("Shootout: {} {result} ({home}–{away})", self.who(*taker))
            }
            Event::LiesDown { player } => format!("{} is left on the floor", self.who(*player)),
            Event::StandsUp { player } => format!("{} gets up", self.who(*player)),
            Event::Foul { by, at } => format!("Foul by {} in {at}", self.who(*by)),
            Event::Card { player, colour } => {
                let colour = match colour {
                    CardColour::Yellow => "Yellow",
                    CardColour::Red => "Red",
                };
                format!("{colour} card for {}", self.who(*player))
            }
            Event::SentOff { player } => format!("{} is sent off", self.who(*player)),
            Event::Offside { player } => format!("Offside: {}", self.who(*player)),
            Event::Out { last_touch } => {
                format!("Out of play, last touched by {}", self.who(*last_touch))
            }
            Event::Goal { side, scorer } => {
                let own = if scorer.side == *side {
                    ""
                } else {
                    " (own goal)"
                };
                format!(
                    "GOAL! {} score — {}{own}, {} {} – {} {}",
                    self.team(*side),
                    self.who(*scorer),
                    self.team(Side::Home),
                    self.state.score(Side::Home),
                    self.state.score(Side::Away),
                    self.team(Side::Away)
                )
            }
            Event::Restart { kind, side, cell } => {
                format!(
                    "{} for {} in {cell}",
                    capitalised(restart_name(*kind)),
                    self.team(*side)
                )
            }
            Event::Place { player, cell } => format!("{} placed in {cell}", self.who(*player)),
            Event::Substitution { off, on } => format!(
                "Substitution for {}: {} on, {} off",
                self.team(off.side),
                on.number.0,
                off.number.0
            ),
            Event::Clock { minute, .. } => format!("{minute}'"),
            Event::HalfTime => format!(
                "Half time: {} {} – {} {}",
                self.team(Side::Home),
                self.state.score(Side::Home),
                self.state.score(Side::Away),
                self.team(Side::Away)
            ),
            Event::SecondHalf { kicks_off } => {
                format!("Second half: {} kick off", self.team(*kicks_off))
            }
            Event::FullTime { result } => format!(
                "Full time: {} {} – {} {}",
                self.team(Side::Home),
                result.home,
                result.away,
                self.team(Side::Away)
            ),
            Event::MatchConditions { referee, weather } => {
                let referee = match referee {
                    Referee::Normal => "a normal referee",
                    Referee::Strict => "a strict referee (duel fouls on 1-2)",
                };
                let weather = match weather {
                    Weather::Clear => "clear weather",
                    Weather::Bad => "bad weather (short passes 3 cells, injuries on 1-2)",
                };
                format!("Today: {referee}, {weather}")
            }
            Event::HomeAdvantage { left } => format!(
                "{} declare the home advantage: +2 on their next duel die ({left} left)",
                self.team(Side::Home)
            ),
            Event::HomeAdvantageUsed { player, roll } => format!(
                "Home advantage: {} rolls {roll} + 2 = {}",
                self.who(*player),
                roll + 2
            ),
            Event::Fatigue => {
                "60': the players tire and use one skill each (one more per substitution)"
                    .to_string()
            }
            Event::ExtraTime { half, kicks_off } => format!(
                "Extra time, {} half: {} kick off",
                if *half == 3 { "first" } else { "second" },
                self.team(*kicks_off)
            ),
            Event::Synchro { players } => {
                let who: Vec<String> = players.iter().map(|p| self.who(*p)).collect();
                format!("Synchro: {} shift inside their cells", who.join(", "))
            }
            Event::ShootoutStart { first } => {
                format!("Penalty shootout: {} kick first", self.team(*first))
            }
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
