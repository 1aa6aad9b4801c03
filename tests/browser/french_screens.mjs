// Every screen in French, read for English (issue 27): a 390x844 phone (3 device px per CSS
// px) with real CDP touches, the page in French (`lang=fr`). The test walks the menus by their
// own buttons: every button of the title, then every button of each page it opens (a form's
// choices are all tapped, so each choice's words are drawn), with the page reloaded to go
// back. It then plays into a match (Quick match): the sheet (Log & more), the pause sheet,
// the help; and the built-in positions of a tie, a shot and a throw-in.
//
// In test mode the game reads every text it draws in French, the first time each is drawn,
// and logs `untranslated screen=.. words=.. text=".."` for a text with English words in it
// (words of the catalogue's English that no French of the catalogue uses:
// src/ui/screen_words.rs). The test fails on any such line, and unless texts were drawn on
// at least every screen it expects.
// Writes test-output/browser/french-*.png (each screen reached) and french_screens.log.
//
// Usage: node tests/browser/french_screens.mjs [DIST_DIR]
import { browserTest, checks, lastRecord, PHONE_390, records, sleep, waitForRecord } from './harness.mjs';

/** Buttons that would leave the language, the run or a player's things: never tapped. */
const NEVER = /^(lang|quit|delete|remove|clear|reset|erase|dismiss|continue|leave)/;
/** Screens the walk must have drawn texts on. */
const EXPECTED = [
  'title', 'new_match', 'settings', 'rules', 'watch', 'practice', 'competition',
  'tutorial', 'studio', 'match',
];

const { check, failed } = checks();

/** The screen on show: the last menu screen announced or screen that drew new texts. */
function screenNow(log, from) {
  const shown = lastRecord(log, 'screen_shown', from);
  const drew = lastRecord(log, 'screen_texts', from);
  const last = [shown && { at: shown.index, name: shown.name }, drew && { at: drew.index, name: drew.screen }]
    .filter(Boolean)
    .sort((a, b) => b.at - a.at)[0];
  return last?.name;
}

/** The ids of the buttons `screen` shows now (its latest menu_button lines). */
function buttonsOf(log, screen) {
  const shown = lastRecord(log, 'screen_shown', 0, (f) => f.name === screen);
  if (!shown) return [];
  return [...new Set(records(log, 'menu_button', shown.index).filter((f) => f.screen === screen).map((f) => f.id))];
}

/** Reloads the page onto the title; the log index it starts at. */
async function toTitle(t) {
  const from = await t.reload();
  await waitForRecord(t.log, 'screen_shown', from, undefined, (f) => f.name === 'title');
  await t.frames(4);
  return from;
}

/** Taps the button `id` of `screen` and lets the page settle; the screen on show then. */
async function press(t, screen, id) {
  const from = t.log.length;
  await t.tapMenu(screen, id, Math.max(0, (lastRecord(t.log, 'screen_shown', 0, (f) => f.name === screen)?.index ?? 0)));
  await sleep(300);
  await t.frames(6);
  return screenNow(t.log, from) ?? screen;
}

/** Taps a match-screen button by its `button` line's label, and lets the page settle. */
async function pressMatch(t, label, from) {
  await t.tapButton(label, from, 15_000);
  await sleep(600);
  await t.frames(4);
}

await browserTest('french_screens', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  await t.open('test&menus&lang=fr&seed=5&timeout=1800');
  await waitForRecord(log, 'screen_shown', 0, undefined, (f) => f.name === 'title');
  const shot = new Set();
  const picture = async (name) => {
    if (!shot.has(name)) {
      shot.add(name);
      await t.screenshot(`french-${name}`);
    }
  };
  await picture('title');

  // 1. The menus: every title button, and every button of each page it opens.
  const titleButtons = buttonsOf(log, 'title').filter((id) => !NEVER.test(id) && id !== 'quick_match');
  for (const id of titleButtons) {
    await toTitle(t);
    const page = await press(t, 'title', id);
    await picture(page);
    const menuPage = lastRecord(log, 'screen_shown')?.name === page && page !== 'title';
    if (!menuPage) continue;
    for (const inner of buttonsOf(log, page).filter((b) => !NEVER.test(b))) {
      if (screenNow(log, 0) !== page) {
        await toTitle(t);
        await press(t, 'title', id);
      }
      if (!buttonsOf(log, page).includes(inner)) continue;
      const reached = await press(t, page, inner);
      // A watched match's narration: a few seconds of it.
      if (reached === 'spectate' || reached === 'replay') await sleep(6000);
      await picture(reached);
    }
  }

  // 2. A match: Quick match (no match saved: one tap), its sheet, the pause sheet and the help.
  await t.page.evaluate(() => localStorage.clear());
  let from = await toTitle(t);
  await t.tapMenu('title', 'quick_match', from);
  from = (await waitForRecord(log, 'match_started', from)).index;
  await sleep(1500);
  await picture('match');
  await pressMatch(t, 'more', from);
  await picture('match-sheet');
  await pressMatch(t, 'more', from);
  await pressMatch(t, 'menu', from);
  await waitForRecord(log, 'paused', from, undefined, (f) => f.on === '1');
  await picture('match-pause');
  await t.tapMenu('pause', 'rules', from);
  await sleep(800);
  await picture('match-pause-rules');

  // 3. The built-in positions: a tie to choose on the board, a declared shot, a throw-in.
  for (const position of ['tie', 'shot', 'throw_in', 'tackle']) {
    from = await t.open(`test&lang=fr&${position}&seed=5&timeout=600`);
    await waitForRecord(log, 'ball_screen', from);
    await sleep(1500);
    await t.frames(6);
    await picture(`position-${position}`);
  }

  // What was read.
  const drawn = new Set(records(log, 'screen_texts').map((f) => f.screen));
  const texts = records(log, 'screen_texts').reduce((n, f) => n + Number(f.new), 0);
  console.log(`texts read: ${texts} on ${drawn.size} screens: ${[...drawn].sort().join(', ')}`);
  for (const screen of EXPECTED) {
    check([...drawn].some((d) => d === screen || d.startsWith(`${screen}_`)), `texts were drawn and read on ${screen}`);
  }
  const english = records(log, 'untranslated');
  for (const line of english.slice(0, 40)) console.log(`  English on ${line.screen} (${line.words}): "${line.text}"`);
  check(english.length === 0, `no text drawn in French has English words in it (${english.length} found)`);
  if (failed()) process.exitCode = 1;
});
