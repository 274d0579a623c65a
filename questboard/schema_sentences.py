"""One validation error of pydantic as one plain sentence (`sentence`), and the words every
sentence is made of: `Said`, `did_you_mean`, `or_list`, `show`. `schema_words` builds on it
(a union speaks through one branch, a misspelt key is one mistake); imports nothing of the
project but `schema_shapes`.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, get_args

from pydantic.fields import FieldInfo

from questboard.schema_shapes import (
    PathStep,
    TypeAt,
    is_model,
    is_pair,
    keys_of,
    shape_of,
    unwrap,
    value_at,
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
class Err:
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
class Words:
    numbers: Mapping[str, str]
    custom: Mapping[str, Custom]


def literal_words(t: TypeAt) -> list[str]:
    return [show(v).strip("'") if isinstance(v, str) else show(v) for v in get_args(t.core)]


def key_of(loc: tuple[Any, ...]) -> str:
    for part in reversed(loc):
        if isinstance(part, str):
            return part
    return ""


def bounds(t: TypeAt | None) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for m in t.meta if t is not None else ():
        for name in ("ge", "gt", "le", "lt", "min_length", "max_length"):
            if getattr(m, name, None) is not None and not isinstance(m, FieldInfo):
                found[name] = getattr(m, name)
    return found


def number_words(t: TypeAt | None, key: str, words: Words) -> str:
    """"a whole number from 1 to 20", "a paragraph number" …"""
    noun = words.numbers.get(key)
    if noun:
        return noun
    b = bounds(t)
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


def subject_of(at: tuple[Any, ...], kind: str = "field") -> tuple[str, tuple[Any, ...]]:
    """What a sentence names first, and the place of the thing holding it."""
    if not at:
        return "the file", ()
    last = at[-1]
    if kind == "index" or (kind != "key" and isinstance(last, int)):
        return f"entry {last + 1}", at[:-1]
    if kind == "key":
        return f"the value for {show(last)}", at[:-1]
    return str(last), at[:-1]


def sentence(e: Err, data: Any, words: Words) -> Said:
    s = _sentence_of(e, words, data)
    return Said(s.place, s.at, s.text, e.type)


def _sentence_of(e: Err, words: Words, data: Any = None) -> Said:
    raw, kind = e.raw, e.type
    at = e.real()
    said = _pair_sentence(e, at, data)
    if said is not None:
        return said
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
    subject, place = subject_of(at, real_steps[-1].kind if real_steps else "field")
    if is_key:
        subject, place, value = f"the key {show(at[-1]) if at else ''}".strip(), at[:-1], at[-1] if at else value
    said = _value_sentence(kind, subject, place, at, value, ctx, leaf, is_key, key_of(at), words)
    return said if said is not None else _shape_sentence(kind, subject, place, at, value, ctx, leaf)


def _pair_sentence(e: Err, at: tuple, data: Any) -> Said | None:
    """A point or a size written wrong: the pair is at fault, not one of its numbers."""
    kind = e.type
    steps = [s for s in e.steps if s.kind in ("field", "index", "key")]
    whole = None
    if len(steps) >= 2 and steps[-1].kind == "index" and is_pair(steps[-2].type):
        whole = at[:-1]  # a number of a point: the point is at fault
    elif steps and is_pair(steps[-1].type) and kind in ("too_short", "too_long", "tuple_type",
                                                      "list_type"):
        whole = at
    if whole is None:
        return None
    last = steps[len(whole) - 1].kind if whole else "field"
    subject, place = subject_of(whole, last)
    if last == "index":
        subject = f"point {whole[-1] + 1}"
    pair = "[width, height]" if subject == "size" else "[x, y]"
    leaf = e.leaf()
    each = ""
    if kind in _BOUNDS and leaf is not None and bounds(leaf):
        each = f", each {_finite(kind, number_words(leaf, '', Words({}, {})))}"
    return Said(place, whole, f"{subject} must be two numbers {pair}{each}, not "
                              f"{show(value_at(data, whole))}")


_BOUNDS = ("less_than_equal", "greater_than_equal", "less_than", "greater_than", "finite_number")


def _finite(kind: str, words: str) -> str:
    """'a number of at most 10' is true of minus infinity: a number refused for being
    endless is asked for as a finite one."""
    return words.replace("a number", "a finite number", 1) if kind == "finite_number" else words


def _value_sentence(kind: str, subject: str, place: tuple, at: tuple, value: Any, ctx: dict,
                    leaf: TypeAt | None, is_key: bool, key: str, words: Words) -> Said | None:
    """A value of the wrong kind or out of bounds: a key, a word, a number, text."""
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
            return Said(place, at, f"{subject} must be {number_words(leaf, '', words)}")
        return Said(place, at, f"{subject} must be {_finite(kind, number_words(leaf, key, words))}, "
                               f"not {show(value)}")
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
    return None


def _shape_sentence(kind: str, subject: str, place: tuple, at: tuple, value: Any, ctx: dict,
                    leaf: TypeAt | None) -> Said:
    """A list or a mapping of the wrong length or shape, a union's tag, anything else."""
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
