//! Printable team sheets: true-scale SVG and PNG of the 16 jersey wraps and the 16 round
//! skill stickers, for real pegs.

pub mod font;
pub mod layout;
pub mod raster;
pub mod scene;
pub mod svg;

use super::team::{StripKind, Team};

/// Print resolution of the PNG sheet.
pub const SHEET_DPI: u32 = 300;

/// The sheet for one strip as SVG.
pub fn sheet_svg(team: &Team, kind: StripKind) -> String {
    svg::to_svg(&layout::team_sheet(team, kind))
}

/// The sheet for one strip as a 300 dpi PNG.
/// The error is the PNG encoder's (it writes to memory, so only a bad image can fail).
pub fn sheet_png(team: &Team, kind: StripKind) -> Result<Vec<u8>, png::EncodingError> {
    raster::encode_png(&raster::rasterise(
        &layout::team_sheet(team, kind),
        SHEET_DPI,
    ))
}
