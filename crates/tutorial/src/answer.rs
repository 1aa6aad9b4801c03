//! What the lesson box shows at each moment of a step: its stage (played, watched, passed,
//! missed, shown), its words, and the buttons the player answers it with, including the
//! helping hand (after [`super::AIM_AFTER_MISSES`] misses of a flick: the aim line, and a
//! demonstration offered from [`super::SHOW_AFTER_MISSES`], the same count) and the choice of
//! the control.

use super::lessons::After;
use super::{Demo, Tutorial, text};
use hexkick_i18n::tr;

/// Where the current step stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The player is at it.
    Playing,
    /// A demonstration plays on the board.
    Watching,
    /// The step is passed.
    Passed,
    /// The step was missed: the player tries again.
    Missed,
    /// The demonstration is over: the player tries again.
    Shown,
}

/// A button of the lesson box: how the player answers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// On to the next step or lesson.
    Next,
    /// The step again from its start.
    Retry,
    /// Watch the step's scripted solution played on the board.
    ShowMe,
    /// After a demonstration: the step again from its start.
    YourTurn,
    /// Keep the swipe as the flick control (a setting), and go on.
    KeepSwipe,
    /// Keep the pull back as the flick control (a setting), and go on.
    KeepDragBack,
    /// The tutorial is over: a match against the AI.
    PlayMatch,
}

impl Answer {
    /// Its id in test-mode lines.
    pub fn id(self) -> &'static str {
        match self {
            Answer::Next => "next",
            Answer::Retry => "retry",
            Answer::ShowMe => "show_me",
            Answer::YourTurn => "your_turn",
            Answer::KeepSwipe => "keep_swipe",
            Answer::KeepDragBack => "keep_drag_back",
            Answer::PlayMatch => "play_match",
        }
    }

    /// Its words.
    pub fn label(self) -> &'static str {
        tr(match self {
            Answer::Next => text::NEXT,
            Answer::Retry => text::TRY_AGAIN,
            Answer::ShowMe => text::SHOW_ME,
            Answer::YourTurn => text::YOUR_TURN,
            Answer::KeepSwipe => text::KEEP_SWIPE,
            Answer::KeepDragBack => text::KEEP_DRAG_BACK,
            Answer::PlayMatch => text::PLAY_MATCH,
        })
    }
}

impl Tutorial {
    /// Where the step stands.
    pub fn stage(&self) -> Stage {
        match (self.demo, &self.verdict) {
            (Demo::Playing, _) => Stage::Watching,
            (Demo::Over, _) => Stage::Shown,
            (Demo::Off, None) => Stage::Playing,
            (Demo::Off, Some(v)) if v.passed => Stage::Passed,
            (Demo::Off, Some(_)) => Stage::Missed,
        }
    }

    /// Whether the box offers a demonstration: a flick step missed
    /// [`super::SHOW_AFTER_MISSES`] times or more.
    fn offers_demonstration(&self) -> bool {
        self.step().is_flick() && self.misses >= super::SHOW_AFTER_MISSES
    }

    /// The box's buttons now, left to right: none while the step is played or watched.
    pub fn answers(&self) -> Vec<Answer> {
        match self.stage() {
            Stage::Playing | Stage::Watching => Vec::new(),
            Stage::Passed if self.step().after == After::ChooseControl => {
                vec![Answer::KeepSwipe, Answer::KeepDragBack]
            }
            Stage::Passed if self.is_last_step() => vec![Answer::PlayMatch],
            Stage::Passed => vec![Answer::Next],
            Stage::Missed if self.offers_demonstration() => vec![Answer::ShowMe, Answer::Retry],
            Stage::Missed => vec![Answer::Retry],
            Stage::Shown => vec![Answer::YourTurn],
        }
    }

    /// What the box says now: what to do (with the aim line's help once it is on), what
    /// happened (with the help that comes next), or the demonstration's words.
    pub fn words(&self) -> String {
        let verdict = self.verdict.as_ref().map_or("", |v| v.text.as_str());
        let mut words = match self.stage() {
            Stage::Playing => self.instruction().to_string(),
            Stage::Watching => tr(text::WATCH).to_string(),
            Stage::Shown => tr(text::SHOWN).to_string(),
            Stage::Passed | Stage::Missed => verdict.to_string(),
        };
        let mut add = |more: &'static str| {
            words.push(' ');
            words.push_str(tr(more));
        };
        match self.stage() {
            Stage::Playing if self.aim_help() => add(text::AIM_ON),
            Stage::Passed if self.step().after == After::ChooseControl => add(text::CHOOSE_CONTROL),
            Stage::Passed if self.is_last_step() => add(text::ALL_DONE),
            Stage::Missed => {
                if self.aim_help() && self.misses == super::AIM_AFTER_MISSES {
                    add(text::AIM_NOW);
                }
                if self.offers_demonstration() {
                    add(text::SHOW_OFFER);
                }
            }
            _ => {}
        }
        words
    }
}
