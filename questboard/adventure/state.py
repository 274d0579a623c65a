"""The runner's state: where the story is, what is on the table, what it waits for.

Mutable, changed only by `questboard.adventure.runner.apply`. The rules state (party,
piles, dice with their RNG) lives inside as `game`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from questboard.adventure.model import Adventure
from questboard.adventure.names import card_id
from questboard.adventure.prompts import CheckToRoll, Prompt, RequestedCombat
from questboard.rules import actions as rules_actions
from questboard.rules.cards import CardSet
from questboard.rules.state import GameState
from questboard.rules.veterans import Veteran


@dataclass(frozen=True)
class Setup:
    """How a play began: with the seed, enough to replay every action."""

    adventure: str
    heroes: tuple[str, ...]
    seed: int
    adventures_run: int = 0
    improvements: tuple[tuple[str, int], ...] = ()
    options: tuple[tuple[str, Any], ...] = ()
    leader: str | None = None
    ask_leader: bool = False  # a Charisma tie is put to the party (R45); else seat order
    veterans: tuple[Veteran, ...] = ()  # heroes who set out as written down (Epic Heroes)
    catch_up: bool = False  # new heroes beside veterans raise as many attributes first (R75)
    heirs: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (hero, the Quest Items he takes up): heroic death (R76)
    own_toughness: bool = False  # new heroes beside veterans: a toughness bonus of their own (R81)


# Work waiting in the queue -------------------------------------------------------------
@dataclass(frozen=True)
class DoTask:
    task: Any  # a task model of questboard.adventure.tasks
    this: str | None = None  # the hero meant by `who: this`
    hero: str | None = None  # the hero already picked for `who: one`


@dataclass(frozen=True)
class DoRules:
    action: rules_actions.Action


@dataclass(frozen=True)
class Enter:
    paragraph: int


@dataclass(frozen=True)
class WayOn:
    """Take the current paragraph's `next` once its tasks are done."""

    paragraph: int


@dataclass(frozen=True)
class Finish:
    outcome: str
    improvements: int


Work = DoTask | DoRules | Enter | WayOn | Finish


@dataclass
class CheckAtHand:
    """A check between being called and being resolved."""

    paragraph: int
    heroes: tuple[str, ...] = ()


@dataclass
class RunnerState:
    adventure: Adventure
    cards: CardSet
    game: GameState
    setup: Setup
    paragraph: int = 0
    markers: set[int] = field(default_factory=set)
    locations: dict[str, bool] = field(default_factory=dict)  # id -> beside the map?
    heroes_at: str | None = None
    queue: list[Work] = field(default_factory=list)
    waiting: Prompt | None = None
    context: Any = None  # what the waiting prompt is about
    check: CheckAtHand | None = None
    ended: str | None = None
    adventure_cards: list[str] = field(default_factory=list)  # in play, in the order put there (R77)

    # Facts for conditions ---------------------------------------------------------
    def marker_ticked(self, number: int) -> bool:
        return number in self.markers

    def location_in_play(self, name: str) -> bool:
        return card_id(self.cards, name, "location") in self.locations

    def party_has(self, name: str) -> bool:
        item = card_id(self.cards, name, "item")
        return any(item in h.items() for h in self.game.heroes)

    def hero_in_party(self, name: str) -> bool:
        return self.hero_id(name) is not None

    def hero_count(self) -> int:
        return len(self.game.heroes)

    def party_gold(self) -> int:
        return sum(h.gold for h in self.game.heroes)

    # Helpers ----------------------------------------------------------------------
    def hero_id(self, name: str) -> str | None:
        """The id of a hero of the party named by id or card name, or None."""
        hid = card_id(self.cards, name, "hero")
        return hid if hid is not None and self.game.hero(hid) is not None else None

    def hero_ids(self) -> tuple[str, ...]:
        return tuple(h.id for h in self.game.heroes)

    def snapshot(self) -> dict[str, Any]:
        """Everything that matters as plain data: equal snapshots mean equal games."""
        return {
            "paragraph": self.paragraph, "markers": sorted(self.markers),
            "locations": dict(self.locations), "heroes_at": self.heroes_at,
            "queue": [_plain(w) for w in self.queue], "waiting": _plain(self.waiting),
            "context": _plain(self.context), "check": _plain(self.check),
            "ended": self.ended, "game": self.game.snapshot(),
        } | ({"adventure_cards": list(self.adventure_cards)} if self.adventure_cards else {})


WRITTEN_AS: dict[type, str] = {RequestedCombat: "CombatSpec", CheckToRoll: "RollCheck"}
"""Classes renamed after saves began to hold them keep the name the saves' snapshots know
them by, so an old save still replays to its snapshot."""


def _unsaid(f: dataclasses.Field, value: Any) -> bool:
    """A field added after saves began (`metadata={"since": …}`) is left out of a snapshot
    while it holds its default, so an older save's snapshot still matches its replay."""
    return "since" in f.metadata and value == f.default


def _plain(value: Any) -> Any:
    """Dataclasses, pydantic models and tuples as JSON-ready data."""
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not _unsaid(f, getattr(value, f.name))}
        return {"type": WRITTEN_AS.get(type(value), type(value).__name__), **data}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, set):
        return sorted(_plain(v) for v in value)
    return value
