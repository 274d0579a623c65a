"""`questboard new-adventure ID`: write a small, valid adventure file to start from."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from questboard.errors import QuestboardError

TEMPLATE = """\
# A new adventure. The format: questboard docs format (it prints FORMAT.md; --out writes it);
# check the file with: questboard validate {path}
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
        map: {map}
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

# An example map for `--with-map`: the fight of the template is fought on it.
MAP_TEMPLATE = """\
# A combat map (see 'Maps' in: questboard docs format). Lengths in LU (88 mm), the origin at
# the top left, y downwards; draw it with: questboard measure {path} --png map.png
id: {id}
title: {title}
description: A trampled field beside a wood, a stone wall across its middle.
size: [3.0, 2.2]
terrain:
  - {{id: old-oak, kind: tree, at: [0.9, 0.6]}}
  - {{id: stone-wall, kind: custom, name: Stone wall, cover: true, at: [1.5, 1.2],
     footprint: {{shape: rectangle, width: 0.12, height: 0.6}}}}
  - {{id: camp, kind: tents, at: [2.4, 1.8]}}
zones:
  - {{id: heroes, kind: hero, polygon: [[0.1, 1.3], [0.9, 1.3], [0.9, 2.1], [0.1, 2.1]]}}
  - {{id: raiders, kind: minion, polygon: [[1.9, 0.1], [2.9, 0.1], [2.9, 1.1], [1.9, 1.1]]}}
"""


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", help="the adventure's id, lowercase-with-dashes")
    parser.add_argument("--title", help="the title (default: from the id)")
    parser.add_argument("--out", type=Path,
                        help="the file to write (default: adventures/ID.yaml when the current "
                             "folder has an adventures/ folder, else ./ID.yaml)")
    parser.add_argument("--with-map", action="store_true",
                        help="also write an example combat map, maps/ID-field.yaml beside the "
                             "adventure, and fight the template's fight on it")


def run(args: argparse.Namespace) -> int:
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{1,39}", args.id):
        raise QuestboardError(f"{args.id!r} is not an id: use lowercase letters, digits and dashes")
    if args.out is None:
        args.out = default_path(args.id)
    if args.out.exists():
        raise QuestboardError(f"{args.out} already exists; choose another id or --out")
    title = args.title or args.id.replace("-", " ").title()
    map_id, map_path = "forest-clearing", None
    if args.with_map:
        map_id = f"{args.id}-field"
        map_path = args.out.parent / "maps" / f"{map_id}.yaml"
        if map_path.exists():
            raise QuestboardError(f"{map_path} already exists; choose another id or --out")
    if map_path is not None:
        _write(map_path, MAP_TEMPLATE.format(id=map_id, title=json.dumps(f"The field of {title}"), path=map_path))
    _write(args.out, adventure_text(args.id, title, args.out, map_id))
    if map_path is not None:
        print(f"wrote {map_path} ({map_path.resolve()}), the map of its fight")
    print(f"wrote {args.out} ({args.out.resolve()}); check it with: questboard validate {args.out}")
    print("the file formats: questboard docs format (or: questboard docs format --out FORMAT.md)")
    return 0


def adventure_text(adventure_id: str, title: str, path: Path | str,
                   map_id: str = "forest-clearing") -> str:
    """The template filled in: its fight is fought on `map_id`."""
    return TEMPLATE.format(id=adventure_id, title=json.dumps(title), path=path, map=map_id)


def _write(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        raise QuestboardError(f"cannot write {path}: {error.strerror}") from None


def default_path(adventure_id: str) -> Path:
    """Where a new adventure goes: into the current folder's adventures/ if there is one,
    else the current folder itself; never into the installed program's own files."""
    here = Path("adventures")
    return (here if here.is_dir() else Path()) / f"{adventure_id}.yaml"
