// Browser flick practice test: a player opens Flick practice from the title screen of the web
// build on a 390x844 phone (device scale 3) with real CDP touches, plays drills to a score and
// finds the best kept after a reload:
//   1. title -> Flick practice -> "Pass to a marked cell"; a real swipe from the ball towards
//      the lit cell; the try is judged (`practice drill=pass result=hit|miss off_cm=.. score=..
//      best=.. why=..`) and its words shown in the drill's panel (screenshot); Again starts it over;
//   2. Next drill (the gap); Back to the list, the control switched to drag back there, the gap
//      drill played by pulling back from the ball and letting go (`control=drag_back`);
//   3. reload: the pass drill opens with the best of step 1 (`practice_drill ... best=N`).
// The game's lines: src/ui/practice/mod.rs. Screenshots: test-output/browser/practice-*.png.
// Prints "ok ..."/"FAIL ..." lines.
//
// Usage: node tests/browser/practice.mjs [DIST_DIR]
import {
  PHONE_390, browserTest, checks, glassOfKick, isPicture, lastRecord, waitForRecord,
} from './harness.mjs';

/** The first load compiles the wasm module: on a loaded machine that can take a while. */
const START_TIMEOUT_MS = 180_000;

const { check, failed } = checks();

await browserTest('practice', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  // The game's own test-mode timeout (60 s) is too short for a loaded machine's slow frames.
  const from = await t.open('test&menus&timeout=240');
  const title = await waitForRecord(log, 'screen_shown', from, START_TIMEOUT_MS, (f) => f.name === 'title');
  const k = await t.toCss(title.w);
  const css = (r) => ({ x: Number(r.x) * k, y: Number(r.y) * k });
  const last = (kind, match) => lastRecord(log, kind, from, match);
  const shots = [];
  const shoot = async (name) => shots.push(await t.screenshot(`practice-${name}`));
  await t.frames(10);
  await shoot('title');

  /** Opens drill `key` from the Flick practice page shown at log index >= since. */
  const openDrill = async (key, since) => {
    const opened = log.length;
    await t.tapMenu('practice', `drill_${key}`, since);
    const drill = await waitForRecord(log, 'practice_drill', opened, 30_000, (f) => f.drill === key);
    await waitForRecord(log, 'ball_screen', opened, 30_000);
    await t.frames(10);
    return drill;
  };

  /** The drill screen's button `id` tapped, once listed after log index `since`. */
  const tapDrill = async (id, since) => {
    const button = await waitForRecord(log, 'menu_button', since, 30_000,
      (f) => f.screen === 'practice_drill' && f.id === id);
    const tapped = log.length;
    await t.tap(css(button));
    await t.frames(4);
    return tapped;
  };

  /** Waits for the try's judgement after log index `mark`; checks its fields. */
  const judged = async (mark, key, control) => {
    const done = await waitForRecord(log, 'practice', mark, 30_000);
    console.log(`     ${log[done.index]}`);
    const off = Number(done.off_cm);
    const score = Number(done.score);
    check(done.drill === key, `the ${key} try is judged (${done.drill})`);
    check(['hit', 'miss'].includes(done.result), `a hit or a miss (${done.result})`);
    check(Number.isFinite(off) && off >= 0, `how far off, in cm (${done.off_cm})`);
    check(score >= 0 && score <= 100 && (done.result === 'hit') === (score >= 50),
      `a score out of 100, a hit 50 or more (${score})`);
    check(Number(done.best) >= score, `the best is at least this try (${done.best})`);
    check(done.control === control, `played with the ${control} control (${done.control})`);
    check((done.result === 'hit') === (done.why === 'none'), `a miss says why (${done.why})`);
    return done;
  };

  // 1. Title -> Flick practice -> the pass drill, a swipe from the ball towards the lit cell.
  let mark = log.length;
  await t.tapMenu('title', 'practice', from);
  await waitForRecord(log, 'screen_shown', mark, 30_000, (f) => f.name === 'practice');
  await t.frames(10);
  await shoot('list');
  const pass = await openDrill('pass', mark);
  check(pass.style === 'low' && pass.control === 'swipe', `the pass drill opens (${log[pass.index]})`);
  await shoot('pass');
  const ball = last('ball_screen');
  const target = last('cell', (f) => f.name === 'C8');
  check(Boolean(ball && target), 'the ball and the lit cell are on the screen');
  // Towards the cell, about 70 cm/s on the pitch through the game's response (its view line
  // says how glass speed becomes ball speed): 12 moves 12 ms apart.
  const view = last('view');
  const pxPerMm = Number(view.px_per_mm);
  const [dx, dy] = [Number(target.x) - Number(ball.x), Number(target.y) - Number(ball.y)];
  const length = Math.hypot(dx, dy);
  const glass = glassOfKick(view, 70) * pxPerMm * 0.144 * k;
  mark = log.length;
  await t.flick(() => Promise.resolve(css(last('ball_screen'))),
    { dx: (dx / length) * glass, dy: (dy / length) * glass, moves: 12, stepMs: 12, stamped: true });
  const first = await judged(mark, 'pass', 'swipe');
  await t.frames(20);
  await shoot('pass-scored');
  const again = await tapDrill('again', first.index);
  const restarted = await waitForRecord(log, 'practice_drill', again, 30_000, (f) => f.drill === 'pass');
  check(Number(restarted.tries) === 1 && restarted.best === first.best,
    `Again: the pass drill from its start, the try counted (${log[restarted.index]})`);

  // 2. Next drill, then the list's control switched to drag back and the gap pulled back.
  const next = await tapDrill('next', restarted.index);
  const gap = await waitForRecord(log, 'practice_drill', next, 30_000, (f) => f.drill === 'gap');
  check(Boolean(gap), 'Next drill: the gap');
  await t.frames(10);
  await shoot('gap');
  const back = await tapDrill('back', gap.index);
  await waitForRecord(log, 'screen_shown', back, 30_000, (f) => f.name === 'practice');
  await t.frames(4);
  await t.tapMenu('practice', 'control', back);
  await t.frames(6);
  const dragged = await openDrill('gap', back);
  check(dragged.control === 'drag_back', `the control switched to drag back (${dragged.control})`);
  const gapBall = css(last('ball_screen'));
  const gate = last('cell', (f) => f.name === 'E8');
  // Pulled 9 mm away from the gap and let go: the kick goes towards it.
  const [gx, gy] = [Number(gate.x) * k - gapBall.x, Number(gate.y) * k - gapBall.y];
  const gl = Math.hypot(gx, gy);
  const pull = 9 * pxPerMm * k;
  mark = log.length;
  await t.drag(gapBall, { x: gapBall.x - (gx / gl) * pull, y: gapBall.y - (gy / gl) * pull },
    { steps: 8, stepMs: 40 });
  await judged(mark, 'gap', 'drag_back');
  await t.frames(20);
  await shoot('gap-scored');

  // 3. The bests are kept: after a reload the pass drill opens with its best.
  const reloaded = await t.reload();
  await waitForRecord(log, 'screen_shown', reloaded, START_TIMEOUT_MS, (f) => f.name === 'title');
  mark = log.length;
  await t.tapMenu('title', 'practice', reloaded);
  await waitForRecord(log, 'screen_shown', mark, 30_000, (f) => f.name === 'practice');
  await t.frames(10);
  await shoot('list-after-reload');
  const kept = await openDrill('pass', mark);
  check(kept.best === first.best && Number(kept.tries) === 1,
    `after a reload the pass drill keeps its best ${first.best} (${log[kept.index]})`);
  check(shots.every(isPicture), `${shots.length} screenshots written`);
  if (failed() > 0) process.exitCode = 1;
});
