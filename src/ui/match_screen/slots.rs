//! Steady controls: every kind of button has one fixed place in the panel's grid, whatever
//! the prompt, so a tap never lands on another action than the one that was there a moment
//! before. A place left empty by the prompt stays empty; nothing moves up to fill it.
//!
//! The grid has [`SLOTS`] places, read row by row: 4 a row in portrait (7 rows), 3 a row in
//! landscape (10 rows). The numbers below are the places:
//!
//! | places | what goes there |
//! |---|---|
//! | 0-3 | the declarations (pass, drive, cross, shot); in PHASES 2-3 the tackles; while placing the first four bench players; the coin toss |
//! | 4-7 | the kick styles (low, lob, header), the sliding tackle; more bench players |
//! | 8-11 | the goalkeeper's stances and the defence's OK; a tied ball's receivers (up to seven, in 8-14); the soft kick's question; Continue at a break |
//! | 12-15 | a ball on a line's cells; undo; Watch again at full time |
//! | 16-19 | home advantage, declare a cross / intentional foul, PRO SYNCHRO / let go, the bench |
//! | 20-22 | end phase (done placing, no replay, play on), the rules, the hint |
//! | 23-27 | speed, aim, cell names, menu, whole pitch |
//!
//! A director (a replay's or a spectator's controls) puts its buttons in places 0-20, in order.
//!
//! Kinds share a place only when they never follow each other for the same coach in the same
//! phase (a declaration and a tackle, a keeper stance and a receiver): the test below plays
//! real matches and proves it.

use hexkick_rules::command::{Declaration, KeeperStance};
use hexkick_rules::outcome::KickStyle;
use hexkick_table::{Action, ActionKind};
use macroquad::prelude::Rect;

/// Places in the grid.
pub const SLOTS: usize = 28;

/// What a button is, for its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotKey {
    /// The `nth` action of this kind in the view (declarations, styles and stances are
    /// placed by what they are, not by their rank).
    Action(ActionKind, usize),
    /// The rules reference.
    Rules,
    /// The AI coach's hint.
    Hint,
    /// The animation speed.
    Speed,
    /// The aim assist.
    Aim,
    /// The cells' names.
    Cells,
    /// Back to the menu.
    Menu,
    /// Go on after a break.
    Continue,
    /// Kick the soft flick anyway.
    KickAnyway,
    /// Flick the soft kick again.
    TryAgain,
    /// The camera back to the whole pitch.
    WholePitch,
    /// Watch the finished match again (on the full-time screen).
    WatchAgain,
    /// The `nth` button of a director (a replay's or a spectator's controls), which replace
    /// every action.
    Director(usize),
}

/// The key of an action of the view: its kind and, for the kinds with several actions, which
/// one (`rank` is its rank among the view's actions of the same kind).
pub fn action_key(kind: ActionKind, action: &Action, rank: usize) -> SlotKey {
    let nth = match action {
        Action::Declare(d) => match d {
            Declaration::Pass => 0,
            Declaration::Drive => 1,
            Declaration::Cross => 2,
            Declaration::Shot => 3,
        },
        Action::Style(s) => match s {
            KickStyle::Low => 0,
            KickStyle::Lob => 1,
            KickStyle::Header => 2,
        },
        Action::Keeper(k) => match k {
            KeeperStance::Bar => 0,
            KeeperStance::Standing => 1,
            KeeperStance::Lying => 2,
        },
        _ => rank,
    };
    SlotKey::Action(kind, nth)
}

/// The place of `key`: `None` when its kind has no room for that many (more tackles or
/// bench players than the grid holds).
pub fn slot(key: SlotKey) -> Option<usize> {
    use ActionKind as K;
    let (first, room, nth) = match key {
        SlotKey::Action(kind, nth) => {
            let (first, room) = match kind {
                K::Declare | K::Tackle => (0, 4),
                K::TossCoin => (0, 1),
                K::BenchPick => (0, 8),
                K::Style => (4, 3),
                K::Slide => (7, 1),
                K::Keeper => (8, 3),
                // A ball tied between up to seven team-mates (the ball's cell and its six
                // neighbours): never shown with a stance, a keeper's OK or a line's cells.
                K::Receiver => (8, 7),
                K::KeeperReady => (11, 1),
                K::BallCell => (12, 3),
                K::Undo => (15, 1),
                K::HomeAdvantage => (16, 1),
                K::DeclareCross | K::Foul => (17, 1),
                K::Synchro | K::LetGo => (18, 1),
                K::Bench => (19, 1),
                K::EndPhase => (20, 1),
                // A peg's move is a drag on the board, never a button.
                K::Move => (0, 0),
            };
            (first, room, nth)
        }
        SlotKey::KickAnyway => (8, 1, 0),
        SlotKey::TryAgain => (9, 1, 0),
        SlotKey::Continue => (11, 1, 0),
        SlotKey::Rules => (21, 1, 0),
        SlotKey::Hint => (22, 1, 0),
        SlotKey::Speed => (23, 1, 0),
        SlotKey::Aim => (24, 1, 0),
        SlotKey::Cells => (25, 1, 0),
        SlotKey::Menu => (26, 1, 0),
        SlotKey::WholePitch => (27, 1, 0),
        SlotKey::WatchAgain => (12, 1, 0),
        SlotKey::Director(nth) => (0, 21, nth),
    };
    (nth < room).then_some(first + nth)
}

/// Places per row.
pub fn columns(portrait: bool) -> usize {
    if portrait { 4 } else { 3 }
}

/// Rows of the grid.
pub fn rows(portrait: bool) -> usize {
    SLOTS.div_ceil(columns(portrait))
}

/// The rectangle of place `slot` in the buttons' `area`.
pub fn rect(area: Rect, portrait: bool, slot: usize) -> Rect {
    let cols = columns(portrait);
    let row_h = area.h / rows(portrait) as f32;
    let col_w = area.w / cols as f32;
    let (r, c) = ((slot / cols) as f32, (slot % cols) as f32);
    Rect::new(
        area.x + c * col_w + 2.0,
        area.y + r * row_h + 1.0,
        col_w - 4.0,
        row_h - 2.0,
    )
}

/// The places of `keys` in order; a key without room (or whose place is taken) goes to the
/// first place left free, so no action is ever lost.
pub fn place(keys: &[SlotKey]) -> Vec<usize> {
    let mut taken = [false; SLOTS];
    let wanted: Vec<Option<usize>> = keys
        .iter()
        .map(|k| {
            let s = slot(*k).filter(|s| !taken[*s]);
            if let Some(s) = s {
                taken[s] = true;
            }
            s
        })
        .collect();
    wanted
        .into_iter()
        .map(|s| {
            s.unwrap_or_else(|| {
                let free = taken.iter().position(|t| !t).unwrap_or(SLOTS - 1);
                taken[free] = true;
                free
            })
        })
        .collect()
}

/// Where a button goes in the compact bar of a phone held upright.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compact {
    /// In the actions' rows: row and column (four a row).
    Row(usize, usize),
    /// In the row of tools, at this place.
    Tool(usize),
    /// In the sheet pulled up from the bar, at this place.
    Sheet(usize),
}

/// The compact bar's places of `keys`, placed in the grid at `places` ([`place`]): the
/// rules, the hint, the aim and the menu in the row of tools; speed, cell names and the
/// whole pitch in the sheet; every other button in the grid's row and column, its rows
/// packed into `rows` (empty rows dropped) or, when more rows are used, one after another.
pub fn compact(keys: &[SlotKey], places: &[usize], rows: usize) -> Vec<Compact> {
    let tool = |key: SlotKey| match key {
        SlotKey::Rules => Some(Compact::Tool(0)),
        SlotKey::Hint => Some(Compact::Tool(1)),
        SlotKey::Aim => Some(Compact::Tool(2)),
        SlotKey::Menu => Some(Compact::Tool(4)),
        SlotKey::Speed => Some(Compact::Sheet(0)),
        SlotKey::Cells => Some(Compact::Sheet(1)),
        SlotKey::WholePitch => Some(Compact::Sheet(2)),
        _ => None,
    };
    let cols = columns(true);
    let mut used: Vec<usize> = (keys.iter().zip(places))
        .filter(|(k, _)| tool(**k).is_none())
        .map(|(_, p)| p / cols)
        .collect();
    hexkick_rules::short_sort::sort(&mut used);
    used.dedup();
    let packed = used.len() <= rows;
    let mut next = 0;
    (keys.iter().zip(places))
        .map(|(key, place)| {
            tool(*key).unwrap_or_else(|| {
                if packed {
                    let row = used.iter().position(|r| *r == place / cols).unwrap_or(0);
                    Compact::Row(row, place % cols)
                } else {
                    next += 1;
                    Compact::Row((next - 1) / cols, (next - 1) % cols)
                }
            })
        })
        .collect()
}

/// The rectangle of row `row`, column `col` of the compact bar's actions in `area` (`rows`
/// rows of four).
pub fn compact_rect(area: Rect, rows: usize, (row, col): (usize, usize)) -> Rect {
    let cols = columns(true);
    let row_h = area.h / rows as f32;
    let col_w = area.w / cols as f32;
    Rect::new(
        area.x + col as f32 * col_w + 2.0,
        area.y + row as f32 * row_h + 1.0,
        col_w - 4.0,
        row_h - 2.0,
    )
}

/// The keys of `actions` (kind and action) in the view's order, each ranked among its kind.
pub fn keys_of<'a>(actions: impl Iterator<Item = (ActionKind, &'a Action)>) -> Vec<SlotKey> {
    let mut seen: Vec<ActionKind> = Vec::new();
    actions
        .map(|(kind, action)| {
            let rank = seen.iter().filter(|k| **k == kind).count();
            seen.push(kind);
            action_key(kind, action, rank)
        })
        .collect()
}

#[cfg(test)]
mod tests;
