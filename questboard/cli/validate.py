"""`questboard validate PATH...`: check adventure and map files; every problem, one run."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from questboard.errors import QuestboardError

ODDS_FIGHTS = 200


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="*", type=Path,
                        help="adventure or map files, or folders of them (default: the shipped adventures)")
    parser.add_argument("--stats", action="store_true",
                        help="print paragraphs, scenes, endings and fight values per adventure")
    parser.add_argument("--graph", nargs=2, metavar=("ADVENTURE", "OUT"), type=Path,
                        help="write the adventure's storyboard as a Graphviz .dot file")
    parser.add_argument("--odds", action="store_true",
                        help="with --stats: rehearse every fight for every number of heroes the "
                             "adventure allows and print the victory chance (95%% interval) and "
                             "the stalemate share (undecided after the round cap, R31) beside the "
                             "combat value. The parties are deterministic: n heroes in a row of the "
                             "rotation karomin, alondis, cessair, krzzzt, from each of its four "
                             "seats, the fights shared out evenly among those four parties")
    parser.add_argument("--fights", type=int, default=ODDS_FIGHTS, metavar="N",
                        help=f"fights per fight and number of heroes for --odds (default {ODDS_FIGHTS})")
    parser.add_argument("--policy", choices=("greedy", "cautious"), default="greedy",
                        help="how the automatic heroes play for --odds (default greedy)")
    parser.add_argument("--seed", type=int, default=1, help="the rehearsals' seed for --odds")
    parser.add_argument("--workers", type=int, default=None,
                        help="processes for --odds (default: one per CPU)")
    parser.add_argument("--json", action="store_true",
                        help="with --odds: print one JSON object (the odds of every entry), no table")


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
    if args.odds:
        args.stats = True
        if args.fights < 1:
            raise QuestboardError("--fights must be at least 1")
        args.workers = args.workers or os.cpu_count() or 1
        if not 1 <= args.workers <= (os.cpu_count() or 1) * 4:
            raise QuestboardError("--workers must be between 1 and four per CPU")
    # The rehearsal workers start while the files are checked (each reads the program and
    # the cards first); closed by the odds, or here if they are never asked.
    pool = _pool(args.workers) if args.odds and args.workers > 1 else None
    try:
        return _checked(args, check_paths(args.paths), pool)
    finally:
        if pool is not None:
            pool.terminate()


def _pool(workers: int):
    from questboard.combat.rehearse import open_pool

    return open_pool(workers)


def _checked(args: argparse.Namespace, results: list, pool) -> int:
    from questboard.play.library import is_map_file

    problems = [p for r in results for p in r.problems]
    quiet = args.odds and args.json
    skipped = [r for r in results if r.problems and not is_map_file(r.path)] if args.stats else []
    for r in results:
        if r.problems or quiet:
            continue
        print(f"ok  {r.path}")
        if args.stats and r.stats is not None:
            _print_stats(r.stats)
    what = "odds and stats" if args.odds else "stats"
    for r in skipped if not quiet else ():
        n = len(r.problems)
        print(f"{what} skipped for {r.path}: it has {n} problem{'s' if n != 1 else ''} (listed below)")
    if args.odds:
        _odds(args, [r.path for r in results if not r.problems and r.stats is not None],
              [str(r.path) for r in skipped], pool)
    if problems:
        n = len(problems)
        print(f"{n} problem{'s' if n != 1 else ''} found:", file=sys.stderr)
        for p in problems:
            print(f"  {p}", file=sys.stderr)
        return 1
    return 0


def _odds(args: argparse.Namespace, paths: list[Path], skipped: list[str], pool=None) -> None:
    """The odds table of every fight of the adventures at `paths` (`skipped`: the files left
    out for their problems)."""
    from questboard.play import rehearsal
    from questboard.play.library import load_for_play

    adventures = [load_for_play(p) for p in paths]
    entries = sum(len(rehearsal.entries(a)) for a, _, _ in adventures)
    run = dict(policy=args.policy, seed=args.seed, workers=args.workers, pool=pool)
    if args.json:
        table = rehearsal.odds_of(adventures, args.fights, **run)
        print(json.dumps({"fights": args.fights, "policy": args.policy, "seed": args.seed,
                          "parties": "n heroes in a row of " + ", ".join(rehearsal.ROTATION)
                                     + " from each of its seats",
                          "entries": [_entry(o) for o in table],
                          "skipped": [{"file": f, "why": "it has problems"} for f in skipped]}))
        return
    if entries == 0:
        print("no odds: " + ("no fight to rehearse" if not skipped else
                             "every adventure given has problems"))
        return
    from rich import box
    from rich.console import Console
    from rich.progress import Progress
    from rich.table import Table

    with Progress(transient=True) as bar:
        task = bar.add_task(f"Rehearsing {entries} fights × hero counts", total=entries * args.fights)
        table = rehearsal.odds_of(adventures, args.fights, progress=lambda n: bar.advance(task, n),
                                  **run)
    out = Table(title=f"Odds: {args.fights} fights each, heroes {args.policy}, seed {args.seed}",
                box=box.SIMPLE_HEAD)
    for name, justify in (("Adventure", "left"), ("Fight", "right"), ("Map", "left"),
                          ("Heroes", "right"), ("Victory", "right"), ("95% interval", "right"),
                          ("Stalemate", "right"), ("Rounds", "right"), ("Combat value", "left")):
        out.add_column(name, justify=justify)
    for o in table:
        r = o.report
        low, high = r["victory_95"]
        stalemate = f"{r['stalemate']:.1%}"
        out.add_row(o.adventure, f"({o.paragraph})", o.map, str(o.heroes), f"{r['victory']:.1%}",
                    f"{low:.0%}–{high:.0%}", f"[red]{stalemate}[/]" if r["stalemate"] > 0.01 else stalemate,
                    f"{r['rounds_mean']:.1f}", f"{r['combat_value']:g} (~{r['difficulty']})")
    console = Console()
    if not console.is_terminal:
        console = Console(width=max(console.width, 120))  # a file or a pipe: no wrapping
    console.print(out)
    print("Stalemate: undecided after the round cap, a defeat in the story (R31). Parties: "
          f"n heroes in a row of {', '.join(rehearsal.ROTATION)}, from each of its seats.")


def _entry(o) -> dict:
    r = o.report
    keep = ("victory", "victory_95", "defeat", "stalemate", "rounds_mean", "rounds_sd",
            "bad_guys_left_mean", "combat_value", "difficulty", "runs", "bad_guys", "first",
            "victory_goal", "defeat_goal", "toughness", "policy", "serious_injury")
    return {"adventure": o.adventure, "title": o.title, "paragraph": o.paragraph, "map": o.map,
            "heroes": o.heroes, "parties": r["heroes"], **{k: r[k] for k in keep}}


def _print_stats(stats) -> None:
    from questboard.rules.villains import COMBAT_LEVELS

    print(f"    paragraphs {stats.paragraphs}, scenes {stats.scenes}, "
          f"endings {stats.successes} success / {stats.failures} failure, fights {len(stats.fights)}")
    table = ", ".join(f"{k} {v}" for k, v in COMBAT_LEVELS.items())
    for f in stats.fights:
        print(f"    fight at ({f.paragraph}) on {f.map}: combat value {f.value:g} "
              f"(~{f.level}; {table})")
