"""The seats at the table: the Quest Master, each hero, and the table itself (the public
picture on a shared screen). A seat is a plain value, so it can name who a view is for on
this machine or on another one."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.play.waiting import PARTY, QM

QUEST_MASTER_SEAT, HERO_SEAT, TABLE_SEAT = "quest_master", "hero", "table"


@dataclass(frozen=True)
class Seat:
    """Who a view is for: `kind` is QUEST_MASTER_SEAT, HERO_SEAT or TABLE_SEAT; `hero` the
    hero's id for a hero's seat."""

    kind: str
    hero: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in (QUEST_MASTER_SEAT, HERO_SEAT, TABLE_SEAT):
            raise ValueError(f"no seat {self.kind!r}")
        if (self.kind == HERO_SEAT) != (self.hero is not None):
            raise ValueError("a hero's seat names its hero, and only a hero's seat does")

    @property
    def is_quest_master(self) -> bool:
        return self.kind == QUEST_MASTER_SEAT

    def answers(self, side: str | None) -> bool:
        """Whether this seat answers for `side` of `game.waiting` (a hero id, QM or PARTY):
        the Quest Master's seat for everyone (he runs the desk), a hero's for that hero and
        for the party's shared choices, the table for nobody."""
        if self.kind == QUEST_MASTER_SEAT:
            return side is not None
        if self.kind == HERO_SEAT:
            return side in (self.hero, PARTY)
        return False

    def sides(self) -> frozenset[str]:
        """The sides a hero's seat or the table answers for (`answers`, as a set); not for the
        Quest Master's seat, who answers for every side."""
        return frozenset((self.hero, PARTY)) if self.kind == HERO_SEAT else frozenset()

    def to_data(self) -> dict[str, str | None]:
        return {"kind": self.kind, "hero": self.hero}


QUEST_MASTER = Seat(QUEST_MASTER_SEAT)
TABLE = Seat(TABLE_SEAT)


def hero_seat(hero: str) -> Seat:
    """The seat of the player of hero `hero` (a hero id)."""
    return Seat(HERO_SEAT, hero)


def seats_of(game) -> tuple[Seat, ...]:
    """Every seat of this game: the Quest Master, each hero in seat order, the table."""
    return (QUEST_MASTER, *(hero_seat(h.id) for h in game.state.heroes), TABLE)


__all__ = ["HERO_SEAT", "PARTY", "QM", "QUEST_MASTER", "QUEST_MASTER_SEAT", "TABLE", "TABLE_SEAT",
           "Seat", "hero_seat", "seats_of"]
