"""Pydantic's validation errors in the words of the person who wrote the file.

`plain_errors` turns a ValidationError into sentences such as "difficulty must be easy,
medium or hard, not 'meduim'", each with the place in the file it is about, in real keys
and list indices only: the union tags pydantic adds to its locations (`way:check`,
`constrained-int`, `literal[...]`, `[key]`) never leave this module. One mistake gives one
sentence: of a union's branches only the one the writer meant speaks (a mapping meant the
mapping branch, a word the word branch), and a missing key beside an unknown key that looks
like it (`gto` for `goto`) is one misspelt key. Shared by cards, maps, adventures and saves;
imports nothing of the project but `schema_shapes` and `schema_sentences` (the sentence of
one error, and the words `Said`, `did_you_mean`, `or_list`, `show`, named here too for the
loaders).
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any, get_args

from pydantic import BaseModel, ValidationError

from questboard.schema_sentences import (
    Custom,
    Err,
    Said,
    Words,
    did_you_mean,
    key_of,
    literal_words,
    number_words,
    or_list,
    sentence,
    show,
    subject_of,
)
from questboard.schema_shapes import (
    TypeAt,
    is_model,
    keys_at,
    keys_of,
    mark_lost,
    shape_of,
    value_at,
    walk,
)


def plain_errors(error: ValidationError, data: Any, model: type[BaseModel] | None,
                 numbers: Mapping[str, str] | None = None,
                 custom: Mapping[str, Custom] | None = None) -> list[Said]:
    """Every mistake of `data` (what was validated into `model`) as one sentence each.

    `numbers`: key -> what a number there means ("a paragraph number"); `custom`: sentences
    for error types of our own (discriminators' `custom_error_type`)."""
    words = Words(numbers or {}, custom or {})
    errs = []
    for raw in error.errors():
        steps = walk(model, tuple(raw["loc"]))
        mark_lost(steps, data, raw["type"] == "missing")
        errs.append(Err(raw, steps))
    said = _collapse(errs, data, words)
    said = [s if s.kind else Said(s.place, s.at, s.text, "union") for s in said]
    said = _pair_misspelt_keys(said, data, model)
    unique: list[Said] = []
    for s in said:
        if s not in unique:
            unique.append(s)
    return unique


def _collapse(errs: list[Err], data: Any, words: Words) -> list[Said]:
    """Each union speaks through the one branch the writer meant (or once for all)."""
    groups: dict[tuple[Any, ...], list[tuple[int, Err]]] = {}
    said: list[Said] = []
    order: list[Any] = []
    for e in errs:
        i = e.first_smart()
        if i is None:
            order.append(e)
            continue
        key = tuple(s.part for s in e.steps[:i])
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append((i, e))
    for item in order:
        if isinstance(item, Err):
            said.append(sentence(item, data, words))
            continue
        members = groups[item]
        i, first = members[0]
        branches: dict[Any, list[Err]] = {}
        for _, e in members:
            branches.setdefault(e.steps[i].part, []).append(e)
        at = first.real(i)
        value = value_at(data, at)
        types_ = {tag: es[0].steps[i].type for tag, es in branches.items()}
        chosen = _meant(value, types_, branches)
        if chosen is None:
            said.append(_union_sentence(at, value, list(types_.values()), words))
            continue
        for e in branches[chosen]:
            e.resolved.add(i)
        said += _collapse(branches[chosen], data, words)
        if (types_[chosen] is not None and shape_of(types_[chosen]) == "literal"
                and not did_you_mean(value, literal_words(types_[chosen]))):
            others = [t for tag, t in types_.items() if tag != chosen and t is not None]
            if others:
                alts = " or ".join(_alternative(t, key_of(at), words) for t in others)
                last = said[-1]
                said[-1] = Said(last.place, last.at, f"{last.text} (or give {alts})", last.kind)
    return said


def _meant(value: Any, types_: dict[Any, TypeAt | None], branches: dict[Any, list[Err]]) -> Any:
    """The branch the writer meant, judged by what was written; None when none fits."""
    if isinstance(value, dict):
        fits = {"model", "dict"}
    elif isinstance(value, list | tuple):
        fits = {"list"}
    elif isinstance(value, bool):
        fits = {"bool", "literal"}
    elif isinstance(value, int):
        fits = {"int", "float"}
    elif isinstance(value, float):
        fits = {"float"}
    elif isinstance(value, str):
        fits = {"literal", "str"}
    else:
        fits = set()
    found = [tag for tag, t in types_.items() if t is not None and shape_of(t) in fits]
    if isinstance(value, int) and not isinstance(value, bool):
        found += [tag for tag, t in types_.items()
                  if t is not None and shape_of(t) == "literal" and value in get_args(t.core)]
    if not found:
        return None
    if len(found) == 1 or not isinstance(value, dict):
        return found[0]

    def fit(tag: Any) -> tuple[float, float, int]:
        t = types_[tag]
        known = keys_of(t.core) if t is not None and is_model(t.core) else []
        overlap = sum(1 for k in value if k in known)
        near = sum(max((difflib.SequenceMatcher(None, str(k), f).ratio() for f in known), default=0)
                   for k in value)
        return overlap, near, -len(branches[tag])

    return max(found, key=fit)


def _alternative(t: TypeAt | None, key: str, words: Words) -> str:
    if t is None:
        return "something else"
    shape = shape_of(t)
    if shape == "literal":
        return or_list(literal_words(t))
    if shape in ("int", "float"):
        return number_words(t, key, words)
    if shape == "model":
        return f"a mapping ({', '.join(keys_of(t.core))})"
    if shape == "dict":
        return "a mapping"
    if shape == "list":
        return "a list"
    if shape == "str":
        return "text"
    if shape == "bool":
        return "true or false"
    return "something else"


def _union_sentence(at: tuple[Any, ...], value: Any, branches: list[TypeAt | None],
                    words: Words) -> Said:
    key = key_of(at)
    alts: list[str] = []
    models = [t for t in branches if t is not None and is_model(t.core)]
    for t in branches:
        if len(models) > 1 and t in models:
            if t is models[0]:  # several mappings: each known by its first key
                alts.append("a mapping starting with " + or_list([keys_of(m.core)[0] for m in models]))
            continue
        found = (literal_words(t) if t is not None and shape_of(t) == "literal"
                 else [_alternative(t, key, words)])
        alts += [alt for alt in found if alt not in alts]
    subject, place = subject_of(at)
    return Said(place, at, f"{subject} must be {or_list(alts)}, not {show(value)}")


def _pair_misspelt_keys(said: list[Said], data: Any, model: type[BaseModel] | None) -> list[Said]:
    """`gto: 3` is one mistake: an unknown key beside a missing key it looks like. Unknown
    keys also name the nearest key the place takes."""
    missing = {(s.place, s.text.removesuffix(" is missing")): s for s in said
               if s.text.endswith(" is missing")}
    out: list[Said] = []
    dropped: set[int] = set()
    for s in said:
        if not s.text.startswith("unknown key "):
            out.append(s)
            continue
        word = s.at[-1] if s.at else ""
        lacking = [k for (place, k) in missing if place == s.place]
        near = did_you_mean(word, lacking)
        if near is not None:
            dropped.add(id(missing[(s.place, near)]))
            out.append(Said(s.place, s.at, f"{s.text} (did you mean {near}?)", s.kind))
            continue
        known = keys_at(model, data, s.place)
        near = did_you_mean(word, known)
        if near is not None and near != word:
            out.append(Said(s.place, s.at, f"{s.text} (did you mean {near}?)", s.kind))
        elif known and len(known) <= 12:
            out.append(Said(s.place, s.at, f"{s.text}; the keys here are {or_list(known, 'and')}", s.kind))
        else:
            out.append(s)
    return [s for s in out if id(s) not in dropped]

