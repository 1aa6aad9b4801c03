#!/usr/bin/env python3
"""Native competition test (issue 17): drives the real game window with xdotool.

usage: competition.py GAME OUT_DIR    (DISPLAY must name a running X server, e.g. Xvfb)

The app's --seed is 8 and the league's teams are those `hexkick competition --format league
--teams 4 --seed 8 --rules 2024-tournament+quick` plays (Harbour Rovers, Meadowbank
Wanderers, Ironbridge Athletic, Sunhaven City); fixture 1 is the headless league's, the
later ones follow from how the person's fixture went (its carried absences). One flow, the
same as tests/browser/competition.mjs's, in three runs of the game:

 1. Title -> Competition: a 4-team 2024 TOURNAMENT league of quick matches, each team set on
    the form's Team row, Meadowbank Wanderers (entry 2) coached by a person, the others by
    the AI; Create -> the competition's page. Fixture 1 (AI v AI) simulated with a tap.
    Fixture 2 is the person's: Play opens the match at the table; the person plays real
    turns through the window (tests/native/person_turns.py: the coin tossed, the taker
    carried to the ball, swipes from the ball, the ball's cell and receiver chosen, Done)
    while the AI coaches Ironbridge; then kill -9 in the middle of the match.
 2. Relaunch: the title offers the match; Continue resumes it at its score and the person
    plays on TO FULL TIME through the window; kill -9 on the full-time screen.
 3. Relaunch: the game opens the competition with the fixture recorded (2 played, none in
    play, the person's team 1 played with the goals he scored and conceded) and the title
    no longer offers the match to continue. Fixtures 3 and 4 are simulated; the page names
    who misses the person's next fixture, fixture 5 (with seed 8 Harbour Rovers' #6,
    seriously injured in fixture 3); Play opens it and those players are not among the pegs
    (really out of the line-up). The person plays a few turns of it (Meadowbank away); Menu
    -> the page says the fixture is in play and offers "Resume match" (checked: it resumes
    the saved match at its minute and score) and "Let AI finish", which plays the rest with
    the AI in his place FROM WHERE HE LEFT IT: every "simulating" line is at or after his
    minute with at least his score, the table then gives his team one match more with at
    least the goals he played, and the title no longer offers the match. The last fixture is
    simulated and the table is checked: 4 teams, 3 matches each, P = W + D + L,
    Pts = 3W + D, goals for = goals against, wins = losses.
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
# The person's team (entry 2 of the form) and his next fixture after the one he plays.
PERSON = "Meadowbank_Wanderers"
NEXT_FIXTURE = "Harbour_Rovers_v_Meadowbank_Wanderers"


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


def partway(b, side):
    """Where the person stops playing a match partway: 7' with two kicks of his, or 22'."""
    kicks = sum(k.startswith(side + ":") for k in b.kickers)
    return b.minute >= 22 or (b.minute >= 7 and kicks >= 2)


def create_and_play(g):
    """1: creates the league, simulates fixture 1, plays real turns of the person's fixture;
    the match's board then (the game is killed after it)."""
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
    inputs, board = turns(g, "home", at, "match", stop=lambda b: partway(b, "home"))
    kicks = [l for l in g.lines()[at:] if l.startswith("HEXKICK flick ") and "kicker=home:" in l]
    check(inputs >= 5 and len(kicks) >= 1,
          f"the person played real turns through the window: {inputs} inputs, "
          f"{len(kicks)} swipes kicked the ball; minute {board.minute}, "
          f"score {board.state.get('score')}")
    return board


def turns(g, side, at, name, stop=None):
    """The person plays `side` from log index `at` until `stop(board)` (else to full time);
    then a screenshot `name` once the screen has settled (at full time: its moment shown and
    the last command's save written). The inputs he gave and the board."""
    inputs, board = play_to_full_time(g, side, at, stop=stop, limit_s=900)
    time.sleep(1.5 if board.state.get("phase") == "full_time" else 0.5)
    g.shot(name)
    return inputs, board


def played_to_full_time(g, board):
    """2: after kill -9 in the match, Continue resumes it at its score and the person plays
    on to full time; the board on the full-time screen (the game is killed there)."""
    g.screen("title")
    line, _ = g.wait(r"^HEXKICK saved_match ")
    check(line != "HEXKICK saved_match none",
          f"after kill -9 the match is there to continue ({line[:90]})")
    g.find_window()
    time.sleep(0.5)
    g.shot("title")
    g.click("title", "continue")
    line, at = g.wait(r"^HEXKICK match_resumed ")
    resumed = Board(g.lines()[at:])
    check(resumed.state.get("score") == board.state.get("score"),
          f"Continue resumes the match at its score {board.state.get('score')} ({line[:80]})")
    more, board = turns(g, "home", at, "full-time")
    check(more >= 1 and board.state.get("phase") == "full_time",
          f"the person plays on after the restart to full time ({more} inputs, "
          f"{board.state.get('score')})")
    return board


def recorded(g, board):
    """3: killed on the full-time screen, the relaunched game opens the competition (from the
    title when it shows first), the person's fixture recorded with his full-time score and
    nothing left in play; the title no longer offers the match. The page's state and its
    line's index."""
    line, at = g.wait(r"^HEXKICK screen_shown name=(title|competition) ")
    g.find_window()
    time.sleep(0.5)
    if "name=title" in line:
        g.click("title", "competition", at)
        s, at = state(g, at)
    else:
        s, at = state(g, 0)
    check(s["played"] == "2" and s["in_play"] == "0" and s["button"] == "simulate",
          f"after kill -9 on the full-time screen the fixture is recorded and the "
          f"competition goes on: {s}")
    home, away = board.state.get("score", "0-0").split("-")
    mine = standing(g, at)
    check(mine[:1] == [1] and mine[4:6] == [int(home), int(away)],
          f"the table counts his match, {home}-{away} ({PERSON}: {mine})")
    g.shot("recorded")
    return no_match_offered(g, at)


def no_match_offered(g, at):
    """Back from the competition page (its state line at `at`) to the title, which must offer
    no match to continue, and on to the page again; its state then."""
    g.click("competition", "back")
    line, back = g.wait(r"^HEXKICK saved_match ", at)
    check(line.strip() == "HEXKICK saved_match none",
          f"the recorded match is no longer offered to continue ({line[:80]})")
    g.click("title", "competition", back)
    return state(g, back)


def standing(g, at):
    """The person's team's figures (P, W, D, L, GF, GA, Pts) in the table's lines after `at`."""
    rows = [fields(l) for l in g.lines()[at:] if l.startswith("HEXKICK standing ")][:4]
    for r in rows:
        if r["team"].strip('"').split("._", 1)[1] == PERSON:
            return [int(x) for x in r["figures"].split(",")]
    return []


def the_rest(g, board):
    """3 (on): from the person's recorded fixture to his next one, its absentees named and
    out of the line-up, a few turns of it played and the rest finished by the AI, then every
    fixture simulated and the table checked."""
    s, at = recorded(g, board)
    while s["next"] != NEXT_FIXTURE and s["button"] != "none":
        s, at = simulate(g, at, int(s["played"]))
    check(s["button"] == "play", f"fixture 5 is the person's: {s}")
    before = standing(g, at)
    missing = [{k: v.strip('"') for k, v in fields(l).items()}
               for l in g.lines()[at:] if l.startswith("HEXKICK missing ")]
    named = [(m["team"], m["number"], m["reason"]) for m in missing
             if m["fixture"] == NEXT_FIXTURE]
    check(len(named) >= 1, f"the page names who misses {NEXT_FIXTURE} before it is played "
                           f"({named})")
    time.sleep(0.5)
    g.shot("missing")
    g.click("competition", "next")
    line, at = g.wait(r"^HEXKICK match_started ", at)
    g.wait(r"^HEXKICK peg id=away:", at)
    time.sleep(1.0)
    pegs = {fields(l)["id"] for l in g.lines()[at:] if l.startswith("HEXKICK peg id=")}
    sides = {"home": NEXT_FIXTURE.split("_v_")[0], "away": NEXT_FIXTURE.split("_v_")[1]}
    out = [f"{side}:{number}" for team, number, _ in named
           for side, name in sides.items() if name == team]
    check(len([p for p in pegs if p.startswith("home:")]) == 11
          and len([p for p in pegs if p.startswith("away:")]) == 11
          and out and not any(p in pegs for p in out),
          f"both sides line up 11, without {out} ({sorted(pegs)})")
    g.shot("lineup")
    inputs, board = turns(g, "away", at, "match-5", stop=lambda b: partway(b, "away"))
    check(inputs >= 1, f"the person plays turns of fixture 5 ({inputs} inputs; minute "
                       f"{board.minute}, score {board.state.get('score')})")
    back = leave(g, at)
    s, at = state(g, back)
    offered = {fields(l)["id"] for l in g.lines()[back:]
               if l.startswith("HEXKICK menu_button screen=competition ")}
    check(s["in_play"] == "1" and s["button"] == "inplay" and {"next", "simulate"} <= offered,
          f"the competition page: the fixture in play, Resume match and Let AI finish "
          f"offered ({s}, {sorted(offered)})")
    g.shot("in-play")
    at = continue_from_page(g, at, board)
    s, at = ai_finishes(g, at, board, before)
    while s["button"] != "none":
        s, at = simulate(g, at, int(s["played"]))
    check(s["played"] == "6" and s["in_play"] == "0",
          f"every fixture played, none left in play ({s})")
    g.shot("over")
    standings_checked(g, at)
    g.click("competition", "tab_table")
    time.sleep(0.5)
    g.shot("table")


def score_of(text):
    """"1-0" as [1, 0]."""
    return [int(x) for x in text.split("-")]


def continue_from_page(g, at, board):
    """"Resume match" on the page resumes the saved match (not a new one from the
    kick-off); Menu -> Leave goes back to the page; the page's state line's index then."""
    g.click("competition", "next", at)
    line, resumed = g.wait(r"^HEXKICK match_resumed ", at)
    g.wait(r"^HEXKICK button label=menu ", resumed)
    again = Board(g.lines()[resumed:])
    check(again.state.get("score") == board.state.get("score")
          and again.state.get("minute") == board.state.get("minute"),
          f"Resume match on the page resumes the match at {board.state.get('minute')}' "
          f"{board.state.get('score')} ({line[:70]})")
    time.sleep(0.5)
    _, at = state(g, leave(g, resumed))
    return at


def leave(g, after):
    """Menu (the pause sheet), then Leave: back on the competition's page, the page the
    match came from; the index of the back_to line."""
    g.click_at(*menu_button(g))
    g.wait(r"^HEXKICK paused on=1", after)
    g.click("pause", "leave", after)
    line, at = g.wait(r"^HEXKICK back_to ", after)
    check(fields(line).get("page") == "competition",
          f"Leave goes back to the competition's page, where the match came from ({line})")
    return at


def ai_finishes(g, at, board, before):
    """"Let AI finish" on the person's fixture in play (he is away): it goes on from his
    minute and score to full time, is recorded, and the table counts it on top of his team's
    figures `before` it; the page's state then."""
    minute, score = int(board.state.get("minute", "0")), score_of(board.state.get("score", "0-0"))
    s, after = simulate(g, at, int(state(g, at)[0]["played"]))
    shown = [fields(l) for l in g.lines()[at:after] if l.startswith("HEXKICK simulating ")]
    steps = [(int(f["minute"]), score_of(f["score"])) for f in shown]
    check(steps and all(m >= minute and h >= score[0] and a >= score[1] for m, (h, a) in steps),
          f"the AI finished the match from {minute}' and {score}, never from the kick-off "
          f"({steps[:3]} ... {steps[-1:]})")
    mine = standing(g, after) or [0] * 7
    check(mine[0] == before[0] + 1 and mine[4] >= before[4] + score[1]
          and mine[5] >= before[5] + score[0],
          f"the table after the match: {PERSON} played {before[0] + 1} with at least the "
          f"{score[0]}-{score[1]} he played on top of {before} ({mine})")
    g.shot("finished")
    return no_match_offered(g, after)


def menu_button(g):
    """Where the match screen's Menu button is (its last button line)."""
    lines = [l for l in g.lines() if l.startswith("HEXKICK button label=menu ")]
    f = fields(lines[-1])
    return int(float(f["x"])), int(float(f["y"]))


def standings_checked(g, at):
    """The table's figures agree with themselves and with the matches played."""
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


def main():
    game_bin, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    data = fresh_folder(os.path.join(out, "competition-saves"))
    lost = (TimeoutError, KeyError)
    board = session(CupGame(game_bin, out, "1", data), "create and play", create_and_play,
                    start=False, errors=lost)
    board = session(CupGame(game_bin, out, "2", data), "to full time",
                    lambda g: played_to_full_time(g, board or Board([])), start=False,
                    errors=lost)
    session(CupGame(game_bin, out, "3", data), "recorded and on",
            lambda g: the_rest(g, board or Board([])), start=False, errors=lost)
    return summary("checks")


if __name__ == "__main__":
    sys.exit(main())
