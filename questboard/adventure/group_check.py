"""Rolling a group check (seed 003): the heroes roll one by one in the party's order, and
each may declare bonuses just before rolling. The results are summed in the rules core.

The rolling walks down the order by itself and stops only before a hero who holds
something that could add to this roll, so a party without such cards rolls in one go.
Dice typed in at once stop there too: those before that hero are rolled, the rest are not
used (README R40), since a die seen before declaring would let the declaration follow it.
"""

from __future__ import annotations

from questboard.adventure.doing import rules
from questboard.adventure.events import DiceNotUsed
from questboard.adventure.flow import check_info, modify_window, rolls_down
from questboard.adventure.prompts import ChooseOrder, GroupRoll
from questboard.adventure.state import RunnerState
from questboard.adventure.ways import GroupCheck
from questboard.rules import actions as A
from questboard.rules.checking import bonus_sources, next_roller
from questboard.rules.checks import CheckSpec
from questboard.rules.log import LogEvent


def is_group(st: RunnerState) -> bool:
    return st.check is not None and isinstance(st.adventure.paragraphs[st.check.paragraph].next,
                                               GroupCheck)


def roll(st: RunnerState, table_dice: tuple[int, ...] = ()) -> list[LogEvent]:
    """'Roll' at the order prompt opens the check; at a GroupRoll it rolls that hero.
    `table_dice` are the table's dice for the heroes in order, up to the next hero who may
    declare something first (R33): that hero is asked, and the dice left are not used (R40)."""
    events: list[LogEvent] = []
    asked = False  # the hero about to roll has had the chance to declare
    if isinstance(st.waiting, ChooseOrder):
        way = st.adventure.paragraphs[st.check.paragraph].next
        st.check.heroes = st.waiting.order
        spec = CheckSpec("test", way.group_check, 0, all_heroes=True)
        events += rules(st, A.RollCheck(spec, st.check.heroes,
                                         threshold=way.threshold[len(st.game.heroes)]))
    else:
        asked = True
    dice = list(table_dice)
    while (p := next_roller(st.game.pending_check)) is not None:
        if not asked and bonus_sources(st.game, p.hero):
            st.waiting = prompt(st)
            if dice:
                events.append(DiceNotUsed(len(dice), p.hero))
            return events
        asked = False
        if dice:
            st.game.dice.force(dice.pop(0))
        events += rules(st, A.RollNext())
    st.waiting = modify_window(st)
    return events


def prompt(st: RunnerState) -> GroupRoll:
    """Who rolls next, what they could declare, and the dice already down."""
    hero = next_roller(st.game.pending_check).hero
    return GroupRoll(check_info(st), hero, bonus_sources(st.game, hero), rolls_down(st))
