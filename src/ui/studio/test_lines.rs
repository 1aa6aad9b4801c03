//! The studio's test-mode lines: the teams owned and open, the Share page's sheet, the tap
//! targets whenever they change (what tests/browser and tests/native read).

use super::editor;
use super::share_page;
use super::{SHOT_DELAY_FRAMES, StudioScreen};
use crate::ui::test_log::{Kind, Line};
use hexkick_teams::strip::Strip;
use hexkick_teams::team::StripKind;
use macroquad::prelude::{screen_height, screen_width};

impl StudioScreen {
    /// Writes `line` to the test log in test mode.
    pub(super) fn log(&self, line: Line) {
        if self.test.log {
            line.write();
        }
    }

    /// One line per owned team and one for the open team: what tests compare across restarts.
    pub(super) fn log_teams(&self) {
        if !self.test.log {
            return;
        }
        for (i, (_, team)) in self.studio.library().teams().enumerate() {
            let line = Line::new(Kind::StudioTeam)
                .field("i", i)
                .text("name", team.name());
            with_strip(
                line,
                team.strip(StripKind::Home),
                team.players().iter().map(|p| p.sticker.letters()),
            )
            .write();
        }
        if let Some(open) = self.studio.open_team() {
            let line = Line::new(Kind::StudioOpen)
                .text("name", &open.draft.name)
                .field("valid", u8::from(open.problems.is_empty()));
            with_strip(
                line,
                &open.draft.home,
                open.draft.players.iter().map(|p| p.sticker.letters()),
            )
            .write();
            roster_line(&open.draft).write();
        }
    }

    /// In test mode, says which sheet the Share page previews whenever it changes (and takes
    /// a screenshot of it, `studio-sheet-home.png` or `studio-sheet-away.png`).
    pub(super) fn log_sheet(&mut self) {
        if !self.test.log {
            return;
        }
        let line = share_page::shown_sheet();
        if line.is_some() && line != self.logged_sheet {
            if let Some(l) = &line {
                l.write();
            }
            self.logged_sheet = line;
            self.shot_due = SHOT_DELAY_FRAMES;
            self.shot_name = Some(format!("sheet-{}", self.ui.kind.name()));
        }
    }

    /// In test mode, lists the tap targets whenever they change.
    pub(super) fn log_targets(&mut self) {
        if !self.test.log {
            return;
        }
        let lines: Vec<Line> = self
            .targets
            .all()
            .iter()
            .map(|t| {
                Line::new(Kind::StudioTarget)
                    .field("label", &t.label)
                    .fixed("x", t.rect.x + t.rect.w / 2.0, 0)
                    .fixed("y", t.rect.y + t.rect.h / 2.0, 0)
            })
            .collect();
        if lines != self.logged_targets {
            Line::new(Kind::StudioPage)
                .field("page", format_args!("{:?}", self.ui.page))
                .field("targets", lines.len())
                .fixed("w", screen_width(), 0)
                .fixed("h", screen_height(), 0)
                .write();
            for line in &lines {
                line.write();
            }
            self.logged_targets = lines;
        }
    }
}

/// `line` with `home_shirt=#rrggbb pattern=... stickers=V,B,...` added, for the test log.
fn with_strip(line: Line, strip: &Strip, stickers: impl Iterator<Item = String>) -> Line {
    line.field("home_shirt", strip.shirt)
        .field("pattern", format_args!("{:?}", strip.pattern))
        .field("stickers", stickers.collect::<Vec<_>>().join(","))
}

/// The open roster for test logs: edition, total, Classic band and every duel number.
fn roster_line(draft: &hexkick_teams::team::TeamDraft) -> Line {
    let report = draft.roster_report();
    let duels: Vec<String> = draft
        .players
        .iter()
        .map(|p| match &p.sticker {
            hexkick_rules::roster::Sticker::Classic(c) => {
                let d = c.duel();
                format!(
                    "{}{}{}{}",
                    d.dribbling, d.marking, d.tackling, d.ball_defence
                )
            }
            hexkick_rules::roster::Sticker::Edition2024(_) => "-".into(),
        })
        .collect();
    Line::new(Kind::StudioRoster)
        .field(
            "edition",
            editor::edition_name(draft.edition).to_lowercase(),
        )
        .field("total", report.total)
        .text("band", report.band.map_or("", |b| b.name()))
        .field("duels", duels.join(","))
}
