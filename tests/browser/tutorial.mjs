// Browser tutorial test: a newcomer takes the whole tutorial in the web build on a 390x844
// phone held upright, with real CDP touches: "Learn to play" on the title screen, then every
// lesson as its box asks (swipes from the ball, pegs dragged to cells, the panel's buttons),
// the box's Next (or Try again, when a swipe went astray: up to 3 tries a step), and at the
// end "Play a match", which must start a match against the easiest AI.
// The game logs `HEXKICK tutorial lesson=N step=M verdict=none|passed|retry` and the box's
// button as `menu_button screen=tutorial id=next|retry|play_match` (src/ui/tutorial.rs).
// Screenshots: test-output/browser/tutorial-phone-N.png (the start, and every step's verdict);
// console: test-output/browser/tutorial.log. Prints "ok ..."/"FAIL ..." lines.
//
// Usage: node tests/browser/tutorial.mjs [DIST_DIR]
import { browserTest, isPicture, jsonRecords, lastRecord, waitForRecord } from './harness.mjs';

/** The phone of the issue: 390x844 CSS pixels, one device pixel per CSS pixel. */
const PHONE_390 = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };
/** The first load compiles the wasm module: on a loaded machine that can take a while. */
const START_TIMEOUT_MS = 180_000;
const ATTEMPTS = 3;

let failed = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed += 1;
  return ok;
}

await browserTest('tutorial', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  const from = await t.open('test&menus');
  const screen = await waitForRecord(log, 'screen_shown', from, START_TIMEOUT_MS, (f) => f.name === 'title');
  const k = await t.toCss(screen.w);
  const css = (r) => ({ x: Number(r.x) * k, y: Number(r.y) * k });
  const last = (kind, match) => lastRecord(log, kind, from, match);
  let shots = 0;
  const shoot = async () => {
    shots += 1;
    return t.screenshot(`tutorial-phone-${shots}`);
  };

  /** A swipe from the ball with a release velocity of (vx, vy) cm/s on the pitch. */
  const flick = async (vx, vy) => {
    const view = last('view');
    // A swipe's strength is measured on the glass, not on the board (src/ui/flick_input.rs:
    // 160/25.4 logical px a mm, 0.66 pitch cm/s per mm/s at 100% sensitivity).
    const s = 160 / 25.4 / 0.66;
    const [sx, sy] = view.portrait === '1' ? [vy * s, -vx * s] : [vx * s, vy * s];
    const moves = 8;
    const stepS = 0.012;
    const ball = () => Promise.resolve(css(last('ball_screen')));
    const { from: swiped } = await t.flick(ball, { dx: sx * k * stepS * moves, dy: sy * k * stepS * moves, moves, stepMs: 12 });
    await waitForRecord(log, 'ball_rest', swiped);
    await t.frames(30);
    // A ball between tied team-mates or on a line: answer as a person would.
    const state = last('state');
    if (state && ['receiver', 'ball_cell'].includes(state.pending)) {
      const prefix = state.pending === 'receiver' ? 'receiver_' : 'cell_';
      const choice = last('button', (b) => b.label.startsWith(prefix) && b.withheld !== '1');
      if (choice) await t.tap(css(choice));
    }
  };

  /** A peg carried to a cell, down on him until the game picked him up. */
  const drag = async (player, cell) => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const peg = last('peg', (f) => f.id === player);
      const target = last('cell', (f) => f.name === cell);
      if (!peg || !target) throw new Error(`the game logged no place for ${player} or ${cell}`);
      const mark = log.length;
      const grabbed = await t.drag(css(peg), css(target), {
        afterDown: () => waitForRecord(log, 'peg_grab', mark, 20_000, (f) => f.id === player).then(() => true, () => false),
        beforeUp: () => t.frames(2),
      });
      await t.frames(4);
      if (grabbed) return;
    }
    throw new Error(`the game never picked ${player} up`);
  };

  /** Taps the panel's buttons `keys` in turn, each once the game shows it. */
  const buttons = (...keys) => async () => {
    for (const key of keys) {
      const mark = log.length;
      const button = await waitForRecord(log, 'button', from, 30_000, (b) => b.label === key);
      await t.tap(css(lastRecord(log, 'button', from, (b) => b.label === key) ?? button));
      await waitForRecord(log, 'prompt', mark, 30_000);
      await t.frames(20);
    }
  };

  /** Taps the lesson box's button `id` once listed after log index `since`. */
  const boxButton = async (id, since) => {
    const button = await waitForRecord(log, 'menu_button', since, 30_000, (f) => f.screen === 'tutorial' && f.id === id);
    await t.tap(css(button));
    await t.frames(4);
  };

  // (lesson, step): what the newcomer does, as the box says.
  const steps = [
    [1, 1, () => flick(70, 0)],
    [2, 1, () => flick(55, 0)],
    [2, 2, () => flick(100, 5)],
    [3, 1, async () => { await drag('home:10', 'C8'); await buttons('end_phase')(); }],
    [3, 2, async () => { await drag('away:5', 'C7'); await buttons('end_phase')(); }],
    [4, 1, () => drag('away:4', 'E6')],
    [4, 2, buttons('tackle_away_4')],
    [5, 1, buttons('shot')],
    [5, 2, buttons('keeper_standing')],
    [5, 3, () => flick(180, 50)],
    [6, 1, () => drag('away:8', 'A6')],
    [6, 2, buttons('end_phase', 'end_phase')],
    [6, 3, () => flick(-40, 60)],
  ];

  const opened = log.length;
  await t.tapMenu('title', 'tutorial', from);
  await waitForRecord(log, 'tutorial', opened, 30_000, (f) => f.lesson === '1' && f.verdict === 'none');
  await waitForRecord(log, 'ball_screen', opened, 30_000);
  await t.frames(20);
  await shoot();
  let mark = log.length;
  for (const [lesson, step, act] of steps) {
    let passed = false;
    for (let attempt = 1; attempt <= ATTEMPTS && !passed; attempt++) {
      const before = log.length;
      await act();
      const verdict = await waitForRecord(log, 'tutorial', before, 60_000, (f) => f.verdict !== 'none');
      await t.frames(20);
      await shoot();
      passed = verdict.verdict === 'passed';
      if (!passed) {
        console.log(`     lesson ${lesson} step ${step}: attempt ${attempt} was judged a retry`);
        const again = log.length;
        await boxButton('retry', before);
        await waitForRecord(log, 'ball_screen', again, 30_000);
        await t.frames(20);
      } else {
        check(verdict.lesson === String(lesson) && verdict.step === String(step),
          `lesson ${lesson} step ${step}: passed (${verdict.lesson}.${verdict.step})`);
      }
      mark = before;
    }
    if (!check(passed, `lesson ${lesson} step ${step}: passed within ${ATTEMPTS} tries`)) return;
    const lastStep = lesson === 6 && step === 3;
    const tapped = log.length;
    await boxButton(lastStep ? 'play_match' : 'next', mark);
    if (!lastStep) {
      await waitForRecord(log, 'tutorial', tapped, 30_000);
      await t.frames(20);
    }
  }
  const started = await waitForRecord(log, 'match_started', mark, 30_000);
  check(started.away === 'easy' && started.home === 'human', `Play a match: a match against the easiest AI (away=${started.away})`);
  await t.frames(60);
  await shoot();
  check(jsonRecords(log, 'command', from).length > 0, 'the lessons sent commands to the table');
  const pngs = Array.from({ length: shots }, (_, i) => `test-output/browser/tutorial-phone-${i + 1}.png`);
  check(pngs.every(isPicture), `${shots} screenshots written`);
  if (failed > 0) process.exitCode = 1;
});
