//! `hexkick layout-report` at the supported sizes in English and French: every screen's touch
//! targets (the team studio's pages too) at least 44 logical px and inside the window, text at
//! least 12 px, no text wider than its box, no lesson box taller than the board and nothing
//! drawn over anything else on the studio's pages, no word broken inside, and on a phone held
//! upright the match screen's board view at least 60% of the window; the screens listed in
//! `COVERED` are all laid out.

use hexkick::ui::layout_report::{Window, report};
use hexkick_i18n::Lang;

/// The supported windows (logical px) and device scales: phones also at the web page's.
const WINDOWS: [(f32, f32, f32); 7] = [
    (390.0, 844.0, 1.0),
    (390.0, 844.0, 3.0),
    (360.0, 640.0, 1.0),
    (360.0, 640.0, 2.0),
    (800.0, 1280.0, 1.0),
    (1280.0, 800.0, 1.0),
    (2048.0, 1536.0, 1.0),
];

/// Screens the report must lay out at every size (a prefix of the sheet's name).
const COVERED: [&str; 34] = [
    "title",
    "title_notice",
    "new_match",
    "new_match_extras",
    "settings",
    "competition_new",
    "match_phase_1",
    "half_time",
    "full_time",
    "peg_card",
    "tutorial_box (every step)",
    "competition_fixtures",
    "competition_table",
    "competition_scorers",
    "competition_cards",
    "competition_over",
    "watch",
    "watch_no_replays",
    "replay_controls",
    "spectate_controls",
    "rules",
    "rules_found",
    "rules_pad",
    "rules_topic (every topic)",
    "match_phase_1_keeper_setup",
    "studio_teams",
    "studio_strip",
    "studio_strip_palette",
    "studio_stickers",
    "studio_stickers_player",
    "studio_text_pad",
    "studio_share",
    "studio_stickers_classic",
    "studio_stickers_classic_squad",
];

#[test]
fn every_screen_has_finger_sized_targets_readable_text_and_no_overflow() {
    for lang in [Lang::En, Lang::Fr] {
        for (w, h, scale) in WINDOWS {
            let report = report(Window { w, h, scale }, lang).expect("the screens lay out");
            let printed = report.render();
            for name in COVERED {
                assert!(
                    report.sheets.iter().any(|s| s.name.starts_with(name)),
                    "{w}x{h}@{scale} {lang:?}: no sheet {name}\n{printed}"
                );
            }
            assert!(
                report.smallest_target() >= 44.0,
                "{w}x{h}@{scale} {lang:?}: a target under 44 px\n{printed}"
            );
            assert!(
                report.smallest_text() >= 12.0,
                "{w}x{h}@{scale} {lang:?}: text under 12 px\n{printed}"
            );
            assert_eq!(
                report.overflow_count(),
                0,
                "{w}x{h}@{scale} {lang:?}: text wider than its box\n{printed}"
            );
            assert_eq!(
                report.clipped_count(),
                0,
                "{w}x{h}@{scale} {lang:?}: clipped"
            );
            assert_eq!(
                report.overlapping_count(),
                0,
                "{w}x{h}@{scale} {lang:?}: overlapping\n{printed}"
            );
            assert_eq!(
                report.broken_count(),
                0,
                "{w}x{h}@{scale} {lang:?}: a word broken inside\n{printed}"
            );
            // The lesson box leaves the ball and the step's target in sight on every board
            // at least as tall as a 390x844 phone's; a 360x640 phone's board is too short for
            // the box and both: there the box goes where it hides the least.
            if h.min(w) >= 390.0 {
                assert_eq!(
                    report.hidden_count(),
                    0,
                    "{w}x{h}@{scale} {lang:?}: a lesson box hides the ball or the target\n{printed}"
                );
            }
            if w < h && w < 600.0 {
                assert!(
                    report.board_share_percent() >= 60.0,
                    "{w}x{h}@{scale} {lang:?}: the board's view under 60% of a phone\n{printed}"
                );
            }
            let last = printed.lines().last().unwrap_or_default();
            assert!(last.starts_with("smallest target "), "{last}");
            assert!(last.contains(", board share "), "{last}");
        }
    }
}
