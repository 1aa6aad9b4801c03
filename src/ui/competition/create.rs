//! The "New competition" form: league (once or home and away) or cup, how many teams, the
//! edition, level and length, and each entry's team and coach (a person or the AI at a
//! level). It makes a [`Competition`] with its fixtures drawn and its coaches named.

use super::words;
use crate::ui::form::{Form, FormScroll, FormTap, Row};
use crate::ui::new_match::TeamList;
use crate::ui::new_match::choices::{rule_set, step, unfit};
use hexkick_ai::{Coach, Difficulty};
use hexkick_i18n::tr;
use hexkick_rules::competition::{Competition, Format};
use hexkick_rules::rules::{Edition, Level, RuleSet};

/// Fewest and most teams (issue 17: "2 to 16 teams").
pub const TEAMS: std::ops::RangeInclusive<usize> = 2..=16;
/// The formats in the order shown.
const FORMATS: [Format; 3] = [Format::League, Format::HomeAndAway, Format::Cup];
/// The coaches in the order shown.
const COACHES: [Coach; 4] = [
    Coach::Human,
    Coach::Ai(Difficulty::Easy),
    Coach::Ai(Difficulty::Normal),
    Coach::Ai(Difficulty::Hard),
];

/// What the form has chosen so far.
#[derive(Clone, Debug, PartialEq)]
pub struct CreateChoices {
    /// League, home and away, or cup.
    pub format: Format,
    /// How many teams.
    pub count: usize,
    /// The edition.
    pub edition: Edition,
    /// The level (TOURNAMENT by default).
    pub level: Level,
    /// One referee a half instead of three.
    pub quick: bool,
    /// Whether its matches are played without the aim line.
    pub no_aim_help: bool,
    /// Each entry's team (an index on the team list) and coach; the first `count` play.
    pub entries: Vec<(usize, Coach)>,
    /// The entry the Team and Coach rows edit.
    pub slot: usize,
    /// How far the form's rows are scrolled.
    pub scroll: FormScroll,
}

impl CreateChoices {
    /// 4 teams in a 2024 TOURNAMENT league, the first coached by a person, the others by the
    /// AI at the normal level, on the first teams of `list` that fit.
    pub fn new(list: &TeamList) -> CreateChoices {
        let mut c = CreateChoices {
            format: Format::League,
            count: 4,
            edition: Edition::Y2024,
            level: Level::Tournament,
            quick: false,
            no_aim_help: false,
            entries: Vec::new(),
            slot: 0,
            scroll: FormScroll::default(),
        };
        let fitting: Vec<usize> = (0..list.len())
            .filter(|&i| {
                list.get(i)
                    .is_some_and(|e| unfit(e, c.edition, c.level).is_none())
            })
            .collect();
        c.entries = (0..*TEAMS.end())
            .map(|k| {
                let team = fitting.get(k % fitting.len().max(1)).copied().unwrap_or(0);
                let coach = if k == 0 { Coach::Human } else { COACHES[2] };
                (team, coach)
            })
            .collect();
        c
    }

    /// The rule set: cups play extra time and a shootout for a drawn tie.
    pub fn rules(&self) -> RuleSet {
        let cup = self.format == Format::Cup;
        rule_set(self.edition, self.level, self.quick, cup)
    }

    /// The competition the choices make, its fixtures drawn; or why it cannot be made.
    pub fn build(&self, list: &TeamList) -> Result<Competition, String> {
        let mut squads = Vec::new();
        for &(team, _) in &self.entries[..self.count] {
            let entry = list.get(team).ok_or(tr(words::NO_TEAM))?;
            if let Some(why) = unfit(entry, self.edition, self.level) {
                return Err(why);
            }
            squads.push(entry.team.to_squad());
        }
        let mut comp =
            Competition::new(&self.name(), self.rules(), squads).map_err(|e| words::refused(&e))?;
        for (entrant, (_, coach)) in comp.entrants.iter_mut().zip(&self.entries) {
            entrant.coach = coach.name().to_string();
        }
        comp.no_aim_help = self.no_aim_help;
        comp.draw(self.format);
        Ok(comp)
    }

    fn name(&self) -> String {
        words::competition_name(self.format, self.count)
    }

    /// The form.
    pub fn form(&self, list: &TeamList, message: Option<String>) -> Form {
        let (team, coach) = self.entries[self.slot];
        let team_name = list.get(team).map_or("?".to_string(), |e| {
            hexkick_table::headline::shown_name(e.team.name().as_str()).to_string()
        });
        let at = |found: Option<usize>| found.unwrap_or(0);
        Form {
            scroll: self.scroll.offset(),
            screen: "competition_new",
            title: tr(words::NEW_COMPETITION).to_string(),
            rows: vec![
                Row::choice(
                    "format",
                    tr(words::FORMAT),
                    &words::FORMATS.map(tr),
                    at(FORMATS.iter().position(|&f| f == self.format)),
                ),
                Row::cycle("teams", tr(words::TEAMS), &self.count.to_string()),
                Row::choice(
                    "edition",
                    tr(words::EDITION),
                    &["2024", "Classic"],
                    usize::from(self.edition == Edition::Classic),
                ),
                Row::choice(
                    "level",
                    tr(words::LEVEL),
                    &words::LEVELS.map(tr),
                    at([Level::Base, Level::Complete, Level::Tournament]
                        .iter()
                        .position(|&l| l == self.level)),
                ),
                Row::choice(
                    "length",
                    tr(words::LENGTH),
                    &words::LENGTHS.map(tr),
                    usize::from(self.quick),
                ),
                Row::choice(
                    "aim",
                    tr(words::AIM_HELP),
                    &[tr(words::AIM_ALLOWED), tr(words::AIM_OFF)],
                    usize::from(self.no_aim_help),
                ),
                Row::cycle(
                    "slot",
                    tr(words::ENTRY),
                    &words::entry(self.slot, self.count),
                ),
                Row::cycle("team", tr(words::TEAM), &team_name),
                Row::choice(
                    "coach",
                    tr(words::COACH),
                    &words::COACHES.map(tr),
                    at(COACHES.iter().position(|&c| c == coach)),
                ),
            ],
            buttons: vec![
                ("back", tr(words::BACK).to_string()),
                ("create", tr(words::CREATE).to_string()),
            ],
            message,
        }
    }

    /// Applies a tap on a row (the buttons are the caller's).
    pub fn tap(&mut self, tap: FormTap, list: &TeamList) {
        let FormTap::Option { row, option } = tap else {
            return;
        };
        let forward = option == 2;
        match row {
            "format" => self.format = FORMATS[option.min(2)],
            "teams" => {
                let n = if forward {
                    self.count + 1
                } else {
                    self.count - 1
                };
                self.count = n.clamp(*TEAMS.start(), *TEAMS.end());
                self.slot = self.slot.min(self.count - 1);
            }
            "edition" => {
                self.edition = [Edition::Y2024, Edition::Classic][option.min(1)];
            }
            "level" => {
                self.level = [Level::Base, Level::Complete, Level::Tournament][option.min(2)]
            }
            "length" => self.quick = option == 1,
            "aim" => self.no_aim_help = option == 1,
            "slot" => self.slot = step(self.slot, self.count, forward),
            "team" => {
                let team = &mut self.entries[self.slot].0;
                *team = step(*team, list.len(), forward);
            }
            "coach" => self.entries[self.slot].1 = COACHES[option.min(3)],
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{CreateChoices, FormTap, Format, TeamList};
    use hexkick_teams::library::TeamLibrary;

    #[test]
    fn the_default_is_a_tournament_league_of_four_with_one_person() {
        let list = TeamList::with_owned(&TeamLibrary::default());
        let c = CreateChoices::new(&list);
        let comp = c.build(&list).expect("four teams that fit");
        assert_eq!(comp.entrants.len(), 4);
        assert_eq!(comp.fixtures.len(), 6);
        assert!(comp.rules.tournament_rules());
        let coaches: Vec<&str> = comp.entrants.iter().map(|e| e.coach.as_str()).collect();
        assert_eq!(coaches, ["human", "normal", "normal", "normal"]);
    }

    #[test]
    fn the_rows_change_the_choices_and_a_team_twice_is_refused() {
        let list = TeamList::with_owned(&TeamLibrary::default());
        let mut c = CreateChoices::new(&list);
        let tap = |row, option| FormTap::Option { row, option };
        c.tap(tap("format", 2), &list);
        c.tap(tap("teams", 2), &list);
        c.tap(tap("length", 1), &list);
        c.tap(tap("slot", 2), &list);
        c.tap(tap("coach", 3), &list);
        let comp = c.build(&list).expect("valid");
        assert_eq!((comp.format, comp.entrants.len()), (Format::Cup, 5));
        assert!(comp.rules.extras.shootout && comp.rules.extras.quick_match);
        assert_eq!(comp.entrants[1].coach, "hard");
        c.entries[1].0 = c.entries[0].0;
        assert!(c.build(&list).expect_err("twice").contains("two teams"));
    }
}
