// Browser turn test: the native match UI test (tests/native/play_ui.py) in the web build, with
// real touches. Debian's chromium on a 1280x800 touch tablet opens each built-in UI-test
// position (`index.html?test&CASE`, tests/ui/*.json) and plays it with CDP touches (taps on the
// prompt's buttons, pegs dragged to cells, swipes from the ball) where the game's HEXKICK log
// says things are, then checks the commands and events the game logged:
//   pass      a pass (a tie or ball-on-line choice answered), PHASE 2 move, undo, another
//             move, End phase, PHASE 3 move by the defence, End phase -> a new PHASE 1
//   cross     Cross and Lob tapped, a lobbed cross swiped
//   shot      Shot declared (a swipe from the ball then says there is no kick now), the
//             defence drags its goalkeeper and sets him standing, the shot swiped: a goal
//   tackle    a defender dragged into the ball cell (the foul risk shown while held), then
//             tackles: the dice are rolled and shown
//   throw_in  the thrower walks to the ball, both sides end PHASES 2 and 3, the throw swiped
// The pass and the tackle are then played again on a 412x892 phone held upright (the board
// turned a quarter; swipes are the native test's, turned and scaled with the board).
// Every action waits for the game's log (a grab, a command, a state, a new prompt) before the
// next; a drag the game did not pick up and a swipe it did not take as a flick are tried again.
// The game times a finger's moves by the touch events' own time stamps, so a swipe's strength
// no longer depends on the machine's load; still, a case whose outcome depends on it (the pass
// keeping the ball for home, the shot's goal) is played again on a fresh page when that check
// fails, up to 3 times (a page too busy to deliver every move of a swipe).
// Screenshots: test-output/browser/turns-tablet|phone-CASE-N.png; console: test-output/browser/turns.log.
// Prints "ok ..."/"FAIL ..." lines and "turns: P passed, F failed".
//
// Usage: node tests/browser/turns.mjs [DIST_DIR] [CASE ...]
import {
  browserTest, isPicture, jsonRecords, lastRecord, PHONE, records, sameKick, TABLET, waitFor, waitForRecord,
} from './harness.mjs';

const CASES = { pass: casePass, cross: caseCross, shot: caseShot, tackle: caseTackle, throw_in: caseThrowIn };
/** The cases played again on a phone held upright (the board turned a quarter, small pegs). */
const PHONE_CASES = ['pass', 'tackle'];
/** The first load compiles the wasm module: on a loaded machine that can take a while. */
const START_TIMEOUT_MS = 180_000;

/** A check marked `strength` (it depends on how hard the swipe came out) that fails plays the
 * case again on a fresh page, up to this many times in all. */
const ATTEMPTS = 3;

/** Thrown by a failed `strength` check that leaves an attempt: the case is played again. */
class Again extends Error {}

const kinds = (events) => events.map((e) => e.event);
const kicksOf = (commands, declare) => commands.filter((c) => c.kick && c.kick.declare === declare);
const show = (record) => (record ? JSON.stringify(Object.fromEntries(Object.entries(record).filter(([k]) => k !== 'index'))) : 'none');

/** One case: a fresh page on a UI-test position, and what it shows. */
class Turn {
  constructor(t, name, device, attempt) {
    this.t = t;
    this.log = t.log;
    this.name = name;
    this.device = device;
    this.attempt = attempt;
    this.shots = [];
    /** The checks made: [ok, what]. */
    this.results = [];
  }

  /** Records and prints a check. A failed `strength` check throws Again while attempts remain. */
  check(ok, what, { strength = false } = {}) {
    if (!ok && strength && this.attempt < ATTEMPTS) throw new Again(what);
    this.results.push([ok, what]);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    return ok;
  }

  /** Opens the position; true once the game has shown it and frames flow. */
  async start() {
    this.from = await this.t.open(`test&${this.name}`);
    const screen = await waitForRecord(this.log, 'screen', this.from, START_TIMEOUT_MS);
    this.view = await waitForRecord(this.log, 'view', this.from, START_TIMEOUT_MS);
    await waitForRecord(this.log, 'state', this.from, START_TIMEOUT_MS);
    await waitForRecord(this.log, 'frame', this.from, START_TIMEOUT_MS);
    this.k = await this.t.toCss(screen.w);
    return true;
  }

  mark() {
    return this.log.length;
  }

  last(kind, match) {
    return lastRecord(this.log, kind, this.from, match);
  }

  /** A logged screen point (logical px) in CSS px. */
  css(record) {
    return { x: Number(record.x) * this.k, y: Number(record.y) * this.k };
  }

  commands(from) {
    return jsonRecords(this.log, 'command', from);
  }

  events(from) {
    return jsonRecords(this.log, 'event', from);
  }

  /** The buttons on screen now: those logged just before the last prompt line. */
  buttons() {
    const prompts = records(this.log, 'prompt', this.from);
    if (prompts.length === 0) return [];
    const end = prompts[prompts.length - 1].index;
    const start = prompts.length > 1 ? prompts[prompts.length - 2].index : this.from;
    return records(this.log, 'button', start).filter((b) => b.index < end);
  }

  /** Taps the button with key `key` once the game shows it, and waits until the game has
   * laid out its prompt again (the tap was handled). Returns the log index of the tap. */
  async tapButton(key) {
    const button = await waitFor(() => this.buttons().find((b) => b.label === key), `"${key}" button`, 30_000);
    const mark = this.mark();
    await this.t.tap(this.css(button));
    await waitForRecord(this.log, 'prompt', mark);
    return mark;
  }

  /** Drags a peg to a cell as a finger does: down on the peg, and on only once the game has
   * logged that it picked him up (else lifted and tried again, up to 3 times). `hold` runs
   * with the peg held over the cell. True when the game took the drop: it applied a move or
   * placement of him (with `command`, the default), or did not refuse it (without: the
   * goalkeeper's cell for a shot is no command yet). A failure prints the game's log. */
  async movePeg(player, cell, { hold = async () => {}, command = true } = {}) {
    let mark = this.mark();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const peg = this.last('peg', (f) => f.id === player);
      const target = this.last('cell', (f) => f.name === cell);
      if (!peg || !target) throw new Error(`the game logged no place for ${player} or ${cell}`);
      mark = this.mark();
      const grabbed = await this.t.drag(this.css(peg), this.css(target), {
        afterDown: () => waitForRecord(this.log, 'peg_grab', mark, 20_000, (f) => f.id === player).then(() => true, () => false),
        beforeUp: async () => {
          await this.t.frames(2);
          await hold();
        },
      });
      await this.t.frames(2);
      if (!grabbed) {
        console.log(`     the game did not pick ${player} up (try ${attempt})`);
        continue;
      }
      // The drop is handled in one frame: its command and state, then the prompt laid out
      // again; once that prompt is in, so is everything the drop logged.
      const laidOut = await waitForRecord(this.log, 'prompt', mark).then(() => true, () => false);
      const ours = (c) => (c.move && c.move.player === player) || (c.place && c.place.player === player);
      const refused = lastRecord(this.log, 'drop_refused', mark);
      if (laidOut && !refused && (!command || this.commands(mark).some(ours))) return true;
      break;
    }
    const told = this.log.slice(mark).filter((l) => !/HEXKICK (cell|peg) /.test(l));
    console.log(`     the game's log after the drag of ${player} to ${cell}:\n       ${told.slice(0, 20).join('\n       ')}`);
    return false;
  }

  /** Swipes from the ball in `moves` moves 12 ms apart of (dx, dy) pixels of the native test's
   * landscape window each: the same swipe on the glass (a swipe's strength is measured there,
   * src/ui/flick_input.rs), turned with the board in portrait; returns the log index the
   * swipe started at. */
  async flick(dx, dy, moves = 8) {
    const ball = () => Promise.resolve(this.css(this.last('ball_screen')));
    const [sx, sy] = this.view.portrait === '1' ? [dy, -dx] : [dx, dy];
    // Chosen for the old linear response: the swipe of the same kick now, in logical px.
    const swipe = sameKick(this.view, { dx: sx * moves, dy: sy * moves, moves, stepMs: 12 });
    const { from } = await this.t.flick(ball, { ...swipe, dx: swipe.dx * this.k, dy: swipe.dy * this.k });
    return from;
  }

  /** Waits until the ball the swipe at `from` kicked has stopped, the game has taken the
   * kick (or refused it) and laid out the prompt that follows; returns the state after it. */
  async kicked(from) {
    await waitForRecord(this.log, 'ball_rest', from);
    await waitFor(() => lastRecord(this.log, 'refused', from) ?? (this.commands(from).some((c) => c.kick) ? true : null),
      'kick command');
    const state = await waitForRecord(this.log, 'state', from);
    await waitForRecord(this.log, 'prompt', state.index);
    return state;
  }

  state() {
    return this.last('state');
  }

  async screenshot() {
    const path = await this.t.screenshot(`turns-${this.device}-${this.name}-${this.shots.length + 1}`);
    this.shots.push(path);
  }
}

/** A swipe's strength varies with the machine's load: when the ball stopped between tied
 * team-mates or on a line, answer the prompt as a person would (the last choice offered). */
async function settleChoice(g) {
  const state = g.state();
  if (!state || !['receiver', 'ball_cell'].includes(state.pending)) return;
  const prefix = state.pending === 'receiver' ? 'receiver_' : 'cell_';
  const offered = () => {
    // A withheld choice (its reason under the board) is not offered.
    const found = g.buttons().filter((b) => b.label.startsWith(prefix) && b.withheld !== '1');
    return found.length > 0 ? found : null;
  };
  const choices = await waitFor(offered, `${prefix} buttons`, 30_000).catch(() => []);
  if (!g.check(choices.length > 0, `${g.name}: the ${state.pending} choice is offered (${choices.map((b) => b.label)})`)) return;
  const mark = await g.tapButton(choices[choices.length - 1].label);
  await waitForRecord(g.log, 'state', mark);
}

async function casePass(g) {
  const from = await g.flick(7, -1);
  await g.kicked(from);
  await settleChoice(g);
  const passes = kicksOf(g.commands(from), 'pass');
  g.check(passes.length === 1, `pass: one pass kick command was applied (${passes.length})`);
  const ev = kinds(g.events(from));
  g.check(ev.includes('possession') || ev.includes('long_ball'), `pass: the CoD gave the ball to a player (${ev})`);
  await g.screenshot();
  let state = g.state();
  if (!g.check(state.phase === '2' && state.acting === 'home', `pass: PHASE 2 for home after the pass (${show(state)})`,
    { strength: true })) return;
  g.check(await g.movePeg('home:7', 'C8'), 'pass: PHASE 2, home 7 dragged C7 -> C8');
  const undone = await g.tapButton('undo');
  g.check(await waitForRecord(g.log, 'undo', undone).then(() => true, () => false), 'pass: "Undo last move" took the move back');
  g.check(g.last('peg', (f) => f.id === 'home:7').cell === 'C7', 'pass: home 7 is back on C7');
  g.check(await g.movePeg('home:7', 'B8'), 'pass: PHASE 2, home 7 dragged C7 -> B8 instead');
  let mark = await g.tapButton('end_phase');
  state = await waitForRecord(g.log, 'state', mark);
  g.check(state.phase === '3' && state.acting === 'away', `pass: End phase -> PHASE 3 for away (${show(state)})`);
  g.check(await g.movePeg('away:5', 'G7'), 'pass: PHASE 3, away 5 dragged G8 -> G7');
  await g.screenshot();
  mark = await g.tapButton('end_phase');
  state = await waitForRecord(g.log, 'state', mark);
  g.check(state.phase === '1', `pass: End phase by away -> a new PHASE 1 (${show(state)})`);
}

async function caseCross(g) {
  await g.tapButton('cross');
  await g.tapButton('lob');
  const from = await g.flick(6, 30, 6);
  await g.kicked(from);
  const crosses = kicksOf(g.commands(from), 'cross');
  g.check(crosses.length === 1 && crosses[0].kick.style === 'lob',
    `cross: one lobbed cross kick command was applied (${JSON.stringify(crosses)})`);
  await g.screenshot();
}

async function caseShot(g) {
  const declared = await g.tapButton('shot');
  const prompt = await waitForRecord(g.log, 'prompt', declared, undefined, (f) => f.side === 'away');
  g.check(/goalkeeper/i.test(prompt.headline ?? ''), `shot: the defence is asked to set its goalkeeper ("${prompt.headline}")`);
  g.check(g.commands(declared).some((c) => c.declare_shot), 'shot: the shot was declared');
  // A swipe from the ball while the defence is asked its goalkeeper kicks nothing and says why
  // at the ball: no kick now, and what is asked instead.
  const swiped = g.mark();
  await g.t.swipe(g.css(g.last('ball_screen')), { dx: 60 * g.k, dy: 10 * g.k, moves: 6, stepMs: 12 });
  const noKick = await waitForRecord(g.log, 'flick_ignored', swiped, 15_000);
  g.check(noKick.reason === 'no_kick_now',
    `shot: a swipe from the ball while the goalkeeper is set says there is no kick now (${g.log[noKick.index]})`);
  g.check(!g.commands(swiped).some((c) => c.kick), 'shot: that swipe kicked nothing');
  await g.screenshot();
  g.check(await g.movePeg('away:1', 'D10', { command: false }), 'shot: the goalkeeper dragged to D10');
  await g.screenshot();
  const set = await g.tapButton('keeper_standing');
  await waitFor(() => (g.commands(set).some((c) => c.set_keeper) ? true : null), 'set_keeper command');
  const sets = g.commands(set).filter((c) => c.set_keeper);
  g.check(sets.length === 1 && sets[0].set_keeper.stance === 'standing' && sets[0].set_keeper.cell === 'D10',
    `shot: the goalkeeper was set standing on D10, where he was dragged (${JSON.stringify(sets)})`);
  const state = await waitForRecord(g.log, 'state', set);
  g.check(state.pending === 'shot_ready', `shot: the shot is ready (${show(state)})`);
  const from = await g.flick(55, 8, 6);
  await g.kicked(from);
  const shots = kicksOf(g.commands(from), 'shot');
  g.check(shots.length === 1, `shot: one shot kick command was applied (${shots.length})`);
  const ev = kinds(g.events(from));
  g.check(ev.includes('goal'), `shot: GOAL (${ev})`, { strength: true });
  g.check(g.state().score === '1-0', `shot: the score is 1-0 (${g.state().score})`);
  await g.screenshot();
}

async function caseTackle(g) {
  let mark = g.mark();
  g.check(await g.movePeg('away:4', 'E6', { hold: () => g.screenshot() }),
    'tackle: away 4 dragged from E7 into the ball cell E6 (the foul risk shown while held)');
  g.check(kinds(g.events(mark)).includes('enter_ball_cell'), 'tackle: entering the ball cell logged');
  mark = await g.tapButton('tackle_away_4');
  const ev = await waitFor(() => {
    const k = kinds(g.events(mark));
    return k.includes('tackle') ? k : null;
  }, 'tackle event').catch(() => kinds(g.events(mark)));
  g.check(ev.includes('tackle') && ev.includes('dice'), `tackle: the die was rolled and the tackle decided (${ev})`);
  await g.screenshot();
}

async function caseThrowIn(g) {
  const prompt = g.last('prompt');
  g.check(prompt?.phase === 'throw_in', `throw_in: the thrower's walk is prompted (${show(prompt)})`);
  const restart = g.state()?.restart;
  if (!g.check(restart && restart !== 'none', `throw_in: the restart cell was logged (${restart})`)) return;
  g.check(await g.movePeg('away:8', restart), `throw_in: away 8 walked to ${restart}`);
  let state = await waitForRecord(g.log, 'state', g.from);
  // After the walk the rules play PHASE 2 and PHASE 3 before the throw: both sides end them.
  for (let i = 0; i < 3 && state.phase !== '1'; i++) {
    const phase = state.phase;
    const mark = await g.tapButton('end_phase');
    state = await waitForRecord(g.log, 'state', mark);
    g.check(true, `throw_in: End phase in PHASE ${phase}`);
  }
  g.check(state.phase === '1', `throw_in: PHASE 1 for the throw (${show(state)})`);
  const from = await g.flick(2, 5);
  await g.kicked(from);
  const throws = g.commands(from).filter((c) => c.kick);
  g.check(throws.length === 1 && throws[0].kick.style === 'header', `throw_in: thrown from the head (${JSON.stringify(throws)})`);
  await g.screenshot();
}

/** Plays a case on a fresh page, again (up to ATTEMPTS) when a `strength` check failed. */
async function playCase(t, name, device) {
  for (let attempt = 1; ; attempt++) {
    console.log(`== ${name} on the ${device}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
    const g = new Turn(t, name, device, attempt);
    try {
      await g.start();
      g.check(true, `${name}: the game showed the position`);
      await CASES[name](g);
    } catch (e) {
      if (e instanceof Again) {
        console.log(`     ${e.message}: not yet; the swipe's strength depends on the machine's load, so again`);
        continue;
      }
      g.check(false, `${name}: ${e.message}`);
    }
    const refused = records(t.log, 'refused', g.from);
    g.check(refused.length === 0, `${name}: no command was refused (${refused.slice(0, 2).map((r) => t.log[r.index])})`);
    g.check(g.shots.length > 0 && g.shots.every(isPicture), `${name}: screenshots written (${g.shots.join(', ')})`);
    return g.results;
  }
}

const names = process.argv.slice(3);
for (const name of names) {
  if (!CASES[name]) throw new Error(`no case "${name}" (cases: ${Object.keys(CASES).join(' ')})`);
}
await browserTest('turns', { screen: TABLET }, async (t) => {
  const results = [];
  for (const name of names.length > 0 ? names : Object.keys(CASES)) {
    results.push(...(await playCase(t, name, 'tablet')));
  }
  // The same browser turned into a phone: the pages opened from now on lay out for it.
  await t.page.setViewportSize(PHONE.viewport);
  for (const name of names.length > 0 ? names.filter((n) => PHONE_CASES.includes(n)) : PHONE_CASES) {
    results.push(...(await playCase(t, name, 'phone')));
  }
  const failed = results.filter(([ok]) => !ok).length;
  console.log(`turns: ${results.length - failed} passed, ${failed} failed`);
  if (failed > 0 || results.length === 0) throw new Error(`${failed} checks failed`);
});
