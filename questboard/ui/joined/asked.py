"""What a joined seat's panel asks before a choice can be sent (R90), read from the seat's
view alone: whom a card heals and which gifts it refreshes (the card's use as the host
planned it, `view.fight.uses`), and the dice a player rolled at his own table. Each question
is a short list of complete choices; pure, no widgets here."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from questboard.play.viewdata import Choice, choice
from questboard.play.vocabulary import Roll, UseGift, UseItem

MOST = 8  # the most ways a refresh is offered in (the panel pages them)
TYPED = "typed_dice"  # the kind of the choice that opens the dice's entry
BACK = Choice("Back  (Esc)", kind="back", key="escape")
SEND_DICE = Choice("Roll these dice  (Enter)", kind="send_dice", key="enter", primary=True)


@dataclass(frozen=True)
class PanelQuestion:
    """A question the panel puts before sending: its words and its complete choices."""

    question: str
    choices: tuple[Choice, ...]
    dice: bool = False  # the dice typed in an entry line, sent by SEND_DICE


def with_typed_dice(choices: tuple[Choice, ...]) -> tuple[Choice, ...]:
    """The choices, with "Type the dice…" beside each that rolls the dice (story checks)."""
    out = []
    for c in choices:
        out.append(c)
        if isinstance(c.act(), Roll) and not c.act().dice:
            out.append(Choice("Type the dice you rolled…", kind=TYPED, who=c.who,
                              tip="Rolled at your own table: type each die (0–9), e.g. 7 3"))
    return tuple(out)


def dice_question(check=None) -> PanelQuestion:
    """The entry for dice rolled at the table; `check` the story view's check, to say which."""
    what = f"{check.text}: " if check is not None and check.text and not check.secret else ""
    how = {"conflict": " (each hero's die, then the Quest Master's)", "group": " (one per hero, in order)"}
    words = f"{what}type the dice you rolled at your table, one digit each{how.get(getattr(check, 'kind', ''), '')}"
    return PanelQuestion(words[:1].upper() + words[1:], (SEND_DICE, BACK), dice=True)


def typed_dice(text: str) -> tuple[int, ...] | str:
    """The dice in what was typed ("7 3", "7,3", "73"), or why they are not dice."""
    words = text.replace(",", " ").split()
    if len(words) == 1 and words[0].isdecimal():
        words = list(words[0])
    if not words:
        return "Type the dice first, e.g. 7 3"
    if not all(w.isdecimal() and len(w) == 1 for w in words):
        return "A d10 shows one digit, 0 to 9: e.g. 7 3"
    return tuple(int(w) for w in words)


def use_question(fight, c: Choice, gift_names: dict[str, str]) -> PanelQuestion | None:
    """Whom the quick use `c` heals or what it refreshes, as complete choices; None when the
    view holds no plan of that use (it went meanwhile)."""
    use = next((u for u in fight.uses if u.who == c.who and u.card == c.card and u.kind == c.kind), None)
    if use is None or not use.may_use:
        return None
    make = (lambda **k: UseGift(use.who, use.card, **k)) if use.kind == "gift" else \
        (lambda **k: UseItem(use.who, use.card, **k))
    if use.heal and use.reach:
        return PanelQuestion(f"{use.name}: whom does it heal?", tuple(
            choice(f"Heal {t.name} (+{t.amount})", make(heal=((t.hero, t.amount),)), kind=use.kind, who=use.who,
                   card=use.card, amount=t.amount, key=str(i) if i <= 9 else "")
            for i, t in enumerate(use.reach, start=1)) + (BACK,))
    if use.refresh:
        picks = list(itertools.islice(_refresh_picks(use), MOST))
        return PanelQuestion(f"{use.name}: which gift{'s' if use.refresh_count > 1 else ''} does it refresh?", tuple(
            choice("Refresh " + " and ".join(gift_names.get(g, g) for g in pick), make(refresh=pick), kind=use.kind,
                   who=use.who, card=use.card, key=str(i) if i <= 9 else "")
            for i, pick in enumerate(picks, start=1)) + (BACK,))
    return None


def _refresh_picks(use):
    """Each legal set of gifts to refresh: of one hero at a time, as many as the card
    refreshes (or fewer, for "up to")."""
    owners: dict[str, list[str]] = {}
    for hero, gift in use.refresh:
        owners.setdefault(hero, []).append(gift)
    n = max(1, use.refresh_count)
    for gifts in owners.values():
        sizes = range(min(n, len(gifts)), 0, -1) if use.refresh_up_to else (min(n, len(gifts)),)
        for size in sizes:
            yield from itertools.combinations(gifts, size)


__all__ = ["BACK", "SEND_DICE", "TYPED", "PanelQuestion", "dice_question", "typed_dice", "use_question", "with_typed_dice"]
