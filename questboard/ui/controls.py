"""What the console offers for the question at hand: a title, lines to read and rows of
controls, each one an action the game takes now (built from `game.waiting`) or a small
choice of the window's own (who gets a found item). Pure: no widgets here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questboard.ui import asking
from questboard.ui.asking import Offer, kind

ATTRS = ("charisma", "talent", "deftness", "strength")


@dataclass(frozen=True)
class Control:
    text: str
    do: Any = None  # an action value, a ("ui", what, value) tuple, or None for a label
    key: str | None = None  # "1".."9", "space", "enter"
    primary: bool = False
    tip: str | None = None


@dataclass
class Panel:
    title: str = ""
    lines: list[str] = field(default_factory=list)
    rows: list[list[Control]] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)  # headings over the buttons of labelled rows


@dataclass
class Choices:
    """The window's own half-made choices for the question at hand."""

    recipients: dict[int, str] = field(default_factory=dict)  # found item index -> hero
    gifts: set[str] = field(default_factory=set)
    discard: str | None = None  # serious injury: which item goes


def _name(game, hero_id: str) -> str:
    return game.names().get(hero_id, hero_id)


def panel(game, choices: Choices) -> Panel:
    """The console's controls for the story's question now."""
    offer = Offer.of(game)
    prompt = game.prompt
    k = kind(prompt)
    p = Panel()
    if k == "ChooseOption":
        p.title = "What do you do?"
        for i, o in enumerate(prompt.options, start=1):
            p.rows.append([Control(f"{i}.  {o.label}", offer.make("Choose", o.index),
                                   key=str(i) if i <= 9 else None)])
    elif k in ("ChooseHero", "ChooseParticipant"):
        what = prompt.purpose if k == "ChooseHero" else prompt.check.text
        p.title = f"{what}: who?" if k == "ChooseHero" else f"{what}: who rolls?"
        for i, h in enumerate(prompt.heroes, start=1):
            p.rows.append([Control(f"{i}.  {_name(game, h)}", offer.make("PickHero", h),
                                   key=str(i) if i <= 9 else None)])
    elif k == "ChooseOrder":
        p.title = prompt.check.text
        order = list(prompt.order)
        p.lines.append("Rolling order: " + ", ".join(_name(game, h) for h in order))
        ups = []
        for i, h in enumerate(order[1:], start=1):
            new = order[:i - 1] + [h, order[i - 1]] + order[i + 1:]
            ups.append(Control(f"{_name(game, h)} earlier", offer.make("SetOrder", tuple(new))))
        if ups:
            p.rows.append(ups)
        p.rows.append([Control("Roll  (Space)", offer.make("Roll"), key="space", primary=True)])
    elif k == "RollCheck":
        p.title = prompt.check.text
        p.lines.append("Rolling: " + ", ".join(_name(game, h) for h in prompt.heroes))
        p.rows.append([Control("Roll the dice  (Space)", offer.make("Roll"), key="space", primary=True)])
    elif k == "GroupRoll":
        p.title = prompt.check.text
        attr = prompt.check.attribute
        down = sum(r.die + game.state.hero(r.hero).attribute(attr) + r.bonus for r in prompt.rolls)
        p.lines.append(f"{_name(game, prompt.hero)} rolls next."
                       + (f" So far {down} of {prompt.check.target}." if prompt.rolls else ""))
        for r in prompt.rolls:
            p.lines.append(_roll_line(game, prompt.check, r))
        decl = [Control(f"Declare {_card(game, src)}", offer.make("UseOnCheck", prompt.hero, src),
                        tip=asking.card_text(game.cards, src)) for src in prompt.sources]
        for i in range(0, len(decl), 2):
            p.rows.append(decl[i:i + 2])
        p.rows.append([Control("Roll  (Space)", offer.make("Roll"), key="space", primary=True)])
    elif k == "ModifyWindow":
        p.title = prompt.check.text
        for r in prompt.rolls:
            p.lines.append(_roll_line(game, prompt.check, r))
        if prompt.check.kind != "group":
            for r in prompt.rolls:
                h = game.state.hero(r.hero)
                usable = [("item", i) for i in h.items()] + [("gift", g) for g, ex in h.gifts.items() if not ex]
                row = [Control(f"{h.name}: {_card(game, c)}", offer.make("UseOnCheck", h.id, c),
                               tip=asking.card_text(game.cards, c)) for _, c in usable]
                for i in range(0, len(row), 2):
                    p.rows.append(row[i:i + 2])
        for hero_id in prompt.refresh_offers:
            h = game.state.hero(hero_id)
            row = [Control(f"{h.name} rolled 9: refresh {_card(game, g)}",
                           offer.make("RefreshOnNine", hero_id, g)) for g in h.exhausted_gifts()]
            if row:
                p.rows.append(row)
        p.lines.append("Add items or gifts that could change it, then let the result stand.")
        p.rows.append([Control("The result stands  (Enter)", offer.make("Resolve"), key="enter",
                               primary=True)])
    elif k == "ChooseGifts":
        p.title = f"{_name(game, prompt.hero)} must {prompt.purpose} {prompt.count} gift(s)"
        row = []
        for g in prompt.gifts:
            mark = "✓ " if g in choices.gifts else ""
            row.append(Control(f"{mark}{_card(game, g)}", ("ui", "gift", g)))
        for i in range(0, len(row), 2):
            p.rows.append(row[i:i + 2])
        ready = len(choices.gifts) == prompt.count
        p.rows.append([Control("Done  (Enter)", offer.make("PickGifts", prompt.hero, tuple(sorted(choices.gifts)))
                               if ready else None, key="enter", primary=True,
                               tip=None if ready else f"Pick {prompt.count}")])
    elif k == "Distribute":
        p.title = "Share out what was found"
        order = _from_leader(game)
        for i, item in enumerate(prompt.items):
            to = choices.recipients.get(i, order[i % len(order)])
            p.rows.append([Control(_card(game, item), None),
                           Control(f"to {_name(game, to)}  (change)", ("ui", "recipient", i))])
        gold = _even_gold(order, prompt.gold)
        if prompt.gold:
            p.lines.append(f"{prompt.gold} gold, shared evenly from the leader: "
                           + ", ".join(f"{_name(game, h)} {n}" for h, n in gold))
        items = tuple((item, choices.recipients.get(i, order[i % len(order)]))
                      for i, item in enumerate(prompt.items))
        p.rows.append([Control("Share it out  (Enter)", offer.make("Share", items, tuple(gold)),
                               key="enter", primary=True)])
    elif k == "Shop":
        p.title = "The shop"
        p.lines.append("Each hero's price, after the Charisma discount; click to buy.")
        p.columns = [h.name.split()[-1] for h in game.state.heroes]
        for o in prompt.offers:
            row = [Control(f"{_card(game, o.item)}  ({o.gold} gold)", None,
                           tip=asking.card_text(game.cards, o.item))]
            for h in game.state.heroes:
                row.append(Control(f"{asking.shown_price(h, o.gold)} gold",
                                   offer.make("BuyItem", h.id, o.item),
                                   tip=f"{h.name} buys {_card(game, o.item)}; has {h.gold} gold"))
            p.rows.append(row)
        p.rows.append([Control("Leave the shop  (Enter)", offer.make("LeaveShop"), key="enter",
                               primary=True)])
    elif k == "SettleFirst":
        p.title = "Settle this first"
        p.lines.append(prompt.reason)
        _settling(game, offer, choices, p)
    elif k == "CombatRequest":
        spec = prompt.combat
        try:
            where = game.find_map(spec.map).title
        except Exception:  # noqa: BLE001 - the title is only for show
            where = spec.map
        p.title = f"A fight: {where}"
        for g in spec.groups:
            bad = game.cards.bad_guys.get(g.bad_guy)
            p.lines.append(f"{g.count} × {bad.name if bad else g.bad_guy}")
        p.lines.append("The heroes start." if spec.first == "leader" else "The bad guys start.")
        p.rows.append([Control("Fight it out  (Enter)", offer.make("FightAutomatically", "greedy"),
                               key="enter", primary=True,
                               tip="The automatic heroes and Quest Master fight it to the end")])
    elif k == "Paused":
        p.title = "A good moment to save (Esc: menu)"
        p.rows.append([Control("Go on  (Enter)", offer.make("Continue"), key="enter", primary=True)])
    elif k == "Improve":
        p.title = f"{_name(game, prompt.hero)} raises an attribute ({prompt.remaining} left)"
        h = game.state.hero(prompt.hero)
        row = [Control(f"{i}.  {a.capitalize()} {h.attribute(a)} → {h.attribute(a) + 1}",
                       offer.make("ImproveAttribute", prompt.hero, a), key=str(i))
               for i, a in enumerate(prompt.attributes, start=1)]
        for i in range(0, len(row), 2):
            p.rows.append(row[i:i + 2])
    elif k == "Ended":
        p.title = f"The end: {prompt.outcome}"
        p.rows.append([Control("Back to the launcher", ("ui", "launcher", None), primary=True)])
    return p


def _card(game, card_id: str) -> str:
    c = game.cards
    for table in (c.equipment, c.quest_items, c.gifts):
        if card_id in table:
            return table[card_id].name
    return card_id


def _roll_line(game, check, r) -> str:
    h = game.state.hero(r.hero)
    a = h.attribute(check.attribute)
    total = r.die + a + r.bonus
    line = f"{h.name}: die {r.die} + {check.attribute} {a}"
    line += f" + {r.bonus}" if r.bonus else ""
    line += f" = {total}"
    if r.foe_die is not None:
        line += f"   (the QM rolled {r.foe_die})"
    elif check.kind == "test":
        line += f"   (needs {check.target})"
    if r.auto:
        line += "   wins automatically"
    return line


def _from_leader(game) -> list[str]:
    heroes = [h.id for h in game.state.heroes]
    start = game.state.leader
    return heroes[start:] + heroes[:start]


def _even_gold(order: list[str], gold: int) -> list[tuple[str, int]]:
    shares = [(h, gold // len(order) + (1 if i < gold % len(order) else 0))
              for i, h in enumerate(order)]
    return [(h, n) for h, n in shares if n]


def _settling(game, offer: Offer, choices: Choices, p: Panel) -> None:
    """Only the fixes the game takes now: a serious injury's choices, or what brings a
    hero back under a limit (sell, discard, give away, use)."""
    st = game.state
    if st.pending_injuries and "ResolveInjury" in offer:
        h = st.hero(st.pending_injuries[0].hero)
        after_use = [i for i in h.equipment if getattr(game.cards.equipment.get(i), "discard_after_use", False)]
        if after_use:
            gone = choices.discard if choices.discard in after_use else after_use[0]
            p.rows.append([Control(f"{h.name} discards: {_card(game, gone)}", None),
                           Control("another item", ("ui", "discard", tuple(after_use)))])
        else:
            gone = None
        lower = [a for a in ATTRS if h.attribute(a) > h.card.bar(a).start]
        row = [Control(f"Lower {a.capitalize()} {h.attribute(a)} → {h.attribute(a) - 1}",
                       offer.make("ResolveInjury", h.id, a, gone)) for a in lower]
        if not lower:
            row = [Control("No attribute can drop: take the injury",
                           offer.make("ResolveInjury", h.id, None, gone))]
        for i in range(0, len(row), 2):
            p.rows.append(row[i:i + 2])
        return
    for hero_id, what, _n in st.over_limits():
        h = st.hero(hero_id)
        others = [o for o in st.heroes if o.id != hero_id]
        if what == "equipment":
            for item in h.equipment:
                row = [Control(_card(game, item), None)]
                if "SellItem" in offer:
                    row.append(Control("Sell", offer.make("SellItem", hero_id, item)))
                if "DiscardItem" in offer:
                    row.append(Control("Discard", offer.make("DiscardItem", hero_id, item)))
                for o in others[:2]:
                    if "SwapItem" in offer:
                        row.append(Control(f"Give {o.name}", offer.make("SwapItem", hero_id, o.id, item)))
                p.rows.append(row)
        else:
            for g in h.gifts:
                if g == h.innate_gift:
                    continue
                p.rows.append([Control(_card(game, g), None),
                               Control("Discard", offer.make("DiscardGift", hero_id, g))])
