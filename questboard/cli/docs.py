"""`questboard docs [format]`: the author's documentation, printed or written where an author
can read it (after `pip install .` it lives inside the installed package)."""

from __future__ import annotations

import argparse
from pathlib import Path

from questboard.errors import QuestboardError
from questboard.resources import adventures_dir

# name -> (file in the shipped adventures folder, what it is)
DOCS = {"format": ("FORMAT.md", "the adventure, map and card file formats")}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", default="format", choices=sorted(DOCS),
                        help="which document (default: format: " + DOCS["format"][1] + ")")
    parser.add_argument("--out", type=Path, help="write it to this file instead of printing it")


def doc_path(name: str) -> Path:
    """Where the shipped document `name` is."""
    return adventures_dir() / DOCS[name][0]


def run(args: argparse.Namespace) -> int:
    path = doc_path(args.name)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise QuestboardError(f"cannot read {path}: {error.strerror}") from None
    if args.out is None:
        print(text, end="")
        return 0
    if args.out.exists():
        raise QuestboardError(f"{args.out} already exists; choose another --out")
    try:
        args.out.write_text(text, encoding="utf-8")
    except OSError as error:
        raise QuestboardError(f"cannot write {args.out}: {error.strerror}") from None
    print(f"wrote {args.out} ({args.out.resolve()})")
    return 0
