"""Carrying out a paragraph's tasks: each becomes rules actions, runner changes or a prompt.

Every rule (damage, healing, gold, items, gifts, events) is the rules core's: a task here
only decides which rules actions to queue, and for whom.
"""

from __future__ import annotations

from dataclasses import replace

from questboard.adventure import events as E
from questboard.adventure import tasks as T
from questboard.adventure.card_play import put_in_play
from questboard.adventure.names import card_id
from questboard.adventure.prompts import ChooseGifts, ChooseHero, Distribute, Shop, ShopOffer
from questboard.adventure.state import DoRules, DoTask, RunnerState, Work
from questboard.rules import actions as A
from questboard.rules import engine
from questboard.rules.items import in_supply
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Refusal, Refused
from questboard.words import counted

# Tasks done once per hero named by `who`.
PER_HERO = (T.LoseGoldTask, T.HealTask, T.DamageTask, T.ExhaustGiftsTask, T.RefreshGiftsTask, T.DrawGiftsTask,
            T.DiscardGiftsTask)
# Tasks whose things the party shares out when `to` is `party`.
SHARED = (T.FindTask, T.GiveTask, T.GiveGoldTask)



def rules(st: RunnerState, action: A.Action) -> list[LogEvent]:
    """Apply a rules action now; a refusal refuses the whole table action."""
    outcome = engine.apply(st.game, action)
    if isinstance(outcome, Refused):
        raise Refusal(outcome.reason)
    return list(outcome.events)

def task_words(st: RunnerState, action: A.Action) -> str:
    """A rules action the adventure asked for, in words with names: "Kr'Zzzt discards Potion
    of Healing" (said when it cannot be done)."""
    names = st.game.names()
    hero = getattr(action, "hero", None) or getattr(action, "who", "")  # done to / by the hero
    hero = names.get(hero, hero)
    thing = getattr(action, "item", None) or getattr(action, "gift", None)
    thing = _name(st, thing) if thing else ""
    n = getattr(action, "points", None) or getattr(action, "amount", None) \
        or getattr(action, "count", None)
    words = {
        A.FindItem: f"{hero} gets {thing}", A.DiscardItem: f"{hero} discards {thing}",
        A.LoseItem: f"{hero} discards {thing}",
        A.GainGold: f"{hero} {'gains' if (n or 0) >= 0 else 'loses'} {abs(n or 0)} gold",
        A.HealHero: f"{hero} regains {n} Vitality", A.DamageHero: f"{hero} takes {n} damage",
        A.DrawGift: f"{hero} draws a gift", A.ExhaustGift: f"{hero} exhausts {thing}",
        A.RefreshGift: f"{hero} refreshes {thing}", A.DiscardGift: f"{hero} discards {thing}",
        A.DrawEvents: f"the Quest Master draws {counted(n, 'event')}",
        A.DiscardEvents: f"the Quest Master discards {counted(n, 'event')}",
    }
    return words.get(type(action), "a task")


def push(st: RunnerState, work: list[Work]) -> None:
    """Put work at the front of the queue, in order."""
    st.queue[0:0] = work


def _name(st: RunnerState, card: str) -> str:
    found = st.cards.by_name(card)
    return found.name if found is not None else card


def who(st: RunnerState, work: DoTask, value: str) -> list[str] | None:
    """The heroes a `who`/`to` names; None when the party must pick one."""
    game = st.game
    if value == "all":
        return [h.id for h in game.heroes]
    if value == "leader":
        return [game.leader_hero.id]
    if value == "this":
        return [work.this] if work.this else [game.leader_hero.id]
    if value == "one":
        return [game.heroes[0].id] if len(game.heroes) == 1 else None
    # A named hero who is not playing: the leader takes the part.
    return [st.hero_id(value) or game.leader_hero.id]


def run_task(st: RunnerState, work: DoTask) -> list[LogEvent]:
    """Do one task (or split it per hero); may leave a prompt in `st.waiting`."""
    t = work.task
    if isinstance(t, PER_HERO) and work.hero is None:
        heroes = who(st, work, t.who)
        if heroes is None:
            st.waiting = ChooseHero(_purpose(t), tuple(h.id for h in st.game.heroes))
            st.context = work
            return []
        push(st, [replace(work, hero=h) for h in heroes])
        return []
    if isinstance(t, SHARED) and getattr(t, "to", "party") == "party":
        return _share(st, work)
    return _do(st, work)


def _purpose(t: T._Task) -> str:
    """The question of a task for one hero the party picks: 'Who takes 1 damage?'."""
    key = T.task_kind(t)
    n = getattr(t, key)
    gifts = "all gifts" if n == "all" else f"{n} gift" + ("s" if n != 1 else "")
    words = {"lose_gold": f"loses {n} gold", "heal": f"regains {n} Vitality",
             "damage": f"takes {n} damage", "exhaust_gifts": f"exhausts {gifts}",
             "refresh_gifts": f"refreshes {gifts}", "draw_gifts": f"draws {gifts}",
             "discard_gifts": f"discards {gifts}"}
    return f"Who {words.get(key, key.replace('_', ' ') + f' {n}')}?"


def _share(st: RunnerState, work: DoTask) -> list[LogEvent]:
    """Found things go to the party; consecutive finds are shared out together."""
    items: list[str] = []
    gold = 0
    group = [work]
    while st.queue and isinstance(st.queue[0], DoTask) and isinstance(st.queue[0].task, SHARED) \
            and getattr(st.queue[0].task, "to", "party") == "party":
        group.append(st.queue.pop(0))
    for w in group:
        t = w.task
        if isinstance(t, T.GiveGoldTask):
            gold += t.gold
        else:
            items.append(card_id(st.cards, t.find if isinstance(t, T.FindTask) else t.give, "item"))
    if len(st.game.heroes) == 1:
        hero = st.game.heroes[0].id
        push(st, [DoRules(A.FindItem(hero, i)) for i in items]
             + ([DoRules(A.GainGold(hero, gold, "found"))] if gold else []))
        return []
    st.waiting = Distribute(tuple(items), gold)
    st.context = None
    return []


def _do(st: RunnerState, work: DoTask) -> list[LogEvent]:
    t, hero = work.task, work.hero
    cards = st.cards
    if isinstance(t, T.PlaceTask):
        loc = card_id(cards, t.place, "location")
        st.locations[loc] = t.beside
        return [E.LocationPlaced(_name(st, loc), t.beside)]
    if isinstance(t, T.RemoveTask):
        loc = card_id(cards, t.remove, "location")
        if loc not in st.locations:
            return [E.TaskSkipped("remove " + _name(st, loc), "not in play, nothing to do")]
        del st.locations[loc]
        return [E.LocationRemoved(_name(st, loc))]
    if isinstance(t, T.MoveHeroesTask):
        loc = card_id(cards, t.move_heroes, "location")
        st.heroes_at = loc
        return [E.HeroesMoved(_name(st, loc))]
    if isinstance(t, T.AdventureCardTask):
        return put_in_play(st, t.adventure_card)
    if isinstance(t, T.TickTask):
        st.markers.add(t.tick)
        return [E.MarkerTicked(t.tick, st.adventure.qm_sheet.markers.get(t.tick, ""))]
    if isinstance(t, T.DrawEventsTask):
        push(st, [DoRules(A.DrawEvents(t.draw_events))])
    elif isinstance(t, T.DiscardEventsTask):
        push(st, [DoRules(A.DiscardEvents(t.discard_events))])
    elif isinstance(t, T.GiveTask):
        target = who(st, work, t.to)[0]  # type: ignore[index]
        push(st, [DoRules(A.FindItem(target, card_id(cards, t.give, "item")))])
    elif isinstance(t, T.GiveGoldTask):
        target = who(st, work, t.to)[0]  # type: ignore[index]
        push(st, [DoRules(A.GainGold(target, t.gold, "given"))])
    elif isinstance(t, T.DiscardItemTask):
        item = card_id(cards, t.discard_item, "item")
        holder = next((h.id for h in st.game.heroes if item in h.items()), None)
        if holder is None:
            return [E.TaskSkipped("discard " + _name(st, item), "nobody carries it")]
        push(st, [DoRules(A.LoseItem(holder, item, "discarded"))])
    elif isinstance(t, T.ShopTask):
        return _open_shop(st, t)
    elif isinstance(t, T.LoseGoldTask):
        push(st, [DoRules(A.GainGold(hero, -t.lose_gold, "lost"))])
    elif isinstance(t, T.HealTask):
        push(st, [DoRules(A.HealHero(hero, t.heal))])
    elif isinstance(t, T.DamageTask):
        push(st, [DoRules(A.DamageHero(hero, t.damage))])
    elif isinstance(t, T.DrawGiftsTask):
        push(st, [DoRules(A.DrawGift(hero)) for _ in range(t.draw_gifts)])
    else:
        return _gifts(st, t, hero)
    return []


def _gifts(st: RunnerState, t: T._Task, hero_id: str) -> list[LogEvent]:
    hero = st.game.hero(hero_id)
    if isinstance(t, T.ExhaustGiftsTask):
        count, purpose = t.exhaust_gifts, "exhaust"
        candidates = [g for g, ex in hero.gifts.items() if not ex]
    elif isinstance(t, T.RefreshGiftsTask):
        count, purpose = t.refresh_gifts, "refresh"
        candidates = [g for g, ex in hero.gifts.items() if ex]
    else:
        count, purpose = t.discard_gifts, "discard"
        candidates = [g for g in hero.gifts if g != hero.innate_gift]
    if not candidates:
        return [E.TaskSkipped(f"{purpose} gifts", f"{hero.name} has no gift to {purpose}")]
    if count == "all" or len(candidates) <= count:
        push(st, [DoRules(gift_action(purpose, hero_id, g)) for g in candidates])
        return []
    st.waiting = ChooseGifts(hero_id, count, tuple(candidates), purpose)
    st.context = None
    return []


def gift_action(purpose: str, hero: str, gift: str) -> A.Action:
    cls = {"exhaust": A.ExhaustGift, "refresh": A.RefreshGift, "discard": A.DiscardGift}[purpose]
    return cls(hero, gift)


def _open_shop(st: RunnerState, t: T.ShopTask) -> list[LogEvent]:
    st.context = t
    st.waiting = shop_prompt(st, t)
    return [E.ShopOpened(tuple(st.cards.any_item(o.item).name for o in st.waiting.offers))]


def shop_prompt(st: RunnerState, t: T.ShopTask) -> Shop:
    """What is for sale right now: listed (or all) equipment still in the pile, and Quest
    Items only where the adventure allows."""
    cards = st.cards
    if t.shop == "all":
        wanted = list(cards.equipment) + (list(cards.quest_items) if t.quest_items else [])
    else:
        wanted = [card_id(cards, n, "item") for n in t.shop]
    offers = []
    for item in dict.fromkeys(wanted):
        card = cards.any_item(item)
        if item in cards.quest_items and not t.quest_items:
            continue
        if in_supply(st.game, card):
            offers.append(ShopOffer(item, card.gold))
    return Shop(tuple(offers))
