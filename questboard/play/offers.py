"""What the table may be offered now, in the rules' own numbers, so a window shows exactly
what the engine will charge or accept: shop prices, sale values, bonuses for the open check."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.adventure import prompts as P
from questboard.adventure import runner
from questboard.adventure.trial import restore, snapshot
from questboard.play.actions import is_fight_action, is_play_action
from questboard.rules.checking import bonus_sources
from questboard.rules.items import price, sale_value


@dataclass(frozen=True)
class Price:
    hero: str
    item: str
    gold: int  # what this hero pays (R9: less the Charisma discount, never below 1)
    affordable: bool


def shop_prices(game) -> tuple[Price, ...]:
    """Every hero's price for every offer of the open shop (none when no shop is open)."""
    prompt = game.prompt
    if not isinstance(prompt, P.Shop):
        return ()
    out = []
    for offer in prompt.offers:
        card = game.cards.any_item(offer.item)
        for hero in game.state.heroes:
            gold = price(hero, card, offer.gold)
            out.append(Price(hero.id, offer.item, gold, hero.gold >= gold))
    return tuple(out)


def sale_price(game, item: str) -> int:
    """What selling the item brings (R9: value − 2, never below 1)."""
    return sale_value(game.cards.any_item(item))


def check_bonuses(game) -> dict[str, tuple[str, ...]]:
    """For the check at hand: each hero's items and ready gifts that could still change it."""
    if game.state.pending_check is None:
        return {}
    return {h.id: bonus_sources(game.state, h.id) for h in game.state.heroes
            if bonus_sources(game.state, h.id)}


def refusal(game, action) -> str | None:
    """What the game would answer to a story-side `action` now, without taking it: None when
    it would be taken, else the refusal's words. Nothing changes and nothing is logged (the
    runner's own save and restore around a trial); in a fight it says nothing (None)."""
    if game.fight is not None or is_play_action(action) or is_fight_action(action):
        return None
    st = game.story
    saved = snapshot(st)
    try:
        result = runner.apply(st, action)
    finally:
        restore(st, saved)
    return None if result.ok else result.reason
