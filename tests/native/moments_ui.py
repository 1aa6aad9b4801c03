#!/usr/bin/env python3
"""Reasons and moments on the match screen, through the real window with xdotool.

usage: moments_ui.py GAME OUTDIR [CASE ...]      (DISPLAY must point at a running X server
at least 1280x900, so the 390x844 phone window fits)

Cases, each at 1280x800 and at 390x844 (a phone held upright), screenshots in
OUTDIR/ui-CASE-SIZE-N.png:
- withheld: two home team-mates share E6 in PHASE 2 (tests/ui/shared_cell.json): End phase is
  drawn, dimmed, with its reason under the board; a tap on it says why; once home 9 steps
  out to D6 End phase is open.
- labels: the Cells button puts the cells' names on the board.
- goal: the declared shot of tests/ui/shot.json goes in: the goal's moment names the scorer
  (the net shaking behind it); a tap on the board skips the moment and plays nothing else;
  the kick card then says what came of the shot.
- kick: a pass from tests/ui/pass.json: the trail behind the ball in flight, the kick's sound
  and haptic tick as hard as the flick, the card (speed, distance, who takes it and why) once
  it rests.
- card: a defender enters the ball cell from behind (tests/ui/card.json, seeded so the die
  gives the foul): the yellow card is held up with his name.
- half_time: the last pass of the first half (tests/ui/half_time.json): the half-time screen
  with the stats and its Continue button; the log wraps its long lines.
Prints "ok ..."/"FAIL ..." lines and a last line "moments: P passed, F failed"; exit 0 when all
passed. Standard library only.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import play_ui  # noqa: E402
from driver import arguments, check, no_refusals, session, summary  # noqa: E402
from play_ui import fields, kinds, move_peg  # noqa: E402

SIZES = {"wide": (1280, 800), "phone": (390, 844)}


def button(g, key):
    found = [l for l in g.lines() if l.startswith(f"HEXKICK button label={key} ")]
    return fields(found[-1]) if found else None


def case_withheld(g, size):
    told = [l for l in g.lines() if l.startswith("HEXKICK withheld key=end_phase ")]
    check(bool(told) and "share E6" in told[-1],
          f"withheld/{size}: End phase withheld because team-mates share E6 ({told[-1:]})")
    b = button(g, "end_phase")
    check(b is not None and b.get("withheld") == "1",
          f"withheld/{size}: the End phase button is drawn, marked withheld ({b})")
    g.wait_frames()
    g.screenshot()
    since = g.mark()
    check(g.click_button("end_phase"), f"withheld/{size}: the withheld End phase tapped")
    g.settle(0.5)
    check("end_phase" not in g.commands(since), f"withheld/{size}: the tap played nothing")
    g.screenshot()
    check(move_peg(g, "home:9", "D6"), f"withheld/{size}: home 9 steps out of E6 to D6")
    b = button(g, "end_phase")
    check(b is not None and "withheld" not in b, f"withheld/{size}: End phase is open now ({b})")


def case_labels(g, size):
    if button(g, "cells") is None:
        # A phone held upright keeps Cells in the sheet its bar's "Log & more" pulls up.
        check(g.click_button("more"), f"labels/{size}: the sheet pulled up")
        g.settle(0.5)
    check(g.click_button("cells"), f"labels/{size}: the Cells button tapped")
    g.settle(0.5)
    b = button(g, "cells")
    check(b is not None, f"labels/{size}: the Cells button is listed")
    g.wait_frames()
    g.screenshot()


def case_goal(g, size):
    since = g.mark()
    play_ui.case_shot(g) if size == "wide" else shot_phone(g)
    i, line = g.wait("moment kind=goal", since, timeout=8)
    check(i is not None and "Home 9" in (line or ""), f"goal/{size}: the goal's moment names the scorer ({line})")
    g.screenshot()
    card = g.wait("kick_card ", since, timeout=3)[1]
    check(card is not None and "GOAL" in card, f"goal/{size}: the kick card tells the goal ({card})")
    net = g.wait("sound cue=net ", since, timeout=3)[1]
    check(net is not None and "strength=" in net, f"goal/{size}: the net heard as hard as the ball ({net})")
    # A tap on the board (the middle of the home half) skips the moment, and does nothing else.
    g.settle(0.5)
    x, y = g.point("cell", "E3")
    since = g.mark()
    g.xdo("mousemove", "--window", g.window, str(int(x)), str(int(y)), "click", "1")
    skipped = g.wait("moment_skipped kind=goal ", since, timeout=3)[1]
    check(skipped is not None, f"goal/{size}: a tap on the board skips the goal's moment ({skipped})")
    g.settle(0.5)
    taken = [l for l in g.lines()[since:] if l.startswith(("HEXKICK command ", "HEXKICK peg_grab ", "HEXKICK board_tap "))]
    check(not taken, f"goal/{size}: the skipping tap played nothing else ({taken})")
    g.screenshot()


def case_kick(g, size):
    since = g.mark()
    dx, dy = (0, -18) if size == "phone" else (20, 0)
    check(g.flick(dx, dy, steps=6), f"kick/{size}: the pass was a flick")
    g.screenshot()
    card = g.wait("kick_card ", since, timeout=10)[1]
    check(card is not None and " cm/s " in card and "cells)" in card and "who=" in card,
          f"kick/{size}: the kick card gives the speed, the distance and who takes the ball ({card})")
    kick = g.wait("sound cue=kick ", since, timeout=3)[1]
    check(kick is not None and "strength=" in kick and "strength=1.00" not in kick,
          f"kick/{size}: the kick sounds as hard as the flick ({kick})")
    tick = g.wait("haptic cue=kick ", since, timeout=3)[1]
    check(tick is not None and " ms=" in tick, f"kick/{size}: a haptic tick on the kick ({tick})")
    g.settle(0.4)
    g.screenshot()


def shot_phone(g):
    """The shot on the upright phone: the board is turned, so the swipe goes up the screen."""
    since = g.mark()
    check(g.click_button("shot"), "goal/phone: the Shot button tapped")
    keeper_held = lambda g, _p, since: g.wait("button label=keeper_ok ", since, 3)[0] is not None
    check(move_peg(g, "away:1", "D10", done=keeper_held), "goal/phone: the keeper set in D10")
    check(g.click_button("keeper_standing"), "goal/phone: 'Keeper: Standing' tapped")
    g.settle(1.0)
    # The goal is near the top edge of an upright phone: a short, quick swipe stays on the glass.
    check(g.flick(-2, -20, steps=3), "goal/phone: the swipe was a flick")
    # The net shakes for most of a second after the ball strikes it: the picture then.
    check(g.wait("sound cue=net ", since, timeout=5)[0] is not None, "goal/phone: the ball struck the net")
    g.screenshot()
    ev = kinds(g.events(since))
    check("goal" in ev, f"goal/phone: GOAL ({ev})")


def case_card(g, size):
    since = g.mark()
    check(move_peg(g, "away:4", "E6"), f"card/{size}: away 4 dragged from behind into the ball cell")
    i, line = g.wait("moment kind=card", since, timeout=6)
    check(i is not None and "Yellow card" in (line or ""), f"card/{size}: the card is shown ({line})")
    g.settle(0.5)
    g.screenshot()


def case_half_time(g, size):
    since = g.mark()
    dx, dy = (0, -18) if size == "phone" else (20, 0)
    check(g.flick(dx, dy, steps=6), f"half_time/{size}: the last pass of the half")
    g.settle(2.0)
    play_ui.settle_choice(g, "half_time")
    i, _ = g.wait("event {\"event\":\"half_time\"", since, timeout=10)
    if i is None:
        i = next((k for k, l in enumerate(g.lines()[since:]) if "half_time" in l), None)
    check(i is not None, f"half_time/{size}: half time was whistled")
    g.settle(2.0)
    b = button(g, "continue")
    check(b is not None, f"half_time/{size}: Continue offered ({b})")
    g.screenshot()
    since = g.mark()
    check(g.click_button("break_continue"), f"half_time/{size}: the screen's own Continue tapped")
    g.settle(0.8)
    # The Menu button is in the panel at every size (Speed is in a phone's sheet).
    check(g.wait("button label=menu ", since, timeout=3)[0] is not None,
          f"half_time/{size}: the match goes on (its buttons are back)")
    g.screenshot()


# name: (function, seed, scenario)
CASES = {"withheld": (case_withheld, 3, "shared_cell"), "labels": (case_labels, 3, "pass"),
         "goal": (case_goal, 5, "shot"), "kick": (case_kick, 3, "pass"), "card": (case_card, 2, "card"),
         "half_time": (case_half_time, 3, "half_time")}


def main():
    game, out, names = arguments(__doc__, CASES)
    for name in names:
        fn, seed, scenario = CASES[name]
        for size, dims in SIZES.items():
            play_ui.SIZE = dims
            print(f"== {name} {size}")
            session(play_ui.Game(game, out, f"{name}-{size}", seed, scenario), f"{name}/{size}",
                    lambda g, fn=fn, size=size: fn(g, size), after=(no_refusals,))
    return summary("moments")


if __name__ == "__main__":
    sys.exit(main())
