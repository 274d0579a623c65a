"""Pydantic's errors in plain words: one sentence per mistake, the place in real keys and
list indices, no union tags, no `[key]`, no pydantic phrasing; the same for maps and cards."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from questboard.battlefield import validate_map_file
from questboard.content import load_cards
from questboard.errors import InputFileError
from questboard.resources import cards_dir
from questboard.schema_words import Said, did_you_mean, plain_errors

from ..adventure.test_problems_in_words import LEAKS

BAD_MAPS = Path(__file__).parent.parent / "battlefield" / "bad_maps"
BAD_CARDS = Path(__file__).parent.parent / "content" / "bad_cards"


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Jump(_M):
    goto: int = Field(ge=1, le=99)
    note: str = ""


class Hold(_M):
    hold: str
    rounds: int = Field(ge=1, le=20)


class Thing(_M):
    level: Literal["low", "high"] | Annotated[int, Field(ge=0, le=9)] = 0
    then: Annotated[int, Field(ge=1, le=99)] | Jump = 1
    goal: Literal["win"] | Jump | Hold = "win"
    at: tuple[float, float] = (0, 0)
    outline: list[tuple[float, float]] = Field(default_factory=list, min_length=3)
    counts: dict[Annotated[int, Field(ge=1, le=4)], int] = Field(default_factory=dict)
    jumps: list[Jump] = Field(default_factory=list)


def words(data) -> list[Said]:
    with pytest.raises(ValidationError) as caught:
        Thing.model_validate(data)
    return plain_errors(caught.value, data, Thing)


CASES = [
    ({"level": "hihg"}, ((), ("level",), "level must be low or high, not 'hihg' (did you mean high?)")),
    ({"level": "top"}, ((), ("level",), "level must be low or high, not 'top' (or give a whole "
                                         "number from 0 to 9)")),
    ({"level": 12}, ((), ("level",), "level must be a whole number from 0 to 9, not 12")),
    ({"then": "x"}, ((), ("then",), "then must be a whole number from 1 to 99 or a mapping "
                                     "(goto, note), not 'x'")),
    ({"then": {"gto": 3}}, (("then",), ("then", "gto"), "unknown key 'gto' (did you mean goto?)")),
    ({"goal": {"hodl": "x", "rounds": 2}}, (("goal",), ("goal", "hodl"),
                                            "unknown key 'hodl' (did you mean hold?)")),
    ({"goal": 5}, ((), ("goal",), "goal must be win or a mapping starting with goto or hold, not 5")),
    ({"at": [1]}, ((), ("at",), "at must be two numbers [x, y], not [1]")),
    ({"outline": [[0, 0], [1, 1]]}, ((), ("outline",), "outline needs at least 3 points, not 2")),
    ({"outline": [[0, 0], [1], [1, 1]]}, (("outline",), ("outline", 1),
                                          "point 2 must be two numbers [x, y], not [1]")),
    ({"counts": {5: 1}}, (("counts",), ("counts", 5), "the key 5 must be a whole number from 1 to 4")),
    ({"counts": {1: "many"}}, (("counts",), ("counts", 1),
                               "the value for 1 must be a whole number, not 'many'")),
    ({"jumps": [{"goto": 1}, {"goto": 0}]}, (("jumps", 1), ("jumps", 1, "goto"),
                                            "goto must be a whole number from 1 to 99, not 0")),
    ({"jumps": [{}]}, (("jumps", 0), ("jumps", 0, "goto"), "goto is missing")),
    ({"colour": 1}, ((), ("colour",), "unknown key 'colour'; the keys here are level, then, goal, "
                                      "at, outline, counts and jumps")),
]


@pytest.mark.parametrize(("data", "expected"), CASES, ids=[str(d) for d, _ in CASES])
def test_each_mistake_is_one_sentence_at_its_place(data, expected):
    place, at, text = expected
    assert words(data) == [Said(place, at, text)]


def test_several_mistakes_give_one_sentence_each():
    got = words({"level": "hihg", "then": {"gto": 3}, "jumps": [{}]})
    assert [s.at for s in got] == [("level",), ("then", "gto"), ("jumps", 0, "goto")]


def test_did_you_mean_only_offers_a_near_word():
    assert did_you_mean("lucky-charn", ["lucky-charm", "longbow"]) == "lucky-charm"
    assert did_you_mean("vorpal-sword", ["veterans-sword"], cutoff=0.75) is None


def test_bad_map_files_speak_without_internals():
    texts = [str(p) for path in sorted(BAD_MAPS.glob("*.yaml")) for p in validate_map_file(path)]
    assert texts
    for text in texts:
        assert not any(leak in text for leak in LEAKS), text


def test_bad_card_files_speak_without_internals(tmp_path):
    texts = []
    for case in sorted(p for p in BAD_CARDS.iterdir() if p.is_dir()):
        folder = tmp_path / case.name
        shutil.copytree(cards_dir(), folder)
        for path in case.glob("*.yaml"):
            shutil.copy(path, folder / path.name)
        with pytest.raises(InputFileError) as caught:
            load_cards(folder)
        texts += [str(p) for p in caught.value.problems]
    assert len(texts) >= 12
    for text in texts:
        assert not any(leak in text for leak in LEAKS), text
        assert ".0" not in text.split(": ", 1)[1], text


def test_a_card_that_is_not_a_mapping_says_what_a_card_is(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    (folder / "locations.yaml").write_text("- 5\n", encoding="utf-8")
    with pytest.raises(InputFileError) as caught:
        load_cards(folder)
    (problem,) = caught.value.problems
    assert str(problem).endswith("locations.yaml:1: card #1: a card is a mapping (id, name, text …), "
                                 "not 5")
