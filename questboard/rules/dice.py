"""Ten-sided dice (0–9) drawn from the RNG held in the game state.

Tests force the next results with `Dice.force(...)`; forced values are used first, in order.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any


class Dice:
    """The game's only source of chance: a seeded `random.Random` plus forced results."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._forced: deque[int] = deque()

    def d10(self) -> int:
        """One d10 showing 0–9."""
        if self._forced:
            return self._forced.popleft()
        return self._rng.randrange(10)

    def force(self, *values: int) -> Dice:
        """Make the next rolls show these values (for tests and replays of table dice)."""
        for v in values:
            if not 0 <= v <= 9:
                raise ValueError(f"a d10 shows 0–9, not {v}")
        self._forced.extend(values)
        return self

    def shuffle(self, items: list[Any]) -> None:
        self._rng.shuffle(items)

    def choice(self, items: list[Any]) -> Any:
        return self._rng.choice(items)

    def randrange(self, n: int) -> int:
        return self._rng.randrange(n)

    def random(self) -> float:
        return self._rng.random()

    @property
    def forced_left(self) -> int:
        """How many forced results are still to come."""
        return len(self._forced)

    @property
    def rng(self) -> random.Random:
        """The underlying generator, for code that takes a `random.Random` (placement)."""
        return self._rng

    def snapshot(self) -> dict[str, Any]:
        version, internal, gauss = self._rng.getstate()
        return {"seed": self.seed, "state": [version, list(internal), gauss],
                "forced": list(self._forced)}

    @classmethod
    def restore(cls, data: dict[str, Any]) -> Dice:
        dice = cls(data["seed"])
        version, internal, gauss = data["state"]
        dice._rng.setstate((version, tuple(internal), gauss))
        dice._forced = deque(data.get("forced", []))
        return dice
