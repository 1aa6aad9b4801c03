// Browser sound test: the web build in Debian's chromium on a touch phone plays its sounds
// through Web Audio (quad-snd's glue in macroquad's mq_js_bundle.js). A phone's browser keeps an
// audio context suspended until a user gesture; quad-snd makes the game's context at start and
// resumes it from its first touchstart/mousedown handler, which logs "fix". Headless chromium
// does not enforce the autoplay policy (its contexts run at once, whatever --autoplay-policy
// says), so the test checks what it can: the context exists before any touch and the unlock
// handler has not run; the first real CDP tap runs it; "Start" on the new-match screen then
// starts the whistle (a buffer of the whistle's 0.65 s) on a running context. With Sound
// switched off in the settings (after a reload) the whistle is logged as muted and no buffer
// is started.
//
// The page is instrumented before the game loads (addInitScript): every AudioContext made and
// every AudioBufferSourceNode.start (its buffer's length, its context's state) is recorded in
// window.__hexkickAudio. The game's console lines it reads (`?test&menus`; src/ui):
//   HEXKICK sound loaded=19 device=ok                         the 19 sounds are decoded (the
//                                                             kick and the ball's contacts in
//                                                             three pitch bands each)
//   HEXKICK screen_shown name=title|new_match|settings w=.. h=..
//   HEXKICK menu_button screen=.. id=.. x=.. y=..              where to tap
//   HEXKICK sound cue=whistle played=yes|muted                 a cue was played (or muted)
// Writes test-output/browser/sound.log.
//
// Usage: node tests/browser/sound.mjs [DIST_DIR]
import { browserTest, PHONE, sleep, waitForRecord } from './harness.mjs';

/** The whistle's length in seconds (src/ui/sound/synth.rs, Cue::duration_s). */
const WHISTLE_S = 0.65;

/** Runs in the page before its scripts: records audio contexts and buffer starts. */
function instrumentAudio() {
  const probe = { contexts: [], starts: [] };
  window.__hexkickAudio = probe;
  const Base = window.AudioContext || window.webkitAudioContext;
  if (!Base) return;
  class Recorded extends Base {
    constructor(...args) {
      super(...args);
      probe.contexts.push(this);
    }
  }
  window.AudioContext = Recorded;
  window.webkitAudioContext = Recorded;
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    probe.starts.push({ seconds: this.buffer ? this.buffer.duration : 0, state: this.context.state });
    return start.apply(this, args);
  };
}

/** What quad-snd's audio unlock handler (resume on the first gesture) logs. */
const UNLOCKED = 'fix';

const isWhistle = (s) => Math.abs(s.seconds - WHISTLE_S) < 0.01;

await browserTest('sound', { screen: PHONE }, async (t) => {
  const log = t.log;
  /** The states of the audio contexts (quad-snd makes the game's first) and the starts. */
  const audio = () =>
    t.page.evaluate(() => {
      const p = window.__hexkickAudio;
      return { contexts: p.contexts.map((c) => c.state), starts: p.starts.slice() };
    });
  await t.context.addInitScript(instrumentAudio);

  // 1. Loaded, no gesture yet: the context exists, the unlock handler has not run, nothing
  // has started.
  await t.open('test&menus');
  const loaded = await waitForRecord(log, 'sound', 0, undefined, (f) => f.loaded !== undefined);
  if (loaded.loaded !== '19' || loaded.device !== 'ok') throw new Error(`sounds not loaded: ${log[loaded.index]}`);
  let now = await audio();
  console.log(`before a touch: contexts ${JSON.stringify(now.contexts)}, ${now.starts.length} buffers started`);
  if (now.contexts.length === 0) throw new Error('no AudioContext was created');
  if (log.includes(UNLOCKED)) throw new Error('the audio was unlocked before any touch');
  if (now.starts.length !== 0) throw new Error(`buffers started before any touch: ${JSON.stringify(now.starts)}`);

  // 2. A touch (New match) runs the unlock handler; Start blows the whistle.
  let from = log.length;
  await t.tapMenu('title', 'new_match', 0);
  if (log.indexOf(UNLOCKED, from) < 0) throw new Error('the first touch did not run the audio unlock handler');
  await t.tapMenu('new_match', 'start', from);
  const whistle = await waitForRecord(log, 'sound', from, 30_000, (f) => f.cue === 'whistle');
  if (whistle.played !== 'yes') throw new Error(`the whistle was not played: ${log[whistle.index]}`);
  await sleep(300);
  now = await audio();
  console.log(`after touches: contexts ${JSON.stringify(now.contexts)}, started ${JSON.stringify(now.starts)}`);
  if (now.contexts[0] !== 'running') throw new Error(`the context is ${now.contexts[0]} after a touch`);
  const played = now.starts.filter(isWhistle);
  if (played.length !== 1 || played[0].state !== 'running') {
    throw new Error(`expected one whistle buffer started on a running context, got ${JSON.stringify(now.starts)}`);
  }

  // 3. Reload, switch Sound off in the settings, start again: muted, nothing started.
  from = await t.reload();
  await waitForRecord(log, 'sound', from, undefined, (f) => f.loaded !== undefined);
  await t.tapMenu('title', 'settings', from);
  await t.tapMenu('settings', 'sound.0', from);
  await t.tapMenu('settings', 'back', from);
  await t.tapMenu('title', 'new_match', from);
  await t.tapMenu('new_match', 'start', from);
  const muted = await waitForRecord(log, 'sound', from, 30_000, (f) => f.cue === 'whistle');
  if (muted.played !== 'muted') throw new Error(`sound off, yet: ${log[muted.index]}`);
  await sleep(300);
  now = await audio();
  if (now.starts.some(isWhistle)) throw new Error(`a whistle was started while muted: ${JSON.stringify(now.starts)}`);
  console.log(`muted: ${log[muted.index]}; buffers started since the reload: ${JSON.stringify(now.starts)}`);
});
