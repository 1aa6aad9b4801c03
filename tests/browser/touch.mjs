// Browser touch test: the web build in Debian's chromium, on a phone-sized touch screen, gets a
// real swipe over the ball (CDP Input.dispatchTouchEvent: touchStart, timed touchMoves,
// touchEnd), and the game's own log must show the ball rolling the way the finger went.
//
// Needs dist/web (scripts/web-build) and the game's test mode, switched on by `?test` in the
// address (src/launch.rs, web/hexkick.js). The game logs to the console (src/ui):
//   HEXKICK screen w=.. h=.. dpi=..                         logical window size
//   HEXKICK view px_per_cm=.. centre_x=.. centre_y=.. portrait=0|1
//   HEXKICK ball_screen x=.. y=..                           the ball, logical pixels
//   HEXKICK flick vx=.. vy=.. style=..                      a flick was taken
//   HEXKICK ball_rest x=.. y=.. cell=.. ...                 where it stopped, pitch cm
// Writes test-output/browser-touch-before.png, browser-touch.png and browser-touch.log.
//
// Usage: node tests/browser/touch.mjs [DIST_DIR]
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';
import { lastRecord, sleep, waitForRecord } from './log.mjs';

const DIST = process.argv[2] ?? 'dist/web';
const OUT = 'test-output';
const CHROMIUM = process.env.HEXKICK_CHROMIUM ?? '/usr/bin/chromium';
// A phone held upright (CSS pixels), at a phone's pixel density.
const PHONE = { viewport: { width: 412, height: 892 }, deviceScaleFactor: 1 };
// The swipe: from the ball's centre, this far (CSS px) over this many timed moves.
// Leftwards: from the kick-off spot the way to the touchline is clear of pegs in portrait.
const SWIPE = { dx: -60, dy: 0, moves: 10, stepMs: 16 };
// The lob: a hard swipe towards the away goal (up the screen in portrait) over the away 9 on
// E7, about the 350 cm/s of the native smoke test's lob at this phone's 4.9 px per cm.
const LOB = { dx: 0, dy: -270, moves: 10, stepMs: 16 };

function fail(message, log) {
  console.error(`browser touch test FAILED: ${message}`);
  if (log) {
    console.error('--- page console (last 40 lines) ---');
    for (const line of log.slice(-40)) console.error(line);
  }
  process.exitCode = 1;
}

/** A pitch point (cm) on the screen (logical px), as src/ui/view.rs lays the board. */
function pitchToScreen(view, x, y) {
  const s = Number(view.px_per_cm);
  const cx = Number(view.centre_x);
  const cy = Number(view.centre_y);
  return view.portrait === '1' ? { x: cx + y * s, y: cy - x * s } : { x: cx + x * s, y: cy + y * s };
}

/** A finger's swipe from (x0, y0) CSS px: press, timed moves, lift; retried (up to 3 times)
 * until the game logs a flick. Returns the log index the swipe started at. */
async function swipe(touch, point, log, x0, y0, { dx, dy, moves, stepMs }) {
  const from = log.length;
  for (let attempt = 1; attempt <= 3; attempt++) {
    await touch('touchStart', [point(x0, y0)]);
    // Moves go out on the finger's clock, not each after the browser's acknowledgement:
    // a busy renderer must not turn the flick into a slow drag.
    const sent = [];
    for (let i = 1; i <= moves; i++) {
      await sleep(stepMs);
      const t = i / moves;
      sent.push(touch('touchMove', [point(x0 + dx * t, y0 + dy * t)]));
    }
    sent.push(touch('touchEnd', []));
    await Promise.all(sent);
    console.log(`swipe ${attempt}: (${dx}, ${dy}) CSS px in ${moves} moves of ${stepMs} ms`);
    try {
      await waitForRecord(log, 'flick', from, 2000);
      return from;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
  return from;
}

async function main() {
  if (!existsSync(join(DIST, 'hexkick.wasm'))) {
    fail(`${DIST}/hexkick.wasm is missing: run scripts/web-build first`);
    return;
  }
  mkdirSync(OUT, { recursive: true });
  const server = await serve(DIST);
  const profile = mkdtempSync(join(tmpdir(), 'hexkick-chromium-'));
  const log = [];
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      hasTouch: true,
      isMobile: true,
      ...PHONE,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => log.push(`${m.type() === 'error' ? 'console.error: ' : ''}${m.text()}`));
    page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));

    const navigated = Date.now();
    await page.goto(`${server.url}index.html?test`);
    const title = await page.title();
    if (title !== 'hexkick') throw new Error(`page title is "${title}", not "hexkick"`);

    await waitForRecord(log, 'screen');
    // The first match frame announces the screen: load, compile and first frame together.
    console.log(`first frame on the web: ${Date.now() - navigated} ms after navigation (wasm fetch + compile + first frame)`);
    await waitForRecord(log, 'ball_screen');
    await waitForRecord(log, 'frame'); // frames flow: the first layer is painted
    await sleep(300);
    const screen = lastRecord(log, 'screen');
    const view = lastRecord(log, 'view');
    const ball = lastRecord(log, 'ball_screen');
    if (!screen || !view) throw new Error('the game did not log its screen and view');
    // Game coordinates are logical pixels; touches are CSS pixels.
    const cssWidth = await page.evaluate(() => document.querySelector('canvas').getBoundingClientRect().width);
    const toCss = cssWidth / Number(screen.w);
    const x0 = Number(ball.x) * toCss;
    const y0 = Number(ball.y) * toCss;
    console.log(`screen ${screen.w}x${screen.h} logical px (dpi ${screen.dpi}), portrait=${view.portrait}; ball at CSS (${x0.toFixed(1)}, ${y0.toFixed(1)})`);
    await page.screenshot({ path: join(OUT, 'browser-touch-before.png') });

    // The swipe, as a finger does it: press on the ball, move in timed steps, lift. If the game
    // did not take it as a flick (a stalled frame can look like a pause), swipe again.
    const cdp = await context.newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    const point = (x, y) => ({ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 });
    const swipeFrom = await swipe(touch, point, log, x0, y0, SWIPE);
    const rest = await waitForRecord(log, 'ball_rest', swipeFrom);
    // Page errors, plugin version mismatches, and wasm imports no script provides (miniquad
    // stubs those with a "No NAME function in gl.js" warning: e.g. quad-storage's glue missing).
    const errors = log
      .slice(0, rest.index + 1)
      .filter((l) => l.startsWith('pageerror') || /mismatch|function in gl\.js/i.test(l));
    await sleep(300);
    await page.screenshot({ path: join(OUT, 'browser-touch.png') });
    writeFileSync(join(OUT, 'browser-touch.log'), log.join('\n') + '\n');

    const end = pitchToScreen(view, Number(rest.x), Number(rest.y));
    const moved = { x: (end.x - Number(ball.x)) * toCss, y: (end.y - Number(ball.y)) * toCss };
    const length = Math.hypot(moved.x, moved.y);
    const along = (moved.x * SWIPE.dx + moved.y * SWIPE.dy) / Math.hypot(SWIPE.dx, SWIPE.dy);
    console.log(log[rest.index]);
    console.log(`the ball moved ${length.toFixed(1)} CSS px, ${along.toFixed(1)} along the swipe`);
    if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    if (length < 10) throw new Error(`the ball moved only ${length.toFixed(1)} CSS px`);
    if (along < 0.7 * length) throw new Error('the ball did not move in the swipe direction');

    // The lob: a fresh page, the Lob button tapped, a hard swipe over the away 9.
    await page.reload();
    const lobPage = log.length;
    await waitForRecord(log, 'ball_screen', lobPage);
    await waitForRecord(log, 'frame', lobPage);
    await sleep(300);
    const lob = await waitForRecord(log, 'button', lobPage, undefined, (b) => b.label === 'lob');
    const lobBall = lastRecord(log, 'ball_screen', lobPage);
    await touch('touchStart', [point(Number(lob.x) * toCss, Number(lob.y) * toCss)]);
    await sleep(60);
    await touch('touchEnd', []);
    await sleep(400);
    const lobFrom = await swipe(touch, point, log, Number(lobBall.x) * toCss, Number(lobBall.y) * toCss, LOB);
    const lobFlick = await waitForRecord(log, 'flick', lobFrom);
    const lobRest = await waitForRecord(log, 'ball_rest', lobFrom);
    await sleep(300);
    await page.screenshot({ path: join(OUT, 'browser-touch-lob.png') });
    writeFileSync(join(OUT, 'browser-touch.log'), log.join('\n') + '\n');
    console.log(log[lobFlick.index]);
    console.log(log[lobRest.index]);
    if (lobFlick.style !== 'lob') throw new Error(`the flick after tapping Lob was a ${lobFlick.style}`);
    if (!lobRest.flew_over || lobRest.flew_over === 'none') {
      throw new Error('the lob flew over no peg');
    }
    if (Number(lobRest.x) < 9) throw new Error(`the lob came down at x=${lobRest.x} cm, short of E7`);
    console.log('browser touch test passed (a low shot and a lob)');
  } catch (e) {
    fail(e.message, log);
    writeFileSync(join(OUT, 'browser-touch.log'), log.join('\n') + '\n');
  } finally {
    if (context) await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
