"""Pydantic's validation errors in the words of the person who wrote the file.

`plain_errors` turns a ValidationError into sentences such as "difficulty must be easy,
medium or hard, not 'meduim'", each with the place in the file it is about, in real keys
and list indices only: the union tags pydantic adds to its locations (`way:check`,
`constrained-int`, `literal[...]`, `[key]`) never leave this module. One mistake gives one
sentence: of a union's branches only the one the writer meant speaks (a mapping meant the
mapping branch, a word the word branch), and a missing key beside an unknown key that looks
like it (`gto` for `goto`) is one misspelt key. Shared by cards, maps, adventures and saves;
imports nothing of the project but `schema_shapes`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, get_args

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from questboard.schema_shapes import (
    PathStep,
    TypeAt,
    is_model,
    is_pair,
    keys_at,
    keys_of,
    mark_lost,
    shape_of,
    unwrap,
    value_at,
    walk,
)


@dataclass(frozen=True)
class Said:
    """One sentence about a file: `place` holds the keys and list indices (as in the file)
    down to what the sentence is about, `at` those of the value at fault (for its line)."""

    place: tuple[Any, ...]
    at: tuple[Any, ...]
    text: str
    kind: str = field(default="", compare=False)
    """Pydantic's error type (`missing` …), for callers that mend what was written."""


Custom = Callable[[dict[str, Any], Any], str]
"""A sentence for an error type of our own models (err, the value written) -> text."""


def did_you_mean(word: Any, known: Sequence[str], cutoff: float = 0.6) -> str | None:
    """The known word nearest to `word`, when one is near enough to be a slip of the pen."""
    if not isinstance(word, str | int) or not known:
        return None
    text = str(word).lower()
    lowered = {k.lower(): k for k in known}
    found = difflib.get_close_matches(text, list(lowered), n=1, cutoff=cutoff)
    return lowered[found[0]] if found else None


def or_list(words: Sequence[str], last: str = "or") -> str:
    """`a`, `a or b`, `a, b or c`."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


def show(value: Any) -> str:
    """A written value as the writer would recognise it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:39] + "…")
    if isinstance(value, int | float):
        return f"{value:g}" if isinstance(value, float) else str(value)
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list | tuple):
        if len(value) <= 4 and all(isinstance(v, int | float) and not isinstance(v, bool)
                                   for v in value):
            return "[" + ", ".join(show(v) for v in value) + "]"
        return "a list"
    return "this value"



@dataclass
class _Err:
    raw: dict[str, Any]
    steps: list[PathStep]
    resolved: set[int] = field(default_factory=set)

    @property
    def type(self) -> str:
        return self.raw["type"]

    def real(self, upto: int | None = None) -> tuple[Any, ...]:
        return tuple(s.part for s in self.steps[:upto] if s.kind in ("field", "index", "key"))

    def first_smart(self) -> int | None:
        for i, s in enumerate(self.steps):
            if s.kind == "smart" and i not in self.resolved:
                return i
        return None

    def leaf(self) -> TypeAt | None:
        return self.steps[-1].type if self.steps else None


@dataclass
class _Words:
    numbers: Mapping[str, str]
    custom: Mapping[str, Custom]


def plain_errors(error: ValidationError, data: Any, model: type[BaseModel] | None,
                 numbers: Mapping[str, str] | None = None,
                 custom: Mapping[str, Custom] | None = None) -> list[Said]:
    """Every mistake of `data` (what was validated into `model`) as one sentence each.

    `numbers`: key -> what a number there means ("a paragraph number"); `custom`: sentences
    for error types of our own (discriminators' `custom_error_type`)."""
    words = _Words(numbers or {}, custom or {})
    errs = []
    for raw in error.errors():
        steps = walk(model, tuple(raw["loc"]))
        mark_lost(steps, data, raw["type"] == "missing")
        errs.append(_Err(raw, steps))
    said = _collapse(errs, data, words)
    said = [s if s.kind else Said(s.place, s.at, s.text, "union") for s in said]
    said = _pair_misspelt_keys(said, data, model)
    unique: list[Said] = []
    for s in said:
        if s not in unique:
            unique.append(s)
    return unique


def _collapse(errs: list[_Err], data: Any, words: _Words) -> list[Said]:
    """Each union speaks through the one branch the writer meant (or once for all)."""
    groups: dict[tuple[Any, ...], list[tuple[int, _Err]]] = {}
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
        if isinstance(item, _Err):
            said.append(_sentence(item, data, words))
            continue
        members = groups[item]
        i, first = members[0]
        branches: dict[Any, list[_Err]] = {}
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
                and not did_you_mean(value, _literal_words(types_[chosen]))):
            others = [t for tag, t in types_.items() if tag != chosen and t is not None]
            if others:
                alts = " or ".join(_alternative(t, _key_of(at), words) for t in others)
                last = said[-1]
                said[-1] = Said(last.place, last.at, f"{last.text} (or give {alts})", last.kind)
    return said


def _meant(value: Any, types_: dict[Any, TypeAt | None], branches: dict[Any, list[_Err]]) -> Any:
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


def _literal_words(t: TypeAt) -> list[str]:
    return [show(v).strip("'") if isinstance(v, str) else show(v) for v in get_args(t.core)]


def _key_of(loc: tuple[Any, ...]) -> str:
    for part in reversed(loc):
        if isinstance(part, str):
            return part
    return ""


def _bounds(t: TypeAt | None) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for m in t.meta if t is not None else ():
        for name in ("ge", "gt", "le", "lt", "min_length", "max_length"):
            if getattr(m, name, None) is not None and not isinstance(m, FieldInfo):
                found[name] = getattr(m, name)
    return found


def _number_words(t: TypeAt | None, key: str, words: _Words) -> str:
    """"a whole number from 1 to 20", "a paragraph number" …"""
    noun = words.numbers.get(key)
    if noun:
        return noun
    b = _bounds(t)
    whole = "a whole number" if t is None or shape_of(t) != "float" else "a number"
    low = b.get("ge", b.get("gt"))
    high = b.get("le", b.get("lt"))
    if "ge" in b and "le" in b:
        return f"{whole} from {b['ge']:g} to {b['le']:g}"
    if low is not None:
        return f"{whole} {'of at least' if 'ge' in b else 'above'} {low:g}"
    if high is not None:
        return f"{whole} {'of at most' if 'le' in b else 'below'} {high:g}"
    return whole


def _alternative(t: TypeAt | None, key: str, words: _Words) -> str:
    if t is None:
        return "something else"
    shape = shape_of(t)
    if shape == "literal":
        return or_list(_literal_words(t))
    if shape in ("int", "float"):
        return _number_words(t, key, words)
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
                    words: _Words) -> Said:
    key = _key_of(at)
    alts: list[str] = []
    models = [t for t in branches if t is not None and is_model(t.core)]
    for t in branches:
        if len(models) > 1 and t in models:
            if t is models[0]:  # several mappings: each known by its first key
                alts.append("a mapping starting with " + or_list([keys_of(m.core)[0] for m in models]))
            continue
        found = (_literal_words(t) if t is not None and shape_of(t) == "literal"
                 else [_alternative(t, key, words)])
        alts += [alt for alt in found if alt not in alts]
    subject, place = _subject(at)
    return Said(place, at, f"{subject} must be {or_list(alts)}, not {show(value)}")


def _subject(at: tuple[Any, ...], kind: str = "field") -> tuple[str, tuple[Any, ...]]:
    """What a sentence names first, and the place of the thing holding it."""
    if not at:
        return "the file", ()
    last = at[-1]
    if kind == "index" or (kind != "key" and isinstance(last, int)):
        return f"entry {last + 1}", at[:-1]
    if kind == "key":
        return f"the value for {show(last)}", at[:-1]
    return str(last), at[:-1]


def _sentence(e: _Err, data: Any, words: _Words) -> Said:
    s = _sentence_of(e, words, data)
    return Said(s.place, s.at, s.text, e.type)


def _sentence_of(e: _Err, words: _Words, data: Any = None) -> Said:
    raw, kind = e.raw, e.type
    at = e.real()
    steps = [s for s in e.steps if s.kind in ("field", "index", "key")]
    whole = None
    if len(steps) >= 2 and steps[-1].kind == "index" and is_pair(steps[-2].type):
        whole = at[:-1]  # a number of a point: the point is at fault
    elif steps and is_pair(steps[-1].type) and kind in ("too_short", "too_long", "tuple_type",
                                                      "list_type"):
        whole = at
    if whole is not None:
        last = steps[len(whole) - 1].kind if whole else "field"
        subject, place = _subject(whole, last)
        if last == "index":
            subject = f"point {whole[-1] + 1}"
        pair = "[width, height]" if subject == "size" else "[x, y]"
        return Said(place, whole, f"{subject} must be two numbers {pair}, not "
                                  f"{show(value_at(data, whole))}")
    value = raw.get("input")
    ctx = raw.get("ctx") or {}
    leaf = e.leaf()
    is_key = bool(e.steps) and e.steps[-1].kind == "keytype"
    if kind in words.custom:
        return Said(at, at, words.custom[kind](raw, value))
    if kind in ("value_error", "assertion_error"):
        text = str(ctx.get("error", raw.get("msg", "")))
        return Said(at, at, text.removeprefix("Value error, ").removeprefix("Assertion failed, "))
    real_steps = [s for s in e.steps if s.kind in ("field", "index", "key")]
    subject, place = _subject(at, real_steps[-1].kind if real_steps else "field")
    if is_key:
        subject, place, value = f"the key {show(at[-1]) if at else ''}".strip(), at[:-1], at[-1] if at else value
    key = _key_of(at)
    if kind == "missing":
        return Said(place, at, f"{subject} is missing")
    if kind == "extra_forbidden":
        return Said(place, at, f"unknown key {show(at[-1] if at else '')}")
    if kind in ("literal_error", "enum"):
        allowed = re.findall(r"'([^']*)'", ctx.get("expected", "")) or [ctx.get("expected", "")]
        text = f"{subject} must be {or_list(allowed)}, not {show(value)}"
        near = did_you_mean(value, allowed)
        return Said(place, at, text + (f" (did you mean {near}?)" if near else ""))
    if kind in ("int_parsing", "int_type", "int_from_float", "float_parsing", "float_type",
                "less_than_equal", "greater_than_equal", "less_than", "greater_than",
                "finite_number"):
        if is_key:
            return Said(place, at, f"{subject} must be {_number_words(leaf, '', words)}")
        return Said(place, at, f"{subject} must be {_number_words(leaf, key, words)}, not {show(value)}")
    if kind in ("bool_type", "bool_parsing"):
        return Said(place, at, f"{subject} must be true or false, not {show(value)}")
    if kind in ("string_type", "str_type"):
        return Said(place, at, f"{subject} must be text, not {show(value)}")
    if kind == "string_too_short":
        least = ctx.get("min_length", 1)
        need = "must not be empty" if least == 1 else f"must be at least {least} characters long"
        return Said(place, at, f"{subject} {need}")
    if kind == "string_too_long":
        return Said(place, at, f"{subject} must be at most {ctx.get('max_length')} characters long, "
                               f"not {len(value) if isinstance(value, str) else '?'}")
    if kind == "string_pattern_mismatch":
        return Said(place, at, f"{subject} {_pattern_words(ctx.get('pattern', ''))}, not {show(value)}")
    if kind in ("too_short", "too_long"):
        n = ctx.get("min_length" if kind == "too_short" else "max_length")
        has = ctx.get("actual_length")
        what = "entries" if ctx.get("field_type") == "Dictionary" else "items"
        if leaf is not None and shape_of(leaf) == "list" and any(
                is_pair(unwrap(a)) for a in get_args(leaf.core)):
            what = "points"
        if n == 1 and kind == "too_short":
            return Said(place, at, f"{subject} needs at least one entry")
        most = "at least" if kind == "too_short" else "at most"
        return Said(place, at, f"{subject} needs {most} {n} {what}" + (f", not {has}" if has is not None else ""))
    if kind in ("list_type", "tuple_type", "set_type"):
        return Said(place, at, f"{subject} must be a list, not {show(value)}")
    if kind in ("dict_type", "model_type", "model_attributes_type", "mapping_type"):
        keys = f" ({', '.join(keys_of(leaf.core))})" if leaf is not None and is_model(leaf.core) else ""
        return Said(place, at, f"{subject} must be a mapping{keys}, not {show(value)}")
    if kind == "union_tag_invalid":
        allowed = re.findall(r"'([^']*)'", str(ctx.get("expected_tags", "")))
        tag_key = str(ctx.get("discriminator", "")).strip("'")
        near = did_you_mean(ctx.get("tag"), allowed)
        return Said(at, at + (tag_key,), f"{tag_key} must be {or_list(allowed)}, not "
                    f"{show(ctx.get('tag'))}" + (f" (did you mean {near}?)" if near else ""))
    if kind == "union_tag_not_found":
        tag_key = str(ctx.get("discriminator", "")).strip("'")
        return Said(at, at, f"{tag_key} is missing")
    if kind == "none_required":
        return Said(place, at, f"{subject} must be left out")
    return Said(place, at, f"{subject} is not allowed here: {show(value)}")


_PATTERNS = {
    r"^[a-z0-9][a-z0-9-]*$": "must be lower-case letters, digits and hyphens (such as "
                             "'my-quest')",
}


def _pattern_words(pattern: str) -> str:
    return _PATTERNS.get(pattern, "is not written the way it must be")


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

