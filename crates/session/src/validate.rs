//! A saved match's squads checked as an imported team is: the team's and players' names by
//! the studio's text rules, each sticker by its edition's rules, numbers, and the roster
//! against the rule set the match is played under. A saved file can be edited by hand, so
//! nothing in it is trusted.

use hexkick_rules::roster::{ClassicSticker, RosterEntry, RosterRules, Sticker, Sticker2024};
use hexkick_rules::rules::{Edition, Level, RuleSet};
use hexkick_rules::squad::{Side, Skill, Squad};
use hexkick_teams::team::standard_or;
use hexkick_teams::text::{PlayerName, TeamName};

/// A saved match's squad that breaks the team rules: the side and its first problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquadRefused {
    /// The side whose squad it is.
    pub side: Side,
    /// The first problem, in the import checks' words.
    pub problem: String,
}

impl std::fmt::Display for SquadRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the {} squad breaks the team rules: {}",
            self.side.name(),
            self.problem
        )
    }
}

impl std::error::Error for SquadRefused {}

/// Checks both squads of a saved match; the error names the side and the first problem.
pub fn check_squads(rules: RuleSet, home: &Squad, away: &Squad) -> Result<(), SquadRefused> {
    for (side, squad) in [(Side::Home, home), (Side::Away, away)] {
        check_squad(rules, squad).map_err(|problem| SquadRefused { side, problem })?;
    }
    Ok(())
}

/// One squad: names, stickers, then the roster rules. The standard BASE squad may play under
/// any rule set (the new-match screen offers it everywhere); any other squad must wear its
/// rule set's edition and meet its level's roster rules.
fn check_squad(rules: RuleSet, squad: &Squad) -> Result<(), String> {
    TeamName::new(&squad.name).map_err(|e| e.to_string())?;
    let mut roster = Vec::with_capacity(squad.players.len());
    for player in &squad.players {
        let name =
            PlayerName::new(&player.name).map_err(|why| format!("#{}: {why}", player.number.0))?;
        let skills: Vec<Skill> = Skill::ALL
            .iter()
            .flat_map(|s| std::iter::repeat_n(*s, usize::from(player.skills.count(*s))))
            .collect();
        let sticker = match player.duel {
            None => Sticker2024::new(skills).map(Sticker::Edition2024),
            Some(duel) => ClassicSticker::new(skills, duel).map(Sticker::Classic),
        }
        .map_err(|why| format!("#{} {name}: {why}", player.number.0))?;
        roster.push(RosterEntry {
            number: player.number,
            name: name.to_string(),
            sticker,
        });
    }
    let otherwise = match (rules.edition, rules.level) {
        (Edition::Y2024, Level::Base) => None,
        (Edition::Y2024, _) => Some(RosterRules::Custom2024),
        (Edition::Classic, _) => Some(RosterRules::Classic),
    };
    let report = standard_or(&roster, otherwise);
    match report.messages().first() {
        Some(first) => Err(first.clone()),
        None => Ok(()),
    }
}
