"""Saves and the autosave of a whole game: setup + seed + one action log (story, fights and
play actions alike) + a snapshot, written atomically.

Nothing saved is ever lost: an autosave is written anew only into a temporary file that
replaces the old one once it is complete, and a game resumed from a save replays first and
only then takes over its autosave.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from questboard.adventure.saves import (
    FORMAT,
    VERSION,
    SaveError,
    SaveFile,
    _atomic_write,
    plain,
    read_save,
    replace_whole,
    setup_data,
    why_not,
)
from questboard.adventure.state import Setup
from questboard.play.told import AutosaveTrouble
from questboard.words import counted

__all__ = ["Autosave", "SaveError", "SaveFile", "plain", "read_save", "write_save"]


def write_save(path: Path, setup: Setup, adventure_file: str, actions: list[dict[str, Any]],
               snapshot: dict[str, Any], ended: str | None = None, about: dict | None = None) -> Path:
    """Write a save atomically; the previous save at `path` is kept as `path.bak`. `ended`:
    the outcome of an adventure that is over (R47); `about`: the adventure's title and the
    map files its fights use (`play.opening.about`)."""
    path = Path(path)
    if path.is_dir():
        raise SaveError(f"{path}: is a folder; give a file name for the save")
    data = {"format": FORMAT, "version": VERSION, "setup": setup_data(setup),
            "adventure_file": adventure_file, **(about or {}), "actions": actions, "snapshot": snapshot}
    if ended is not None:
        data["ended"] = ended
    _atomic_write(path, json.dumps(data, indent=1))
    return path


class Autosave:
    """Each committed action appended to a JSON-lines log and flushed to disk."""

    latest: Path | None = None  # the last autosave written in this process (a crash names it)

    def __init__(self, path: Path, setup: Setup, adventure_file: str,
                 actions: list[dict[str, Any]] = (), ended: str | None = None,
                 about: dict | None = None) -> None:
        self.path = Path(path)
        self.head = {"log": True, "format": FORMAT, "version": VERSION,
                     "setup": setup_data(setup), "adventure_file": adventure_file, **(about or {})}
        if ended is not None:
            self.head["ended"] = ended
        self._file = None
        self.trouble: str | None = None  # why the last write failed, until one works again
        self.rewrite(list(actions))

    def rewrite(self, actions: list[dict[str, Any]]) -> None:
        """The log anew with these actions; the old file is replaced only when it is whole."""
        self.close()
        text = "".join([json.dumps(data) + "\n" for data in [self.head, *actions]])
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            replace_whole(self.path, text)
            Autosave.latest = self.path
            self._file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 (kept open)
        except OSError as error:
            raise SaveError(f"{self.path}: cannot write the autosave: "
                            f"{why_not(error, self.path)}") from None

    def append(self, action: dict[str, Any]) -> None:
        self._file.write(json.dumps(action) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def keep(self, actions: list[dict[str, Any]], whole: bool = False,
             ended: str | None = None) -> AutosaveTrouble | None:
        """Keep the log up to `actions`: the last one appended, or the whole log written anew
        (when asked, while an earlier write failed, or when the game's ending changed: the
        head tells it, R47). Never raises: what to tell when writing fails, or works again
        after failing; None otherwise."""
        if ended != self.head.get("ended"):
            self.head.pop("ended", None)
            self.head.update({"ended": ended} if ended is not None else {})
            whole = True
        try:
            if whole or self.trouble is not None or self._file is None:
                self.rewrite(actions)
            else:
                self.append(actions[-1])
        except (OSError, SaveError) as error:
            first = self.trouble is None
            self.trouble = getattr(error, "strerror", None) or str(error)
            self.close()
            return AutosaveTrouble(str(self.path), self.trouble) if first else None
        if self.trouble is not None:
            self.trouble = None
            return AutosaveTrouble(str(self.path), "", failed=False)
        return None

    def close(self) -> None:
        if self._file is not None:
            try:
                self._file.close()
            except OSError:
                pass  # what it held is written anew by the next keep()
            self._file = None


def further_along(save: SaveFile, autosave_path: Path) -> int:
    """How many actions the autosave at `autosave_path` holds beyond the save, when it
    continues that very game (0 when it does not, or is missing or unreadable)."""
    found = beside(save, autosave_path)
    return found.ahead if found.kind == "ahead" else 0


@dataclass(frozen=True)
class Beside:
    """What stands where a resumed save would keep its autosave: `kind` is "none" (nothing),
    "behind" (this game, no further than the save: taking it over loses nothing), "ahead"
    (this game, `ahead` actions further), "damaged" or "other" (another game's); `why` says
    it in words for the last three, which must be set aside rather than overwritten."""

    kind: str
    ahead: int = 0
    why: str = ""

    @property
    def keep(self) -> bool:
        return self.kind in ("ahead", "damaged", "other")


def beside(save: SaveFile, autosave_path: Path) -> Beside:
    """What the autosave at `autosave_path` is to the save being resumed."""
    path = Path(autosave_path)
    if not path.exists() and not path.is_symlink():
        return Beside("none")
    try:
        log = read_save(path)
    except SaveError as error:
        return Beside("damaged", why=f"The autosave {path} cannot be read ({error})")
    if log.setup != save.setup:
        return Beside("other", why=f"The autosave {path} belongs to another game")
    n, m = len(log.actions), len(save.actions)
    if n > m and log.actions[:m] == save.actions:
        return Beside("ahead", n - m, f"The autosave {path} is {counted(n - m, 'action')} further along")
    if log.actions == save.actions[:n]:
        return Beside("behind")
    return Beside("other", why=f"The autosave {path} went another way from action "
                               f"{_parting(log.actions, save.actions)} on")


def _parting(a: list, b: list) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b, strict=False), start=1) if x != y),
                min(len(a), len(b)) + 1)
