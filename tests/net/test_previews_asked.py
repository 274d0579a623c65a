"""A seat's previews asked of a real host on 127.0.0.1: the enemies as its hero sees them
(sight lines, what blocks them, range) and an area card laid, answered as the host's own
previews say, for the seat that plays that fighter only; any other seat is told why not."""

from __future__ import annotations

import dataclasses
import time

import pytest

from questboard.net.client import Client
from questboard.net.host import Host
from questboard.net.previews import AreaView, Targets, read_preview
from questboard.play import new_game
from questboard.play.viewdata import to_data
from tests.play.helpers import story_answer


def _fight():
    game = new_game("example-short", ("karomin", "cessair"), 31)
    for _ in range(300):
        if game.fight is not None:
            return game
        game.apply(story_answer(game, 0, "hand"))
    raise AssertionError("no fight")


@pytest.fixture
def table():
    game = _fight()
    host = Host(game).start()
    seats = {n: Client(host.address, host.code, n).start(wait=0) for n in ("cessair", "karomin", "table")}
    _pump(host, lambda: all(c.stamp == host.stamp for c in seats.values()))
    yield game, host, seats
    for c in seats.values():
        c.stop()
    host.stop()


def _pump(host, test, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        host.pump()
        if test():
            return
        time.sleep(0.002)
    raise AssertionError("the host never answered")


def _answer(host, client, ask: int):
    _pump(host, lambda: ask in client.previews)
    return client.previews.pop(ask)


def test_the_seat_of_the_hero_gets_his_sight_lines_as_the_host_sees_them(table):
    game, host, seats = table
    data = _answer(host, seats["cessair"], seats["cessair"].ask_targets("cessair"))
    seen = read_preview(Targets, data)
    assert seen.who == "cessair" and seen.targets
    assert to_data(seen.targets) == to_data(game.targets("cessair"))
    assert to_data(seen.melee) == to_data(game.melee_targets("cessair"))
    assert {t.id for t in seen.targets} == {f.id for f in game.fight.fighters.values() if not f.is_hero}


def test_the_answers_carry_every_field_of_the_hosts_previews():
    game = _fight()
    host_fields = {f.name for f in dataclasses.fields(game.targets("cessair")[0])}
    area = game.plan_area("cessair", "fireball", (1.0, 1.0), 0.0)
    from questboard.net.previews import SightTarget
    assert {f.name for f in dataclasses.fields(SightTarget)} == host_fields
    assert {f.name for f in dataclasses.fields(AreaView)} == {f.name for f in dataclasses.fields(area)}


def test_an_area_card_is_planned_for_its_hero_as_the_host_plans_it(table):
    game, host, seats = table
    me = game.fight.field.pieces["cessair"].at
    point = (me[0] + 0.6, me[1])
    plan = read_preview(AreaView, _answer(host, seats["cessair"], seats["cessair"].ask_area("cessair", "fireball",
                                                                                           point, 30.0)))
    assert to_data(plan) == to_data(game.plan_area("cessair", "fireball", point, 30.0))
    assert plan.gift == "fireball" and len(plan.corners) == 4 and plan.degrees == pytest.approx(30.0)


@pytest.mark.parametrize(("seat", "who", "why"), [
    ("karomin", "cessair", "Magistra Cessair is not yours to play"),
    ("table", "cessair", "The table's seat watches: it asks nothing"),
    ("cessair", "orc-warrior-1", "Orc Warrior 1 is not yours to play"),
    ("cessair", "gandalf", "There is no 'gandalf' in this fight"),
])
def test_another_seats_fighter_gets_no_preview_and_the_reason(table, seat, who, why):
    game, host, seats = table
    c = seats[seat]
    for ask in (c.ask_targets(who), c.ask_area(who, "fireball", (1.0, 1.0), 0.0), c.ask_move(who, (1.0, 1.0))):
        assert _answer(host, c, ask) is None
        assert c.unanswered[ask] == why


@pytest.mark.parametrize(("frame", "why"), [
    ('{"type":"ask","id":9,"what":"area","who":"cessair","gift":"fireball","to":[NaN,1],"degrees":0}',
     "bad frame: ask.area.to.0: Input should be a finite number"),
    ('{"type":"ask","id":9,"what":"area","who":"cessair","to":[1,1],"degrees":0}',
     "bad frame: ask.area.gift: Field required"),
    ('{"type":"ask","id":9,"what":"sight","who":"cessair"}',
     "bad frame: ask: Input tag 'sight' found using 'what' does not match any of the expected tags: "
     "'move', 'targets', 'area'"),
])
def test_an_ask_of_the_wrong_shape_is_refused_in_words(table, frame, why):
    game, host, seats = table
    c = seats["cessair"]
    c.send_raw(frame)
    _pump(host, lambda: why in c.refusals)
