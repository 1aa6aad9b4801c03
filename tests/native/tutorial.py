#!/usr/bin/env python3
"""Native tutorial test: a newcomer takes the whole tutorial in the real window, from the title
screen's "Learn to play" to the match against the AI it ends on, with xdotool drags and flicks.

usage: tutorial.py GAME OUTDIR      (DISPLAY must point at a running X server, 1280x800)

For every step of every lesson the driver does what the lesson box asks (flicks from the
ball, pegs dragged to cells, the panel's buttons), waits for the game's verdict
(`HEXKICK tutorial lesson=N step=M verdict=passed|retry`), screenshots the explanation
(OUTDIR/tutorial-N.png) and taps the box's button: Next, or Try again (a flick on a loaded
machine may go astray: a newcomer tries again, up to 3 times), and at the end Play a match,
which must start a match against the easiest AI. Prints "ok ..."/"FAIL ..." lines and a last
line "tutorial: P passed, F failed"; exit 0 when all passed. Standard library only.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import play_ui  # noqa: E402
from driver import check, summary  # noqa: E402
from play_ui import fields, move_peg, settle_choice  # noqa: E402

SIZE = (1280, 800)
ATTEMPTS = 3


class TutorialGame(play_ui.Game):
    """The game from its title screen, in test mode, with a fresh data folder."""

    def __init__(self, game, out):
        self.case = "tutorial"
        self.out = out
        self.log_path = os.path.join(out, "tutorial.log")
        self.shots = 0
        self.log = open(self.log_path, "w")
        self.data = tempfile.mkdtemp(prefix="hexkick-tutorial-")
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

    def flick_cm(self, vx, vy):
        """A flick whose release velocity is (vx, vy) cm/s on the pitch, through the camera."""
        view = self.last("view ")
        s = float(view["px_per_cm"])
        if view["portrait"] == "1":
            sx, sy = vy * s, -vx * s
        else:
            sx, sy = vx * s, vy * s
        # play_ui.Game.flick moves (dx, dy) every 12 ms.
        return self.flick(sx * 0.012, sy * 0.012)


def flick(vx, vy):
    def act(g):
        ok = g.flick_cm(vx, vy)
        time.sleep(3)
        settle_choice(g, "tutorial")
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
    (1, 1): flick(70, 0),
    (2, 1): flick(55, 0),
    (2, 2): flick(100, 5),
    (3, 1): lambda g: drag("home:10", "C8")(g) and buttons("end_phase")(g),
    (3, 2): lambda g: drag("away:5", "C7")(g) and buttons("end_phase")(g),
    (4, 1): drag("away:4", "E6"),
    (4, 2): buttons("tackle_away_4"),
    (5, 1): buttons("shot"),
    (5, 2): buttons("keeper_standing"),
    (5, 3): flick(180, 50),
    (6, 1): drag("away:8", "A6"),
    (6, 2): buttons("end_phase", "end_phase"),
    (6, 3): flick(-40, 60),
}


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
    for (lesson, step), act in STEPS.items():
        for attempt in range(1, ATTEMPTS + 1):
            since = g.mark()
            act(g)
            got = g.verdict(since)
            time.sleep(0.6)
            g.screenshot()
            if got is None:
                check(False, f"lesson {lesson} step {step}: the game judged the step")
                return
            if got[2] == "passed":
                check(got[:2] == (lesson, step), f"lesson {lesson} step {step}: passed ({got})")
                break
            print(f"     lesson {lesson} step {step}: attempt {attempt} was judged a retry")
            mark = g.mark()
            g.tap("tutorial", "retry", since)
            g.wait("ball_screen", mark, timeout=10)
            time.sleep(1.0)
        else:
            check(False, f"lesson {lesson} step {step}: passed within {ATTEMPTS} attempts")
            return
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
    print(f"     {time.time() - started:.0f} s")
    return summary("tutorial")


if __name__ == "__main__":
    sys.exit(main())
