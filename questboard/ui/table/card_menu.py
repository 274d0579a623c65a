"""The card menu: a click on a card of a sheet lists what may be done with it now (use,
sell, discard, give), each a choice the game takes; what it does not take is not listed."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from questboard.play import DiscardGift, DiscardItem, SellItem, SwapItem
from questboard.play.use_asks import use_asks
from questboard.ui.asking import Offer
from questboard.ui.drawing import gui, look
from questboard.ui.table.controls import story
from questboard.ui.table.using import UseCard, use_action


class CardMenu:
    """The buttons under one card, each with the action (or the use dialog) it stands for."""

    def __init__(self, table, chip, options: list[tuple[str, object]]) -> None:
        s = table.app.scale
        w = min(table.app.size[0] - 8, max([look.px(230, s)] + [gui.button_width(t, s, "#small") for t, _ in options]))
        h = look.px(44, s)
        x = min(chip.rect.x, table.app.size[0] - w - 4)
        y = chip.rect.bottom + 2
        if y + h * len(options) > table.app.size[1]:
            y = chip.rect.y - h * len(options) - 2
        self.chip = chip
        self.buttons: dict[UIButton, object] = {}
        for i, (text, action) in enumerate(options):
            b = UIButton(pygame.Rect(x, y + i * h, w, h), text, manager=table.manager, object_id="#small")
            self.buttons[b] = action

    def kill(self) -> None:
        for b in self.buttons:
            b.kill()


def options(table, chip) -> list[tuple[str, object]]:
    """What may be done with the card now, in words, each with its action."""
    offer = Offer.of(table.game)
    use = use_of(table, offer, chip)
    out = [("Use…" if isinstance(use, tuple) else "Use", use)]
    if chip.kind == "item":
        out.append(("Sell", offer.make(SellItem, who=chip.hero, item=chip.card)))
        view = story(table.game)
        if chip.card not in {q.id for q in view.sheet(chip.hero).quest_items}:  # R64: kept
            out.append(("Discard", offer.make(DiscardItem, hero=chip.hero, item=chip.card)))
        for h in view.sheets:
            if h.id != chip.hero:
                out.append((f"Give {h.name}", offer.make(SwapItem, who=chip.hero, to=h.id, item=chip.card)))
    else:
        out.append(("Discard", offer.make(DiscardGift, hero=chip.hero, gift=chip.card)))
    return [(t, a) for t, a in out if a is not None]


def use_of(table, offer, chip):
    """Using the card: the action itself, or ("use", chip, asks) when the table must first
    say who is healed or which gift is refreshed; None when it cannot be used now."""
    if use_action(offer, chip.kind, chip.hero, chip.card) is None:
        return None
    what = use_asks(table.game, chip.hero, chip.kind, chip.card)
    if what.anything:
        return ("use", chip, what)
    return use_action(offer, chip.kind, chip.hero, chip.card)


def pick(table, action) -> None:
    """A choice of the menu: the use dialog, or the action sent."""
    table.card_menu_close()
    if isinstance(action, tuple) and action[0] == "use":
        table.open_overlay(UseCard(table, action[1], action[2]))
        return
    table.act(action)


__all__ = ["CardMenu", "options", "pick", "use_of"]
