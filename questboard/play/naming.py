"""A game's names (id -> name of heroes, cards, fighters and maps) and its events in words,
each worked out once: the names while what they name stays, an event's words once for as long
as the names stay the same."""

from __future__ import annotations

from collections.abc import Iterable

from questboard.adventure import ways
from questboard.play import views
from questboard.play.told import Told


class Naming:
    def __init__(self, game) -> None:
        self.game = game
        self._names: tuple = (None, None, {})  # (cards, heroes' cards, fighters), fight, names
        self._words: dict[int, tuple[Told, dict[str, str], str]] = {}  # id(told) -> (told, names, words)
        self._titles: dict[str, str] | None = None

    def names(self) -> dict[str, str]:
        """The names as of the game now (the caller does not change them): the same dict while
        the cards, the heroes and the fight's fighters are the same."""
        game = self.game
        state, fight = game.story.game, game.fight
        key = (state.cards, tuple([h.card for h in state.heroes]), tuple(fight.fighters) if fight is not None else ())
        if self._names[0] != key or self._names[1] is not fight:
            self._names = (key, fight, self._all_names())
        return self._names[2]

    def words_of(self, told: Iterable[Told]) -> list[str]:
        """Each of `told` in words (`Told.describe` with the names)."""
        names, memo, out = self.names(), self._words, []
        for t in told:
            known = memo.get(id(t))
            if known is None or known[0] is not t or not (known[1] is names or known[1] == names):
                known = memo[id(t)] = (t, names, t.describe(names))
            out.append(known[2])
        return out

    def _all_names(self) -> dict[str, str]:
        game = self.game
        names = dict(game.story.game.names())
        for map_id, title in self._map_titles().items():
            names.setdefault(map_id, title)
        if game.fight is not None:
            names.update({f.id: f.name for f in game.fight.fighters.values()})
        return names

    def _map_titles(self) -> dict[str, str]:
        """The titles of the combat maps the adventure fights on, by map id."""
        if self._titles is None:
            game = self.game
            ids = {p.next.combat.map for p in game.adventure.paragraphs.values()
                   if isinstance(p.next, ways.FightWay)}
            self._titles = {m: views.map_title(game, m) for m in sorted(ids)}
        return self._titles


__all__ = ["Naming"]
