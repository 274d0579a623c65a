"""The state of one fight: the rules GameState (heroes, dice, QM hand), the Battlefield, the
fighters, whose turn it is, and anything waiting for an answer. Changed only by `engine.apply`."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from questboard.battlefield.field import Battlefield
from questboard.combat.fighters import Fighter
from questboard.combat.spec import CombatSpec
from questboard.rules.cards import EquipmentCard
from questboard.rules.log import LogEvent
from questboard.rules.state import GameState

HEROES, QM_PHASE, OVER = "heroes", "qm", "over"


@dataclass
class TurnBudget:
    """What a fighter may still do this turn (R12): one move and one action, or what a
    `turn` gift (Charge, Wind Rider …) allows instead."""

    who: str
    moves: int = 1
    actions: int = 1  # the ordinary action: melee, ranged, gift or swap
    melee: int = 0  # attacks granted by a turn gift
    ranged: int = 0
    melee_bonus: int = 0
    ranged_bonus: int = 0
    any_order: bool = True
    move_despite_ranged: bool = False
    range_bar: float | None = None  # a ranged gift's own bar (Force Bolt)
    gift: str | None = None  # the turn gift that shaped this turn
    moved: bool = False
    shot: bool = False
    attacked: bool = False
    opponents: set[str] = field(default_factory=set)

    @property
    def special(self) -> bool:
        return self.gift is not None


@dataclass
class Conflict:
    """A rolled attack between the dice and the result: the modify window (R5)."""

    kind: str  # melee, ranged
    attacker: str
    defender: str
    att_die: int
    def_die: int
    att_total: int
    def_total: int
    att_weapon: EquipmentCard | None
    def_weapon: EquipmentCard | None
    att_auto: bool = False  # won outright by a gift (Chosen of the Gods)
    def_auto: bool = False
    used: set[str] = field(default_factory=set)  # "who:source" already added
    bonuses: list[str] = field(default_factory=list)
    passed: set[str] = field(default_factory=set)  # sides that let the window go by
    counter: bool = False  # a Riposte: no further riposte from it


@dataclass
class Reaction:
    """A gift that may answer what just happened (Riposte after melee damage)."""

    who: str
    gift: str
    against: str


@dataclass(frozen=True)
class Waiting:
    """Whose answer the fight needs and what they may do (action class names)."""

    who: str | None  # a hero id, "qm", or None when the fight is over
    fighter: str | None  # the fighter acting (hero on turn, bad guy being moved)
    allowed: tuple[str, ...]
    why: str


@dataclass(frozen=True)
class FightResult:
    outcome: str  # victory, defeat
    reason: str
    rounds: int
    bad_guys_left: int
    seriously_injured: tuple[str, ...]
    stalemate: bool = False
    """Undecided at the round cap: a defeat in the story (R31), told apart in rehearsals."""

    @property
    def victory(self) -> bool:
        return self.outcome == "victory"


@dataclass
class Fight:
    state: GameState
    field: Battlefield
    spec: CombatSpec
    fighters: dict[str, Fighter]
    seats: list[str]  # hero ids from the leader, clockwise (R12)
    phases: tuple[str, str]  # who goes first
    round: int = 0
    phase: str = HEROES
    seat: int = 0  # index into seats during the heroes' phase
    active: str | None = None
    turn: TurnBudget | None = None
    qm_acted: bool = False  # some bad guy acted: turn-start events are over
    finished: set[str] = field(default_factory=set)  # bad guys done this QM turn
    silenced: bool = False
    conflict: Conflict | None = None
    queue: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, attacker, target) still to roll
    reaction: Reaction | None = None
    hold: int = 0  # rounds a Hold goal has been met in a row
    injured: list[str] = field(default_factory=list)  # heroes seriously injured in this fight
    result: FightResult | None = None
    minion_card: str = "orc-warrior"  # what Reinforcements bring
    counters: dict[str, int] = field(default_factory=dict)  # bad guy card -> last number
    record: bool = True
    log: list[LogEvent] = field(default_factory=list)
    goals_hidden: bool = False
    start_items: dict[str, list[str]] = field(default_factory=dict)
    # What the automatic sides and the goals work out once and ask again (pure reads of the
    # fight, each keyed so that it is looked up anew once what it depends on has changed).
    kept: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def fighter(self, fid: str) -> Fighter | None:
        return self.fighters.get(fid)

    def in_play(self, side: str | None = None) -> list[Fighter]:
        if side is None:
            return [f for f in self.fighters.values() if not f.off_field]
        return [f for f in self.of_side(side) if not f.off_field]

    def any_in_play(self, side: str) -> bool:
        """Whether some fighter of `side` is still on the field (`in_play(side)` not empty)."""
        for f in self.of_side(side):
            if not f.off_field:
                return True
        return False

    def of_side(self, side: str) -> tuple[Fighter, ...]:
        """Every fighter of `side`, on the field or not, in the order of `fighters`. Fighters
        only ever join a fight (none leaves the table), so the list is made again only when
        one has joined; asked before every action (is either side still standing?)."""
        kept = self.kept.get(side)
        if kept is None or kept[0] != len(self.fighters):
            kept = self.kept[side] = (len(self.fighters),
                                      tuple([f for f in self.fighters.values() if f.side == side]))
        return kept[1]

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def heroes_count(self) -> int:
        return len(self.state.heroes)

    def snapshot(self) -> dict[str, Any]:
        """Everything that matters about the fight as plain JSON-ready data: equal snapshots
        mean equal fights. Floats (positions) are kept as they are, so they compare exactly;
        the log is history, not state, and is left out (so is the battlefield's cache
        revision). `rng` is the dice's generator state in a compact comparable form."""
        bf = self.field
        return {
            "map": getattr(self.spec.map, "id", None), "round": self.round, "phase": self.phase,
            "phases": list(self.phases), "seats": list(self.seats), "seat": self.seat,
            "active": self.active, "turn": _plain_turn(self.turn), "qm_acted": self.qm_acted,
            "finished": sorted(self.finished), "silenced": self.silenced,
            "conflict": _plain_conflict(self.conflict),
            "queue": [list(q) for q in self.queue],
            "reaction": None if self.reaction is None else dict(vars(self.reaction)),
            "hold": self.hold, "injured": list(self.injured),
            "result": None if self.result is None else {
                **vars(self.result), "seriously_injured": list(self.result.seriously_injured)},
            "minion_card": self.minion_card, "counters": dict(self.counters),
            "goals_hidden": self.goals_hidden,
            "start_items": {k: list(v) for k, v in self.start_items.items()},
            "fighters": {fid: _plain_fighter(self, f) for fid, f in self.fighters.items()},
            "field": {"size": [bf.width, bf.height], "pieces": {
                pid: {"at": [p.x, p.y], "radius": p.radius, "side": p.side, "name": p.name,
                      "body": list(bf.shape_of[pid].body.position)}
                for pid, p in bf.pieces.items()}},
            "state": self.state.snapshot(),
            "rng": rng_digest(self.state.dice.rng),
        }


def rng_digest(rng) -> str:
    """A `random.Random`'s whole state as a short hash: equal digests, equal dice to come."""
    return hashlib.sha256(repr(rng.getstate()).encode()).hexdigest()[:32]


def _plain_turn(t: TurnBudget | None) -> dict[str, Any] | None:
    if t is None:
        return None
    return {**vars(t), "opponents": sorted(t.opponents)}


def _plain_conflict(c: Conflict | None) -> dict[str, Any] | None:
    if c is None:
        return None
    return {**vars(c), "att_weapon": c.att_weapon.id if c.att_weapon else None,
            "def_weapon": c.def_weapon.id if c.def_weapon else None,
            "used": sorted(c.used), "bonuses": list(c.bonuses), "passed": sorted(c.passed)}


def _plain_fighter(fight: Fight, f: Fighter) -> dict[str, Any]:
    """A fighter's state; a hero's sheet is read through the fighter, and `sheet_live` says
    whether that sheet is the very hero of the rules state (not a stale copy)."""
    hero = f.hero
    return {
        "side": f.side, "card": f.card.id, "number": f.number, "off_field": f.off_field,
        "vitality": f.current_vitality(),
        "max_vitality": hero.max_vitality if hero is not None else f.max_vitality,
        "gifts": dict(f.gift_table()), "extra_refreshes": f.extra_refreshes,
        "refresh_offer": f.refresh_offer or f.id in fight.state.refresh_offers,
        "deftness_mod": f.deftness_mod,
        "items": list(hero.items()) if hero is not None else [],
        "out_of_fight": hero.out_of_fight if hero is not None else False,
        "sheet_live": hero is None or any(h is hero for h in fight.state.heroes),
    }
