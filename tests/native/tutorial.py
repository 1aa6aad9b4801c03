#!/usr/bin/env python3
"""Native tutorial test: a newcomer takes the whole tutorial in the real window, from the title
screen's "Learn to play" to the match against the AI it ends on, with xdotool drags, swipes
and pulls back from the ball.

usage: tutorial.py GAME OUTDIR      (DISPLAY must point at a running X server, 1280x800)

For every step of every lesson the driver does what the lesson box asks (flicks from the
ball, pegs dragged to cells, the panel's buttons), waits for the game's verdict
(`HEXKICK tutorial lesson=N step=M verdict=passed|retry`), screenshots the explanation
(OUTDIR/tutorial-N.png) and taps the box's button: Next, or Try again (a flick on a loaded
machine may go astray: a newcomer tries again, up to 3 times), and at the end Play a match,
which must start a match against the easiest AI. On the way it checks that a flick lesson
fails a kick that misses its target and passes one that hits it, with the helping hand
(lesson 1's pass kicked back to Red 9 three times: each a retry saying where the ball went
and how far from Red 10; after the third the aim line comes on and Show me is offered beside
Try again, Show me plays the pass for the player to watch without passing the step, Your
turn starts it again with the aim line, and then the pass to Red 10 passes it), and the two
controls (lesson 1 swiped, then pulled back; "Keep pulling back" is tapped, the lessons after
it are kicked by pulling back, and the game started again with the same data folder has the
pull back as its setting). Swipes are made for the kick they must give through the game's
response (its `view` line: glass speed to ball speed through a power curve).
Prints "ok ..."/"FAIL ..." lines and a last line "tutorial: P passed, F failed"; exit 0 when
all passed. Standard library only.
"""
import math
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import play_ui  # noqa: E402
from driver import check, summary  # noqa: E402
from play_ui import fields, move_peg  # noqa: E402

SIZE = (1280, 800)
ATTEMPTS = 3
# The response the older swipes were written for (play_ui.same_kick turns a swipe of it into
# the same kick now): pitch cm/s per glass mm/s; logical px per mm (src/ui/flick_input.rs);
# how long a swipe a pull back stands for, seconds, when the `view` line does not say
# (`drag_back_s`).
LINEAR_CM_S_PER_MM_S = play_ui.LEGACY_CM_S_PER_MM_S
PX_PER_MM = 160 / 25.4
DRAG_BACK_SWIPE_S = 0.05
# Lesson 1's deliberate miss: backwards, away from Red 10 (Red 9 takes it; never a soft kick).
MISS = (-50, 0)
# The misses after which the helping hand comes (crates/tutorial: AIM_AFTER_MISSES).
HELP_AFTER = 3


class TutorialGame(play_ui.Game):
    """The game from its title screen, in test mode, with a fresh data folder."""

    def __init__(self, game, out, data=None, log_name="tutorial.log"):
        self.case = "tutorial"
        self.out = out
        self.log_path = os.path.join(out, log_name)
        self.shots = 0
        self.log = open(self.log_path, "w")
        self.data = data or tempfile.mkdtemp(prefix="hexkick-tutorial-")
        env = dict(os.environ, HEXKICK_DATA_DIR=self.data)
        self.proc = subprocess.Popen(
            [game, "--test-mode", "--menus", "--size", f"{SIZE[0]}x{SIZE[1]}",
             "--shot-prefix", os.path.join(out, "tutorial"), "--timeout", "300"],
            stdout=self.log, stderr=subprocess.STDOUT, env=env)
        self.window = None

    def start(self):
        if self.wait("menu_button screen=title id=tutorial ", timeout=30)[0] is None:
            return False
        if not self.find_window():
            return False
        self.wait("frame n=60", timeout=30)
        return True

    def tap(self, screen, ident, since=0):
        """Taps a menu or lesson-box button once the game has listed it (after index since)."""
        i, line = self.wait(f"menu_button screen={screen} id={ident} ", since, timeout=20)
        if i is None:
            return False
        f = fields(line)
        self.xdo("mousemove", "--window", self.window, f["x"], f["y"], "click", "1")
        time.sleep(0.4)
        return True

    def verdict(self, since, timeout=30.0):
        """The first tutorial verdict logged after index since: (lesson, step, verdict)."""
        rx = re.compile(r"^HEXKICK tutorial lesson=(\d+) step=(\d+) verdict=(passed|retry)")
        end = time.time() + timeout
        while time.time() < end:
            for line in self.lines()[since:]:
                m = rx.match(line)
                if m:
                    return int(m.group(1)), int(m.group(2)), m.group(3)
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        return None

    def glass(self, vx, vy):
        """The finger's velocity on the glass, logical px/s, that kicks the ball at (vx, vy) cm/s
        on the pitch (what a pull back stands for): its speed through the game's response
        curve (the `view` line's calm_mm_s, calm_cm_s, exponent and px_per_mm: ball cm/s =
        calm_cm_s * (glass mm/s / calm_mm_s) ** exponent; the linear 0.66 cm/s per mm/s of a
        game that logs none), its direction through the camera (a portrait board is turned)."""
        view = self.last("view ")
        speed = math.hypot(vx, vy)
        curve = ("calm_mm_s", "calm_cm_s", "exponent", "px_per_mm")
        if all(k in view for k in curve):
            calm_mm_s, calm_cm_s, exponent, px_per_mm = (float(view[k]) for k in curve)
            mm_s = calm_mm_s * (speed / calm_cm_s) ** (1 / exponent)
        else:
            mm_s, px_per_mm = speed / LINEAR_CM_S_PER_MM_S, PX_PER_MM
        k = mm_s * px_per_mm / max(speed, 1e-6)
        if view["portrait"] == "1":
            return vy * k, -vx * k
        return vx * k, vy * k

    def flick_cm(self, vx, vy):
        """A swipe from the ball whose release kicks it at (vx, vy) cm/s on the pitch.
        play_ui.Game.flick takes (dx, dy) px every 12 ms of a swipe under the old linear
        response and makes it the swipe of the same kick now (play_ui.same_kick, shorter
        steps for a long one), so it is handed the linear swipe of this kick."""
        view = self.last("view ")
        speed = math.hypot(vx, vy)
        px_per_mm = float(view.get("px_per_mm", PX_PER_MM))
        k = px_per_mm / LINEAR_CM_S_PER_MM_S * 0.012
        dx, dy = (vy * k, -vx * k) if view["portrait"] == "1" else (vx * k, vy * k)
        return speed > 0 and self.flick(dx, dy)

    def pull_cm(self, vx, vy):
        """A pull back from the ball (the drag-back control) that kicks it at (vx, vy) cm/s: a
        slow drag the other way, as long as the swipe it stands for covers in the game's
        drag_back_s (its `view` line), held still, then let go."""
        sx, sy = self.glass(vx, vy)
        seconds = float(self.last("view ").get("drag_back_s", DRAG_BACK_SWIPE_S))
        dx, dy = -sx * seconds, -sy * seconds
        for _ in range(3):
            bx, by = self.point("ball", None)
            since = self.mark()
            chain = ["mousemove", "--window", self.window, str(int(bx)), str(int(by)), "mousedown", "1"]
            for i in range(1, 11):
                chain += ["sleep", "0.03", "mousemove", "--window", self.window,
                          str(round(bx + dx * i / 10)), str(round(by + dy * i / 10))]
            chain += ["sleep", "0.3", "mouseup", "1"]
            self.xdo(*chain)
            if self.wait("flick ", since, timeout=2)[0] is not None:
                return True
        return False

    def step(self):
        """The fields of the last `tutorial` line (its words left out)."""
        found = [l for l in self.lines() if l.startswith("HEXKICK tutorial lesson=")]
        return step_fields(found[-1]) if found else None

    def step_line(self, since, verdict, timeout=30.0):
        """The fields of the first `tutorial` line after index since with this verdict."""
        end = time.time() + timeout
        while time.time() < end:
            for l in self.lines()[since:]:
                if l.startswith("HEXKICK tutorial lesson=") and f" verdict={verdict} " in l + " ":
                    return step_fields(l)
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        return None


def step_fields(line):
    """The fields of a `tutorial` line but its words (`says="..."`, last)."""
    return fields(line.split(" says=")[0])


def answer(g, target):
    """A ball between tied team-mates or on a line: the prompt answered as a person who wants
    the ball at `target` (a player id, "away:7") would: that receiver, or the cell nearest him
    (each prompt in turn: a receiver, then the cell he takes it in)."""
    for _ in range(3):
        lines = g.lines()
        states = [i for i, l in enumerate(lines) if l.startswith("HEXKICK state ")]
        state = fields(lines[states[-1]]) if states else {}
        if state.get("pending") not in ("receiver", "ball_cell"):
            return
        prefix = "receiver_" if state["pending"] == "receiver" else "cell_"
        offered = [fields(l) for l in lines[states[-1]:] if l.startswith("HEXKICK button label=" + prefix)]
        offered = [b for b in offered if b.get("withheld") != "1"]
        peg = g.point("peg", target)

        def away(b):
            cell = g.point("cell", b["label"][len("cell_"):]) if prefix == "cell_" else None
            return math.dist(cell, peg) if cell and peg else 0

        wanted = [b for b in offered if b["label"] == "receiver_" + target.replace(":", "_")]
        choice = (wanted or sorted(offered, key=away) or [None])[0]
        if choice is None:
            return
        since = g.mark()
        g.click_button(choice["label"])
        g.wait("state ", since, timeout=10)
        time.sleep(1.5)


def flick(vx, vy, target):
    """The flick the lesson asks for, with the control the step is kicked with (its
    `tutorial` line's control: a swipe, or a pull back); a tie or a line on the way is
    answered for the ball to go to `target`."""
    def act(g):
        step = g.step()
        pull = step is not None and step.get("control") == "DragBack"
        ok = g.pull_cm(vx, vy) if pull else g.flick_cm(vx, vy)
        time.sleep(3)
        answer(g, target)
        return ok
    return act


def drag(player, cell):
    def act(g):
        # The drop is judged by the lesson: any applied command will do.
        return move_peg(g, player, cell, done=lambda g, p, since: bool(g.commands(since)))
    return act


def buttons(*keys):
    def act(g):
        ok = True
        for key in keys:
            ok = g.click_button(key) and ok
            time.sleep(1.0)
        return ok
    return act


# (lesson, step): what the newcomer does, as the lesson box says.
STEPS = {
    (1, 1): flick(70, 0, "home:10"),
    (1, 2): flick(70, 0, "home:10"),
    (2, 1): flick(55, 0, "home:10"),
    (2, 2): flick(100, 5, "home:9"),
    (3, 1): lambda g: drag("home:10", "C8")(g) and buttons("end_phase")(g),
    (3, 2): lambda g: drag("away:5", "C7")(g) and buttons("end_phase")(g),
    (4, 1): drag("away:4", "E6"),
    (4, 2): buttons("tackle_away_4"),
    (5, 1): buttons("shot"),
    (5, 2): buttons("keeper_standing"),
    (5, 3): flick(180, 50, "home:9"),
    (6, 1): drag("away:8", "A6"),
    (6, 2): buttons("end_phase", "end_phase"),
    (6, 3): flick(-75, 6.5, "away:7"),
}


def helping_hand(g):
    """Lesson 1's pass kicked back to Red 9 three times: each a retry that says where the ball
    went and how far from Red 10; after the third the aim line comes on and Show me is offered
    beside Try again; Show me plays the pass on the board without passing the step, and Your
    turn starts it again with the aim line on (the pass that hits Red 10 then passes it, in
    take_tutorial)."""
    for n in range(1, HELP_AFTER + 1):
        since = g.mark()
        flick(*MISS, "home:9")(g)
        got = g.step_line(since, "retry")
        if not check(got is not None and got["misses"] == str(n),
                     f"a miss: kick {n} back to Red 9 judged a retry, not passed ({got})"):
            return False
        said = [l for l in g.lines()[since:] if " verdict=retry " in l][-1]
        check(re.search(r'says="The ball went to Red 9, \d+ cm (wide|short) of Red 10', said),
              f"a miss: kick {n} says where the ball went and how far off ({said[-90:]})")
        helped = n >= HELP_AFTER
        check(got["aim"] == ("1" if helped else "0"), f"helping hand: aim line after {n} misses ({got})")
        drawn = g.last("aim ")
        check(drawn is not None and drawn["help"] == "off",
              f"a miss: kick {n} aimed without the aim line ({drawn})")
        if n == 1:
            time.sleep(0.6)
            g.screenshot()
        if not helped:
            check(g.wait("menu_button screen=tutorial id=show_me ", since, timeout=1)[0] is None,
                  f"helping hand: no Show me after {n} misses")
            g.tap("tutorial", "retry", since)
            g.wait("ball_screen", since, timeout=10)
            time.sleep(1.0)
    check(g.wait("menu_button screen=tutorial id=retry ", since, timeout=10)[0] is not None,
          "helping hand: Try again beside Show me")
    time.sleep(0.6)
    g.screenshot()
    missed = since
    since = g.mark()
    if not check(g.tap("tutorial", "show_me", missed),
                 f"helping hand: Show me offered after {HELP_AFTER} misses"):
        return False
    check(g.step_line(since, "watching") is not None, "helping hand: the demonstration plays")
    time.sleep(1.5)
    g.screenshot()
    shown = g.step_line(since, "shown", timeout=30)
    check(shown is not None, f"helping hand: the demonstration ends, the step not passed ({shown})")
    check(not any(" verdict=passed" in l for l in g.lines()[since:]),
          "helping hand: the demonstration never passes the step")
    time.sleep(0.6)
    g.screenshot()
    mark = g.mark()
    if not check(g.tap("tutorial", "your_turn", since), "helping hand: Your turn after it"):
        return False
    again = g.step_line(mark, "none", timeout=10)
    check(again is not None and again["aim"] == "1", f"helping hand: the step again, aim line on ({again})")
    g.wait("ball_screen", mark, timeout=10)
    time.sleep(1.0)
    return True


def keep_pulling_back(g, since):
    """After lesson 1's pull back: the box asks which control to keep; the pull back is kept."""
    g.screenshot()
    check(g.wait("menu_button screen=tutorial id=keep_swipe ", since, timeout=20)[0] is not None,
          "controls: the box offers Keep swiping")
    mark = g.mark()
    if not check(g.tap("tutorial", "keep_drag_back", since), "controls: Keep pulling back tapped"):
        return False
    i, line = g.wait("tutorial_control ", mark, timeout=10)
    check(line is not None and "control=DragBack was=Swipe saved=1" in line,
          f"controls: the pull back kept and saved ({line})")
    return True


def take_tutorial(g):
    since = g.mark()
    if not check(g.tap("title", "tutorial"), "the title screen offers Learn to play"):
        return
    i, _ = g.wait("tutorial lesson=1 step=1 verdict=none", since, timeout=20)
    if not check(i is not None, "Learn to play opens lesson 1"):
        return
    g.wait("ball_screen", since, timeout=20)
    time.sleep(1.0)
    g.screenshot()
    if not helping_hand(g):
        return
    for (lesson, step), act in STEPS.items():
        for attempt in range(1, ATTEMPTS + 1):
            since = g.mark()
            control = (g.step() or {}).get("control")
            act(g)
            got = g.verdict(since)
            time.sleep(0.6)
            g.screenshot()
            if got is None:
                check(False, f"lesson {lesson} step {step}: the game judged the step")
                return
            if got[2] == "passed":
                check(got[:2] == (lesson, step), f"lesson {lesson} step {step}: passed ({got}, {control})")
                break
            print(f"     lesson {lesson} step {step}: attempt {attempt} was judged a retry")
            mark = g.mark()
            g.tap("tutorial", "retry", since)
            g.wait("ball_screen", mark, timeout=10)
            time.sleep(1.0)
        else:
            check(False, f"lesson {lesson} step {step}: passed within {ATTEMPTS} attempts")
            return
        if (lesson, step) in ((1, 1), (1, 2)):
            want = "Swipe" if step == 1 else "DragBack"
            check(control == want, f"lesson 1 step {step} is kicked with {want} ({control})")
            # The hit after the helping hand is aimed with the whole path; the next step,
            # missed by nobody yet, without.
            drawn = g.last("aim ")
            help = "whole_path" if step == 1 else "off"
            check(drawn is not None and drawn["help"] == help,
                  f"lesson 1 step {step}: the aim line {help} ({drawn})")
        if (lesson, step) == (1, 2):
            if not keep_pulling_back(g, since):
                return
            g.wait("tutorial lesson=2 step=1", since, timeout=10)
            time.sleep(1.0)
            step_two = g.step()
            check(step_two is not None and step_two.get("control") == "DragBack",
                  f"controls: lesson 2 is kicked by pulling back ({step_two})")
            continue
        last = (lesson, step) == list(STEPS)[-1]
        mark = g.mark()
        if not check(g.tap("tutorial", "play_match" if last else "next", since),
                     f"lesson {lesson} step {step}: the box's button"):
            return
        if not last:
            g.wait("tutorial lesson=", mark, timeout=10)
            time.sleep(1.0)
            if (lesson, step + 1) not in STEPS:
                g.screenshot()
    i, line = g.wait("match_started", mark, timeout=20)
    check(i is not None, f"Play a match starts a match ({line})")
    time.sleep(3.0)
    g.screenshot()
    check(line is not None and "away=easy" in line, f"the match is against the easiest AI ({line})")


def setting_kept(game, out, data):
    """The game started again with the same data folder: its settings keep the pull back."""
    g = TutorialGame(game, out, data=data, log_name="tutorial-again.log")
    try:
        i, line = g.wait("settings ", timeout=30)
        check(line is not None and "control=DragBack" in line,
              f"controls: the kept pull back is the saved setting after a restart ({line})")
    finally:
        g.close()


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    game, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    g = TutorialGame(game, out)
    started = time.time()
    try:
        if check(g.start(), "the game showed the title screen"):
            take_tutorial(g)
            pngs = [os.path.join(out, f"tutorial-{i}.png") for i in range(1, g.shots + 1)]
            check(all(os.path.exists(p) and os.path.getsize(p) > 20000 for p in pngs),
                  f"{len(pngs)} screenshots written ({out}/tutorial-N.png)")
    finally:
        g.close()
    setting_kept(game, out, g.data)
    print(f"     {time.time() - started:.0f} s")
    return summary("tutorial")


if __name__ == "__main__":
    sys.exit(main())
