// Profiles the page's start in headless chromium (CDP's sampling profiler) up to the game's
// first frame: prints the phases' times and the functions with the most self time.
// Usage: node tests/browser/profile_start.mjs DIST_DIR [phone|tablet] [QUERY]
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './harness.mjs';
import { serve } from './server.mjs';

const dist = process.argv[2] ?? 'dist/web';
const phone = (process.argv[3] ?? 'phone') === 'phone';
const query = process.argv[4] ?? 'test&menus';
const server = await serve(dist);
const profile = mkdtempSync(join(tmpdir(), 'hexkick-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, hasTouch: true, isMobile: true,
  viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
  deviceScaleFactor: phone ? 3 : 1.5,
});
const page = context.pages()[0] ?? (await context.newPage());
await page.addInitScript(() => {
  window.__marks = {};
  const mark = (n) => { if (window.__marks[n] === undefined) window.__marks[n] = performance.now(); };
  const cs = WebAssembly.compileStreaming;
  WebAssembly.compileStreaming = (...a) => { mark('compile_start'); return cs(...a).then((m) => { mark('compiled'); return m; }); };
  const inst = WebAssembly.instantiate;
  WebAssembly.instantiate = (...a) => inst(...a).then((r) => { mark('instantiated'); return r; });
  for (const name of ['log', 'info']) {
    const write = console[name];
    console[name] = (...args) => {
      const s = String(args[0]);
      if (s.includes('HEXKICK first_frame')) mark('first_frame');
      if (s.includes('HEXKICK ')) mark('first_log');
      write.apply(console, args);
    };
  }
});
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(`${server.url}index.html?${query}`);
await page.waitForFunction(() => window.__marks.first_frame, null, { timeout: 120_000, polling: 20 });
const { profile: prof } = await cdp.send('Profiler.stop');
const marks = await page.evaluate(() => window.__marks);
const res = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]));
console.log('marks', Object.fromEntries(Object.entries(marks).map(([k, v]) => [k, Math.round(v)])));
console.log('resources', JSON.stringify(res));
const self = new Map();
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const dts = prof.timeDeltas;
prof.samples.forEach((id, i) => {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}`;
  self.set(key, (self.get(key) ?? 0) + (dts[i] ?? 0) / 1000);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log(`total sampled ${total.toFixed(0)} ms`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
await context.close();
await server.close();
rmSync(profile, { recursive: true, force: true });
