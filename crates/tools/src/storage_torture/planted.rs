//! `hexkick storage-torture link|folder`: something planted where the game writes its match.
//!
//! - `link`: a symbolic link at the old temporary name (`match.save.tmp`), at `match.save` and
//!   at `match.save.bak`, pointing at a file outside the folder, at a folder, at nothing. The
//!   next save must land, nothing be written through the link, and a link where a save belongs
//!   be moved aside (the link itself) and named to the player.
//! - `folder`: a folder (with a file in it) at the old temporary name, at `match.save`, at
//!   `match.save.bak`, at both. Every later save must land, a restart must load the last one,
//!   and each folder be moved aside whole and named.

use std::fs;
use std::path::Path;

use super::{Figure, TortureRecord, fresh_folder, game_saves, load_seq};
use hexkick_storage::slot::Slot;

/// The names a link or a folder is planted at.
const PLANTED_AT: [&str; 3] = ["match.save.tmp", "match.save", "match.save.bak"];

/// What a planted link points to.
#[derive(Clone, Copy)]
enum Target {
    /// A file outside the save folder.
    File,
    /// A folder outside the save folder, with a file in it.
    Folder,
    /// A name where nothing is.
    Nowhere,
}

/// What the victim of a link held before the attack, to check it after.
const VICTIM: &[u8] = b"not a save: hexkick must never write here";

/// Runs the link attack in folders under `root`.
pub(super) fn links(root: &Path) -> Figure {
    let (mut tried, mut landed, mut written_through, mut named) = (0, 0, 0, 0);
    for name in PLANTED_AT {
        for target in [Target::File, Target::Folder, Target::Nowhere] {
            tried += 1;
            let dir = root.join(format!("link-{tried}"));
            let victim = root.join(format!("victim-{tried}"));
            let outcome = link_round(&dir, &victim, name, target);
            landed += u32::from(outcome.landed);
            named += outcome.named;
            written_through += u32::from(!victim_intact(&victim, target));
        }
    }
    // A link where a save belongs (two names, three targets each) is moved aside and named.
    let ok = landed == tried && written_through == 0 && named == 6;
    Figure::new(
        "link",
        format!(
            "{tried} links planted (at match.save.tmp, match.save, match.save.bak; to a file, a \
             folder, nothing)"
        ),
        format!(
            "{landed} of {tried} next saves landed and loaded back, {written_through} written \
             through a link, {named} links moved aside and named to the player"
        ),
        ok,
    )
}

/// How one planting went.
struct Outcome {
    /// The save after it landed and a restart loaded it.
    landed: bool,
    /// How many copies the save set aside and named.
    named: u32,
}

/// Two saves, a link planted at `name` to `victim`, a third save, a restart's load.
fn link_round(dir: &Path, victim: &Path, name: &str, target: Target) -> Outcome {
    let failed = Outcome {
        landed: false,
        named: 0,
    };
    if fresh_folder(dir).is_err() || plant_victim(victim, target).is_err() {
        return failed;
    }
    let Ok(mut saves) = game_saves(dir) else {
        return failed;
    };
    for seq in 1..=2 {
        if saves
            .save(Slot::Match, &TortureRecord::new(seq, 64))
            .is_err()
        {
            return failed;
        }
    }
    let at = dir.join(name);
    let _ = fs::remove_file(&at);
    if symlink(victim, &at).is_err() {
        return failed;
    }
    let saved = saves.save(Slot::Match, &TortureRecord::new(3, 64)).is_ok();
    let named = count_named(&saves.take_set_aside());
    drop(saves);
    Outcome {
        landed: saved && load_seq(dir) == Some(3),
        named,
    }
}

/// How many of the notices name a copy kept aside.
fn count_named(notices: &[hexkick_storage::StorageNotice]) -> u32 {
    let named = notices.iter().flat_map(|n| &n.problems).filter(|p| {
        p.kept_as
            .as_deref()
            .is_some_and(|k| k.contains(".corrupt-"))
    });
    named.count() as u32
}

/// Makes the thing a link points to.
fn plant_victim(victim: &Path, target: Target) -> std::io::Result<()> {
    match target {
        Target::File => fs::write(victim, VICTIM),
        Target::Folder => {
            fs::create_dir_all(victim)?;
            fs::write(victim.join("inside"), VICTIM)
        }
        Target::Nowhere => Ok(()),
    }
}

/// Whether the link's target is as it was planted.
fn victim_intact(victim: &Path, target: Target) -> bool {
    match target {
        Target::File => fs::read(victim).is_ok_and(|b| b == VICTIM),
        Target::Folder => {
            let inside = fs::read(victim.join("inside")).is_ok_and(|b| b == VICTIM);
            inside && fs::read_dir(victim).is_ok_and(|d| d.count() == 1)
        }
        Target::Nowhere => fs::symlink_metadata(victim).is_err(),
    }
}

/// A symbolic link at `at` to `to`.
fn symlink(to: &Path, at: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    return std::os::unix::fs::symlink(to, at);
    #[cfg(not(unix))]
    return Err(std::io::Error::new(
        std::io::ErrorKind::Unsupported,
        format!("no symbolic link from {} to {}", at.display(), to.display()),
    ));
}

/// Runs the folder attack in folders under `root`.
pub(super) fn folders(root: &Path) -> Figure {
    let plantings: [&[&str]; 4] = [
        &["match.save.tmp"],
        &["match.save"],
        &["match.save.bak"],
        &["match.save", "match.save.bak"],
    ];
    let (mut saves_landed, mut restarts, mut named, mut kept_whole) = (0, 0, 0, 0);
    for (i, names) in plantings.iter().enumerate() {
        let dir = root.join(format!("folder-{i}"));
        let outcome = folder_round(&dir, names);
        saves_landed += outcome.saves_landed;
        restarts += u32::from(outcome.restart_loaded_last);
        named += outcome.named;
        kept_whole += outcome.kept_whole;
    }
    let planted = plantings.iter().map(|n| n.len() as u32).sum::<u32>();
    // Every folder but the one at the old temporary name stands where a save belongs.
    let ok = saves_landed == 3 * plantings.len() as u32
        && restarts == plantings.len() as u32
        && named == planted - 1
        && kept_whole == planted;
    Figure::new(
        "folder",
        format!(
            "{planted} folders planted in {} rounds (at match.save.tmp, match.save, \
             match.save.bak, both), 3 saves after each",
            plantings.len()
        ),
        format!(
            "{saves_landed} of {} later saves landed, {restarts} of {} restarts loaded the last \
             save, {named} folders moved aside and named to the player, {kept_whole} of \
             {planted} folders kept whole",
            3 * plantings.len(),
            plantings.len()
        ),
        ok,
    )
}

/// How one folder planting went.
struct FolderOutcome {
    /// Saves after the planting that went through.
    saves_landed: u32,
    /// Whether a restart loaded the last of them.
    restart_loaded_last: bool,
    /// Folders moved aside and named.
    named: u32,
    /// Planted folders found afterwards, moved or not, with their file.
    kept_whole: u32,
}

/// Two saves, folders planted at `names`, three saves, a restart's load.
fn folder_round(dir: &Path, names: &[&str]) -> FolderOutcome {
    let mut outcome = FolderOutcome {
        saves_landed: 0,
        restart_loaded_last: false,
        named: 0,
        kept_whole: 0,
    };
    if fresh_folder(dir).is_err() {
        return outcome;
    }
    let Ok(mut saves) = game_saves(dir) else {
        return outcome;
    };
    for seq in 1..=2 {
        let _ = saves.save(Slot::Match, &TortureRecord::new(seq, 64));
    }
    for name in names {
        let at = dir.join(name);
        let _ = fs::remove_file(&at);
        let _ = fs::create_dir_all(&at).and_then(|()| fs::write(at.join("inside"), name));
    }
    for seq in 3..=5 {
        if saves
            .save(Slot::Match, &TortureRecord::new(seq, 64))
            .is_ok()
        {
            outcome.saves_landed += 1;
        }
    }
    outcome.named = count_named(&saves.take_set_aside());
    drop(saves);
    outcome.restart_loaded_last = load_seq(dir) == Some(5);
    for name in names {
        let whole = |path: &Path| fs::read(path.join("inside")).is_ok_and(|b| b == name.as_bytes());
        let moved = (1..=4).any(|n| whole(&dir.join(format!("{name}.corrupt-{n}"))));
        outcome.kept_whole += u32::from(moved || whole(&dir.join(name)));
    }
    outcome
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn links_are_never_followed_and_folders_never_stop_saving() {
        let _one = super::super::one_at_a_time();
        let root = std::env::temp_dir().join(format!("hexkick-planted-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let link = links(&root);
        assert!(link.ok, "{}", link.line());
        assert_eq!(
            link.line(),
            "link: 9 links planted (at match.save.tmp, match.save, match.save.bak; to a file, a \
             folder, nothing): 9 of 9 next saves landed and loaded back, 0 written through a \
             link, 6 links moved aside and named to the player"
        );
        let folder = folders(&root);
        assert!(folder.ok, "{}", folder.line());
        assert_eq!(
            folder.line(),
            "folder: 5 folders planted in 4 rounds (at match.save.tmp, match.save, \
             match.save.bak, both), 3 saves after each: 12 of 12 later saves landed, 4 of 4 \
             restarts loaded the last save, 4 folders moved aside and named to the player, 5 of \
             5 folders kept whole"
        );
        let _ = fs::remove_dir_all(&root);
    }
}
