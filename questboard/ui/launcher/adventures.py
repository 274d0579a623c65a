"""The adventures the launcher lists: the shipped ones and any given on the command line,
each read from its header only (the whole file is checked at Start)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from questboard.resources import adventures_dir


@dataclass(frozen=True)
class AdventureEntry:
    path: Path
    id: str
    title: str
    level: int
    heroes: tuple[int, int]
    blurb: str
    problem: str = ""




def _header(path: Path) -> tuple[dict, str]:
    """The top of an adventure file (everything before `paragraphs:`) and its opening
    comment: enough for the list, read fast. The whole file is checked at Start."""
    text = path.read_text(encoding="utf-8")
    comment = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        comment.append(line.lstrip("# ").strip())
    head = text.split("\nparagraphs:", 1)[0]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(head, Loader=loader)
    if not isinstance(data, dict):
        raise ValueError("not an adventure file")
    return data, " ".join(w for w in comment if w)


def _short(text: str, most: int = 170) -> str:
    out = ""
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        if len(out) + len(sentence) > most and out:
            break
        out = f"{out} {sentence}".strip()
    return out[: most + 30]


def find_adventures(extra: tuple[Path, ...] = ()) -> list[AdventureEntry]:
    """The shipped adventures, then those given on the command line (files or folders)."""
    paths = sorted(p for p in adventures_dir().glob("*.yaml"))
    for e in extra:
        e = Path(e)
        paths += sorted(e.glob("*.yaml")) if e.is_dir() else [e]
    out = []
    for path in paths:
        try:
            data, comment = _header(path)
            heroes = data.get("heroes") or {}
            entry = AdventureEntry(path, str(data["id"]), str(data["title"]), int(data["level"]),
                                   (int(heroes.get("min", 1)), int(heroes.get("max", 4))),
                                   _short(str(data.get("blurb") or comment
                                              or f"An adventure of level {data['level']}.")))
        except Exception as error:  # noqa: BLE001 - a bad file is listed with its problem
            entry = AdventureEntry(path, path.stem, path.name, 0, (1, 4), "",
                                   (str(error).splitlines() or ["cannot be read"])[0][:160])
        out.append(entry)
    out.sort(key=lambda a: (a.problem != "", a.level, a.title))
    return out
