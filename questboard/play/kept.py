"""The parts of a game's views kept from one revision to the next: after a move most of a
fight's picture is what it was (the other fighters, what each card does, the heroes' quick
uses), so each part is kept with the inputs it was made from and made anew only when they
change. The inputs are plain values read off the state (never the state's own objects,
which change in place), plus the objects the part belongs to, held so that their ids are
not reused by new ones."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class KeptParts:
    """Parts by name: `get(name, owners, key, make)` is the part made last under `name` when
    it was made for the same `owners` (by identity) from an equal `key`, else `make()`."""

    def __init__(self) -> None:
        self._parts: dict[Any, tuple[tuple, tuple, Any, Any]] = {}  # name -> (ids, owners, key, part)
        self.made = 0  # how many parts were made anew (the rest were kept)

    def get(self, name: Any, owners: tuple, key: Any, make: Callable[[], Any]) -> Any:
        ids = tuple(map(id, owners))  # the owners are held in the entry: their ids stay theirs
        last = self._parts.get(name)
        if last is not None and last[0] == ids and last[2] == key:
            return last[3]
        value = make()
        self._parts[name] = (ids, owners, key, value)
        self.made += 1
        return value

    def each(self, name: Any, entries: list[tuple[Any, tuple, Any, Callable[[], Any]]]) -> list[Any]:
        """`get((name, sub), owners, key, make)` for each (sub, owners, key, make), in one call
        (a part for every fighter, asked on every revision)."""
        parts, out = self._parts, []
        for sub, owners, key, make in entries:
            ids, last = tuple(map(id, owners)), parts.get((name, sub))
            if last is not None and last[0] == ids and last[2] == key:
                out.append(last[3])
                continue
            value = make()
            parts[(name, sub)] = (ids, owners, key, value)
            self.made += 1
            out.append(value)
        return out

    def last(self, name: Any) -> Any:
        """The part made last under `name`, whatever it was made from (None: none yet)."""
        entry = self._parts.get(name)
        return None if entry is None else entry[3]


__all__ = ["KeptParts"]
