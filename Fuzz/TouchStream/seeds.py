#!/usr/bin/env python3
"""Writes the seed corpus for Fuzz/TouchStream into the directory given: one file per gesture and profile,
in the input layout described in Fuzz/TouchStream/main.swift. Deterministic: the same files every run."""
import struct
import sys
from pathlib import Path

BEGAN, MOVED, STATIONARY, ENDED, CANCELLED = range(5)


def point(x, y):
    """x in -100...500 and y in -100...900 as the harness decodes them."""
    return struct.pack(">HH", round((x + 100) / 600 * 0xFFF0), round((y + 100) / 1000 * 0xFFF0))


def frame(dt, touches):
    """A frame `dt` seconds (multiples of 1/256, within ±0.5) after the map's clock."""
    body = bytes([len(touches) << 3, round(dt * 256) & 0xFF])
    for touch_id, phase, x, y in touches:
        body += bytes([touch_id, phase]) + point(x, y)
    return body


def wait(seconds):
    return bytes([7, min(255, round(seconds * 16))])


def drag(steps, dx, dy, dt=0.016):
    out = frame(0, [(1, BEGAN, 200, 400)])
    for i in range(1, steps + 1):
        out += frame(dt, [(1, MOVED, 200 + dx * i / steps, 400 + dy * i / steps)])
    return out + frame(dt, [(1, ENDED, 200 + dx, 400 + dy)])


def pinch(scale, turn=0):
    out = frame(0, [(1, BEGAN, 150, 400), (2, BEGAN, 250, 400)])
    for i in range(1, 9):
        s = 1 + (scale - 1) * i / 8
        out += frame(0.016, [(1, MOVED, 200 - 50 * s, 400 - turn * i), (2, MOVED, 200 + 50 * s, 400 + turn * i)])
    return out + frame(0.016, [(1, ENDED, 200 - 50 * scale, 400), (2, ENDED, 200 + 50 * scale, 400)])


def tap(x=200, y=400):
    return frame(0, [(1, BEGAN, x, y)]) + frame(0.05, [(1, ENDED, x, y)])


gestures = {
    "tap": tap() + wait(1),
    "double-tap": tap() + frame(0.1, []) + tap() + wait(1),
    "long-press": frame(0, [(1, BEGAN, 200, 400)]) + wait(1) + frame(0.01, [(1, ENDED, 200, 400)]),
    "drag": drag(10, 120, -80),
    "fling": drag(4, 300, 0, dt=0.008) + wait(3),
    "pinch-out": pinch(2),
    "pinch-in": pinch(0.5),
    "rotate": pinch(1, turn=12),
    "two-finger-tap": frame(0, [(1, BEGAN, 150, 400), (2, BEGAN, 250, 400)])
    + frame(0.05, [(1, ENDED, 150, 400), (2, ENDED, 250, 400)]),
    "tilt": frame(0, [(1, BEGAN, 150, 400), (2, BEGAN, 250, 400)])
    + b"".join(frame(0.016, [(1, MOVED, 150, 400 - 8 * i), (2, MOVED, 250, 400 - 8 * i)]) for i in range(1, 9))
    + frame(0.016, [(1, ENDED, 150, 336), (2, ENDED, 250, 336)]),
    "cancel": frame(0, [(1, BEGAN, 200, 400)]) + frame(0.02, [(1, CANCELLED, 210, 400)]),
    "backwards": frame(0, [(1, BEGAN, 200, 400)]) + frame(-0.25, [(1, MOVED, 220, 400)]),
    "nan": frame(0, [(1, BEGAN, 200, 400)]) + bytes([8, 4, 1, MOVED, 0xFF, 0xF0, 0x40, 0x00]),
    "unknown-id": frame(0, [(9, MOVED, 200, 400)]),
}

target = Path(sys.argv[1])
target.mkdir(parents=True, exist_ok=True)
for profile in range(5):
    for name, body in gestures.items():
        for animate in (0, 1):
            (target / f"seed-{name}-{profile}-{animate}").write_bytes(bytes([profile, animate]) + body)
