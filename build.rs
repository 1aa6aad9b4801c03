//! Embeds the version and git hash, and picks per-target settings.
//!
//! Constants the crate reads with `env!`:
//! - `HEXKICK_GIT_HASH`: the commit the binary was built from ("unknown" outside a git checkout).
//! - `HEXKICK_PLATFORM`: the platform family of the target, chosen from `CARGO_CFG_TARGET_OS`
//!   (`desktop`, `web`, `android` or `ios`); the UI picks its defaults (touch-first layout,
//!   where saves live) from it.
//!
//! The UI strings `hexkick i18n-check` counts are gathered by the tools crate's build script
//! (`crates/tools/build.rs`).

fn main() {
    // Rebuilt when HEAD moves: a commit on the branch checked out, or another branch checked
    // out. Not for every branch's ref (a commit on any other branch or worktree would rebuild
    // the whole crate, fat LTO included).
    // Only files that exist: cargo reruns the script on every build for a missing one.
    let branch = git(&["symbolic-ref", "-q", "HEAD"]);
    let files = ["HEAD", "packed-refs"].into_iter().chain(branch.as_deref());
    for path in files.filter_map(|file| git(&["rev-parse", "--git-path", file])) {
        if std::path::Path::new(&path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    println!("cargo:rerun-if-env-changed=CARGO_CFG_TARGET_OS");
    let hash = git(&["rev-parse", "--short=9", "HEAD"]).unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=HEXKICK_GIT_HASH={hash}");

    let target_os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    println!("cargo:rustc-env=HEXKICK_PLATFORM={}", platform(&target_os));
}

/// What `git args` prints (trimmed), or `None` outside a git checkout.
fn git(args: &[&str]) -> Option<String> {
    std::process::Command::new("git")
        .args(args)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
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
