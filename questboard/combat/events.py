"""What happened in a fight: small frozen log events with a `text` for people.

Each event names fighters by id (`who`, `target`) and carries their names for the text, so
a log reads well without the fight at hand. Hero damage and injuries come from the rules
engine as its own events (Damaged, InjuryPending, SeriousInjury)."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.rules.log import LogEvent, die_sum
from questboard.words import counted


@dataclass(frozen=True)
class FightStarted(LogEvent):
    title: str
    first: str
    victory: str
    defeat: str
    goals_hidden: bool = False  # Uncertain Circumstances: the QM keeps the goals to himself

    @property
    def text(self) -> str:
        if self.goals_hidden:
            return f"Combat at {self.title}! {self.first} goes first. The goals stay secret."
        return (f"Combat at {self.title}! {self.first} goes first. "
                f"Victory: {self.victory}. Defeat: {self.defeat}.")


@dataclass(frozen=True)
class AdventureCardInFight(LogEvent):
    """An adventure card in play changes this fight (R77)."""

    name: str
    effect: str

    @property
    def text(self) -> str:
        return f"Adventure card in play: {self.name} — {self.effect}"


@dataclass(frozen=True)
class Placed(LogEvent):
    who: str
    name: str
    at: tuple[float, float]
    zone: str
    place: str = ""  # the zone in players' words ("the raiders' start")

    @property
    def text(self) -> str:
        return f"{self.name} is set up at {self.place or self.zone}"


@dataclass(frozen=True)
class NoRoom(LogEvent):
    name: str
    zone: str
    place: str = ""  # the zone in players' words

    @property
    def text(self) -> str:
        return f"No room for {self.name} at {self.place or self.zone}: left out"


@dataclass(frozen=True)
class SetUp(LogEvent):
    """The set-up, zone by zone: what stands where once every base is down."""

    zones: tuple[tuple[str, str, tuple[str, ...]], ...]  # zone id, kind, card names there
    moved: tuple[tuple[str, str, str], ...] = ()  # who, the zone asked for (full), where it went
    left_out: tuple[str, ...] = ()
    places: tuple[tuple[str, str], ...] = ()  # zone id -> the zone in players' words

    @property
    def text(self) -> str:
        words = dict(self.places)
        parts = [f"{words.get(zone, zone)}: {_counted(names)}" for zone, _, names in self.zones]
        text = "Set up: " + ("; ".join(parts) or "nobody")
        for who, asked, went in self.moved:
            text += f". {who} had no room at {words.get(asked, asked)} and stands at {words.get(went, went)}"
        if self.left_out:
            text += f". No room at all for {', '.join(self.left_out)}"
        return text


def _counted(names: tuple[str, ...]) -> str:
    """'2 × Orc Archer, Orc Warrior': each name once, with its count when more than one."""
    counts = {n: names.count(n) for n in names}
    return ", ".join([f"{k} × {n}" if k > 1 else n for n, k in counts.items()])


@dataclass(frozen=True)
class RoundStarted(LogEvent):
    round: int

    @property
    def text(self) -> str:
        return f"— Round {self.round} —"


@dataclass(frozen=True)
class TurnStarted(LogEvent):
    who: str
    name: str

    @property
    def text(self) -> str:
        return f"{self.name}'s turn"


@dataclass(frozen=True)
class Moved(LogEvent):
    who: str
    name: str
    frm: tuple[float, float]
    to: tuple[float, float]
    length: float
    contact: str | None = None

    @property
    def text(self) -> str:
        tail = f", into contact with {self.contact}" if self.contact else ""
        return f"{self.name} moves {self.length:.2f} LU{tail}"


@dataclass(frozen=True)
class Attacked(LogEvent):
    kind: str  # melee, ranged
    who: str
    name: str
    target: str
    target_name: str
    die: int
    total: int
    foe_die: int
    foe_total: int
    attacker_won: bool
    bonuses: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        roll = "armor roll" if self.kind == "ranged" else "melee roll"
        winner = self.name if self.attacker_won else self.target_name
        extra = f" [{', '.join(self.bonuses)}]" if self.bonuses else ""
        return (f"{self.name} makes a {self.kind} attack on {self.target_name}: "
                f"{self.name} {die_sum(self.die, self.total)} against {self.target_name}'s "
                f"{roll} {die_sum(self.foe_die, self.foe_total)}; {winner} wins{self._why()}{extra}")

    @property
    def verdict(self) -> str:
        """The roll's result in a few words: "Orc Warrior 6 wins: 11 against 8"."""
        won, lost = (self.total, self.foe_total) if self.attacker_won else (self.foe_total, self.total)
        winner = self.name if self.attacker_won else self.target_name
        return f"{winner} wins: {won} against {lost}{self._why()}"

    def _why(self) -> str:
        """The die that decided it when the totals alone do not (R2)."""
        w_die, w_total, l_die, l_total = ((self.die, self.total, self.foe_die, self.foe_total)
                                          if self.attacker_won else
                                          (self.foe_die, self.foe_total, self.die, self.total))
        if w_total >= l_total:
            return ""
        return " (a 9)" if w_die == 9 else " (the other rolled 0)" if l_die == 0 else " (outright)"


@dataclass(frozen=True)
class BadGuyHurt(LogEvent):
    who: str
    name: str
    points: int
    vitality: int

    @property
    def text(self) -> str:
        return f"{self.name} takes {self.points} damage (Vitality {self.vitality})"


@dataclass(frozen=True)
class Vanquished(LogEvent):
    who: str
    name: str

    @property
    def text(self) -> str:
        return f"{self.name} is vanquished and removed from the field"


@dataclass(frozen=True)
class OutOfFight(LogEvent):
    who: str
    name: str

    @property
    def text(self) -> str:
        return f"{self.name} is out of the fight (taken off the field until it ends)"


@dataclass(frozen=True)
class GiftUsed(LogEvent):
    who: str
    name: str
    gift: str
    detail: str = ""

    @property
    def text(self) -> str:
        return f"{self.name} uses {self.gift}" + (f": {self.detail}" if self.detail else "")


@dataclass(frozen=True)
class GiftRefreshed(LogEvent):
    who: str
    name: str
    gift: str
    why: str

    @property
    def text(self) -> str:
        return f"{self.name} refreshes {self.gift} ({self.why})"


@dataclass(frozen=True)
class RefreshLetGo(LogEvent):
    """A hero who rolled a 9 refreshes nothing (R4: the refresh is optional)."""

    who: str
    name: str

    @property
    def text(self) -> str:
        return f"{self.name} lets the refresh go"


@dataclass(frozen=True)
class Modified(LogEvent):
    who: str
    name: str
    source: str
    amount: int | None  # None: wins outright

    @property
    def text(self) -> str:
        what = "wins outright" if self.amount is None else f"{self.amount:+d}"
        return f"{self.name} adds {self.source}: {what}"


@dataclass(frozen=True)
class ItemsSwapped(LogEvent):
    who: str
    name: str
    to_name: str
    item: str

    @property
    def text(self) -> str:
        return f"{self.name} hands {self.item} to {self.to_name}"


@dataclass(frozen=True)
class QMEvent(LogEvent):
    event: str
    detail: str = ""

    @property
    def text(self) -> str:
        return f"The Quest Master plays {self.event}" + (f": {self.detail}" if self.detail else "")


@dataclass(frozen=True)
class Decision(LogEvent):
    """Why an automatic side did what it did (the QM's reasons are for the QM's eyes)."""

    who: str
    why: str
    secret: bool = False

    @property
    def hidden(self) -> bool:
        return self.secret

    @property
    def text(self) -> str:
        return f"[{self.who}] {self.why}"


@dataclass(frozen=True)
class FightOver(LogEvent):
    outcome: str  # victory, defeat
    reason: str
    rounds: int

    @property
    def text(self) -> str:
        return f"The fight is over after {counted(self.rounds, 'round')}: {self.outcome.upper()} ({self.reason})"


@dataclass(frozen=True)
class Recovered(LogEvent):
    who: str
    name: str
    points: int
    vitality: int

    @property
    def text(self) -> str:
        return f"{self.name} regains {self.points} Vitality (Vitality {self.vitality})"


@dataclass(frozen=True)
class TurnEnded(LogEvent):
    """A hero's turn ended by itself: nothing is left that the turn could do."""

    who: str
    name: str
    why: str

    @property
    def text(self) -> str:
        return f"{self.name}'s turn ends: {self.why}"
