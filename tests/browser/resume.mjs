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
// Writes test-output/browser/resume-before.png, resume-after.png and resume.log.
//
// Usage: node tests/browser/resume.mjs [DIST_DIR]
import { browserTest, PHONE, waitForRecord } from './harness.mjs';

await browserTest('resume', { screen: PHONE }, async (t) => {
  const log = t.log;

  /** A real touch tap at a point in the game's logical pixels (`width` logical px wide). */
  const touchAt = async (x, y, width) => {
    const k = await t.toCss(width);
    await t.tap({ x: Number(x) * k, y: Number(y) * k });
  };

  // 1. Fresh page: no saved match; New match -> Start.
  await t.open('test&menus');
  await waitForRecord(log, 'saved_match');
  let from = log.length;
  await t.tapMenu('title', 'new_match', 0);
  await t.tapMenu('new_match', 'start', from);
  const started = await waitForRecord(log, 'match_started', from);
  console.log(`started: ${log[started.index]}`);

  // 2. A move through the match screen: its "Toss the coin" button (a command with a die).
  const screen = await waitForRecord(log, 'screen', started.index);
  const toss = await waitForRecord(log, 'button', started.index, undefined, (f) => f.label === 'toss_coin');
  await touchAt(toss.x, toss.y, screen.w);
  const moved = await waitForRecord(log, 'position', started.index, undefined, (f) => f.commands === '1');
  console.log(`moved: ${log[moved.index]}`);
  // The toss's result is said on the board, not only in the log.
  const banner = await waitForRecord(log, 'banner', started.index, 5_000);
  if (!/ kick off$/.test(banner.text)) throw new Error(`the toss's banner says "${banner.text}", not who kicks off`);
  console.log(`banner: ${banner.text}`);
  await t.screenshot('resume-before');

  // 3. Reload: the title screen must offer the same match; Continue resumes it.
  from = await t.reload();
  const saved = await waitForRecord(log, 'saved_match', from);
  console.log(`after reload: ${log[saved.index]}`);
  if (saved.digest !== moved.digest || saved.commands !== moved.commands) {
    throw new Error(`the reloaded page found ${log[saved.index]}, not the match at ${log[moved.index]}`);
  }
  await t.tapMenu('title', 'continue', from);
  const resumed = await waitForRecord(log, 'match_resumed', from);
  console.log(`resumed: ${log[resumed.index]}`);
  await waitForRecord(log, 'state', resumed.index);
  await t.screenshot('resume-after');
  if (resumed.digest !== moved.digest || resumed.commands !== moved.commands) {
    throw new Error(`continue gave ${log[resumed.index]}, not ${log[moved.index]}`);
  }
  console.log('the same position after a page reload');
});
