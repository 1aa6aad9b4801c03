//! The peg card: everything a coach may want to know about one player, as data the screen
//! only draws: his name and number, his sticker as printed, each skill in words for this
//! rule set, his cards, injuries and fatigue (TOURNAMENT) and whether he moved this turn.

use super::headline::player_name;
use super::setup::MatchSetup;
use super::skill_words::{rules_name, skill_effects, skill_title, sticker_slots};
use super::table::Table;
use hexkick_i18n::{tr, tr_key};
use hexkick_rules::roster::{ClassicSticker, DuelNumbers, Sticker, Sticker2024};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::{PlayerId, Skill, SkillSet};
use hexkick_rules::state::{MatchState, PlayerStatus};
use hexkick_rules::tournament::SERIOUS_INJURY;
use hexkick_storage::Store;

/// One colour of a player's sticker and what it does in this match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkillCard {
    /// The colour.
    pub skill: Skill,
    /// How many sections of it the sticker shows.
    pub sections: u8,
    /// How many of them he may use now (fewer when injured or tired in a TOURNAMENT match).
    pub usable: u8,
    /// Its name with colour and letter: "Passing (yellow, Y)".
    pub title: &'static str,
    /// What it does under this rule set, one sentence per rule, for the sections he may use.
    pub effects: Vec<&'static str>,
}

/// What the peg card shows about one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PegCard {
    /// The player.
    pub player: PlayerId,
    /// His name.
    pub name: String,
    /// How the screen names him: team and number, "Blue 6".
    pub label: String,
    /// The rule set the skills are described for: "2024 COMPLETE".
    pub rules: &'static str,
    /// His sticker's sections clockwise from the top, as printed.
    pub sections: Vec<Skill>,
    /// Places for sections on this edition's sticker (empty ones are white).
    pub slots: usize,
    /// The sticker as the studio draws it; `None` when its sections break the edition's
    /// sticker rules (a test position), then the sections alone are drawn.
    pub sticker: Option<Sticker>,
    /// Each colour of the sticker, in the order it first appears clockwise.
    pub skills: Vec<SkillCard>,
    /// The Classic duel numbers (Classic only).
    pub duel: Option<DuelNumbers>,
    /// Whether he has a yellow card.
    pub booked: bool,
    /// Whether he was sent off.
    pub sent_off: bool,
    /// Injuries this match (TOURNAMENT only; 0 otherwise).
    pub injuries: u8,
    /// Whether the team fatigue of the 60th minute limits his skills (TOURNAMENT only).
    pub tired: bool,
    /// Whether he already moved this turn.
    pub moved: bool,
    /// The facts above in short words, in the order the card lists them.
    pub facts: Vec<&'static str>,
}

impl<S: Store> Table<S> {
    /// The peg card of `player`, built from the match as it stands; `None` for a player not
    /// in this match.
    pub fn peg_card(&self, player: PlayerId) -> Option<PegCard> {
        peg_card(self.state(), self.setup(), player)
    }
}

/// The player's own name, if he has one: the name a position gives a player without one
/// ("Home 4", the rules' stand-in, in English) is not his (the card's label names him).
fn own_name(state: &MatchState, player: PlayerId) -> String {
    let name = state.name(player).unwrap_or_default();
    if name == player.stand_in_name() {
        String::new()
    } else {
        name.to_string()
    }
}

/// The peg card of `player` in `state`.
pub fn peg_card(state: &MatchState, setup: &MatchSetup, player: PlayerId) -> Option<PegCard> {
    let p = state.player(player)?;
    let rules = state.rules();
    let sticker = p.sticker();
    let usable = p.skills();
    let sections = sticker.clockwise();
    let mut skills: Vec<SkillCard> = Vec::new();
    for skill in &sections {
        if skills.iter().any(|s| s.skill == *skill) {
            continue;
        }
        let using = usable.count(*skill);
        skills.push(SkillCard {
            skill: *skill,
            sections: sticker.count(*skill),
            usable: using,
            title: skill_title(*skill),
            effects: if using == 0 {
                vec![tr(UNUSABLE)]
            } else {
                skill_effects(*skill, using, &rules)
            },
        });
    }
    let tournament = rules.tournament_rules();
    let injuries = if tournament { p.injuries() } else { 0 };
    let tired = tournament && state.tournament().fatigue;
    let sent_off = p.status() == PlayerStatus::SentOff;
    let card = PegCard {
        player,
        name: own_name(state, player),
        label: player_name(setup, player),
        rules: rules_name(&rules),
        slots: sticker_slots(rules.edition),
        sticker: printed(rules.edition, sticker, p.duel()),
        duel: (rules.edition == Edition::Classic).then(|| p.duel()),
        booked: p.booked(),
        sent_off,
        injuries,
        tired,
        moved: p.moved(),
        facts: Vec::new(),
        sections,
        skills,
    };
    Some(PegCard {
        facts: facts(&card, p.status()),
        ..card
    })
}

/// A colour he may not use now (injured or tired).
const UNUSABLE: &str =
    tr_key("Not usable now: injured or tired players keep only their first sections.");

/// The card's facts in words.
fn facts(card: &PegCard, status: PlayerStatus) -> Vec<&'static str> {
    let mut out = Vec::new();
    match status {
        PlayerStatus::Bench => out.push(tr("On the bench")),
        PlayerStatus::Substituted => out.push(tr("Substituted")),
        PlayerStatus::Unavailable => out.push(tr("Unavailable this match")),
        PlayerStatus::Pitch | PlayerStatus::SentOff => {}
    }
    if card.sent_off {
        out.push(tr("Red card: sent off"));
    } else if card.booked {
        out.push(tr("Yellow card"));
    } else {
        out.push(tr("No card"));
    }
    match card.injuries {
        0 => {}
        n if n >= SERIOUS_INJURY => out.push(tr(
            "Seriously injured: one skill section, moves one cell at most",
        )),
        _ => out.push(tr("Injured: one skill section left")),
    }
    if card.tired {
        out.push(tr("Fatigue (from 60'): fewer skill sections"));
    }
    if status == PlayerStatus::Pitch {
        out.push(if card.moved {
            tr("Moved this turn")
        } else {
            tr("Not moved this turn")
        });
    }
    out
}

/// The sticker as printed in this edition, when its sections make one.
fn printed(edition: Edition, sticker: SkillSet, duel: DuelNumbers) -> Option<Sticker> {
    let sections = sticker.clockwise();
    match edition {
        Edition::Y2024 => Sticker2024::new(sections).ok().map(Sticker::Edition2024),
        Edition::Classic => ClassicSticker::new(sections, duel)
            .ok()
            .map(Sticker::Classic),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Coach;
    use hexkick_rules::rules::{Level, RuleSet};
    use hexkick_rules::squad::Side;
    use hexkick_rules::state::{Phase, Setup, SetupPlayer};
    use hexkick_rules::testkit::{cell, id, position};

    fn setup() -> MatchSetup {
        MatchSetup::quick(Coach::Human, Coach::Human, 3)
    }

    fn state_with(rules: RuleSet, injured: Vec<PlayerId>, booked: Vec<PlayerId>) -> MatchState {
        let player = |side, n: u8, at: &str, skills: &str| SetupPlayer {
            id: PlayerId::new(side, n),
            name: Some(format!("Player {n}")),
            cell: Some(cell(at)),
            skills: SkillSet::parse(skills).expect("skills"),
        };
        MatchState::from_setup(&Setup {
            rules,
            players: vec![
                player(Side::Home, 9, "E6", "BRY"),
                player(Side::Away, 1, "E11", "V"),
            ],
            ball: cell("E6"),
            holder: Some(id("home:9")),
            to_play: Side::Home,
            phase: Phase::One,
            injured,
            booked,
            ..Setup::default()
        })
        .expect("set-up")
    }

    fn rules(edition: Edition, level: Level) -> RuleSet {
        RuleSet::of(edition, level)
    }

    #[test]
    fn the_card_names_the_player_and_keeps_the_sticker_clockwise() {
        let state = state_with(rules(Edition::Y2024, Level::Complete), vec![], vec![]);
        let card = peg_card(&state, &setup(), id("home:9")).expect("a player");
        assert_eq!(card.name, "Player 9");
        assert!(card.label.ends_with(" 9"), "{}", card.label);
        assert_eq!(card.rules, "2024 COMPLETE");
        assert_eq!(card.sections, vec![Skill::Blue, Skill::Red, Skill::Yellow]);
        assert_eq!(card.slots, 4);
        assert!(card.sticker.is_some(), "a valid 2024 sticker");
        let titles: Vec<_> = card.skills.iter().map(|s| s.title).collect();
        assert_eq!(
            titles,
            ["Defence (blue, B)", "Shot (red, R)", "Pass (yellow, Y)"]
        );
        assert!(card.facts.contains(&"No card"));
        assert!(card.facts.contains(&"Not moved this turn"));
        assert!(peg_card(&state, &setup(), id("away:5")).is_none());
    }

    #[test]
    fn skills_are_described_for_the_rule_set_of_the_match() {
        let describe = |r| {
            let state = state_with(r, vec![], vec![]);
            let card = peg_card(&state, &setup(), id("home:9")).expect("a player");
            card.skills[0].effects.clone()
        };
        let base = describe(rules(Edition::Y2024, Level::Base));
        let complete = describe(rules(Edition::Y2024, Level::Complete));
        assert!(base.len() < complete.len(), "{base:?} / {complete:?}");
        assert!(complete.iter().any(|l| l.starts_with("Sliding tackle")));
        let classic = describe(rules(Edition::Classic, Level::Base));
        assert!(classic[0].starts_with("Marking"));
        let state = state_with(rules(Edition::Classic, Level::Base), vec![], vec![]);
        let card = peg_card(&state, &setup(), id("home:9")).expect("a player");
        assert_eq!(card.slots, 5);
        assert!(card.duel.is_some(), "Classic prints duel numbers");
        assert_eq!(card.rules, "Classic");
    }

    #[test]
    fn the_card_speaks_french() {
        use hexkick_i18n::{Lang, with_lang};
        let cup = rules(Edition::Y2024, Level::Tournament);
        let nine = id("home:9");
        let state = state_with(cup, vec![nine], vec![nine]);
        let card = with_lang(Lang::Fr, || peg_card(&state, &setup(), nine)).expect("a player");
        assert_eq!(card.rules, "2024 TOURNOI");
        assert_eq!(card.skills[0].title, "Défense (bleu, B)");
        assert!(card.skills[0].effects[0].starts_with("Marquage"));
        assert!(card.facts.contains(&"Carton jaune"), "{:?}", card.facts);
        assert!(card.facts.contains(&"Blessé : il lui reste une section"));
    }

    #[test]
    fn a_move_is_shown_on_the_card() {
        let mut state = position(
            &[(9, "E6", "Y"), (7, "C3", "G")],
            &[(1, "E11", "V")],
            "home:9",
            Phase::Two,
        );
        let before = peg_card(&state, &setup(), id("home:7")).expect("a player");
        assert!(!before.moved && before.facts.contains(&"Not moved this turn"));
        let mut dice = hexkick_rules::dice::ScriptedDice::new(Vec::new());
        let command = hexkick_rules::command::Command::Move {
            player: id("home:7"),
            to: cell("C4"),
        };
        hexkick_rules::execute::execute(&mut state, command, &mut dice).expect("a legal move");
        let after = peg_card(&state, &setup(), id("home:7")).expect("a player");
        assert!(after.moved && after.facts.contains(&"Moved this turn"));
    }

    #[test]
    fn cards_and_injuries_show_in_a_tournament() {
        let nine = id("home:9");
        let cup = rules(Edition::Y2024, Level::Tournament);
        let state = state_with(cup, vec![nine], vec![nine]);
        let card = peg_card(&state, &setup(), nine).expect("a player");
        assert!(card.booked && card.facts.contains(&"Yellow card"));
        assert_eq!(card.injuries, 1);
        assert!(card.facts.contains(&"Injured: one skill section left"));
        assert_eq!(card.skills[0].usable, 1, "the first section as printed");
        assert_eq!(card.skills[1].usable, 0);
        assert_eq!(card.skills[1].effects, vec![UNUSABLE]);
        let serious = state_with(cup, vec![nine, nine], vec![]);
        let card = peg_card(&serious, &setup(), nine).expect("a player");
        assert!(
            card.facts
                .iter()
                .any(|f| f.starts_with("Seriously injured"))
        );
        let complete = state_with(rules(Edition::Y2024, Level::Complete), vec![nine], vec![]);
        let card = peg_card(&complete, &setup(), nine).expect("a player");
        assert_eq!(card.injuries, 0, "injuries are a TOURNAMENT rule");
        assert!(!card.tired);
    }
}
