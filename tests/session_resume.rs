//! Kills `hexkick session-torture` (an AI-vs-AI match saved after every command) with SIGKILL
//! at random points, restarts it with `--resume` each time, and requires the match to resume
//! at the last command it reported (or the next one, when the kill came after that save but
//! before its report), with the same event digest, then to play on to full time with no
//! refused command. One match is killed `HEXKICK_SESSION_KILLS` times (10 by default).

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A small xorshift generator so the kill points are random but reproducible.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A fresh save folder: in memory (`/dev/shm`) when there is one, so the test does not wait for
/// the disk (`tests/storage_kill.rs` covers the file system's part).
fn scratch_dir() -> PathBuf {
    let base = Path::new("/dev/shm");
    let base = if base.is_dir() {
        base.to_path_buf()
    } else {
        std::env::temp_dir()
    };
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let dir = base.join(format!("hexkick-session-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn start(dir: &Path, resume: bool) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hexkick"));
    command.args(["session-torture", "--seed", "5", "--data-dir"]);
    command.arg(dir);
    if resume {
        command.arg("--resume");
    }
    command
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the hexkick binary starts")
}

/// `PREFIX N digest D` (`applied ...`, `resumed ...`) as (N, D).
fn numbered(line: &str, prefix: &str) -> Option<(usize, String)> {
    let rest = line.strip_prefix(prefix)?;
    let (n, digest) = rest.split_once(" digest ")?;
    Some((n.parse().ok()?, digest.to_string()))
}

#[test]
fn a_killed_match_resumes_at_its_last_command_and_plays_to_full_time() {
    let kills: u32 = std::env::var("HEXKICK_SESSION_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    let mut rng = Rng(0x5e55_10f5_eed5);
    let dir = scratch_dir();
    // Digest printed after each command, over all runs: a resumed match must agree with it.
    let mut digests: HashMap<usize, String> = HashMap::new();
    let mut last_reported = 0usize;
    let mut killed = 0u32;
    let mut full_time = Vec::new();
    // How many resumes found the last reported command, and how many the one after it.
    let mut at_last_or_next = [0u32; 2];

    for run in 0.. {
        let mut child = start(&dir, run > 0);
        let mut lines = BufReader::new(child.stdout.take().expect("stdout is piped")).lines();
        let first = lines.next().and_then(Result::ok).unwrap_or_default();
        if run == 0 {
            assert_eq!(first, "new");
        } else {
            let (at, digest) = numbered(&first, "resumed ")
                .unwrap_or_else(|| panic!("run {run} began with {first:?}"));
            assert!(
                at == last_reported || at == last_reported + 1,
                "run {run} resumed at command {at}; the last reported was {last_reported}"
            );
            at_last_or_next[at - last_reported] += 1;
            if let Some(seen) = digests.get(&at) {
                assert_eq!(&digest, seen, "run {run}: the resumed match differs");
            }
            digests.insert(at, digest);
            last_reported = at;
        }
        let target = last_reported + 1 + rng.below(150) as usize;
        let mut kill_pending = killed < kills;
        let mut tail = Vec::new();
        // After the kill, the loop still reads whatever the child printed before it died.
        for line in lines {
            let line = line.expect("utf-8 lines");
            if line.starts_with("replayed ") {
                continue;
            }
            let Some((n, digest)) = numbered(&line, "applied ") else {
                tail.push(line);
                continue;
            };
            assert_eq!(n, last_reported + 1, "commands are reported in order");
            digests.insert(n, digest);
            last_reported = n;
            if kill_pending && n >= target {
                std::thread::sleep(Duration::from_micros(rng.below(4000)));
                child.kill().expect("SIGKILL");
                killed += 1;
                kill_pending = false;
            }
        }
        let status = child.wait().expect("the child ends");
        if tail.iter().any(|l| l.starts_with("full time")) {
            assert!(status.success(), "the last run failed: {tail:?}");
            full_time = tail;
            break;
        }
        assert!(
            tail.is_empty(),
            "run {run} printed more than commands: {tail:?}"
        );
        assert!(run < 200, "the match never reached full time");
    }

    assert_eq!(killed, kills, "the match ended before every kill was made");
    let summary = full_time.join("\n");
    assert!(summary.contains(" rejected 0"), "{summary}");
    assert!(
        summary.contains(&format!("commands {last_reported} ")),
        "{summary}"
    );
    assert!(summary.ends_with("cleared"), "{summary}");
    assert!(
        !dir.join("match.save").exists() && !dir.join("match.save.bak").exists(),
        "a finished match leaves no save"
    );
    let leftovers: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.file_name()).collect())
        .unwrap_or_default();
    assert!(
        leftovers
            .iter()
            .all(|n| !n.to_string_lossy().contains("corrupt")),
        "no save was quarantined: {leftovers:?}"
    );
    eprintln!(
        "{killed} kills: {} resumed at the last reported command, {} at the one after; {}",
        at_last_or_next[0],
        at_last_or_next[1],
        full_time.join("; ")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

mod whole_screen {
    //! A resumed match gives the screen back what it showed: the event log's lines, undo as it
    //! was, and the aim assist as it was switched in the match.

    use hexkick_ai::{Brain, Difficulty, Strategy};
    use hexkick_rules::command::Command;
    use hexkick_storage::{MemoryStore, Saves};
    use hexkick_table::{Action, AimHelp, Coach, MatchSetup, MoveKind, Prompt, Resume, Table};

    fn new_table() -> Table<MemoryStore> {
        let setup = MatchSetup::quick(Coach::Human, Coach::Human, 21);
        Table::new(setup, Saves::new(MemoryStore::default())).expect("set-up")
    }

    /// Plays the AI's answers for both people until `stop`, keeping the log lines the match
    /// screen shows for each command.
    fn play_until(
        table: &mut Table<MemoryStore>,
        log: &mut Vec<String>,
        stop: impl Fn(&Table<MemoryStore>) -> bool,
    ) {
        let mut coach = Brain::new(Difficulty::Easy, 3);
        for _ in 0..600 {
            if stop(table) {
                return;
            }
            let events = table
                .play(Action::from(coach.decide(table.state())))
                .map(|p| p.events)
                .expect("legal");
            log.extend(table.log_lines(&events));
        }
        panic!("not reached: {}", table.view().headline);
    }

    fn resumed(table: Table<MemoryStore>) -> Box<Table<MemoryStore>> {
        let saves = table.into_saves();
        match Table::resume(saves) {
            Resume::Resumed {
                game: table,
                notice,
            } => {
                assert_eq!(notice, None);
                table
            }
            Resume::Fresh { notice, .. } => panic!("the match resumes: {notice:?}"),
        }
    }

    fn attacking_move_offered(t: &Table<MemoryStore>) -> bool {
        matches!(t.view().prompt, Prompt::Move(m) if m.kind == MoveKind::Attack && !m.movers.is_empty())
    }

    /// A competition's fixture with one of home's starting eleven absent (suspended or
    /// seriously injured), resumed: its log is narrated from the match's recorded start, the
    /// absent player out of it, not from a full kick-off (the recap once started there and
    /// told another match).
    #[test]
    fn a_resumed_competition_match_with_an_absent_player_is_narrated_from_its_recorded_start() {
        use hexkick_rules::squad::{PlayerId, Side};
        use hexkick_rules::state::PlayerStatus;
        let setup = MatchSetup::quick(Coach::Human, Coach::Human, 21);
        // The squad's sixth player starts in the standard formation (D5 for home).
        let absent = PlayerId::new(Side::Home, setup.home.squad.players[5].number.0);
        let saves = Saves::new(MemoryStore::default());
        let mut table = Table::without(setup, vec![absent], saves).expect("set-up");
        let out = |t: &Table<MemoryStore>| {
            t.state()
                .player(absent)
                .is_some_and(|p| p.status() == PlayerStatus::Unavailable && p.cell().is_none())
        };
        assert!(out(&table), "he misses the match");
        let mut log = Vec::new();
        play_until(&mut table, &mut log, |t| t.commands() >= 80);
        assert!(log.len() > 30, "{log:?}");
        let state = table.state().clone();
        let back = resumed(table);
        assert!(out(&back), "he still misses it after the resume");
        assert_eq!(back.state(), &state);
        assert_eq!(back.past_lines(), log.as_slice());
    }

    #[test]
    fn a_resumed_match_shows_its_event_log_as_it_was() {
        let mut table = new_table();
        let mut log = Vec::new();
        play_until(&mut table, &mut log, |t| t.commands() >= 60);
        assert!(log.len() > 20, "{log:?}");
        assert!(table.past_lines().is_empty(), "a new match has no past");
        let back = resumed(table);
        assert_eq!(back.past_lines(), log.as_slice());
    }

    #[test]
    fn undo_is_offered_after_a_resume_exactly_when_it_was_before() {
        let mut table = new_table();
        let mut log = Vec::new();
        play_until(&mut table, &mut log, attacking_move_offered);
        assert!(!table.can_undo(), "a kick is final");
        let back = resumed(table);
        assert!(!back.can_undo(), "still final after a resume");
        let mut table = *back;
        let Prompt::Move(m) = table.view().prompt else {
            unreachable!()
        };
        let player = m.movers[0];
        let to = table.grab(player).expect("a mover").targets[0].cell;
        let move_made = Command::Move { player, to };
        table
            .play(Action::Send(move_made.clone()))
            .map(|p| p.events)
            .expect("move");
        assert!(table.can_undo());
        let state = table.state().clone();
        let mut back = resumed(table);
        assert_eq!(back.state(), &state);
        assert!(
            back.can_undo(),
            "the move of this phase can still be taken back"
        );
        assert_eq!(back.undo_last_move(), Ok(move_made));
        assert!(!back.can_undo(), "and only that move");
    }

    #[test]
    fn the_aim_help_switched_in_a_match_is_as_it_was_after_a_resume() {
        let mut table = new_table();
        let chosen = |t: &Table<_>| t.setup().options.chosen_aim_help();
        assert_eq!(chosen(&table), None, "never switched: the default decides");
        table
            .play(Action::Send(Command::TossCoin))
            .map(|p| p.events)
            .expect("toss");
        table.set_aim_help(AimHelp::WholePath);
        let mut back = resumed(table);
        assert_eq!(back.aim_help(), AimHelp::WholePath);
        back.set_aim_help(AimHelp::Off);
        let back = resumed(*back);
        assert_eq!(back.aim_help(), AimHelp::Off);
        assert_eq!(back.commands(), 1, "switching aim is no command");
    }

    #[test]
    fn a_match_saved_before_the_aim_was_remembered_still_resumes() {
        let mut table = new_table();
        table
            .play(Action::Send(Command::TossCoin))
            .map(|p| p.events)
            .expect("toss");
        let mut saves = table.into_saves();
        // The previous build's record: no "aim" in the table's options.
        let loaded = saves
            .load::<hexkick_record::MatchLog>(hexkick_storage::Slot::Match)
            .expect("saved");
        let text = serde_json::to_string(&loaded.value).expect("json");
        assert!(!text.contains("\"aim\""), "{text}");
        let back = match Table::resume(saves) {
            Resume::Resumed { game: table, .. } => table,
            Resume::Fresh { notice, .. } => panic!("{notice:?}"),
        };
        assert_eq!(back.setup().options.chosen_aim_help(), None);
        assert!(!back.past_lines().is_empty(), "the coin toss is in the log");
    }
}
