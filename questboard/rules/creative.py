"""Creative Use of Gifts (advanced rule, R65): at a check, even after rolling, a hero asks to
exhaust a ready gift to succeed outright; the Quest Master approves (the gift is exhausted,
the hero succeeds, none of the card's printed effect happens) or rejects (nothing changes,
and that gift may not be offered again at this check)."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.log import CreativeGiftAsked, CreativeGiftJudged, LogEvent
from questboard.rules.outcome import Refusal, handles
from questboard.rules.state import GameState
from questboard.rules.vitality import need_hero


def creative_gifts(state: GameState, hero_id: str) -> tuple[str, ...]:
    """The ready gifts this hero could offer for the check at hand now (none when the rule
    is not in force, a request is waiting, or he already succeeds outright)."""
    pending = state.pending_check
    if not state.options.creative_gifts or pending is None or pending.creative is not None:
        return ()
    if pending.threshold is not None:
        return ()
    p = pending.of(hero_id)
    hero = state.hero(hero_id)
    if p is None or hero is None or p.die is None or p.auto:
        return ()
    return tuple(g for g, spent in hero.gifts.items()
                 if not spent and (hero_id, g) not in pending.turned_down)


@handles(A.AskCreativeGift)
def _ask(state: GameState, a: A.AskCreativeGift) -> list[LogEvent]:
    if not state.options.creative_gifts:
        raise Refusal("Creative Use of Gifts is not in play (an advanced rule chosen at the start)")
    pending = state.pending_check
    if pending is None:
        raise Refusal("There is no check to succeed at")
    hero = need_hero(state, a.hero)
    if pending.threshold is not None:
        raise Refusal("In a group check the heroes' sum decides: no gift wins it outright")
    if pending.creative is not None:
        who = need_hero(state, pending.creative[0]).name
        raise Refusal(f"The Quest Master must first judge {who}'s creative use")
    p = pending.of(a.hero)
    if p is None:
        raise Refusal(f"{hero.name} does not take part in this check")
    gift = state.cards.gifts.get(a.gift)
    name = gift.name if gift is not None else a.gift
    if a.gift not in hero.gifts:
        raise Refusal(f"{hero.name} has no {name}")
    if hero.gifts[a.gift]:
        raise Refusal(f"{name} is exhausted")
    if p.auto:
        raise Refusal(f"{hero.name} already succeeds outright")
    if (a.hero, a.gift) in pending.turned_down:
        raise Refusal(f"The Quest Master has rejected {name} for this check")
    pending.creative = (a.hero, a.gift)
    return [CreativeGiftAsked(a.hero, a.gift)]


@handles(A.JudgeCreativeGift)
def _judge(state: GameState, a: A.JudgeCreativeGift) -> list[LogEvent]:
    pending = state.pending_check
    if pending is None or pending.creative is None:
        raise Refusal("No creative use of a gift is waiting for the Quest Master")
    hero_id, gift = pending.creative
    pending.creative = None
    if not a.approve:
        pending.turned_down.append((hero_id, gift))
        return [CreativeGiftJudged(hero_id, gift, False)]
    hero = need_hero(state, hero_id)
    hero.gifts[gift] = True
    p = pending.of(hero_id)
    p.auto = True
    p.used.append(gift)
    return [CreativeGiftJudged(hero_id, gift, True)]
