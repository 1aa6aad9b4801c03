//! The studio laid out headless for `hexkick layout-report`: its pages set up and measured
//! without a window.

use super::editor::{self, Action, Entry};
use super::targets::Targets;
use super::text_entry::{Purpose, TextEntry};
use super::{Page, StudioScreen};

impl StudioScreen {
    /// The studio laid out headless in a `w` x `h` window on `page`, with the team `entry`
    /// selected (and opened when it is one of yours), and the text pad open for `typing`:
    /// what `hexkick layout-report` measures.
    pub fn report_sheet(
        &mut self,
        name: &str,
        (w, h): (f32, f32),
        page: Page,
        typing: Option<editor::TextField>,
    ) -> crate::ui::layout_report::sheet::Sheet {
        self.ui.page = page;
        self.entry = typing.map(|field| {
            let purpose = Purpose::Field(field);
            TextEntry::new(purpose, &self.current_text(purpose))
        });
        let mut targets = Targets::headless();
        self.lay_out(w, h, &mut targets);
        self.entry = None;
        let mut sheet = crate::ui::layout_report::sheet::Sheet::new(name);
        for t in targets.all() {
            sheet.target(t.label.clone(), t.rect);
        }
        sheet.labels(targets.texts());
        sheet
    }

    /// Applies a studio action and picks the player whose sticker the Stickers page shows
    /// (for the layout report's pages).
    pub fn report_setup(&mut self, action: Action, player: usize) {
        let opens = matches!(action, Action::NewTeam | Action::Duplicate(_));
        self.act(action);
        if opens && let Some(open) = self.studio.open_team() {
            self.ui.selected = Some(Entry::Owned(open.id));
        }
        self.ui.player = player;
    }

    /// Opens (or closes) what a narrow window shows on its own, for the layout report's
    /// pages: the Strip page's palette and the Stickers page's player.
    pub fn report_open(&mut self, open: bool) {
        self.ui.palette_open = open;
        self.ui.player_open = open;
    }
}
