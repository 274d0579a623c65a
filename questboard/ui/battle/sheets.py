"""The heroes' sheets during a fight (Tab, or the Sheets button), over the lower part of the
field so the bases stay in sight. A click on a card lists what may be done with it now, each
choice from `questboard.play` (`plan_use`, `swap_refusal`) and disabled with the game's
reason when it may not: use it (saying whom it heals or which gift it refreshes), lay an
area card, give an item to a hero touching its owner, sell it. A card dragged onto another
hero's sheet or base is handed over (a swap: the turn's action, between touching heroes)."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.play import SellItem, SwapItem
from questboard.play.seats import QUEST_MASTER
from questboard.play.use_asks import asks_of
from questboard.ui.asking import Offer
from questboard.ui.battle import panel as BP
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import gui, look
from questboard.ui.table.sheets import Chip, draw_sheet
from questboard.ui.table.using import UseCard, use_action

DRAG_SLOP = 8  # pixels before a press on a card becomes a drag


class HeroSheets(Overlay):
    """The sheets of the heroes in the fight; the field above them keeps its bases in view."""

    def __init__(self, battle) -> None:
        super().__init__(battle)
        self.chips: list = []
        self.sheet_rects: dict[str, pygame.Rect] = {}
        self.menu: tuple | None = None  # (chip, {button: choice})
        self.press: tuple | None = None  # (chip, where, dragging)
        self.mouse = (0, 0)
        self.stamp = None

    # Layout ------------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        field = self.table.rects()["field"]
        s = self.app.scale
        h = min(field.h - look.px(120, s), look.px(450, s))  # room for a sheet and two rows of cards
        return pygame.Rect(field.x, field.bottom - h, field.w, h)

    def heroes(self) -> list:
        """The heroes of the fight view (`play.fight_field.FighterView`), as seated."""
        fv = self.table.fight_view
        return [f for f in fv.fighters if f.is_hero] if fv is not None else []

    def _sheet_boxes(self) -> list[tuple[object, pygame.Rect]]:
        s = self.app.scale
        b = self.box()
        pad = look.px(10, s)
        top = b.y + look.px(46, s)
        heroes = self.heroes()
        n = max(1, len(heroes))
        w = min((b.w - pad * (n + 1)) // n, look.px(520, s))
        left = b.x + (b.w - (w * n + pad * (n - 1))) // 2
        return [(f, pygame.Rect(left + i * (w + pad), top, w, b.bottom - top - pad)) for i, f in enumerate(heroes)]

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        bw, bh = look.px(170, s), look.px(38, s)
        self.close = self.button(pygame.Rect(b.right - bw - look.px(10, s), b.y + look.px(4, s), bw, bh),
                                 "Close  (Tab)")
        self.stamp = self.table._stamp()
        if self.menu is not None:
            self.open_menu(self.menu[0])

    # The card menu -----------------------------------------------------------------------
    def choices(self, chip) -> list[tuple[str, object, str]]:
        """(words, what a click does, why not) for one card, as the game answers now."""
        game = self.table.game
        offer = Offer.of(game)
        plan = game.plan_use(chip.hero, chip.card)
        out: list[tuple[str, object, str]] = []
        if plan.area:
            out.append((f"{plan.name}: lay the card", ("area", chip.hero, chip.card), plan.why_not))
        elif plan.asks:
            out.append((f"Use {plan.name}…", ("ask", plan), plan.why_not))
        else:
            act = use_action(offer, plan.kind, chip.hero, chip.card)
            out.append((f"Use {plan.name}", act, plan.why_not or ("" if act is not None else "Not now")))
        if chip.kind == "item":
            for f in self.heroes():
                if f.id == chip.hero or f.off_field:
                    continue
                why = game.swap_refusal(chip.hero, f.id)
                out.append((f"Give to {f.name}", offer.make(SwapItem, who=chip.hero, to=f.id, item=chip.card), why))
            sell = offer.make(SellItem, who=chip.hero, item=chip.card)
            out.append(("Sell", sell, "" if sell is not None else "Items cannot be sold now"))
        return out

    def open_menu(self, chip) -> None:
        self.close_menu()
        s = self.app.scale
        rows = self.choices(chip)
        w = min(self.app.size[0] - 8, max([look.px(300, s)] + [gui.button_width(t, s) for t, _, _ in rows]))
        h = look.px(42, s)
        x = min(chip.rect.x, self.app.size[0] - w - 4)
        y = chip.rect.bottom + 2
        if y + h * len(rows) > self.app.size[1]:
            y = chip.rect.y - h * len(rows) - 2
        buttons = {}
        for i, (text, do, why) in enumerate(rows):
            bt = self.button(pygame.Rect(x, y + i * h, w, h), text)
            if why or do is None:
                self.app.manager.disable(bt, why or "Not now")
            buttons[bt] = do
        self.menu = (chip, buttons)
        self.table.dirty = True

    def close_menu(self) -> None:
        if self.menu is not None:
            for bt in self.menu[1]:
                bt.kill()
                if bt in self.elements:
                    self.elements.remove(bt)
        self.menu = None

    def pick(self, do) -> None:
        battle = self.table
        chip = self.menu[0] if self.menu else None
        self.close_menu()
        if isinstance(do, tuple) and do[0] == "area":
            battle.close_overlay()
            battle.input.start_area(do[1], do[2])
        elif isinstance(do, tuple) and do[0] == "ask":
            battle.open_overlay(UseCard(battle, chip, asks_of(do[1]), plan=do[1], back=HeroSheets(battle)))
        elif do is not None:
            battle.act(do)
            self.build()

    # Input -------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.close:
            self.table.close_overlay()
        elif self.menu is not None and event.ui_element in self.menu[1]:
            self.pick(self.menu[1][event.ui_element])

    def key(self, event) -> None:
        if event.key == pygame.K_TAB:
            self.table.close_overlay()

    def escape(self) -> None:
        if self.menu is not None:
            self.close_menu()
            self.table.dirty = True
        else:
            self.table.close_overlay()

    def mouse_event(self, event) -> None:
        """A press, drag or release on the sheets (the field under them waits)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press is not None and not self.press[2]:
                chip, at, _ = self.press
                if abs(event.pos[0] - at[0]) + abs(event.pos[1] - at[1]) > DRAG_SLOP:
                    self.press = (chip, at, True)
            self.table.dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.menu is not None and not any(bt.rect.collidepoint(event.pos) for bt in self.menu[1]):
                self.close_menu()
            chip = next((c for c in self.chips if c.rect.collidepoint(event.pos)), None)
            if chip is not None:
                self.press = (chip, event.pos, False)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            chip, _, dragging = self.press
            self.press = None
            if not dragging:
                self.open_menu(chip)
            else:
                self.drop(chip, event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.press = None
            self.close_menu()

    def drop(self, chip, pos) -> None:
        """A card let go over another hero's sheet or base: hand it over."""
        battle = self.table
        to = next((h for h, r in self.sheet_rects.items() if r.collidepoint(pos)), None)
        if to is None and not self.box().collidepoint(pos):
            hit = battle.piece_at(pos)
            f = battle.fighter(hit)
            to = hit if f is not None and f.is_hero else None
        if to is None or to == chip.hero:
            return
        if chip.kind != "item":
            battle.say("Gifts stay with their hero: only items change hands", bad=True)
            return
        battle.act(Offer.of(battle.game).make(SwapItem, who=chip.hero, to=to, item=chip.card)
                   or None)
        self.build()

    # Drawing -----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        battle = self.table
        game = battle.game
        fv = battle.fight_view
        if fv is None:
            return
        if self.stamp != battle._stamp():  # the game moved on (the automatic QM, say)
            q = BP.question(fv, battle.choices)
            if q is not None and (q.who != BP.QM or battle.by_hand):
                battle.close_overlay()  # the fight asks the table first: the question shows
                return
            self.build()
        s = self.app.scale
        b = self.box()
        look.shadowed_panel(surface, b, "wood", look.px(10, s), border=look.WOOD_DARK, shadow=6)
        tf = look.serif(look.px(26, s, 16), bold=True)
        surface.blit(tf.render("The heroes' sheets", True, look.PARCHMENT), (b.x + look.px(16, s), b.y + look.px(8, s)))
        hint = look.sans(look.px(17, s, 14), italic=True).render(
            "Click a card: what it may do now  ·  drag an item onto a hero touching its owner: give it",
            True, look.PARCH_SHADOW)
        surface.blit(hint, (b.x + look.px(16, s) + look.px(240, s), b.y + look.px(14, s)))
        self.chips, self.sheet_rects = [], {}
        sheets = {sheet.id: sheet for sheet in game.view(QUEST_MASTER).story.sheets}
        for f, r in self._sheet_boxes():
            self.chips += draw_sheet(surface, r, sheets[f.id], s)
            self.sheet_rects[f.id] = r
            if f.off_field:
                shade = pygame.Surface(r.size, pygame.SRCALPHA)
                shade.fill((0x20, 0x14, 0x0A, 120))
                surface.blit(shade, r)
        if self.press is not None and self.press[2]:
            chip = self.press[0]
            ghost = pygame.Surface(chip.rect.size, pygame.SRCALPHA)
            ghost.fill((0xF4, 0xEA, 0xCF, 200))
            f = look.serif(look.px(18, s, 14), bold=True)
            ghost.blit(f.render(chip.name, True, look.INK), (8, 4))
            surface.blit(ghost, ghost.get_rect(center=self.mouse))


def use_dialog(battle, who: str, card: str) -> UseCard:
    """The dialog that asks whom a card heals or which gifts it refreshes, as the game's
    preview allows (a quick button of the side panel opens it too)."""
    plan = battle.game.plan_use(who, card)
    return UseCard(battle, Chip(pygame.Rect(0, 0, 0, 0), who, plan.kind, card, plan.name), asks_of(plan), plan=plan)
