"""`questboard new-adventure ID`: write a small, valid adventure file to start from."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

TEMPLATE = """\
# A new adventure. The format is described in adventures/FORMAT.md;
# check it with: questboard validate {path}
id: {id}
title: {title}
level: 1
heroes: {{min: 1, max: 4}}

components:
  locations: [meadowground, forest-clearing]
  quest_items: []
  equipment: [potion-of-healing]
  bad_guys: [orc-warrior]
  terrain: []

qm_sheet:
  markers:
    1: The heroes listened to the old woman.
  toughness: 0

start: 1
rewards: {{improvements: 1}}

paragraphs:
  1:
    read: |
      (Intro: where are the heroes, and what is wrong?)
    qm: (Notes only the Quest Master reads.)
    tasks:
      - place: meadowground
      - place: forest-clearing
      - move_heroes: meadowground
    next:
      options:
        - {{label: Listen to the old woman, goto: 2}}
        - {{label: Hurry to the forest clearing, goto: 3, if: location "Forest Clearing"}}
      fallback: 3

  2:
    read: (A hint, and a small reward.)
    tasks:
      - tick: 1
      - find: potion-of-healing
    next: 3

  3:
    read: (A challenge.)
    next:
      check: test
      attribute: talent
      difficulty: medium
      on_success: 4
      on_failure: {{do: [{{damage: 1, who: one}}], goto: 4}}

  4:
    read: (The fight.)
    tasks:
      - move_heroes: forest-clearing
    next:
      combat:
        map: forest-clearing
        first: leader
        bad_guys:
          raiders: {{orc-warrior: heroes}}
      on_victory: 5
      on_defeat: 6

  5:
    read: (The heroes have won.)
    next: {{end: success}}

  6:
    read: (The heroes have lost.)
    next: {{end: failure}}
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", help="the adventure's id, lowercase-with-dashes")
    parser.add_argument("--title", help="the title (default: from the id)")
    parser.add_argument("--out", type=Path,
                        help="the file to write (default: adventures/ID.yaml when the current "
                             "folder has an adventures/ folder, else ./ID.yaml)")


def run(args: argparse.Namespace) -> int:
    from questboard.errors import QuestboardError

    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{1,39}", args.id):
        raise QuestboardError(f"{args.id!r} is not an id: use lowercase letters, digits and dashes")
    if args.out is None:
        args.out = default_path(args.id)
    if args.out.exists():
        raise QuestboardError(f"{args.out} already exists; choose another id or --out")
    title = args.title or args.id.replace("-", " ").title()
    try:
        args.out.write_text(TEMPLATE.format(id=args.id, title=title, path=args.out), encoding="utf-8")
    except OSError as error:
        raise QuestboardError(f"cannot write {args.out}: {error.strerror}") from None
    print(f"wrote {args.out} ({args.out.resolve()}); check it with: questboard validate {args.out}")
    return 0


def default_path(adventure_id: str) -> Path:
    """Where a new adventure goes: into the current folder's adventures/ if there is one,
    else the current folder itself; never into the installed program's own files."""
    here = Path("adventures")
    return (here if here.is_dir() else Path()) / f"{adventure_id}.yaml"
