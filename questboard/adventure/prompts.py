"""What the runner waits for next: one frozen Prompt value after every step."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Prompt:
    @property
    def hidden(self) -> bool:
        """True when only the Quest Master should see this prompt (and decide it)."""
        return False


@dataclass(frozen=True)
class CheckInfo:
    """A check as the players see it: kind, attribute, the number to beat (toughness in)."""

    kind: str  # "test", "conflict" or "group"
    attribute: str
    target: int  # Test: target number; Conflict: the QM's value; group: the threshold
    by: str = "one"  # "one", "all" or "group"
    # Uncertain Checks (R66): the attribute and target are kept from the heroes for now.
    secret: bool = field(default=False, metadata={"since": "R66"})
    # Two toughness bonuses (R81): (hero, name, his target) for each hero who may attempt it
    # and faces another target than `target`, his own bonus standing apart from the veterans'.
    apart: tuple[tuple[str, str, int], ...] = field(default=(), metadata={"since": "R81"})

    def target_of(self, hero: str) -> int:
        """The number this hero faces (his own toughness bonus in, R81)."""
        return next((t for h, _, t in self.apart if h == hero), self.target)

    @property
    def told(self) -> str:
        """The check as the heroes may hear it now (`text` once it is no secret)."""
        return "A check (what it tests is told once a hero is chosen)" if self.secret else self.text

    @property
    def text(self) -> str:
        if self.kind == "group":
            return f"Group {self.attribute.capitalize()} check: reach {self.target} together"
        what = "target" if self.kind == "test" else "against"
        others = "".join([f"; {t} for {name}" for _, name, t in self.apart])
        return f"{self.attribute.capitalize()} {self.kind} ({what} {self.target}{others})"


@dataclass(frozen=True)
class OptionChoice:
    index: int  # position in the paragraph's option table
    label: str


@dataclass(frozen=True)
class ChooseOption(Prompt):
    options: tuple[OptionChoice, ...]


@dataclass(frozen=True)
class ChooseHero(Prompt):
    """Someone must be picked for a task (`who: one`); the horn settles a dispute."""

    purpose: str
    heroes: tuple[str, ...]


@dataclass(frozen=True)
class ChooseLeader(Prompt):
    """Setting out: these heroes tie on the highest Charisma; the party picks the leader (R13)."""

    heroes: tuple[str, ...]


@dataclass(frozen=True)
class ChooseDisputed(Prompt):
    """Setting out: veterans wrote down more copies of some cards than the box holds; the
    hero whose turn it is takes one of `cards` or leaves them to the others (R80). `centre`:
    every disputed card still there, with its copies."""

    hero: str
    cards: tuple[str, ...]
    centre: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class ChooseParticipant(Prompt):
    """Who rolls the check; the horn settles a dispute."""

    check: CheckInfo
    heroes: tuple[str, ...]


@dataclass(frozen=True)
class ChooseOrder(Prompt):
    """A group check: the party may change the order (default: highest attribute first)."""

    check: CheckInfo
    order: tuple[str, ...]


@dataclass(frozen=True)
class CheckToRoll(Prompt):
    check: CheckInfo
    heroes: tuple[str, ...]


@dataclass(frozen=True)
class Roll:
    hero: str
    die: int
    foe_die: int | None
    bonus: int
    auto: bool


@dataclass(frozen=True)
class ModifyWindow(Prompt):
    """The dice are down: items and gifts may still change the result (R5), then resolve."""

    check: CheckInfo
    rolls: tuple[Roll, ...]
    refresh_offers: tuple[str, ...] = ()
    # Creative Use of Gifts (R65): the (hero, gift) the Quest Master must judge; who may offer.
    creative: tuple[str, str] | None = field(default=None, metadata={"since": "R65"})
    creative_heroes: tuple[str, ...] = field(default=(), metadata={"since": "R65"})


@dataclass(frozen=True)
class GroupRoll(Prompt):
    """A group check (seed 003): `hero` rolls next and may first declare bonuses from
    `sources`; `rolls` are the dice already down."""

    check: CheckInfo
    hero: str
    sources: tuple[str, ...]
    rolls: tuple[Roll, ...] = ()


@dataclass(frozen=True)
class ChooseGifts(Prompt):
    """The owner picks which gifts a task exhausts, refreshes or discards."""

    hero: str
    count: int
    gifts: tuple[str, ...]
    purpose: str  # "exhaust", "refresh" or "discard"


@dataclass(frozen=True)
class Distribute(Prompt):
    """Found things to share out among the heroes (the horn settles a dispute)."""

    items: tuple[str, ...]
    gold: int


@dataclass(frozen=True)
class ShopOffer:
    item: str
    gold: int  # the card's value; each hero's Charisma discount applies when buying


@dataclass(frozen=True)
class Shop(Prompt):
    offers: tuple[ShopOffer, ...]


@dataclass(frozen=True)
class InjuryChoices:
    """What the player of a seriously injured hero may choose (R6, R19): one of `attributes`
    drops and one of `items` is discarded; an empty tuple means there is nothing to choose
    there (R35: when no attribute is above its start value, none drops)."""

    hero: str
    attributes: tuple[str, ...]
    items: tuple[str, ...]


@dataclass(frozen=True)
class SettleFirst(Prompt):
    """A serious injury or an over-limit must be settled before play goes on (R6, R8)."""

    reason: str
    injury: InjuryChoices | None = None  # set when it is a serious injury that waits


ZONE_KINDS = ("hero", "minion", "arch_villain")  # a zone of a combat may name a kind of zone


@dataclass(frozen=True)
class BadGuyGroup:
    zone: str  # a start zone's id, or a kind of zone (ZONE_KINDS: spread over those zones)
    bad_guy: str
    count: int

    @property
    def where(self) -> str:
        """'in toll-house-goblins', or for a kind 'in the minion zones' (the map decides
        which; the fight's set-up tells where each one stands)."""
        if self.zone in ZONE_KINDS:
            return f"in the {self.zone.replace('_', ' ')} zones"
        return f"in {self.zone}"


@dataclass(frozen=True)
class CardInFight:
    """An adventure card in play as a fight begins (R77): its name and text, and what it does
    there in words."""

    id: str
    name: str
    text: str
    effect: str  # "the bad guys act first"


@dataclass(frozen=True)
class RequestedCombat:
    """The fight a paragraph asks for, counts already set for this party's size: everything
    the combat engine needs to build its own `combat.spec.CombatSpec`."""

    map: str
    first: str  # "leader" or "qm"
    groups: tuple[BadGuyGroup, ...]
    victory: Any  # a Goal of questboard.adventure.ways
    defeat: Any
    rules: str | None
    overrides: tuple[tuple[str, Any], ...] = ()  # bad guy id -> QM sheet override
    cards: tuple[CardInFight, ...] = field(default=(), metadata={"since": "R77"})
    """The adventure cards in play that changed this fight (already counted in it)."""
    bonuses: tuple[tuple[str, str, int], ...] = field(default=(), metadata={"since": "R77"})
    """(side, deftness or a combat roll, amount) from those cards, for the fight's rolls."""


@dataclass(frozen=True)
class CombatRequest(Prompt):
    """The runner does not fight: it waits for a CombatResult."""

    combat: RequestedCombat


@dataclass(frozen=True)
class Paused(Prompt):
    """A scripted pause: a good moment to save; Continue goes on."""

    paragraph: int


@dataclass(frozen=True)
class Improve(Prompt):
    """A successful ending: this hero raises attributes (R14), `remaining` more times."""

    hero: str
    remaining: int
    attributes: tuple[str, ...]


@dataclass(frozen=True)
class Ended(Prompt):
    outcome: str  # "success" or "failure"
    paragraph: int


_ASKS = {
    ChooseOption: "the party to choose an option", ChooseHero: "the party to pick a hero",
    ChooseLeader: "the party to pick the leader", ChooseDisputed: "a hero to take a disputed card",
    ChooseParticipant: "the party to say who rolls", ChooseOrder: "the order of the group check",
    CheckToRoll: "the roll of the check", GroupRoll: "the next roll of the group check",
    ModifyWindow: "bonuses on the roll, or 'done'", ChooseGifts: "a hero to choose gifts",
    Distribute: "the finds to be shared out", Shop: "purchases at the shop, or 'leave'",
    SettleFirst: "an injury or a limit to be settled", CombatRequest: "the fight's result",
    Paused: "the pause to end ('continue')", Improve: "a hero to raise an attribute",
    Ended: "nothing: the adventure is over",
}


def asks(prompt: Prompt | None) -> str:
    """What the story waits for, in words ("the party to choose an option")."""
    if prompt is None:
        return "nothing"
    return _ASKS.get(type(prompt), "an answer")
