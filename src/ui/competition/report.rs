//! The competition's page for `hexkick layout-report`: a league of the teams with the longest
//! names half played (results, a table, scorers and cards), each tab, with players missing the
//! next match, and a person's fixture in play; laid out by the page's own [`super::hub::page`].

use super::create::CreateChoices;
use super::hub::{NextButton, Tab, page};
use crate::ui::layout_report::sheet::{Sheet, Window};
use crate::ui::new_match::TeamList;
use crate::ui::new_match::choices::unfit;
use hexkick_rules::competition::{
    Absence, AbsenceReason, Booking, Competition, Format, Played, Sheet as MatchSheet,
};
use hexkick_rules::event::{CardColour, MatchResult};
use hexkick_rules::squad::{ShirtNumber, Side};
use hexkick_teams::library::TeamLibrary;

/// Teams in the report's league.
const TEAMS: usize = 8;

/// The page at each tab, and at the end of a competition.
pub fn sheets(window: Window) -> Result<Vec<Sheet>, String> {
    let comp = half_played()?;
    let tabs = [
        (Tab::Fixtures, "competition_fixtures"),
        (Tab::Table, "competition_table"),
        (Tab::Scorers, "competition_scorers"),
        (Tab::Cards, "competition_cards"),
    ];
    let notice = Some("Saves are not available: nothing is kept after you quit.");
    let mut out: Vec<Sheet> = (tabs.iter())
        .map(|&(tab, name)| {
            let mut sheet = Sheet::new(name);
            sheet.page(&page(
                &comp,
                tab,
                NextButton::Play,
                notice,
                window.w,
                window.h,
            ));
            sheet
        })
        .collect();
    // A person's fixture in play: Resume match, Let AI finish and the page's words on it.
    let mut sheet = Sheet::new("competition_in_play");
    let in_play = super::words::in_play(37, [1, 0]);
    sheet.page(&page(
        &comp,
        Tab::Fixtures,
        NextButton::InPlay,
        Some(&in_play),
        window.w,
        window.h,
    ));
    out.push(sheet);
    let mut over = comp.clone();
    over.fixtures.truncate(over.played.len());
    let mut sheet = Sheet::new("competition_over");
    sheet.page(&page(
        &over,
        Tab::Fixtures,
        NextButton::None,
        None,
        window.w,
        window.h,
    ));
    out.push(sheet);
    Ok(out)
}

/// A home-and-away league of the teams with the longest names, half its fixtures played with
/// goals and cards, two players of each side of the next fixture missing it.
fn half_played() -> Result<Competition, String> {
    let teams = TeamList::with_owned(&TeamLibrary::default());
    let mut choices = CreateChoices::new(&teams);
    let fits = |i: &usize| {
        (teams.get(*i)).is_some_and(|e| unfit(e, choices.edition, choices.level).is_none())
    };
    let mut longest: Vec<usize> = (0..teams.len()).filter(fits).collect();
    hexkick_rules::short_sort::sort_by_key(&mut longest, |&i| {
        std::cmp::Reverse(
            teams
                .get(i)
                .map_or(0, |e| e.team.name().as_str().chars().count()),
        )
    });
    for (entry, &team) in choices.entries.iter_mut().zip(&longest) {
        entry.0 = team;
    }
    longest.dedup_by_key(|i| teams.get(*i).map(|e| e.team.name().as_str().to_string()));
    choices.count = TEAMS.min(longest.len());
    choices.format = Format::HomeAndAway;
    let mut comp = choices.build(&teams)?;
    for (k, f) in comp
        .fixtures
        .clone()
        .iter()
        .enumerate()
        .take(comp.fixtures.len() / 2)
    {
        let goals = (k % 4) as u8;
        let sheet = MatchSheet {
            goals: (0..goals)
                .map(|g| (Side::Home, Side::Home, ShirtNumber(2 + g)))
                .collect(),
            cards: vec![Booking {
                side: Side::Away,
                number: ShirtNumber(3 + (k % 5) as u8),
                colour: if k % 3 == 0 {
                    CardColour::Red
                } else {
                    CardColour::Yellow
                },
            }],
        };
        comp.played.push(Played {
            home: f.home.clone(),
            away: f.away.clone(),
            result: MatchResult {
                home: goals,
                away: 1,
                winner: match goals {
                    0 => Some(Side::Away),
                    1 => None,
                    _ => Some(Side::Home),
                },
                shootout: None,
            },
            sheet,
        });
    }
    let next = comp.next_fixture().cloned().ok_or("no fixture left")?;
    for e in comp.entrants.iter_mut().filter(|e| next.has(&e.squad.name)) {
        e.absences = vec![
            Absence {
                number: ShirtNumber(4),
                reason: AbsenceReason::Suspended,
            },
            Absence {
                number: ShirtNumber(7),
                reason: AbsenceReason::SeriouslyInjured,
            },
        ];
    }
    Ok(comp)
}
