"""The cards the heroes may use in a fight outside a roll, as the battlefield's side panel
offers them: each ready gift and usable item of every hero in play (the acting hero first),
what using it would meet now (`combat.uses.plan_use`: allowed or why not, whom a heal may
reach and with how much, which gifts a refresh may bring back), a 9's refresh (R4), and
the turn's end."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.combat import actions as F
from questboard.combat.effects_index import effect, kinds
from questboard.combat.fight import Fight
from questboard.combat.uses import UsePlan, plan_use
from questboard.play.kept import KeptParts
from questboard.play.viewdata import Choice, ViewData, choice
from questboard.play.waiting import QM

ROLL_ONLY = frozenset({"bonus", "auto_success", "damage_on_zero"})  # used inside a roll only


@dataclass(frozen=True)
class HealTarget(ViewData):
    hero: str
    name: str
    amount: int  # what the card gives him now: as much as it gives or he lacks, at least 1


@dataclass(frozen=True)
class CardUse(ViewData):
    """What using one card of a hero would meet now (`combat.uses.UsePlan` as data)."""

    who: str
    card: str
    kind: str  # item, gift
    name: str
    may_use: bool
    why_not: str
    turn_action: bool  # a "!" gift: only as the owner's action in his turn
    area: bool  # an area card, laid on the field
    heal: int  # the most Vitality it gives (0: no heal)
    spread: bool
    reach: tuple[HealTarget, ...]  # whom a heal may reach, the user first
    refresh: tuple[tuple[str, str], ...]  # (hero id, gift id) it may refresh
    refresh_count: int
    refresh_up_to: bool
    asks: bool  # the table must say whom it heals or which gift it refreshes


@dataclass(frozen=True)
class HeroCards(ViewData):
    """One hero's row of quick uses on the side panel ("Karomin's cards")."""

    hero: str
    name: str
    uses: tuple[Choice, ...]


def card_uses(game, fight: Fight, kept: KeptParts | None = None) -> tuple[CardUse, ...]:
    """The cards of every hero in play that may be used outside a roll (`quick_cards`: the
    ones the side panel offers), planned as the rules see it now. With `kept`, a card's plan
    is the one made before while what it reads is as it was (`_plan_reads`)."""
    out, heroes = [], {h.card.id: h for h in game.state.heroes}
    reads = _plan_reads(game, fight) if kept is not None else None
    for f in fight.fighters.values():
        if f.side != "hero" or f.off_field or f.hero is None:
            continue
        quick = quick_cards(game.cards, f) if reads is None else \
            kept.get(("quick cards", f.id), (f, f.hero, game.cards), reads[1], lambda f=f: quick_cards(game.cards, f))
        for card in quick:
            if reads is None:
                out.append(_use(heroes, plan_use(fight, f.id, card)))
                continue
            name = ("card use", f.id, card)
            last = kept.last(name)
            # An item's heal reaches the heroes touching its user: all it reads of where they stand.
            key = (reads, _touching(fight, f) if last is None or last.heal and last.kind == "item" else None)
            out.append(kept.get(name, (fight, f, f.hero), key,
                                lambda f=f, card=card: _use(heroes, plan_use(fight, f.id, card))))
    return tuple(out)


def _plan_reads(game, fight: Fight) -> tuple | None:
    """What `plan_use` reads of the fight but where the bases stand, as plain values: whom
    the fight waits for, the turn's spent action, every hero's Vitality, Strength and cards;
    None (plan afresh) while a roll, a strike back, an injury or a queue is pending."""
    st = fight.state
    if fight.conflict is not None or fight.reaction is not None or fight.queue or st.pending_injuries:
        return None
    t = fight.turn
    cards = []
    for h in st.heroes:
        cards.append((h.card.id, h.vitality, h.attributes.get("strength"), tuple(h.gifts.items()),
                      tuple(h.equipment), tuple(h.quest_items)))
    off = tuple([f.id for f in fight.fighters.values() if f.off_field])
    return (game.fight_asked(), fight.result is not None, fight.phase, fight.active, frozenset(fight.finished), fight.silenced,
            None if t is None else (t.who, t.gift, t.actions), tuple(st.refresh_offers), off), tuple(cards)


def _touching(fight: Fight, f) -> tuple[bool, ...]:
    """Which other heroes on the field touch `f` (what the reach of an item's heal reads)."""
    touching = fight.field.touching
    return tuple([h.off_field or touching(f.id, h.id) for h in fight.fighters.values()
                  if h.is_hero and h is not f and h.hero is not None])


def quick_cards(cards, f) -> list[str]:
    """A hero's cards of use outside a roll: his ready gifts but roll-only ones and strike
    backs (area cards are laid, not planned), and each item used up, healing or refreshing."""
    out = []
    for g, spent in f.hero.gifts.items():
        card = cards.gifts.get(g)
        if spent or card is None:
            continue
        ks = kinds(card)
        if not (ks <= ROLL_ONLY or "counter_attack" in ks or "area_attack" in ks):
            out.append(g)
    for item in dict.fromkeys(f.hero.items()):
        card = cards.any_item(item)
        if card is not None and (card.discard_after_use or kinds(card) & {"heal", "refresh"}):
            out.append(item)
    return out


def _use(h: dict, plan: UsePlan) -> CardUse:
    reach = tuple([HealTarget(n.id, n.name, max(1, min(plan.heal, h[n.id].max_vitality - h[n.id].vitality))
                             if n.id in h else plan.heal) for n in plan.reach]) if plan.reach else ()
    return CardUse(plan.who, plan.card, plan.kind, plan.name, plan.may_use, plan.why_not,
                   plan.turn_action, plan.area, plan.heal, plan.spread, reach, plan.refresh,
                   plan.refresh_count, plan.refresh_up_to, plan.asks)


def quick_uses(game, fight: Fight, offered: frozenset[str], actor: str | None,
               uses: tuple[CardUse, ...], kept: KeptParts | None = None) -> tuple[HeroCards, ...]:
    """The side panel's rows: each hero's ready gifts (not roll-only ones, not strike backs;
    an area card is laid on the field), items used up or healing or refreshing, and a 9's
    refresh. A choice that `asks` opens the window's use dialog (whom to heal, what to
    refresh); one without an action is offered but not taken now. With `kept`, a hero's row
    is the one made before while his uses, what is offered and his cards are as they were."""
    cards, offers = game.cards, fight.state.refresh_offers
    planned: dict[str, list[CardUse]] = {}
    for u in uses:
        planned.setdefault(u.who, []).append(u)
    first, rest = [], []  # plain loops: this runs on every revision of a fight
    for f in fight.fighters.values():
        if f.is_hero and not f.off_field and f.hero is not None:
            (first if f.id == actor else rest).append(f)
    asked = ("UseGift" in offered, "UseItem" in offered, "RefreshGift" in offered)  # all a row reads of it
    rows = []
    for f in first + rest:
        mine, h = tuple(planned.get(f.id, ())), f.hero
        if kept is None:
            row = _row(cards, f, mine, offered, offers)
        else:
            read = []  # what `_quick` reads of each use: a heal's reach changes with every step beside a friend
            for u in mine:
                if u.may_use:
                    read.append((u.card, bool(u.heal) and len(u.reach) > 1, u.refresh, u.refresh_count, u.refresh_up_to))
                else:
                    read.append((u.card,))
            key = (tuple(read), asked, tuple(h.gifts.items()), tuple(h.equipment), tuple(h.quest_items),
                   f.id in offers)
            row = kept.get(("quick uses", f.id), (f, h, cards), key,
                           lambda f=f, mine=mine: _row(cards, f, mine, offered, offers))
        if row is not None:
            rows.append(row)
    return tuple(rows)


def _row(cards, f, uses: tuple[CardUse, ...], offered: frozenset[str], offers) -> HeroCards | None:
    """One hero's quick uses, None when he has none."""
    planned = {}
    for u in uses:
        planned[u.card] = u
    row = []
    quick = quick_cards(cards, f)
    for g, spent in f.hero.gifts.items():
        card = cards.gifts.get(g)
        if not spent and card is not None and "area_attack" in kinds(card) and "UseGift" in offered:
            row.append(Choice(f"{card.name}: lay the card", kind="area", who=f.id, card=g,
                              tip=card.text, asks=True))
        elif g in quick:
            row.append(_quick(planned[g], F.UseGift, offered, card.name, card.text))
    held = f.hero.items()
    for item in [c for c in quick if c not in f.hero.gifts]:  # two of a card: one button that says how many
        card = cards.any_item(item)
        n = held.count(item)
        label = f"Use {card.name}" + (f" (×{n})" if n > 1 else "")
        row.append(_quick(planned[item], F.UseItem, offered, label, card.text))
    if f.id in offers:
        for g in f.hero.exhausted_gifts():
            name = cards.gifts[g].name if g in cards.gifts else g
            action = F.RefreshGift(f.id, g) if "RefreshGift" in offered else None
            row.append(choice(f"Rolled 9: refresh {name}", action, kind="refresh", who=f.id, card=g))
    return HeroCards(f.id, f.name, tuple(row)) if row else None


def _quick(use: CardUse, kind: type, offered: frozenset[str], label: str, tip: str) -> Choice:
    """One quick "Use" button: the card's action at once when the rules leave one choice,
    else a choice that asks (the dialog says whom to heal or which gifts to refresh)."""
    what = "gift" if kind is F.UseGift else "item"
    if kind.__name__ not in offered:
        return Choice(label, kind=what, who=use.who, card=use.card, tip=tip)
    action = kind(use.who, use.card)
    if use.may_use and use.heal and len(use.reach) > 1:
        return Choice(label + "…", kind=what, who=use.who, card=use.card, tip=tip, asks=True)
    if use.may_use and use.refresh:
        owners = {h for h, _ in use.refresh}
        gifts = tuple([g for _, g in use.refresh])
        if len(gifts) == 1 or (len(owners) == 1 and not use.refresh_up_to and len(gifts) <= use.refresh_count):
            action = kind(use.who, use.card, refresh=gifts)
        else:
            return Choice(label + "…", kind=what, who=use.who, card=use.card, tip=tip, asks=True)
    return choice(label, action, kind=what, who=use.who, card=use.card, tip=tip)


def turn_ends(game, fight: Fight, main_side: str | None, actor: str | None,
              kept: KeptParts | None = None, names: dict | None = None) -> tuple[Choice, ...]:
    """Ending the turn: the hero's on turn, or (the Quest Master playing by hand) the bad
    guy's on turn and the whole QM turn; with `kept`, the ones made before for the same turn.
    `names`: the game's (`game.names()`), when the caller has them."""
    names = game.names() if names is None else names
    if kept is not None:
        return kept.get("turn ends", (), (main_side, actor, fight.active, names),
                        lambda: _turn_ends(names, fight, main_side, actor))
    return _turn_ends(names, fight, main_side, actor)


def _turn_ends(names: dict, fight: Fight, main_side: str | None, actor: str | None) -> tuple[Choice, ...]:
    if main_side is None:
        return ()
    if main_side != QM:
        if not actor:
            return ()
        return (choice("End the turn  (Enter)", F.EndTurn(actor), kind="end_turn", who=actor, key="enter",
                       primary=True, tip=f"{names.get(actor, actor)} does nothing more this turn"),)
    out = []
    if fight.active:
        out.append(choice(f"End {names.get(fight.active, fight.active)}'s turn", F.EndTurn(fight.active),
                          kind="end_turn", who=QM))
    out.append(choice("End the QM's turn  (Enter)", F.EndTurn(QM), kind="end_turn", who=QM, key="enter",
                      primary=True, tip="Every bad guy not yet moved stays where he is"))
    return tuple(out)


@dataclass(frozen=True)
class CardEffects(ViewData):
    """What a card a fighter carries does, as a typed command needs it: laid as an area, the
    heal it prints, whether it refreshes gifts, and whether any hero's (Renewal) or only the
    user's."""

    card: str
    name: str
    area: bool
    heal: int | None  # the Vitality its heal prints; None: no heal
    refresh: bool
    refresh_any_hero: bool


def card_effects(game, fight: Fight, kept: KeptParts | None = None) -> tuple[CardEffects, ...]:
    """Every item and gift a fighter of the fight carries, each once (with `kept`, the ones
    made before while every fighter carries what he did)."""
    if kept is None:
        return _card_effects(game, fight)
    carried = []
    for f in fight.fighters.values():
        h = f.hero
        carried.append((tuple(f.gifts), None) if h is None else
                       (tuple(h.gifts), tuple(h.equipment), tuple(h.quest_items)))
    return kept.get("card effects", (game.cards,), tuple(carried), lambda: _card_effects(game, fight))


def _card_effects(game, fight: Fight) -> tuple[CardEffects, ...]:
    cards = game.cards
    seen: dict[str, CardEffects] = {}
    for f in fight.fighters.values():
        items = [(i, cards.any_item(i)) for i in (f.hero.items() if f.hero is not None else ())]
        for cid, card in [*items, *((g, cards.gifts.get(g)) for g in f.gift_table())]:
            if cid in seen or card is None:
                continue
            ks = kinds(card)
            heal = effect(card, "heal")
            seen[cid] = CardEffects(cid, card.name, "area_attack" in ks,
                                    heal.amount if heal is not None else None, "refresh" in ks,
                                    any(e.kind == "refresh" and e.whose == "any_hero" for e in card.effects))
    return tuple(seen.values())


__all__ = ["CardEffects", "CardUse", "HealTarget", "HeroCards", "ROLL_ONLY", "card_effects", "card_uses",
           "quick_uses", "turn_ends"]
