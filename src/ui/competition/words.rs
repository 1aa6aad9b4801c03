//! Every word the competition screens show, in one place (for the French catalogue).

use hexkick_i18n::{tr, tr_key, trf};
use hexkick_rules::competition::{AbsenceReason, CompetitionError, Format};
use hexkick_table::competition::RunError;

/// The create form's title.
pub const NEW_COMPETITION: &str = tr_key("New competition");
/// Row labels.
pub const FORMAT: &str = tr_key("Format");
/// Row label.
pub const TEAMS: &str = tr_key("Teams");
/// Row label.
pub const EDITION: &str = tr_key("Edition");
/// Row label.
pub const LEVEL: &str = tr_key("Level");
/// Row label.
pub const LENGTH: &str = tr_key("Match length");
/// Row label.
pub const ENTRY: &str = tr_key("Entry");
/// Row label: whether the matches show the aim line.
pub const AIM_HELP: &str = tr_key("Aim help");
/// The aim help row's choices.
pub const AIM_ALLOWED: &str = tr_key("Allowed");
/// The aim help row's choices.
pub const AIM_OFF: &str = tr_key("Off");
/// Row label.
pub const TEAM: &str = tr_key("Team");
/// Row label.
pub const COACH: &str = tr_key("Coach");
/// The formats.
pub const FORMATS: [&str; 3] = [tr_key("League"), tr_key("Home and away"), tr_key("Cup")];
/// The levels.
pub const LEVELS: [&str; 3] = [tr_key("Base"), tr_key("Complete"), tr_key("Tournament")];
/// The lengths.
pub const LENGTHS: [&str; 2] = [tr_key("Full"), tr_key("Quick")];
/// The coaches.
pub const COACHES: [&str; 4] = [
    tr_key("Person"),
    tr_key("AI easy"),
    tr_key("AI normal"),
    tr_key("AI hard"),
];
/// Buttons.
pub const BACK: &str = tr_key("Back");
/// Button.
pub const CREATE: &str = tr_key("Create");
/// Button.
pub const NEW: &str = tr_key("New");
/// Button: play the next match at the table.
pub const PLAY: &str = tr_key("Play match");
/// Button: simulate the next AI-vs-AI match.
pub const SIMULATE: &str = tr_key("Simulate");
/// Button: the person's match in play, finished by the AI from where it stands.
pub const AI_FINISH: &str = tr_key("Let AI finish");
/// Button: continue the person's match in play at the table (short: a quarter of a phone's
/// width).
pub const CONTINUE: &str = tr_key("Resume match");
/// Tabs.
pub const TABS: [&str; 4] = [
    tr_key("Fixtures"),
    tr_key("Table"),
    tr_key("Scorers"),
    tr_key("Cards"),
];
/// A team index that is not on the list.
pub const NO_TEAM: &str = tr_key("pick a team for every entry");
/// The table's header.
pub const TABLE_HEAD: &str = tr_key("P  W  D  L  GF GA Pts");
/// Nothing in a tab yet.
pub const NOTHING_YET: &str = tr_key("Nothing yet.");
/// The competition is over.
pub const OVER: &str = tr_key("The competition is over.");
/// Nobody misses the next match.
pub const NOBODY_MISSES: &str = tr_key("Nobody misses this match.");

/// "League of 4 teams", "Cup of 8 teams" (French "Championnat à 4 équipes").
pub fn competition_name(format: Format, count: usize) -> String {
    let shape = match format {
        Format::League => FORMATS[0],
        Format::HomeAndAway => FORMATS[1],
        Format::Cup => FORMATS[2],
    };
    trf("{0} of {1} teams", &[tr(shape), &count.to_string()])
}

/// "2 of 4".
pub fn entry(slot: usize, count: usize) -> String {
    trf("{0} of {1}", &[&(slot + 1).to_string(), &count.to_string()])
}

/// "Round 2: Reds v Blues".
pub fn fixture(round: u8, home: &str, away: &str) -> String {
    trf("Round {0}: {1} v {2}", &[&round.to_string(), home, away])
}

/// "Reds 2-1 Blues (shootout 4-3)".
pub fn result(home: &str, goals: [u8; 2], away: &str, shootout: Option<[u8; 2]>) -> String {
    let shootout = shootout
        .map(|[h, a]| trf(" (shootout {0}-{1})", &[&h.to_string(), &a.to_string()]))
        .unwrap_or_default();
    format!("{home} {}-{} {away}{shootout}", goals[0], goals[1])
}

/// "Reds #9 Rossi, suspended: misses this match".
pub fn missing(team: &str, number: u8, name: &str, reason: AbsenceReason) -> String {
    let why = match reason {
        AbsenceReason::Suspended => tr("suspended (sent off)"),
        AbsenceReason::SeriouslyInjured => tr("seriously injured"),
    };
    trf(
        "{0} #{1} {2}, {3}: misses this match",
        &[team, &number.to_string(), name, why],
    )
}

/// `template` ("{0}' ({1}-{2})") filled with a match's minute and score (home, away).
fn minute_and_score(template: &'static str, minute: u8, score: [u8; 2]) -> String {
    let [home, away] = score.map(|goals| goals.to_string());
    trf(template, &[&minute.to_string(), &home, &away])
}

/// "Simulating: 37' (1-0)", the simulated match's minute and score so far.
pub fn simulating(minute: u8, score: [u8; 2]) -> String {
    minute_and_score(tr_key("Simulating: {0}' ({1}-{2})"), minute, score)
}

/// A simulated match that stopped (a fault in the AI): its result is not recorded.
pub const SIMULATION_FAILED: &str =
    tr_key("The simulation stopped on a fault: this match was not recorded.");

/// "Your match is in play (37', 1-0): ..." (the person's fixture begun at the table).
pub fn in_play(minute: u8, score: [u8; 2]) -> String {
    let template = tr_key(
        "Your match is in play ({0}', {1}-{2}): resume it, or let the AI finish it from there.",
    );
    minute_and_score(template, minute, score)
}

/// "Winner: Reds".
pub fn winner(team: &str) -> String {
    trf("Winner: {0}", &[team])
}

/// Why the competition refused a team or a fixture, in words.
pub fn refused(e: &CompetitionError) -> String {
    match e {
        CompetitionError::UnknownTeam(t) => trf("no team \"{0}\" in this competition", &[t]),
        CompetitionError::DuplicateTeam(t) => trf("two teams are called \"{0}\"", &[t]),
        CompetitionError::SameTeam(t) => trf("\"{0}\" cannot play itself", &[t]),
        CompetitionError::Squad(t, _) => trf("{0}: this team cannot take the pitch", &[t]),
        CompetitionError::ChangedSquad { team, .. } => {
            trf("{0} must keep the same 16 players all tournament", &[team])
        }
        CompetitionError::NotFinished => tr("the match is not over yet").into(),
        CompetitionError::Setup(_) => tr("the match could not be set up").into(),
    }
}

/// Why a fixture could not be simulated or recorded, in words.
pub fn run_refused(e: &RunError) -> String {
    match e {
        RunError::Competition(e) => refused(e),
        RunError::Over => tr("every match of the competition has been played").into(),
        RunError::Match { fixture, .. } => trf("{0} could not be played to its end", &[fixture]),
    }
}

#[cfg(test)]
mod tests {
    use super::{CompetitionError, RunError, run_refused};
    use hexkick_i18n::{Lang, glossary::has_word, with_lang};
    use hexkick_rules::squad::SquadError;
    use hexkick_rules::state::SetupError;

    #[test]
    fn a_refused_fixture_is_said_in_french() {
        let team = || "Les Bleus".to_string();
        let refusals = [
            CompetitionError::UnknownTeam(team()),
            CompetitionError::DuplicateTeam(team()),
            CompetitionError::SameTeam(team()),
            CompetitionError::Squad(team(), SquadError::WrongSize(15)),
            CompetitionError::ChangedSquad {
                team: team(),
                detail: "player 4 changed".into(),
            },
            CompetitionError::NotFinished,
            CompetitionError::Setup(SetupError("no kicker".into())),
        ];
        let mut said: Vec<String> = (refusals.into_iter().map(RunError::Competition))
            .chain([RunError::Over])
            .map(|e| with_lang(Lang::Fr, || run_refused(&e)))
            .collect();
        said.push(with_lang(Lang::Fr, || {
            run_refused(&RunError::Match {
                fixture: "A v B (seed 3)".into(),
                error: "stuck".into(),
            })
        }));
        for french in said {
            let english = [
                "the", "is", "not", "team", "players", "must", "in", "played",
            ];
            let left: Vec<&str> = (english.into_iter())
                .filter(|w| has_word(&french, w))
                .collect();
            assert!(left.is_empty(), "{french}\nkeeps English {left:?}");
        }
    }
}
