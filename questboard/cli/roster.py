"""`questboard roster`: the epic heroes kept in the user's data folder, each as written down
after the last adventure he braved; `--keep SAVE` writes a game's heroes into it (after a
failed adventure too, when the players choose), `--forget HERO` takes one out."""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from questboard.errors import QuestboardError


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--keep", type=Path, metavar="SAVE",
                        help="keep the heroes of this save or autosave in the roster, as they stand in it")
    parser.add_argument("--forget", metavar="HERO", help="take this hero out of the roster")


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from questboard.cli.shown import shown
    from questboard.play.roster import keep_heroes, read_roster, roster_path

    console = Console(highlight=False, emoji=False)
    if args.keep is not None:
        from questboard.play import load_game

        _, said = keep_heroes(load_game(args.keep))
        console.print(shown(said))
        return 0
    roster = read_roster()
    if args.forget is not None:
        hero = args.forget.strip().lower()
        if hero not in roster:
            raise QuestboardError(f"no hero {args.forget!r} in the roster ({', '.join(roster) or 'it is empty'})")
        del roster[hero]
        from questboard.adventure.saves import replace_whole

        replace_whole(roster_path(), json.dumps({"version": 1, "heroes": [asdict(v) for v in roster.values()]},
                                                indent=1))
        console.print(f"{shown(hero)} is out of the roster")
        return 0
    if not roster:
        console.print(f"The roster is empty ({shown(roster_path())}): a won adventure's heroes are kept in it.")
        return 0
    from questboard.content import load_cards

    cards = load_cards()
    for v in roster.values():
        name = cards.heroes[v.hero].name if v.hero in cards.heroes else v.hero
        attrs = ", ".join([f"{a.capitalize()} {n}" for a, n in v.attributes])
        held = [*(cards.any_item(i).name if cards.any_item(i) else i for i in v.equipment + v.quest_items),
                *(cards.gifts[g].name if g in cards.gifts else g for g in v.gifts)]
        console.print(f"[bold]{shown(name)}[/]: {attrs}; Vitality {v.vitality}; {v.gold} gold; "
                      f"{v.improvements} improvements; {len(v.adventures)} adventures")
        console.print(f"  {shown(', '.join(held) or 'no cards')}")
    return 0
