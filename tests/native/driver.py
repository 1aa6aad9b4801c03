"""The checks and the run loop every native UI driver shares.

`check(ok, what)` prints an "ok ..."/"FAIL ..." line and counts it; `session(g, name, body)`
runs one game window through its checks and always closes it; `summary(label)` prints the last
line "label: P passed, F failed" and gives the exit code. play_ui.py and menus_resume.py (and
the drivers built on them: peg_card, moments_ui, competition, help_ui, settings_look, tutorial)
all count through here. Standard library only.
"""
import os
import shutil
import subprocess
import sys
import time

PASSED = 0
FAILED = 0


def hexkick_lines(path):
    """The game's HEXKICK lines in its log file. The game's stdout and its stderr share the
    file, and a library writing to stderr (ALSA's "ALSA lib ...: " before "cannot find card")
    can put its words in front of a HEXKICK line: such a line is read from its "HEXKICK "."""
    with open(path, encoding="utf-8", errors="replace") as f:
        return [l[l.index("HEXKICK "):].rstrip("\n") for l in f if "HEXKICK " in l]


def check(ok, what):
    """Prints and counts one check; returns ok."""
    global PASSED, FAILED
    if ok:
        PASSED += 1
        print(f"ok   {what}", flush=True)
    else:
        FAILED += 1
        print(f"FAIL {what}", flush=True)
    return ok


def session(g, name, body, start=True, errors=(), after=()):
    """Runs one game window `g` through its checks and closes it (g.close()) whatever happens.

    With `start`, g.start() must show the screen first (a check named after `name`); then
    body(g) runs and gives what this returns; then each closing check of `after` runs as
    fn(g, name). An exception of a type in `errors` (a log line that never came) is a failed
    check, not a crash; the session then gives None."""
    try:
        if start and not check(g.start(), f"{name}: the game showed the position"):
            return None
        result = body(g)
        for closing in after:
            closing(g, name)
        return result
    except errors as e:
        check(False, f"{name}: {type(e).__name__}: {e}")
        return None
    finally:
        g.close()


def no_refusals(g, name):
    """A closing check: the game refused none of the commands it was given."""
    refused = [l for l in g.lines() if l.startswith("HEXKICK refused")]
    check(not refused, f"{name}: no command was refused ({refused[:2]})")


def arguments(usage, cases):
    """GAME OUTDIR [CASE ...] from the command line: (game, outdir, the cases named, else all
    of `cases`), OUTDIR made; exits with code 2 (`usage` printed) when GAME or OUTDIR is
    missing."""
    if len(sys.argv) < 3:
        print(usage)
        sys.exit(2)
    game, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    return game, out, sys.argv[3:] or list(cases)


def slow_drag(window, a, b, strict=True):
    """A slow mouse drag in `window` from a to b (a peg carried to a cell): down, held, twelve
    steps, held still on the cell before letting go. `strict`: an xdotool failure raises."""
    chain = ["mousemove", "--window", window, str(int(a[0])), str(int(a[1])), "mousedown", "1",
             "sleep", "0.3"]
    for i in range(1, 13):
        x = a[0] + (b[0] - a[0]) * i / 12
        y = a[1] + (b[1] - a[1]) * i / 12
        chain += ["sleep", "0.04", "mousemove", "--window", window, str(int(x)), str(int(y))]
    chain += ["sleep", "0.4", "mouseup", "1"]
    subprocess.run(["xdotool", *chain], check=strict, timeout=30)
    time.sleep(0.5)


def fresh_folder(path):
    """`path` emptied (made when missing): a run's saves start from nothing. Returns it."""
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


def summary(label):
    """Prints "label: P passed, F failed"; the exit code (0 when checks ran and none failed)."""
    print(f"{label}: {PASSED} passed, {FAILED} failed", flush=True)
    return 0 if FAILED == 0 and PASSED > 0 else 1
