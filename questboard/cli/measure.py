"""`questboard measure`: referee a battlefield question — distance, touching, range, sight, a move, a card.

Example:
  questboard measure forest-clearing --place k=hero@0.5,1.7 --place o=bad_guy@2.4,0.6 \\
      --from k --to o --bar 1.2 --move-to 1.4,1.2 --png table.png
"""

from __future__ import annotations

import argparse
import json
import math
import re
from pathlib import Path

_NUM = r"-?\d+(?:\.\d*)?|-?\.\d+"
_PLACE = re.compile(rf"^(?P<id>[A-Za-z0-9_.-]+)=(?P<side>[A-Za-z_-]+)@(?P<x>{_NUM}),(?P<y>{_NUM})(?:,(?P<r>{_NUM}))?$")
_SIDES = {"hero": "hero", "bad_guy": "bad_guy", "bad-guy": "bad_guy", "badguy": "bad_guy"}


def _place(text: str) -> tuple[str, str, float, float, float | None]:
    m = _PLACE.match(text.strip())
    if not m:
        raise argparse.ArgumentTypeError(f"'{text}' is not ID=SIDE@X,Y[,R] (e.g. k=hero@0.5,1.2)")
    side = _SIDES.get(m["side"].lower())
    if side is None:
        raise argparse.ArgumentTypeError(f"side must be hero or bad_guy, not '{m['side']}'")
    r = float(m["r"]) if m["r"] is not None else None
    if r is not None and r <= 0:
        raise argparse.ArgumentTypeError(f"base radius must be above 0 in '{text}'")
    return m["id"], side, float(m["x"]), float(m["y"]), r


def _numbers(count: int, what: str):
    def parse(text: str) -> tuple[float, ...]:
        try:
            values = tuple(float(v) for v in text.split(","))
        except ValueError:
            values = ()
        if len(values) != count or not all(math.isfinite(v) for v in values):
            raise argparse.ArgumentTypeError(f"'{text}' is not {what}")
        return values

    return parse


def _bar(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"'{text}' is not a length in LU") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"'{text}' is not a length in LU")
    if value < 0:
        raise argparse.ArgumentTypeError("a bar cannot be negative")
    return value


def _uses(text: str) -> int:
    if not text.isdecimal() or not 1 <= int(text) <= 9:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of uses from 1 to 9")
    return int(text)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("map", metavar="MAP", help="a map file, or the id of a shipped map (e.g. ship-deck)")
    parser.add_argument("--place", action="append", type=_place, default=[], metavar="ID=SIDE@X,Y[,R]",
                        help="put a base on the field (SIDE hero or bad_guy, R the radius, default 0.15 LU)")
    parser.add_argument("--from", dest="source", required=True, metavar="A", help="the acting piece")
    parser.add_argument("--to", dest="target", metavar="B", help="the other piece: distance, range, sight")
    parser.add_argument("--move-to", type=_numbers(2, "X,Y"), metavar="X,Y", help="check a straight move of A to X,Y")
    parser.add_argument("--bar", type=_bar, metavar="L", help="bar length in LU (movement for --move-to, range for --to)")
    parser.add_argument("--uses", type=_uses, default=1, help="how often the card's bar may be used (default 1)")
    parser.add_argument("--card", type=_numbers(3, "X,Y,DEG"), metavar="X,Y,DEG", help="lay an area card there for A")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    parser.add_argument("--png", type=Path, metavar="FILE", help="also draw the situation to a PNG file")


def _map_path(text: str) -> Path:
    from questboard.play.library import find_map

    path = Path(text)
    return path if path.is_file() else find_map(text)


def measure(args: argparse.Namespace) -> tuple[dict, object, object]:
    """Answer every question the arguments ask; returns (report, battlefield, map)."""
    from questboard.battlefield import Battlefield, load_map
    from questboard.errors import QuestboardError

    combat_map = load_map(_map_path(args.map))
    bf = Battlefield.from_map(combat_map)
    for pid, side, x, y, r in args.place:
        if pid in bf.pieces:
            raise QuestboardError(f"piece '{pid}' is placed twice")
        bf.add_piece(pid, side, (x, y), r if r is not None else 0.15)
    for role, pid in (("--from", args.source), ("--to", args.target)):
        if pid is not None and pid not in bf.pieces:
            placed = ", ".join(bf.pieces) or "none"
            raise QuestboardError(f"{role} names '{pid}', which is not placed (placed: {placed})")
    if args.move_to is not None and args.bar is None:
        raise QuestboardError("--move-to needs --bar (the movement bar in LU)")
    if args.uses < 1:
        raise QuestboardError("--uses must be 1 or more")
    report: dict = {"map": combat_map.id, "from": args.source, "to": args.target,
                    "warnings": _misplaced(bf, combat_map)}
    report["pieces"] = [
        {"id": p.id, "side": p.side, "x": p.x, "y": p.y, "radius": p.radius} for p in bf.pieces.values()
    ]
    if args.target is not None:
        a, b = args.source, args.target
        report["distance"] = round(bf.edge_distance(a, b), 4)
        report["touching"] = bf.touching(a, b)
        if args.bar is not None:
            rv = bf.check_range(a, b, args.bar, args.uses)
            report["range"] = {"in_range": rv.in_range, "reason": rv.reason, "reach": rv.reach}
        sv = bf.line_of_sight(a, b)
        report["sight"] = {
            "clear": sv.clear, "reason": sv.reason, "blockers": list(sv.blockers),
            "witness": [list(map(_r, pt)) for pt in sv.witness] if sv.witness else None,
        }
    if args.move_to is not None:
        mv = bf.check_path(args.source, [tuple(args.move_to)], args.bar, args.uses)
        leg = mv.legs[-1] if mv.legs else None
        report["move_to"] = [_r(v) for v in args.move_to]
        report["move"] = {
            "legal": mv.legal, "reason": mv.reason, "end": list(map(_r, mv.end)),
            "length": _r(leg.length) if leg else None, "blocker": leg.blocker if leg else None,
            "contact": leg.contact if leg else False,
        }
    if args.card is not None:
        x, y, deg = args.card
        av = bf.check_area(args.source, (x, y), deg)
        report["card"] = {"touches_user": av.valid, "reason": av.reason, "hit": list(av.hit),
                          "corners": [list(map(_r, c)) for c in av.corners]}
    return report, bf, combat_map


def _misplaced(bf, combat_map) -> list[str]:
    """Bases the table could not hold: off the field or the walkable region, or overlapping
    terrain or another base (the answers are still given, but the person asking should know)."""
    w, h = combat_map.width, combat_map.height
    found = []
    for p in bf.pieces.values():
        if p.x - p.radius < 0 or p.y - p.radius < 0 or p.x + p.radius > w or p.y + p.radius > h:
            found.append(f"{p.id} at {p.x:.2f}, {p.y:.2f} is not wholly on the field ({w:g} × {h:g} LU)")
        elif not bf.inside_walkable(p.at):
            found.append(f"{p.id} at {p.x:.2f}, {p.y:.2f} stands outside the walkable region")
        cut = bf.overlaps(p.id)
        if cut:
            found.append(f"{p.id} at {p.x:.2f}, {p.y:.2f} overlaps {', '.join(cut)}")
    return found


def _r(v: float) -> float:
    return round(v, 4)


def run(args: argparse.Namespace) -> int:
    report, bf, combat_map = measure(args)
    if args.png is not None:
        from questboard.ui.drawing.referee import render_referee

        render_referee(bf, combat_map, report, args.png)
        report["png"] = str(args.png)
    if args.json:
        print(json.dumps(report))
    else:
        _print_text(report)
    return 0


def _print_text(report: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    from questboard.battlefield.geometry import lu
    from questboard.cli.shown import shown

    console = Console(highlight=False, emoji=False)  # a map's names as written (R51)
    table = Table(title=f"Referee on {shown(report['map'])}", show_header=False, title_style="bold")
    table.add_column("question", style="bold")
    table.add_column("answer")

    def mark(ok: bool, text: str) -> str:
        return f"[green]{shown(text)}[/]" if ok else f"[red]{shown(text)}[/]"

    a, b = report["from"], report["to"]
    if b is not None:
        table.add_row("Edge distance", f"{shown(a)} ↔ {shown(b)}: {lu(report['distance'])} LU")
        table.add_row("Touching", "yes" if report["touching"] else "no")
        if "range" in report:
            table.add_row("Range", mark(report["range"]["in_range"], report["range"]["reason"]))
        table.add_row("Line of sight", mark(report["sight"]["clear"], report["sight"]["reason"]))
    if "move" in report:
        mv = report["move"]
        end = ", ".join(f"{v:.2f}" for v in mv["end"])
        table.add_row("Move", mark(mv["legal"], mv["reason"]) + f" (ends at {end})")
    if "card" in report:
        table.add_row("Area card", mark(report["card"]["touches_user"], report["card"]["reason"]))
    if "png" in report:
        table.add_row("Picture", shown(report["png"]))
    for warning in report["warnings"]:
        table.add_row("Warning", f"[yellow]{shown(warning)}[/]")
    console.print(table)
