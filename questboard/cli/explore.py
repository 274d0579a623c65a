"""`questboard explore ADVENTURE [--runs N] [--heroes …] [--seed S] [--json]`: many random
paths through an adventure; which paragraphs and endings they reach and how often, every
dead end and refusal met, and the paragraphs no run reached. Exit 1 when a dead end was met."""

from __future__ import annotations

import argparse
import json

from questboard.errors import QuestboardError

RUNS = 200
MOST_RUNS = 100_000


class BadArguments(QuestboardError):
    exit_code = 2


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("adventure", help="an adventure file or the id of a shipped one")
    parser.add_argument("--runs", type=int, default=RUNS, help=f"paths to play (default {RUNS})")
    parser.add_argument("--heroes", action="append", metavar="HEROES",
                        help="hero ids in seat order, e.g. karomin,alondis; give it again for "
                             "more parties, played in turn (default: karomin,alondis)")
    parser.add_argument("--seed", type=int, default=1, help="run i plays with seed SEED+i (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object, no tables")
    parser.add_argument("--fights", choices=("fought", "told"), default="fought",
                        help="fought: each fight fought out automatically (default); told: its "
                             "outcome drawn like a coin, victory or defeat, as the table would "
                             "report it (fast, and the way after a rare defeat as likely as any)")


def _parties(args: argparse.Namespace) -> list[tuple[str, ...]]:
    parties = []
    for text in args.heroes or ["karomin,alondis"]:
        party = tuple(h.strip().lower() for h in text.split(",") if h.strip())
        if not party:
            raise BadArguments(f"--heroes {text!r}: name at least one hero, e.g. karomin,alondis")
        parties.append(party)
    return parties


def run(args: argparse.Namespace) -> int:
    from questboard.play.explore import explore

    if not 1 <= args.runs <= MOST_RUNS:
        raise BadArguments(f"--runs must be between 1 and {MOST_RUNS}")
    parties = _parties(args)
    _check_start(args.adventure, parties)
    if args.json:
        cover = explore(args.adventure, parties, args.runs, args.seed, fights=args.fights)
        print(json.dumps(cover.as_json()))
        return 1 if cover.dead_ends else 0
    from rich.progress import Progress

    with Progress(transient=True) as bar:
        task = bar.add_task(f"Playing {args.runs} random paths", total=args.runs)
        cover = explore(args.adventure, parties, args.runs, args.seed,
                        progress=lambda n: bar.advance(task, n), fights=args.fights)
    _print(cover)
    return 1 if cover.dead_ends else 0


def _check_start(adventure: str, parties: list[tuple[str, ...]]) -> None:
    """The adventure and every party can set out, or one clear message (exit 2)."""
    from questboard.adventure.files import find_adventure
    from questboard.play import new_game

    try:
        find_adventure(adventure)
    except QuestboardError as error:
        raise BadArguments(str(error)) from None
    for party in parties:
        try:
            new_game(adventure, party, 0).close()
        except QuestboardError as error:
            if getattr(error, "problems", None):
                raise  # the adventure file itself is at fault: its problems, exit 1
            raise BadArguments(f"--heroes {','.join(party)}: {error}") from None


def _print(cover) -> None:
    from rich import box
    from rich.console import Console
    from rich.table import Table

    from questboard.cli.shown import shown

    console = Console(highlight=False, emoji=False)
    if not console.is_terminal:
        console = Console(width=max(console.width, 120), highlight=False, emoji=False)
    parties = "; ".join(",".join(p) for p in cover.parties)
    console.print(f"[bold]{shown(cover.title)}[/] ({cover.adventure}): {cover.runs} random paths, "
                  f"seeds {cover.seed}–{cover.seed + cover.runs - 1}, heroes {parties}")
    share = lambda k: f"{k / cover.runs:.1%}"  # noqa: E731
    ends = Table(title="Endings", box=box.SIMPLE_HEAD)
    for name, justify in (("Ending", "left"), ("Outcome", "left"), ("Runs", "right"),
                          ("Share", "right")):
        ends.add_column(name, justify=justify)
    for n, k in sorted(cover.endings.items()):
        kind = "successful" if cover.ending_kinds[n] == "success" else "without success"
        ends.add_row(f"({n})", kind, str(k), share(k))
    if cover.outcomes["unfinished"]:
        k = cover.outcomes["unfinished"]
        ends.add_row("—", "[red]no end (a dead end)[/]", str(k), share(k))
    console.print(ends)
    pars = Table(title="Paragraphs reached", box=box.SIMPLE_HEAD)
    for name in ("Paragraph", "Runs", "Share"):
        pars.add_column(name, justify="right")
    for n in cover.paragraphs:
        k = cover.reached[n]
        pars.add_row(f"({n})", str(k), share(k) if k else "[red]never[/]")
    console.print(pars)
    never = cover.never
    if never:
        lost = set(cover.unreachable)
        words = ", ".join(f"({n})" + (" (no way leads there)" if n in lost else "") for n in never)
        console.print(f"[bold yellow]Never reached:[/] {words}")
        for n, why in cover.unplayable.items():
            console.print(f"  ({n}): {why}", markup=False, highlight=False)
    else:
        console.print("Every paragraph was reached.")
    for title, found in (("Dead ends", cover.dead_ends), ("Refusals", cover.refusals)):
        if not found:
            console.print(f"{title}: none.")
            continue
        table = Table(title=title, box=box.SIMPLE_HEAD)
        for name, justify in (("Paragraph", "right"), ("What happened", "left"),
                              ("Runs", "right"), ("First seed", "right")):
            table.add_column(name, justify=justify)
        for m in found:
            table.add_row(f"({m.paragraph})", shown(m.what), str(m.runs), str(m.seed))
        console.print(table)

