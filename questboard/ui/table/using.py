"""Using an item or a gift outside a check: who regains how much Vitality, which exhausted
gift is refreshed. What to ask is read from the card's effects (data); whether it is
allowed is the game's answer, shown in its words."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.play import UseGift, UseItem
from questboard.play.use_asks import UseAsks
from questboard.ui import asking
from questboard.ui.asking import Offer
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look
from questboard.ui.table.controls import story


def use_action(offer, kind: str, hero: str, card: str, targets=(), gifts=()):
    """The action that uses the card, or None when the game does not take it now (one action
    in a fight and outside it: the game routes it)."""
    if kind == "item":
        return offer.make(UseItem, who=hero, item=card, heal=tuple(targets), refresh=tuple(gifts))
    return offer.make(UseGift, who=hero, gift=card, heal=tuple(targets), refresh=tuple(gifts))


class UseCard(Overlay):
    """Say who is healed by how much, or which gifts are refreshed, then use the card."""

    width, height = 0.46, 0.7

    def __init__(self, table, chip, what: UseAsks, plan=None, back=None) -> None:
        """`plan`: the fight's preview of the use (`game.plan_use`), whose heroes and gifts are
        the only ones offered; `back`: the dialog to return to when done."""
        super().__init__(table)
        self.chip = chip
        self.what = what
        self.back = back
        view = story(table.game)
        self.user = view.sheet(chip.hero)
        self.healable = [self.user] if what.heal_user_only else list(view.sheets)
        if plan is not None:
            self.healable = [view.sheet(n.id) for n in plan.reach]
        self.points: dict[str, int] = {}
        if what.heal:  # the most hurt hero (the user first among equals) gets what he lacks
            hurt = sorted(self.healable, key=lambda h: (h.vitality - h.max_vitality, h.id != self.user.id))[0]
            self.points[hurt.id] = max(1, min(what.heal, hurt.max_vitality - hurt.vitality))
        owners = [self.user] if what.refresh == "user" else list(view.sheets)
        self.gifts = [(h, g) for h in owners for g in h.exhausted_gifts]
        if plan is not None:
            self.gifts = [(view.sheet(h), g) for h, g in plan.refresh]
        first = self.gifts[0][0].id if self.gifts else None  # as many as it takes, of one hero
        self.chosen: list[str] = [g for h, g in self.gifts if h.id == first][:max(1, what.refresh_count)]
        self.message = ""
        self.controls: dict = {}

    @property
    def card_name(self) -> str:
        return self.chip.name

    def targets(self) -> tuple[tuple[str, int], ...]:
        return tuple((h, n) for h, n in self.points.items() if n > 0)

    def action(self):
        return use_action(Offer.of(self.table.game), self.chip.kind, self.user.id, self.chip.card,
                          self.targets() if self.what.heal else (), tuple(self.chosen) if self.what.refresh else ())

    def _owner_of(self, gift: str) -> str:
        return next(h.id for h, g in self.gifts if g == gift)

    def _toggle_refusal(self, gift: str) -> str:
        """Why this gift cannot be added to the choice now ("" when it can)."""
        if gift in self.chosen:
            return ""
        same = [g for g in self.chosen if self._owner_of(g) == self._owner_of(gift)]
        n = max(1, self.what.refresh_count)
        if len(same) >= n:
            most = f"up to {n}" if self.what.refresh_up_to else str(n)
            return f"{self.card_name} refreshes {most} gift{'s' if n > 1 else ''}: unchoose one first"
        return ""

    def _toggle(self, gift: str) -> None:
        if gift in self.chosen:
            self.chosen.remove(gift)
        elif max(1, self.what.refresh_count) == 1:
            self.chosen = [gift]
        else:  # one hero's gifts: choosing another hero's starts the choice anew
            owner = self._owner_of(gift)
            self.chosen = [g for g in self.chosen if self._owner_of(g) == owner] + [gift]

    # Layout -----------------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        """As tall as its rows need (never taller than the window allows)."""
        w, h = self.app.size
        s = self.app.scale
        row = look.px(46 + 8, s)
        need = 150 * s + 130 * s
        if self.what.heal:
            need += 34 * s + len(self.healable) * row + 12 * s
        if self.what.refresh:
            need += 34 * s + max(1, len(self.gifts)) * row
        r = pygame.Rect(0, 0, round(w * self.width), min(round(need), h - look.px(40, s)))
        r.center = (w // 2, h // 2)
        return r

    def _rows_top(self) -> int:
        return self.box().y + look.px(150, self.app.scale)

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        h = look.px(46, s)
        gap = look.px(8, s)
        y = self._rows_top()
        self.controls = {}
        if self.what.heal:
            y += look.px(34, s)
            bw = look.px(54, s)
            for hero in self.healable:
                x = b.right - pad - 3 * bw - 2 * gap
                less = self.button(pygame.Rect(x, y, bw, h), "−")
                n = self.points.get(hero.id, 0)
                count = self.button(pygame.Rect(x + bw + gap, y, bw, h), str(n))
                count.disable()
                more = self.button(pygame.Rect(x + 2 * (bw + gap), y, bw, h), "+")
                if n <= 0:
                    self.app.manager.disable(less, "No Vitality for this hero yet")
                if n >= hero.max_vitality - hero.vitality:
                    self.app.manager.disable(more, f"{hero.name} would be at full Vitality"
                                             if n else f"{hero.name} is at full Vitality")
                elif sum(self.points.values()) >= self.what.heal and (self.what.spread or n > 0):
                    self.app.manager.disable(more, f"{self.card_name} gives {self.what.heal} Vitality at most")
                self.controls[less] = ("less", hero.id)
                self.controls[more] = ("more", hero.id)
                y += h + gap
            y += look.px(12, s)
        if self.what.refresh:
            y += look.px(34, s)
            if not self.gifts:
                y += look.px(30, s)
            for hero, g in self.gifts:
                label = asking.gift_name(self.table.game.cards, g) + ("  (chosen)" if g in self.chosen else "")
                if self.what.refresh == "any":
                    label += f"  ({hero.name})"
                bt = self.button(pygame.Rect(b.x + pad, y, b.w - 2 * pad, h), label)
                if g in self.chosen:
                    bt.select()
                elif self.what.refresh_count > 1 and self._toggle_refusal(g):
                    self.app.manager.disable(bt, self._toggle_refusal(g))
                self.controls[bt] = ("gift", g)
                y += h + gap
        bw, bh = look.px(240, s), look.px(56, s)
        bottom = b.bottom - bh - look.px(22, s)
        self.use = self.button(pygame.Rect(b.centerx - bw - gap, bottom, bw, bh), "Use  (Enter)", primary=True)
        self.cancel = self.button(pygame.Rect(b.centerx + gap, bottom, bw, bh), "Cancel  (Esc)")
        act = self.action()
        why = self._why_not(act)
        if why:
            self.app.manager.disable(self.use, why)

    def _why_not(self, act) -> str:
        if act is None:
            return "Cards cannot be used now"
        if self.what.heal and not self.targets():
            return "Give someone at least 1 Vitality"
        if self.what.refresh and not self.gifts:
            return "No gift is exhausted: there is nothing to refresh"
        if self.what.refresh and not self.chosen:
            return "Choose an exhausted gift to refresh"
        if self.what.refresh and not self.what.refresh_up_to and self.what.refresh_count > 1:
            owner = self._owner_of(self.chosen[0])
            need = min(self.what.refresh_count, sum(1 for h, _ in self.gifts if h.id == owner))
            if len(self.chosen) < need:
                return f"{self.card_name} refreshes {need} gifts: choose {need - len(self.chosen)} more"
        return ""

    def _refresh_question(self) -> str:
        n = max(1, self.what.refresh_count)
        if n == 1:
            return "Which exhausted gift is refreshed?"
        whose = ", one hero's" if self.what.refresh == "any" else ""
        return f"Which exhausted gifts are refreshed? ({'up to ' if self.what.refresh_up_to else ''}{n}{whose})"

    # Input ------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.use:
            self.confirm()
        elif el is self.cancel:
            self.done()
        elif el in self.controls:
            what, value = self.controls[el]
            if what == "gift":
                self._toggle(value)
            else:
                n = self.points.get(value, 0) + (1 if what == "more" else -1)
                if not self.what.spread and what == "more":  # one hero only: the others drop to 0
                    self.points = {value: self.points.get(value, 0)}
                self.points[value] = max(0, min(self.what.heal, n))
            self.message = ""
            self.build()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.use.is_enabled:
            self.confirm()

    def confirm(self) -> None:
        act = self.action()
        if self._why_not(act):
            return
        if self.table.act(act):
            self.table.note, self.table.note_bad = f"{self.user.name} used {self.card_name}", False
            self.done()
        else:
            self.message = self.table.note
            self.build()

    def done(self) -> None:
        if self.back is not None:
            self.table.open_overlay(self.back)
        else:
            self.table.close_overlay()

    def escape(self) -> None:
        self.done()

    # Drawing ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        t = look.serif(look.px(36, s, 20), bold=True).render(
            look.ellipsis(look.serif(look.px(36, s, 20), bold=True), f"{self.user.name} uses {self.card_name}",
                          b.w - 2 * pad), True, look.INK)
        surface.blit(t, (b.x + pad, b.y + look.px(20, s)))
        text = asking.card_text(self.table.game.cards, self.chip.card)
        body_f = look.serif(look.px(21, s, 14), italic=True)
        body = look.wrapped(body_f, text, look.INK_SOFT, b.w - 2 * pad)
        room = self._rows_top() - (b.y + look.px(24, s) + t.get_height())
        surface.blit(body, (b.x + pad, b.y + look.px(24, s) + t.get_height()),
                     pygame.Rect(0, 0, body.get_width(), look.whole_lines(body_f, room)))
        head = look.sans(look.px(19, s, 14), bold=True)
        name_f = look.sans(look.px(21, s, 14))
        y = self._rows_top()
        h = look.px(46, s)
        gap = look.px(8, s)
        if self.what.heal:
            left = self.what.heal - sum(self.points.values())
            who = "" if self.what.heal_user_only else " Who regains it?"
            surface.blit(head.render(f"Up to {self.what.heal} Vitality ({left} not given).{who}", True, look.WOOD),
                         (b.x + pad, y))
            y += look.px(34, s)
            for hero in self.healable:
                img = name_f.render(f"{hero.name}   Vitality {hero.vitality}/{hero.max_vitality}", True, look.INK)
                surface.blit(img, (b.x + pad, y + (h - img.get_height()) // 2))
                y += h + gap
            y += look.px(12, s)
        if self.what.refresh:
            surface.blit(head.render(self._refresh_question(), True, look.WOOD), (b.x + pad, y))
            y += look.px(34, s)
            if not self.gifts:
                surface.blit(name_f.render("None is exhausted now.", True, look.INK_SOFT), (b.x + pad, y))
        if self.message:
            img = look.wrapped(look.sans(look.px(20, s, 14), bold=True), self.message, look.REFUSED, b.w - 2 * pad)
            surface.blit(img, (b.x + pad, self.use.relative_rect.y - img.get_height() - look.px(12, s)))
