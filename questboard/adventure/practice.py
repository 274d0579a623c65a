"""Paragraphs that no play can reach: every way there is an option never offered or a query
answer never given, because what it asks for never happens in the adventure (a marker no
paragraph ticks, a location no paragraph places). `questboard explore` says so beside the
paragraphs it never reached; the validator does not refuse such a file, since a query on a
marker nothing ticks is also how a small test adventure takes one fixed way."""

from __future__ import annotations

from typing import Any

from questboard.adventure import tasks as T
from questboard.adventure.conditions import (
    And,
    Condition,
    LocationInPlay,
    Marker,
    Not,
    Or,
    parse_condition,
)
from questboard.adventure.graph import links, tasks
from questboard.adventure.model import Header, Paragraph
from questboard.adventure.names import card_id, printed_name
from questboard.adventure.ways import Do, Options, Query
from questboard.rules.cards import CardSet


class _Never:
    """What never happens in one adventure: markers nothing ticks, locations nothing places."""

    def __init__(self, pars: dict[int, Paragraph], cards: CardSet) -> None:
        self.cards = cards
        every = [at.task for par in pars.values() for at in tasks(par)]
        self.ticked = {t.tick for t in every if isinstance(t, T.TickTask)}
        self.placed = {self.location(t.place) for t in every if isinstance(t, T.PlaceTask)}

    def location(self, name: str) -> str:
        return card_id(self.cards, name, "location") or name.lower()

    def value(self, cond: Condition) -> bool | None:
        """True or False when the condition's answer never changes; None when it may."""
        match cond:
            case Marker(number):
                return False if number not in self.ticked else None
            case LocationInPlay(name):
                return False if self.location(name) not in self.placed else None
            case Not(operand):
                v = self.value(operand)
                return None if v is None else not v
            case And(left, right):
                a, b = self.value(left), self.value(right)
                return False if False in (a, b) else True if a is b is True else None
            case Or(left, right):
                a, b = self.value(left), self.value(right)
                return True if True in (a, b) else False if a is b is False else None
        return None

    def why(self, cond: Condition) -> str:
        """Which fact that never happens decides the answer, in words."""
        match cond:
            case Marker(number) if number not in self.ticked:
                return f"no paragraph ticks marker {number}; add tick: {number} where it happens"
            case LocationInPlay(name) if self.location(name) not in self.placed:
                return (f"no paragraph places {printed_name(self.cards, name, 'location')}; "
                        f"add place: {name} where it comes into play")
            case Not(operand):
                return self.why(operand)
            case And(left, right) | Or(left, right):
                return self.why(left) if self.value(left) is not None else self.why(right)
        return "its answer never changes"


def dead_ways(n: int, par: Paragraph, never: _Never) -> dict[tuple[Any, ...], str]:
    """The ways on of a paragraph that play never takes (by their place), with the reason."""
    way = par.next
    dead: dict[tuple[Any, ...], str] = {}
    if isinstance(way, Options):
        for i, o in enumerate(way.options):
            cond = parse_condition(o.if_) if o.if_ is not None else None
            if cond is not None and never.value(cond) is False:
                dead[("next", "options", i, "goto")] = \
                    f"option {i + 1} ('{o.label}') is never offered: {never.why(cond)}"
    elif isinstance(way, Query):
        cond = parse_condition(way.query)
        answer = never.value(cond)
        if answer is None:
            return dead
        name = "if_no" if answer else "if_yes"
        why = f"its query is always answered {'yes' if answer else 'no'} ({never.why(cond)})"
        branch = getattr(way, name)
        dead[("next", name)] = dead[("next", name, "goto")] = why
        other = way.if_yes if answer else way.if_no
        uses_both = lambda b: b is None or (isinstance(b, Do) and b.goto is None)  # noqa: E731
        if uses_both(branch) and not uses_both(other):
            dead[("next", "in_both_cases")] = why
    return dead


def unplayable(header: Header, pars: dict[int, Paragraph], cards: CardSet) -> dict[int, str]:
    """Each paragraph the paragraph graph reaches but no play can, with why in words."""
    if header.start not in pars:
        return {}
    never = _Never(pars, cards)
    dead = {n: dead_ways(n, par, never) for n, par in pars.items()}
    seen, live = _reach(header.start, pars, {}), _reach(header.start, pars, dead)
    found = {}
    for n in sorted(seen - live):
        ways = [f"paragraph {m}: {dead[m][link.loc]}" for m in sorted(seen)
                for link in links(pars[m]) if link.target == n and link.loc in dead[m]]
        found[n] = ("no play can reach it, since every way there is never taken: "
                    + "; ".join(ways) + " (or change the condition)")
    return found


def _reach(start: int, pars: dict[int, Paragraph], dead: dict[int, dict]) -> set[int]:
    todo, seen = [start], set()
    while todo:
        n = todo.pop()
        if n in seen or n not in pars:
            continue
        seen.add(n)
        todo += [link.target for link in links(pars[n]) if link.loc not in dead.get(n, {})]
    return seen
