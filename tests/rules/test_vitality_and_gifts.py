"""Damage and serious injury (R6), gifts and their limit, the horn (R10), events (R11)."""

from questboard.rules import actions as A
from questboard.rules.toughness import opening_events, qm_rank, toughness
from questboard.rules.villains import profile

from .helpers import ok, refused


def test_alondis_at_3_vitality_drops_to_2(game):
    state = game("alondis")
    state.hero("alondis").vitality = 3
    ok(state, A.DamageHero("alondis", 1))
    assert state.hero("alondis").vitality == 2


def test_damage_at_1_vitality_is_a_serious_injury(game):
    state = game("karomin")
    hero = state.hero("karomin")
    hero.vitality = 2
    hero.attributes["deftness"] = 4
    hero.equipment.append("potion-of-healing")
    ok(state, A.DamageHero("karomin", 3))
    assert hero.vitality == 1 and state.pending_injuries
    reason = refused(state, A.ResolveInjury("karomin", "strength", "potion-of-healing"))
    assert "start value" in reason
    ok(state, A.ResolveInjury("karomin", "deftness", "potion-of-healing"))
    assert hero.attributes["deftness"] == 3
    assert hero.equipment == []
    assert all(hero.gifts.values())


def test_a_potion_drunk_at_once_averts_the_injury(game):
    state = game("karomin")
    hero = state.hero("karomin")
    hero.vitality = 1
    hero.equipment.append("potion-of-healing")
    ok(state, A.DamageHero("karomin", 2))
    ok(state, A.UseItem("karomin", "potion-of-healing", heal=(("karomin", 3),)))
    assert not state.pending_injuries
    assert hero.vitality == 2  # 1 + 3 − the 2 points that were coming


def test_a_serious_injury_in_a_fight_takes_the_hero_out(game):
    state = game("karomin")
    state.in_fight = True
    state.hero("karomin").vitality = 1
    ok(state, A.DamageHero("karomin", 1))
    ok(state, A.ResolveInjury("karomin", None))
    assert state.hero("karomin").out_of_fight


def test_healing_split_2_and_3_between_cessair_and_alondis(game):
    state = game("cessair", "alondis")
    state.hero("cessair").gifts["healing"] = False
    state.hero("cessair").vitality = 1
    state.hero("alondis").vitality = 1
    ok(state, A.UseGift("cessair", "healing", heal=(("cessair", 2), ("alondis", 3))))
    assert state.hero("cessair").vitality == 3 and state.hero("alondis").vitality == 4
    assert state.hero("cessair").gifts["healing"] is True
    assert "exhausted" in refused(state, A.UseGift("cessair", "healing", heal=(("cessair", 1),)))


def test_healing_more_than_5_in_total_is_refused(game):
    state = game("cessair", "alondis")
    state.hero("cessair").gifts["healing"] = False
    assert "5 Vitality at most" in refused(
        state, A.UseGift("cessair", "healing", heal=(("cessair", 3), ("alondis", 3))))


def test_heroes_draw_gifts_only_from_their_own_group(game, cards):
    state = game("karomin", "cessair")
    state.hero("karomin").attributes["talent"] = 5  # room for every draw
    for _ in range(3):
        ok(state, A.DrawGift("karomin"))
    for g in state.hero("karomin").gifts:
        assert cards.gifts[g].group in ("combat", "innate")


def test_karomin_holds_two_gifts_besides_the_innate_one(game):
    state = game("karomin")
    hero = state.hero("karomin")
    assert hero.gift_limit == 2 and hero.gift_count() == 1
    ok(state, A.DrawGift("karomin"))
    events = ok(state, A.DrawGift("karomin"))
    assert any("too many" in e.text for e in events)
    assert "innate gift" in refused(state, A.DiscardGift("karomin", "chosen-of-the-gods"))
    extra = next(g for g in hero.gifts if g != "chosen-of-the-gods")
    ok(state, A.DiscardGift("karomin", extra))
    assert hero.over_gift_limit() == 0


def test_the_highest_charisma_leads_and_the_horn_passes_left(game):
    state = game("karomin", "cessair", "alondis")
    assert state.leader_hero.id == "cessair"
    ok(state, A.PassHorn("3 gold for Cessair"))
    assert state.leader_hero.id == "alondis"
    ok(state, A.PassHorn())
    assert state.leader_hero.id == "karomin"


def test_a_charisma_tie_is_the_partys_pick(game):
    state = game("karomin", "alondis", leader="alondis")
    assert state.leader_hero.id == "alondis"


def test_draws_from_an_empty_event_pile_are_ignored(game):
    state = game("karomin")
    n = len(state.supply.events)
    (drawn,) = ok(state, A.DrawEvents(n + 3))
    assert len(state.qm_hand) == n and drawn.ignored == 3
    ok(state, A.EndAdventure())
    assert state.qm_hand == [] and len(state.supply.event_discards) == n


def test_qm_rank_draws_1_2_or_3_events():
    assert [qm_rank(n).events for n in (0, 4, 5, 9, 10, 30)] == [1, 1, 2, 2, 3, 3]
    assert qm_rank(5).title == "Black Knight"


def test_toughness_7_plus_12_with_two_heroes_is_bonus_1_and_1_event():
    t = toughness([7, 12])
    assert (t.average, t.bonus, t.events) == (9, 1, 1)


def test_opening_events_add_rank_toughness_and_powerful_groups():
    assert opening_events(0, [7, 12]) == 2
    assert opening_events(0, [0, 0, 0], powerful_group=True) == 1 + 3
    assert opening_events(0, [0, 0], powerful_group=True) == 1  # only for 3 or 4 heroes


def test_new_game_draws_the_opening_events(cards):
    from questboard.rules.state import new_game

    state = new_game(cards, ["karomin", "cessair"], 3, improvements={"karomin": 7, "cessair": 12})
    assert len(state.qm_hand) == 2 and state.toughness == 1


def test_lone_heroes_each_take_a_potion(cards):
    from questboard.rules.state import AdvancedRules, new_game

    state = new_game(cards, ["karomin"], 3, options=AdvancedRules(lone_heroes=True))
    assert state.hero("karomin").equipment == ["potion-of-healing"]


def test_setting_out_gives_innate_gift_one_own_gift_and_2_gold(game, cards):
    state = game("cessair")
    hero = state.hero("cessair")
    assert hero.gold == 2 and len(hero.gifts) == 2
    other = next(g for g in hero.gifts if g != hero.innate_gift)
    assert cards.gifts[other].group == "magic"
    assert hero.vitality == hero.attributes["strength"] + 1


def test_garthelm_by_number_of_heroes(cards):
    garthelm = cards.bad_guys["garthelm"]
    assert profile(garthelm, 4) == profile(garthelm, 4)
    assert [profile(garthelm, n).vitality for n in (1, 2, 3, 4)] == [2, 4, 6, 8]
    assert profile(garthelm, 1).gifts == ("riposte",)
    assert set(profile(garthelm, 2).gifts) == {"riposte", "cloud-of-blades"}
    assert [profile(garthelm, n).extra_refreshes for n in (1, 2, 3, 4)] == [0, 0, 1, 2]


def test_improving_stops_at_the_end_of_the_bar(game):
    state = game("karomin")
    hero = state.hero("karomin")
    hero.attributes["deftness"] = hero.card.deftness.max
    assert "end of its bar" in refused(state, A.ImproveAttribute("karomin", "deftness"))
    ok(state, A.ImproveAttribute("karomin", "talent"))
    assert hero.improvements == 1


def test_damage_to_another_hero_is_taken_while_an_injury_waits(game):
    state = game("karomin", "alondis")
    state.hero("karomin").vitality = 1
    ok(state, A.DamageHero("karomin", 1))
    ok(state, A.DamageHero("alondis", 1))  # the same fireball, say
    assert state.hero("alondis").vitality == 3


def test_a_gift_that_draws_gifts_draws_from_the_own_group(game, cards):
    state = game("cessair")
    drawer = next(g for g in cards.gifts.values() if any(e.kind == "draw_gift" for e in g.effects))
    state.hero("cessair").gifts[drawer.id] = False
    state.hero("cessair").attributes["talent"] = 8
    before = len(state.hero("cessair").gifts)
    ok(state, A.UseGift("cessair", drawer.id))
    assert len(state.hero("cessair").gifts) == before + 1


def test_healing_a_hero_at_full_vitality_says_so(game):
    state = game("karomin")
    (healed,) = ok(state, A.HealHero("karomin", 2))
    assert healed.points == 0 and "already at full Vitality" in healed.text
    state.hero("karomin").vitality = 3
    (healed,) = ok(state, A.HealHero("karomin", 1))
    assert healed.text == "karomin regains 1 Vitality (Vitality 4)"
