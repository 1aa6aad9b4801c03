//! `hexkick flick-report [--size WxH] [--scale S]`: swipes of given glass speeds sent through
//! the path a finger's release takes on that screen ([`kick_velocity`]: the camera's direction,
//! the glass speed through the response curve), each struck through the physics on open felt,
//! and per kick style the glass speed (mm/s) against the ball's speed and its travel (cm and
//! cells). The last line says what the range people really swipe covers:
//! `range 150..1000 mm/s covers A..B cells, increasing: yes|no`.
//!
//! Travel is measured on open felt: the ball's path in the simulation until it rests or leaves
//! the pitch, then (having left it) the roll the physics' rolling model gives its speed there,
//! so a clearance is measured whole rather than stopped by the boards.

use crate::input::ScreenVelocity;
use crate::ui::flick_input::{FlickFeel, LOGICAL_PX_PER_MM, kick_velocity};
use crate::ui::layout_report::sheet::Window;
use crate::ui::view::PitchView;
use hexkick_physics::calibration::{
    MAX_STEPS, ROLLING_DRAG_PER_S, ROLLING_RESISTANCE_CM_S2, TIMESTEP_S,
};
use hexkick_physics::{Board, Flick, PreparedBoard};
use hexkick_rules::outcome::KickStyle;
use hexkick_rules::pitch::{CELL_WIDTH_CM, PITCH_LENGTH_CM, PitchPoint};
use hexkick_rules::squad::{PlayerId, Side};
use std::io::{self, Write};

/// The command's `--help` lines.
pub const USAGE: &str = "  flick-report [--size WxH] [--scale S]\n                          swipes of 100 to 1,200 mm/s on the glass through the input path of\n                          that screen (default 390x844, scale 3): the ball's speed and travel\n                          (cm and cells) per kick style";

/// The glass speeds reported, millimetres a second.
pub const GLASS_SPEEDS_MM_S: [f32; 11] = [
    50.0, 100.0, 150.0, 200.0, 300.0, 400.0, 500.0, 600.0, 800.0, 1000.0, 1200.0,
];

/// The swipes people really make, mm/s: from a calm push to a fast flick (the last line's).
pub const HAND_RANGE_MM_S: (f32, f32) = (150.0, 1000.0);

/// The screen the report lays out when no size is given: a phone held upright.
const PHONE: Window = Window {
    w: 390.0,
    h: 844.0,
    scale: 3.0,
};

/// Where the report's ball starts: near the home goal line, off the goal mouth, kicked along
/// the pitch.
const START: PitchPoint = PitchPoint {
    x: -PITCH_LENGTH_CM / 2.0 + 4.0,
    y: 18.0,
};

/// One swipe's kick.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Travel {
    /// The finger's speed on the glass, mm/s.
    pub glass_mm_s: f32,
    /// The ball's speed at the strike, cm/s on the pitch.
    pub ball_cm_s: f32,
    /// How far the ball travels on open felt, cm.
    pub travel_cm: f32,
}

impl Travel {
    /// The travel in cells (of [`CELL_WIDTH_CM`]).
    pub fn cells(&self) -> f32 {
        self.travel_cm / CELL_WIDTH_CM
    }
}

/// The kick of a swipe at `glass_mm_s` along the pitch, on a screen laid out as `window`,
/// struck as `style`; `None` when the release is too slow to kick.
pub fn travel(window: Window, style: KickStyle, glass_mm_s: f32) -> Option<Travel> {
    let view = PitchView::fit(window.w, window.h);
    // The screen direction of the pitch's length (a portrait board is turned).
    let (a, b) = (
        view.to_screen(PitchPoint::new(0.0, 0.0)),
        view.to_screen(PitchPoint::new(1.0, 0.0)),
    );
    let length = (b.x - a.x).hypot(b.y - a.y);
    let px_s = glass_mm_s * LOGICAL_PX_PER_MM;
    let released = ScreenVelocity {
        x: (b.x - a.x) / length * px_s,
        y: (b.y - a.y) / length * px_s,
    };
    let velocity = kick_velocity(&view, FlickFeel::default(), released)?;
    let flick = Flick {
        velocity_cm_s: velocity,
        style,
        kicker: PlayerId::new(Side::Home, 9),
    };
    let board = PreparedBoard::new(&Board::empty());
    let mut sim = board.kick(START, &flick).ok()?;
    let (mut at, mut path) = (START, 0.0f32);
    let mut steps = 0;
    while let Some(frame) = sim.step() {
        let step = at.distance_to(frame.at);
        path += step;
        at = frame.at;
        steps += 1;
        if !at.is_on_pitch() {
            // Left the pitch: the rest of its roll on open felt, at the speed it left with.
            path += roll_distance_cm(step / TIMESTEP_S);
            break;
        }
        if steps >= MAX_STEPS {
            break;
        }
    }
    Some(Travel {
        glass_mm_s,
        ball_cm_s: velocity.speed(),
        travel_cm: path,
    })
}

/// How far a ball rolling at `speed_cm_s` goes on open felt under the physics' rolling model
/// (a constant resistance and a drag in proportion to speed): v/k - (a/k^2) ln(1 + k v / a).
pub fn roll_distance_cm(speed_cm_s: f32) -> f32 {
    let (a, k) = (ROLLING_RESISTANCE_CM_S2, ROLLING_DRAG_PER_S);
    let v = speed_cm_s.max(0.0);
    v / k - a / (k * k) * (1.0 + k * v / a).ln()
}

/// The styles reported, with their names.
const STYLES: [(KickStyle, &str); 3] = [
    (KickStyle::Low, "low"),
    (KickStyle::Lob, "lob"),
    (KickStyle::Header, "header"),
];

/// Every style's travels at [`GLASS_SPEEDS_MM_S`] on `window`.
pub fn table(window: Window) -> Vec<(KickStyle, &'static str, Vec<Travel>)> {
    (STYLES.iter())
        .map(|&(style, name)| {
            let travels = (GLASS_SPEEDS_MM_S.iter())
                .filter_map(|&g| travel(window, style, g))
                .collect();
            (style, name, travels)
        })
        .collect()
}

/// What the hand range covers with a low kick (cells at its two ends), and whether every
/// style's travel grows with the glass speed.
pub fn summary(table: &[(KickStyle, &'static str, Vec<Travel>)]) -> (f32, f32, bool) {
    let low = table
        .iter()
        .find(|(s, ..)| *s == KickStyle::Low)
        .map_or(&[][..], |(_, _, t)| t.as_slice());
    let at = |g: f32| {
        low.iter()
            .find(|t| t.glass_mm_s == g)
            .map_or(0.0, Travel::cells)
    };
    let increasing = table.iter().all(|(_, _, travels)| {
        travels.windows(2).all(|w| w[1].travel_cm > w[0].travel_cm)
            && travels.len() == GLASS_SPEEDS_MM_S.len()
    });
    (at(HAND_RANGE_MM_S.0), at(HAND_RANGE_MM_S.1), increasing)
}

/// Runs `hexkick flick-report ARGS`, writing the table to `out`.
pub fn cli(args: &[String], out: &mut dyn Write) -> io::Result<i32> {
    let window = match Window::from_options(args, Some(PHONE), |flag, _| {
        Err(format!("unknown option {flag}"))
    }) {
        Ok(window) => window,
        Err(e) => {
            eprintln!("hexkick flick-report: {e}\nusage:\n{USAGE}");
            return Ok(2);
        }
    };
    let rows = table(window);
    writeln!(
        out,
        "flick-report {}x{} at scale {}: a swipe along the pitch, its speed on the glass to the \
         ball's speed and its travel on open felt (a cell is {CELL_WIDTH_CM} cm)",
        window.w, window.h, window.scale
    )?;
    writeln!(out, "style   glass mm/s  ball cm/s  travel cm  cells")?;
    for (_, name, travels) in &rows {
        for t in travels {
            writeln!(
                out,
                "{name:<7} {:>10.0}  {:>9.1}  {:>9.1}  {:>5.1}",
                t.glass_mm_s,
                t.ball_cm_s,
                t.travel_cm,
                t.cells()
            )?;
        }
    }
    let (from, to, increasing) = summary(&rows);
    writeln!(
        out,
        "range {:.0}..{:.0} mm/s covers {from:.1}..{to:.1} cells, increasing: {}",
        HAND_RANGE_MM_S.0,
        HAND_RANGE_MM_S.1,
        if increasing { "yes" } else { "no" }
    )?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::{HAND_RANGE_MM_S, KickStyle, PHONE, Window, summary, table, travel};

    #[test]
    fn a_phone_and_a_tablet_give_the_same_distances_and_the_hand_range_covers_one_to_fifteen_cells()
    {
        let tablet = Window {
            w: 1280.0,
            h: 800.0,
            scale: 1.5,
        };
        let (phone_rows, tablet_rows) = (table(PHONE), table(tablet));
        for ((_, name, on_phone), (_, _, on_tablet)) in phone_rows.iter().zip(&tablet_rows) {
            for (p, t) in on_phone.iter().zip(on_tablet) {
                let off = (p.travel_cm - t.travel_cm).abs() / p.travel_cm.max(1.0);
                assert!(
                    off <= 0.05,
                    "{name} at {} mm/s: {p:?} vs {t:?}",
                    p.glass_mm_s
                );
            }
        }
        let (from, to, increasing) = summary(&phone_rows);
        assert!(increasing, "every style's travel grows with the swipe");
        assert!(
            (0.8..=1.3).contains(&from),
            "a calm swipe is a one-cell pass: {from}"
        );
        assert!(to >= 15.0, "a fast flick clears the pitch: {to} cells");
        let slow = travel(PHONE, KickStyle::Low, HAND_RANGE_MM_S.0).expect("a kick");
        assert!(slow.ball_cm_s > 30.0 && slow.ball_cm_s < 50.0, "{slow:?}");
    }
}
