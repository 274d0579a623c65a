"""`Fight.snapshot()`: everything that matters about a fight as plain JSON-ready data; equal
snapshots mean equal fights, and any change that matters shows."""

import json
import random

from questboard.combat import actions as A
from questboard.combat.fight import Reaction, TurnBudget, rng_digest
from tests.combat.helpers import fight_with, ok, put


def _fight(game, seed=1):
    state = game("karomin", "alondis", gifts={"karomin": ["parry"]},
                 items={"karomin": ["potion-of-healing"]}, seed=seed)
    state.qm_hand.append("orc-fury")
    return state, fight_with(state, ["karomin", "alondis"],
                             {"west-orcs": {"orc-warrior": 2}, "boss": {"garthelm": 1}})


def test_the_snapshot_is_plain_json_ready_data(game):
    state, fight = _fight(game)
    snap = fight.snapshot()
    assert json.loads(json.dumps(snap)) == snap  # no tuples, sets or objects inside
    for key in ("round", "phase", "seat", "active", "turn", "conflict", "queue", "reaction", "hold",
                "injured", "result", "counters", "minion_card", "goals_hidden", "fighters", "field",
                "state", "rng"):
        assert key in snap
    assert snap["state"] == state.snapshot()
    assert snap["rng"] == rng_digest(state.dice.rng) and len(snap["rng"]) == 32
    orc = snap["fighters"]["garthelm-1"]
    assert orc["vitality"] == 4 and orc["gifts"] == {"riposte": False, "cloud-of-blades": False}  # 2 heroes
    assert snap["fighters"]["karomin"]["items"] == ["potion-of-healing"]
    assert snap["fighters"]["karomin"]["sheet_live"] is True
    piece = fight.field.pieces["karomin"]
    assert snap["field"]["pieces"]["karomin"]["at"] == [piece.x, piece.y]
    assert snap["field"]["pieces"]["karomin"]["side"] == "hero"
    assert snap["field"]["pieces"]["karomin"]["radius"] == piece.radius
    assert snap["turn"]["who"] == "karomin" and snap["turn"]["opponents"] == []


def test_two_fights_set_up_alike_have_equal_snapshots_until_one_of_them_moves(game):
    _, a = _fight(game, seed=7)
    _, b = _fight(game, seed=7)
    assert a.snapshot() == b.snapshot()
    here = a.field.pieces["karomin"].at
    ok(a, A.Move("karomin", (here[0] + 0.1, here[1])))
    assert a.snapshot() != b.snapshot()
    ok(b, A.Move("karomin", (here[0] + 0.1, here[1])))
    assert a.snapshot() == b.snapshot()


def test_a_fight_set_up_from_another_seed_differs(game):
    _, a = _fight(game, seed=7)
    _, b = _fight(game, seed=8)
    assert a.snapshot() != b.snapshot()


def test_positions_compare_exactly(game):
    _, fight = _fight(game)
    before = fight.snapshot()
    x, y = fight.field.pieces["alondis"].at
    put(fight, "alondis", x + 1e-12, y)
    assert fight.snapshot() != before
    put(fight, "alondis", x, y)
    assert fight.snapshot() == before


def _changes(fight, state):
    """Small changes, each of which matters."""
    f, v = fight.fighters, fight.fighters["garthelm-1"]
    return [
        lambda: setattr(fight, "round", fight.round + 1),
        lambda: setattr(fight, "phase", "qm"),
        lambda: setattr(fight, "seat", fight.seat + 1),
        lambda: setattr(fight, "active", "alondis"),
        lambda: setattr(fight.turn, "moves", 0),
        lambda: fight.turn.opponents.add("orc-warrior-1"),
        lambda: setattr(fight, "turn", TurnBudget("karomin", actions=0)),
        lambda: fight.finished.add("orc-warrior-1"),
        lambda: setattr(fight, "silenced", True),
        lambda: fight.queue.append(("ranged", "garthelm-1", "karomin")),
        lambda: setattr(fight, "reaction", Reaction("garthelm-1", "riposte", "karomin")),
        lambda: setattr(fight, "hold", 1),
        lambda: fight.injured.append("alondis"),
        lambda: setattr(fight, "minion_card", "orc-archer"),
        lambda: fight.counters.__setitem__("orc-warrior", 9),
        lambda: setattr(fight, "goals_hidden", True),
        lambda: setattr(v, "vitality", v.vitality - 1),
        lambda: v.gifts.__setitem__("riposte", True),
        lambda: setattr(v, "extra_refreshes", 3),
        lambda: setattr(v, "refresh_offer", True),
        lambda: setattr(f["orc-warrior-1"], "deftness_mod", -1),
        lambda: setattr(f["orc-warrior-2"], "off_field", True),
        lambda: setattr(state.hero("karomin"), "vitality", 2),
        lambda: state.hero("karomin").gifts.__setitem__("parry", True),
        lambda: state.refresh_offers.append("alondis"),
        lambda: state.qm_hand.pop(),
        lambda: state.dice.d10(),  # the generator moved on
        lambda: state.dice.force(3),
        lambda: state.hero("alondis").equipment.append("shield"),
    ]


def test_every_change_that_matters_shows_in_the_snapshot(game):
    state, fight = _fight(game)
    for i in range(len(_changes(fight, state))):
        state, fight = _fight(game)
        before = fight.snapshot()
        _changes(fight, state)[i]()
        assert fight.snapshot() != before, f"change {i} does not show"


def test_a_conflict_shows_with_its_dice_totals_and_weapons_as_ids(game):
    state, fight = _fight(game)
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    state.dice.force(5, 5)
    state.hero("karomin").gifts["chosen-of-the-gods"] = True
    state.hero("karomin").equipment.append("veterans-sword")
    state.hero("karomin").attributes["deftness"] -= 1  # 5+2+1 = 8 against 9: Parry may turn it
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    snap = fight.snapshot()
    c = snap["conflict"]
    assert (c["att_die"], c["def_die"], c["att_weapon"], c["used"]) == (5, 5, "veterans-sword", [])
    assert json.loads(json.dumps(snap)) == snap
    ok(fight, A.Modify("karomin", "parry"))
    assert fight.snapshot()["conflict"]["used"] == ["karomin:parry"]


def test_the_rng_digest_follows_the_generator_state():
    a, b = random.Random(3), random.Random(3)
    assert rng_digest(a) == rng_digest(b)
    a.random()
    assert rng_digest(a) != rng_digest(b)
