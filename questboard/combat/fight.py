"""The state of one fight: the rules GameState (heroes, dice, QM hand), the Battlefield, the
fighters, whose turn it is, and anything waiting for an answer. Changed only by `engine.apply`."""

from __future__ import annotations

from dataclasses import dataclass, field

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

    def fighter(self, fid: str) -> Fighter | None:
        return self.fighters.get(fid)

    def in_play(self, side: str | None = None) -> list[Fighter]:
        return [f for f in self.fighters.values() if not f.off_field and (side is None or f.side == side)]

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def heroes_count(self) -> int:
        return len(self.state.heroes)
