//! What the game tells the page it runs in (`web/hexkick.js`): keep the screen awake while a
//! match is on. Natively there is no page and these do nothing.

/// Keeps the screen awake (the browser's Wake Lock, where it allows it) while `on`; the page
/// takes the lock back after the tab was hidden. Call it when a match starts and ends.
pub fn keep_awake(on: bool) {
    imp::keep_awake(on);
}

#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // an import of web/hexkick.js
mod imp {
    #[link(wasm_import_module = "env")]
    unsafe extern "C" {
        fn hexkick_keep_awake(on: u32);
    }

    pub fn keep_awake(on: bool) {
        // SAFETY: an import of web/hexkick.js taking a number.
        unsafe { hexkick_keep_awake(u32::from(on)) }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    pub fn keep_awake(_on: bool) {}
}
