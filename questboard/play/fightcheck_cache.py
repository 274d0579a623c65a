"""Fight checks remembered between runs of `questboard validate`.

Setting every fight up twelve times for each number of heroes (`fight_setups`) is most of
what `validate` does, and its answer depends only on what it reads: the adventure file, the
map files its fights name, the cards, and the program itself. So the answer is kept in the
data folder under a digest of all of those, byte for byte (the program's own source files
and the versions of Python and pymunk included): any change to any of them makes another
digest, and the fights are set up afresh. A kept answer that cannot be read is no answer.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

from questboard.errors import Problem

_FORMAT = 1  # of the kept files; a new one is never read as an old one
_KEPT = 256  # answers kept at most (the oldest go first): each program change adds some


@lru_cache(maxsize=1)
def _program() -> bytes:
    """The digest of what decides a set-up besides the files checked: this program's source,
    the cards, and the versions of what it runs on (read once a run)."""
    import pymunk

    import questboard
    from questboard.resources import cards_dir

    h = hashlib.sha256(f"{_FORMAT} {sys.version} {pymunk.version}".encode())
    package = Path(questboard.__file__).resolve().parent
    for folder, pattern in ((package, "*.py"), (cards_dir(), "*")):
        for path in sorted(folder.rglob(pattern)):
            if path.is_file():
                h.update(path.relative_to(folder).as_posix().encode() + b"\0")
                h.update(path.read_bytes() + b"\0")
    return h.digest()


def digest(adventure: Path, maps: list[tuple[str, Path | None]]) -> str | None:
    """The key of the fight checks of the adventure file (as named: its problems name it so)
    whose fights use these maps (id, file or None when there is none); None when a file
    cannot be read (then nothing is kept)."""
    h = hashlib.sha256(_program())
    try:
        h.update(str(adventure).encode() + b"\0" + Path(adventure).read_bytes() + b"\0")
        for map_id, path in sorted(maps, key=lambda m: m[0]):
            h.update(map_id.encode() + b"\0" + str(path).encode() + b"\0")
            h.update((path.read_bytes() if path is not None else b"") + b"\0")
    except OSError:
        return None
    return h.hexdigest()


def _folder() -> Path:
    from questboard.play.folders import data_dir

    return data_dir() / "cache" / "fight-checks"


def recall(key: str) -> list[Problem] | None:
    """The problems kept under `key`, or None when none are (or they cannot be read)."""
    try:
        kept = json.loads((_folder() / f"{key}.json").read_text(encoding="utf-8"))
        return [Problem(p["file"], p["message"], p["line"], p["item"], p["field"]) for p in kept]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def keep(key: str, problems: list[Problem]) -> None:
    """Keep the problems under `key` (written whole or not at all; a folder that cannot hold
    it only means the next run sets the fights up again)."""
    folder = _folder()
    data = json.dumps([{"file": p.file, "message": p.message, "line": p.line, "item": p.item,
                        "field": p.field} for p in problems])
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{key}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(data)
            os.replace(tmp, folder / f"{key}.json")
        except OSError:
            os.unlink(tmp)
            raise
        _prune(folder)
    except OSError:
        pass


def _prune(folder: Path) -> None:
    kept = list(folder.glob("*.json"))
    if len(kept) > _KEPT:
        for path in sorted(kept, key=lambda p: p.stat().st_mtime)[:len(kept) - _KEPT]:
            path.unlink(missing_ok=True)
