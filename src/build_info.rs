//! What this binary is: version, commit and platform family, embedded by `build.rs`.

/// The package version from Cargo.toml, e.g. "0.1.0".
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The short git hash the binary was built from, or "unknown" outside a git checkout.
pub const GIT_HASH: &str = env!("HEXKICK_GIT_HASH");

/// The platform family the binary was built for: "desktop", "web", "android" or "ios"
/// (chosen by `build.rs` from `CARGO_CFG_TARGET_OS`).
pub const PLATFORM: &str = env!("HEXKICK_PLATFORM");

/// One line for the title screen and `--version`: "hexkick 0.1.0 (abc123def, desktop)".
pub fn version_line() -> String {
    format!("hexkick {VERSION} ({GIT_HASH}, {PLATFORM})")
}

#[cfg(test)]
mod tests {
    use super::{GIT_HASH, PLATFORM, version_line};

    #[test]
    fn native_test_builds_are_desktop_builds() {
        assert_eq!(PLATFORM, "desktop");
    }

    #[test]
    fn version_line_names_version_hash_and_platform() {
        let line = version_line();
        assert!(line.starts_with("hexkick 0."), "{line}");
        assert!(
            line.contains(GIT_HASH) && line.ends_with("desktop)"),
            "{line}"
        );
    }
}
