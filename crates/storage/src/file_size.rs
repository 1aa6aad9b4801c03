//! A file-size limit (`ulimit -f`) must fail a save, not end the game: past the limit Unix
//! sends `SIGXFSZ`, whose default action kills the process with no word. Ignored, the write
//! fails with `EFBIG` instead, which comes back as an ordinary [`super::SaveError`] while the
//! last good save stays.

/// Makes a write past the process's file-size limit fail (`EFBIG`) instead of killing the
/// process (`SIGXFSZ`). Call it once at start, before any thread (the binary's `main` does).
/// Does nothing where there is no such signal.
#[allow(unsafe_code)]
pub fn ignore_file_size_signal() {
    #[cfg(unix)]
    // SAFETY: setting a signal's action to "ignore" installs no handler and touches no memory
    // of ours; the signal is only raised by the kernel on a write past the limit.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}
