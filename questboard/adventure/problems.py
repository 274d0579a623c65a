"""An adventure's problems in the author's terms: "paragraph 13a, option 2 ('Visit the
tavern')", "task 3 (tick)", counted from 1 and named by label or kind, and the schema's
sentences for the mistakes only an adventure can make (a task or a way on that is none)."""

from __future__ import annotations

from typing import Any

from questboard.adventure.adventure_cards import EFFECT_KINDS
from questboard.adventure.tasks import TASK_KINDS
from questboard.adventure.ways import WAY_KINDS
from questboard.schema_words import Custom, did_you_mean, or_list, show, value_at

TASK_LISTS = ("tasks", "do", "each_success", "each_failure")
PARAGRAPH_KEYS = ("goto", "if_yes", "if_no", "on_success", "on_failure", "on_victory",
                  "on_defeat", "in_both_cases", "fallback", "pause", "start", "next")
NUMBERS = {key: "a paragraph number" for key in PARAGRAPH_KEYS}
"""What a number means under these keys, for the schema's sentences."""


def _label(text: Any) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= 40 else text[:39] + "…"


def place_words(data: Any, loc: tuple[Any, ...]) -> str | None:
    """A place in an adventure file in the author's words; None for the whole file."""
    segments: list[str] = []
    keys: list[str] = []
    node = data
    parts = list(loc)
    i = 0

    def flush() -> None:
        if keys:
            segments.append(".".join(keys))
            keys.clear()

    if len(parts) >= 2 and parts[0] == "paragraphs":
        segments.append(f"paragraph {parts[1]}")
        node = value_at(data, ("paragraphs", parts[1]))
        i = 2
    swallow = None
    while i < len(parts):
        part = parts[i]
        nxt = parts[i + 1] if i + 1 < len(parts) else None
        child = value_at(node, (part,))
        if part == swallow:
            swallow = None
        elif part == "next" and nxt is not None and segments and segments[0].startswith("paragraph"):
            pass  # the keys of a way are its own: `difficulty`, not `next.difficulty`
        elif part in TASK_LISTS and isinstance(nxt, int):
            if part != "tasks" and part != "do":
                keys.append(str(part))
            flush()
            task = value_at(child, (nxt,))
            kind = next((k for k in task if k in TASK_KINDS), None) if isinstance(task, dict) else None
            segments.append(f"task {nxt + 1}" + (f" ({kind})" if kind else ""))
            swallow = kind
            node, i = task, i + 2
            continue
        elif part == "do":
            pass
        elif part == "options" and isinstance(nxt, int):
            flush()
            option = value_at(child, (nxt,))
            label = option.get("label") if isinstance(option, dict) else None
            segments.append(f"option {nxt + 1}" + (f" ({_label(label)!r})" if label else ""))
            node, i = option, i + 2
            continue
        elif isinstance(part, int) and isinstance(node, list):
            if keys:
                keys[-1] += f" entry {part + 1}"
            else:
                keys.append(f"entry {part + 1}")
        else:
            keys.append(str(part))
        node = child
        i += 1
    flush()
    return ", ".join(segments) or None


def _unknown_task(err: dict[str, Any], value: Any) -> str:
    if value == {}:
        return f"an empty task; a task starts with one of {or_list(list(TASK_KINDS))}"
    if isinstance(value, dict):
        first = next(iter(value))
        near = did_you_mean(first, list(TASK_KINDS))
        if near:
            return f"{show(first)} is not a task (did you mean {near}?)"
        return f"{show(first)} is not a task; a task starts with one of {or_list(list(TASK_KINDS))}"
    return f"a task is a mapping such as 'heal: 1' or 'place: tavern', not {show(value)}"


def _unknown_way(err: dict[str, Any], value: Any) -> str:
    if isinstance(value, dict) and value:
        first = next(iter(value))
        near = did_you_mean(first, list(WAY_KINDS))
        if near:
            return f"{show(first)} is not a way on (did you mean {near}?)"
        return (f"{show(first)} is not a way on; a way on starts with one of "
                f"{or_list(list(WAY_KINDS))}")
    return (f"a way on is a paragraph number or a mapping starting with one of "
            f"{or_list(list(WAY_KINDS))}, not {'an empty mapping' if value == {} else show(value)}")


def _unknown_effect(err: dict[str, Any], value: Any) -> str:
    if isinstance(value, dict) and value:
        first = next(iter(value))
        near = did_you_mean(first, list(EFFECT_KINDS))
        return (f"{show(first)} is not an effect" + (f" (did you mean {near}?)" if near else
                f"; an effect starts with one of {or_list(list(EFFECT_KINDS))}"))
    return (f"an effect is a mapping starting with one of {or_list(list(EFFECT_KINDS))}, "
            f"not {show(value)}")


CUSTOM: dict[str, Custom] = {"unknown_task": _unknown_task, "unknown_way": _unknown_way,
                             "unknown_effect": _unknown_effect}
