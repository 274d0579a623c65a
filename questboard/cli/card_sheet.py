"""`questboard cards show ID`: one card whole, found by its id, its name or the unique
beginning of either (as names are matched everywhere: `adventure.names.pick`)."""

from __future__ import annotations

import difflib
import sys

from questboard.adventure.names import Ambiguous, pick, slug
from questboard.rules.cards import BadGuyCard, CardSet, HeroCard
from questboard.rules.villains import sheet_entry, sheet_profile

KINDS = {"heroes": "hero", "equipment": "equipment", "quest_items": "quest item", "gifts": "gift",
         "events": "event", "bad_guys": "bad guy", "locations": "location"}
SHEET_RULE = (
    "An adventure's QM sheet (qm_sheet.bad_guys) may change this table for that adventure: its "
    "'gifts' replace the card's dark gifts (a gift it leaves out is not used), each from the "
    "number of heroes it names; its 'vitality' and 'extra_refreshes' replace the card's for the "
    "numbers of heroes they name, the others stay as printed here.")


def show(cards: CardSet, word: str | None, adventure: str | None = None) -> int:
    """Print the card `word` names (a bad guy as `adventure`'s QM sheet has him, when one is
    named); one line on stderr and 2 when none (or several) fit."""
    if not word:
        print("'show' needs a card: questboard cards show ID (an id, a name or its beginning)",
              file=sys.stderr)
        return 2
    every = {cid: card for kind in KINDS for cid, card in getattr(cards, kind).items()}
    try:
        cid = pick(word, {cid: card.name for cid, card in every.items()})
    except Ambiguous as many:
        print(str(many), file=sys.stderr)
        return 2
    if cid is None:
        near = difflib.get_close_matches(slug(word), list(every), n=3, cutoff=0.5)
        hint = f"; did you mean {', '.join(near)}?" if near else "; 'questboard cards list' shows them all"
        print(f"there is no card '{word}'{hint}", file=sys.stderr)
        return 2
    entry = None
    if adventure is not None:
        entry = _sheet_entry(cards, every[cid], adventure)
        if isinstance(entry, str):
            print(entry, file=sys.stderr)
            return 2
    print("\n".join(sheet(cards, every[cid], entry, adventure)))
    return 0


def _sheet_entry(cards: CardSet, card, adventure: str):
    """The adventure's QM-sheet entry for this bad guy (None: the sheet leaves him as printed),
    or the one-line reason it cannot be read."""
    from questboard.adventure.names import card_id
    from questboard.errors import QuestboardError
    from questboard.play.library import load_for_play

    if not isinstance(card, BadGuyCard):
        return f"--adventure goes with a bad guy; {card.name} is a {_kind(cards, card)}"
    try:
        adv, _, _ = load_for_play(adventure)
    except QuestboardError as error:
        return str(error).strip().splitlines()[0]
    return next((e for name, e in adv.qm_sheet.bad_guys.items()
                 if card_id(cards, name, "bad guy") == card.id), None)


def _kind(cards: CardSet, card) -> str:
    return next(KINDS[k] for k in KINDS if card.id in getattr(cards, k))


def _lu(value: float | None) -> str:
    return "none" if value is None else f"{value:g} LU"


def sheet(cards: CardSet, card, entry=None, adventure: str | None = None) -> list[str]:
    """The lines of one card: its name and kind, its whole text, then everything it carries
    (a bad guy's table as an adventure's QM-sheet `entry` changes it, when given)."""
    lines = [f"{card.name} ({card.id}): {_kind(cards, card)}", card.text]
    if isinstance(card, BadGuyCard):
        return lines + _bad_guy(cards, card, entry, adventure)
    if isinstance(card, HeroCard):
        return lines + _hero(cards, card)
    # The effects are the engine's reading of the text, which says it in words already.
    rest = card.model_dump(exclude={"id", "name", "text", "effects"})
    lines += [key.replace("_", " ") for key, value in rest.items() if value is True]
    return lines + [f"{key.replace('_', ' ')}: {_value(value)}" for key, value in rest.items()
                    if not isinstance(value, bool) and value not in (None, (), [], {})]


def _value(value) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(_value(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}={_value(v)}" for k, v in value.items())
    return str(value)


def _in_combat(card: BadGuyCard | HeroCard) -> str:
    """The card's damage, bars and base in one line."""
    return (f"melee damage {card.melee_damage}, ranged damage {card.ranged_damage or 'none'}; "
            f"movement bar {_lu(card.movement_bar)}, range bar {_lu(card.range_bar)}, "
            f"base {_lu(card.base_diameter)} across")


def _bad_guy(cards: CardSet, card: BadGuyCard, entry, adventure: str | None) -> list[str]:
    dark = dict(card.gifts)
    if entry is not None and sheet_entry(entry, "gifts") is not None:
        dark = dict(sheet_entry(entry, "gifts"))
    gift_name = {g: cards.gifts[g].name if g in cards.gifts else g for g in set(dark) | set(card.gifts)}
    lines = [f"{card.rank.replace('_', ' ')}; Charisma {card.charisma}, Talent {card.talent}, "
             f"Deftness {card.deftness}, Strength {card.strength}",
             _in_combat(card),
             "heroes | Vitality | dark gifts | extra refreshes"]
    for n in (1, 2, 3, 4):
        prof = sheet_profile(card, n, entry)
        gifts = [gift_name[g] for g in prof.gifts]
        lines.append(f"{n}      | {prof.vitality:<8} | {', '.join(gifts) or 'none'} | {prof.extra_refreshes}")
    for g, least in dark.items():
        text = cards.gifts[g].text if g in cards.gifts else ""
        lines.append(f"{gift_name[g]} (from {least} hero{'es' if least > 1 else ''}): {text}")
    if adventure is None:
        return lines + [SHEET_RULE]
    if entry is None:
        return lines + [f"The QM sheet of {adventure} leaves {card.name} as printed."]
    said = [k.replace("_", " ") for k in ("vitality", "gifts", "extra_refreshes", "veteran")
            if sheet_entry(entry, k) not in (None, {}, False)]
    return lines + [f"As the QM sheet of {adventure} sets {card.name} up (it gives: {', '.join(said)}); "
                    "the card's own table: questboard cards show " + card.id]


def _hero(cards: CardSet, card: HeroCard) -> list[str]:
    innate = cards.gifts.get(card.innate_gift)
    lines = [f"{card.title}, {card.gift_group} gifts" + (f"; {', '.join(card.kinds)}" if card.kinds else "")]
    for a in ("charisma", "talent", "deftness", "strength"):
        bar = card.bar(a)
        lines.append(f"{a.title()} {bar.start} (up to {bar.max})")
    lines += [f"Vitality {card.strength.start + 1} at the start (never above Strength + 1)",
              _in_combat(card),
              f"innate gift: {innate.name if innate else card.innate_gift}"
              + (f": {innate.text}" if innate else ""),
              "equipment limit (by Strength): " + _table(card.equipment_limit, "card"),
              "gift limit (by Talent, the innate gift not counted): " + _table(card.gift_limit, "gift"),
              "discount on each purchase (by Charisma): " + _table(card.discount, "gold")]
    return lines


def _table(table: dict[int, int], what: str) -> str:
    return ", ".join(f"{k}: {v} {what}{'s' if v != 1 and what != 'gold' else ''}" for k, v in sorted(table.items()))
