//! The match screen's sheets: the panel in each phase.

use super::Window;
use super::sheet::Sheet;

/// The match screen in each moment.
pub fn all(_window: Window) -> Result<Vec<Sheet>, String> {
    Ok(Vec::new())
}
