"""The adventure compiler: load a file, check everything, list every problem at once.

Only a compiled adventure reaches the runner, so the runner never meets a dead target,
an unknown card or a condition that does not parse.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from questboard.adventure import names
from questboard.adventure.graph import links, reach_an_end, reachable, tasks
from questboard.adventure.model import Adventure, Header, Paragraph
from questboard.adventure.ways import End
from questboard.errors import InputFileError, Problem
from questboard.rules.cards import CardSet
from questboard.yamlfile import Lines, problems_from, read_yaml

MapZones = Callable[[str], "set[str] | None"]
"""map id -> the names of its zones and terrain, or None when there is no such map."""


@dataclass(frozen=True)
class Report:
    """What one file's check found: the adventure (when valid) and the problems."""

    path: Path
    adventure: Adventure | None
    problems: tuple[Problem, ...]


class Where:
    """Makes Problems for one file: paragraph loc -> line, item and field."""

    def __init__(self, file: str, lines: Lines) -> None:
        self.file = file
        self.lines = lines
        self.found: list[Problem] = []

    def add(self, message: str, loc: tuple[Any, ...] = (), paragraph: int | None = None) -> None:
        full = (("paragraphs", paragraph) if paragraph is not None else ()) + tuple(loc)
        item = f"paragraph {paragraph}" if paragraph is not None else None
        field = ".".join(str(p) for p in loc) or None
        self.found.append(Problem(self.file, message, line=self.lines.line(full), item=item,
                                  field=field))


def load_adventure(path: Path | str, cards: CardSet, map_zones: MapZones | None = None) -> Adventure:
    """Read and check an adventure; raise InputFileError listing every problem."""
    report = check_file(Path(path), cards, map_zones)
    if report.problems:
        raise InputFileError(problems=list(report.problems))
    assert report.adventure is not None
    return report.adventure


def check_file(path: Path, cards: CardSet, map_zones: MapZones | None = None) -> Report:
    """Every problem of one adventure file; never raises for a bad file."""
    try:
        data, lines = read_yaml(path)
    except InputFileError as error:
        return Report(path, None, tuple(error.problems))
    where = Where(str(path), lines)
    if not isinstance(data, dict):
        where.add("an adventure file is a mapping of keys (id, title, paragraphs …)")
        return Report(path, None, tuple(where.found))
    try:
        adventure: Adventure | None = Adventure.model_validate(data)
    except ValidationError as error:
        adventure = None
        where.found += [_paragraph_problem(p) for p in problems_from(error, str(path), lines, data)]
    if adventure is not None:
        check_adventure(adventure, cards, where, map_zones)
    else:
        # Check what did validate, so one run shows the name and graph problems too.
        partial = _partial(data)
        if partial is not None:
            header, pars, complete = partial
            check_names(header, pars, cards, where, map_zones)
            if complete:
                check_graph(header, pars, where)
    return Report(path, adventure, tuple(where.found))


def _paragraph_problem(p: Problem) -> Problem:
    """`paragraphs.3.next.goto` -> item `paragraph 3`, field `next.goto`."""
    if p.item is None and p.field and p.field.startswith("paragraphs."):
        parts = p.field.split(".")
        if len(parts) >= 2 and parts[1].isdigit():
            return Problem(p.file, p.message, p.line, f"paragraph {parts[1]}",
                           ".".join(parts[2:]) or None)
    return p


def _partial(data: dict[str, Any]) -> tuple[Header, dict[int, Paragraph], bool] | None:
    try:
        header = Header.model_validate({k: v for k, v in data.items() if k != "paragraphs"})
    except ValidationError:
        return None
    raw = data.get("paragraphs")
    if not isinstance(raw, dict):
        return None
    pars: dict[int, Paragraph] = {}
    complete = True
    for key, value in raw.items():
        try:
            number = int(key)
            pars[number] = Paragraph.model_validate(value)
        except (ValueError, TypeError, ValidationError):
            complete = False
    return header, pars, complete


def check_adventure(adv: Adventure, cards: CardSet, where: Where,
                    map_zones: MapZones | None = None) -> None:
    """The checks beyond the schema: targets, reachability, ends, names."""
    check_graph(adv, adv.paragraphs, where)
    check_names(adv, adv.paragraphs, cards, where, map_zones)


def check_graph(header: Header, pars: dict[int, Paragraph], where: Where) -> None:
    if header.start not in pars:
        where.add(f"the first paragraph {header.start} does not exist", ("start",))
    for n, par in pars.items():
        for link in links(par):
            if link.target not in pars:
                where.add(f"paragraph {link.target} does not exist", link.loc, n)
    if any(isinstance(p.next, End) for p in pars.values()) is False:
        where.add("no paragraph ends the adventure (next: {end: success})", ("paragraphs",))
    fields = {k: v for k, v in dict(header).items() if k != "paragraphs"}
    adv = Adventure.model_construct(**fields, paragraphs=pars)
    seen = reachable(adv)
    ending = reach_an_end(adv)
    for n in pars:
        if header.start in pars and n not in seen:
            where.add(f"cannot be reached from paragraph {header.start}", (), n)
        elif n not in ending:
            where.add("no path from here leads to an end (a loop without a way out)",
                      ("next",), n)
    if header.start in pars:
        success = [n for n in seen if isinstance(pars[n].next, End) and pars[n].next.end == "success"]
        if not success:
            where.add("no successful ending can be reached", ("start",))


def check_names(header: Header, pars: dict[int, Paragraph], cards: CardSet, where: Where,
                map_zones: MapZones | None = None) -> None:
    """Every card, marker, hero, map and zone named exists (and is a listed component)."""
    names.check_header(header, cards, where)
    for n, par in pars.items():
        for at in tasks(par):
            names.check_task(header, at, cards, where, n)
        names.check_way(header, par, cards, where, n, map_zones)
