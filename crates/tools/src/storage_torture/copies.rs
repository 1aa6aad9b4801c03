//! `hexkick storage-torture lock|file-size`: attacks made by a second process, another
//! `hexkick storage-torture save` started by this one.
//!
//! - `lock`: two copies of the game on one save folder, saving in turn. The second must be
//!   refused at open (the folder is in use) and write nothing; every save of the first must
//!   load back; once the first is gone the folder is free again.
//! - `file-size`: a copy under a file-size limit of one block (`sh -c 'ulimit -f 1; ...'`)
//!   saves 4 KB, 64 KB and 1 MB. Each save must fail with a save error and the copy end
//!   normally (not killed by `SIGXFSZ`), and the last good save must load back.

use std::path::Path;
use std::process::{Command, Output};

use super::{Figure, TortureRecord, fresh_folder, game_saves, load_seq};
use hexkick_storage::data_dir::DATA_DIR_VAR;
use hexkick_storage::slot::{Generation, Slot};
use hexkick_storage::{FileStore, Saves};

/// Starts another copy of `hexkick storage-torture` with these arguments (the binary itself;
/// the tests start their own harness).
pub(super) type CopyOf<'a> = &'a dyn Fn(&[&str]) -> Command;

/// The lines a copy printed.
fn printed(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs the two-copies attack for `rounds` rounds in a folder under `root`.
pub(super) fn two_copies(root: &Path, copy: CopyOf<'_>, rounds: u64) -> Figure {
    let dir = root.join("lock");
    let (mut refused, mut written, mut kept) = (0, 0, 0);
    let mut free_again = false;
    if fresh_folder(&dir).is_ok()
        && let Ok(mut first) = game_saves(&dir)
    {
        for seq in 1..=rounds {
            let saved = first
                .save(Slot::Match, &TortureRecord::new(seq, 256))
                .is_ok();
            let start = (1000 + seq).to_string();
            let second = copy(&["save", "--start", &start, "--count", "1"])
                .env(DATA_DIR_VAR, &dir)
                .output();
            if let Ok(second) = second {
                let out = printed(&second);
                refused += u32::from(out.contains("in use by another copy of hexkick"));
                written += u32::from(out.contains("saved "));
            }
            kept += u32::from(saved && latest_seq(&mut first) == Some(seq));
        }
        drop(first);
        let after = copy(&["save", "--start", "1", "--count", "1"])
            .env(DATA_DIR_VAR, &dir)
            .output();
        free_again = after.is_ok_and(|out| printed(&out).contains("saved 1"));
    }
    let ok = u64::from(refused) == rounds && written == 0 && u64::from(kept) == rounds;
    Figure::new(
        "lock",
        format!("{rounds} rounds of two copies of hexkick saving in turn in one folder"),
        format!(
            "{refused} of {rounds} second copies refused at open (the folder is in use), \
             {written} of their saves written, {kept} of {rounds} first-copy saves loaded back, \
             the folder {} once the first copy quit",
            if free_again { "free" } else { "NOT free" }
        ),
        ok && free_again,
    )
}

/// The sequence number of the latest save, read by the copy that made it.
fn latest_seq(saves: &mut Saves<FileStore>) -> Option<u64> {
    let loaded = saves.load::<TortureRecord>(Slot::Match).ok()?;
    let latest = loaded.from == Generation::Latest && loaded.value.is_consistent();
    latest.then_some(loaded.value.seq)
}

/// The sizes of filler a copy tries to save under the limit.
const OVER_THE_LIMIT: [usize; 3] = [4 << 10, 64 << 10, 1 << 20];

/// Runs the file-size attack in a folder under `root`.
pub(super) fn file_size_limit(root: &Path, copy: CopyOf<'_>) -> Figure {
    let dir = root.join("file-size");
    let (mut failed, mut killed, mut kept) = (0, 0, 0);
    let good = fresh_folder(&dir).is_ok()
        && (Saves::new(FileStore::new(&dir)))
            .save(Slot::Match, &TortureRecord::new(1, 64))
            .is_ok();
    for filler in OVER_THE_LIMIT.iter().filter(|_| good) {
        let filler = filler.to_string();
        let torture = copy(&["save", "--start", "2", "--count", "1", "--filler", &filler]);
        let output = limited(&torture).env(DATA_DIR_VAR, &dir).output();
        if let Ok(output) = output {
            let out = printed(&output);
            let refused = output.status.code() == Some(1) && out.contains("error: ");
            failed += u32::from(refused && !out.contains("saved 2"));
            killed += u32::from(output.status.code().is_none());
        }
        kept += u32::from(load_seq(&dir) == Some(1));
    }
    let tries = OVER_THE_LIMIT.len() as u32;
    Figure::new(
        "file-size",
        "3 saves (4 KB, 64 KB and 1 MB of filler) under a file-size limit of one block".into(),
        format!(
            "{failed} of {tries} failed with a save error, {killed} killed by the signal, the \
             last good save loaded back {kept} of {tries} times"
        ),
        failed == tries && killed == 0 && kept == tries,
    )
}

/// `command` run by `sh` under `ulimit -f 1`, with the same arguments and environment.
fn limited(command: &Command) -> Command {
    let mut sh = Command::new("sh");
    sh.args(["-c", r#"ulimit -f 1; exec "$0" "$@""#])
        .arg(command.get_program())
        .args(command.get_args());
    for (name, value) in command.get_envs() {
        match value {
            Some(value) => sh.env(name, value),
            None => sh.env_remove(name),
        };
    }
    sh
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// The variable that hands the copy its arguments, one a line.
    const ARGS_VAR: &str = "HEXKICK_TORTURE_ARGS";

    /// This test binary run again as [`a_copy`] with `args`.
    fn harness(args: &[&str]) -> Command {
        let exe = std::env::current_exe().expect("the test binary");
        let mut command = Command::new(exe);
        command
            .args(["--exact", "storage_torture::copies::tests::a_copy"])
            .args(["--ignored", "--nocapture", "--quiet"])
            .env(ARGS_VAR, args.join("\n"));
        command
    }

    /// The second copy: `hexkick storage-torture` as the binary starts it (the file-size
    /// signal ignored first), ending with its exit code. Run by the tests below, never on its
    /// own.
    #[test]
    #[ignore = "the second copy of the tests in this module"]
    fn a_copy() {
        let Ok(args) = std::env::var(ARGS_VAR) else {
            return;
        };
        hexkick_storage::ignore_file_size_signal();
        let args: Vec<String> = args.lines().map(str::to_string).collect();
        std::process::exit(super::super::run(&args, &mut std::io::stdout()).unwrap_or(74));
    }

    fn root(label: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("hexkick-copies-{label}-{}", std::process::id()))
    }

    #[test]
    fn a_second_copy_is_refused_and_the_first_loses_nothing() {
        let _one = super::super::one_at_a_time();
        let root = root("lock");
        let figure = two_copies(&root, &harness, 20);
        assert!(figure.ok, "{}", figure.line());
        assert_eq!(
            figure.line(),
            "lock: 20 rounds of two copies of hexkick saving in turn in one folder: 20 of 20 \
             second copies refused at open (the folder is in use), 0 of their saves written, 20 \
             of 20 first-copy saves loaded back, the folder free once the first copy quit"
        );
        let _ = std::fs::remove_dir_all(root);
    }

    #[test]
    fn a_file_size_limit_fails_saves_without_killing_the_copy() {
        let _one = super::super::one_at_a_time();
        let root = root("file-size");
        let figure = file_size_limit(&root, &harness);
        assert!(figure.ok, "{}", figure.line());
        let _ = std::fs::remove_dir_all(root);
    }
}
