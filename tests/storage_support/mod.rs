//! Shared helpers of the storage integration tests: scratch folders and the
//! `hexkick storage-torture` child process.
// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use std::fs;
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

use hexkick_storage::{FileStore, Saves};

/// The uid/gid the read-only tests drop to when they run as root (root ignores permissions).
const NOBODY: u32 = 65534;

/// A fresh, empty folder that nobody-but-root owns nothing in; removed on drop.
pub struct Scratch {
    pub dir: PathBuf,
}

impl Scratch {
    pub fn new(label: &str) -> Self {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("hexkick-{label}-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("scratch folder");
        Self { dir }
    }

    pub fn saves(&self) -> Saves<FileStore> {
        Saves::new(FileStore::new(&self.dir))
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// The names in the folder, sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(&self.dir)
            .expect("lists")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        set_mode(&self.dir, 0o755);
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// Sets a file's or folder's permission bits.
pub fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt;
    let _ = fs::set_permissions(path, fs::Permissions::from_mode(mode));
}

/// Whether this test runs as root, which file permissions do not stop.
pub fn running_as_root() -> bool {
    fs::metadata("/proc/self")
        .map(|m| m.uid() == 0)
        .unwrap_or(false)
}

/// `hexkick storage-torture ARGS` saving in `dir`, as `nobody` when the tests run as root so
/// that permissions apply.
pub fn torture(dir: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hexkick"));
    command
        .arg("storage-torture")
        .args(args)
        .env("HEXKICK_DATA_DIR", dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Runs the helper as an unprivileged user (when root) and returns its output.
pub fn torture_unprivileged(dir: &Path, args: &[&str]) -> Output {
    let mut command = torture(dir, args);
    if running_as_root() {
        command.uid(NOBODY).gid(NOBODY);
    }
    command.output().expect("runs hexkick")
}

/// Starts the helper as it is (for the kill tests).
pub fn spawn_torture(dir: &Path, args: &[&str]) -> Child {
    torture(dir, args).spawn().expect("starts hexkick")
}

/// The helper's standard output as text.
pub fn stdout_of(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}
