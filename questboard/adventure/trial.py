"""An action tried on the runner's state and taken back: `snapshot` copies what an action may
change, `restore` puts it back into the same objects (the runner refuses by restoring, and
the table asks "would this be taken?" the same way)."""

from __future__ import annotations

import copy
from collections import deque

from questboard.adventure.state import RunnerState


def snapshot(st: RunnerState) -> dict:
    """A deep copy of what an action may change; cards are shared, never copied."""
    game = st.game
    memo = {id(h.card): h.card for h in game.heroes}
    keep = {k: v for k, v in vars(st).items() if k not in ("adventure", "cards", "game", "setup")}
    plain = {k: v for k, v in vars(game).items() if k not in ("cards", "options", "dice")}
    dice = {k: v for k, v in vars(game.dice).items() if k != "_rng"}
    return {"runner": copy.deepcopy(keep), "game": copy.deepcopy(plain, memo),
            "dice": (copy.deepcopy(dice), game.dice.rng.getstate())}


def restore(st: RunnerState, saved: dict) -> None:
    """Put the saved values back into the same objects, as the rules engine does: whatever
    holds the live heroes, supply or dice (a fight's fighters, a window) stays live."""
    game = st.game
    values = dict(saved["game"])
    for live, old in zip(game.heroes, values.pop("heroes"), strict=True):
        _put_back(live, old)
    _put_back(game.supply, values.pop("supply"))
    _put_back(game, values)
    fields, rng_state = saved["dice"]
    _put_back(game.dice, fields)
    game.dice.rng.setstate(rng_state)
    _put_back(st, saved["runner"])


def _put_back(live: object, saved: object) -> None:
    """Saved attribute values back into `live`; lists, dicts, sets and deques are refilled in
    place, so references to them stay live too."""
    for k, v in (saved if isinstance(saved, dict) else vars(saved)).items():
        current = getattr(live, k, None)
        if type(current) is type(v) and isinstance(v, list | dict | set | deque):
            if current is v:
                continue
            current.clear()
            if isinstance(v, dict | set):
                current.update(v)
            else:
                current.extend(v)
        else:
            setattr(live, k, v)
