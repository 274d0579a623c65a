"""What the battlefield's side panel offers and asks, read from `game.waiting`: the turn in
words, the rows of controls (end the turn, gifts and items, the automatic Quest Master), and
the questions that must be answered before the fight goes on (the modify window, a serious
injury, a strike back). Pure: no widgets here. Every control is an action the game takes now
(built through `Offer`, so only what the game would accept) or a ("ui", what, value) choice
of the window's own; the engine refuses the rest in its own words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from questboard.play import (
    PARTY,
    QM,
    EndTurn,
    MeleeAttack,
    Modify,
    Move,
    Pass,
    RefreshGift,
    ResolveInjury,
    UseGift,
    UseItem,
)
from questboard.ui.asking import Offer, gift_name, item_name
from questboard.ui.table.controls import Control

ATTRS = ("charisma", "talent", "deftness", "strength")
ROLL_ONLY = frozenset({"bonus", "auto_success", "damage_on_zero"})  # used inside a roll only


def card_kinds(card) -> frozenset[str]:
    return frozenset(e.kind for e in getattr(card, "effects", ()))


def is_area_card(cards, gift: str) -> bool:
    card = cards.gifts.get(gift)
    return card is not None and "area_attack" in card_kinds(card)


@dataclass
class Tracker:
    """The turn in words: the round, whose turn, what is left of it."""

    round: int = 0
    whose: str = ""
    left: list[str] = field(default_factory=list)
    roster: list[tuple[str, str, int, int]] = field(default_factory=list)  # name, side, vitality, top
    bad_left: int = 0


def main_asked(game):
    """The side the fight waits for (the first of `game.waiting`), or None."""
    for a in game.waiting:
        if a.side != PARTY:
            return a
    return None


def tracker(game) -> Tracker:
    fight = game.fight
    t = Tracker()
    if fight is None:
        return t
    t.round = fight.round
    names = game.names()
    active = fight.active
    if fight.phase == "qm":
        t.whose = "The Quest Master's turn"
        if active:
            t.left.append(f"Now moving: {names.get(active, active)}")
    elif active:
        t.whose = f"{names.get(active, active)}'s turn"
    budget = fight.turn
    if active and budget is not None and active in fight.field.pieces:
        plan = game.plan_move(active, fight.field.pieces[active].at)
        if plan.may_move:
            more = f"{budget.moves} moves" if budget.moves > 1 else "1 move"
            move = f"Move: {more} left (bar {plan.bar:.2f} LU)"
        else:
            move = "Move: used" if budget.moves < 1 else "Move: not now"
        if budget.special:
            parts = []
            if budget.melee:
                parts.append(f"{budget.melee} melee")
            if budget.ranged:
                parts.append(f"{budget.ranged} ranged")
            action = f"{budget.gift}: " + (", ".join(parts) + (" attack left" if budget.melee + budget.ranged == 1 else " attacks left")
                                           if parts else "attacks spent")
        else:
            action = "Action: ready" if budget.actions > 0 else "Action: spent"
        t.left.append(f"{move}  ·  {action}")
    for f in fight.fighters.values():
        if f.is_hero:
            top = f.hero.max_vitality if f.hero is not None else f.max_vitality
            t.roster.append((f.name, f.side, f.current_vitality() if not f.off_field else 0, top))
        elif not f.off_field:
            t.bad_left += 1
    return t


@dataclass
class Question:
    """Something the fight waits for an answer to (a dialog): title, lines, choices."""

    who: str  # the side answering (a hero id or QM)
    title: str
    lines: list[str]
    options: list[Control]


def question(game, choices: dict | None = None) -> Question | None:
    """The modify window, a serious injury or a strike back, for whoever must answer."""
    fight = game.fight
    main = main_asked(game)
    if fight is None or main is None:
        return None
    offer = Offer.of(game)
    names = game.names()
    cards = game.cards
    choices = choices or {}
    if Modify in main.actions and fight.conflict is not None:
        c = fight.conflict
        loser = main.fighter
        lines = [f"{names.get(c.attacker, c.attacker)}: die {c.att_die}, total {c.att_total}",
                 f"{names.get(c.defender, c.defender)}: die {c.def_die}, total {c.def_total}"]
        if c.bonuses:
            lines.append("Added so far: " + ", ".join(c.bonuses))
        opts: list[Control] = []
        f = fight.fighters.get(loser)
        if f is not None and f.hero is not None:
            for item in f.hero.items():
                opts.append(Control(f"Add {item_name(cards, item)}", offer.make(Modify, who=loser, source=item)))
            for g, spent in f.hero.gifts.items():
                if not spent:
                    opts.append(Control(f"Add {gift_name(cards, g)}", offer.make(Modify, who=loser, source=g)))
        opts.append(Control("Let the roll stand  (Enter)", offer.make(Pass, who=main.side),
                            key="enter", primary=True))
        return Question(main.side, f"{names.get(loser, loser)} is losing the roll", lines, opts)
    if ResolveInjury in main.actions and fight.state.pending_injuries:
        hero_id = fight.state.pending_injuries[0].hero
        h = game.state.hero(hero_id)
        opts = []
        after_use = [i for i in h.equipment if getattr(cards.equipment.get(i), "discard_after_use", False)]
        gone = None
        if after_use:
            gone = choices.get("discard") if choices.get("discard") in after_use else after_use[0]
            opts.append(Control(f"Discards {item_name(cards, gone)}  (change)", ("ui", "discard", tuple(after_use))))
        lower = [a for a in ATTRS if h.attribute(a) > h.card.bar(a).start]
        for a in lower:
            opts.append(Control(f"Lower {a.capitalize()} {h.attribute(a)} → {h.attribute(a) - 1}",
                                offer.make(ResolveInjury, who=hero_id, attribute=a, discard=gone)))
        if not lower:
            opts.append(Control("No attribute can drop: take the injury",
                                offer.make(ResolveInjury, who=hero_id, attribute=None, discard=gone), primary=True))
        for item in h.items():
            card = cards.any_item(item)
            if card is not None and "heal" in card_kinds(card):
                opts.append(Control(f"Heal at once: {card.name}", offer.make(UseItem, who=hero_id, item=item)))
        for g, spent in h.gifts.items():
            card = cards.gifts.get(g)
            if not spent and card is not None and "heal" in card_kinds(card):
                opts.append(Control(f"Heal at once: {card.name}", offer.make(UseGift, who=hero_id, gift=g)))
        opts += _heals_from_others(game, offer, hero_id)
        lines = ["A serious injury: one attribute drops by 1 (never below its start), one "
                 "discard-after-use item goes, every gift is exhausted, and the hero is out of this fight."]
        return Question(hero_id, f"{h.name} is seriously injured", lines, opts)
    if fight.reaction is not None and Pass in main.actions:
        r = fight.reaction
        who = main.side
        return Question(who, f"{names.get(r.who, r.who)} may strike back",
                        [f"{gift_name(cards, r.gift)} against {names.get(r.against, r.against)}"],
                        [Control(f"Strike back with {gift_name(cards, r.gift)}",
                                 offer.make(UseGift, who=r.who, gift=r.gift, target=r.against), primary=True),
                         Control("Let it go  (Enter)", offer.make(Pass, who=who), key="enter")])
    return None


def _heals_from_others(game, offer, hero_id: str) -> list[Control]:
    """Another hero's healing card that the rules let reach the injured hero now (a potion
    from a hero touching him, the Healing gift from anywhere), as much as it gives or he lacks."""
    h = game.state.hero(hero_id)
    out = []
    for f in game.fight.in_play("hero"):
        if f.id == hero_id or f.hero is None:
            continue
        cards = [(i, UseItem) for i in f.hero.items()] + [(g, UseGift) for g, spent in f.hero.gifts.items()
                                                           if not spent]
        for card, kind in cards:
            plan = game.plan_use(f.id, card)
            if not plan.heal or not plan.may_use or hero_id not in {n.id for n in plan.reach}:
                continue
            n = max(1, min(plan.heal, h.max_vitality - h.vitality))
            out.append(Control(f"Heal at once: {f.name}'s {plan.name} (+{n})",
                               use(offer, kind, f.id, card, heal=((hero_id, n),))))
    return out


def use(offer, kind: type, who: str, card: str, **fields):
    """`kind` (UseItem or UseGift) of `card` by `who`, or None when the game does not take it now."""
    named = {"item": card} if kind is UseItem else {"gift": card}
    return offer.make(kind, who=who, **named, **fields)


def quick_use(game, offer, who: str, card: str, kind: type):
    """What a quick "Use" button does: the card's action at once when the rules leave one
    choice (`game.plan_use`), else ("ui", "use", (who, card)): the dialog the sheets open asks
    whom to heal or which gifts to refresh."""
    action = use(offer, kind, who, card)
    if action is None:
        return None
    plan = game.plan_use(who, card)
    if not plan.may_use:
        return action  # the game says why when it is tried
    if plan.heal and len(plan.reach) > 1:
        return ("ui", "use", (who, card))
    if plan.refresh:
        owners = {h for h, _ in plan.refresh}
        gifts = tuple(g for _, g in plan.refresh)
        if len(gifts) == 1 or (len(owners) == 1 and not plan.refresh_up_to and len(gifts) <= plan.refresh_count):
            return use(offer, kind, who, card, refresh=gifts)
        return ("ui", "use", (who, card))
    return action


def _asks(do) -> bool:
    return isinstance(do, tuple) and do[:2] == ("ui", "use")


def actor(game, auto_qm: bool, selected: str | None = None) -> str | None:
    """The fighter the mouse acts with now: the hero on turn, or (when the Quest Master is
    played by hand) his bad guy on turn or the one selected."""
    fight = game.fight
    main = main_asked(game)
    if fight is None or main is None:
        return None
    if Move not in main.actions and MeleeAttack not in main.actions:
        return None
    if main.side != QM:
        return main.fighter
    if auto_qm:
        return None
    if fight.active:
        return fight.active
    bad = [f.id for f in fight.in_play("bad_guy") if f.id not in fight.finished]
    if selected in bad:
        return selected
    return None


def movable(game, auto_qm: bool, selected: str | None = None) -> tuple[str, ...]:
    """The bases a drag may move now (the rules may still refuse the move: it is planned)."""
    fight = game.fight
    main = main_asked(game)
    if fight is None or main is None or Move not in main.actions:
        return ()
    if main.side != QM:
        return (main.fighter,) if main.fighter else ()
    if auto_qm:
        return ()
    if fight.active:
        return (fight.active,)
    return tuple(f.id for f in fight.in_play("bad_guy") if f.id not in fight.finished)


def rows(game, auto_qm: bool, who: str | None) -> list[list[Control]]:
    """The panel's controls: the turn's end, the acting hero's gifts and items, what any hero
    may use at any time, a 9's refresh, the Quest Master's pace, fighting it out."""
    fight = game.fight
    out: list[list[Control]] = []
    if fight is None:
        return out
    offer = Offer.of(game)
    main = main_asked(game)
    names = game.names()
    cards = game.cards
    if main is not None and main.side != QM and who:
        out.append([Control("End the turn  (Enter)", offer.make(EndTurn, who=who), key="enter", primary=True,
                            tip=f"{names.get(who, who)} does nothing more this turn")])
    elif main is not None and main.side == QM and not auto_qm:
        row = []
        if fight.active:
            row.append(Control(f"End {names.get(fight.active, fight.active)}'s turn",
                               offer.make(EndTurn, who=fight.active)))
        row.append(Control("End the QM's turn  (Enter)", offer.make(EndTurn, who=QM), key="enter",
                           primary=True, tip="Every bad guy not yet moved stays where he is"))
        out.append(row)
    out.append([Control("The heroes' sheets  (Tab)", ("ui", "open", "sheets"),
                        tip="Their cards: heal, refresh, give an item to a hero touching its owner, sell")])
    # Gifts and items: the acting hero's first, then what other heroes may use at any time.
    heroes = [f for f in fight.in_play("hero") if f.hero is not None]
    heroes.sort(key=lambda f: f.id != who)
    for f in heroes:
        row = []
        for g, spent in f.hero.gifts.items():
            card = cards.gifts.get(g)
            if spent or card is None:
                continue
            ks = card_kinds(card)
            if ks <= ROLL_ONLY or "counter_attack" in ks:
                continue
            if "area_attack" in ks:
                if offer.make(UseGift, who=f.id, gift=g) is not None:
                    row.append(Control(f"{card.name}: lay the card", ("ui", "area", (f.id, g)),
                                       tip=card.text))
                continue
            do = quick_use(game, offer, f.id, g, UseGift)
            row.append(Control(card.name + ("…" if _asks(do) else ""), do, tip=card.text))
        for item in f.hero.items():
            card = cards.any_item(item)
            if card is None or not (card.discard_after_use or card_kinds(card) & {"heal", "refresh"}):
                continue
            do = quick_use(game, offer, f.id, item, UseItem)
            row.append(Control(f"Use {card.name}" + ("…" if _asks(do) else ""), do, tip=card.text))
        if f.id in fight.state.refresh_offers:
            for g in f.hero.exhausted_gifts():
                row.append(Control(f"Rolled 9: refresh {gift_name(cards, g)}", offer.make(RefreshGift, who=f.id, gift=g)))
        if row:
            out.append([Control(f"{f.name}'s cards", None, key="heading")])
            for i in range(0, len(row), 2):
                out.append(row[i:i + 2])
    return out
