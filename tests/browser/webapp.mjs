// Browser test of the web app on a phone (issue 16), at 390x844 (3 device px per CSS px):
//   install  the manifest names the app and its 192 and 512 px icons; the service worker
//            (sw.js) takes over and caches the page, the JS and the wasm;
//   offline  the server is stopped and the page reloaded: the game starts from the cache, a
//            match is started from the menus (title -> New match -> Start) and a move made;
//   rotate   the phone is turned to landscape mid-match (844x390): the game lays the board out
//            again, the position is the same, and the match carries on (another move);
//   page     the canvas blocks the browser's pinch-zoom, double-tap zoom and pull-to-refresh
//            (touch-action none, overscroll-behavior none, a viewport without user scaling).
// Writes test-output/browser/webapp-*.png and webapp.log.
//
// Usage: node tests/browser/webapp.mjs [DIST_DIR]
import { browserTest, lastRecord, PHONE_390, waitForRecord } from './harness.mjs';

await browserTest('webapp', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  const touchAt = async (x, y, width) => {
    const k = await t.toCss(width);
    await t.tap({ x: Number(x) * k, y: Number(y) * k });
  };

  /** Taps "Toss the coin" in the match started at `started`; the position after it. */
  const tossCoin = async (started) => {
    const screen = await waitForRecord(log, 'screen', started.index);
    const toss = await waitForRecord(log, 'button', started.index, undefined, (f) => f.label === 'toss_coin');
    await touchAt(toss.x, toss.y, screen.w);
    return waitForRecord(log, 'position', started.index, undefined, (f) => f.commands === '1');
  };

  // 1. First visit, online.
  await t.open('test&menus');
  await waitForRecord(log, 'saved_match');
  const manifest = await t.page.evaluate(() => fetch('manifest.webmanifest').then((r) => r.json()));
  const sizes = manifest.icons.map((i) => i.sizes);
  console.log(`manifest: ${manifest.name}, display ${manifest.display}, icons ${sizes.join(' ')}`);
  if (!sizes.includes('192x192') || !sizes.includes('512x512')) throw new Error('the manifest lacks 192 and 512 px icons');
  const page = await t.page.evaluate(() => {
    const canvas = getComputedStyle(document.querySelector('canvas'));
    const body = getComputedStyle(document.body);
    return {
      touchAction: canvas.touchAction,
      overscroll: body.overscrollBehaviorY,
      viewport: document.querySelector('meta[name=viewport]').content,
    };
  });
  console.log(`page: canvas touch-action ${page.touchAction}, overscroll ${page.overscroll}, viewport "${page.viewport}"`);
  if (page.touchAction !== 'none' || page.overscroll !== 'none' || !/user-scalable=no/.test(page.viewport)) {
    throw new Error('the page lets the browser zoom or refresh under the game');
  }
  const cached = await t.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (let i = 0; i < 200 && !navigator.serviceWorker.controller; i++) await new Promise((ok) => setTimeout(ok, 50));
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('hexkick-')));
    const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
    return { scope: registration.scope, keys };
  });
  console.log(`service worker: scope ${cached.scope}, ${cached.keys.length} files cached`);
  for (const file of ['/index.html', '/hexkick.js', '/hexkick.wasm', '/mq_js_bundle.js']) {
    if (!cached.keys.includes(file)) throw new Error(`the offline cache lacks ${file}`);
  }

  // 2. Turned to landscape mid-match (online: each page load of the test mode must be done
  // in 60 s).
  let from = log.length;
  await t.tapMenu('title', 'new_match', 0);
  await t.tapMenu('new_match', 'start', from);
  let started = await waitForRecord(log, 'match_started', from);
  let moved = await tossCoin(started);
  from = log.length;
  await t.rotate(844, 390);
  const turned = await waitForRecord(log, 'screen', from, undefined, (f) => Number(f.w) > Number(f.h));
  const view = await waitForRecord(log, 'view', from);
  console.log(`turned: ${log[turned.index]} ${log[view.index]}`);
  if (view.portrait !== '0') throw new Error('the board was not laid out for landscape');
  await t.screenshot('webapp-landscape');
  const after = lastRecord(log, 'position', moved.index);
  if (after.digest !== moved.digest) throw new Error(`turning changed the position: ${log[after.index]}`);
  // Carry on: the kicking side's 9 is carried to the ball's cell E6 for the kick-off, on the
  // landscape board (where the game now says he and the ball are).
  const kicker = lastRecord(log, 'state', started.index).to_play;
  const nine = await waitForRecord(log, 'peg', turned.index, undefined, (f) => f.id === `${kicker}:9`);
  const ball = await waitForRecord(log, 'ball_screen', turned.index);
  const k = await t.toCss(turned.w);
  const from9 = { x: Number(nine.x) * k, y: Number(nine.y) * k };
  await t.drag(from9, { x: Number(ball.x) * k, y: Number(ball.y) * k }, { steps: 12, stepMs: 40 });
  const carried = await waitForRecord(log, 'position', turned.index, undefined, (f) => Number(f.commands) >= 2);
  console.log(`carried on in landscape (the ${kicker} 9 to E6): ${log[carried.index]}`);
  await t.screenshot('webapp-landscape-after');

  // 3. Offline: the server stops; the page reloads from the service worker's cache.
  await t.rotate(390, 844);
  await t.server.close();
  from = await t.reload();
  await waitForRecord(log, 'saved_match', from);
  console.log('the page started with the server stopped');
  await t.tapMenu('title', 'new_match', from);
  await t.tapMenu('new_match', 'start', from);
  started = await waitForRecord(log, 'match_started', from);
  moved = await tossCoin(started);
  console.log(`offline, a match started and a move made: ${log[moved.index]}`);
  await t.screenshot('webapp-offline');
});
