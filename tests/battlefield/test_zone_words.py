"""Start zones are told in players' words: a map's own name for a zone, else one made from
its id; never an id or raw coordinates."""

from __future__ import annotations

from questboard.battlefield.mapfile import StartZone, StartZoneSpec, zone_words
from questboard.combat import events as E


def test_a_zone_without_a_name_is_named_from_its_id():
    assert zone_words("raiders") == "the raiders' start"
    assert zone_words("orc-guard") == "the orc guard's start"
    assert StartZone("thicket-goblins", "minion", ((0, 0), (1, 0), (1, 1))).words == "the thicket goblins' start"


def test_a_maps_own_name_for_a_zone_is_used():
    spec = StartZoneSpec(id="tg", kind="minion", polygon=[[0, 0], [1, 0], [1, 1]], name="the old toll house")
    zone = StartZone(spec.id, spec.kind, tuple(map(tuple, spec.polygon)), spec.name)
    assert zone.words == "the old toll house"


def test_a_base_set_up_is_told_without_coordinates_or_ids():
    e = E.Placed("orc-warrior-1", "Orc Warrior 1", (3.42, 0.43), "orc-guards", "the orc guards' start")
    assert e.text == "Orc Warrior 1 is set up at the orc guards' start"
