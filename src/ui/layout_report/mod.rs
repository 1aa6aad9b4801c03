//! `hexkick layout-report --size WxH [--scale S] [--lang en|fr]`: every screen laid out at a
//! window size without a window (the team studio's pages too), and per screen the smallest
//! touch target, the smallest text (logical pixels), the text clipped (wider than its box,
//! or a box out of its room), the elements overlapping, the words broken inside and, on the
//! match screen, the board's share of the window; the last line is `smallest target T px,
//! smallest text X px, clipped C, overlapping O, broken words W, board share B%` (the board
//! share the smallest of the match screens', 100 where there is none).
//!
//! The screens are laid out by their own layout functions (the ones their drawing uses, with
//! text measured by [`crate::ui::fonts::FontMetrics`] instead of the window), so what the
//! report measures is what the window draws.

mod screens;
pub mod sheet;

use hexkick_i18n::{Lang, set_lang};
use sheet::Sheet;
pub use sheet::Window;
use std::fmt::Write as _;
use std::io;

/// What every screen adds up to at one size.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Each screen's sheet, in the order laid out.
    pub sheets: Vec<Sheet>,
}

impl Report {
    /// The smallest touch target on any screen, logical pixels.
    pub fn smallest_target(&self) -> f32 {
        (self.sheets.iter())
            .filter_map(|s| s.smallest_target().map(|t| t.0))
            .fold(f32::INFINITY, f32::min)
    }

    /// The smallest text on any screen, logical pixels.
    pub fn smallest_text(&self) -> f32 {
        (self.sheets.iter())
            .filter_map(|s| s.smallest_text().map(|t| t.0))
            .fold(f32::INFINITY, f32::min)
    }

    /// How many pieces of text are wider than their boxes, on all screens.
    pub fn overflow_count(&self) -> usize {
        self.sheets.iter().map(|s| s.overflows().len()).sum()
    }

    /// How many texts and boxes are clipped, on all screens.
    pub fn clipped_count(&self) -> usize {
        self.sheets.iter().map(|s| s.clipped().len()).sum()
    }

    /// How many elements overlap another, on all screens.
    pub fn overlapping_count(&self) -> usize {
        self.sheets.iter().map(|s| s.overlaps.len()).sum()
    }

    /// How many labels break a word inside, on all screens.
    pub fn broken_count(&self) -> usize {
        self.sheets.iter().map(|s| s.broken.len()).sum()
    }

    /// How many things a box hides that the player must see, on all screens.
    pub fn hidden_count(&self) -> usize {
        self.sheets.iter().map(|s| s.hidden.len()).sum()
    }

    /// The smallest share of the window the match screen's board view has, percent (100
    /// where no match screen was laid out).
    pub fn board_share_percent(&self) -> f32 {
        (self.sheets.iter())
            .filter_map(|s| s.board_share)
            .fold(1.0_f32, f32::min)
            * 100.0
    }

    /// The report as printed: a line per screen (and one per overflow), then the totals.
    pub fn render(&self) -> String {
        let mut out = String::new();
        for s in &self.sheets {
            let target = s
                .smallest_target()
                .map_or("none".into(), |(px, id)| format!("{px:.1} px ({id})"));
            let text = s
                .smallest_text()
                .map_or("none".into(), |(px, t)| format!("{px:.1} px ({t})"));
            let overflows = s.overflows();
            let share = s.board_share.map_or(String::new(), |b| {
                format!(", board share {:.0}%", b * 100.0)
            });
            let _ = writeln!(
                out,
                "{}: target {target}, text {text}, overflow {}, clipped {}, overlapping {}, broken words {}{share}",
                s.name,
                overflows.len(),
                s.clipped().len(),
                s.overlaps.len(),
                s.broken.len(),
            );
            for o in overflows {
                let _ = writeln!(
                    out,
                    "  overflow: \"{}\" {:.1} px in {:.1} px",
                    o.text, o.width, o.room
                );
            }
            for b in &s.broken {
                let _ = writeln!(out, "  broken: \"{b}\"");
            }
            for h in &s.hidden {
                let _ = writeln!(out, "  hidden: {h}");
            }
        }
        let _ = writeln!(out, "overflow {}", self.overflow_count());
        let _ = writeln!(out, "hidden {}", self.hidden_count());
        let _ = write!(
            out,
            "smallest target {:.1} px, smallest text {:.1} px, clipped {}, overlapping {}, broken words {}, board share {:.0}%",
            self.smallest_target(),
            self.smallest_text(),
            self.clipped_count(),
            self.overlapping_count(),
            self.broken_count(),
            self.board_share_percent()
        );
        out
    }
}

/// Lays every screen out in `window` in `lang` (the process's language is set to it).
pub fn report(window: Window, lang: Lang) -> Result<Report, String> {
    if !crate::ui::fonts::measure_headless() {
        return Err("the UI font could not be read".into());
    }
    set_lang(lang);
    Ok(Report {
        sheets: screens::all(window)?,
    })
}

/// Reads `--size WxH [--scale S] [--lang en|fr]`.
fn parse(args: &[String]) -> Result<(Window, Lang), String> {
    let mut lang = Lang::En;
    let window = Window::from_options(args, None, |flag, value| match flag {
        "--lang" => {
            lang = Lang::parse(value).ok_or(format!("--lang {value}: expected en or fr"))?;
            Ok(())
        }
        other => Err(format!("unknown option {other}")),
    })?;
    Ok((window, lang))
}

/// The `--help` lines of `layout-report`.
pub const USAGE: &str = "screens:\n  layout-report --size WxH [--scale S] [--lang en|fr]\n                          lay every screen out at a window size without a window: per screen the\n                          smallest touch target and text, text clipped, elements overlapping,\n                          words broken, the match screen's board share";

/// `hexkick layout-report ...`: writes the report to `out`; exit code 2 on bad arguments.
pub fn cli(args: &[String], out: &mut dyn io::Write) -> io::Result<i32> {
    let run = parse(args).and_then(|(window, lang)| report(window, lang));
    match run {
        Ok(report) => {
            writeln!(out, "{}", report.render())?;
            Ok(0)
        }
        Err(why) => {
            eprintln!("hexkick: layout-report: {why}");
            eprintln!("usage: hexkick layout-report --size WxH [--scale S] [--lang en|fr]");
            Ok(2)
        }
    }
}
