"""What a new group hits on its first evening, in fights: a potion that would be wasted
(R36), attack lines with both sides' die, value and total, and a set-up that says where
every base stands (a full zone sends a base to another zone of its kind)."""

from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat.authority import waiting_for
from questboard.combat.setup import start_fight
from questboard.combat.spec import CombatSpec
from tests.combat.helpers import fight_with, ok, plain_map, put, refused


def test_a_potion_on_a_hero_at_full_vitality_is_refused_in_a_fight(game):
    state = game("karomin", items={"karomin": ["potion-of-healing"]})
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 1}})
    reason = refused(fight, A.UseItem("karomin", "potion-of-healing"))
    assert reason == "Karomin is already at full Vitality (5): the Potion of Healing would be wasted"
    assert state.hero("karomin").equipment == ["potion-of-healing"]
    state.hero("karomin").vitality = 3
    ok(fight, A.UseItem("karomin", "potion-of-healing"))
    assert state.hero("karomin").vitality == 5 and state.hero("karomin").equipment == []


def test_the_healing_gift_in_a_fight_is_refused_only_if_everyone_it_heals_is_full(game):
    state = game("cessair", "karomin", gifts={"cessair": ["healing"]})
    fight = fight_with(state, ["cessair", "karomin"], {"west-orcs": {"orc-warrior": 1}})
    put(fight, "cessair", 0.4, 2.6)
    put(fight, "karomin", 0.4, 2.3)  # base to base: within any reach a heal may have
    both = (("cessair", 2), ("karomin", 3))
    assert "would be wasted" in refused(fight, A.UseGift("cessair", "healing", heal=both))
    assert state.hero("cessair").gifts["healing"] is False
    state.hero("karomin").vitality = 4
    ok(fight, A.UseGift("cessair", "healing", heal=both))
    assert state.hero("karomin").vitality == 5


def test_an_attack_line_shows_both_sides_die_value_and_total(game):
    state = game("karomin")
    fight = fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)  # base to base
    state.dice.force(2, 3)
    events = ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    if waiting_for(fight).allowed == ("Modify", "Pass"):
        events = ok(fight, A.Pass("karomin"))
    attack = next(e for e in events if isinstance(e, E.Attacked))
    value, foe_value = attack.total - attack.die, attack.foe_total - attack.foe_die
    assert (f"Karomin {attack.die} + {value} = {attack.total} against Orc Warrior 1's melee roll "
            f"{attack.foe_die} + {foe_value} = {attack.foe_total}") in attack.text
    assert attack.text.endswith("Orc Warrior 1 wins")


def test_a_nine_that_beats_a_higher_total_is_named(game):
    attack = E.Attacked("melee", "karomin", "Karomin", "orc-warrior-1", "Orc Warrior 1",
                        9, 12, 8, 14, True)
    assert attack.text.endswith("Karomin 9 + 3 = 12 against Orc Warrior 1's melee roll "
                                "8 + 6 = 14; Karomin wins (a 9)")


def test_the_set_up_tells_what_stands_in_each_zone_and_who_had_to_go_elsewhere(game):
    state = game("karomin", "alondis")
    # Room for one base only: centres at least 0.15 LU from the field's edge, so 0.15–0.3 LU
    # each way (two bases fitted corner to corner into 0.1–0.4 LU, packed in a row).
    tiny = [(0.1, 0.1), (0.3, 0.1), (0.3, 0.3), (0.1, 0.3)]
    zones = [dict(z) for z in plain_map().model_dump()["zones"]]
    for z in zones:
        if z["id"] == "west-orcs":
            z["polygon"] = tiny
    # Two archers asked into west-orcs; the warriors spread over the minion zones (one each).
    spec = CombatSpec(map=plain_map(zones=zones), bad_guys={"west-orcs": {"orc-archer": 2},
                                                            "minion": {"orc-warrior": 2}})
    fight = start_fight(state, spec, record=True)
    set_up = next(e for e in fight.log if isinstance(e, E.SetUp))
    where = {zone: names for zone, _, names in set_up.zones}
    assert where == {"west-orcs": ("Orc Archer",),
                     "east-orcs": ("Orc Archer", "Orc Warrior", "Orc Warrior"),
                     "heroes": ("Karomin", "Alondis")}
    assert set_up.moved == (("Orc Archer 2", "west-orcs", "east-orcs"),
                            ("Orc Warrior 1", "west-orcs", "east-orcs"))
    assert set_up.text.startswith("Set up: the west orcs' start: Orc Archer; the east orcs' start: "
                                  "Orc Archer, 2 × Orc Warrior; the heroes' start: Karomin, Alondis.")
    assert "Orc Archer 2 had no room at the west orcs' start and stands at the east orcs' start" in set_up.text
