//! The match screen for `hexkick layout-report`: the panel at every moment of the tutorial's
//! scripted lessons (PHASE 1 with its buttons, PHASE 2 and 3 moves, ties, the keeper's
//! question, a throw-in, ...), the half-time and full-time screens and the peg card, laid out
//! by the same functions the screen draws with.

use super::card_draw::CardLayout;
use super::hud::layout;
use super::interval::{Break, stat_rows};
use super::panel::button_rects;
use super::pause::PauseChoice;
use super::render::board_rect;
use super::slots;
pub use super::slots::SlotKey;
use super::texts;
use crate::ui::layout_report::sheet::{Sheet, Window};
use crate::ui::view::PitchView;
use crate::ui::widgets::Button;
use hexkick_i18n::{tr, trf};
use hexkick_rules::squad::Side;
use hexkick_table::action::ActionKind;
use hexkick_table::headline::team_name;
use hexkick_table::{AimHelp, Table};

/// The match screen's sheets in `window`: one per kind of moment met in the lessons.
pub fn sheets(window: Window) -> Result<Vec<Sheet>, String> {
    let view = PitchView::fit(window.w, window.h);
    let mut out: Vec<Sheet> = Vec::new();
    let mut others: Option<Result<[Sheet; 3], String>> = None;
    for lesson in 0..hexkick_tutorial::lessons().len() {
        hexkick_tutorial::play_lesson(lesson, |table, tutorial| {
            if tutorial.verdict().is_some() {
                // The step is decided: the lesson box's moment (`tutorial_box::report`).
                return;
            }
            let name = moment_name(table);
            if !out.iter().any(|s| s.name == name) {
                out.push(panel_sheet(name, table, &view));
            }
            others.get_or_insert_with(|| {
                let card = card_sheet(table, &view)?;
                Ok([
                    break_sheet(table, &view, true),
                    break_sheet(table, &view, false),
                    card,
                ])
            });
        })?;
    }
    out.extend(others.ok_or("the lessons showed no match")??);
    out.push(pause_sheet(window));
    Ok(out)
}

/// The pause sheet over the match (*Menu*, or the device's *Back*).
fn pause_sheet(window: Window) -> Sheet {
    let layout = super::pause::sheet_layout(window.w, window.h, &PauseChoice::ALL, true);
    let mut sheet = Sheet::new("match_paused");
    sheet.buttons(layout.buttons.iter().map(|(_, b)| b));
    sheet.labels(&layout.labels);
    sheet
}

/// "match_PHASE1", "match_PHASE2_keeper_setup": the phase and any pending question.
fn moment_name(table: &Table) -> String {
    let state = table.state();
    let pending = state
        .pending()
        .map(|p| format!("_{}", pending_name(&format!("{p:?}"))))
        .unwrap_or_default();
    format!("match_phase_{}{pending}", state.phase().name())
}

/// A pending question's variant name in snake case ("KeeperSetup { .. }" to "keeper_setup").
fn pending_name(debug: &str) -> String {
    let variant = debug.split([' ', '(', '{']).next().unwrap_or(debug);
    let mut out = String::new();
    for (i, c) in variant.chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The panel at one moment: the acting coach's actions (a peg's move aside, which is a
/// drag), the "?" and hint, then the screen's own, placed as `MatchScreen::refresh` places
/// them (both coaches people as in the lessons; the Aim button with its longest words).
fn panel_sheet(name: String, table: &Table, view: &PitchView) -> Sheet {
    let moment = table.view();
    let shown: Vec<_> = (moment.actions.iter())
        .filter(|a| a.kind != ActionKind::Move)
        .collect();
    let mut keys = slots::keys_of(shown.iter().map(|a| (a.kind, &a.action)));
    let mut labels: Vec<String> = shown.iter().map(|a| a.label.clone()).collect();
    let mut screen_own = vec![(SlotKey::Rules, "?".to_string())];
    if table.hint_available() {
        screen_own.push((SlotKey::Hint, tr("Hint").into()));
    }
    screen_own.extend([
        (SlotKey::Speed, trf("Speed x{0}", &["1"])),
        (SlotKey::Aim, texts::aim_button(AimHelp::FirstContact)),
        (SlotKey::Cells, texts::cells_button().into()),
        (SlotKey::WholePitch, tr("Whole pitch").into()),
        (SlotKey::Menu, tr("Menu").into()),
    ]);
    for (key, label) in screen_own {
        keys.push(key);
        labels.push(label);
    }
    let mut sheet = panel_buttons(name, labels, &keys, view);
    let (w, h) = view.screen;
    let board = board_rect(view);
    sheet.board_share = Some(board.w * board.h / (w * h));
    sheet
}

/// The panel's buttons with these `labels` and `keys` in the panel of `view`, each where the
/// screen puts it (the compact bar's sheet open, so its buttons are measured too; its More
/// button as well).
pub fn panel_buttons(
    name: impl Into<String>,
    labels: Vec<String>,
    keys: &[SlotKey],
    view: &PitchView,
) -> Sheet {
    let mut sheet = Sheet::new(name);
    let layout = layout(view);
    let rects = button_rects(&layout, view, keys, true);
    for (label, rect) in labels.into_iter().zip(rects) {
        if let Some(rect) = rect {
            sheet.button(&Button::new(label, rect));
        }
    }
    if layout.compact {
        sheet.button(&Button::new(tr(texts::MORE), layout.log));
    }
    sheet
}

/// The half-time (or full-time) screen over the board.
fn break_sheet(table: &Table, view: &PitchView, half: bool) -> Sheet {
    let setup = table.setup();
    let state = table.state();
    let (name, title, button) = if half {
        ("half_time", texts::half_time(), Some(texts::go_on()))
    } else {
        ("full_time", texts::full_time(), None)
    };
    let screen = Break {
        title,
        names: Side::BOTH.map(|side| team_name(setup, side).to_string()),
        score: (state.score(Side::Home), state.score(Side::Away)),
        rows: stat_rows(table.stats()),
        button,
    };
    let area = board_rect(view);
    let mut sheet = Sheet::new(name);
    if let Some(button) = screen.button(area) {
        sheet.button(&button);
    }
    sheet.labels(&screen.labels(area));
    sheet
}

/// The peg card of the first player on the pitch.
fn card_sheet(table: &Table, view: &PitchView) -> Result<Sheet, String> {
    let player = (table.state().players().iter())
        .map(|p| p.id())
        .find_map(|id| table.peg_card(id))
        .ok_or("no peg card to lay out")?;
    let card = CardLayout::new(&player, view, None);
    let mut sheet = Sheet::new("peg_card");
    for (text, size, room) in card.texts() {
        sheet.text(text, size, room);
    }
    Ok(sheet)
}
