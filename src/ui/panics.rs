//! What a panic does to the game.
//!
//! The release build aborts on panic (`panic = "abort"` in Cargo.toml: no unwinding tables, half
//! a megabyte less), so a side thread whose failure the game can live without must not let its
//! panic reach the runtime. [`install`] sets a hook that stops such a thread where it panicked,
//! for good, once it has told the game:
//! - quad-snd's audio thread, which panics where no sound device opens (a server, Xvfb, CI):
//!   the game plays silently ([`super::sound::device`]);
//! - a thread that asked with [`report_to`] (the AI's decisions and the simulated fixtures,
//!   [`super::thinker`]): its flag is raised, and the frame thread reads a failed job.
//!
//! Neither holds a lock the game's thread waits for: quad-snd panics opening or waiting for its
//! device, with the mixer it owns; a job works on data of its own. Every other panic goes to the
//! previous hook (its message) and then ends the game: an abort in a release build, like a
//! kill, which the saves survive (`hexkick_storage` writes each file whole or not at all).
//! Tests unwind, so there a panic on the game's own thread fails the test as usual.
//!
//! A stopped thread holds std's hook lock for good, so no hook may be set after one has
//! stopped: the game sets its hook before the window opens, and on Android and iOS once more
//! when the window is up, over miniquad's (`install_over_platform_hook`), before any job.

use super::sound::device;
use std::cell::RefCell;
use std::panic::PanicHookInfo;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Once};

static INSTALL: Once = Once::new();

thread_local! {
    /// The flag [`report_to`] left for this thread's panic.
    static REPORT: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Installs the hook (once; later calls do nothing). Call it before the window opens: quad-snd's
/// thread starts with it.
pub fn install() {
    INSTALL.call_once(put_over_current_hook);
}

/// Puts the hook back over the one miniquad sets when its window starts on Android and iOS (to
/// log panics there, which it goes on doing under ours). Call it once the window is up.
#[cfg(any(target_os = "android", target_os = "ios"))]
pub fn install_over_platform_hook() {
    put_over_current_hook();
}

/// Sets the hook, with the current one as the hook for every panic it does not stop.
fn put_over_current_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if info
            .location()
            .is_some_and(|l| device::is_audio_backend(l.file()))
        {
            device::went_missing(message(info));
            park_for_good();
        }
        if let Some(flag) = REPORT.with(|report| report.borrow_mut().take()) {
            previous(info);
            flag.store(true, Ordering::SeqCst);
            park_for_good();
        }
        previous(info);
    }));
}

/// Asks that a panic on this thread raise `flag` and stop the thread, not the game.
pub fn report_to(flag: Arc<AtomicBool>) {
    REPORT.with(|report| *report.borrow_mut() = Some(flag));
}

/// The panic's message, when it has one.
fn message<'a>(info: &'a PanicHookInfo<'_>) -> &'a str {
    info.payload()
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| info.payload().downcast_ref::<String>().map(String::as_str))
        .unwrap_or("unknown reason")
}

/// Stops the panicking thread here: it never returns, so the panic neither unwinds nor aborts.
fn park_for_good() -> ! {
    loop {
        std::thread::park();
    }
}

/// Runs a test whose thread is stopped by the hook in a child process of the test binary: a
/// stopped thread holds std's hook lock for good, which libtest takes once all tests have run,
/// so the child leaves with [`std::process::exit`] before that.
#[cfg(test)]
pub(crate) mod in_child {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};

    const CHILD: &str = "HEXKICK_TEST_IN_CHILD";
    const PASSED: &str = "the child's test passed";

    /// In the test process: runs the test `path` (after the crate name, as `module_path!()`
    /// and the test's name give it) in a child and asserts that it passed; returns false. In
    /// the child: returns true, and the test goes on, ending with [`pass`].
    pub fn run(path: &str) -> bool {
        if std::env::var_os(CHILD).is_some() {
            return true;
        }
        let name = path.split_once("::").map_or(path, |(_, rest)| rest);
        let mut child = Command::new(std::env::current_exe().expect("the test binary"))
            .args([name, "--exact", "--nocapture", "--test-threads=1"])
            .env(CHILD, "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the child test starts");
        let deadline = Instant::now() + Duration::from_secs(60);
        while child.try_wait().expect("the child test runs").is_none() {
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!("{name} did not end in 60 s");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let output = child.wait_with_output().expect("the child test's output");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && stdout.contains(PASSED),
            "{name}: {stdout}"
        );
        false
    }

    /// Ends the child's test: it passed.
    pub fn pass() -> ! {
        println!("{PASSED}");
        std::process::exit(0)
    }
}

#[cfg(test)]
mod tests {
    use super::{in_child, install, report_to};
    use crate::ui::sound::device::is_missing;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::{Duration, Instant};

    #[test]
    fn a_panic_on_a_reporting_thread_raises_its_flag_and_stops_only_that_thread() {
        if !in_child::run(concat!(
            module_path!(),
            "::a_panic_on_a_reporting_thread_raises_its_flag_and_stops_only_that_thread"
        )) {
            return;
        }
        install();
        let flag = Arc::new(AtomicBool::new(false));
        let for_thread = Arc::clone(&flag);
        std::thread::spawn(move || {
            report_to(for_thread);
            panic!("a job's bug");
        });
        let deadline = Instant::now() + Duration::from_secs(10);
        while !flag.load(Ordering::SeqCst) {
            assert!(Instant::now() < deadline, "the flag was never raised");
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(!is_missing(), "a job's panic is not the sound device's");
        in_child::pass();
    }

    #[test]
    fn a_panic_elsewhere_goes_on_as_before() {
        install();
        let caught = std::panic::catch_unwind(|| panic!("some other panic"));
        assert!(caught.is_err(), "it unwinds (tests do)");
        assert!(!is_missing());
    }
}
