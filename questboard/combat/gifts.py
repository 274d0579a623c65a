"""Gifts and items in a fight. "!" gifts only as the owner's action in his turn; others at
any moment. Turn gifts reshape the turn (Charge, Wind Rider); area attacks lay the card (G5);
a healing gift reaches the heroes on the field as its card says (Healing: "the heroes"); an
item in combat reaches only the user or a hero touching him (the Potion of Healing's text)."""

from __future__ import annotations

from questboard.combat import events as E
from questboard.combat import guard
from questboard.combat.attacks import counter
from questboard.combat.board import in_range_and_sight
from questboard.combat.damage import heal_bad_guy, hurt
from questboard.combat.effects_index import effect, kinds
from questboard.combat.fight import Fight
from questboard.combat.fighters import Fighter
from questboard.combat.previews import area_pose
from questboard.combat.reinforce import reinforce
from questboard.combat.turns import commit_actor
from questboard.rules import actions as R
from questboard.rules.engine import apply as rules_apply
from questboard.rules.log import ItemMoved, LogEvent
from questboard.rules.outcome import Refusal
from questboard.words import counted

# Kinds that only matter inside a roll: used through the modify window, not on their own.
_ROLL_ONLY = {"bonus", "auto_success", "damage_on_zero"}


def _rules(fight: Fight, action) -> list[LogEvent]:
    outcome = rules_apply(fight.state, action)
    if not outcome.ok:
        raise Refusal(outcome.reason)
    return list(outcome.events)


def reach(fight: Fight, f: Fighter, heal: tuple[tuple[str, int], ...], source: str,
          touching: bool = True) -> None:
    """Whom a heal may reach in combat: heroes still on the field; with `touching` (items:
    the Potion of Healing's text) only `f` or a hero touching `f`."""
    for hero_id, _ in heal:
        if hero_id == f.id:
            continue
        other = fight.fighters.get(hero_id)
        if other is None or not other.is_hero:
            raise Refusal(f"{hero_id} is not a hero in this fight")
        if other.off_field:
            raise Refusal(f"{other.name} is out of the fight: {source} cannot reach {other.name} now")
        if touching and not fight.field.touching(f.id, hero_id):
            raise Refusal(f"{source} in combat reaches only {f.name} or a hero touching {f.name}")


def ready_gift(fight: Fight, who: str, gift: str):
    """The checks of a gift's use before anything changes, in the order the engine makes
    them: (fighter, card, kinds, the turn's budget for a "!" gift else None); a strike back
    is checked by `_counter`. Raises Refusal (also the preview's `why_not`)."""
    f = guard.on_field(fight, who)
    cards = fight.state.cards
    card = cards.gifts.get(gift)
    if card is None:
        raise Refusal(f"There is no gift '{gift}'")
    table = f.gift_table()
    if gift not in table:
        raise Refusal(f"{f.name} does not have {card.name}")
    if table[gift]:
        raise Refusal(f"{card.name} is exhausted")
    if f.is_hero and fight.silenced:
        raise Refusal("The dark gods hold the field: no hero may use a Gift until the Quest Master's next turn")
    ks = kinds(card)
    if "counter_attack" in ks:
        return f, card, ks, None
    if ks <= _ROLL_ONLY:
        raise Refusal(f"{card.name} adds to a roll: use it when the dice are down (Modify)")
    if card.turn_only:
        f2, budget = guard.turn_of(fight, who)
        if budget.special or budget.actions < 1:
            raise Refusal(f"{card.name} (!) must be {f.name}'s action, and it is already spent")
        return f, card, ks, budget
    if "heal" not in ks:  # healing may come at once, even while an injury is pending
        guard.nothing_pending(fight)
    elif fight.conflict is not None or fight.reaction is not None:
        guard.nothing_pending(fight)
    return f, card, ks, None


def use_gift(fight: Fight, a) -> list[LogEvent]:
    f, card, ks, budget = ready_gift(fight, a.who, a.gift)
    table = f.gift_table()
    if "counter_attack" in ks:
        return _counter(fight, f, card, a)
    if "turn" in ks:
        return _turn(fight, f, card, budget)
    if "area_attack" in ks:
        return _area(fight, f, card, a, budget)
    if "ranged_attack_all" in ks:
        return _cloud(fight, f, card, budget)
    if "reinforcements" in ks:
        _spend_action(fight, f, budget)
        table[a.gift] = True
        per = effect(card, "reinforcements").per_hero
        return [E.GiftUsed(f.id, f.name, card.name)] + reinforce(fight, per * fight.heroes_count, ())
    if "silence_gifts" in ks:
        _spend_action(fight, f, budget)
        table[a.gift] = True
        fight.silenced = True
        return [E.GiftUsed(f.id, f.name, card.name, "no hero may use a Gift until the QM's next turn")]
    if budget is not None:
        _spend_action(fight, f, budget)
    if f.hero is None:
        if "heal" in ks:
            table[a.gift] = True
            return [E.GiftUsed(f.id, f.name, card.name)] + heal_bad_guy(f, effect(card, "heal").amount)
        raise Refusal(f"{card.name} does nothing a bad guy can use here")
    if "heal" in ks:
        heal = a.heal or ((f.id, effect(card, "heal").amount),)
        reach(fight, f, heal, card.name, touching=False)  # the gift's card has no touching rule
        return [E.GiftUsed(f.id, f.name, card.name)] + _rules(fight, R.UseGift(f.id, a.gift, heal=heal))
    if "refresh" in ks:
        return [E.GiftUsed(f.id, f.name, card.name)] + _rules(fight, R.UseGift(f.id, a.gift, refresh=a.refresh))
    if "draw_gift" in ks:
        events = _rules(fight, R.DrawGift(f.id))
        table[a.gift] = True
        return [E.GiftUsed(f.id, f.name, card.name)] + events
    raise Refusal(f"{card.name} has no use in a fight")


def _spend_action(fight: Fight, f: Fighter, budget) -> None:
    if budget is None:
        return
    budget.actions -= 1
    commit_actor(fight, f.id, budget)


def _turn(fight: Fight, f: Fighter, card, budget) -> list[LogEvent]:
    if budget.moved or budget.attacked:
        raise Refusal(f"{card.name} shapes the whole turn: use it before moving or attacking")
    t = effect(card, "turn")
    budget.actions = 0
    budget.moves, budget.melee, budget.ranged = t.moves, t.melee, t.ranged
    budget.melee_bonus, budget.ranged_bonus = t.melee_bonus, t.ranged_bonus
    budget.any_order, budget.move_despite_ranged = t.any_order, t.move_despite_ranged
    budget.range_bar = card.range_bar
    budget.gift = card.name
    f.gift_table()[card.id] = True
    commit_actor(fight, f.id, budget)
    parts = [w for n, w in ((t.moves, counted(t.moves, "move")), (t.melee, f"{t.melee} melee"),
                         (t.ranged, f"{t.ranged} ranged")) if n]
    return [E.GiftUsed(f.id, f.name, card.name, ", ".join(parts) + " this turn")]


def _area(fight: Fight, f: Fighter, card, a, budget) -> list[LogEvent]:
    if a.area is None:
        raise Refusal(f"Lay the {card.name} card: give its centre and angle, touching {f.name}")
    centre, degrees = a.area
    plan = area_pose(fight, f.id, card.id, centre, degrees)  # what the preview shows
    if not plan.valid:
        raise Refusal(plan.reason)
    _spend_action(fight, f, budget)
    f.gift_table()[card.id] = True
    points = effect(card, "area_attack").damage
    names = [fight.fighters[h].name for h in plan.hit]
    events: list[LogEvent] = [E.GiftUsed(f.id, f.name, card.name, "hits " + (", ".join(names) or "nobody"))]
    for hit in plan.hit:  # friends and the user included (G5)
        events += hurt(fight, fight.fighters[hit], points)
    return events


def _cloud(fight: Fight, f: Fighter, card, budget) -> list[LogEvent]:
    bar = card.range_bar or f.card.range_bar
    if bar is None:
        raise Refusal(f"{f.name} has no range bar for {card.name}")
    if budget is not None and budget.moved and not budget.move_despite_ranged:
        raise Refusal(f"{f.name} moved this turn: {card.name} shoots, and shooting needs standing still")
    targets = [t.id for t in fight.in_play() if t.side != f.side
               and in_range_and_sight(fight.field, f.id, t.id, bar)[0]]
    _spend_action(fight, f, budget)
    f.gift_table()[card.id] = True
    if budget is not None:
        budget.shot = budget.attacked = True
    fight.queue.extend(("ranged", f.id, t) for t in targets)
    names = ", ".join(fight.fighters[t].name for t in targets) or "nobody in range"
    return [E.GiftUsed(f.id, f.name, card.name, f"ranged attacks at {names}")]


def counter_refusal(fight: Fight, f: Fighter, card) -> str:
    """Why a strike back cannot be made now, or ""."""
    r = fight.reaction
    if r is None or r.who != f.id or r.gift != card.id:
        return f"{card.name} answers only right after {f.name} takes melee damage"
    return ""


def _counter(fight: Fight, f: Fighter, card, a) -> list[LogEvent]:
    why = counter_refusal(fight, f, card)
    if why:
        raise Refusal(why)
    r = fight.reaction
    t = fight.fighters[r.against]
    fight.reaction = None
    f.gift_table()[card.id] = True
    return [E.GiftUsed(f.id, f.name, card.name, f"strikes back at {t.name}")] + counter(fight, f, t)


def ready_item(fight: Fight, who: str, item: str):
    """Who uses which item: (fighter, card); raises Refusal."""
    f = guard.on_field(fight, who)
    if f.hero is None or item not in f.hero.items():
        raise Refusal(f"{f.name} does not carry '{item}'")
    return f, fight.state.cards.any_item(item)


def use_item(fight: Fight, a) -> list[LogEvent]:
    f, card = ready_item(fight, a.who, a.item)
    heal = a.heal
    if "heal" in kinds(card) and not heal:
        heal = ((f.id, effect(card, "heal").amount),)
    reach(fight, f, heal, card.name)
    item_not_pending(fight)
    return _rules(fight, R.UseItem(f.id, a.item, heal=heal, refresh=a.refresh))


def item_not_pending(fight: Fight) -> None:
    """An item waits for a roll or a strike back to be settled (not for an injury: a potion
    may heal at once)."""
    if fight.conflict is not None or fight.reaction is not None:
        guard.nothing_pending(fight)


def swap(fight: Fight, a) -> list[LogEvent]:
    f, budget = guard.turn_of(fight, a.who)
    if f.hero is None:
        raise Refusal(f"{f.name} carries no items to hand over")
    other = guard.on_field(fight, a.to)
    if not other.is_hero or other.id == f.id:
        raise Refusal("Items go to another hero")
    if not fight.field.touching(f.id, other.id):
        raise Refusal(f"{other.name} must be touching {f.name} to swap items")
    if budget.special or budget.actions < 1:
        raise Refusal(f"Swapping costs {f.name}'s action, and it is already spent")
    if a.item not in f.hero.items():
        raise Refusal(f"{f.name} does not carry '{a.item}'")
    card = fight.state.cards.any_item(a.item)
    if a.item in f.hero.equipment and len(other.hero.equipment) >= other.hero.equipment_limit:
        raise Refusal(f"{other.name} can carry no more equipment")
    events = _rules(fight, R.SwapItem(f.id, other.id, a.item))
    _spend_action(fight, f, budget)
    moved = [e for e in events if isinstance(e, ItemMoved) and e.item == a.item]  # told once, below
    return [E.ItemsSwapped(f.id, f.name, other.name, card.name)] + [e for e in events if e not in moved]


def refresh(fight: Fight, a) -> list[LogEvent]:
    f = guard.on_field(fight, a.who)
    if f.hero is not None:
        _rules(fight, R.RefreshOnNine(f.id, a.gift))  # told once, as the fight's own line
        card = fight.state.cards.gifts.get(a.gift)
        return [E.GiftRefreshed(f.id, f.name, card.name if card else a.gift, "rolled a 9")]
    table = f.gift_table()
    if a.gift not in table or not table[a.gift]:
        raise Refusal(f"{f.name} has no exhausted gift '{a.gift}'")
    if f.refresh_offer:
        f.refresh_offer, why = False, "rolled a 9"
    elif f.extra_refreshes > 0:
        f.extra_refreshes -= 1
        why = f"extra refresh, {f.extra_refreshes} left"
    else:
        raise Refusal(f"{f.name} has no refresh to spend")
    table[a.gift] = False
    return [E.GiftRefreshed(f.id, f.name, fight.state.cards.gifts[a.gift].name, why)]
