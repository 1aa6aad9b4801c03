// hexkick's own imports for the wasm module: switches given in the page's address.
// `index.html?test` turns on the game's test mode (log lines for the browser test), as
// `--test-mode` does on the command line; `?studio` opens the team studio. Rust side:
// src/launch.rs, and src/ui/studio/web_files.rs for the studio's downloads and file picker.
"use strict";

(function () {
    // Bytes the page got for the game later (a picked file, the clipboard's text): they wait
    // until the game asks for their length and takes them.
    function waiting() {
        let bytes = null;
        return {
            put(b) {
                bytes = b;
            },
            len() {
                return bytes === null ? -1 : bytes.length;
            },
            take(ptr, len) {
                if (bytes === null) return;
                new Uint8Array(wasm_memory.buffer, ptr, len).set(bytes.subarray(0, len));
                bytes = null;
            },
        };
    }
    // The file last picked for import.
    const picked = waiting();
    // The clipboard text last read (UTF-8).
    const pasted = waiting();

    // Receipt stamps of the pointer calls into the game (src/input/device.rs): macroquad
    // queues mouse and touch events without a time until the next frame, so each call of the
    // wasm exports below is stamped here with its event's time, in order, and the game takes the stamps back in the
    // same order when it reads its queue (then drops any left, so the two cannot drift).
    const pointerStamps = [];
    const MAX_POINTER_STAMPS = 1024;
    const seconds = () => performance.now() / 1000;
    // When the browser says the event being handled happened (its timeStamp, on the
    // performance.now() clock): Chrome holds touch and mouse moves back to the next animation
    // frame, so the moment of the call is not the moment of the move. Now when there is none.
    function eventSeconds() {
        const now = seconds();
        const e = window.event;
        const t = e && typeof e.timeStamp === "number" ? e.timeStamp / 1000 : NaN;
        return t > 0 && t <= now ? t : now;
    }
    function stampPointerCalls() {
        const inner = wasm_exports;
        const outer = Object.assign({}, inner);
        for (const name of ["mouse_move", "mouse_down", "mouse_up", "touch"]) {
            if (typeof inner[name] !== "function") continue;
            outer[name] = function (...args) {
                if (pointerStamps.length < MAX_POINTER_STAMPS) pointerStamps.push(eventSeconds());
                return inner[name](...args);
            };
        }
        wasm_exports = outer;
    }

    function register_plugin(importObject) {
        importObject.env.hexkick_clock = seconds;
        importObject.env.hexkick_pointer_stamp = function () {
            return pointerStamps.length > 0 ? pointerStamps.shift() : -1;
        };
        importObject.env.hexkick_pointer_stamps_clear = function () {
            pointerStamps.length = 0;
        };
        // The team studio's exports: a download of the given bytes under a file name.
        importObject.env.hexkick_download = function (namePtr, nameLen, dataPtr, dataLen) {
            const name = UTF8ToString(namePtr, nameLen);
            const bytes = new Uint8Array(wasm_memory.buffer, dataPtr, dataLen).slice();
            const url = URL.createObjectURL(new Blob([bytes]));
            const link = document.createElement("a");
            link.href = url;
            link.download = name;
            document.body.appendChild(link);
            link.click();
            link.remove();
            setTimeout(() => URL.revokeObjectURL(url), 30000);
        };
        // The team studio's import: a file picker; the first maxBytes of the file wait in
        // `picked` until the game asks for them.
        importObject.env.hexkick_pick_file = function (maxBytes) {
            const input = document.createElement("input");
            input.type = "file";
            input.accept = ".json,application/json,text/plain";
            input.onchange = () => {
                const file = input.files && input.files[0];
                if (!file) return;
                file.slice(0, maxBytes).arrayBuffer().then((buffer) => {
                    picked.put(new Uint8Array(buffer));
                });
            };
            input.click();
        };
        importObject.env.hexkick_picked_len = picked.len;
        importObject.env.hexkick_picked_take = picked.take;
        // The team studio's share codes: the system clipboard. miniquad keeps its own copy
        // (`clipboard` in gl.js), which only reaches the system on Ctrl+C; a tap copies here.
        importObject.env.hexkick_clipboard_write = function (ptr, len) {
            const text = UTF8ToString(ptr, len);
            if (typeof clipboard !== "undefined") clipboard = text;
            if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(text).catch((e) => {
                    console.warn("hexkick: the browser refused to copy (" + e + ")");
                });
            }
        };
        // Reads the clipboard (the browser may ask the player first); the first maxBytes of
        // the text wait in `pasted`; empty when there is nothing or reading was refused.
        importObject.env.hexkick_clipboard_read = function (maxBytes) {
            const keep = (text) => {
                pasted.put(new TextEncoder().encode(text).subarray(0, maxBytes));
            };
            if (!navigator.clipboard || !navigator.clipboard.readText) {
                keep("");
                return;
            }
            navigator.clipboard.readText().then(keep, (e) => {
                console.warn("hexkick: the browser refused to paste (" + e + ")");
                keep("");
            });
        };
        importObject.env.hexkick_pasted_len = pasted.len;
        importObject.env.hexkick_pasted_take = pasted.take;
        // 1 when the page address has ?NAME or &NAME (with or without a value), else 0.
        importObject.env.hexkick_page_flag = function (ptr, len) {
            const name = UTF8ToString(ptr, len);
            return new URLSearchParams(window.location.search).has(name) ? 1 : 0;
        };
        // Writes text's UTF-8 bytes (at most cap) at out in the game's memory; its length.
        function writeText(text, out, cap) {
            const bytes = new TextEncoder().encode(text).subarray(0, cap);
            new Uint8Array(wasm_memory.buffer, out, bytes.length).set(bytes);
            return bytes.length;
        }
        // The value of ?NAME=VALUE in the page address, written at out; -1 when absent.
        importObject.env.hexkick_page_value = function (ptr, len, out, cap) {
            const value = new URLSearchParams(window.location.search).get(UTF8ToString(ptr, len));
            return value === null ? -1 : writeText(value, out, cap);
        };
        // The browser's language ("fr-FR"), written at out; -1 when it says none.
        importObject.env.hexkick_browser_language = function (out, cap) {
            const lang = navigator.language || "";
            return lang === "" ? -1 : writeText(lang, out, cap);
        };
    }

    miniquad_add_plugin({
        register_plugin,
        on_init: stampPointerCalls,
        version: 1,
        name: "hexkick",
    });
})();
