//! Getting teams in and out of the app: template files and printable sheets. Desktop writes
//! files to the save folder's `export` directory and shows the path; the web downloads them.

use hexkick_teams::sheet::{sheet_png, sheet_svg};
use hexkick_teams::team::{StripKind, Team};
use hexkick_teams::template::{MAX_TEMPLATE_BYTES, export_json};

/// What an export wrote, or why it could not.
pub type ExportResult = Result<String, FileError>;

/// Why a studio file could not be written or read; the message is for the player.
#[derive(Debug)]
pub enum FileError {
    /// The PNG sheet could not be encoded.
    Png(png::EncodingError),
    /// There is no save folder to export to.
    #[cfg(not(target_arch = "wasm32"))]
    NoFolder(hexkick_storage::StoreError),
    /// The export folder cannot be made.
    #[cfg(not(target_arch = "wasm32"))]
    MakeFolder(std::path::PathBuf, std::io::Error),
    /// The file cannot be written.
    #[cfg(not(target_arch = "wasm32"))]
    Write(std::path::PathBuf, std::io::Error),
    /// The file the player named cannot be read: missing, not a plain file, or over the
    /// template limit (the words of [`hexkick_storage::bounded`]).
    #[cfg(not(target_arch = "wasm32"))]
    Input(hexkick_storage::bounded::InputError),
    /// The browser opens no paths.
    #[cfg(target_arch = "wasm32")]
    NoPaths,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FileError::Png(e) => e.fmt(f),
            #[cfg(not(target_arch = "wasm32"))]
            FileError::NoFolder(e) => write!(f, "no folder to export to: {e}"),
            #[cfg(not(target_arch = "wasm32"))]
            FileError::MakeFolder(dir, e) => write!(f, "cannot make {}: {e}", dir.display()),
            #[cfg(not(target_arch = "wasm32"))]
            FileError::Write(path, e) => write!(f, "cannot write {}: {e}", path.display()),
            #[cfg(not(target_arch = "wasm32"))]
            FileError::Input(e) => e.fmt(f),
            #[cfg(target_arch = "wasm32")]
            FileError::NoPaths => write!(
                f,
                "the browser cannot open paths; pick or drop the file (at most {MAX_TEMPLATE_BYTES} bytes)"
            ),
        }
    }
}

impl std::error::Error for FileError {}

impl FileError {
    /// Why the file could not be written or read, in the player's language (the system's
    /// own words stay in the English `Display`).
    pub fn in_words(&self) -> String {
        use hexkick_i18n::{tr, trf};
        match self {
            FileError::Png(_) => tr("the sheet could not be drawn as a picture").into(),
            #[cfg(not(target_arch = "wasm32"))]
            FileError::NoFolder(e) => trf(
                "no folder to export to: {0}",
                &[&hexkick_table::save_words::store_error_words(e)],
            ),
            #[cfg(not(target_arch = "wasm32"))]
            FileError::MakeFolder(dir, _) => {
                trf("cannot make the folder {0}", &[&dir.display().to_string()])
            }
            #[cfg(not(target_arch = "wasm32"))]
            FileError::Write(path, _) => trf("cannot write {0}", &[&path.display().to_string()]),
            #[cfg(not(target_arch = "wasm32"))]
            FileError::Input(e) => input_words(e),
            #[cfg(target_arch = "wasm32")]
            FileError::NoPaths => trf(
                "the browser cannot open paths; pick or drop the file (at most {0} bytes)",
                &[&MAX_TEMPLATE_BYTES.to_string()],
            ),
        }
    }
}

/// A template file the player named that cannot be read, in words.
#[cfg(not(target_arch = "wasm32"))]
fn input_words(e: &hexkick_storage::bounded::InputError) -> String {
    use hexkick_i18n::trf;
    use hexkick_storage::bounded::InputError;
    match e {
        InputError::Unreadable { place, error } if error.kind() == std::io::ErrorKind::NotFound => {
            trf("there is no file {0}", &[place])
        }
        InputError::Unreadable { place, .. } => trf("cannot read {0}", &[place]),
        InputError::NotAFile { path, .. } => trf(
            "{0} is not a plain file; a team template is read from a file",
            &[path],
        ),
        InputError::TooLarge { place, .. } => trf(
            "{0} is too big; a team template has at most {1} bytes",
            &[place, &MAX_TEMPLATE_BYTES.to_string()],
        ),
        InputError::NotText { path, .. } => trf("{0} is not text", &[path]),
    }
}

/// A file-name-safe form of a team name: `Harbour Rovers` -> `harbour-rovers`.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let trimmed = out.trim_end_matches('-');
    if trimmed.is_empty() {
        "team".to_string()
    } else {
        trimmed.to_string()
    }
}

/// The kinds of file the studio exports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// The team template (JSON).
    Template,
    /// The printable sheet of a strip as SVG.
    SheetSvg(StripKind),
    /// The printable sheet of a strip as a 300 dpi PNG.
    SheetPng(StripKind),
}

impl ExportKind {
    /// The file name for a team.
    pub fn file_name(self, team: &Team) -> String {
        let base = slug(team.name().as_str());
        match self {
            ExportKind::Template => format!("{base}.json"),
            ExportKind::SheetSvg(kind) => format!("{base}-{}-sheet.svg", kind.name()),
            ExportKind::SheetPng(kind) => format!("{base}-{}-sheet.png", kind.name()),
        }
    }

    /// The file's bytes.
    pub fn bytes(self, team: &Team) -> Result<Vec<u8>, FileError> {
        match self {
            ExportKind::Template => Ok(export_json(team).into_bytes()),
            ExportKind::SheetSvg(kind) => Ok(sheet_svg(team, kind).into_bytes()),
            ExportKind::SheetPng(kind) => sheet_png(team, kind).map_err(FileError::Png),
        }
    }
}

/// Writes an export; returns the path written (desktop) or why not.
#[cfg(not(target_arch = "wasm32"))]
pub fn export(team: &Team, kind: ExportKind) -> ExportResult {
    let dir = hexkick_storage::data_dir::save_folder()
        .map_err(FileError::NoFolder)?
        .join("export");
    std::fs::create_dir_all(&dir).map_err(|e| FileError::MakeFolder(dir.clone(), e))?;
    let path = dir.join(kind.file_name(team));
    let bytes = kind.bytes(team)?;
    std::fs::write(&path, bytes).map_err(|e| FileError::Write(path.clone(), e))?;
    Ok(path.display().to_string())
}

/// The browser downloads the file.
#[cfg(target_arch = "wasm32")]
pub fn export(team: &Team, kind: ExportKind) -> ExportResult {
    let name = kind.file_name(team);
    super::web_files::download(&name, &kind.bytes(team)?);
    Ok(format!("{name} (downloaded)"))
}

/// Reads a template file named by a path the player typed, refusing oversized files and
/// anything but a plain file (a FIFO would stop the game's frame) before reading.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_template_file(path: &str) -> Result<Vec<u8>, FileError> {
    hexkick_storage::bounded::read_input(path.trim(), MAX_TEMPLATE_BYTES as u64, "team template")
        .map_err(FileError::Input)
}

/// The browser has no paths: files come from its file picker or drag-and-drop.
#[cfg(target_arch = "wasm32")]
pub fn read_template_file(_path: &str) -> Result<Vec<u8>, FileError> {
    Err(FileError::NoPaths)
}

#[cfg(test)]
mod tests {
    use super::{ExportKind, MAX_TEMPLATE_BYTES, StripKind, read_template_file, slug};
    use hexkick_teams::shipped::shipped_teams;

    #[test]
    #[cfg(not(target_arch = "wasm32"))]
    fn a_template_path_that_cannot_be_read_is_said_in_french() {
        use hexkick_i18n::{Lang, with_lang};
        let missing = read_template_file("/nowhere/x.json").expect_err("no such file");
        let french = with_lang(Lang::Fr, || missing.in_words());
        assert_eq!(french, "il n'y a pas de fichier /nowhere/x.json");
        let folder = read_template_file("/").expect_err("a folder");
        let french = with_lang(Lang::Fr, || folder.in_words());
        assert!(
            french.starts_with("/ n'est pas un simple fichier"),
            "{french}"
        );
    }

    #[test]
    fn file_names_are_safe_and_exports_have_bytes() {
        assert_eq!(slug("Harbour Rovers"), "harbour-rovers");
        assert_eq!(slug("  Ça & Co!! "), "a-co");
        assert_eq!(slug("///"), "team");
        let team = &shipped_teams()[0];
        assert_eq!(
            ExportKind::SheetPng(StripKind::Away).file_name(team),
            "harbour-rovers-away-sheet.png"
        );
        let json = ExportKind::Template.bytes(team).expect("json");
        assert_eq!(
            hexkick_teams::template::import_json(&json).expect("round trip"),
            *team
        );
        let svg = ExportKind::SheetSvg(StripKind::Home)
            .bytes(team)
            .expect("svg");
        assert!(svg.starts_with(b"<?xml") || svg.starts_with(b"<svg"));
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn oversized_files_and_fifos_are_refused_before_reading() {
        let dir = std::env::temp_dir().join(format!("hexkick-studio-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let big = dir.join("big.json");
        std::fs::write(&big, vec![b' '; MAX_TEMPLATE_BYTES * 2]).expect("write");
        let err = read_template_file(big.to_str().expect("utf8"))
            .expect_err("too big")
            .to_string();
        assert!(
            err.contains("a team template is at most 262144 bytes"),
            "{err}"
        );
        assert!(read_template_file("/dev/zero").is_err());
        assert!(
            read_template_file("/no/such/file.json")
                .unwrap_err()
                .to_string()
                .contains("cannot read")
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
