"""Gifts: draw from the own group, the Talent limit, exhaust/refresh, refresh on 9 (R4)."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.cards import GiftCard
from questboard.rules.hero import HeroState
from questboard.rules.items import apply_use_effects
from questboard.rules.log import GiftChanged, LogEvent
from questboard.rules.outcome import Refusal, handles
from questboard.rules.state import GameState
from questboard.rules.vitality import need_hero


def gift_card(state: GameState, gift_id: str) -> GiftCard:
    try:
        return state.cards.gifts[gift_id]
    except KeyError:
        raise Refusal(f"There is no gift '{gift_id}'") from None


def owned(hero: HeroState, gift: GiftCard) -> None:
    if gift.id not in hero.gifts:
        raise Refusal(f"{hero.name} does not have {gift.name}")


def ready(hero: HeroState, gift: GiftCard) -> None:
    owned(hero, gift)
    if hero.gifts[gift.id]:
        raise Refusal(f"{gift.name} is exhausted")


@handles(A.DrawGift)
def _draw(state: GameState, a: A.DrawGift) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    gift = state.draw_gift_for(hero)
    return [] if gift is None else [GiftChanged(hero.id, gift, "drawn", drawn=True)]  # R24: empty pile


@handles(A.DiscardGift)
def _discard(state: GameState, a: A.DiscardGift) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    gift = gift_card(state, a.gift)
    owned(hero, gift)
    if gift.id == hero.innate_gift:
        raise Refusal(f"{gift.name} is {hero.name}'s innate gift and can never be discarded")
    del hero.gifts[gift.id]
    state.supply.gift_discards.append(gift.id)
    return [GiftChanged(hero.id, gift.id, "discarded")]


@handles(A.ExhaustGift)
def _exhaust(state: GameState, a: A.ExhaustGift) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    gift = gift_card(state, a.gift)
    ready(hero, gift)
    hero.gifts[gift.id] = True
    return [GiftChanged(hero.id, gift.id, "exhausted")]


@handles(A.RefreshGift)
def _refresh(state: GameState, a: A.RefreshGift) -> list[LogEvent]:
    hero = need_hero(state, a.who)
    gift = gift_card(state, a.gift)
    owned(hero, gift)
    if not hero.gifts[gift.id]:
        raise Refusal(f"{gift.name} is not exhausted")
    hero.gifts[gift.id] = False
    return [GiftChanged(hero.id, gift.id, "refreshed")]


@handles(A.RefreshOnNine)
def _refresh_on_nine(state: GameState, a: A.RefreshOnNine) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    if hero.id not in state.refresh_offers:
        raise Refusal(f"{hero.name} has not just rolled a 9")
    gift = gift_card(state, a.gift)
    owned(hero, gift)
    if not hero.gifts[gift.id]:
        raise Refusal(f"{gift.name} is not exhausted")
    state.refresh_offers.remove(hero.id)
    hero.gifts[gift.id] = False
    return [GiftChanged(hero.id, gift.id, "refreshed (rolled a 9)")]


@handles(A.UseGift)
def _use(state: GameState, a: A.UseGift) -> list[LogEvent]:
    hero = need_hero(state, a.who)
    gift = gift_card(state, a.gift)
    ready(hero, gift)
    events = apply_use_effects(state, hero, gift.name, gift.effects, a.heal, a.refresh,
                               noun=f"the {gift.name} gift")
    hero.gifts[gift.id] = True
    return [GiftChanged(hero.id, gift.id, "used and exhausted"), *events]
