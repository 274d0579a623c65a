"""The paragraph graph: every target, every task with its place in the file, reachability."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from questboard.adventure.model import Adventure, Paragraph
from questboard.adventure.ways import (
    Check,
    Do,
    End,
    FightWay,
    Goto,
    GroupCheck,
    Options,
    Pause,
    Query,
)

BRANCHES = {Query: ("if_yes", "if_no"), Check: ("on_success", "on_failure"),
            GroupCheck: ("on_success", "on_failure"), FightWay: ("on_victory", "on_defeat")}


@dataclass(frozen=True)
class Link:
    """One reference to a paragraph: `loc` is its place inside the paragraph."""

    loc: tuple[Any, ...]
    target: int


@dataclass(frozen=True)
class TaskAt:
    loc: tuple[Any, ...]
    task: Any
    each: bool = False  # inside each_success / each_failure: `who: this` is allowed


def links(par: Paragraph) -> list[Link]:
    """Every paragraph number this paragraph may lead to, with where it is written."""
    way = par.next
    if isinstance(way, int):
        return [Link(("next",), way)]
    if isinstance(way, Goto):
        return [Link(("next", "goto"), way.goto)]
    if isinstance(way, Pause):
        return [Link(("next", "pause"), way.pause)]
    if isinstance(way, End):
        return []
    if isinstance(way, Options):
        found = [Link(("next", "options", i, "goto"), o.goto) for i, o in enumerate(way.options)]
        if way.fallback is not None:
            found.append(Link(("next", "fallback"), way.fallback))
        return found
    found = []
    names = BRANCHES[type(way)]
    for name in names:
        branch = getattr(way, name)
        if isinstance(branch, int):
            found.append(Link(("next", name), branch))
        elif isinstance(branch, Do) and branch.goto is not None:
            found.append(Link(("next", name, "goto"), branch.goto))
    if way.in_both_cases is not None and any(
            branch is None or (isinstance(branch, Do) and branch.goto is None)
            for branch in (getattr(way, n) for n in names)):
        found.append(Link(("next", "in_both_cases"), way.in_both_cases))
    return found


def tasks(par: Paragraph) -> Iterator[TaskAt]:
    """Every task of a paragraph, its sidebar and its branches, with where it is written."""
    for i, t in enumerate(par.tasks):
        yield TaskAt(("tasks", i), t)
    way = par.next
    for name in BRANCHES.get(type(way), ()):
        branch = getattr(way, name)
        if isinstance(branch, Do):
            for i, t in enumerate(branch.do):
                yield TaskAt(("next", name, "do", i), t)
    if isinstance(way, Check):
        for name in ("each_success", "each_failure"):
            for i, t in enumerate(getattr(way, name)):
                yield TaskAt(("next", name, i), t, each=True)


def reachable(adv: Adventure, start: int | None = None) -> set[int]:
    """Paragraphs reachable from `start` (default the adventure's first)."""
    todo = [adv.start if start is None else start]
    seen: set[int] = set()
    while todo:
        n = todo.pop()
        if n in seen or n not in adv.paragraphs:
            continue
        seen.add(n)
        todo.extend(link.target for link in links(adv.paragraphs[n]))
    return seen


def reach_an_end(adv: Adventure, also: set[int] = frozenset()) -> set[int]:
    """Paragraphs from which some path leads to an `end` (or to one of `also`)."""
    back: dict[int, set[int]] = {}
    for n, par in adv.paragraphs.items():
        for link in links(par):
            back.setdefault(link.target, set()).add(n)
    todo = [n for n, par in adv.paragraphs.items() if isinstance(par.next, End) or n in also]
    seen: set[int] = set()
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        todo.extend(back.get(n, ()))
    return seen
