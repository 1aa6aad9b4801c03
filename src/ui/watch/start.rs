//! Opening a watch screen: a replay of a log (kept, in progress, a file or the built-in test
//! log), or a spectator's match from `hexkick spectate --home LEVEL --away LEVEL [--speed S]
//! [--rules R] [--home-team NAME --away-team NAME] [--seed N]` or the Watch page; and keeping
//! a finished spectator's match among the replays.

use super::source::{ReplaySource, SpectateSource};
use super::speed::WatchSpeed;
use super::{Source, WatchScreen};
use crate::ui::kit::MatchKit;
use crate::ui::match_screen::MatchScreen;
use crate::ui::new_match::{NewMatchChoices, TeamList, pick_teams};
use crate::ui::options::SpectateOptions;
use crate::ui::test_log::{Kind, Line};
use hexkick_record::{MatchLog, ReplayError};
use hexkick_session::Replays;
use hexkick_storage::{MemoryStore, Saves, Slot, Store};
use hexkick_table::replay::{Rerun, refused_words};
use hexkick_table::{Coach, MatchSetup, PlayOptions, Table, TeamSetup};

/// The built-in log `--replay quick` opens (a quick 2024 BASE match, normal against
/// beginner, 2-0), so the web's tests need no file.
const QUICK_LOG: &str = include_str!("../../../tests/fixtures/replay/quick-2-0.json");

/// The match screen of a watched table, under a director.
pub(super) fn directed(table: Table, kit: Option<MatchKit>, test_mode: bool) -> Box<MatchScreen> {
    let mut game = MatchScreen::new(table);
    if let Some(kit) = kit {
        game.set_kit(kit);
    }
    game.set_test_mode(test_mode);
    game.set_controls(Vec::new());
    Box::new(game)
}

/// A replay of `log`, checked first like `hexkick replay` (a log that does not replay is
/// refused with why).
pub fn replay_screen(
    log: MatchLog,
    kit: Option<MatchKit>,
    test_mode: bool,
) -> Result<WatchScreen, ReplayError> {
    let rerun = Rerun::new(log)?;
    let table = rerun.table_at(0)?;
    Line::new(Kind::Watch)
        .field("mode", "replay")
        .field("commands", rerun.len())
        .field("moments", rerun.moments().len())
        .write();
    let game = directed(table, kit.clone(), test_mode);
    let source = Source::Replay(Box::new(ReplaySource {
        rerun,
        next: 0,
        reel: None,
    }));
    let mut screen = WatchScreen::new(game, source, WatchSpeed::replay());
    screen.kit = kit;
    screen.test_mode = test_mode;
    Ok(screen)
}

/// The spectator's match, its dice seeded by `seed`: Standard Blue against Standard Red, or
/// the two teams `options` names (found on `teams`, in the strips they wear at kick-off),
/// each coached by its AI level; or why those teams cannot play each other under the rules.
fn spectate_setup(
    options: &SpectateOptions,
    teams: &TeamList,
    seed: u64,
) -> Result<(MatchSetup, Option<MatchKit>), String> {
    let mut setup = MatchSetup::quick(Coach::Ai(options.home), Coach::Ai(options.away), seed);
    setup.rules = options.rules;
    setup.options = PlayOptions::for_rules(options.rules);
    let Some([home, away]) = &options.teams else {
        return Ok((setup, None));
    };
    let index = |name: &str| {
        (teams.position(name)).ok_or_else(|| hexkick_i18n::trf("No team called {0}", &[name]))
    };
    let choices = NewMatchChoices {
        edition: options.rules.edition,
        level: options.rules.level,
        home: index(home)?,
        away: index(away)?,
        ..NewMatchChoices::default()
    };
    let (home, away, strips) = pick_teams(&choices, teams).map_err(|e| e.to_string())?;
    setup.home = TeamSetup::from_team(&home.team, strips.home, Coach::Ai(options.home));
    setup.away = TeamSetup::from_team(&away.team, strips.away, Coach::Ai(options.away));
    Ok((setup, Some(MatchKit::for_teams(&home.team, &away.team))))
}

/// The teams a spectator may pick: the standard and ready-made ones and the player's own.
pub fn spectator_teams() -> TeamList {
    let mut saves = crate::ui::app_saves::open_saves().0;
    TeamList::with_owned(&hexkick_teams::saved::load_teams(&mut saves).library)
}

/// A spectator's match, checked and ready to open: the options picked, the match they make
/// and the strips its teams wear.
pub struct Spectating {
    /// What the spectator picked.
    pub options: SpectateOptions,
    /// The match between those teams (from [`spectate_setup`]).
    pub setup: MatchSetup,
    /// The teams' look, when they are not the standard squads.
    pub kit: Option<MatchKit>,
}

impl Spectating {
    /// The spectator's match `options` names, its dice seeded by `seed`, with the teams
    /// found on `teams`; or why those teams cannot play each other.
    pub fn new(options: SpectateOptions, teams: &TeamList, seed: u64) -> Result<Self, String> {
        let (setup, kit) = spectate_setup(&options, teams, seed)?;
        Ok(Self {
            options,
            setup,
            kit,
        })
    }
}

/// A spectator's match on the screen (in memory: it does not replace the player's saved
/// match; kept among the replays at full time).
pub fn spectate_screen(spectating: Spectating, test_mode: bool) -> Result<WatchScreen, String> {
    let Spectating {
        options,
        setup,
        kit,
    } = spectating;
    let names = [setup.home.look.name.clone(), setup.away.look.name.clone()];
    let saves: Saves<Box<dyn Store>> = Saves::new(Box::new(MemoryStore::default()));
    let table = Table::new(setup, saves).map_err(|e| e.to_string())?;
    Line::new(Kind::Watch)
        .field("mode", "spectate")
        .field("home", options.home.name())
        .field("away", options.away.name())
        .text("home_team", &names[0])
        .text("away_team", &names[1])
        .write();
    let game = directed(table, kit.clone(), test_mode);
    let source = Source::Spectate(SpectateSource::default());
    let mut screen = WatchScreen::new(game, source, WatchSpeed::spectator(options.speed));
    screen.kit = kit;
    screen.test_mode = test_mode;
    Ok(screen)
}

/// Keeps a finished spectator's match among the replays (a failure is logged; the match on
/// screen is not touched).
pub(super) fn keep(record: &MatchLog) {
    let mut saves = crate::ui::app_saves::open_saves().0;
    let mut kept = Replays::load(&mut saves);
    kept.keep(record.clone());
    if let Err(e) = saves.save(Slot::Replays, &kept).and_then(|()| {
        saves
            .flush()
            .map_err(|cause| hexkick_storage::SaveError::Store {
                slot: Slot::Replays,
                cause,
            })
    }) {
        Line::new(Kind::SaveFailed).text("reason", e).write();
    }
}

/// The log `--replay NAME` names: `quick` (built in), else a file (native builds).
pub fn load_log(name: &str) -> Result<MatchLog, String> {
    let text = if name == "quick" {
        QUICK_LOG.to_string()
    } else {
        #[cfg(target_arch = "wasm32")]
        return Err(format!(
            "no built-in log \"{name}\" (the web knows \"quick\")"
        ));
        #[cfg(not(target_arch = "wasm32"))]
        std::fs::read_to_string(name).map_err(|e| format!("{name}: {e}"))?
    };
    hexkick_storage::json::read(text.as_bytes())
        .map_err(|e| format!("{name} is not a match log: {e}"))
}

/// The watch screen the window options ask for (`--replay`, `spectate`), if any, or why it
/// cannot open.
pub fn from_options(options: &crate::ui::GameOptions) -> Option<Result<Box<WatchScreen>, String>> {
    if let Some(spectate) = &options.spectate {
        // The standard squads need no saves; teams named on the command line are looked up.
        let teams = if spectate.teams.is_some() {
            spectator_teams()
        } else {
            TeamList::with_owned(&hexkick_teams::library::TeamLibrary::default())
        };
        return Some(
            Spectating::new(spectate.clone(), &teams, options.seed)
                .and_then(|s| spectate_screen(s, options.test_mode))
                .map(Box::new),
        );
    }
    let name = options.replay.as_deref()?;
    Some(load_log(name).and_then(|log| {
        replay_screen(log, None, options.test_mode)
            .map(Box::new)
            .map_err(|e| format!("{name} does not replay: {e}"))
    }))
}

/// What to watch: a log again, or the AI play the AI.
pub enum Opening {
    /// A match log's replay.
    Replay(Box<MatchLog>),
    /// A spectator's match, checked by the Watch page (its dice seeded from the clock when
    /// it opens).
    Spectate(Box<Spectating>),
}

/// The watch screen of `opening` (a replay dressed in what `kit` finds for its teams), or
/// why it cannot open in the player's words (with a `start_failed` line in English).
pub fn open(
    opening: Opening,
    kit: impl FnOnce(&MatchSetup) -> Option<MatchKit>,
    test_mode: bool,
) -> Result<Box<WatchScreen>, String> {
    let made = match opening {
        Opening::Replay(log) => {
            let kit = log
                .table
                .as_ref()
                .and(kit(&MatchSetup::from_record(&log).0));
            replay_screen(*log, kit, test_mode)
                .map_err(|e| (e.to_string(), refused_words(&e).to_string()))
        }
        Opening::Spectate(mut spectating) => {
            spectating.setup.seed = (macroquad::miniquad::date::now() * 1000.0) as u64;
            spectate_screen(*spectating, test_mode).map_err(|why| (why.clone(), why))
        }
    };
    made.map(Box::new).map_err(|(english, words)| {
        Line::new(Kind::StartFailed).text("reason", english).write();
        words
    })
}
