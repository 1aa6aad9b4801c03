// Browser studio files test: the team studio's ways in and out of the web build, on a phone-sized
// touch screen with real taps (CDP Input.dispatchTouchEvent), in Debian's chromium:
// - downloads: the team template (.json), the printable sheet as SVG and as PNG are captured as
//   downloads (playwright's download events, which run on CDP Browser.setDownloadBehavior) and
//   checked: the template re-reads as the same team, the SVG is an A4 page in mm with 16 jersey
//   wraps of 37.7 x 32 mm and 16 stickers, the PNG is A4 at 300 dpi;
// - the file picker: "Import file" opens the browser's picker (playwright's file chooser, on
//   CDP Page.setInterceptFileChooserDialog and DOM.setFileInputFiles); a renamed copy of the
//   downloaded template is picked and imported, then a template of a newer version is picked
//   and refused with its message, touching nothing;
// - the clipboard (permissions granted through CDP Browser.grantPermissions): "Copy share code"
//   puts the code on the system clipboard (read back with navigator.clipboard), "Paste share
//   code" reads it and imports the team;
// - a reload (the app restarts, the browser's storage stays) finds the imported teams again.
// Every step waits for the game's log (test mode, src/ui/studio):
//   HEXKICK studio_page / studio_target label=.. x=.. y=..    the page and its tap targets
//   HEXKICK studio_export path=..            HEXKICK studio_code chars=N code=HK1...
//   HEXKICK studio_paste chars=N             HEXKICK studio_action n=.. ok=0|1 saved=.. text=".."
//   HEXKICK studio_team i=N name=".." ...    HEXKICK studio_sheet team=".." strip=.. wraps=16 stickers=16
// Writes test-output/browser/studio-files-*.png and studio-files.log.
//
// Usage: node tests/browser/studio_files.mjs [DIST_DIR]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserTest, isPicture, lastRecord, PHONE, records, sleep, waitForRecord } from './harness.mjs';

await browserTest('studio-files', { screen: PHONE }, async (t) => {
  const log = t.log;
  const files = mkdtempSync(join(tmpdir(), 'hexkick-studio-files-'));

  const tap = (label) => t.tapStudio(label);

  /** Taps `label` and returns the download it starts, saved as `name` in the scratch folder. */
  async function download(label, name) {
    const started = t.page.waitForEvent('download', { timeout: 30_000 });
    const from = await tap(label);
    const file = await started;
    const path = join(files, name);
    await file.saveAs(path);
    const told = await waitForRecord(log, 'studio_export', from);
    console.log(`${label}: ${file.suggestedFilename()} (${readFileSync(path).length} bytes; game says ${told.path})`);
    return { path, suggested: file.suggestedFilename() };
  }

  /** Taps "Import file", picks `path` in the browser's file picker, and returns the action line. */
  async function pick(path) {
    const chooser = t.page.waitForEvent('filechooser', { timeout: 30_000 });
    const from = await tap('import-file');
    await (await chooser).setFiles(path);
    return waitForRecord(log, 'studio_action', from);
  }

  const origin = new URL(t.url).origin;
  await t.cdp.send('Browser.grantPermissions', {
    origin,
    permissions: ['clipboardReadWrite', 'clipboardSanitizedWrite'],
  });

  await t.open('test&studio');
  await waitForRecord(log, 'studio_target', 0, undefined, (f) => f.label === 'ready-2');
  await tap('ready-2');
  await tap('tab-share');
  const sheet = await waitForRecord(log, 'studio_sheet');
  if (sheet.team !== 'Harbour Rovers' || sheet.wraps !== '16' || sheet.stickers !== '16') {
    throw new Error(`the sheet preview shows ${log[sheet.index]}`);
  }
  await t.screenshot('studio-files-share');

  // Downloads.
  const template = await download('export-template', 'harbour.json');
  if (template.suggested !== 'harbour-rovers.json') throw new Error(`template named ${template.suggested}`);
  const json = JSON.parse(readFileSync(template.path, 'utf8'));
  if (json.format !== 'hexkick-team' || json.version !== 1 || json.name !== 'Harbour Rovers' || json.players.length !== 16) {
    throw new Error(`the downloaded template is not Harbour Rovers: ${JSON.stringify(json).slice(0, 200)}`);
  }
  const svg = readFileSync((await download('export-svg-home', 'sheet.svg')).path, 'utf8');
  const wraps = [...svg.matchAll(/<rect id="wrap-\d+" class="wrap" [^>]*width="([\d.]+)" height="([\d.]+)"/g)];
  const stickers = [...svg.matchAll(/class="sticker"/g)];
  if (!/<svg [^>]*width="210mm" height="297mm"/.test(svg)) throw new Error('the SVG is not an A4 page in mm');
  if (wraps.length !== 16 || stickers.length !== 16) throw new Error(`SVG: ${wraps.length} wraps, ${stickers.length} stickers`);
  for (const [, w, h] of wraps) {
    if ((Number(w) / 10).toFixed(2) !== '3.77' || (Number(h) / 10).toFixed(1) !== '3.2') throw new Error(`a wrap is ${w} x ${h} mm`);
  }
  const png = readFileSync((await download('export-png-away', 'sheet.png')).path);
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  if (png.toString('latin1', 1, 4) !== 'PNG' || width !== 2480 || height !== 3508) {
    throw new Error(`the PNG is ${width} x ${height}, not A4 at 300 dpi`);
  }
  console.log('downloads: template, SVG sheet (16 wraps of 3.77 x 3.2 cm, 16 stickers), PNG sheet 2480 x 3508');

  // The clipboard: copy the share code, read it back from the system clipboard, paste it.
  const copyFrom = await tap('copy-code');
  const code = await waitForRecord(log, 'studio_code', copyFrom);
  // navigator.clipboard.writeText settles after the game's line: read until the code is there.
  let onClipboard = '';
  for (let tries = 0; tries < 50 && onClipboard !== code.code; tries++) {
    if (tries > 0) await sleep(100);
    onClipboard = await t.page.evaluate(() => navigator.clipboard.readText());
  }
  if (onClipboard !== code.code) throw new Error(`the system clipboard holds "${onClipboard.slice(0, 40)}...", not the code`);
  console.log(`copied a share code of ${code.chars} characters to the system clipboard`);
  const pasteFrom = await tap('paste-code');
  const pasted = await waitForRecord(log, 'studio_paste', pasteFrom);
  if (pasted.chars !== code.chars) throw new Error(`pasted ${pasted.chars} characters, copied ${code.chars}`);
  const pastedAction = await waitForRecord(log, 'studio_action', pasteFrom);
  if (pastedAction.ok !== '1' || !pastedAction.text.startsWith('Imported Harbour Rovers')) {
    throw new Error(`the paste did not import: ${log[pastedAction.index]}`);
  }
  const pastedName = pastedAction.text.replace(/^Imported /, '');
  console.log(`pasted: ${pastedAction.text}`);
  await t.screenshot('studio-files-pasted');

  // The file picker: a renamed template is imported; a newer version is refused, naming it.
  await tap('tab-share');
  json.name = 'Picked Rovers';
  json.short_name = 'PKR';
  const picked = join(files, 'picked.json');
  writeFileSync(picked, JSON.stringify(json, null, 2));
  const imported = await pick(picked);
  if (imported.ok !== '1' || imported.text !== 'Imported Picked Rovers') throw new Error(`picked file: ${log[imported.index]}`);
  await t.screenshot('studio-files-picked');
  await tap('tab-share');
  const teamsBefore = records(log, 'studio_team', lastRecord(log, 'studio_action').index).length;
  json.version = 2;
  const newer = join(files, 'newer.json');
  writeFileSync(newer, JSON.stringify(json));
  const refused = await pick(newer);
  if (refused.ok !== '0' || !refused.text.includes('version 2, newer than this game reads (1)')) {
    throw new Error(`a version 2 file: ${log[refused.index]}`);
  }
  // The game lists its teams after every action; the page may hand over those lines a moment
  // after the action's own.
  await waitForRecord(log, 'studio_team', refused.index, undefined, (f) => f.i === String(teamsBefore - 1));
  await t.frames(2);
  const teamsAfter = records(log, 'studio_team', refused.index).length;
  if (teamsAfter !== teamsBefore) throw new Error(`a refused import changed the teams (${teamsBefore} -> ${teamsAfter})`);
  console.log(`refused: ${refused.text}`);
  await t.screenshot('studio-files-refused');
  if (lastRecord(log, 'studio_action', 0, (f) => f.saved === '0')) throw new Error('a save failed');

  // Restart: the imported teams are still there.
  const restart = await t.reload();
  await waitForRecord(log, 'studio_page', restart);
  const names = records(log, 'studio_team', restart).map((f) => f.name);
  for (const want of [pastedName, 'Picked Rovers']) {
    if (!names.includes(want)) throw new Error(`after a restart the teams are ${JSON.stringify(names)}; ${want} is missing`);
  }
  console.log(`after a restart: ${names.join(', ')}`);
  for (const shot of ['share', 'pasted', 'picked', 'refused']) {
    const path = join('test-output', 'browser', `studio-files-${shot}.png`);
    if (!isPicture(path)) throw new Error(`${path} is missing or blank`);
  }
  rmSync(files, { recursive: true, force: true });
});
