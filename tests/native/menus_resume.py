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
    -> the match screen shows the same position (digest), and its screenshot is not blank;
 5. started again, Continue: Menu pauses the match (the pause sheet: Resume, Rules, Settings,
    Leave); Resume resumes the same match (the same digest, and a move plays on); Escape (the
    device's Back) pauses and resumes; Settings from the sheet come back to the paused match;
    (the move: the kick-off's taker dragged to the ball, refused while paused);
    Leave goes back to the title, which offers the match again;
 6. a very first start (no settings saved; --first-start) at phone size: the language is
    asked first; Francais -> the title in French; Quick match starts a match against the AI
    in one tap; started again, the language is not asked again.
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
from driver import check, fresh_folder, hexkick_lines, session, slow_drag, summary  # noqa: E402

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


def pause_and_resume(g, digest):
    """5: Menu pauses, Resume resumes the same match; Back (Escape) too; Settings come back to
    the paused match; Leave keeps the match for Continue."""
    g.screen("title")
    g.find_window()
    time.sleep(0.5)
    g.click("title", "continue")
    _, at = g.wait(r"^HEXKICK match_resumed ")
    line, _ = g.wait(r"^HEXKICK button label=menu ", at)
    f = fields(line)
    g.click_at(f["x"], f["y"])
    _, at = g.wait(r"^HEXKICK paused on=1", at)
    _, at = g.screen("pause", at)
    check(True, "Menu puts the pause sheet up")
    for choice in ["resume", "rules", "settings", "leave"]:
        check(g.wait(rf"^HEXKICK menu_button screen=pause id={choice} ", at)[0] is not None,
              f"the pause sheet offers {choice}")
    time.sleep(1.0)
    check(not_blank(os.path.join(g.shots, "match_paused.png")), "the pause sheet was captured")
    # Nothing plays while paused: dragging the kick-off's taker to the ball does nothing.
    frm, to = taker_drag(g)
    before = len(g.lines())
    drag(g, frm, to)
    time.sleep(0.8)
    moved = [l for l in g.lines()[before:] if l.startswith("HEXKICK position ")]
    check(not moved, f"nothing is played under the pause sheet ({moved[:1]})")
    g.click("pause", "resume", at)
    _, at = g.wait(r"^HEXKICK paused on=0", at)
    frm, to = taker_drag(g)
    drag(g, frm, to)
    line, at = g.wait(r"^HEXKICK position commands=2 ", at)
    check(True, f"Resume: the same match plays on from where it stood ({line})")
    digest2 = fields(line)["digest"]
    # The device's Back (Escape on a desktop) pauses, and again resumes.
    subprocess.run(["xdotool", "key", "--window", g.window, "Escape"], check=True)
    _, at = g.wait(r"^HEXKICK paused on=1", at)
    subprocess.run(["xdotool", "key", "--window", g.window, "Escape"], check=True)
    _, at = g.wait(r"^HEXKICK paused on=0", at)
    check(True, "Back pauses the match, and Back again resumes it")
    # Settings from the pause sheet, and back to the paused match.
    line, _ = g.wait(r"^HEXKICK button label=menu ", at)
    f = fields(line)
    g.click_at(f["x"], f["y"])
    _, at = g.wait(r"^HEXKICK paused on=1", at)
    g.click("pause", "settings")
    _, at = g.screen("settings", at)
    time.sleep(1.0)
    check(not_blank(os.path.join(g.shots, "match_settings.png")), "the settings over the match")
    g.click("settings", "back", at)
    _, at = g.wait(r"^HEXKICK screen w=", at)
    after = [l for l in g.lines()[at:] if l.startswith("HEXKICK paused on=0")]
    check(not after, "back from the settings, the match is still paused")
    g.click("pause", "leave")
    line, at = g.wait(r"^HEXKICK back_to ", at)
    check(fields(line).get("page") == "title", f"Leave goes back to the title ({line})")
    line, _ = g.wait(r"^HEXKICK saved_match ", at)
    check(fields(line).get("digest") == digest2,
          f"the title offers the match left, as it stood ({line})")
    g.screen("title", at)
    return digest2


def taker_drag(g):
    """Where the nearest peg of the side to place is (the last prompt's) and where the ball
    is (the kick-off's taker's cell), from the last prompt, peg and ball lines."""
    lines = g.lines()
    ball = fields([l for l in lines if l.startswith("HEXKICK ball_screen ")][-1])
    side = fields([l for l in lines if l.startswith("HEXKICK prompt ")][-1])["side"]
    to = (float(ball["x"]), float(ball["y"]))
    pegs = {}
    for l in lines:
        if l.startswith(f"HEXKICK peg id={side}:"):
            f = fields(l)
            pegs[f["id"]] = (float(f["x"]), float(f["y"]))
    near = min(pegs.values(), key=lambda p: (p[0] - to[0]) ** 2 + (p[1] - to[1]) ** 2)
    return near, to


def drag(g, a, b):
    """A slow drag from a to b, held still before letting go."""
    slow_drag(g.window, a, b)


def first_start(g, again):
    """6: the language asked on a first start (not again), French, Quick match in one tap."""
    g.screen("title")
    g.find_window()
    time.sleep(0.8)
    lines = [l for l in g.lines() if l.startswith("HEXKICK menu_button screen=title ")]
    asked = any(" id=lang_fr " in l for l in lines)
    if again:
        check(not asked, "started again: the language is not asked again")
        return
    check(asked and not any(" id=quick_match " in l for l in lines),
          "a first start asks the language before anything else")
    time.sleep(0.8)
    check(not_blank(os.path.join(g.shots, "title_language.png")),
          "the language question was captured")
    g.click("title", "lang_fr")
    _, at = g.wait(r"^HEXKICK menu_button screen=title id=quick_match ")
    time.sleep(1.2)
    check(not_blank(os.path.join(g.shots, "title.png")), "the French title was captured")
    g.click("title", "quick_match", at)
    line, _ = g.wait(r"^HEXKICK match_started ", at)
    coaches = (fields(line).get("home"), fields(line).get("away"))
    check("human" in coaches and coaches != ("human", "human"),
          f"Quick match starts a match against the AI in one tap ({line})")
    time.sleep(1.5)
    check(not_blank(os.path.join(g.shots, "match.png")), "the quick match was captured")


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
    session(Game(game_bin, out, "4-pause", data), "pause",
            lambda g: pause_and_resume(g, digest), start=False, errors=lost)
    fresh = fresh_folder(os.path.join(out, "menus-first-start"))
    phone = ("--first-start", "--size", "390x844")
    session(Game(game_bin, out, "5-first-start", fresh, extra=phone), "first start",
            lambda g: first_start(g, False), start=False, errors=lost)
    session(Game(game_bin, out, "6-started-again", fresh, extra=phone), "started again",
            lambda g: first_start(g, True), start=False, errors=lost)
    return summary("checks")


if __name__ == "__main__":
    sys.exit(main())
