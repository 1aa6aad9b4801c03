//! The AI's fouls, weighed: whether a defender enters the ball's cell from the front, from
//! behind or from afar (2024 BASE "ENTRER DANS LA CASE DU BALLON": behind, 1-3 is a foul and
//! a yellow card; afar, 1-3 a foul and a red card, 4-6 a foul and a yellow), and whether a
//! beaten defender stops the dribbler with an intentional foul (COMPLETE "DRIBBLING").
//!
//! Each choice is scored by its expected value over the die it rolls: the position after it
//! ([`value`]), the danger still left of an attacker through on goal, and the price of the
//! card. A free kick or a penalty is read from the restart it gives; the tackle that follows
//! an entry is averaged over its own die. Nothing is chosen on purpose when it is worse.

use super::eval::{owner, progress, value};
use super::reason::Reason;
use hexkick_rules::command::Command;
use hexkick_rules::dice::ScriptedDice;
use hexkick_rules::event::{CardColour, Event};
use hexkick_rules::execute::execute;
use hexkick_rules::legal;
use hexkick_rules::pitch::Zone;
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_rules::state::{MatchState, Pending};

/// The price of a yellow card: the booked player must never risk another.
const YELLOW: f32 = 60.0;
/// The price of a red card: a man down for the rest of the match.
const RED: f32 = 450.0;
/// What the static value misses of an attacker alone before the goalkeeper in the shooting
/// zone: he shoots next turn, with no wall and no defender to block.
const THROUGH: f32 = 260.0;
/// Share of [`THROUGH`] left when one defender still stands goal side of the ball.
const ONE_COVERING: f32 = 0.4;
/// Share of [`THROUGH`] left for an attacker through on goal still outside the shooting zone.
const OUTSIDE_SHOOTING_ZONE: f32 = 0.35;
/// A foul must beat letting the attacker play on by this much (the safe choice wins ties).
const MARGIN: f32 = 5.0;

/// The danger, for the defending side `me`, of the attacker on the ball near its goal: what
/// the static [`value`] misses of an open shot next turn, gone once a restart is given.
pub fn danger(state: &MatchState, me: Side) -> f32 {
    let Some((side, cell)) = owner(state) else {
        return 0.0;
    };
    if side == me || state.restart().is_some() {
        return 0.0;
    }
    let end = state.attacks(side);
    let shooting = Zone::ShootingZone.contains(end, cell);
    if !shooting && !Zone::Defence.contains(state.defends(me), cell) {
        return 0.0;
    }
    let ball = progress(state, side, cell);
    let covering = state
        .on_pitch(me)
        .filter(|p| !state.is_keeper(p.id()))
        .filter_map(|p| p.cell())
        .filter(|c| progress(state, side, *c) > ball)
        .count();
    let open = match covering {
        0 => 1.0,
        1 => ONE_COVERING,
        _ => return 0.0,
    };
    let zone = if shooting { 1.0 } else { OUTSIDE_SHOOTING_ZONE };
    THROUGH * open * zone
}

/// The price for `me` of the cards in `events`.
fn cards(events: &[Event], me: Side) -> f32 {
    events
        .iter()
        .map(|e| match e {
            Event::Card { player, colour } if player.side == me => match colour {
                CardColour::Yellow => YELLOW,
                CardColour::Red => RED,
            },
            _ => 0.0,
        })
        .sum()
}

/// The position after `command` with the first die showing `die` (the later ones a 4), and
/// the price of the cards it gave `me`.
fn after(state: &MatchState, command: &Command, die: u8, me: Side) -> Option<(MatchState, f32)> {
    let mut s = state.clone();
    let mut dice = ScriptedDice::new(std::iter::once(die).chain(std::iter::repeat_n(4, 8)));
    let events = execute(&mut s, command.clone(), &mut dice).ok()?;
    let price = cards(&events, me);
    Some((s, price))
}

/// What a position is worth to `me`, the defending side, with the danger left in it.
fn worth(state: &MatchState, me: Side) -> f32 {
    value(state, me) - danger(state, me)
}

/// The expected worth for `me` of `command`, averaged over the die it rolls; when `then`
/// is given, the command that follows it (the tackle after an entry) is averaged too.
fn expected(state: &MatchState, command: &Command, me: Side, then: Option<&Command>) -> f32 {
    let mut total = 0.0;
    for die in 1..=6 {
        let Some((s, price)) = after(state, command, die, me) else {
            return f32::NEG_INFINITY;
        };
        let next = then.filter(|c| hexkick_rules::check::check(&s, c).is_ok());
        total += match next {
            Some(c) => expected(&s, c, me, None),
            None => worth(&s, me),
        } - price;
    }
    total / 6.0
}

/// Entering the ball's cell when it pays, by the player whose entry (and the tackle after
/// it) is worth most; `None` when every entry is worse than letting the attacker be.
/// `rear` allows entries from behind and afar, which risk a foul and a card.
pub fn ball_cell_entry(state: &MatchState, rear: bool) -> Option<Command> {
    let ball = state.ball().cell;
    let me = state.acting_side();
    let stay = worth(state, me);
    state
        .on_pitch(me)
        .filter(|p| !state.is_keeper(p.id()))
        .filter_map(|p| {
            let risk = legal::ball_cell_entry(state, p.id())?;
            if risk.foul_in_six > 0 && !rear {
                return None;
            }
            let enter = Command::Move {
                player: p.id(),
                to: ball,
            };
            let tackle = Command::Tackle { player: p.id() };
            let gain = expected(state, &enter, me, Some(&tackle)) - stay;
            // Between two equal entries, the one without risk, then a blue marker.
            let tidy = f32::from(risk.foul_in_six) * 0.01
                + if p.skills().has(hexkick_rules::squad::Skill::Blue) {
                    0.0
                } else {
                    0.001
                };
            // A front entry risks nothing: it is always taken, as before.
            (risk.foul_in_six == 0 || gain > MARGIN).then_some((gain - tidy, p.id()))
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, player): (f32, PlayerId)| Command::Move { player, to: ball })
}

/// A beaten defender fouls the dribbler on purpose when the free kick (or penalty) and the
/// card cost less than the dribbler running on.
pub fn intentional_foul(state: &MatchState) -> Command {
    let Some(Pending::IntentionalFoul { defender, .. }) = state.pending() else {
        return Command::EndPhase;
    };
    let me = defender.side;
    let foul = Command::Foul { player: *defender };
    let on = expected(state, &Command::EndPhase, me, None);
    if expected(state, &foul, me, None) > on + MARGIN {
        foul
    } else {
        Command::EndPhase
    }
}

/// Why `player` enters the ball carrier's cell: the entry's foul risk, and whether the
/// carrier is a danger near our goal (what a risky entry is taken for).
pub fn entry_reason(state: &MatchState, player: PlayerId) -> Option<Reason> {
    let holder = state.holder()?;
    let risk = legal::ball_cell_entry(state, player)?;
    Some(Reason::Enter {
        player,
        holder,
        foul_in_six: risk.foul_in_six,
        danger: danger(state, player.side) > 0.0,
    })
}

/// Why [`intentional_foul`] answered `command`: the foul and the danger it stops, or the
/// dribbler let go.
pub fn intentional_foul_reason(state: &MatchState, command: &Command) -> Reason {
    match command {
        Command::Foul { player } => Reason::IntentionalFoul {
            player: *player,
            danger: danger(state, player.side) > 0.0,
        },
        _ => Reason::LetDribblerGo,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::position_in;
    use hexkick_rules::command::Declaration;
    use hexkick_rules::outcome::KickStyle;
    use hexkick_rules::rules::{Level, RuleSet};
    use hexkick_rules::squad::SkillSet;
    use hexkick_rules::state::{Phase, Setup, SetupPlayer};

    fn away(n: u8) -> PlayerId {
        PlayerId::new(Side::Away, n)
    }

    /// PHASE 3 with the home striker on the ball in `ball`, the away side to defend.
    fn defending(players: &[(&str, &str, &str)], ball: &str) -> MatchState {
        position_in(players, ball, "home:9", Phase::Three)
    }

    #[test]
    fn a_defender_enters_from_behind_a_striker_through_on_goal() {
        let s = defending(
            &[
                ("home:9", "E9", "R"),
                ("away:1", "E11", "V"),
                ("away:4", "E8", "B"),
            ],
            "E9",
        );
        let risk = legal::ball_cell_entry(&s, away(4)).expect("may enter");
        assert_eq!(risk.foul_in_six, 3, "from behind: a foul on 1-3");
        assert!(danger(&s, Side::Away) > 0.0, "through on goal");
        let entry = ball_cell_entry(&s, true);
        assert_eq!(
            entry,
            Some(Command::Move {
                player: away(4),
                to: s.ball().cell
            })
        );
        assert_eq!(
            ball_cell_entry(&s, false),
            None,
            "the lower levels do not risk it"
        );
    }

    #[test]
    fn no_rear_entry_in_midfield_with_the_defence_goal_side() {
        let s = defending(
            &[
                ("home:9", "E5", "R"),
                ("away:1", "E11", "V"),
                ("away:4", "E4", "B"),
                ("away:5", "D8", "B"),
                ("away:6", "F8", "B"),
            ],
            "E5",
        );
        assert!(legal::ball_cell_entry(&s, away(4)).is_some());
        assert_eq!(danger(&s, Side::Away), 0.0);
        assert_eq!(ball_cell_entry(&s, true), None);
    }

    /// The home 9 driving from E6 to `rest` past the away 4, who loses the roll.
    fn dribble_to(rest: &str, booked: bool) -> MatchState {
        let holder = PlayerId::new(Side::Home, 9);
        let players = [
            (holder, "E6", "RR"),
            (away(4), "E7", "B"),
            (away(1), "E11", "V"),
        ];
        let mut s = MatchState::from_setup(&Setup {
            rules: RuleSet {
                level: Level::Complete,
                ..RuleSet::default()
            },
            players: players
                .iter()
                .map(|(id, cell, skills)| SetupPlayer {
                    id: *id,
                    name: None,
                    cell: cell.parse().ok(),
                    skills: SkillSet::parse(skills).expect("skills"),
                })
                .collect(),
            ball: "E6".parse().expect("cell"),
            holder: Some(holder),
            to_play: Side::Home,
            phase: Phase::One,
            booked: if booked { vec![away(4)] } else { vec![] },
            ..Setup::default()
        })
        .expect("setup");
        let kick = Command::rolled_kick(
            holder,
            Declaration::Drive,
            KickStyle::Low,
            "E6".parse().expect("cell"),
            rest.parse().expect("cell"),
        );
        execute(&mut s, kick, &mut ScriptedDice::new([6, 2])).expect("legal");
        assert!(matches!(s.pending(), Some(Pending::IntentionalFoul { .. })));
        s
    }

    /// (Beyond E8 the keeper would reach the ball first: no foul needed.)
    #[test]
    fn a_beaten_defender_fouls_a_dribbler_through_on_goal() {
        let s = dribble_to("E8", false);
        assert_eq!(intentional_foul(&s), Command::Foul { player: away(4) });
    }

    #[test]
    fn no_intentional_foul_in_midfield_or_when_already_booked() {
        assert_eq!(
            intentional_foul(&dribble_to("E7", false)),
            Command::EndPhase
        );
        assert_eq!(intentional_foul(&dribble_to("E8", true)), Command::EndPhase);
    }
}
