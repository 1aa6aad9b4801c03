//! Outside input read with a limit: a file (or `-` for standard input) is looked at before it
//! is opened, refused when it is not a plain file (a FIFO or a device such as `/dev/zero` would
//! block or never end) or when it is larger than its kind of input may be, and never read past
//! its limit (a file that grows while it is read is refused too). `docs/reliability.md` lists
//! every input and its limit.

use std::fmt;
use std::io::Read;
use std::path::Path;

/// The name that stands for standard input.
pub const STDIN: &str = "-";

/// Why outside input was not read.
#[derive(Debug)]
pub enum InputError {
    /// The file or standard input could not be read.
    Unreadable {
        /// The path, or "standard input".
        place: String,
        /// Why.
        error: std::io::Error,
    },
    /// It is a folder, a FIFO or a device, not a plain file.
    NotAFile {
        /// The path.
        path: String,
        /// What kind of input it should be ("team template").
        what: &'static str,
    },
    /// It is larger than its kind of input may be.
    TooLarge {
        /// The path, or "standard input".
        place: String,
        /// Its size when known before reading.
        bytes: Option<u64>,
        /// The limit, bytes.
        limit: u64,
        /// What kind of input it is.
        what: &'static str,
    },
    /// It is not UTF-8 text.
    NotText {
        /// The path.
        path: String,
        /// Where the text breaks.
        error: std::string::FromUtf8Error,
    },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable { place, error } => write!(f, "cannot read {place}: {error}"),
            Self::NotAFile { path, what } => write!(
                f,
                "{path} is not a plain file (a folder, FIFO or device); a {what} is read from a file"
            ),
            Self::TooLarge {
                place,
                bytes: Some(bytes),
                limit,
                what,
            } => write!(
                f,
                "{place} is {bytes} bytes; a {what} is at most {limit} bytes"
            ),
            Self::TooLarge {
                place, limit, what, ..
            } => write!(
                f,
                "{place} is over {limit} bytes; a {what} is at most {limit} bytes"
            ),
            Self::NotText { path, error } => write!(f, "{path} is not UTF-8 text ({error})"),
        }
    }
}

impl std::error::Error for InputError {}

/// Reads the file at `path` (or standard input for [`STDIN`]), at most `limit` bytes. `what`
/// names the kind of input in messages ("team template").
pub fn read_input(path: &str, limit: u64, what: &'static str) -> Result<Vec<u8>, InputError> {
    if path == STDIN {
        return read_limited(std::io::stdin().lock(), limit, what, "standard input");
    }
    let file = Path::new(path);
    let unreadable = |error| InputError::Unreadable {
        place: path.to_string(),
        error,
    };
    let meta = std::fs::metadata(file).map_err(unreadable)?;
    if !meta.is_file() {
        return Err(InputError::NotAFile {
            path: path.to_string(),
            what,
        });
    }
    if meta.len() > limit {
        return Err(InputError::TooLarge {
            place: path.to_string(),
            bytes: Some(meta.len()),
            limit,
            what,
        });
    }
    let opened = std::fs::File::open(file).map_err(unreadable)?;
    read_limited(opened, limit, what, path)
}

/// Reads `source` to its end, refusing it once it passes `limit` bytes.
fn read_limited(
    source: impl Read,
    limit: u64,
    what: &'static str,
    place: &str,
) -> Result<Vec<u8>, InputError> {
    let mut bytes = Vec::new();
    source
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|error| InputError::Unreadable {
            place: place.to_string(),
            error,
        })?;
    if bytes.len() as u64 > limit {
        return Err(InputError::TooLarge {
            place: place.to_string(),
            bytes: None,
            limit,
            what,
        });
    }
    Ok(bytes)
}

/// Reads text: [`read_input`], then UTF-8.
pub fn read_text(path: &str, limit: u64, what: &'static str) -> Result<String, InputError> {
    let bytes = read_input(path, limit, what)?;
    String::from_utf8(bytes).map_err(|error| InputError::NotText {
        path: path.to_string(),
        error,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("hexkick-bounded-{}-{name}", std::process::id()))
    }

    #[test]
    fn a_file_over_its_limit_is_refused_before_it_is_read() {
        let path = scratch("sparse");
        let file = std::fs::File::create(&path).expect("file");
        file.set_len(1 << 40).expect("a sparse terabyte");
        let err = read_input(&path.display().to_string(), 1024, "match log").expect_err("refused");
        assert!(
            err.to_string()
                .ends_with("is 1099511627776 bytes; a match log is at most 1024 bytes"),
            "{err}"
        );
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn non_regular_files_are_refused_at_once() {
        let err = read_input("/dev/zero", 1024, "match log").expect_err("refused");
        assert!(err.to_string().contains("not a plain file"), "{err}");
        let err = read_input("/tmp", 1024, "match log").expect_err("refused");
        assert!(err.to_string().contains("not a plain file"), "{err}");
        #[cfg(unix)]
        {
            let fifo = scratch("fifo");
            let _ = std::fs::remove_file(&fifo);
            let made = std::process::Command::new("mkfifo").arg(&fifo).status();
            assert!(made.is_ok_and(|s| s.success()), "mkfifo");
            let err = read_input(&fifo.display().to_string(), 1024, "x").expect_err("refused");
            assert!(err.to_string().contains("not a plain file"), "{err}");
            let _ = std::fs::remove_file(&fifo);
        }
    }

    #[test]
    fn a_stream_is_cut_at_its_limit() {
        let endless = std::io::repeat(b'x');
        let err = read_limited(endless, 4096, "scenario", "standard input").expect_err("refused");
        assert!(err.to_string().contains("is over 4096 bytes"), "{err}");
        let fits = read_limited(&b"{}"[..], 2, "scenario", "here").expect("fits");
        assert_eq!(fits, b"{}");
    }
}
