"""A map's battlefield is laid out once and set up again for the next fight
(`battlefield.reuse`): a fight on a field used before is the very fight it is on a new one,
and a field anything still holds is never handed out again."""

import gc

from questboard.battlefield import reuse
from questboard.battlefield.validate import load_map
from questboard.combat.rehearse import Rehearsal, spec_for
from questboard.combat.resolve import resolve_combat
from questboard.play.library import find_map
from questboard.rules.state import new_game


def _spec(cards, map_id="harbor-warehouse"):
    return spec_for(Rehearsal(load_map(find_map(map_id)), ("karomin", "alondis"),
                              (("orc-warrior", 2), ("orc-archer", 2))), cards)


def _played(cards, spec, seed):
    result, fight = resolve_combat(new_game(cards, ["karomin", "alondis"], seed), spec, record=True)
    return result, fight.snapshot(), repr(fight.log), fight


def test_a_field_let_go_is_set_up_again_with_no_base_and_the_same_terrain(cards):
    spec = _spec(cards)
    first = reuse.laid_out(spec.map)
    first.add_piece("someone", "hero", (1.0, 1.0))
    seen = id(first)
    del first
    gc.collect()
    again = reuse.laid_out(spec.map)
    assert id(again) == seen  # the same field, set up anew
    assert again.pieces == {} and again.shape_of == {} and again.sight_line_of == {}
    assert set(again.terrain) == {t.id for t in spec.map.terrain_elements}


def test_a_field_still_held_is_never_handed_out(cards):
    spec = _spec(cards)
    held = [reuse.laid_out(spec.map) for _ in range(6)]
    assert len({id(bf) for bf in held}) == 6
    kept = held[2]
    kept.add_piece("someone", "hero", (1.0, 1.0))
    del held
    gc.collect()
    others = [reuse.laid_out(spec.map) for _ in range(6)]
    assert all(bf is not kept for bf in others) and "someone" in kept.pieces


def test_a_fight_on_a_field_used_before_is_the_fight_on_a_new_one(cards, monkeypatch):
    spec = _spec(cards)
    seeds = range(40, 46)
    reused, fields = [], set()
    for seed in seeds:
        result, snap, log, fight = _played(cards, spec, seed)
        reused.append((result, snap, log))
        fields.add(id(fight.field))  # the pool keeps every field it hands out: ids stay apart
        del fight  # let it go: the next fight may set this field up again
    assert len(fields) == 1
    monkeypatch.setattr(reuse, "_UNHELD", None)  # every field new
    fresh = [_played(cards, spec, seed)[:3] for seed in seeds]
    assert reused == fresh
