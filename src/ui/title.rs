//! The title screen: New match, Continue match (when a match is saved), Learn to play (the
//! tutorial), Flick practice, Competition, Watch, Team studio, Settings and Rules, the version with its git hash, and any notice about saves that could not be
//! read (kept aside by the storage module, never deleted) until the player dismisses it.

use super::fonts::UiText;
use super::form::{Announcer, MENU_BACKGROUND, TOUCH, centre};
use super::widgets::{Button, Label, MIN_TEXT, wrap_to_width};
use crate::input::stroke::StrokeEvent;
use hexkick_i18n::tr;
use macroquad::prelude::{Color, Rect, clear_background, screen_height, screen_width};

/// What the player chose on the title screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TitleChoice {
    /// Set up a new match.
    NewMatch,
    /// Learn to play: the tutorial.
    Tutorial,
    /// Continue the saved match.
    Continue,
    /// Open the competitions.
    Competition,
    /// Open the team studio.
    Studio,
    /// Open the settings.
    Settings,
    /// Open the rules reference.
    Rules,
    /// Watch: replays and AI against AI.
    Watch,
    /// Flick practice: the drills.
    Practice,
}

/// The version line shown on the title screen: `v0.1.0 (abc123def)`.
pub fn version_line() -> String {
    format!(
        "v{} ({})",
        env!("CARGO_PKG_VERSION"),
        env!("HEXKICK_GIT_HASH")
    )
}

/// The rules reference's button.
const RULES_LABEL: &str = hexkick_i18n::tr_key("Rules");
/// The tutorial's button.
const LEARN_TO_PLAY: &str = hexkick_i18n::tr_key("Learn to play");
/// Flick practice's button (and its page's title).
pub const FLICK_PRACTICE: &str = hexkick_i18n::tr_key("Flick practice");
/// A row's height and the room under it, in button heights.
const STEP: f32 = 1.25;
/// Room between the two buttons of a row, logical pixels.
const PAIR_GAP: f32 = 10.0;

/// A notice's colour.
const NOTICE: Color = Color::new(0.98, 0.85, 0.3, 1.0);

/// The title screen's state.
#[derive(Default)]
pub struct TitleScreen {
    saved_match: Option<String>,
    notices: Vec<String>,
    announcer: Announcer,
}

/// One button of the title screen: id in log lines, what it does (`None`: dismiss).
pub type Entry = (&'static str, Button, Option<TitleChoice>);

impl TitleScreen {
    /// A title screen. `saved_match` describes the match that "Continue match" resumes
    /// ("Standard Red 1-0 Standard Blue, 23'"); `notices` are problems to tell the player.
    pub fn new(saved_match: Option<String>, notices: Vec<String>) -> Self {
        Self {
            saved_match,
            notices,
            ..Self::default()
        }
    }

    /// The buttons in a `w` x `h` window, with their ids and what each does: New match (and
    /// Continue match) across, the others two by two under them. While notices are shown,
    /// only their OK: the menu waits until they are read.
    pub fn entries(&self, w: f32, h: f32) -> Vec<Entry> {
        let bh = (h * 0.075).clamp(TOUCH, 64.0);
        if !self.notices.is_empty() {
            let bw = (w * 0.6).min(360.0);
            let x = (w - bw) / 2.0;
            let (lines, size, top) = self.notice_lines(w, h);
            let y = top + lines.len() as f32 * size * 1.3 + size;
            let rect = Rect::new(x + bw * 0.3, y, bw * 0.4, bh);
            return vec![("dismiss", Button::new(tr("OK"), rect), None)];
        }
        let mut across = vec![("new_match", tr("New match"), TitleChoice::NewMatch)];
        if self.saved_match.is_some() {
            across.push(("continue", tr("Continue match"), TitleChoice::Continue));
        }
        let paired = [
            ("tutorial", tr(LEARN_TO_PLAY), TitleChoice::Tutorial),
            ("practice", tr(FLICK_PRACTICE), TitleChoice::Practice),
            ("competition", tr("Competition"), TitleChoice::Competition),
            ("watch", tr("Watch"), TitleChoice::Watch),
            ("studio", tr("Team studio"), TitleChoice::Studio),
            ("settings", tr("Settings"), TitleChoice::Settings),
            ("rules", tr(RULES_LABEL), TitleChoice::Rules),
        ];
        let rows = across.len() + paired.len().div_ceil(2);
        // Room under Continue for the saved match's score and minute, in button heights.
        let note = if self.saved_match.is_some() {
            0.45
        } else {
            0.0
        };
        let top = h * 0.33;
        // The buttons shrink (not below a finger's size) when the rows would not fit.
        let fits = (h * 0.95 - top) / (rows as f32 * STEP - (STEP - 1.0) + note);
        let bh = bh.min(fits).max(TOUCH);
        let width = (w * 0.9).min(520.0);
        let x = (w - width) / 2.0;
        let half = (width - PAIR_GAP) / 2.0;
        let mut out: Vec<Entry> = Vec::new();
        let mut y = top;
        for (id, label, choice) in across {
            out.push((
                id,
                Button::new(label, Rect::new(x, y, width, bh)),
                Some(choice),
            ));
            y += bh * (STEP + if id == "continue" { note } else { 0.0 });
        }
        for pair in paired.chunks(2) {
            // A lone last button stands in the middle.
            let left = if pair.len() == 1 {
                x + (width - half) / 2.0
            } else {
                x
            };
            for (i, (id, label, choice)) in pair.iter().enumerate() {
                let at = left + i as f32 * (half + PAIR_GAP);
                let rect = Rect::new(at, y, half, bh);
                out.push((id, Button::new(*label, rect), Some(*choice)));
            }
            y += bh * STEP;
        }
        out
    }

    /// The first notice (OK shows the next) cut into lines, their text size and the first
    /// line's centre height, in a `w` x `h` window: under the title, where the menu's buttons
    /// are while none is shown, smaller text when it would not leave room for OK.
    fn notice_lines(&self, w: f32, h: f32) -> (Vec<String>, f32, f32) {
        let top = h * 0.36;
        let room = h - top - (h * 0.075).clamp(TOUCH, 64.0) * 1.5 - 24.0;
        let width = (w * 0.9).min(760.0);
        let notice = self.notices.first().map_or("", String::as_str);
        let mut size = (h * 0.024).clamp(MIN_TEXT, 20.0);
        loop {
            let lines = wrap_to_width(&UiText::new(size), notice, width);
            if size <= MIN_TEXT || lines.len() as f32 * size * 1.3 + size <= room {
                return (lines, size, top);
            }
            size = (size - 1.0).max(MIN_TEXT);
        }
    }

    /// Handles the frame's strokes; returns the choice once one is made.
    pub fn update(&mut self, events: &[StrokeEvent], log: bool) -> Option<TitleChoice> {
        let (w, h) = (screen_width(), screen_height());
        let entries = self.entries(w, h);
        if log {
            let targets: Vec<(String, Rect)> = entries
                .iter()
                .map(|(id, b, _)| (id.to_string(), b.rect))
                .collect();
            self.announcer.announce("title", &targets);
        }
        for event in events {
            if let StrokeEvent::Released { start, end, .. } = *event {
                for (_, button, choice) in &entries {
                    if button.is_tapped(start, end) {
                        match choice {
                            Some(choice) => return Some(*choice),
                            None => {
                                self.notices.remove(0);
                            }
                        }
                    }
                }
            }
        }
        None
    }

    /// The screen's words where they go in a `w` x `h` window: what [`TitleScreen::draw`]
    /// draws besides the buttons.
    pub fn labels(&self, w: f32, h: f32) -> Vec<Label> {
        let room = w - 8.0;
        let mut out = vec![
            Label::centred(
                "hexkick",
                (w / 2.0, h * 0.16),
                (w * 0.12).clamp(32.0, 110.0),
                room,
            ),
            Label::centred(
                tr("Simulator Soccer, flicked"),
                (w / 2.0, h * 0.26),
                (w * 0.03).clamp(14.0, 30.0),
                room,
            )
            .coloured(Color::new(0.85, 0.9, 0.8, 1.0)),
        ];
        for (id, button, _) in self.entries(w, h) {
            if id == "continue"
                && let Some(line) = &self.saved_match
            {
                // The saved match's score and minute, just under its button.
                let below = centre(button.rect).y + button.rect.h * 0.85;
                let small = (button.rect.h * 0.3).clamp(MIN_TEXT, 20.0);
                out.push(Label::centred(line, (w / 2.0, below), small, room).coloured(NOTICE));
            }
        }
        if !self.notices.is_empty() {
            let (lines, size, top) = self.notice_lines(w, h);
            for (i, line) in lines.into_iter().enumerate() {
                let at = (w / 2.0, top + i as f32 * size * 1.3);
                out.push(Label::centred(line, at, size, room).coloured(NOTICE));
            }
        }
        let version = Label::centred(version_line(), (w / 2.0, h - 14.0), 14.0, room);
        out.push(version.coloured(Color::new(0.8, 0.85, 0.8, 1.0)));
        out
    }

    /// Draws the screen.
    pub fn draw(&self) {
        let (w, h) = (screen_width(), screen_height());
        clear_background(MENU_BACKGROUND);
        for (_, button, _) in &self.entries(w, h) {
            button.draw(false);
        }
        for label in self.labels(w, h) {
            label.draw();
        }
    }
}

/// Splits `text` into lines of at most `width` characters at spaces (a longer word gets a
/// line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(10);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::{Label, TitleScreen, wrap};

    #[test]
    fn long_notices_wrap_at_spaces() {
        let text = "Your saved match could not be resumed (command 3 of 9 was refused). It was kept as match.save.bad-1.";
        let lines = wrap(text, 40);
        assert!(lines.len() >= 3, "{lines:?}");
        assert!(lines.iter().all(|l| l.chars().count() <= 40), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert!(wrap("", 40).is_empty());
    }

    #[test]
    fn every_button_fits_a_phone_and_a_tablet_side_by_side_without_overlapping() {
        assert!(
            crate::ui::fonts::measure_headless(),
            "the UI font measures headless"
        );
        for saved in [
            None,
            Some("Standard Red 1-0 Standard Blue, 23'".to_string()),
        ] {
            let title = TitleScreen::new(saved.clone(), Vec::new());
            for (w, h) in [
                (390.0, 844.0),
                (360.0, 640.0),
                (1280.0, 800.0),
                (800.0, 1280.0),
            ] {
                let entries = title.entries(w, h);
                assert_eq!(entries.len(), 8 + usize::from(saved.is_some()));
                let ids: Vec<&str> = entries.iter().map(|e| e.0).collect();
                assert!(ids.contains(&"practice"), "{ids:?}");
                for (i, (id, b, _)) in entries.iter().enumerate() {
                    let r = b.rect;
                    assert!(
                        r.h >= super::TOUCH && r.y + r.h <= h - 20.0,
                        "{id} at {w}x{h}"
                    );
                    assert!(r.x >= 0.0 && r.x + r.w <= w, "{id} at {w}x{h}");
                    for (other, c, _) in &entries[i + 1..] {
                        assert!(!r.overlaps(&c.rect), "{id} and {other} at {w}x{h}");
                    }
                }
            }
        }
    }

    #[test]
    fn notices_come_one_at_a_time_above_an_ok_inside_the_window() {
        assert!(
            crate::ui::fonts::measure_headless(),
            "the UI font measures headless"
        );
        let long = "Your saved match could not be read (the file is not a hexkick save). It was \
                    kept as /home/player/.local/share/hexkick/match.save.corrupt-1. Its backup \
                    could not be read (the file is not a hexkick save). It was kept as \
                    /home/player/.local/share/hexkick/match.save.bak.corrupt-1. A new match \
                    can be started.";
        let mut title = TitleScreen::new(None, vec![long.into(), "Second.".into()]);
        let (w, h) = (360.0, 640.0);
        let entries = title.entries(w, h);
        assert_eq!(entries.len(), 1, "only OK while a notice is shown");
        let ok = entries[0].1.rect;
        assert!(
            ok.y + ok.h <= h - 16.0,
            "OK stays above the version line: {ok:?}"
        );
        let shown: Vec<Label> = title.labels(w, h);
        assert!(shown.iter().all(|l| !l.text.contains("Second")));
        let last = shown.iter().filter(|l| l.text.contains("started")).count();
        assert_eq!(last, 1, "the first notice is shown whole");
        title.notices.remove(0);
        assert!(title.labels(w, h).iter().any(|l| l.text == "Second."));
    }
}
