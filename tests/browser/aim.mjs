// Browser aim test: the web build on a 390x844 phone (device scale 3) with real CDP touches.
//   1. The drag-back control with the whole aim line (`?dragback&aim`): a finger pulls back
//      from the ball and holds (screenshot of the drawn path, the power ring and the end's
//      label), then lets go. The game's `aim` line says where the drawn path ended and who it
//      said takes the ball; the kick's `ball_rest` must stop in that very cell and the CoD
//      must give the ball to that player (the path is the physics' own run, kept for the kick).
//   2. A second pull on a fresh page, softer and the other way: again the drawn path ends
//      where the ball stops.
//   3. Every gesture answered: a swipe that starts off the ball says "start on the ball" and a
//      slow push on the ball says "too slow" at the ball (`flick_ignored reason=off_ball` and
//      `reason=too_slow`, screenshots of each message); a peg that may not move, pressed and
//      dragged, says why at the peg (`peg_refused`, screenshot while the finger is down).
// The game's lines: src/ui/match_screen/aim_line.rs (aim), flight.rs (ball_rest), gesture.rs
// (flick_ignored). Screenshots: test-output/browser/aim-*.png. Prints "ok ..."/"FAIL ..." lines.
//
// Usage: node tests/browser/aim.mjs [DIST_DIR]
import {
  PHONE_390, browserTest, checks, freshMatch, isPicture, jsonRecords, lastRecord, records, sleep, waitForRecord,
} from './harness.mjs';

const { check, failed } = checks();

/** Who the CoD gave the ball to in the events from log index `from` ("home:10"), if anyone. */
function taker(log, from) {
  for (const event of jsonRecords(log, 'event', from)) {
    const text = JSON.stringify(event);
    if (text.includes('ossession')) {
      const found = /"player":"([^"]+)"/.exec(text);
      if (found) return found[1];
    }
  }
  return null;
}

await browserTest('aim', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  const shots = [];
  const shoot = async (name) => shots.push(await t.screenshot(`aim-${name}`));

  // 1. Pull back from the ball, hold, let go: the drawn path's end is where the ball stops.
  const match = await freshMatch(t, 'test&dragback&aim&timeout=240');
  const pxPerMm = Number(match.view.px_per_mm);
  /** A pull of `mm` millimetres of glass from the ball at `angle` (radians, screen). */
  const pull = async (mm, angle, name) => {
    const ball = lastRecord(log, 'ball_screen');
    const at = { x: Number(ball.x) * match.k, y: Number(ball.y) * match.k };
    const length = mm * pxPerMm * match.k;
    const to = { x: at.x + Math.cos(angle) * length, y: at.y + Math.sin(angle) * length };
    const mark = log.length;
    await t.drag(at, to, {
      steps: 10,
      stepMs: 40,
      beforeUp: async () => {
        await t.frames(6);
        await shoot(name);
      },
    });
    const aim = await waitForRecord(log, 'aim', mark, 30_000);
    const rest = await waitForRecord(log, 'ball_rest', mark, 60_000);
    await sleep(500);
    await t.frames(10);
    console.log(`     ${log[aim.index]}`);
    console.log(`     ${log[rest.index]}`);
    return { aim, rest, mark };
  };
  // Pulled down and a little left: the kick goes up the phone and right, into the pitch.
  const first = await pull(22, Math.PI / 2 + 0.5, 'drawn');
  check(first.aim.help === 'whole_path', `the whole aim line is shown (${first.aim.help})`);
  check(Number(first.aim.shown) > 3, `a path was drawn (${first.aim.shown} points)`);
  check(first.aim.previewed === '1', 'the kick let go is the one the line showed');
  check(first.aim.end_cell !== 'none' && first.aim.end_cell === first.rest.cell,
    `the drawn path ends on ${first.aim.end_cell}, the ball stops on ${first.rest.cell}`);
  const took = taker(log, first.mark);
  check(first.aim.takes === (took ?? first.aim.takes) && first.aim.takes !== 'none',
    `the line said ${first.aim.takes} takes it; the CoD gave it to ${took ?? '(no possession: ' + first.aim.takes + ')'}`);
  await shoot('rested');

  // 2. Another kick on a fresh page, softer and the other way.
  await freshMatch(t, 'test&dragback&aim&timeout=240');
  const second = await pull(12, Math.PI / 2 - 0.6, 'second');
  check(second.aim.end_cell === second.rest.cell,
    `again: the path ends on ${second.aim.end_cell}, the ball stops on ${second.rest.cell}`);

  // 3. Gestures that do not kick say why, at the ball.
  const swiped = await freshMatch(t, 'test&timeout=240');
  let mark = log.length;
  // From open grass left of the ball (clear of every peg), a fast swipe past it.
  const off = { x: swiped.ballCss.x - 75, y: swiped.ballCss.y };
  await t.swipe(off, { dx: 60, dy: -30, moves: 8, stepMs: 16 });
  const offBall = await waitForRecord(log, 'flick_ignored', mark, 15_000);
  check(offBall.reason === 'off_ball', `a swipe off the ball says so (${log[offBall.index]})`);
  await shoot('off-ball');
  await sleep(2500);
  mark = log.length;
  const ball = lastRecord(log, 'ball_screen');
  const at = { x: Number(ball.x) * swiped.k, y: Number(ball.y) * swiped.k };
  // A push of 3 mm over 1.2 s: about 2.5 mm/s of glass, far below a flick.
  await t.drag(at, { x: at.x - 3 * pxPerMm * swiped.k, y: at.y }, { steps: 12, stepMs: 100 });
  const slow = await waitForRecord(log, 'flick_ignored', mark, 15_000);
  check(slow.reason === 'too_slow', `a slow push says it is too slow (${log[slow.index]})`);
  await shoot('too-slow');

  // A peg that may not move (PHASE 1: nobody moves, a kick is awaited), pressed and dragged:
  // why is said at the peg at once.
  await sleep(2500);
  const peg = lastRecord(log, 'peg', 0, (p) => p.id === 'home:8');
  const pegAt = { x: Number(peg.x) * swiped.k, y: Number(peg.y) * swiped.k };
  mark = log.length;
  await t.drag(pegAt, { x: pegAt.x + 30, y: pegAt.y - 30 }, {
    steps: 6,
    stepMs: 40,
    beforeUp: async () => {
      await t.frames(4);
      await shoot('peg-refused');
    },
  });
  const refused = await waitForRecord(log, 'peg_refused', mark, 15_000);
  check(refused.id === 'home:8' && Boolean(refused.reason),
    `pressing a peg that may not move says why (${log[refused.index]})`);
  await shoot('peg-refused-after');

  for (const shot of shots) check(isPicture(shot), `screenshot ${shot}`);
  // The page's own physics in a frame: the aim line runs the flick on each move of a stroke
  // (the first move builds the position's board too).
  const figure = (field) => {
    const ms = records(log, 'aim').map((a) => Number(a[field])).filter(Number.isFinite).sort((a, b) => a - b);
    return ms.length ? `median ${ms[Math.floor(ms.length / 2)].toFixed(2)} ms, max ${ms.at(-1).toFixed(2)} ms` : 'none';
  };
  console.log(`figure: the aim line's physics in a stroke: first move ${figure('preview_first_ms')}; slowest other move ${figure('preview_ms')}`);
  if (failed()) throw new Error(`${failed()} aim check(s) failed`);
});
