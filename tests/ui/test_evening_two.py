"""What a group of four hit in the real window, second round (one test a point)."""

from __future__ import annotations

import pygame

from questboard.play import CombatRequest, new_game
from questboard.ui.battle.scene import Battle
from questboard.ui.screens import play_until
from questboard.ui.table.scene import Table
from tests.ui.helpers import frames, key

LEARNING = "the-harbor-treasure"


def test_enter_at_a_fights_offer_opens_the_battlefield(app):
    table = Table(app, new_game(LEARNING, ("karomin", "alondis", "cessair", "krzzzt"), 7))
    app.show(table)
    frames(app)
    assert play_until(table, lambda t: isinstance(t.game.prompt, CombatRequest))
    frames(app)
    key(app, pygame.K_RETURN)
    frames(app)
    assert isinstance(app.scene, Battle), "Enter fought the fight out instead of laying it out"
    assert app.scene.game.fight is not None
