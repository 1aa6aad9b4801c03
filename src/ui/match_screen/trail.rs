//! The trail behind the flying ball: its last places, fading and thinning away from it, so
//! the eye reads its speed and its bounces. Shorter with reduced motion.

use crate::ui::settings::motion::Motion;
use crate::ui::view::PitchView;
use hexkick_rules::pitch::{BALL_DIAMETER_CM, PitchPoint};
use macroquad::prelude::{Color, draw_line};

/// The trail's length in physics frames (1/60 s each), with every motion and reduced.
const FRAMES: (usize, usize) = (14, 5);
/// Its colour at the ball.
const TRAIL: Color = Color::new(1.0, 0.97, 0.85, 0.7);

/// How many of the ball's last places the trail shows.
pub fn length(motion: Motion) -> usize {
    motion.pick(FRAMES.0, FRAMES.1)
}

/// Draws the trail through `recent` (the ball's last places, newest first).
pub fn draw(view: &PitchView, recent: &[PitchPoint]) {
    let n = recent.len();
    if n < 2 {
        return;
    }
    let widest = view.px(BALL_DIAMETER_CM * 0.8).max(3.0);
    for (i, pair) in recent.windows(2).enumerate() {
        // 1 at the ball, falling to 0 at the tail.
        let left = 1.0 - i as f32 / (n - 1) as f32;
        let colour = Color {
            a: TRAIL.a * left,
            ..TRAIL
        };
        // No round joints: they would double the colour where the segments meet.
        let (a, b) = (view.to_screen(pair[0]), view.to_screen(pair[1]));
        draw_line(a.x, a.y, b.x, b.y, (widest * left).max(1.0), colour);
    }
}

#[cfg(test)]
mod tests {
    use super::{Motion, length};

    #[test]
    fn reduced_motion_shortens_the_trail() {
        assert!(length(Motion::Reduced) < length(Motion::Full));
        assert!(
            length(Motion::Reduced) >= 2,
            "still a hint of the way it goes"
        );
    }
}
