"""`questboard join ADDRESS --code CODE [--seat HERO|table]`: take a seat at a game hosted on
another machine: a hero's (his sheet, his choices, his base on the battlefield) or the
table's (the public picture alone). A wrong code, protocol version or seat, or a host that
cannot be reached, is one line and exit code 2."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("address", help="the host's address as it shows it, e.g. 192.168.1.20:8765 "
                                        "or ws://192.168.1.20:8765")
    parser.add_argument("--code", required=True, help="the join code the host shows")
    parser.add_argument("--seat", default="table",
                        help="a hero's id (karomin …) to play him, or 'table' for the public picture (default)")
    parser.add_argument("--out", type=Path, metavar="FILE.png",
                        help="draw the seat's window once to this PNG and leave (headless)")
    parser.add_argument("--size", default="1280x720", help="window size, e.g. 1280x720")


def _size(text: str) -> tuple[int, int] | None:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        return None
    return (w, h) if 640 <= w <= 7680 and 360 <= h <= 4320 else None


def run(args: argparse.Namespace) -> int:
    size = _size(args.size)
    if size is None:
        print(f"questboard join: --size {args.size!r}: write WIDTHxHEIGHT, from 640x360 to 7680x4320",
              file=sys.stderr)
        return 2
    if args.out is not None:  # before pygame is first imported
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from questboard.ui.joined.window import CannotJoin, join_seat

    try:
        client = join_seat(args.address, args.code, args.seat)
    except CannotJoin as error:
        print(f"questboard join: {error}", file=sys.stderr)
        return 2
    try:
        return _window(client, size, args.out)
    finally:
        client.stop()


def _window(client, size: tuple[int, int], out: Path | None) -> int:
    from questboard.cli.window import NO_DISPLAY, has_display

    if out is None and not has_display():
        print(NO_DISPLAY, file=sys.stderr)
        return 2
    from questboard.ui.joined.window import open_joined

    app = open_joined(client, size, hidden=out is not None)
    if out is None:
        return app.run()
    for _ in range(5):
        app.frame(1 / 60)
    app.screenshot(out)
    app.close()
    print(f"wrote {out}")
    return 0
