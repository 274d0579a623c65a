"""The fight view: everything a seat needs to draw and play the fight in progress, as plain
data built once per revision of the game. The Quest Master's view holds all of it; `for_seat`
leaves out what another seat may not see (QM-only log lines, secret goals) or does not
answer (questions, uses and moves of other sides)."""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

from questboard.combat import events as E
from questboard.combat.authority import asked_now
from questboard.combat.fight import Fight
from questboard.play.fight_field import FieldShape, FighterView, field_shape, fighters
from questboard.play.fight_questions import FightQuestion, RollView, injuries, question, roll
from questboard.play.fight_turn import (
    AskedView,
    Movers,
    TrackerView,
    TurnView,
    active_plan,
    asked_sides,
    main_side,
    movers,
    tracker,
    turn_view,
)
from questboard.play.fight_uses import (
    CardEffects,
    CardUse,
    HeroCards,
    card_effects,
    card_uses,
    quick_uses,
    turn_ends,
)
from questboard.play.kept import KeptParts
from questboard.play.seats import Seat
from questboard.play.viewdata import AdventureCardView, Choice, LogLine, Point, ViewData


@dataclass(frozen=True)
class FightView(ViewData):
    """The fight now: the field and its fighters, the round and whose turn (as the tracker
    and text mode say it), who the fight waits for and which pieces may move, the question
    pending with the rules' answers, the heroes' card uses and quick uses, the goals when
    this seat may know them, and the fight's log since it began; the roll in the modify
    window, every serious injury waiting, and what each carried card does."""

    field: FieldShape
    fighters: tuple[FighterView, ...]
    round: int
    phase: str  # heroes, qm, over
    active: str | None  # the fighter on turn
    over: bool
    waiting: str  # why the fight waits, in words ("Karomin's turn: one move and one action")
    asked: tuple[AskedView, ...]
    tracker: TrackerView
    turn: TurnView | None
    movers: Movers | None
    question: FightQuestion | None
    uses: tuple[CardUse, ...]
    quick_uses: tuple[HeroCards, ...]
    turn_ends: tuple[Choice, ...]
    refresh_offers: tuple[str, ...]  # heroes who rolled a 9 and may refresh a gift (R4)
    goals: str | None  # None when this seat may not know them (Uncertain Circumstances)
    goals_hidden: bool
    trail: tuple[tuple[Point, Point], ...]  # this turn's moves so far, as drawn on the field
    log: tuple[LogLine, ...]
    log_start: int  # where the fight began in `game.told`
    roll: RollView | None = None  # the attack in the modify window
    injuries: tuple[FightQuestion, ...] = ()  # every serious injury waiting (the first is `question`)
    effects: tuple[CardEffects, ...] = ()  # what each carried card does, as typed commands need it
    adventure_cards: tuple[AdventureCardView, ...] = ()  # the adventure cards changing this fight (R77)

    def fighter(self, fid: str) -> FighterView | None:
        return self.by_id.get(fid)

    @functools.cached_property
    def by_id(self) -> dict[str, FighterView]:
        """The fighters by id (`fighter(fid)` is `by_id.get(fid)`: read without a call once made)."""
        return {f.id: f for f in self.fighters}

    @functools.cached_property
    def pieces(self) -> tuple[FighterView, ...]:
        """The fighters with a base on the field."""
        return tuple([f for f in self.fighters if f.at is not None])


def fight_view(game, kept: KeptParts | None = None) -> FightView | None:
    """The whole fight view (the Quest Master's), or None when no fight is on; with `kept`,
    the parts whose inputs did not change since they were made are the ones made then."""
    fight: Fight | None = game.fight
    if fight is None:
        return None
    over = fight.over
    asked = asked_sides(game) if not over else ()
    main = main_side(asked)
    move = movers(fight, asked)
    actor = move.actor if move is not None else None
    offered = frozenset([a for side in asked for a in side.actions])
    uses = card_uses(game, fight, kept)
    start = fight_start(game.told)
    spec = fight.spec
    why = main.why if main is not None else asked_now(fight).why  # the rules' words, asked once
    plan = active_plan(fight)
    names = game.names()  # read, never changed: the tracker's and the turn's end's
    return FightView(
        field_shape(fight), fighters(fight, kept), fight.round, fight.phase, fight.active, over,
        why, asked, tracker(game, fight, plan, names), turn_view(fight, plan), move,
        question(game, fight), uses, quick_uses(game, fight, offered, actor, uses, kept),
        turn_ends(game, fight, main.side if main else None, actor, kept, names),
        tuple(fight.state.refresh_offers),
        f"Victory: {spec.victory.describe()}; defeat: {spec.defeat.describe()}", fight.goals_hidden,
        _trail(game.told, start), _log(game, start), start, roll(fight), injuries(game, fight),
        card_effects(game, fight, kept),
        tuple([AdventureCardView(c.name, c.text, c.effect) for c in spec.cards]))


def typed_names(game) -> dict[str, str]:
    """Id -> name of what a player may name in a fight: every fighter and every card (a
    hero's id names the hero); the maps' titles are not among them."""
    fight: Fight = game.fight
    names = {f.id: f.name for f in fight.fighters.values()}
    names.update(fight.state.names())
    return names


def fight_start(told) -> int:
    """Where the fight now on began in the game's log."""
    for i in range(len(told) - 1, -1, -1):
        if isinstance(told[i].event, E.FightStarted):
            return i
    return len(told)


def _trail(told, start: int) -> tuple[tuple[Point, Point], ...]:
    """The moves since the last turn began (the active piece's, or every bad guy's)."""
    out = []
    for i in range(len(told) - 1, start - 1, -1):
        e = told[i].event
        if isinstance(e, E.TurnStarted):
            break
        if isinstance(e, E.Moved):
            out.append((tuple(e.frm), tuple(e.to)))
    return tuple(reversed(out))


def _log(game, start: int) -> tuple[LogLine, ...]:
    at = [(i, t) for i, t in enumerate(game.told[start:], start) if t.source == "fight"]
    words = game.words_of([t for _, t in at])
    return tuple([LogLine(w, t.public, i) for w, (i, t) in zip(words, at, strict=True)])


def for_seat(view: FightView, seat: Seat, goals_public: bool) -> FightView:
    """What `seat` sees of the fight: the Quest Master all of it; a hero the questions,
    uses and moves that are his to answer; the table none of them. QM-only log lines and
    secret goals only in the Quest Master's view."""
    if seat.is_quest_master:
        return view
    mine = seat.sides()  # `seat.answers`, as a set: asked of every use, row and question
    log = tuple([line for line in view.log if line.public])
    goals = view.goals if goals_public else None
    if not mine:  # the table answers for nobody: none of what is asked of a side is its
        return dataclasses.replace(view, movers=None, question=None, uses=(), quick_uses=(), turn_ends=(),
                                   injuries=(), goals=goals, log=log)
    q = view.question if view.question is not None and view.question.who in mine else None
    return dataclasses.replace(
        view,
        movers=view.movers if view.movers is not None and view.movers.side in mine else None,
        question=q,
        uses=tuple([u for u in view.uses if u.who in mine]),
        quick_uses=tuple([r for r in view.quick_uses if r.hero in mine]),
        turn_ends=tuple([c for c in view.turn_ends if c.who in mine]),
        injuries=tuple([q for q in view.injuries if q.who in mine]),
        goals=goals, log=log)


__all__ = ["FightView", "LogLine", "fight_start", "fight_view", "for_seat", "typed_names"]
