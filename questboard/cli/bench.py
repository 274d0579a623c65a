"""`questboard bench NAME`: run one benchmark and print its result as one JSON line."""

from __future__ import annotations

import argparse
import importlib
import json

# name -> "module:function"; the function takes (repeat: int) and returns a dict of numbers.
BENCHES: dict[str, str] = {
    "geometry": "questboard.battlefield.bench:run",
    "combat": "questboard.combat.bench:run",
    "play": "questboard.play.bench:run",
    "ui": "questboard.ui.bench:run",
    "battlefield": "questboard.ui.battle.bench:run",
    "net": "questboard.net.bench:run",
}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", choices=sorted(BENCHES), help="which benchmark")
    parser.add_argument("--repeat", type=int, default=0, help="samples per measure (0: the benchmark's default)")
    parser.add_argument("--against", metavar="COMMIT",
                        help="combat only: measure that commit's tree too, side by side in turns "
                             "(--repeat rounds, default 3), and give the CPU-time ratios")


def run(args: argparse.Namespace) -> int:
    if args.against is not None:
        from questboard.errors import QuestboardError

        if args.name != "combat":
            raise QuestboardError("--against is for the combat benchmark")
        from questboard.combat.bench_against import run as side_by_side

        result = side_by_side(args.against, args.repeat if args.repeat > 0 else 3)
        print(json.dumps({"bench": args.name, **result}))
        return 0
    module, func = BENCHES[args.name].split(":")
    try:
        target = getattr(importlib.import_module(module), func)
    except ModuleNotFoundError:
        from questboard.errors import QuestboardError

        raise QuestboardError(f"benchmark '{args.name}' is not built yet") from None
    result = target(args.repeat) if args.repeat > 0 else target()
    print(json.dumps({"bench": args.name, **result}))
    return 0
