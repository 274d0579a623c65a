"""The preview of using a card in a fight (`combat.uses.plan_use`) says what the engine will
do: whom a heal may reach (the Potion only the user or a hero touching him, the Healing gift
any hero on the field, "regain" cards the user alone), which exhausted gifts a refresh may
bring back, and a "!" gift only as the owner's action, refused in the engine's words."""

from questboard.combat import actions as A
from questboard.combat.engine import apply
from questboard.combat.uses import plan_use
from tests.combat.helpers import fight_with, ok, put


def _party(game, first="leader"):
    state = game("cessair", "karomin", "alondis",
                 gifts={"cessair": ["healing", "spellweaver", "fireball"], "alondis": ["second-wind", "sprint"]},
                 items={"cessair": ["potion-of-healing", "veterans-sword"]})
    fight = fight_with(state, ["cessair", "karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}},
                       first=first)
    put(fight, "cessair", 0.4, 2.6)
    put(fight, "karomin", 3.5, 1.6)  # across the field
    put(fight, "alondis", 0.4, 2.3)  # base to base with Cessair
    for h in state.heroes:
        h.vitality = 1
    return state, fight


def _ids(plan):
    return [n.id for n in plan.reach]


def test_the_potion_reaches_the_user_and_the_heroes_touching_her_and_does_what_it_shows(game):
    state, fight = _party(game)
    plan = plan_use(fight, "cessair", "potion-of-healing")
    assert plan.may_use and plan.kind == "item" and plan.heal == 3 and not plan.spread
    assert _ids(plan) == ["cessair", "alondis"]  # the user first; Karomin is not touching
    assert not apply(fight, A.UseItem("cessair", "potion-of-healing", heal=(("karomin", 3),))).ok
    ok(fight, A.UseItem("cessair", "potion-of-healing", heal=(("alondis", 3),)))
    assert state.hero("alondis").vitality == 4


def test_the_healing_gift_reaches_every_hero_on_the_field_and_regain_cards_only_the_user(game):
    state, fight = _party(game)
    plan = plan_use(fight, "cessair", "healing")
    assert plan.may_use and plan.kind == "gift" and plan.spread and plan.heal == 5 and plan.asks
    assert set(_ids(plan)) == {"cessair", "karomin", "alondis"} and _ids(plan)[0] == "cessair"
    own = plan_use(fight, "alondis", "second-wind")
    assert own.may_use and _ids(own) == ["alondis"] and not own.asks


def test_a_heal_on_heroes_all_at_full_vitality_is_refused_in_the_rules_words(game):
    state, fight = _party(game)
    for h in state.heroes:
        h.vitality = h.max_vitality
    plan = plan_use(fight, "cessair", "potion-of-healing")
    assert not plan.may_use and "full Vitality" in plan.why_not


def test_a_refresh_offers_the_exhausted_gifts_it_may_bring_back(game):
    state, fight = _party(game)
    assert "nothing to refresh" in plan_use(fight, "cessair", "spellweaver").why_not
    state.hero("cessair").gifts["healing"] = True
    state.hero("alondis").gifts["sprint"] = True
    plan = plan_use(fight, "cessair", "spellweaver")
    assert plan.may_use and plan.refresh == (("cessair", "healing"),)  # Spellweaver: the user's own
    ok(fight, A.UseGift("cessair", "spellweaver", refresh="healing"))
    assert state.hero("cessair").gifts["healing"] is False


def test_a_turn_gift_is_only_the_owners_action_in_his_turn(game):
    state, fight = _party(game)
    assert fight.active == "cessair"
    sprint = plan_use(fight, "alondis", "sprint")
    assert sprint.turn_action and not sprint.may_use and sprint.why_not
    assert sprint.why_not == apply(fight, A.UseGift("alondis", "sprint")).reason  # the engine's words
    fire = plan_use(fight, "cessair", "fireball")
    assert fire.turn_action and fire.area and fire.may_use
    free = plan_use(fight, "alondis", "second-wind")  # not a "!" gift: any moment
    assert free.may_use and not free.turn_action


def test_a_card_with_no_use_outside_a_roll_says_so(game):
    state, fight = _party(game)
    plan = plan_use(fight, "cessair", "veterans-sword")
    assert not plan.may_use and "does nothing in a fight" in plan.why_not


# --- the Quest Master's events -------------------------------------------------------------

def test_an_event_for_an_arch_villain_names_the_ones_in_play_and_plays_on_one(game):
    from questboard.combat.uses import plan_event

    state = game("karomin")
    state.qm_hand += ["blessing-of-the-dark-gods", "dark-vigor", "reinforcements", "orc-fury"]
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 1}, "boss": {"garthelm": 1}})
    bless = plan_event(fight, "blessing-of-the-dark-gods")
    assert bless.may_play and bless.needs_target and [n.id for n in bless.targets] == ["garthelm-1"]
    fight.fighters["garthelm-1"].gifts["riposte"] = True
    ok(fight, A.PlayEvent("blessing-of-the-dark-gods", target=bless.targets[0].id))
    assert fight.fighters["garthelm-1"].gifts["riposte"] is False
    start = plan_event(fight, "reinforcements")  # the heroes' turn: not the QM's turn's start
    assert not start.may_play and start.why_not == apply(fight, A.PlayEvent("reinforcements")).reason
    fury = plan_event(fight, "orc-fury")
    assert not fury.may_play and "Modify" in fury.why_not


def test_an_event_for_an_arch_villain_without_one_in_play_is_refused_or_redrawn(game):
    from questboard.combat.uses import plan_event

    state = game("karomin")
    state.qm_hand += ["dark-vigor", "blessing-of-the-dark-gods"]
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 1}})
    vigor = plan_event(fight, "dark-vigor")
    assert not vigor.may_play and vigor.why_not == apply(fight, A.PlayEvent("dark-vigor")).reason
    bless = plan_event(fight, "blessing-of-the-dark-gods")  # discarded, another drawn: no target
    assert bless.may_play and not bless.needs_target and not bless.targets
    ok(fight, A.PlayEvent("blessing-of-the-dark-gods"))
