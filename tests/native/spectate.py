#!/usr/bin/env python3
"""Native spectator test (issue 19): `hexkick spectate` in the real window under Xvfb.

usage: spectate.py GAME OUT_DIR    (DISPLAY must name a running X server, e.g. Xvfb)

 1. `spectate --home beginner --away beginner --speed 4` opens the spectator's match: the
    panel holds the director's buttons (pause, step, speed, back) and both sides' AI plays.
 2. Pause: the watch line says paused=1 and no command is played for 2 s.
 3. Step: exactly one command is played, then it pauses again.
 4. Play again; the first half is watched through at 4x until the half-time event arrives
    (the half-time screen goes by itself) and the second half starts.
Screenshots: OUT_DIR/spectate-playing.png (the board, the buttons and the live figures) and
OUT_DIR/spectate-half-time.png.
 5. `--rules 2024-complete --home-team "Harbour Rovers" --away-team "Sunhaven City"`: those
    two teams play (OUT_DIR/spectate-teams-teams.png), and pause answers within 10 s.
 6. From the title: Watch, the rules tapped to 2024 COMPLETE, the home team stepped on from
    Standard Blue, Watch AI v AI: that team plays Standard Red (OUT_DIR/spectate-watch-page/);
    the device's Back (Escape) goes back to the Watch page, not the title.
Standard library only. Exit 0 when every check passed.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from competition import CupGame  # noqa: E402
from driver import check, summary  # noqa: E402
from menus_resume import Game, fields, not_blank  # noqa: E402

# A half at 4x takes about a minute of a release build on two cores.
HALF_S = 120.0
# The two teams the spectator picks (ready-made teams, in their own strips: 2024 COMPLETE,
# as BASE plays the standard squads only).
HOME_TEAM, AWAY_TEAM = "Harbour Rovers", "Sunhaven City"


class Spectator(CupGame):
    """The game opened with `spectate`, in test mode."""

    def __init__(self, binary, out, data_dir, name="spectate", extra=()):  # pylint: disable=super-init-not-called
        self.shot_prefix = os.path.join(out, name)
        self.log_path = os.path.join(out, f"{name}.log")
        env = dict(os.environ, HEXKICK_DATA_DIR=data_dir, LIBGL_ALWAYS_SOFTWARE="1")
        self.log_file = open(self.log_path, "w")
        self.err_file = open(os.path.join(out, f"{name}.stderr"), "w")
        self.proc = subprocess.Popen(
            [binary, "spectate", "--home", "beginner", "--away", "beginner", "--speed", "4",
             *extra,
             "--test-mode", "--timeout", "300", "--seed", "3",
             "--shot-prefix", self.shot_prefix + "-raw"],
            # The audio library's complaints go to their own file: written to the same file
            # they could land in the middle of a log line.
            stdout=self.log_file, stderr=self.err_file, env=env)
        self.window = None

    def button(self, label, after=0):
        """Taps the director's button by the position its latest button line gave."""
        line, _ = self.wait(rf"^HEXKICK button label={label} ", after)
        f = fields(line)
        self.click_at(f["x"], f["y"])

    def commands(self):
        return sum(1 for l in self.lines() if l.startswith("HEXKICK command "))


def main():
    game_bin, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    data = os.path.join(out, "spectate-saves")
    subprocess.run(["rm", "-rf", data], check=True)
    g = Spectator(game_bin, out, data)
    try:
        line, _ = g.wait(r"^HEXKICK watch mode=spectate home=beginner away=beginner")
        check(True, "spectate opens the spectator's match")
        g.wait(r"^HEXKICK button label=step ")
        _, i = g.wait(r"^HEXKICK command .*\"kick\"", 0, 60)
        check(True, "the AI of both sides plays, its kicks struck through the physics")
        playing = g.shot("playing")
        check(not_blank(playing), f"the match is drawn ({playing})")

        n = len(g.lines())
        g.button("pause")
        line, p = g.wait(r"^HEXKICK watch mode=spectate .*paused=1", n)
        at = int(fields(line)["at"])
        time.sleep(2.0)
        later = [int(fields(l)["at"]) for l in g.lines()[p:] if l.startswith("HEXKICK watch ")]
        check(max(later) == at, f"paused: no command played for 2 s (at {at}, then {later[-1]})")

        n = len(g.lines())
        g.button("step")
        line, _ = g.wait(r"^HEXKICK watch mode=spectate .*paused=1", n, 60)
        stepped = int(fields(line)["at"]) - at
        check(stepped == 1, f"step plays exactly one command ({stepped})")

        n = len(g.lines())
        g.button("pause")
        g.wait(r"^HEXKICK watch mode=spectate .*paused=0", n)
        start = time.time()
        _, h = g.wait(r"^HEXKICK event \{\"event\":\"half_time\"", n, HALF_S)
        took = time.time() - start
        check(True, f"the half-time event arrives ({took:.0f} s at 4x)")
        half = g.shot("half-time")
        check(not_blank(half), f"the half-time screen is drawn ({half})")
        g.wait(r"^HEXKICK event \{\"event\":\"second_half\"", h, 30)
        check(True, "the half-time screen goes by itself and the second half starts")
    except TimeoutError as e:
        check(False, str(e))
    finally:
        g.kill9()
    picked_teams(game_bin, out, data)
    watch_page(game_bin, out, data)
    return summary("spectate")


def picked_teams(game_bin, out, data):
    """`--home-team` and `--away-team`: the two ready-made teams play, in their strips."""
    g = Spectator(game_bin, out, data, "spectate-teams",
                  ("--rules", "2024-complete", "--home-team", HOME_TEAM, "--away-team", AWAY_TEAM))
    try:
        line, _ = g.wait(r"^HEXKICK watch mode=spectate ")
        check(f'home_team="{HOME_TEAM}"' in line and f'away_team="{AWAY_TEAM}"' in line,
              f"the teams picked play ({line.strip()})")
        g.wait(r"^HEXKICK command ", 0, 60)
        shot = g.shot("teams")
        check(not_blank(shot), f"their match is drawn ({shot})")
        # Skilled squads make the AI's turns longer: the director's pause still answers at once.
        time.sleep(3.0)
        n = len(g.lines())
        tapped = time.time()
        g.button("pause")
        g.wait(r"^HEXKICK watch mode=spectate .*paused=1", n, 10)
        check(True, f"pause answers with skilled squads ({time.time() - tapped:.1f} s after the tap)")
    except TimeoutError as e:
        check(False, f"picked teams: {e}")
    finally:
        g.kill9()


def watch_page(game_bin, out, data):
    """The title's Watch page: the rules tapped to 2024 COMPLETE, the home team stepped from
    Standard Blue to the next team on offer, Watch AI v AI: the spectator's match is between
    that team and Standard Red."""
    g = Game(game_bin, out, "watch-page", data, prefix="spectate")
    try:
        g.screen("title")
        g.find_window()
        time.sleep(0.5)
        g.click("title", "watch")
        _, at = g.screen("watch")
        check(True, "the title's Watch opens the Watch page")
        g.click("watch", "rules", at)
        g.click("watch", "home_team", at)
        time.sleep(0.5)
        n = len(g.lines())
        g.click("watch", "spectate", at)
        line, _ = g.wait(r"^HEXKICK watch mode=spectate ", n, 30)
        check('away_team="Standard Red"' in line and 'home_team="Standard Blue"' not in line
              and "home_team=" in line,
              f"Watch AI v AI plays the home team picked against Standard Red ({line.strip()})")
        _, at = g.wait(r"^HEXKICK command ", n, 60)
        check(True, "the spectator's match plays")
        # The device's Back (Escape) goes back to the Watch page it came from, not the title.
        subprocess.run(["xdotool", "key", "--window", g.window, "Escape"], check=True,
                       stderr=subprocess.DEVNULL)
        line, at = g.wait(r"^HEXKICK back_to ", at, 30)
        check("page=watch" in line, f"Back from the watched match goes to the Watch page ({line})")
        g.screen("watch", at)
        check(True, "the Watch page is shown again")
    except TimeoutError as e:
        check(False, f"watch page: {e}")
    finally:
        g.kill9()


if __name__ == "__main__":
    sys.exit(main())
