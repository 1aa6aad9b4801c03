//! Writes what is on the screen to a PNG file (native only: the web has no files).

use macroquad::texture::get_screen_data;

/// Why a screenshot was not saved.
#[derive(Debug)]
pub enum ScreenshotError {
    /// The screen gave fewer bytes than its size needs.
    ShortScreen {
        /// Bytes given.
        bytes: usize,
        /// Width in pixels.
        width: usize,
        /// Height in pixels.
        height: usize,
    },
    /// The PNG file cannot be written.
    Write {
        /// The path.
        path: String,
        /// Why.
        error: image::ImageError,
    },
}

impl std::fmt::Display for ScreenshotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScreenshotError::ShortScreen {
                bytes,
                width,
                height,
            } => write!(f, "the screen gave {bytes} bytes for {width}x{height}"),
            ScreenshotError::Write { path, error } => {
                write!(f, "cannot write the screenshot {path}: {error}")
            }
        }
    }
}

impl std::error::Error for ScreenshotError {}

/// Saves the current screen as a PNG at `path`; the error says what went wrong.
pub fn save_png(path: &str) -> Result<(), ScreenshotError> {
    let screen = get_screen_data();
    let (w, h) = (usize::from(screen.width), usize::from(screen.height));
    let row = w * 4;
    if screen.bytes.len() < row * h {
        return Err(ScreenshotError::ShortScreen {
            bytes: screen.bytes.len(),
            width: w,
            height: h,
        });
    }
    // OpenGL rows run bottom to top; PNG rows top to bottom.
    let mut flipped = Vec::with_capacity(row * h);
    for y in (0..h).rev() {
        flipped.extend_from_slice(&screen.bytes[y * row..(y + 1) * row]);
    }
    image::save_buffer(path, &flipped, w as u32, h as u32, image::ColorType::Rgba8).map_err(
        |error| ScreenshotError::Write {
            path: path.to_string(),
            error,
        },
    )
}
