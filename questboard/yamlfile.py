"""Read YAML files and turn validation errors into Problems that name file, line and field.

Shared by cards, maps, adventures and saves. Imports nothing of the project but errors.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from questboard.errors import InputFileError, Problem


class Lines:
    """Line numbers of every key and list item of a YAML document, by path."""

    def __init__(self, root: yaml.Node | None) -> None:
        self._root = root

    def line(self, loc: tuple[Any, ...]) -> int | None:
        """The line of the deepest node along `loc`; loc parts that do not match are skipped
        (pydantic adds union tags such as `bonus` to its error locations)."""
        node = self._root
        if node is None:
            return None
        best = node.start_mark.line + 1
        for part in loc:
            child = self._child(node, part)
            if child is None:
                continue
            key_node, node = child
            best = (key_node or node).start_mark.line + 1
        return best

    @staticmethod
    def _child(node: yaml.Node, part: Any) -> tuple[yaml.Node | None, yaml.Node] | None:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode) and key.value == str(part):
                    return key, value
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if 0 <= part < len(node.value):
                return None, node.value[part]
        return None


# libyaml's parser where it is installed (several times faster), else PyYAML's own.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_yaml(path: Path) -> tuple[Any, Lines]:
    """Parse a YAML file; a syntax error becomes an InputFileError naming the line."""
    name = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise InputFileError(problems=[Problem(name, f"cannot read the file: {error.strerror}")]) from None
    except UnicodeDecodeError:
        raise InputFileError(problems=[Problem(name, "not a UTF-8 text file")]) from None
    loader = _LOADER(text)
    try:
        root = loader.get_single_node()  # parsed once: the nodes keep the lines
        data = loader.construct_document(root) if root is not None else None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        what = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise InputFileError(problems=[Problem(name, f"not valid YAML: {what}", line=line)]) from None
    finally:
        loader.dispose()
    duplicates = [Problem(name, f"key '{key}' appears twice", line=line)
                  for key, line in _duplicate_keys(root)]
    if duplicates:
        raise InputFileError(problems=duplicates)
    return data, Lines(root)


def _duplicate_keys(node: yaml.Node | None) -> list[tuple[str, int]]:
    """YAML quietly keeps the last of two equal keys; a person editing a file wants to know."""
    found: list[tuple[str, int]] = []
    stack = [node] if node is not None else []
    while stack:
        n = stack.pop()
        if isinstance(n, yaml.MappingNode):
            seen: set[str] = set()
            for key, value in n.value:
                if isinstance(key, yaml.ScalarNode):
                    if key.value in seen:
                        found.append((key.value, key.start_mark.line + 1))
                    seen.add(key.value)
                stack.append(value)
        elif isinstance(n, yaml.SequenceNode):
            stack.extend(n.value)
    return sorted(found, key=lambda kv: kv[1])


def describe_error(err: dict[str, Any]) -> str:
    """Pydantic's message in words a person editing the file understands."""
    kind = err.get("type", "")
    if kind == "extra_forbidden":
        return "unknown key"
    if kind == "missing":
        return "missing (required)"
    msg = err.get("msg", "invalid")
    return msg.removeprefix("Value error, ")


def problems_from(error: ValidationError, file: str, lines: Lines, data: Any = None,
                  loc_prefix: tuple[Any, ...] = (), item: str | None = None,
                  item_from_loc: int = 0) -> list[Problem]:
    """Every pydantic error as a Problem. `item_from_loc`: how many leading loc parts name the
    item (e.g. 1 for a mapping of cards keyed by id); the rest is the field."""
    found = []
    for err in error.errors():
        loc = tuple(err["loc"])
        full = loc_prefix + loc
        this_item = item
        rest = loc
        if item_from_loc and len(loc) >= item_from_loc:
            this_item = ".".join(str(p) for p in loc[:item_from_loc])
            rest = loc[item_from_loc:]
        field = ".".join(str(p) for p in _real_parts(data, loc_prefix, loc, rest)) or None
        found.append(Problem(file, describe_error(err), line=lines.line(full),
                             item=this_item, field=field))
    return found


def _real_parts(data: Any, prefix: tuple[Any, ...], loc: tuple[Any, ...],
                rest: tuple[Any, ...]) -> list[Any]:
    """The parts of `rest` that are real keys or indices in the data: pydantic adds the
    chosen union member's tag (e.g. `bonus`) to error locations, which no file contains."""
    node = data
    for part in prefix:
        node = _step(node, part)
    skip = len(loc) - len(rest)
    kept = []
    for i, part in enumerate(loc):
        nxt = _step(node, part)
        if nxt is _MISSING:
            if i == len(loc) - 1 and i >= skip:
                kept.append(part)  # a missing key: still the field to name
            continue
        node = nxt
        if i >= skip:
            kept.append(part)
    return kept


_MISSING = object()


def _step(node: Any, part: Any) -> Any:
    if isinstance(node, dict) and part in node:
        return node[part]
    if isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
        return node[part]
    return _MISSING


def load_model(path: Path, model: type[BaseModel], context: dict[str, Any] | None = None) -> BaseModel:
    """Read `path` and validate it into `model`, or raise InputFileError listing every problem."""
    data, lines = read_yaml(path)
    try:
        return model.model_validate(data, context=context)
    except ValidationError as error:
        raise InputFileError(problems=problems_from(error, str(path), lines, data)) from None
