"""Mutated adventure files never crash the compiler: InputFileError or a valid adventure."""

from __future__ import annotations

import copy

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from questboard.adventure.compiler import load_adventure
from questboard.errors import InputFileError
from questboard.play.library import MapLookup

from .conftest import EXAMPLE
from .test_problems_in_words import LEAKS

BASE = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))


def _paths(node, prefix=()):
    """Every (container path, key) in the document."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix, k
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield prefix, i
            yield from _paths(v, prefix + (i,))


PATHS = list(_paths(BASE))
ODD_VALUES = [None, 0, -1, 99999, "", "x", "marker", "heroes*", [], {}, [1, 2], {"goto": 1},
              True, 1.5, "all", {"do": []}, {"end": "maybe"}]


def _at(doc, path):
    for p in path:
        doc = doc[p]
    return doc


@st.composite
def mutations(draw):
    doc = copy.deepcopy(BASE)
    for _ in range(draw(st.integers(1, 4))):
        paths = list(_paths(doc))
        if not paths:
            break
        parent_path, key = draw(st.sampled_from(paths))
        parent = _at(doc, parent_path)
        kind = draw(st.sampled_from(["delete", "retype", "target", "swap"]))
        if kind == "delete":
            del parent[key]
        elif kind == "retype":
            parent[key] = draw(st.sampled_from(ODD_VALUES))
        elif kind == "target":
            parent[key] = draw(st.integers(-3, 30))
        else:
            other_parent_path, other_key = draw(st.sampled_from(paths))
            other_parent = _at(doc, other_parent_path)
            try:
                parent[key], other_parent[other_key] = other_parent[other_key], parent[key]
            except (KeyError, IndexError, TypeError):
                pass
    return doc


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=mutations())
def test_mutated_adventure_gives_a_valid_adventure_or_problems_in_plain_words(doc, cards, tmp_path_factory):
    path = tmp_path_factory.mktemp("fuzz") / "mutant.yaml"
    try:
        text = yaml.safe_dump(doc, sort_keys=False)
    except yaml.YAMLError:
        return
    path.write_text(text, encoding="utf-8")
    try:
        load_adventure(path, cards, MapLookup(EXAMPLE))
    except InputFileError as error:
        assert error.problems
        for p in error.problems:
            assert p.file == str(path) and p.message
            assert not any(leak in str(p) for leak in LEAKS), str(p)
            assert p.line is not None, str(p)


@settings(max_examples=60, deadline=None)
@given(text=st.text(max_size=200))
def test_any_text_gives_input_file_error(text, cards, tmp_path_factory):
    path = tmp_path_factory.mktemp("fuzz") / "text.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        load_adventure(path, cards, MapLookup(EXAMPLE))
    except InputFileError:
        pass
