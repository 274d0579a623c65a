"""Each seat's view of a game (`Game.view(seat)`): plain data built once per revision, the
fight view true to the fight, its questions answered as the rules allow, and nothing only the
Quest Master may see in any other seat's view."""

from __future__ import annotations

import itertools
import json

import pytest

from questboard.combat import actions as F
from questboard.combat.conflict import controller, losing_side, sources
from questboard.combat.fight import Reaction
from questboard.play import Game, new_game
from questboard.play.fight_view import fight_view
from questboard.play.seats import QUEST_MASTER, TABLE, hero_seat, seats_of
from questboard.rules.vitality import injury_choices
from tests.combat.helpers import put
from tests.play.helpers import hand_action, story_answer

SHIPPED = ("example-short", "the-harbor-treasure", "the-sleeping-city", "the-pale-kings-crown")
HEROES = ("karomin", "alondis")


def _step(game: Game, fights: str = "hand"):
    """One step as `tests.play.helpers.play_through` takes it."""
    if game.fight is None:
        return game.apply(story_answer(game, 0, fights))
    if game.next_qm_action() is not None:
        return game.step_qm()
    action = hand_action(game)
    step = game.apply(action)
    if not step.ok and not isinstance(action, F.EndTurn):
        step = game.apply(F.EndTurn(action.who))
    return step


def _to_a_fight(name: str, seed: int = 7, options=()) -> Game:
    game = new_game(name, HEROES, seed, options)
    for _ in range(3000):
        if game.fight is not None:
            return game
        assert not game.ended, f"{name}: no fight before the end"
        assert _step(game).ok
    raise AssertionError("no fight in 3000 steps")


def _copy(game: Game) -> Game:
    twin = Game(game.adventure, game.cards, game.setup, game.adventure_file, game.find_map)
    twin.replay(list(game.actions))
    return twin


def test_views_are_cached_per_revision_and_shared_by_every_seat():
    game = _to_a_fight("example-short")
    seat = hero_seat("karomin")
    first = game.view(seat)
    assert game.view(seat) is first and game.view(QUEST_MASTER) is game.view(QUEST_MASTER)
    assert game.view(TABLE).table is first.table  # one public picture for all seats
    builds = game._views.builds
    for s in seats_of(game):
        game.view(s)
    assert game._views.builds == builds  # every seat cut from the one build of this revision
    revision = game.revision
    assert _step(game).ok
    assert game.revision != revision and game.view(seat) is not first
    assert game.view(seat).revision == game.revision


def test_undo_and_replay_change_the_revision():
    game = new_game("example-short", HEROES, 7)
    assert _step(game).ok
    before = game.revision
    game.replay(list(game.actions))
    assert game.revision != before
    refused = game.apply(F.EndTurn("nobody"))
    assert not refused.ok and game.revision == before + 1  # a refusal changes nothing


def test_views_serialize_to_json_for_every_seat():
    game = new_game("example-short", HEROES, 7)
    for _ in range(400):
        if game.ended:
            break
        for seat in seats_of(game):
            data = game.view(seat).to_data()
            assert json.loads(json.dumps(data)) == data
        assert _step(game).ok
    assert game.ended


@pytest.mark.parametrize("name", SHIPPED)
def test_the_fight_view_matches_the_fight(name):
    game = _to_a_fight(name)
    for _ in range(30):
        fight = game.fight
        if fight is None:
            break
        view = game.view(TABLE).fight
        assert [f.id for f in view.fighters] == list(fight.fighters)
        for f in view.fighters:
            real = fight.fighters[f.id]
            piece = fight.field.pieces.get(f.id)
            assert (f.name, f.side, f.off_field, f.vitality) == (real.name, real.side, real.off_field,
                                                                 real.current_vitality())
            assert f.is_arch_villain == real.is_arch_villain
            assert f.at == (None if real.off_field or piece is None else tuple(piece.at))
            if piece is not None:
                assert f.radius == piece.radius
        assert view.round == fight.round and view.active == fight.active
        assert {t.id for t in view.field.terrain} == set(fight.field.terrain)
        assert (view.field.width, view.field.height) == (fight.field.width, fight.field.height)
        assert _step(game).ok


def _questions(name: str, seed: int, limit: int = 1500):
    """Every question of the fights of `name`, as (game, fight view), the fights played out
    by the automatic Quest Master against plain players."""
    game = new_game(name, HEROES, seed)
    for _ in range(limit):
        if game.ended:
            return
        if game.fight is not None and game.view(QUEST_MASTER).fight.question is not None:
            yield game, game.view(QUEST_MASTER).fight
        assert _step(game).ok


@pytest.mark.parametrize("name", SHIPPED)
def test_the_modify_windows_choices_are_what_could_turn_the_roll(name):
    seen = 0
    for game, view in _questions(name, 7):
        q = view.question
        if q.kind != "modify":
            continue
        fight = game.fight
        loser = losing_side(fight, fight.conflict)
        rules = [F.Modify(controller(loser), s) for _, s, _, _ in sources(fight, fight.conflict, loser)]
        assert [c.act() for c in q.choices if c.kind == "modify"] == rules  # R34
        assert [c.act() for c in q.choices if c.kind == "pass"] == [F.Pass(controller(loser))]
        seen += 1
    assert seen, "no modify window in the fights"


def test_the_injury_choices_are_what_the_engine_takes():
    tried = 0
    for name in SHIPPED:
        for game, view in _questions(name, 7):
            q = view.question
            if q.kind != "injury" or tried >= 6:
                continue
            hero = game.state.hero(q.who)
            attributes, items = injury_choices(game.state, hero)  # R6, R35
            offered = {(c.attribute or None, c.discard or None) for c in q.choices if c.kind == "injury"}
            assert offered == set(itertools.product(attributes or (None,), items or (None,)))
            for c in q.choices:  # heals at once (R18) included
                assert _copy(game).apply(c.act()).ok, c.label
            tried += 1
    assert tried, "no serious injury in the fights"


@pytest.mark.parametrize("answer", ["strike_back", "pass"])
def test_the_strike_back_choices_are_what_the_engine_takes(answer):
    game = _to_a_fight("example-short")
    fight = game.fight
    orc = fight.in_play("bad_guy")[0]
    me = fight.fighters["karomin"]
    x, y = fight.field.pieces[orc.id].at
    put(fight, "karomin", x, y + me.radius + orc.radius)  # touching him, as Riposte needs
    me.hero.gifts["riposte"] = False
    fight.reaction = Reaction("karomin", "riposte", orc.id)  # as a melee hit on him opens it
    q = fight_view(game).question
    assert (q.kind, q.who, q.fighter) == ("strike_back", "karomin", "karomin")
    assert [c.kind for c in q.choices] == ["strike_back", "pass"]
    chosen = next(c for c in q.choices if c.kind == answer)
    assert game.apply(chosen.act()).ok, chosen.label


def test_a_heros_view_holds_his_own_sheet_and_his_questions_only():
    game = _to_a_fight("example-short")
    for _ in range(400):
        if game.fight is None:
            break
        for hero in HEROES:
            view = game.view(hero_seat(hero))
            q = view.fight.question
            assert q is None or q.who == hero
            assert all(u.who == hero for u in view.fight.uses)
            assert [s.id for s in view.story.sheets] == [hero]
        table = game.view(TABLE)
        assert table.fight.question is None and not table.fight.uses and not table.story.sheets
        assert _step(game).ok


def _qm_only(game: Game) -> set[str]:
    """Every text only the Quest Master may read now (long enough not to occur by chance)."""
    names = game.names()
    out = {t.describe(names) for t in game.told if not t.public}
    full = game.view(QUEST_MASTER).story
    out |= set(full.qm_notes) | set(full.advice)
    if game.fight is not None and game.state.options.uncertain_circumstances:
        out.add(game.view(QUEST_MASTER).fight.goals)
    return {t for t in out if len(t) > 15}


@pytest.mark.parametrize("name", SHIPPED)
def test_no_quest_master_only_text_in_the_table_or_a_heros_view(name):
    uncertain = (("uncertain_circumstances", True),)
    game = new_game(name, HEROES, 7, uncertain)
    secrets: set[str] = set()
    for _ in range(1500):
        if game.ended:
            break
        secrets |= _qm_only(game)
        for seat in (TABLE, hero_seat(HEROES[0])):
            view = game.view(seat)
            text = json.dumps(view.to_data())
            assert not view.story.qm_hand and not view.story.qm_notes and not view.story.advice
            for secret in secrets:
                assert json.dumps(secret)[1:-1] not in text, (seat, secret)
            if view.fight is not None:
                assert view.fight.goals is None
        assert _step(game).ok
    assert secrets, "nothing secret was told"


def test_the_table_windows_field_view_is_part_of_the_fight_view():
    game = _to_a_fight("example-short")
    for _ in range(60):
        if game.fight is None:
            break
        old = game.public_view().field
        new = game.view(TABLE).fight
        assert (old.map_id, old.title, old.round, old.goals) == (new.field.id, new.field.title, new.round, new.goals)
        assert old.off_field == tuple(f.name for f in new.fighters if f.off_field and f.is_hero)
        assert [(p.id, p.name, p.side, p.at, p.radius, p.vitality, p.max_vitality) for p in old.pieces] == \
            [(f.id, f.name, f.side, f.at, f.radius, f.vitality, f.max_vitality) for f in new.pieces]
        assert _step(game).ok


def test_a_seats_sides_are_the_sides_it_answers_for():
    sides = ("karomin", "alondis", "qm", "party", None)
    for seat in (hero_seat("karomin"), hero_seat("alondis"), TABLE):
        assert {s for s in sides if seat.answers(s)} == set(seat.sides()), seat
