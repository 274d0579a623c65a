"""questboard.play: one game at the table, the surface a window and the text mode drive.

`Game` holds the adventure session and the fight in progress behind one `apply(action)`,
one stream of told events (public or for the Quest Master only), who may act now, previews
of moves, shots and area cards, undo of what revealed nothing, saves and the autosave, the
automatic Quest Master as a stepper, and the public view for the shared screen. It also
exports the table's words (`vocabulary`): every action, prompt and event kind a seat names.

The names are looked up in their modules when first asked for (PEP 562): a command that
needs one part of `play` (`questboard validate` reads files through `play.library`) does not
import the whole table (the fight engine, the views, saves) at start-up.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_VOCABULARY = (
    "ACTIONS", "FIGHT_ACTIONS", "PLAY_ACTIONS", "PROMPTS", "SHARED_ACTIONS",
    "STORY_ACTIONS", "AdventureEnded", "Advice", "AskCreativeGift", "Attacked", "BadAnswer",
    "BuyItem", "CheckOutcome", "CheckToRoll", "Choose", "ChooseDisputed", "ChooseGifts", "ChooseHero",
    "ChooseLeader", "ChooseOption", "ChooseOrder", "ChooseParticipant", "CombatBegins",
    "CombatOver", "CombatRequest", "CombatResult", "Continue", "Decision", "DiscardGift",
    "DiscardItem", "Distribute", "Ended", "EndTurn", "EventsDrawn", "FightAction",
    "FightOver", "FightStarted", "GiftUsed", "GiveGold", "GroupRoll", "Improve",
    "ImproveAttribute", "ItemsSwapped", "JudgeCreativeGift", "LeaveShop", "LogEvent",
    "MeleeAttack", "Modify", "ModifyWindow", "Move", "Moved", "OptionChosen",
    "ParagraphEntered", "Pass", "PassHorn", "Paused", "PickGifts", "PickHero", "PickLeader",
    "PlayEvent", "Prompt", "QMEvent", "QMNote", "QueryAnswered", "RangedAttack",
    "ReadAloud", "RefreshGift", "RefreshOnNine", "Resolve", "ResolveInjury", "Roll",
    "Rolled", "RoundStarted", "SellItem", "SetOrder", "SettleFirst", "Share", "Shop",
    "SwapItem", "TakeDisputed", "TurnEnded", "TurnStarted", "UseGift", "UseItem", "UseOnCheck", "pick",
)

_HOMES = {
    **dict.fromkeys(("FightAutomatically", "FightHere"), "actions"),
    **dict.fromkeys(("Game", "Step", "Undone"), "game"),
    **dict.fromkeys(("hero_cards",), "library"),
    **dict.fromkeys(("load_game", "new_game"), "opening"),
    **dict.fromkeys(("Told",), "told"),
    **dict.fromkeys(("PARTY", "QM", "Asked", "QMMove"), "waiting"),
    **dict.fromkeys(_VOCABULARY, "vocabulary"),
    "vocabulary": "vocabulary",
}
"""Each name's module in `questboard.play`."""

__all__ = [
    "hero_cards",
    "ACTIONS", "AdventureEnded", "Advice", "AskCreativeGift", "Asked", "Attacked", "BadAnswer", "BuyItem",
    "CheckOutcome", "pick",
    "Choose", "ChooseDisputed", "ChooseGifts", "ChooseHero", "ChooseLeader", "ChooseOption", "ChooseOrder", "ChooseParticipant",
    "CombatBegins", "CombatOver", "CombatRequest", "CombatResult", "Continue", "Decision",
    "DiscardGift", "DiscardItem", "Distribute", "EndTurn", "Ended", "EventsDrawn", "FIGHT_ACTIONS",
    "FightAction", "FightAutomatically", "FightHere", "FightOver", "FightStarted", "Game",
    "GiftUsed", "GiveGold", "GroupRoll", "Improve", "ImproveAttribute", "ItemsSwapped",
    "JudgeCreativeGift", "LeaveShop", "LogEvent", "MeleeAttack", "Modify", "ModifyWindow", "Move", "Moved",
    "OptionChosen", "PARTY", "PLAY_ACTIONS", "PROMPTS", "ParagraphEntered", "Pass", "PassHorn",
    "Paused", "PickGifts", "PickHero", "PickLeader", "PlayEvent", "Prompt", "QM", "QMEvent", "QMMove", "QMNote",
    "QueryAnswered", "RangedAttack", "ReadAloud", "RefreshGift", "RefreshOnNine", "Resolve",
    "ResolveInjury", "Roll", "CheckToRoll", "Rolled", "RoundStarted", "SHARED_ACTIONS",
    "STORY_ACTIONS", "SellItem", "SetOrder", "SettleFirst", "Share", "Shop", "Step", "SwapItem",
    "TakeDisputed", "Told", "TurnEnded", "TurnStarted", "Undone", "UseGift", "UseItem", "UseOnCheck", "load_game",
    "new_game", "vocabulary",
]



def _module(home: str) -> Any:
    # Each module named literally (the layers test reads every import by its name), and
    # imported by name: `from questboard.play import x` would ask this module's own
    # `__getattr__` for x while x is being imported.
    if home == "vocabulary":
        return importlib.import_module("questboard.play.vocabulary")
    if home == "actions":
        return importlib.import_module("questboard.play.actions")
    if home == "game":
        return importlib.import_module("questboard.play.game")
    if home == "library":
        return importlib.import_module("questboard.play.library")
    if home == "opening":
        return importlib.import_module("questboard.play.opening")
    if home == "told":
        return importlib.import_module("questboard.play.told")
    return importlib.import_module("questboard.play.waiting")


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'questboard.play' has no attribute {name!r}")
    value = _module(home) if name == "vocabulary" else getattr(_module(home), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:
    from questboard.play import vocabulary
    from questboard.play.actions import FightAutomatically, FightHere
    from questboard.play.game import Game, Step, Undone
    from questboard.play.library import hero_cards
    from questboard.play.opening import load_game, new_game
    from questboard.play.told import Told
    from questboard.play.vocabulary import (
        ACTIONS,
        FIGHT_ACTIONS,
        PLAY_ACTIONS,
        PROMPTS,
        SHARED_ACTIONS,
        STORY_ACTIONS,
        AdventureEnded,
        Advice,
        AskCreativeGift,
        Attacked,
        BadAnswer,
        BuyItem,
        CheckOutcome,
        CheckToRoll,
        Choose,
        ChooseGifts,
        ChooseHero,
        ChooseLeader,
        ChooseOption,
        ChooseOrder,
        ChooseParticipant,
        CombatBegins,
        CombatOver,
        CombatRequest,
        CombatResult,
        Continue,
        Decision,
        DiscardGift,
        DiscardItem,
        Distribute,
        Ended,
        EndTurn,
        EventsDrawn,
        FightAction,
        FightOver,
        FightStarted,
        GiftUsed,
        GiveGold,
        GroupRoll,
        Improve,
        ImproveAttribute,
        ItemsSwapped,
        JudgeCreativeGift,
        LeaveShop,
        LogEvent,
        MeleeAttack,
        Modify,
        ModifyWindow,
        Move,
        Moved,
        OptionChosen,
        ParagraphEntered,
        Pass,
        PassHorn,
        Paused,
        PickGifts,
        PickHero,
        PickLeader,
        PlayEvent,
        Prompt,
        QMEvent,
        QMNote,
        QueryAnswered,
        RangedAttack,
        ReadAloud,
        RefreshGift,
        RefreshOnNine,
        Resolve,
        ResolveInjury,
        Roll,
        Rolled,
        RoundStarted,
        SellItem,
        SetOrder,
        SettleFirst,
        Share,
        Shop,
        SwapItem,
        TurnEnded,
        TurnStarted,
        UseGift,
        UseItem,
        UseOnCheck,
        pick,
    )
    from questboard.play.waiting import PARTY, QM, Asked, QMMove
