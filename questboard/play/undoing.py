"""What may be taken back: a step that revealed nothing — no die rolled, no card drawn, no
hidden text shown, no bad guy set down by chance. Everything else draws a line: undo stops
there, because the table has seen what came of it."""

from __future__ import annotations

import re

from questboard.adventure import actions as X
from questboard.adventure import events as AE
from questboard.combat import actions as F
from questboard.combat import events as CE
from questboard.play.actions import FightAutomatically, FightHere
from questboard.rules import actions as R
from questboard.rules import log as L

# Events that show the table something it did not know (kind -> the words for it).
REVEALING: tuple[tuple[type, str], ...] = (
    (L.Rolled, "a die was rolled"),
    (L.EventsDrawn, "an event card was drawn"),
    (AE.ParagraphEntered, "a new paragraph was read"),
    (AE.ReadAloud, "a new paragraph was read"),
    (AE.QueryAnswered, "the Quest Master looked something up"),
    (CE.FightStarted, "the fight was set up"),
    (CE.Attacked, "an attack was rolled"),
    (CE.QMEvent, "the Quest Master played an event"),
)


def fingerprint(state) -> tuple:
    """The dice as they stand: a step that changes this has used chance."""
    dice = state.dice
    return dice.rng.getstate(), dice.forced_left


def revealed(before: tuple, state, events, action: object) -> str | None:
    """Why this step cannot be taken back, or None when it revealed nothing."""
    if isinstance(action, FightHere | FightAutomatically):
        return "the fight was set up" if isinstance(action, FightHere) else "the fight was fought out"
    # Whoever leads, and whichever disputed card is taken last, the opening paragraph reads
    # the same: choosing anew shows nothing new (R45, R88).
    opening = (AE.ParagraphEntered, AE.ReadAloud) if isinstance(action, X.PickLeader | X.TakeDisputed) else ()
    for e in events:
        if isinstance(e, opening):
            continue
        if isinstance(e, L.GiftChanged) and e.drawn:
            return "a gift card was drawn"
        for kind, words in REVEALING:
            if isinstance(e, kind):
                return words
    if fingerprint(state) != before:
        return "the dice were used"
    return None


def words(action: object, names: dict[str, str]) -> str:
    """An action in a few words, for "Took back: …"."""
    def name(x: str | None) -> str:
        return names.get(x, x) if x else "?"

    if isinstance(action, F.Move):
        return f"{name(action.who)}'s move"
    if isinstance(action, F.EndTurn):
        return "the end of the turn" if action.who == F.QM else f"the end of {name(action.who)}'s turn"
    if isinstance(action, R.BuyItem):
        return f"{name(action.hero)} buying {name(action.item)}"
    if isinstance(action, R.SellItem):
        return f"{name(action.who)} selling {name(action.item)}"
    if isinstance(action, R.SwapItem):
        return f"{name(action.who)} giving {name(action.item)} to {name(action.to)}"
    hero = getattr(action, "hero", None) or getattr(action, "who", None)
    thing = getattr(action, "item", None) or getattr(action, "gift", None) \
        or getattr(action, "source", None)
    if isinstance(action, R.UseItem | R.UseGift | R.UseOnCheck | F.Modify):
        return f"{name(hero)} using {name(thing)}"
    if isinstance(action, R.DiscardItem | R.DiscardGift):
        return f"{name(hero)} discarding {name(thing)}"
    if isinstance(action, R.AskCreativeGift):
        return f"{name(action.hero)} offering {name(action.gift)} for the check"
    if isinstance(action, R.JudgeCreativeGift):
        return f"the Quest Master {'approving' if action.approve else 'rejecting'} a gift's creative use"
    if isinstance(action, R.GiveGold):
        return f"{name(action.frm)} giving {action.amount} gold to {name(action.to)}"
    if isinstance(action, R.ImproveAttribute):
        return f"{name(hero)} raising {action.attribute}"
    if isinstance(action, R.ResolveInjury):
        return f"{name(hero)}'s injury"
    plain = {X.Choose: "the choice of an option", X.PickHero: "the choice of a hero",
             X.PickLeader: "the choice of the leader", X.TakeDisputed: "the choice of a disputed card",
             X.SetOrder: "the order of the check", X.Resolve: "the end of the bonuses",
             X.PickGifts: "the choice of gifts", X.Share: "the sharing out",
             X.LeaveShop: "leaving the shop", X.Continue: "the end of the pause",
             R.PassHorn: "passing the horn", F.Pass: "letting the roll go"}
    for kind, text in plain.items():
        if isinstance(action, kind):
            return text
    return re.sub(r"(?<!^)(?=[A-Z])", " ", type(action).__name__).lower()
