"""Saves and the autosave of a whole game: setup + seed + one action log (story, fights and
play actions alike) + a snapshot, written atomically.

Nothing saved is ever lost: an autosave is written anew only into a temporary file that
replaces the old one once it is complete, and a game resumed from a save replays first and
only then takes over its autosave.
"""

from __future__ import annotations

import json
import os
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
    setup_data,
)
from questboard.adventure.state import Setup

__all__ = ["Autosave", "SaveError", "SaveFile", "plain", "read_save", "write_save"]


def write_save(path: Path, setup: Setup, adventure_file: str, actions: list[dict[str, Any]],
               snapshot: dict[str, Any]) -> Path:
    """Write a save atomically; the previous save at `path` is kept as `path.bak`."""
    path = Path(path)
    if path.is_dir():
        raise SaveError(f"{path}: is a folder; give a file name for the save")
    data = {"format": FORMAT, "version": VERSION, "setup": setup_data(setup),
            "adventure_file": adventure_file, "actions": actions, "snapshot": snapshot}
    _atomic_write(path, json.dumps(data, indent=1))
    return path


class Autosave:
    """Each committed action appended to a JSON-lines log and flushed to disk."""

    def __init__(self, path: Path, setup: Setup, adventure_file: str,
                 actions: list[dict[str, Any]] = ()) -> None:
        self.path = Path(path)
        self.head = {"log": True, "format": FORMAT, "version": VERSION,
                     "setup": setup_data(setup), "adventure_file": adventure_file}
        self._file = None
        self.rewrite(list(actions))

    def rewrite(self, actions: list[dict[str, Any]]) -> None:
        """The log anew with these actions; the old file is replaced only when it is whole."""
        self.close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        try:
            with open(tmp, "w", encoding="utf-8") as f:
                for data in [self.head, *actions]:
                    f.write(json.dumps(data) + "\n")
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
            self._file = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 (kept open)
        except OSError as error:
            raise SaveError(f"{self.path}: cannot write the autosave: "
                            f"{error.strerror or error}") from None

    def append(self, action: dict[str, Any]) -> None:
        self._file.write(json.dumps(action) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def further_along(save: SaveFile, autosave_path: Path) -> int:
    """How many actions the autosave at `autosave_path` holds beyond the save, when it
    continues that very game (0 when it does not, or is missing or unreadable)."""
    if not Path(autosave_path).is_file():
        return 0
    try:
        log = read_save(Path(autosave_path))
    except SaveError:
        return 0
    same = log.setup == save.setup and log.actions[:len(save.actions)] == save.actions
    return len(log.actions) - len(save.actions) if same else 0
