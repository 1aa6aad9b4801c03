//! The 2024 TOURNAMENT variants ("RÈGLES DU TOURNOI"): referee type, weather, home advantage,
//! VAR, injuries, team fatigue and the substitutions that restore it. They apply only when
//! `RuleSet::tournament_rules` holds (2024 edition, TOURNAMENT level); every function here
//! is a no-op otherwise, so the other levels play exactly as before.

use crate::dice::Dice;
use crate::error::RuleError;
use crate::error::because;
use crate::event::{Event, RestartKind, RollPurpose};
use crate::rules::{Referee, Weather};
use crate::squad::{PlayerId, Side};
use crate::state::{MatchState, Phase, PlayerStatus, emit};
pub use crate::tallies::{
    HOME_ADVANTAGE_USES, INJURED_SECTIONS, TIRED_SECTIONS, TournamentState, section_limit, usable,
};
use crate::turn::roll;

/// TOURNOI "TYPE D'ARBITRE" / "MÉTÉO": a die of 1-2 draws the strict referee / bad weather.
pub const DRAW_BAD_MAX: u8 = 2;
/// TOURNOI "AVANTAGE À DOMICILE": what it adds to the die.
pub const HOME_ADVANTAGE_BONUS: u8 = 2;
/// TOURNOI "TYPE D'ARBITRE": a strict referee whistles a duel foul on 1-2 (normal: 1).
pub const STRICT_FOUL_MAX: u8 = 2;
/// 2024 COMPLETE "DUEL AVEC DÉS": a normal referee whistles a duel foul on a 1.
pub const NORMAL_FOUL_MAX: u8 = 1;
/// TOURNOI "VAR": the defending side's 6 cancels a penalty given for a dice-duel foul.
pub const VAR_CANCELS_ON: u8 = 6;
/// TOURNOI "BLESSURES": the fouled player is injured on a 1 (1-2 in bad weather).
pub const INJURY_MAX: u8 = 1;
/// TOURNOI "MÉTÉO": in bad weather injuries come on 1-2.
pub const BAD_WEATHER_INJURY_MAX: u8 = 2;
/// TOURNOI "BLESSURES": the second injury of a match is serious.
pub const SERIOUS_INJURY: u8 = 2;
/// TOURNOI "BLESSURES": a seriously injured player moves one cell at most.
pub const SERIOUS_INJURY_MOVE: u8 = 1;
/// TOURNOI "FATIGUE DE L'ÉQUIPE": fatigue starts at the 60th minute.
pub const FATIGUE_MINUTE: u8 = 60;
/// TOURNOI "MÉTÉO": in bad weather a short pass reaches one cell less (3 cells instead of 4).
pub const BAD_WEATHER_SHORT_PASS_LOSS: u32 = 1;

pub(crate) fn on(state: &MatchState) -> bool {
    state.rules().tournament_rules()
}

/// At the coin toss of a TOURNAMENT match, a die for the referee and one for the weather,
/// unless the options fixed them.
pub(crate) fn draw_conditions(
    state: &mut MatchState,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) {
    if !on(state) {
        return;
    }
    let options = state.rules().tournament;
    let mut draw = |purpose, state: &mut MatchState, events: &mut Vec<Event>| {
        roll(state, dice, purpose, events) <= DRAW_BAD_MAX
    };
    let referee = match options.referee {
        Some(r) => r,
        None if draw(RollPurpose::Referee, state, events) => Referee::Strict,
        None => Referee::Normal,
    };
    let weather = match options.weather {
        Some(w) => w,
        None if draw(RollPurpose::Weather, state, events) => Weather::Bad,
        None => Weather::Clear,
    };
    emit(state, events, Event::MatchConditions { referee, weather });
}

/// The highest duel die that is a foul: 1, or 1-2 with a strict referee.
pub fn duel_foul_max(state: &MatchState) -> u8 {
    if on(state) && state.tournament().referee == Referee::Strict {
        STRICT_FOUL_MAX
    } else {
        NORMAL_FOUL_MAX
    }
}

/// Cells a short pass loses in bad weather.
pub fn short_pass_loss(state: &MatchState) -> u32 {
    if on(state) && state.tournament().weather == Weather::Bad {
        BAD_WEATHER_SHORT_PASS_LOSS
    } else {
        0
    }
}

/// Whether `player` is seriously injured (TOURNOI "BLESSURES": "il peut se déplacer d'un
/// maximum d'une cellule").
pub fn seriously_injured(state: &MatchState, player: PlayerId) -> bool {
    on(state)
        && state
            .player(player)
            .is_some_and(|p| p.injuries() >= SERIOUS_INJURY)
}

/// The most cells `player` may move in a PHASE 2 or 3 move allowed `allowed` cells: one after
/// a serious injury.
pub fn move_limit(state: &MatchState, player: PlayerId, allowed: u8) -> u8 {
    if seriously_injured(state, player) {
        allowed.min(SERIOUS_INJURY_MOVE)
    } else {
        allowed
    }
}

/// The most cells `player` may cover in any other movement allowed `allowed` cells (the CoD
/// walk, the throw-in walk, the keeper's set-up, a sliding tackle): one after a serious
/// injury, "whatever the move" (RULES.md, TOURNOI "BLESSURES").
pub fn cells_limit(state: &MatchState, player: PlayerId, allowed: u32) -> u32 {
    if seriously_injured(state, player) {
        allowed.min(u32::from(SERIOUS_INJURY_MOVE))
    } else {
        allowed
    }
}

/// Whether the home advantage may be declared now, and why not.
pub(crate) fn check_home_advantage(state: &MatchState) -> Result<(), RuleError> {
    let refuse = |why| Err(RuleError::HomeAdvantage(why));
    if !on(state) {
        return refuse(because("only in the 2024 TOURNAMENT rules"));
    }
    if !state.rules().tournament.home_advantage {
        return refuse(because("this match has no home advantage"));
    }
    if state.shootout().is_some() {
        return refuse(because("the shootout has no dice duels"));
    }
    if !matches!(state.phase(), Phase::One | Phase::Two | Phase::Three) {
        return refuse(because("declare it during play, before the duel"));
    }
    if state.tournament().home_advantage_armed {
        return refuse(because("it is already declared for the next duel"));
    }
    if state.tournament().home_advantage_left == 0 {
        return refuse(because("the home side used it three times"));
    }
    Ok(())
}

/// The home coach declares the home advantage.
pub(crate) fn declare_home_advantage(state: &mut MatchState, events: &mut Vec<Event>) {
    let left = state.tournament().home_advantage_left.saturating_sub(1);
    emit(state, events, Event::HomeAdvantage { left });
}

/// A duel die of `player`: the die as rolled (fouls read it) and the value it adds to the
/// duel (+2 when the home advantage is declared and `player` is at home).
pub(crate) fn duel_die(
    state: &mut MatchState,
    player: PlayerId,
    dice: &mut dyn Dice,
    purpose: RollPurpose,
    events: &mut Vec<Event>,
) -> (u8, u8) {
    let die = roll(state, dice, purpose, events);
    if player.side == Side::Home && state.tournament().home_advantage_armed {
        emit(
            state,
            events,
            Event::HomeAdvantageUsed { player, roll: die },
        );
        return (die, die + HOME_ADVANTAGE_BONUS);
    }
    (die, die)
}

/// After a foul on `victim`, he rolls for an injury (TOURNOI "BLESSURES").
pub(crate) fn injury_check(
    state: &mut MatchState,
    victim: PlayerId,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) {
    let Some(injuries) = state
        .player(victim)
        .filter(|p| p.status() == PlayerStatus::Pitch)
        .map(|p| p.injuries())
    else {
        return;
    };
    if !on(state) {
        return;
    }
    let max = match state.tournament().weather {
        Weather::Bad => BAD_WEATHER_INJURY_MAX,
        Weather::Clear => INJURY_MAX,
    };
    if roll(state, dice, RollPurpose::Injury, events) > max {
        return;
    }
    let serious = injuries.saturating_add(1) >= SERIOUS_INJURY;
    // The state recomputes the skills he can still use when it applies the injury.
    let injury = Event::Injury {
        player: victim,
        serious,
    };
    emit(state, events, injury);
}

/// TOURNOI "VAR": before a penalty given for a dice-duel foul by `by`, the defending side
/// rolls; a 6 cancels it and play restarts with a goal kick. Returns the restart to give.
pub(crate) fn var_review(
    state: &mut MatchState,
    kind: RestartKind,
    dice: &mut dyn Dice,
    events: &mut Vec<Event>,
) -> RestartKind {
    // Classic "OTHER SITUATIONS" has the same VAR on dice-foul penalties.
    if !(on(state) || crate::classic::on(state)) || kind != RestartKind::Penalty {
        return kind;
    }
    let cancelled = roll(state, dice, RollPurpose::Var, events) == VAR_CANCELS_ON;
    emit(state, events, Event::Var { cancelled });
    if cancelled {
        RestartKind::GoalKick
    } else {
        kind
    }
}

/// After the referee's clock moved: from 60' the team fatigue sets in.
pub(crate) fn after_clock(state: &mut MatchState, events: &mut Vec<Event>) {
    if on(state) && !state.tournament().fatigue && state.minute() >= FATIGUE_MINUTE {
        // The state recomputes every player's usable skills when it applies the fatigue.
        emit(state, events, Event::Fatigue);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;
    use crate::squad::SkillSet;

    #[test]
    fn tired_and_injured_players_keep_their_first_sections() {
        let s = |t: &str| SkillSet::parse(t).expect("skills");
        assert_eq!(usable(s("YRGB"), 1), s("Y"));
        assert_eq!(usable(s("BRGY"), 1), s("B"), "the sticker as printed");
        assert_eq!(usable(s("BBY"), 2), s("BB"));
        assert_eq!(usable(s("SV"), 1), s("V"), "a keeper stays a keeper");
        assert_eq!(usable(s("SVK"), 2), s("VS"));
        assert_eq!(usable(s("YRGB"), u8::MAX), s("YRGB"));
    }

    #[test]
    fn home_advantage_three_times_a_match() {
        use crate::command::Command;
        use crate::dice::ScriptedDice;
        use crate::execute::execute;
        use crate::testkit::setup;
        let mut at = setup(&[(9, "E6", "B")], &[(4, "E7", "B")], "home:9", Phase::Three);
        at.rules.level = crate::rules::Level::Tournament;
        let mut s = MatchState::from_setup(&at).expect("valid");
        let mut dice = ScriptedDice::new([]);
        for left in (0..HOME_ADVANTAGE_USES).rev() {
            execute(&mut s, Command::HomeAdvantage, &mut dice).expect("declared");
            assert_eq!(s.tournament().home_advantage_left, left);
            let (die, value) = duel_die(
                &mut s,
                PlayerId::new(Side::Home, 9),
                &mut ScriptedDice::new([4]),
                RollPurpose::Dribble,
                &mut Vec::new(),
            );
            assert_eq!((die, value), (4, 6));
        }
        let err = execute(&mut s, Command::HomeAdvantage, &mut dice).expect_err("spent");
        assert_eq!(
            err.to_string(),
            "no home advantage now: the home side used it three times"
        );
    }

    #[test]
    fn conditions_default_to_normal_and_clear() {
        let t = TournamentState::new(&RuleSet::default());
        assert_eq!(
            (t.referee, t.weather, t.home_advantage_left),
            (Referee::Normal, Weather::Clear, 0)
        );
        let mut rules = RuleSet::default();
        rules.level = crate::rules::Level::Tournament;
        assert_eq!(
            TournamentState::new(&rules).home_advantage_left,
            HOME_ADVANTAGE_USES
        );
    }
}
