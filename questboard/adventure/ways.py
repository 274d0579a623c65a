"""The one way on of each paragraph (`next`): goto, query, options, checks, combat, pause, end.

A branch (`if_yes`, `on_success`, `on_victory` …) is a paragraph number, or `do:` tasks
with an optional `goto:`; a branch without `goto` continues at `in_both_cases`.
A fight's way (`FightWay`) and its goals as written (`VanquishGoal` …) are named apart from
the fight in progress and its goals (`combat.fight.Fight`, `combat.spec.Vanquish` …).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    field_validator,
    model_validator,
)

from questboard.adventure.conditions import ConditionError, parse_condition
from questboard.adventure.tasks import Task
from questboard.rules.cards import Attribute
from questboard.rules.villains import COUNT, bad_guy_count  # noqa: F401  (re-exported)

Target = Annotated[int, Field(ge=1, le=9999)]

# The rulebook's table of difficulty levels (Creating Your Own Adventures).
DIFFICULTY = {"test": {"easy": 6, "medium": 9, "hard": 11},
              "conflict": {"easy": 1, "medium": 5, "hard": 8}}


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Do(_Model):
    """Tasks to do on this branch, then `goto` (or the way's `in_both_cases`)."""

    do: list[Task] = Field(default_factory=list)
    goto: Target | None = None


Branch = Target | Do


def branch_goto(branch: Branch | None, both: int | None) -> int | None:
    """Where a branch leads: its own target, else `in_both_cases`."""
    if branch is None:
        return both
    if isinstance(branch, int):
        return branch
    return branch.goto if branch.goto is not None else both


def branch_tasks(branch: Branch | None) -> list[Any]:
    return list(branch.do) if isinstance(branch, Do) else []


def _branches_lead_on(way: Any, names: tuple[str, str]) -> None:
    both = way.in_both_cases
    for name in names:
        if branch_goto(getattr(way, name), both) is None:
            raise ValueError(f"`{name}` leads nowhere; give it a goto or add in_both_cases")


def _check_condition(text: str) -> str:
    try:
        parse_condition(text)
    except ConditionError as error:
        said = text if len(text) <= 80 else text[:79] + "…"  # a long one: its beginning
        raise ValueError(f"bad condition {said!r}: {error}") from None
    return text


class Goto(_Model):
    goto: Target


class Query(_Model):
    """A yes/no question about the table; the insertion form uses `in_both_cases`."""

    query: str
    if_yes: Branch
    if_no: Branch | None = None
    in_both_cases: Target | None = None

    @model_validator(mode="after")
    def _leads_on(self) -> Query:
        _branches_lead_on(self, ("if_yes", "if_no"))
        return self

    _condition = field_validator("query")(classmethod(lambda cls, v: _check_condition(v)))


class Option(_Model):
    label: str = Field(min_length=1)
    goto: Target
    if_: str | None = Field(default=None, alias="if")

    _condition = field_validator("if_")(
        classmethod(lambda cls, v: v if v is None else _check_condition(v)))


class Options(_Model):
    """A table of options; only those whose `if` holds are offered. With none left, the QM
    draws 1 event and play goes to `fallback`."""

    options: list[Option] = Field(min_length=1)
    fallback: Target | None = None

    @model_validator(mode="after")
    def _fallback_when_conditional(self) -> Options:
        if self.fallback is None and any(o.if_ is not None for o in self.options):
            raise ValueError("some options have an `if`: add a `fallback` for when none is left")
        return self


class Check(_Model):
    """A Test or Conflict of one hero (the party picks; the horn settles) or of all heroes."""

    check: Literal["test", "conflict"]
    attribute: Attribute
    difficulty: Literal["easy", "medium", "hard"] | Annotated[int, Field(ge=0, le=20)]
    by: Literal["one", "all"] = "one"
    need: Literal["all", "any"] = "all"
    """With `by: all`: success needs all heroes to succeed, or any one of them."""
    each_success: list[Task] = Field(default_factory=list)
    each_failure: list[Task] = Field(default_factory=list)
    """With `by: all`: tasks for each hero who succeeded / failed (`who: this`)."""
    on_success: Branch | None = None
    on_failure: Branch | None = None
    in_both_cases: Target | None = None

    @model_validator(mode="after")
    def _leads_on(self) -> Check:
        _branches_lead_on(self, ("on_success", "on_failure"))
        return self

    def target(self) -> int:
        """The number to reach (Test) or the Conflict value, before toughness."""
        if isinstance(self.difficulty, int):
            return self.difficulty
        return DIFFICULTY[self.check][self.difficulty]


class GroupCheck(_Model):
    """Seed 003's group check: named heroes roll, the totals are summed against a threshold."""

    group_check: Attribute
    heroes: Literal["all"] | list[str] = "all"
    order_by: Attribute | None = None
    threshold: dict[Annotated[int, Field(ge=1, le=4)], Annotated[int, Field(ge=1, le=99)]]
    on_success: Branch | None = None
    on_failure: Branch | None = None
    in_both_cases: Target | None = None

    @model_validator(mode="after")
    def _leads_on(self) -> GroupCheck:
        _branches_lead_on(self, ("on_success", "on_failure"))
        return self




def _check_count(value: int | str) -> int | str:
    if isinstance(value, str) and COUNT.match(value) is None:
        raise ValueError(f"{value!r} is not a count; write a number, heroes, heroes*2 or heroes+1")
    return value


Count = Annotated[int, Field(ge=0, le=20)] | Annotated[str, AfterValidator(_check_count)]


class VanquishGoal(_Model):
    vanquish: str
    """A bad guy's id or name: vanquishing it ends the fight."""


class RoundsGoal(_Model):
    rounds: int = Field(ge=1, le=20)
    """The heroes hold out this many rounds."""


class ReachGoal(_Model):
    reach: str
    """A zone of the map; `who` gets a figure into it."""
    who: Literal["heroes", "bad_guys"] = "heroes"


class HoldGoal(_Model):
    hold: str
    rounds: int = Field(ge=1, le=20)
    who: Literal["heroes", "bad_guys"] = "heroes"


Goal = (Literal["all_vanquished", "all_heroes_out"]
        | VanquishGoal | RoundsGoal | ReachGoal | HoldGoal)


def goal_text(goal: Goal, name=lambda bad_guy: bad_guy) -> str:
    """A fight's victory or defeat condition in words; `name` gives a bad guy's printed name."""
    if goal == "all_vanquished":
        return "all bad guys are vanquished"
    if goal == "all_heroes_out":
        return "all heroes are out of the fight"
    if isinstance(goal, VanquishGoal):
        return f"{name(goal.vanquish)} is vanquished"
    if isinstance(goal, RoundsGoal):
        return f"{goal.rounds} rounds have passed"
    who = "a hero" if goal.who == "heroes" else "a bad guy"
    if isinstance(goal, ReachGoal):
        return f"{who} reaches {goal.reach}"
    return f"{who} holds {goal.hold} for {goal.rounds} rounds"


class CardWhen(_Model):
    """An adventure card the fight puts in play as it begins, when `if` holds (or always)."""

    card: str
    if_: str | None = Field(default=None, alias="if")

    _condition = field_validator("if_")(
        classmethod(lambda cls, v: v if v is None else _check_condition(v)))


class Combat(_Model):
    map: str
    first: Literal["leader", "qm"] = "leader"
    bad_guys: dict[str, dict[str, Count]] = Field(min_length=1)
    """Zone -> bad guy -> count (a number or `heroes`, `heroes*2` …)."""
    victory: Goal = "all_vanquished"
    defeat: Goal = "all_heroes_out"
    rules: str | None = None
    """Special rules (the "!" on the combat map), for people to read."""
    adventure_cards: list[CardWhen] = Field(default_factory=list)
    """The adventure's cards this fight puts in play when it begins (each on its condition)."""


class FightWay(_Model):
    combat: Combat
    on_victory: Branch | None = None
    on_defeat: Branch | None = None
    in_both_cases: Target | None = None

    @model_validator(mode="after")
    def _leads_on(self) -> FightWay:
        _branches_lead_on(self, ("on_victory", "on_defeat"))
        return self


class Pause(_Model):
    """A scripted pause: the program offers to save, then play goes on at `pause`."""

    pause: Target


class End(_Model):
    end: Literal["success", "failure"]
    improvements: int | None = Field(default=None, ge=0, le=4)
    """Overrides the adventure's `rewards.improvements` for this ending."""
    gold: int = Field(default=0, ge=0, le=50)
    """Gold each hero receives at this ending."""


WAY_KINDS = ("goto", "query", "options", "check", "group_check", "combat", "pause", "end")


def _way_tag(value: Any) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return "way:int"
    if isinstance(value, BaseModel):
        return "way:" + _WAY_BY_CLASS.get(type(value), "")
    if isinstance(value, dict):
        for key in value:
            if key in WAY_KINDS:
                return "way:" + key
    return None


Way = Annotated[
    Annotated[Target, Tag("way:int")] | Annotated[Goto, Tag("way:goto")]
    | Annotated[Query, Tag("way:query")] | Annotated[Options, Tag("way:options")]
    | Annotated[Check, Tag("way:check")] | Annotated[GroupCheck, Tag("way:group_check")]
    | Annotated[FightWay, Tag("way:combat")] | Annotated[Pause, Tag("way:pause")]
    | Annotated[End, Tag("way:end")],
    Discriminator(
        _way_tag, custom_error_type="unknown_way",
        custom_error_message="not a way on; write a paragraph number or a mapping starting "
        "with one of: " + ", ".join(WAY_KINDS),
    ),
]

_WAY_BY_CLASS = {Goto: "goto", Query: "query", Options: "options", Check: "check",
                 GroupCheck: "group_check", FightWay: "combat", Pause: "pause", End: "end"}
