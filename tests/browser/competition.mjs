// Browser competition test (issue 17) with real CDP touches on a 390x844 phone (3 device px
// per CSS px), the same league and the same flow as tests/native/competition.py: `?seed=8` and
// the teams of `hexkick competition --format league --teams 4 --seed 8 --rules
// 2024-tournament+quick`, set on the New competition form.
//   1. Title -> Competition: quick matches, the four teams set with the Team row,
//      Meadowbank Wanderers (entry 2) coached by the person; Create; fixture 1 simulated
//      (every simulated fixture is played by the page's worker: its `simulated` line says so).
//      Play: the person plays real turns of fixture 2 with touches (the coin, the taker
//      dragged to the ball, swipes from the ball, the ball's cell, Done) against the AI.
//   2. RELOAD THE PAGE (the app killed): Continue resumes the match at its score and the
//      person plays on TO FULL TIME with touches (the AI's turns shown at x4).
//      The AI's decisions in his matches are thought by the AI's worker, none in the frame.
//   3. RELOAD on the full-time screen: the app opens the competition with the fixture
//      recorded (2 played, none in play, his team 1 played with the goals he scored and
//      conceded) and the title no longer offers the match. Fixtures 3 and 4 simulated: the
//      page names who misses the person's next fixture (fixture 5), and Play shows both
//      sides' 11 pegs without them. The person plays a few turns of it (Meadowbank away);
//      Menu -> Leave (the pause sheet) -> back on the competition's page, which says the fixture is in play and offers "Resume match" and "Let AI
//      finish"; Let AI finish plays the rest with the AI in his place FROM WHERE HE LEFT IT
//      (every "simulating" line at or after his minute with at least his score; the table
//      then gives his team one match more with at least those goals), and the title no
//      longer offers it. The last fixture is simulated and the table is checked
//      (P = W + D + L, Pts = 3W + D, goals for = goals against, wins = losses).
// Writes test-output/browser/competition-*.png and competition.log.
//
// Usage: node tests/browser/competition.mjs [DIST_DIR]
import { browserTest, lastRecord, parseRecord, PHONE_390, records, sleep, waitFor, waitForRecord } from './harness.mjs';

/** The game's logical px per mm of glass (src/ui/flick_input.rs). */
const PX_PER_MM = 160 / 25.4;
/** The person's team and his next fixture after the one he plays. */
const PERSON = 'Meadowbank_Wanderers';
const NEXT_FIXTURE = 'Harbour_Rovers_v_Meadowbank_Wanderers';
/** The panel's buttons that never answer a prompt. */
const PANEL = new Set(['rules', 'hint', 'speed', 'aim', 'cells', 'whole_pitch', 'menu', 'bench', 'undo', 'end_phase']);

let failures = 0;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) {
    failures += 1;
    process.exitCode = 1;
  }
  return ok;
};

/** What the log says of the match since `from`: the last state, prompt, buttons, pegs,
 * cells, ball and the referee's minute. The panel is logged anew at each change (`withheld`
 * and `offer` lines, `panel_facing`, the `button` lines, the `prompt`), without a `state`
 * line when the position did not change (a soft swipe's Kick anyway / Try again, and the
 * panel after it): the buttons are those after the last `panel_facing`, the withheld actions
 * those logged since the last prompt. */
function board(log, from) {
  const b = { state: {}, prompt: {}, buttons: {}, withheld: {}, pegs: {}, cells: {}, ball: null, minute: 0, prompts: 0, kicks: { home: 0, away: 0 } };
  let prompted = false;
  for (let i = from; i < log.length; i++) {
    const r = parseRecord(log[i]);
    if (!r) continue;
    const f = r.fields;
    if (prompted && ['withheld', 'offer', 'panel_facing'].includes(r.kind)) {
      b.withheld = {};
      prompted = false;
    }
    if (r.kind === 'state') {
      b.state = f;
      b.buttons = {};
      b.withheld = {};
    } else if (r.kind === 'panel_facing') b.buttons = {};
    else if (r.kind === 'prompt') {
      b.prompt = f;
      b.prompts = i;
      prompted = true;
    } else if (r.kind === 'button') b.buttons[f.label] = f;
    else if (r.kind === 'peg') b.pegs[f.id] = f;
    else if (r.kind === 'cell') b.cells[f.name] = { x: Number(f.x), y: Number(f.y) };
    else if (r.kind === 'ball_screen') b.ball = { x: Number(f.x), y: Number(f.y) };
    else if (r.kind === 'withheld') b.withheld[f.key] = f.reason ?? '';
    else if (r.kind === 'flick') {
      const side = String(f.kicker).split(':')[0];
      if (side in b.kicks) b.kicks[side] += 1;
    }
    else if (r.kind === 'event' && log[i].includes('"event":"clock"')) {
      b.minute = JSON.parse(log[i].slice(log[i].indexOf('{'))).minute;
    }
  }
  return b;
}

const usable = (b, label) => (b.buttons[label] && b.buttons[label].withheld !== '1' ? b.buttons[label] : null);
const at = (p) => ({ x: Number(p.x), y: Number(p.y) });

/** The unit vector from `side`'s goalkeeper towards the middle of the pegs: where it attacks
 * (landscape or portrait alike). */
function attack(b, side) {
  const pegs = Object.values(b.pegs);
  const mid = pegs.reduce((m, p) => ({ x: m.x + Number(p.x) / pegs.length, y: m.y + Number(p.y) / pegs.length }), { x: 0, y: 0 });
  const keeper = b.pegs[`${side}:1`];
  if (!keeper) return { x: 1, y: 0 };
  const d = { x: mid.x - Number(keeper.x), y: mid.y - Number(keeper.y) };
  const n = Math.hypot(d.x, d.y) || 1;
  return { x: d.x / n, y: d.y / n };
}

/** The person, playing `side` at the table with touches (the game `width` logical px wide). */
class Person {
  constructor(t, side) {
    this.t = t;
    this.side = side;
  }

  async scale() {
    const screen = lastRecord(this.t.log, 'screen');
    this.k = await this.t.toCss(screen.w);
  }

  css(p) {
    return { x: p.x * this.k, y: p.y * this.k };
  }

  async tapButton(b) {
    await this.t.tap(this.css(at(b)));
    await this.t.frames(2);
  }

  async carry(from, to) {
    await this.t.drag(this.css(from), this.css(to), {
      steps: 12, stepMs: 40, afterDown: async () => { await sleep(250); return true; },
      beforeUp: async () => { await sleep(300); },
    });
    await this.t.frames(2);
  }

  /** The nearest outfield player carried to `cell`. */
  async placeTaker(b, cell) {
    const to = b.cells[cell];
    if (!to) return false;
    const pegs = Object.entries(b.pegs).filter(([id]) => id.startsWith(`${this.side}:`) && id !== `${this.side}:1`);
    const [, near] = pegs.reduce((best, e) => (Math.hypot(Number(e[1].x) - to.x, Number(e[1].y) - to.y)
      < Math.hypot(Number(best[1].x) - to.x, Number(best[1].y) - to.y) ? e : best));
    await this.carry(at(near), to);
    return true;
  }

  /** `peg` carried back towards his own goal to an empty cell. */
  async stepBack(b, peg, tries) {
    const p = b.pegs[peg];
    if (!p) return;
    const d = attack(b, this.side);
    const back = 90 + 40 * tries;
    const goal = { x: Number(p.x) - d.x * back, y: Number(p.y) - d.y * back };
    const taken = new Set(Object.values(b.pegs).map((q) => q.cell));
    const free = Object.entries(b.cells).filter(([n]) => !taken.has(n));
    const [, to] = free.reduce((best, e) => (Math.hypot(e[1].x - goal.x, e[1].y - goal.y)
      < Math.hypot(best[1].x - goal.x, best[1].y - goal.y) ? e : best));
    await this.carry(at(p), to);
  }

  /** One touch answering the person's prompt; what it was. */
  async act(b, tries) {
    const speed = b.buttons.speed;
    if (speed && !String(speed.text).endsWith('x4')) {
      await this.tapButton(speed);
      return 'speed';
    }
    // A soft kick's question is answered by kicking anyway: the match goes on.
    for (const label of ['continue', 'toss_coin', 'let_go', 'kick_anyway']) {
      if (usable(b, label)) {
        await this.tapButton(b.buttons[label]);
        return label;
      }
    }
    if ((b.state.pending ?? 'none') !== 'none') {
      const offer = Object.keys(b.buttons).find((k) => !PANEL.has(k) && b.buttons[k].withheld !== '1');
      if (offer) {
        await this.tapButton(b.buttons[offer]);
        return `offer ${offer}`;
      }
    }
    const reason = b.withheld.end_phase ?? '';
    const cell = reason.match(/cell \(([A-Z]\d+)\)/);
    if (cell && tries < 3) {
      await this.placeTaker(b, cell[1]);
      return `taker to ${cell[1]}`;
    }
    if (b.state.phase === 'throw_in' && tries < 3) {
      await this.placeTaker(b, b.state.restart);
      return 'thrower to the ball';
    }
    const inCell = reason.match(/ (\d+) in ([A-Z]\d+)/);
    if (inCell && tries < 6) {
      await this.stepBack(b, `${this.side}:${inCell[1]}`, tries);
      return `${this.side}:${inCell[1]} steps back`;
    }
    // Two team-mates in one cell (the receiver came to the taker's): one without the ball
    // steps out.
    const shared = reason.match(/share ([A-Z]\d+)/);
    const mate = shared && Object.keys(b.pegs).find((id) => id.startsWith(`${this.side}:`)
      && b.pegs[id].cell === shared[1] && id !== b.state.holder);
    if (mate && tries < 6) {
      await this.stepBack(b, mate, tries);
      return `${mate} steps out of ${shared[1]}`;
    }
    if (b.state.phase === '1' && b.ball) {
      // A 12-16 mm swipe on the glass towards the other goal, stamped on the finger's clock.
      const d = attack(b, this.side);
      const mm = 12 + 2 * (tries % 3);
      const px = mm * PX_PER_MM * this.k;
      const turn = 0.3 * ((tries % 3) - 1);
      const dir = { x: d.x * Math.cos(turn) - d.y * Math.sin(turn), y: d.x * Math.sin(turn) + d.y * Math.cos(turn) };
      await this.t.swipe(this.css(b.ball), { dx: dir.x * px, dy: dir.y * px, moves: 6, stepMs: 16, stamped: true });
      await this.t.frames(2);
      return 'kick';
    }
    if (usable(b, 'end_phase')) {
      await this.tapButton(b.buttons.end_phase);
      return 'end_phase';
    }
    return null;
  }

  /** Plays until `stop(board)` or full time; the inputs given and the last board. */
  async play(from, stop, limitMs = 150_000) {
    await this.scale();
    const answers = ['command', 'prompt', 'soft_kick', 'flick_ignored', 'peg_refused', 'drop_refused', 'refused', 'state'];
    let actedOn = null;
    let tries = 0;
    let inputs = 0;
    let seen = from;
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      const b = board(this.t.log, from);
      if (b.state.phase === 'full_time' || stop(b)) return { inputs, b };
      const answered = this.t.log.slice(seen).some((l) => answers.includes(parseRecord(l)?.kind));
      if (usable(b, 'continue') && b.prompt.side !== this.side && b.prompts !== actedOn) {
        // The half-time break waits for a tap whoever kicks off.
        await this.tapButton(b.buttons.continue);
        actedOn = b.prompts;
        seen = this.t.log.length;
        continue;
      }
      if (!b.prompts || b.prompt.side !== this.side || (b.prompts === actedOn && !answered)) {
        await sleep(150);
        continue;
      }
      tries = b.prompts === actedOn ? tries + 1 : 0;
      seen = this.t.log.length;
      const what = await this.act(b, tries);
      console.log(`     input: ${what} at ${b.state.phase} score ${b.state.score} (${b.prompt.headline}; try ${tries})`);
      actedOn = b.prompts;
      if (what === null) await sleep(1000);
      else if (what !== 'speed') inputs += 1;
    }
    throw new Error('the match did not reach the point sought');
  }
}

/** The competition page's next state line at or after `from`. */
const pageState = (log, from) => waitForRecord(log, 'competition', from, 120_000);

/** Taps a button of the competition page (it never moves: its first menu_button line). */
async function tapPage(t, id) {
  const shown = lastRecord(t.log, 'screen_shown', 0, (f) => f.name === 'competition');
  const button = await waitForRecord(t.log, 'menu_button', 0, 10_000, (f) => f.screen === 'competition' && f.id === id);
  const k = await t.toCss(shown.w);
  await t.tap({ x: Number(button.x) * k, y: Number(button.y) * k });
  await t.frames(2);
}

/** Simulate tapped; the page's state once one more fixture is played. Prints the frames
 * the simulation ran through (its `simulated` line): the page draws while it plays. */
async function simulate(t, played) {
  const idle = (await t.frameTimes(30)).sort((a, b) => a - b);
  const tapped = t.log.length;
  let from = tapped;
  await tapPage(t, 'simulate');
  for (;;) {
    const s = await pageState(t.log, from);
    if (Number(s.played) > played) {
      const f = await waitForRecord(t.log, 'simulated', tapped, 10_000).catch(() => null);
      check(f && Number(f.frames) > 1, `the simulation ran through frames the page drew (${f && f.frames})`);
      check(f && f.runner === 'worker', `the page's worker played the fixture, not the page's frames (${f && f.runner})`);
      if (f) {
        console.log(`figure: simulated fixture ${played + 1} (${f.runner}): ${f.frames} frames; work in a frame p95 ${f.work_p95_ms} ms, ` +
          `max ${f.work_max_ms} ms; recorded and saved in ${f.record_ms} ms; frame time p95 ${f.frame_p95_ms} ms, max ${f.frame_max_ms} ms ` +
          `(the page idle just before: p95 ${idle[28].toFixed(0)} ms, max ${idle[29].toFixed(0)} ms)`);
      }
      return s;
    }
    from = s.index + 1;
  }
}

/** Taps the match screen's Menu button (the pause sheet), then Leave: back to the
 * competition's page, the page the match came from. */
async function menu(t) {
  const from = t.log.length;
  await t.tapButton('menu');
  await t.tapMenu('pause', 'leave', from);
  const back = await waitForRecord(t.log, 'back_to', from);
  if (back.page !== 'competition') throw new Error(`Leave went back to ${back.page}, not the competition`);
}

/** Where the person stops playing a match partway: 7' with two kicks of his, or 22'. */
const partway = (side) => (b) => b.minute >= 22 || (b.minute >= 7 && b.kicks[side] >= 2);

/** The table's 4 rows [team, figures (P, W, D, L, GF, GA, Pts)] in the first standing lines
 * at index >= from (waiting for them: they follow the page's state line through the console). */
async function table(log, from) {
  await waitFor(() => (records(log, 'standing', from).length >= 4 ? true : null), 'table lines', 10_000);
  return records(log, 'standing', from).slice(0, 4).map((r) => [r.team, r.figures.split(',').map(Number)]);
}

/** The person's team's figures (P, W, D, L, GF, GA, Pts) in the table at index >= from. */
async function standing(log, from) {
  const row = (await table(log, from)).find(([team]) => team.split('._')[1] === PERSON);
  return row ? row[1] : [];
}

/** Back from the competition page to the title, which must offer no match to continue, and
 * on to the page again; its state. */
async function noMatchOffered(t) {
  const from = t.log.length;
  await tapPage(t, 'back');
  const gone = await waitForRecord(t.log, 'saved_match', from);
  check(t.log[gone.index].trim().endsWith('saved_match none'), `the recorded match is no longer offered (${t.log[gone.index]})`);
  await t.tapMenu('title', 'competition', from);
  return pageState(t.log, from);
}

await browserTest('competition', { screen: PHONE_390 }, async (t) => {
  const log = t.log;
  // 1. The league on the form.
  let from = await t.open('test&menus&seed=8');
  await waitForRecord(log, 'saved_match', from);
  await t.tapMenu('title', 'competition', from);
  const tapForm = (id) => t.tapMenu('competition_new', id, from);
  await tapForm('length.1');
  for (let slot = 0; slot < 4; slot++) {
    await tapForm('team.2');
    await tapForm('team.2');
    if (slot === 0) await tapForm('coach.2');
    if (slot === 1) await tapForm('coach.0');
    if (slot < 3) await tapForm('slot.2');
  }
  await t.screenshot('competition-create');
  const made = log.length;
  await tapForm('create');
  let s = await pageState(log, made);
  check(s.fixtures === '6' && s.next === 'Harbour_Rovers_v_Sunhaven_City' && s.button === 'simulate',
    `a league of 4, fixture 1 the AI's (${log[s.index]})`);
  await t.screenshot('competition-page');
  s = await simulate(t, 0);
  check(s.next === 'Meadowbank_Wanderers_v_Ironbridge_Athletic' && s.button === 'play',
    `fixture 1 simulated; the person's fixture is next (${log[s.index]})`);

  // The person's fixture at the table, real touches, partway.
  from = log.length;
  await tapPage(t, 'next');
  const started = await waitForRecord(log, 'match_started', from);
  const person = new Person(t, 'home');
  const first = await person.play(started.index, partway('home'));
  const kicks = records(log, 'flick', started.index).filter((f) => String(f.kicker).startsWith('home:'));
  check(first.inputs >= 5 && kicks.length >= 1,
    `the person played real turns with touches: ${first.inputs} inputs, ${kicks.length} swipes kicked; minute ${first.b.minute}, score ${first.b.state.score}`);
  await t.screenshot('competition-match');

  // 2. Reload (the app killed): Continue resumes the match, the person plays on to full time.
  from = await t.reload();
  const saved = await waitForRecord(log, 'saved_match', from);
  check(saved.commands !== undefined, `after the reload the match is there to continue (${log[saved.index]})`);
  await t.tapMenu('title', 'continue', from);
  const resumed = await waitForRecord(log, 'match_resumed', from);
  await waitForRecord(log, 'state', resumed.index);
  const again = board(log, resumed.index);
  check(again.state.score === first.b.state.score, `Continue resumes the match at ${again.state.score}`);
  const full = await person.play(resumed.index, () => false, 600_000);
  check(full.inputs >= 1 && full.b.state.phase === 'full_time',
    `the person plays on after the reload to full time (${full.inputs} inputs, ${full.b.state.score})`);
  await t.screenshot('competition-full-time');

  // 3. Reload on the full-time screen: the fixture is recorded at his score.
  from = await t.reload();
  const shown = await waitForRecord(log, 'screen_shown', from, undefined, (f) => f.name === 'title' || f.name === 'competition');
  if (shown.name === 'title') await t.tapMenu('title', 'competition', from);
  s = await pageState(log, from);
  check(s.played === '2' && s.in_play === '0' && s.button === 'simulate',
    `after the reload on the full-time screen the fixture is recorded and the competition goes on (${log[s.index]})`);
  const [home, away] = String(full.b.state.score).split('-').map(Number);
  const recorded = await standing(log, s.index);
  check(recorded[0] === 1 && recorded[4] === home && recorded[5] === away,
    `the table counts his match, ${home}-${away} (${PERSON}: ${recorded})`);
  await t.screenshot('competition-recorded');
  s = await noMatchOffered(t);

  // Fixtures 3 and 4, the carried absence, the line-up.
  while (s.next !== NEXT_FIXTURE && s.button !== 'none') s = await simulate(t, Number(s.played));
  check(s.button === 'play', `fixture 5 is the person's (${log[s.index]})`);
  const before = await standing(log, s.index);
  // The page's lines after its state line may still be on their way from the console.
  await waitForRecord(log, 'missing', s.index, 10_000).catch(() => null);
  const named = records(log, 'missing', s.index).filter((m) => m.fixture === NEXT_FIXTURE);
  check(named.length >= 1, `the page names who misses ${NEXT_FIXTURE} (${named.map((m) => `${m.team} #${m.number} ${m.reason}`)})`);
  await t.screenshot('competition-missing');
  from = log.length;
  await tapPage(t, 'next');
  const fifth = await waitForRecord(log, 'match_started', from);
  await waitForRecord(log, 'peg', fifth.index, 10_000, (f) => String(f.id).startsWith('away:'));
  await t.frames(4);
  const pegs = [...new Set(records(log, 'peg', fifth.index).map((p) => p.id))];
  const [homeTeam] = NEXT_FIXTURE.split('_v_');
  const out = named.map((m) => `${m.team === homeTeam ? 'home' : 'away'}:${m.number}`);
  const count = (side) => pegs.filter((id) => id.startsWith(`${side}:`)).length;
  check(count('home') === 11 && count('away') === 11 && out.length > 0 && !out.some((id) => pegs.includes(id)),
    `both sides line up 11, without ${out} (${pegs.sort()})`);
  await t.screenshot('competition-lineup');

  // A few turns of fixture 5 (Meadowbank away), then the page: in play.
  const visitor = new Person(t, 'away');
  const part = await visitor.play(fifth.index, partway('away'));
  check(part.inputs >= 1, `the person plays turns of fixture 5 (${part.inputs} inputs; minute ${part.b.minute}, score ${part.b.state.score})`);
  await t.screenshot('competition-match-5');
  from = log.length;
  await menu(t);
  s = await pageState(log, from);
  await t.frames(2);
  const offered = new Set(records(log, 'menu_button', from).filter((f) => f.screen === 'competition').map((f) => f.id));
  check(s.in_play === '1' && s.played === '4' && s.button === 'inplay' && offered.has('next') && offered.has('simulate'),
    `the competition page: the fixture in play, Resume match and Let AI finish offered (${log[s.index]}; ${[...offered]})`);
  await t.screenshot('competition-in-play');

  // Let AI finish: from where the person left it.
  const minute = Number(part.b.state.minute ?? 0);
  const score = String(part.b.state.score ?? '0-0').split('-').map(Number);
  from = log.length;
  s = await simulate(t, 4);
  const steps = records(log, 'simulating', from).map((r) => [Number(r.minute), String(r.score).split('-').map(Number)]);
  check(steps.length > 0 && steps.every(([m, [h, a]]) => m >= minute && h >= score[0] && a >= score[1]),
    `the AI finished the match from ${minute}' and ${score.join('-')}, never from the kick-off (${JSON.stringify(steps.slice(0, 2))} ... ${JSON.stringify(steps.slice(-1))})`);
  const mine = await standing(log, s.index);
  check(mine[0] === before[0] + 1 && mine[4] >= before[4] + score[1] && mine[5] >= before[5] + score[0],
    `the table after the match: ${PERSON} played ${before[0] + 1} with at least the ${score.join('-')} he played on top of ${before} (${mine})`);
  await t.screenshot('competition-finished');
  s = await noMatchOffered(t);

  // The rest and the table.
  while (s.button !== 'none') s = await simulate(t, Number(s.played));
  check(s.played === '6' && s.in_play === '0', `every fixture played (${log[s.index]})`);
  const rows = await table(log, s.index);
  const consistent = rows.length === 4 && rows.every(([, [p, w, d, l, , , pts]]) => p === 3 && p === w + d + l && pts === 3 * w + d);
  const gf = rows.reduce((n, [, f]) => n + f[4], 0);
  const ga = rows.reduce((n, [, f]) => n + f[5], 0);
  const wins = rows.reduce((n, [, f]) => n + f[1], 0);
  const losses = rows.reduce((n, [, f]) => n + f[3], 0);
  check(consistent && gf === ga && wins === losses,
    `the table: 3 matches each, P = W + D + L, Pts = 3W + D, goals ${gf} = ${ga}, wins ${wins} = losses ${losses} (${JSON.stringify(rows)})`);
  await t.screenshot('competition-over');
  await tapPage(t, 'tab_table');
  await t.screenshot('competition-table');
  // The AI's decisions in the person's matches were thought by the AI's worker, none in the
  // page's frames (src/ui/worker.rs).
  const thought = records(log, 'ai_thinking');
  const where = thought.reduce((n, r) => ({ ...n, [r.in]: (n[r.in] || 0) + 1 }), {});
  check(thought.length > 20 && thought.every((r) => r.in === 'worker'),
    `every AI decision of the person's matches was thought in the worker (${JSON.stringify(where)})`);
  if (failures) throw new Error(`${failures} checks failed`);
});
