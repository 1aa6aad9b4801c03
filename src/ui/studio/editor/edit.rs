//! How each edit changes a team draft, and the words that say what changed.

use super::action::{Action, ColourTarget, TextField};
use super::refusal::{Refusal, player_refusal};
use hexkick_i18n::{tr, trf};
use hexkick_rules::roster::{ClassicSticker, MAX_DUEL_NUMBER, Sticker, Sticker2024};
use hexkick_rules::rules::Edition;
use hexkick_rules::squad::{ShirtNumber, Skill};
use hexkick_teams::catalogue::convert;
use hexkick_teams::colour::Rgb;
use hexkick_teams::strip::Strip;
use hexkick_teams::team::{StripKind, TeamDraft};
use hexkick_teams::text::{Initials, PlayerName, ShortName, Sponsor, TeamName};

/// Changes a draft as an edit says; the words describe the change.
pub(super) fn edit_draft(draft: &mut TeamDraft, action: Action) -> Result<String, Refusal> {
    match action {
        Action::SetColour(target, colour) => {
            *colour_slot(draft, target) = colour;
            Ok(trf("Colour set to {0}", &[&colour.to_string()]))
        }
        Action::SetPattern(kind, pattern) => {
            strip_mut(draft, kind).pattern = pattern;
            Ok(trf(
                "{0} pattern set",
                &[crate::ui::studio::words::kind(kind)],
            ))
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
        Action::FillBudget => super::fill::fill_budget(draft),
        _ => Err(Refusal(tr("Not an edit").into())),
    }
}

/// Turns the team's stickers into the edition's (all or none).
pub(super) fn set_edition(draft: &mut TeamDraft, edition: Edition) -> Result<String, Refusal> {
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
pub(super) fn restick(
    draft: &mut TeamDraft,
    i: usize,
    skills: Vec<Skill>,
) -> Result<String, Refusal> {
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

pub(super) fn player_mut(
    draft: &mut TeamDraft,
    i: usize,
) -> Result<&mut hexkick_teams::team::TeamPlayer, Refusal> {
    draft
        .players
        .get_mut(i)
        .ok_or_else(|| Refusal(trf("There is no player {0}", &[&(i + 1).to_string()])))
}

pub(super) fn strip_mut(draft: &mut TeamDraft, kind: StripKind) -> &mut Strip {
    match kind {
        StripKind::Home => &mut draft.home,
        StripKind::Away => &mut draft.away,
    }
}

pub(super) fn colour_slot(draft: &mut TeamDraft, target: ColourTarget) -> &mut Rgb {
    match target {
        ColourTarget::Strip(kind, part) => part.slot(strip_mut(draft, kind)),
        ColourTarget::BadgeFill => &mut draft.badge.fill,
        ColourTarget::BadgeInk => &mut draft.badge.ink,
    }
}

pub(super) fn set_text(
    draft: &mut TeamDraft,
    field: TextField,
    text: &str,
) -> Result<String, Refusal> {
    match field {
        TextField::TeamName => draft.name = TeamName::new(text)?,
        TextField::ShortName => draft.short_name = ShortName::new(text)?,
        TextField::Initials => draft.badge.initials = Initials::new(text)?,
        TextField::Sponsor(kind) => strip_mut(draft, kind).sponsor = Sponsor::new(text)?,
        TextField::PlayerName(i) => player_mut(draft, i)?.name = PlayerName::new(text)?,
    }
    Ok(trf(
        "{0} set to \"{1}\"",
        &[&crate::ui::studio::words::text_field(field), text],
    ))
}
