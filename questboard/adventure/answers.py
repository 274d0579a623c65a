"""Typed answers for text play: one line of words -> one action, or a reason it is not one.

Pure: no terminal here. `questboard text` reads lines, this turns them into actions.
"""

from __future__ import annotations

import re
from itertools import combinations

from questboard.adventure import actions as X
from questboard.adventure.hints import hint
from questboard.adventure.names import Ambiguous, card_name, pick
from questboard.adventure.prompts import (
    CheckToRoll,
    ChooseDisputed,
    ChooseGifts,
    ChooseHero,
    ChooseLeader,
    ChooseOption,
    ChooseOrder,
    ChooseParticipant,
    CombatRequest,
    Distribute,
    GroupRoll,
    Improve,
    ModifyWindow,
    Paused,
    Shop,
)
from questboard.adventure.shares import first_shares, from_leader
from questboard.adventure.state import RunnerState
from questboard.rules import actions as A
from questboard.rules.cards import ATTRIBUTES


class BadAnswer(ValueError):
    """The line is not an answer; the message says what would be."""


def _hero(st: RunnerState, word: str, among: tuple[str, ...] | None = None) -> str:
    """A hero of the party by number (of `among`), id, name or a unique beginning of one."""
    heroes = among if among is not None else st.hero_ids()
    word = word.strip()
    if word.isdecimal() and 1 <= int(word) <= len(heroes):
        return heroes[int(word) - 1]
    party = st.hero_ids()
    for pool in (heroes, party) if among is not None else (party,):
        found = _picked(word, {h: st.game.hero(h).name for h in pool}, "hero")
        if found is not None:
            return found
    names = ", ".join(st.game.hero(h).name for h in heroes)
    raise BadAnswer(f"no hero {word!r} here (heroes: {names})")


def _disputed(st: RunnerState, word: str, cards: tuple[str, ...]) -> str:
    """A disputed card by number (the 'leave' after them, or the word), id, name or a unique
    beginning; "" to leave them to the others."""
    word = word.strip()
    if word.lower() in ("leave", "none", "pass") or word == str(len(cards) + 1):
        return ""
    if word.isdecimal() and 1 <= int(word) <= len(cards):
        return cards[int(word) - 1]
    found = _picked(word, {c: card_name(st.cards, c) for c in cards}, "card")
    if found is None:
        names = ", ".join(card_name(st.cards, c) for c in cards)
        raise BadAnswer(f"no disputed card {word!r} to take (take one of {names}, or 'leave')")
    return found


def hero_named(st: RunnerState, text: str) -> str:
    """The hero of the party that `text` names (number, id, name or a unique beginning)."""
    return _hero(st, text)


def _picked(word: str, named: dict[str, str], what: str, beginnings: bool = True) -> str | None:
    try:
        return pick(word, named, what, beginnings)
    except Ambiguous as many:
        raise BadAnswer(str(many)) from None


def _all_cards(st: RunnerState, kinds: str) -> dict[str, str]:
    """id -> name of the cards of these kinds ("items", "gifts", "events")."""
    c = st.cards
    tables = {"items": (c.equipment, c.quest_items), "gifts": (c.gifts,), "events": (c.events,)}
    return {cid: card.name for kind in kinds.split() for table in tables[kind]
            for cid, card in table.items()}


def _card(st: RunnerState, word: str, among: list[str] | tuple[str, ...] | None = None,
          what: str = "card", kinds: str = "items gifts events", where: str = "here") -> str:
    """A card by id, name or a unique beginning among `among` (what a hero carries, what is
    for sale …); a card of `kinds` named whole is taken too, so that the rules can say why
    it will not do. Without `among`, any card of `kinds`."""
    word = word.strip()
    if among is not None:
        found = _picked(word, {cid: card_name(st.cards, cid) for cid in among}, what)
        if found is not None:
            return found
    found = _picked(word, _all_cards(st, kinds), what, beginnings=among is None)
    if found is not None:
        return found
    if among is not None:
        here = ", ".join(card_name(st.cards, cid) for cid in dict.fromkeys(among)) or "nothing"
        raise BadAnswer(f"no {what} {word!r} ({where}: {here})")
    raise BadAnswer(f"no {what} called {word!r}")


def _carried(st: RunnerState, hero: str, items: bool = True, gifts: bool = False) -> list[str]:
    h = st.game.hero(hero)
    return (list(h.items()) if items else []) + (list(h.gifts) if gifts else [])


def _owned(st: RunnerState, what: str, kinds: str, items: bool = True, gifts: bool = False,
           exhausted: bool = False):
    """A slot for `_fit`: a card the hero named just before has (items and/or gifts)."""
    def slot(text: str, ids: list[str]) -> str:
        hero = st.game.hero(ids[0])
        among = hero.exhausted_gifts() if exhausted else _carried(st, ids[0], items, gifts)
        verb = "has exhausted" if exhausted else "carries" if not gifts else "has"
        return _card(st, text, among, what, kinds, f"{hero.name} {verb}")
    return slot


def _fit(words: list[str], *slots) -> list[str]:
    """Words read as consecutive things, each one or more words: `slots` are functions
    (text, ids so far) -> id that raise BadAnswer when the text does not name one. The first
    reading in which every part names something wins; else the error of the reading that got
    furthest."""
    n = len(slots)
    if len(words) < n:
        raise BadAnswer(f"{' '.join(words) or 'nothing'!r} names fewer than {n} things (see 'help')")
    best: tuple[int, BadAnswer] | None = None
    for cuts in _cuts(len(words), n):
        parts = [" ".join(words[a:b]) for a, b in zip((0, *cuts), (*cuts, len(words)), strict=True)]
        ids: list[str] = []
        try:
            for slot, part in zip(slots, parts, strict=True):
                ids.append(slot(part, ids))
        except BadAnswer as bad:
            if best is None or len(ids) > best[0]:
                best = (len(ids), bad)
            continue
        return ids
    assert best is not None
    raise best[1]


def _cuts(length: int, parts: int):
    """Every way to cut `length` words into `parts` non-empty runs, short first runs first."""
    yield from combinations(range(1, length), parts - 1)


def _pairs(st: RunnerState, words: list[str]) -> tuple[tuple[str, int], ...]:
    out = []
    for name, n in _eq_pairs(words, "HERO=POINTS, e.g. karomin=2"):
        if not n.isdecimal():
            raise BadAnswer(f"'{name}={n}': write HERO=POINTS, e.g. karomin=2")
        out.append((_hero(st, name), int(n)))
    return tuple(out)


def _eq_pairs(words: list[str], shape: str) -> list[tuple[str, str]]:
    """'potion of healing=alondis 2 = karomin' -> [('potion of healing', 'alondis'), ('2',
    'karomin')]: the left side may have spaces, the right side is one word."""
    text = " ".join(words)
    pairs = []
    pos = 0
    for m in re.finditer(r"\s*([^=]+?)\s*=\s*([^\s=]+)", text):
        if text[pos:m.start()].strip():
            break
        pairs.append((m.group(1), m.group(2)))
        pos = m.end()
    if text[pos:].strip():
        left = text[pos:].strip()
        raise BadAnswer(f"{left!r}: write {shape}")
    return pairs


def _split_pairs(words: list[str]) -> tuple[list[str], list[str]]:
    """The words before any HERO=N pairs, and the pairs' words."""
    for i, w in enumerate(words):
        if "=" in w:
            # 'magistra cessair=2': the hero's name may start a word or two earlier
            return words[:i], words[i:]
    return words, []


def any_time(st: RunnerState, words: list[str]) -> object | None:
    """The actions allowed whenever no fight is on, or None if the words are not one."""
    cmd, args = words[0], words[1:]
    need = {"sell": 2, "swap": 3, "give": 3, "use": 2, "gift": 2, "discard": 2, "refresh": 2,
            "injury": 1, "event": 1}
    if cmd == "horn":
        return A.PassHorn("passed by the leader")
    if cmd not in need:
        return None
    if len(args) < need[cmd]:
        raise BadAnswer(f"'{cmd}' needs {need[cmd]} words after it (see 'help')")
    hero = lambda text, ids: _hero(st, text)  # noqa: E731
    if cmd == "sell":
        who, item = _fit(args, hero, _owned(st, "item", "items"))
        return A.SellItem(who, item)
    if cmd == "swap":
        frm, to, item = _fit(args, hero, hero, _owned(st, "item", "items"))
        return A.SwapItem(frm, to, item)
    if cmd == "give":
        if not args[-1].isdecimal():
            raise BadAnswer("give FROM TO GOLD: the gold is a number")
        frm, to = _fit(args[:-1], hero, hero)
        return A.GiveGold(frm, to, int(args[-1]))
    if cmd in ("use", "gift"):
        gifts = cmd == "gift"
        thing = _owned(st, "gift", "gifts", False, True) if gifts else _owned(st, "item", "items")
        args, refresh = _split_refresh(st, args)
        who, card, pairs = _with_pairs(st, args, hero, thing)
        return (A.UseGift if gifts else A.UseItem)(who, card, heal=pairs, refresh=refresh)
    if cmd == "discard":
        who, card = _fit(args, hero, _owned(st, "item or gift", "items gifts", True, True))
        return A.DiscardGift(who, card) if card in st.cards.gifts else A.DiscardItem(who, card)
    if cmd == "refresh":
        who, gift = _fit(args, hero, _owned(st, "exhausted gift", "gifts", exhausted=True))
        return A.RefreshOnNine(who, gift)
    if cmd == "injury":  # HERO [ATTR|none] [ITEM]: no ATTR when none can drop (R35)
        rest = args[1:]
        attr = None
        if rest and rest[0].lower() in (*ATTRIBUTES, "none"):
            word = rest.pop(0).lower()
            attr = None if word == "none" else word
        if len(rest) > 1:
            raise BadAnswer("'injury HERO [ATTR] [ITEM]'")
        return A.ResolveInjury(_hero(st, args[0]), attr, _card(st, rest[0]) if rest else None)
    return A.PlayEvent(_card(st, " ".join(args), list(st.game.qm_hand), "event", "events",
                             "the Quest Master holds"))


def _split_refresh(st: RunnerState, args: list[str]) -> tuple[list[str], tuple[str, ...]]:
    """'… refresh GIFT [GIFT …]': the words before, and the gifts to refresh (one word each:
    an id, a name's beginning), among every hero's exhausted gifts."""
    low = [w.lower() for w in args]
    if "refresh" not in low[2:]:
        return args, ()
    cut = low.index("refresh", 2)
    words = args[cut + 1:]
    if not words:
        raise BadAnswer("'refresh' needs the gifts it brings back, e.g. 'refresh fireball brute'")
    spent = [g for h in st.game.heroes for g in h.exhausted_gifts()]
    return args[:cut], tuple(_card(st, w, spent, "exhausted gift", "gifts", "exhausted now") for w in words)


def _with_pairs(st: RunnerState, args: list[str], *slots) -> tuple:
    """HERO THING [HERO=N …]: the things before the pairs (a hero's name in a pair may have
    spaces: the pairs may begin a word or two before the first '=')."""
    head, tail = _split_pairs(args)
    error: BadAnswer | None = None
    for back in range(0, min(len(head) - len(slots), 2) + 1):
        cut = len(head) - back
        try:
            return (*_fit(head[:cut], *slots), _pairs(st, head[cut:] + tail))
        except BadAnswer as bad:
            error = error or bad
    if error is None:
        raise BadAnswer("name a hero and what is used (see 'help')")
    raise error


def answer(st: RunnerState, line: str) -> object:
    """The action meant by `line` at the current prompt; BadAnswer if there is none."""
    words = line.split()
    if not words:
        raise BadAnswer("an empty line is no answer")
    words[0] = words[0].lower()
    prompt = st.waiting
    horn = "horn" in words[1:]
    rest = [w for w in words if w != "horn"] if words[0] != "horn" else words
    if isinstance(prompt, ChooseOption):
        if rest[0].isdecimal() and 1 <= int(rest[0]) <= len(prompt.options):
            return X.Choose(prompt.options[int(rest[0]) - 1].index, horn)
    elif isinstance(prompt, ChooseHero | ChooseParticipant) and words[0] not in _COMMANDS:
        return X.PickHero(_hero(st, " ".join(rest), prompt.heroes), horn)
    elif isinstance(prompt, ChooseLeader) and words[0] not in _COMMANDS:
        return X.PickLeader(_hero(st, line, prompt.heroes))
    elif isinstance(prompt, ChooseDisputed) and words[0] not in _COMMANDS:
        return X.TakeDisputed(prompt.hero, _disputed(st, line, prompt.cards))
    elif isinstance(prompt, ChooseOrder):
        if words[0] == "order" and len(words) > 1:
            return X.SetOrder(tuple(_hero(st, w) for w in " ".join(words[1:]).split(",")
                                    if w.strip()))
        if words[0] == "roll":
            return _roll(words)
    elif isinstance(prompt, CheckToRoll | GroupRoll) and words[0] == "roll":
        return _roll(words)
    elif isinstance(prompt, GroupRoll) and words[0] == "use" and len(words) >= 3:
        return _use_on_check(st, words[1:])
    elif isinstance(prompt, ModifyWindow) and (action := _modify(st, words)) is not None:
        return action
    elif isinstance(prompt, ChooseGifts) and words[0] not in _COMMANDS:
        return X.PickGifts(prompt.hero, _gift_list(st, line, prompt.gifts))
    elif isinstance(prompt, Distribute):
        if words[0] == "even":
            return _even(st, prompt, horn)
        if words[0] not in _COMMANDS:
            return _share(st, prompt, rest, horn)
    elif isinstance(prompt, Shop):
        if words[0] == "leave":
            return X.LeaveShop()
        if words[0] == "buy" and len(words) >= 3:
            offers = [o.item for o in prompt.offers]
            who, item = _fit(words[1:], lambda t, ids: _hero(st, t),
                             lambda t, ids: _card(st, t, offers, "item", "items", "for sale"))
            return A.BuyItem(who, item)
    elif isinstance(prompt, CombatRequest) and words[0] in ("victory", "defeat"):
        return X.CombatResult(words[0] == "victory", _pairs(st, words[1:]))
    elif isinstance(prompt, Paused) and words[0] in ("continue", "go", "on"):
        return X.Continue()
    elif isinstance(prompt, Improve) and words[0] in prompt.attributes:
        return A.ImproveAttribute(prompt.hero, words[0])
    action = any_time(st, words)
    if action is not None:
        return action
    raise BadAnswer(f"not an answer here; expected {hint(prompt) or 'a command'} (or 'help')")


def _modify(st: RunnerState, words: list[str]) -> object | None:
    """The modify window: 'done', 'use HERO CARD'; with Creative Use of Gifts (R65) the hero's
    'creative HERO GIFT' and the Quest Master's 'approve' or 'reject'."""
    if words[0] in ("done", "resolve"):
        return X.Resolve()
    if words[0] == "use" and len(words) >= 3:
        return _use_on_check(st, words[1:])
    if words[0] in ("approve", "reject") and len(words) == 1:
        return A.JudgeCreativeGift(words[0] == "approve")
    if words[0] == "creative" and len(words) >= 3:
        who, gift = _fit(words[1:], lambda t, ids: _hero(st, t), _owned(st, "gift", "gifts", False, True))
        return A.AskCreativeGift(who, gift)
    return None


def _use_on_check(st: RunnerState, words: list[str]) -> A.UseOnCheck:
    """use HERO ITEM-OR-GIFT on the check at hand."""
    who, source = _fit(words, lambda t, ids: _hero(st, t),
                       _owned(st, "item or gift", "items gifts", True, True))
    return A.UseOnCheck(who, source)


def _gift_list(st: RunnerState, line: str, gifts: tuple[str, ...]) -> tuple[str, ...]:
    """Gifts separated by commas (or by spaces, when each is one word)."""
    parts = [p for p in line.split(",") if p.strip()]
    chosen = []
    for part in parts:
        try:
            chosen.append(_card(st, part, gifts, "gift", "gifts", "to choose from"))
        except BadAnswer:
            if len(part.split()) == 1 or len(parts) > 1:
                raise
            chosen += [_card(st, w, gifts, "gift", "gifts", "to choose from") for w in part.split()]
    return tuple(chosen)


def _roll(words: list[str]) -> X.Roll:
    if not all(w.isdecimal() and len(w) == 1 for w in words[1:]):
        raise BadAnswer("table dice are single digits 0–9, e.g. roll 7 3")
    return X.Roll(tuple(int(w) for w in words[1:]))


_COMMANDS = ("sell", "swap", "give", "use", "gift", "discard", "refresh", "injury", "event",
             "horn")


def _even(st: RunnerState, prompt: Distribute, horn: bool) -> X.Share:
    """Items round the table from the leader, each to a hero with room if one has it (R46);
    gold split evenly, the rest from the leader."""
    order = from_leader(st.game)
    items = tuple(zip(prompt.items, first_shares(st.game, prompt.items), strict=True))
    gold = tuple((h, prompt.gold // len(order) + (1 if i < prompt.gold % len(order) else 0))
                 for i, h in enumerate(order))
    return X.Share(items, tuple(g for g in gold if g[1]), horn)


def _share(st: RunnerState, prompt: Distribute, words: list[str], horn: bool) -> X.Share:
    items, gold = [], []
    for what, who in _eq_pairs(words, "ITEM=HERO or GOLD=HERO"):
        hero = _hero(st, who)
        if what.isdecimal():
            gold.append((hero, int(what)))
        else:
            items.append((_card(st, what, prompt.items, "item", "items", "found"), hero))
    return X.Share(tuple(items), tuple(gold), horn)
