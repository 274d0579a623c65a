"""What text mode tells the table it may type: the answer each question wants (`hint`), what
may be typed at any time, and the line a group roll shows before each hero rolls."""

from __future__ import annotations

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
    GroupRoll,
    Improve,
    ModifyWindow,
    Paused,
    Prompt,
    SettleFirst,
    Shop,
)
from questboard.adventure.state import RunnerState

HINTS = {
    ChooseOption: "the number of an option (add 'horn' if the leader decides alone)",
    ChooseHero: "a hero's name or number (add 'horn' if the leader decides alone)",
    ChooseLeader: "who leads: a hero's name or number",
    ChooseDisputed: "the disputed card to take: its name or number, or 'leave' to leave them to the others",
    ChooseParticipant: "who rolls: a hero's name or number (add 'horn' to decide alone)",
    ChooseOrder: "'roll' for this order, or 'order HERO,HERO,…' first",
    GroupRoll: "'use HERO ITEM-OR-GIFT' to declare a bonus before this roll, then 'roll'",
    CheckToRoll: "'roll' (or 'roll 7 3' to enter dice rolled at the table)",
    ModifyWindow: "'use HERO ITEM-OR-GIFT' to add a bonus, then 'done'",
    ChooseGifts: "the gifts, separated by commas",
    Distribute: "'even', or ITEM=HERO and GOLD=HERO pairs, e.g. potion=alondis 2=karomin",
    Shop: "'buy HERO ITEM' or 'leave'",
    CombatRequest: "'victory' or 'defeat', then damage taken, e.g. victory karomin=2",
    Paused: "'continue' (or 'save FILE' first)",
    Improve: "the attribute to raise by 1",
}

ANY_TIME_HELP = """\
At any time (outside a fight):
  sheet [HERO]            show hero sheets
  sell HERO ITEM          sell an item (value - 2, at least 1 gold)
  swap FROM TO ITEM       give an item to another hero
  give FROM TO GOLD       give gold to another hero
  use HERO ITEM [H=N ...] use an item (healing: which hero gets how much)
  gift HERO GIFT [H=N …]  use a gift outside a check
    … refresh GIFT [GIFT …]  a refreshing card: the exhausted gifts it brings back
  discard HERO ITEM|GIFT  discard an item (never a Quest Item) or a gift
  refresh HERO GIFT       after rolling a 9: refresh an exhausted gift
  injury HERO [ATTR] [ITEM] settle a serious injury (the prompt names the choices)
  horn                    the leader passes the signaling horn on
  event EVENT             the Quest Master plays an event
  save [FILE]   help   quit"""


def hint(prompt: Prompt | None, names: dict[str, str] | None = None) -> str:
    """What would answer `prompt`; `names` (id -> name) names the cards it lists."""
    if isinstance(prompt, ModifyWindow) and prompt.check.kind == "group":
        return "'done' to add up the group's totals (bonuses were declared before each roll)"
    if isinstance(prompt, ModifyWindow) and prompt.creative is not None:
        hero, gift = (names or {}).get(prompt.creative[0], prompt.creative[0]), \
            (names or {}).get(prompt.creative[1], prompt.creative[1])
        return f"the Quest Master: 'approve' or 'reject' {hero}'s creative use of {gift}"
    if isinstance(prompt, ModifyWindow) and prompt.creative_heroes:
        return (HINTS[ModifyWindow] + "; or 'creative HERO GIFT' to exhaust a gift and succeed "
                "outright, if the Quest Master approves")
    if isinstance(prompt, SettleFirst) and prompt.injury is not None:
        return _injury_hint(prompt.injury, names or {})
    return HINTS.get(type(prompt), "")


def _injury_hint(c, names: dict[str, str]) -> str:
    """Exactly the legal choices of a serious injury (R6, R35), and healing at once (R18)."""
    words = f"'injury {c.hero}" + (" ATTR" if c.attributes else "") + (" ITEM" if c.items else "") + "'"
    said = [f"ATTR one of: {', '.join(c.attributes)}" if c.attributes
            else "no attribute drops: all are at their start values"]
    if c.items:
        said.append(f"ITEM one of: {', '.join(names.get(i, i) for i in c.items)}")
    return (f"{words} takes the injury ({'; '.join(said)}; all gifts are exhausted), "
            f"or heal {c.hero} at once: 'use HERO ITEM {c.hero}=N' or 'gift HERO GIFT {c.hero}=N'")


def group_roll_text(st: RunnerState, prompt: GroupRoll) -> str:
    """One line for the table: who rolls next and what they could declare (the sum so far is
    the check's standing, told on a line of its own)."""
    game = st.game
    could = ", ".join(st.cards.gifts[s].name if s in st.cards.gifts else st.cards.any_item(s).name
                      for s in prompt.sources) or "nothing more"
    declared = _declared(game, prompt.hero)
    return (f"{game.hero(prompt.hero).name} rolls next; may declare: {could}"
            + (f" (+{declared} declared)" if declared else ""))


def _declared(game, hero_id: str) -> int:
    p = game.pending_check.of(hero_id)
    return p.bonus if p is not None else 0
