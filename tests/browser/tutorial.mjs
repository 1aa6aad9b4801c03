// Browser tutorial test: a newcomer takes the whole tutorial in the web build on a 390x844
// phone held upright, with real CDP touches: "Learn to play" on the title screen, then every
// lesson as its box asks (swipes from the ball, lesson 1's pull back from it, pegs dragged to
// cells, the panel's buttons), the box's Next (or Try again, when a swipe went astray: up to
// 3 tries a step), lesson 1's choice of the control (the pull back set in Settings first;
// "Keep swiping" tapped: saved, the lessons after it swiped, and the setting after a reload),
// and at the end "Play a match", which must start a match against the easiest AI. Started
// again after lesson 1, the tutorial opens on lesson 2; once finished, on lesson 1 again.
// Lesson 1's pass is first missed three times (kicked back to Red 9: each a retry that says
// how far from Red 10 the ball went, the step never passed); after the third the aim line
// comes on and Show me is offered beside Try again; Show me plays the pass without passing
// the step, Your turn starts it again with the aim line, and the pass to Red 10 then passes.
// Swipes are made for the kick they must give through the game's response (its `view` line,
// harness glassOfKick).
// The game logs `HEXKICK tutorial lesson=N step=M verdict=none|passed|retry|... control=..`,
// the box's buttons as `menu_button screen=tutorial id=next|retry|keep_swipe|...|play_match`
// and the control kept as `tutorial_control control=Swipe was=DragBack saved=1`
// (src/ui/tutorial.rs).
// Screenshots: test-output/browser/tutorial-phone[-LANG]-N.png (the start, and every step's
// verdict); console: test-output/browser/tutorial.log. Prints "ok ..."/"FAIL ..." lines.
//
// Usage: node tests/browser/tutorial.mjs [DIST_DIR [LANG]]   (LANG: en, the default, or fr)
import {
  browserTest, checks, glassOfKick, isPicture, jsonRecords, lastRecord, records, sleep, waitFor, waitForRecord,
} from './harness.mjs';

/** The phone of the issue: 390x844 CSS pixels, one device pixel per CSS pixel. */
const PHONE_390 = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };
/** The first load compiles the wasm module: on a loaded machine that can take a while. */
const START_TIMEOUT_MS = 180_000;
const ATTEMPTS = 3;
/** The language the tutorial is taken in (its screenshots are named after it when not en). */
const LANG = process.argv[3] ?? 'en';
/** How long a swipe a pull back stands for, seconds, when the `view` line does not say
 * (`drag_back_s`; src/ui/flick_input.rs). */
const DRAG_BACK_SWIPE_S = 0.05;
/** The misses after which the helping hand comes (crates/tutorial: AIM_AFTER_MISSES). */
const HELP_AFTER = 3;
/** The longest swipe made, logical px (it must stay on the phone's screen). */
const LONGEST_SWIPE_PX = 280;

/** The finger's velocity on the glass (logical px/s) that kicks the ball at (vx, vy) cm/s on
 * the pitch: its speed through the game's response (harness glassOfKick, from the `view`
 * line), its direction through the camera (a portrait board is turned). */
function glass(view, vx, vy) {
  const speed = Math.hypot(vx, vy);
  const k = (glassOfKick(view, speed) * Number(view.px_per_mm)) / Math.max(speed, 1e-6);
  return view.portrait === '1' ? [vy * k, -vx * k] : [vx * k, vy * k];
}

/** A swipe of `moves` time-stamped moves at the glass velocity (sx, sy) logical px/s, the
 * moves closer together for a fast one so it stays on the screen; `k` CSS px a logical px. */
function swipeOf([sx, sy], k) {
  const moves = 8;
  const speed = Math.hypot(sx, sy);
  const stepS = Math.min(0.012, LONGEST_SWIPE_PX / Math.max(speed * moves, 1e-6));
  return { dx: sx * k * stepS * moves, dy: sy * k * stepS * moves, moves, stepMs: stepS * 1000, stamped: true };
}

const { check, failed } = checks();

await browserTest('tutorial', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  const from = await t.open(`test&menus&lang=${LANG}`);
  const screen = await waitForRecord(log, 'screen_shown', from, START_TIMEOUT_MS, (f) => f.name === 'title');
  const k = await t.toCss(screen.w);
  const css = (r) => ({ x: Number(r.x) * k, y: Number(r.y) * k });
  const last = (kind, match) => lastRecord(log, kind, from, match);
  let shots = 0;
  const shoot = async () => {
    shots += 1;
    return t.screenshot(`tutorial-phone${LANG === 'en' ? '' : `-${LANG}`}-${shots}`);
  };

  /** A pull back from the ball (the drag-back control) that kicks it at `glassPx` (the
   * swipe it stands for, logical px/s): a slow drag the other way, held, then lifted. */
  const pull = async ([sx, sy]) => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const mark = log.length;
      const ball = css(last('ball_screen'));
      const seconds = Number(last('view').drag_back_s ?? DRAG_BACK_SWIPE_S);
      const to = { x: ball.x - sx * seconds * k, y: ball.y - sy * seconds * k };
      await t.drag(ball, to, { steps: 10, stepMs: 30, beforeUp: () => sleep(250) });
      const told = await waitFor(() => lastRecord(log, 'flick', mark), 'flick line', 10_000).catch(() => null);
      console.log(`     pull ${attempt}: (${(to.x - ball.x).toFixed(0)}, ${(to.y - ball.y).toFixed(0)}) CSS px: ${told ? 'flick' : 'nothing'}`);
      if (told) return mark;
    }
    throw new Error('3 pulls back from the ball, no flick');
  };

  /** A ball between tied team-mates or on a line: the prompt answered as a person who wants
   * the ball at `target` (a player id, "away:7") would: that receiver, or the cell nearest
   * him (each prompt in turn: a receiver, then the cell he takes it in). */
  const answer = async (target) => {
    for (let i = 0; i < 3; i++) {
      const state = last('state');
      if (!state || !['receiver', 'ball_cell'].includes(state.pending)) return;
      const prefix = state.pending === 'receiver' ? 'receiver_' : 'cell_';
      const open = records(log, 'button', state.index).filter((b) => b.label.startsWith(prefix) && b.withheld !== '1');
      const peg = last('peg', (f) => f.id === target);
      const away = (b) => {
        const cell = last('cell', (f) => `cell_${f.name}` === b.label);
        return cell && peg ? Math.hypot(cell.x - peg.x, cell.y - peg.y) : 0;
      };
      const wanted = open.find((b) => b.label === `receiver_${target.replace(':', '_')}`)
        ?? open.sort((a, b) => away(a) - away(b))[0];
      if (!wanted) return;
      const mark = log.length;
      await t.tap(css(wanted));
      await waitForRecord(log, 'state', mark, 30_000);
      await t.frames(30);
    }
  };

  /** The flick (vx, vy) cm/s with the control the step is kicked with (its `tutorial` line's
   * control): a swipe from the ball, or a pull back from it. A tie or a line on the way is
   * answered for the ball to go to `target`. */
  const flick = async (vx, vy, target) => {
    const [sx, sy] = glass(last('view'), vx, vy);
    let swiped;
    if (last('tutorial')?.control === 'DragBack') {
      swiped = await pull([sx, sy]);
    } else {
      const ball = () => Promise.resolve(css(last('ball_screen')));
      ({ from: swiped } = await t.flick(ball, swipeOf([sx, sy], k)));
    }
    await waitForRecord(log, 'ball_rest', swiped);
    await t.frames(30);
    await answer(target);
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
    [1, 1, () => flick(70, 0, 'home:10')],
    [1, 2, () => flick(70, 0, 'home:10')],
    [2, 1, () => flick(55, 0, 'home:10')],
    [2, 2, () => flick(100, 5, 'home:9')],
    [3, 1, async () => { await drag('home:10', 'C8'); await buttons('end_phase')(); }],
    [3, 2, async () => { await drag('away:5', 'C7'); await buttons('end_phase')(); }],
    [4, 1, () => drag('away:4', 'E6')],
    [4, 2, buttons('tackle_away_4')],
    [5, 1, buttons('shot')],
    [5, 2, buttons('keeper_standing')],
    [5, 3, () => flick(180, 50, 'home:9')],
    [6, 1, () => drag('away:8', 'A6')],
    [6, 2, buttons('end_phase', 'end_phase')],
    [6, 3, () => flick(-75, 6.5, 'away:7')],
  ];

  // The player's setting is the pull back: lesson 1 still has him swipe, then pull back.
  let mark = log.length;
  await t.tapMenu('title', 'settings', from);
  await t.tapMenu('settings', 'dragback.1', mark);
  await t.tapMenu('settings', 'back', mark);
  const opened = log.length;
  await t.tapMenu('title', 'tutorial', mark);
  await waitForRecord(log, 'tutorial', opened, 30_000, (f) => f.lesson === '1' && f.verdict === 'none');
  await waitForRecord(log, 'ball_screen', opened, 30_000);
  await t.frames(20);
  await shoot();
  // The pass kicked backwards three times: each a retry that says where the ball went and
  // how far from Red 10; the helping hand after the third.
  let missed;
  for (let n = 1; n <= HELP_AFTER; n++) {
    missed = log.length;
    await flick(-50, 0, 'home:9');
    const miss = await waitForRecord(log, 'tutorial', missed, 60_000, (f) => f.verdict !== 'none');
    await t.frames(20);
    if (n === 1 || n === HELP_AFTER) await shoot();
    check(miss.verdict === 'retry' && miss.misses === String(n) && /Red 9, \d+ cm/.test(miss.says) && miss.says.includes('Red 10'),
      `miss ${n}: a pass that misses Red 10 is a retry that says how far off ("${miss.says}")`);
    const helped = n >= HELP_AFTER;
    check(miss.aim === (helped ? '1' : '0'), `miss ${n}: the aim line ${helped ? 'helps' : 'not yet'} (aim=${miss.aim})`);
    const drawn = lastRecord(log, 'aim', missed);
    check(drawn?.help === 'off', `miss ${n}: kicked without the aim line (help=${drawn?.help})`);
    if (!helped) {
      const retried = log.length;
      await boxButton('retry', missed);
      await waitForRecord(log, 'ball_screen', retried, 30_000);
      await t.frames(20);
    }
  }
  // Show me plays the pass for the player to watch; it never passes the step.
  await waitForRecord(log, 'menu_button', missed, 30_000, (f) => f.screen === 'tutorial' && f.id === 'retry');
  const watching = log.length;
  await boxButton('show_me', missed);
  await waitForRecord(log, 'tutorial', watching, 30_000, (f) => f.verdict === 'watching');
  const shown = await waitForRecord(log, 'tutorial', watching, 60_000, (f) => f.verdict === 'shown');
  check(!records(log, 'tutorial', watching).some((f) => f.verdict === 'passed'),
    `Show me: the demonstration plays and ends without passing the step (${shown.verdict})`);
  await t.frames(20);
  await shoot();
  const turn = log.length;
  await boxButton('your_turn', watching);
  const yourTurn = await waitForRecord(log, 'tutorial', turn, 30_000, (f) => f.verdict === 'none');
  check(yourTurn.aim === '1', `Your turn: the step again with the aim line (aim=${yourTurn.aim})`);
  await waitForRecord(log, 'ball_screen', turn, 30_000);
  await t.frames(20);
  mark = log.length;
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
    if (lesson === 1) {
      const kicked = lastRecord(log, 'tutorial', mark);
      const want = step === 1 ? 'Swipe' : 'DragBack';
      check(kicked?.control === want, `lesson 1 step ${step} is kicked with ${want} (${kicked?.control})`);
      // The hit after the helping hand is aimed with the whole path; the next step without.
      const drawn = lastRecord(log, 'aim', mark);
      const help = step === 1 ? 'whole_path' : 'off';
      check(drawn?.help === help, `lesson 1 step ${step}: the aim line ${help} (help=${drawn?.help})`);
    }
    if (lesson === 1 && step === 2) {
      // The box asks which control to keep: the swipe is kept, and saved.
      await waitForRecord(log, 'menu_button', mark, 30_000, (f) => f.screen === 'tutorial' && f.id === 'keep_drag_back');
      const tapped = log.length;
      await boxButton('keep_swipe', mark);
      const kept = await waitForRecord(log, 'tutorial_control', tapped, 30_000);
      check(kept.was === 'DragBack', `the pull back was the setting before (${kept.was})`);
      check(kept.control === 'Swipe' && kept.saved === '1', `Keep swiping: kept and saved (${kept.control}, saved=${kept.saved})`);
      const next = await waitForRecord(log, 'tutorial', tapped, 30_000, (f) => f.lesson === '2');
      check(next.control === 'Swipe', `lesson 2 is kicked with the swipe kept (${next.control})`);
      // The game started again opens the tutorial on the lesson reached, not the first.
      const restarted = await t.reload();
      await t.tapMenu('title', 'tutorial', restarted);
      const resumed = await waitForRecord(log, 'tutorial', restarted, START_TIMEOUT_MS);
      check(resumed.lesson === '2' && resumed.step === '1',
        `started again, the tutorial opens on lesson 2, the one reached (${resumed.lesson}.${resumed.step})`);
      await waitForRecord(log, 'ball_screen', restarted, 30_000);
      await t.frames(20);
      mark = log.length;
      continue;
    }
    const lastStep = lesson === 6 && step === 3;
    const tapped = log.length;
    await boxButton(lastStep ? 'play_match' : 'next', mark);
    if (!lastStep) {
      await waitForRecord(log, 'tutorial', tapped, 30_000);
      await t.frames(20);
      // The pull back's instruction, before it is tried.
      if (lesson === 1) await shoot();
    }
  }
  const started = await waitForRecord(log, 'match_started', mark, 30_000);
  check(started.away === 'easy' && started.home === 'human', `Play a match: a match against the easiest AI (away=${started.away})`);
  await t.frames(60);
  await shoot();
  check(jsonRecords(log, 'command', from).length > 0, 'the lessons sent commands to the table');
  const prefix = `test-output/browser/tutorial-phone${LANG === 'en' ? '' : `-${LANG}`}`;
  const pngs = Array.from({ length: shots }, (_, i) => `${prefix}-${i + 1}.png`);
  check(pngs.every(isPicture), `${shots} screenshots written`);
  // The game started again keeps the control chosen in lesson 1 as its setting.
  const again = await t.reload();
  const settings = await waitForRecord(log, 'settings', again, START_TIMEOUT_MS);
  check(settings.control === 'Swipe', `after a reload the setting is the swipe kept (${settings.control})`);
  // Finished, the tutorial opens on its first lesson again.
  await t.tapMenu('title', 'tutorial', again);
  const reopened = await waitForRecord(log, 'tutorial', again, 30_000);
  check(reopened.lesson === '1', `finished, the tutorial opens on lesson 1 again (${reopened.lesson})`);
  if (failed() > 0) process.exitCode = 1;
});
