"""The table's words: every action a seat may send, and the kinds of prompt and event a seat
tests for, from one place.

The window and text mode name these classes (`isinstance(prompt, ChooseOption)`,
`offer.make(UseItem, who=…, item=…)`) and never an engine's module, nor a class by its name
as a string: which engine defines a word is `play`'s business. A decision taken both in a
fight and outside it is one class (`UseItem`, `SellItem` …); `Game` routes it by context.
"""

from __future__ import annotations

from questboard.adventure.actions import (
    Choose,
    CombatResult,
    Continue,
    LeaveShop,
    PickGifts,
    PickHero,
    PickLeader,
    Resolve,
    Roll,
    SetOrder,
    Share,
    TakeDisputed,
)
from questboard.adventure.answers import (
    BadAnswer,  # what a player types, read as the story reads it
)
from questboard.adventure.events import (
    AdventureEnded,
    Advice,
    CheckOutcome,
    CombatBegins,
    CombatOver,
    OptionChosen,
    ParagraphEntered,
    QMNote,
    QueryAnswered,
    ReadAloud,
)
from questboard.adventure.names import pick
from questboard.adventure.prompts import (
    CheckToRoll,
    ChooseDisputed,
    ChooseGifts,
    ChooseHero,
    ChooseLeader,
    ChooseOption,
    ChooseOrder,
    ChooseParticipant,
    CombatRequest,
    Distribute,
    Ended,
    GroupRoll,
    Improve,
    ModifyWindow,
    Paused,
    Prompt,
    SettleFirst,
    Shop,
)
from questboard.combat.actions import (
    QM,
    EndTurn,
    FightAction,
    MeleeAttack,
    Modify,
    Move,
    Pass,
    RangedAttack,
)
from questboard.combat.events import (
    Attacked,
    Decision,
    FightOver,
    FightStarted,
    GiftUsed,
    ItemsSwapped,
    Moved,
    QMEvent,
    RoundStarted,
    TurnEnded,
    TurnStarted,
)
from questboard.play.actions import FightAutomatically, FightHere
from questboard.rules.actions import (
    AskCreativeGift,
    BuyItem,
    DiscardGift,
    DiscardItem,
    GiveGold,
    ImproveAttribute,
    JudgeCreativeGift,
    PassHorn,
    PlayEvent,
    RefreshGift,
    RefreshOnNine,
    ResolveInjury,
    SellItem,
    SwapItem,
    UseGift,
    UseItem,
    UseOnCheck,
)
from questboard.rules.log import EventsDrawn, LogEvent, Rolled

# What a seat may send: the story's answers, the rules' at-any-time decisions, the fight's.
STORY_ACTIONS = (Choose, PickHero, PickLeader, TakeDisputed, SetOrder, Roll, Resolve, PickGifts, Share, LeaveShop, Continue,
                 CombatResult, BuyItem, DiscardGift, DiscardItem, GiveGold, ImproveAttribute,
                 PassHorn, RefreshOnNine, UseOnCheck, AskCreativeGift, JudgeCreativeGift)
SHARED_ACTIONS = (UseItem, UseGift, SellItem, SwapItem, ResolveInjury, RefreshGift, PlayEvent)
FIGHT_ACTIONS = (Move, MeleeAttack, RangedAttack, EndTurn, Modify, Pass)
PLAY_ACTIONS = (FightHere, FightAutomatically)
ACTIONS = STORY_ACTIONS + SHARED_ACTIONS + FIGHT_ACTIONS + PLAY_ACTIONS

PROMPTS = (ChooseOption, ChooseHero, ChooseLeader, ChooseDisputed, ChooseParticipant, ChooseOrder, CheckToRoll, GroupRoll,
           ModifyWindow, ChooseGifts, Distribute, Shop, SettleFirst, CombatRequest, Paused,
           Improve, Ended)

__all__ = [
    "ACTIONS", "FIGHT_ACTIONS", "PLAY_ACTIONS", "PROMPTS", "QM", "SHARED_ACTIONS",
    "STORY_ACTIONS",
    # actions
    "AskCreativeGift", "BuyItem", "Choose", "CombatResult", "Continue", "DiscardGift", "DiscardItem", "EndTurn",
    "FightAction", "FightAutomatically", "FightHere", "GiveGold", "ImproveAttribute", "JudgeCreativeGift",
    "LeaveShop", "MeleeAttack", "Modify", "Move", "Pass", "PassHorn", "PickGifts", "PickHero",
    "PickLeader", "TakeDisputed",
    "PlayEvent", "RangedAttack", "RefreshGift", "RefreshOnNine", "Resolve", "ResolveInjury",
    "Roll", "SellItem", "SetOrder", "Share", "SwapItem", "UseGift", "UseItem", "UseOnCheck",
    # prompts
    "ChooseDisputed", "ChooseGifts", "ChooseHero", "ChooseLeader", "ChooseOption", "ChooseOrder", "ChooseParticipant",
    "CombatRequest", "Distribute", "Ended", "GroupRoll", "Improve", "ModifyWindow", "Paused",
    "Prompt", "CheckToRoll", "SettleFirst", "Shop",
    # events
    "Advice", "AdventureEnded", "Attacked", "CheckOutcome", "CombatBegins", "CombatOver",
    "Decision", "EventsDrawn", "FightOver", "FightStarted", "GiftUsed", "ItemsSwapped",
    "LogEvent", "Moved", "OptionChosen", "ParagraphEntered", "QMEvent", "QMNote",
    "QueryAnswered", "ReadAloud", "Rolled", "RoundStarted", "TurnEnded", "TurnStarted",
    # reading what a player types
    "BadAnswer", "pick",
]
