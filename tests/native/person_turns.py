"""A person's match played to full time through the window, as a player would (issue 17).

`play_to_full_time(g, side)` answers every prompt the game gives the person's `side` with a
real input: the coin tossed with its button, the taker carried to the ball's cell at a set
piece (a drag), the ball kicked with a swipe from it towards the other goal, the keeper's OK
and "Done" buttons tapped; the AI coach plays the other side. The game `g` is a
menus_resume.Game (its log read through g.lines()). Standard library only.
"""
import json
import math
import re
import subprocess
import time

from driver import check, slow_drag  # noqa: E402 (the caller puts tests/native on sys.path)
from play_ui import same_kick  # noqa: E402


def fields(line):
    """The key=value fields of a HEXKICK line (quoted values keep their spaces)."""
    out, key, rest = {}, None, line.split(" ", 2)[2] if line.count(" ") >= 2 else ""
    i = 0
    while i < len(rest):
        j = rest.find("=", i)
        if j < 0:
            break
        key = rest[i:j].strip()
        if j + 1 < len(rest) and rest[j + 1] == '"':
            k = rest.find('"', j + 2)
            out[key] = rest[j + 2:k]
            i = k + 2
        else:
            k = rest.find(" ", j)
            k = len(rest) if k < 0 else k
            out[key] = rest[j + 1:k]
            i = k + 1
    return out


class Board:
    """What the log says of the match now: the last state, prompt, buttons, pegs and cells.

    The panel is logged anew at each change (ui::match_screen::panel's refresh: `withheld`
    and `offer` lines, `panel_facing`, the `button` lines, the `prompt`), without a `state`
    line when the position did not change (the Kick anyway / Try again question of a soft
    swipe, and the panel after it): the buttons are those after the last `panel_facing`, the
    withheld actions those logged since the last prompt."""

    def __init__(self, lines):
        self.state, self.prompt, self.buttons, self.pegs, self.cells = {}, {}, {}, {}, {}
        # The camera and the swipe's response (the `view` line).
        self.view = {}
        self.ball, self.withheld = None, {}
        # The match minute of the referee's last step (the clock's events).
        self.minute = 0
        # Who kicked the ball with a swipe (the `flick` lines' kickers).
        self.kickers = []
        prompted = False
        for line in lines:
            kind = line.split(" ", 2)[1]
            if prompted and kind in ("withheld", "offer", "panel_facing"):
                self.withheld, prompted = {}, False
            if kind == "view":
                self.view = fields(line)
            elif kind == "state":
                self.state = fields(line)
                self.buttons, self.withheld = {}, {}
            elif kind == "panel_facing":
                self.buttons = {}
            elif kind == "prompt":
                self.prompt = fields(line)
                prompted = True
            elif kind == "button":
                f = fields(line)
                self.buttons[f["label"]] = f
            elif kind == "peg":
                f = fields(line)
                self.pegs[f["id"]] = f
            elif kind == "cell":
                f = fields(line)
                self.cells[f["name"]] = (float(f["x"]), float(f["y"]))
            elif kind == "ball_screen":
                f = fields(line)
                self.ball = (float(f["x"]), float(f["y"]))
            elif kind == "flick":
                self.kickers.append(fields(line).get("kicker", ""))
            elif kind == "event" and '"event":"clock"' in line:
                self.minute = json.loads(line.split(" ", 2)[2])["minute"]
            elif kind == "withheld":
                f = fields(line)
                self.withheld[f["key"]] = f.get("reason", "")

    def usable(self, label):
        b = self.buttons.get(label)
        return b if b is not None and b.get("withheld") != "1" else None


def xdo(g, *args):
    subprocess.run(["xdotool", *args], check=False, timeout=30)


def tap(g, b):
    g.click_at(int(float(b["x"])), int(float(b["y"])))


def drag(g, a, b):
    """A slow drag of a peg from a to b, held still on the cell before letting go."""
    slow_drag(g.window, a, b, strict=False)


def swipe(g, at, dx, dy, steps=10, step_s=0.025):
    """A swipe from the ball: pressed on it, held a moment, moved in `step_s` steps and
    released while moving (a loaded machine may draw a frame every 60-90 ms: a faster swipe
    can fall into one frame and read as no movement, `flick_ignored`)."""
    chain = ["mousemove", "--window", g.window, str(int(at[0])), str(int(at[1])), "mousedown", "1",
             "sleep", "0.15"]
    for i in range(1, steps + 1):
        chain += ["sleep", f"{step_s:.3f}", "mousemove", "--window", g.window,
                  str(int(at[0] + dx * i / steps)), str(int(at[1] + dy * i / steps))]
    chain += ["mouseup", "1"]
    xdo(g, *chain)


# The panel's buttons that are always there (never an answer to the prompt).
PANEL = {"rules", "hint", "speed", "aim", "cells", "whole_pitch", "menu", "bench", "undo",
         "end_phase"}


def own_pegs(b, side):
    return {k: v for k, v in b.pegs.items() if k.startswith(side + ":")}


def attack_sign(b, side):
    """+1 when `side` attacks to the right of the screen, -1 to the left (its keeper's end)."""
    keeper = b.pegs.get(f"{side}:1")
    mid = sum(float(p["x"]) for p in b.pegs.values()) / max(1, len(b.pegs))
    return 1 if keeper is None or float(keeper["x"]) < mid else -1


def place_taker(g, b, side, cell):
    """Carries the person's nearest outfield player to `cell` (a set piece's taker)."""
    to = b.cells.get(cell)
    if to is None:
        return False
    pegs = [p for k, p in own_pegs(b, side).items() if not k.endswith(":1")]
    near = min(pegs, key=lambda p: math.dist((float(p["x"]), float(p["y"])), to))
    drag(g, (float(near["x"]), float(near["y"])), to)
    return True


def step_back(g, b, side, peg, tries):
    """Carries `peg` two to four cells back towards his own goal, to an empty cell (out of
    the ball's cell or its distance at a set piece)."""
    p = b.pegs.get(peg)
    if p is None:
        return
    at = (float(p["x"]), float(p["y"]))
    back = -attack_sign(b, side) * (90 + 40 * tries)
    taken = {q["cell"] for q in b.pegs.values()}
    free = [(n, c) for n, c in b.cells.items() if n not in taken]
    goal = (at[0] + back, at[1])
    _, to = min(free, key=lambda nc: math.dist(nc[1], goal))
    drag(g, at, to)


def act(g, b, side, tries):
    """One input answering the person's prompt; a word saying which (for the log)."""
    speed = b.buttons.get("speed")
    if speed is not None and not speed.get("text", "").endswith("x4"):
        # The AI's turns shown four times faster (the panel's Speed button, tapped twice).
        tap(g, speed)
        return "speed"
    # A soft kick's question is answered by kicking anyway: the match goes on.
    for label in ("continue", "toss_coin", "let_go", "kick_anyway"):
        if b.usable(label):
            tap(g, b.buttons[label])
            return label
    phase = b.state.get("phase")
    if b.state.get("pending", "none") != "none":
        # A choice the rules wait for (the ball's cell, a receiver, the keeper's OK): the
        # panel's first offer.
        offers = [k for k, v in b.buttons.items() if k not in PANEL and v.get("withheld") != "1"]
        if offers:
            tap(g, b.buttons[offers[0]])
            return f"offer {offers[0]}"
    reason = b.withheld.get("end_phase", "")
    if "cell (" in reason and tries < 3:
        cell = reason.rsplit("cell (", 1)[1].split(")")[0]
        place_taker(g, b, side, cell)
        return f"taker to {cell}"
    if phase == "throw_in" and tries < 3:
        place_taker(g, b, side, b.state.get("restart", ""))
        return "thrower to the ball"
    found = re.search(r" (\d+) in ([A-Z]\d+)", reason)
    if found and tries < 6:
        step_back(g, b, side, f"{side}:{found.group(1)}", tries)
        return f"{side}:{found.group(1)} steps back"
    shared = re.search(r"share ([A-Z]\d+)", reason)
    mates = [k for k, p in own_pegs(b, side).items()
             if shared and p.get("cell") == shared.group(1) and k != b.state.get("holder")]
    if mates and tries < 6:
        # Two team-mates in one cell (the receiver came to the taker's): one without the
        # ball steps out.
        step_back(g, b, side, mates[0], tries)
        return f"{mates[0]} steps out of {shared.group(1)}"
    if phase == "1" and b.ball is not None:
        sign = attack_sign(b, side)
        # Chosen for the old linear response: the swipe of the same kick through today's.
        dx, dy = sign * (90 + 15 * (tries % 3)), 25 * ((tries % 3) - 1)
        sx, sy, step_s = same_kick(b.view, dx / 10, dy / 10, 0.025, 10)
        swipe(g, b.ball, sx * 10, sy * 10, step_s=step_s)
        return "kick"
    if b.usable("end_phase"):
        tap(g, b.buttons["end_phase"])
        return "end_phase"
    return None


# What shows that the game took an input (or refused it).
ANSWERS = ("HEXKICK command ", "HEXKICK prompt ", "HEXKICK soft_kick", "HEXKICK flick_ignored",
           "HEXKICK peg_refused", "HEXKICK drop_refused", "HEXKICK refused", "HEXKICK state ")


def play_to_full_time(g, side, after, limit_s=300, stop=None):
    """Plays `side` (the person's) until full time (or until `stop(board)` is true); the
    number of inputs given and the last board."""
    acted_on, tries, inputs, seen = None, 0, 0, 0
    deadline = time.time() + limit_s
    # An input that drew no answer at all (an X event lost on a loaded machine) is given again
    # after this long, as a person would try again.
    unanswered_s, acted_at = 20.0, time.time()
    while time.time() < deadline:
        lines = g.lines()[after:]
        b = Board(lines)
        if b.state.get("phase") == "full_time" or (stop is not None and stop(b)):
            return inputs, b
        prompts = [i for i, l in enumerate(lines) if l.startswith("HEXKICK prompt ")]
        if prompts and b.usable("continue") and b.prompt.get("side") != side \
                and prompts[-1] != acted_on:
            # The half-time break waits for a tap whoever kicks off.
            tap(g, b.buttons["continue"])
            acted_on, seen, acted_at = prompts[-1], len(lines), time.time()
            continue
        answered = any(l.startswith(ANSWERS) for l in lines[seen:])
        lost = prompts and prompts[-1] == acted_on and not answered \
            and b.prompt.get("side") == side and time.time() - acted_at > unanswered_s
        if lost:
            print(f"  no answer to the last input in {unanswered_s:.0f} s: given again", flush=True)
        if not lost and (not prompts or b.prompt.get("side") != side
                         or (prompts[-1] == acted_on and not answered)):
            time.sleep(0.15)
            continue
        tries = tries + 1 if prompts[-1] == acted_on else 0
        what = act(g, b, side, tries)
        print(f"  input: {what} at {b.state.get('phase')} score {b.state.get('score')} "
              f"(prompt: {b.prompt.get('headline')}; try {tries})", flush=True)
        acted_on, seen, acted_at = prompts[-1], len(lines), time.time()
        inputs += what not in (None, "speed")
        if what is None:
            time.sleep(1.0)
    raise TimeoutError("the match did not reach full time")
