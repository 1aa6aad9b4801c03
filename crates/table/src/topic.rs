//! The rules topic that applies to the question asked now, shown by the "?" next to the
//! prompt.

use super::prompt::{MoveKind, Prompt};
use hexkick_help::TopicId;
use hexkick_rules::event::RestartKind;

/// The rules topic for the question `prompt` asks.
pub fn topic_for(prompt: &Prompt) -> TopicId {
    let restart_topic = |kind: RestartKind| match kind {
        RestartKind::KickOff => TopicId::KickOff,
        RestartKind::ThrowIn => TopicId::ThrowIn,
        RestartKind::Penalty => TopicId::Fouls,
        RestartKind::FreeKick | RestartKind::Corner | RestartKind::GoalKick => TopicId::Restarts,
    };
    match prompt {
        Prompt::CoinToss => TopicId::KickOff,
        Prompt::Kick(k) => {
            if k.shot_ready {
                TopicId::Shots
            } else if k.cross_ready {
                TopicId::CrossHeader
            } else if let Some(replay) = &k.replay {
                if replay.header {
                    TopicId::CrossHeader
                } else {
                    TopicId::Skills
                }
            } else if let Some(r) = k.restart {
                restart_topic(r.kind)
            } else {
                TopicId::Phase1
            }
        }
        Prompt::SetKeeper(_) => TopicId::Keeper,
        Prompt::IntentionalFoul { .. } => TopicId::Dribble,
        Prompt::CrossDeclared(c) if !c.slides.is_empty() => TopicId::SlidingTackle,
        Prompt::CrossDeclared(_) => TopicId::CrossHeader,
        Prompt::ChooseReceiver { .. } => TopicId::Cod,
        Prompt::ChooseCell { .. } => TopicId::BallOnLine,
        Prompt::Move(m) => match m.kind {
            MoveKind::Attack => TopicId::Phase2,
            MoveKind::Defence if !m.tacklers.is_empty() => TopicId::Tackle,
            MoveKind::Defence => TopicId::Phase3,
            MoveKind::ThrowIn => TopicId::ThrowIn,
        },
        Prompt::Bump { .. } => TopicId::Phase3,
        Prompt::Place(p) => p
            .restart
            .map_or(TopicId::Restarts, |r| restart_topic(r.kind)),
        Prompt::MatchOver { .. } => TopicId::Time,
    }
}
