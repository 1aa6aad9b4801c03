//! The new-match screen's choices and what they make: pure, so every combination is tested
//! without a window.

use hexkick_ai::Difficulty;
use hexkick_i18n::{tr, trf};
use hexkick_rules::rules::{Edition, Level, Referee, RuleSet, Weather};
use hexkick_rules::squad::Side;
use hexkick_table::{Coach, MatchSetup, PlayOptions, TeamSetup};
use hexkick_teams::clash::{KickOffStrips, choose_strips};
use hexkick_teams::library::TeamLibrary;
use hexkick_teams::shipped::shipped_teams;
use hexkick_teams::standard::standard_teams;
use hexkick_teams::team::Team;

/// Where a team on the list comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Standard Red or Standard Blue: the box's standard BASE squad, fit for every rule set.
    Standard,
    /// A ready-made team shipped in `assets/teams/`.
    ReadyMade,
    /// A team the player made or imported (the storage Teams slot).
    Owned,
}

/// A team that can be picked.
#[derive(Clone, Debug, PartialEq)]
pub struct TeamEntry {
    /// The team.
    pub team: Team,
    /// Where it comes from.
    pub origin: Origin,
}

/// The teams that can be picked, standard first, then ready-made, then the player's own.
#[derive(Clone, Debug, PartialEq)]
pub struct TeamList(Vec<TeamEntry>);

impl TeamList {
    /// The standard and ready-made teams and the teams of `owned`.
    pub fn with_owned(owned: &TeamLibrary) -> Self {
        let of = |teams: Vec<Team>, origin| {
            teams
                .into_iter()
                .map(move |team| TeamEntry { team, origin })
        };
        let owned: Vec<Team> = owned.teams().map(|(_, t)| t.clone()).collect();
        Self(
            of(standard_teams(), Origin::Standard)
                .chain(of(shipped_teams(), Origin::ReadyMade))
                .chain(of(owned, Origin::Owned))
                .collect(),
        )
    }

    /// How many teams there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the list is empty (never, in the game: the standard teams are always there).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The team at `index`.
    pub fn get(&self, index: usize) -> Option<&TeamEntry> {
        self.0.get(index)
    }

    /// Where `team` is on the list (the same team, else the first of its name); a team not on
    /// the list (one being edited, not yet saved) is added as the player's own.
    pub fn index_of_or_add(&mut self, team: &Team) -> usize {
        let name = team.name().as_str();
        let found = (self.0.iter().position(|e| e.team == *team))
            .or_else(|| (self.0.iter()).position(|e| e.team.name().as_str() == name));
        found.unwrap_or_else(|| {
            self.0.push(TeamEntry {
                team: team.clone(),
                origin: Origin::Owned,
            });
            self.0.len() - 1
        })
    }

    /// The name of the team at `index`.
    pub fn name(&self, index: usize) -> Option<&str> {
        self.0.get(index).map(|e| e.team.name().as_str())
    }

    /// Where the first team called `name` is on the list.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.0.iter().position(|e| e.team.name().as_str() == name)
    }

    /// The first team called `name`.
    pub fn find(&self, name: &str) -> Option<&Team> {
        self.0
            .iter()
            .map(|e| &e.team)
            .find(|t| t.name().as_str() == name)
    }
}

/// Standard Red's place on every [`TeamList`] (the standard teams come first).
pub const STANDARD_RED: usize = 0;
/// Standard Blue's place on every [`TeamList`].
pub const STANDARD_BLUE: usize = 1;

/// Pass-and-play or against the AI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    /// Two people at one device.
    PassAndPlay,
    /// A person against the AI coach.
    VersusAi,
}

/// Everything the player picks on the new-match screen.
#[derive(Clone, Debug, PartialEq)]
pub struct NewMatchChoices {
    /// Pass-and-play or versus AI.
    pub opponent: Opponent,
    /// The AI's level (versus AI).
    pub ai_level: Difficulty,
    /// The side the AI coaches (versus AI).
    pub ai_side: Side,
    /// The rulebook edition.
    pub edition: Edition,
    /// The rulebook level.
    pub level: Level,
    /// A quick match (one referee's walk a half) instead of the full length.
    pub quick: bool,
    /// A draw goes to extra time, then a penalty shootout.
    pub extra_time_and_shootout: bool,
    /// A turn timer.
    pub turn_timer: bool,
    /// "Undo last move" allowed (never at TOURNAMENT level).
    pub undo: bool,
    /// Two coaches a side taking alternate turns (the 4-player mode).
    pub four_players: bool,
    /// The 2024 TOURNAMENT referee, or `None` to roll him at the coin toss.
    pub referee: Option<Referee>,
    /// The 2024 TOURNAMENT weather, or `None` to roll it at the coin toss.
    pub weather: Option<Weather>,
    /// The home side's advantage at 2024 TOURNAMENT level ("AVANTAGE À DOMICILE").
    pub home_advantage: bool,
    /// The home team (index into the [`TeamList`]).
    pub home: usize,
    /// The away team (index into the [`TeamList`]).
    pub away: usize,
}

impl Default for NewMatchChoices {
    /// Standard Red (home) against Standard Blue, pass-and-play, 2024 BASE, full length.
    fn default() -> Self {
        Self {
            opponent: Opponent::PassAndPlay,
            ai_level: Difficulty::Normal,
            ai_side: Side::Away,
            edition: Edition::Y2024,
            level: Level::Base,
            quick: false,
            extra_time_and_shootout: false,
            turn_timer: false,
            undo: true,
            four_players: false,
            referee: None,
            weather: None,
            home_advantage: true,
            home: 0,
            away: 1,
        }
    }
}

impl NewMatchChoices {
    /// The rule set the choices make: the extras, and the TOURNAMENT referee and weather
    /// (chosen, or rolled at the coin toss) and home advantage.
    pub fn rules(&self) -> RuleSet {
        let mut rules = rule_set(
            self.edition,
            self.level,
            self.quick,
            self.extra_time_and_shootout,
        );
        rules.extras.turn_timer = self.turn_timer;
        rules.extras.four_players = self.four_players;
        rules.tournament.referee = self.referee;
        rules.tournament.weather = self.weather;
        rules.tournament.home_advantage = self.home_advantage;
        rules
    }
}

/// The rules of `edition` at `level`: quick or full length, with or without extra time and a
/// shootout for a drawn match.
pub fn rule_set(edition: Edition, level: Level, quick: bool, extra_time: bool) -> RuleSet {
    let mut rules = RuleSet {
        edition,
        level,
        ..RuleSet::default()
    };
    rules.extras.quick_match = quick;
    rules.extras.extra_time = extra_time;
    rules.extras.shootout = extra_time;
    rules
}

impl NewMatchChoices {
    /// Who coaches `side`: a person, or the AI on its side in a versus-AI match.
    pub fn coach(&self, side: Side) -> Coach {
        match self.opponent {
            Opponent::VersusAi if side == self.ai_side => Coach::Ai(self.ai_level),
            _ => Coach::Human,
        }
    }

    /// The choices with the team at `home` on `list` at home (the studio's "Play with this
    /// team"): away is a standard team it can play (Standard Blue, or Red), the edition is the
    /// team's own and the level rises to COMPLETE when BASE cannot take its stickers. The rest
    /// stays as chosen before.
    pub fn with_home(&self, list: &TeamList, home: usize) -> NewMatchChoices {
        let mut c = NewMatchChoices {
            home,
            ..self.clone()
        };
        if let Some(entry) = list.get(home) {
            if entry.origin != Origin::Standard {
                c.edition = entry.team.edition();
            }
            if unfit(entry, c.edition, c.level).is_some() {
                c.level = Level::Complete;
            }
        }
        let standard = [STANDARD_BLUE, STANDARD_RED]
            .into_iter()
            .filter(|&i| i != home);
        let candidates: Vec<usize> = standard.collect();
        c.away = (candidates.iter().copied())
            .find(|&away| pick_teams(&NewMatchChoices { away, ..c.clone() }, list).is_ok())
            .or(candidates.first().copied())
            .unwrap_or(c.away);
        c
    }

    /// The match the choices make, its dice seeded with `seed`; or why the teams cannot play.
    pub fn to_setup(&self, list: &TeamList, seed: u64) -> Result<MatchSetup, PickError> {
        let (home, away, strips) = pick_teams(self, list)?;
        let rules = self.rules();
        let defaults = PlayOptions::for_rules(rules);
        Ok(MatchSetup {
            rules,
            home: TeamSetup::from_team(&home.team, strips.home, self.coach(Side::Home)),
            away: TeamSetup::from_team(&away.team, strips.away, self.coach(Side::Away)),
            seed,
            options: PlayOptions {
                undo: self.undo && defaults.undo,
                ..defaults
            },
        })
    }
}

/// Why a team cannot play under the chosen rules, in words; `None` when it can.
pub fn unfit(entry: &TeamEntry, edition: Edition, level: Level) -> Option<String> {
    let team = &entry.team;
    if entry.origin == Origin::Standard {
        return None;
    }
    let name = team.name().as_str();
    if team.edition() != edition {
        let (has, wants) = match team.edition() {
            Edition::Y2024 => ("2024", "Classic"),
            Edition::Classic => ("Classic", "2024"),
        };
        return Some(format!(
            "{name} wears {has} stickers, not {wants} ones: pick another team or edition"
        ));
    }
    if edition == Edition::Y2024 && level == Level::Base && !team.is_standard_base() {
        return Some(format!(
            "at BASE level both sides play the standard squad; {name} has its own: pick Complete"
        ));
    }
    None
}

/// Why the picked teams cannot play each other; the message is shown on the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PickError {
    /// No home team is picked.
    NoHome,
    /// No away team is picked.
    NoAway,
    /// The same team on both sides.
    Itself(String),
    /// A team cannot play under the chosen rules (the words of [`unfit`]).
    Unfit(String),
    /// The strips clash (the clash warning).
    StripsClash(String),
}

impl std::fmt::Display for PickError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PickError::NoHome => f.write_str(tr("pick a home team")),
            PickError::NoAway => f.write_str(tr("pick an away team")),
            PickError::Itself(name) => {
                f.write_str(&trf("{0} cannot play itself: pick two teams", &[name]))
            }
            PickError::Unfit(why) => f.write_str(why),
            PickError::StripsClash(warning) => f.write_str(&trf("strips clash: {0}", &[warning])),
        }
    }
}

impl std::error::Error for PickError {}

/// The two teams as picked, with the strips they wear; or why they cannot play each other.
pub fn pick_teams<'a>(
    choices: &NewMatchChoices,
    list: &'a TeamList,
) -> Result<(&'a TeamEntry, &'a TeamEntry, KickOffStrips), PickError> {
    let home = list.get(choices.home).ok_or(PickError::NoHome)?;
    let away = list.get(choices.away).ok_or(PickError::NoAway)?;
    if choices.home == choices.away {
        return Err(PickError::Itself(home.team.name().as_str().to_string()));
    }
    for entry in [home, away] {
        if let Some(why) = unfit(entry, choices.edition, choices.level) {
            return Err(PickError::Unfit(why));
        }
    }
    let strips = choose_strips(&home.team, &away.team);
    if let Some(warning) = &strips.warning {
        return Err(PickError::StripsClash(warning.clone()));
    }
    Ok((home, away, strips))
}

/// Steps an index through `len` items, wrapping round (`forward` false steps back).
pub fn step(index: usize, len: usize, forward: bool) -> usize {
    match (len, forward) {
        (0, _) => 0,
        (_, true) => (index + 1) % len,
        (_, false) => (index + len - 1) % len,
    }
}

#[cfg(test)]
mod tests {
    use super::{
        Coach, Difficulty, Edition, Level, NewMatchChoices, Opponent, Origin, RuleSet,
        STANDARD_BLUE, STANDARD_RED, Side, Team, TeamLibrary, TeamList, pick_teams, shipped_teams,
        standard_teams, step,
    };

    fn list() -> TeamList {
        TeamList::with_owned(&TeamLibrary::new())
    }

    fn index_of(list: &TeamList, name: &str) -> usize {
        list.position(name)
            .unwrap_or_else(|| panic!("{name} is on the list"))
    }

    #[test]
    fn the_list_holds_standard_ready_made_and_owned_teams() {
        let mut owned = TeamLibrary::new();
        let mine = shipped_teams()[0]
            .renamed(hexkick_teams::text::TeamName::new("My Own FC").expect("a valid name"));
        owned.create(mine).expect("a new name");
        let list = TeamList::with_owned(&owned);
        assert_eq!(list.len(), 2 + shipped_teams().len() + 1);
        assert_eq!(list.get(0).map(|e| e.origin), Some(Origin::Standard));
        assert_eq!(list.get(2).map(|e| e.origin), Some(Origin::ReadyMade));
        let last = list.get(list.len() - 1).expect("the owned team");
        assert_eq!(last.origin, Origin::Owned);
        assert_eq!(last.team.name().as_str(), "My Own FC");
        assert!(list.find("My Own FC").is_some() && list.find("Nobody United").is_none());
    }

    #[test]
    fn standard_red_against_standard_blue_fits_every_rule_set() {
        let list = list();
        for edition in [Edition::Y2024, Edition::Classic] {
            for level in [Level::Base, Level::Complete, Level::Tournament] {
                let choices = NewMatchChoices {
                    edition,
                    level,
                    ..NewMatchChoices::default()
                };
                let (home, away, strips) = pick_teams(&choices, &list).expect("they fit");
                assert_eq!(home.team.name().as_str(), "Standard Red");
                assert_eq!(away.team.name().as_str(), "Standard Blue");
                assert!(!strips.check.clash);
            }
        }
    }

    #[test]
    fn a_team_cannot_play_itself() {
        let choices = NewMatchChoices {
            away: 0,
            ..NewMatchChoices::default()
        };
        let err = pick_teams(&choices, &list())
            .expect_err("the same team twice")
            .to_string();
        assert!(err.contains("cannot play itself"), "{err}");
    }

    #[test]
    fn ready_made_squads_need_complete_rules_in_2024() {
        let list = list();
        let home = index_of(&list, "Harbour Rovers");
        let base = NewMatchChoices {
            home,
            ..NewMatchChoices::default()
        };
        let err = pick_teams(&base, &list)
            .expect_err("BASE plays the standard squad")
            .to_string();
        assert!(err.contains("BASE"), "{err}");
        let complete = NewMatchChoices {
            level: Level::Complete,
            ..base.clone()
        };
        assert!(pick_teams(&complete, &list).is_ok());
        let classic = NewMatchChoices {
            edition: Edition::Classic,
            ..complete
        };
        let err = pick_teams(&classic, &list)
            .expect_err("2024 stickers in a Classic match")
            .to_string();
        assert!(err.contains("2024 stickers"), "{err}");
    }

    #[test]
    fn clashing_strips_are_refused_with_the_reason() {
        use hexkick_teams::colour::Rgb;
        use hexkick_teams::strip::{Pattern, Strip};
        use hexkick_teams::text::TeamName;
        // Two greys either side of the dark/light line: a valid team (one dark strip, one
        // light), and every pair of its strips looks alike.
        let grey = |g: u8| Rgb::new(g, g, g);
        let Some(dark) = (0..=255u8).rev().find(|&g| grey(g).is_dark()) else {
            panic!("some grey is dark");
        };
        let plain = |base: &Strip, shirt: Rgb| Strip {
            shirt,
            pattern: Pattern::Plain,
            second: shirt,
            sleeves: shirt,
            ..base.clone()
        };
        let greys = |name: &str| {
            let mut draft = standard_teams()[0].to_draft();
            draft.name = TeamName::new(name).expect("a valid name");
            draft.home = plain(&draft.home, grey(dark));
            draft.away = plain(&draft.away, grey(dark + 1));
            Team::new(draft).expect("a valid team")
        };
        let mut owned = TeamLibrary::new();
        owned.create(greys("Grey Town")).expect("a new name");
        owned.create(greys("Grey City")).expect("a new name");
        let list = TeamList::with_owned(&owned);
        let choices = NewMatchChoices {
            home: list.len() - 2,
            away: list.len() - 1,
            level: Level::Complete,
            ..NewMatchChoices::default()
        };
        let err = pick_teams(&choices, &list)
            .expect_err("grey against grey")
            .to_string();
        assert!(err.contains("strips clash"), "{err}");
    }

    #[test]
    fn the_choices_make_the_rule_set() {
        let plain = NewMatchChoices::default().rules();
        assert_eq!(plain, RuleSet::base_2024());
        let choices = NewMatchChoices {
            edition: Edition::Classic,
            level: Level::Tournament,
            quick: true,
            extra_time_and_shootout: true,
            ..NewMatchChoices::default()
        };
        let rules = choices.rules();
        assert_eq!(
            (rules.edition, rules.level),
            (Edition::Classic, Level::Tournament)
        );
        assert!(rules.extras.quick_match && rules.extras.extra_time && rules.extras.shootout);
        assert!(!rules.extras.turn_timer && !rules.extras.four_players);
    }

    #[test]
    fn the_choices_make_the_match_setup() {
        let list = list();
        let choices = NewMatchChoices {
            opponent: Opponent::VersusAi,
            ai_level: Difficulty::Hard,
            ai_side: Side::Home,
            level: Level::Complete,
            home: index_of(&list, "Harbour Rovers"),
            away: index_of(&list, "Sunhaven City"),
            ..NewMatchChoices::default()
        };
        let setup = choices.to_setup(&list, 42).expect("they can play");
        assert_eq!(setup.seed, 42);
        assert_eq!(setup.rules, choices.rules());
        assert_eq!(setup.home.coach, Coach::Ai(Difficulty::Hard));
        assert_eq!(setup.away.coach, Coach::Human);
        assert_eq!(setup.home.look.name, "Harbour Rovers");
        assert_eq!(setup.away.look.name, "Sunhaven City");
        assert_eq!(setup.home.squad.players.len(), 16);
        assert!(setup.options.undo);
        // Pass-and-play at TOURNAMENT level: two people, and no undo whatever was chosen.
        let tournament = NewMatchChoices {
            level: Level::Tournament,
            ..NewMatchChoices::default()
        };
        let setup = tournament.to_setup(&list, 7).expect("standard teams");
        assert_eq!(
            (setup.home.coach, setup.away.coach),
            (Coach::Human, Coach::Human)
        );
        assert!(!setup.options.undo);
        // A refused pairing gives its reason instead of a set-up.
        let itself = NewMatchChoices {
            away: 0,
            ..NewMatchChoices::default()
        };
        assert!(itself.to_setup(&list, 1).is_err());
    }

    #[test]
    fn a_team_from_the_studio_is_preselected_at_home_with_rules_it_can_play() {
        let mut owned = TeamLibrary::new();
        let mine = shipped_teams()[0]
            .renamed(hexkick_teams::text::TeamName::new("My Own FC").expect("a valid name"));
        owned.create(mine.clone()).expect("a new name");
        let mut list = TeamList::with_owned(&owned);
        let n = list.len();
        let home = list.index_of_or_add(&mine);
        assert_eq!(list.len(), n, "a saved team is found, not added again");
        let c = NewMatchChoices::default().with_home(&list, home);
        assert_eq!((c.edition, c.level), (mine.edition(), Level::Complete));
        let setup = c.to_setup(&list, 5).expect("they can play");
        assert_eq!(setup.home.look.name, "My Own FC");
        assert_eq!(setup.away.look.name, "Standard Blue");
        // Standard Blue at home plays Standard Red at the level chosen before.
        let before = NewMatchChoices {
            level: Level::Tournament,
            ..NewMatchChoices::default()
        };
        let blue = list.index_of_or_add(&standard_teams()[1]);
        let c = before.with_home(&list, blue);
        assert_eq!(
            (c.home, c.away, c.level),
            (STANDARD_BLUE, STANDARD_RED, Level::Tournament)
        );
        // A team not saved yet joins the list as the player's own.
        let draft = shipped_teams()[1]
            .renamed(hexkick_teams::text::TeamName::new("Not Saved").expect("a valid name"));
        let added = list.index_of_or_add(&draft);
        assert_eq!(added, n);
        assert_eq!(list.get(added).map(|e| e.origin), Some(Origin::Owned));
        assert!(
            NewMatchChoices::default()
                .with_home(&list, added)
                .to_setup(&list, 1)
                .is_ok()
        );
    }

    #[test]
    fn stepping_wraps_round_both_ways() {
        assert_eq!(step(0, 8, false), 7);
        assert_eq!(step(7, 8, true), 0);
        assert_eq!(step(3, 8, true), 4);
        assert_eq!(step(0, 0, true), 0);
    }
}
