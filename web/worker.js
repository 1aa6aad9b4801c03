// The competition's simulated fixtures, played off the page's thread (src/ui/competition/
// worker.rs): the page posts the game's compiled module once, then a job at a time (the
// competition as JSON bytes). The module is instantiated here without a window: its imports
// are stubs but for hexkick_sim_report, which posts the minute and score as the match goes
// on. Each job is answered with the match's log (JSON bytes) or, when the module dies (a
// fault in the AI), with `died`; the next job then gets a fresh instance.
"use strict";

let module = null;
let exports = null;
// The id of the job being played.
let playing = 0;

function instantiate() {
    const env = {};
    for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
        if (from === "env" && kind === "function") env[name] = () => 0;
    }
    env.hexkick_sim_report = (minute, home, away) => postMessage({ id: playing, progress: [minute, home, away] });
    return WebAssembly.instantiate(module, { env }).then((instance) => instance.exports);
}

// Jobs are played one after the other, each answered with its id.
let queue = Promise.resolve();

async function play({ id, job }) {
    playing = id;
    try {
        if (!exports) exports = await instantiate();
        const at = exports.hexkick_sim_job(job.length);
        new Uint8Array(exports.memory.buffer, at, job.length).set(job);
        exports.hexkick_sim_play();
        const answer = new Uint8Array(
            exports.memory.buffer,
            exports.hexkick_sim_answer(),
            exports.hexkick_sim_answer_len(),
        ).slice();
        postMessage({ id, answer }, [answer.buffer]);
    } catch (e) {
        exports = null;
        postMessage({ id, died: String(e) });
    }
}

onmessage = (event) => {
    if (event.data.module) {
        module = event.data.module;
        return;
    }
    queue = queue.then(() => play(event.data));
};
