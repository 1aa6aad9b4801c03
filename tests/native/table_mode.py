#!/usr/bin/env python3
"""Table mode in the real window (Xvfb, xdotool), landscape 1280x800 and portrait 800x1280.

usage: table_mode.py GAME OUTDIR [SIZE ...]      (DISPLAY must point at a running X server)

Two people face each other across a tablet lying between them (--table). On the UI-test
shot position the home coach declares the shot, the away coach (across the table) gives the
OK on his panel, and the home coach shoots. At each turn the checks read the game's HEXKICK
log (table_end: which end the panel went to and its rectangle; the buttons where they are on
the screen; the hand-over chime) and the screenshot's pixels: the panel holds no pitch green
and sits at the acting coach's end (the bottom or right for the home coach; the top or left,
turned half a turn, for the away coach), and the Aim button (on, drawn yellow) is where the
panel's turn puts it: low in the home coach's panel, high (upside down) in the away coach's.
Screenshots: OUTDIR/ui-table-WxH-N.png. Prints ok/FAIL lines and "table: P passed, F failed".
Standard library only.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import play_ui  # noqa: E402
from check_smoke import read_png  # noqa: E402
from driver import check, summary  # noqa: E402
from play_ui import fields  # noqa: E402

SIZES = ["1280x800", "800x1280"]


def is_pitch(p):
    r, g, b = p[:3]
    return g > 100 and g > r + 30 and g > b + 30


def is_yellow(p):
    r, g, b = p[:3]
    return r > 180 and g > 140 and b < 90


class Shot:
    """A screenshot's pixels."""

    def __init__(self, path):
        self.w, self.h, self.bpp, self.rows = read_png(path)

    def pixel(self, x, y):
        row = self.rows[int(y)]
        i = int(x) * self.bpp
        return row[i:i + 3]

    def share(self, rect, test, step=4):
        x, y, w, h = rect
        hits = total = 0
        for yy in range(int(y) + 2, int(y + h) - 2, step):
            for xx in range(int(x) + 2, int(x + w) - 2, step):
                total += 1
                hits += bool(test(self.pixel(xx, yy)))
        return hits / max(total, 1)


def panel_rect(g, since, side):
    i, line = g.wait(f"table_end side={side} ", since, timeout=8)
    if line is None:
        return None, None
    f = fields(line)
    return f["end"], tuple(float(f[k]) for k in ("x", "y", "w", "h"))


def look(g, tag, side, end, rect, size):
    """Screenshot, then the pixel checks of the panel at `side`'s end."""
    w, h = size
    g.wait_frames()
    time.sleep(0.9)  # the panel's swing (0.6 s) is over
    g.wait_frames()
    g.screenshot()
    path = os.path.join(g.out, f"ui-table-{w}x{h}-{g.shots}.png")
    if not check(os.path.exists(path), f"{tag}: screenshot {path}"):
        return
    shot = Shot(path)
    x, y, pw, ph = rect
    green_panel = shot.share(rect, is_pitch)
    board = (pw, 0, w - pw, h) if (w > h and x == 0) else (0, 0, x, h) if w > h else \
        ((0, ph, w, h - ph) if y == 0 else (0, 0, w, y))
    green_board = shot.share(board, is_pitch)
    check(green_panel < 0.01 and green_board > 0.3,
          f"{tag}: the panel ({rect}) holds no pitch ({green_panel:.3f}), the board beside it does ({green_board:.2f})")
    aim = g.last("button label=aim ")
    if not check(aim is not None, f"{tag}: the Aim button is listed"):
        return
    ax, ay = float(aim["x"]), float(aim["y"])
    lit = shot.share((ax - 20, ay - 10, 40, 20), is_yellow, step=2)
    check(lit > 0.3, f"{tag}: the Aim button (on) is drawn yellow where the log says ({ax},{ay}): {lit:.2f}")
    low = ay > y + ph / 2
    if w > h:
        # Landscape: Aim is the first of its row, on the panel's left for the home coach.
        left = ax < x + pw / 2
        ok = (low and left) if end == "near" else (not low and not left)
    else:
        ok = low if end == "near" else not low
    check(ok, f"{tag}: the panel faces the {side} coach (Aim at {ax},{ay} in {rect}, {end} end)")


def run(game, out, size):
    w, h = (int(v) for v in size.split("x"))
    play_ui.SIZE = (w, h)
    g = play_ui.Game(game, out, f"table-{size}", 5, "shot", ("--table", "--aim"))
    try:
        if not check(g.start(), f"{size}: the game showed the shot position"):
            return
        tag = f"{size} home"
        end, rect = panel_rect(g, 0, "home")
        near = rect is not None and (rect[0] > 0 if w > h else rect[1] > 0)
        check(end == "near" and near, f"{tag}: the panel is at the home coach's end ({end} {rect})")
        if rect:
            look(g, tag, "home", end, rect, (w, h))
        since = g.mark()
        check(g.click_button("shot"), f"{tag}: the home coach declares the shot")
        tag = f"{size} away"
        end, rect = panel_rect(g, since, "away")
        far = rect is not None and (rect[0] == 0 if w > h else rect[1] == 0)
        check(end == "far" and far, f"{tag}: the panel went to the away coach's end ({end} {rect})")
        i, _ = g.wait("sound cue=hand_over", since, timeout=5)
        check(i is not None, f"{tag}: the hand-over chime sounded")
        i, banner = g.wait("handover ", since, timeout=5)
        check(i is not None, f"{tag}: the hand-over banner ({banner})")
        i, _ = g.wait("panel_facing side=away turned=1", since, timeout=5)
        check(i is not None, f"{tag}: the panel is turned half a turn")
        if rect:
            look(g, tag, "away", end, rect, (w, h))
        since = g.mark()
        check(g.click_button("keeper_ok"), f"{tag}: the away coach taps the OK on his turned panel")
        g.settle(1.0)
        check("end_phase" in g.commands(since), f"{tag}: the tap on the turned panel was taken")
        tag = f"{size} home again"
        end, rect = panel_rect(g, since, "home")
        check(end == "near", f"{tag}: the panel came back to the home coach ({end} {rect})")
        time.sleep(0.8)
        since = g.mark()
        dx, dy = (55, 8) if w > h else (8, -55)
        check(g.flick(dx, dy, steps=6), f"{tag}: the home coach shoots")
        g.settle(3)
        shots = [c for c in g.commands(since) if "kick" in c]
        check(len(shots) == 1, f"{tag}: the shot was kicked ({len(shots)})")
        refused = [l for l in g.lines() if l.startswith("HEXKICK refused")]
        check(not refused, f"{size}: no command was refused ({refused[:2]})")
    finally:
        g.close()


def main(args):
    if len(args) < 2:
        print(__doc__)
        return 2
    game, out, sizes = args[0], args[1], args[2:] or SIZES
    os.makedirs(out, exist_ok=True)
    for size in sizes:
        print(f"== {size}")
        run(game, out, size)
    return summary("table")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
