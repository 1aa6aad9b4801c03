// Browser resume test (issue 8): the web build in Debian's chromium on a touch phone starts a
// match from the menus with real CDP touches (title -> New match -> Start), makes a move,
// RELOADS THE PAGE, taps "Continue match" and must find the same position: the match was saved
// in localStorage (quad-storage) after the move and replayed on continue.
//
// The game's console lines it reads (test mode `?test`, menus first `&menus`; src/ui):
//   HEXKICK screen_shown name=title|new_match|settings w=.. h=..   a menu screen, logical px
//   HEXKICK menu_button screen=.. id=.. x=.. y=..                  where to tap
//   HEXKICK saved_match none | commands=N digest=D                 what "Continue" would resume
//   HEXKICK match_started commands=N digest=D                      a new match is on the table
//   HEXKICK button label=toss_coin x=.. y=..                        the match screen's buttons
//   HEXKICK position commands=N digest=D                           after every applied command
//   HEXKICK match_resumed commands=N digest=D                      the saved match is back
// Writes test-output/browser-resume-*.png and browser-resume.log.
//
// Usage: node tests/browser/resume.mjs [DIST_DIR]
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';
import { lastRecord, sleep, waitForRecord } from './log.mjs';

const DIST = process.argv[2] ?? 'dist/web';
const OUT = 'test-output';
const CHROMIUM = process.env.HEXKICK_CHROMIUM ?? '/usr/bin/chromium';
const PHONE = { viewport: { width: 412, height: 892 }, deviceScaleFactor: 1 };

async function main() {
  if (!existsSync(join(DIST, 'hexkick.wasm'))) {
    throw new Error(`${DIST}/hexkick.wasm is missing: run scripts/web-build first`);
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
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
      hasTouch: true,
      isMobile: true,
      ...PHONE,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => log.push(`${m.type() === 'error' ? 'console.error: ' : ''}${m.text()}`));
    page.on('pageerror', (e) => log.push(`pageerror: ${e.message}`));
    const cdp = await context.newCDPSession(page);
    const url = `${server.url}index.html?test&menus`;

    /** A real touch tap at a point in the game's logical pixels (`width` logical px wide). */
    const touchAt = async (x, y, width) => {
      const css = await page.evaluate(() => document.querySelector('canvas').getBoundingClientRect().width);
      const k = css / Number(width);
      const point = { x: Number(x) * k, y: Number(y) * k, id: 1, radiusX: 4, radiusY: 4, force: 1 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await sleep(60);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await sleep(250);
    };

    /** Taps a menu button where its menu_button line says it is. */
    const tap = async (screen, id, from) => {
      const shown = await waitForRecord(log, 'screen_shown', from, 60_000, (f) => f.name === screen);
      const button = await waitForRecord(log, 'menu_button', shown.index, 10_000,
        (f) => f.screen === screen && f.id === id);
      await touchAt(button.x, button.y, shown.w);
    };

    // 1. Fresh page: no saved match; New match -> Start.
    await page.goto(url);
    await waitForRecord(log, 'saved_match');
    let from = log.length;
    await tap('title', 'new_match', 0);
    await tap('new_match', 'start', from);
    const started = await waitForRecord(log, 'match_started', from);
    console.log(`started: ${log[started.index]}`);

    // 2. A move through the match screen: its "Toss the coin" button (a command with a die).
    const screen = await waitForRecord(log, 'screen', started.index);
    const toss = await waitForRecord(log, 'button', started.index, 60_000, (f) => f.label === 'toss_coin');
    await touchAt(toss.x, toss.y, screen.w);
    const moved = await waitForRecord(log, 'position', started.index, 60_000, (f) => f.commands === '1');
    console.log(`moved: ${log[moved.index]}`);
    await sleep(500);
    await page.screenshot({ path: join(OUT, 'browser-resume-before.png') });

    // 3. Reload: the title screen must offer the same match; Continue resumes it.
    from = log.length;
    await page.reload();
    const saved = await waitForRecord(log, 'saved_match', from);
    console.log(`after reload: ${log[saved.index]}`);
    if (saved.digest !== moved.digest || saved.commands !== moved.commands) {
      throw new Error(`the reloaded page found ${log[saved.index]}, not the match at ${log[moved.index]}`);
    }
    await tap('title', 'continue', from);
    const resumed = await waitForRecord(log, 'match_resumed', from);
    console.log(`resumed: ${log[resumed.index]}`);
    await sleep(800);
    await page.screenshot({ path: join(OUT, 'browser-resume-after.png') });
    if (resumed.digest !== moved.digest || resumed.commands !== moved.commands) {
      throw new Error(`continue gave ${log[resumed.index]}, not ${log[moved.index]}`);
    }
    const errors = log.filter((l) => l.startsWith('pageerror') || /mismatch|function in gl\.js/i.test(l));
    if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    console.log('browser resume test passed: the same position after a page reload');
  } catch (e) {
    console.error(`browser resume test FAILED: ${e.message}`);
    for (const line of log.slice(-30)) console.error(line);
    process.exitCode = 1;
  } finally {
    writeFileSync(join(OUT, 'browser-resume.log'), log.join('\n') + '\n');
    if (context) await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
