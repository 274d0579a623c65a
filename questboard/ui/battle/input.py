"""The battlefield's input: the top bar's buttons and the panel's, the mouse on the field
(drag a base to move it, click an enemy to attack it, drag empty ground to pan, the wheel to
zoom or turn an area card) and the keys. Every action is the one the preview showed, built
through `Offer`; a refusal is shown in the game's words."""

from __future__ import annotations

import math

import pygame
import pygame_gui

from questboard.battlefield.geometry import point_in_polygon
from questboard.play import MeleeAttack, Move, RangedAttack, UseGift
from questboard.ui.asking import Offer
from questboard.ui.battle.dialogs import BattleKeys
from questboard.ui.battle.tuning import DRAG_SLOP, FINE, NUDGE, TURN, TURN_SHIFT
from questboard.ui.dialogs.calibration import calibrate
from questboard.ui.dialogs.true_size import true_size


class Input:
    """The Battle scene's mouse and keys (a part of `Battle`)."""

    def piece_at(self, pos) -> str | None:
        fight = self.game.fight
        if fight is None:
            return None
        cam = self.camera
        best, best_d = None, math.inf
        for pid, p in fight.field.pieces.items():
            c = cam.to_px(self._shown_at(pid, p.at))
            d = math.dist(c, pos)
            if d <= max(p.radius * cam.scale, 6) + 2 and d < best_d:
                best, best_d = pid, d
        return best

    def terrain_at(self, pos):
        fight = self.game.fight
        at = self.camera.to_lu(pos)
        for t in fight.field.terrain.values():
            if t.circle is not None:
                if math.dist(at, (t.circle.x, t.circle.y)) <= t.circle.r:
                    return t
            elif point_in_polygon(at, t.outline):
                return t
        return None

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            if self.overlay is not None:
                self.overlay.ui_event(event)
            return
        el = event.ui_element
        bars = self.bar_buttons
        if el is bars.get("menu"):
            from questboard.ui.dialogs.menus import Menu

            self.open_overlay(Menu(self))
        elif el is bars.get("keys"):
            self.open_overlay(BattleKeys(self))
        elif el is bars.get("undo"):
            self.undo()
        elif el is bars.get("fit"):
            self.camera.fit()
            self.dirty = True
        elif el is bars.get("real"):
            true_size(self)
        elif el is bars.get("grid"):
            self.grid = not self.grid
            self.dirty = True
        elif self.overlay is not None and el in self.overlay.elements:
            self.overlay.ui_event(event)
        else:
            for b, c in self.buttons:
                if el is b:
                    self.do(c)
                    return

    def dialog(self, which: str):
        """The sheets (Tab) or the Quest Master's hand (H), opened over the field."""
        from questboard.ui.battle.sheets import HeroSheets
        from questboard.ui.table.hand import Hand

        return HeroSheets(self) if which == "sheets" else Hand(self)

    def handle(self, event) -> None:
        t = event.type
        taker = getattr(self.overlay, "mouse_event", None)  # the sheets take the mouse
        if taker is not None and t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            taker(event)
            if t != pygame.MOUSEMOTION:
                return
        if t == pygame.KEYDOWN:
            self._key(event)
        elif t == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif t == pygame.MOUSEWHEEL:
            self._wheel(event)
        elif t == pygame.MOUSEBUTTONDOWN:
            self._down(event.pos, event.button)
        elif t == pygame.MOUSEBUTTONUP:
            self._up(event.pos, event.button)

    def _down(self, pos, button: int) -> None:
        if self.dice is not None:
            self.dice.skip()
        if self.overlay is not None or self.game.fight is None:
            return
        field = self.rects()["field"]
        if button == 3:
            self.cancel_modes()
            return
        if not field.collidepoint(pos):
            return
        if button == 2:
            self.press = {"kind": "pan", "pos": pos, "last": pos, "moved": False}
            return
        if button != 1:
            return
        if self.area is not None:
            self.cast(pos)
            return
        hit = self.piece_at(pos)
        if self.ruler is not None:
            end = hit if hit is not None else self.camera.to_lu(pos)
            self.ruler = {"from": end, "to": end, "held": True}
            return
        if hit is not None and hit in self.movable():
            self.nudge = None
            self.press = {"kind": "move", "who": hit, "pos": pos, "moved": False}
        elif hit is not None:
            self.press = {"kind": "piece", "who": hit, "pos": pos, "moved": False}
        else:
            self.press = {"kind": "pan", "pos": pos, "last": pos, "moved": False}

    def _motion(self, pos) -> None:
        self.mouse = pos
        self.dirty = True
        p = self.press
        if self.ruler is not None and self.ruler.get("held"):
            hit = self.piece_at(pos)
            self.ruler["to"] = hit if hit is not None and hit != self.ruler["from"] else self.camera.to_lu(pos)
            return
        if p is None:
            if self.area is not None:
                self._aim(pos)
            return
        if not p["moved"] and math.dist(pos, p["pos"]) > DRAG_SLOP:
            p["moved"] = True
        if p["kind"] == "pan":
            last = p["last"]
            self.camera.pan(pos[0] - last[0], pos[1] - last[1])
            p["last"] = pos
        elif p["kind"] == "move" and p["moved"]:
            self.plan = self.game.plan_move(p["who"], self.camera.to_lu(pos), clamp=True)

    def _up(self, pos, button: int) -> None:
        if self.ruler is not None and self.ruler.get("held") and button == 1:
            self.ruler["held"] = False
            self.say(self.ruler_words() + "   (R or Esc puts the ruler away)")
            return
        p = self.press
        if p is None or button not in (1, 2):
            return
        if button == 2 and p["kind"] != "pan":
            return
        self.press = None
        self.dirty = True
        if p["kind"] == "move":
            who = p["who"]
            if p["moved"]:
                plan = self.game.plan_move(who, self.camera.to_lu(pos), clamp=True)
                self.plan = None
                if plan.legal:
                    self.act(Offer.of(self.game).make(Move, who=who, to=plan.end))
                else:
                    self.say(plan.reason or "That move is not allowed", bad=True)
            else:
                self.start_nudge(who)
        elif p["kind"] == "piece" and not p["moved"]:
            self.click_piece(p["who"])

    def _wheel(self, event) -> None:
        pos = self.mouse
        r = self.rects()
        if self.overlay is not None:
            self.overlay.scroll(event.y)
            return
        if r["side"].collidepoint(pos) and pos[1] > self.controls_bottom:
            self.log_scroll = max(0, self.log_scroll + event.y)
            self.dirty = True
            return
        if not r["field"].collidepoint(pos):
            return
        if self.area is not None:
            self.rotate(1 if event.y > 0 else -1, bool(pygame.key.get_mods() & pygame.KMOD_SHIFT))
            return
        self.camera.zoom_at(pos, 1.15 ** event.y)
        if self.press is not None and self.press["kind"] == "move" and self.press["moved"]:
            self.plan = self.game.plan_move(self.press["who"], self.camera.to_lu(pos), clamp=True)
        self.dirty = True

    def _key(self, event) -> None:
        mods = getattr(event, "mod", 0)
        shift = bool(mods & pygame.KMOD_SHIFT)
        k = event.key
        if self.dice is not None and self.dice.moving:
            self.dice.skip()
        if k == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
            return
        if self.overlay is not None:
            if k == pygame.K_ESCAPE:
                self.overlay.escape()
            else:
                self.overlay.key(event)
            return
        if k == pygame.K_ESCAPE:
            if self.press or self.plan or self.nudge or self.area or self.ruler:
                self.cancel_modes()
                self.say("")
            else:
                from questboard.ui.dialogs.menus import Menu

                self.open_overlay(Menu(self))
            return
        if event.unicode == "?" or (k == pygame.K_SLASH and shift):
            self.open_overlay(BattleKeys(self))
            return
        if k in (pygame.K_TAB, pygame.K_h):
            self.open_overlay(self.dialog("sheets" if k == pygame.K_TAB else "hand"))
            return
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if k in arrows:
            if self.nudge is None:
                movable = self.movable()
                who = self.actor() if self.actor() in movable else (movable[0] if len(movable) == 1 else None)
                if who is None:
                    self.say("No base to move now", bad=True)
                    return
                self.start_nudge(who)
            step = FINE if shift else NUDGE
            dx, dy = arrows[k]
            who, (x, y) = self.nudge
            self.nudge = (who, (x + dx * step, y + dy * step))
            self.plan = self.game.plan_move(who, self.nudge[1], clamp=True)
            self.dirty = True
            return
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.nudge is not None:
                plan = self.game.plan_move(self.nudge[0], self.nudge[1], clamp=True)
                if plan.legal:
                    self.act(Offer.of(self.game).make(Move, who=plan.who, to=plan.end))
                else:
                    self.say(plan.reason or "That move is not allowed", bad=True)
                return
            for b, c in self.buttons:
                if c.key == "enter" and c.do is not None and b.is_enabled:
                    self.do(c)
                    return
            return
        if self.area is not None and k in (pygame.K_q, pygame.K_e):
            self.rotate(1 if k == pygame.K_e else -1, shift)
            return
        if k in (pygame.K_SPACE, pygame.K_s):
            if k == pygame.K_SPACE and self.glides:
                self.glides.clear()
            elif self.qm_mode != "auto" or k == pygame.K_s:
                self.step_qm()
            return
        if k == pygame.K_r:
            if self.ruler is None:
                self.cancel_modes()
                self.ruler = {"from": None, "to": None, "held": False}
                self.say("The ruler: drag between two bases (edge to edge) or any points (centre to point)")
            else:
                self.cancel_modes()
                self.say("")
            return
        if k == pygame.K_p:
            self._ui("pause", None)
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self._ui("speed", None)
        elif k == pygame.K_g:
            self.grid = not self.grid
        elif k in (pygame.K_f, pygame.K_HOME):
            self.camera.fit()
        elif k in (pygame.K_1, pygame.K_KP1):
            true_size(self)
        elif k == pygame.K_c:
            calibrate(self.app, then=lambda px: true_size(self))
        self.dirty = True

    def start_nudge(self, who: str) -> None:
        fight = self.game.fight
        at = fight.field.pieces[who].at
        self.nudge = (who, at)
        self.plan = self.game.plan_move(who, at, clamp=True)
        if fight.fighters[who].side == "bad_guy":
            self.selected = who
        self.say("Arrow keys move the ghost (Shift: finer), Enter moves there, Esc cancels")

    def click_piece(self, who: str) -> None:
        """A click on a base: attack it (melee when touching, else a shot) or pick it."""
        game = self.game
        fight = game.fight
        f = fight.fighters.get(who)
        a = self.actor()
        if f is None:
            return
        if self.by_hand and not f.is_hero and who in self.movable():
            self.selected = who
            self.say(f"{f.name} is the Quest Master's piece now: drag it, or click a hero to attack")
            self.refresh()
            return
        if a is None or fight.fighters[a].side == f.side:
            self.say(self._about(who))
            return
        melee = {m.id: m for m in self.melee(a)}
        if who in melee:
            m = melee[who]
            if m.may_attack:
                self.act(Offer.of(game).make(MeleeAttack, who=a, target=who))
            else:
                self.say(m.why_not, bad=True)
            return
        t = next((t for t in self.targets(a) if t.id == who), None)
        if t is not None and t.may_shoot:
            self.act(Offer.of(game).make(RangedAttack, who=a, target=who))
        else:
            self.say(t.why_not if t is not None else f"{f.name} cannot be attacked now", bad=True)

    def start_area(self, who: str, gift: str) -> None:
        self.cancel_modes()
        self.area = {"who": who, "gift": gift, "degrees": 0.0}
        self._aim(self.mouse)
        self.say("The card follows the mouse, touching the caster; wheel or Q/E turns it "
                 "(Shift: 15° steps); click to cast, Esc cancels")

    def _aim(self, pos) -> None:
        a = self.area
        if a is None:
            return
        self.area_plan = self.game.plan_area(a["who"], a["gift"], self.camera.to_lu(pos), a["degrees"])
        self.dirty = True

    def rotate(self, sign: int, shift: bool) -> None:
        if self.area is None:
            return
        d = self.area["degrees"]
        if shift:
            d = (round(d / TURN_SHIFT) + sign) * TURN_SHIFT
        else:
            d += sign * TURN
        self.area["degrees"] = d % 360
        self._aim(self.mouse)

    def cast(self, pos) -> None:
        self._aim(pos)
        plan = self.area_plan
        if plan is None:
            return
        if not plan.valid:
            self.say(plan.reason, bad=True)
            return
        self.act(Offer.of(self.game).make(UseGift, who=plan.who, gift=plan.gift, area=(plan.centre, plan.degrees)))
