#!/usr/bin/env python3
"""Draws hexkick's app icon (a ball on a hex cell) at every size the platforms need.

Run once after changing the design; the PNGs are committed. Pure Python (zlib only), so it
runs on a fresh machine: `python3 scripts/make-icons.py`.

Writes:
  android/res/mipmap-{mdpi..xxxhdpi}/ic_launcher.png  48..192 px, rounded, transparent corners
  android/playstore-icon.png                           512 px (store listing)
  ios/Assets.xcassets/AppIcon.appiconset/*.png         full-bleed, no alpha (iOS masks it)
  web/icon-{180,192,512}.png                           page icon, home-screen icons
"""

import math
import os
import struct
import zlib

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

ANDROID_DENSITIES = {"mdpi": 48, "hdpi": 72, "xhdpi": 96, "xxhdpi": 144, "xxxhdpi": 192}
# iOS icon files: name -> pixel size (iPhone 60pt @2x/@3x, iPad 76pt @2x, iPad Pro 83.5pt @2x,
# Spotlight 40pt, Settings 29pt, Notification 20pt, App Store 1024).
IOS_ICONS = {
    "AppIcon-20@2x.png": 40,
    "AppIcon-20@3x.png": 60,
    "AppIcon-29@2x.png": 58,
    "AppIcon-29@3x.png": 87,
    "AppIcon-40@2x.png": 80,
    "AppIcon-40@3x.png": 120,
    "AppIcon-60@2x.png": 120,
    "AppIcon-60@3x.png": 180,
    "AppIcon-76@2x.png": 152,
    "AppIcon-83.5@2x.png": 167,
    "AppIcon-1024.png": 1024,
}
WEB_ICONS = {"icon-180.png": 180, "icon-192.png": 192, "icon-512.png": 512}

GRASS_DARK = (22, 92, 44)
GRASS_LIGHT = (58, 160, 84)
CELL = (74, 184, 102)
LINE = (245, 248, 240)
BALL = (250, 250, 250)
BALL_SHADE = (196, 204, 210)
PATCH = (24, 28, 32)
SHADOW = (10, 50, 22)


def mix(a, b, t):
    return tuple(a[i] + (b[i] - a[i]) * t for i in range(3))


def hex_distance(x, y, cx, cy, r):
    """Signed distance-like measure to a pointy-top hexagon of circumradius r (<0 inside)."""
    px, py = abs(x - cx), abs(y - cy)
    apothem = r * math.sqrt(3) / 2
    # pointy-top: vertical vertices; edges at +-30 degrees from horizontal and vertical sides.
    d_side = px - apothem
    d_slant = (px * 0.5 + py * math.sqrt(3) / 2) - apothem
    return max(d_side, d_slant)


def pentagon_distance(x, y, cx, cy, r):
    px, py = x - cx, y - cy
    worst = -1e9
    for k in range(5):
        angle = -math.pi / 2 + k * 2 * math.pi / 5 + math.pi / 5
        nx, ny = math.cos(angle), math.sin(angle)
        worst = max(worst, px * nx + py * ny - r * math.cos(math.pi / 5))
    return worst


def shade(u, v, rounded):
    """Colour (r, g, b, a) of the icon at (u, v) in [0, 1]^2, y down."""
    if rounded:
        corner = 0.2
        qx = max(abs(u - 0.5) - (0.5 - corner), 0.0)
        qy = max(abs(v - 0.5) - (0.5 - corner), 0.0)
        if math.hypot(qx, qy) > corner:
            return (0, 0, 0, 0)
    colour = mix(GRASS_LIGHT, GRASS_DARK, v)
    d_hex = hex_distance(u, v, 0.5, 0.5, 0.40)
    if d_hex < 0:
        colour = CELL
    if abs(d_hex) < 0.022:
        colour = LINE
    # the ball's shadow, then the ball
    if math.hypot((u - 0.535) / 1.15, v - 0.585) < 0.175:
        colour = mix(colour, SHADOW, 0.45)
    bx, by, br = 0.5, 0.48, 0.19
    d_ball = math.hypot(u - bx, v - by)
    if d_ball < br:
        light = max(0.0, min(1.0, ((u - bx) + (v - by)) / (br * 1.4) + 0.35))
        colour = mix(BALL, BALL_SHADE, light * light)
        if pentagon_distance(u, v, bx, by, 0.075) < 0:
            colour = PATCH
        if d_ball > br - 0.012:
            colour = mix(colour, (60, 70, 70), 0.6)
    return colour + (255,)


def render(size, rounded, samples):
    rows = []
    step = 1.0 / (size * samples)
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sj in range(samples):
                for si in range(samples):
                    u = (i * samples + si + 0.5) * step
                    v = (j * samples + sj + 0.5) * step
                    r, g, b, a = shade(u, v, rounded)
                    acc[0] += r * a
                    acc[1] += g * a
                    acc[2] += b * a
                    acc[3] += a
            n = samples * samples
            alpha = acc[3] / n
            if alpha > 0:
                pixel = [round(acc[c] / acc[3]) for c in range(3)]
            else:
                pixel = [0, 0, 0]
            if rounded:
                row.extend(pixel + [round(alpha)])
            else:
                row.extend(pixel)
        rows.append(bytes(row))
    return b"".join(rows)


def write_png(path, size, raw, rgba):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    colour_type = 6 if rgba else 2
    header = struct.pack(">IIBBBBB", size, size, 8, colour_type, 0, 0, 0)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(png)
    print(f"{os.path.relpath(path, ROOT)}: {size}x{size}")


def icon(path, size, rounded):
    samples = 4 if size <= 256 else 2
    write_png(path, size, render(size, rounded, samples), rounded)


def main():
    for density, size in ANDROID_DENSITIES.items():
        icon(os.path.join(ROOT, "android", "res", f"mipmap-{density}", "ic_launcher.png"), size, True)
    icon(os.path.join(ROOT, "android", "playstore-icon.png"), 512, True)
    for name, size in IOS_ICONS.items():
        icon(os.path.join(ROOT, "ios", "Assets.xcassets", "AppIcon.appiconset", name), size, False)
    for name, size in WEB_ICONS.items():
        icon(os.path.join(ROOT, "web", name), size, name != "icon-180.png")


if __name__ == "__main__":
    main()
