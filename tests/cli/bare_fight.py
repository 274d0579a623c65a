"""A bare fight (set up as `tests.combat.helpers` sets one up, with no story around it) as text
mode reads a game's fight: the Quest Master's view of it, built afresh at each asking, and
the game's previews."""

from __future__ import annotations

from types import SimpleNamespace

from questboard.combat import previews
from questboard.play import waiting
from questboard.play.fight_view import fight_view


class BareFightGame:
    def __init__(self, fight) -> None:
        self.fight = fight
        self.told: list = []
        self.prompt = None

    @property
    def state(self):
        return self.fight.state

    @property
    def cards(self):
        return self.fight.state.cards

    @property
    def waiting(self):
        return waiting.asked(self)

    def names(self) -> dict[str, str]:
        names = dict(self.fight.state.names())
        names.update({f.id: f.name for f in self.fight.fighters.values()})
        return names

    def words_of(self, told) -> list[str]:
        names = self.names()
        return [t.describe(names) for t in told]

    def view(self, seat):
        return SimpleNamespace(fight=fight_view(self))

    def plan_move(self, who, to, clamp=False):
        return previews.plan_move(self.fight, who, to, clamp=clamp)

    def plan_area(self, who, gift, mouse, degrees):
        return previews.plan_area(self.fight, who, gift, mouse, degrees)
