// The browser tests' shared harness: Debian's chromium driven by playwright-core over CDP, the
// web build served from dist/web, the page's console captured as the game's log, real touches
// (Input.dispatchTouchEvent: taps, drags, swipes) and the readers of the game's
// `HEXKICK <kind> key=value ...` console lines (test mode, `?test`; src/ui).
//
// A test is `await browserTest('name', { screen }, async (t) => { ... })`: it gets one chromium
// with one page (`t.page`, `t.log`, `t.open(query)`, `t.tap`, `t.drag`, `t.flick`,
// `t.screenshot`, ...), passes when the body returns and the page reported no errors, and fails
// (exit code 1, the last console lines printed) when the body throws. The page's console is
// written to test-output/browser/NAME.log and screenshots to test-output/browser/*.png.
//
// Usage of every test: node tests/browser/NAME.mjs [DIST_DIR]   (DIST_DIR defaults to dist/web)
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from './server.mjs';

/** Where every browser test writes its screenshots and console logs. */
export const OUT = join('test-output', 'browser');
/** A phone held upright (CSS pixels), at one device pixel per CSS pixel. */
export const PHONE = { viewport: { width: 412, height: 892 }, deviceScaleFactor: 1 };
/** The phone of issue 16: 390x844 CSS px at three device pixels each. */
export const PHONE_390 = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 };
/** A tablet held sideways at 1.5 device pixels per CSS pixel (issue 16's calibration test). */
export const TABLET_15 = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1.5 };
/** A tablet held sideways: the native UI test's 1280x800 window. */
export const TABLET = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
/** How long a wait for the game may take by default: generous, for a loaded 2-core machine. */
export const TIMEOUT_MS = 60_000;
/** Swipes from the ball before giving up on a flick (seen here at load 15 on 2 cores: up to 3). */
const FLICK_ATTEMPTS = 8;

export const CHROMIUM = process.env.HEXKICK_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A page that is busy or unseen must keep its frame loop and timers at full speed.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

export const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// ---------------------------------------------------------------------------------------------
// The game's log.

/** The kind and key=value fields (`key="with spaces"` too) of a `HEXKICK <kind> ...` line. */
export function parseRecord(line) {
  const at = line.indexOf('HEXKICK ');
  if (at < 0) return null;
  const rest = line.slice(at + 'HEXKICK '.length);
  const space = rest.indexOf(' ');
  const kind = space < 0 ? rest : rest.slice(0, space);
  const fields = {};
  for (const m of rest.slice(kind.length).matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
    fields[m[1]] = m[2].startsWith('"') ? m[2].slice(1, -1) : m[2];
  }
  return { kind, fields };
}

/** The fields of the last `HEXKICK <kind>` line at index >= from that pass `match` (with its
 * `index`), or null. */
export function lastRecord(log, kind, from = 0, match = () => true) {
  for (let i = log.length - 1; i >= from; i--) {
    const record = parseRecord(log[i]);
    if (record && record.kind === kind) {
      const fields = { index: i, ...record.fields };
      if (match(fields)) return fields;
    }
  }
  return null;
}

/** Every `HEXKICK <kind>` line at index >= from, as fields with their `index`. */
export function records(log, kind, from = 0) {
  const out = [];
  for (let i = from; i < log.length; i++) {
    const record = parseRecord(log[i]);
    if (record && record.kind === kind) out.push({ index: i, ...record.fields });
  }
  return out;
}

/** Waits for a `HEXKICK <kind>` line at index >= from whose fields pass `match`. */
export function waitForRecord(log, kind, from = 0, timeoutMs = TIMEOUT_MS, match = () => true) {
  return waitFor(() => lastRecord(log, kind, from, match), `matching "HEXKICK ${kind}" line in the page's console`, timeoutMs);
}

/** Polls `probe()` every 50 ms until it returns something other than null or undefined, and
 * returns that; throws "no WHAT within N s" after `timeoutMs`. */
export async function waitFor(probe, what, timeoutMs = TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) break;
    await sleep(50);
  }
  throw new Error(`no ${what} within ${timeoutMs / 1000} s`);
}

/** The JSON bodies of the `HEXKICK <kind> {...}` lines (command, event) at index >= from. */
export function jsonRecords(log, kind, from = 0) {
  const prefix = `HEXKICK ${kind} `;
  const out = [];
  for (const line of log.slice(from)) {
    const at = line.indexOf(prefix);
    if (at < 0) continue;
    try {
      out.push(JSON.parse(line.slice(at + prefix.length)));
    } catch {
      // Not a JSON record (a plain line of the same kind): skipped.
    }
  }
  return out;
}

/** Page errors, plugin version mismatches, and wasm imports no script provides (miniquad
 * stubs those with a "No NAME function in gl.js" warning: e.g. a plugin's glue missing). */
export function pageErrors(log) {
  return log.filter((l) => l.startsWith('pageerror') || /mismatch|function in gl\.js/i.test(l));
}

// ---------------------------------------------------------------------------------------------
// One chromium, one page.

/** A touch point in CSS pixels for Input.dispatchTouchEvent. */
const finger = ({ x, y }) => ({ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 });

class Browser {
  constructor(context, page, cdp, url) {
    this.context = context;
    this.page = page;
    this.cdp = cdp;
    this.url = url;
    /** Every console line of the page since launch (errors prefixed `console.error: `). */
    this.log = [];
    page.on('console', (m) => this.log.push(`${m.type() === 'error' ? 'console.error: ' : ''}${m.text()}`));
    page.on('pageerror', (e) => this.log.push(`pageerror: ${e.message}`));
  }

  /** Loads `index.html?QUERY`; returns the log index the page's lines start at. */
  async open(query) {
    const from = this.log.length;
    await this.page.goto(`${this.url}index.html?${query}`);
    const title = await this.page.title();
    if (title !== 'hexkick') throw new Error(`page title is "${title}", not "hexkick"`);
    return from;
  }

  /** Reloads the page (the app restarts, the browser's storage stays); returns the log index. */
  async reload() {
    const from = this.log.length;
    await this.page.reload();
    return from;
  }

  /** CSS pixels per logical pixel of the game, whose window is `logicalWidth` wide. */
  async toCss(logicalWidth) {
    const css = await this.page.evaluate(() => document.querySelector('canvas').getBoundingClientRect().width);
    return css / Number(logicalWidth);
  }

  /** The page's next `n` frame times (requestAnimationFrame to requestAnimationFrame), ms. */
  async frameTimes(n) {
    return this.page.evaluate(
      (count) =>
        new Promise((done) => {
          const times = [];
          let last = null;
          const step = (now) => {
            if (last !== null) times.push(now - last);
            last = now;
            if (times.length >= count) done(times);
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      n,
    );
  }

  /** Resolves once the page has run `n` more animation frames: the game's frame loop runs on
   * requestAnimationFrame, so it has handled every input sent before this call. */
  async frames(n = 2) {
    let timer;
    const stalled = new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error(`the page drew no ${n} frames in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    });
    const drawn = this.page.evaluate(
      (count) =>
        new Promise((done) => {
          const step = (left) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
          step(count);
        }),
      n,
    );
    try {
      await Promise.race([drawn, stalled]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One touch event; `timestamp` (seconds since the epoch) stamps it with that time. */
  async touch(type, points, timestamp) {
    await this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(finger),
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  }

  /** Turns the phone: the page becomes `width` x `height` CSS px (the device scale stays). */
  async rotate(width, height) {
    await this.page.setViewportSize({ width, height });
  }

  /** A finger's double tap at a CSS point, each event stamped on the finger's clock (CDP
   * `timestamp`): down, 60 ms, up, 120 ms, down, 60 ms, up. Sent without waiting for each
   * acknowledgement (a busy renderer takes a second an event), so the game times the taps by
   * their own stamps, as a phone's touches are. */
  async doubleTap(at) {
    const t0 = Date.now() / 1000;
    await Promise.all([
      this.touch('touchStart', [at], t0),
      this.touch('touchEnd', [], t0 + 0.06),
      this.touch('touchStart', [at], t0 + 0.18),
      this.touch('touchEnd', [], t0 + 0.24),
    ]);
  }

  /** A finger's tap at a CSS point: down, 60 ms, up. */
  async tap(at) {
    await this.touch('touchStart', [at]);
    await sleep(60);
    await this.touch('touchEnd', []);
  }

  /** Taps the button `id` of the menu screen `screen` (title, new_match, settings: src/ui/menus.rs)
   * where its `menu_button` line says it is, on that screen as last shown at log index >= from;
   * resolves once the page has drawn two frames since. */
  async tapMenu(screen, id, from = 0) {
    const shown = await waitForRecord(this.log, 'screen_shown', from, undefined, (f) => f.name === screen);
    const button = await waitForRecord(this.log, 'menu_button', shown.index, 10_000,
      (f) => f.screen === screen && f.id === id);
    const k = await this.toCss(shown.w);
    await this.tap({ x: Number(button.x) * k, y: Number(button.y) * k });
    await this.frames(2);
  }

  /** Taps the match screen's button `label` where its last `button` line at log index >= from
   * says it is; resolves once the page has drawn two frames since. */
  async tapButton(label, from = 0, timeoutMs = TIMEOUT_MS) {
    const b = await waitForRecord(this.log, 'button', from, timeoutMs, (f) => f.label === label);
    const k = await this.toCss(lastRecord(this.log, 'screen').w);
    await this.tap({ x: Number(b.x) * k, y: Number(b.y) * k });
    await this.frames(2);
  }

  /** Taps the team studio's target `label` on the page shown now (the `studio_target` lines
   * after the last `studio_page` line); resolves once the page has drawn two frames since, with
   * the log index from before the tap. */
  async tapStudio(label) {
    const pageLine = lastRecord(this.log, 'studio_page');
    const target = await waitForRecord(this.log, 'studio_target', pageLine?.index ?? 0, 15_000,
      (f) => f.label === label);
    const k = await this.toCss(lastRecord(this.log, 'studio_page').w);
    const tapped = this.log.length;
    await this.tap({ x: Number(target.x) * k, y: Number(target.y) * k });
    await this.frames(2);
    return tapped;
  }

  /** A finger carried from `from` to `to` (CSS px) in `steps` moves `stepMs` apart, then lifted
   * where it stopped. `afterDown()` runs once the finger is down: when it resolves false the
   * finger is lifted where it went down and drag returns false. `beforeUp()` runs with the
   * finger still on `to` (a screenshot of what a held piece shows). */
  async drag(from, to, { steps = 12, stepMs = 40, afterDown = async () => true, beforeUp = async () => {} } = {}) {
    await this.touch('touchStart', [from]);
    if (!(await afterDown())) {
      await this.touch('touchEnd', []);
      return false;
    }
    for (let i = 1; i <= steps; i++) {
      await sleep(stepMs);
      const k = i / steps;
      await this.touch('touchMove', [{ x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k }]);
    }
    await beforeUp();
    await this.touch('touchEnd', []);
    return true;
  }

  /** A swipe from `from` (CSS px) by (dx, dy) over `moves` timed moves, lifted while moving.
   * The moves go out on the finger's clock, not each after the browser's acknowledgement: a
   * busy renderer must not turn the flick into a slow drag. */
  async swipe(from, { dx, dy, moves = 10, stepMs = 16, stamped = false }) {
    // Stamped: each event carries its time on the finger's clock (CDP `timestamp`), so the
    // swipe's speed does not depend on how late the machine sent it.
    const t0 = Date.now() / 1000;
    const at = (i) => (stamped ? t0 + (i * stepMs) / 1000 : undefined);
    await this.touch('touchStart', [from], at(0));
    const sent = [];
    for (let i = 1; i <= moves; i++) {
      await sleep(stepMs);
      const k = i / moves;
      sent.push(this.touch('touchMove', [{ x: from.x + dx * k, y: from.y + dy * k }], at(i)));
    }
    sent.push(this.touch('touchEnd', [], at(moves)));
    await Promise.all(sent);
  }

  /** A swipe from the ball that the game must take as a flick. The game times a finger's
   * moves by the browser events' own time stamps (src/input/clock.rs), so a swipe's strength no
   * longer depends on the machine's load; a swipe the game still did not take as a flick
   * (`flick_ignored`, or nothing logged: a page too busy to deliver the touches) is tried
   * again (up to FLICK_ATTEMPTS times). `ballAt()` gives the ball's CSS point now. Returns the
   * `flick` line's fields and `from`, the log index the swipes started at. */
  async flick(ballAt, swipe) {
    const from = this.log.length;
    for (let attempt = 1; attempt <= FLICK_ATTEMPTS; attempt++) {
      const mark = this.log.length;
      await this.swipe(await ballAt(), swipe);
      await this.frames(2);
      const told = await waitFor(
        () => ['flick', 'flick_ignored', 'flick_refused'].map((kind) => lastRecord(this.log, kind, mark)).find(Boolean),
        'flick line', 10_000,
      ).catch(() => null);
      const what = told ? parseRecord(this.log[told.index]).kind : 'nothing logged';
      console.log(`     swipe ${attempt}: (${swipe.dx.toFixed(0)}, ${swipe.dy.toFixed(0)}) CSS px in ${swipe.moves} moves: ${what}`);
      if (what === 'flick') return { ...told, from };
      if (what === 'flick_refused') throw new Error(`the game refused the flick: ${this.log[told.index]}`);
    }
    throw new Error(`${FLICK_ATTEMPTS} swipes from the ball, no flick`);
  }

  /** Writes OUT/NAME.png once the page has drawn two frames since; returns its path. */
  async screenshot(name) {
    await this.frames(2);
    const path = join(OUT, `${name}.png`);
    await this.page.screenshot({ path });
    return path;
  }
}

/** The ball's speed (cm/s at 100% sensitivity) a swipe of `mmS` mm/s on the glass gives, by
 * the response the game logs in its `view` line (src/ui/flick_input.rs: calm_cm_s x
 * (glass / calm_mm_s) ^ exponent). */
export function kickOfGlass(view, mmS) {
  return Number(view.calm_cm_s) * Math.pow(mmS / Number(view.calm_mm_s), Number(view.exponent));
}

/** The glass speed (mm/s) whose swipe kicks the ball at `cmS` cm/s (see `kickOfGlass`). */
export function glassOfKick(view, cmS) {
  return Number(view.calm_mm_s) * Math.pow(cmS / Number(view.calm_cm_s), 1 / Number(view.exponent));
}

/** The response the older tests' swipes were chosen for: 0.66 pitch cm/s per glass mm/s. */
const LEGACY_CM_S_PER_MM_S = 0.66;
/** The longest swipe made, logical px (it must stay on the screen). */
const LONGEST_SWIPE_PX = 300;

/** The swipe (`dx`, `dy` logical px over `moves` moves `stepMs` apart) that kicks through the
 * game's response now as the given one kicked under the legacy linear response; the step time
 * shrinks so the swipe stays on the screen. Without the response in `view` it is returned as
 * it is. */
export function sameKick(view, { dx, dy, moves, stepMs }) {
  if (!view || view.calm_mm_s === undefined) return { dx, dy, moves, stepMs };
  const pxPerMm = Number(view.px_per_mm);
  const length = Math.hypot(dx, dy);
  const glass = length / ((moves * stepMs) / 1000) / pxPerMm;
  if (!(glass > 0)) return { dx, dy, moves, stepMs };
  const now = glassOfKick(view, LEGACY_CM_S_PER_MM_S * glass);
  let step = stepMs;
  if (now * pxPerMm * (moves * step) / 1000 > LONGEST_SWIPE_PX) {
    step = Math.max(4, (LONGEST_SWIPE_PX * 1000) / (now * pxPerMm * moves));
  }
  const k = (now * pxPerMm * (moves * step)) / 1000 / length;
  return { dx: dx * k, dy: dy * k, moves, stepMs: step };
}

/** A test's checks: `check(ok, what)` prints an "ok"/"FAIL" line and returns `ok`;
 * `failed()` is how many failed so far. */
export function checks() {
  let failures = 0;
  return {
    check(ok, what) {
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
      if (!ok) failures += 1;
      return ok;
    },
    failed: () => failures,
  };
}

/** A fresh match page in test mode (`query`); its screen, view, ball and CSS scale. */
export async function freshMatch(t, query) {
  const from = await t.open(query);
  await waitForRecord(t.log, 'ball_screen', from);
  await waitForRecord(t.log, 'frame', from);
  const screen = lastRecord(t.log, 'screen', from);
  const view = lastRecord(t.log, 'view', from);
  const ball = lastRecord(t.log, 'ball_screen', from);
  const k = await t.toCss(screen.w);
  return { from, screen, view, ball, k, ballCss: { x: Number(ball.x) * k, y: Number(ball.y) * k } };
}

/** The first of flick / flick_ignored / flick_refused at index >= mark, with its kind. */
export async function flickTold(t, mark) {
  const kinds = ['flick', 'flick_ignored', 'flick_refused'];
  return waitFor(
    () => kinds.map((kind) => lastRecord(t.log, kind, mark) && { kind, ...lastRecord(t.log, kind, mark) }).find(Boolean),
    'flick line', 15_000,
  );
}

/** A screenshot exists and is not trivially small (a blank canvas compresses to a few kB). */
export function isPicture(path) {
  return existsSync(path) && statSync(path).size > 20_000;
}

/** Runs a browser test: one chromium with a touch screen of `screen`, the web build served
 * from the DIST_DIR argument; the body gets a Browser. */
export async function browserTest(name, { screen = PHONE } = {}, body) {
  const dist = process.argv[2] ?? 'dist/web';
  if (!existsSync(join(dist, 'hexkick.wasm'))) {
    console.error(`browser ${name} test FAILED: ${dist}/hexkick.wasm is missing: run scripts/web-build first`);
    process.exitCode = 1;
    return;
  }
  mkdirSync(OUT, { recursive: true });
  const server = await serve(dist);
  const profile = mkdtempSync(join(tmpdir(), 'hexkick-chromium-'));
  let context;
  let browser;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      hasTouch: true,
      isMobile: true,
      ...screen,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    browser = new Browser(context, page, await context.newCDPSession(page), server.url);
    browser.server = server;
    await body(browser);
    const errors = pageErrors(browser.log);
    if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join('\n')}`);
    // Console errors that do not stop the game (WebGL complaints, say) are told, not failed.
    const told = browser.log.filter((l) => l.startsWith('console.error: '));
    for (const line of new Set(told)) {
      console.log(`warning: the page logged ${told.filter((l) => l === line).length}x ${line}`);
    }
    if (process.exitCode) throw new Error('some checks failed (above)');
    console.log(`browser ${name} test passed`);
  } catch (e) {
    console.error(`browser ${name} test FAILED: ${e.message}`);
    if (browser) {
      console.error('--- page console (last 40 lines) ---');
      for (const line of browser.log.slice(-40)) console.error(line);
    }
    process.exitCode = 1;
  } finally {
    if (browser) writeFileSync(join(OUT, `${name}.log`), browser.log.join('\n') + '\n');
    if (context) await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
