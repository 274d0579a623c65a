"""Who may act now: every side the game would take an action from, each with the typed
actions it may send. Several sides at once where the rules allow it (any hero may drink a
potion in the Quest Master's turn; the side losing a roll answers the modify window)."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.combat import actions as F
from questboard.combat.authority import asked_now
from questboard.combat.fight import Fight, Waiting
from questboard.play.actions import FIGHT_ACTIONS, FightAutomatically, FightHere
from questboard.rules import actions as R

QM = F.QM
PARTY = "party"  # the table deciding for the heroes together (story choices, fight modes)


@dataclass(frozen=True)
class Asked:
    """One side that may act: `side` is a hero id, QM or PARTY; `actions` the action types
    it may send; `fighter` the fighter acting (in a fight); `prompt` the story's question."""

    side: str
    actions: tuple[type, ...]
    why: str
    fighter: str | None = None
    prompt: P.Prompt | None = None


@dataclass(frozen=True)
class QMMove:
    """The automatic Quest Master's next decision, not yet applied: the action, his reason
    (for the Quest Master's eyes), and what to do instead should the action be refused."""

    action: F.FightAction
    why: str
    fallback: F.FightAction


# Any time outside a fight (rulebook: "at any time"); during a settle-first only these settle.
ANY_TIME = (R.SellItem, R.SwapItem, R.GiveGold, R.UseItem, R.DiscardItem, R.UseGift,
            R.RefreshOnNine, R.PassHorn)
SETTLING = (R.ResolveInjury, R.UseItem, R.UseGift, R.SellItem, R.SwapItem, R.DiscardItem,
            R.DiscardGift, R.GiveGold)

ANSWERS: dict[type, tuple[type, ...]] = {
    P.ChooseOption: (X.Choose,),
    P.ChooseHero: (X.PickHero,),
    P.ChooseLeader: (X.PickLeader,),
    P.ChooseDisputed: (X.TakeDisputed,),
    P.ChooseParticipant: (X.PickHero,),
    P.ChooseOrder: (X.SetOrder, X.Roll),
    P.CheckToRoll: (X.Roll,),
    P.GroupRoll: (X.Roll, R.UseOnCheck),
    P.ModifyWindow: (R.UseOnCheck, X.Resolve, R.RefreshOnNine),
    P.ChooseGifts: (X.PickGifts,),
    P.Distribute: (X.Share,),
    P.Shop: (R.BuyItem, X.LeaveShop),
    P.SettleFirst: SETTLING,
    P.CombatRequest: (FightHere, FightAutomatically),  # the result: the Quest Master's (R53)
    P.Paused: (X.Continue,),
    P.Improve: (R.ImproveAttribute,),
    P.Ended: (),
}


def asked(game) -> tuple[Asked, ...]:
    """Every side the game waits for or would hear from now."""
    if game.fight is not None:
        return _in_fight(game.fight)
    prompt = game.prompt
    if prompt is None or isinstance(prompt, P.Ended):
        return ()
    answers = ANSWERS.get(type(prompt), ())
    creative = isinstance(prompt, P.ModifyWindow) and game.state.options.creative_gifts
    if creative and prompt.creative is None and prompt.check.kind != "group":
        answers += (R.AskCreativeGift,)  # R65: a hero offers a gift, the QM judges
    elif creative and prompt.creative is not None:
        answers = tuple([a for a in answers if a is not X.Resolve])
    if not isinstance(prompt, P.SettleFirst | P.CombatRequest):
        answers += tuple([a for a in ANY_TIME if a not in answers])
    sides = [Asked(PARTY, answers, _why(prompt), prompt=prompt)]
    if creative and prompt.creative is not None:
        sides.append(Asked(QM, (R.JudgeCreativeGift,), "The Quest Master approves or rejects "
                                                      "a gift's creative use", prompt=prompt))
    if isinstance(prompt, P.CombatRequest):
        # A fight played at the table is refereed by the Quest Master, who runs the bad
        # guys there: he reports how it ended, never the heroes' side (R53).
        sides.append(Asked(QM, (X.CombatResult,), "The Quest Master reports the fight played "
                                                  "at the table", prompt=prompt))
    elif not isinstance(prompt, P.SettleFirst) and game.state.qm_hand:
        extra = Asked(QM, (R.PlayEvent,), "The Quest Master may play an event")
        judging = {s.side: s for s in sides}
        _add(judging, extra)
        sides = list(judging.values())
    return tuple(sides)


def _why(prompt: P.Prompt) -> str:
    if isinstance(prompt, P.SettleFirst):
        return prompt.reason
    return type(prompt).__doc__.strip().split("\n")[0] if type(prompt).__doc__ else ""


def _in_fight(fight: Fight) -> tuple[Asked, ...]:
    if fight.over:
        return ()
    w = asked_now(fight)
    main = Asked(w.who, allowed_actions(w), w.why, w.fighter)
    sides = {main.side: main}
    # What the rules allow at any moment (combat.authority.is_free says which gifts): items,
    # selling, gifts that are not the turn's action; a refresh after a 9; the QM's events.
    offers = set(fight.state.refresh_offers)
    for hero in fight.in_play("hero"):
        free = (R.UseItem, R.SellItem, R.UseGift) + ((R.RefreshGift,) if hero.id in offers else ())
        _add(sides, Asked(hero.id, free, "may use an item or a gift at any time", hero.id))
    if fight.state.qm_hand:
        _add(sides, Asked(QM, (R.PlayEvent,), "may play an event"))
    _add(sides, Asked(PARTY, (FightAutomatically,), "may have the fight fought out"))
    return tuple(sides.values())


def allowed_actions(w: Waiting) -> tuple[type, ...]:
    """The action classes the fight's `waiting_for` names (it names them by class name)."""
    return tuple([FIGHT_ACTIONS[name] for name in w.allowed if name in FIGHT_ACTIONS])


def _add(sides: dict[str, Asked], extra: Asked) -> None:
    """One entry per side: a side already asked gets the extra action types as well."""
    have = sides.get(extra.side)
    if have is None:
        sides[extra.side] = extra
        return
    more = tuple([a for a in extra.actions if a not in have.actions])
    sides[extra.side] = Asked(have.side, have.actions + more, have.why, have.fighter, have.prompt)


def fallback(fight: Fight, w: Waiting) -> F.FightAction:
    """What the Quest Master does when his decision is refused: let the moment go by."""
    if "Pass" in w.allowed:
        return F.Pass(w.who)
    if fight.active and fight.active not in fight.finished:
        return F.EndTurn(fight.active)
    return F.EndTurn(F.QM)
