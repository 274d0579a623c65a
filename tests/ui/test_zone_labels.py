"""Start-zone labels stay readable: no base of a shipped fight's set-up covers one, in the
referee picture and in the battlefield's still layer, and every zone keeps its label."""

from functools import cache

import pygame
import pytest

from questboard.battlefield.field import Battlefield
from questboard.battlefield.validate import load_map
from questboard.combat.setup import start_fight
from questboard.play import rehearsal
from questboard.play.library import load_for_play
from questboard.resources import adventures_dir, maps_dir
from questboard.rules.state import new_game
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import zone_labels
from questboard.ui.drawing.referee import (
    MARGIN,
    PX,
    base_labels,
    image_size,
    render_referee,
    zone_label_rects,
)


@cache
def _setups() -> dict[str, list[tuple[str, Battlefield]]]:
    """Map id -> (what, field) for every shipped fight with 1 and with 4 heroes."""
    found: dict[str, list[tuple[str, Battlefield]]] = {}
    for path in sorted(adventures_dir().glob("*.yaml")):
        adventure, cards, maps = load_for_play(path)
        for paragraph in rehearsal.fight_paragraphs(adventure):
            for n in (1, 4):
                if not adventure.heroes.min <= n <= adventure.heroes.max:
                    continue
                spec = rehearsal.fight_spec(adventure, cards, maps, paragraph, n)
                fight = start_fight(new_game(cards, list(rehearsal.ROTATION[:n]), 1), spec, record=False)
                found.setdefault(spec.map.id, []).append((f"{adventure.id} ({paragraph}), {n} heroes", fight.field))
    return found


MAPS = sorted(p.stem for p in maps_dir().glob("*.yaml"))


def _cases(map_id: str) -> list[tuple[str, Battlefield]]:
    m = load_map(maps_dir() / f"{map_id}.yaml")
    return _setups().get(map_id) or [("no fight of a shipped adventure: an empty field", Battlefield.from_map(m))]


def _covered(rect: pygame.Rect, discs) -> list[int]:
    return [k for k, d in enumerate(discs) if rect.colliderect(zone_labels.disc_box(d))]


def test_every_shipped_map_is_fought_on_by_some_adventure_or_tested_empty():
    assert MAPS and all(_cases(m) for m in MAPS)
    assert _setups(), "the shipped adventures have fights"


@pytest.mark.parametrize("map_id", MAPS)
def test_no_base_of_a_fights_set_up_covers_a_zone_label_in_the_referee_picture(map_id):
    m = load_map(maps_dir() / f"{map_id}.yaml")
    picture = pygame.Rect((0, 0), image_size(m.width, m.height))
    for what, bf in _cases(map_id):
        rects = zone_label_rects(bf, m)
        assert sorted(rects) == sorted(z.id for z in m.start_zones), what
        discs = [(MARGIN + q.x * PX, MARGIN + q.y * PX, q.radius * PX) for q in bf.pieces.values()]
        for zone, rect in rects.items():
            assert picture.contains(rect), (what, zone)
            assert not _covered(rect, discs), (what, zone, rect)
        spots = list(rects.values())
        assert all(a.collidelist(spots[i + 1:]) == -1 for i, a in enumerate(spots)), what


@pytest.mark.parametrize("map_id", MAPS)
def test_no_base_of_a_fights_set_up_covers_a_zone_label_on_the_battlefield(map_id):
    pygame.font.init()
    m = load_map(maps_dir() / f"{map_id}.yaml")
    for scale in (90.0, 240.0):
        field = pygame.Rect(10, 10, round(m.width * scale), round(m.height * scale))

        def px(p, scale=scale):
            return (10 + p[0] * scale, 10 + p[1] * scale)

        for what, bf in _cases(map_id):
            bases = [(q.x, q.y, q.radius) for q in bf.pieces.values()]
            art = V.FieldArt(m, bf.terrain, bf.walkable, bases)
            labels = art.zone_labels(px, scale, field)
            assert len(labels) == len(m.start_zones), what
            discs = [(*px((x, y)), r * scale) for x, y, r in bases]
            for (img, rect), zone in zip(labels, m.start_zones, strict=True):
                assert img.get_width() > 0 and field.contains(rect), (what, zone.id)
                assert not _covered(rect, discs), (what, zone.id, scale)


def test_a_label_gives_way_to_a_base_standing_on_its_first_spot():
    zone = [(0.0, 0.0), (200.0, 0.0), (200.0, 120.0), (0.0, 120.0)]
    bounds = pygame.Rect(-100, -100, 400, 400)
    (free,) = zone_labels.place([zone], [(60, 18)], [], bounds)
    assert free.topleft == (zone_labels.INSET, zone_labels.INSET)
    (moved,) = zone_labels.place([zone], [(60, 18)], [(30.0, 12.0, 25.0)], bounds)
    assert not _covered(moved, [(30.0, 12.0, 25.0)]) and moved.colliderect(pygame.Rect(0, 0, 200, 120))


def test_a_full_zone_sends_its_label_just_outside_its_edge():
    zone = [(100.0, 100.0), (160.0, 100.0), (160.0, 140.0), (100.0, 140.0)]
    discs = [(115.0, 115.0, 20.0), (145.0, 125.0, 20.0), (115.0, 130.0, 18.0), (145.0, 108.0, 18.0)]
    (rect,) = zone_labels.place([zone], [(50, 16)], discs, pygame.Rect(0, 0, 400, 400))
    assert not _covered(rect, discs)
    box = pygame.Rect(100, 100, 60, 40)
    assert not rect.colliderect(box)
    near = zone_labels.GAP + 2 * 8  # two steps of half the label's height off the edge at most
    assert rect.inflate(2 * near + 2, 2 * near + 2).colliderect(box)


def test_the_drawn_label_sits_where_the_placement_says(tmp_path):
    m = load_map(maps_dir() / "forest-clearing.yaml")
    what, bf = _cases("forest-clearing")[-1]
    rect = next(iter(zone_label_rects(bf, m).values()))
    render_referee(bf, m, {"from": next(iter(bf.pieces))}, tmp_path / "p.png")
    image = pygame.image.load(str(tmp_path / "p.png"))
    # The slip is an even wash of the zone's colour: its corner pixels agree.
    corners = {tuple(image.get_at(c))[:3] for c in (rect.topleft, (rect.right - 1, rect.top))}
    assert len(corners) == 1, what


def test_two_pieces_never_share_a_label():
    ids = ["orc-warrior-1", "orc-wolf-1", "karomin", "krzzzt", "k2", "orc-archer-12", "ab", "a-b", "abc"]
    labels = base_labels(ids)
    assert sorted(labels) == sorted(ids) and len(set(labels.values())) == len(ids)
    assert labels["karomin"] == "KA" and labels["orc-archer-12"] == "OA12"
    for what, bf in (c for m in MAPS for c in _cases(m)):
        assert len(set(base_labels(bf.pieces).values())) == len(bf.pieces), what
