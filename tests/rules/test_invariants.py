"""Property tests: random action sequences never break a hero sheet."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from questboard.content import load_cards
from questboard.rules import actions as A
from questboard.rules.cards import ATTRIBUTES
from questboard.rules.checks import CheckSpec
from questboard.rules.engine import apply, blocking
from questboard.rules.settle import settle
from questboard.rules.state import new_game

CARDS = load_cards()
HEROES = sorted(CARDS.heroes)
ITEMS = sorted(CARDS.equipment) + sorted(CARDS.quest_items)
GIFTS = sorted(CARDS.gifts)

hero = st.sampled_from(HEROES)
action = st.one_of(
    st.builds(A.BuyItem, hero, st.sampled_from(ITEMS)),
    st.builds(A.SellItem, hero, st.sampled_from(ITEMS)),
    st.builds(A.SwapItem, hero, hero, st.sampled_from(ITEMS)),
    st.builds(A.GiveGold, hero, hero, st.integers(-1, 6)),
    st.builds(A.FindItem, hero, st.sampled_from(ITEMS)),
    st.builds(A.GainGold, hero, st.integers(-5, 8)),
    st.builds(A.UseItem, hero, st.sampled_from(ITEMS), heal=st.just(()), refresh=st.none()),
    st.builds(A.DrawGift, hero),
    st.builds(A.ExhaustGift, hero, st.sampled_from(GIFTS)),
    st.builds(A.RefreshGift, hero, st.sampled_from(GIFTS)),
    st.builds(A.DamageHero, hero, st.integers(0, 6)),
    st.builds(A.HealHero, hero, st.integers(0, 6)),
    st.builds(A.ImproveAttribute, hero, st.sampled_from(ATTRIBUTES)),
    st.builds(A.ResolveInjury, hero, st.sampled_from((*ATTRIBUTES, None)), st.none()),
    st.builds(A.PassHorn),
    st.builds(lambda h, v: A.RollCheck(CheckSpec("test", "deftness", v), (h,)), hero,
              st.integers(0, 14)),
    st.builds(A.ResolveCheck),
    # Group checks (seed 003): heroes roll one by one, declaring bonuses before their roll.
    st.builds(lambda hs, t: A.RollCheck(CheckSpec("test", "strength", 0), tuple(dict.fromkeys(hs)), threshold=t),
              st.lists(hero, min_size=1, max_size=4), st.integers(0, 30)),
    st.builds(A.RollNext),
    st.builds(A.UseOnCheck, hero, st.sampled_from(ITEMS + GIFTS)),
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), count=st.integers(1, 4), actions=st.lists(action, max_size=40))
def test_random_play_keeps_every_sheet_within_the_rules(seed, count, actions):
    state = new_game(CARDS, HEROES[:count], seed)
    for act in actions:
        before = state.snapshot()
        outcome = apply(state, act)
        if not outcome.ok:
            assert state.snapshot() == before, "a refusal changed the state"
            continue
        settle(state)
        assert blocking(state) is None
        for h in state.heroes:
            assert 1 <= h.vitality <= h.attributes["strength"] + 1
            for a in ATTRIBUTES:
                bar = h.card.bar(a)
                assert bar.start <= h.attributes[a] <= bar.max
            assert len(h.equipment) <= h.equipment_limit
            assert h.gift_count() <= h.gift_limit
            assert h.gold >= 0
            assert h.innate_gift in h.gifts
