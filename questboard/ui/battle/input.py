"""The battlefield's input: the top bar's buttons and the panel's, the mouse on the field
(drag a base to move it, click an enemy to attack it, drag empty ground to pan, the wheel to
zoom or turn an area card) and the keys. Every action is the one the preview showed, built
from the fight view's word on who may do what; a refusal is shown in the game's words."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.play import MeleeAttack, RangedAttack
from questboard.ui.battle.dialogs import BattleKeys
from questboard.ui.battle.modes import IDLE, AreaCard, Measuring, Mode, Nudge
from questboard.ui.battle.reinforcing import Reinforcing
from questboard.ui.battle.sheets import HeroSheets
from questboard.ui.battle.tuning import FINE, NUDGE
from questboard.ui.dialogs.calibration import calibrate
from questboard.ui.dialogs.menus import Menu
from questboard.ui.dialogs.true_size import true_size
from questboard.ui.table.hand import Hand

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class Input:
    """The battlefield's mouse and keys, a part of `Battle`: the top bar's and the panel's
    buttons, the keys, and the field's mouse handed to the mode the field is in."""

    def __init__(self, battle) -> None:
        self.battle = battle

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            if self.battle.overlay is not None:
                self.battle.overlay.ui_event(event)
            return
        el = event.ui_element
        bars = self.battle.bar_buttons
        if el is bars.get("menu"):
            self.battle.open_overlay(Menu(self.battle))
        elif el is bars.get("keys"):
            self.battle.open_overlay(BattleKeys(self.battle))
        elif el is bars.get("undo"):
            self.battle.undo()
        elif el is bars.get("fit"):
            self.battle.camera.fit()
            self.battle.dirty = True
        elif el is bars.get("real"):
            true_size(self.battle)
        elif el is bars.get("grid"):
            self.battle.grid = not self.battle.grid
            self.battle.dirty = True
        elif self.battle.overlay is not None and el in self.battle.overlay.elements:
            self.battle.overlay.ui_event(event)
        else:
            for b, c in self.battle.buttons:
                if el is b:
                    self.battle.do(c)
                    return

    def dialog(self, which: str):
        """The sheets (Tab) or the Quest Master's hand (H), opened over the field."""
        return HeroSheets(self.battle) if which == "sheets" else Hand(self.battle)

    def handle(self, event) -> None:
        t = event.type
        taker = getattr(self.battle.overlay, "mouse_event", None)  # the sheets take the mouse
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

    def _to(self, asked: Mode, after: Mode) -> None:
        """The mode a handler of `asked` answered, unless the handler itself ended every
        mode (an action taken: `cancel_modes`)."""
        if self.battle.mode is asked:
            self.battle.mode = after
        self.battle.dirty = True

    def _down(self, pos, button: int) -> None:
        if self.battle.dice is not None:
            self.battle.dice.skip()
        if self.battle.overlay is not None or self.battle.fight_view is None:
            return
        if button == 3:
            self.battle.cancel_modes()
        elif self.battle.rects()["field"].collidepoint(pos):
            mode = self.battle.mode
            self._to(mode, mode.down(self.battle, pos, button))

    def _motion(self, pos) -> None:
        self.battle.mouse = pos
        mode = self.battle.mode
        self._to(mode, mode.motion(self.battle, pos))

    def _up(self, pos, button: int) -> None:
        mode = self.battle.mode
        self._to(mode, mode.up(self.battle, pos, button))

    def _wheel(self, event) -> None:
        pos = self.battle.mouse
        r = self.battle.rects()
        if self.battle.overlay is not None:
            self.battle.overlay.scroll(event.y)
            return
        if r["side"].collidepoint(pos) and pos[1] > self.battle.panel.controls_bottom:
            self.battle.panel.log_scroll = max(0, self.battle.panel.log_scroll + event.y)
            self.battle.dirty = True
            return
        if r["field"].collidepoint(pos):
            mode = self.battle.mode
            self._to(mode, mode.wheel(self.battle, pos, event.y, bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)))

    def _key(self, event) -> None:
        mods = getattr(event, "mod", 0)
        shift = bool(mods & pygame.KMOD_SHIFT)
        k = event.key
        if self.battle.dice is not None and self.battle.dice.moving:
            self.battle.dice.skip()
        if k == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.battle.undo()
        elif self.battle.overlay is not None and k == pygame.K_ESCAPE:
            self.battle.overlay.escape()
        elif self.battle.overlay is not None:
            self.battle.overlay.key(event)
        elif k == pygame.K_ESCAPE:
            self._escape()
        elif event.unicode == "?" or (k == pygame.K_SLASH and shift):
            self.battle.open_overlay(BattleKeys(self.battle))
        elif k in (pygame.K_TAB, pygame.K_h):
            self.battle.open_overlay(self.dialog("sheets" if k == pygame.K_TAB else "hand"))
        elif k in ARROWS:
            self._arrow(ARROWS[k], shift)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter()
        elif self.battle.area is not None and k in (pygame.K_q, pygame.K_e):
            self.battle.area.turned(self.battle, 1 if k == pygame.K_e else -1, shift)
        elif k in (pygame.K_SPACE, pygame.K_s):
            if k == pygame.K_SPACE and self.battle.glides:
                self.battle.glides.clear()
            elif self.battle.qm_mode != "auto" or k == pygame.K_s:
                self.battle.step_qm()
        elif k == pygame.K_r:
            self._ruler_key()
        else:
            self._view_key(k)

    def _escape(self) -> None:
        """Esc: cancel what is under way (a drag, a ghost, a card, the ruler), else the menu."""
        if self.battle.mode is not IDLE:
            self.battle.cancel_modes()
            self.battle.say("")
        else:
            self.battle.open_overlay(Menu(self.battle))

    def _arrow(self, step_dir: tuple[int, int], shift: bool) -> None:
        """An arrow key nudges the ghost of the base to move (the actor's, or the only one)."""
        nudge = self.battle.mode if isinstance(self.battle.mode, Nudge) else None
        if nudge is None:
            movable = self.battle.movable()
            who = self.battle.actor() if self.battle.actor() in movable else (movable[0] if len(movable) == 1 else None)
            if who is None:
                self.battle.say("No base to move now", bad=True)
                return
            nudge = self.nudging(who)
        step = FINE if shift else NUDGE
        self.battle.mode = nudge.step(self.battle, step_dir[0] * step, step_dir[1] * step)
        self.battle.dirty = True

    def _enter(self) -> None:
        """Enter: the nudged ghost's move, else the panel's Enter control (the turn's end)."""
        if self.battle.mode.enter(self.battle):
            return
        for b, c in self.battle.buttons:
            if c.key == "enter" and c.do is not None and b.is_enabled:
                self.battle.do(c)
                return

    def _ruler_key(self) -> None:
        """R: the free ruler out, or put away."""
        was_out = self.battle.ruler is not None
        self.battle.cancel_modes()
        if not was_out:
            self.battle.mode = Measuring()
            self.battle.say("The ruler: drag between two bases (edge to edge) or any points (centre to point)")
        else:
            self.battle.say("")

    def _view_key(self, k: int) -> None:
        """The keys of the pace and the view: pause, speed, grid, fit, true size, measure."""
        if k == pygame.K_p:
            self.battle._ui("pause", None)
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.battle._ui("speed", None)
        elif k == pygame.K_g:
            self.battle.grid = not self.battle.grid
        elif k in (pygame.K_f, pygame.K_HOME):
            self.battle.camera.fit()
        elif k in (pygame.K_1, pygame.K_KP1):
            true_size(self.battle)
        elif k == pygame.K_c:
            calibrate(self.battle.app, then=lambda px: true_size(self.battle))
        self.battle.dirty = True

    def nudging(self, who: str) -> Nudge:
        """The ghost of `who` to nudge with the keys, where he stands (a bad guy of the
        Quest Master's is picked too)."""
        f = self.battle.fighter(who)
        mode = Nudge(who, f.at, self.battle.game.plan_move(who, f.at, clamp=True))
        if f.side == "bad_guy":
            self.battle.selected = who
        self.battle.say("Arrow keys move the ghost (Shift: finer), Enter moves there, Esc cancels")
        return mode

    def click_piece(self, who: str) -> None:
        """A click on a base: attack it (melee when touching, else a shot) or pick it."""
        f = self.battle.fighter(who)
        a = self.battle.actor()
        if f is None:
            return
        if self.battle.by_hand and not f.is_hero and who in self.battle.movable():
            self.battle.selected = who
            self.battle.say(f"{f.name} is the Quest Master's piece now: drag it, or click a hero to attack")
            self.battle.refresh()
            return
        if a is None or self.battle.fighter(a).side == f.side:
            self.battle.say(self.battle.painter.about(who))
            return
        melee = {m.id: m for m in self.battle.melee(a)}
        if who in melee:
            m = melee[who]
            if m.may_attack:
                self.battle.act(self._attack(MeleeAttack, a, who))
            else:
                self.battle.say(m.why_not, bad=True)
            return
        t = next((t for t in self.battle.targets(a) if t.id == who), None)
        if t is not None and t.may_shoot:
            self.battle.act(self._attack(RangedAttack, a, who))
        else:
            self.battle.say(t.why_not if t is not None else f"{f.name} cannot be attacked now", bad=True)

    def not_moving(self, who: str) -> str:
        """Why a base dragged may not move now, and who moves instead, in the view's words."""
        b = self.battle
        f, fv = b.fighter(who), b.fight_view
        name = f.name if f is not None else who
        if fv is None or fv.over:
            return f"{name} does not move: the fight is over"
        active = b.fighter(fv.active)
        if active is not None and active.id != who:
            return f"{name} does not move now: {active.name} does ({fv.waiting})"
        return f"{name} does not move now: {fv.waiting}"

    def _attack(self, kind: type, who: str, target: str):
        """`kind` (a melee or a ranged attack) of `who` on `target`, or None when the side
        on turn may not attack now (the view's `movers`)."""
        m = self.battle.fight_view.movers
        return kind(who=who, target=target) if m is not None and m.attacks else None

    def start_reinforcing(self, event: str) -> None:
        """Reinforcements set down by the Quest Master's hand (`reinforcing.Reinforcing`)."""
        Reinforcing(event).start(self.battle)

    def start_area(self, who: str, gift: str) -> None:
        self.battle.cancel_modes()
        self.battle.mode = AreaCard(who, gift).aim(self.battle, self.battle.mouse)
        self.battle.say("The card follows the mouse, touching the caster; wheel or Q/E turns it "
                 "(Shift: 15° steps); click to cast, Esc cancels")
