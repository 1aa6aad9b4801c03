// Browser test of the flick on every screen (issue 16), with real CDP touches:
//   cadence   at 390x844 (3 device px per CSS px), a swipe whose touch moves come 150 ms
//             apart (the browser's own event times) gets a kick on the first try;
//   calibrate the same physical swipe (19 mm in 96 ms on the glass, at the game's
//             LOGICAL_PX_PER_MM, src/ui/flick_input.rs) gives the same pass length at 390x844@3
//             and 1280x800@1.5 (two emulated devices) within 10%, though the board is drawn at
//             4.6 and 9.5 px per cm there; the events are stamped on the finger's clock (CDP
//             `timestamp`) so the machine's load does not change the swipe;
//   dragback  with `?dragback`, a finger pulled back from the ball and released kicks the
//             ball the other way, as hard as the swipe the pull stands for (within 10%).
// Writes test-output/browser/fingers-*.png and fingers.log.
//
// Usage: node tests/browser/fingers.mjs [DIST_DIR]
import { browserTest, flickTold as told, freshMatch, kickOfGlass, PHONE_390, TABLET_15, waitForRecord } from './harness.mjs';

/** The game's logical px per mm of glass (src/ui/flick_input.rs). */
const PX_PER_MM = 160 / 25.4;

/** The screen point (logical px) of a pitch point (cm), and back, as src/ui/view.rs lays it. */
function toPitch(view, sx, sy) {
  const s = Number(view.px_per_cm);
  const [dx, dy] = [(sx - Number(view.centre_x)) / s, (sy - Number(view.centre_y)) / s];
  return view.portrait === '1' ? { x: -dy, y: dx } : { x: dx, y: dy };
}

/** Swipes once towards the top touchline (pitch -y: left in portrait, up in landscape) and
 * returns the pass: the flick line and how far the ball went (cm). */
async function pass(t, m, mm, moves, stepMs, stamped) {
  const px = mm * PX_PER_MM; // logical px; CSS px via m.k
  const [dx, dy] = m.view.portrait === '1' ? [-px, 0] : [0, -px];
  const mark = t.log.length;
  await t.swipe(m.ballCss, { dx: dx * m.k, dy: dy * m.k, moves, stepMs, stamped });
  const flick = await told(t, mark);
  if (flick.kind !== 'flick') throw new Error(`the swipe was not a kick: ${t.log[flick.index]}`);
  const rest = await waitForRecord(t.log, 'ball_rest', mark);
  const start = toPitch(m.view, Number(m.ball.x), Number(m.ball.y));
  const length = Math.hypot(Number(rest.rest_x) - start.x, Number(rest.rest_y) - start.y);
  console.log(`     ${t.log[flick.index]}\n     ${t.log[rest.index]}\n     the pass: ${length.toFixed(1)} cm`);
  return { flick, length, rest };
}

/** The pass of the same physical swipe on each screen (cm). */
const lengths = {};

/** The same physical swipe on this screen: its pass length goes into `lengths[name]`. */
async function calibrate(t, name) {
  const m = await freshMatch(t, 'test');
  console.log(`${name}: ${m.screen.w}x${m.screen.h} logical px (dpi ${m.screen.dpi}), ${m.view.px_per_cm} px/cm`);
  const { flick, length } = await pass(t, m, 19, 6, 16, true);
  await t.screenshot(`fingers-${name}`);
  const speed = Math.hypot(Number(flick.vx), Number(flick.vy));
  console.log(`     kick ${speed.toFixed(1)} cm/s (the response gives a 198 mm/s swipe ${kickOfGlass(m.view, 198).toFixed(1)})`);
  lengths[name] = length;
}

await browserTest('fingers', { screen: PHONE_390 }, async (t) => {
  // 1. Touch moves 150 ms apart, as a slow phone or a busy browser delivers them.
  const slow = await freshMatch(t, 'test');
  console.log(`390x844@3: ${slow.screen.w}x${slow.screen.h} logical px, ${slow.view.px_per_cm} px/cm`);
  const cadence = await pass(t, slow, 60, 4, 150, false);
  await t.screenshot('fingers-cadence');
  if (cadence.length < 2) throw new Error(`the 150 ms cadence swipe moved the ball only ${cadence.length} cm`);
  console.log('a swipe with touch moves 150 ms apart kicked the ball on the first try');

  // 2. The same physical swipe: here on the phone, then on the tablet (below).
  await calibrate(t, 'phone');

  // 3. Drag back from the ball and release.
  const m = await freshMatch(t, 'test&dragback');
  const pullMm = 9;
  const pull = pullMm * PX_PER_MM * m.k;
  // Pulled towards the bottom touchline (pitch +y: right in portrait): a kick towards the top.
  const to = { x: m.ballCss.x + pull, y: m.ballCss.y };
  const mark = t.log.length;
  await t.drag(m.ballCss, to, {
    steps: 8,
    stepMs: 40,
    beforeUp: async () => {
      await t.screenshot('fingers-dragback-aim');
    },
  });
  const flick = await told(t, mark);
  if (flick.kind !== 'flick') throw new Error(`the drag-back was not a kick: ${t.log[flick.index]}`);
  await waitForRecord(t.log, 'ball_rest', mark);
  await t.screenshot('fingers-dragback');
  const [vx, vy] = [Number(flick.vx), Number(flick.vy)];
  const want = kickOfGlass(m.view, pullMm / Number(m.view.drag_back_s));
  console.log(`drag-back: ${t.log[flick.index]} (a ${pullMm} mm pull stands for ${want.toFixed(1)} cm/s)`);
  if (!(vy < 0 && Math.abs(vy) > 3 * Math.abs(vx))) throw new Error('the drag-back did not kick the other way');
  if (Math.abs(Math.hypot(vx, vy) - want) > 0.1 * want) throw new Error("the drag-back kick is not the pull's strength");
});

await browserTest('fingers-tablet', { screen: TABLET_15 }, (t) => calibrate(t, 'tablet'));

if (lengths.phone !== undefined && lengths.tablet !== undefined) {
  const gap = Math.abs(lengths.phone - lengths.tablet) / Math.max(lengths.phone, lengths.tablet);
  console.log(`the same physical swipe: a ${lengths.phone.toFixed(1)} cm pass at 390x844@3, ` +
    `${lengths.tablet.toFixed(1)} cm at 1280x800@1.5 (${(gap * 100).toFixed(1)}% apart)`);
  if (gap > 0.1) {
    console.error('browser fingers test FAILED: the passes are more than 10% apart');
    process.exitCode = 1;
  }
}
