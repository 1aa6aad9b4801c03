#!/usr/bin/env python3
"""Native menus test: drives the real game window with xdotool through the title screen, the
settings and the new-match screen, kills the game with SIGKILL and starts it again, and checks
from the game's HEXKICK log and screenshots that the settings and the match survived.

usage: menus_resume.py GAME OUT_DIR    (DISPLAY must name a running X server, e.g. Xvfb)

Steps (each prints "ok ..." or "FAIL ..."; the last line is "checks: P passed, F failed"):
 0. a damaged match save: the title screen says so, the file is kept aside, OK dismisses it;
 1. the title screen, no saved match, default settings;
 2. Settings: sound off, aim assist on, back; killed with SIGKILL;
 3. started again: the settings were kept; New match -> Start -> the match screen; a move;
    the position's digest is read from the log; killed with SIGKILL;
 4. started again: the title screen offers the saved match with the same digest; Continue
    -> the match screen shows the same position (digest), and its screenshot is not blank.
Standard library only. Exit code 0 when every check passed.
"""
import os
import re
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_smoke import read_png  # noqa: E402
from driver import check, fresh_folder, hexkick_lines, session, summary  # noqa: E402

TIMEOUT_S = 40.0


def fields(line):
    return dict(p.split("=", 1) for p in line.split()[2:] if "=" in p)


class Game:
    """One run of the game window, its log in a file."""

    def __init__(self, binary, out, name, data_dir, prefix="menus", extra=()):
        self.log_path = os.path.join(out, f"{prefix}-{name}.log")
        self.shots = os.path.join(out, f"{prefix}-{name}")
        env = dict(os.environ, HEXKICK_DATA_DIR=data_dir, LIBGL_ALWAYS_SOFTWARE="1")
        self.log_file = open(self.log_path, "w")
        self.proc = subprocess.Popen(
            [binary, "--test-mode", "--menus", "--timeout", "600", "--screen-shots", self.shots,
             *extra],
            stdout=self.log_file, stderr=subprocess.STDOUT, env=env)
        self.window = None

    def lines(self):
        return hexkick_lines(self.log_path)

    def wait(self, pattern, after=0, timeout=TIMEOUT_S):
        """The first log line at index >= after matching the regex, and its index."""
        deadline = time.time() + timeout
        rx = re.compile(pattern)
        while time.time() < deadline:
            lines = self.lines()
            for i in range(after, len(lines)):
                if rx.search(lines[i]):
                    return lines[i], i
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        raise TimeoutError(f"no log line like /{pattern}/ in {self.log_path}")

    def find_window(self):
        out = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^hexkick$"],
                             capture_output=True, text=True, timeout=TIMEOUT_S).stdout.split()
        self.window = out[0]

    def click(self, screen, target, after=0):
        """Clicks a menu button by the position its latest menu_button line gave."""
        line, _ = self.wait(rf"^HEXKICK menu_button screen={screen} id={re.escape(target)} ", after)
        f = fields(line)
        self.click_at(f["x"], f["y"])

    def click_at(self, x, y):
        if self.window is None:
            self.find_window()
        subprocess.run(["xdotool", "mousemove", "--window", self.window, str(x), str(y)], check=True)
        time.sleep(0.15)
        subprocess.run(["xdotool", "mousedown", "1"], check=True)
        time.sleep(0.08)
        subprocess.run(["xdotool", "mouseup", "1"], check=True)
        time.sleep(0.3)

    def screen(self, name, after=0):
        return self.wait(rf"^HEXKICK screen_shown name={name} ", after)

    def kill9(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.log_file.close()

    def close(self):
        """Ends the run as a crash would (driver.session closes every window this way)."""
        self.kill9()


def not_blank(path):
    """A screenshot with real content: many distinct colours."""
    try:
        _, _, bpp, rows = read_png(path)
    except (OSError, ValueError) as e:
        print(f"     {path}: {e}")
        return False
    colours = set()
    for row in rows[::17]:
        for x in range(0, len(row) - 3, bpp * 13):
            colours.add(bytes(row[x:x + 3]))
    return len(colours) >= 8


def damaged_save(g, data, garbage):
    """0: a damaged match save: told in words, kept aside (never deleted), no crash."""
    g.screen("title")
    check(g.wait(r"^HEXKICK saved_match none$")[0], "a damaged save: no match to continue")
    line, _ = g.wait(r"^HEXKICK notice ")
    check("match" in line, f"the damaged save is reported ({line[:120]})")
    kept = os.path.join(data, "match.save.corrupt-1")
    check(os.path.exists(kept) and open(kept, "rb").read() == garbage,
          "the damaged save is kept aside as match.save.corrupt-1")
    g.find_window()
    time.sleep(0.5)
    g.click("title", "dismiss")
    g.wait(r"^HEXKICK menu_button screen=title id=settings ")
    check(g.proc.poll() is None, "the game runs on after the notice is dismissed")


def change_settings(g):
    """1-2: the default settings; sound off and aim help on the whole path, back to the title."""
    g.screen("title")
    check(g.wait(r"^HEXKICK saved_match none$")[0], "no saved match")
    line, _ = g.wait(r"^HEXKICK settings ")
    defaults = {"sound": "1", "speed": "1x", "undo": "1", "table": "0", "aim": "auto",
                "volume": "100%", "palette": "Printed", "left_handed": "0"}
    check(defaults.items() <= fields(line).items(), f"default settings ({line})")
    g.find_window()
    g.click("title", "settings")
    _, at = g.screen("settings")
    g.click("settings", "sound.0", at)
    g.click("settings", "aim.3", at)
    g.click("settings", "back", at)
    check(g.screen("title", at)[0], "settings -> back -> title screen")
    time.sleep(0.5)


def new_match(g):
    """3: the settings were kept; a new match and a move; the position's digest."""
    line, _ = g.wait(r"^HEXKICK settings ")
    f = fields(line)
    check(f["sound"] == "0" and f["aim"] == "whole_path", f"settings kept after kill -9 ({line})")
    g.screen("title")
    g.find_window()
    g.click("title", "new_match")
    _, at = g.screen("new_match")
    g.click("new_match", "start", at)
    line, at = g.wait(r"^HEXKICK match_started ", at)
    check(fields(line).get("commands") == "0", f"New match -> Start opens a saved match ({line})")
    # A move through the match screen: its "Toss the coin" button (a command with a die).
    line, at = g.wait(r"^HEXKICK button label=toss_coin ", at)
    f = fields(line)
    g.click_at(f["x"], f["y"])
    line, at = g.wait(r"^HEXKICK position commands=1 ", at)
    check(True, f"the coin toss is applied and saved ({line})")
    digest = fields(line)["digest"]
    time.sleep(1.0)
    check(os.path.exists(os.path.join(g.shots, "match.png")), "the match screen was captured")
    return digest


def continue_match(g, digest):
    """4: the title screen offers the saved match; Continue resumes the same position."""
    line, _ = g.wait(r"^HEXKICK saved_match ")
    f = fields(line)
    check(digest is not None and f.get("digest") == digest,
          f"the saved match is found after kill -9 with the digest {digest} ({line})")
    g.screen("title")
    g.find_window()
    time.sleep(0.5)
    g.click("title", "continue")
    line, at = g.wait(r"^HEXKICK match_resumed ")
    check(fields(line).get("digest") == digest, f"Continue resumes the same position ({line})")
    time.sleep(2.0)
    for name in ["title", "match"]:
        path = os.path.join(g.shots, f"{name}.png")
        check(not_blank(path), f"screenshot {path} shows the screen")


def main():
    game_bin, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    data = fresh_folder(os.path.join(out, "menus-saves"))
    garbage = b"this is not a hexkick save"
    with open(os.path.join(data, "match.save"), "wb") as f:
        f.write(garbage)
    lost = (TimeoutError,)
    session(Game(game_bin, out, "0-damaged", data), "damaged save",
            lambda g: damaged_save(g, data, garbage), start=False, errors=lost)
    session(Game(game_bin, out, "1-settings", data), "settings", change_settings,
            start=False, errors=lost)
    digest = session(Game(game_bin, out, "2-new-match", data), "new match", new_match,
                     start=False, errors=lost)
    session(Game(game_bin, out, "3-continue", data), "continue",
            lambda g: continue_match(g, digest), start=False, errors=lost)
    return summary("checks")


if __name__ == "__main__":
    sys.exit(main())
