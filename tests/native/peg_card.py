#!/usr/bin/env python3
"""The peg card and the stickers on the pegs, through the real window with xdotool.

usage: peg_card.py GAME OUTDIR WxH [--lang LANG]      (DISPLAY must point at a running X server)

Starts the game on tests/ui/peg_card.json (a 2024 TOURNAMENT PHASE 2 with varied stickers, a
booked and an injured player) at the given window size and checks, from the game's HEXKICK
log, that:
- a right-click on an opponent's peg opens his card, Escape closes it;
- a long-press (the button held still half a second) on a team-mate's peg opens his card,
  and letting go then neither moves him nor sends anything; a tap elsewhere closes it;
- a long-press that turns into a drag is a drag: the card closes and the move is played;
- the mouse resting on a peg opens his card, leaving the peg closes it.
Screenshots: OUTDIR/card-WxH[-LANG]-N.png (the board with stickers, each card).
Prints "ok ..."/"FAIL ..." lines and a last line "peg_card: P passed, F failed"; exit 0 when
all passed. Standard library only; the window driver is play_ui.py's.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import play_ui  # noqa: E402
from driver import check, no_refusals, session, summary  # noqa: E402
from play_ui import Game  # noqa: E402

SCENARIO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "ui", "peg_card.json")


def opened(g, who, since, timeout=6):
    i, line = g.wait(f"peg_card state=opened id={who} ", since, timeout=timeout)
    return i is not None, line


def closed(g, since, timeout=4):
    return g.wait("peg_card state=closed", since, timeout=timeout)[0] is not None


def at(g, who):
    p = g.point("peg", who)
    return (str(int(p[0])), str(int(p[1]))) if p else None


def empty_spot(g):
    """A point on the grass away from every peg (the centre circle's edge, row I)."""
    c = g.point("cell", "I6") or g.point("cell", "A6")
    return (str(int(c[0])), str(int(c[1])))


def case_right_click(g):
    g.screenshot()  # the board: a sticker on every peg
    since = g.mark()
    x, y = at(g, "away:4")
    # Right-clicked at once: well before the mouse resting on him would open the card.
    g.xdo("mousemove", "--window", g.window, x, y, "click", "3")
    ok, line = opened(g, "away:4", since)
    check(ok and "by=right_click" in line, f"right-click on away 4 opened his card ({line})")
    lines = int(play_ui.fields(line).get("lines", "0")) if line else 0
    check(lines >= 8, f"the card has his name, facts and skills in words ({lines} lines)")
    g.xdo("mousemove", "--window", g.window, *empty_spot(g))
    g.wait_frames()
    g.screenshot()
    since = g.mark()
    g.xdo("key", "--window", g.window, "Escape")
    check(closed(g, since), "Escape closed the card")


def case_long_press(g):
    since = g.mark()
    x, y = at(g, "home:7")
    g.xdo("mousemove", "--window", g.window, x, y, "mousedown", "1")
    ok, line = opened(g, "home:7", since)
    check(ok and "by=press" in line, f"a long-press on home 7 opened his card ({line})")
    g.wait_frames()
    g.screenshot()
    g.xdo("mouseup", "1")
    g.settle(0.8)
    check(not g.commands(since), f"letting go after the long-press sent nothing ({g.commands(since)})")
    check(g.last("peg_card ")["state"] == "opened", "the card stays open after the release")
    since = g.mark()
    g.xdo("mousemove", "--window", g.window, *empty_spot(g), "click", "1")
    check(closed(g, since), "a tap elsewhere closed the card")
    g.settle(0.5)
    check(not g.commands(since), "the closing tap did nothing else")


def case_press_then_drag(g):
    since = g.mark()
    a = g.point("peg", "home:7")
    b = g.point("cell", "C8")
    g.xdo("mousemove", "--window", g.window, str(int(a[0])), str(int(a[1])), "mousedown", "1")
    ok, _ = opened(g, "home:7", since)
    check(ok, "the long-press opened the card before the drag")
    chain = []
    for i in range(1, 11):
        x = a[0] + (b[0] - a[0]) * i / 10
        y = a[1] + (b[1] - a[1]) * i / 10
        chain += ["sleep", "0.04", "mousemove", "--window", g.window, str(int(x)), str(int(y))]
    g.xdo(*chain, "sleep", "0.3")
    g.wait_frames()
    g.xdo("mouseup", "1")
    g.settle(1.0)
    check(closed(g, since, timeout=1), "the card closed when the long-press became a drag")
    moves = [c for c in g.commands(since) if "move" in c]
    check(len(moves) == 1 and moves[0]["move"].get("to") == "C8",
          f"the drag was played: home 7 moved to C8 ({g.commands(since)})")


def case_hover(g):
    since = g.mark()
    x, y = at(g, "away:5")
    g.xdo("mousemove", "--window", g.window, x, y)
    ok, line = opened(g, "away:5", since)
    check(ok and "by=hover" in line, f"the mouse resting on away 5 opened his card ({line})")
    g.wait_frames()
    g.screenshot()
    since = g.mark()
    g.xdo("mousemove", "--window", g.window, *empty_spot(g))
    check(closed(g, since), "moving the mouse off the peg closed the card")


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    game, out, size = sys.argv[1], sys.argv[2], sys.argv[3]
    extra = tuple(sys.argv[4:])
    w, h = (int(v) for v in size.split("x"))
    play_ui.SIZE = (w, h)
    os.makedirs(out, exist_ok=True)
    lang = "-" + extra[1] if len(extra) > 1 and extra[0] == "--lang" else ""
    name = f"card-{size}{lang}"

    def cases(g):
        for case in (case_right_click, case_long_press, case_hover, case_press_then_drag):
            print(f"== {name} {case.__name__[5:]}")
            case(g)

    session(Game(game, out, name, 3, SCENARIO, extra), name, cases,
            after=(no_refusals, Game.screenshots_written))
    return summary("peg_card")


if __name__ == "__main__":
    sys.exit(main())
