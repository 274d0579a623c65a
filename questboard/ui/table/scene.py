"""The table: the overland map, the heroes' sheets and the Quest Master's console. Every
click becomes an action for the game; what the game answers is drawn."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from questboard.play import (
    DiscardGift,
    DiscardItem,
    FightAutomatically,
    Rolled,
    SellItem,
    SwapItem,
)
from questboard.ui.app import Scene
from questboard.ui.asking import Offer
from questboard.ui.drawing import look
from questboard.ui.table import controls as C
from questboard.ui.table.console import paragraphs_surface, passed
from questboard.ui.table.dice import DiceRoll
from questboard.ui.table.overland import Overland
from questboard.ui.table.sheets import draw_sheet

GLIDE = 0.25  # seconds for the miniatures to move between places


class Table(Scene):
    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        self.overland = Overland(game.cards)
        self.choices = C.Choices()
        self.note = ""  # the last refusal, in the game's words
        self.note_bad = False
        self.version = 0
        self.dice: DiceRoll | None = None
        self.glide: tuple[tuple[float, float], tuple[float, float], float] | None = None
        self.overlay = None  # a dialog of ui.dialogs, or None
        self.scroll = 0
        self.chips = []
        self.sheet_rects: dict[str, pygame.Rect] = {}
        self.drag = None  # (chip, start pos, dragging?)
        self.mouse = (0, 0)
        self.card_menu = None
        self._cache: dict[str, tuple[object, pygame.Surface]] = {}
        self.buttons: list[tuple[UIButton, C.Control]] = []
        self._parked: list[UIButton] = []  # the controls, hidden while a dialog is open
        self.column_heads: list = []
        self.row_labels: list = []
        self.bar_buttons: dict[str, UIButton] = {}

    # Layout ------------------------------------------------------------------------------
    def rects(self):
        w, h = self.app.size
        s = self.app.scale
        bar = pygame.Rect(0, 0, w, look.px(64, s))
        console_w = round(w * 0.40)
        left = w - console_w
        map_h = round((h - bar.h) * 0.55)
        return {"bar": bar,
                "map": pygame.Rect(0, bar.bottom, left, map_h),
                "sheets": pygame.Rect(0, bar.bottom + map_h, left, h - bar.bottom - map_h),
                "console": pygame.Rect(left, bar.bottom, console_w, h - bar.bottom)}

    def build(self) -> None:
        self._cache.clear()
        s = self.app.scale
        bar = self.rects()["bar"]
        bw, bh = look.px(150, s), look.px(46, s)
        y = bar.y + (bar.h - bh) // 2
        x = bar.right - look.px(12, s)
        self.bar_buttons = {}
        for key, text, tip in (("menu", "Menu", "Esc: save, load, settings, quit"),
                               ("keys", "Keys", "?: the keys"),
                               ("undo", "Undo", "Ctrl+Z: take back the last step if it revealed nothing"),
                               ("hand", self._hand_text(), "H: the Quest Master's events (his eyes only)")):
            x -= bw
            self.bar_buttons[key] = UIButton(pygame.Rect(x, y, bw, bh), text, manager=self.manager,
                                             tool_tip_text=tip, object_id="#small")
            x -= look.px(8, s)
        self.refresh()

    def _hand_text(self) -> str:
        return f"QM hand ({len(self.game.state.qm_hand)})"

    def refresh(self) -> None:
        """The game changed (or the window): new controls, caches stale."""
        hand = self.bar_buttons.get("hand")
        if hand is not None and hand.text != self._hand_text():
            hand.set_text(self._hand_text())
        # Buttons that come back the same (text, size, state) are kept and only moved: making
        # a pygame_gui button costs ~2 ms, and most refreshes change a line, not the controls.
        spare: dict = {}
        for b in [b for b, _ in self.buttons] + self._parked:
            if b.ui_manager is self.manager and b.alive():
                spare.setdefault(b.qb_key, []).append(b)
            else:
                b.kill()
        self.buttons = []
        self._parked = []
        self.card_menu_close()
        self.version += 1
        if self.overlay is None:
            self.panel = C.panel(self.game, self.choices)
            self._layout_controls(spare)
        for left in spare.values():
            for b in left:
                if self.overlay is None:
                    b.kill()
                else:  # under a dialog: hidden, and shown again as they are when it closes
                    b.hide()
                    self._parked.append(b)
        if self.overlay is not None:
            self.overlay.build()
        self.dirty = True

    def _control_button(self, rect: pygame.Rect, c: C.Control, spare: dict) -> UIButton:
        obj = "#primary" if c.primary else ("#toggle" if c.selected is not None else None)
        why = (c.tip or self.panel.blocked) if c.do is None else None
        key = (c.text, rect.size, obj, why, c.tip, bool(c.selected))
        pool = spare.get(key)
        if pool:
            b = pool.pop()
            if b.relative_rect.topleft != rect.topleft:
                b.set_relative_position(rect.topleft)
            if not b.visible:
                b.show()
            return b
        b = UIButton(rect, c.text, manager=self.manager,
                     tool_tip_text=c.tip if c.do is not None else None, object_id=obj)
        if c.do is None:
            self.manager.disable(b, why)
        elif c.selected:
            b.select()
        b.qb_key = key
        return b

    def _layout_controls(self, spare: dict) -> None:
        s = self.app.scale
        con = self.rects()["console"]
        pad = look.px(18, s)
        row_h = look.px(52, s)
        gap = look.px(8, s)
        inner_w = con.w - 2 * pad
        text_h = self._panel_text_height(inner_w)
        rows = self.panel.rows
        room = round(con.h * 0.62) - text_h - pad
        if rows and len(rows) * (row_h + gap) > room:  # many rows: thinner ones
            row_h = max(look.px(34, s, 30), room // len(rows) - gap)
        heading_h = look.sans(look.px(18, s, 14), bold=True).get_height() + gap if self.panel.columns else 0
        controls_h = len(rows) * (row_h + gap) + heading_h
        top = con.bottom - pad - controls_h + heading_h
        self.column_heads = []
        self.controls_top = top - text_h - pad
        y = top
        for row in rows:
            label_w = 0
            if row and row[0].do is None and len(row) > 1:
                label_w = round(inner_w * 0.42)
            rest = [c for c in row if not (c is row[0] and label_w)]
            w_each = (inner_w - label_w - gap * max(0, len(rest) - 1)) // max(1, len(rest))
            x = con.x + pad + label_w
            for c in rest:
                b = self._control_button(pygame.Rect(x, y, w_each, row_h), c, spare)
                self.buttons.append((b, c))
                if label_w and y == top and len(self.column_heads) < len(self.panel.columns):
                    self.column_heads.append((pygame.Rect(x, y - heading_h, w_each, heading_h),
                                              self.panel.columns[len(self.column_heads)]))
                x += w_each + gap
            y += row_h + gap
        self.row_labels = [(pygame.Rect(con.x + pad, top + i * (row_h + gap), round(inner_w * 0.42) - gap, row_h), row[0])
                           for i, row in enumerate(rows) if row and row[0].do is None and len(row) > 1]

    def _panel_text_height(self, width: int) -> int:
        s = self.app.scale
        h = 0
        if self.panel.title:
            h += look.serif(look.px(28, s, 17), bold=True).get_height()
        f = look.sans(look.px(21, s, 14))
        for line in self.panel.lines:
            h += look.wrapped(f, line, look.INK, width).get_height()
        if self.note:
            h += look.wrapped(look.sans(look.px(21, s, 14), bold=True), self.note, look.REFUSED, width).get_height()
        if self.dice is not None:
            h += look.px(70, s)
        return h + look.px(10, s)

    # Acting ------------------------------------------------------------------------------
    def act(self, action) -> bool:
        """Send one action to the game; a refusal is shown in its words."""
        if action is None:
            return False
        before = (dict(self.game.story.locations), self.game.story.heroes_at)
        number = self.game.paragraph_view().number
        result = self.game.apply(action)
        if not result.ok:
            self.note, self.note_bad = f"Refused: {result.reason}", True
            self.refresh()
            return False
        self.note, self.note_bad = "", False
        self.choices = C.Choices()
        rolled = [t.event for t in result.told if isinstance(t.event, Rolled)]
        if rolled:
            self.dice = DiceRoll(tuple((self.game.names().get(e.who, e.who), e.die) for e in rolled[-4:]),
                                 speed=self.app.animation_speed)
        elif self.game.paragraph_view().number != number:
            self.dice = None
            self.scroll = 0
        if isinstance(action, FightAutomatically):
            from questboard.ui.dialogs.menus import FightResultDialog

            lines = [t.describe(self.game.names()) for t in result.told
                     if t.public and t.source == "fight"]
            self.overlay = FightResultDialog(self, lines)
        self._start_glide(before)
        self.refresh()
        return True

    def _start_glide(self, before) -> None:
        size = self.rects()["map"].size
        n = len(self.game.state.heroes)
        old = self.overland.heroes_point(size, before[0], before[1], n)
        new = self.overland.heroes_point(size, self.game.story.locations, self.game.story.heroes_at, n)
        if old is not None and new is not None and old != new and before[1] != self.game.story.heroes_at:
            self.glide = (old, new, 0.0)

    def undo(self) -> None:
        from questboard.errors import QuestboardError

        try:
            result = self.game.undo()
        except QuestboardError as error:  # the log no longer replays: say so, keep the game
            self.note, self.note_bad = f"Cannot undo: {error}", True
            self.refresh()
            return
        if result.ok:
            self.note, self.note_bad = f"Took back: {result.what}", False
        else:
            self.note, self.note_bad = result.reason, True
        self.choices = C.Choices()
        self.refresh()

    def do(self, control: C.Control) -> None:
        if isinstance(control.do, tuple) and control.do and control.do[0] == "ui":
            self._ui_choice(control.do[1], control.do[2])
        else:
            self.act(control.do)

    def _ui_choice(self, what: str, value) -> None:
        prompt = self.game.prompt
        if what == "recipient":
            order = C._from_leader(self.game)
            now = self.choices.recipients.get(value, order[value % len(order)])
            self.choices.recipients[value] = order[(order.index(now) + 1) % len(order)]
        elif what == "gift":
            self.choices.gifts ^= {value}
            if len(self.choices.gifts) > getattr(prompt, "count", 0):
                self.choices.gifts = {value}
        elif what == "discard":
            items = list(value)
            now = self.choices.discard if self.choices.discard in items else items[0]
            self.choices.discard = items[(items.index(now) + 1) % len(items)]
        elif what == "horn":
            self.choices.horn = not self.choices.horn
        elif what == "launcher":
            self.back_to_launcher()
            return
        self.refresh()

    def back_to_launcher(self, message: str = "") -> None:
        from questboard.ui.launcher.scene import Launcher

        self.game.close()
        self.app.show(Launcher(self.app, message))

    def leave(self) -> None:
        self.game.close()

    def may_close(self) -> bool:
        from questboard.ui.dialogs.menus import QuitDialog

        if isinstance(self.overlay, QuitDialog):  # closed again while asked: quit
            return True
        self.open_overlay(QuitDialog(self))
        return False

    # Input -------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            if self.overlay is not None:
                self.overlay.ui_event(event)
            return
        el = event.ui_element
        if self.card_menu is not None and el in self.card_menu[1]:
            self._card_menu_pick(self.card_menu[1][el])
            return
        if el is self.bar_buttons.get("menu"):
            self.open_menu()
        elif el is self.bar_buttons.get("keys"):
            from questboard.ui.dialogs.menus import Keys

            self.open_overlay(Keys(self))
        elif el is self.bar_buttons.get("undo"):
            self.undo()
        elif el is self.bar_buttons.get("hand"):
            self.open_hand()
        elif self.overlay is not None:
            self.overlay.ui_event(event)
        else:
            for b, c in self.buttons:
                if el is b:
                    self.do(c)
                    return

    def open_overlay(self, overlay) -> None:
        if self.overlay is not None and self.overlay is not overlay:  # Menu -> Quit: one dialog at a time
            self.overlay.kill()
        self.overlay = overlay
        self.refresh()

    def close_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.kill()
        self.overlay = None
        self.refresh()

    def open_hand(self) -> None:
        from questboard.ui.table.hand import Hand

        self.open_overlay(Hand(self))

    def open_menu(self) -> None:
        from questboard.ui.dialogs.menus import Menu

        self.open_overlay(Menu(self))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                chip, start, moving = self.drag
                if not moving and (abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])) > 8:
                    self.drag = (chip, start, True)
            self.dirty = True
        elif event.type == pygame.MOUSEWHEEL:
            if self.overlay is not None:
                self.overlay.scroll(event.y)
            elif self.rects()["console"].collidepoint(self.mouse):
                self.scroll = max(0, self.scroll - event.y * look.px(60, self.app.scale))
            self.dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.dice is not None:
                self.dice.skip()
            if self.overlay is not None:
                return
            if self.card_menu is not None:
                self.card_menu_close()
                self.dirty = True
            for chip in self.chips:
                if chip.rect.collidepoint(event.pos):
                    self.drag = (chip, event.pos, False)
                    return
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is None:
                return
            chip, _, moving = self.drag
            self.drag = None
            self.dirty = True
            if not moving:
                self._card_menu_open(chip)
                return
            for hero_id, rect in self.sheet_rects.items():
                if rect.collidepoint(event.pos) and hero_id != chip.hero:
                    if chip.kind == "item":
                        self.act(Offer.of(self.game).make(SwapItem, who=chip.hero, to=hero_id, item=chip.card)
                                 or _refused(self, "Items cannot change hands now"))
                    else:
                        self.note, self.note_bad = "Gifts cannot be given to another hero", True
                        self.refresh()
                    return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.card_menu is not None:
                self.card_menu_close()
            self.dirty = True

    def _key(self, event) -> None:
        if self.dice is not None and self.dice.moving:
            self.dice.skip()
        mods = event.mod if hasattr(event, "mod") else pygame.key.get_mods()
        if event.key == pygame.K_ESCAPE:
            if self.card_menu is not None:
                self.card_menu_close()
                self.dirty = True
            elif self.overlay is not None:
                self.overlay.escape()
            else:
                self.open_menu()
            return
        if event.key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
            return
        if event.unicode == "?" or (event.key == pygame.K_SLASH and mods & pygame.KMOD_SHIFT):
            from questboard.ui.dialogs.menus import Keys

            self.open_overlay(Keys(self))
            return
        if self.overlay is not None:
            self.overlay.key(event)
            return
        if event.key == pygame.K_h:
            self.open_hand()
            return
        name = {pygame.K_SPACE: "space", pygame.K_RETURN: "enter", pygame.K_KP_ENTER: "enter"}.get(event.key)
        if name is None and event.unicode and event.unicode in "123456789":
            name = event.unicode
        if name is None:
            return
        for b, c in self.buttons:
            if c.key == name and c.do is not None and b.is_enabled:
                self.do(c)
                return

    # The card menu: what may be done with one card now ----------------------------------
    def _card_menu_open(self, chip) -> None:
        self.card_menu_close()
        offer = Offer.of(self.game)
        s = self.app.scale
        options = []
        use = self._use(offer, chip)
        if chip.kind == "item":
            options.append(("Use…" if isinstance(use, tuple) else "Use", use))
            options.append(("Sell", offer.make(SellItem, who=chip.hero, item=chip.card)))
            options.append(("Discard", offer.make(DiscardItem, hero=chip.hero, item=chip.card)))
            for h in self.game.state.heroes:
                if h.id != chip.hero:
                    options.append((f"Give {h.name}", offer.make(SwapItem, who=chip.hero, to=h.id, item=chip.card)))
        else:
            options.append(("Use…" if isinstance(use, tuple) else "Use", use))
            options.append(("Discard", offer.make(DiscardGift, hero=chip.hero, gift=chip.card)))
        options = [(t, a) for t, a in options if a is not None]
        if not options:
            self.note, self.note_bad = "Nothing can be done with that card now", True
            self.refresh()
            return
        w, h = look.px(230, s), look.px(44, s)
        x = min(chip.rect.x, self.app.size[0] - w - 4)
        y = chip.rect.bottom + 2
        if y + h * len(options) > self.app.size[1]:
            y = chip.rect.y - h * len(options) - 2
        buttons = {}
        for i, (text, action) in enumerate(options):
            b = UIButton(pygame.Rect(x, y + i * h, w, h), text, manager=self.manager, object_id="#small")
            buttons[b] = action
        self.card_menu = (chip, buttons)
        self.dirty = True

    def _use(self, offer, chip):
        """Using the card: the action itself, or ("use", chip, asks) when the table must first
        say who is healed or which gift is refreshed; None when it cannot be used now."""
        from questboard.ui.table.using import asks, use_action

        if use_action(offer, chip.kind, chip.hero, chip.card) is None:
            return None
        card = (self.game.cards.gifts.get(chip.card) if chip.kind == "gift"
                else self.game.cards.any_item(chip.card))
        what = asks(card, self.game.state.hero(chip.hero))
        if what.anything:
            return ("use", chip, what)
        return use_action(offer, chip.kind, chip.hero, chip.card)

    def _card_menu_pick(self, action) -> None:
        self.card_menu_close()
        if isinstance(action, tuple) and action[0] == "use":
            from questboard.ui.table.using import UseCard

            self.open_overlay(UseCard(self, action[1], action[2]))
            return
        self.act(action)

    def card_menu_close(self) -> None:
        if self.card_menu is not None:
            for b in self.card_menu[1]:
                b.kill()
            self.card_menu = None

    # Animation ---------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.game.fight is not None and self.overlay is None:  # a fight is on: the battlefield
            from questboard.ui.battle.scene import enter

            enter(self)
            return True
        moving = False
        if self.dice is not None and self.dice.update(dt):
            moving = True
        if self.glide is not None:
            a, b, t = self.glide
            speed = self.app.animation_speed
            t = t + dt / GLIDE * speed if speed > 0 else 1.0
            self.glide = None if t >= 1 else (a, b, t)
            moving = True
        return moving

    # Drawing -----------------------------------------------------------------------------
    def _cached(self, key: str, stamp, make) -> pygame.Surface:
        hit = self._cache.get(key)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        surf = make()
        self._cache[key] = (stamp, surf)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rects()
        s = self.app.scale
        game = self.game
        heroes = tuple((h.id, tuple(sorted(h.attributes.items())), h.vitality, h.gold, tuple(h.items()),
                        tuple(h.gifts.items())) for h in game.state.heroes)
        surface.blit(self._cached("bar", (r["bar"].size, game.state.leader), lambda: self._bar(r["bar"])), r["bar"])
        glide = self.glide
        pos = None
        if glide is not None:
            a, b, t = glide
            e = 1 - (1 - t) ** 3
            pos = (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e)
        story = self.game.story
        places = (tuple(story.locations.items()), story.heroes_at, len(heroes))
        surface.blit(self._cached("map", (r["map"].size, places, pos),
                                  lambda: self.overland.draw(r["map"].size, story.locations,
                                                             story.heroes_at, self.game.state.heroes, pos)),
                     r["map"])
        surface.blit(self._cached("sheets", (r["sheets"].size, heroes, game.state.leader),
                                  lambda: self._sheets(r["sheets"])), r["sheets"])
        self._console(surface, r["console"], s)
        if self.drag is not None and self.drag[2]:
            chip = self.drag[0]
            ghost = pygame.Surface(chip.rect.size, pygame.SRCALPHA)
            ghost.fill((0xF4, 0xEA, 0xCF, 200))
            pygame.draw.rect(ghost, look.GOLD, ghost.get_rect(), 3)
            f = look.serif(look.px(18, s, 14), bold=True)
            ghost.blit(f.render(chip.name, True, look.INK), (8, 4))
            surface.blit(ghost, ghost.get_rect(center=self.mouse))
        elif self.overlay is None and self.card_menu is None:
            self._chip_tip(surface, s)
        if self.overlay is not None:
            self.overlay.draw(surface)

    def _bar(self, rect: pygame.Rect) -> pygame.Surface:
        s = self.app.scale
        surf = look.texture("wood", rect.size).copy()
        pygame.draw.line(surf, look.WOOD_DARK, (0, rect.h - 2), (rect.w, rect.h - 2), 3)
        title = look.serif(look.px(32, s, 18), bold=True).render(self.game.adventure.title, True, look.PARCHMENT)
        surf.blit(title, (look.px(18, s), (rect.h - title.get_height()) // 2))
        leader = self.game.state.leader_hero.name
        info = look.sans(look.px(20, s, 14)).render(
            f"Leader with the horn: {leader}   ·   seed {self.game.setup.seed}", True, look.PARCH_SHADOW)
        surf.blit(info, (look.px(36, s) + title.get_width(), (rect.h - info.get_height()) // 2))
        return surf

    def _sheets(self, rect: pygame.Rect) -> pygame.Surface:
        s = self.app.scale
        surf = look.texture("wood", rect.size).copy()
        heroes = self.game.state.heroes
        pad = look.px(10, s)
        n = max(1, len(heroes))
        cols = n if n <= 4 else 4
        w = (rect.w - pad * (cols + 1)) // cols
        w = min(w, look.px(520, s))
        left = (rect.w - (w * n + pad * (n - 1))) // 2
        self.chips = []
        self.sheet_rects = {}
        for i, h in enumerate(heroes):
            box = pygame.Rect(left + i * (w + pad), pad, w, rect.h - 2 * pad)
            chips = draw_sheet(surf, box, h, i, i == self.game.state.leader, self.game.cards, s)
            for c in chips:
                c.rect.move_ip(rect.x, rect.y)
            self.chips += chips
            self.sheet_rects[h.id] = box.move(rect.x, rect.y)
        return surf

    def _console(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        pad = look.px(18, s)
        surface.blit(self._cached("console-bg", rect.size, lambda: self._console_bg(rect.size)), rect)
        text_rect = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad,
                                self.controls_top - rect.y - 2 * pad)
        para = self._cached("para", (self.version, rect.w),
                            lambda: paragraphs_surface(self._views(), text_rect.w, s))
        self.scroll = max(0, min(self.scroll, para.get_height() - text_rect.h))
        surface.set_clip(text_rect)
        surface.blit(para, (text_rect.x, text_rect.y - self.scroll))
        surface.set_clip(None)
        if para.get_height() > text_rect.h:  # more below or above: a thin scroll bar
            frac = text_rect.h / para.get_height()
            bar_h = max(20, round(text_rect.h * frac))
            top = text_rect.y + round((text_rect.h - bar_h) * self.scroll / max(1, para.get_height() - text_rect.h))
            pygame.draw.rect(surface, look.GOLD, (rect.right - look.px(8, s), top, look.px(5, s), bar_h),
                             border_radius=3)
        # The question, its lines, the dice, the last refusal.
        y = self.controls_top
        pygame.draw.line(surface, look.GOLD, (rect.x + pad, y - look.px(6, s)), (rect.right - pad, y - look.px(6, s)), 2)
        if self.panel.title:
            tf = look.serif(look.px(28, s, 17), bold=True)
            t = look.line(tf, look.ellipsis(tf, self.panel.title, rect.w - 2 * pad), look.PARCHMENT)
            surface.blit(t, (rect.x + pad, y))
            y += t.get_height()
        f = look.sans(look.px(21, s, 14))
        for line in self.panel.lines:
            img = look.wrapped(f, line, look.PARCHMENT, rect.w - 2 * pad)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height()
        if self.dice is not None:
            self.dice.draw(surface, pygame.Rect(rect.x + pad, y + look.px(4, s), rect.w - 2 * pad, look.px(62, s)), s)
            y += look.px(70, s)
        if self.note:
            colour = (0xFF, 0x9E, 0x8E) if self.note_bad else (0xBF, 0xE3, 0xB0)
            img = look.wrapped(look.sans(look.px(21, s, 14), bold=True), self.note, colour, rect.w - 2 * pad)
            surface.blit(img, (rect.x + pad, y))
        hf = look.sans(look.px(18, s, 14), bold=True)
        for hr, text in self.column_heads:
            img = look.line(hf, look.ellipsis(hf, text, hr.w), look.GOLD)
            surface.blit(img, img.get_rect(midtop=hr.midtop))
        lf = look.serif(look.px(21, s, 14), bold=True)
        for lr, c in self.row_labels:
            img = look.line(lf, look.ellipsis(lf, c.text, lr.w), look.PARCHMENT)
            surface.blit(img, (lr.x, lr.centery - img.get_height() // 2))

    def _views(self) -> list:
        current = self.game.paragraph_view()
        before = [v for v in passed(self.game, self.game.last.told) if v.number != current.number]
        return before + [current]

    def _console_bg(self, size) -> pygame.Surface:
        surf = look.texture("wood", size).copy()
        dark = pygame.Surface(size, pygame.SRCALPHA)
        dark.fill((0x20, 0x14, 0x0A, 110))
        surf.blit(dark, (0, 0))
        pygame.draw.line(surf, look.WOOD_DARK, (0, 0), (0, size[1]), 4)
        return surf

    def _chip_tip(self, surface, s) -> None:
        from questboard.ui.asking import card_text

        for chip in self.chips:
            if chip.rect.collidepoint(self.mouse):
                text = card_text(self.game.cards, chip.card)
                if not text:
                    return
                f = look.sans(look.px(19, s, 14))
                img = look.wrapped(f, f"{chip.name}: {text}", look.PARCHMENT, look.px(420, s))
                box = img.get_rect().inflate(look.px(20, s), look.px(14, s))
                box.bottomleft = (chip.rect.x, chip.rect.y - 4)
                box.clamp_ip(surface.get_rect())
                pygame.draw.rect(surface, look.INK, box, border_radius=look.px(6, s))
                pygame.draw.rect(surface, look.GOLD, box, 1, border_radius=look.px(6, s))
                surface.blit(img, img.get_rect(center=box.center))
                return

    # For tests and screenshots -----------------------------------------------------------
    def button(self, text_start: str) -> UIButton:
        """The first enabled control whose text starts with `text_start`."""
        for b, _ in self.buttons:
            if b.text.startswith(text_start) and b.is_enabled:
                return b
        raise KeyError(f"no control {text_start!r}: {[b.text for b, _ in self.buttons]}")


def _refused(scene: Table, reason: str):
    scene.note, scene.note_bad = reason, True
    scene.refresh()
    return None
