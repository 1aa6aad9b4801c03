// Work done off the page's thread (src/ui/worker.rs): the competition's simulated fixtures and
// the AI's decisions in a match. The page hires one worker per lane of work, posts it the
// game's compiled module once, then a job at a time (bytes: the lane, then the work as JSON).
// The module is instantiated here without a window: its imports are stubs but for
// hexkick_work_report, which posts how the work goes (a fixture's minute and score). Each job
// is answered with the bytes the module hands back or, when the module dies (a fault in the
// AI), with `died`; the next job then gets a fresh instance.
"use strict";

let module = null;
let exports = null;
// The id of the job being done.
let working = 0;

function instantiate() {
    const env = {};
    for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
        if (from === "env" && kind === "function") env[name] = () => 0;
    }
    env.hexkick_work_report = (progress) => postMessage({ id: working, progress });
    return WebAssembly.instantiate(module, { env }).then((instance) => instance.exports);
}

// Jobs are done one after the other, each answered with its id.
let queue = Promise.resolve();

async function work({ id, job }) {
    working = id;
    try {
        if (!exports) exports = await instantiate();
        const at = exports.hexkick_work_job(job.length);
        new Uint8Array(exports.memory.buffer, at, job.length).set(job);
        exports.hexkick_work_run();
        const answer = new Uint8Array(
            exports.memory.buffer,
            exports.hexkick_work_answer(),
            exports.hexkick_work_answer_len(),
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
    queue = queue.then(() => work(event.data));
};
