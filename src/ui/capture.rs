//! Test mode's screenshots of the menus: the first time each screen has been on show for a
//! few frames, a PNG of it is written to a folder (`--screen-shots DIR`), named after the
//! screen (`title.png`, `new_match.png`, `title-2.png` for its second visit, ...).

/// Frames a screen is drawn before it is captured (the first frames may be half laid out).
const SETTLE_FRAMES: u32 = 5;

/// Which screens were captured, and how long the current one has been shown.
pub struct ScreenCapture {
    dir: String,
    current: String,
    frames: u32,
    visits: Vec<(String, u32)>,
}

impl ScreenCapture {
    /// Captures into `dir` (created if missing).
    pub fn new(dir: &str) -> Self {
        // A missing folder shows up as a failed screenshot, with its reason, when written.
        #[cfg(not(target_arch = "wasm32"))]
        let _ = std::fs::create_dir_all(dir);
        Self {
            dir: dir.to_string(),
            current: String::new(),
            frames: 0,
            visits: Vec::new(),
        }
    }

    /// Called after each frame is drawn with the shown screen's name; returns the path to
    /// write now, if any.
    pub fn frame(&mut self, screen: &str) -> Option<String> {
        if screen != self.current {
            self.current = screen.to_string();
            self.frames = 0;
        }
        self.frames += 1;
        if self.frames != SETTLE_FRAMES {
            return None;
        }
        let visit = match self.visits.iter_mut().find(|(name, _)| name == screen) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                self.visits.push((screen.to_string(), 1));
                1
            }
        };
        let name = if visit == 1 {
            screen.to_string()
        } else {
            format!("{screen}-{visit}")
        };
        Some(format!("{}/{name}.png", self.dir.trim_end_matches('/')))
    }
}

#[cfg(test)]
mod tests {
    use super::ScreenCapture;

    #[test]
    fn each_visit_is_captured_once_after_it_settles() {
        let mut c = ScreenCapture::new("out/");
        let mut paths = Vec::new();
        for screen in ["title"; 8]
            .iter()
            .chain(&["new_match"; 6])
            .chain(&["title"; 6])
        {
            paths.extend(c.frame(screen));
        }
        assert_eq!(
            paths,
            ["out/title.png", "out/new_match.png", "out/title-2.png"]
        );
    }
}
