"""Load YAML while remembering the line of every mapping key and list item."""

from __future__ import annotations

from typing import Any

import yaml

Path = tuple[Any, ...]


class YamlProblem(Exception):
    """The text is not YAML we accept; `line` is 1-based when known."""

    def __init__(self, message: str, line: int | None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


def load_with_lines(text: str) -> tuple[Any, dict[Path, int]]:
    """Parse `text`; return the data and a map from key path (('terrain', 2, 'at')) to line."""
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark is not None else None
        raise YamlProblem(f"not valid YAML: {error.problem or error}", line) from None
    except yaml.YAMLError as error:
        raise YamlProblem(f"not valid YAML: {error}", None) from None
    lines: dict[Path, int] = {}
    if node is None:
        return None, lines
    constructor = yaml.SafeLoader("")
    return _build(node, (), lines, constructor), lines


def _build(node: yaml.Node, path: Path, lines: dict[Path, int], constructor: yaml.SafeLoader) -> Any:
    lines.setdefault(path, node.start_mark.line + 1)
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = constructor.construct_object(key_node, deep=True)
            if isinstance(key, list | dict):
                raise YamlProblem("a key must be a plain word", key_node.start_mark.line + 1)
            if key in result:
                raise YamlProblem(f"key '{key}' appears twice", key_node.start_mark.line + 1)
            lines[path + (key,)] = key_node.start_mark.line + 1
            result[key] = _build(value_node, path + (key,), lines, constructor)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_build(item, path + (i,), lines, constructor) for i, item in enumerate(node.value)]
    return constructor.construct_object(node, deep=True)


def line_for(lines: dict[Path, int], path: Path) -> int | None:
    """The line of the longest known prefix of `path`."""
    for end in range(len(path), -1, -1):
        found = lines.get(tuple(path[:end]))
        if found is not None:
            return found
    return None
