"""What the console offers for the question at hand: a title, lines to read and rows of
controls, each one an action the game takes now (built from `game.waiting`) or a small
choice of the window's own (who gets a found item). Pure: no widgets here."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questboard import play
from questboard.play import heroic_death
from questboard.play.seats import QUEST_MASTER
from questboard.play.story_view import StoryView
from questboard.ui.asking import Offer
from questboard.ui.table.creative import creative_rows
from questboard.ui.table.disputed import choose_disputed
from questboard.words import counted


@dataclass(frozen=True)
class Control:
    text: str
    do: Any = None  # an action value, a ("ui", what, value) tuple, or None for a label
    key: str | None = None  # "1".."9", "space", "enter"
    primary: bool = False
    tip: str | None = None  # on hover; for a control that cannot be used now: the reason
    selected: bool | None = None  # a toggle (the horn): on or off; None for a plain button
    also: str | None = None  # a second key ("1" on a first choice that Enter also takes)


@dataclass
class Panel:
    title: str = ""
    lines: list[str] = field(default_factory=list)
    rows: list[list[Control]] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)  # headings over the buttons of labelled rows
    blocked: str = "The game does not take this now"  # why a control without its own reason is off


@dataclass
class Choices:
    """The window's own half-made choices for the question at hand."""

    recipients: dict[int, str] = field(default_factory=dict)  # found item index -> hero
    gifts: set[str] = field(default_factory=set)
    discard: str | None = None  # serious injury: which item goes
    horn: bool = False  # the leader settles this disputed choice alone with the horn (R10)


def _name(game, hero_id: str) -> str:
    return game.names().get(hero_id, hero_id)


def story(game) -> StoryView:
    """The story as the Quest Master's console sees it (the window is his seat)."""
    return game.view(QUEST_MASTER).story


def panel(game, choices: Choices) -> Panel:
    """The console's controls for the story's question now."""
    offer = Offer.of(game)
    prompt = game.prompt
    p = Panel()
    for kind, build in _PANELS:
        if isinstance(prompt, kind):
            build(game, prompt, offer, choices, p)
            break
    return p


def _choose_option(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = "What do you do?"
    for i, o in enumerate(prompt.options, start=1):
        p.rows.append([Control(f"{i}.  {o.label}", offer.make(play.Choose, index=o.index, horn=choices.horn),
                               key=str(i) if i <= 9 else None)])
    _horn(game, choices, p)


def _choose_hero(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    by_purpose = isinstance(prompt, play.ChooseHero)
    what = _cap(prompt.purpose if by_purpose else prompt.check.told)
    p.title = what if by_purpose else f"{what}: who rolls?"  # a purpose asks its own question
    if not by_purpose and prompt.check.secret:  # R66: the Quest Master's alone until chosen
        p.lines.append(f"Secret, for the Quest Master (Uncertain Checks): {prompt.check.text}")
    for i, h in enumerate(prompt.heroes, start=1):
        p.rows.append([Control(f"{i}.  {_name(game, h)}", offer.make(play.PickHero, hero=h, horn=choices.horn),
                               key=str(i) if i <= 9 else None)])
    if len(prompt.heroes) > 1:
        _horn(game, choices, p)


def _choose_leader(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = "Who leads the party?"
    names = [_name(game, h) for h in prompt.heroes]
    tied = ", ".join(names[:-1]) + " and " + names[-1]
    p.lines.append(f"{tied} have the same Charisma: the party picks who leads and holds the horn.")
    for i, h in enumerate(prompt.heroes, start=1):
        first = i == 1
        p.rows.append([Control(f"{i}.  {_name(game, h)}" + ("  (Enter)" if first else ""),
                               offer.make(play.PickLeader, hero=h),
                               key="enter" if first else str(i) if i <= 9 else None, primary=first,
                               also="1" if first else None)])


def _choose_order(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = _cap(prompt.check.text)
    order = list(prompt.order)
    p.lines.append("Rolling order: " + ", ".join(_name(game, h) for h in order))
    ups = []
    for i, h in enumerate(order[1:], start=1):
        new = order[:i - 1] + [h, order[i - 1]] + order[i + 1:]
        ups.append(Control(f"{_name(game, h)} earlier", offer.make(play.SetOrder, heroes=tuple(new))))
    if ups:
        p.rows.append(ups)
    p.rows.append([Control("Roll  (Space)", offer.make(play.Roll), key="space", primary=True)])


def _roll_check(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = _cap(prompt.check.text)
    p.lines.append("Rolling: " + ", ".join(_name(game, h) for h in prompt.heroes))
    p.rows.append([Control("Roll the dice  (Space)", offer.make(play.Roll), key="space", primary=True)])


def _group_roll(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = _cap(prompt.check.text)
    check = story(game).check
    p.lines.append(check.standing)
    rolled = {r.hero: r for r in check.rolls}
    for part in check.participants:
        p.lines.append(_group_line(part, rolled.get(part.hero)))
    # What the next roller could still declare, as the rules see it.
    sources = dict(check.bonuses).get(prompt.hero, ())
    decl = [Control(f"Declare {src.name}", offer.make(play.UseOnCheck, hero=prompt.hero, source=src.id),
                    tip=src.text) for src in sources]
    for i in range(0, len(decl), 2):
        p.rows.append(decl[i:i + 2])
    p.rows.append([Control("Roll  (Space)", offer.make(play.Roll), key="space", primary=True)])


def _modify_window(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = _cap(prompt.check.text)
    view = story(game)
    check = view.check
    for r in check.rolls:
        p.lines.append(r.line)
    bonuses = dict(check.bonuses)  # none for a group check: declared before each roll
    for r in check.rolls:  # only what the rules say could still change this roll
        row = [Control(f"{r.name}: {c.name}", offer.make(play.UseOnCheck, hero=r.hero, source=c.id),
                       tip=c.text) for c in bonuses.get(r.hero, ())]
        for i in range(0, len(row), 2):
            p.rows.append(row[i:i + 2])
    if check.kind == "group":
        p.lines.append(check.standing)
        p.lines.append("Bonuses were declared before each roll.")
    elif bonuses:
        p.lines.append("May still add: " + ", ".join(_name(game, h) for h in bonuses)
                       + "; then let the result stand.")
    else:
        p.lines.append("Nobody holds anything that could change this now.")
    for hero_id in check.refresh_offers:
        h = view.sheet(hero_id)
        row = [Control(f"{h.name} rolled 9: refresh {_card(game, g)}",
                       offer.make(play.RefreshOnNine, hero=hero_id, gift=g)) for g in h.exhausted_gifts]
        if row:
            p.rows.append(row)
    creative_rows(game, check, offer, p)
    p.rows.append([Control("The result stands  (Enter)", offer.make(play.Resolve), key="enter",
                           primary=True)])


def _choose_gifts(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = f"{_name(game, prompt.hero)} must {prompt.purpose} {counted(prompt.count, 'gift')}"
    row = []
    for g in prompt.gifts:
        chosen = g in choices.gifts
        row.append(Control(_card(game, g) + ("  (chosen)" if chosen else ""), ("ui", "gift", g),
                           selected=chosen))
    for i in range(0, len(row), 2):
        p.rows.append(row[i:i + 2])
    ready = len(choices.gifts) == prompt.count
    done = offer.make(play.PickGifts, hero=prompt.hero, gifts=tuple(sorted(choices.gifts)))
    p.rows.append([Control("Done  (Enter)", done if ready else None, key="enter", primary=True,
                           tip=None if ready else f"Pick {prompt.count}")])


def _distribute(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = "Share out what was found"
    view = story(game)
    order = list(view.from_leader())
    first = view.found_to  # a hero who can carry it, when one can (R46)
    for i, item in enumerate(prompt.items):
        to = choices.recipients.get(i, first[i])
        p.rows.append([Control(_card(game, item), None),
                       Control(f"to {_name(game, to)}  (change)", ("ui", "recipient", i))])
    gold = _even_gold(order, prompt.gold)
    if prompt.gold:
        p.lines.append(f"{prompt.gold} gold, shared evenly from the leader: "
                       + ", ".join(f"{_name(game, h)} {n}" for h, n in gold))
    items = tuple((item, choices.recipients.get(i, first[i]))
                  for i, item in enumerate(prompt.items))
    _horn(game, choices, p)
    p.rows.append([Control("Share it out  (Enter)",
                           offer.make(play.Share, items=items, gold=tuple(gold), horn=choices.horn),
                           key="enter", primary=True)])


def _shop(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = "The shop"
    p.lines.append("Each hero's price, after the Charisma discount; click to buy.")
    view = story(game)
    p.columns = [h.name.split()[-1] for h in view.sheets]
    for o in view.shop:  # each hero's price is the engine's number
        name = o.item.name
        row = [Control(f"{name}  ({o.gold} gold)", None, tip=o.item.text)]
        if o.sold:  # bought since the shop opened: the row keeps its place, so rows never move
            p.rows.append(row + [Control("sold", None, tip=f"{name} is bought: the box has no other")
                                 for _ in view.sheets])
            continue
        prices = {hero: (gold, can) for hero, gold, can in o.prices}
        for h in view.sheets:
            if h.id not in prices:
                continue
            gold, can = prices[h.id]
            if can:
                row.append(Control(f"{gold} gold", offer.make(play.BuyItem, hero=h.id, item=o.item.id),
                                   tip=f"{h.name} buys {name} for {gold}; has {h.gold} gold"))
            else:
                row.append(Control(f"{gold} gold", None,
                                   tip=f"{h.name} has {h.gold} gold; {name} costs him {gold}"))
        p.rows.append(row)
    p.rows.append([Control("Leave the shop  (Enter)", offer.make(play.LeaveShop), key="enter",
                           primary=True)])


def _settle_first(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = "Settle this first"
    p.blocked = f"Settle this first: {prompt.reason}"
    p.lines.append(prompt.reason)
    _settling(game, offer, choices, p)


def _combat_request(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    spec = prompt.combat
    try:
        where = game.find_map(spec.map).title
    except Exception:  # noqa: BLE001 - the title is only for show
        where = spec.map
    p.title = f"A fight: {where}"
    for count, bad_guy, where in story(game).fight_groups:
        p.lines.append(f"{count} × {bad_guy} {where}")
    p.lines.append("The heroes start." if spec.first == "leader" else "The bad guys start.")
    if getattr(spec, "rules", None):
        p.lines.append(f"Special rules: {' '.join(spec.rules.split())}")
    p.rows.append([Control("Battlefield  (Enter)", offer.make(play.FightHere),
                           key="enter", primary=True,
                           tip="Lay the fight out on the battlefield and play it with the mouse"),
                   Control("Fight it out automatically", offer.make(play.FightAutomatically, policy="greedy"),
                           tip="The automatic heroes and Quest Master fight it to the end")])
    if play.CombatResult in offer:
        p.rows.append([Control("Fought on the table…", ("ui", "table_fight", None),
                               tip="Play it on the real table with miniatures and ruler cards, then "
                                   "report how it ended and the damage each hero took")])


def _paused(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = "A good moment to save (Esc: menu)"
    p.rows.append([Control("Go on  (Enter)", offer.make(play.Continue), key="enter", primary=True)])


def _improve(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = f"{_name(game, prompt.hero)} raises an attribute ({prompt.remaining} left)"
    h = story(game).sheet(prompt.hero)
    row = [Control(f"{i}.  {h.attribute(a).name} {h.value(a)} to {h.value(a) + 1}",
                   offer.make(play.ImproveAttribute, hero=prompt.hero, attribute=a), key=str(i))
           for i, a in enumerate(prompt.attributes, start=1)]
    for i in range(0, len(row), 2):
        p.rows.append(row[i:i + 2])


def _ended(game, prompt, offer: Offer, choices: Choices, p: Panel) -> None:
    p.title = f"The end: {prompt.outcome}"
    p.rows.append([Control("Back to the launcher", ("ui", "launcher", None), primary=True)])
    row = []
    if heroic_death.fallen(game) is not None:  # every hero fell: new ones take up the quest (R76)
        row.append(Control("Heroic death: new heroes…", ("ui", "heroic_death", None),
                           tip="Choose new heroes: seat by seat they take up the fallen heroes' Quest Items "
                               "and the adventure begins anew"))
    if prompt.outcome != "success":  # a won adventure's heroes are kept by themselves (R68)
        row.append(Control("Keep the heroes in the roster", ("ui", "keep", None),
                           tip="Write the heroes down as they stand, to set out with next time (Epic Heroes)"))
    if row:
        p.rows.append(row)


# Each kind of the story's question, and what the console shows for it.
_PANELS = (
    (play.ChooseOption, _choose_option), (play.ChooseHero, _choose_hero),
    (play.ChooseParticipant, _choose_hero), (play.ChooseLeader, _choose_leader), (play.ChooseOrder, _choose_order),
    (play.ChooseDisputed, choose_disputed),
    (play.CheckToRoll, _roll_check), (play.GroupRoll, _group_roll),
    (play.ModifyWindow, _modify_window), (play.ChooseGifts, _choose_gifts),
    (play.Distribute, _distribute), (play.Shop, _shop), (play.SettleFirst, _settle_first),
    (play.CombatRequest, _combat_request), (play.Paused, _paused), (play.Improve, _improve),
    (play.Ended, _ended),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _horn(game, choices: Choices, p: Panel) -> None:
    """The signaling horn as a toggle under a choice the heroes may dispute (R10)."""
    view = story(game)
    if not view.horn:
        return
    leader = view.leader_sheet.name
    on = "on" if choices.horn else "off"
    p.rows.append([Control(f"The horn: {leader} decides alone  ({on})", ("ui", "horn", None),
                           selected=choices.horn,
                           tip=f"When the heroes cannot agree, {leader} settles it alone with the "
                               "signaling horn, which then passes to the next hero on the left")])


def _card(game, card_id: str) -> str:
    c = game.cards
    for table in (c.equipment, c.quest_items, c.gifts):
        if card_id in table:
            return table[card_id].name
    return card_id


def _group_line(part, roll) -> str:
    """One hero of a group check: what was declared, and the roll if it is down."""
    declared = ", ".join(c.name for c in part.used)
    said = f"declared {declared} (+{part.bonus})" if declared else "declared nothing"
    if roll is not None:
        return f"{roll.line}   [{said}]"
    if part.next:
        return f"{part.name} rolls next: {said}" + ("" if declared else " yet")
    return f"{part.name}: still to roll"


def _even_gold(order: list[str], gold: int) -> list[tuple[str, int]]:
    shares = [(h, gold // len(order) + (1 if i < gold % len(order) else 0))
              for i, h in enumerate(order)]
    return [(h, n) for h, n in shares if n]


def _settling(game, offer: Offer, choices: Choices, p: Panel) -> None:
    """Only the fixes the game takes now: a serious injury's choices, or what brings a
    hero back under a limit (sell, discard, give away, use)."""
    view = story(game)
    if view.injury is not None and play.ResolveInjury in offer:
        _injury(game, view, offer, choices, p)
        return
    for hero_id, what, _n in view.over_limits:
        h = view.sheet(hero_id)
        if what == "equipment":
            others = [o for o in view.sheets if o.id != hero_id]
            for item in h.equipment:
                p.rows.append(_over_item(offer, h, item, others))
        else:
            for g in h.gifts:
                if g.innate:
                    continue
                p.rows.append([Control(g.name, None),
                               Control("Discard", offer.make(play.DiscardGift, hero=hero_id, gift=g.id))])


def _injury(game, view: StoryView, offer: Offer, choices: Choices, p: Panel) -> None:
    """A serious injury (R6): which attribute drops and which discard-after-use item goes."""
    hero, lower, after_use = view.injury
    h = view.sheet(hero)
    gone = None
    if after_use:
        gone = choices.discard if choices.discard in after_use else after_use[0]
        p.rows.append([Control(f"{h.name} discards: {_card(game, gone)}", None),
                       Control("another item", ("ui", "discard", tuple(after_use)))])
    row = [Control(f"Lower {h.attribute(a).name} {h.value(a)} to {h.value(a) - 1}",
                   offer.make(play.ResolveInjury, who=h.id, attribute=a, discard=gone)) for a in lower]
    if not lower:
        row = [Control("No attribute can drop: take the injury",
                       offer.make(play.ResolveInjury, who=h.id, attribute=None, discard=gone))]
    for i in range(0, len(row), 2):
        p.rows.append(row[i:i + 2])


def _over_item(offer: Offer, h, item, others) -> list[Control]:
    """One item of a hero over his equipment limit (R8): sell, discard or give it away."""
    row = [Control(item.name, None)]
    if play.SellItem in offer:
        row.append(Control("Sell", offer.make(play.SellItem, who=h.id, item=item.id)))
    if play.DiscardItem in offer:
        row.append(Control("Discard", offer.make(play.DiscardItem, hero=h.id, item=item.id)))
    for o in others[:2]:
        if play.SwapItem in offer:
            row.append(Control(f"Give {o.name}", offer.make(play.SwapItem, who=h.id, to=o.id, item=item.id)))
    return row
