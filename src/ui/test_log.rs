//! The test log: machine-readable `HEXKICK <kind> <fields>` lines for test drivers (the
//! native scripts, the browser tests), written to stdout on native builds and to the browser
//! console on the web — and only when the log is switched on ([`switch_on`]: test mode and the
//! frame benchmark). A line is a [`Kind`] and fields added through typed helpers, and is
//! rendered in one place ([`Line`]'s `Display`).

use std::fmt::{self, Display, Write as _};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether lines are written (off unless the game runs a test or a benchmark).
static ON: AtomicBool = AtomicBool::new(false);

/// Switches the test log on for the rest of the run.
pub fn switch_on() {
    ON.store(true, Ordering::Relaxed);
}

/// Whether the test log is on.
pub fn is_on() -> bool {
    ON.load(Ordering::Relaxed)
}

/// What a line reports: its first word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The panel's prompt (side, phase, headline).
    Prompt,
    /// A panel button and where it is.
    Button,
    /// A command the table applied, as JSON.
    Command,
    /// An event of an applied command, as JSON.
    Event,
    /// The rules state in one line.
    State,
    /// Where a peg is on the screen.
    Peg,
    /// Where a cell's centre is on the screen.
    Cell,
    /// Where the ball is on the screen.
    BallScreen,
    /// A flick that was played.
    Flick,
    /// Where a kicked ball came to rest.
    BallRest,
    /// A kick let go while aiming: what the aim line showed.
    Aim,
    /// A choice made by a tap on the board (a tied player, a line's cell).
    BoardChoice,
    /// A peg picked up.
    PegGrab,
    /// A peg that may not be picked up, and why.
    PegRefused,
    /// The peg card opened (for whom, how many lines) or closed.
    PegCard,
    /// A decision on offer and what it does.
    Offer,
    /// An action withheld, and why.
    Withheld,
    /// A soft flick held back with its question (`soft_kick cm=0.4`).
    SoftKick,
    /// A goal's or a card's moment shown (`moment kind=goal text="..."`).
    Moment,
    /// Which coach the panel faces.
    PanelFacing,
    /// Table mode: the panel moved to the end of the coach it faces.
    TableEnd,
    /// The pass-and-play hand-over banner.
    Handover,
    /// A banner went up across the board (a hand-over, the coin toss's result).
    Banner,
    /// The turn timer started for a side.
    TurnClock,
    /// The turn timer ran out.
    TimeUp,
    /// An action the rules refused.
    Refused,
    /// A move taken back.
    Undo,
    /// Where the saved match stands after a command.
    Position,
    /// The AI coach started thinking.
    AiThinking,
    /// The AI coach failed to decide.
    AiFailed,
    /// The AI coach's reason for its decision, as shown under the board.
    AiReason,
    /// A peg dropped where it may not go.
    DropRefused,
    /// A swipe too weak to be a flick.
    FlickIgnored,
    /// A tap on empty felt (half of a double tap, or the second half).
    BoardTap,
    /// A flick the rules refused.
    FlickRefused,
    /// The match could not be saved.
    SaveFailed,
    /// The first frame was drawn.
    FirstFrame,
    /// Every 60th frame's time.
    Frame,
    /// A frame slower than the test mode's limit.
    SlowFrame,
    /// The run ended (the web, which cannot exit).
    Exit,
    /// A screenshot written.
    Screenshot,
    /// A screenshot asked for where none can be taken (the web).
    ScreenshotUnsupported,
    /// The test ran out of time.
    Timeout,
    /// The window's size and scale.
    Screen,
    /// The camera on the board.
    View,
    /// What the sides wear.
    MatchKit,
    /// A new match started.
    MatchStarted,
    /// A saved match continued.
    MatchResumed,
    /// A match could not start.
    StartFailed,
    /// The player's settings.
    Settings,
    /// The saved match the title screen offers.
    SavedMatch,
    /// A notice on the title screen.
    Notice,
    /// A menu screen shown.
    ScreenShown,
    /// A menu button and where it is.
    MenuButton,
    /// The rules reference shows a list, a search's results or a topic.
    RulesShown,
    /// The AI coach's hint for the person to act, in words.
    Hint,
    /// The tutorial's step and how it went (`lesson`, `step`, `verdict`: none, passed, retry,
    /// watching, shown; `misses`, `aim`, `control`).
    Tutorial,
    /// The flick control the player kept in the tutorial, and whether it was saved.
    TutorialControl,
    /// A practice drill opened (`drill`, `style`, `control`).
    PracticeDrill,
    /// A practice try judged (`drill`, `result`: hit or miss, `off_cm`, `score`, `best`).
    Practice,
    /// The frame benchmark's figures.
    Bench,
    /// The saves were flushed.
    SavesFlushed,
    /// The sounds loaded, or a cue played.
    Sound,
    /// A haptic tick sent to the vibrator (the kick, a contact).
    Haptic,
    /// The card after a kick: its speed, distance and who takes the ball.
    KickCard,
    /// A goal's or a card's moment skipped by a tap on the board.
    MomentSkipped,
    /// An owned team in the studio.
    StudioTeam,
    /// The team open in the studio.
    StudioOpen,
    /// The open team's roster.
    StudioRoster,
    /// A studio action and its result.
    StudioAction,
    /// What the studio said.
    StudioSay,
    /// A match started from the studio.
    StudioPlay,
    /// A team's share code.
    StudioCode,
    /// A pasted share code.
    StudioPaste,
    /// A team exported to a file.
    StudioExport,
    /// The sheet the share page previews.
    StudioSheet,
    /// A studio tap target and where it is.
    StudioTarget,
    /// The studio page shown.
    StudioPage,
    /// Where the competition stands.
    Competition,
    /// A line of the competition's table.
    Standing,
    /// A player who misses the competition's next match.
    Missing,
    /// Where a watched match stands (replay or spectator: speed, paused, command).
    Watch,
    /// A replayed kick's logged outcome, as it starts.
    ReplayKick,
    /// The watched ball's screen point while it flies.
    WatchBall,
    /// A simulated fixture's minute and score shown while it plays.
    Simulating,
    /// A simulated fixture is over: the frames it ran through and their times.
    Simulated,
    /// The match's pause sheet went up (`on=1`) or down (`on=0`).
    Paused,
    /// The page a left match or watched match goes back to.
    BackTo,
    /// How many texts a screen drew for the first time this frame (French runs).
    ScreenTexts,
    /// A text drawn on a French screen with English words in it.
    Untranslated,
    /// An AI PHASE 2 or 3 ended: how long it lasted on the frames' clock.
    AiPhase,
    /// A tap skipped the AI decision being shown: it plays at once.
    AiSkipped,
    /// The ball moved on screen this many frames after its flight started (0: the frame
    /// that read the touch's end).
    BallMoved,
}

impl Kind {
    /// The line's first word, as test drivers read it.
    pub fn word(self) -> &'static str {
        match self {
            Kind::Prompt => "prompt",
            Kind::Button => "button",
            Kind::Command => "command",
            Kind::Event => "event",
            Kind::State => "state",
            Kind::Peg => "peg",
            Kind::Cell => "cell",
            Kind::BallScreen => "ball_screen",
            Kind::Flick => "flick",
            Kind::BallRest => "ball_rest",
            Kind::Aim => "aim",
            Kind::BoardChoice => "board_choice",
            Kind::PegGrab => "peg_grab",
            Kind::PegRefused => "peg_refused",
            Kind::PegCard => "peg_card",
            Kind::Offer => "offer",
            Kind::Withheld => "withheld",
            Kind::Moment => "moment",
            Kind::SoftKick => "soft_kick",
            Kind::PanelFacing => "panel_facing",
            Kind::TableEnd => "table_end",
            Kind::Handover => "handover",
            Kind::Banner => "banner",
            Kind::TurnClock => "turn_clock",
            Kind::TimeUp => "time_up",
            Kind::Refused => "refused",
            Kind::Undo => "undo",
            Kind::Position => "position",
            Kind::AiThinking => "ai_thinking",
            Kind::AiFailed => "ai_failed",
            Kind::AiReason => "ai_reason",
            Kind::DropRefused => "drop_refused",
            Kind::FlickIgnored => "flick_ignored",
            Kind::BoardTap => "board_tap",
            Kind::FlickRefused => "flick_refused",
            Kind::SaveFailed => "save_failed",
            Kind::FirstFrame => "first_frame",
            Kind::Frame => "frame",
            Kind::SlowFrame => "slow_frame",
            Kind::Exit => "exit",
            Kind::Screenshot => "screenshot",
            Kind::ScreenshotUnsupported => "screenshot_unsupported",
            Kind::Timeout => "timeout",
            Kind::Screen => "screen",
            Kind::View => "view",
            Kind::MatchKit => "match_kit",
            Kind::MatchStarted => "match_started",
            Kind::MatchResumed => "match_resumed",
            Kind::StartFailed => "start_failed",
            Kind::Settings => "settings",
            Kind::SavedMatch => "saved_match",
            Kind::Notice => "notice",
            Kind::ScreenShown => "screen_shown",
            Kind::MenuButton => "menu_button",
            Kind::RulesShown => "rules_shown",
            Kind::Hint => "hint",
            Kind::Tutorial => "tutorial",
            Kind::TutorialControl => "tutorial_control",
            Kind::PracticeDrill => "practice_drill",
            Kind::Practice => "practice",
            Kind::Bench => "bench",
            Kind::SavesFlushed => "saves_flushed",
            Kind::Sound => "sound",
            Kind::Haptic => "haptic",
            Kind::KickCard => "kick_card",
            Kind::MomentSkipped => "moment_skipped",
            Kind::StudioTeam => "studio_team",
            Kind::StudioOpen => "studio_open",
            Kind::StudioRoster => "studio_roster",
            Kind::StudioAction => "studio_action",
            Kind::StudioSay => "studio_say",
            Kind::StudioPlay => "studio_play",
            Kind::StudioCode => "studio_code",
            Kind::StudioPaste => "studio_paste",
            Kind::StudioExport => "studio_export",
            Kind::StudioSheet => "studio_sheet",
            Kind::StudioTarget => "studio_target",
            Kind::StudioPage => "studio_page",
            Kind::Competition => "competition",
            Kind::Standing => "standing",
            Kind::Missing => "missing",
            Kind::Watch => "watch",
            Kind::ReplayKick => "replay_kick",
            Kind::WatchBall => "watch_ball",
            Kind::Simulating => "simulating",
            Kind::Simulated => "simulated",
            Kind::Paused => "paused",
            Kind::BackTo => "back_to",
            Kind::ScreenTexts => "screen_texts",
            Kind::Untranslated => "untranslated",
            Kind::AiPhase => "ai_phase",
            Kind::AiSkipped => "ai_skipped",
            Kind::BallMoved => "ball_moved",
        }
    }
}

/// One test-log line: its kind and its fields, in the order they were added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    kind: Kind,
    fields: String,
}

impl Line {
    /// A line of this kind with no fields yet.
    pub fn new(kind: Kind) -> Self {
        Self {
            kind,
            fields: String::new(),
        }
    }

    /// Adds `key=value`.
    pub fn field(mut self, key: &str, value: impl Display) -> Self {
        let _ = write!(self.fields, " {key}={value}");
        self
    }

    /// Adds `key=value` with the number written to `places` decimal places.
    pub fn fixed(mut self, key: &str, value: impl Into<f64>, places: usize) -> Self {
        let _ = write!(self.fields, " {key}={:.*}", places, value.into());
        self
    }

    /// Adds `key="text"`.
    pub fn text(mut self, key: &str, text: impl Display) -> Self {
        let _ = write!(self.fields, " {key}=\"{text}\"");
        self
    }

    /// Adds a payload as it is (a JSON value, or fields another line already wrote).
    pub fn raw(mut self, payload: impl Display) -> Self {
        let _ = write!(self.fields, " {payload}");
        self
    }

    /// Writes the line as `HEXKICK <line>` and flushes it at once, when the test log is on.
    pub fn write(&self) {
        if !is_on() {
            return;
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            // A closed stdout must not stop the game: the log is for scripts, not for play.
            let _ = writeln!(out, "HEXKICK {self}");
            let _ = out.flush();
        }
        #[cfg(target_arch = "wasm32")]
        macroquad::miniquad::info!("HEXKICK {}", self);
    }
}

impl Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.kind.word(), self.fields)
    }
}

#[cfg(test)]
mod tests {
    use super::{Kind, Line};

    #[test]
    fn a_line_is_its_kind_then_its_fields_in_order() {
        let line = Line::new(Kind::Peg)
            .field("id", "home_9")
            .fixed("x", 12.345f32, 1)
            .text("why", "too far")
            .raw("{\"a\":1}");
        assert_eq!(
            line.to_string(),
            "peg id=home_9 x=12.3 why=\"too far\" {\"a\":1}"
        );
        assert_eq!(Line::new(Kind::Undo).to_string(), "undo");
        assert_eq!(Line::new(Kind::BallScreen).to_string(), "ball_screen");
    }
}
