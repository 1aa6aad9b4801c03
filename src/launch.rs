//! Where the game's launch arguments come from: the command line on native builds, the page
//! address on the web (`index.html?test` is `--test-mode`), so test drivers can switch the
//! same options on every platform.

/// The launch arguments, without the program name.
pub fn args() -> Vec<String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::env::args().skip(1).collect()
    }
    #[cfg(target_arch = "wasm32")]
    {
        web::args()
    }
}

/// Page switches (`index.html?NAME`) and the window options they stand for: `?test` is test
/// mode, `?studio` the team studio, `?menus` the menus in test mode, `?table` table mode, and
/// `?pass`, `?cross`, `?shot`, `?tackle`, `?throw_in` start the match screen from that
/// built-in UI-test position (`--scenario NAME`), `?dragback` kicks by dragging back.
pub const PAGE_SWITCHES: [(&str, &str); 10] = [
    ("test", "--test-mode"),
    ("studio", "--studio"),
    ("menus", "--menus"),
    ("table", "--table"),
    ("pass", "--scenario=pass"),
    ("cross", "--scenario=cross"),
    ("shot", "--scenario=shot"),
    ("tackle", "--scenario=tackle"),
    ("throw_in", "--scenario=throw_in"),
    ("dragback", "--drag-back"),
];

/// The arguments that the page switches for which `present(name)` holds stand for.
pub fn switches_to_args(present: impl Fn(&str) -> bool) -> Vec<String> {
    PAGE_SWITCHES
        .iter()
        .filter(|(name, _)| present(name))
        .map(|(_, arg)| (*arg).to_string())
        .collect()
}

#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // imports of web/hexkick.js and an export to it
mod web {
    // Provided by web/hexkick.js.
    #[link(wasm_import_module = "env")]
    unsafe extern "C" {
        fn hexkick_page_flag(name: *const u8, len: u32) -> u32;
    }

    /// Lets web/hexkick.js check it is the script this build expects (miniquad's plugin check).
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_crate_version() -> u32 {
        1
    }

    pub(super) fn args() -> Vec<String> {
        super::switches_to_args(|name| {
            // SAFETY: the pointer and length describe a live &str; the JS side only reads it.
            unsafe { hexkick_page_flag(name.as_ptr(), name.len() as u32) == 1 }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_test_switch_turns_on_test_mode() {
        assert_eq!(switches_to_args(|name| name == "test"), ["--test-mode"]);
    }

    #[test]
    fn a_ui_test_position_is_a_page_switch() {
        let args = switches_to_args(|name| name == "test" || name == "shot");
        assert_eq!(args, ["--test-mode", "--scenario=shot"]);
    }

    #[test]
    fn a_page_without_switches_opens_the_game_normally() {
        assert!(switches_to_args(|_| false).is_empty());
    }
}
