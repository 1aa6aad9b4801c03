//! Where saves live on each native platform, computed from the environment:
//!
//! | platform | folder |
//! |---|---|
//! | any, for tests | `$HEXKICK_DATA_DIR` |
//! | Linux and other Unix | `$XDG_DATA_HOME/hexkick`, else `~/.local/share/hexkick` |
//! | Windows | `%APPDATA%\hexkick` |
//! | macOS | `~/Library/Application Support/hexkick` |
//! | iOS | `<app home>/Library/Application Support/hexkick` |
//! | Android | the app's internal files folder (`Context.getFilesDir()`) |

use std::ffi::OsString;
use std::path::PathBuf;

use super::error::{StoreError, StoreErrorKind, StoreOp};

/// The environment variable that overrides the save folder (tests, portable installs).
pub const DATA_DIR_VAR: &str = "HEXKICK_DATA_DIR";

/// The folder name under the platform's data folder.
const APP_FOLDER: &str = "hexkick";

/// The operating systems whose save folders differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Os {
    /// Linux desktops (and other Unix-likes following the XDG conventions).
    Linux,
    /// Windows.
    Windows,
    /// macOS.
    MacOs,
    /// iOS: `HOME` is the app's sandbox.
    Ios,
    /// Android: the folder comes from the activity, not the environment.
    Android,
}

impl Os {
    /// The system this build runs on.
    pub const CURRENT: Os = if cfg!(target_os = "windows") {
        Os::Windows
    } else if cfg!(target_os = "macos") {
        Os::MacOs
    } else if cfg!(target_os = "ios") {
        Os::Ios
    } else if cfg!(target_os = "android") {
        Os::Android
    } else {
        Os::Linux
    };
}

/// The save folder for `os`, reading environment variables through `var`; `None` when the
/// environment does not say (always so on Android without the override).
pub fn folder_for(os: Os, var: impl Fn(&str) -> Option<OsString>) -> Option<PathBuf> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let absolute = |name: &str| set(name).filter(|p| p.is_absolute());
    if let Some(dir) = set(DATA_DIR_VAR) {
        return Some(dir);
    }
    let home = || absolute("HOME");
    match os {
        Os::Linux => absolute("XDG_DATA_HOME")
            .or_else(|| home().map(|h| h.join(".local").join("share")))
            .map(|d| d.join(APP_FOLDER)),
        Os::Windows => set("APPDATA").map(|d| d.join(APP_FOLDER)),
        Os::MacOs | Os::Ios => home().map(|h| {
            h.join("Library")
                .join("Application Support")
                .join(APP_FOLDER)
        }),
        Os::Android => None,
    }
}

/// This device's save folder, or an error the player can read when none can be found.
pub fn save_folder() -> Result<PathBuf, StoreError> {
    folder_for(Os::CURRENT, |name| std::env::var_os(name))
        .or_else(platform_folder)
        .ok_or_else(|| {
            StoreError::new(
                StoreErrorKind::NoSaveFolder,
                format!("set {DATA_DIR_VAR} to choose one"),
                StoreOp::Write,
            )
        })
}

/// The folder the platform gives outside the environment (Android's files folder).
fn platform_folder() -> Option<PathBuf> {
    #[cfg(target_os = "android")]
    {
        super::android::files_dir()
    }
    #[cfg(not(target_os = "android"))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<OsString> + use<> {
        let pairs: Vec<(String, OsString)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), OsString::from(v)))
            .collect();
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        }
    }

    #[test]
    fn linux_follows_xdg() {
        let xdg = env(&[("XDG_DATA_HOME", "/x/data"), ("HOME", "/home/kim")]);
        assert_eq!(folder_for(Os::Linux, xdg), Some("/x/data/hexkick".into()));
        let home = env(&[("XDG_DATA_HOME", "relative/ignored"), ("HOME", "/home/kim")]);
        assert_eq!(
            folder_for(Os::Linux, home),
            Some("/home/kim/.local/share/hexkick".into())
        );
        assert_eq!(folder_for(Os::Linux, env(&[])), None);
    }

    #[test]
    fn windows_uses_appdata() {
        let roaming = r"C:\Users\kim\AppData\Roaming";
        let vars = env(&[("APPDATA", roaming)]);
        assert_eq!(
            folder_for(Os::Windows, vars),
            Some(PathBuf::from(roaming).join("hexkick"))
        );
        assert_eq!(folder_for(Os::Windows, env(&[("HOME", "/h")])), None);
    }

    #[test]
    fn apple_uses_application_support() {
        let home = env(&[("HOME", "/Users/kim")]);
        assert_eq!(
            folder_for(Os::MacOs, &home),
            Some("/Users/kim/Library/Application Support/hexkick".into())
        );
        assert_eq!(
            folder_for(Os::Ios, &home),
            Some("/Users/kim/Library/Application Support/hexkick".into())
        );
    }

    #[test]
    fn the_override_wins_everywhere() {
        let vars = env(&[(DATA_DIR_VAR, "/tmp/saves"), ("HOME", "/home/kim")]);
        for os in [Os::Linux, Os::Windows, Os::MacOs, Os::Ios, Os::Android] {
            assert_eq!(folder_for(os, &vars), Some("/tmp/saves".into()));
        }
        let empty = env(&[(DATA_DIR_VAR, ""), ("HOME", "/home/kim")]);
        assert_eq!(
            folder_for(Os::Linux, empty),
            Some("/home/kim/.local/share/hexkick".into())
        );
        assert_eq!(folder_for(Os::Android, env(&[("HOME", "/")])), None);
    }
}
