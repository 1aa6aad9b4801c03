// Browser table-mode test: two people facing each other across a tablet (`index.html?table`),
// played with real CDP touches on a 1280x800 tablet lying flat, then on a 390x844 phone held
// upright. On the built-in UI-test shot position (`?test&shot`) the home coach taps Shot, the
// away coach across the table taps the OK on his panel, and the home coach swipes the shot.
// At each turn the checks read the game's log (`table_end side=S end=near|far x= y= w= h=`:
// which end the panel went to and where it is; the buttons where they are on the screen;
// `sound cue=hand_over`; `handover`) and the screenshot's pixels: the panel's rectangle holds
// no pitch green while the board beside it does, it lies at the acting coach's end (bottom or
// right for home, top or left for away) and a button face is drawn where the log puts the Menu
// button, which sits low in the home coach's panel and high (turned upside down) in the away
// coach's.
// Screenshots: test-output/browser/table-tablet|phone-N.png; console: test-output/browser/table.log.
// Prints "ok ..."/"FAIL ..." lines and "table: P passed, F failed".
//
// Usage: node tests/browser/table.mjs [DIST_DIR]
import { browserTest, jsonRecords, lastRecord, records, TABLET, waitFor, waitForRecord } from './harness.mjs';

/** The first load compiles the wasm module: on a loaded machine that can take a while. */
const START_TIMEOUT_MS = 180_000;
const results = [];

function check(ok, what) {
  results.push([ok, what]);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  return ok;
}

/** Shares of pitch-green pixels and of button-face pixels in rectangles (logical px) of a
 * screenshot, read back through a 2D canvas in the page. */
async function pixelShares(page, png, rects) {
  return page.evaluate(async ({ data, rects }) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0);
    const k = img.width / window.innerWidth;
    const pitch = (r, gr, b) => gr > 100 && gr > r + 30 && gr > b + 30;
    const face = (r, gr, b) => Math.abs(r - 26) < 14 && Math.abs(gr - 61) < 14 && Math.abs(b - 36) < 14;
    return rects.map(({ x, y, w, h, scale }) => {
      const s = k * scale;
      const d = g.getImageData(Math.round(x * s), Math.round(y * s), Math.max(1, Math.round(w * s)), Math.max(1, Math.round(h * s))).data;
      let green = 0;
      let button = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (pitch(d[i], d[i + 1], d[i + 2])) green += 1;
        if (face(d[i], d[i + 1], d[i + 2])) button += 1;
      }
      const n = d.length / 4;
      return { green: green / n, button: button / n };
    });
  }, { data: png.toString('base64'), rects });
}

/** One device: the shot position in table mode, a turn for each side. */
async function play(t, device) {
  const from = await t.open('test&shot&table');
  const screen = await waitForRecord(t.log, 'screen', from, START_TIMEOUT_MS);
  await waitForRecord(t.log, 'frame', from, START_TIMEOUT_MS);
  const [w, h] = [Number(screen.w), Number(screen.h)];
  const k = await t.toCss(w);
  const css = (r) => ({ x: Number(r.x) * k, y: Number(r.y) * k });
  const landscape = w > h;
  let shots = 0;

  /** The panel's end for `side` (its `table_end` line from `since`). */
  const panelEnd = (side, since) =>
    waitForRecord(t.log, 'table_end', since, 15_000, (f) => f.side === side).catch(() => null);

  /** The screenshot of `side`'s turn, with its pixel and log checks. */
  async function look(side, end, since) {
    await new Promise((ok) => setTimeout(ok, 900)); // the panel's swing (0.6 s) is over
    await t.frames(3);
    shots += 1;
    const path = await t.screenshot(`table-${device}-${shots}`);
    const png = (await import('node:fs')).readFileSync(path);
    const panel = ['x', 'y', 'w', 'h'].map((f) => Number(end[f]));
    const [px, py, pw, ph] = panel;
    const board = landscape ? (px === 0 ? [pw, 0, w - pw, h] : [0, 0, px, h]) : py === 0 ? [0, ph, w, h - ph] : [0, 0, w, py];
    const menu = lastRecord(t.log, 'button', since, (f) => f.label === 'menu');
    const rect = ([x, y, rw, rh]) => ({ x, y, w: rw, h: rh, scale: 1 });
    const probes = [rect(panel), rect(board)];
    if (menu) probes.push({ x: Number(menu.x) - 20, y: Number(menu.y) - 15, w: 8, h: 6, scale: 1 });
    const [inPanel, inBoard, atMenu] = await pixelShares(t.page, png, probes);
    // A phone's board view is taller than the pitch at zoom 1 (the table's colour above and
    // below it): a fifth of it green is the pitch.
    check(inPanel.green < 0.01 && inBoard.green > 0.2,
      `${device} ${side}: the panel [${panel}] holds no pitch (${inPanel.green.toFixed(3)}), the board does (${inBoard.green.toFixed(2)})`);
    if (!check(Boolean(menu), `${device} ${side}: the Menu button is listed`)) return;
    check(atMenu.button > 0.5, `${device} ${side}: a button face is drawn where the log puts Menu (${atMenu.button.toFixed(2)})`);
    const low = Number(menu.y) > py + ph / 2;
    check(end.end === 'near' ? low : !low,
      `${device} ${side}: the panel faces the ${side} coach (Menu at ${menu.x},${menu.y}, ${end.end} end)`);
  }

  let end = await panelEnd('home', from);
  const near = end && (landscape ? Number(end.x) > 0 : Number(end.y) > 0);
  check(end?.end === 'near' && near, `${device} home: the panel is at the home coach's end (${JSON.stringify(end)})`);
  if (end) await look('home', end, end.index);

  let since = t.log.length;
  const shot = await waitFor(() => lastRecord(t.log, 'button', from, (f) => f.label === 'shot'), 'Shot button', 30_000);
  await t.tap(css(shot));
  end = await panelEnd('away', since);
  const far = end && (landscape ? Number(end.x) === 0 : Number(end.y) === 0);
  check(end?.end === 'far' && far, `${device} away: the panel went to the away coach's end (${JSON.stringify(end)})`);
  const chime = await waitForRecord(t.log, 'sound', since, 5_000, (f) => f.cue === 'hand_over').catch(() => null);
  check(Boolean(chime), `${device} away: the hand-over chime sounded`);
  const banner = await waitForRecord(t.log, 'handover', since, 5_000).catch(() => null);
  check(Boolean(banner), `${device} away: the hand-over banner was shown`);
  if (end) await look('away', end, end.index);

  since = t.log.length;
  const ok = lastRecord(t.log, 'button', end?.index ?? since, (f) => f.label === 'keeper_ok');
  if (check(Boolean(ok), `${device} away: "Give the OK" is on his turned panel`)) {
    await t.tap(css(ok));
    await t.frames(3);
    await waitFor(() => (jsonRecords(t.log, 'command', since).includes('end_phase') ? true : null), 'OK', 10_000).catch(() => null);
    check(jsonRecords(t.log, 'command', since).includes('end_phase'), `${device} away: his tap on the turned panel was taken`);
  }
  end = await panelEnd('home', since);
  check(end?.end === 'near', `${device} home: the panel came back to the home coach`);
  await new Promise((done) => setTimeout(done, 800));
  since = t.log.length;
  const ball = () => Promise.resolve(css(lastRecord(t.log, 'ball_screen')));
  // The native test's shot, on the glass: along the pitch towards the away goal.
  const [dx, dy] = landscape ? [55, 8] : [8, -55];
  const kicked = await t.flick(ball, { dx: dx * 6 * k, dy: dy * 6 * k, moves: 6, stepMs: 12 }).catch((e) => e);
  check(!(kicked instanceof Error), `${device} home: the shot was swiped (${kicked instanceof Error ? kicked.message : 'flick'})`);
  await waitForRecord(t.log, 'ball_rest', since, 30_000).catch(() => null);
  const kicks = jsonRecords(t.log, 'command', since).filter((c) => c.kick);
  check(kicks.length === 1, `${device} home: the shot was kicked (${kicks.length})`);
  check(records(t.log, 'refused', from).length === 0, `${device}: no command was refused`);
}

await browserTest('table', { screen: TABLET }, async (t) => {
  await play(t, 'tablet');
  await t.page.setViewportSize({ width: 390, height: 844 });
  await play(t, 'phone');
  const failed = results.filter(([ok]) => !ok).length;
  console.log(`table: ${results.length - failed} passed, ${failed} failed`);
  if (failed > 0 || results.length === 0) throw new Error(`${failed} checks failed`);
});
