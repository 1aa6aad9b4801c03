// Browser replay test (issue 19): the web build in Debian's chromium on the 390x844 phone
// opens the replay of a finished match (`?test&replay=quick`: the built-in log of a quick
// 2024 BASE match, 2-0, tests/fixtures/replay/quick-2-0.json), plays it at 2x with real CDP
// touches on the director's buttons, skips to the next goal and checks the ball the screen
// draws against the logged kick: the goal's kick is struck again from its logged flick
// through the same physics, flies frame by frame (`watch_ball` lines) and rests where the
// log's outcome says, and the score changes. Then Highlights: the reel starts before the first
// goal, moves on to its next moment by itself, and a second tap stops it.
//
// The game's console lines it reads (test mode; src/ui/watch):
//   HEXKICK watch mode=replay commands=N moments=M           the log opened and checked
//   HEXKICK button label=pause|step|speed|next_goal|... x y  the director's buttons
//   HEXKICK watch mode=replay speed=S paused=P at=I of=N reel=K/M|-   after every command and tap
//   HEXKICK replay_kick command=I flick=1 cell=C rest_x rest_y goal=G   the log's kick, as struck
//   HEXKICK watch_ball x=.. y=..                             the drawn ball while it flies
//   HEXKICK ball_rest x y rest_x rest_y cell exit             where the drawn ball came to rest
// Writes test-output/browser/replay-*.png and replay.log.
//
// Usage: node tests/browser/replay.mjs [DIST_DIR]
import { readFileSync } from 'node:fs';
import { browserTest, PHONE_390, records, waitForRecord } from './harness.mjs';

/** The log the page opens with `?replay=quick` (built into the game from this file). */
const FIXTURE = 'tests/fixtures/replay/quick-2-0.json';

await browserTest('replay', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  const from = await t.open('test&replay=quick');
  const opened = await waitForRecord(log, 'watch', from, undefined, (f) => f.mode === 'replay' && f.commands);
  console.log(`opened: ${log[opened.index]}`);
  const screen = await waitForRecord(log, 'screen', from);

  /** Taps a director's button by its latest position (logical px, `screen.w` wide). */
  const press = async (label, after) => {
    const b = await waitForRecord(log, 'button', after, undefined, (f) => f.label === label);
    const k = await t.toCss(screen.w);
    await t.tap({ x: Number(b.x) * k, y: Number(b.y) * k });
  };

  // 1. It plays by itself at 1x; one tap on Speed makes it 2x.
  await waitForRecord(log, 'watch', opened.index, undefined, (f) => Number(f.at) >= 3);
  let mark = log.length;
  await press('speed', from);
  await waitForRecord(log, 'watch', mark, undefined, (f) => f.speed === '2');
  console.log('playing at 2x');
  await t.screenshot('replay-2x');

  // 2. Next goal: the board jumps to just before the first goal's command, which is played
  // along its path.
  mark = log.length;
  await press('next_goal', from);
  const kick = await waitForRecord(log, 'replay_kick', mark, 90_000, (f) => f.goal === '1');
  console.log(`the goal's kick: ${log[kick.index]}`);
  if (kick.flick !== '1') throw new Error('the goal kick was not struck again from its logged flick');
  const jumped = records(log, 'watch', mark).find((f) => f.mode === 'replay');
  if (!jumped || Number(jumped.at) > Number(kick.command)) {
    throw new Error(`the board did not jump to the goal's command ${kick.command}`);
  }
  if (Number(jumped.speed) !== 2) throw new Error(`the skip changed the speed: ${jumped.speed}`);
  await waitForRecord(log, 'watch_ball', kick.index);
  await t.screenshot('replay-goal-flight');
  const rest = await waitForRecord(log, 'ball_rest', kick.index, 60_000);
  console.log(`the drawn ball rested: ${log[rest.index]}`);
  const flown = records(log, 'watch_ball', kick.index).filter((f) => f.index < rest.index);
  if (flown.length < 2) throw new Error(`the ball was drawn in ${flown.length} frames only`);
  const moved = flown.some((f) => Math.hypot(f.x - flown[0].x, f.y - flown[0].y) > 10);
  if (!moved) throw new Error('the drawn ball did not travel');
  // The re-simulated path's outcome is the logged one, and the drawn ball ends on it.
  const off = Math.hypot(rest.rest_x - kick.rest_x, rest.rest_y - kick.rest_y);
  if (off > 0.011) throw new Error(`the replayed kick rests ${off} cm from the logged rest point`);
  const drawnOff = Math.hypot(rest.x - kick.rest_x, rest.y - kick.rest_y);
  if (drawnOff > 0.5) throw new Error(`the drawn ball stops ${drawnOff} cm from the logged rest point`);
  // And the log file itself says the same: that command is a kick resting there, into a goal.
  const logged = JSON.parse(readFileSync(FIXTURE, 'utf8')).commands[Number(kick.command)];
  const outcome = logged?.kick?.outcome;
  if (!outcome) throw new Error(`command ${kick.command} of the fixture is not a kick`);
  const fileOff = Math.hypot(rest.x - outcome.rest.x, rest.y - outcome.rest.y);
  if (fileOff > 0.5 || !outcome.exit?.goal) {
    throw new Error(`the fixture's kick ${kick.command} rests at ${JSON.stringify(outcome.rest)} (exit ${JSON.stringify(outcome.exit)}), the drawn ball at ${rest.x},${rest.y}`);
  }
  if (!rest.exit.startsWith('goal_') || rest.exit.startsWith('goal_line')) {
    throw new Error(`the drawn kick did not end in a goal: exit=${rest.exit}`);
  }
  const scored = await waitForRecord(log, 'state', rest.index, undefined, (f) => f.score !== '0-0');
  console.log(`score after the goal: ${scored.score}; ${flown.length} frames drawn`);
  await t.screenshot('replay-goal');

  // 3. Highlights: the reel jumps back to its first moment and goes on to the next by itself.
  mark = log.length;
  await press('highlights', from);
  const first = await waitForRecord(log, 'watch', mark, undefined, (f) => f.reel?.startsWith('1/'));
  const moments = Number(first.reel.split('/')[1]);
  if (moments < 2) throw new Error(`a 2-0 match has ${moments} highlight(s)`);
  if (Number(first.at) >= Number(kick.command)) {
    throw new Error(`the reel starts at command ${first.at}, not before the first goal (${kick.command})`);
  }
  const second = await waitForRecord(log, 'watch', first.index, 90_000, (f) => f.reel?.startsWith('2/'));
  if (Number(second.at) <= Number(first.at)) throw new Error(`the reel's second moment (${second.at}) is not after its first (${first.at})`);
  console.log(`highlights: ${moments} moments, the first from command ${first.at}, the second from ${second.at}`);
  await t.screenshot('replay-highlights');
  // A second tap stops the reel.
  mark = log.length;
  await press('highlights', from);
  await waitForRecord(log, 'watch', mark, undefined, (f) => f.reel === '-');
  console.log('a second tap on Highlights stops the reel');
});
