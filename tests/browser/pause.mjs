// Browser pause and Quick match test (issue 27) with real CDP touches on a 390x844 phone (3
// device px per CSS px), in English and then in French:
//   1. A fresh page (`?first_start`: no settings saved, the language is asked as on a real
//      first start): English or Français is tapped; the title says what the game is.
//   2. Quick match, ONE tap: a match against the AI starts (one side human, the other the AI).
//   3. Menu pauses it: the pause sheet (Resume, Rules, Settings, Leave) comes up over the
//      board and nothing is played while it is up (no new position for 2 s, whoever is to
//      act); Resume takes it down and the SAME match plays on (the next position follows the
//      one before the pause: its command count + 1).
//   4. The browser's Back pauses it too (the page keeps an entry of its own while a match is
//      on), and Resume again.
//   5. Leave: back on the title, which offers the match left as Continue (the same digest).
// And WebGL never complains of a texture bound after it was deleted.
// Between the languages the page's storage is cleared (a new first start).
// Writes test-output/browser/pause-{en,fr}-*.png and pause.log.
//
// Usage: node tests/browser/pause.mjs [DIST_DIR]
import { browserTest, lastRecord, PHONE_390, sleep, waitForRecord } from './harness.mjs';

/** The last position line (commands, digest) at index >= from, or the match's start. */
function lastPosition(log, from) {
  return lastRecord(log, 'position', from) ?? lastRecord(log, 'match_started', from);
}

await browserTest('pause', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  for (const lang of ['en', 'fr']) {
    // 1. A first start: the language first.
    let from = await t.open('test&menus&first_start&seed=5&timeout=600');
    await t.page.evaluate(() => localStorage.clear());
    from = await t.reload();
    await t.tapMenu('title', `lang_${lang}`, from);
    const quick = await waitForRecord(log, 'menu_button', from, undefined, (f) => f.screen === 'title' && f.id === 'quick_match');
    await sleep(300);
    await t.screenshot(`pause-${lang}-title`);

    // 2. Quick match: one tap, a match against the AI.
    const shown = lastRecord(log, 'screen_shown', 0, (f) => f.index < quick.index && f.name === 'title');
    from = log.length;
    await t.tapMenu('title', 'quick_match', shown.index);
    const started = await waitForRecord(log, 'match_started', from);
    const coaches = [started.home, started.away];
    if (!coaches.includes('human') || coaches.every((c) => c === 'human')) {
      throw new Error(`Quick match did not start a match against the AI: ${log[started.index]}`);
    }
    console.log(`${lang}: one tap on Quick match started ${log[started.index]}`);
    await waitForRecord(log, 'button', started.index, undefined, (f) => f.label === 'menu');
    await sleep(1500);
    await t.screenshot(`pause-${lang}-match`);

    // 3. Menu pauses; nothing plays; Resume resumes the same match.
    const before = lastPosition(log, started.index);
    from = log.length;
    await t.tapButton('menu', started.index);
    await waitForRecord(log, 'paused', from, undefined, (f) => f.on === '1');
    for (const id of ['resume', 'rules', 'settings', 'leave']) {
      await waitForRecord(log, 'menu_button', from, 10_000, (f) => f.screen === 'pause' && f.id === id);
    }
    const stopped = lastPosition(log, started.index);
    await sleep(2000);
    const during = lastRecord(log, 'position', from, (f) => Number(f.commands) > Number(stopped.commands));
    if (during) throw new Error(`the match went on under the pause sheet: ${log[during.index]}`);
    await t.screenshot(`pause-${lang}-sheet`);
    console.log(`${lang}: Menu paused at ${stopped.commands} commands (before the tap: ${before.commands}); nothing played for 2 s`);
    const resumedAt = log.length;
    await t.tapMenu('pause', 'resume', from);
    await waitForRecord(log, 'paused', resumedAt, undefined, (f) => f.on === '0');
    // The same match plays on: the AI's next command, or the person's (the coin toss).
    const following = (f) => Number(f.commands) === Number(stopped.commands) + 1;
    let next = await waitForRecord(log, 'position', resumedAt, 8_000, following).catch(() => null);
    if (!next) {
      await t.tapButton('toss_coin', started.index);
      next = await waitForRecord(log, 'position', resumedAt, undefined, following);
    }
    console.log(`${lang}: Resume: the same match went on (${log[next.index]})`);

    // 4. The browser's Back pauses too.
    from = log.length;
    await t.page.goBack();
    await waitForRecord(log, 'paused', from, undefined, (f) => f.on === '1');
    const title = await t.page.title();
    if (title !== 'hexkick') throw new Error(`Back left the game's page (title "${title}")`);
    await t.tapMenu('pause', 'resume', from);
    await waitForRecord(log, 'paused', from, undefined, (f) => f.on === '0');
    console.log(`${lang}: the browser's Back paused the match; Resume took the sheet down`);

    // 5. Leave: the title offers the match as Continue.
    from = log.length;
    await t.tapButton('menu', started.index);
    await waitForRecord(log, 'paused', from, undefined, (f) => f.on === '1');
    const left = lastPosition(log, started.index);
    await t.tapMenu('pause', 'leave', from);
    const back = await waitForRecord(log, 'back_to', from);
    const saved = await waitForRecord(log, 'saved_match', back.index);
    if (back.page !== 'title' || saved.digest !== left.digest) {
      throw new Error(`Leave: ${log[back.index]}, ${log[saved.index]}; the match left: ${log[left.index]}`);
    }
    await waitForRecord(log, 'menu_button', back.index, undefined, (f) => f.screen === 'title' && f.id === 'continue');
    await sleep(300);
    await t.screenshot(`pause-${lang}-continue`);
    console.log(`${lang}: Leave: the title offers the match left as Continue (${log[saved.index]})`);
  }
  // No texture is deleted while a queued draw still uses it (issue 27: each start used to log
  // WebGL's "glBindTexture called with an already deleted texture ID 19" four times).
  const deleted = log.filter((l) => /already deleted texture/.test(l));
  if (deleted.length > 0) throw new Error(`WebGL bound a deleted texture ${deleted.length}x: ${deleted[0]}`);
  console.log('no texture bound after it was deleted (WebGL said nothing)');
});
