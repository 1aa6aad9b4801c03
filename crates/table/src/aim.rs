//! The aim preview: where the ball will go if the finger lets go now. The physics is
//! deterministic, so the path shown is the real one: it is the flick's run through the
//! position's physics (kept, so that kicking the same flick plays it without running again),
//! with its contacts marked, the cell where the ball stops, and what the rules then decide
//! (the player the CoD gives the ball to, a goal, the ball out).

use super::flick_runs::FlickRun;
use super::view::FlickReady;
use hexkick_physics::BallFrame;
use hexkick_rules::command::Command;
use hexkick_rules::dice::ScriptedDice;
use hexkick_rules::event::{CodReason, Event};
use hexkick_rules::execute::execute;
use hexkick_rules::pitch::{CELL_WIDTH_CM, Cell, PitchPoint};
use hexkick_rules::situation::Pending;
use hexkick_rules::squad::PlayerId;
use hexkick_rules::state::MatchState;

pub use hexkick_record::table::AimHelp;

/// One point of a predicted path: where the ball is and how high.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PathPoint {
    /// The ball's centre seen from above, centimetres.
    pub at: PitchPoint,
    /// Height of the ball's underside, centimetres.
    pub height_cm: f32,
    /// Whether the ball touched something here: a peg, or a board or post that turned it.
    pub contact: bool,
}

/// What happens once the ball stops, as the rules decide it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AimEnd {
    /// The CoD gives the ball to this player.
    Takes {
        /// The player.
        player: PlayerId,
        /// Why he takes it.
        reason: CodReason,
    },
    /// Team-mates tie: their coach will choose which of them takes it.
    Choice {
        /// The tied team-mates.
        players: Vec<PlayerId>,
    },
    /// Dice decide (a duel, the keeper): the preview does not roll them.
    Contested,
    /// A goal.
    Goal,
    /// The ball leaves the pitch.
    Out,
    /// A long ball: nobody within reach; the players run to it.
    Loose,
}

/// The aim line's content for one flick.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AimPreview {
    /// The ball's path, thinned for drawing (every contact kept), ending where it stops.
    pub path: Vec<PathPoint>,
    /// The index in `path` of the first contact, if the ball touches anything.
    pub first_contact: Option<usize>,
    /// The cells the stopped ball covers (empty when it left the pitch).
    pub rest_cells: Vec<Cell>,
    /// What the rules decide then; `None` when no flick is ready.
    pub end: Option<AimEnd>,
}

/// Keeps one physics step in this many for the drawn path (contacts are always kept).
const THIN: usize = 3;
/// A turn of the ball's way sharper than this (degrees) between two steps is a contact with a
/// board or a post.
const CONTACT_TURN_DEG: f32 = 25.0;
/// Moves shorter than this (cm per step) give no direction to compare.
const STILL_CM: f32 = 0.02;
/// "To the first contact" shows at most this much of a path that touches nothing: three
/// cells, a start without the end.
const FIRST_CONTACT_REACH_CM: f32 = 3.0 * CELL_WIDTH_CM;

impl AimPreview {
    /// The preview of `run`, the flick `ready` at `state`.
    pub(crate) fn of(state: &MatchState, ready: &FlickReady, run: &FlickRun) -> AimPreview {
        let start = run.frames.first().map_or(run.outcome.rest, |f| f.at);
        let (mut path, first_contact) = thinned(start, &run.frames);
        path.push(PathPoint {
            at: run.outcome.rest,
            height_cm: 0.0,
            contact: false,
        });
        let command = Command::Kick {
            by: run.by,
            declare: ready.declare,
            style: ready.style,
            outcome: run.outcome.clone(),
        };
        AimPreview {
            path,
            first_contact,
            rest_cells: run.outcome.rest_cells.clone(),
            end: decided_end(state, command),
        }
    }

    /// The part of the path `help` shows: none, up to the first contact (or the first cells
    /// of a path that touches nothing), or all of it.
    pub fn shown(&self, help: AimHelp) -> &[PathPoint] {
        match help {
            AimHelp::Off => &[],
            AimHelp::WholePath => &self.path,
            AimHelp::FirstContact => match self.first_contact {
                Some(i) => &self.path[..=i],
                None => {
                    let start = self.path.first().map(|p| p.at);
                    let within = |p: &PathPoint| {
                        start.is_some_and(|s| s.distance_to(p.at) <= FIRST_CONTACT_REACH_CM)
                    };
                    let n = self.path.iter().take_while(|p| within(p)).count();
                    &self.path[..n]
                }
            },
        }
    }

    /// The cell where the ball stops (the first of a line's cells), if it stays on the pitch.
    pub fn rest_cell(&self) -> Option<Cell> {
        self.rest_cells.first().copied()
    }
}

/// The frames kept for drawing, starting at `start`, and the index of the first contact.
fn thinned(start: PitchPoint, frames: &[BallFrame]) -> (Vec<PathPoint>, Option<usize>) {
    let mut path = vec![PathPoint {
        at: start,
        height_cm: 0.0,
        contact: false,
    }];
    let mut first_contact = None;
    let mut heading: Option<(f32, f32)> = None;
    let mut last = start;
    for (i, frame) in frames.iter().enumerate() {
        let (dx, dy) = (frame.at.x - last.x, frame.at.y - last.y);
        let step = dx.hypot(dy);
        let mut turned = false;
        if step > STILL_CM {
            let now = (dx / step, dy / step);
            if let Some((hx, hy)) = heading {
                let cos = (hx * now.0 + hy * now.1).clamp(-1.0, 1.0);
                turned = cos.acos().to_degrees() > CONTACT_TURN_DEG;
            }
            heading = Some(now);
        }
        last = frame.at;
        let contact = turned || !frame.touched.is_empty();
        if contact || (i + 1) % THIN == 0 {
            if contact && first_contact.is_none() {
                first_contact = Some(path.len());
            }
            path.push(PathPoint {
                at: frame.at,
                height_cm: frame.height_cm,
                contact,
            });
        }
    }
    (path, first_contact)
}

/// What the rules decide for the kick `command` at `state`: the kick decided on a copy of the
/// position with dice that roll nothing (a what-if, never applied to the match).
fn decided_end(state: &MatchState, command: Command) -> Option<AimEnd> {
    let mut what_if = state.clone();
    let mut dice = ScriptedDice::default();
    let events = execute(&mut what_if, command, &mut dice).ok()?;
    for event in &events {
        match event {
            Event::Dice { .. } => return Some(AimEnd::Contested),
            Event::Goal { .. } => return Some(AimEnd::Goal),
            Event::Out { .. } => return Some(AimEnd::Out),
            Event::LongBall { .. } => return Some(AimEnd::Loose),
            Event::Possession { player, reason, .. } => {
                return Some(AimEnd::Takes {
                    player: *player,
                    reason: *reason,
                });
            }
            _ => {}
        }
    }
    if dice.ran_out() {
        return Some(AimEnd::Contested);
    }
    match what_if.pending() {
        Some(Pending::Receiver { candidates, .. }) => Some(AimEnd::Choice {
            players: candidates.clone(),
        }),
        // On a line: the winner is known, his coach chooses the cell.
        Some(Pending::BallCell { player, reason, .. }) => Some(AimEnd::Takes {
            player: *player,
            reason: *reason,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
