#!/usr/bin/env python3
"""Native help test: the rules reference and the hint, through the real window with xdotool.

usage: help_ui.py GAME OUT_DIR WxH    (DISPLAY must name a running X server, e.g. Xvfb)

1. Title screen -> Rules: the list of topics; a search for "offside" (typed on the keyboard
   at a desktop size, on the on-screen letter pad at a phone size) finds the Offside topic
   first; its page opens and says where it applies; Close goes back to the title screen.
2. The same in French (--lang fr): "hors-jeu" typed on the keyboard finds Offside (one
   parametrised pass, PASSES, serves both languages).
3. A match against the AI (the test kick-off, the AI away): "?" opens the rule of the
   question asked now (PHASE 1), Close returns to the match where it was (the same prompt);
   "Hint" asks the AI coach, whose words name players by team and number, never "home:9".
Screenshots (OUT_DIR/help-WxH/*.png, one per screen: rules, rules_found, rules_pad,
rules_topic, match, match_rules_topic, match_hint) are written by the game's --screen-shots.
Prints "ok ..."/"FAIL ..." lines and "help: P passed, F failed"; exit 0 when all passed.
Standard library only.
"""
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import menus_resume  # noqa: E402
from driver import check, session, summary  # noqa: E402
from menus_resume import TIMEOUT_S, fields, not_blank  # noqa: E402


class Game(menus_resume.Game):
    """One run of the game window, its log in a file (menus_resume's, started otherwise)."""

    def __init__(self, binary, out, name, size, args, shots=None):
        self.log_path = os.path.join(out, f"help-{name}.log")
        self.shots = os.path.join(out, shots or f"help-{size}")
        env = dict(os.environ, HEXKICK_DATA_DIR=os.path.join(out, f"help-saves-{size}"),
                   LIBGL_ALWAYS_SOFTWARE="1")
        self.log_file = open(self.log_path, "w")
        self.proc = subprocess.Popen(
            [binary, "--test-mode", "--size", size, "--timeout", "300",
             "--screen-shots", self.shots, *args],
            stdout=self.log_file, stderr=subprocess.STDOUT, env=env)
        self.window = None

    def mark(self):
        return len(self.lines())

    def wait(self, pattern, after=0, timeout=TIMEOUT_S):
        """The first log line at index >= after matching the regex (None after the timeout)."""
        try:
            return super().wait(pattern, after, timeout)[0]
        except TimeoutError:
            return None

    def click(self, screen, target, after=0):
        """Clicks a menu or rules target where its latest menu_button line put it."""
        prefix = f"HEXKICK menu_button screen={screen} id={target} "
        if self.wait("^" + re.escape(prefix), after) is None:
            return False
        f = fields([l for l in self.lines()[after:] if l.startswith(prefix)][-1])
        self.click_at(f["x"], f["y"])
        return True

    def button(self, key, after=0):
        """Clicks a match panel button where its latest button line put it."""
        if self.wait(rf"^HEXKICK button label={key} ", after) is None:
            return False
        found = [l for l in self.lines() if l.startswith(f"HEXKICK button label={key} ")]
        f = fields(found[-1])
        self.click_at(f["x"], f["y"])
        return True

    def type(self, text):
        subprocess.run(["xdotool", "type", "--delay", "120", text], check=True)
        time.sleep(0.5)



# The reference's passes: the language, the word searched for offside in it, the screenshots'
# folder's suffix.
PASSES = {"en": ("offside", ""), "fr": ("hors-jeu", "-fr")}


def reference(game_bin, out, size, lang):
    """The rules reference from the title screen in `lang` (PASSES), through search_offside."""
    word, suffix = PASSES[lang]
    w, h = (int(v) for v in size.split("x"))
    who = size if lang == "en" else f"{size} {lang}"
    args = ["--menus"] + ([] if lang == "en" else ["--lang", lang])
    name = f"rules-{size}" if lang == "en" else f"rules-{lang}-{size}"
    g = Game(game_bin, out, name, size, args, shots=f"help-{size}{suffix}")
    # The letter pad at a phone size in English; the keyboard otherwise.
    pad = w < h and lang == "en"
    session(g, who, lambda g: search_offside(g, who, word, pad), start=False)


def search_offside(g, who, word, pad):
    """The list of topics; `word` searched (on the letter pad with `pad`, typed otherwise)
    finds the Offside topic first; its page opens; Close goes back to the title screen."""
    check(g.wait(r"^HEXKICK screen_shown name=title ") is not None, f"{who}: the title screen")
    check(g.click("title", "rules"), f"{who}: the title screen offers Rules")
    shown = g.wait(r"^HEXKICK rules_shown screen=rules ")
    check(shown is not None and "found=26" in shown, f"{who}: the reference lists 26 topics")
    mark = g.mark()
    if pad:
        check(g.click("rules", "search"), f"{who}: the search box opens the letter pad")
        check(g.wait(r"^HEXKICK screen_shown name=rules_pad ", mark) is not None,
              f"{who}: the letter pad is shown")
        for c in word.upper():
            g.click("rules_pad", f"pad-{c}")
        g.click("rules_pad", "pad-ok")
    else:
        g.wait(r"^HEXKICK menu_button screen=rules id=search ")
        g.type(word)
    found = g.wait(rf'(?i)^HEXKICK rules_shown screen=rules_found .*query="?{re.escape(word)}', mark)
    check(found is not None and 'first="Offside"' in found,
          f"{who}: searching '{word}' finds the Offside topic first ({found})")
    time.sleep(1.0)
    mark = g.mark()
    check(g.click("rules_found", "topic-offside"), f"{who}: the Offside topic is listed")
    page = g.wait(r"^HEXKICK rules_shown screen=rules_topic topic=Offside ", mark)
    check(page is not None, f"{who}: the Offside page opens")
    time.sleep(1.0)
    mark = g.mark()
    check(g.click("rules_topic", "close"), f"{who}: the page has Close")
    check(g.wait(r"^HEXKICK screen_shown name=title ", mark) is not None,
          f"{who}: Close goes back to the title screen")
    time.sleep(0.5)


def match(game_bin, out, size):
    session(Game(game_bin, out, f"match-{size}", size, ["--ai", "away"]), size,
            lambda g: ask_in_match(g, size), start=False)


def ask_in_match(g, size):
    """In a match against the AI: "?" opens the rule of the moment, Close returns to the same
    question; Hint gives the AI coach's advice in words."""
    prompt = g.wait(r"^HEXKICK prompt side=home ")
    check(prompt is not None, f"{size}: the match asks the home coach ({prompt})")
    time.sleep(1.5)
    opened = g.mark()
    check(g.button("rules"), f"{size}: the panel has a ? button")
    page = g.wait(r"^HEXKICK rules_shown screen=rules_topic topic=Phase1 ", opened)
    check(page is not None, f"{size}: ? opens the rule of the moment: PHASE 1 ({page})")
    time.sleep(1.0)
    mark = g.mark()
    check(g.click("rules_topic", "close", opened), f"{size}: the rule has Close")
    back = g.wait(r"^HEXKICK prompt side=home ", mark)
    check(back is not None and prompt is not None and fields(back).get("phase") == fields(prompt).get("phase"),
          f"{size}: Close returns to the match at the same question")
    mark = g.mark()
    check(g.button("hint", opened), f"{size}: the panel has a Hint button against the AI")
    hint = g.wait(r"^HEXKICK hint ", mark, timeout=60)
    words = hint or ""
    check(hint is not None and re.search(r"(Home|Away) \d+", words) is not None
          and "home:" not in words and "away:" not in words,
          f"{size}: the hint names players by team and number ({words})")
    time.sleep(1.5)


def main():
    game_bin, out, size = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(out, exist_ok=True)
    w, h = (int(v) for v in size.split("x"))
    phone = w < h
    reference(game_bin, out, size, "en")
    match(game_bin, out, size)
    reference(game_bin, out, size, "fr")
    for name in ["rules_found", "rules_topic"]:
        path = os.path.join(out, f"help-{size}-fr", f"{name}.png")
        check(os.path.exists(path) and not_blank(path), f"{size} fr: screenshot {path}")
    shots = os.path.join(out, f"help-{size}")
    for name in ["rules", "rules_found", "rules_topic", "match", "match_rules_topic", "match_hint"] \
            + (["rules_pad"] if phone else []):
        path = os.path.join(shots, f"{name}.png")
        check(os.path.exists(path) and not_blank(path), f"{size}: screenshot {path}")
    return summary("help")


if __name__ == "__main__":
    sys.exit(main())
