"""What using a card outside a check asks of the table: who regains how much Vitality, which
exhausted gifts are refreshed (read from the card's effects, data; those that apply to this
user). Whether the use is allowed is the game's answer; this only says what to ask."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.play.viewdata import ViewData


@dataclass(frozen=True)
class UseAsks(ViewData):
    """What using a card asks of the table."""

    heal: int = 0  # the most Vitality it gives (0: no heal)
    spread: bool = False  # the heal may be shared among several heroes
    heal_user_only: bool = False
    refresh: str = ""  # "" no refresh to choose; "user": the user's gifts; "any": one hero's
    refresh_count: int = 0  # how many gifts it refreshes
    refresh_up_to: bool = False  # "up to": fewer may be chosen

    @property
    def anything(self) -> bool:
        return bool(self.heal or self.refresh)


def use_asks(game, hero: str, kind: str, card: str) -> UseAsks:
    """What a use of `card` (an "item" or a "gift") by `hero` must say."""
    cards = game.cards
    found = cards.gifts.get(card) if kind == "gift" else cards.any_item(card)
    user = game.state.hero(hero)
    heal, spread, user_only, refresh, count, up_to = 0, False, False, "", 0, False
    for e in getattr(found, "effects", ()):
        if e.only_if_user_is is not None and e.only_if_user_is not in user.card.kinds:
            continue
        if e.kind == "heal":
            heal, spread, user_only = max(heal, e.amount), e.spread, e.whose == "user"
        elif e.kind == "refresh" and e.count != "all":
            refresh = "user" if e.whose == "user" else "any"
            count, up_to = int(e.count), e.up_to
    return UseAsks(heal, spread, user_only, refresh, count, up_to)


def asks_of(plan) -> UseAsks:
    """What the use dialog must ask in a fight, from the game's preview of the use
    (`Game.plan_use`): only the heroes it reaches and the gifts it may refresh."""
    owners = {h for h, _ in plan.refresh}
    refresh = "" if not plan.refresh else ("user" if owners <= {plan.who} else "any")
    user_only = len(plan.reach) == 1 and plan.reach[0].id == plan.who
    return UseAsks(plan.heal, plan.spread, user_only, refresh, plan.refresh_count, plan.refresh_up_to)


__all__ = ["UseAsks", "asks_of", "use_asks"]
