"""Every answer to the story's question as `Choice` values (label, action, who answers it),
built from the rules' own lists (bonus sources, shop prices, injury choices, first shares),
so a seat on another machine can offer them as buttons without the game. `who` is the side
the action is taken for, as the host's seat check reads it (R85): the hero it names, the
party for a choice of the whole party, or the Quest Master."""

from __future__ import annotations

import itertools

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.play.actions import FightAutomatically, FightHere
from questboard.play.seat_authority import acting_side
from questboard.play.viewdata import Choice, choice
from questboard.play.waiting import PARTY, QM
from questboard.rules import actions as R
from questboard.words import counted

MOST_GIFT_PICKS = 20  # combinations of gifts offered when several must be chosen
SMALL_SHARE = 3  # found items up to which each item to each hero is offered too


def story_choices(game, view) -> tuple[Choice, ...]:
    """Every answer the game takes now to the story's question (`view`: the whole story
    view being built), each marked with the side that answers it."""
    prompt = game.prompt
    if game.fight is not None or prompt is None:
        return ()
    offered = frozenset(t for asked in game.waiting for t in asked.actions)
    build = next((b for kind, b in _BUILDERS if isinstance(prompt, kind)), None)
    made = build(game, prompt, view) if build is not None else []
    out = []
    for label, action, more in made:
        if type(action) not in offered:
            continue
        who = more.pop("who", None) or acting_side(game, action) or PARTY
        out.append(choice(label, action, who=who, **more))
    if out and not any(c.primary for c in out):
        out[0] = _primary(out[0])
    return tuple(out)


def _primary(c: Choice) -> Choice:
    return Choice(c.label, c.action, c.kind, c.who, c.card, c.attribute, c.discard, c.amount,
                  c.key or "enter", True, c.tip, c.asks)


def _name(view, hero: str) -> str:
    return next((s.name for s in view.sheets if s.id == hero), hero)


def _numbered(i: int) -> str:
    return str(i) if i <= 9 else ""


def _options(game, prompt, view) -> list:
    return [(o.label, X.Choose(o.index), {"key": _numbered(i)})
            for i, o in enumerate(prompt.options, start=1)]


def _heroes(game, prompt, view) -> list:
    kind = X.PickLeader if isinstance(prompt, P.ChooseLeader) else X.PickHero
    return [(_name(view, h), kind(hero=h), {"key": _numbered(i)}) for i, h in enumerate(prompt.heroes, start=1)]


def _roll(game, prompt, view) -> list:
    out = []
    if isinstance(prompt, P.GroupRoll) and view.check is not None:
        for src in dict(view.check.bonuses).get(prompt.hero, ()):
            out.append((f"Declare {src.name}", R.UseOnCheck(prompt.hero, src.id),
                        {"kind": "modify", "card": src.id, "tip": src.text}))
    out.append(("Roll the dice", X.Roll(), {"key": "space", "primary": True}))
    if isinstance(prompt, P.ChooseOrder):
        order = list(prompt.order)
        for i, h in enumerate(order[1:], start=1):
            new = order[:i - 1] + [h, order[i - 1]] + order[i + 1:]
            out.append((f"{_name(view, h)} earlier", X.SetOrder(tuple(new)), {}))
    return out


def _modify(game, prompt, view) -> list:
    out = []
    check = view.check
    for hero, sources in check.bonuses if check is not None else ():
        for src in sources:
            out.append((f"{_name(view, hero)}: {src.name}", R.UseOnCheck(hero, src.id),
                        {"kind": "modify", "card": src.id, "tip": src.text}))
    for hero in prompt.refresh_offers:
        sheet = next((s for s in view.sheets if s.id == hero), None)
        for g in sheet.gifts if sheet is not None else ():
            if g.exhausted:
                out.append((f"{sheet.name} rolled 9: refresh {g.name}", R.RefreshOnNine(hero, g.id),
                            {"kind": "refresh", "card": g.id}))
    for hero, gifts in check.creative_gifts if check is not None else ():
        for g in gifts:
            out.append((f"{_name(view, hero)}: offer {g.name} creatively", R.AskCreativeGift(hero, g.id),
                        {"kind": "gift", "card": g.id, "tip": g.text}))
    if prompt.creative is not None:
        out.append(("Approve the creative use", R.JudgeCreativeGift(True), {"who": QM, "primary": True}))
        out.append(("Reject it", R.JudgeCreativeGift(False), {"who": QM}))
    out.append(("Let the roll stand", X.Resolve(), {"kind": "pass", "key": "enter", "primary": True}))
    return out


def _gifts(game, prompt, view) -> list:
    picks = itertools.islice(itertools.combinations(prompt.gifts, prompt.count), MOST_GIFT_PICKS)
    cards = game.cards.gifts
    out = []
    for pick in picks:
        names = ", ".join(cards[g].name if g in cards else g for g in pick)
        out.append((f"{_name(view, prompt.hero)} must {prompt.purpose} {counted(prompt.count, 'gift')}: {names}",
                    X.PickGifts(prompt.hero, tuple(sorted(pick))), {}))
    return out


def _share(game, prompt, view) -> list:
    order = list(view.from_leader())
    gold = tuple((h, prompt.gold // len(order) + (1 if i < prompt.gold % len(order) else 0))
                 for i, h in enumerate(order))
    gold = tuple((h, n) for h, n in gold if n)
    first = view.found_to
    said = ", ".join(f"{f.name} to {_name(view, h)}" for f, h in zip(view.found, first, strict=True))
    out = [(f"Share it out: {said}" if said else "Share out the gold",
            X.Share(tuple(zip(prompt.items, first, strict=True)), gold), {"key": "enter", "primary": True})]
    if len(prompt.items) <= SMALL_SHARE:
        for i, item in enumerate(view.found):
            for h in order:
                if h == first[i]:
                    continue
                to = tuple((it, h if j == i else first[j]) for j, it in enumerate(prompt.items))
                out.append((f"{item.name} to {_name(view, h)} instead", X.Share(to, gold), {}))
    return out


def _shop(game, prompt, view) -> list:
    out = []
    for row in view.shop:
        for hero, gold, can in row.prices if not row.sold else ():
            if can:
                out.append((f"{_name(view, hero)} buys {row.item.name} for {gold} gold",
                            R.BuyItem(hero, row.item.id), {"kind": "item", "card": row.item.id,
                                                            "tip": row.item.text}))
    out.append(("Leave the shop", X.LeaveShop(), {"key": "enter", "primary": True}))
    return out


def _settle(game, prompt, view) -> list:
    out = []
    if view.injury is not None:
        hero, lower, after_use = view.injury
        sheet = next(s for s in view.sheets if s.id == hero)
        for attribute, gone in itertools.product(lower or (None,), after_use or (None,)):
            said = f"lower {sheet.attribute(attribute).name}" if attribute else "take the injury"
            said += f", discard {_item_name(game, gone)}" if gone else ""
            out.append((f"{sheet.name}: {said}", R.ResolveInjury(hero, attribute, gone),
                        {"kind": "injury", "attribute": attribute or "", "discard": gone or ""}))
        return out
    for hero, what, _n in view.over_limits:
        sheet = next(s for s in view.sheets if s.id == hero)
        if what == "equipment":
            for item in sheet.equipment:
                out.append((f"{sheet.name} sells {item.name}", R.SellItem(hero, item.id), {"card": item.id}))
                out.append((f"{sheet.name} discards {item.name}", R.DiscardItem(hero, item.id), {"card": item.id}))
        else:
            for g in sheet.gifts:
                if not g.innate:
                    out.append((f"{sheet.name} discards {g.name}", R.DiscardGift(hero, g.id), {"card": g.id}))
    return out


def _item_name(game, item: str) -> str:
    card = game.cards.any_item(item)
    return card.name if card is not None else item


def _fight(game, prompt, view) -> list:
    return [("Fight it on the battlefield", FightHere(), {"key": "enter", "primary": True}),
            ("Fight it out automatically", FightAutomatically("greedy"), {}),
            ("Fought on the table: the heroes won", X.CombatResult(True), {"who": QM}),
            ("Fought on the table: the heroes lost", X.CombatResult(False), {"who": QM})]


def _paused(game, prompt, view) -> list:
    return [("Go on", X.Continue(), {"key": "enter", "primary": True})]


def _improve(game, prompt, view) -> list:
    sheet = next(s for s in view.sheets if s.id == prompt.hero)
    return [(f"{sheet.name}: {sheet.attribute(a).name} {sheet.value(a)} to {sheet.value(a) + 1}",
             R.ImproveAttribute(prompt.hero, a), {"key": _numbered(i)})
            for i, a in enumerate(prompt.attributes, start=1)]


_BUILDERS = (
    (P.ChooseOption, _options), (P.ChooseHero, _heroes), (P.ChooseParticipant, _heroes),
    (P.ChooseLeader, _heroes), (P.ChooseOrder, _roll), (P.CheckToRoll, _roll), (P.GroupRoll, _roll),
    (P.ModifyWindow, _modify), (P.ChooseGifts, _gifts), (P.Distribute, _share), (P.Shop, _shop),
    (P.SettleFirst, _settle), (P.CombatRequest, _fight), (P.Paused, _paused), (P.Improve, _improve),
)

__all__ = ["MOST_GIFT_PICKS", "story_choices"]
