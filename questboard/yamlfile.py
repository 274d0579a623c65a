"""Read YAML files and turn validation errors into Problems that name file, line and field.

Shared by cards, maps, adventures and saves. Imports nothing of the project but errors and
schema_words.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ValidationError

from questboard.errors import InputFileError, Problem
from questboard.schema_words import plain_errors, value_at


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


YAML_LIMIT = 16 * 1024 * 1024  # bytes: far beyond any adventure, map or card file
ALIAS_ROOM = 100_000  # values that anchors and aliases (& and *) may add to a file


class Unreadable(Exception):
    """A file that is not read: not a regular file, too large, not text. The message says
    why, in words, without the file's name (the caller names it)."""


_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a pipe (FIFO)"),
          (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


def read_regular(path: Path, limit: int) -> str:
    """The UTF-8 text of a regular file of at most `limit` bytes (a link to one is followed).
    Nothing else is read: a FIFO, a device such as /dev/zero or a folder is refused at once,
    without waiting or reading; Unreadable says why, OSError when it cannot be opened."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((words for test, words in _KINDS if test(mode)), "not a regular file")
            raise Unreadable(f"is {kind}, not a file that can be read")
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise Unreadable(f"is larger than {limit // (1024 * 1024)} MB; this is not such a file")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise Unreadable("is not a UTF-8 text file") from None


# C0 controls but newline and tab, DEL, and C1 controls (CSI, ESC's 8-bit twin, among them).
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_CONTROL_NAMES = {0x00: "NUL", 0x07: "a bell", 0x08: "a backspace", 0x0D: "a carriage return",
                  0x1B: "ESC, which starts a terminal command", 0x7F: "DEL",
                  0x9B: "CSI, which starts a terminal command"}


def control_characters(data: Any) -> list[tuple[tuple[Any, ...], str]]:
    """Each text of a file (a value or a key) holding a control character other than newline
    and tab (YAML writes them as `\\e`, `\\x1b` …), as (its place, a sentence naming it)."""
    found: list[tuple[tuple[Any, ...], str]] = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    seen: set[int] = set()
    while stack:
        place, value = stack.pop()
        if isinstance(value, str):
            hit = CONTROL.search(value)
            if hit is not None:
                code = ord(hit.group())
                name = _CONTROL_NAMES.get(code, "a control character")
                found.append((place, f"the text holds \\x{code:02x} ({name}); text may hold "
                                     "newlines and tabs but no other control character"))
            continue
        if id(value) in seen:  # a node that aliases share is looked at once
            continue
        seen.add(id(value))
        if isinstance(value, dict):
            for key, child in value.items():
                stack.append((place + (key,), key if isinstance(key, str) else None))
                stack.append((place + (key,), child))
        elif isinstance(value, list):
            stack.extend((place + (i,), child) for i, child in enumerate(value))
    return sorted(found, key=lambda f: str(f[0]))


def read_yaml(path: Path) -> tuple[Any, Lines]:
    """Parse a YAML file; a syntax error becomes an InputFileError naming the line."""
    name = str(path)
    try:
        text = read_regular(Path(path), YAML_LIMIT)
    except OSError as error:
        raise InputFileError(problems=[Problem(name, f"cannot read the file: {error.strerror}")]) from None
    except Unreadable as why:
        words = "not a UTF-8 text file" if "UTF-8" in str(why) else f"cannot read the file: it {why}"
        raise InputFileError(problems=[Problem(name, words)]) from None
    loader = _LOADER(text)
    try:
        root = loader.get_single_node()  # parsed once: the nodes keep the lines
        if root is not None:
            _check_aliases(name, root, ALIAS_ROOM + len(text))
        data = loader.construct_document(root) if root is not None else None
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        what = yaml_words(getattr(error, "problem", None) or str(error).splitlines()[0])
        opened = getattr(error, "context_mark", None)
        if "end of stream" in str(getattr(error, "problem", "")) and opened is not None:
            mark, what = opened, "a quote or bracket opened here is never closed"
        line = mark.line + 1 if mark is not None else None
        column = f" at column {mark.column + 1}" if mark is not None else ""
        raise InputFileError(problems=[Problem(name, f"not valid YAML{column}: {what}",
                                               line=line)]) from None
    finally:
        loader.dispose()
    duplicates = [Problem(name, f"key '{key}' appears twice", line=line)
                  for key, line in _duplicate_keys(root)]
    if duplicates:
        raise InputFileError(problems=duplicates)
    return data, Lines(root)


def top_level_keys(path: Path) -> set[str] | None:
    """The keys of a file's top-level mapping as written (parsed, not built into values: no
    alias is expanded), or None when that does not tell them plainly: the file cannot be read
    or parsed, is no mapping, or merges keys in (`<<`). A quick look that never raises;
    `read_yaml` says what is wrong with the file."""
    try:
        loader = _LOADER(read_regular(Path(path), YAML_LIMIT))
    except (OSError, Unreadable):
        return None
    try:
        root = loader.get_single_node()
    except yaml.YAMLError:
        return None
    finally:
        loader.dispose()
    if not isinstance(root, yaml.MappingNode):
        return None
    keys = set()
    for key, _ in root.value:
        if not isinstance(key, yaml.ScalarNode) or key.tag != "tag:yaml.org,2002:str" \
                or key.value == "<<":
            return None
        keys.add(key.value)
    return keys


_YAML_WORDS = (
    ("mapping values are not allowed", "a ':' where no key can start (put text holding ': ' in "
                                       "quotes, or line the key up with the keys above)"),
    ("cannot start any token", "a character no value can start with (a tab? indent with spaces; "
                               "text starting with @ or ` needs quotes)"),
    ("did not find expected key", "this line does not line up with the keys above it"),
    ("did not find expected '-' indicator", "this line does not line up with the list above it "
                                            "(each entry starts with '- ')"),
    ("could not find expected ':'", "a key without its ':' (or a line that does not line up)"),
    ("did not find expected ',' or ']'", "a list in [ ] is not closed: a ',' or ']' is missing"),
    ("did not find expected ',' or '}'", "a mapping in { } is not closed: a ',' or '}' is missing"),
    ("found unexpected end of stream", "the file ends inside quotes or brackets"),
    ("while scanning a quoted scalar", "a quote opened here is never closed"),
    ("found undefined alias", "a '*' names an anchor (&) that the file does not have"),
    ("<block", "this line does not line up with the lines above it"),
)


def yaml_words(problem: str) -> str:
    """PyYAML's parser's complaint in the words of someone editing the file."""
    for found, words in _YAML_WORDS:
        if found in problem:
            return words
    return problem


def key_above(text: str, line: int, section: str) -> str | None:
    """The last key of the top-level mapping `section:` that starts on or above `line`
    (counted from 1): the paragraph a syntax error falls in. None outside the section."""
    inside, indent, found = False, None, None
    for raw in text.splitlines()[:line]:
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        lead = len(raw) - len(raw.lstrip(" "))
        if lead == 0:
            inside = re.match(rf"{re.escape(section)}\s*:\s*(#.*)?$", raw) is not None
            indent, found = None, None
            continue
        if not inside:
            continue
        indent = lead if indent is None else indent
        key = re.match(r"\s*['\"]?([^'\":#\s][^'\":#]*?)['\"]?\s*:(\s|$)", raw)
        if lead == indent and key:
            found = key.group(1)
    return found


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def _check_aliases(name: str, root: yaml.Node, limit: int) -> None:
    """Anchors and aliases (& and *) share one node; what the file stands for counts each
    use. Past `limit` values (an "alias bomb": ten levels of ten aliases each stand for ten
    billion), or an anchor used inside itself, the file is refused at the node concerned.
    Each node is counted once, so this takes as long as the file is big."""
    size: dict[int, int] = {}
    open_: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if not done:
            if key in size:
                continue
            if key in open_:
                _refuse(name, node, "an anchor (&) is used inside itself (with *)")
            open_.add(key)
            stack.append((node, True))
            stack.extend((child, False) for child in _children(node) if id(child) not in size)
            continue
        open_.discard(key)
        size[key] = 1 + sum(size[id(child)] for child in _children(node))
        if size[key] > limit:
            _refuse(name, node, f"the anchors and aliases (& and *) here stand for more than "
                                f"{limit:,} values; write the values out, or nest fewer aliases")


def _refuse(name: str, node: yaml.Node, why: str) -> None:
    raise InputFileError(problems=[Problem(name, why, line=node.start_mark.line + 1)])


def _duplicate_keys(node: yaml.Node | None) -> list[tuple[str, int]]:
    """YAML quietly keeps the last of two equal keys; a person editing a file wants to know.
    (A node that aliases share is looked at once.)"""
    found: list[tuple[str, int]] = []
    stack = [node] if node is not None else []
    seen_nodes: set[int] = set()
    while stack:
        n = stack.pop()
        if id(n) in seen_nodes:
            continue
        seen_nodes.add(id(n))
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


def problems_from(error: ValidationError, file: str, lines: Lines, data: Any = None,
                  loc_prefix: tuple[Any, ...] = (), item: str | None = None,
                  model: type[BaseModel] | None = None) -> list[Problem]:
    """Every pydantic error as a Problem in plain words (see `schema_words`). `data` is what
    was validated into `model`, written at `loc_prefix` of the file; the field names the
    place below `item` ("effects entry 2"), the message the key at fault."""
    found = []
    for said in plain_errors(error, value_at(data, loc_prefix), model):
        field = dotted(said.place)
        found.append(Problem(file, said.text, line=lines.line(loc_prefix + said.at),
                             item=item, field=field))
    return found


def dotted(place: tuple[Any, ...]) -> str | None:
    """A place in a file as its writer names it: `effects`, 1, `name` -> `effects entry 2,
    name` (keys as written, list places counted from 1)."""
    text = ""
    for part in place:
        if isinstance(part, int):
            text += f" entry {part + 1}" if text else f"entry {part + 1}"
        elif text.split(" ")[-2:-1] == ["entry"]:
            text += f", {part}"
        else:
            text += f".{part}" if text else str(part)
    return text or None


def load_model(path: Path, model: type[BaseModel], context: dict[str, Any] | None = None) -> BaseModel:
    """Read `path` and validate it into `model`, or raise InputFileError listing every problem."""
    data, lines = read_yaml(path)
    try:
        return model.model_validate(data, context=context)
    except ValidationError as error:
        raise InputFileError(problems=problems_from(error, str(path), lines, data,
                                                    model=model)) from None
