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
//!
//! On x86_64 Linux the binaries are linked with size options ([`lean_link_args`]).

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
    for arg in lean_link_args() {
        println!("cargo:rustc-link-arg-bins={arg}");
    }
}

/// What `git args` prints (trimmed), or `None` outside a git checkout.
fn git(args: &[&str]) -> Option<String> {
    command(&[&["git"], args].concat())
}

/// What a command prints (trimmed), or `None` when it cannot run or fails.
fn command(words: &[&str]) -> Option<String> {
    let (program, args) = words.split_first()?;
    std::process::Command::new(program)
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

/// Linker options that make the native Linux binary smaller (docs/performance.md, "Lean and
/// fast"): identical functions and constants kept once (`--icf=all`, 0.1 MB; Rust promises no
/// distinct addresses for them) and the relative relocations packed (`-z pack-relative-relocs`,
/// 0.27 MB; the loader must be glibc 2.36 or later, checked on the building machine, where the
/// binary runs). Only where the link goes through lld: x86_64 Linux, whose default linker it is
/// from Rust 1.90, with no linker chosen in RUSTFLAGS. Elsewhere the binary is linked as before.
fn lean_link_args() -> Vec<&'static str> {
    let lld_links = std::env::var("TARGET").as_deref() == Ok("x86_64-unknown-linux-gnu")
        && version_after(&command(&[&rustc(), "--version"]), "rustc ")
            .is_some_and(|v| v >= (1, 90))
        && !std::env::var("CARGO_ENCODED_RUSTFLAGS").is_ok_and(|flags| flags.contains("link"));
    if !lld_links {
        return Vec::new();
    }
    let mut args = vec!["-Wl,--icf=all"];
    let glibc = version_after(&command(&["getconf", "GNU_LIBC_VERSION"]), "glibc ");
    if glibc.is_some_and(|v| v >= (2, 36)) {
        args.push("-Wl,-z,pack-relative-relocs");
    }
    args
}

/// The compiler cargo builds with.
fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// The major and minor version in `text` after `prefix` ("rustc 1.95.0 (…)", "glibc 2.36").
fn version_after(text: &Option<String>, prefix: &str) -> Option<(u32, u32)> {
    let mut numbers = text.as_deref()?.strip_prefix(prefix)?.split(['.', ' ']);
    Some((numbers.next()?.parse().ok()?, numbers.next()?.parse().ok()?))
}
