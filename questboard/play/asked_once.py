"""Answers worked out once a revision of a game: the same question asked again of the game
as it stands (a preview, whom it waits for) has the answer it had. The stamp is the game's
revision, the length of its action log and the fight now on, as `Game.fight_asked` keys it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

LIMIT = 512  # answers kept for one stamp


class AskedOnce:
    """Answers by question for one stamp of the game; a new stamp forgets them all."""

    def __init__(self) -> None:
        self._stamp: tuple | None = None
        self._known: dict[Any, Any] = {}

    def known(self, game, question: Any) -> Any:
        """The answer to `question` if it was worked out for the game as it stands, else None."""
        return self._for(game).get(question)

    def answer(self, game, question: Any, work_out: Callable[[], Any]) -> Any:
        """The answer to `question` (hashable) as of the game now, worked out once."""
        stamp, known = self._stamp, self._known  # `_for`, written out: asked many times a step
        if stamp is None or stamp[0] != game.revision or stamp[1] != len(game.actions) or stamp[2] is not game.fight:
            known = self._for(game)
        try:
            return known[question]
        except KeyError:
            pass
        except TypeError:  # a question with a list in it: worked out afresh
            return work_out()
        if len(known) >= LIMIT:  # a long drag asks a new point every frame: keep the latest only
            known.clear()
        answer = known[question] = work_out()
        return answer

    def _for(self, game) -> dict:
        """The answers known for the game as it stands (none once it changed)."""
        stamp = self._stamp
        if stamp is None or stamp[0] != game.revision or stamp[1] != len(game.actions) or stamp[2] is not game.fight:
            self._stamp, self._known = (game.revision, len(game.actions), game.fight), {}
        return self._known


__all__ = ["AskedOnce"]
