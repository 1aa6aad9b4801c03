// Browser paste-box test (issue 16): when the browser refuses the game the clipboard, "Paste
// share code" on the team studio's share page opens a text box over the game (web/hexkick.js,
// pasteBox) to paste the code into. At 390x844 @3 with real touches, clipboard reading and
// writing denied (CDP Browser.setPermission):
// - a copy of a ready-made team is made (Duplicate), so that its code is a whole template;
//   "Copy share code" still shows the code (the game's `studio_code` line gives it here);
// - "Paste share code": reading is refused (the page says so) and the box opens; Cancel closes
//   it and imports nothing;
// - "Paste share code" again: the code goes into the box with real keyboard events (its first
//   characters as key presses, CDP Input.dispatchKeyEvent; the rest as one Input.insertText,
//   what a paste or an on-screen keyboard sends), "Use this code" is tapped: the box closes and
//   the team is imported (`studio_paste chars=N`, `studio_action ok=1 text="Imported ..."`,
//   the new team in the studio's list).
// Writes test-output/browser/paste-box-*.png and paste-box.log.
//
// Usage: node tests/browser/paste_box.mjs [DIST_DIR]
import { join } from 'node:path';
import { browserTest, isPicture, OUT, PHONE_390, records, waitFor, waitForRecord } from './harness.mjs';

/** Characters of the code typed as key presses; the rest is inserted as text. */
const TYPED = 6;

await browserTest('paste-box', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  const origin = new URL(t.url).origin;
  for (const name of ['clipboard-read', 'clipboard-write']) {
    await t.cdp.send('Browser.setPermission', { origin, permission: { name }, setting: 'denied' });
  }

  await t.open('test&studio');
  await waitForRecord(log, 'studio_target', 0, undefined, (f) => f.label === 'ready-2');
  await t.tapStudio('ready-2');
  // A team of the player's own (a copy of a ready-made one): its code is the whole template,
  // not a ready-made team's dozen characters.
  const copied = await waitForRecord(log, 'studio_action', await t.tapStudio('duplicate'));
  if (copied.ok !== '1') throw new Error(`Duplicate: ${log[copied.index]}`);
  await t.tapStudio('tab-share');
  const code = await waitForRecord(log, 'studio_code', await t.tapStudio('copy-code'));
  if (!code.code.startsWith('HK') || code.code.length !== Number(code.chars) || code.code.length < 60) {
    throw new Error(`the share code shown is ${log[code.index]}`);
  }

  /** Taps "Paste share code" and waits for the box; the log index from before the tap. */
  async function openBox() {
    const from = await t.tapStudio('paste-code');
    await waitFor(() => log.slice(from).find((l) => l.includes('the browser refused to paste')), 'the refused paste');
    await t.page.waitForSelector('#hexkick-paste', { state: 'visible', timeout: 10_000 });
    return from;
  }
  /** Taps the box's button `id` with a finger where the page lays it out. */
  async function tapBoxButton(id) {
    const box = await t.page.locator(`#${id}`).boundingBox();
    if (!box || box.height < 44) throw new Error(`#${id} is ${JSON.stringify(box)}: not a 44 px target`);
    await t.tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    await t.page.waitForSelector('#hexkick-paste-box', { state: 'detached', timeout: 10_000 });
    await t.frames(2);
  }

  // Cancel: nothing imported.
  const cancelled = await openBox();
  await t.screenshot('paste-box-open');
  await tapBoxButton('hexkick-paste-cancel');
  const empty = await waitForRecord(log, 'studio_paste', cancelled);
  if (empty.chars !== '0') throw new Error(`Cancel pasted ${empty.chars} characters`);
  if (records(log, 'studio_action', cancelled).some((f) => f.ok === '1')) throw new Error('Cancel imported a team');
  console.log('refused clipboard: the paste box opened; Cancel imported nothing');

  // The code typed and inserted into the box, then "Use this code".
  const pasteFrom = await openBox();
  await t.page.keyboard.type(code.code.slice(0, TYPED), { delay: 20 });
  await t.cdp.send('Input.insertText', { text: code.code.slice(TYPED) });
  const inBox = await t.page.locator('#hexkick-paste').inputValue();
  if (inBox !== code.code) throw new Error(`the box holds "${inBox.slice(0, 40)}...", not the code`);
  await t.screenshot('paste-box-filled');
  await tapBoxButton('hexkick-paste-ok');
  const pasted = await waitForRecord(log, 'studio_paste', pasteFrom);
  if (pasted.chars !== code.chars) throw new Error(`the game got ${pasted.chars} characters, the box ${code.chars}`);
  const action = await waitForRecord(log, 'studio_action', pasteFrom);
  if (action.ok !== '1' || !action.text.startsWith('Imported ')) {
    throw new Error(`the pasted code did not import: ${log[action.index]}`);
  }
  const name = action.text.replace(/^Imported /, '');
  if (records(log, 'studio_team').some((f) => f.index < pasteFrom && f.name === name)) {
    throw new Error(`${name} was in the studio's list before the paste`);
  }
  const listed = await waitFor(
    () => records(log, 'studio_team', action.index).find((f) => f.name === name),
    `the team ${name} in the studio's list`, 15_000,
  ).catch(() => null);
  if (!listed) throw new Error(`${name} is not in the studio's list after the import`);
  console.log(`typed ${TYPED} keys and inserted ${code.code.length - TYPED} characters: ${action.text}`);
  await t.screenshot('paste-box-imported');
  for (const shot of ['open', 'filled', 'imported']) {
    const path = join(OUT, `paste-box-${shot}.png`);
    if (!isPicture(path)) throw new Error(`${path} is missing or blank`);
  }
});
