"""Loops that ask nothing: paragraphs that lead round to themselves without a stop.

The runner works through the story until the table must answer something. A round of
paragraphs none of which asks the table anything (no option, check, fight, pause, shop or
sharing out) goes round for ever once play comes that way, unless something on the way can
change the answer that sends it round. Such a round is an error of the file; a round whose
tasks might change the answer is left to the runner's step limit (`step_limit`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from questboard.adventure import tasks as T
from questboard.adventure.conditions import (
    Compare,
    Condition,
    Has,
    LocationInPlay,
    Marker,
    Not,
    names_in,
    parse_condition,
    question,
)
from questboard.adventure.graph import BRANCHES, tasks
from questboard.adventure.model import Header, Paragraph
from questboard.adventure.names import card_id, printed_name
from questboard.adventure.ways import Do, Goto, Options, Query, branch_goto
from questboard.rules.cards import CardSet

Test = tuple[Condition, bool]
"""A condition and the answer a way needs from it."""


@dataclass(frozen=True)
class Quiet:
    """A way from one paragraph to the next that asks the table nothing."""

    source: int
    target: int
    loc: tuple[Any, ...]
    tests: tuple[Test, ...]
    tasks: tuple[Any, ...]  # the branch's `do` tasks, done on the way


def quiet_ways(n: int, par: Paragraph, lone: bool) -> list[Quiet]:
    """The ways on from paragraph `n` that ask nothing (`lone`: a party of one may play)."""
    if any(asks(t, lone) for t in par.tasks):
        return []
    way = par.next
    if isinstance(way, int):
        return [Quiet(n, way, ("next",), (), ())]
    if isinstance(way, Goto):
        return [Quiet(n, way.goto, ("next", "goto"), (), ())]
    if isinstance(way, Options):
        if way.fallback is None or any(o.if_ is None for o in way.options):
            return []
        # Offered none of its options, the table is asked nothing: play goes to `fallback`.
        tests = tuple(_plain(parse_condition(o.if_), False) for o in way.options)
        return [Quiet(n, way.fallback, ("next", "fallback"), tests, ())]
    if not isinstance(way, Query):
        return []  # a check, fight, pause or end stops the story
    found = []
    cond = parse_condition(way.query)
    for name, answer in zip(BRANCHES[Query], (True, False), strict=True):
        branch = getattr(way, name)
        target = branch_goto(branch, way.in_both_cases)
        work = tuple(branch.do) if isinstance(branch, Do) else ()
        if target is None or any(asks(t, lone) for t in work):
            continue
        loc = ("next", name) if isinstance(branch, int) else \
            ("next", name, "goto") if isinstance(branch, Do) and branch.goto is not None else \
            ("next", "in_both_cases")
        found.append(Quiet(n, target, loc, (_plain(cond, answer),), work))
    return found


def asks(task: Any, lone: bool) -> bool:
    """Whether this task asks the table something whatever the party (a shop always; a
    choice of hero or a sharing out whenever more than one hero plays)."""
    if isinstance(task, T.ShopTask):
        return True
    if lone:
        return False
    if isinstance(task, T.FindTask | T.GiveTask | T.GiveGoldTask) and getattr(task, "to", "party") == "party":
        return True
    return getattr(task, "who", None) == "one"


def _plain(cond: Condition, answer: bool) -> Test:
    while isinstance(cond, Not):
        cond, answer = cond.operand, not answer
    return cond, answer


@dataclass(frozen=True)
class Round:
    """Paragraphs the story goes round (the first again at the end), and the ways taken."""

    ways: tuple[Quiet, ...]

    @property
    def paragraphs(self) -> list[int]:
        return [w.source for w in self.ways] + [self.ways[0].source]

    @property
    def tests(self) -> list[Test]:
        return list(dict.fromkeys(t for w in self.ways for t in w.tests))


def endless_rounds(header: Header, pars: dict[int, Paragraph], cards: CardSet) -> list[Round]:
    """Every group of paragraphs with a round that asks nothing and on which nothing can
    change the answers that send play round: once play goes round it never leaves."""
    lone = header.heroes.min == 1
    ways = {n: [w for w in quiet_ways(n, par, lone) if w.target in pars] for n, par in pars.items()}
    found = []
    for group in _groups(ways):
        endless = next((r for r in _rounds(group, ways) if r.tests
                        and not _changes(r, pars, cards)), None)
        if endless is not None:
            found.append(endless)
    return found


def _groups(ways: dict[int, list[Quiet]]) -> list[set[int]]:
    """Strongly connected groups of the quiet ways that hold a round (Tarjan's algorithm,
    with a stack of its own: a story thousands of paragraphs long is no deeper than one)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on: set[int] = set()
    groups: list[set[int]] = []

    def enter(v: int) -> tuple[int, Iterator[Quiet]]:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        return v, iter(ways[v])

    for root in sorted(ways):
        if root in index:
            continue
        visiting = [enter(root)]
        while visiting:
            v, onward = visiting[-1]
            w = next(onward, None)
            if w is not None:
                if w.target not in index:
                    visiting.append(enter(w.target))
                elif w.target in on:
                    low[v] = min(low[v], index[w.target])
                continue
            visiting.pop()
            if visiting:
                u = visiting[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                group = set()
                while True:
                    u = stack.pop()
                    on.discard(u)
                    group.add(u)
                    if u == v:
                        break
                if len(group) > 1 or any(w.target == v for w in ways[v]):
                    groups.append(group)
    return groups


def _rounds(group: set[int], ways: dict[int, list[Quiet]], most: int = 5000) -> Iterator[Round]:
    """Simple rounds in a group whose answers do not contradict each other, those through
    the lowest paragraph first; at most `most` steps of search (adventures are small). The
    walk keeps its own stack, so a long round takes no more than its length."""
    left = most
    ordered = sorted(group)
    for k, first in enumerate(ordered):
        within = set(ordered[k:])
        path: list[Quiet] = []
        seen = {first}
        # Each frame: the ways on from where the path stands, and the answers taken so far.
        frames: list[tuple[Iterator[Quiet], dict[Condition, bool]]] = [(iter(ways[first]), {})]
        while frames:
            onward, tests = frames[-1]
            w = next(onward, None)
            if w is None:
                frames.pop()
                if path:
                    seen.discard(path.pop().target)
                continue
            left -= 1
            if left < 0:
                return
            if w.target not in within or any(tests.get(c, a) != a for c, a in w.tests):
                continue  # the same question cannot be answered both ways in one round
            if w.target == first:
                yield Round(tuple(path + [w]))
            elif w.target not in seen:
                path.append(w)
                seen.add(w.target)
                frames.append((iter(ways[w.target]), tests | dict(w.tests) if w.tests else tests))


def _changes(r: Round, pars: dict[int, Paragraph], cards: CardSet) -> bool:
    """Whether some task on the round may change a fact one of its answers rests on."""
    work = [t for w in r.ways for t in pars[w.source].tasks] + [t for w in r.ways for t in w.tasks]
    asked = [leaf for cond, _ in r.tests for leaf in names_in(cond)]
    return any(_touches(t, leaf, cards) for t in work for leaf in asked)


def _touches(task: Any, leaf: Condition, cards: CardSet) -> bool:
    if isinstance(leaf, Marker):
        return isinstance(task, T.TickTask) and task.tick == leaf.number
    if isinstance(leaf, LocationInPlay):
        place = task.place if isinstance(task, T.PlaceTask) else task.remove \
            if isinstance(task, T.RemoveTask) else None
        return place is not None and _same(cards, place, leaf.name, "location")
    if isinstance(leaf, Has):
        item = task.find if isinstance(task, T.FindTask) else task.give if isinstance(task, T.GiveTask) \
            else task.discard_item if isinstance(task, T.DiscardItemTask) else None
        return item is not None and _same(cards, item, leaf.name, "item")
    if isinstance(leaf, Compare) and leaf.quantity == "gold":
        # A find of an item none is left of gives its value in gold (R9).
        return isinstance(task, T.GiveGoldTask | T.LoseGoldTask | T.FindTask | T.GiveTask)
    return False  # who plays and how many do not change during an adventure


def _same(cards: CardSet, a: str, b: str, kind: str) -> bool:
    return (card_id(cards, a, kind) or a.lower()) == (card_id(cards, b, kind) or b.lower())


def words(r: Round, name=lambda kind, text: text) -> str:
    """What the validator says of an endless round, and what to change."""
    path = " → ".join(str(n) for n in r.paragraphs)
    answers = "; ".join(f"{question(c, name)} {'yes' if a else 'no'}" for c, a in r.tests)
    return (f"the story goes round paragraphs {path} without asking anything, and nothing on "
            f"the way changes the answer that sends it round ({answers}): once there, play "
            "never leaves; give the round an option or a check, or a task on the way that "
            f"changes the answer ({_fix(r)})")


def _fix(r: Round) -> str:
    leaf = next(iter(names_in(r.tests[0][0])))
    if isinstance(leaf, Marker):
        return f"tick: {leaf.number}"
    if isinstance(leaf, LocationInPlay):
        return f"place: {leaf.name} or remove: {leaf.name}"
    if isinstance(leaf, Has):
        return f"find: {leaf.name}, give: {leaf.name} or discard_item: {leaf.name}"
    if isinstance(leaf, Compare) and leaf.quantity == "gold":
        return "gold: or lose_gold:"
    return "the number and names of the heroes never change, so only an option or a check will do"


def check_loops(header: Header, pars: dict[int, Paragraph], cards: CardSet, where: Any) -> None:
    """Report every endless round at the way that leads back into it."""
    for r in endless_rounds(header, pars, cards):
        # Named at the paragraph whose question sends play round (the first way with a test).
        start = next(i for i, w in enumerate(r.ways) if w.tests)
        r = Round(r.ways[start:] + r.ways[:start])
        where.add(words(r, lambda kind, text: printed_name(cards, text, kind)),
                  r.ways[0].loc, r.ways[0].source)


# At play time ---------------------------------------------------------------------------
FLOOR = 1000
"""Steps within one answer that never count as going round, whatever the file."""


def step_limit(adventure: Any) -> int:
    """The most steps of the story's work (a paragraph entered, its way on, a task and what it
    does for each hero) within one answer before it counts as going round for ever: ten
    walks through every paragraph and task of the file, and never fewer than FLOOR."""
    walk = sum(2 + 25 * sum(1 for _ in tasks(par)) for par in adventure.paragraphs.values())
    return max(FLOOR, 10 * walk)


def going_round(entered: list[int]) -> str:
    """The refusal when the story went round too long, naming the last round of paragraphs
    in words (the window's type has no arrows)."""
    last = entered[-1] if entered else None
    before = [i for i, n in enumerate(entered[:-1]) if n == last]
    path = entered[before[-1]:] if before else entered[-12:]
    if len(path) <= 2:
        where = f"paragraph {path[0]} over and over" if path else "paragraphs"
    else:
        where = f"paragraphs {', '.join(str(n) for n in path[:-2])} and {path[-2]}, " \
                f"and back to {path[-1]}"
    return f"The story goes round {where} without asking anything: the adventure file needs a way out"
