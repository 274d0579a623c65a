"""Attacks as Deftness Conflicts (R2, R3): the roll, the modify window (R5), and the result.

Melee: the loser takes the winner's damage (a weapon's damage replaces the card's), so an
attacker can be wounded. Ranged: the target's Armor Roll; only the target can be hurt.
The window opens only when the side that is losing holds a bonus that could turn the roll."""

from __future__ import annotations

from questboard.combat import events as E
from questboard.combat.damage import hurt
from questboard.combat.effects_index import bonus, kinds, ready_gifts
from questboard.combat.fight import HEROES, Conflict, Fight
from questboard.combat.fighters import (
    Fighter,
    best_weapon,
    damage,
    passive_bonus,
    weapon_bonus,
    weapon_zero_damage,
)
from questboard.rules.checks import conflict_attacker_wins
from questboard.rules.log import LogEvent, RefreshOffered
from questboard.rules.outcome import Refusal

QM = "qm"


def roll(fight: Fight, kind: str, att: Fighter, dfn: Fighter, att_weapon, extra: int = 0,
         counter: bool = False) -> list[LogEvent]:
    """Roll both dice, add what is always on, then open the window or settle at once."""
    state, cards = fight.state, fight.state.cards
    state.refresh_offers.clear()  # R4 offers are for "right away"
    for f in fight.fighters.values():
        if f.refresh_offer:
            f.refresh_offer = False
    def_roll = "melee" if kind == "melee" else "armor"
    def_weapon = None
    if kind == "melee" and dfn.hero is not None:
        def_weapon = best_weapon(dfn, cards, "melee")
    hero_side = att if att.hero is not None else dfn
    tough = state.toughness_of(hero_side.hero.id if hero_side.hero is not None else None)  # R81
    a_die, d_die = state.dice.d10(), state.dice.d10()
    a_total = (a_die + att.deftness(tough) + passive_bonus(att, cards, kind)[0] + extra
               + card_bonus(fight, att, kind))
    if att_weapon is not None:
        a_total += weapon_bonus(att, att_weapon, kind)
    d_total = (d_die + dfn.deftness(tough) + passive_bonus(dfn, cards, def_roll)[0]
               + card_bonus(fight, dfn, def_roll))
    if def_weapon is not None:
        d_total += weapon_bonus(dfn, def_weapon, def_roll)
    c = Conflict(kind, att.id, dfn.id, a_die, d_die, a_total, d_total, att_weapon, def_weapon,
                 counter=counter)
    events: list[LogEvent] = []
    for f, die in ((att, a_die), (dfn, d_die)):
        if die == 9:
            events += _offer_refresh(fight, f)
    fight.conflict = c
    return events + _window_or_resolve(fight)


def card_bonus(fight: Fight, f: Fighter, roll: str) -> int:
    """What the adventure cards in play add to this fighter's side for this roll (R77):
    a Deftness bonus counts in every combat roll, a roll's bonus in that roll only."""
    side = "heroes" if f.is_hero else "bad_guys"
    return sum([amount for who, what, amount in fight.spec.bonuses
                if who == side and what in ("deftness", roll)])


def _offer_refresh(fight: Fight, f: Fighter) -> list[LogEvent]:
    """R4: a hero or an arch villain who rolled 9 may refresh one exhausted gift."""
    if not any(f.gift_table().values()):
        return []
    if f.hero is not None:
        if f.id not in fight.state.refresh_offers:
            fight.state.refresh_offers.append(f.id)
        return [RefreshOffered(f.id)]
    if f.is_arch_villain:
        f.refresh_offer = True
        return [RefreshOffered(f.name)]
    return []


def refresh_asked(fight: Fight) -> Fighter | None:
    """R4, R21: a hero on the field who rolled a 9 and holds an exhausted gift, when the
    fight would otherwise go on with another side (whose next roll would let the offer
    lapse): the fight asks that hero first. On the hero's own turn the offer stays free."""
    for hero_id in fight.state.refresh_offers:
        f = fight.fighters.get(hero_id)
        if f is None or f.hero is None or not f.in_play or f.off_field or not f.hero.exhausted_gifts():
            continue
        if fight.phase == HEROES and fight.active == f.id:
            continue
        return f
    return None


def attacker_wins(c: Conflict, att: Fighter) -> bool:
    if c.att_auto != c.def_auto:
        return c.att_auto
    if c.att_auto:  # both won outright: the hero's side
        return att.is_hero
    return conflict_attacker_wins(c.att_die, c.att_total, att.is_hero, c.def_die, c.def_total)


def controller(f: Fighter) -> str:
    return f.id if f.is_hero else QM


def roll_of(c: Conflict, side_is_attacker: bool) -> str:
    if c.kind == "melee":
        return "melee"
    return "ranged" if side_is_attacker else "armor"


def sources(fight: Fight, c: Conflict, f: Fighter) -> list[tuple[str, str, int | None, bool]]:
    """(owner id or QM, source id, amount or None for "wins outright", hits the foe's roll)
    that `f`'s side may still add to this roll."""
    mine = f.id == c.attacker
    roll_kind = roll_of(c, mine)
    foe = fight.fighters[c.defender if mine else c.attacker]
    foe_roll = roll_of(c, not mine)
    found: list[tuple[str, str, int | None, bool]] = []
    for g in ready_gifts(fight, f):
        if f"{f.id}:{g.id}" in c.used:
            continue
        if "auto_success" in kinds(g) and f.is_hero:
            found.append((f.id, g.id, None, False))
        elif bonus(g, roll_kind) > 0:
            found.append((f.id, g.id, bonus(g, roll_kind), False))
    if f.hero is not None:
        for item_id in f.hero.items():
            item = fight.state.cards.any_item(item_id)
            if item.discard_after_use and bonus(item, roll_kind, f) > 0 and f"{f.id}:{item_id}" not in c.used:
                found.append((f.id, item_id, bonus(item, roll_kind, f), False))
    else:
        for ev in dict.fromkeys(fight.state.qm_hand):
            card = fight.state.cards.events[ev]
            if f"{QM}:{ev}" in c.used or card.when not in ("combat_any_time", "any_time"):
                continue
            up, down = bonus(card, roll_kind), bonus(card, foe_roll)
            if up > 0:
                found.append((QM, ev, up, False))
            elif down < 0 and foe.is_hero:
                found.append((QM, ev, -down, True))
    return found


def _could_turn(fight: Fight, c: Conflict, loser: Fighter) -> bool:
    found = sources(fight, c, loser)
    if not found:
        return False
    if any(amount is None for _, _, amount, _ in found):
        return True
    total = sum(a for _, _, a, _ in found)
    if loser.id == c.attacker:
        probe = Conflict(**{**vars(c), "att_total": c.att_total + total})
    else:
        probe = Conflict(**{**vars(c), "def_total": c.def_total + total})
    att = fight.fighters[c.attacker]
    return attacker_wins(probe, att) != attacker_wins(c, att)


def losing_side(fight: Fight, c: Conflict) -> Fighter:
    att, dfn = fight.fighters[c.attacker], fight.fighters[c.defender]
    return dfn if attacker_wins(c, att) else att


def _window_or_resolve(fight: Fight) -> list[LogEvent]:
    c = fight.conflict
    loser = losing_side(fight, c)
    if controller(loser) not in c.passed and _could_turn(fight, c, loser):
        return []  # wait for Modify or Pass from the losing side
    return resolve(fight)


def modify(fight: Fight, who: str, source: str) -> list[LogEvent]:
    c = fight.conflict
    if c is None:
        raise Refusal("No roll is waiting for bonuses")
    loser = losing_side(fight, c)
    _losing_side_only(fight, loser, who)
    match = next((s for s in sources(fight, c, loser) if s[1] == source), None)
    if match is None:
        raise Refusal(f"{source} cannot add to this roll")
    owner, _, amount, hits_foe = match
    c.used.add(f"{owner}:{source}")
    cards = fight.state.cards
    name = loser.name if owner != QM else "The Quest Master"
    if owner == QM:
        fight.state.qm_hand.remove(source)
        fight.state.supply.event_discards.append(source)
        label = cards.events[source].name
    elif source in cards.gifts:
        loser.gift_table()[source] = True
        label = cards.gifts[source].name
    else:
        pile = loser.hero.equipment if source in loser.hero.equipment else loser.hero.quest_items
        pile.remove(source)
        label = cards.any_item(source).name
    mine_att = loser.id == c.attacker
    if amount is None:
        if mine_att:
            c.att_auto = True
        else:
            c.def_auto = True
    elif not hits_foe:
        if mine_att:
            c.att_total += amount
        else:
            c.def_total += amount
    elif mine_att:
        c.def_total -= amount
    else:
        c.att_total -= amount
    c.bonuses.append(label)
    return [E.Modified(loser.id, name, label, amount if not hits_foe else -amount)] + _window_or_resolve(fight)


def pass_window(fight: Fight, who: str) -> list[LogEvent]:
    c = fight.conflict
    if c is None:
        raise Refusal("No roll is waiting for bonuses")
    loser = losing_side(fight, c)
    _losing_side_only(fight, loser, who)
    c.passed.add(controller(loser))
    return resolve(fight)


def _losing_side_only(fight: Fight, loser: Fighter, who: str) -> None:
    """Only the losing side answers the window: the hero himself, or the Quest Master for
    his bad guys (as QM or by naming any of them)."""
    f = fight.fighters.get(who)
    side = QM if who == QM else (controller(f) if f is not None else None)
    if side != controller(loser):
        asked = loser.name if loser.is_hero else "the Quest Master"
        raise Refusal(f"{loser.name} is losing the roll: it is for {asked} to add a bonus or let it go")


def resolve(fight: Fight) -> list[LogEvent]:
    """Settle the roll: log it, deal damage."""
    c = fight.conflict
    fight.conflict = None
    att, dfn = fight.fighters[c.attacker], fight.fighters[c.defender]
    won = attacker_wins(c, att)
    events: list[LogEvent] = [E.Attacked(c.kind, att.id, att.name, dfn.id, dfn.name, c.att_die,
                                         c.att_total, c.def_die, c.def_total, won, tuple(c.bonuses))]
    if c.kind == "melee":
        winner, loser = (att, dfn) if won else (dfn, att)
        w_weapon = c.att_weapon if won else c.def_weapon
        loser_die = c.def_die if won else c.att_die
        points = damage(winner, w_weapon, "melee")
        zero = weapon_zero_damage(winner, w_weapon)
        if zero is not None and loser_die == 0:
            points = zero
        events += hurt(fight, loser, points, melee_from=None if c.counter else winner)
    elif won:
        points = damage(att, c.att_weapon, "ranged")
        zero = weapon_zero_damage(att, c.att_weapon)
        if zero is not None and c.def_die == 0:
            points = zero
        events += hurt(fight, dfn, points)
    return events
