// Browser touch test: the web build in Debian's chromium, on a phone-sized touch screen, gets a
// real swipe over the ball (CDP Input.dispatchTouchEvent: touchStart, timed touchMoves,
// touchEnd), and the game's own log must show the ball rolling the way the finger went.
//
// Needs dist/web (scripts/web-build) and the game's test mode, switched on by `?test` in the
// address. The game logs (see src/ui): `HEXKICK ball_screen x=.. y=..` (the ball's centre in
// canvas pixels) and `HEXKICK ball_rest ...` when the ball has stopped.
// Writes test-output/browser-touch-before.png and browser-touch.png.
//
// Usage: node tests/browser/touch.mjs [DIST_DIR]
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';

const DIST = process.argv[2] ?? 'dist/web';
const OUT = 'test-output';
const CHROMIUM = process.env.HEXKICK_CHROMIUM ?? '/usr/bin/chromium';
// A phone held upright (CSS pixels), at a phone's pixel density.
const PHONE = { viewport: { width: 412, height: 892 }, deviceScaleFactor: 2 };
// The swipe: from the ball's centre, this far (CSS px) over this many timed moves.
const SWIPE = { dx: 90, dy: -50, moves: 8, stepMs: 16 };
const TIMEOUT_MS = 60_000;

const BALL_SCREEN = /HEXKICK ball_screen x=(-?[\d.]+) y=(-?[\d.]+)/;
const BALL_REST = /HEXKICK ball_rest/;

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

function fail(message, log) {
  console.error(`browser touch test FAILED: ${message}`);
  if (log) {
    console.error('--- page console (last 40 lines) ---');
    for (const line of log.slice(-40)) console.error(line);
  }
  process.exitCode = 1;
}

/** Waits until a console line after index `from` matches `re`; returns [match, index]. */
async function waitForLine(log, re, from, what) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    for (let i = from; i < log.length; i++) {
      const m = log[i].match(re);
      if (m) return [m, i];
    }
    await sleep(50);
  }
  throw new Error(`no "${what}" line in the page's console within ${TIMEOUT_MS / 1000} s`);
}

/** The last ball position logged at or before index `upTo`. */
function lastBallBefore(log, upTo) {
  for (let i = upTo; i >= 0; i--) {
    const m = log[i].match(BALL_SCREEN);
    if (m) return { x: Number(m[1]), y: Number(m[2]) };
  }
  return null;
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

    await page.goto(`${server.url}index.html?test`);
    const title = await page.title();
    if (title !== 'hexkick') throw new Error(`page title is "${title}", not "hexkick"`);

    const [first, firstAt] = await waitForLine(log, BALL_SCREEN, 0, 'HEXKICK ball_screen');
    await sleep(500); // let a few frames settle before touching
    // Game coordinates are canvas pixels; the touch is in CSS pixels.
    const scale = await page.evaluate(() => {
      const c = document.querySelector('canvas');
      return c.width / c.getBoundingClientRect().width;
    });
    const start = lastBallBefore(log, log.length - 1) ?? { x: Number(first[1]), y: Number(first[2]) };
    const x0 = start.x / scale;
    const y0 = start.y / scale;
    console.log(`ball at canvas (${start.x}, ${start.y}), CSS (${x0.toFixed(1)}, ${y0.toFixed(1)}), canvas/CSS scale ${scale}`);
    await page.screenshot({ path: join(OUT, 'browser-touch-before.png') });

    // The swipe, as a finger does it: press on the ball, move in timed steps, lift.
    const cdp = await context.newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    const point = (x, y) => ({ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 });
    const swipeFrom = log.length;
    await touch('touchStart', [point(x0, y0)]);
    for (let i = 1; i <= SWIPE.moves; i++) {
      await sleep(SWIPE.stepMs);
      const t = i / SWIPE.moves;
      await touch('touchMove', [point(x0 + SWIPE.dx * t, y0 + SWIPE.dy * t)]);
    }
    await touch('touchEnd', []);
    console.log(`swiped (${SWIPE.dx}, ${SWIPE.dy}) CSS px in ${SWIPE.moves} moves of ${SWIPE.stepMs} ms`);

    const [, restAt] = await waitForLine(log, BALL_REST, swipeFrom, 'HEXKICK ball_rest');
    await sleep(300);
    const end = lastBallBefore(log, log.length - 1);
    await page.screenshot({ path: join(OUT, 'browser-touch.png') });
    writeFileSync(join(OUT, 'browser-touch.log'), log.join('\n') + '\n');

    const moved = { x: (end.x - start.x) / scale, y: (end.y - start.y) / scale };
    const length = Math.hypot(moved.x, moved.y);
    const along = (moved.x * SWIPE.dx + moved.y * SWIPE.dy) / Math.hypot(SWIPE.dx, SWIPE.dy);
    console.log(`ball came to rest at canvas (${end.x}, ${end.y}): moved ${length.toFixed(1)} CSS px, ${along.toFixed(1)} along the swipe`);
    console.log(log[restAt]);
    const errors = log.filter((l) => l.startsWith('pageerror') || /mismatch/i.test(l));
    if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    if (length < 10) throw new Error(`the ball moved only ${length.toFixed(1)} CSS px`);
    if (along < 0.5 * length) throw new Error('the ball did not move in the swipe direction');
    console.log('browser touch test passed');
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
