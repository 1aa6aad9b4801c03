// hexkick's own imports for the wasm module: switches given in the page's address.
// `index.html?test` turns on the game's test mode (log lines for the browser test), as
// `--test-mode` does on the command line; `?studio` opens the team studio. Rust side:
// src/launch.rs, and src/ui/studio/web_files.rs for the studio's downloads and file picker.
// Also the page's start: hexkickLoad (the module index.html compiles), the audio output
// opened on first use, hexkickAfterFirstFrame (what waits for the game's first frame).
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
    // What waits for the game's first frame (hexkickAfterFirstFrame): run once the first
    // frame is drawn, when the browser is idle.
    const afterFirstFrame = [];
    let firstFrameDrawn = false;
    window.hexkickAfterFirstFrame = function (fn) {
        if (firstFrameDrawn) fn();
        else afterFirstFrame.push(fn);
    };
    function firstFrameDone() {
        firstFrameDrawn = true;
        const later = window.requestIdleCallback || ((fn) => setTimeout(fn, 0));
        later(() => afterFirstFrame.splice(0).forEach((fn) => fn()), { timeout: 2000 });
    }

    // The game's exports as the page calls them: pointer calls stamped (above), and the first
    // frame noticed (firstFrameDone).
    function wrapExports() {
        const inner = wasm_exports;
        const outer = Object.assign({}, inner);
        outer.frame = function () {
            const result = inner.frame();
            if (!firstFrameDrawn) firstFrameDone();
            return result;
        };
        for (const name of ["mouse_move", "mouse_down", "mouse_up", "touch"]) {
            if (typeof inner[name] !== "function") continue;
            outer[name] = function (...args) {
                if (pointerStamps.length < MAX_POINTER_STAMPS) pointerStamps.push(eventSeconds());
                return inner[name](...args);
            };
        }
        wasm_exports = outer;
    }

    // A box over the game to paste a share code into, for a browser that refuses the game the
    // clipboard: the player long-presses in it and pastes. `done(text)` gets the text ("" on
    // Cancel). `words` are the box's label, Cancel and OK in the game's language (the game
    // hands them over). Ids for the browser tests: hexkick-paste, hexkick-paste-ok,
    // hexkick-paste-cancel.
    function pasteBox(done, words) {
        if (document.getElementById("hexkick-paste")) return;
        const [heading, cancel, ok] = words;
        const box = document.createElement("form");
        box.id = "hexkick-paste-box";
        box.innerHTML =
            '<label for="hexkick-paste"></label>' +
            '<textarea id="hexkick-paste" rows="4" autocomplete="off" spellcheck="false"></textarea>' +
            '<div><button type="button" id="hexkick-paste-cancel"></button>' +
            '<button type="submit" id="hexkick-paste-ok"></button></div>';
        box.querySelector("label").textContent = heading || "Paste the share code here";
        box.querySelector("#hexkick-paste-cancel").textContent = cancel || "Cancel";
        box.querySelector("#hexkick-paste-ok").textContent = ok || "Use this code";
        const close = (text) => {
            box.remove();
            done(text);
            const canvas = document.getElementById("glcanvas");
            if (canvas) canvas.focus();
        };
        box.onsubmit = (e) => {
            e.preventDefault();
            close(box.querySelector("textarea").value);
        };
        box.querySelector("#hexkick-paste-cancel").onclick = () => close("");
        // The game's canvas swallows keys and touches: keep them in the box.
        for (const type of ["keydown", "keyup", "keypress", "paste", "touchstart", "touchend", "touchmove"]) {
            box.addEventListener(type, (e) => e.stopPropagation());
        }
        document.body.appendChild(box);
        box.querySelector("textarea").focus();
    }

    // The screen kept awake during a match (Wake Lock, where the browser allows it): the lock
    // is lost when the tab is hidden and taken again when it shows.
    const awake = (function () {
        let wanted = false;
        let lock = null;
        function take() {
            if (!wanted || lock || document.visibilityState !== "visible") return;
            if (!navigator.wakeLock || !navigator.wakeLock.request) return;
            navigator.wakeLock.request("screen").then(
                (l) => {
                    lock = l;
                    console.log("hexkick: screen kept awake");
                    l.addEventListener("release", () => {
                        lock = null;
                    });
                    if (!wanted) l.release();
                },
                (e) => console.log("hexkick: the browser does not keep the screen awake (" + e.name + ")"),
            );
        }
        document.addEventListener("visibilitychange", take);
        return {
            want(on) {
                wanted = on;
                if (on) take();
                else if (lock) lock.release();
            },
        };
    })();

    // Full screen on a phone or tablet: asked on the first touch (browsers only allow it
    // after a gesture), unless the installed app already runs full screen.
    function fullScreenOnFirstTouch() {
        const standalone = window.matchMedia("(display-mode: fullscreen), (display-mode: standalone)").matches;
        const el = document.documentElement;
        if (standalone || !el.requestFullscreen) return;
        const ask = () => {
            document.removeEventListener("touchend", ask, true);
            if (document.fullscreenElement) return;
            el.requestFullscreen({ navigationUI: "hide" }).catch((e) => {
                console.log("hexkick: full screen refused (" + e.name + ")");
            });
        };
        document.addEventListener("touchend", ask, true);
    }
    fullScreenOnFirstTouch();

    // macroquad opens the audio output (two AudioContexts: about 0.1 s of a loaded phone's
    // start) before the first frame; it is opened when the first sound is loaded or played
    // instead (the game loads its sounds a few frames after the first).
    function openAudioOnFirstUse(env) {
        const open = env.audio_init;
        if (typeof open !== "function") return;
        let opened = false;
        const ensure = () => {
            if (!opened) {
                opened = true;
                open();
            }
        };
        env.audio_init = function () {};
        for (const name of ["audio_add_buffer", "audio_play_buffer"]) {
            const call = env[name];
            if (typeof call !== "function") continue;
            env[name] = function (...args) {
                ensure();
                return call(...args);
            };
        }
    }

    // Work done by workers (web/worker.js) on the game's own compiled module, so that no
    // simulated fixture and no AI thinking runs in the page's frames (src/ui/worker.rs). Each
    // lane of work (0: the competition's fixture, 1: the AI's decision or advice) has a worker
    // of its own. A job started on a lane while another works there stops the other (the page
    // left it, or asks something else now): its worker is ended and a new one takes the job.
    // Jobs are numbered: the number start() gives is asked about, and an older number is told
    // that a newer job took its place.
    function lane(name) {
        let worker = null;
        let job = 0;
        // 0 while the job is worked on, 1 once its answer waits, 2 when the worker died (3:
        // asked about an older job).
        let status = 1;
        let progress = -1;
        const answer = waiting();
        function hire() {
            const w = new Worker("worker.js");
            window.hexkickWasm.then((module) => w.postMessage({ module }));
            w.onmessage = (e) => {
                const m = e.data;
                if (w !== worker || m.id !== job) return;
                if (m.progress !== undefined) {
                    progress = m.progress;
                } else if (m.answer) {
                    answer.put(m.answer);
                    status = 1;
                } else if (m.died) {
                    console.error("hexkick: the " + name + " died (" + m.died + ")");
                    status = 2;
                }
            };
            w.onerror = (e) => {
                if (w !== worker) return;
                console.error("hexkick: the " + name + "'s worker failed (" + (e.message || e) + ")");
                status = 2;
            };
            return w;
        }
        return {
            start(ptr, len) {
                if (typeof Worker !== "function" || !window.hexkickWasm) return 0;
                if (worker && status === 0) {
                    worker.terminate();
                    worker = null;
                }
                try {
                    if (!worker) worker = hire();
                } catch (e) {
                    console.warn("hexkick: no worker for the " + name + " (" + e + "); the page does it");
                    return 0;
                }
                const bytes = new Uint8Array(wasm_memory.buffer, ptr, len).slice();
                job += 1;
                status = 0;
                progress = -1;
                const id = job;
                const w = worker;
                window.hexkickWasm.then(() => w.postMessage({ id, job: bytes }, [bytes.buffer]));
                return id;
            },
            status: (id) => (id === job ? status : 3),
            progress: () => progress,
            answer,
        };
    }
    const lanes = [lane("simulation"), lane("AI's decision")];
    const onLane = (i) => lanes[i] || lanes[0];

    // The browser's Back while the game keeps an entry of its own on top (hexkick_back_guard).
    const backGuard = { on: false, pressed: 0 };
    window.addEventListener("popstate", function () {
        if (!backGuard.on) return;
        backGuard.pressed += 1;
        history.pushState({ hexkick: true }, "");
    });

    function register_plugin(importObject) {
        openAudioOnFirstUse(importObject.env);
        importObject.env.hexkick_clock = seconds;
        importObject.env.hexkick_pointer_stamp = function () {
            return pointerStamps.length > 0 ? pointerStamps.shift() : -1;
        };
        importObject.env.hexkick_pointer_stamps_clear = function () {
            pointerStamps.length = 0;
        };
        // Work done by the workers (above, and src/ui/worker.rs), by lane.
        importObject.env.hexkick_work_start = (lane, ptr, len) => onLane(lane).start(ptr, len);
        importObject.env.hexkick_work_status = (lane, id) => onLane(lane).status(id);
        importObject.env.hexkick_work_progress = (lane) => onLane(lane).progress();
        importObject.env.hexkick_work_result_len = (lane) => onLane(lane).answer.len();
        importObject.env.hexkick_work_result_take = (lane, ptr, len) => onLane(lane).answer.take(ptr, len);
        // Called by a worker's instance only (web/worker.js).
        importObject.env.hexkick_work_report = function () {};
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
        // the text wait in `pasted`. When reading is refused or the clipboard is empty, a box
        // to paste the code into opens (pasteBox, its words from the game: label, Cancel and OK
        // on three lines); cancelling it gives the empty text.
        importObject.env.hexkick_clipboard_read = function (maxBytes, wordsPtr, wordsLen) {
            const keep = (text) => {
                pasted.put(new TextEncoder().encode(text).subarray(0, maxBytes));
            };
            const words = UTF8ToString(wordsPtr, wordsLen).split("\n");
            const ask = () => pasteBox(keep, words);
            if (!navigator.clipboard || !navigator.clipboard.readText) {
                ask();
                return;
            }
            navigator.clipboard.readText().then(
                (text) => (text.trim() === "" ? ask() : keep(text)),
                (e) => {
                    console.warn("hexkick: the browser refused to paste (" + e + "): paste box");
                    ask();
                },
            );
        };
        importObject.env.hexkick_pasted_len = pasted.len;
        importObject.env.hexkick_pasted_take = pasted.take;
        // The game is in a match (1) or not (0): keep the screen awake meanwhile.
        importObject.env.hexkick_keep_awake = function (on) {
            awake.want(on !== 0);
        };
        // A haptic tick of ms milliseconds (the kick, the ball's contacts), where the browser
        // can vibrate; a refusal (no user gesture yet, no vibrator) only loses the tick.
        importObject.env.hexkick_vibrate = function (ms) {
            if (typeof navigator.vibrate !== "function") return;
            try {
                navigator.vibrate(ms);
            } catch (e) {
                console.log("hexkick: vibrate refused (" + e + ")");
            }
        };
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
        // The browser's Back: while the game asks for it (a match or a watched match on show)
        // a history entry of its own stays on top; Back pops it, the game is told (it pauses
        // the match, or goes back to the page it came from) and the entry is put back.
        importObject.env.hexkick_back_guard = function (on) {
            const want = on !== 0;
            if (want && !backGuard.on) history.pushState({ hexkick: true }, "");
            if (!want && backGuard.on && history.state && history.state.hexkick) history.back();
            backGuard.on = want;
        };
        // How many times Back was pressed since the game last asked.
        importObject.env.hexkick_take_back = function () {
            const n = backGuard.pressed;
            backGuard.pressed = 0;
            return n;
        };
        // The browser's language ("fr-FR"), written at out; -1 when it says none.
        importObject.env.hexkick_browser_language = function (out, cap) {
            const lang = navigator.language || "";
            return lang === "" ? -1 : writeText(lang, out, cap);
        };
    }

    // mq_js_bundle.js's load(url), for a module already compiling (index.html starts it in the
    // page's head, before the scripts load): the plugins registered, the module instantiated
    // with their imports, its exports kept, the plugins initialised, the game's main started.
    window.hexkickLoad = function (compiled) {
        register_plugins(plugins);
        compiled
            .then((module) => {
                add_missing_functions_stabs(module);
                return WebAssembly.instantiate(module, importObject);
            })
            .then((instance) => {
                wasm_memory = instance.exports.memory;
                wasm_exports = instance.exports;
                const crate = wasm_exports.crate_version();
                if (version !== crate) {
                    console.error("Version mismatch: gl.js version is: " + version + ", miniquad crate version is: " + crate);
                }
                init_plugins(plugins);
                instance.exports.main();
            })
            .catch((e) => console.error(e));
    };

    miniquad_add_plugin({
        register_plugin,
        on_init: wrapExports,
        version: 1,
        name: "hexkick",
    });
})();
