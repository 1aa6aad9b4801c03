//! Every gesture answered: a stroke that does not kick says why, at the ball, at once ("start
//! on the ball", "too slow: flick, don't push", "choose a kick first", "no kick now" and what
//! is asked instead); a peg that may not
//! move, pressed or dragged, says why at the peg; and the test log says it too.

use super::MatchScreen;
use crate::input::{ScreenPoint, ScreenVelocity};
use crate::ui::test_log::{Kind, Line};
use crate::ui::widgets::{TEXT, centred_text, text_width, wrap_lines};
use hexkick_i18n::{tr, trf};
use hexkick_rules::pitch::PitchPoint;
use hexkick_rules::squad::PlayerId;
use macroquad::prelude::{Color, Rect, draw_rectangle};

/// How long a note stays at the ball, seconds.
const NOTE_S: f32 = 2.5;
/// The note's text size and how far above the ball it sits, logical pixels.
const NOTE_TEXT_PX: f32 = 17.0;
const NOTE_ABOVE_PX: f32 = 46.0;
/// The widest a note's lines run, logical pixels (a long one wraps into a few short lines).
const NOTE_WIDE_PX: f32 = 360.0;
const NOTE_SHADE: Color = Color::new(0.05, 0.07, 0.1, 0.86);

/// Why a stroke near the ball did not kick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Unkicked {
    /// A swipe while a kick is expected, started off the ball.
    OffTheBall,
    /// A release slower than a kick on the glass: a push.
    TooSlow,
    /// The ball touched while no kick is chosen yet.
    ChooseAKick,
    /// A release the pointer reported as no number.
    NotANumber,
    /// The ball pressed while the person is asked something else (set the keeper for the
    /// other side's shot, move in PHASE 3).
    NoKickNow,
}

impl Unkicked {
    /// What the player is told; `asked` is the headline, what the person is asked now.
    pub fn words(self, asked: &str) -> String {
        match self {
            Unkicked::OffTheBall => tr("Start your swipe on the ball").to_string(),
            Unkicked::TooSlow => tr("Too slow: flick, don't push").to_string(),
            Unkicked::ChooseAKick => tr("Choose a kick first").to_string(),
            Unkicked::NotANumber => tr("Swipe through the ball to kick it").to_string(),
            Unkicked::NoKickNow => trf("No kick now. {0}", &[asked]),
        }
    }

    /// Its name in the test log.
    fn name(self) -> &'static str {
        match self {
            Unkicked::OffTheBall => "off_ball",
            Unkicked::TooSlow => "too_slow",
            Unkicked::ChooseAKick => "choose_kick",
            Unkicked::NotANumber => "not_a_number",
            Unkicked::NoKickNow => "no_kick_now",
        }
    }
}

/// A note shown at the ball or a peg for a moment.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct BallNote {
    /// What the player is told.
    pub words: String,
    /// Where on the pitch it is said (the ball, the peg).
    pub at: PitchPoint,
    /// Seconds shown so far.
    pub age: f32,
}

impl BallNote {
    /// Whether it is still shown.
    pub fn alive(&self) -> bool {
        self.age < NOTE_S
    }

    /// Draws it above `spot` (screen), fading out in its last half second, wrapped to at
    /// most [`NOTE_WIDE_PX`] and kept inside the board's `room` (the panel beside it stays
    /// clear).
    pub fn draw(&self, spot: ScreenPoint, room: Rect) {
        let fade = ((NOTE_S - self.age) / 0.5).clamp(0.0, 1.0);
        let wrap_at = (room.w - 28.0).clamp(40.0, NOTE_WIDE_PX);
        let lines = wrap_lines(&self.words, NOTE_TEXT_PX, wrap_at);
        let widest = (lines.iter())
            .map(|l| text_width(l, NOTE_TEXT_PX))
            .fold(0.0, f32::max);
        let step = NOTE_TEXT_PX * 1.25;
        let w = widest + 20.0;
        let h = lines.len() as f32 * step + 10.0;
        let left = room.x + 4.0;
        let x = (spot.x - w / 2.0).clamp(left, (room.x + room.w - w - 4.0).max(left));
        let y = (spot.y - NOTE_ABOVE_PX - h).max(room.y + 4.0);
        let shade = Color {
            a: NOTE_SHADE.a * fade,
            ..NOTE_SHADE
        };
        draw_rectangle(x, y, w, h, shade);
        let ink = Color { a: fade, ..TEXT };
        for (i, line) in lines.iter().enumerate() {
            let cy = y + 5.0 + step * (i as f32 + 0.5);
            centred_text(line, x + w / 2.0, cy, NOTE_TEXT_PX, ink);
        }
    }
}

impl MatchScreen {
    /// A stroke did not kick: says why at the ball, and in the test log with the release's
    /// screen velocity.
    pub(super) fn unkicked(&mut self, why: Unkicked, released: ScreenVelocity) {
        Line::new(Kind::FlickIgnored)
            .field("reason", why.name())
            .fixed("screen_vx", released.x, 1)
            .fixed("screen_vy", released.y, 1)
            .write();
        self.ball_note = Some(BallNote {
            words: why.words(&self.moment.headline),
            at: self.ball,
            age: 0.0,
        });
        self.dirty = true;
    }

    /// A peg that may not move was pressed: says `words` at the peg, at once, and the
    /// test log the table's `reason` and where the note stands (screen).
    pub(super) fn peg_refused(&mut self, player: PlayerId, reason: &str, words: String) {
        let at = (self.pegs.iter())
            .find(|p| p.id == player)
            .map_or(self.ball, |p| p.at);
        let spot = self.view.to_screen(at);
        Line::new(Kind::PegRefused)
            .field("id", player)
            .text("reason", reason)
            .fixed("note_x", spot.x, 1)
            .fixed("note_y", spot.y, 1)
            .write();
        self.ball_note = Some(BallNote {
            words,
            at,
            age: 0.0,
        });
        self.dirty = true;
    }
}
