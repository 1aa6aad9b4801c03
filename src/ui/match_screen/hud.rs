//! The heads-up display: where the panel's parts go, the score and minute, the headline in
//! words, the event log (tap to expand), and the timekeeping referee walking the touchline.
//!
//! The panel is a cached picture (`render.rs`): it is painted again only when
//! `MatchScreen::panel_key` changes, so anything new drawn in the panel (a timer, a name) must
//! be hashed there too, or it stays frozen on screen.

use super::super::draw::disc;
use super::super::fonts::UiText;
use super::super::view::PitchView;
use super::super::widgets::{Button, TEXT, centred_text, shortened};
use super::facing::Facing;
use crate::input::ScreenPoint;
use crate::ui::wrap::{last_lines, wrap};
use hexkick_i18n::{tr, trf};
use hexkick_rules::pitch::{PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchPoint};
use hexkick_rules::squad::Side;
use hexkick_rules::state::{Clock, MatchState};
use hexkick_table::ClockReading;
use macroquad::prelude::{Color, Rect, draw_rectangle};

/// Lines of the event log shown in the panel.
const LOG_LINES_LANDSCAPE: usize = 5;
/// ... in a portrait panel.
const LOG_LINES_PORTRAIT: usize = 2;
/// Lines of the expanded log.
pub const LOG_LINES_EXPANDED: usize = 30;
const HUD_BACK: Color = Color::new(0.0, 0.0, 0.0, 0.35);
const DIM: Color = Color::new(0.8, 0.85, 0.8, 0.9);
const REFEREE: Color = Color::new(0.08, 0.08, 0.08, 1.0);

/// Where the panel's parts go, in logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Score, minute and headline.
    pub hud: Rect,
    /// The prompt's buttons.
    pub buttons: Rect,
    /// The event log (a tap expands it).
    pub log: Rect,
    /// A portrait panel (under or over the board), laid out in a wider grid.
    pub portrait: bool,
    /// Lines of log shown.
    pub log_lines: usize,
    /// The compact bar of a phone held upright: the actions packed in [`COMPACT_ROWS`] rows,
    /// the tools in a row of their own (`tools`), the log behind a button.
    pub compact: bool,
    /// The compact bar's row of tools (empty otherwise).
    pub tools: Rect,
}

/// Rows of actions in the compact bar.
pub const COMPACT_ROWS: usize = 3;
/// Places in the compact bar's row of tools: rules, hint, aim, more (the sheet), menu.
pub const TOOL_PLACES: usize = 5;
/// The tools row's place of the button that pulls the sheet up (the log and the rest).
pub const MORE_PLACE: usize = 3;
/// Places in the sheet's row of buttons: speed, cell names, whole pitch.
pub const SHEET_PLACES: usize = 3;

/// The panel's layout for a view.
pub fn layout(view: &PitchView) -> Layout {
    let (px, py, pw, ph) = view.panel();
    if view.compact() {
        let hud_h = 52.0_f32.min(ph * 0.22);
        let tools_h = 46.0_f32.min(ph * 0.2);
        let buttons_h = ph - hud_h - tools_h - 8.0;
        let tools = Rect::new(px + 4.0, py + hud_h + 4.0 + buttons_h, pw - 8.0, tools_h);
        let layout = Layout {
            hud: Rect::new(px + 4.0, py + 2.0, pw - 8.0, hud_h),
            buttons: Rect::new(px + 4.0, py + hud_h + 4.0, pw - 8.0, buttons_h),
            log: Rect::default(),
            portrait: true,
            log_lines: LOG_LINES_PORTRAIT,
            compact: true,
            tools,
        };
        return Layout {
            log: tool_rect(&layout, MORE_PLACE),
            ..layout
        };
    }
    if view.portrait {
        let hud_h = 52.0_f32.min(ph * 0.15);
        let log_h = 36.0_f32.min(ph * 0.1);
        Layout {
            hud: Rect::new(px + 4.0, py + 2.0, pw - 8.0, hud_h),
            buttons: Rect::new(
                px + 4.0,
                py + hud_h + 4.0,
                pw - 8.0,
                ph - hud_h - log_h - 8.0,
            ),
            log: Rect::new(px + 4.0, py + ph - log_h - 2.0, pw - 8.0, log_h),
            portrait: true,
            log_lines: LOG_LINES_PORTRAIT,
            compact: false,
            tools: Rect::default(),
        }
    } else {
        let hud_h = 150.0_f32.min(ph * 0.19);
        let log_h = 150.0_f32.min(ph * 0.12);
        // The teams' badges and names stand between the buttons and the log.
        let teams_h = TEAMS_H.min(ph * 0.1);
        Layout {
            hud: Rect::new(px + 6.0, py + 6.0, pw - 12.0, hud_h),
            buttons: Rect::new(
                px + 6.0,
                py + hud_h + 12.0,
                pw - 12.0,
                ph - hud_h - log_h - teams_h - 24.0,
            ),
            log: Rect::new(px + 6.0, py + ph - log_h - 6.0, pw - 12.0, log_h),
            portrait: false,
            log_lines: LOG_LINES_LANDSCAPE,
            compact: false,
            tools: Rect::default(),
        }
    }
}

/// Room for the teams' badges and names above the log in landscape, logical pixels.
pub const TEAMS_H: f32 = 68.0;

/// The rectangle of the panel's place `slot` ([`super::slots`]).
pub fn slot_rect(layout: &Layout, slot: usize) -> Rect {
    super::slots::rect(layout.buttons, layout.portrait, slot)
}

/// The rectangle of the compact bar's tool place `place` (of [`TOOL_PLACES`]).
pub fn tool_rect(layout: &Layout, place: usize) -> Rect {
    let area = layout.tools;
    let w = area.w / TOOL_PLACES as f32;
    Rect::new(
        area.x + place as f32 * w + 2.0,
        area.y + 1.0,
        w - 4.0,
        area.h - 2.0,
    )
}

/// Draws `text` left-aligned from `(x, y)` (its top), wrapped to `width`; returns the height used.
pub fn wrapped_text(text: &str, x: f32, y: f32, width: f32, size: f32, colour: Color) -> f32 {
    let ui = UiText::new(size.clamp(MIN_TEXT, 100.0));
    let lines = wrap(text, width, |t| ui.width(t));
    let step = size * 1.2;
    for (i, l) in lines.iter().enumerate() {
        ui.draw(l, x.round(), (y + size + i as f32 * step).round(), colour);
    }
    lines.len() as f32 * step
}

/// The largest size from `size` down to [`MIN_TEXT`] (in steps of 8 %) at which `fits`
/// holds; [`MIN_TEXT`] when none does.
fn shrunk_to_fit(size: f32, fits: impl Fn(f32) -> bool) -> f32 {
    let mut size = size.max(MIN_TEXT);
    while size > MIN_TEXT && !fits(size) {
        size = (size * 0.92).max(MIN_TEXT);
    }
    size
}

/// The smallest text drawn in the panel, logical pixels.
pub const MIN_TEXT: f32 = 12.0;
/// The score line is never drawn smaller than this; long team names are shortened instead.
const SCORE_MIN: f32 = 16.0;

/// "Home 1 - 0 Away" at `size`, the team names shortened ("Olympique Marseille" to
/// "Olympiq.") until it fits `width` as measured by `width_of`; two names that begin with the
/// same words lose them first ("Standard Red" and "Standard Blue" to "Red" and "Blue"), so
/// they stay told apart.
pub fn score_line(
    names: [&str; 2],
    scores: (u8, u8),
    width: f32,
    width_of: impl Fn(&str) -> f32,
) -> String {
    let line = |n: &[String]| format!("{} {} - {} {}", n[0], scores.0, scores.1, n[1]);
    let full = line(&names.map(str::to_string));
    if width_of(&full) <= width {
        return full;
    }
    let names = apart(names);
    shortened(&[names[0], names[1]], line, |t| width_of(t) <= width)
}

/// `names` without the words they begin or end with alike ("Standard Red" and "Standard
/// Blue", or in French "Rouge standard" and "Bleu standard"), never all of a name's words.
fn apart(names: [&str; 2]) -> [&str; 2] {
    let words = names.map(|n| n.split(' ').collect::<Vec<_>>());
    let most = (words[0].len() - 1).min(words[1].len() - 1);
    let alike = |pairs: &mut dyn Iterator<Item = (&&str, &&str)>| {
        pairs.take_while(|(a, b)| a == b).count().min(most)
    };
    let leading = alike(&mut words[0].iter().zip(&words[1]));
    let trailing = alike(&mut words[0].iter().rev().zip(words[1].iter().rev())).min(most - leading);
    let keep = |i: usize| {
        let kept = &words[i][leading..words[i].len() - trailing];
        let start: usize = words[i][..leading].iter().map(|w| w.len() + 1).sum();
        let len = kept.iter().map(|w| w.len()).sum::<usize>() + kept.len().saturating_sub(1);
        &names[i][start..start + len]
    };
    [keep(0), keep(1)]
}

/// The turn timer reads red from this many seconds left.
pub const CLOCK_WARN_S: f64 = 10.0;

/// The turn timer in the HUD's bottom right corner (clear of the score, the headline and the
/// AI's "thinking"): "Blue 0:38", red in the last seconds, dim while it holds.
pub fn draw_turn_clock(layout: &Layout, reading: &ClockReading, name: &str) {
    let r = layout.hud;
    let size = (r.h * 0.16).clamp(12.0, 20.0);
    let text = format!("{name} {}", reading.text());
    let colour = if reading.left_s <= CLOCK_WARN_S {
        Color::new(1.0, 0.3, 0.25, 1.0)
    } else if reading.running {
        Color::new(1.0, 0.85, 0.3, 1.0)
    } else {
        DIM
    };
    let w = text.len() as f32 * size * 0.62;
    let top = r.y + r.h - size * 1.4;
    draw_rectangle(r.x + r.w - w - 6.0, top, w + 4.0, size * 1.3, HUD_BACK);
    centred_text(
        &text,
        r.x + r.w - w / 2.0 - 4.0,
        top + size * 0.85,
        size,
        colour,
    );
}

/// The score, the minute and the headline.
pub fn draw_hud(
    layout: &Layout,
    state: &MatchState,
    names: [&str; 2],
    headline: &str,
    thinking: Option<f32>,
) {
    let r = layout.hud;
    draw_rectangle(r.x, r.y, r.w, r.h, HUD_BACK);
    let clock = state.clock();
    let minute = trf(
        "{0}'  half {1}",
        &[&state.minute().to_string(), &clock.half.to_string()],
    );
    let scores = (state.score(Side::Home), state.score(Side::Away));
    // The score line shrinks to fit down to SCORE_MIN, then the names are shortened.
    let mut big = (r.h * 0.2).clamp(14.0, 24.0);
    let full = format!("{} {} - {} {}", names[0], scores.0, scores.1, names[1]);
    let room = if layout.portrait { 0.62 } else { 1.0 } * (r.w - 8.0);
    let at_big = UiText::new(big).width(&full);
    if at_big > room {
        big = (big * room / at_big).max(SCORE_MIN).floor();
    }
    let ui = UiText::new(big);
    // Where the headline's last line ends.
    let headline_end = if layout.portrait {
        // Portrait: one line for score and minute, the headline under it.
        let room = r.w - 8.0 - ui.width(&format!("   {minute}"));
        let score = score_line(names, scores, room, |t| ui.width(t));
        centred_text(
            &format!("{score}   {minute}"),
            r.x + r.w / 2.0,
            r.y + big * 0.6,
            big,
            TEXT,
        );
        let top = r.y + big * 1.1;
        // A headline that would wrap below the HUD's foot is drawn smaller (a long French
        // PHASE 3 headline on a phone held upright), down to MIN_TEXT.
        let size = shrunk_to_fit((big * 0.8).max(MIN_TEXT), |size| {
            let ui = UiText::new(size);
            let lines = wrap(headline, r.w - 8.0, |t| ui.width(t)).len();
            top + lines as f32 * size * 1.2 + size * 0.25 <= r.y + r.h
        });
        top + wrapped_text(headline, r.x + 4.0, top, r.w - 8.0, size, TEXT)
    } else {
        let score = score_line(names, scores, r.w - 8.0, |t| ui.width(t));
        centred_text(&score, r.x + r.w / 2.0, r.y + big * 0.8, big, TEXT);
        centred_text(&minute, r.x + r.w / 2.0, r.y + big * 2.0, big * 0.75, DIM);
        let top = r.y + big * 2.6;
        top + wrapped_text(
            headline,
            r.x + 4.0,
            top,
            r.w - 8.0,
            (big * 0.75).max(MIN_TEXT),
            TEXT,
        )
    };
    if let Some(t) = thinking {
        // At the HUD's foot, or under the headline where it wraps that far (a long French
        // headline on a phone held upright).
        let size = big * 0.7;
        let dots = ".".repeat(thinking_dots(t));
        centred_text(
            &format!("{}{dots}", tr("thinking")),
            r.x + r.w / 2.0,
            (r.y + r.h - 10.0).max(headline_end + size),
            size,
            Color::new(1.0, 0.85, 0.3, 1.0),
        );
    }
}

/// How many dots follow "thinking" after the AI has thought for `t` seconds (1 to 3, three
/// changes a second).
pub fn thinking_dots(t: f32) -> usize {
    1 + (t * 3.0) as usize % 3
}

/// The last lines of the log (all of them up to [`LOG_LINES_EXPANDED`] when expanded, over
/// the board).
pub fn draw_log(layout: &Layout, view: &PitchView, lines: &[String], expanded: bool) {
    let (area, count) = if expanded {
        let (bx, by, bw, bh) = view.room();
        // The compact bar's sheet keeps a row of buttons under the log.
        let buttons = if layout.compact {
            56.0_f32.min(bh * 0.12 + 8.0)
        } else {
            0.0
        };
        (
            Rect::new(bx + 8.0, by + 8.0, bw - 16.0, bh - 16.0 - buttons),
            LOG_LINES_EXPANDED,
        )
    } else {
        (layout.log, layout.log_lines)
    };
    draw_rectangle(
        area.x,
        area.y,
        area.w,
        area.h,
        Color::new(0.0, 0.0, 0.0, if expanded { 0.85 } else { 0.35 }),
    );
    let size = if expanded {
        (area.h / (LOG_LINES_EXPANDED as f32 * 1.25)).clamp(MIN_TEXT, 20.0)
    } else {
        (area.h / (count as f32 * 1.25)).clamp(MIN_TEXT, 15.0)
    };
    let ui = UiText::new(size);
    let shown = last_lines(lines, count, area.w - 8.0, |t| ui.width(t));
    for (i, line) in shown.iter().enumerate() {
        ui.draw(
            line,
            (area.x + 4.0).round(),
            (area.y + 2.0 + size + i as f32 * size * 1.2).round(),
            TEXT,
        );
    }
    if lines.is_empty() {
        centred_text(
            tr("event log"),
            area.x + area.w / 2.0,
            area.y + area.h / 2.0,
            size,
            DIM,
        );
    }
}

/// A button covering the log, so a tap on it toggles the expanded log.
pub fn log_button(layout: &Layout) -> Button {
    Button::new("log", layout.log)
}

/// Where the timekeeping referee stands: on the advertising strip above the top touchline,
/// walking from the home goal line to the away one in each half of `half_steps` clock steps
/// (the match's own: 2024 BASE "TEMPS", 3 referees x 11 cells; TOURNOI "MATCHS", 17 full
/// turns; fewer in a quick match or a half of extra time; [`MatchState::half_steps`]).
///
/// [`MatchState::half_steps`]: hexkick_rules::state::MatchState::half_steps
pub fn referee_point(clock: Clock, half_steps: u8) -> PitchPoint {
    let half_steps = half_steps.max(1);
    let share = f32::from(clock.steps.min(half_steps)) / f32::from(half_steps);
    PitchPoint::new(
        -PITCH_LENGTH_CM / 2.0 + share * PITCH_LENGTH_CM,
        -PITCH_WIDTH_CM / 2.0 - 1.6,
    )
}

/// Draws the referee peg, where `clock` stands in a half of `half_steps` steps, with the
/// match `minute` beside it (the rules' minute: a quick or TOURNAMENT half counts its own
/// steps to 45'); in table mode (`both_ends`) a second minute on his other side, turned half
/// a turn for the coach across the table.
pub fn draw_referee(
    view: &PitchView,
    (clock, half_steps): (Clock, u8),
    minute: u8,
    both_ends: bool,
) {
    let at = referee_point(clock, half_steps);
    disc(view, at, 1.0, REFEREE);
    disc(view, at, 0.45, Color::new(0.95, 0.85, 0.1, 1.0));
    let q = view.to_screen(at);
    let size = view.px(1.8).clamp(12.0, 18.0);
    let (dx, dy) = if view.portrait {
        (0.0, -size)
    } else {
        (size * 1.6, 0.0)
    };
    let minute = format!("{minute}'");
    centred_text(&minute, q.x + dx, q.y + dy, size, TEXT);
    if both_ends {
        let other = ScreenPoint::new(q.x - dx, q.y - dy);
        Facing::of(Rect::new(other.x, other.y, 0.0, 0.0), true).draw(view.screen, || {
            centred_text(&minute, other.x, other.y, size, TEXT)
        });
    }
}

#[cfg(test)]
mod tests {
    use super::{
        COMPACT_ROWS, Clock, MORE_PLACE, PITCH_LENGTH_CM, PITCH_WIDTH_CM, PitchView, TOOL_PLACES,
        layout, referee_point, score_line, shrunk_to_fit, slot_rect, tool_rect,
    };

    #[test]
    fn a_headline_shrinks_until_it_fits_and_never_below_the_smallest_text() {
        assert_eq!(shrunk_to_fit(20.0, |_| true), 20.0);
        let fitted = shrunk_to_fit(20.0, |size| size <= 16.0);
        assert!(fitted <= 16.0 && fitted > 16.0 * 0.92, "{fitted}");
        assert_eq!(shrunk_to_fit(20.0, |_| false), super::MIN_TEXT);
    }

    #[test]
    fn the_referee_walks_the_touchline_over_a_half() {
        let start = referee_point(Clock { half: 1, steps: 0 }, 33);
        let end = referee_point(Clock { half: 2, steps: 33 }, 33);
        assert!((start.x + PITCH_LENGTH_CM / 2.0).abs() < 1e-4);
        assert!((end.x - PITCH_LENGTH_CM / 2.0).abs() < 1e-4);
        assert!(start.y < -PITCH_WIDTH_CM / 2.0);
    }

    /// The referee follows the match's own half: at TOURNAMENT level 17 full turns, in a
    /// quick TOURNAMENT match 6; halfway through the half he is at the halfway line and at its
    /// last step at the far goal line (the BASE steps would leave him short of it).
    #[test]
    fn the_referee_follows_the_matchs_own_half() {
        use hexkick_rules::rules::{Level, RuleSet};
        use hexkick_rules::squad::Squad;
        use hexkick_rules::state::MatchState;
        let mut rules = RuleSet {
            level: Level::Tournament,
            ..RuleSet::default()
        };
        let squad = Squad::standard_base();
        let half_of = |rules: RuleSet| {
            MatchState::new_match(rules, &squad, &squad)
                .expect("a match")
                .half_steps()
        };
        assert_eq!(half_of(rules), 17);
        assert_eq!(half_of(RuleSet::default()), Clock::STEPS_PER_HALF);
        rules.extras.quick_match = true;
        let quick = half_of(rules);
        assert_eq!(quick, 6);
        let end = referee_point(
            Clock {
                half: 1,
                steps: quick,
            },
            quick,
        );
        assert!((end.x - PITCH_LENGTH_CM / 2.0).abs() < 1e-4, "{end:?}");
        let middle = referee_point(Clock { half: 2, steps: 3 }, quick);
        assert!(middle.x.abs() < 1e-4, "{middle:?}");
        let base = referee_point(
            Clock {
                half: 1,
                steps: quick,
            },
            Clock::STEPS_PER_HALF,
        );
        assert!(base.x < -PITCH_LENGTH_CM / 4.0, "the BASE steps: {base:?}");
    }

    #[test]
    fn long_team_names_are_shortened_not_shrunk() {
        let width_of = |t: &str| t.chars().count() as f32 * 10.0;
        let names = ["Olympique de Marseille", "Paris Saint-Germain"];
        let line = score_line(names, (1, 0), 200.0, width_of);
        assert!(width_of(&line) <= 200.0, "{line}");
        assert!(
            line.starts_with("Olym") && line.contains(" 1 - 0 "),
            "{line}"
        );
        assert_eq!(
            score_line(["Red", "Blue"], (0, 2), 200.0, width_of),
            "Red 0 - 2 Blue"
        );
        // Two teams whose names begin alike stay told apart.
        let alike = score_line(["Standard Red", "Standard Blue"], (0, 0), 150.0, width_of);
        assert_eq!(alike, "Red 0 - 0 Blue");
        let alike = score_line(["Rouge standard", "Bleu standard"], (0, 0), 170.0, width_of);
        assert_eq!(alike, "Rouge 0 - 0 Bleu");
        // Names that begin alike are never cut so far that they read alike.
        let near = score_line(["Northgate", "Northfield"], (0, 0), 100.0, width_of);
        assert_eq!(near, "Northg. 0 - 0 Northf.");
        assert_eq!(
            score_line(["Standard Red", "Standard Blue"], (0, 0), 400.0, width_of),
            "Standard Red 0 - 0 Standard Blue"
        );
    }

    #[test]
    fn buttons_fit_their_area_in_both_orientations() {
        for (w, h) in [(1280.0, 800.0), (800.0, 1280.0)] {
            let view = PitchView::fit(w, h);
            let l = layout(&view);
            assert!(!l.compact);
            for s in 0..super::super::slots::SLOTS {
                let r = slot_rect(&l, s);
                assert!(r.y >= l.buttons.y && r.y + r.h <= l.buttons.y + l.buttons.h + 0.01);
                assert!(r.w > 70.0 && r.h >= 44.0, "{r:?} in {w}x{h}");
            }
        }
        // A phone held upright: the compact bar's rows of actions and its row of tools.
        for (w, h) in [(390.0, 844.0), (360.0, 640.0)] {
            let view = PitchView::fit(w, h);
            let l = layout(&view);
            assert!(l.compact, "{w}x{h}");
            for row in 0..COMPACT_ROWS {
                for col in 0..4 {
                    let r = super::super::slots::compact_rect(l.buttons, COMPACT_ROWS, (row, col));
                    assert!(r.y >= l.buttons.y && r.bottom() <= l.buttons.bottom() + 0.01);
                    assert!(r.w > 70.0 && r.h >= 44.0, "{r:?} in {w}x{h}");
                }
            }
            for place in 0..TOOL_PLACES {
                let r = tool_rect(&l, place);
                assert!(
                    r.bottom() <= h + 0.01 && r.w >= 44.0 && r.h >= 44.0,
                    "{r:?}"
                );
            }
            assert_eq!(l.log, tool_rect(&l, MORE_PLACE), "the log is behind a tool");
        }
    }
}
