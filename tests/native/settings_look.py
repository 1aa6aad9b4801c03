#!/usr/bin/env python3
"""Native settings test: at 1280x800 and 390x844, drives the real game window with xdotool to
the settings, turns the colour-blind palette and the left-handed panel on and the volume down,
then starts a match; checks the game's HEXKICK log (the settings saved and reloaded, the sounds'
volume) and writes screenshots to look at: the settings screen before and after, and the match
in the colour-blind palette with the panel on the left (landscape; portrait keeps it below).

usage: settings_look.py GAME OUT_DIR    (DISPLAY must name a running X server, e.g. Xvfb)
Standard library only. Exit code 0 when every check passed.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import check, fresh_folder, summary  # noqa: E402
from menus_resume import Game, fields, not_blank  # noqa: E402


def sized_game(binary, out, size, data_dir):
    """A game window of `size`, its log and screenshots under OUT/settings-SIZE."""
    return Game(binary, out, size, data_dir, prefix="settings", extra=("--size", size.split("-")[0]))


def run(game_bin, out, size):
    data = fresh_folder(os.path.join(out, f"settings-{size}-saves"))
    g = sized_game(game_bin, out, size, data)
    try:
        g.screen("title")
        g.click("title", "settings")
        _, at = g.screen("settings")
        for target in ["palette.1", "hand.1", "volume.0", "volume.0", "volume.0"]:
            g.click("settings", target, at)
        g.click("settings", "back", at)
        _, at = g.screen("title", at)
        g.click("title", "settings", at)
        _, at = g.screen("settings", at)
        g.click("settings", "back", at)
        _, at = g.screen("title", at)
        g.click("title", "new_match", at)
        _, at = g.screen("new_match", at)
        g.click("new_match", "start", at)
        g.wait(r"^HEXKICK match_started ", at)
        line, _ = g.wait(r"^HEXKICK sound cue=whistle ", at)
        check("volume=0.70" in line, f"{size}: sounds play at 70% ({line})")
        match_png = os.path.join(g.shots, "match.png")
        deadline = time.time() + 20
        while not os.path.exists(match_png) and time.time() < deadline:
            time.sleep(0.2)
        time.sleep(0.5)
    finally:
        g.kill9()
    # Started again: the settings were saved.
    g = sized_game(game_bin, out, size + "-again", data)
    try:
        line, _ = g.wait(r"^HEXKICK settings ")
        f = fields(line)
        check(f.get("palette") == "ColourBlindSafe" and f.get("left_handed") == "1"
              and f.get("volume") == "70%", f"{size}: the settings were kept ({line})")
    finally:
        g.kill9()
    shots = os.path.join(out, f"settings-{size}")
    for name in ["settings.png", "settings-2.png", "match.png"]:
        check(not_blank(os.path.join(shots, name)), f"{size}: {name} has content")


def main():
    game_bin, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for size in ["1280x800", "390x844"]:
        try:
            run(game_bin, out, size)
        except TimeoutError as e:
            check(False, f"{size}: {e}")
    sys.exit(summary("checks"))


if __name__ == "__main__":
    main()
