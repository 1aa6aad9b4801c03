//! What the game tells the web page it runs in (`web/hexkick.js`): keep the screen awake while a
//! match is on, and a short vibration for a haptic tick. Natively there is no page and these
//! do nothing.

/// Keeps the screen awake (the browser's Wake Lock, where it allows it) while `on`; the page
/// takes the lock back after the tab was hidden. Call it when a match starts and ends.
pub fn keep_awake(on: bool) {
    imp::keep_awake(on);
}

/// Vibrates the device for `ms` milliseconds (`navigator.vibrate`, where the browser has it:
/// phones' Chrome and Firefox; the page ignores it elsewhere).
pub fn vibrate(ms: u32) {
    imp::vibrate(ms);
}

#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)] // imports of web/hexkick.js
mod imp {
    #[link(wasm_import_module = "env")]
    unsafe extern "C" {
        fn hexkick_keep_awake(on: u32);
        fn hexkick_vibrate(ms: u32);
    }

    pub fn keep_awake(on: bool) {
        // SAFETY: an import of web/hexkick.js taking a number.
        unsafe { hexkick_keep_awake(u32::from(on)) }
    }

    pub fn vibrate(ms: u32) {
        // SAFETY: an import of web/hexkick.js taking a number.
        unsafe { hexkick_vibrate(ms) }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    pub fn keep_awake(_on: bool) {}

    pub fn vibrate(_ms: u32) {}
}
