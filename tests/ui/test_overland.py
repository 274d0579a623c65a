"""The overland map: the heroes' miniatures never stand on a name a player reads there."""

from __future__ import annotations

import pygame
import pytest

from questboard.content import load_cards
from questboard.ui.drawing import look
from questboard.ui.table.overland import Overland, layout

WINDOWS = ((960, 540), (1280, 720), (1920, 1080))  # the smallest window, the 14 px floor, full HD


def _map_size(window):
    """The map's part of the table at this window size (as Table.rects lays it out)."""
    w, h = window
    bar = look.px(64, look.scale_for(window))
    return w - round(w * 0.40), round((h - bar) * 0.55)


@pytest.fixture(scope="module")
def overland():
    pygame.font.init()
    return Overland(load_cards())


def _set_outs(loc):
    """The cards out around the heroes' place: none, its own on the map, its own beside
    the map, and the learning adventure's start (the Harbor out, two cards beside)."""
    start = {"harbor": False, "tavern": True, "merchant": True}
    return ({}, {loc: False}, {loc: True}, {**start, loc: start.get(loc, False)})


@pytest.mark.parametrize("window", WINDOWS)
def test_no_miniature_covers_a_place_name_or_a_card_title(overland, window):
    size = _map_size(window)
    whole = pygame.Rect((0, 0), size)
    r = overland.figure_radius(size)
    checked = 0
    for loc in layout()["places"]:
        for locations in _set_outs(loc):
            cards = overland.card_rects(size, locations)
            on_map = [c for place, c in cards.items() if not locations[place]]
            titles = [overland.title_rect(c, place, whole) for place, c in cards.items()]
            labels = list(overland.label_rects(size).items())
            for count in (1, 2, 3, 4):
                spots = overland.figure_spots(size, locations, loc, count)
                assert len(spots) == count and len(set(spots)) == count, f"{loc}: {spots}"
                for at in spots:
                    box = overland.figure_rect(at, r)
                    where = f"{loc} ({locations}), {count} heroes: a figure at {at}"
                    assert whole.contains(box), f"{where} off the map"
                    hit = box.collidelist(titles)
                    assert hit < 0, f"{where} covers the card title at {titles[hit]}"
                    for place, label in labels:
                        part = box.clip(label)
                        # A place whose card is out is named by the card's ribbon; a name
                        # wholly under a card is hidden; any other is written, whole.
                        hidden = (place in cards and not locations[place]) or \
                            any(c.contains(label) for c in on_map)
                        assert not part or hidden, f"{where} covers the name at {label}"
                checked += 1
    assert checked == len(layout()["places"]) * 4 * 4


def test_four_heroes_at_the_harbor_stand_on_its_card_not_on_the_merchants_name(overland):
    size = _map_size((1280, 720))
    locations = {"harbor": False, "tavern": True, "merchant": True}
    card = overland.card_rects(size, locations)["harbor"]
    merchant = overland.label_rects(size)["merchant"]
    r = overland.figure_radius(size)
    boxes = [overland.figure_rect(p, r) for p in overland.figure_spots(size, locations, "harbor", 4)]
    assert all(card.contains(b) for b in boxes)
    assert all(not b.colliderect(merchant) for b in boxes)
