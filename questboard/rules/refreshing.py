"""A card that refreshes a number of exhausted gifts (Renewal, the Potion of Refreshment):
the gifts the table chose, checked against the card and refreshed, each in turn."""

from __future__ import annotations

from questboard.rules.effects import Refresh
from questboard.rules.hero import HeroState
from questboard.rules.log import GiftChanged, LogEvent
from questboard.rules.outcome import Refusal
from questboard.rules.state import GameState


def gift_name(state: GameState, gift: str) -> str:
    card = state.cards.gifts.get(gift)
    if card is None:
        raise Refusal(f"There is no gift '{gift}'")
    return card.name


def _plural(n: int) -> str:
    return f"{n} gift" if n == 1 else f"{n} gifts"


def refresh_chosen(state: GameState, user: HeroState, source: str, r: Refresh,
                   chosen: tuple[str, ...]) -> list[LogEvent]:
    """Refresh the `chosen` gifts by the effect `r` of the card `source`; raises Refusal in
    the table's words. The gifts are one hero's (the user's when the card says "your");
    "up to" lets fewer be chosen, else as many as the card says or every exhausted one (R42)."""
    count = int(r.count)
    if not chosen:
        raise Refusal(f"Say which exhausted gift {source} refreshes" if count == 1
                      else f"Say which exhausted gifts {source} refreshes (up to {count})")
    names = [gift_name(state, g) for g in chosen]
    for i, g in enumerate(chosen):
        if g in chosen[:i]:
            raise Refusal(f"{names[i]} is chosen twice: {source} refreshes a gift once (R42)")
    if len(chosen) > count:
        most = f"up to {_plural(count)}" if r.up_to else _plural(count)
        raise Refusal(f"{source} refreshes {most}; you chose {len(chosen)}")
    hero = _owner(state, user, source, r, chosen, names)
    for g, name in zip(chosen, names, strict=True):
        if not hero.gifts[g]:
            raise Refusal(f"{name} is not exhausted")
    exhausted = hero.exhausted_gifts()
    need = min(count, len(exhausted))
    if not r.up_to and len(chosen) < need:
        listed = ", ".join(gift_name(state, g) for g in exhausted)
        raise Refusal(f"{source} refreshes {_plural(count)} when so many are exhausted; you chose "
                      f"{len(chosen)} ({hero.name} has {listed} exhausted)")
    for g in chosen:
        hero.gifts[g] = False
    return [GiftChanged(hero.id, g, "refreshed") for g in chosen]


def _owner(state: GameState, user: HeroState, source: str, r: Refresh, chosen: tuple[str, ...],
           names: list[str]) -> HeroState:
    """The one hero who holds every chosen gift (the user when the card says "your")."""
    if r.whose == "user":
        for g, name in zip(chosen, names, strict=True):
            if g not in user.gifts:
                raise Refusal(f"{user.name} does not have {name}: {source} refreshes only the user's gifts")
        return user
    holders = [h for h in state.heroes if all(g in h.gifts for g in chosen)]
    if not holders:
        for g, name in zip(chosen, names, strict=True):
            if not any(g in h.gifts for h in state.heroes):
                raise Refusal(f"No hero has {name}")
        raise Refusal(f"{source} refreshes one hero's gifts: {' and '.join(names)} are not one hero's")
    ready = [h for h in holders if all(h.gifts[g] for g in chosen)]
    return (ready or holders)[0]
