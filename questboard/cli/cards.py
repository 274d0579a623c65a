"""`questboard cards [list|check|show ID]`: the box's cards as a table, a card folder
validated, or one card whole."""

from __future__ import annotations

import argparse
import sys

KINDS = ("heroes", "equipment", "quest_items", "gifts", "events", "bad_guys", "locations")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", nargs="?", choices=("list", "check", "show"), default="list",
                        help="list: a table of cards (default); check: validate and report; "
                             "show ID: one card whole")
    parser.add_argument("card", nargs="?", metavar="ID",
                        help="with show: a card's id, its name or the unique beginning of either")
    parser.add_argument("--kind", choices=KINDS, help="only this kind of card")
    parser.add_argument("--adventure", metavar="ADVENTURE",
                        help="with show: a bad guy as this adventure's QM sheet sets him up")
    parser.add_argument("--folder", help="a card folder instead of the shipped cards")


def run(args: argparse.Namespace) -> int:
    from questboard.content import load_cards
    from questboard.errors import InputFileError

    kinds = (args.kind,) if args.kind else KINDS
    try:
        cards = load_cards(args.folder)
    except InputFileError as error:
        print(str(error), file=sys.stderr)
        return 1
    if args.action == "show":
        from questboard.cli.card_sheet import show

        return show(cards, args.card, args.adventure)
    if args.card is not None:
        print(f"'{args.card}': only 'show' takes a card (questboard cards show ID)", file=sys.stderr)
        return 2
    if args.action == "check":
        count = sum(getattr(card, "copies", 1) for kind in kinds
                    for card in getattr(cards, kind).values())
        print(f"{count} cards OK")
        return 0
    _print_tables(cards, kinds)
    return 0


def _print_tables(cards, kinds: tuple[str, ...]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    for kind in kinds:
        table = Table(title=kind.replace("_", " ").title(), show_lines=False)
        table.add_column("id", style="cyan", no_wrap=True)
        table.add_column("name", style="bold")
        table.add_column("values")
        table.add_column("text")
        for card in getattr(cards, kind).values():
            table.add_row(card.id, card.name, summary(card), card.text)
        console.print(table)


def summary(card) -> str:
    """The card's numbers in one short line."""
    from questboard.rules.cards import BadGuyCard, EquipmentCard, EventCard, GiftCard, HeroCard

    if isinstance(card, HeroCard):
        attrs = " ".join(f"{a[:3].title()} {card.bar(a).start}-{card.bar(a).max}"
                         for a in ("charisma", "talent", "deftness", "strength"))
        return f"{card.title}, {card.gift_group}; {attrs}; Vit {card.strength.start + 1}"
    if isinstance(card, EquipmentCard):
        parts = [f"{card.gold} gold"]
        if card.copies > 1:
            parts.append(f"x{card.copies}")
        if card.weapon:
            parts.append("weapon")
        if card.discard_after_use:
            parts.append("discard after use")
        return ", ".join(parts)
    if isinstance(card, GiftCard):
        return card.group + (" !" if card.turn_only else "")
    if isinstance(card, EventCard):
        return card.when.replace("_", " ")
    if isinstance(card, BadGuyCard):
        vit = "/".join(str(card.vitality[n]) for n in sorted(card.vitality))
        return f"{card.rank.replace('_', ' ')}; Dft {card.deftness}; Vit {vit}"
    return ""
