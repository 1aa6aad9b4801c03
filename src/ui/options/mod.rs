//! The game window's command-line options. The binary opens the window when the arguments
//! are empty or are all window options; anything else is a headless subcommand.

mod error;
mod spectate;

use crate::ui::settings::ai_pace::AiPace;
pub use error::OptionError;
use hexkick_i18n::Lang;
use hexkick_rules::squad::Side;
use hexkick_table::AimHelp;
pub use spectate::SpectateOptions;

/// Window width and height used when no `--size` is given, in logical pixels.
pub const DEFAULT_SIZE: (u32, u32) = (1280, 800);
/// The flight screenshot is taken this long after the strike, in simulated seconds.
pub const FLIGHT_SHOT_S: f32 = 0.1;
/// A test-mode run with no finished flick gives up after this many seconds.
pub const DEFAULT_TIMEOUT_S: f64 = 60.0;
/// The dice seed of a test or scenario match when no `--seed` is given.
pub const DEFAULT_SEED: u64 = 1;

/// How to run the game window.
#[derive(Clone, Debug, PartialEq)]
pub struct GameOptions {
    /// Go straight to the match screen, log frame figures, and quit once the ball has rested.
    pub test_mode: bool,
    /// Write a PNG screenshot here once the ball has rested (implies test mode).
    pub screenshot: Option<String>,
    /// Write a PNG screenshot here while the ball is in flight, [`FLIGHT_SHOT_S`] after the
    /// strike (implies test mode).
    pub flight_screenshot: Option<String>,
    /// Write a PNG screenshot here while a flick is being dragged (implies test mode).
    pub drag_screenshot: Option<String>,
    /// Start the match with this aim help (`--aim`: the whole path; `--aim-help H`).
    pub aim_help: Option<AimHelp>,
    /// Start the match with the drag-back control (drag back from the ball and release).
    pub drag_back: bool,
    /// In test mode, start on the title screen instead of the match screen.
    pub menus: bool,
    /// Write a PNG of each screen shown into this folder (see `ui::capture`).
    pub screen_shots: Option<String>,
    /// Render this many frames of the match screen, print the frame-time figures and quit.
    pub bench_frames: Option<u32>,
    /// The window size in logical pixels.
    pub size: (u32, u32),
    /// In test mode, quit with a failure after this many seconds without a rested flick.
    pub timeout_s: f64,
    /// Open the team studio instead of the title screen (with `--test-mode`: log the
    /// studio's targets and actions, and quit when Back is tapped or a match has started).
    pub studio: bool,
    /// Write the studio's screenshots into this folder (`studio-N.png` after action N,
    /// `match.png` once a match started from the studio is on screen).
    pub shots: Option<String>,
    /// Start the match screen from this scenario position (a file, or a built-in UI-test
    /// position: pass, cross, shot, tackle, throw_in).
    pub scenario: Option<String>,
    /// The seed of the match's dice.
    pub seed: u64,
    /// In test mode, the S key writes a screenshot to `PREFIX-N.png` (N counts from 1).
    pub shot_prefix: Option<String>,
    /// Table mode: prompts face the coach to act (turned for the away coach across the table).
    pub table_mode: bool,
    /// The sides the AI coaches in a scenario or test position (`--ai home|away|both`).
    pub ai: Vec<Side>,
    /// The language of the text (`--lang en|fr`); `None`: the saved setting, else the system's.
    pub lang: Option<Lang>,
    /// `--first-start`: in test mode, a first start asks the language as it does outside.
    pub first_start: bool,
    /// Open on the replay of this match log (`--replay FILE`, or `quick`: the built-in one).
    pub replay: Option<String>,
    /// Open on a spectator's AI against AI match (`hexkick spectate --home L --away L`).
    pub spectate: Option<SpectateOptions>,
    /// Start the match screen zoomed this many times about the ball (`--zoom`, 1 to 4).
    pub zoom: f32,
    /// In test mode, play the AI at this pace rather than instantly (`--ai-pace`).
    pub ai_pace: Option<AiPace>,
}

impl Default for GameOptions {
    fn default() -> Self {
        Self {
            test_mode: false,
            screenshot: None,
            flight_screenshot: None,
            drag_screenshot: None,
            aim_help: None,
            drag_back: false,
            menus: false,
            screen_shots: None,
            bench_frames: None,
            size: DEFAULT_SIZE,
            timeout_s: DEFAULT_TIMEOUT_S,
            studio: false,
            shots: None,
            scenario: None,
            seed: DEFAULT_SEED,
            shot_prefix: None,
            table_mode: false,
            ai: Vec::new(),
            lang: None,
            first_start: false,
            replay: None,
            ai_pace: None,
            spectate: None,
            zoom: 1.0,
        }
    }
}

/// Help text for the window options.
pub const WINDOW_USAGE: &str = "window options (no command opens the game):
  --test-mode            go straight to the match screen, log HEXKICK lines, quit after the ball rests
  --screenshot PATH      write a PNG of the screen once the ball has rested (implies --test-mode)
  --flight-screenshot PATH  write a PNG while the ball is in flight, 0.1 s after the strike
  --drag-screenshot PATH    write a PNG while a flick is being dragged
  --aim                  start with aim help on the whole path (the predicted path while dragging)
  --drag-back            kick by dragging back from the ball and releasing (the setting's other control)
  --menus                with --test-mode: start on the title screen, not the match screen
  --screen-shots DIR     write a PNG of each screen shown (title.png, new_match.png, ...) into DIR
  --bench-frames N       render N frames of the whole match screen (strips, HUD, log, a peg walking,
                         the ball flying); print mean, p95 and worst frame time, fps, CPU time per
                         frame and the load (with --screenshot: a PNG of the last frame)
  --size WxH             window size in logical pixels (default 1280x800)
  --timeout SECONDS      test mode gives up after this long (default 60)
  --studio               open the team studio (with --test-mode: log its targets and actions)
  --shots DIR            write the studio's screenshots to DIR (studio-N.png, match.png)
  --scenario NAME|FILE   start the match from a scenario's position (built in: pass, cross,
                         shot, tackle, throw_in); implies --test-mode
  --seed N               the seed of the match's dice (default 1)
  --shot-prefix PATH     in test mode the S key writes PATH-1.png, PATH-2.png, ...
  --table                table mode: prompts face the coach to act (turned for the away coach)
  --ai home|away|both    in a scenario or test position, the AI coaches that side (its kicks
                         fly along their physics path: --flight-screenshot catches one)
  --zoom Z               start the match screen zoomed Z times (1 to 4) about the ball
  --lang en|fr           the language of the text (default: the one chosen in Settings, else
                         the system's; English in test mode)
  --first-start          with --test-mode --menus: when no settings are saved yet, ask the
                         language first as a first start does outside test mode
  --replay FILE|quick    open on the replay of a match log (quick: a built-in 2-0 quick match)
  --ai-pace PACE         in test mode, play the AI at this pace (slow, normal, fast, instant)
                         rather than instantly, and log each AI PHASE 2 or 3's length
spectate --home LEVEL --away LEVEL [--speed S] [--rules EDITION-LEVEL]
         [--home-team NAME --away-team NAME] [window options]
                         watch the AI play the AI (LEVEL: beginner, easy, normal, hard; S: 0.5-4;
                         rules: 2024-base (default), 2024-complete, classic-base, ...; the
                         teams: standard, ready-made or your own, by name; default Blue v Red)
Options may also be written --name=value (the web page's ?name=value switches).";

const WINDOW_FLAGS: [&str; 23] = [
    "--first-start",
    "--replay",
    "--test-mode",
    "--drag-back",
    "--screenshot",
    "--flight-screenshot",
    "--drag-screenshot",
    "--aim",
    "--menus",
    "--screen-shots",
    "--bench-frames",
    "--size",
    "--timeout",
    "--scenario",
    "--seed",
    "--shot-prefix",
    "--table",
    "--studio",
    "--shots",
    "--ai",
    "--lang",
    "--zoom",
    "--ai-pace",
];

impl GameOptions {
    /// `None` when the arguments name a headless subcommand; otherwise the window options or
    /// the reason they are wrong.
    pub fn from_args(args: &[String]) -> Option<Result<GameOptions, OptionError>> {
        match args.first() {
            None => Some(Ok(GameOptions::default())),
            Some(first) if first == "spectate" => Some(
                SpectateOptions::take_from(&args[1..]).and_then(|(spectate, rest)| {
                    let mut options = Self::parse(&rest)?;
                    options.spectate = Some(spectate);
                    Ok(options)
                }),
            ),
            Some(first) if WINDOW_FLAGS.contains(&flag_name(first)) => Some(Self::parse(args)),
            Some(_) => None,
        }
    }

    fn parse(args: &[String]) -> Result<GameOptions, OptionError> {
        let mut options = GameOptions::default();
        // "--name=value" is "--name value".
        let split: Vec<String> = args
            .iter()
            .flat_map(|a| match a.split_once('=') {
                Some((flag, value)) if flag.starts_with("--") => {
                    vec![flag.to_string(), value.to_string()]
                }
                _ => vec![a.clone()],
            })
            .collect();
        let mut rest = split.iter();
        while let Some(flag) = rest.next() {
            let mut value = || {
                rest.next()
                    .cloned()
                    .ok_or_else(|| OptionError(format!("{flag} needs a value")))
            };
            match flag.as_str() {
                "--test-mode" => options.test_mode = true,
                "--screenshot" => {
                    options.screenshot = Some(value()?);
                    options.test_mode = true;
                }
                "--flight-screenshot" => {
                    options.flight_screenshot = Some(value()?);
                    options.test_mode = true;
                }
                "--drag-screenshot" => {
                    options.drag_screenshot = Some(value()?);
                    options.test_mode = true;
                }
                "--aim" => options.aim_help = Some(AimHelp::WholePath),
                "--drag-back" => options.drag_back = true,
                "--menus" => options.menus = true,
                "--first-start" => options.first_start = true,
                "--screen-shots" => options.screen_shots = Some(value()?),
                "--studio" => options.studio = true,
                "--shots" => options.shots = Some(value()?),
                "--table" => options.table_mode = true,
                "--ai" => options.ai = parse_ai_sides(&value()?)?,
                "--ai-pace" => {
                    let text = value()?;
                    options.ai_pace = Some(AiPace::parse(&text).ok_or_else(|| {
                        OptionError(format!(
                            "--ai-pace wants slow, normal, fast or instant, not \"{text}\""
                        ))
                    })?);
                }
                "--lang" => {
                    let text = value()?;
                    options.lang = Some(Lang::parse(&text).ok_or_else(|| {
                        OptionError(format!("--lang wants en or fr, not \"{text}\""))
                    })?);
                }
                "--bench-frames" => {
                    let text = value()?;
                    let n: u32 = text.parse().map_err(|_| {
                        OptionError(format!(
                            "--bench-frames wants a frame count, not \"{text}\""
                        ))
                    })?;
                    if n == 0 {
                        return Err(OptionError("--bench-frames wants at least 1 frame".into()));
                    }
                    options.bench_frames = Some(n);
                }
                "--size" => options.size = parse_size(&value()?)?,
                "--zoom" => {
                    let text = value()?;
                    options.zoom = text
                        .parse()
                        .ok()
                        .filter(|z: &f32| (1.0..=crate::ui::view::MAX_ZOOM).contains(z))
                        .ok_or_else(|| {
                            OptionError(format!("--zoom wants a zoom from 1 to 4, not \"{text}\""))
                        })?;
                }
                "--scenario" => {
                    options.scenario = Some(value()?);
                    options.test_mode = true;
                }
                "--seed" => {
                    let text = value()?;
                    options.seed = text.parse().map_err(|_| {
                        OptionError(format!("--seed wants a whole number, not \"{text}\""))
                    })?;
                }
                "--shot-prefix" => options.shot_prefix = Some(value()?),
                "--replay" => options.replay = Some(value()?),
                "--timeout" => {
                    let text = value()?;
                    let s: f64 = text.parse().map_err(|_| {
                        OptionError(format!("--timeout wants seconds, not \"{text}\""))
                    })?;
                    if !(s.is_finite() && s > 0.0) {
                        return Err(OptionError(format!(
                            "--timeout wants positive seconds, not \"{text}\""
                        )));
                    }
                    options.timeout_s = s;
                }
                other => {
                    return Err(OptionError(format!(
                        "unknown window option \"{other}\"\n\n{WINDOW_USAGE}"
                    )));
                }
            }
        }
        Ok(options)
    }
}

/// The flag of an argument written `--name` or `--name=value`.
fn flag_name(arg: &str) -> &str {
    arg.split_once('=').map_or(arg, |(flag, _)| flag)
}

/// The sides `--ai` names: home, away or both.
fn parse_ai_sides(text: &str) -> Result<Vec<Side>, OptionError> {
    match text {
        "home" => Ok(vec![Side::Home]),
        "away" => Ok(vec![Side::Away]),
        "both" => Ok(Side::BOTH.to_vec()),
        _ => Err(OptionError(format!(
            "--ai wants home, away or both, not \"{text}\""
        ))),
    }
}

fn parse_size(text: &str) -> Result<(u32, u32), OptionError> {
    let bad = || {
        OptionError(format!(
            "--size wants WIDTHxHEIGHT like 1280x800, not \"{text}\""
        ))
    };
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.trim().parse().map_err(|_| bad())?;
    let h: u32 = h.trim().parse().map_err(|_| bad())?;
    if !(100..=8192).contains(&w) || !(100..=8192).contains(&h) {
        return Err(bad());
    }
    Ok((w, h))
}

#[cfg(test)]
mod tests {
    use super::{GameOptions, Lang, Side};

    #[test]
    fn the_ai_option_names_the_sides_it_coaches() {
        let o = GameOptions::from_args(&args(&["--ai", "away"]))
            .expect("window options")
            .expect("valid");
        assert_eq!(o.ai, vec![Side::Away]);
        let both = GameOptions::from_args(&args(&["--ai=both"]))
            .expect("window")
            .expect("valid");
        assert_eq!(both.ai, Side::BOTH.to_vec());
        assert!(
            GameOptions::from_args(&args(&["--ai", "nobody"]))
                .expect("window options")
                .is_err()
        );
    }

    #[test]
    fn the_lang_option_names_the_language() {
        let o = GameOptions::from_args(&args(&["--lang", "fr"]))
            .expect("window options")
            .expect("valid");
        assert_eq!(o.lang, Some(Lang::Fr));
        let web = GameOptions::from_args(&args(&["--test-mode", "--lang=en"]))
            .expect("window options")
            .expect("valid");
        assert_eq!(web.lang, Some(Lang::En));
    }

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn no_arguments_opens_the_game_and_subcommands_stay_headless() {
        assert_eq!(
            GameOptions::from_args(&[]),
            Some(Ok(GameOptions::default()))
        );
        assert_eq!(GameOptions::from_args(&args(&["scenario", "x.json"])), None);
        assert_eq!(GameOptions::from_args(&args(&["bench", "physics"])), None);
        assert_eq!(GameOptions::from_args(&args(&["--help"])), None);
        let spectate = ["spectate", "--home", "hard", "--away=easy", "--speed", "4"];
        let o = GameOptions::from_args(&args(&spectate[..])).expect("window");
        let watched = o.expect("valid").spectate.expect("spectate");
        assert_eq!(watched.speed, 4.0);
        assert_eq!(watched.home, hexkick_ai::Difficulty::Hard);
        assert_eq!(watched.teams, None);
        let teams = [
            "spectate",
            "--home-team",
            "Harbour Rovers",
            "--away-team=Sunhaven City",
        ];
        let o = GameOptions::from_args(&args(&teams[..])).expect("window");
        let watched = o.expect("valid").spectate.expect("spectate");
        assert_eq!(
            watched.teams,
            Some(["Harbour Rovers".to_string(), "Sunhaven City".to_string()])
        );
        for bad in [
            &["spectate", "--home", "genius"][..],
            &["spectate", "--speed", "9"],
            &["spectate", "--home-team", "Harbour Rovers"],
        ] {
            assert!(matches!(GameOptions::from_args(&args(bad)), Some(Err(_))));
        }
    }

    #[test]
    fn test_mode_options_are_read() {
        let parsed = GameOptions::from_args(&args(&[
            "--screenshot",
            "out.png",
            "--size",
            "800x1280",
            "--timeout",
            "5",
        ]));
        let Some(Ok(o)) = parsed else {
            panic!("parsed: {parsed:?}");
        };
        assert!(o.test_mode);
        assert_eq!(o.screenshot.as_deref(), Some("out.png"));
        assert_eq!(o.size, (800, 1280));
        assert_eq!(o.timeout_s, 5.0);
    }

    #[test]
    fn a_scenario_and_a_seed_may_be_written_with_equals() {
        let parsed = GameOptions::from_args(&args(&["--scenario=shot", "--seed", "42"]));
        let Some(Ok(o)) = parsed else {
            panic!("parsed: {parsed:?}");
        };
        assert_eq!(o.scenario.as_deref(), Some("shot"));
        assert_eq!(o.seed, 42);
        assert!(o.test_mode);
    }

    #[test]
    fn bad_window_options_say_why() {
        for bad in [
            &["--bench-frames"][..],
            &["--bench-frames", "many"],
            &["--bench-frames", "0"],
            &["--size", "big"],
            &["--size", "10x10"],
            &["--timeout", "NaN"],
            &["--test-mode", "--fly"],
            &["--seed", "-1"],
            &["--scenario"],
            &["--lang", "de"],
        ] {
            let parsed = GameOptions::from_args(&args(bad));
            assert!(matches!(parsed, Some(Err(_))), "{bad:?} gave {parsed:?}");
        }
    }
}
