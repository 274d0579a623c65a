"""The launcher's row for the roster's veterans: on or off, and, when on, what new heroes
beside them do — catch up (R75) or have a toughness bonus of their own (R81)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from questboard.ui.drawing import gui, look

REMEDIES = {"catch-up": ("New heroes: catch up", "A new hero beside veterans first raises as many attributes as "
                                                   "they have improvements each (the rulebook's remedy)"),
            "own": ("New heroes: own bonus", "A new hero beside veterans has a toughness bonus of his own, worked "
                                             "out from his improvements alone, on his checks only (the rulebook's "
                                             "two bonuses)")}


def build(launcher, r: pygame.Rect) -> int:
    """The toggle (when the roster holds a hero) in `r` and, veterans on, the remedy on the
    row below; where the next row goes."""
    launcher.veterans_button = launcher.remedy_button = None
    if not launcher.roster:
        return r.y
    s = launcher.app.scale
    names = ", ".join([launcher.hero_name(h) for h in launcher.roster])
    on = launcher.veterans_on
    words = f"Veterans from the roster: {'on' if on else 'off'}"
    why = f"Kept after their adventures: {names}. On: they set out as written down; off: as new heroes"
    launcher.veterans_button = UIButton(r, words, manager=launcher.manager, object_id="#toggle",
                                        tool_tip_text=gui.whole_tip(words, r.w, s, "#toggle", why))
    if not on:
        return r.bottom + look.px(10, s)
    launcher.veterans_button.select()
    below = pygame.Rect(r.x, r.bottom + look.px(6, s), r.w, r.h)
    words, why = REMEDIES[launcher.remedy]
    launcher.remedy_button = UIButton(below, words, manager=launcher.manager, object_id="#toggle",
                                      tool_tip_text=gui.whole_tip(words, below.w, s, "#toggle", why))
    return below.bottom + look.px(10, s)


def pressed(launcher, el) -> bool:
    """Whether `el` was one of the row's buttons (its state is changed then)."""
    if el is launcher.veterans_button:
        launcher.veterans_on = not launcher.veterans_on
    elif el is launcher.remedy_button:
        launcher.remedy = "own" if launcher.remedy == "catch-up" else "catch-up"
    else:
        return False
    return True
