//! A folder planted where the match's save file belongs is moved aside while the match is
//! played, the saves go on, and the table says where the folder was kept (issue 28).

#![cfg(unix)]

use hexkick_rules::command::Command;
use hexkick_storage::{FileStore, Saves};
use hexkick_table::{Action, Coach, MatchSetup, Resume, Table};

#[test]
fn a_folder_in_the_way_of_the_save_is_set_aside_and_said() {
    let dir = std::env::temp_dir().join(format!("hexkick-set-aside-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let store = FileStore::open_locked(&dir).expect("the folder is ours");
    let setup = MatchSetup::quick(Coach::Human, Coach::Human, 5);
    let mut table = Table::new(
        setup,
        Saves::new(Box::new(store) as Box<dyn hexkick_storage::Store>),
    )
    .expect("set-up");
    assert!(table.take_set_aside().is_empty(), "nothing in the way yet");
    // Someone plants folders where both copies belong.
    let _ = std::fs::remove_file(dir.join("match.save"));
    let _ = std::fs::remove_file(dir.join("match.save.bak"));
    std::fs::create_dir_all(dir.join("match.save").join("inside")).expect("planted");
    std::fs::create_dir_all(dir.join("match.save.bak")).expect("planted");
    table
        .play(Action::Send(Command::TossCoin))
        .expect("the toss is played");
    table.flush().expect("the save is written");
    assert_eq!(table.save_error(), None, "saving goes on");
    let said = table.take_set_aside().join(" ");
    assert!(
        said.contains("match.save.corrupt-1"),
        "names the kept folder: {said}"
    );
    assert!(
        dir.join("match.save.corrupt-1").join("inside").is_dir(),
        "the folder is kept with what it held"
    );
    // The match is saved and resumes after the toss.
    let saves = table.into_saves();
    drop(saves);
    let store = FileStore::open_locked(&dir).expect("the folder is free again");
    match Table::resume(Saves::new(
        Box::new(store) as Box<dyn hexkick_storage::Store>
    )) {
        Resume::Resumed { game, .. } => assert_eq!(game.commands(), 1),
        Resume::Fresh { notice, .. } => panic!("the match resumes: {notice:?}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
}
