"""`questboard storyboard ADVENTURE --out FILE.png [--svg FILE.svg]`: the adventure's
paragraph graph drawn as the rulebook's storyboard.

An adventure whose ways are wrong (a paragraph nobody reaches, a loop with no end, a way
to a paragraph that does not exist) is drawn all the same, with those places marked, and
its problems listed: the picture is how an author finds them.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from questboard.errors import QuestboardError


class BadArguments(QuestboardError):
    exit_code = 2


PNG_PIXELS = 100_000_000
"""The largest PNG drawn (about 400 MB while it is painted); a larger board is an SVG."""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("adventure", help="an adventure file or the id of a shipped one")
    parser.add_argument("--out", type=Path, help="the picture to write (.png, or .svg)")
    parser.add_argument("--svg", type=Path, metavar="FILE.svg",
                        help="write the same storyboard as SVG as well (or alone)")


def _outputs(args: argparse.Namespace) -> list[tuple[str, Path]]:
    wanted = []
    if args.out is not None:
        kind = args.out.suffix.lower().lstrip(".")
        if kind not in ("png", "svg"):
            raise BadArguments(f"--out {args.out}: the picture is a .png or a .svg file")
        wanted.append((kind, args.out))
    if args.svg is not None:
        if args.svg.suffix.lower() != ".svg":
            raise BadArguments(f"--svg {args.svg}: name a .svg file")
        wanted.append(("svg", args.svg))
    if not wanted:
        raise BadArguments("say where to draw it: --out FILE.png (or --svg FILE.svg)")
    for _, path in wanted:
        if path.is_dir():
            raise BadArguments(f"{path} is a folder; name a file")
        if path.parent != Path("") and not path.parent.is_dir():
            raise BadArguments(f"{path}: there is no folder {path.parent}")
    return wanted


def run(args: argparse.Namespace) -> int:
    wanted = _outputs(args)
    board, problems = load_board(args.adventure)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from questboard.ui.drawing import storyboard as draw
    from questboard.ui.drawing.storyboard_layout import lay_out

    picture = lay_out(board, draw.measure)
    pixels = picture.width * picture.height
    for kind, path in wanted:
        if kind == "png" and pixels > PNG_PIXELS:
            raise QuestboardError(
                f"{path}: the storyboard of {len(board.boxes)} boxes is {picture.width:,} × "
                f"{picture.height:,} pixels, too large for a PNG (at most "
                f"{PNG_PIXELS // 1_000_000} million pixels); draw it as --svg FILE.svg")
    for kind, path in wanted:
        if kind == "png":
            draw.draw_png(picture, path)
        else:
            path.write_text(draw.to_svg(picture), encoding="utf-8")
        print(f"wrote {path} ({picture.width}×{picture.height}, {len(board.boxes)} boxes)")
    if problems:
        print(f"drawn with {len(problems)} problem{'s' if len(problems) != 1 else ''} "
              "(marked in the picture where they are ways):", file=sys.stderr)
        for p in problems:
            print(f"  {p}", file=sys.stderr)
    return 0


def load_board(name: str):
    """The storyboard of an adventure file or shipped id, and the file's problems; an
    adventure that does not even read as one is refused with its problems."""
    from questboard.adventure.compiler import check_file
    from questboard.adventure.files import find_adventure
    from questboard.adventure.names import printed_name
    from questboard.adventure.storyboard import board_of
    from questboard.content import load_cards
    from questboard.errors import InputFileError

    try:
        path = find_adventure(name)
    except QuestboardError as error:
        raise BadArguments(str(error)) from None
    cards = load_cards()
    report = check_file(path, cards)
    if report.adventure is None:
        raise InputFileError(problems=list(report.problems))
    board = board_of(report.adventure, lambda kind, text: printed_name(cards, text, kind))
    return board, list(report.problems)
