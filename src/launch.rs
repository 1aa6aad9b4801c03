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

/// The system's locale name ("fr_FR.UTF-8" from `LC_ALL`, `LC_MESSAGES` or `LANG` on native;
/// the browser's `navigator.language`, "fr-FR", on the web); `None` when it says nothing.
pub fn system_locale() -> Option<String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| std::env::var(name).ok().filter(|v| !v.is_empty()))
    }
    #[cfg(target_arch = "wasm32")]
    {
        web::browser_language()
    }
}

/// Page switches (`index.html?NAME`) and the window options they stand for: `?test` is test
/// mode, `?studio` the team studio, `?menus` the menus in test mode, `?table` table mode, and
/// `?pass`, `?cross`, `?shot`, `?tackle`, `?throw_in`, `?tie` start the match screen from that
/// built-in UI-test position (`--scenario NAME`), `?dragback` kicks by dragging back, `?aim`
/// shows the whole aim line, `?first_start` asks the language on a first start in test mode.
/// Page values (`?NAME=VALUE`) are in [`PAGE_VALUES`].
pub const PAGE_SWITCHES: [(&str, &str); 13] = [
    ("test", "--test-mode"),
    ("studio", "--studio"),
    ("menus", "--menus"),
    ("table", "--table"),
    ("pass", "--scenario=pass"),
    ("cross", "--scenario=cross"),
    ("shot", "--scenario=shot"),
    ("tackle", "--scenario=tackle"),
    ("throw_in", "--scenario=throw_in"),
    ("tie", "--scenario=tie"),
    ("dragback", "--drag-back"),
    ("aim", "--aim"),
    ("first_start", "--first-start"),
];

/// Page values (`index.html?NAME=VALUE`) and the window option each stands for: `?lang=fr`
/// is `--lang=fr`, `?replay=quick` is `--replay=quick`, `?seed=8` is `--seed=8` (the dice
/// and a new competition's seed, for browser tests), `?timeout=240` is `--timeout=240` (a
/// browser test longer than test mode's minute on a loaded machine), `?ai=both` is `--ai=both`
/// (the AI coaches a test position's sides) and `?ai_pace=normal` is `--ai-pace=normal` (test
/// mode plays the AI at a player's pace).
pub const PAGE_VALUES: [(&str, &str); 6] = [
    ("lang", "--lang"),
    ("replay", "--replay"),
    ("seed", "--seed"),
    ("timeout", "--timeout"),
    ("ai", "--ai"),
    ("ai_pace", "--ai-pace"),
];

/// The arguments that the page values `value(name)` gives stand for.
pub fn values_to_args(value: impl Fn(&str) -> Option<String>) -> Vec<String> {
    PAGE_VALUES
        .iter()
        .filter_map(|(name, flag)| value(name).map(|v| format!("{flag}={v}")))
        .collect()
}

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
        fn hexkick_page_value(name: *const u8, len: u32, out: *mut u8, cap: u32) -> i32;
        fn hexkick_browser_language(out: *mut u8, cap: u32) -> i32;
    }

    /// The longest page value or language name read.
    const VALUE_CAP: usize = 64;

    /// Text a JS import writes into `buffer`, returning its length (negative: none).
    fn read_text(write: impl FnOnce(*mut u8, u32) -> i32) -> Option<String> {
        let mut buffer = [0u8; VALUE_CAP];
        let len = write(buffer.as_mut_ptr(), VALUE_CAP as u32);
        let len = usize::try_from(len).ok()?.min(VALUE_CAP);
        String::from_utf8(buffer[..len].to_vec()).ok()
    }

    pub(super) fn browser_language() -> Option<String> {
        // SAFETY: the JS side writes at most `cap` bytes into the live buffer it is given.
        read_text(|out, cap| unsafe { hexkick_browser_language(out, cap) })
    }

    /// Lets web/hexkick.js check it is the script this build expects (miniquad's plugin check).
    #[unsafe(no_mangle)]
    pub extern "C" fn hexkick_crate_version() -> u32 {
        1
    }

    pub(super) fn args() -> Vec<String> {
        let mut args = super::switches_to_args(|name| {
            // SAFETY: the pointer and length describe a live &str; the JS side only reads it.
            unsafe { hexkick_page_flag(name.as_ptr(), name.len() as u32) == 1 }
        });
        args.extend(super::values_to_args(|name| {
            // SAFETY: as above for the name; the JS side writes at most `cap` bytes into the
            // live buffer it is given.
            read_text(|out, cap| unsafe {
                hexkick_page_value(name.as_ptr(), name.len() as u32, out, cap)
            })
        }));
        args
    }
}

#[cfg(test)]
mod tests {
    use super::{switches_to_args, values_to_args};

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
    fn a_page_value_is_a_window_option_with_its_value() {
        let args = values_to_args(|name| (name == "lang").then(|| "fr".to_string()));
        assert_eq!(args, ["--lang=fr"]);
        let args = values_to_args(|name| (name == "timeout").then(|| "240".to_string()));
        assert_eq!(args, ["--timeout=240"]);
        assert!(values_to_args(|_| None).is_empty());
    }

    #[test]
    fn a_page_without_switches_opens_the_game_normally() {
        assert!(switches_to_args(|_| false).is_empty());
    }
}
