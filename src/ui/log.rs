//! Machine-readable `HEXKICK ...` lines for test drivers: stdout on native, the browser
//! console on the web.

/// Writes one `HEXKICK <line>` record and flushes it at once.
pub fn emit(line: &str) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        // A closed stdout must not stop the game: the log is for scripts, not for play.
        let _ = writeln!(out, "HEXKICK {line}");
        let _ = out.flush();
    }
    #[cfg(target_arch = "wasm32")]
    macroquad::miniquad::info!("HEXKICK {}", line);
}
