#!/usr/bin/env python3
"""Counts the pixels of a colour in a screenshot: proof that a strip made in the studio is on
screen (in the studio's previews, or on the pegs of a match).

usage: check_studio.py PNG #rrggbb MIN_PIXELS [TOLERANCE]
Prints "colour #rrggbb: N pixels (need MIN)" and exits 0 when N >= MIN, else 1.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_smoke import read_png  # noqa: E402


def count_near(path, rgb, tolerance):
    width, height, bpp, rows = read_png(path)
    n = 0
    for line in rows:
        for x in range(0, width * bpp, bpp):
            if (abs(line[x] - rgb[0]) <= tolerance and abs(line[x + 1] - rgb[1]) <= tolerance
                    and abs(line[x + 2] - rgb[2]) <= tolerance):
                n += 1
    return n


def main():
    path, hexcolour, minimum = sys.argv[1], sys.argv[2], int(sys.argv[3])
    tolerance = int(sys.argv[4]) if len(sys.argv) > 4 else 6
    rgb = tuple(int(hexcolour[i:i + 2], 16) for i in (1, 3, 5))
    n = count_near(path, rgb, tolerance)
    print(f"colour {hexcolour}: {n} pixels (need {minimum})")
    sys.exit(0 if n >= minimum else 1)


if __name__ == "__main__":
    main()
