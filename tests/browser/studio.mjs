// Browser studio test: the web build in Debian's chromium on a phone-sized touch screen. Real
// taps (CDP Input.dispatchTouchEvent) build a team in the team studio: copy Harbour Rovers,
// give the home shirt a new colour, swap player 16's sticker for one from the catalogue; then
// the page is reloaded (the app restarts, the browser's storage stays) and the team must be
// there with the same strip and stickers; a match started with it must dress the pegs in it.
//
// Needs dist/web (scripts/web-build). `index.html?test&studio` opens the studio in test mode;
// the game logs (src/ui/studio):
//   HEXKICK studio_page page=.. targets=N w=.. h=..        the page and the window, logical px
//   HEXKICK studio_target label=.. x=.. y=..               every tap target's centre
//   HEXKICK studio_open name=".." valid=0|1 home_shirt=#.. pattern=.. stickers=..
//   HEXKICK studio_team i=N name=".." home_shirt=#.. pattern=.. stickers=..   (at start)
//   HEXKICK match_kit home=".." home_shirt=#.. away=".." away_shirt=#..
// Writes test-output/browser-studio-*.png and browser-studio.log.
//
// Usage: node tests/browser/studio.mjs [DIST_DIR]
// Not yet in scripts/test: written with the wasm-only studio code compiled for wasm32 but not yet
// run against a release web build (none could be built in the session that wrote it).
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';

const DIST = process.argv[2] ?? 'dist/web';
const OUT = 'test-output';
const CHROMIUM = process.env.HEXKICK_CHROMIUM ?? '/usr/bin/chromium';
const PHONE = { viewport: { width: 412, height: 892 }, deviceScaleFactor: 1 };
const TIMEOUT_MS = 60_000;

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** The index of the last log line at index >= from matching `re`, or -1. */
function lastMatch(log, re, from = 0) {
  for (let i = log.length - 1; i >= from; i--) if (re.test(log[i])) return i;
  return -1;
}

async function waitFor(log, re, from = 0, timeoutMs = TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const i = lastMatch(log, re, from);
    if (i >= 0) return log[i];
    await sleep(50);
  }
  throw new Error(`no console line matching ${re} within ${timeoutMs / 1000} s`);
}

/** A field of a `key=value` or `key="value with spaces"` log line. */
function field(line, key) {
  const m = line.match(new RegExp(`\\b${key}=("[^"]*"|\\S+)`));
  return m ? m[1] : null;
}

async function main() {
  if (!existsSync(join(DIST, 'hexkick.wasm'))) {
    console.error(`browser studio test FAILED: ${DIST}/hexkick.wasm is missing: run scripts/web-build first`);
    process.exitCode = 1;
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
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      hasTouch: true,
      isMobile: true,
      ...PHONE,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => log.push(`${m.type() === 'error' ? 'console.error: ' : ''}${m.text()}`));
    page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
    const cdp = await context.newCDPSession(page);
    const point = (x, y) => ({ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 });

    /** Taps the target `label` of the page on screen now (the targets after the last page line). */
    async function tap(label) {
      const pageLine = lastMatch(log, /HEXKICK studio_page /);
      const line = await waitFor(log, new RegExp(`HEXKICK studio_target label=${label} `), Math.max(pageLine, 0), 15_000);
      const pageInfo = log[lastMatch(log, /HEXKICK studio_page /)];
      const cssWidth = await page.evaluate(() => document.querySelector('canvas').getBoundingClientRect().width);
      const toCss = cssWidth / Number(field(pageInfo, 'w'));
      const x = Number(field(line, 'x')) * toCss;
      const y = Number(field(line, 'y')) * toCss;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(x, y)] });
      await sleep(60);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await sleep(400);
    }

    await page.goto(`${server.url}index.html?test&studio`);
    await waitFor(log, /HEXKICK studio_target label=ready-2 /);
    await tap('ready-2');
    await tap('duplicate');
    await waitFor(log, /HEXKICK studio_open name="Harbour Rovers copy" valid=1/);
    await tap('part-home-shirt');
    await tap('hue-11');
    const colourFrom = log.length;
    await tap('shade-5');
    const coloured = await waitFor(log, /HEXKICK studio_open /, colourFrom);
    const shirt = field(coloured, 'home_shirt');
    if (shirt === '#0b1f5c') throw new Error('the home shirt did not change colour');
    console.log(`home shirt now ${shirt}`);
    await tap('tab-stickers');
    await tap('player-16');
    const stickerFrom = log.length;
    await tap('catalogue-K');
    const swapped = await waitFor(log, /HEXKICK studio_open .*valid=1 .*stickers=.*,K$/, stickerFrom);
    const stickers = field(swapped, 'stickers');
    await sleep(300);
    await page.screenshot({ path: join(OUT, 'browser-studio-stickers.png') });
    if (lastMatch(log, /studio_action .* saved=0/) >= 0) throw new Error('a save failed');

    // Restart the app: the page reloads, the browser's storage stays.
    const restart = log.length;
    await page.reload();
    const team = await waitFor(log, /HEXKICK studio_team i=0 /, restart);
    const want = `name="Harbour Rovers copy" home_shirt=${shirt} pattern=Plain stickers=${stickers}`;
    if (!team.endsWith(want)) throw new Error(`after a restart: ${team}\nwanted ${want}`);
    console.log(`after a restart: ${want}`);
    await tap('team-0');
    await tap('play');
    const kit = await waitFor(log, /HEXKICK match_kit /, restart);
    if (field(kit, 'home_shirt') !== shirt) throw new Error(`the match dresses home in ${field(kit, 'home_shirt')}`);
    await sleep(800);
    await page.screenshot({ path: join(OUT, 'browser-studio-match.png') });
    const errors = log.filter((l) => l.startsWith('pageerror') || /mismatch|function in gl\.js/i.test(l));
    if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    console.log(kit);
    console.log('browser studio test passed');
  } catch (e) {
    console.error(`browser studio test FAILED: ${e.message}`);
    for (const line of log.slice(-30)) console.error(line);
    process.exitCode = 1;
  } finally {
    writeFileSync(join(OUT, 'browser-studio.log'), log.join('\n') + '\n');
    if (context) await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
