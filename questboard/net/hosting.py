"""Starting a hosted game: a new one (kept in a fresh autosave) or one gone on with from its
autosave after the host stopped, and its join code, kept beside the autosave so the seats of
a host that died join again with the code they had."""

from __future__ import annotations

import os
from pathlib import Path

from questboard.errors import QuestboardError
from questboard.net.protocol import CODE_ALPHABET, new_code
from questboard.play import load_game, new_game
from questboard.play.folders import new_autosave_path

CODE_SUFFIX = ".code"


def open_hosted_game(adventure: str | None, heroes: str | None, seed: int | None, load: Path | None):
    """(game, its autosave path): `load` goes on with an autosave, else a new game of
    `adventure` with `heroes` (ids, comma-separated). QuestboardError saying what is missing."""
    if load is not None:
        if not load.is_file():
            raise QuestboardError(f"{load}: no such autosave")
        return load_game(load, autosave=load), load
    if not adventure or not heroes:
        raise QuestboardError("give an ADVENTURE and --heroes (or --load an autosave)")
    chosen = tuple(h.strip().lower() for h in heroes.split(",") if h.strip())
    game = new_game(adventure, chosen, seed if seed is not None else int.from_bytes(os.urandom(4), "big"))
    path = new_autosave_path(game.adventure.id)
    game.attach_autosave(path)
    return game, path


def code_for(autosave: Path | None) -> str:
    """The join code of the game kept in `autosave`: the one kept beside it, else a new one
    (kept there, readable by this user alone)."""
    if autosave is None:
        return new_code()
    beside = autosave.with_name(autosave.name + CODE_SUFFIX)
    try:
        kept = beside.read_text(encoding="ascii").strip()
        if len(kept) == 11 and all(c in CODE_ALPHABET for c in kept.replace("-", "")):
            return kept
    except (OSError, UnicodeDecodeError):
        pass
    code = new_code()
    try:
        fd = os.open(beside, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(code + "\n")
    except OSError:
        pass  # the game goes on; a host restarted later gives a new code
    return code


__all__ = ["code_for", "open_hosted_game"]
