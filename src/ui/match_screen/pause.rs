//! The pause sheet: *Menu* (and the device's *Back*) stops the match where it stands and
//! shows Resume, Rules, Settings and Leave over it. Nothing moves while it is up: the ball,
//! the pegs, the AI and the turn timer all wait. Leaving keeps the match saved (the title
//! offers it as *Continue match*).

use super::{MatchScreen, MatchSignal};
use crate::input::stroke::StrokeEvent;
use crate::ui::form::{Announcer, TOUCH};
use crate::ui::test_log::{Kind, Line};
use crate::ui::widgets::{Button, Label, MIN_TEXT};
use hexkick_i18n::tr;
use macroquad::prelude::{Color, Rect, draw_rectangle, draw_rectangle_lines};

/// What a button of the pause sheet does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseChoice {
    /// Back to the match, exactly where it stopped.
    Resume,
    /// The rules reference over the paused match.
    Rules,
    /// The settings, then back to the paused match.
    Settings,
    /// Leave the match (it stays saved) for the page it was started from.
    Leave,
}

impl PauseChoice {
    /// The sheet's buttons, top to bottom.
    pub const ALL: [PauseChoice; 4] = [
        PauseChoice::Resume,
        PauseChoice::Rules,
        PauseChoice::Settings,
        PauseChoice::Leave,
    ];

    /// The button's id in test-mode lines.
    pub fn id(self) -> &'static str {
        match self {
            PauseChoice::Resume => "resume",
            PauseChoice::Rules => "rules",
            PauseChoice::Settings => "settings",
            PauseChoice::Leave => "leave",
        }
    }

    /// The button's words in the player's language.
    pub fn label(self) -> &'static str {
        match self {
            PauseChoice::Resume => tr("Resume"),
            PauseChoice::Rules => tr("Rules"),
            PauseChoice::Settings => tr("Settings"),
            PauseChoice::Leave => tr("Leave"),
        }
    }
}

/// The veil over the match.
const VEIL: Color = Color::new(0.0, 0.0, 0.0, 0.6);
/// The sheet's card.
const CARD: Color = Color::new(0.07, 0.2, 0.11, 0.97);
/// The card's edge.
const EDGE: Color = Color::new(0.85, 0.9, 0.8, 0.6);
/// The note under Leave.
const NOTE: Color = Color::new(0.85, 0.9, 0.8, 1.0);

/// The pause sheet laid out in a window: its card, title, buttons and note.
pub struct SheetLayout {
    /// The card the sheet is drawn on.
    pub card: Rect,
    /// The title and the note under the buttons.
    pub labels: Vec<Label>,
    /// The buttons, with what each does.
    pub buttons: Vec<(PauseChoice, Button)>,
}

/// The sheet in a `w` x `h` window: a card in the middle, "Paused" on top, the buttons of
/// `choices` one under the other (finger-sized), and under them what leaving does (`kept`:
/// the match is saved and offered again).
pub fn sheet_layout(w: f32, h: f32, choices: &[PauseChoice], kept: bool) -> SheetLayout {
    let bh = (h * 0.07).clamp(TOUCH, 60.0);
    let gap = bh * 0.3;
    let title = (bh * 0.6).clamp(18.0, 32.0);
    let small = (bh * 0.3).clamp(MIN_TEXT, 18.0);
    let card_w = (w - 32.0).clamp(0.0, 420.0);
    let inner = card_w - 40.0;
    let card_h = 20.0 + title * 1.6 + choices.len() as f32 * (bh + gap) + small * 3.2 + 12.0;
    let card = Rect::new((w - card_w) / 2.0, (h - card_h) / 2.0, card_w, card_h);
    let mut y = card.y + 20.0;
    let mut labels = vec![Label::centred(
        tr("Paused"),
        (w / 2.0, y + title * 0.5),
        title,
        inner,
    )];
    y += title * 1.6;
    let buttons = choices
        .iter()
        .enumerate()
        .map(|(i, &choice)| {
            let rect = Rect::new(card.x + 20.0, y + i as f32 * (bh + gap), inner, bh);
            (choice, Button::new(choice.label(), rect))
        })
        .collect();
    y += choices.len() as f32 * (bh + gap);
    let note = if kept {
        tr("Leave keeps the match: Continue match on the title resumes it.")
    } else {
        tr("This match is not saved: leaving ends it.")
    };
    for (i, line) in crate::ui::widgets::wrap_lines(note, small, inner)
        .into_iter()
        .enumerate()
    {
        let at = (w / 2.0, y + small * (0.6 + 1.3 * i as f32));
        labels.push(Label::centred(line, at, small, inner).coloured(NOTE));
    }
    SheetLayout {
        card,
        labels,
        buttons,
    }
}

/// The pause sheet while it is up.
#[derive(Default)]
pub(super) struct PauseSheet {
    /// Says the sheet's buttons in test mode (once per layout).
    announcer: Announcer,
}

impl MatchScreen {
    /// Offers Settings on the pause sheet: the app opens them over the paused match when
    /// the sheet says [`MatchSignal::Settings`] (the tutorial's match does not).
    pub fn offer_settings_in_pause(&mut self) {
        self.settings_in_pause = true;
    }

    /// The pause sheet's buttons for this match.
    fn pause_choices(&self) -> Vec<PauseChoice> {
        (PauseChoice::ALL.into_iter())
            .filter(|c| *c != PauseChoice::Settings || self.settings_in_pause)
            .collect()
    }

    /// Whether the pause sheet is up.
    pub fn is_paused(&self) -> bool {
        self.sheet.is_some()
    }

    /// Puts the pause sheet up: the match stops where it stands (a finger's drag is dropped).
    pub fn pause_match(&mut self) {
        if self.sheet.is_some() {
            return;
        }
        self.held = None;
        self.flick_drag = None;
        self.sheet = Some(PauseSheet::default());
        self.dirty = true;
        Line::new(Kind::Paused).field("on", 1).write();
    }

    /// Takes the pause sheet down: the match goes on from where it stopped.
    pub fn resume_match(&mut self) {
        if self.sheet.take().is_some() {
            self.dirty = true;
            Line::new(Kind::Paused).field("on", 0).write();
        }
    }

    /// The device's *Back*: closes the rules reference or a peg card when one is open over
    /// the match, else
    /// takes the pause sheet down when it is up, else puts it up; at full time it leaves.
    pub fn back(&mut self) -> MatchSignal {
        if self.close_rules() || self.close_card_for_back() {
            return MatchSignal::Nothing;
        }
        if self.sheet.is_some() {
            self.resume_match();
            return MatchSignal::Nothing;
        }
        if self.state().phase() == hexkick_rules::state::Phase::FullTime {
            self.flush();
            return MatchSignal::Back;
        }
        self.pause_match();
        MatchSignal::Nothing
    }

    /// While the sheet is up it takes the frame's strokes: a tap on one of its buttons.
    pub(super) fn sheet_frame(&mut self, events: &[StrokeEvent]) -> MatchSignal {
        let (w, h) = (
            macroquad::prelude::screen_width(),
            macroquad::prelude::screen_height(),
        );
        let layout = sheet_layout(w, h, &self.pause_choices(), self.table.is_saved());
        if self.test_mode
            && let Some(sheet) = &mut self.sheet
        {
            let targets: Vec<(String, Rect)> = (layout.buttons.iter())
                .map(|(c, b)| (c.id().to_string(), b.rect))
                .collect();
            sheet.announcer.announce("pause", &targets);
        }
        let tapped = events.iter().find_map(|e| match *e {
            StrokeEvent::Released { start, end, .. } => (layout.buttons.iter())
                .find(|(_, b)| b.is_tapped(start, end))
                .map(|(c, _)| *c),
            _ => None,
        });
        match tapped {
            Some(PauseChoice::Resume) => self.resume_match(),
            Some(PauseChoice::Rules) => self.open_rules(),
            Some(PauseChoice::Settings) => return MatchSignal::Settings,
            Some(PauseChoice::Leave) => {
                self.flush();
                return MatchSignal::Back;
            }
            None => {}
        }
        MatchSignal::Nothing
    }

    /// Draws the sheet over the match (when it is up).
    pub(super) fn draw_sheet(&self) {
        if self.sheet.is_none() {
            return;
        }
        let (w, h) = (
            macroquad::prelude::screen_width(),
            macroquad::prelude::screen_height(),
        );
        draw_rectangle(0.0, 0.0, w, h, VEIL);
        let layout = sheet_layout(w, h, &self.pause_choices(), self.table.is_saved());
        let c = layout.card;
        draw_rectangle(c.x, c.y, c.w, c.h, CARD);
        draw_rectangle_lines(c.x, c.y, c.w, c.h, 2.0, EDGE);
        for (_, button) in &layout.buttons {
            button.draw(false);
        }
        for label in &layout.labels {
            label.draw();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{PauseChoice, sheet_layout};
    use crate::ui::form::TOUCH;

    #[test]
    fn the_sheet_offers_resume_rules_settings_and_leave_in_that_order() {
        assert!(
            crate::ui::fonts::measure_headless(),
            "the UI font measures headless"
        );
        let ids: Vec<&str> = PauseChoice::ALL.iter().map(|c| c.id()).collect();
        assert_eq!(ids, ["resume", "rules", "settings", "leave"]);
        let layout = sheet_layout(390.0, 844.0, &PauseChoice::ALL, true);
        let choices: Vec<PauseChoice> = layout.buttons.iter().map(|(c, _)| *c).collect();
        assert_eq!(choices, PauseChoice::ALL);
    }

    #[test]
    fn every_button_is_finger_sized_inside_the_card_inside_the_window_and_apart() {
        assert!(
            crate::ui::fonts::measure_headless(),
            "the UI font measures headless"
        );
        for (w, h) in [
            (390.0, 844.0),
            (360.0, 640.0),
            (800.0, 1280.0),
            (1280.0, 800.0),
            (2048.0, 1536.0),
        ] {
            for kept in [true, false] {
                let layout = sheet_layout(w, h, &PauseChoice::ALL, kept);
                let card = layout.card;
                assert!(card.x >= 0.0 && card.y >= 0.0, "{w}x{h}: {card:?}");
                assert!(card.x + card.w <= w && card.y + card.h <= h, "{w}x{h}");
                for (i, (choice, b)) in layout.buttons.iter().enumerate() {
                    let r = b.rect;
                    assert!(r.h >= TOUCH && r.w >= TOUCH, "{choice:?} at {w}x{h}");
                    assert!(
                        r.x >= card.x && r.x + r.w <= card.x + card.w,
                        "{choice:?} at {w}x{h}"
                    );
                    assert!(r.y >= card.y && r.y + r.h <= card.y + card.h, "{w}x{h}");
                    for (other, c) in &layout.buttons[i + 1..] {
                        assert!(!r.overlaps(&c.rect), "{choice:?} and {other:?} at {w}x{h}");
                    }
                }
                for label in &layout.labels {
                    assert!(label.width() <= card.w, "{:?} at {w}x{h}", label.text);
                    assert!(label.size >= crate::ui::widgets::MIN_TEXT);
                }
            }
        }
    }
}
