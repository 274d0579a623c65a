"""What happened: the events the engine returns. Each is a small frozen value with a
`text` a log can show; `hidden` ones are for the Quest Master's eyes only."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from questboard.words import counted

_WHO_FIELDS = ("hero", "to", "frm", "who", "item", "gift", "discarded")


@dataclass(frozen=True)
class LogEvent:
    """Events name heroes and cards by id; `describe` puts their names in for people."""

    @property
    def hidden(self) -> bool:
        return False

    @property
    def text(self) -> str:
        return type(self).__name__

    def describe(self, names: Mapping[str, str]) -> str:
        """`text` with hero and card ids replaced by names (`GameState.names()`)."""
        changes = {f.name: names.get(getattr(self, f.name), getattr(self, f.name))
                   for f in dataclasses.fields(self)
                   if f.name in _WHO_FIELDS and isinstance(getattr(self, f.name), str)}
        return dataclasses.replace(self, **changes).text if changes else self.text


@dataclass(frozen=True)
class Rolled(LogEvent):
    """A die of a check; `total` the die with what it is added to so far (attribute or the
    Quest Master's Conflict value, toughness in), when the check has a total to tell."""

    who: str
    die: int
    purpose: str
    total: int | None = None

    @property
    def text(self) -> str:
        said = f"{self.who} rolls {self.die} ({self.purpose})"
        return said if self.total is None else f"{said}: {die_sum(self.die, self.total)}"


@dataclass(frozen=True)
class ModifierUsed(LogEvent):
    hero: str
    source: str
    amount: int | None  # None: automatic success

    @property
    def text(self) -> str:
        what = "wins automatically" if self.amount is None else f"+{self.amount}"
        return f"{self.hero} uses {self.source}: {what}"


@dataclass(frozen=True)
class CreativeGiftAsked(LogEvent):
    """A hero offers a gift's creative use at the check (R65); the Quest Master judges."""

    hero: str
    gift: str

    @property
    def text(self) -> str:
        return f"{self.hero} offers to exhaust {self.gift} to succeed: the Quest Master judges"


@dataclass(frozen=True)
class CreativeGiftJudged(LogEvent):
    hero: str
    gift: str
    approved: bool

    @property
    def text(self) -> str:
        if self.approved:
            return f"The Quest Master approves: {self.hero} exhausts {self.gift} and succeeds"
        return f"The Quest Master rejects {self.hero}'s use of {self.gift}: it stays ready"


@dataclass(frozen=True)
class CheckResult:
    hero: str
    die: int
    total: int
    against: int
    foe_die: int | None
    success: bool


@dataclass(frozen=True)
class CheckResolved(LogEvent):
    kind: str
    attribute: str
    results: tuple[CheckResult, ...]
    group_total: int | None = None
    threshold: int | None = None

    @property
    def all_succeeded(self) -> bool:
        if self.group_total is not None:
            return self.group_total >= (self.threshold or 0)
        return all(r.success for r in self.results)

    @property
    def any_succeeded(self) -> bool:
        if self.group_total is not None:
            return self.all_succeeded
        return any(r.success for r in self.results)

    @property
    def text(self) -> str:
        if self.group_total is not None:
            said = "succeeds" if self.all_succeeded else "fails"
            return f"Group {self.attribute} check: {self.group_total} against {self.threshold}, {said}"
        parts = []
        for r in self.results:
            if r.foe_die is None:  # a Test: the hero's sum against the target number
                parts.append(f"{r.hero} {die_sum(r.die, r.total)} against {r.against}, {verdict(r)}")
            else:  # a Conflict: both sides' die, value and total (R2)
                parts.append(f"{r.hero} {die_sum(r.die, r.total)} against the Quest Master's "
                             f"{die_sum(r.foe_die, r.against)}, {verdict(r)}")
        return f"{self.attribute.capitalize()} {self.kind}: " + "; ".join(parts)

    def describe(self, names: Mapping[str, str]) -> str:
        results = tuple([dataclasses.replace(r, hero=names.get(r.hero, r.hero)) for r in self.results])
        return dataclasses.replace(self, results=results).text


@dataclass(frozen=True)
class RuleInForce(LogEvent):
    """An advanced rule chosen for this game, told at the start with what it does."""

    rule: str
    effect: str

    @property
    def text(self) -> str:
        return f"{self.rule}: {self.effect}"


@dataclass(frozen=True)
class RefreshOffered(LogEvent):
    hero: str

    @property
    def text(self) -> str:
        return f"{self.hero} rolled a 9 and may refresh one exhausted gift"


@dataclass(frozen=True)
class Damaged(LogEvent):
    hero: str
    points: int
    vitality: int

    @property
    def text(self) -> str:
        return f"{self.hero} takes {self.points} damage (Vitality {self.vitality})"


@dataclass(frozen=True)
class InjuryPending(LogEvent):
    hero: str

    @property
    def text(self) -> str:
        return f"{self.hero} is seriously injured unless healed at once"


@dataclass(frozen=True)
class SeriousInjury(LogEvent):
    hero: str
    attribute: str | None
    discarded: str | None
    out_of_fight: bool

    @property
    def text(self) -> str:
        bits = [f"{self.hero} suffers a serious injury"]
        bits.append(f"{self.attribute} −1" if self.attribute
                    else "nothing drops (every attribute is at its start value)")
        if self.discarded:
            bits.append(f"loses {self.discarded}")
        bits.append("all gifts exhausted")
        if self.out_of_fight:
            bits.append("out of the fight")
        return ", ".join(bits)


@dataclass(frozen=True)
class Healed(LogEvent):
    hero: str
    points: int
    vitality: int

    @property
    def text(self) -> str:
        if self.points == 0:
            return f"{self.hero} is already at full Vitality ({self.vitality})"
        return f"{self.hero} regains {self.points} Vitality (Vitality {self.vitality})"


@dataclass(frozen=True)
class GoldChanged(LogEvent):
    hero: str
    delta: int
    gold: int
    why: str

    @property
    def text(self) -> str:
        if self.delta == 0:  # a loss that found no gold to take (or a reward of nothing)
            return f"{self.hero} has no gold to lose" if self.why == "lost" else \
                f"{self.hero} gains no gold ({self.why}); has {self.gold}"
        if self.why == "lost":
            return f"{self.hero} loses {abs(self.delta)} gold; has {self.gold}"
        sign = "gains" if self.delta > 0 else "pays"
        return f"{self.hero} {sign} {abs(self.delta)} gold ({self.why}); has {self.gold}"


@dataclass(frozen=True)
class ItemMoved(LogEvent):
    item: str
    to: str | None  # hero id, or None for back to the supply
    frm: str | None
    why: str

    @property
    def text(self) -> str:
        if self.to is None:
            return f"{self.frm} gives up {self.item} ({self.why})"
        if self.frm is None:
            return f"{self.to} gets {self.item} ({self.why})"
        return f"{self.frm} gives {self.item} to {self.to}"


@dataclass(frozen=True)
class LimitExceeded(LogEvent):
    hero: str
    what: str  # "equipment" or "gifts"
    over: int

    @property
    def text(self) -> str:
        return f"{self.hero} carries {self.over} {_one(self.what, self.over)} too many and must give some up now"


@dataclass(frozen=True)
class GiftChanged(LogEvent):
    hero: str
    gift: str
    change: str  # drawn, discarded, exhausted, refreshed, used
    drawn: bool = False  # drawn from a pile: the table has seen its top card

    @property
    def text(self) -> str:
        return f"{self.hero}: {self.gift} {self.change}"


@dataclass(frozen=True)
class AttributeChanged(LogEvent):
    hero: str
    attribute: str
    value: int
    why: str

    @property
    def text(self) -> str:
        return f"{self.hero}'s {self.attribute} is now {self.value} ({self.why})"


@dataclass(frozen=True)
class HornPassed(LogEvent):
    frm: str
    to: str
    decision: str = ""

    @property
    def text(self) -> str:
        why = f" after deciding: {self.decision}" if self.decision else ""
        return f"{self.frm} sounds the horn{why}; {self.to} now leads"


@dataclass(frozen=True)
class EventsDrawn(LogEvent):
    events: tuple[str, ...]
    ignored: int = 0

    @property
    def hidden(self) -> bool:
        return True

    @property
    def text(self) -> str:
        extra = f" ({self.ignored} ignored: the pile is empty)" if self.ignored else ""
        return f"The Quest Master draws {counted(len(self.events), 'event')}{extra}"


@dataclass(frozen=True)
class EventsDiscarded(LogEvent):
    events: tuple[str, ...]

    @property
    def text(self) -> str:
        if not self.events:
            return "The Quest Master holds no event to discard"
        return f"The Quest Master discards {counted(len(self.events), 'event')}"


@dataclass(frozen=True)
class EventPlayed(LogEvent):
    event: str

    @property
    def text(self) -> str:
        return f"The Quest Master plays the event {self.event}"


def die_sum(die: int, total: int) -> str:
    """'2 + 4 = 6': the die, the value added to it (attribute, bonuses, toughness), the total."""
    value = total - die
    return f"{die} {'+' if value >= 0 else '−'} {abs(value)} = {total}"


def verdict(r: CheckResult) -> str:
    """'succeeds' or 'fails', with why when a die or a card decides against the sums."""
    return ("succeeds" if r.success else "fails") + _why(r)


def _why(r: CheckResult) -> str:
    """Why the verdict goes against the sums, when it does: a die that decides (R1, R2), or a
    card that wins outright."""
    by_sum = r.total >= r.against
    if r.success == by_sum:
        return ""
    if r.foe_die is None:
        if r.success:
            return " (a 9 always succeeds)" if r.die == 9 else " (won outright)"
        return " (a 0 always fails)" if r.die == 0 else ""
    if r.success:
        return (" (a 9 wins)" if r.die == 9 else " (the Quest Master rolled 0)" if r.foe_die == 0
                else " (won outright)")
    return " (a 0 loses)" if r.die == 0 else " (the Quest Master rolled 9)" if r.foe_die == 9 else ""


def _one(what: str, n: int) -> str:
    """'gifts' -> 'gift' when there is one; equipment has no plural."""
    return what[:-1] if n == 1 and what.endswith("s") else what
