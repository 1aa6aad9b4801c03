#!/usr/bin/env python3
"""Plays scripted match turns through the real window with xdotool, as a person would.

usage: play_ui.py GAME OUTDIR [CASE ...]      (DISPLAY must point at a running X server)

Each case starts the game on a built-in UI-test position (--scenario NAME, tests/ui/*.json),
clicks the prompt's buttons and drags pegs and the ball where the game's HEXKICK log says
they are, then checks the commands and events the game logged, and writes screenshots
(OUTDIR/ui-CASE-N.png, taken with the S key). Cases: pass (a pass, then a PHASE 2 and a PHASE
3 move), cross, shot (declared, goalkeeper set by the defence, then the shot: a goal is
expected), tackle (a defender dragged into the ball cell shows the foul risk, then tackles:
the dice and the result are shown), throw_in (the thrower walks to the ball and throws),
table_mode (the shot position with --table: once the shot is declared the panel turns half
a turn for the away coach across the table, his tap on the turned panel's button is taken,
and the hand-over back to the home coach is shown), turn_timer (a TOURNAMENT PHASE 2 with the turn timer: the clock
runs, the home advantage is offered in words, and when the 40 s run out the screen calls the
time-up and PHASE 3 begins with its 20 s).
Prints "ok ..."/"FAIL ..." lines and a last line "ui: P passed, F failed"; exit 0 when all
passed. Standard library only.
"""
import json
import math
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import arguments, check, hexkick_lines, no_refusals, session, summary  # noqa: E402

SIZE = (1280, 800)


# The response these tests' swipes were chosen for: 0.66 pitch cm/s per glass mm/s, 160 logical
# px an inch.
LEGACY_CM_S_PER_MM_S = 0.66
# The longest swipe made, logical px (it must stay on the window).
LONGEST_SWIPE_PX = 330.0


def same_kick(view, dx, dy, step_s, steps):
    """The swipe (dx, dy per step, step seconds) that kicks through the game's response now as
    (dx, dy) every `step_s` kicked under the legacy linear one. The game logs its response in
    its `view` line (calm_mm_s, calm_cm_s, exponent, px_per_mm); without it the swipe is
    returned as it is."""
    if not view or "calm_mm_s" not in view:
        return dx, dy, step_s
    px_per_mm = float(view["px_per_mm"])
    glass = math.hypot(dx, dy) / step_s / px_per_mm
    if glass <= 0:
        return dx, dy, step_s
    want = LEGACY_CM_S_PER_MM_S * glass
    now = float(view["calm_mm_s"]) * (want / float(view["calm_cm_s"])) ** (1 / float(view["exponent"]))
    length = now * px_per_mm * step_s * steps
    if length > LONGEST_SWIPE_PX:
        step_s = max(0.004, step_s * LONGEST_SWIPE_PX / length)
    per_step = now * px_per_mm * step_s
    k = per_step / math.hypot(dx, dy)
    return dx * k, dy * k, step_s


class Game:
    """One run of the game window and its log."""

    def __init__(self, game, out, case, seed, scenario=None, extra=()):
        self.case = case
        self.out = out
        self.log_path = os.path.join(out, f"ui-{case}.log")
        self.shots = 0
        self.log = open(self.log_path, "w")
        self.proc = subprocess.Popen(
            [game, "--scenario", scenario or case, "--seed", str(seed),
             "--size", f"{SIZE[0]}x{SIZE[1]}",
             "--shot-prefix", os.path.join(out, f"ui-{case}"), "--timeout", "150", *extra],
            stdout=self.log, stderr=subprocess.STDOUT)
        self.window = None

    def lines(self):
        return hexkick_lines(self.log_path)

    def wait(self, prefix, since=0, timeout=20.0):
        """The first log line at index >= since that starts with HEXKICK prefix, and its index."""
        end = time.time() + timeout
        while time.time() < end:
            lines = self.lines()
            for i in range(since, len(lines)):
                if lines[i].startswith("HEXKICK " + prefix):
                    return i, lines[i]
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        return None, None

    def mark(self):
        return len(self.lines())

    def last(self, prefix):
        found = [l for l in self.lines() if l.startswith("HEXKICK " + prefix)]
        return fields(found[-1]) if found else None

    def start(self):
        if self.wait("ball_screen", timeout=30)[0] is None or not self.find_window():
            return False
        # Frames flow steadily once the software rasteriser has compiled its shaders.
        self.wait("frame n=120", timeout=30)
        self.xdo("mousemove", "--window", self.window, "20", "20")
        time.sleep(0.3)
        return True

    def find_window(self):
        """Finds the game's window; false when it never showed."""
        out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^hexkick$"],
                             capture_output=True, text=True, timeout=30)
        ids = out.stdout.split()
        if ids:
            self.window = ids[0]
        return bool(ids)

    def xdo(self, *args):
        subprocess.run(["xdotool", *args], check=False, timeout=30)

    def click_button(self, key):
        b = self.last(f"button label={key} ")
        if b is None:
            return False
        self.xdo("mousemove", "--window", self.window, b["x"], b["y"], "click", "1")
        time.sleep(0.4)
        return True

    def point(self, kind, name):
        """Screen position of a peg (kind peg, name home:9), a cell (kind cell) or the ball."""
        key = {"peg": f"peg id={name} ", "cell": f"cell name={name} ", "ball": "ball_screen"}[kind]
        f = self.last(key)
        return None if f is None else (float(f["x"]), float(f["y"]))

    def drag(self, a, b, hold_shot=False, steps=12, grab=None):
        """A slow drag from a to b (a peg carried to a cell); a screenshot while held.

        With `grab` (a player id) the finger waits on the peg until the game logs that it
        picked him up, and lets go only after the game has drawn frames with the peg on the
        cell: a loaded machine may run at a few frames per second. False when the game never
        picked the peg up (the button is released where it went down: no move)."""
        since = self.mark()
        self.xdo("mousemove", "--window", self.window, str(int(a[0])), str(int(a[1])), "mousedown", "1")
        if grab is not None and self.wait(f"peg_grab id={grab} ", since, timeout=5)[0] is None:
            self.xdo("mouseup", "1")
            time.sleep(0.5)
            return False
        chain = []
        for i in range(1, steps + 1):
            x = a[0] + (b[0] - a[0]) * i / steps
            y = a[1] + (b[1] - a[1]) * i / steps
            chain += ["sleep", "0.04", "mousemove", "--window", self.window, str(int(x)), str(int(y))]
        # Stand still on the cell before letting go: a drop, not a throw.
        chain += ["sleep", "0.3"]
        self.xdo(*chain)
        self.wait_frames()
        if hold_shot:
            self.screenshot()
        self.xdo("mouseup", "1")
        time.sleep(0.5)
        return True

    def wait_frames(self, timeout=10):
        """Returns once the game has logged a frame after now (it saw the input so far)."""
        self.wait("frame n=", self.mark(), timeout=timeout)

    def flick(self, dx, dy, steps=8):
        """A swipe from the ball: press on it, move in timed steps, release while moving.
        (dx, dy) px every 12 ms is the swipe these tests were written with, under the old
        linear response (0.66 pitch cm/s per glass mm/s); it is made the swipe that gives the
        same kick through the game's response now (read from its `view` line)."""
        bx, by = self.point("ball", None)
        sdx, sdy, step_s = same_kick(self.last("view "), dx, dy, 0.012, steps)
        for _ in range(3):
            since = self.mark()
            chain = ["mousemove", "--window", self.window, str(int(bx)), str(int(by)), "mousedown", "1"]
            for i in range(1, steps + 1):
                chain += ["sleep", f"{step_s:.4f}", "mousemove", "--window", self.window,
                          str(int(bx + sdx * i)), str(int(by + sdy * i))]
            chain += ["mouseup", "1"]
            self.xdo(*chain)
            if self.wait("flick ", since, timeout=2)[0] is not None:
                return True
            # A swipe slowed by a loaded machine may be taken for a soft kick: not meant.
            if self.wait("soft_kick ", since, timeout=0.2)[0] is not None:
                self.click_button("try_again")
        return False

    def screenshot(self):
        since = self.mark()
        self.xdo("key", "--window", self.window, "s")
        self.shots += 1
        i, _ = self.wait("screenshot path=", since, timeout=10)
        return i is not None

    def commands(self, since=0):
        return [json.loads(l.split(" ", 2)[2]) for l in self.lines()[since:]
                if l.startswith("HEXKICK command ")]

    def events(self, since=0):
        return [json.loads(l.split(" ", 2)[2]) for l in self.lines()[since:]
                if l.startswith("HEXKICK event ")]

    def settle(self, seconds=2.5):
        time.sleep(seconds)

    def screenshots_written(self, name):
        """A closing check (driver.session): every screenshot taken was written, not blank."""
        pngs = [os.path.join(self.out, f"ui-{self.case}-{i}.png") for i in range(1, self.shots + 1)]
        check(all(os.path.exists(p) and os.path.getsize(p) > 20000 for p in pngs),
              f"{name}: screenshots written ({', '.join(pngs)})")

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()


def fields(line):
    out = {}
    for part in line.split()[2:]:
        if "=" in part:
            k, v = part.split("=", 1)
            out[k] = v
    return out


def kinds(events):
    return [e.get("event") for e in events]


def kick_of(commands, declare):
    return [c for c in commands if "kick" in c and c["kick"].get("declare") == declare]


def applied_move(g, player, since):
    """Whether the game applied a move or placement of the player after log index since."""
    return any(("move" in c and c["move"]["player"] == player) or
               ("place" in c and c["place"]["player"] == player) for c in g.commands(since))


def move_peg(g, player, to_cell, shot=False, done=applied_move):
    """Drags a peg to a cell; true when done(g, player, since) says the game took the drop (by
    default: it applied the move or placement). A drag the game did not pick up (it was busy)
    is tried again, up to three times; a failure prints the game's log lines about the drag."""
    for _ in range(3):
        a, b = g.point("peg", player), g.point("cell", to_cell)
        if a is None or b is None:
            return False
        since = g.mark()
        if not g.drag(a, b, hold_shot=shot, grab=player):
            continue
        g.settle(1.0)
        if done(g, player, since):
            return True
        break
    told = [l for l in g.lines()[since:] if not l.startswith(("HEXKICK cell ", "HEXKICK peg id"))]
    print(f"     the game's log after the drag of {player} to {to_cell} from {a}:", *told[:20], sep="\n       ")
    return False


def settle_choice(g, case):
    """A swipe's strength varies with the machine's load: when the ball stopped between tied
    team-mates or on a line, answer the prompt as a person would (the first choice offered)."""
    state = g.last("state ")
    if state is None or state["pending"] not in ("receiver", "ball_cell"):
        return
    pending = state["pending"]
    prefix = "receiver_" if pending == "receiver" else "cell_"
    # The choices as last drawn; a withheld one (its reason under the board) is not offered.
    offered = {}
    for f in (fields(l) for l in g.lines() if "button label=" in l):
        if f.get("label", "").startswith(prefix):
            offered[f["label"]] = f.get("withheld") != "1"
    labels = [label for label, open_ in offered.items() if open_]
    # A loaded machine can drop a tap: when the game shows the same prompt again after it,
    # tap again, as a person would (a lesson that ends on the prompt shows none).
    answered = False
    for _ in range(3):
        since = g.mark()
        if not labels or not g.click_button(labels[-1]):
            break
        answered = True
        g.settle(1.5)
        again = [l for l in g.lines()[since:] if l.startswith("HEXKICK state ")]
        if not again or fields(again[-1])["pending"] != pending:
            break
    check(answered, f"{case}: the {pending} choice answered ({labels[-1:]})")


def case_pass(g):
    since = g.mark()
    check(g.flick(7, -1), "pass: the swipe from the ball was a flick")
    g.settle(3)
    settle_choice(g, "pass")
    passes = kick_of(g.commands(since), "pass")
    check(len(passes) == 1, f"pass: one pass kick command was applied ({len(passes)})")
    check("possession" in kinds(g.events(since)) or "long_ball" in kinds(g.events(since)),
          "pass: the CoD gave the ball to a player (possession or long ball logged)")
    g.screenshot()
    state = g.last("state ")
    if not check(state is not None and state["phase"] == "2" and state["acting"] == "home",
                 f"pass: PHASE 2 for home after the pass ({state})"):
        return
    check(move_peg(g, "home:7", "C8"), "pass: PHASE 2, home 7 dragged C7 -> C8")
    check(g.click_button("undo"), "pass: 'Undo last move' offered after the move")
    g.settle(1.0)
    check(g.last("undo") is not None, "pass: the move was taken back")
    check(move_peg(g, "home:7", "B8"), "pass: PHASE 2, home 7 dragged C7 -> B8 instead")
    check(g.click_button("end_phase"), "pass: End phase tapped")
    g.settle(1.5)
    state = g.last("state ")
    check(state is not None and state["phase"] == "3" and state["acting"] == "away",
          f"pass: PHASE 3 for away ({state})")
    check(move_peg(g, "away:5", "G7"), "pass: PHASE 3, away 5 dragged G8 -> G7")
    g.screenshot()
    check(g.click_button("end_phase"), "pass: End phase tapped by away")
    g.settle(1.5)
    state = g.last("state ")
    check(state is not None and state["phase"] == "1", f"pass: a new PHASE 1 ({state})")


def case_cross(g):
    check(g.click_button("cross"), "cross: the Cross button is offered in the cross zone")
    check(g.click_button("lob"), "cross: lob chosen")
    since = g.mark()
    check(g.flick(6, 30, steps=6), "cross: the swipe was a flick")
    g.settle(3)
    crosses = kick_of(g.commands(since), "cross")
    check(len(crosses) == 1 and crosses[0]["kick"]["style"] == "lob",
          f"cross: one lobbed cross kick command was applied ({crosses})")
    g.screenshot()


def case_shot(g):
    since = g.mark()
    check(g.click_button("shot"), "shot: the Shot button is offered in the shooting zone")
    i, prompt = g.wait("prompt side=away", since, timeout=5)
    check(i is not None and "goalkeeper" in (prompt or ""),
          f"shot: the defence is asked to set its goalkeeper ({prompt})")
    check(any("declare_shot" in c for c in g.commands(since)), "shot: the shot was declared")
    keeper_held = lambda g, _player, since: g.wait("button label=keeper_ok ", since, 3)[0] is not None
    check(move_peg(g, "away:1", "D10", done=keeper_held),
          "shot: the goalkeeper dragged to D10 (the stance is asked)")
    g.screenshot()
    check(g.click_button("keeper_standing"), "shot: 'Keeper: Standing' tapped")
    g.settle(1.0)
    sets = [c for c in g.commands(since) if "set_keeper" in c]
    check(len(sets) == 1 and sets[0]["set_keeper"]["stance"] == "standing",
          f"shot: the goalkeeper was set standing ({sets})")
    state = g.last("state ")
    check(state is not None and state["pending"] == "shot_ready", f"shot: the shot is ready ({state})")
    since = g.mark()
    check(g.flick(55, 8, steps=6), "shot: the swipe was a flick")
    g.settle(3)
    shots = kick_of(g.commands(since), "shot")
    check(len(shots) == 1, f"shot: one shot kick command was applied ({len(shots)})")
    ev = kinds(g.events(since))
    check("goal" in ev, f"shot: GOAL ({ev})")
    g.screenshot()


def case_tackle(g):
    since = g.mark()
    check(move_peg(g, "away:4", "E6", shot=True),
          "tackle: away 4 dragged from E7 into the ball cell E6 (risk shown while held)")
    check("enter_ball_cell" in kinds(g.events(since)), "tackle: entering the ball cell logged")
    since = g.mark()
    check(g.click_button("tackle_away_4"), "tackle: 'Tackle: Away 4' tapped")
    g.settle(0.6)
    g.screenshot()
    ev = g.events(since)
    check("tackle" in kinds(ev) and "dice" in kinds(ev), f"tackle: the die was rolled and the tackle decided ({kinds(ev)})")
    g.settle(2.0)


def case_throw_in(g):
    state = g.last("state ") or {}
    restart = g.last("prompt ") or {}
    check(restart.get("phase") == "throw_in", f"throw_in: the thrower's walk is prompted ({restart})")
    # The throw-in cell is the restart's.
    ball = state.get("restart")
    ball = None if ball in (None, "none") else ball
    check(ball is not None, f"throw_in: the restart cell was logged ({ball})")
    if ball is None:
        return
    check(move_peg(g, "away:8", ball), f"throw_in: away 8 walked to {ball}")
    g.settle(1.0)
    state = g.last("state ")
    # After the walk the rules play PHASE 2 and PHASE 3 before the throw: both sides end them.
    for _ in range(3):
        if state is None or state["phase"] == "1":
            break
        check(g.click_button("end_phase"), f"throw_in: End phase in PHASE {state['phase']}")
        g.settle(1.0)
        state = g.last("state ")
    check(state is not None and state["phase"] == "1", f"throw_in: PHASE 1 for the throw ({state})")
    since = g.mark()
    check(g.flick(2, 5), "throw_in: the swipe was a flick")
    g.settle(3)
    throws = [c for c in g.commands(since) if "kick" in c]
    check(len(throws) == 1 and throws[0]["kick"]["style"] == "header",
          f"throw_in: thrown from the head ({throws})")
    g.screenshot()


def first_button(g):
    """The first button the game listed with its last panel_facing line."""
    lines = g.lines()
    starts = [i for i, l in enumerate(lines) if l.startswith("HEXKICK panel_facing ")]
    for l in lines[starts[-1]:] if starts else []:
        if l.startswith("HEXKICK button "):
            return fields(l)
    return None


def case_table_mode(g):
    facing = g.last("panel_facing ")
    check(facing is not None and facing["side"] == "home" and facing["turned"] == "0",
          f"table_mode: the panel faces the near (home) coach ({facing})")
    near = first_button(g)
    since = g.mark()
    check(g.click_button("shot"), "table_mode: the home coach declares the shot")
    i, line = g.wait("panel_facing side=away turned=1", since, timeout=5)
    check(i is not None, "table_mode: the panel turned half a turn for the away coach")
    far = first_button(g)
    # The turned panel's buttons are mirrored through its centre: the first button, near
    # the top for the home coach, is near the bottom of the screen for the away coach.
    check(near is not None and far is not None and float(far["y"]) > SIZE[1] / 2 > float(near["y"]),
          f"table_mode: the away coach's buttons sit at the far edge, turned ({near} / {far})")
    g.wait_frames()
    g.screenshot()
    since = g.mark()
    check(g.click_button("keeper_ok"), "table_mode: the away coach taps 'OK, shoot' on the turned panel")
    g.settle(1.0)
    check(any(c == "end_phase" for c in g.commands(since)),
          f"table_mode: the tap on the turned button was taken ({g.commands(since)})")
    state = g.last("state ")
    check(state is not None and state["pending"] == "shot_ready",
          f"table_mode: the shot is ready for the home coach ({state})")
    facing = g.last("panel_facing ")
    check(facing is not None and facing["side"] == "home" and facing["turned"] == "0",
          f"table_mode: the panel turned back to the home coach ({facing})")
    i, handover = g.wait("handover ", since, timeout=5)
    check(i is not None and "Home" in handover,
          f"table_mode: the hand-over to the home coach was shown ({handover})")


def case_turn_timer(g):
    i, line = g.wait("turn_clock side=home limit=40", timeout=10)
    check(i is not None, f"turn_timer: the home coach's 40 s clock runs in PHASE 2 ({line})")
    home = g.last("button label=home_advantage ")
    check(home is not None and "Home advantage +2" in line_text(g, "home_advantage"),
          f"turn_timer: the home advantage is offered in words ({line_text(g, 'home_advantage')})")
    offer = g.last("offer key=home_advantage ")
    check(offer is not None and offer.get("coach") == "home",
          f"turn_timer: the offer says what it does, to the home coach ({offer})")
    time.sleep(3)
    g.screenshot()
    since = g.mark()
    i, up = g.wait("time_up side=home", since, timeout=60)
    check(i is not None, "turn_timer: the time ran out and the screen called it")
    g.settle(1.0)
    check(any(c == "time_up" for c in g.commands(since)),
          f"turn_timer: the core's time_up command was applied ({g.commands(since)})")
    check("time_up" in kinds(g.events(since)), "turn_timer: the referee's time-up event logged")
    state = g.last("state ")
    check(state is not None and state["phase"] == "3" and state["acting"] == "away",
          f"turn_timer: PHASE 3 for away after the time-up ({state})")
    i, line = g.wait("turn_clock side=away limit=20", since, timeout=5)
    check(i is not None, f"turn_timer: the away coach's 20 s clock starts ({line})")


def line_text(g, key):
    found = [l for l in g.lines() if l.startswith(f"HEXKICK button label={key} ")]
    return found[-1] if found else ""


# name: (function, seed, scenario, extra arguments)
CASES = {"pass": (case_pass, 3, None, ()), "cross": (case_cross, 3, None, ()),
         "shot": (case_shot, 5, None, ()), "tackle": (case_tackle, 6, None, ()),
         "throw_in": (case_throw_in, 3, None, ()),
         "table_mode": (case_table_mode, 5, "shot", ("--table",)),
         "turn_timer": (case_turn_timer, 5, None, ())}


def main():
    game, out, names = arguments(__doc__, CASES)
    for name in names:
        fn, seed, scenario, extra = CASES[name]
        print(f"== {name}")
        session(Game(game, out, name, seed, scenario, extra), name, fn,
                after=(no_refusals, Game.screenshots_written))
    return summary("ui")


if __name__ == "__main__":
    sys.exit(main())
