"""`questboard validate PATH...`: check adventure and map files; every problem, one run."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", type=Path,
                        help="adventure or map files, or folders of them (default: the shipped adventures)")
    parser.add_argument("--stats", action="store_true",
                        help="print paragraphs, scenes, endings and fight values per adventure")
    parser.add_argument("--graph", nargs=2, metavar=("ADVENTURE", "OUT"), type=Path,
                        help="write the adventure's storyboard as a Graphviz .dot file")


def run(args: argparse.Namespace) -> int:
    from questboard.adventure.stats import to_dot
    from questboard.play.library import check_paths, load_for_play

    if args.graph:
        adventure_path, out = args.graph
        adventure, _, _ = load_for_play(adventure_path)
        out.write_text(to_dot(adventure), encoding="utf-8")
        print(f"wrote {out}")
        return 0
    if not args.paths:
        from questboard.resources import adventures_dir

        args.paths = [adventures_dir()]
    results = check_paths(args.paths)
    problems = [p for r in results for p in r.problems]
    for r in results:
        if r.problems:
            continue
        print(f"ok  {r.path}")
        if args.stats and r.stats is not None:
            _print_stats(r.stats)
    if problems:
        n = len(problems)
        print(f"{n} problem{'s' if n != 1 else ''} found:", file=sys.stderr)
        for p in problems:
            print(f"  {p}", file=sys.stderr)
        return 1
    return 0


def _print_stats(stats) -> None:
    from questboard.rules.villains import COMBAT_LEVELS

    print(f"    paragraphs {stats.paragraphs}, scenes {stats.scenes}, "
          f"endings {stats.successes} success / {stats.failures} failure, fights {len(stats.fights)}")
    table = ", ".join(f"{k} {v}" for k, v in COMBAT_LEVELS.items())
    for f in stats.fights:
        print(f"    fight at ({f.paragraph}) on {f.map}: combat value {f.value:g} "
              f"(~{f.level}; {table})")
