"""Typed answers for text play: one line of words -> one action, or a reason it is not one.

Pure: no terminal here. `questboard text` reads lines, this turns them into actions.
"""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure.prompts import (
    ChooseGifts,
    ChooseHero,
    ChooseOption,
    ChooseOrder,
    ChooseParticipant,
    CombatRequest,
    Distribute,
    GroupRoll,
    Improve,
    ModifyWindow,
    Paused,
    Prompt,
    RollCheck,
    SettleFirst,
    Shop,
)
from questboard.adventure.state import RunnerState
from questboard.rules import actions as A
from questboard.rules.cards import ATTRIBUTES


class BadAnswer(ValueError):
    """The line is not an answer; the message says what would be."""


HINTS = {
    ChooseOption: "the number of an option (add 'horn' if the leader decides alone)",
    ChooseHero: "a hero's name or number (add 'horn' if the leader decides alone)",
    ChooseParticipant: "who rolls: a hero's name or number (add 'horn' to decide alone)",
    ChooseOrder: "'roll' for this order, or 'order HERO,HERO,…' first",
    GroupRoll: "'use HERO ITEM-OR-GIFT' to declare a bonus before this roll, then 'roll'",
    RollCheck: "'roll' (or 'roll 7 3' to enter dice rolled at the table)",
    ModifyWindow: "'use HERO ITEM-OR-GIFT' to add a bonus, then 'done'",
    ChooseGifts: "the gifts, separated by commas",
    Distribute: "'even', or ITEM=HERO and GOLD=HERO pairs, e.g. potion-of-healing=alondis 2=karomin",
    Shop: "'buy HERO ITEM' or 'leave'",
    CombatRequest: "'victory' or 'defeat', then damage taken, e.g. victory karomin=2",
    Paused: "'continue' (or 'save FILE' first)",
    Improve: "the attribute to raise by 1",
}

ANY_TIME_HELP = """\
At any time (outside a fight):
  sheet [HERO]            show hero sheets
  sell HERO ITEM          sell an item (value - 2, at least 1 gold)
  swap FROM TO ITEM       give an item to another hero
  give FROM TO GOLD       give gold to another hero
  use HERO ITEM [H=N ...] use an item (healing: which hero gets how much)
  gift HERO GIFT [H=N …]  use a gift outside a check
  discard HERO ITEM|GIFT  discard an item or a gift
  refresh HERO GIFT       after rolling a 9: refresh an exhausted gift
  injury HERO [ATTR] [ITEM] settle a serious injury (the prompt names the choices)
  horn                    the leader passes the signaling horn on
  event EVENT             the Quest Master plays an event
  save [FILE]   help   quit"""


def hint(prompt: Prompt | None) -> str:
    if isinstance(prompt, ModifyWindow) and prompt.check.kind == "group":
        return "'done' to add up the group's totals (bonuses were declared before each roll)"
    if isinstance(prompt, SettleFirst) and prompt.injury is not None:
        return _injury_hint(prompt.injury)
    return HINTS.get(type(prompt), "")


def _injury_hint(c) -> str:
    """Exactly the legal choices of a serious injury (R6, R35), and healing at once (R18)."""
    words = f"'injury {c.hero}" + (" ATTR" if c.attributes else "") + (" ITEM" if c.items else "") + "'"
    said = [f"ATTR one of: {', '.join(c.attributes)}" if c.attributes
            else "no attribute drops: all are at their start values"]
    if c.items:
        said.append(f"ITEM one of: {', '.join(c.items)}")
    return (f"{words} takes the injury ({'; '.join(said)}; all gifts are exhausted), "
            f"or heal {c.hero} at once: 'use HERO ITEM {c.hero}=N' or 'gift HERO GIFT {c.hero}=N'")


def group_roll_text(st: RunnerState, prompt: GroupRoll) -> str:
    """One line for the table: who rolls next, what they could declare, the dice so far."""
    game = st.game
    could = ", ".join(st.cards.gifts[s].name if s in st.cards.gifts else st.cards.any_item(s).name
                      for s in prompt.sources) or "nothing more"
    declared = _declared(game, prompt.hero)
    attr = prompt.check.attribute
    down = sum(r.die + game.hero(r.hero).attribute(attr) + r.bonus for r in prompt.rolls)
    return (f"{game.hero(prompt.hero).name} rolls next; may declare: {could}"
            + (f" (+{declared} declared)" if declared else "")
            + (f"; {down} of {prompt.check.target} so far" if prompt.rolls else ""))


def _declared(game, hero_id: str) -> int:
    p = game.pending_check.of(hero_id)
    return p.bonus if p is not None else 0


def _hero(st: RunnerState, word: str, among: tuple[str, ...] | None = None) -> str:
    heroes = among if among is not None else st.hero_ids()
    if word.isdecimal() and 1 <= int(word) <= len(heroes):
        return heroes[int(word) - 1]
    hid = st.hero_id(word.replace("_", " "))
    if hid is None:
        names = ", ".join(st.game.hero(h).name for h in heroes)
        raise BadAnswer(f"no hero {word!r} here (heroes: {names})")
    return hid


def _card(st: RunnerState, word: str) -> str:
    card = st.cards.by_name(word.replace("_", " ")) or st.cards.by_name(word)
    if card is None:
        raise BadAnswer(f"no card called {word!r}")
    return card.id


def _pairs(st: RunnerState, words: list[str]) -> tuple[tuple[str, int], ...]:
    out = []
    for w in words:
        name, _, n = w.partition("=")
        if not n.isdecimal():
            raise BadAnswer(f"{w!r}: write HERO=POINTS, e.g. karomin=2")
        out.append((_hero(st, name), int(n)))
    return tuple(out)


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
    if cmd == "sell":
        return A.SellItem(_hero(st, args[0]), _card(st, args[1]))
    if cmd == "swap":
        return A.SwapItem(_hero(st, args[0]), _hero(st, args[1]), _card(st, args[2]))
    if cmd == "give":
        if not args[2].isdecimal():
            raise BadAnswer("give FROM TO GOLD: the gold is a number")
        return A.GiveGold(_hero(st, args[0]), _hero(st, args[1]), int(args[2]))
    if cmd == "use":
        return A.UseItem(_hero(st, args[0]), _card(st, args[1]), _pairs(st, args[2:]))
    if cmd == "gift":
        return A.UseGift(_hero(st, args[0]), _card(st, args[1]), _pairs(st, args[2:]))
    if cmd == "discard":
        hero, card = _hero(st, args[0]), _card(st, args[1])
        return A.DiscardGift(hero, card) if card in st.cards.gifts else A.DiscardItem(hero, card)
    if cmd == "refresh":
        return A.RefreshOnNine(_hero(st, args[0]), _card(st, args[1]))
    if cmd == "injury":  # HERO [ATTR|none] [ITEM]: no ATTR when none can drop (R35)
        rest = args[1:]
        attr = None
        if rest and rest[0].lower() in (*ATTRIBUTES, "none"):
            word = rest.pop(0).lower()
            attr = None if word == "none" else word
        if len(rest) > 1:
            raise BadAnswer("'injury HERO [ATTR] [ITEM]'")
        return A.ResolveInjury(_hero(st, args[0]), attr, _card(st, rest[0]) if rest else None)
    return A.PlayEvent(_card(st, args[0]))


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
        return X.PickHero(_hero(st, rest[0], prompt.heroes), horn)
    elif isinstance(prompt, ChooseOrder):
        if words[0] == "order" and len(words) == 2:
            return X.SetOrder(tuple(_hero(st, w) for w in words[1].split(",")))
        if words[0] == "roll":
            return _roll(words)
    elif isinstance(prompt, RollCheck | GroupRoll) and words[0] == "roll":
        return _roll(words)
    elif isinstance(prompt, GroupRoll) and words[0] == "use" and len(words) == 3:
        return A.UseOnCheck(_hero(st, words[1]), _card(st, words[2]))
    elif isinstance(prompt, ModifyWindow):
        if words[0] in ("done", "resolve"):
            return X.Resolve()
        if words[0] == "use" and len(words) == 3:
            return A.UseOnCheck(_hero(st, words[1]), _card(st, words[2]))
    elif isinstance(prompt, ChooseGifts) and words[0] not in _COMMANDS:
        return X.PickGifts(prompt.hero, tuple(_card(st, g) for g in line.replace(",", " ").split()))
    elif isinstance(prompt, Distribute):
        if words[0] == "even":
            return _even(st, prompt, horn)
        if words[0] not in _COMMANDS:
            return _share(st, rest, horn)
    elif isinstance(prompt, Shop):
        if words[0] == "leave":
            return X.LeaveShop()
        if words[0] == "buy" and len(words) == 3:
            return A.BuyItem(_hero(st, words[1]), _card(st, words[2]))
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


def _roll(words: list[str]) -> X.Roll:
    if not all(w.isdecimal() and len(w) == 1 for w in words[1:]):
        raise BadAnswer("table dice are single digits 0–9, e.g. roll 7 3")
    return X.Roll(tuple(int(w) for w in words[1:]))


_COMMANDS = ("sell", "swap", "give", "use", "gift", "discard", "refresh", "injury", "event",
             "horn")


def _even(st: RunnerState, prompt: Distribute, horn: bool) -> X.Share:
    """Items round the table from the leader; gold split evenly, the rest from the leader."""
    heroes = st.hero_ids()
    start = st.game.leader
    order = heroes[start:] + heroes[:start]
    items = tuple((item, order[i % len(order)]) for i, item in enumerate(prompt.items))
    gold = tuple((h, prompt.gold // len(order) + (1 if i < prompt.gold % len(order) else 0))
                 for i, h in enumerate(order))
    return X.Share(items, tuple(g for g in gold if g[1]), horn)


def _share(st: RunnerState, words: list[str], horn: bool) -> X.Share:
    items, gold = [], []
    for w in words:
        what, eq, who = w.partition("=")
        if not eq:
            raise BadAnswer(f"{w!r}: write ITEM=HERO or GOLD=HERO")
        hero = _hero(st, who)
        if what.isdecimal():
            gold.append((hero, int(what)))
        else:
            items.append((_card(st, what), hero))
    return X.Share(tuple(items), tuple(gold), horn)
