//! The game window: title screen, match screen, test mode and the frame benchmark.
//!
//! Everything here runs inside macroquad's window; `main.rs` opens it with [`start`].

mod app;
pub mod app_saves;
pub mod badge;
pub mod capture;
pub mod competition;
pub mod draw;
pub mod flick_input;
pub mod flick_report;
pub mod fonts;
pub mod form;
pub mod frame_bench;
#[cfg(not(target_arch = "wasm32"))]
pub mod frame_pace;
pub mod frame_stats;
pub mod haptics;
pub mod kit;
pub mod layer_cache;
pub mod layout_report;
pub mod lifecycle;
pub mod lineup;
pub mod match_screen;
pub mod match_start;
pub mod menus;
pub mod new_match;
pub mod options;
pub mod page;
pub mod palette;
pub mod panics;
pub mod peg_sprites;
pub mod peg_sticker;
pub mod pieces;
pub mod pitch_layer;
pub mod practice;
pub mod rules_screen;
#[cfg(not(target_arch = "wasm32"))]
pub mod save_bench;
pub mod scenario_start;
pub mod scene_draw;
pub mod screen_words;
#[cfg(not(target_arch = "wasm32"))]
pub mod screenshot;
pub mod settings;
pub mod sound;
pub mod strip_art;
pub mod studio;
pub mod test_log;
pub mod thinker;
pub mod title;
pub mod tutorial;
pub mod tutorial_box;
pub mod view;
pub mod watch;
pub mod web_page;
pub mod widgets;
pub mod worker;
/// Words broken into lines that fit a width (one definition for every screen).
pub mod wrap;

use macroquad::window::Conf;
pub use options::GameOptions;

/// MSAA samples of the window: smooth edges on the moving pieces.
const WINDOW_SAMPLES: i32 = 1;

/// The window configuration: title "hexkick", high DPI, resizable, the requested size.
/// On the web it asks for WebGL 2: the cached layers are multisampled render targets, which
/// WebGL 1 cannot make.
pub fn window_conf(options: &GameOptions) -> Conf {
    Conf {
        window_title: "hexkick".to_string(),
        window_width: options.size.0 as i32,
        window_height: options.size.1 as i32,
        high_dpi: true,
        sample_count: WINDOW_SAMPLES,
        window_resizable: true,
        platform: macroquad::miniquad::conf::Platform {
            webgl_version: macroquad::miniquad::conf::WebGLVersion::WebGL2,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// Opens the game window and runs it until the player (or the test mode) quits.
pub fn start(options: GameOptions) {
    panics::install();
    macroquad::Window::from_config(window_conf(&options), app::run(options));
}
