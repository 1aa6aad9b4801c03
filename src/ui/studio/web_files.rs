//! Files and the clipboard in the browser, through `web/hexkick.js`: downloads (exported
//! templates and sheets), a file picker (template import), and the system clipboard for share
//! codes (miniquad's own clipboard only meets the system one on Ctrl+C / Ctrl+V, which a phone
//! has not). The picker and the clipboard answer later, so the studio polls them.

use hexkick_teams::share::MAX_CODE_CHARS;
use hexkick_teams::template::MAX_TEMPLATE_BYTES;

// Provided by web/hexkick.js.
#[link(wasm_import_module = "env")]
unsafe extern "C" {
    fn hexkick_download(name: *const u8, name_len: u32, data: *const u8, data_len: u32);
    fn hexkick_pick_file(max_bytes: u32);
    fn hexkick_picked_len() -> i32;
    fn hexkick_picked_take(into: *mut u8, len: u32);
    fn hexkick_clipboard_write(text: *const u8, len: u32);
    fn hexkick_clipboard_read(max_bytes: u32, words: *const u8, words_len: u32);
    fn hexkick_pasted_len() -> i32;
    fn hexkick_pasted_take(into: *mut u8, len: u32);
}

/// Offers `bytes` to the player as a download named `name`.
pub fn download(name: &str, bytes: &[u8]) {
    // SAFETY: both pointers and lengths describe live slices; the JS side only copies them.
    unsafe {
        hexkick_download(
            name.as_ptr(),
            name.len() as u32,
            bytes.as_ptr(),
            bytes.len() as u32,
        )
    }
}

/// Opens the browser's file picker; the chosen file's first bytes arrive through
/// [`take_picked`] (one byte more than a template may have, so an oversized file is refused).
pub fn pick_file() {
    // SAFETY: no arguments but a number.
    unsafe { hexkick_pick_file(MAX_TEMPLATE_BYTES as u32 + 1) }
}

/// The bytes of a file picked since the last call, if one was.
pub fn take_picked() -> Option<Vec<u8>> {
    // SAFETY: a plain query.
    let len = unsafe { hexkick_picked_len() };
    let len = usize::try_from(len).ok()?.min(MAX_TEMPLATE_BYTES + 1);
    let mut bytes = vec![0u8; len];
    // SAFETY: the buffer is `len` bytes long and the JS side writes at most `len` bytes.
    unsafe { hexkick_picked_take(bytes.as_mut_ptr(), len as u32) };
    Some(bytes)
}

/// Puts `text` on the system clipboard (the browser allows it right after a tap).
pub fn copy_text(text: &str) {
    // SAFETY: the pointer and length describe a live string; the JS side only copies it.
    unsafe { hexkick_clipboard_write(text.as_ptr(), text.len() as u32) }
}

/// Asks the browser for the clipboard's text; it arrives through [`take_pasted`] (empty when
/// the clipboard is empty or reading was refused and the paste box, worded in the game's
/// language, was cancelled).
pub fn request_paste() {
    use hexkick_i18n::tr;
    let words = [
        tr("Paste the share code here"),
        tr("Cancel"),
        tr("Use this code"),
    ]
    .join("\n");
    // SAFETY: the pointer and length describe a live string; the JS side only copies it.
    unsafe {
        hexkick_clipboard_read(
            MAX_CODE_CHARS as u32 + 1,
            words.as_ptr(),
            words.len() as u32,
        )
    }
}

/// The clipboard text read since the last call, if it has arrived (at most one byte more than
/// a share code may have, so an oversized paste is refused by the importer).
pub fn take_pasted() -> Option<String> {
    // SAFETY: a plain query.
    let len = unsafe { hexkick_pasted_len() };
    let len = usize::try_from(len).ok()?.min(MAX_CODE_CHARS + 1);
    let mut bytes = vec![0u8; len];
    // SAFETY: the buffer is `len` bytes long and the JS side writes at most `len` bytes.
    unsafe { hexkick_pasted_take(bytes.as_mut_ptr(), len as u32) };
    Some(String::from_utf8_lossy(&bytes).into_owned())
}
