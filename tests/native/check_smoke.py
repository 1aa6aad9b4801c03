#!/usr/bin/env python3
"""Checks a native smoke run of hexkick: the game's HEXKICK log and its PNG screenshot.

usage: check_smoke.py LOG PNG DRAG_DX DRAG_DY [STYLE]
STYLE (low, lob or header; default low) is the kick style the flick must have; a lob must also
have flown over at least one peg. Prints one line per check ("ok ..." / "FAIL ...") and a last line "checks: P passed, F failed".
Exit code 0 when every check passed. Standard library only (zlib for the PNG).
"""
import math
import struct
import sys
import zlib

from driver import hexkick_lines

# Board geometry (crates/rules/src/pitch.rs): cell width 9 cm, 13 cell sizes across.
CELL_W = 9.0
CELL_SIZE = CELL_W / math.sqrt(3.0)
PITCH_W = 13.0 * CELL_SIZE
PEG_R = 0.6
BALL_R = 0.75


def read_log(path):
    """The game's HEXKICK lines by kind, each a dict of its NAME=value fields (read from each
    line's "HEXKICK ", as `driver.hexkick_lines` reads them)."""
    records = {}
    for line in hexkick_lines(path):
        parts = line.split()
        if len(parts) < 2:
            continue
        fields = {}
        for p in parts[2:]:
            if "=" in p:
                k, v = p.split("=", 1)
                fields[k] = v
        records.setdefault(parts[1], []).append(fields)
    return records


def read_png(path):
    """Decodes an 8-bit RGB or RGBA non-interlaced PNG into (width, height, rows of bytes)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth} colour {colour} interlace {interlace}")
    bpp = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        ftype = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if ftype == 1:
                line[x] = (line[x] + a) & 255
            elif ftype == 2:
                line[x] = (line[x] + b) & 255
            elif ftype == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pr) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what):
        if ok:
            self.passed += 1
            print(f"ok   {what}")
        else:
            self.failed += 1
            print(f"FAIL {what}")


def main():
    log_path, png_path, ddx, ddy = sys.argv[1], sys.argv[2], float(sys.argv[3]), float(sys.argv[4])
    style = sys.argv[5] if len(sys.argv) > 5 else "low"
    c = Checks()
    log = read_log(log_path)
    view = (log.get("view") or [{}])[0]
    flicks = log.get("flick", [])
    rests = log.get("ball_rest", [])
    c.check(bool(view), "the game logged its view")
    c.check(bool(flicks), "the drag flicked the ball (HEXKICK flick)")
    c.check(bool(rests), "the ball came to rest (HEXKICK ball_rest)")
    if not (view and flicks and rests):
        print(f"checks: {c.passed} passed, {c.failed} failed")
        return 1
    s = float(view["px_per_cm"])
    cx, cy = float(view["centre_x"]), float(view["centre_y"])
    portrait = view.get("portrait") == "1"

    def to_screen(x, y):
        return (cx + y * s, cy - x * s) if portrait else (cx + x * s, cy + y * s)

    # The drag direction on screen, as a direction on the pitch.
    pdx, pdy = (-ddy, ddx) if portrait else (ddx, ddy)
    f = flicks[-1]
    vx, vy = float(f["vx"]), float(f["vy"])
    cos_flick = (vx * pdx + vy * pdy) / (math.hypot(vx, vy) * math.hypot(pdx, pdy) + 1e-9)
    c.check(cos_flick > 0.9, f"the flick points along the drag (cos {cos_flick:.3f})")
    c.check(f.get("style") == style, f"the flick is a {style} kick (style={f.get('style')})")
    r = rests[-1]
    # Where the ball is drawn, and the outcome's rest point (where it crossed a line if it left).
    rx, ry = float(r["x"]), float(r["y"])
    ox, oy = float(r.get("rest_x", rx)), float(r.get("rest_y", ry))
    along = (ox * pdx + oy * pdy) / math.hypot(pdx, pdy)
    c.check(along > 1.0, f"the ball went {along:.1f} cm in the drag direction to ({ox}, {oy}), "
            f"cell {r.get('cell')}, exit {r.get('exit')}")
    if style == "lob":
        c.check(r.get("flew_over", "none") != "none", f"the lob flew over a peg (flew_over={r.get('flew_over')})")

    width, height, bpp, rows = read_png(png_path)
    c.check(width >= 640 and height >= 400, f"screenshot is {width}x{height}")

    def pixel(x, y):
        x, y = int(round(x)), int(round(y))
        if not (0 <= x < width and 0 <= y < height):
            return (0, 0, 0)
        row = rows[y]
        return tuple(row[x * bpp:x * bpp + 3])

    def any_pixel_near(x, y, radius_cm, test):
        rad = max(2.0, radius_cm * s)
        steps = int(rad) + 1
        for dy in range(-steps, steps + 1):
            for dx in range(-steps, steps + 1):
                if dx * dx + dy * dy <= rad * rad and test(pixel(x + dx, y + dy)):
                    return True
        return False

    # Grass: the middle of cell D6 (row D, column 6), where nobody stands at kick-off.
    gx, gy = to_screen((6 - 5.5) * CELL_W, -1.5 * CELL_SIZE)
    g = pixel(gx, gy)
    c.check(g[1] > g[0] + 30 and g[1] > g[2] + 30, f"grass is green at D6 {g}")
    # A zone line: the top touchline, drawn thick and white.
    lx, ly = to_screen(20.0, -PITCH_W / 2.0)
    line_white = any_pixel_near(lx, ly, 0.1, lambda p: min(p) > 200)
    c.check(line_white, f"the touchline is white near ({lx:.0f}, {ly:.0f})")
    # The ball where the log says it rests.
    bx, by = to_screen(rx, ry)
    # White, or (under a translucent banner, e.g. the hand-over's) much lighter than the felt
    # around it; a ball that left the pitch is drawn where the restart puts it, not checked.
    ring = [pixel(bx + BALL_R * 2.5 * s * math.cos(a), by + BALL_R * 2.5 * s * math.sin(a))
            for a in [i * math.pi / 4 for i in range(8)]]
    around = max(min(p) for p in ring)
    if r.get("exit", "none") == "none":
        c.check(any_pixel_near(bx, by, BALL_R * 0.9, lambda p: min(p) > min(225, around + 60)),
                f"the white ball is drawn at ({bx:.0f}, {by:.0f}) (felt around it up to {around})")
    # A red peg (home 5 on D2) and a blue peg (away 5 on F9, D2 turned half a turn).
    hx, hy = to_screen((2 - 5.5) * CELL_W, -1.5 * CELL_SIZE)
    c.check(any_pixel_near(hx, hy, PEG_R, lambda p: p[0] > 170 and p[1] < 90 and p[2] < 90),
            f"a red peg is drawn at ({hx:.0f}, {hy:.0f})")
    ax, ay = to_screen((9 - 5.5) * CELL_W, 1.5 * CELL_SIZE)
    c.check(any_pixel_near(ax, ay, PEG_R, lambda p: p[2] > 170 and p[0] < 90 and p[1] < 130),
            f"a blue peg is drawn at ({ax:.0f}, {ay:.0f})")
    # The cached board layer is upright: the left advertising board's second panel from the
    # top is yellow (a layer flipped upside down shows blue there).
    yx, yy = to_screen(-51.0, -9.875)
    y = pixel(yx, yy)
    c.check(y[0] > 200 and y[1] > 150 and y[2] < 80, f"the board layer is upright (yellow panel {y})")
    # And the picture is not one flat colour (a black or blank screen fails here).
    colours = {pixel(x, y) for x in range(0, width, 37) for y in range(0, height, 29)}
    c.check(len(colours) > 20, f"the screenshot has {len(colours)} distinct sampled colours")
    print(f"checks: {c.passed} passed, {c.failed} failed")
    return 0 if c.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
