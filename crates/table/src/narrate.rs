//! One line per event for the event log, in the teams' names: CoD ties explained ("tie after
//! a long pass: defence wins"), duels with their dice and modifiers ("Dribble die 4 + 2 red =
//! 6 v 1v1 defence die 3 + 2 blue = 5: dribble wins"), fouls, cards, goals, restarts and phase
//! changes.

use super::duel_words::{roll_word, value_words};
use super::headline::{declaration_name, player_name, restart_name, team_name};
use super::setup::MatchSetup;
use hexkick_i18n::{tr, trf};
use hexkick_rules::command::{Declaration, KeeperStance};
use hexkick_rules::event::{Approach, CardColour, CodReason, DuelKind, Event, RollPurpose};
use hexkick_rules::legal::EntryRisk;
use hexkick_rules::pitch::Cell;
use hexkick_rules::rules::{Referee, Weather};
use hexkick_rules::squad::{PlayerId, Side, Skill};
use hexkick_rules::state::MatchState;

/// Why the CoD gave a player the ball, in words: "nearest to the ball", "tie after a long
/// pass: defence wins" (`kick`: the declaration of the kick that was tied, if known), ...
/// The event log says the ties this way; the kick card says every reason.
pub fn cod_reason(reason: CodReason, kick: Option<Declaration>) -> String {
    let kick = match kick {
        Some(Declaration::Pass) => tr("a long pass"),
        Some(Declaration::Drive) => tr("a long drive"),
        Some(Declaration::Cross) => tr("a cross"),
        Some(Declaration::Shot) => tr("a shot"),
        None => tr("the kick"),
    };
    match reason {
        CodReason::Nearest => tr("nearest to the ball").to_string(),
        CodReason::ShortPass => tr("tie after a short pass: attack wins").to_string(),
        CodReason::DefenceWinsTie => trf("tie after {0}: defence wins", &[kick]),
        CodReason::Touched => tr("tie: the player who touched the ball wins").to_string(),
        CodReason::Header => tr("first in the area to reach the cross").to_string(),
        CodReason::Chosen => tr("chosen by his coach").to_string(),
    }
}

/// The line shown before a defender is released on the ball cell:
/// "rear entry: foul and yellow card on 1-3".
pub fn entry_risk_line(risk: &EntryRisk) -> String {
    match risk.approach {
        Approach::Front => tr("front entry: no foul").to_string(),
        Approach::Rear => trf(
            "rear entry: foul and yellow card on {0}",
            &[&faces(1, risk.foul_in_six)],
        ),
        Approach::Far => trf(
            "far entry: always a foul; red card on {0}, yellow on {1}",
            &[
                &faces(1, risk.red_in_six),
                &faces(risk.red_in_six + 1, risk.foul_in_six),
            ],
        ),
    }
}

/// What the challenged player's value is called in a duel's line.
fn defence_word(kind: DuelKind) -> &'static str {
    match kind {
        DuelKind::Dribble => tr("1v1 defence"),
        DuelKind::Tackle => tr("ball defence"),
        DuelKind::KeeperDribble => tr("goalkeeper"),
    }
}

/// "1-3", "1", or "never".
fn faces(from: u8, to: u8) -> String {
    match (from, to) {
        (a, b) if b < a => tr("never").to_string(),
        (a, b) if a == b => a.to_string(),
        (a, b) => format!("{a}-{b}"),
    }
}

/// A sticker colour as the log names a skill: "Yellow" ("uses his Yellow skill").
fn skill_colour(skill: Skill) -> &'static str {
    match skill {
        Skill::Yellow => tr("Yellow"),
        Skill::Red => tr("Red"),
        Skill::Green => tr("Green"),
        Skill::Blue => tr("Blue"),
        Skill::Violet => tr("Violet"),
        Skill::BlackX => tr("Black X"),
        Skill::Black => tr("Black"),
        Skill::Grey => tr("Grey"),
    }
}

/// Cells joined for the log: "E6/E7".
fn cells_words(cells: &[Cell]) -> String {
    cells
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join("/")
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
            .filter(|e| e.is_told() && !matches!(e, Event::Clock { .. }))
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
        player_name(self.setup, id)
    }

    fn roll_for(&self, purpose: RollPurpose) -> Option<u8> {
        self.rolls
            .iter()
            .rev()
            .find(|(p, _)| *p == purpose)
            .map(|(_, r)| *r)
    }

    fn tie_line(&self, reason: CodReason) -> Option<String> {
        match reason {
            CodReason::ShortPass | CodReason::DefenceWinsTie | CodReason::Touched => {
                Some(cod_reason(reason, self.last_kick.map(|(d, _)| d)))
            }
            CodReason::Nearest | CodReason::Header | CodReason::Chosen => None,
        }
    }

    /// "Blue 1 – 0 Red": the score line with the teams' names.
    fn score_line(&self, home: u8, away: u8) -> String {
        format!(
            "{} {home} – {away} {}",
            self.team(Side::Home),
            self.team(Side::Away)
        )
    }

    /// The line for one event.
    pub fn line(&mut self, event: &Event) -> String {
        match event {
            Event::CoinToss { roll, kicks_off } => trf(
                "Coin toss: {0}, {1} kick off",
                &[&roll.to_string(), self.team(*kicks_off)],
            ),
            Event::Phase { phase, side } => {
                let what = match phase.as_str() {
                    "1" => tr("PHASE 1: kick"),
                    "2" => tr("PHASE 2: attackers move"),
                    "3" => tr("PHASE 3: defenders move"),
                    "positioning" => tr("place players"),
                    "throw_in" => tr("throw-in"),
                    "full_time" => tr("full time"),
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
                let (who, what, from) =
                    (self.who(*by), declaration_name(*declare), from.to_string());
                match rest.as_slice() {
                    [] => trf("{0} {1} from {2} out of the pitch", &[&who, what, &from]),
                    cells => trf(
                        "{0} {1} from {2} to {3}",
                        &[&who, what, &from, &cells_words(cells)],
                    ),
                }
            }
            Event::SkillUsed { player, skill } => trf(
                "{0} uses his {1} skill",
                &[&self.who(*player), skill_colour(*skill)],
            ),
            Event::ShotDeclared { by } => trf("{0} declares a shot", &[&self.who(*by)]),
            Event::KeeperSet {
                keeper,
                cell,
                stance,
            } => {
                let who = self.who(*keeper);
                let cell = cell.to_string();
                match stance {
                    KeeperStance::Bar => trf("{0} waits in {1} with the bar", &[&who, &cell]),
                    KeeperStance::Standing => trf("{0} waits in {1} standing", &[&who, &cell]),
                    KeeperStance::Lying => trf("{0} waits in {1} lying", &[&who, &cell]),
                }
            }
            Event::BallOnLine { cells } => {
                trf("The ball lies on a line ({0})", &[&cells_words(cells)])
            }
            Event::Possession {
                player,
                cell,
                reason,
                ..
            } => {
                let (who, cell) = (self.who(*player), cell.to_string());
                let takes = trf("{0} takes the ball in {1}", &[&who, &cell]);
                match reason {
                    CodReason::Header => trf("{0} heads the cross in {1}", &[&who, &cell]),
                    CodReason::Chosen => trf("{0} (chosen by his coach)", &[&takes]),
                    _ => match self.tie_line(*reason) {
                        Some(tie) => trf("{0}: {1}", &[&tie, &takes]),
                        None => takes,
                    },
                }
            }
            Event::LongBall { cells } => trf(
                "Long ball: everyone may move {0} cells in PHASES 2 and 3",
                &[&cells.to_string()],
            ),
            Event::Header { player } => trf("{0} goes up for the header", &[&self.who(*player)]),
            Event::KeeperPickUp { keeper } => trf("{0} picks the ball up", &[&self.who(*keeper)]),
            Event::SkillAvailable { player, skill } => trf(
                "{0} may kick again ({1} skill)",
                &[&self.who(*player), skill_colour(*skill)],
            ),
            Event::Marked { player, by } => trf(
                "{0} is marked by {1}: no replay",
                &[&self.who(*player), &self.who(*by)],
            ),
            Event::CounterAttack { side } => {
                trf("{0} win the ball: counter-attack", &[self.team(*side)])
            }
            Event::Move { player, from, to } => trf(
                "{0} moves {1} → {2}",
                &[&self.who(*player), &from.to_string(), &to.to_string()],
            ),
            Event::Dice { roll, purpose } => {
                self.rolls.push((*purpose, *roll));
                trf(
                    "Die for the {0}: {1}",
                    &[roll_word(*purpose), &roll.to_string()],
                )
            }
            Event::EnterBallCell { player, approach } => {
                let who = self.who(*player);
                match approach {
                    Approach::Front => trf("{0} enters the ball cell from the front", &[&who]),
                    Approach::Rear => trf("{0} enters the ball cell from behind", &[&who]),
                    Approach::Far => trf("{0} enters the ball cell from afar", &[&who]),
                }
            }
            Event::Tackle { player, won } => {
                let die = self
                    .roll_for(RollPurpose::Tackle)
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default();
                let who = self.who(*player);
                if *won {
                    trf("{0} tackles{1}: wins the ball", &[&who, &die])
                } else {
                    trf("{0} tackles{1}: misses", &[&who, &die])
                }
            }
            Event::Duel {
                kind,
                attacker,
                defender,
                attack,
                defence,
                winner,
            } => self.duel_line(*kind, (*attacker, *attack), (*defender, *defence), *winner),
            Event::SpeedStep { player, from, to } => trf(
                "{0} speeds on {1} → {2}",
                &[&self.who(*player), &from.to_string(), &to.to_string()],
            ),
            Event::OffsideEdge { player, from, to } => trf(
                "{0} steps back onside {1} → {2}",
                &[&self.who(*player), &from.to_string(), &to.to_string()],
            ),
            Event::Assist {
                passer,
                player,
                marker,
            } => trf(
                "Assist: {0}'s pass frees {1} from {2}",
                &[&self.who(*passer), &self.who(*player), &self.who(*marker)],
            ),
            Event::Reflexes { keeper, cancelled } => {
                let who = self.who(*keeper);
                if *cancelled {
                    trf("{0} reflexes: the bomber's skill is cancelled", &[&who])
                } else {
                    trf("{0} reflexes: the bomber keeps his skill", &[&who])
                }
            }
            Event::CrossDeclared { by } => trf("{0} declares a cross", &[&self.who(*by)]),
            Event::HeaderStep { player, from, to } => trf(
                "{0} steps in for the header {1} → {2}",
                &[&self.who(*player), &from.to_string(), &to.to_string()],
            ),
            Event::SlidingTackle {
                player,
                from,
                to,
                standing,
            } => {
                let args = [self.who(*player), from.to_string(), to.to_string()];
                let args = [args[0].as_str(), args[1].as_str(), args[2].as_str()];
                if *standing {
                    trf("{0} slides {1} → {2} and stays up", &args)
                } else {
                    trf("{0} slides {1} → {2} and goes down", &args)
                }
            }
            Event::Injury { player, serious } => {
                let who = self.who(*player);
                if *serious {
                    trf("{0} is seriously injured", &[&who])
                } else {
                    trf("{0} is injured", &[&who])
                }
            }
            Event::Var { cancelled } => {
                let die = self
                    .roll_for(RollPurpose::Var)
                    .map(|r| trf(" (die {0})", &[&r.to_string()]))
                    .unwrap_or_default();
                if *cancelled {
                    trf(
                        "VAR review{0}: the penalty is cancelled, goal kick instead",
                        &[&die],
                    )
                } else {
                    trf(
                        "VAR review{0}: the penalty stands (only a 6 cancels it)",
                        &[&die],
                    )
                }
            }
            Event::AddedTime { cells } => {
                let n = cells.to_string();
                if *cells == 1 {
                    trf("Added time: the referee walks {0} more cell", &[&n])
                } else {
                    trf("Added time: the referee walks {0} more cells", &[&n])
                }
            }
            Event::TimeUp { side, .. } => {
                trf("Time up: the referee ends {0}'s phase", &[self.team(*side)])
            }
            Event::ShootoutKick {
                taker,
                scored,
                home,
                away,
            } => {
                let args = [self.who(*taker), format!("{home}–{away}")];
                let args = [args[0].as_str(), args[1].as_str()];
                if *scored {
                    trf("Shootout: {0} scores ({1})", &args)
                } else {
                    trf("Shootout: {0} misses ({1})", &args)
                }
            }
            Event::LiesDown { player } => trf("{0} is left on the floor", &[&self.who(*player)]),
            Event::StandsUp { player } => trf("{0} gets up", &[&self.who(*player)]),
            Event::Foul { by, at } => trf("Foul by {0} in {1}", &[&self.who(*by), &at.to_string()]),
            Event::Card { player, colour } => {
                let who = self.who(*player);
                match colour {
                    CardColour::Yellow => trf("Yellow card for {0}", &[&who]),
                    CardColour::Red => trf("Red card for {0}", &[&who]),
                }
            }
            Event::SentOff { player } => trf("{0} is sent off", &[&self.who(*player)]),
            Event::Offside { player } => trf("Offside: {0}", &[&self.who(*player)]),
            Event::Out { last_touch } => trf(
                "Out of play, last touched by {0}",
                &[&self.who(*last_touch)],
            ),
            Event::Goal { side, scorer } => {
                let score =
                    self.score_line(self.state.score(Side::Home), self.state.score(Side::Away));
                let args = [self.team(*side), &self.who(*scorer), &score];
                if scorer.side == *side {
                    trf("GOAL! {0} score — {1}, {2}", &args)
                } else {
                    trf("GOAL! {0} score — {1} (own goal), {2}", &args)
                }
            }
            Event::Restart { kind, side, cell } => trf(
                "{0} for {1} in {2}",
                &[
                    &capitalised(restart_name(*kind)),
                    self.team(*side),
                    &cell.to_string(),
                ],
            ),
            Event::Place { player, cell } => trf(
                "{0} placed in {1}",
                &[&self.who(*player), &cell.to_string()],
            ),
            Event::Substitution { off, on } => trf(
                "Substitution for {0}: {1} on, {2} off",
                &[
                    self.team(off.side),
                    &on.number.0.to_string(),
                    &off.number.0.to_string(),
                ],
            ),
            Event::Clock { minute, .. } => format!("{minute}'"),
            Event::HalfTime => {
                let score =
                    self.score_line(self.state.score(Side::Home), self.state.score(Side::Away));
                trf("Half time: {0}", &[&score])
            }
            Event::SecondHalf { kicks_off } => {
                trf("Second half: {0} kick off", &[self.team(*kicks_off)])
            }
            Event::FullTime { result } => trf(
                "Full time: {0}",
                &[&self.score_line(result.home, result.away)],
            ),
            // The rules' bookkeeping: nothing to tell.
            Event::Note(_) => String::new(),
            Event::MatchConditions { referee, weather } => {
                let referee = match referee {
                    Referee::Normal => tr("a normal referee"),
                    Referee::Strict => tr("a strict referee (duel fouls on 1-2)"),
                };
                let weather = match weather {
                    Weather::Clear => tr("clear weather"),
                    Weather::Bad => tr("bad weather (short passes 3 cells, injuries on 1-2)"),
                };
                trf("Today: {0}, {1}", &[referee, weather])
            }
            Event::HomeAdvantage { left } => trf(
                "{0} declare the home advantage: +2 on their next duel die ({1} left)",
                &[self.team(Side::Home), &left.to_string()],
            ),
            Event::HomeAdvantageUsed { player, roll } => trf(
                "Home advantage: {0} rolls {1} + 2 = {2}",
                &[
                    &self.who(*player),
                    &roll.to_string(),
                    &(roll + 2).to_string(),
                ],
            ),
            Event::Fatigue => {
                tr("60': the players tire and use one skill each (one more per substitution)")
                    .to_string()
            }
            Event::ExtraTime { half, kicks_off } => {
                let team = self.team(*kicks_off);
                if *half == 3 {
                    trf("Extra time, first half: {0} kick off", &[team])
                } else {
                    trf("Extra time, second half: {0} kick off", &[team])
                }
            }
            Event::Synchro { players } => {
                let who: Vec<String> = players.iter().map(|p| self.who(*p)).collect();
                trf("Synchro: {0} shift inside their cells", &[&who.join(", ")])
            }
            Event::ShootoutStart { first } => {
                trf("Penalty shootout: {0} kick first", &[self.team(*first)])
            }
        }
    }

    /// A duel in words: "Dribble die 4 + 2 red = 6 v 1v1 defence die 3 + 2 blue = 5: dribble
    /// wins".
    fn duel_line(
        &self,
        kind: DuelKind,
        (attacker, attack): (PlayerId, u8),
        (defender, defence): (PlayerId, u8),
        winner: PlayerId,
    ) -> String {
        let (name, a, d) = match kind {
            DuelKind::Dribble => (
                tr("Dribble"),
                RollPurpose::Dribble,
                RollPurpose::OneOnOneDefence,
            ),
            DuelKind::Tackle => (tr("Tackle"), RollPurpose::Tackle, RollPurpose::BallDefence),
            DuelKind::KeeperDribble => {
                (tr("Dribble"), RollPurpose::Dribble, RollPurpose::Goalkeeper)
            }
        };
        let result = match (winner == attacker, kind) {
            (true, DuelKind::Tackle) => tr("tackle wins").to_string(),
            (true, _) => tr("dribble wins").to_string(),
            (false, _) => trf("{0} holds", &[&self.who(defender)]),
        };
        if attack == 0 && defence == 0 {
            return trf(
                "{0}: {1} had lost a tackle, no roll: {2}",
                &[name, &self.who(defender), &result],
            );
        }
        let value = |purpose, player, total| {
            value_words(self.state, purpose, player, self.roll_for(purpose), total)
        };
        trf(
            "{0} {1} v {2} {3}: {4}",
            &[
                name,
                &value(a, attacker, attack),
                defence_word(kind),
                &value(d, defender, defence),
                &result,
            ],
        )
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
