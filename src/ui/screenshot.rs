//! Writes what is on the screen to a PNG file (native only: the web has no files).

use macroquad::texture::get_screen_data;

/// Saves the current screen as a PNG at `path`; the error says what went wrong.
pub fn save_png(path: &str) -> Result<(), String> {
    let screen = get_screen_data();
    let (w, h) = (usize::from(screen.width), usize::from(screen.height));
    let row = w * 4;
    if screen.bytes.len() < row * h {
        return Err(format!(
            "the screen gave {} bytes for {w}x{h}",
            screen.bytes.len()
        ));
    }
    // OpenGL rows run bottom to top; PNG rows top to bottom.
    let mut flipped = Vec::with_capacity(row * h);
    for y in (0..h).rev() {
        flipped.extend_from_slice(&screen.bytes[y * row..(y + 1) * row]);
    }
    image::save_buffer(path, &flipped, w as u32, h as u32, image::ColorType::Rgba8)
        .map_err(|e| format!("cannot write the screenshot {path}: {e}"))
}
