"""What the table does with the mouse and the keys: the console's buttons, the bar's, a
click on a card (its menu), a card dragged onto another hero's sheet (a swap), the wheel
over the console, and the keys of the controls (Space, Enter, 1-9), Esc, Ctrl+Z, ? and H."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.play import SwapItem
from questboard.ui.asking import Offer
from questboard.ui.dialogs.keys import Keys
from questboard.ui.drawing import look
from questboard.ui.table import card_menu

DRAG_SLOP = 8  # pixels before a press on a card becomes a drag


def ui_event(table, event) -> None:
    if event.type != pygame_gui.UI_BUTTON_PRESSED:
        if table.overlay is not None:
            table.overlay.ui_event(event)
        return
    el = event.ui_element
    if table.card_menu is not None and el in table.card_menu.buttons:
        card_menu.pick(table, table.card_menu.buttons[el])
        return
    bar = {b: key for key, b in table.bar_buttons.items()}
    if el in bar:
        {"menu": table.open_menu, "keys": lambda: table.open_overlay(Keys(table)),
         "undo": table.undo, "hand": table.open_hand}[bar[el]]()
    elif table.overlay is not None:
        table.overlay.ui_event(event)
    else:
        for b, c in table.buttons:
            if el is b:
                table.do(c)
                return


def handle(table, event) -> None:
    if event.type == pygame.KEYDOWN:
        key(table, event)
    elif event.type == pygame.MOUSEMOTION:
        table.mouse = event.pos
        if table.drag is not None:
            chip, start, moving = table.drag
            if not moving and (abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])) > DRAG_SLOP:
                table.drag = (chip, start, True)
        table.dirty = True
    elif event.type == pygame.MOUSEWHEEL:
        if table.overlay is not None:
            table.overlay.scroll(event.y)
        elif table.rects()["console"].collidepoint(table.mouse):
            table.scroll = max(0, (table.scroll or 0) - event.y * look.px(60, table.app.scale))
        table.dirty = True
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        _press(table, event)
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        _release(table, event)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
        table.card_menu_close()
        table.dirty = True


def _press(table, event) -> None:
    if table.dice is not None:
        table.dice.skip()
    if table.overlay is not None:
        return
    if table.card_menu is not None:
        table.card_menu_close()
        table.dirty = True
    for chip in table.chips:
        if chip.rect.collidepoint(event.pos):
            table.drag = (chip, event.pos, False)
            return


def _release(table, event) -> None:
    """A click on a card opens its menu; a card dropped on another hero's sheet is given."""
    if table.drag is None:
        return
    chip, _, moving = table.drag
    table.drag = None
    table.dirty = True
    if not moving:
        table.open_card_menu(chip)
        return
    for hero_id, rect in table.sheet_rects.items():
        if rect.collidepoint(event.pos) and hero_id != chip.hero:
            if chip.kind == "item":
                swap = Offer.of(table.game).make(SwapItem, who=chip.hero, to=hero_id, item=chip.card)
                if swap is None:
                    table.say("Items cannot change hands now", bad=True)
                else:
                    table.act(swap)
            else:
                table.say("Gifts cannot be given to another hero", bad=True)
            return


def key(table, event) -> None:
    if table.dice is not None and table.dice.moving:
        table.dice.skip()
    mods = event.mod if hasattr(event, "mod") else pygame.key.get_mods()
    if event.key == pygame.K_ESCAPE:
        if table.card_menu is not None:
            table.card_menu_close()
            table.dirty = True
        elif table.overlay is not None:
            table.overlay.escape()
        else:
            table.open_menu()
        return
    if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
        table.undo()
        return
    if event.unicode == "?" or (event.key == pygame.K_SLASH and mods & pygame.KMOD_SHIFT):
        table.open_overlay(Keys(table))
        return
    if table.overlay is not None:
        table.overlay.key(event)
        return
    if event.key == pygame.K_h:
        table.open_hand()
        return
    name = {pygame.K_SPACE: "space", pygame.K_RETURN: "enter", pygame.K_KP_ENTER: "enter"}.get(event.key)
    if name is None and event.unicode and event.unicode in "123456789":
        name = event.unicode
    if name is None:
        return
    for b, c in table.buttons:
        if name in (c.key, c.also) and c.do is not None and b.is_enabled:
            table.do(c)
            return


__all__ = ["handle", "key", "ui_event"]
