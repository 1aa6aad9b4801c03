// Browser test of the board's zoom (issue 16) at 390x844@3 with real CDP touches:
//   pinch   two fingers spread about the ball zoom the board to 2x (the game logs `view ...
//           zoom=`), and the ball stays between the fingers;
//   flick   the same physical swipe (9.5 mm in 96 ms on the glass, stamped on the finger's
//           clock) kicks at 1x and at 2x: the kicks' velocities in cm/s agree within 5% (a swipe
//           is measured on the glass, src/ui/flick_input.rs, never on the drawn felt);
//   peg     at a throw-in, a double tap zooms to 2x and the thrower is dragged on the zoomed
//           board to the throw-in cell: the game moves him there; a double tap on empty
//           felt shows the whole pitch again.
// Writes test-output/browser/zoom-*.png.
//
// Usage: node tests/browser/zoom.mjs [DIST_DIR]
import {
  browserTest, flickTold, freshMatch, jsonRecords, lastRecord, PHONE_390, records, sleep, waitFor, waitForRecord,
} from './harness.mjs';

/** The game's logical px per mm of glass (src/ui/flick_input.rs). */
const PX_PER_MM = 160 / 25.4;

/** Two fingers (ids 1 and 2) at CSS points `a` and `b`, for Input.dispatchTouchEvent. */
const two = (a, b) => [a, b].map(({ x, y }, i) => ({ x, y, id: i + 1, radiusX: 4, radiusY: 4, force: 1 }));

/** A pinch about `middle` (CSS px) from `from` to `to` CSS px apart along the screen's x;
 * resolves with the game's `view` line once the fingers are lifted. */
async function pinch(t, middle, from, to) {
  const mark = t.log.length;
  const at = (d) => [{ x: middle.x - d / 2, y: middle.y }, { x: middle.x + d / 2, y: middle.y }];
  const [a0, b0] = at(from);
  await t.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: two(a0, a0).slice(0, 1) });
  await sleep(30);
  await t.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: two(a0, b0) });
  for (let i = 1; i <= 10; i++) {
    await sleep(30);
    const [a, b] = at(from + ((to - from) * i) / 10);
    await t.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: two(a, b) });
  }
  await t.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return waitForRecord(t.log, 'view', mark, 15_000);
}

/** The swipe of the calibration (fingers.mjs): 9.5 mm towards the top touchline in 96 ms. */
async function swipeFrom(t, m, ballCss) {
  const px = 9.5 * PX_PER_MM;
  const [dx, dy] = m.view.portrait === '1' ? [-px, 0] : [0, -px];
  const mark = t.log.length;
  await t.swipe(ballCss, { dx: dx * m.k, dy: dy * m.k, moves: 6, stepMs: 16, stamped: true });
  const flick = await flickTold(t, mark);
  if (flick.kind !== 'flick') throw new Error(`the swipe was not a kick: ${t.log[flick.index]}`);
  await waitForRecord(t.log, 'ball_rest', mark);
  return { x: Number(flick.vx), y: Number(flick.vy), line: t.log[flick.index] };
}

const speed = (v) => Math.hypot(v.x, v.y);

await browserTest('zoom', { screen: PHONE_390 }, async (t) => {
  // 1. The swipe at 1x.
  const whole = await freshMatch(t, 'test');
  if (Number(whole.view.zoom) !== 1) throw new Error(`a new match is not the whole board: ${t.log[whole.view.index]}`);
  const at1 = await swipeFrom(t, whole, whole.ballCss);
  console.log(`1x: ${at1.line}`);

  // 2. Pinched to 2x about the ball, the same swipe.
  const m = await freshMatch(t, 'test');
  const view = await pinch(t, m.ballCss, 80, 160);
  const zoom = Number(view.zoom);
  console.log(`pinched: ${t.log[view.index]}`);
  if (Math.abs(zoom - 2) > 0.1) throw new Error(`the pinch zoomed to ${zoom}, not 2`);
  const ball = await waitForRecord(t.log, 'ball_screen', view.index, 10_000);
  const ballCss = { x: Number(ball.x) * m.k, y: Number(ball.y) * m.k };
  const moved = Math.hypot(ballCss.x - m.ballCss.x, ballCss.y - m.ballCss.y);
  if (moved > 6) throw new Error(`the ball moved ${moved.toFixed(1)} CSS px under the pinch`);
  await t.screenshot('zoom-pinched');
  const at2 = await swipeFrom(t, { ...m, view }, ballCss);
  console.log(`2x: ${at2.line}`);
  await t.screenshot('zoom-flick-2x');
  const gap = Math.hypot(at2.x - at1.x, at2.y - at1.y) / speed(at1);
  console.log(`the same swipe: ${speed(at1).toFixed(1)} cm/s at 1x, ${speed(at2).toFixed(1)} cm/s at 2x (${(gap * 100).toFixed(1)}% apart)`);
  if (gap > 0.05) throw new Error('the kick at 2x differs from the kick at 1x by more than 5%');

  // 3. A throw-in: double tap to 2x, drag the thrower to the throw-in cell.
  const g = await freshMatch(t, 'test&throw_in');
  const state = await waitForRecord(t.log, 'state', g.from);
  const restart = state.restart;
  const cellAt = (name, from) => lastRecord(t.log, 'cell', from, (f) => f.name === name);
  const pegAt = (from) => lastRecord(t.log, 'peg', from, (f) => f.id === 'away:8');
  const [peg0, cell0] = [pegAt(g.from), cellAt(restart, g.from)];
  if (!peg0 || !cell0) throw new Error(`no place logged for away:8 or ${restart}`);
  // Between the thrower and his cell, clear of every peg (a tap on a peg picks him up).
  const pegs = records(t.log, 'peg', g.from);
  const cells = records(t.log, 'cell', g.from);
  const mid = { x: (Number(peg0.x) + Number(cell0.x)) / 2, y: (Number(peg0.y) + Number(cell0.y)) / 2 };
  const clear = (c) => pegs.every((p) => Math.hypot(Number(p.x) - Number(c.x), Number(p.y) - Number(c.y)) > 30);
  const spot = cells.filter(clear).sort((a, b) =>
    Math.hypot(Number(a.x) - mid.x, Number(a.y) - mid.y) - Math.hypot(Number(b.x) - mid.x, Number(b.y) - mid.y))[0];
  const spotCss = { x: Number(spot.x) * g.k, y: Number(spot.y) * g.k };
  // A double tap on the spot zooms to 2x there (the taps timed by their own stamps).
  const tapped = t.log.length;
  await t.doubleTap(spotCss);
  const zoomed = await waitForRecord(t.log, 'view', tapped, 15_000);
  console.log(`double tap at ${spot.name}: ${t.log[zoomed.index]}`);
  if (Math.abs(Number(zoomed.zoom) - 2) > 0.1) throw new Error('the double tap did not zoom to 2x');
  await waitFor(() => cellAt(restart, zoomed.index) && pegAt(zoomed.index), 'the zoomed places', 10_000);
  const [peg, cell] = [pegAt(zoomed.index), cellAt(restart, zoomed.index)];
  const css = (p) => ({ x: Number(p.x) * g.k, y: Number(p.y) * g.k });
  const dragged = t.log.length;
  await t.drag(css(peg), css(cell), {
    afterDown: () => waitForRecord(t.log, 'peg_grab', dragged, 15_000, (f) => f.id === 'away:8').then(() => true),
    beforeUp: () => t.screenshot('zoom-peg-held-2x'),
  });
  const command = await waitFor(() => jsonRecords(t.log, 'command', dragged)
    .find((c) => c.move?.player === 'away:8'), 'the move command', 15_000);
  console.log(`the drag at 2x: ${JSON.stringify(command)}`);
  if (command.move.to !== restart) throw new Error(`away:8 went to ${command.move.to}, not ${restart}`);
  await t.screenshot('zoom-peg-2x');

  // 4. A double tap on empty felt at 2x goes back to the whole pitch.
  // The move kept the zoom: the board is still at 2x for the next decision.
  const viewNow = lastRecord(t.log, 'view', zoomed.index);
  if (Math.abs(Number(viewNow.zoom) - 2) > 0.1) throw new Error(`the move undid the zoom: ${t.log[viewNow.index]}`);
  // Where everything is drawn now: the cells as laid out at 2x, each peg's and the ball's
  // last place.
  const latest = new Map(records(t.log, 'peg', zoomed.index).map((p) => [p.id, p]));
  const ballNow = lastRecord(t.log, 'ball_screen', zoomed.index);
  const things = [...latest.values(), ballNow];
  const felt = records(t.log, 'cell', zoomed.index).filter((c) => things.every((p) =>
    Math.hypot(Number(p.x) - Number(c.x), Number(p.y) - Number(c.y)) > 40)
    && Number(c.x) > 30 && Number(c.y) > 30 && Number(c.x) < 360 && Number(c.y) < 360)[0];
  if (!felt) throw new Error('no empty felt on the zoomed board to double tap');
  const back = t.log.length;
  await t.doubleTap(css(felt));
  const unzoomed = await waitForRecord(t.log, 'view', back, 15_000).catch((e) => {
    console.log(`double tap at ${felt.name} (${felt.x}, ${felt.y}): ${records(t.log, 'board_tap', back).length} taps seen`);
    throw e;
  });
  console.log(`double tap at ${felt.name}: ${t.log[unzoomed.index]}`);
  if (Math.abs(Number(unzoomed.zoom) - 1) > 0.01) throw new Error('the second double tap did not show the whole pitch');
  await t.screenshot('zoom-whole-again');
});
