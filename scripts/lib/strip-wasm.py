#!/usr/bin/env python3
"""Drops a wasm module's custom sections (the `name` section, `.debug_*`, `producers`,
`target_features`): the browser needs none of them to run the game, and the name section alone
is about a fifth of hexkick.wasm. Every other section is copied byte for byte.

Usage: scripts/lib/strip-wasm.py IN.wasm OUT.wasm   (prints what it dropped)
"""
import sys


def leb128(data, at):
    """The unsigned LEB128 number at `at` and the offset after it."""
    value, shift = 0, 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, at
        shift += 7


def strip(data):
    """The module without custom sections, and the (name, size) of each dropped one."""
    if data[:4] != b"\0asm":
        raise ValueError("not a wasm module")
    out, dropped, at = bytearray(data[:8]), [], 8
    while at < len(data):
        start = at
        section_id = data[at]
        size, body = leb128(data, at + 1)
        end = body + size
        if end > len(data):
            raise ValueError("a section runs past the end of the module")
        if section_id == 0:
            name_len, name_at = leb128(data, body)
            dropped.append((data[name_at:name_at + name_len].decode("utf-8", "replace"), end - start))
        else:
            out += data[start:end]
        at = end
    return bytes(out), dropped


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1], "rb") as f:
        data = f.read()
    stripped, dropped = strip(data)
    with open(sys.argv[2], "wb") as f:
        f.write(stripped)
    names = ", ".join(f"{name} {size // 1024} KiB" for name, size in dropped) or "nothing"
    print(f"strip-wasm: {len(data)} -> {len(stripped)} bytes (dropped {names})")


if __name__ == "__main__":
    main()
