//! Where the tools write: every command writes its output to the `&mut dyn Write` it is
//! handed and passes a failed write up with `?`, so [`run_to`] is the one place that turns it
//! into a line on stderr and an exit code, never a panic (issue 28: `hexkick simulate >
//! /dev/full` ended with "failed printing to stdout" and exit 101).
//!
//! A reader that goes away (`hexkick simulate | head -1`) never reaches here on Unix: the
//! tools restore SIGPIPE's default action, so the process ends quietly at once, as `cat` does
//! (a shell shows 141). Where there is no SIGPIPE the failed write comes back as
//! [`io::ErrorKind::BrokenPipe`] and ends the command with [`WRITE_FAILED`], quietly too.

use std::io::{self, Write};

/// The exit code of a command whose output could not be written (a full disk, a device that
/// refuses it): 74, `EX_IOERR` of `sysexits.h`.
pub const WRITE_FAILED: i32 = 74;

/// Runs `command` writing to `out` and flushes `out`: the command's exit code, or
/// [`WRITE_FAILED`] once the first failed write is said on stderr in one line
/// (`hexkick: could not write the output: No space left on device (os error 28)`).
pub fn run_to(out: &mut dyn Write, command: impl FnOnce(&mut dyn Write) -> io::Result<i32>) -> i32 {
    match command(out).and_then(|code| out.flush().map(|()| code)) {
        Ok(code) => code,
        Err(e) => {
            if let Some(line) = complaint(&e) {
                eprintln!("{line}");
            }
            WRITE_FAILED
        }
    }
}

/// The stderr line for a failed write; none when the reader went away (a closed pipe is the
/// reader's choice, not a failure to report).
fn complaint(e: &io::Error) -> Option<String> {
    (e.kind() != io::ErrorKind::BrokenPipe)
        .then(|| format!("hexkick: could not write the output: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer that takes `room` bytes, then fails as a full disk does.
    struct Full {
        room: usize,
    }

    impl Write for Full {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.room == 0 {
                return Err(io::Error::from(io::ErrorKind::StorageFull));
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            Ok(n)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn the_first_failed_write_ends_the_command_with_the_write_code() {
        let mut lines_written = 0;
        let code = run_to(&mut Full { room: 10 }, |out| {
            for n in 0..100 {
                writeln!(out, "line {n}")?;
                lines_written += 1;
            }
            Ok(0)
        });
        assert_eq!(code, WRITE_FAILED);
        assert_eq!(lines_written, 1, "the command stops at the failed write");
        let mut buffer = Vec::new();
        assert_eq!(run_to(&mut buffer, |out| writeln!(out, "x").map(|()| 3)), 3);
        assert_eq!(buffer, b"x\n");
    }

    #[test]
    fn a_full_disk_is_said_and_a_closed_pipe_is_not() {
        let full = io::Error::from_raw_os_error(28);
        let line = complaint(&full).expect("said");
        assert!(
            line.starts_with("hexkick: could not write the output: ") && !line.contains('\n'),
            "{line}"
        );
        assert_eq!(complaint(&io::Error::from(io::ErrorKind::BrokenPipe)), None);
    }
}
