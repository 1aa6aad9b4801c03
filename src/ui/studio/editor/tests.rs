use super::{Action, ColourTarget, DuelStat, Entry, StripPart, Studio, TextField};
use hexkick_rules::roster::{BUDGET_2024, Sticker, Sticker2024};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::Skill;
use hexkick_storage::{MemoryStore, Saves};
use hexkick_teams::colour::Rgb;
use hexkick_teams::library::TeamId;
use hexkick_teams::share::export_code;
use hexkick_teams::strip::{BadgeShape, Pattern};
use hexkick_teams::team::{StripKind, Team};
use hexkick_teams::template::export_json;

type MemoryStudio = Studio<MemoryStore>;

fn fresh() -> MemoryStudio {
    Studio::load(Saves::new(MemoryStore::default()))
}

/// The studio a restart would give: the same store, loaded again.
fn restarted(studio: MemoryStudio) -> MemoryStudio {
    let mut studio = studio;
    let map = studio.saves_mut().store_mut().map().clone();
    Studio::load(Saves::new(MemoryStore::new(map)))
}

fn open_id(studio: &MemoryStudio) -> TeamId {
    studio.open_team().expect("a team is open").id
}

fn owned(studio: &MemoryStudio, id: TeamId) -> Team {
    studio.library().get(id).expect("owned team").clone()
}

/// A studio with a copy of Harbour Rovers open.
fn harbour_copy() -> MemoryStudio {
    let mut studio = fresh();
    let harbour = studio
        .ready_made()
        .iter()
        .position(|t| t.name().as_str() == "Harbour Rovers")
        .expect("shipped");
    studio
        .apply(Action::Duplicate(Entry::ReadyMade(harbour)))
        .expect("copy");
    studio
}

fn sticker(letters: &str) -> Sticker {
    let skills = hexkick_rules::squad::parse_skills(letters).expect("letters");
    Sticker::Edition2024(Sticker2024::new(skills).expect("sticker"))
}

#[test]
fn lists_ready_made_teams_and_starts_empty() {
    let studio = fresh();
    let names: Vec<String> = studio
        .ready_made()
        .iter()
        .map(|t| t.name().to_string())
        .collect();
    assert_eq!(names[..2], ["Standard Red", "Standard Blue"]);
    assert!(names.len() >= 8, "{names:?}");
    assert!(studio.library().is_empty());
    assert!(studio.feedback().is_none());
}

#[test]
fn new_duplicate_rename_delete_are_saved_and_survive_a_restart() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    let mine = open_id(&studio);
    assert_eq!(owned(&studio, mine).name().as_str(), "My team");
    studio
        .apply(Action::SetText(TextField::TeamName, "Quay Street".into()))
        .expect("rename");
    studio
        .apply(Action::Duplicate(Entry::ReadyMade(2)))
        .expect("duplicate shipped");
    let copy = open_id(&studio);
    let shipped_name = studio.ready_made()[2].name().to_string();
    assert_eq!(
        owned(&studio, copy).name().to_string(),
        format!("{shipped_name} copy")
    );
    studio
        .apply(Action::Duplicate(Entry::Owned(mine)))
        .expect("dup");
    let third = open_id(&studio);
    studio.apply(Action::Delete(third)).expect("delete");
    assert!(studio.open_team().is_none());
    assert_eq!(studio.library().len(), 2);
    let studio = restarted(studio);
    let names: Vec<String> = studio
        .library()
        .teams()
        .map(|(_, t)| t.name().to_string())
        .collect();
    assert_eq!(names, ["Quay Street", &format!("{shipped_name} copy")]);
}

#[test]
fn colour_pattern_badge_and_sponsor_edits_change_the_saved_team() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    let id = open_id(&studio);
    let green = Rgb::new(0x10, 0x60, 0x20);
    let edits = [
        Action::SetColour(
            ColourTarget::Strip(StripKind::Home, StripPart::Shirt),
            green,
        ),
        Action::SetColour(
            ColourTarget::Strip(StripKind::Home, StripPart::Second),
            Rgb::new(0, 0, 0),
        ),
        Action::SetPattern(StripKind::Home, Pattern::Hoops),
        Action::SetBadgeShape(BadgeShape::Hexagon),
        Action::SetText(TextField::Initials, "QS".into()),
        Action::SetText(TextField::Sponsor(StripKind::Away), "PIE SHOP".into()),
        Action::SetColour(ColourTarget::BadgeInk, Rgb::new(0xff, 0xd7, 0)),
    ];
    for edit in edits {
        studio.apply(edit.clone()).expect("edit");
        assert!(!studio.feedback().expect("said").is_error, "{edit:?}");
    }
    let studio = restarted(studio);
    let team = owned(&studio, id);
    assert_eq!(team.strip(StripKind::Home).shirt, green);
    assert_eq!(team.strip(StripKind::Home).pattern, Pattern::Hoops);
    assert_eq!(team.badge().shape, BadgeShape::Hexagon);
    assert_eq!(team.badge().initials.as_str(), "QS");
    assert_eq!(team.badge().ink, Rgb::new(0xff, 0xd7, 0));
    assert_eq!(team.strip(StripKind::Away).sponsor.as_str(), "PIE SHOP");
}

#[test]
fn invalid_text_is_refused_with_the_checker_message_and_changes_nothing() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    let before = studio.open_team().cloned();
    for (field, text, says) in [
        (TextField::ShortName, "hrv", "capital"),
        (TextField::Initials, "ABCD", "1 to 3"),
        (TextField::PlayerName(3), "", "1 to 20"),
        (TextField::PlayerName(40), "Bob", "no player 41"),
        (TextField::TeamName, &"x".repeat(40), "1 to 32"),
    ] {
        let err = studio
            .apply(Action::SetText(field, text.into()))
            .expect_err("refused");
        assert!(err.0.contains(says), "{field:?}: {err}");
        let feedback = studio.feedback().expect("feedback");
        assert!(feedback.is_error && feedback.text == err.0);
        assert_eq!(studio.open_team().cloned(), before);
    }
}

#[test]
fn a_name_already_owned_is_refused() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    let first = owned(&studio, open_id(&studio)).name().to_string();
    studio.apply(Action::NewTeam).expect("second");
    let err = studio
        .apply(Action::SetText(TextField::TeamName, first.clone()))
        .expect_err("taken");
    assert!(err.0.contains(&first), "{err}");
}

#[test]
fn a_sticker_swap_off_budget_shows_the_validator_and_survives_a_restart_unfinished() {
    let mut studio = harbour_copy();
    let id = open_id(&studio);
    let saved_before = owned(&studio, id);
    // The last player (a lone S) gets a red section: 35 of the 34 the budget allows.
    studio
        .apply(Action::AddSkill(15, Skill::Red))
        .expect("add a section");
    let open = studio.open_team().expect("open");
    assert!(!open.problems.is_empty());
    let said: Vec<String> = open.problems.iter().map(ToString::to_string).collect();
    assert!(said.iter().any(|m| m.contains("34")), "{said:?}");
    assert_eq!(
        owned(&studio, id),
        saved_before,
        "the library keeps the last valid team"
    );
    let mut studio = restarted(studio);
    let open = studio.open_team().expect("unfinished edits reopened");
    assert_eq!(open.id, id);
    assert!(!open.problems.is_empty());
    assert_eq!(open.draft.players[15].sticker.letters(), "SR");
    // Taking a section off another player balances the budget again: now the team saves.
    let (donor, _) = open
        .draft
        .players
        .iter()
        .enumerate()
        .find(|(i, p)| *i != 15 && p.sticker.value() > 1)
        .expect("a player with two sections");
    studio.apply(Action::RemoveSkill(donor, 0)).expect("remove");
    let open = studio.open_team().expect("open");
    let problems: Vec<String> = open.problems.iter().map(ToString::to_string).collect();
    // Either legal now, or only uniqueness remains; both are reported, never hidden.
    if problems.is_empty() {
        let studio = restarted(studio);
        assert_eq!(owned(&studio, id).players()[15].sticker.letters(), "SR");
        assert!(studio.open_team().is_none(), "nothing unfinished is left");
    } else {
        assert!(problems.iter().all(|p| !p.contains("34")), "{problems:?}");
    }
}

#[test]
fn catalogue_stickers_numbers_and_sections_are_checked() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    studio
        .apply(Action::SetSticker(4, sticker("YYRR")))
        .expect("pick");
    assert_eq!(
        studio.open_team().expect("open").draft.players[4]
            .sticker
            .letters(),
        "YYRR"
    );
    let err = studio
        .apply(Action::AddSkill(4, Skill::Blue))
        .expect_err("five sections");
    assert!(err.0.contains("1 to 4"), "{err}");
    let err = studio
        .apply(Action::AddSkill(4, Skill::BlackX))
        .expect_err("classic skill");
    assert!(err.0.contains("2024"), "{err}");
    assert!(studio.apply(Action::SetNumber(2, 0)).is_err());
    studio.apply(Action::SetNumber(2, 7)).expect("number");
    let open = studio.open_team().expect("open");
    let numbers: Vec<u8> = open.draft.players.iter().map(|p| p.number.0).collect();
    if numbers.iter().filter(|&&n| n == 7).count() > 1 {
        assert!(
            open.problems.iter().any(|p| p.field.starts_with("players")),
            "{:?}",
            open.problems
        );
    }
    let err = studio
        .apply(Action::SetDuel(0, DuelStat::Marking, 5))
        .expect_err("2024");
    assert!(err.0.contains("Classic"));
}

#[test]
fn classic_duel_numbers_are_edited_within_zero_to_nine() {
    let mut studio = fresh();
    let classic = studio
        .ready_made()
        .iter()
        .position(|t| t.edition() == hexkick_rules::rules::Edition::Classic)
        .expect("a shipped Classic team");
    studio
        .apply(Action::Duplicate(Entry::ReadyMade(classic)))
        .expect("copy");
    studio
        .apply(Action::SetDuel(3, DuelStat::Tackling, 8))
        .expect("duel");
    let Sticker::Classic(c) = &studio.open_team().expect("open").draft.players[3].sticker else {
        panic!("classic sticker");
    };
    assert_eq!(DuelStat::Tackling.value(c.duel()), 8);
    assert!(
        studio
            .apply(Action::SetDuel(3, DuelStat::Tackling, 10))
            .is_err()
    );
}

#[test]
fn two_light_strips_are_reported_on_the_away_field() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    studio
        .apply(Action::SetColour(
            ColourTarget::Strip(StripKind::Home, StripPart::Shirt),
            Rgb::WHITE,
        ))
        .expect("white home");
    let open = studio.open_team().expect("open");
    assert!(
        open.problems
            .iter()
            .any(|p| p.field == "away" && p.message.contains("dark")),
        "{:?}",
        open.problems
    );
}

#[test]
fn imports_are_all_or_nothing_with_the_importer_message() {
    let mut studio = fresh();
    let harbour = studio.ready_made()[2].clone();
    studio
        .apply(Action::ImportCode(format!("  {}\n", export_code(&harbour))))
        .expect("code");
    assert_eq!(studio.library().len(), 1);
    studio
        .apply(Action::ImportTemplate(export_json(&harbour).into_bytes()))
        .expect("file");
    assert_eq!(studio.library().len(), 2, "renamed, not refused");
    for bad in [b"{}".to_vec(), b"not json".to_vec(), vec![0xff; 10]] {
        let err = studio
            .apply(Action::ImportTemplate(bad))
            .expect_err("refused");
        assert!(err.0.starts_with("Not imported: "), "{err}");
    }
    let err = studio
        .apply(Action::ImportCode("HK1.garbage".into()))
        .expect_err("bad code");
    assert!(err.0.len() > "Not imported: ".len());
    assert_eq!(studio.library().len(), 2);
}

#[test]
fn a_read_only_disk_says_so_and_loses_nothing_in_memory() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    let id = open_id(&studio);
    studio.saves_mut().store_mut().map_mut().set_read_only(true);
    let blue = Rgb::new(0, 0, 0x80);
    // The refusal is the save's, the edit itself is kept.
    let _ = studio.apply(Action::SetColour(
        ColourTarget::Strip(StripKind::Home, StripPart::Shirt),
        blue,
    ));
    let feedback = studio.feedback().expect("feedback").clone();
    assert!(
        feedback.is_error && feedback.text.contains("kept"),
        "{feedback:?}"
    );
    assert!(studio.has_unsaved_changes());
    assert_eq!(owned(&studio, id).strip(StripKind::Home).shirt, blue);
    studio
        .saves_mut()
        .store_mut()
        .map_mut()
        .set_read_only(false);
    studio
        .apply(Action::SetPattern(StripKind::Home, Pattern::Sash))
        .expect("saves again");
    assert!(!studio.has_unsaved_changes());
    let studio = restarted(studio);
    assert_eq!(owned(&studio, id).strip(StripKind::Home).shirt, blue);
}

#[test]
fn edits_need_an_open_team() {
    let mut studio = fresh();
    let err = studio
        .apply(Action::SetBadgeShape(BadgeShape::Circle))
        .expect_err("nothing open");
    assert!(err.0.contains("Open"));
}

#[test]
fn a_team_turns_classic_and_back_and_classic_edits_survive_a_restart() {
    let mut studio = fresh();
    studio.apply(Action::NewTeam).expect("new");
    let id = open_id(&studio);
    studio
        .apply(Action::SetEdition(Edition::Classic))
        .expect("to Classic");
    let open = studio.open_team().expect("open");
    assert_eq!(open.draft.edition, Edition::Classic);
    assert_eq!(open.draft.players[0].sticker.letters(), "X");
    assert!(open.problems.is_empty(), "{:?}", open.problems);
    let report = owned(&studio, id).roster_report();
    assert_eq!(report.total, 16);
    assert_eq!(report.band, Some(hexkick_rules::roster::StrengthBand::Weak));
    assert!(
        studio.apply(Action::SetEdition(Edition::Classic)).is_err(),
        "already Classic"
    );
    // A catalogue pick brings its printed numbers; a fifth skill makes level 5.
    let pick = hexkick_teams::catalogue::catalogue_classic()
        .into_iter()
        .find(|s| Sticker::Classic(s.clone()).letters() == "YYRR")
        .expect("YYRR in the Classic catalogue");
    studio
        .apply(Action::SetSticker(9, Sticker::Classic(pick.clone())))
        .expect("pick");
    studio
        .apply(Action::AddSkill(9, Skill::Grey))
        .expect("level 5");
    assert!(
        studio.apply(Action::AddSkill(9, Skill::Blue)).is_err(),
        "6 skills"
    );
    studio
        .apply(Action::SetDuel(9, DuelStat::Dribbling, 7))
        .expect("duel");
    let studio = restarted(studio);
    let team = owned(&studio, id);
    let Sticker::Classic(ten) = &team.players()[9].sticker else {
        panic!("classic sticker");
    };
    assert_eq!(ten.skills().len(), 5);
    assert_eq!(ten.duel().dribbling, 7);
    assert_eq!(ten.duel().ball_defence, pick.duel().ball_defence);
    assert_eq!(team.roster_report().total, 16 - 1 + 5);
    let mut studio = studio;
    studio.apply(Action::Open(id)).expect("open");
    studio
        .apply(Action::SetEdition(Edition::Y2024))
        .expect("back to 2024");
    let open = studio.open_team().expect("open");
    assert_eq!(open.draft.players[0].sticker.letters(), "V");
    assert_eq!(open.draft.players[9].sticker.letters(), "YYRR");
    assert!(
        open.problems.iter().any(|p| p.message.contains("budget")),
        "a 2024 roster of 19 is off budget: {:?}",
        open.problems
    );
}

#[test]
fn a_team_that_needs_changes_opens_with_the_validator_messages_and_joins_when_fixed() {
    let rovers = hexkick_teams::shipped::shipped_teams()[0].clone();
    let last = rovers.players()[15].sticker.clone();
    let mut saved = hexkick_teams::saved::SavedTeams {
        teams: vec![hexkick_teams::template::export_value(&rovers)],
        editing: None,
    };
    saved.teams[0]["players"][15]["sticker"] = serde_json::json!("YRGB");
    let mut saves = Saves::new(MemoryStore::default());
    saves
        .save(hexkick_storage::Slot::Teams, &saved)
        .expect("plants");
    let mut studio = Studio::load(saves);
    let feedback = studio.feedback().expect("told").text.clone();
    assert!(feedback.contains("needs changes"), "{feedback}");
    assert_eq!(studio.library().len(), 0);
    let (id, _) = studio.library().held().next().expect("kept");
    studio.apply(Action::Open(id)).expect("opens");
    let open = studio.open_team().expect("open");
    assert!(
        !open.problems.is_empty(),
        "the validator's messages are shown"
    );
    // Still kept after a restart with the edit in progress.
    let mut studio = restarted(studio);
    let (id, _) = studio.library().held().next().expect("still kept");
    studio.apply(Action::Open(id)).expect("opens");
    studio
        .apply(Action::SetSticker(15, last))
        .expect("the fix is taken");
    assert!(studio.open_team().expect("open").problems.is_empty());
    assert_eq!(owned(&studio, id).players(), rovers.players());
    assert_eq!(studio.library().held().count(), 0);
    let studio = restarted(studio);
    assert_eq!(studio.library().len(), 1);
}

#[test]
fn fill_the_budget_brings_a_short_or_long_2024_team_to_34_through_the_validator() {
    let mut studio = harbour_copy();
    let id = open_id(&studio);
    let total = |s: &MemoryStudio| s.open_team().expect("open").draft.roster_report().total;
    assert_eq!(total(&studio), BUDGET_2024);
    assert!(
        studio.apply(Action::FillBudget).is_err(),
        "a full budget is refused, and says so"
    );
    // Three players lose sections: 31 of 34, the team needs changes.
    for i in [3, 7, 11] {
        let open = studio.open_team().expect("open");
        if open.draft.players[i].sticker.value() > 1 {
            let _ = studio.apply(Action::RemoveSkill(i, 0));
        }
    }
    let short = total(&studio);
    assert!(short < BUDGET_2024, "{short}");
    let before: Vec<u32> = (studio.open_team().expect("open").draft.players.iter())
        .map(|p| p.sticker.value())
        .collect();
    studio.apply(Action::FillBudget).expect("filled");
    let open = studio.open_team().expect("open");
    assert_eq!(open.draft.roster_report().total, BUDGET_2024);
    assert!(open.problems.is_empty(), "{:?}", open.problems);
    assert_eq!(
        owned(&studio, id).to_draft(),
        open.draft,
        "saved as a valid team"
    );
    // The points went to the players with the fewest sections, one each.
    let after: Vec<u32> = open
        .draft
        .players
        .iter()
        .map(|p| p.sticker.value())
        .collect();
    let lowest = *before.iter().min().expect("players");
    for (b, a) in before.iter().zip(&after) {
        assert!(a >= b && a - b <= 1, "{before:?} -> {after:?}");
        if a > b {
            assert!(*b <= lowest + 1, "{before:?} -> {after:?}");
        }
    }
    let said = studio.feedback().expect("feedback").text.clone();
    assert!(said.contains(&(BUDGET_2024 - short).to_string()), "{said}");
    // Over the budget: sections come off the richest stickers.
    studio
        .apply(Action::AddSkill(15, Skill::Red))
        .expect("add a section");
    studio
        .apply(Action::AddSkill(15, Skill::Green))
        .expect("add a section");
    assert_eq!(total(&studio), BUDGET_2024 + 2);
    studio.apply(Action::FillBudget).expect("brought down");
    assert_eq!(total(&studio), BUDGET_2024);
    assert!(studio.open_team().expect("open").problems.is_empty());
    // Classic teams have no budget to fill.
    studio
        .apply(Action::SetEdition(Edition::Classic))
        .expect("classic");
    let refused = studio.apply(Action::FillBudget).expect_err("no budget");
    assert!(refused.0.contains("Classic"), "{refused}");
}
