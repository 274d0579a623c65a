"""Load a folder of card files into a CardSet, or report every problem at once."""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from questboard.content.checks import cross_check
from questboard.errors import InputFileError, Problem
from questboard.resources import cards_dir
from questboard.rules.cards import (
    BadGuyCard,
    CardSet,
    EquipmentCard,
    EventCard,
    GiftCard,
    HeroCard,
    LocationCard,
    QuestItemCard,
)
from questboard.schema_words import show
from questboard.yamlfile import Lines, problems_from, read_yaml

# CardSet field -> the model of each card in `<field>.yaml`.
CARD_FILES: dict[str, type[BaseModel]] = {
    "heroes": HeroCard,
    "equipment": EquipmentCard,
    "quest_items": QuestItemCard,
    "gifts": GiftCard,
    "events": EventCard,
    "bad_guys": BadGuyCard,
    "locations": LocationCard,
}


@dataclass(frozen=True)
class CardInFile:
    """A valid card with where it came from, so later checks can name file and line."""

    card: Any
    file: str
    index: int
    lines: Lines

    def line(self, *loc: Any) -> int | None:
        return self.lines.line((self.index, *loc))


def load_cards(folder: Path | str | None = None) -> CardSet:
    """Every card in `folder` (default: the shipped cards), validated and cross-checked."""
    if folder is None:
        return _shipped_cards()
    return _load(Path(folder))


@functools.cache
def _shipped_cards() -> CardSet:
    return _load(cards_dir())


def _load(folder: Path) -> CardSet:
    problems: list[Problem] = []
    placed: dict[str, list[CardInFile]] = {}
    for kind, model in CARD_FILES.items():
        placed[kind] = _read_file(folder / f"{kind}.yaml", model, problems)
    problems += cross_check(placed)
    if problems:
        raise InputFileError(problems=problems)
    return CardSet(**{kind: {p.card.id: p.card for p in cards} for kind, cards in placed.items()})


def _read_file(path: Path, model: type[BaseModel], problems: list[Problem]) -> list[CardInFile]:
    """The valid cards of one file; the invalid ones become problems."""
    file = str(path)
    if not path.is_file():
        problems.append(Problem(file, "missing: a card folder needs this file (write [] for no cards)"))
        return []
    try:
        data, lines = read_yaml(path)
    except InputFileError as error:
        problems += error.problems
        return []
    if not isinstance(data, list):
        found = "nothing" if data is None else "a mapping" if isinstance(data, dict) else "one value"
        problems.append(Problem(file, f"expected a list of cards, found {found}", line=lines.line(())))
        return []
    cards = []
    for index, raw in enumerate(data):
        if not isinstance(raw, dict):
            keys = ", ".join(k for k in model.model_fields if model.model_fields[k].is_required())
            problems.append(Problem(file, f"a card is a mapping ({keys} …), not {show(raw)}",
                                    line=lines.line((index,)), item=card_label(raw, index)))
            continue
        try:
            card = model.model_validate(raw)
        except ValidationError as error:
            found = problems_from(error, file, lines, data, loc_prefix=(index,),
                                  item=card_label(raw, index), model=model)
            problems += [_name_the_field(p, model, lines, index) for p in found]
            continue
        cards.append(CardInFile(card, file, index, lines))
    return cards


def _name_the_field(problem: Problem, model: type[BaseModel], lines: Lines, index: int) -> Problem:
    """A sentence that starts with a key ("equipment_limit has no entry for [8]", "gold must
    be …") stands on that key's line."""
    first = problem.message.split(" ", 1)[0]
    if problem.field is None and first in model.model_fields:
        return replace(problem, line=lines.line((index, first)) or problem.line)
    return problem


def card_label(raw: Any, index: int) -> str:
    """How a problem names a card: its id, or its place in the list if the id is unusable."""
    if isinstance(raw, dict) and isinstance(raw.get("id"), str) and raw["id"]:
        return raw["id"]
    return f"card #{index + 1}"
