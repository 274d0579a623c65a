"""Whose turn it is in a fight and what is left of it, in the words the battlefield's side
panel and text mode show: the round, whose turn, the move and action left, the heroes'
Vitality, the bad guys left; who the fight waits for and which pieces may be moved now."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.combat.authority import asked_now
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import Fighter
from questboard.combat.previews import plan_move
from questboard.combat.previews.moves import standing_plan
from questboard.combat.turns import can_move
from questboard.play.viewdata import ViewData
from questboard.play.waiting import PARTY, QM
from questboard.words import counted


@dataclass(frozen=True)
class RosterLine(ViewData):
    """A hero on the tracker: name, side, Vitality (0 when out of the fight) and its top."""

    name: str
    side: str
    vitality: int
    max_vitality: int


@dataclass(frozen=True)
class TrackerView(ViewData):
    """The turn tracker as the side panel shows it."""

    round: int
    whose: str  # "Karomin's turn", "The Quest Master's turn", "" before the first turn
    left: tuple[str, ...]  # "Now moving: …", "Move: 1 move left (bar 1.20 LU)  ·  Action: ready"
    roster: tuple[RosterLine, ...]
    bad_left: int
    rules: str = ""  # the fight's special rules, as the adventure words them ("" when none)
    cards: tuple[str, ...] = ()  # the adventure cards changing this fight: "Surprise Attack — the heroes act first"


@dataclass(frozen=True)
class TurnView(ViewData):
    """What the fighter on turn may still do (R12), as numbers and in text mode's words."""

    who: str
    moves: int
    actions: int
    melee: int
    ranged: int
    gift: str | None  # the turn gift that shaped this turn (Charge …)
    moved: bool
    shot: bool
    may_move: bool  # a move is left that may still be used
    move_bar: float
    words: str  # "1 move and 1 action left; no shooting after a move"


@dataclass(frozen=True)
class AskedView(ViewData):
    """One side the fight would take an action from now: a hero id, QM or PARTY, the
    fighter acting, why, and the kinds of action it may send."""

    side: str
    fighter: str | None
    why: str
    actions: tuple[str, ...]


def asked_sides(game) -> tuple[AskedView, ...]:
    out = []
    for a in game.waiting:  # plain loops: on every revision of a fight
        names = []
        for t in a.actions:
            names.append(t.__name__)
        out.append(AskedView(a.side, a.fighter, a.why, tuple(names)))
    return tuple(out)


def main_side(asked: tuple[AskedView, ...]) -> AskedView | None:
    """The side the fight waits for (the first that is not the party's), or None."""
    for a in asked:
        if a.side != PARTY:
            return a
    return None


def active_plan(fight: Fight):
    """The move plan of the fighter on turn standing still (his bar and whether he may move
    now), asked once for the tracker and the turn; None when nobody on the field is on turn."""
    b = fight.turn
    who = b.who if b is not None else None
    return standing_plan(fight, who) if who in fight.field.pieces else None


def tracker(game, fight: Fight, plan=None, names: dict | None = None) -> TrackerView:
    names = game.names() if names is None else names  # the caller's, when it has them
    active = fight.active
    whose, left = "", []
    if fight.phase == "qm":
        whose = "The Quest Master's turn"
        if active:
            left.append(f"Now moving: {names.get(active, active)}")
    elif active:
        whose = f"{names.get(active, active)}'s turn"
    budget = fight.turn
    if active and budget is not None and active in fight.field.pieces:
        left.append(f"{_move_words(fight, active, budget, plan)}  ·  {_action_words(budget)}")
    roster, bad_left = [], 0
    for f in fight.fighters.values():
        if f.is_hero:
            top = f.hero.max_vitality if f.hero is not None else f.max_vitality
            roster.append(RosterLine(f.name, f.side, f.current_vitality() if not f.off_field else 0, top))
        elif not f.off_field:
            bad_left += 1
    rules = " ".join((getattr(fight.spec, "rules", None) or "").split())
    cards = tuple([f"{c.name} — {c.effect}" for c in getattr(fight.spec, "cards", ())])
    return TrackerView(fight.round, whose, tuple(left), tuple(roster), bad_left, rules, cards)


def _move_words(fight: Fight, active: str, budget: TurnBudget, plan=None) -> str:
    if plan is None or plan.who != active:
        plan = plan_move(fight, active, fight.field.pieces[active].at)
    if plan.may_move:
        more = counted(budget.moves, "move") if budget.moves > 1 else "1 move"
        return f"Move: {more} left (bar {plan.bar:.2f} LU)"
    return "Move: used" if budget.moves < 1 else "Move: not now"


def _action_words(budget: TurnBudget) -> str:
    if not budget.special:
        return "Action: ready" if budget.actions > 0 else "Action: spent"
    parts = []
    if budget.melee:
        parts.append(f"{budget.melee} melee")
    if budget.ranged:
        parts.append(f"{budget.ranged} ranged")
    if not parts:
        return f"{budget.gift}: attacks spent"
    one = budget.melee + budget.ranged == 1
    return f"{budget.gift}: " + ", ".join(parts) + (" attack left" if one else " attacks left")


def turn_view(fight: Fight, plan=None) -> TurnView | None:
    b = fight.turn
    if b is None or b.who not in fight.fighters:
        return None
    f = fight.fighters[b.who]
    if plan is None or plan.who != b.who:
        plan = plan_move(fight, b.who, fight.field.pieces[b.who].at) if b.who in fight.field.pieces else None
    bar = plan.bar if plan is not None else 0.0
    return TurnView(b.who, b.moves, b.actions, b.melee, b.ranged, b.gift, b.moved, b.shot,
                    can_move(b), bar, budget_words(fight, f))


def _count(n: int, what: str) -> str:
    return f"no {what}" if n <= 0 else counted(n, what)


def budget_words(fight: Fight, f: Fighter) -> str:
    """What the fighter may still do this turn, in words that never contradict themselves:
    a move that may not be used is not counted as left ('no moving after a shot')."""
    b = fight.turn
    if b is None or b.who != f.id:
        return "waiting"
    if b.special:
        acts = f"{_count(b.melee, 'melee attack')}, {_count(b.ranged, 'ranged attack')}"
        prefix, action_left = f"{b.gift}: ", b.melee > 0 or b.ranged > 0
    else:
        acts, prefix, action_left = _count(b.actions, "action"), "", b.actions > 0
    if b.moves > 0 and not can_move(b):
        why = "no moving after a shot" if b.shot else f"with {b.gift} the moves come before the attack"
        return f"{prefix}{acts} left; {why}"
    left = f"{prefix}{_count(b.moves, 'move')} and {acts} left"
    if b.moved and not b.move_despite_ranged and action_left and (b.ranged > 0 or not b.special):
        left += "; no shooting after a move"
    return left


@dataclass(frozen=True)
class Movers(ViewData):
    """Which bases a drag may move now, and with which fighter the mouse acts. `side` is
    whose they are (a hero id or QM): a window that lets the automatic Quest Master play
    ignores the QM's. In the Quest Master's turn with no bad guy active, every bad guy not
    yet done may be picked (`pieces`), and `actor` is None until one is selected."""

    side: str
    pieces: tuple[str, ...]  # may be dragged now (the rules may still refuse the move)
    actor: str | None  # acts with the mouse: the hero on turn, or the bad guy on turn
    attacks: bool  # the side may attack now (melee)


def movers(fight: Fight, asked: tuple[AskedView, ...]) -> Movers | None:
    main = main_side(asked)
    if main is None or not ({"Move", "MeleeAttack"} & set(main.actions)):
        return None
    attacks = "MeleeAttack" in main.actions
    moves = "Move" in main.actions
    if main.side != QM:
        pieces = (main.fighter,) if main.fighter and moves else ()
        return Movers(main.side, pieces, main.fighter, attacks)
    if fight.active:
        return Movers(QM, (fight.active,) if moves else (), fight.active, attacks)
    bad = tuple([f.id for f in fight.in_play("bad_guy") if f.id not in fight.finished])
    return Movers(QM, bad if moves else (), None, attacks)


def waiting_words(fight: Fight) -> str:
    """Why the fight waits, as text mode prompts it ('fight: …')."""
    return asked_now(fight).why


__all__ = ["AskedView", "Movers", "RosterLine", "TrackerView", "TurnView", "active_plan", "asked_sides",
           "budget_words", "main_side", "movers", "tracker", "turn_view", "waiting_words"]
