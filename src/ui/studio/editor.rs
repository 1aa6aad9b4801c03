//! The team studio's state without a window: the teams you own, the ready-made teams, the team
//! open for editing, and every edit as an [`Action`]. Each change is saved at once through the
//! storage `teams` slot (iOS gives no event before the app is stopped); a save that fails keeps
//! everything in memory and says so.

use hexkick_i18n::{tr, trf};
use hexkick_rules::roster::{ClassicSticker, DuelNumbers, MAX_DUEL_NUMBER, Sticker, Sticker2024};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::{ShirtNumber, Skill};
use hexkick_storage::{Saves, Store};
use hexkick_teams::catalogue::convert;
use hexkick_teams::colour::Rgb;
use hexkick_teams::library::{TeamId, TeamLibrary};
use hexkick_teams::saved::{load_teams, save_teams_editing};
use hexkick_teams::shipped::shipped_teams;
use hexkick_teams::standard::standard_teams;
use hexkick_teams::strip::{BadgeShape, Pattern, Strip};
use hexkick_teams::team::{FieldError, StripKind, Team, TeamDraft};
use hexkick_teams::template::ImportError;
use hexkick_teams::text::{Initials, PlayerName, ShortName, Sponsor, TeamName};
use std::fmt;

/// A team in the studio's list: one you own, or a ready-made one (read-only, duplicable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// An owned team.
    Owned(TeamId),
    /// The n-th ready-made team (Standard Red, Standard Blue, then the shipped teams).
    ReadyMade(usize),
}

/// One coloured part of a strip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StripPart {
    /// The jersey's base colour.
    Shirt,
    /// The pattern's colour.
    Second,
    /// Lettering: numbers, names, sponsor.
    Third,
    /// The collar.
    Collar,
    /// The sleeves.
    Sleeves,
    /// The shorts.
    Shorts,
    /// The socks.
    Socks,
}

impl StripPart {
    /// Every part, in the order the editor lists them.
    pub const ALL: [StripPart; 7] = [
        StripPart::Shirt,
        StripPart::Second,
        StripPart::Third,
        StripPart::Collar,
        StripPart::Sleeves,
        StripPart::Shorts,
        StripPart::Socks,
    ];

    /// The part's name as the editor shows it (and test logs write it).
    pub fn name(self) -> &'static str {
        match self {
            StripPart::Shirt => "shirt",
            StripPart::Second => "second",
            StripPart::Third => "third",
            StripPart::Collar => "collar",
            StripPart::Sleeves => "sleeves",
            StripPart::Shorts => "shorts",
            StripPart::Socks => "socks",
        }
    }

    /// The part's colour in a strip.
    pub fn colour(self, strip: &Strip) -> Rgb {
        match self {
            StripPart::Shirt => strip.shirt,
            StripPart::Second => strip.second,
            StripPart::Third => strip.third,
            StripPart::Collar => strip.collar,
            StripPart::Sleeves => strip.sleeves,
            StripPart::Shorts => strip.shorts,
            StripPart::Socks => strip.socks,
        }
    }

    fn slot(self, strip: &mut Strip) -> &mut Rgb {
        match self {
            StripPart::Shirt => &mut strip.shirt,
            StripPart::Second => &mut strip.second,
            StripPart::Third => &mut strip.third,
            StripPart::Collar => &mut strip.collar,
            StripPart::Sleeves => &mut strip.sleeves,
            StripPart::Shorts => &mut strip.shorts,
            StripPart::Socks => &mut strip.socks,
        }
    }
}

/// Something that takes a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColourTarget {
    /// A part of the home or away strip.
    Strip(StripKind, StripPart),
    /// The badge's shape.
    BadgeFill,
    /// The badge's initials.
    BadgeInk,
}

/// Something that takes text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextField {
    /// The team's full name (renames it).
    TeamName,
    /// The scoreboard name.
    ShortName,
    /// The badge's initials.
    Initials,
    /// A strip's sponsor line.
    Sponsor(StripKind),
    /// The name on the n-th player's back.
    PlayerName(usize),
}

impl TextField {
    /// How the editor labels the field.
    pub fn label(self) -> String {
        match self {
            TextField::TeamName => tr("Team name").into(),
            TextField::ShortName => tr("Short name").into(),
            TextField::Initials => tr("Badge initials").into(),
            TextField::Sponsor(kind) => trf("Sponsor ({0})", &[super::words::kind(kind)]),
            TextField::PlayerName(i) => trf("Name of player {0}", &[&(i + 1).to_string()]),
        }
    }
}

/// One of the four Classic duel numbers (Classic, "SKILL").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DuelStat {
    /// Red number.
    Dribbling,
    /// Blue number.
    Marking,
    /// Green number.
    Tackling,
    /// Yellow number.
    BallDefence,
}

impl DuelStat {
    /// All four, in the order the sticker prints them.
    pub const ALL: [DuelStat; 4] = [
        DuelStat::Dribbling,
        DuelStat::Marking,
        DuelStat::Tackling,
        DuelStat::BallDefence,
    ];

    fn slot(self, duel: &mut DuelNumbers) -> &mut u8 {
        match self {
            DuelStat::Dribbling => &mut duel.dribbling,
            DuelStat::Marking => &mut duel.marking,
            DuelStat::Tackling => &mut duel.tackling,
            DuelStat::BallDefence => &mut duel.ball_defence,
        }
    }

    /// The colour the sticker prints the number in (Classic, "SKILL").
    pub fn colour(self) -> Skill {
        match self {
            DuelStat::Dribbling => Skill::Red,
            DuelStat::Marking => Skill::Blue,
            DuelStat::Tackling => Skill::Green,
            DuelStat::BallDefence => Skill::Yellow,
        }
    }

    /// The number on a duel set.
    pub fn value(self, duel: DuelNumbers) -> u8 {
        let mut d = duel;
        *self.slot(&mut d)
    }
}

/// Everything the studio can do. Edits apply to the open team.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A new owned team (a copy of Standard Red to start from), opened for editing.
    NewTeam,
    /// A copy of a team as a new owned team, opened for editing.
    Duplicate(Entry),
    /// Opens an owned team for editing.
    Open(TeamId),
    /// Closes the editor (unfinished edits stay saved).
    Close,
    /// Deletes an owned team.
    Delete(TeamId),
    /// Sets a colour.
    SetColour(ColourTarget, Rgb),
    /// Sets a strip's pattern.
    SetPattern(StripKind, Pattern),
    /// Sets the badge's outline.
    SetBadgeShape(BadgeShape),
    /// Sets a text field.
    SetText(TextField, String),
    /// Sets the n-th player's shirt number.
    SetNumber(usize, u8),
    /// Replaces the n-th player's sticker (a pick from the catalogue).
    SetSticker(usize, Sticker),
    /// Adds a skill section at the end of the n-th player's sticker.
    AddSkill(usize, Skill),
    /// Removes the section at a place of the n-th player's sticker.
    RemoveSkill(usize, usize),
    /// Sets a Classic duel number of the n-th player.
    SetDuel(usize, DuelStat, u8),
    /// Turns every sticker into one of this edition (`teams::catalogue::convert`).
    SetEdition(Edition),
    /// Brings a 2024 team's stickers to the budget of exactly 34 ([`fill`]).
    FillBudget,
    /// Imports a share code as a new owned team.
    ImportCode(String),
    /// Imports a template file's bytes as a new owned team.
    ImportTemplate(Vec<u8>),
}

/// Why an action did nothing; the message is for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub String);

impl From<hexkick_teams::text::TextError> for Refusal {
    fn from(e: hexkick_teams::text::TextError) -> Self {
        Refusal(hexkick_teams::problem::Problem::Text(e).in_words())
    }
}

impl From<hexkick_teams::library::LibraryError> for Refusal {
    fn from(e: hexkick_teams::library::LibraryError) -> Self {
        Refusal(e.in_words())
    }
}

impl From<hexkick_rules::roster::StickerError> for Refusal {
    fn from(e: hexkick_rules::roster::StickerError) -> Self {
        Refusal(hexkick_teams::advice::capitalised(
            &hexkick_teams::problem::Problem::Sticker(e).in_words(),
        ))
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<ImportError> for Refusal {
    fn from(e: ImportError) -> Self {
        Refusal(trf("Not imported: {0}", &[&e.in_words()]))
    }
}

/// A line for the player after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// The words.
    pub text: String,
    /// True for refusals and failed saves.
    pub is_error: bool,
}

/// An owned team being edited, with the problems that keep the edits from being a valid team.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenTeam {
    /// Which owned team.
    pub id: TeamId,
    /// The edited parts.
    pub draft: TeamDraft,
    /// Every rule the draft breaks (empty: the library holds exactly the draft).
    pub problems: Vec<FieldError>,
}

/// The studio's state over any storage backend.
pub struct Studio<S: Store> {
    saves: Saves<S>,
    library: TeamLibrary,
    ready_made: Vec<Team>,
    open: Option<OpenTeam>,
    feedback: Option<Feedback>,
    unsaved: bool,
}

/// The name given to a new team.
const NEW_TEAM_NAME: &str = "My team";

impl<S: Store> Studio<S> {
    /// Loads the owned teams (and any unfinished edits) from the saves.
    pub fn load(mut saves: Saves<S>) -> Self {
        let loaded = load_teams(&mut saves);
        let mut notes: Vec<String> = loaded.needs_changes;
        if let Some(notice) = loaded.notice {
            notes.insert(0, hexkick_table::save_words::notice_words(&notice));
        }
        let open = loaded.editing.map(|(id, draft)| {
            let problems = Team::new(draft.clone()).err().unwrap_or_default();
            OpenTeam {
                id,
                draft,
                problems,
            }
        });
        let mut ready_made = standard_teams();
        ready_made.extend(shipped_teams());
        Self {
            saves,
            library: loaded.library,
            ready_made,
            open,
            feedback: (!notes.is_empty()).then(|| Feedback {
                text: notes.join("\n"),
                is_error: true,
            }),
            unsaved: false,
        }
    }

    /// The teams you own.
    pub fn library(&self) -> &TeamLibrary {
        &self.library
    }

    /// The ready-made teams (read-only).
    pub fn ready_made(&self) -> &[Team] {
        &self.ready_made
    }

    /// A listed team.
    pub fn team(&self, entry: Entry) -> Option<&Team> {
        match entry {
            Entry::Owned(id) => self.library.get(id).ok(),
            Entry::ReadyMade(i) => self.ready_made.get(i),
        }
    }

    /// The team open for editing.
    pub fn open_team(&self) -> Option<&OpenTeam> {
        self.open.as_ref()
    }

    /// What the last action said.
    pub fn feedback(&self) -> Option<&Feedback> {
        self.feedback.as_ref()
    }

    /// Shows a line for the player (file and clipboard problems found outside the editor).
    pub fn set_feedback(&mut self, feedback: Feedback) {
        self.feedback = Some(feedback);
    }

    /// True when the last save failed (the changes live only in memory).
    pub fn has_unsaved_changes(&self) -> bool {
        self.unsaved
    }

    /// The saves (tests inspect the store through them).
    pub fn saves_mut(&mut self) -> &mut Saves<S> {
        &mut self.saves
    }

    /// Does an action; the feedback says what happened. Every change is saved at once.
    pub fn apply(&mut self, action: Action) -> Result<(), Refusal> {
        let result = self.run(action);
        match &result {
            Ok(done) => {
                let saved = self.save();
                self.feedback = Some(match saved {
                    Ok(()) => Feedback {
                        text: done.clone(),
                        is_error: false,
                    },
                    Err(e) => Feedback {
                        text: e.0.clone(),
                        is_error: true,
                    },
                });
            }
            Err(refusal) => {
                self.feedback = Some(Feedback {
                    text: refusal.0.clone(),
                    is_error: true,
                })
            }
        }
        result.map(|_| ())
    }

    /// Writes the teams and any unfinished edits; on failure keeps them in memory.
    fn save(&mut self) -> Result<(), Refusal> {
        let editing = self
            .open
            .as_ref()
            .filter(|o| !o.problems.is_empty())
            .map(|o| (o.id, &o.draft));
        match save_teams_editing(&mut self.saves, &self.library, editing) {
            Ok(()) => {
                self.unsaved = false;
                Ok(())
            }
            Err(e) => {
                self.unsaved = true;
                Err(Refusal(trf(
                    "Could not save your teams ({0}). Your changes are kept while the game runs.",
                    &[&hexkick_table::save_words::why_not_saved(&e)],
                )))
            }
        }
    }

    /// Does an action; returns the words for the player.
    fn run(&mut self, action: Action) -> Result<String, Refusal> {
        match action {
            Action::NewTeam => {
                let start = self.ready_made.first().cloned().ok_or_else(no_template)?;
                let name = TeamName::new(NEW_TEAM_NAME)?;
                let id = self.library.add_renaming(start.renamed(name));
                self.open_owned(id)?;
                Ok(tr("New team made from Standard Red: change it as you like").into())
            }
            Action::Duplicate(entry) => {
                let team = self.team(entry).cloned().ok_or_else(no_team)?;
                let id = self.library.add_copy(&team);
                self.open_owned(id)?;
                Ok(trf("Copied {0}", &[team.name().as_str()]))
            }
            Action::Open(id) => {
                self.open_owned(id)?;
                Ok(String::new())
            }
            Action::Close => {
                self.open = None;
                Ok(String::new())
            }
            Action::Delete(id) => {
                let gone = match self.library.delete_held(id) {
                    Ok(held) => held.name(),
                    Err(_) => self
                        .library
                        .delete(id)
                        .map_err(Refusal::from)?
                        .name()
                        .to_string(),
                };
                if self.open.as_ref().is_some_and(|o| o.id == id) {
                    self.open = None;
                }
                Ok(trf("Deleted {0}", &[&gone]))
            }
            Action::ImportCode(code) => {
                let id = self.library.import_code(code.trim())?;
                self.imported(id)
            }
            Action::ImportTemplate(bytes) => {
                let id = self.library.import_template(&bytes)?;
                self.imported(id)
            }
            edit => self.edit(edit),
        }
    }

    fn imported(&mut self, id: TeamId) -> Result<String, Refusal> {
        self.open_owned(id)?;
        let name = self.library.get(id).map_err(Refusal::from)?;
        Ok(trf("Imported {0}", &[name.name().as_str()]))
    }

    fn open_owned(&mut self, id: TeamId) -> Result<(), Refusal> {
        if self.open.as_ref().is_some_and(|o| o.id == id) {
            return Ok(());
        }
        if let Some(held) = self.library.held_team(id) {
            let Some(draft) = held.draft.clone() else {
                return Err(Refusal(trf(
                    "{0} needs changes the studio cannot make ({1}); it stays in your saves",
                    &[
                        &held.name(),
                        &held
                            .problems
                            .first()
                            .map(ToString::to_string)
                            .unwrap_or_default(),
                    ],
                )));
            };
            self.open = Some(OpenTeam {
                id,
                draft,
                problems: held.problems.clone(),
            });
            return Ok(());
        }
        let team = self.library.get(id).map_err(Refusal::from)?;
        self.open = Some(OpenTeam {
            id,
            draft: team.to_draft(),
            problems: Vec::new(),
        });
        Ok(())
    }

    /// Applies an edit to a copy of the open draft; a refused edit changes nothing.
    fn edit(&mut self, action: Action) -> Result<String, Refusal> {
        let open = self
            .open
            .as_ref()
            .ok_or_else(|| Refusal(tr("Open one of your teams to edit it").into()))?;
        let mut draft = open.draft.clone();
        let id = open.id;
        let said = edit_draft(&mut draft, action)?;
        if self.library.is_name_taken(&draft.name, Some(id)) {
            return Err(Refusal(trf(
                "You already have a team called \"{0}\"",
                &[draft.name.as_str()],
            )));
        }
        let problems = match Team::new(draft.clone()) {
            Ok(team) => {
                self.library.replace(id, team).map_err(Refusal::from)?;
                Vec::new()
            }
            Err(problems) => problems,
        };
        self.open = Some(OpenTeam {
            id,
            draft,
            problems,
        });
        Ok(said)
    }
}

fn no_team() -> Refusal {
    Refusal(tr("That team is no longer there").into())
}

fn no_template() -> Refusal {
    Refusal(tr("No ready-made team to start from").into())
}

/// Changes a draft as an edit says; the words describe the change.
fn edit_draft(draft: &mut TeamDraft, action: Action) -> Result<String, Refusal> {
    match action {
        Action::SetColour(target, colour) => {
            *colour_slot(draft, target) = colour;
            Ok(trf("Colour set to {0}", &[&colour.to_string()]))
        }
        Action::SetPattern(kind, pattern) => {
            strip_mut(draft, kind).pattern = pattern;
            Ok(trf("{0} pattern set", &[super::words::kind(kind)]))
        }
        Action::SetBadgeShape(shape) => {
            draft.badge.shape = shape;
            Ok(tr("Badge shape set").into())
        }
        Action::SetText(field, text) => set_text(draft, field, text.trim()),
        Action::SetNumber(i, n) => {
            if !(1..=hexkick_rules::roster::MAX_SHIRT_NUMBER).contains(&n) {
                return Err(Refusal(trf(
                    "Shirt numbers run from 1 to {0}",
                    &[&hexkick_rules::roster::MAX_SHIRT_NUMBER.to_string()],
                )));
            }
            player_mut(draft, i)?.number = ShirtNumber(n);
            Ok(trf(
                "Player {0} wears number {1}",
                &[&(i + 1).to_string(), &n.to_string()],
            ))
        }
        Action::SetSticker(i, sticker) => {
            player_mut(draft, i)?.sticker = sticker;
            Ok(trf("Player {0} has a new sticker", &[&(i + 1).to_string()]))
        }
        Action::AddSkill(i, skill) => {
            let mut skills = player_mut(draft, i)?.sticker.skills().to_vec();
            skills.push(skill);
            restick(draft, i, skills)
        }
        Action::RemoveSkill(i, at) => {
            let mut skills = player_mut(draft, i)?.sticker.skills().to_vec();
            if at >= skills.len() {
                return Err(Refusal(tr("That section is not on the sticker").into()));
            }
            skills.remove(at);
            restick(draft, i, skills)
        }
        Action::SetDuel(i, stat, value) => {
            let player = player_mut(draft, i)?;
            let Sticker::Classic(c) = &player.sticker else {
                return Err(Refusal(
                    tr("Only Classic stickers have duel numbers").into(),
                ));
            };
            if value > MAX_DUEL_NUMBER {
                return Err(Refusal(trf(
                    "Duel numbers run from 0 to {0}",
                    &[&MAX_DUEL_NUMBER.to_string()],
                )));
            }
            let mut duel = c.duel();
            *stat.slot(&mut duel) = value;
            let sticker = ClassicSticker::new(c.skills().to_vec(), duel).map_err(Refusal::from)?;
            player.sticker = Sticker::Classic(sticker);
            Ok(trf("Player {0} duel number set", &[&(i + 1).to_string()]))
        }
        Action::SetEdition(edition) => set_edition(draft, edition),
        Action::FillBudget => fill::fill_budget(draft),
        _ => Err(Refusal(tr("Not an edit").into())),
    }
}

/// Turns the team's stickers into the edition's (all or none).
fn set_edition(draft: &mut TeamDraft, edition: Edition) -> Result<String, Refusal> {
    if draft.edition == edition {
        return Err(Refusal(trf(
            "The stickers are {0} stickers already",
            &[edition_name(edition)],
        )));
    }
    let mut players = draft.players.clone();
    for (i, p) in players.iter_mut().enumerate() {
        p.sticker = convert(&p.sticker, edition).map_err(|e| player_refusal(i, e))?;
    }
    draft.players = players;
    draft.edition = edition;
    Ok(trf(
        "The stickers are now {0} stickers",
        &[edition_name(edition)],
    ))
}

/// An edition's name in the editor's words.
pub fn edition_name(edition: Edition) -> &'static str {
    match edition {
        Edition::Y2024 => "2024",
        Edition::Classic => "Classic",
    }
}

/// Gives the n-th player a sticker with these sections (same edition, same duel numbers).
fn restick(draft: &mut TeamDraft, i: usize, skills: Vec<Skill>) -> Result<String, Refusal> {
    let player = player_mut(draft, i)?;
    let sticker = match &player.sticker {
        Sticker::Edition2024(_) => Sticker2024::new(skills).map(Sticker::Edition2024),
        Sticker::Classic(c) => ClassicSticker::new(skills, c.duel()).map(Sticker::Classic),
    }
    .map_err(|e| player_refusal(i, e))?;
    player.sticker = sticker;
    Ok(trf(
        "Player {0} sticker is now {1}",
        &[&(i + 1).to_string(), &player.sticker.letters()],
    ))
}

/// "Player 3: ..." for a refused change of the n-th player's sticker.
fn player_refusal(i: usize, e: impl fmt::Display) -> Refusal {
    Refusal(trf(
        "Player {0}: {1}",
        &[&(i + 1).to_string(), &e.to_string()],
    ))
}

fn player_mut(
    draft: &mut TeamDraft,
    i: usize,
) -> Result<&mut hexkick_teams::team::TeamPlayer, Refusal> {
    draft
        .players
        .get_mut(i)
        .ok_or_else(|| Refusal(trf("There is no player {0}", &[&(i + 1).to_string()])))
}

fn strip_mut(draft: &mut TeamDraft, kind: StripKind) -> &mut Strip {
    match kind {
        StripKind::Home => &mut draft.home,
        StripKind::Away => &mut draft.away,
    }
}

fn colour_slot(draft: &mut TeamDraft, target: ColourTarget) -> &mut Rgb {
    match target {
        ColourTarget::Strip(kind, part) => part.slot(strip_mut(draft, kind)),
        ColourTarget::BadgeFill => &mut draft.badge.fill,
        ColourTarget::BadgeInk => &mut draft.badge.ink,
    }
}

fn set_text(draft: &mut TeamDraft, field: TextField, text: &str) -> Result<String, Refusal> {
    match field {
        TextField::TeamName => draft.name = TeamName::new(text)?,
        TextField::ShortName => draft.short_name = ShortName::new(text)?,
        TextField::Initials => draft.badge.initials = Initials::new(text)?,
        TextField::Sponsor(kind) => strip_mut(draft, kind).sponsor = Sponsor::new(text)?,
        TextField::PlayerName(i) => player_mut(draft, i)?.name = PlayerName::new(text)?,
    }
    Ok(trf("{0} set to \"{1}\"", &[&field.label(), text]))
}

pub mod fill;
#[cfg(test)]
mod tests;
