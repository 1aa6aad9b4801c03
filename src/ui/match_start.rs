//! Match screens as the app opens them: dressed in their teams' strips, with the player's
//! settings, saved from the first move; and the match a test or bench run starts with.

use crate::ui::app_saves::open_saves;
use crate::ui::flick_input::{self, FlickFeel};
use crate::ui::kit::MatchKit;
use crate::ui::match_screen::MatchScreen;
use crate::ui::match_screen::log_lines::with_position;
use crate::ui::options::GameOptions;
use crate::ui::scenario_start;
use crate::ui::settings::Settings;
use crate::ui::test_log::{Kind, Line};
use hexkick_rules::squad::{PlayerId, Side};
use hexkick_table::{MatchSetup, Table};

/// Dresses the match in its teams' strips (when both teams are found) and logs what they wear.
pub fn dress(game: &mut MatchScreen, kit: Option<MatchKit>) {
    if let Some(kit) = kit {
        Line::new(Kind::MatchKit)
            .text("home", &kit.home.name)
            .field("home_shirt", kit.home.strip.shirt)
            .text("away", &kit.away.name)
            .field("away_shirt", kit.away.strip.shirt)
            .write();
        game.set_kit(kit);
    }
}

/// A match screen with the player's settings applied (and its test-mode log lines).
pub fn prepared(mut game: MatchScreen, settings: Settings, test_mode: bool) -> Box<MatchScreen> {
    game.set_test_mode(test_mode);
    apply_settings(&mut game, settings, test_mode);
    Box::new(game)
}

/// Puts the player's settings to use in a match (opened, or back from the pause sheet's
/// Settings).
pub fn apply_settings(game: &mut MatchScreen, settings: Settings, test_mode: bool) {
    game.prefer_aim_help(settings.aim_help);
    game.set_flick_feel(FlickFeel::new(
        settings.flick_control,
        settings.flick_sensitivity,
    ));
    game.set_soft_kick(settings.soft_kick.cm());
    game.set_table_mode(settings.table_mode);
    game.set_speed(settings.animation_speed.factor());
    game.set_ai_pace(settings.ai_pace.in_play(test_mode));
    game.set_left_handed(settings.left_handed);
    game.set_motion(settings.motion);
    if !settings.undo {
        game.set_undo_allowed(false);
    }
}

/// A new match saved at once (`absent`: a competition's players who miss it), on its screen
/// dressed in `kit` with the player's settings; `None` (logged) when the set-up's squads do
/// not fit its rules.
pub fn new_match_screen(
    setup: MatchSetup,
    absent: Vec<PlayerId>,
    kit: Option<MatchKit>,
    settings: Settings,
    test_mode: bool,
) -> Option<Box<MatchScreen>> {
    match Table::without(setup, absent, open_saves().0) {
        Ok(table) => {
            with_position(Line::new(Kind::MatchStarted), &table)
                .field("home", table.coach(Side::Home).name())
                .field("away", table.coach(Side::Away).name())
                .write();
            let mut game = MatchScreen::new(table);
            dress(&mut game, kit);
            game.offer_settings_in_pause();
            Some(prepared(game, settings, test_mode))
        }
        Err(e) => {
            Line::new(Kind::StartFailed).text("reason", e).write();
            None
        }
    }
}

/// The match a test or bench run starts with: a scenario's position, or the test kick-off.
/// The error is a scenario's [`scenario_start::StartError`] or the match screen's message.
pub fn first_match(options: &GameOptions) -> Result<Box<MatchScreen>, Box<dyn std::error::Error>> {
    let mut game = match &options.scenario {
        Some(name) => {
            let state = scenario_start::load(name)?;
            MatchScreen::at_position_with_ai(state, options.seed, &options.ai)
        }
        None => MatchScreen::test_position_with_ai(&options.ai)?,
    };
    game.prefer_aim_help(options.aim_help);
    if options.drag_back {
        game.set_flick_feel(FlickFeel::new(
            flick_input::FlickControl::DragBack,
            flick_input::Sensitivity::default(),
        ));
    }
    game.set_test_mode(options.test_mode);
    if let Some(pace) = options.ai_pace {
        game.set_ai_pace(pace);
    }
    if options.bench_frames.is_some() {
        game.set_free_play(true);
        game.dress_for_bench()?;
    }
    game.set_table_mode(options.table_mode);
    game.zoom_on_ball(options.zoom);
    Ok(Box::new(game))
}
