"""The adventure compiler: load a file, check everything, list every problem at once.

Only a compiled adventure reaches the runner, so the runner never meets a dead target,
an unknown card or a condition that does not parse.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from questboard.adventure import names
from questboard.adventure.card_names import check_cards
from questboard.adventure.graph import links, reach_an_end, reachable, tasks
from questboard.adventure.loops import check_loops
from questboard.adventure.model import Adventure, Header, Paragraph
from questboard.adventure.problems import CUSTOM, NUMBERS, place_words
from questboard.adventure.ways import End
from questboard.errors import InputFileError, Problem
from questboard.rules.cards import CardSet
from questboard.schema_words import Said, did_you_mean, plain_errors, show, value_at
from questboard.yamlfile import (
    YAML_LIMIT,
    Lines,
    Unreadable,
    control_characters,
    key_above,
    read_regular,
    read_yaml,
)

MapZones = Callable[[str], "set[str] | None"]
"""map id -> the names of its zones and terrain, or None when there is no such map."""


@dataclass(frozen=True)
class Report:
    """What one file's check found: the adventure (when valid) and the problems."""

    path: Path
    adventure: Adventure | None
    problems: tuple[Problem, ...]


class Where:
    """Makes Problems for one file: a place in the file -> line and the author's words."""

    def __init__(self, file: str, lines: Lines, data: Any = None) -> None:
        self.file = file
        self.lines = lines
        self.data = data
        self.found: list[Problem] = []
        self.broken: set[str] = set()
        """Header keys that did not validate: the checks that lean on them keep quiet."""
        self.exists: set[Any] = set()
        """Every paragraph key written, good or bad (a link to a bad one is no dead link)."""

    def trusts(self, key: str) -> bool:
        return key not in self.broken

    def add(self, message: str, loc: tuple[Any, ...] = (), paragraph: Any = None) -> None:
        full = (("paragraphs", paragraph) if paragraph is not None else ()) + tuple(loc)
        self.found.append(Problem(self.file, message, line=self.lines.line(full),
                                  item=place_words(self.data, full)))

    def schema(self, error: ValidationError, value: Any, model: type[BaseModel],
               prefix: tuple[Any, ...] = ()) -> None:
        """Every mistake pydantic found in `value` (written at `prefix`), in words."""
        for said in plain_errors(error, value, model, NUMBERS, CUSTOM):
            place = said.place
            if place[-1:] == ("next",) and len(said.at) > len(place):
                place = place[:-1]  # "difficulty must be …" names the way's own key
            self.found.append(Problem(self.file, said.text, line=self.lines.line(prefix + said.at),
                                      item=place_words(self.data, prefix + place)))


def load_adventure(path: Path | str, cards: CardSet, map_zones: MapZones | None = None) -> Adventure:
    """Read and check an adventure; raise InputFileError listing every problem."""
    report = check_file(Path(path), cards, map_zones)
    if report.problems:
        raise InputFileError(problems=list(report.problems))
    assert report.adventure is not None
    return report.adventure


def check_file(path: Path, cards: CardSet, map_zones: MapZones | None = None) -> Report:
    """Every problem of one adventure file, sorted by line; never raises for a bad file.

    Each paragraph is validated on its own, and the references of all that did validate
    are checked, so one mistake never hides another."""
    try:
        data, lines = read_yaml(path)
    except InputFileError as error:
        return Report(path, None, tuple(_in_paragraph(path, p) for p in error.problems))
    where = Where(str(path), lines, data)
    if not isinstance(data, dict):
        where.add("an adventure file is a mapping of keys (id, title, paragraphs …)")
        return Report(path, None, tuple(where.found))
    header = _header(data, where)
    pars, linked, complete = _paragraphs(data, where)
    schema_ok = not where.found
    if header is not None:
        check_names(header, pars, cards, where, map_zones)
        check_graph(header, linked, where, complete=complete)
        check_loops(header, linked, cards, where)
    adventure: Adventure | None = None
    if schema_ok:
        try:
            adventure = Adventure.model_validate(data)
        except ValidationError as error:  # a rule across parts the checks above missed
            where.schema(error, data, Adventure)
    for place, words in control_characters(data):
        where.add(words, place)
    found = sorted(where.found, key=lambda p: p.line or 0)
    return Report(path, adventure, tuple(found))


def _in_paragraph(path: Path, p: Problem) -> Problem:
    """A YAML syntax error names the paragraph it falls in."""
    if p.line is None or p.item is not None:
        return p
    try:
        text = read_regular(path, YAML_LIMIT)
    except (OSError, Unreadable):
        return p
    key = key_above(text, p.line, "paragraphs")
    return replace(p, item=f"paragraph {key}") if key is not None else p


_PLACEHOLDERS = {"id": "xx", "title": "xx", "level": 1}


def _header(data: dict[str, Any], where: Where) -> Header | None:
    """The header, with every key that fails left out (and noted as broken)."""
    raw = {k: v for k, v in data.items() if k != "paragraphs"}
    try:
        return Header.model_validate(raw)
    except ValidationError as error:
        where.schema(error, raw, Adventure)  # the keys an adventure takes, paragraphs too
        where.broken = {str(e["loc"][0]) for e in error.errors() if e["loc"]}
    kept = {k: v for k, v in raw.items() if k not in where.broken}
    kept.update({k: v for k, v in _PLACEHOLDERS.items() if k in where.broken})
    try:
        return Header.model_validate(kept)
    except ValidationError:
        return None


def _paragraphs(data: dict[str, Any], where: Where) -> tuple[dict[Any, Paragraph], dict[int, Paragraph], bool]:
    """(every paragraph that validated, at least in part, by its key as written; those
    with a good number and a way on as written, for the dead targets; whether every
    paragraph validated whole, for reachability)."""
    raw = data.get("paragraphs")
    if "paragraphs" not in data:
        if not did_you_mean("paragraphs", [str(k) for k in data]):  # else a misspelt key, told
            where.add("paragraphs is missing: an adventure is told in numbered paragraphs")
        return {}, {}, False
    if not isinstance(raw, dict) or not raw:
        where.add(f"must be a mapping of numbered paragraphs (1: …, 2: …), not {show(raw)}",
                  ("paragraphs",))
        return {}, {}, False
    pars: dict[Any, Paragraph] = {}
    linked: dict[int, Paragraph] = {}
    complete = True
    where.exists = set(raw)
    for key, value in raw.items():
        number = key if isinstance(key, int) and not isinstance(key, bool) else None
        if number is None or not 1 <= number <= 9999:
            where.add(f"{show(key)} is not a paragraph number: paragraphs are numbered 1 to 9999",
                      (), key)
            complete, number = False, None
        par, whole, way_written = _paragraph(value, ("paragraphs", key), where)
        complete = complete and whole
        if par is not None:
            pars[number if number is not None else key] = par
            if number is not None and way_written:
                linked[number] = par
    return pars, linked, complete


def _paragraph(value: Any, prefix: tuple[Any, ...], where: Where) -> tuple[Paragraph | None, bool, bool]:
    """One paragraph, whether it validated whole, and whether its way on is as written. A
    paragraph that fails is kept without what failed, so the names and targets in the rest
    of it are still checked."""
    if not isinstance(value, dict):
        where.add(f"a paragraph is a mapping of read, qm, advice, tasks and next, not {show(value)}",
                  (), prefix[1])
        return None, False, False
    try:
        return Paragraph.model_validate(value), True, True
    except ValidationError as error:
        where.schema(error, value, Paragraph, prefix)
        said = plain_errors(error, value, Paragraph)
    kept = copy.deepcopy(value)
    way_written = True
    for _ in range(4):
        way_written = _leave_out(kept, said) and way_written
        try:
            return Paragraph.model_validate(kept), False, way_written
        except ValidationError as error:
            said = plain_errors(error, kept, Paragraph)
    return None, False, False


def _leave_out(value: dict[str, Any], said: list[Said]) -> bool:
    """Take the parts that failed out of `value` (the whole mapping of a missing key); a
    failed way on gives way to a stand-in end (then False), failed text to a stand-in."""
    paths = {s.at[:-1] if s.kind == "missing" and len(s.at) > 1 else s.at for s in said}
    kept_way = True
    for path in sorted(paths, key=lambda p: (len(p), p[-1] if p and isinstance(p[-1], int) else -1),
                       reverse=True):
        if path in ((), ("read",), ("qm",)):
            value["read"] = "-"
        elif path == ("next",):
            value["next"] = {"end": "failure"}
            kept_way = False
        else:
            parent = value_at(value, path[:-1]) if len(path) > 1 else value
            if isinstance(parent, dict):
                parent.pop(path[-1], None)
            elif isinstance(parent, list) and isinstance(path[-1], int) and path[-1] < len(parent):
                del parent[path[-1]]
    return kept_way


def check_adventure(adv: Adventure, cards: CardSet, where: Where,
                    map_zones: MapZones | None = None) -> None:
    """The checks beyond the schema: targets, reachability, ends, names."""
    check_graph(adv, adv.paragraphs, where)
    check_loops(adv, adv.paragraphs, cards, where)
    check_names(adv, adv.paragraphs, cards, where, map_zones)


def check_graph(header: Header, pars: dict[int, Paragraph], where: Where,
                complete: bool = True) -> None:
    """Dead targets; with every paragraph known (`complete`), reachability and the ends.

    A dead target is one mistake: the paragraph it was meant for (the nearest number) is not
    also reported unreachable, nor the paragraphs before it as leading nowhere."""
    exists = where.exists or set(pars)
    if not exists:
        return  # no paragraphs at all: said once, where they are missing
    if where.trusts("start") and header.start not in exists:
        where.add(f"the first paragraph {header.start} does not exist{_nearest(header.start, exists)}",
                  ("start",))
    meant: set[int] = set()
    dead: set[int] = set()
    for n, par in pars.items():
        for link in links(par):
            if link.target not in exists:
                near = did_you_mean(str(link.target), [str(k) for k in exists])
                where.add(f"paragraph {link.target} does not exist"
                          + (f" (did you mean {near}?)" if near else ""), link.loc, n)
                dead.add(n)
                if near is not None and near.isdigit():
                    meant.add(int(near))
    if not complete or not where.trusts("start"):
        return
    if any(isinstance(p.next, End) for p in pars.values()) is False:
        where.add("no paragraph ends the adventure (next: {end: success})", ("paragraphs",))
    fields = {k: v for k, v in dict(header).items() if k != "paragraphs"}
    adv = Adventure.model_construct(**fields, paragraphs=pars)
    seen = set().union(*(reachable(adv, n) for n in {header.start} | meant))
    ending = reach_an_end(adv, also=dead)
    for n in pars:
        if header.start in pars and n not in seen:
            where.add(f"cannot be reached from paragraph {header.start}", (), n)
        elif n not in ending:
            where.add("no path from here leads to an end (a loop without a way out)",
                      ("next",), n)
    if header.start in pars and not dead:
        success = [n for n in seen if isinstance(pars[n].next, End) and pars[n].next.end == "success"]
        if not success:
            where.add("no successful ending can be reached", ("start",))


def _nearest(number: int, exists: set[Any]) -> str:
    near = did_you_mean(str(number), [str(k) for k in exists])
    return f" (did you mean {near}?)" if near else ""


def check_names(header: Header, pars: dict[int, Paragraph], cards: CardSet, where: Where,
                map_zones: MapZones | None = None) -> None:
    """Every card, marker, hero, map and zone named exists (and is a listed component)."""
    names.check_header(header, cards, where)
    for n, par in pars.items():
        for at in tasks(par):
            names.check_task(header, at, cards, where, n)
        names.check_way(header, par, cards, where, n, map_zones)
    check_cards(header, pars, cards, where, map_zones)
