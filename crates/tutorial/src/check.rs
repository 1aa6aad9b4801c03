//! `hexkick tutorial --check`: every lesson's scripted solution played headless through the
//! match table, with the actions the screen would send (flicks as velocities, pegs dropped on
//! cells, the view's buttons tapped), each step's goal judged from the table's events.

use super::lessons::Move;
use super::{Next, Tutorial};
use hexkick_physics::Velocity;
use hexkick_rules::pitch::Cell;
use hexkick_rules::squad::PlayerId;
use hexkick_table::{Action, Table};

/// How one lesson's scripted solution went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonReport {
    /// The lesson's number, from 1.
    pub number: usize,
    /// Its title.
    pub title: &'static str,
    /// Whether every step passed.
    pub passed: bool,
    /// The last step's explanation, or what went wrong.
    pub detail: String,
    /// Every explanation the lesson showed on the way, in order (for [`super::pace`]).
    pub explanations: Vec<String>,
}

impl std::fmt::Display for LessonReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let word = if self.passed { "passed" } else { "FAILED" };
        write!(
            f,
            "lesson {} ({}): {word}: {}",
            self.number, self.title, self.detail
        )
    }
}

/// The action the screen would send for `step`, at `table` as it stands (the check's, and a
/// demonstration's on the tutorial's screen), or why the table does not offer it.
pub fn action_for(table: &Table, step: Move) -> Result<Action, String> {
    match step {
        Move::Flick(x, y) => Ok(Action::Flick(Velocity::new(x, y))),
        Move::Drop(player, cell) => {
            let player: PlayerId = player.parse().map_err(|e| format!("{player}: {e}"))?;
            let cell: Cell = cell.parse().map_err(|e| format!("{cell}: {e}"))?;
            Ok(Action::Drop { player, cell })
        }
        Move::Tap(key) => {
            let view = table.view();
            let offered = view
                .find(key)
                .ok_or_else(|| format!("no \"{key}\" on offer: {}", keys(table)))?;
            match &offered.withheld {
                None => Ok(offered.action.clone()),
                Some(why) => Err(format!("\"{key}\" is withheld: {why}")),
            }
        }
    }
}

/// The view's open keys, for a failure's message.
fn keys(table: &Table) -> String {
    let view = table.view();
    let open: Vec<&str> = view.open().map(|o| o.key.as_str()).collect();
    format!("open: {}", open.join(" "))
}

/// Plays lesson `index`'s scripted solution, showing `visit` the table and the tutorial before
/// each action and once each step is decided (the layout report lays the match screen and the
/// lesson box out at each of those moments).
pub fn play_lesson(
    index: usize,
    mut visit: impl FnMut(&Table, &Tutorial),
) -> Result<String, String> {
    let mut tutorial = Tutorial::at_lesson(index).map_err(|e| e.to_string())?;
    let mut table = tutorial.table();
    loop {
        for &step in tutorial.step().solution {
            if tutorial.verdict().is_some() {
                break;
            }
            visit(&table, &tutorial);
            let action = action_for(&table, step)?;
            let played = table
                .play(action)
                .map_err(|e| format!("{step:?} refused: {e}"))?;
            if let Some(command) = &played.command {
                let setup = table.setup().clone();
                tutorial.observe(&setup, command, &played.events, table.state());
            }
        }
        let verdict = tutorial
            .verdict()
            .cloned()
            .ok_or_else(|| format!("the solution did not reach the goal ({})", keys(&table)))?;
        visit(&table, &tutorial);
        if !verdict.passed {
            return Err(verdict.text);
        }
        let lesson = tutorial.lesson_number();
        match tutorial.next(table.state()).map_err(|e| e.to_string())? {
            Next::Continue => {}
            Next::NewTable if tutorial.lesson_number() == lesson => table = tutorial.table(),
            Next::NewTable | Next::Finished => return Ok(verdict.text),
        }
    }
}

/// Every lesson's report, in order.
pub fn check_all() -> Vec<LessonReport> {
    let lessons = super::lessons();
    lessons
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            let mut explanations: Vec<String> = Vec::new();
            let result = play_lesson(i, |_, tutorial| {
                if let Some(v) = tutorial.verdict()
                    && explanations.last() != Some(&v.text)
                {
                    explanations.push(v.text.clone());
                }
            });
            LessonReport {
                number: i + 1,
                title: lesson.title,
                passed: result.is_ok(),
                detail: result.unwrap_or_else(|e| e),
                explanations,
            }
        })
        .collect()
}
