// Browser board-choice test: choices made on the board at 390x844 (device scale 3) with real
// touches. The built-in `tie` position (tests/ui/tie.json): a pass stopped on the line between
// E9 and E10 with Red 10 (D10) and Red 11 (F10) tied, so their coach chooses who takes it,
// then on which cell. The options are lit on the board (screenshots); a tap on Red 11 chooses
// him (`board_choice player=home:11`, the command `choose_receiver`), then a tap in E10 chooses
// the cell (`board_choice cell=E10`), and the ball is his there.
// Then the built-in `shot` position: Home 9 declares a shot and the defence's goalkeeper
// (Away 1 on E11) may wait on the cells lit round him: a tap in D10 walks him there
// (`board_choice keeper=away:1 cell=D10`), and the stance button sets him on D10.
// Screenshots: test-output/browser/board-choice-*.png. Prints "ok ..."/"FAIL ..." lines.
//
// Usage: node tests/browser/board_choice.mjs [DIST_DIR]
import {
  PHONE_390, browserTest, checks, freshMatch, isPicture, jsonRecords, lastRecord, waitForRecord,
} from './harness.mjs';

const { check, failed } = checks();

await browserTest('board-choice', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  const shots = [];
  const shoot = async (name) => shots.push(await t.screenshot(`board-choice-${name}`));
  const match = await freshMatch(t, 'test&tie&timeout=240');
  await t.frames(10);
  await shoot('tied');
  const buttons = () => log.filter((l) => l.startsWith('HEXKICK button label=receiver_'));
  check(buttons().length >= 2, `the panel offers both players too (${buttons().length} buttons)`);
  const eleven = lastRecord(log, 'peg', match.from, (p) => p.id === 'home:11');
  let mark = log.length;
  await t.tap({ x: Number(eleven.x) * match.k, y: Number(eleven.y) * match.k });
  const chose = await waitForRecord(log, 'board_choice', mark, 20_000);
  check(chose.player === 'home:11', `a tap on Red 11 chooses him (${log[chose.index]})`);
  const commands = () => jsonRecords(log, 'command', mark).map((c) => JSON.stringify(c));
  await waitForRecord(log, 'state', mark, 20_000);
  check(commands().some((c) => c.includes('receiver') && c.includes('home:11')),
    `the table took the choice (${commands().join(' ')})`);
  await t.frames(10);
  await shoot('cells');
  const cell = lastRecord(log, 'cell', 0, (c) => c.name === 'E10');
  mark = log.length;
  await t.tap({ x: Number(cell.x) * match.k, y: Number(cell.y) * match.k });
  const onCell = await waitForRecord(log, 'board_choice', mark, 20_000);
  check(onCell.cell === 'E10', `a tap in E10 chooses the cell (${log[onCell.index]})`);
  const state = await waitForRecord(log, 'state', mark, 20_000, (s) => s.holder === 'home:11');
  check(state.ball === 'E10', `Red 11 has the ball on E10 (${log[state.index]})`);
  await shoot('chosen');

  // The goalkeeper's cell for a declared shot, tapped on the board.
  const shot = await freshMatch(t, 'test&shot&timeout=240');
  const tapButton = async (label, from) => {
    await t.tapButton(label, from, 20_000);
    await t.frames(2);
  };
  mark = log.length;
  await tapButton('shot', shot.from);
  await waitForRecord(log, 'prompt', mark, 20_000, (p) => p.side === 'away');
  await t.frames(10);
  await shoot('keeper-cells');
  const d10 = lastRecord(log, 'cell', shot.from, (c) => c.name === 'D10');
  mark = log.length;
  await t.tap({ x: Number(d10.x) * shot.k, y: Number(d10.y) * shot.k });
  const keeperCell = await waitForRecord(log, 'board_choice', mark, 20_000);
  check(keeperCell.keeper === 'away:1' && keeperCell.cell === 'D10',
    `a tap in D10 walks the goalkeeper there (${log[keeperCell.index]})`);
  await t.frames(20);
  await shoot('keeper-chosen');
  await tapButton('keeper_standing', mark);
  await waitForRecord(log, 'state', mark, 20_000, (s) => s.pending === 'shot_ready');
  const sets = jsonRecords(log, 'command', mark).filter((c) => c.set_keeper);
  check(sets.length === 1 && sets[0].set_keeper.cell === 'D10' && sets[0].set_keeper.stance === 'standing',
    `the stance button sets him standing on D10 (${JSON.stringify(sets)})`);
  for (const shot of shots) check(isPicture(shot), `screenshot ${shot}`);
  if (failed()) throw new Error(`${failed()} board-choice check(s) failed`);
});
