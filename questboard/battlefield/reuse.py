"""A map's battlefield laid out once and set up again for the next fight.

Rehearsals play one map thousands of times, and laying the terrain out in pymunk cost more
than a short fight's set-up. `laid_out(map)` hands out a field of that map with no base on
it: one kept from an earlier fight when nothing holds it any more (its fight and anyone else
let it go: Python's own count of references says so), its bases taken off; else a new one.
A field is never handed out while anything can still reach it, so a fight sees a field
exactly like a new one: the same terrain shapes in the same index, no base, and a revision
that only ever goes up (verdicts remembered at an old revision are never asked again)."""

from __future__ import annotations

import sys
import threading

from questboard.battlefield.field import Battlefield

_KEPT_MAPS = 8  # maps whose fields are kept (the latest ones used)
_KEPT_FIELDS = 4  # fields kept per map (fights of one map alive at once)
_LOCK = threading.Lock()
_KEPT: dict[int, tuple[object, list[Battlefield]]] = {}  # id(map) -> (the map, its fields)


def _references(bf: Battlefield) -> int:
    return sys.getrefcount(bf)


def _unheld_count() -> int | None:
    """What `_references` says of a field held only by a kept list (and this module's own
    names while it asks), measured on a stand-in the same way; None where Python does not
    count references (then nothing is reused)."""
    if not hasattr(sys, "getrefcount"):
        return None
    kept = [Battlefield(1.0, 1.0)]
    for bf in kept:
        return _references(bf)
    return None


_UNHELD = _unheld_count()


def laid_out(combat_map) -> Battlefield:
    """A battlefield laid out as `combat_map` says, with no base on it, that nothing else holds."""
    if _UNHELD is None:
        return Battlefield.from_map(combat_map)
    with _LOCK:
        entry = _KEPT.get(id(combat_map))
        if entry is None or entry[0] is not combat_map:
            if len(_KEPT) >= _KEPT_MAPS:
                del _KEPT[next(iter(_KEPT))]
            entry = _KEPT[id(combat_map)] = (combat_map, [])
        fields = entry[1]
        for bf in fields:
            if _references(bf) == _UNHELD:
                if len(bf.terrain) != len(combat_map.terrain_elements):
                    fields.remove(bf)  # terrain was set down on it in play: not the map's any more
                    break
                for pid in list(bf.pieces):
                    bf.remove_piece(pid)
                return bf
        bf = Battlefield.from_map(combat_map)
        if len(fields) < _KEPT_FIELDS:
            fields.append(bf)
        return bf
