"""Who may answer a fight now: `waiting_for` (whose answer the fight needs, and which actions)
and `not_theirs` (why an action is not its side's to give). Its own module, for the engine
asks it before any handler and the previews word their refusals as the engine does."""

from __future__ import annotations

from contextvars import ContextVar

from questboard.combat import actions as A
from questboard.combat import conflict
from questboard.combat.effects_index import kinds
from questboard.combat.fight import HEROES, Fight, Waiting

_TURN = ("Move", "MeleeAttack", "RangedAttack", "UseGift", "UseItem", "SellItem", "SwapItem",
         "EndTurn")


def waiting_for(fight: Fight) -> Waiting:
    """Whose answer the fight needs now, and which actions they may give."""
    if fight.over:
        r = fight.result
        return Waiting(None, None, (), f"The fight is over: {r.outcome} ({r.reason})")
    if fight.state.pending_injuries:
        hero = fight.fighters[fight.state.pending_injuries[0].hero]
        return Waiting(hero.id, hero.id, ("ResolveInjury", "UseGift", "UseItem", "SellItem"),
                       f"{hero.name} is seriously injured unless healed at once")
    if fight.conflict is not None:
        c = fight.conflict
        loser = conflict.losing_side(fight, c)
        who = conflict.controller(loser)
        return Waiting(who, loser.id, ("Modify", "Pass"),
                       f"{loser.name} is losing the roll and may add a bonus")
    nine = conflict.refresh_asked(fight)
    if nine is not None:
        return Waiting(nine.id, nine.id, ("RefreshGift", "Pass"),
                       f"{nine.name} rolled a 9 and may refresh an exhausted gift")
    if fight.reaction is not None:
        r = fight.reaction
        f = fight.fighters[r.who]
        who = f.id if f.is_hero else A.QM
        return Waiting(who, f.id, ("UseGift", "Pass"),
                       f"{f.name} may strike back with {r.gift}")
    if fight.phase == HEROES:
        hero = fight.fighters[fight.active]
        key = (hero.id, hero.name)
        found = _TURNS.get(key)
        if found is None:
            if len(_TURNS) > 1024:
                _TURNS.clear()
            found = _TURNS[key] = Waiting(hero.id, hero.id, _TURN, f"{hero.name}'s turn: one move and one action")
        return found
    found = _QM_TURNS.get(fight.active)
    if found is None:
        if len(_QM_TURNS) > 1024:
            _QM_TURNS.clear()
        found = _QM_TURNS[fight.active] = Waiting(A.QM, fight.active, _QM_TURN,
                                                  "The Quest Master moves his bad guys one by one")
    return found


# The turns' answers are asked before every action: each is made once (they are frozen).
_QM_TURN = ("Move", "MeleeAttack", "RangedAttack", "UseGift", "EndTurn", "PlayEvent")
_TURNS: dict[tuple[str, str], Waiting] = {}
_QM_TURNS: dict[str | None, Waiting] = {}


_SETTLED: ContextVar[tuple[Fight, Waiting] | None] = ContextVar("settled", default=None)


class settled:  # noqa: N801 - used as a `with` statement, like contextlib's lower-case helpers
    """While reading `fight` without changing it (building views, previews), whom it waits
    for is `waiting`, worked out once: `asked_now` gives it instead of working it out again."""

    __slots__ = ("known", "token")

    def __init__(self, fight: Fight, waiting: Waiting) -> None:
        self.known = (fight, waiting)

    def __enter__(self) -> None:
        self.token = _SETTLED.set(self.known)

    def __exit__(self, *exc: object) -> None:
        _SETTLED.reset(self.token)


def asked_now(fight: Fight) -> Waiting:
    """`waiting_for(fight)`, or what `settled` says of it while the fight is being read."""
    known = _SETTLED.get()
    if known is not None and known[0] is fight:
        return known[1]
    return waiting_for(fight)


# Free actions: the rulebook lets heroes use items and sell them "at any time", a 9 lets a
# hero or an arch villain refresh a gift right away (R4; an arch villain's extra refresh is
# "freely"), and the Quest Master "may play an event at any time". Gifts without "!" are
# free as well (`is_free`). The handlers still check the moment (a roll waiting for bonuses,
# an event only for the start of his turn, a silence …).
# Actions the rules allow at any moment, whoever is being asked (gifts: see is_free).
FREE = (A.UseItem, A.SellItem, A.RefreshGift, A.PlayEvent)


def side_named(fight: Fight, who: str) -> str | None:
    """The side `who` answers for (a hero's id, or QM for his bad guys); None if not here."""
    if who == A.QM:
        return A.QM
    f = fight.fighters.get(who)
    return None if f is None else conflict.controller(f)


def side_of(fight: Fight, action: A.FightAction) -> str | None:
    """The side answering with `action`: a hero's id, QM for the Quest Master and his bad
    guys, or None when it names nobody in this fight."""
    if isinstance(action, A.PlayEvent):
        return A.QM
    return side_named(fight, action.who)


def is_free(fight: Fight, action: A.FightAction) -> bool:
    """Whether the rules allow `action` at any moment, whoever is being asked."""
    if isinstance(action, FREE):
        return True
    if isinstance(action, A.UseGift):
        card = fight.state.cards.gifts.get(action.gift)
        return card is not None and not card.turn_only and "counter_attack" not in kinds(card)
    return False


def not_theirs(fight: Fight, action: A.FightAction, asked: Waiting | None = None) -> str | None:
    """Why `action` is not its side's to give now (None: the handler decides): the fight is
    over, it names nobody here, or `waiting_for` asks another side and it is no free action.
    `asked`: whom the fight waits for, when the caller knows it already."""
    w = asked if asked is not None else asked_now(fight)
    if fight.result is not None:  # `fight.over`, written out: asked of every action and preview
        return w.why
    side = side_of(fight, action)
    if side is None:
        who = getattr(action, "who", "?")
        return f"There is no '{who}' in this fight"
    if side == w.who or is_free(fight, action):
        return None
    return not_asked(fight, w, side)


def _name(fight: Fight, side: str | None) -> str:
    return "the Quest Master" if side == A.QM else fight.fighters[side].name


def not_asked(fight: Fight, w: Waiting, side: str | None) -> str:
    """A player's reason: who is being asked, and for what."""
    asked = _name(fight, w.who)
    if fight.state.pending_injuries:
        return f"{asked} is seriously injured: it is for {asked} to settle that first (or to be healed at once)"
    if fight.conflict is not None:
        loser = fight.fighters[w.fighter].name
        return f"{loser} is losing the roll: it is for {asked} to add a bonus or let it go"
    nine = conflict.refresh_asked(fight)
    if nine is not None:
        return f"{nine.name} rolled a 9: it is for {asked} to refresh a gift or let it go"
    if fight.reaction is not None:
        f = fight.fighters[fight.reaction.who]
        gift = fight.state.cards.gifts[fight.reaction.gift].name
        return f"{f.name} may strike back with {gift}: it is for {asked} to answer or let it go"
    sender = _name(fight, side) if side is not None else "everyone else"
    if fight.phase == HEROES:
        return f"It is {asked}'s turn; {sender} must wait"
    return f"It is the Quest Master's turn; {sender} must wait"
