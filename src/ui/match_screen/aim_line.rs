//! The aim while a flick is dragged from the ball: the line from the ball to the finger, the
//! kick's way, the power ring round the ball following the finger's speed, the path the table
//! predicts (as much of it as the match's aim help shows: its contacts, the cell where the
//! ball stops and who takes it), and the faint ghost of the last kick the player can correct.

use super::{AIM, FlickDrag, HIGHLIGHT, MatchScreen};
use crate::input::ScreenPoint;
use crate::ui::draw::{disc, line, ring};
use crate::ui::flick_input::power;
use crate::ui::fonts::UiText;
use crate::ui::pieces::highlight_cells;
use crate::ui::test_log::{Kind, Line};
use crate::ui::view::PitchView;
use crate::ui::widgets::centred_text;
use hexkick_i18n::{tr, tr_key};
use hexkick_physics::Velocity;
use hexkick_rules::pitch::{Cell, PitchPoint};
use hexkick_rules::squad::PlayerId;
use hexkick_table::offers::player_name;
use hexkick_table::{AimEnd, AimHelp, AimPreview, PathPoint};
use macroquad::prelude::{Color, draw_line, draw_rectangle};
use std::f32::consts::{FRAC_PI_2, TAU};

/// The kick's way at the maximum kick, pitch centimetres.
const AIM_LINE_MAX_CM: f32 = 20.0;
/// The power ring's radius round the ball's centre and its width, logical pixels.
const RING_PX: (f32, f32) = (26.0, 5.0);
/// The ghost of the last kick: how faint it is drawn.
const GHOST_ALPHA: f32 = 0.35;
/// The label naming who takes the ball: its text size, logical pixels.
const LABEL_SIZE: f32 = 15.0;
/// A contact on the path: its ring's radius, centimetres.
const CONTACT_RING_CM: f32 = 1.1;

/// "Goal" said at the end of an aim line.
pub const GOAL: &str = tr_key("Goal!");
/// The ball leaves the pitch.
pub const OUT: &str = tr_key("Out");
/// A duel or the keeper: the dice decide.
pub const DICE: &str = tr_key("Dice decide");
/// Nobody within reach.
pub const LOOSE: &str = tr_key("Loose ball");

/// The last kick struck, kept faintly until the next one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost {
    /// The kick, pitch cm/s.
    pub kick: Velocity,
}

/// What the end of the aim line says: who takes the ball, or what happens instead.
pub fn end_words(end: &AimEnd, name: impl Fn(PlayerId) -> String) -> String {
    match end {
        AimEnd::Takes { player, .. } => name(*player),
        AimEnd::Choice { players } => players
            .iter()
            .map(|p| name(*p))
            .collect::<Vec<_>>()
            .join(" / "),
        AimEnd::Contested => tr(DICE).to_string(),
        AimEnd::Goal => tr(GOAL).to_string(),
        AimEnd::Out => tr(OUT).to_string(),
        AimEnd::Loose => tr(LOOSE).to_string(),
    }
}

/// A flick being aimed: where the drag is, the kick it stands for now and its preview.
pub struct Aiming<'a> {
    /// Where the finger came down (the ball).
    pub from: ScreenPoint,
    /// Where the finger is.
    pub to: ScreenPoint,
    /// The kick the stroke stands for now.
    pub kick: Option<Velocity>,
    /// The table's preview of that kick.
    pub preview: &'a AimPreview,
    /// How much of it this match shows.
    pub help: AimHelp,
    /// The last kick, drawn faintly to correct from.
    pub ghost: Option<Ghost>,
}

impl Aiming<'_> {
    /// Draws the aim; `name` names a player for the end's label.
    pub fn draw(&self, view: &PitchView, name: impl Fn(PlayerId) -> String) {
        let (a, b) = (view.to_pitch(self.from), view.to_pitch(self.to));
        line(view, a, b, 3.0, Color::new(1.0, 1.0, 1.0, 0.6));
        if let Some(ghost) = self.ghost {
            draw_way(view, a, ghost.kick, fade(HIGHLIGHT, GHOST_ALPHA), 2.0);
        }
        if let Some(kick) = self.kick {
            draw_way(view, a, kick, HIGHLIGHT, 2.0);
        }
        draw_path(view, self.preview, self.help, name);
        draw_power_ring(
            self.from,
            power(self.kick),
            self.ghost.map(|g| power(Some(g.kick))),
        );
    }
}

impl MatchScreen {
    /// The aim of the flick being dragged, or the ghost of the last kick while the next is
    /// awaited.
    pub(super) fn draw_aim(&self, view: &PitchView) {
        let name = |p| player_name(self.table.setup(), p);
        if let Some(drag) = &self.flick_drag {
            let aiming = Aiming {
                from: drag.from,
                to: drag.to,
                kick: drag.kick,
                preview: &drag.preview,
                help: self.aim_help(),
                ghost: self.ghost,
            };
            aiming.draw(view, name);
        } else if let Some(ghost) = self
            .ghost
            .filter(|_| self.flight.is_none() && self.may_flick())
        {
            draw_ghost(view, view.to_screen(self.ball), ghost);
        }
    }
}

impl MatchScreen {
    /// Test mode's line for a kick let go: the aim help, how much of the predicted path was
    /// drawn and the cell it ends on (where the ball will stop, for the whole path), who was
    /// said to take the ball, whether the kick let go is the one previewed, and how long its
    /// preview took on the first move and at most on another.
    pub(super) fn aim_line(&self, drag: &FlickDrag, kick: Velocity) -> Line {
        let help = self.aim_help();
        let shown = drag.preview.shown(help);
        let cell = |p: Option<&PathPoint>| {
            p.and_then(|p| Cell::at(p.at))
                .map_or("none".to_string(), |c| c.to_string())
        };
        let end = drag
            .preview
            .end
            .as_ref()
            .map_or("none".to_string(), |end| match end {
                AimEnd::Takes { player, .. } => player.to_string(),
                AimEnd::Choice { .. } => "choice".to_string(),
                AimEnd::Contested => "dice".to_string(),
                AimEnd::Goal => "goal".to_string(),
                AimEnd::Out => "out".to_string(),
                AimEnd::Loose => "loose".to_string(),
            });
        Line::new(Kind::Aim)
            .field("help", help.key())
            .field("shown", shown.len())
            .field("end_cell", cell(shown.last()))
            .field(
                "rest_cell",
                drag.preview
                    .rest_cell()
                    .map_or("none".to_string(), |c| c.to_string()),
            )
            .field(
                "first_contact",
                drag.preview.first_contact.map_or(-1, |i| i as i64),
            )
            .field("takes", end)
            .field("previewed", u8::from(drag.kick == Some(kick)))
            .fixed(
                "preview_first_ms",
                drag.preview_ms.map_or(0.0, |(first, _)| first),
                2,
            )
            .fixed(
                "preview_ms",
                drag.preview_ms.map_or(0.0, |(_, rest)| rest),
                2,
            )
    }
}

/// The ghost of the last kick at the ball, `ball` on the screen, while the next is awaited.
pub fn draw_ghost(view: &PitchView, ball: ScreenPoint, ghost: Ghost) {
    draw_way(
        view,
        view.to_pitch(ball),
        ghost.kick,
        fade(HIGHLIGHT, GHOST_ALPHA),
        2.0,
    );
    draw_power_ring(ball, 0.0, Some(power(Some(ghost.kick))));
}

/// The kick's way from `a`: as long as it is hard.
fn draw_way(view: &PitchView, a: PitchPoint, kick: Velocity, colour: Color, width: f32) {
    if kick.speed() <= 0.0 {
        return;
    }
    let reach = AIM_LINE_MAX_CM * power(Some(kick)) / kick.speed();
    let tip = PitchPoint::new(a.x + kick.x * reach, a.y + kick.y * reach);
    line(view, a, tip, width, colour);
}

/// The shown part of the predicted path: dots (bigger in the air), rings at contacts, and
/// for the whole path the cell where the ball stops and who takes it.
fn draw_path(
    view: &PitchView,
    preview: &AimPreview,
    help: AimHelp,
    name: impl Fn(PlayerId) -> String,
) {
    let shown = preview.shown(help);
    for p in shown {
        let radius = 0.25_f32.max(2.5 / view.px_per_cm) + p.height_cm * 0.03;
        disc(view, p.at, radius, AIM);
        if p.contact {
            ring(view, p.at, CONTACT_RING_CM, 2.0, HIGHLIGHT);
        }
    }
    if help != AimHelp::WholePath {
        return;
    }
    highlight_cells(view, &preview.rest_cells, HIGHLIGHT);
    let (Some(last), Some(end)) = (shown.last(), &preview.end) else {
        return;
    };
    let words = end_words(end, name);
    let at = view.to_screen(last.at);
    let y = at.y - view.px(4.0).max(22.0);
    let width = UiText::new(LABEL_SIZE).measure(&words).width + 12.0;
    // Kept on the screen, however near its edge the ball stops.
    let screen_w = view.screen.0;
    let x = (at.x - width / 2.0).clamp(4.0, (screen_w - width - 4.0).max(4.0));
    draw_rectangle(
        x,
        y - LABEL_SIZE * 0.75,
        width,
        LABEL_SIZE * 1.5,
        Color::new(0.0, 0.0, 0.0, 0.65),
    );
    centred_text(&words, x + width / 2.0, y, LABEL_SIZE, HIGHLIGHT);
}

/// The power ring round the ball at `ball`: an arc from the top, clockwise, as far round as
/// the kick is hard (green to red), and a notch at the last kick's power.
fn draw_power_ring(ball: ScreenPoint, power: f32, last: Option<f32>) {
    let (radius, width) = RING_PX;
    arc(ball, radius, 1.0, width, Color::new(0.0, 0.0, 0.0, 0.35));
    if power > 0.0 {
        let fill = Color::new(
            (2.0 * power).min(1.0),
            (2.0 - 2.0 * power).min(1.0),
            0.1,
            0.95,
        );
        arc(ball, radius, power, width, fill);
    }
    if let Some(last) = last.filter(|p| *p > 0.0) {
        let angle = -FRAC_PI_2 + TAU * last;
        let (c, s) = (angle.cos(), angle.sin());
        let (inner, outer) = (radius - width * 1.2, radius + width * 1.2);
        draw_line(
            ball.x + c * inner,
            ball.y + s * inner,
            ball.x + c * outer,
            ball.y + s * outer,
            2.5,
            Color::new(1.0, 1.0, 1.0, 0.8),
        );
    }
}

/// An arc of `share` of a circle of `radius` round `centre`, from the top, clockwise.
fn arc(centre: ScreenPoint, radius: f32, share: f32, width: f32, colour: Color) {
    let steps = ((48.0 * share).ceil() as usize).max(1);
    let point = |i: usize| {
        let angle = -FRAC_PI_2 + TAU * share * i as f32 / steps as f32;
        (
            centre.x + radius * angle.cos(),
            centre.y + radius * angle.sin(),
        )
    };
    for i in 0..steps {
        let ((x0, y0), (x1, y1)) = (point(i), point(i + 1));
        draw_line(x0, y0, x1, y1, width, colour);
    }
}

fn fade(colour: Color, alpha: f32) -> Color {
    Color {
        a: colour.a * alpha,
        ..colour
    }
}

#[cfg(test)]
mod tests {
    use super::end_words;
    use hexkick_rules::event::CodReason;
    use hexkick_rules::squad::{PlayerId, Side};
    use hexkick_table::AimEnd;

    fn name(p: PlayerId) -> String {
        format!("{} {}", p.side.name(), p.number.0)
    }

    #[test]
    fn the_line_s_end_names_who_takes_the_ball_or_what_happens() {
        let ten = PlayerId::new(Side::Home, 10);
        let nine = PlayerId::new(Side::Home, 9);
        let takes = AimEnd::Takes {
            player: ten,
            reason: CodReason::Nearest,
        };
        assert_eq!(end_words(&takes, name), name(ten));
        let both = AimEnd::Choice {
            players: vec![nine, ten],
        };
        assert_eq!(
            end_words(&both, name),
            format!("{} / {}", name(nine), name(ten))
        );
        assert_eq!(end_words(&AimEnd::Goal, name), "Goal!");
        assert_eq!(end_words(&AimEnd::Contested, name), "Dice decide");
    }
}
