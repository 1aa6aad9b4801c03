//! Every gesture answered: a stroke that does not kick says why, at the ball, at once ("start
//! on the ball", "too slow: flick, don't push", "choose a kick first"), and the test log says
//! it too.

use super::MatchScreen;
use crate::input::{ScreenPoint, ScreenVelocity};
use crate::ui::test_log::{Kind, Line};
use crate::ui::widgets::{TEXT, centred_text, text_width};
use hexkick_i18n::tr;
use macroquad::prelude::{Color, draw_rectangle};

/// How long a note stays at the ball, seconds.
const NOTE_S: f32 = 2.5;
/// The note's text size and how far above the ball it sits, logical pixels.
const NOTE_TEXT_PX: f32 = 17.0;
const NOTE_ABOVE_PX: f32 = 46.0;
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
}

impl Unkicked {
    /// What the player is told.
    pub fn words(self) -> &'static str {
        match self {
            Unkicked::OffTheBall => tr("Start your swipe on the ball"),
            Unkicked::TooSlow => tr("Too slow: flick, don't push"),
            Unkicked::ChooseAKick => tr("Choose a kick first"),
            Unkicked::NotANumber => tr("Swipe through the ball to kick it"),
        }
    }

    /// Its name in the test log.
    fn name(self) -> &'static str {
        match self {
            Unkicked::OffTheBall => "off_ball",
            Unkicked::TooSlow => "too_slow",
            Unkicked::ChooseAKick => "choose_kick",
            Unkicked::NotANumber => "not_a_number",
        }
    }
}

/// A note shown at the ball for a moment.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct BallNote {
    /// Why the stroke did not kick.
    pub why: Unkicked,
    /// Seconds shown so far.
    pub age: f32,
}

impl BallNote {
    /// Whether it is still shown.
    pub fn alive(&self) -> bool {
        self.age < NOTE_S
    }

    /// Draws it above `ball` (screen), fading out in its last half second, kept inside a
    /// window `width` wide.
    pub fn draw(&self, ball: ScreenPoint, width: f32) {
        let fade = ((NOTE_S - self.age) / 0.5).clamp(0.0, 1.0);
        let text = self.why.words();
        let w = text_width(text, NOTE_TEXT_PX) + 20.0;
        let h = NOTE_TEXT_PX + 14.0;
        let x = (ball.x - w / 2.0).clamp(4.0, (width - w - 4.0).max(4.0));
        let y = (ball.y - NOTE_ABOVE_PX - h).max(4.0);
        let shade = Color {
            a: NOTE_SHADE.a * fade,
            ..NOTE_SHADE
        };
        draw_rectangle(x, y, w, h, shade);
        let ink = Color { a: fade, ..TEXT };
        centred_text(text, x + w / 2.0, y + h / 2.0, NOTE_TEXT_PX, ink);
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
        self.ball_note = Some(BallNote { why, age: 0.0 });
        self.dirty = true;
    }
}
