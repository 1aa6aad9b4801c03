//! Embeds the version and git hash, and picks per-target settings.
//!
//! Constants the crate reads with `env!`:
//! - `HEXKICK_GIT_HASH`: the commit the binary was built from ("unknown" outside a git checkout).
//! - `HEXKICK_PLATFORM`: the platform family of the target, chosen from `CARGO_CFG_TARGET_OS`
//!   (`desktop`, `web`, `android` or `ios`); the UI picks its defaults (touch-first layout,
//!   where saves live) from it.

fn main() {
    println!("cargo:rerun-if-changed=.git/HEAD");
    println!("cargo:rerun-if-changed=.git/refs/heads");
    println!("cargo:rerun-if-env-changed=CARGO_CFG_TARGET_OS");
    let hash = std::process::Command::new("git")
        .args(["rev-parse", "--short=9", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=HEXKICK_GIT_HASH={hash}");

    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    println!("cargo:rustc-env=HEXKICK_PLATFORM={}", platform(&target_os));
}

/// The platform family of a target OS, as `HEXKICK_PLATFORM` names it.
fn platform(target_os: &str) -> &'static str {
    match target_os {
        "android" => "android",
        "ios" => "ios",
        // wasm32-unknown-unknown has target_os "unknown"; emscripten/wasi are not targets of ours.
        "unknown" | "emscripten" | "wasi" => "web",
        _ => "desktop",
    }
}
