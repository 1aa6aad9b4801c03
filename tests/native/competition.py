#!/usr/bin/env python3
"""Native competition test (issue 17): drives the real game window with xdotool.

usage: competition.py GAME OUT_DIR    (DISPLAY must name a running X server, e.g. Xvfb)

The app's --seed is 8 and the league's teams are those `hexkick competition --format league
--teams 4 --seed 8 --rules 2024-tournament+quick` plays (Harbour Rovers, Meadowbank
Wanderers, Ironbridge Athletic, Sunhaven City), so its AI fixtures are the headless ones: in
fixture 3 (Ironbridge v Harbour Rovers) Harbour Rovers' #6 is injured twice and misses
fixture 5 (Harbour Rovers v Meadowbank Wanderers), the person's.

 1. Title -> Competition: a 4-team 2024 TOURNAMENT league of quick matches, each team set on
    the form's Team row, Meadowbank Wanderers (entry 2) coached by a person, the others by
    the AI; Create -> the competition's page. Fixture 1 (AI v AI) simulated with a tap.
 2. Fixture 2 is the person's: Play opens the match at the table; the person plays real
    turns through the window (tests/native/person_turns.py: the coin tossed, the taker
    carried to the ball, swipes from the ball, the ball's cell and receiver chosen, Done)
    while the AI coaches Ironbridge; then kill -9 in the middle of the match.
 3. Relaunch: the title offers the match; Continue resumes it and the person plays on; the
    competition page shows the same competition with the fixture in play.
 4. The person's fixture is simulated with a tap (the page's own Simulate: the AI in his
    place, the fixture played again from the kick-off), then fixtures 3 and 4: the page names Harbour Rovers'
    #6 as seriously injured before fixture 5; Play opens fixture 5 and the home side's pegs
    have no #6 (he is really out of the line-up). Back on the page the last fixtures are
    simulated and the table is checked: 4 teams, 3 matches each, P = W + D + L,
    Pts = 3W + D, goals for = goals against in all, and every figure the same as the
    headless league's final standings.
NOT covered here: the person's match played to full time at the table (with
HEXKICK_FULL_MATCH=1 the person plays fixture 2 to full time instead of the kill in the
middle: about 10 minutes on a loaded 2-core machine, too long for scripts/test).
Screenshots: OUT_DIR/competition-*.png. Standard library only. Exit 0 when every check passed.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from driver import check, fresh_folder, session, summary  # noqa: E402
from menus_resume import Game, fields  # noqa: E402
from person_turns import Board, play_to_full_time  # noqa: E402

SEED = os.environ.get("HEXKICK_COMPETITION_SEED", "8")
FULL_MATCH = os.environ.get("HEXKICK_FULL_MATCH") == "1"
# The person's team (entry 2 of the form) and the player who misses fixture 5.
PERSON = "Meadowbank_Wanderers"
ABSENT = ("Harbour_Rovers", "6", "seriouslyinjured", "Harbour_Rovers_v_Meadowbank_Wanderers")


class CupGame(Game):
    """The game in test mode on the title screen, its competitions seeded with SEED."""

    def __init__(self, binary, out, name, data_dir):  # pylint: disable=super-init-not-called
        self.binary = binary
        self.shot_prefix = os.path.join(out, f"competition-{name}")
        self.log_path = os.path.join(out, f"competition-{name}.log")
        self.shots = os.path.join(out, f"competition-{name}")
        env = dict(os.environ, HEXKICK_DATA_DIR=data_dir, LIBGL_ALWAYS_SOFTWARE="1")
        self.log_file = open(self.log_path, "w")
        self.proc = subprocess.Popen(
            [binary, "--test-mode", "--menus", "--timeout", "900", "--seed", SEED,
             "--screen-shots", self.shots, "--shot-prefix", self.shot_prefix + "-raw"],
            stdout=self.log_file, stderr=subprocess.STDOUT, env=env)
        self.window = None

    def key(self, k):
        if self.window is None:
            self.find_window()
        subprocess.run(["xdotool", "key", "--window", self.window, k], check=True)
        time.sleep(0.3)

    def shot(self, name):
        """A screenshot of what is shown now, through the S key."""
        before = len(self.lines())
        self.key("s")
        line, _ = self.wait(r"^HEXKICK screenshot ", before)
        path = fields(line)["path"]
        final = f"{self.shot_prefix}-{name}.png"
        os.replace(path, final)
        return final


def state(g, after=0):
    """The competition page's next state line at or after `after` (its quotes taken off)."""
    line, i = g.wait(r"^HEXKICK competition ", after)
    return {k: v.strip('"') for k, v in fields(line).items()}, i


def choose_entries(g, at):
    """The form: quick matches; entries 1-4 set to the headless league's teams (two taps on
    Team each: the list starts with the two standard teams); entry 2's coach is the person,
    entry 1's the AI (normal)."""
    g.click("competition_new", "length.1", at)
    for slot in range(4):
        for _ in range(2):
            g.click("competition_new", "team.2", at)
        if slot == 0:
            g.click("competition_new", "coach.2", at)
        if slot == 1:
            g.click("competition_new", "coach.0", at)
        if slot < 3:
            g.click("competition_new", "slot.2", at)


def simulate(g, at, played):
    """Taps Simulate on the competition page; the page's state once `played` + 1 fixtures
    are played."""
    g.click("competition", "simulate")
    s, at = state(g, at + 1)
    while int(s["played"]) <= played:
        s, at = state(g, at + 1)
    return s, at


def create_and_play(g):
    """Creates the league, simulates fixture 1, plays real turns of the person's fixture; the
    competition's state then."""
    g.screen("title")
    g.find_window()
    time.sleep(0.5)
    g.click("title", "competition")
    _, at = g.screen("competition_new")
    choose_entries(g, at)
    time.sleep(0.3)
    g.shot("create")
    g.click("competition_new", "create", at)
    s, at = state(g, at)
    check(s["played"] == "0" and s["fixtures"] == "6", f"a league of 4: 6 fixtures ({s})")
    check(s["next"] == "Harbour_Rovers_v_Sunhaven_City" and s["button"] == "simulate",
          f"the first fixture is the AI's: {s['next']}, {s['button']}")
    g.shot("page")
    s, at = simulate(g, at, 0)
    check(s["next"] == f"{PERSON}_v_Ironbridge_Athletic" and s["button"] == "play",
          f"fixture 1 simulated with a tap; the person's fixture is next ({s})")
    g.click("competition", "next", at)
    line, at = g.wait(r"^HEXKICK match_started ", at)
    check(True, f"Play opens the match screen ({line[:80]})")
    halfway = (lambda b: False) if FULL_MATCH else (
        lambda b: b.minute >= 22
        or (b.minute >= 7 and sum(k.startswith("home:") for k in b.kickers) >= 2))
    inputs, board = play_to_full_time(g, "home", at, stop=halfway, limit_s=900)
    kicks = [l for l in g.lines()[at:] if l.startswith("HEXKICK flick ") and "kicker=home:" in l]
    check(inputs >= 5 and len(kicks) >= 1,
          f"the person played real turns through the window: {inputs} inputs, "
          f"{len(kicks)} swipes kicked the ball; minute {board.minute}, "
          f"score {board.state.get('score')}")
    time.sleep(0.5)
    g.shot("match")
    return board


def resume_and_finish(g, board):
    """After kill -9: the match resumes and is played on; the competition goes on to the
    absent player's fixture and to its end."""
    g.screen("title")
    line, _ = g.wait(r"^HEXKICK saved_match ")
    check(line != "HEXKICK saved_match none", f"after kill -9 the match is there to continue ({line[:90]})")
    g.find_window()
    time.sleep(0.5)
    g.shot("title")
    g.click("title", "continue")
    line, at = g.wait(r"^HEXKICK match_resumed ")
    resumed = Board(g.lines()[at:])
    check(resumed.state.get("score") == board.state.get("score"),
          f"Continue resumes the match at its score {board.state.get('score')} ({line[:80]})")
    if not FULL_MATCH:
        more, board = play_to_full_time(
            g, "home", at, limit_s=120,
            stop=lambda b: b.minute >= 7)
        check(more >= 1, f"the person plays on after the restart ({more} inputs)")
    time.sleep(0.5)
    g.shot("match-resumed")
    g.click_at(*menu_button(g))
    _, at = g.screen("title", at)
    g.click("title", "competition", at)
    s, at = state(g, at)
    full_time = board.state.get("phase") == "full_time"
    check(s["in_play"] == ("0" if full_time else "1"),
          f"the competition page after the match: {s}")
    g.shot("resumed")
    if not full_time:
        s, at = simulate(g, at, 1)
    check(s["played"] == "2", f"the person's fixture is recorded ({s})")
    while s["next"] != ABSENT[3] and s["button"] != "none":
        s, at = simulate(g, at, int(s["played"]))
    check(s["button"] == "play", f"fixture 5 is the person's: {s}")
    missing = [{k: v.strip('"') for k, v in fields(l).items()}
               for l in g.lines()[at:] if l.startswith("HEXKICK missing ")]
    named = [(m["team"], m["number"], m["reason"], m["fixture"]) for m in missing]
    check(ABSENT in named, f"the page names {ABSENT[0]} #{ABSENT[1]} ({ABSENT[2]}) as missing "
                           f"{ABSENT[3]} before it is played ({named})")
    time.sleep(0.5)
    g.shot("missing")
    g.click("competition", "next")
    line, at = g.wait(r"^HEXKICK match_started ", at)
    g.wait(r"^HEXKICK peg id=home:", at)
    time.sleep(1.0)
    pegs = sorted({fields(l)["id"] for l in g.lines()[at:] if l.startswith("HEXKICK peg id=home:")})
    check(len(pegs) == 11 and f"home:{ABSENT[1]}" not in pegs,
          f"{ABSENT[0]} line up 11 without #{ABSENT[1]} in fixture 5 ({pegs})")
    g.shot("lineup")
    g.click_at(*menu_button(g))
    _, at = g.screen("title", at)
    g.click("title", "competition", at)
    s, at = state(g, at)
    while s["button"] != "none":
        s, at = simulate(g, at, int(s["played"]))
    check(s["played"] == "6" and s["in_play"] == "0",
          f"every fixture played, none left in play ({s})")
    g.shot("over")
    standings_checked(g, at, g.binary)
    g.click("competition", "tab_table")
    time.sleep(0.5)
    g.shot("table")


def menu_button(g):
    """Where the match screen's Menu button is (its last button line)."""
    lines = [l for l in g.lines() if l.startswith("HEXKICK button label=menu ")]
    f = fields(lines[-1])
    return int(float(f["x"])), int(float(f["y"]))


def headless_table(game_bin):
    """The final standings of the same league played headless by `hexkick competition`:
    {team: [P, W, D, L, GF, GA, Pts]}."""
    out = subprocess.run([game_bin, "competition", "--format", "league", "--teams", "4", "--seed",
                          SEED, "--rules", "2024-tournament+quick"],
                         capture_output=True, text=True, timeout=300).stdout
    table = {}
    for line in out.split("Final standings", 1)[-1].splitlines()[1:]:
        words = line.split()
        if len(words) >= 9:
            table["_".join(words[1:-7])] = [int(x) for x in words[-7:]]
    return table


def standings_checked(g, at, game_bin):
    """The table's figures agree with themselves, with the matches played, and with the same
    league played headless (the person's fixture was simulated: the AI in his place)."""
    rows = [fields(l) for l in g.lines()[at:] if l.startswith("HEXKICK standing ")][-4:]
    figures = {r["team"].strip('"').split("._", 1)[1]: [int(x) for x in r["figures"].split(",")]
               for r in rows}
    ok = len(figures) == 4 and all(
        p == 3 and p == w + d + lost and pts == 3 * w + d
        for p, w, d, lost, _, _, pts in figures.values())
    gf = sum(f[4] for f in figures.values())
    ga = sum(f[5] for f in figures.values())
    wins = sum(f[1] for f in figures.values())
    losses = sum(f[3] for f in figures.values())
    check(ok and gf == ga and wins == losses,
          f"the table: 3 matches each, P = W + D + L, Pts = 3W + D, goals for = goals "
          f"against ({gf}), wins = losses ({wins}): {figures}")
    headless = headless_table(game_bin)
    check(figures == headless,
          f"the table is the headless league's (hexkick competition --seed {SEED}): {headless}")


def main():
    game_bin, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    data = fresh_folder(os.path.join(out, "competition-saves"))
    lost = (TimeoutError, KeyError)
    board = session(CupGame(game_bin, out, "1", data), "create and play", create_and_play,
                    start=False, errors=lost)
    session(CupGame(game_bin, out, "2", data), "resume",
            lambda g: resume_and_finish(g, board or Board([])), start=False, errors=lost)
    return summary("checks")


if __name__ == "__main__":
    sys.exit(main())
