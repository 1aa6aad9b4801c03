// Browser touch test: the web build in Debian's chromium, on a phone-sized touch screen, gets a
// real swipe over the ball (CDP Input.dispatchTouchEvent: touchStart, timed touchMoves,
// touchEnd), and the game's own log must show the ball rolling the way the finger went; then a
// tap on Lob and a hard swipe must lob the ball over the away 9. The kick is felt and told:
// the page's navigator.vibrate (stubbed before the game loads, so headless chromium records
// the calls) is called for the kick's haptic tick, and the kick card is logged once the ball
// rests.
//
// Needs dist/web (scripts/web-build) and the game's test mode, switched on by `?test` in the
// address (src/launch.rs, web/hexkick.js). The game logs to the console (src/ui):
//   HEXKICK screen w=.. h=.. dpi=..                         logical window size
//   HEXKICK view px_per_cm=.. centre_x=.. centre_y=.. portrait=0|1
//   HEXKICK ball_screen x=.. y=..                           the ball, logical pixels
//   HEXKICK flick vx=.. vy=.. style=..                      a flick was taken
//   HEXKICK ball_moved frames=N                             the ball drawn moved N frames after
//                                                           the frame of the touch's end (<= 1)
//   HEXKICK ball_rest x=.. y=.. rest_x=.. rest_y=.. cell=.. flew_over=.. ...
//                                                           where it stopped (rest_: the kick's
//                                                           outcome, also for a ball gone out), cm
//   HEXKICK haptic cue=kick ms=.. amplitude=..              the kick's tick (web: navigator.vibrate)
//   HEXKICK kick_card text="152 cm/s · 43 cm (4.8 cells)" who="..."   the card after the kick
// Writes test-output/browser/touch-before.png, touch.png, touch-lob.png and touch.log.
//
// Usage: node tests/browser/touch.mjs [DIST_DIR]
import { browserTest, lastRecord, PHONE, sameKick, waitForRecord } from './harness.mjs';

// The swipe: from the ball's centre, this far (CSS px) over this many timed moves.
// Leftwards: from the kick-off spot the way to the touchline is clear of pegs in portrait.
const SWIPE = { dx: -60, dy: 0, moves: 10, stepMs: 16 };
// The lob: a hard swipe towards the away goal (up the screen in portrait) over the away 9 on
// E7: 270 CSS px in 80 ms, about 530 mm/s on the glass, the 350 cm/s of the native smoke
// test's lob (src/ui/flick_input.rs: a swipe is measured on the glass).
const LOB = { dx: 0, dy: -270, moves: 5, stepMs: 16 };

/** Runs in the page before its scripts: navigator.vibrate records its calls (and vibrates
 * nothing). */
function recordVibrations() {
  const calls = [];
  window.__hexkickVibrations = calls;
  Object.defineProperty(Navigator.prototype, 'vibrate', {
    configurable: true,
    value: function (pattern) {
      calls.push(pattern);
      return true;
    },
  });
}

/** A pitch point (cm) on the screen (logical px), as src/ui/view.rs lays the board. */
function pitchToScreen(view, x, y) {
  const s = Number(view.px_per_cm);
  const cx = Number(view.centre_x);
  const cy = Number(view.centre_y);
  return view.portrait === '1' ? { x: cx + y * s, y: cy - x * s } : { x: cx + x * s, y: cy + y * s };
}

await browserTest('touch', { screen: PHONE }, async (t) => {
  const log = t.log;
  await t.context.addInitScript(recordVibrations);
  const navigated = Date.now();
  await t.open('test');
  await waitForRecord(log, 'screen');
  // The first match frame announces the screen: load, compile and first frame together.
  console.log(`first frame on the web: ${Date.now() - navigated} ms after navigation (wasm fetch + compile + first frame)`);
  await waitForRecord(log, 'ball_screen');
  await waitForRecord(log, 'frame'); // frames flow: the first layer is painted
  const screen = lastRecord(log, 'screen');
  const view = lastRecord(log, 'view');
  const ball = lastRecord(log, 'ball_screen');
  if (!screen || !view) throw new Error('the game did not log its screen and view');
  // Game coordinates are logical pixels; touches are CSS pixels.
  const toCss = await t.toCss(screen.w);
  const ballCss = (b) => async () => ({ x: Number(b.x) * toCss, y: Number(b.y) * toCss });
  console.log(`screen ${screen.w}x${screen.h} logical px (dpi ${screen.dpi}), portrait=${view.portrait}`);
  await t.screenshot('touch-before');

  // The swipe, as a finger does it: press on the ball, move in timed steps, lift.
  // Chosen for the old linear response: the swipe of the same kick now (PHONE is 1 CSS px a
  // logical px).
  const { from } = await t.flick(ballCss(ball), sameKick(view, SWIPE));
  const rest = await waitForRecord(log, 'ball_rest', from);
  // The touch's end to the first frame that draws the ball moved (issue 29: at most one).
  const moved1 = await waitForRecord(log, 'ball_moved', from);
  console.log(`figure: the ball moved ${moved1.frames} frame(s) after the frame that read the touch's end`);
  if (Number(moved1.frames) > 1) throw new Error(`the ball moved ${moved1.frames} frames after the touch's end`);
  await t.screenshot('touch');
  const end = pitchToScreen(view, Number(rest.x), Number(rest.y));
  const moved = { x: (end.x - Number(ball.x)) * toCss, y: (end.y - Number(ball.y)) * toCss };
  const length = Math.hypot(moved.x, moved.y);
  const along = (moved.x * SWIPE.dx + moved.y * SWIPE.dy) / Math.hypot(SWIPE.dx, SWIPE.dy);
  console.log(log[rest.index]);
  console.log(`the ball moved ${length.toFixed(1)} CSS px, ${along.toFixed(1)} along the swipe`);
  if (length < 10) throw new Error(`the ball moved only ${length.toFixed(1)} CSS px`);
  if (along < 0.7 * length) throw new Error('the ball did not move in the swipe direction');

  // Felt and told: a haptic tick on the kick reached navigator.vibrate, and the card says the
  // kick's speed and distance and who takes the ball.
  const tick = await waitForRecord(log, 'haptic', from, undefined, (h) => h.cue === 'kick');
  const vibrations = await t.page.evaluate(() => window.__hexkickVibrations.slice());
  console.log(`${log[tick.index]}; navigator.vibrate called with ${JSON.stringify(vibrations)}`);
  if (!vibrations.includes(Number(tick.ms))) {
    throw new Error(`the kick's ${tick.ms} ms tick did not reach navigator.vibrate: ${JSON.stringify(vibrations)}`);
  }
  const card = await waitForRecord(log, 'kick_card', from);
  console.log(log[card.index]);
  if (!/^\d+ cm\/s · \d+ cm \(\d+\.\d cells\)$/.test(card.text ?? '') || !card.who) {
    throw new Error(`the kick card does not give the speed, the distance and who takes the ball: ${log[card.index]}`);
  }
  await t.screenshot('touch-card');

  // The lob: a fresh page, the Lob button tapped, a hard swipe over the away 9. How hard the
  // game finds a swipe depends on the machine's load (it times the finger's moves by its
  // frames): a lob too soft to clear the 9 is swiped again on a fresh page, up to 3 times.
  for (let attempt = 1; ; attempt++) {
    const lobPage = await t.reload();
    await waitForRecord(log, 'ball_screen', lobPage);
    await waitForRecord(log, 'frame', lobPage);
    const lob = await waitForRecord(log, 'button', lobPage, undefined, (b) => b.label === 'lob');
    const lobBall = lastRecord(log, 'ball_screen', lobPage);
    const tapped = log.length;
    await t.tap({ x: Number(lob.x) * toCss, y: Number(lob.y) * toCss });
    await waitForRecord(log, 'prompt', tapped); // the tap was taken: the prompt is laid out again
    const lobFlick = await t.flick(ballCss(lobBall), sameKick(view, LOB));
    const lobRest = await waitForRecord(log, 'ball_rest', lobFlick.from);
    await t.screenshot('touch-lob');
    console.log(log[lobFlick.index]);
    console.log(log[lobRest.index]);
    if (lobFlick.style !== 'lob') throw new Error(`the flick after tapping Lob was a ${lobFlick.style}`);
    const problem = !lobRest.flew_over || lobRest.flew_over === 'none'
      ? 'the lob flew over no peg'
      : Number(lobRest.rest_x) < 9 ? `the lob came down at x=${lobRest.rest_x} cm, short of E7` : null;
    if (!problem) break;
    if (attempt === 3) throw new Error(problem);
    console.log(`${problem} (a ${Number(lobFlick.vx).toFixed(0)} cm/s flick): again`);
  }
});
