"""Equipment, Quest Items and gold: buy, sell, swap, use, discard, find (R8, R9)."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.cards import EquipmentCard, QuestItemCard
from questboard.rules.effects import DrawGift, Gold, Heal, Refresh
from questboard.rules.hero import HeroState
from questboard.rules.log import GiftChanged, GoldChanged, ItemMoved, LogEvent
from questboard.rules.outcome import Refusal, handles
from questboard.rules.refreshing import refresh_chosen
from questboard.rules.state import GameState
from questboard.rules.vitality import heal, need_hero


def card(state: GameState, item_id: str) -> EquipmentCard:
    try:
        return state.cards.any_item(item_id)
    except KeyError:
        raise Refusal(f"There is no item '{item_id}'") from None


def is_quest_item(c: EquipmentCard) -> bool:
    return isinstance(c, QuestItemCard)


def price(hero: HeroState, c: EquipmentCard, asked: int | None = None) -> int:
    """R9: the price less the hero's Charisma discount, never below 1."""
    return max(1, (c.gold if asked is None else asked) - hero.discount)


def sale_value(c: EquipmentCard) -> int:
    """R9: value − 2, never below 1."""
    return max(1, c.gold - 2)


def give(hero: HeroState, c: EquipmentCard) -> None:
    (hero.quest_items if is_quest_item(c) else hero.equipment).append(c.id)


def take(hero: HeroState, item_id: str, name: str | None = None) -> EquipmentCard | None:
    """Take the item off the hero; `name` (the card's) says what he does not carry."""
    for pile in (hero.equipment, hero.quest_items):
        if item_id in pile:
            pile.remove(item_id)
            return None
    raise Refusal(f"{hero.name} does not carry {name or item_id}")


def return_to_supply(state: GameState, c: EquipmentCard) -> None:
    if is_quest_item(c):
        state.supply.quest_items.append(c.id)
    else:
        state.supply.equipment[c.id] = state.supply.equipment.get(c.id, 0) + 1


def in_supply(state: GameState, c: EquipmentCard) -> bool:
    if is_quest_item(c):
        return c.id in state.supply.quest_items
    return state.supply.equipment.get(c.id, 0) > 0


def take_from_supply(state: GameState, c: EquipmentCard) -> None:
    if is_quest_item(c):
        state.supply.quest_items.remove(c.id)
    else:
        state.supply.equipment[c.id] -= 1


def carries(hero: HeroState, item_id: str) -> bool:
    return item_id in hero.equipment or item_id in hero.quest_items


@handles(A.BuyItem)
def _buy(state: GameState, a: A.BuyItem) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    c = card(state, a.item)
    if not in_supply(state, c):
        raise Refusal(f"No {c.name} is left to buy")
    cost = price(hero, c, a.price)
    if hero.gold < cost:
        raise Refusal(f"{c.name} costs {cost} gold; {hero.name} has {hero.gold}")
    hero.gold -= cost
    take_from_supply(state, c)
    give(hero, c)
    return [GoldChanged(hero.id, -cost, hero.gold, f"buys {c.name}"),
            ItemMoved(c.id, hero.id, None, "bought")]


@handles(A.SellItem)
def _sell(state: GameState, a: A.SellItem) -> list[LogEvent]:
    hero = need_hero(state, a.who)
    c = card(state, a.item)
    take(hero, c.id, c.name)
    value = sale_value(c)
    hero.gold += value
    return_to_supply(state, c)
    return [ItemMoved(c.id, None, hero.id, "sold"),
            GoldChanged(hero.id, value, hero.gold, f"sells {c.name}")]


@handles(A.SwapItem)
def _swap(state: GameState, a: A.SwapItem) -> list[LogEvent]:
    giver, taker = need_hero(state, a.who), need_hero(state, a.to)
    if giver is taker:
        raise Refusal("A hero cannot swap an item with himself")
    c = card(state, a.item)
    take(giver, c.id, c.name)
    give(taker, c)
    return [ItemMoved(c.id, taker.id, giver.id, "swapped")]


@handles(A.GiveGold)
def _give_gold(state: GameState, a: A.GiveGold) -> list[LogEvent]:
    giver, taker = need_hero(state, a.frm), need_hero(state, a.to)
    if a.amount < 1:
        raise Refusal("Give at least 1 gold")
    if giver.gold < a.amount:
        raise Refusal(f"{giver.name} has only {giver.gold} gold")
    giver.gold -= a.amount
    taker.gold += a.amount
    return [GoldChanged(giver.id, -a.amount, giver.gold, f"gives to {taker.name}"),
            GoldChanged(taker.id, a.amount, taker.gold, f"from {giver.name}")]


@handles(A.DiscardItem)
def _discard(state: GameState, a: A.DiscardItem) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    c = card(state, a.item)
    if is_quest_item(c) and carries(hero, c.id):
        raise Refusal(f"{c.name} is a Quest Item and may not be discarded: "
                      "give it to another hero or sell it instead")
    take(hero, c.id, c.name)
    return_to_supply(state, c)
    return [ItemMoved(c.id, None, hero.id, "discarded")]


@handles(A.LoseItem)
def _lose(state: GameState, a: A.LoseItem) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    c = card(state, a.item)
    take(hero, c.id, c.name)
    return_to_supply(state, c)
    return [ItemMoved(c.id, None, hero.id, a.why)]


@handles(A.FindItem)
def _find(state: GameState, a: A.FindItem) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    c = card(state, a.item)
    if not in_supply(state, c):
        hero.gold += c.gold
        return [GoldChanged(hero.id, c.gold, hero.gold, f"no {c.name} is left: its value")]
    take_from_supply(state, c)
    give(hero, c)
    return [ItemMoved(c.id, hero.id, None, "found")]


@handles(A.GainGold)
def _gain_gold(state: GameState, a: A.GainGold) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    delta = max(a.amount, -hero.gold)
    hero.gold += delta
    return [GoldChanged(hero.id, delta, hero.gold, a.why)]


def apply_use_effects(state: GameState, user: HeroState, source: str, effects,
                      targets: tuple[tuple[str, int], ...], gifts: tuple[str, ...],
                      noun: str | None = None) -> list[LogEvent]:
    """Heal, refresh and gold effects of an item or gift used outside a check.
    Combat effects (area, moves, attacks) are the combat engine's to carry out.
    `noun` names the card in a refusal ("the Potion of Healing", "the Healing gift")."""
    events: list[LogEvent] = []
    usable = [e for e in effects if e.only_if_user_is is None or e.only_if_user_is in user.card.kinds]
    heals = [e for e in usable if isinstance(e, Heal)]
    refreshes = [e for e in usable if isinstance(e, Refresh)]
    golds = [e for e in usable if isinstance(e, Gold)]
    draws = [e for e in usable if isinstance(e, DrawGift)]
    if not (heals or refreshes or golds or draws):
        raise Refusal(f"{source} does nothing outside a check or a fight")
    for h in heals:
        if not targets:
            raise Refusal(f"Say who regains Vitality from {source}")
        total = sum(n for _, n in targets)
        if total > h.amount or any(n < 1 for _, n in targets):
            raise Refusal(f"{source} heals {h.amount} Vitality at most")
        if not h.spread and len(targets) > 1:
            raise Refusal(f"{source} heals one hero only")
        if h.whose == "user" and any(t != user.id for t, _ in targets):
            raise Refusal(f"{source} heals only {user.name}, who uses it")
        if not (refreshes or golds or draws):  # a card that does more is never wasted
            refuse_wasted_heal(state, targets, noun or f"the {source}")
        for target_id, n in targets:
            events += heal(state, need_hero(state, target_id), n)
    for r in refreshes:
        owner = user if r.whose == "user" else None
        if r.count == "all":
            for hero in [owner] if owner else state.heroes:
                for g in hero.exhausted_gifts():
                    hero.gifts[g] = False
                    events.append(GiftChanged(hero.id, g, "refreshed"))
        else:
            events += refresh_chosen(state, user, source, r, gifts)
    for g in golds:
        user.gold += g.amount
        events.append(GoldChanged(user.id, g.amount, user.gold, source))
    for d in draws:
        for _ in range(d.count):
            drawn = state.draw_gift_for(user)
            if drawn is not None:
                events.append(GiftChanged(user.id, drawn, "drawn", drawn=True))
    return events


def refuse_wasted_heal(state: GameState, targets: tuple[tuple[str, int], ...], noun: str) -> None:
    """R36: healing only heroes already at full Vitality would throw the card away for
    nothing, so it is refused; one hero below full among them is enough."""
    healed, below = [], False
    for t, _ in targets:  # a plain loop: every heal card of a fight is planned on every revision
        h = need_hero(state, t)
        below = below or h.vitality < h.max_vitality
        healed.append(h)
    if not healed or below:
        return
    if len(healed) == 1:
        h = healed[0]
        raise Refusal(f"{h.name} is already at full Vitality ({h.vitality}): {noun} would be wasted")
    names = ", ".join(f"{h.name} ({h.vitality})" for h in healed)
    raise Refusal(f"Everyone it would heal is already at full Vitality ({names}): "
                  f"{noun} would be wasted")


@handles(A.UseItem)
def _use(state: GameState, a: A.UseItem) -> list[LogEvent]:
    hero = need_hero(state, a.who)
    c = card(state, a.item)
    if not carries(hero, c.id):
        raise Refusal(f"{hero.name} does not carry {c.name}")
    events = apply_use_effects(state, hero, c.name, c.effects, a.heal, a.refresh)
    if c.discard_after_use:
        take(hero, c.id, c.name)
        return_to_supply(state, c)
        events.append(ItemMoved(c.id, None, hero.id, "used up"))
    return events
