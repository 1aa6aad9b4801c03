//! The Watch page and a watched match's controls for `hexkick layout-report`: the page with
//! every replay kept (the longest team names, a match in progress among them), and a replay's
//! and a spectator's buttons in the match panel, playing and paused at their longest speed.

use super::list::WatchPage;
use super::speed::WatchSpeed;
use super::{REPLAY_JOBS, SPECTATE_JOBS, controls};
use crate::ui::layout_report::sheet::{Sheet, Window};
use crate::ui::match_screen::report::{SlotKey, panel_buttons};
use crate::ui::new_match::{NewMatchChoices, TeamList};
use crate::ui::view::PitchView;
use hexkick_rules::event::MatchResult;
use hexkick_session::KEPT_REPLAYS;
use hexkick_storage::{MemoryStore, Saves};
use hexkick_table::Table;
use hexkick_teams::library::TeamLibrary;

/// The Watch page with its replays, and the director's buttons of a replay and a spectator.
pub fn sheets(window: Window) -> Result<Vec<Sheet>, String> {
    let logs = kept_logs()?;
    let mut out = Vec::new();
    for (name, logs) in [("watch", logs.clone()), ("watch_no_replays", Vec::new())] {
        let mut sheet = Sheet::new(name);
        sheet.page(
            &WatchPage::with_logs(logs, TeamList::with_owned(&TeamLibrary::default()))
                .page(window.w, window.h),
        );
        out.push(sheet);
    }
    let view = PitchView::fit(window.w, window.h);
    // Every speed's words, paused and playing: the longest of them in each place.
    let slow = WatchSpeed::replay();
    for (name, jobs, speed) in [
        ("replay_controls", &REPLAY_JOBS[..], slow),
        (
            "spectate_controls",
            &SPECTATE_JOBS[..],
            WatchSpeed::spectator(1.0),
        ),
    ] {
        let mut sheet = Sheet::new(name);
        for paused in [false, true] {
            let mut speed = speed;
            for _ in 0..5 {
                let labels: Vec<String> = (controls(jobs, paused, speed, paused).into_iter())
                    .map(|c| c.label)
                    .collect();
                let keys: Vec<SlotKey> = (0..labels.len()).map(SlotKey::Director).collect();
                let part = panel_buttons(name, labels, &keys, &view);
                sheet.targets.extend(part.targets);
                sheet.texts.extend(part.texts);
                speed = speed.next();
            }
        }
        out.push(sheet);
    }
    Ok(out)
}

/// As many logs as the Watch page can offer: the match in progress and the kept ones, the
/// teams with the longest names.
fn kept_logs() -> Result<Vec<hexkick_record::MatchLog>, String> {
    let teams = TeamList::with_owned(&TeamLibrary::default());
    let setup = NewMatchChoices::default()
        .to_setup(&teams, 1)
        .map_err(|e| e.to_string())?;
    let table = Table::new(setup, Saves::new(MemoryStore::default())).map_err(|e| e.to_string())?;
    let mut log = table.record().clone();
    let longest = (0..teams.len())
        .filter_map(|i| teams.get(i))
        .map(|e| e.team.name().as_str().to_string())
        .max_by_key(|n| n.chars().count())
        .unwrap_or_default();
    log.home.name = longest.clone();
    log.away.name = longest;
    log.table = None;
    let mut out = vec![log.clone()];
    log.result = Some(MatchResult {
        home: 10,
        away: 10,
        winner: None,
        shootout: None,
    });
    out.extend(std::iter::repeat_n(log, KEPT_REPLAYS));
    Ok(out)
}
