// Browser studio test: the web build in Debian's chromium on a phone-sized touch screen. Real
// taps (CDP Input.dispatchTouchEvent) build a team in the team studio: copy Harbour Rovers,
// give the home shirt a new colour, swap player 16's sticker for one from the catalogue; then
// the page is reloaded (the app restarts, the browser's storage stays) and the team must be
// there with the same strip and stickers; "Play with this team" opens the new-match screen with
// it at home, and the match started there must dress the pegs in it.
//
// Needs dist/web (scripts/web-build). `index.html?test&studio` opens the studio in test mode;
// the game logs (src/ui/studio):
//   HEXKICK studio_page page=.. targets=N w=.. h=..        the page and the window, logical px
//   HEXKICK studio_target label=.. x=.. y=..               every tap target's centre
//   HEXKICK studio_open name=".." valid=0|1 home_shirt=#.. pattern=.. stickers=..
//   HEXKICK studio_team i=N name=".." home_shirt=#.. pattern=.. stickers=..   (at start)
//   HEXKICK screen_shown name=new_match w=.. h=..            the new-match screen (src/ui/menus.rs)
//   HEXKICK menu_button screen=new_match id=start x=.. y=..  its Start button
//   HEXKICK match_started commands=0 digest=..              the saved match began
//   HEXKICK match_kit home=".." home_shirt=#.. away=".." away_shirt=#..
// Writes test-output/browser/studio-stickers.png, studio-match.png and studio.log.
//
// Usage: node tests/browser/studio.mjs [DIST_DIR]
import { browserTest, lastRecord, PHONE, waitForRecord } from './harness.mjs';

await browserTest('studio', { screen: PHONE }, async (t) => {
  const log = t.log;

  const tap = (label) => t.tapStudio(label);

  await t.open('test&studio');
  await waitForRecord(log, 'studio_target', 0, undefined, (f) => f.label === 'ready-2');
  await tap('ready-2');
  await tap('duplicate');
  await waitForRecord(log, 'studio_open', 0, undefined, (f) => f.name === 'Harbour Rovers copy' && f.valid === '1');
  await tap('part-home-shirt');
  await tap('hue-11');
  const colourFrom = await tap('shade-5');
  const coloured = await waitForRecord(log, 'studio_open', colourFrom);
  const shirt = coloured.home_shirt;
  if (shirt === '#0b1f5c') throw new Error('the home shirt did not change colour');
  console.log(`home shirt now ${shirt}`);
  await tap('tab-stickers');
  await tap('player-16');
  const stickerFrom = await tap('catalogue-K');
  const swapped = await waitForRecord(log, 'studio_open', stickerFrom, undefined,
    (f) => f.valid === '1' && /,K$/.test(f.stickers ?? ''));
  const stickers = swapped.stickers;
  await t.screenshot('studio-stickers');
  if (lastRecord(log, 'studio_action', 0, (f) => f.saved === '0')) throw new Error('a save failed');

  // Restart the app: the page reloads, the browser's storage stays.
  const restart = await t.reload();
  const team = await waitForRecord(log, 'studio_team', restart, undefined, (f) => f.i === '0');
  const want = `name="Harbour Rovers copy" home_shirt=${shirt} pattern=Plain stickers=${stickers}`;
  if (!log[team.index].endsWith(want)) throw new Error(`after a restart: ${log[team.index]}\nwanted ${want}`);
  console.log(`after a restart: ${want}`);
  await tap('team-0');
  await tap('play');
  // "Play with this team" opens the new-match screen with the team at home; Start.
  await t.tapMenu('new_match', 'start', restart);
  await waitForRecord(log, 'match_started', restart);
  const kit = await waitForRecord(log, 'match_kit', restart);
  if (kit.home_shirt !== shirt) throw new Error(`the match dresses home in ${kit.home_shirt}`);
  // The studio's match ends its run (`exit code=0`) once it has drawn its frames.
  await waitForRecord(log, 'exit', kit.index, undefined, (f) => f.code === '0');
  await t.screenshot('studio-match');
  console.log(log[kit.index]);
});
