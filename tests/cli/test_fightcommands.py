"""Typed fight commands: each command's words -> the fight action, and one clear BadAnswer
for words that are not one."""

from __future__ import annotations

import math

import pytest

from questboard.adventure.answers import BadAnswer
from questboard.cli import fightcommands as C
from questboard.combat import actions as A
from questboard.combat.damage import hurt
from questboard.combat.engine import apply
from questboard.content import load_cards
from questboard.rules.state import new_game
from tests.cli.bare_fight import BareFightGame
from tests.combat.helpers import fight_with, ok, put


@pytest.fixture(scope="module")
def cards():
    return load_cards()


@pytest.fixture
def fight(cards):
    """Karomin (sword, potion), Alondis (longbow), Cessair (Fireball, Healing) against two
    Orc Warriors and an Orc Archer on the plain test field; Karomin's turn."""
    state = new_game(cards, ["karomin", "alondis", "cessair"], 1, draw_opening=False)
    gifts = {"cessair": ["fireball", "healing"]}
    items = {"karomin": ["veterans-sword", "potion-of-healing"], "alondis": ["longbow"]}
    for h in state.heroes:
        h.gifts = {h.innate_gift: False, **{g: False for g in gifts.get(h.id, ())}}
        h.equipment = list(items.get(h.id, ()))
    state.leader = 0  # Karomin leads, so the fight opens with his turn
    f = fight_with(state, ["karomin", "alondis", "cessair"],
                   {"west-orcs": {"orc-warrior": 2}, "east-orcs": {"orc-archer": 1}})
    put(f, "karomin", 1.0, 1.6)
    put(f, "alondis", 1.6, 2.4)
    put(f, "cessair", 0.4, 2.4)
    put(f, "orc-warrior-1", 1.0, 1.3)  # touching Karomin
    put(f, "orc-warrior-2", 2.2, 1.0)
    put(f, "orc-archer-1", 3.5, 2.5)
    return f


def parse(fight, line, actor="karomin"):
    return C.parse(line, BareFightGame(fight), actor)


def bad(fight, line, actor="karomin") -> str:
    with pytest.raises(BadAnswer) as caught:
        C.parse(line, BareFightGame(fight), actor)
    message = str(caught.value)
    assert message and "\n" not in message
    return message


# Table commands and names -----------------------------------------------------------------
def test_look_help_end_pass_auto_and_quit_are_short_words(fight):
    assert parse(fight, "look") == C.Look() and parse(fight, "L") == C.Look()
    assert parse(fight, "help") == C.Help() and parse(fight, "QUIT") == C.Quit()
    assert parse(fight, "end") == A.EndTurn("karomin")
    assert parse(fight, "pass", actor="alondis") == A.Pass("alondis")
    assert parse(fight, "auto") == C.Auto("greedy")
    assert parse(fight, "auto Cautious") == C.Auto("cautious")


def test_auto_knows_only_the_two_hero_policies(fight):
    assert "greedy" in bad(fight, "auto reckless")


def test_an_empty_line_or_an_unknown_word_is_no_command(fight):
    assert "empty" in bad(fight, "   ")
    assert "'dance' is not a fight command" in bad(fight, "dance")


def test_fighters_are_named_by_id_or_name_in_any_case(fight):
    for word in ("orc-warrior-2", "ORC-WARRIOR-2", "Orc_Warrior_2"):
        assert parse(fight, f"attack {word}").target == "orc-warrior-2"


def test_a_unique_beginning_names_a_fighter_and_an_ambiguous_one_lists_the_candidates(fight):
    assert parse(fight, "attack orc-a").target == "orc-archer-1"
    assert parse(fight, "swap vet to alo").to == "alondis"
    message = bad(fight, "attack orc-w")
    assert "Orc Warrior 1" in message and "Orc Warrior 2" in message


def test_card_and_number_name_a_bad_guy_when_only_one_card_fits(fight):
    assert parse(fight, "attack orc-2").target == "orc-warrior-2"
    assert parse(fight, "attack ORC2").target == "orc-warrior-2"
    message = bad(fight, "attack orc-1")  # Orc Warrior 1 and Orc Archer 1
    assert "Orc Warrior 1" in message and "Orc Archer 1" in message


def test_short_names_are_ones_the_parser_understands(fight):
    for f in fight.fighters.values():
        assert C.fighter(BareFightGame(fight), C.short_name(BareFightGame(fight), f.id)).id == f.id
    assert C.short_name(BareFightGame(fight), "orc-warrior-2") == "orc-2"
    assert C.short_name(BareFightGame(fight), "orc-warrior-1") == "orc-warrior-1"


def test_an_unknown_fighter_lists_who_is_on_the_field(fight):
    message = bad(fight, "attack goblin")
    assert "no fighter 'goblin'" in message and "Orc Archer 1" in message


def test_another_hero_answers_with_a_name_and_a_colon(fight):
    assert parse(fight, "alondis: shoot orc-a") == A.RangedAttack("alondis", "orc-archer-1")
    assert parse(fight, "Ces: end") == A.EndTurn("cessair")
    assert "no hero 'orc'" in bad(fight, "orc: end")
    assert "what should that hero do" in bad(fight, "alondis:")


# Moving -----------------------------------------------------------------------------------
def test_move_to_a_place_takes_x_and_y_in_several_spellings(fight):
    for line in ("move 1.5,2", "move 1.5 2", "move (1.5, 2)"):
        assert parse(fight, line) == A.Move("karomin", (1.5, 2.0))


@pytest.mark.parametrize("line", ["move here", "move 1,2,3", "move 1", "move nan,1"])
def test_a_place_that_is_not_two_numbers_is_refused_with_the_form(fight, line):
    assert "X,Y" in bad(fight, line)


def test_move_to_a_foe_ends_in_contact_with_it(fight):
    put(fight, "karomin", 2.2, 1.9)  # 0.6 from Orc Warrior 2, 0.3 apart at the edges
    action = parse(fight, "move to orc-2")
    ok(fight, action)
    assert fight.field.touching("karomin", "orc-warrior-2")


def test_move_to_a_foe_beyond_the_bar_says_so_and_offers_move_toward(fight):
    message = bad(fight, "move to orc-a")
    assert "beyond Karomin's bar 0.80" in message and "move toward" in message


def test_move_toward_a_far_foe_goes_the_whole_bar_straight_at_it(fight):
    action = parse(fight, "move toward orc-archer")
    start = fight.field.pieces["karomin"].at
    archer = fight.field.pieces["orc-archer-1"].at
    length = math.dist(start, action.to)
    assert length == pytest.approx(0.80)
    # on the straight line to the archer
    cross = (action.to[0] - start[0]) * (archer[1] - start[1]) - (action.to[1] - start[1]) * (archer[0] - start[0])
    assert abs(cross) < 1e-9


def test_move_toward_stops_short_of_a_friend_in_the_way(fight):
    put(fight, "orc-warrior-1", 1.0, 0.9)
    put(fight, "alondis", 1.0, 2.0)  # between Karomin and the orc: the full bar ends on her
    put(fight, "karomin", 1.0, 2.6)
    from questboard.combat import previews

    onto_her = previews.plan_move(fight, "karomin", (1.0, 1.8))
    assert onto_her.legal and onto_her.friend == "alondis"  # R50: a move onto a friend stops touching her
    ok(fight, parse(fight, "move toward orc-warrior-1"))
    at = fight.field.pieces["karomin"].at
    assert at[1] < 2.6 and fight.field.edge_distance("karomin", "alondis") >= -1e-9


def test_move_toward_a_foe_already_touching_or_oneself_is_refused(fight):
    assert "already touches" in bad(fight, "move to orc-warrior-1")
    assert "itself" in bad(fight, "move toward karomin")
    assert "move where" in bad(fight, "move")


# Attacks ----------------------------------------------------------------------------------
def test_attack_and_shoot_name_a_target_and_optionally_a_weapon(fight):
    assert parse(fight, "attack orc-warrior-1") == A.MeleeAttack("karomin", "orc-warrior-1")
    assert parse(fight, "melee orc-warrior-1 with vet") == \
        A.MeleeAttack("karomin", "orc-warrior-1", "veterans-sword")
    assert parse(fight, "attack orc-warrior-1 with nothing").weapon == ""
    assert parse(fight, "shoot orc-a with Longbow", actor="alondis") == \
        A.RangedAttack("alondis", "orc-archer-1", "longbow")


def test_attack_without_a_target_or_with_stray_words_is_refused(fight):
    assert "attack whom" in bad(fight, "attack")
    assert "not understood" in bad(fight, "attack orc-2 fiercely")
    assert "no weapon 'axe'" in bad(fight, "attack orc-2 with axe")


def test_an_attack_the_engine_refuses_gives_its_reason(fight):
    outcome = apply(fight, parse(fight, "attack orc-2"))
    assert not outcome.ok and "not touching" in outcome.reason


# Gifts and items --------------------------------------------------------------------------
def test_an_area_gift_toward_a_foe_lies_touching_the_user(fight):
    action = parse(fight, "gift fire toward orc-2", actor="cessair")
    assert action.gift == "fireball" and action.area is not None
    centre, degrees = action.area
    assert fight.field.check_area("cessair", centre, degrees).valid


def test_an_area_gift_at_a_pose_takes_centre_and_degrees(fight):
    assert parse(fight, "gift fireball 1,2,90", actor="cessair").area == ((1.0, 2.0), 90.0)
    assert "toward FOE" in bad(fight, "gift fireball", actor="cessair")
    assert "X,Y,DEG" in bad(fight, "gift fireball 1,2", actor="cessair")


def test_a_healing_gift_names_heroes_and_points_or_heals_the_user_in_full(fight):
    assert parse(fight, "gift healing", actor="cessair").heal == (("cessair", 5),)
    assert parse(fight, "gift heal karomin 2", actor="cessair").heal == (("karomin", 2),)
    assert parse(fight, "gift healing kar=1 alondis", actor="cessair").heal == \
        (("karomin", 1), ("alondis", 5))
    assert "HERO then the points" in bad(fight, "gift healing 2", actor="cessair")


def test_a_refreshing_gift_names_the_gift_that_comes_back(fight):
    assert parse(fight, "gift spell fireball", actor="cessair") == \
        A.UseGift("cessair", "spellweaver", refresh="fireball")


def test_a_turn_gift_takes_no_words_and_an_unknown_gift_lists_the_heros_gifts(fight):
    assert parse(fight, "gift wind", actor="alondis") == A.UseGift("alondis", "wind-rider")
    message = bad(fight, "gift fireball", actor="alondis")
    assert "no gift 'fireball'" in message and "Wind Rider" in message


def test_use_a_potion_on_oneself_or_on_a_hero_with_points(fight):
    assert parse(fight, "use pot") == A.UseItem("karomin", "potion-of-healing", heal=(("karomin", 3),))
    assert parse(fight, "use potion-of-healing alondis 1").heal == (("alondis", 1),)
    assert "no item 'shield'" in bad(fight, "use shield")
    assert "takes no target" in bad(fight, "use vet alondis")


def test_swap_hands_an_item_to_a_hero(fight):
    assert parse(fight, "swap vet to alondis") == A.SwapItem("karomin", "alondis", "veterans-sword")
    assert parse(fight, "swap vet alondis") == A.SwapItem("karomin", "alondis", "veterans-sword")
    assert "swap ITEM to HERO" in bad(fight, "swap vet")
    assert "no hero" in bad(fight, "swap vet to orc-2")


# Rolls, injuries, refreshes ---------------------------------------------------------------
def test_bonus_adds_a_source_that_can_turn_the_losing_roll(fight):
    assert "no roll is waiting" in bad(fight, "bonus chosen")
    fight.state.dice.force(0, 9)  # Karomin's attack fails badly: he is losing
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    assert parse(fight, "bonus chosen") == A.Modify("karomin", "chosen-of-the-gods")
    assert "no bonus for this roll 'potion'" in bad(fight, "bonus potion")


def test_injury_alone_takes_it_and_the_story_asks_what_it_costs(fight):
    assert "nobody is seriously injured" in bad(fight, "injury")
    hurt(fight, fight.fighters["karomin"], 10)
    assert parse(fight, "injury") == C.TakeInjury("karomin")
    assert parse(fight, "injury str discard pot") == \
        A.ResolveInjury("karomin", "strength", "potion-of-healing")
    assert parse(fight, "injury none") == A.ResolveInjury("karomin", None, None)
    assert parse(fight, "injury discard pot") == A.ResolveInjury("karomin", None, "potion-of-healing")
    assert "not an attribute" in bad(fight, "injury luck")
    # Another hero may answer the injury by healing instead
    assert parse(fight, "cessair: gift healing karomin 3", actor="karomin").who == "cessair"


def test_refresh_after_a_nine_names_an_exhausted_gift(fight):
    assert "just rolled a 9" in bad(fight, "refresh chosen")
    fight.state.hero("karomin").gifts["chosen-of-the-gods"] = True
    fight.state.refresh_offers.append("karomin")
    assert parse(fight, "refresh chosen", actor="alondis") == A.RefreshGift("karomin", "chosen-of-the-gods")
    assert "no exhausted gift 'sword'" in bad(fight, "refresh sword")


def test_help_lists_every_command_word(fight):
    for word in ("look", "move", "attack", "shoot", "gift", "use", "swap", "bonus", "pass",
                 "injury", "refresh", "end", "auto", "quit", "HERO:"):
        assert word in C.HELP
    assert max(len(line) for line in C.HELP.splitlines()) <= 80


def test_draw_names_one_png_file(fight):
    assert parse(fight, "draw field.png") == C.Draw("field.png")
    for bad in ("draw", "draw field.jpg", "draw a.png b.png"):
        with pytest.raises(BadAnswer, match="FILE.png"):
            parse(fight, bad)
