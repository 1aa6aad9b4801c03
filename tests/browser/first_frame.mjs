// The web page's first-frame time and download size (issue 16's lean page): headless
// chromium, a fresh profile each load (nothing cached, the wasm compiled anew), at tablet size
// (1280x800 @1.5) and phone size (390x844 @3); the time from navigation to the game's first
// drawn frame (its `HEXKICK first_frame` line) on the title screen, what a player sees first
// (`?test&menus`), and on the match screen (`?test`, straight into a match); and the bytes
// the server sent until then (the precompressed copies when the browser takes them; the
// service worker's offline copy is downloaded after the first frame). Prints figures and the
// load average; fails only when the page never draws. Targets (issue 16): under 0.6 s at tablet size, 1 s at phone size.
//
// Usage: node tests/browser/first_frame.mjs [DIST_DIR] [LOADS]   (default dist/web, 3 loads)
import { chromium } from 'playwright-core';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './harness.mjs';
import { serve } from './server.mjs';

const dist = process.argv[2] ?? 'dist/web';
const loads = Number(process.argv[3] ?? 3);
if (!existsSync(join(dist, 'hexkick.wasm'))) {
  console.error(`first_frame: ${dist}/hexkick.wasm is missing: run scripts/web-build first`);
  process.exit(1);
}
const SIZES = [
  { name: 'tablet', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1.5, target: 600 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, target: 1000 },
];

/** One cold load: milliseconds from navigation start to the first frame, and bytes sent. */
async function load(size, query) {
  const server = await serve(dist);
  const profile = mkdtempSync(join(tmpdir(), 'hexkick-first-frame-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    hasTouch: true,
    isMobile: true,
    viewport: size.viewport,
    deviceScaleFactor: size.deviceScaleFactor,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The moment the game logs its first frame, on the page's clock (0 = navigation start).
    await page.addInitScript(() => {
      for (const name of ['log', 'info']) {
        const write = console[name];
        console[name] = (...args) => {
          if (window.__firstFrame === undefined && String(args[0]).includes('HEXKICK first_frame')) {
            window.__firstFrame = performance.now();
          }
          write.apply(console, args);
        };
      }
    });
    await page.goto(`${server.url}index.html?${query}`);
    const ms = await page.waitForFunction(() => window.__firstFrame, null, { timeout: 120_000, polling: 20 });
    return { ms: await ms.jsonValue(), bytes: server.bytes() };
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const files = ['hexkick.wasm', 'mq_js_bundle.js', 'index.html'];
for (const f of files) {
  const plain = statSync(join(dist, f)).size;
  const br = existsSync(join(dist, `${f}.br`)) ? statSync(join(dist, `${f}.br`)).size : null;
  console.log(`${f}: ${(plain / 1e6).toFixed(2)} MB${br ? `, ${(br / 1e6).toFixed(2)} MB brotli` : ''}`);
}
const loadAverage = async () => (await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ');
console.log(`load average at the start ${await loadAverage()}`);
for (const [screen, query] of [['title', 'test&menus'], ['match', 'test']]) for (const size of SIZES) {
  const runs = [];
  for (let i = 0; i < loads; i++) runs.push(await load(size, query));
  const ms = median(runs.map((r) => r.ms));
  const { width, height } = size.viewport;
  console.log(
    `first frame (${screen}) ${size.name} ${width}x${height}@${size.deviceScaleFactor}: ${ms.toFixed(0)} ms median of ` +
      `${runs.map((r) => r.ms.toFixed(0)).join(', ')} (target ${size.target} ms), ` +
      `sent ${(runs[0].bytes / 1e6).toFixed(2)} MB before it`,
  );
}
console.log(`load average at the end ${await loadAverage()}`);
