"""The battlefield scene: a fight played with the mouse on the field drawn to scale.

Everything it shows is what `questboard.play` answers: `plan_move` while a base is dragged
(the green bar from the base's edge, the ghost where the move would end, red with the reason
when refused), `targets` and `melee_targets` for the enemies of the piece on turn, `plan_area`
for an area card following the mouse, `waiting` for whose turn it is and what may be done,
`next_qm_action` for the automatic Quest Master, played at a visible pace. It decides no rule:
a click sends the action the preview showed, and a refusal is shown in the game's words.

Entered from the table when a fight is on (`enter`), left back to the table when it is over.
"""

from __future__ import annotations

import functools
import math

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from questboard.battlefield.geometry import point_in_polygon
from questboard.ui import battle_panel as BP
from questboard.ui import field_view as V
from questboard.ui import look
from questboard.ui.app import Scene
from questboard.ui.asking import Offer
from questboard.ui.controls import Control
from questboard.ui.dialogs import Overlay
from questboard.ui.dice import DiceRoll

GLIDE = 0.25  # seconds a move of the Quest Master glides, at speed 1
QM_PACE = 0.7  # seconds between the automatic Quest Master's steps, at speed 1
SPEEDS = (1, 2, 4, 8)
NUDGE, FINE = 0.05, 0.01  # LU per arrow key (Shift: fine)
TURN, TURN_SHIFT = 5.0, 15.0  # degrees per wheel notch or Q/E (Shift: 15° steps)
DRAG_SLOP = 5  # pixels before a press becomes a drag
HERO_FILL = (0xEE, 0xF1, 0xF4)
BAD_FILL = (0xF2, 0xDF, 0xD6)
ARCH_RIM = (0x6A, 0x1E, 0x3A)
GOOD_TEXT = (0xBF, 0xE3, 0xB0)
BAD_TEXT = (0xFF, 0xA8, 0x98)
QM_MODES = ("auto", "paused", "hand")


# --- entering and leaving -----------------------------------------------------------------

def swap(app, scene: Scene) -> None:
    """Show `scene` in place of the current one without ending it (the table keeps its game
    and its autosave open while the fight is on)."""
    app.manager.clear_and_reset()
    app.scene = scene
    scene.build()
    app.redraw()


def enter(table) -> Battle:
    """The table's fight is on: show the battlefield."""
    battle = Battle(table.app, table)
    swap(table.app, battle)
    return battle


class Battle(Scene):
    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.game = table.game
        fight = self.game.fight
        self.map = fight.spec.map
        self.art = V.FieldArt(self.map, fight.field.terrain, fight.field.walkable)
        self.camera: V.Camera | None = None
        self.start = _fight_start(self.game.told)
        self.names = dict(self.game.names())
        self.qm_mode = "auto"
        self.speed_i = 0
        self.qm_timer = 0.0
        self.qm_why: list[tuple[int, str]] = []  # (told index, the automatic QM's reason)
        self.glides: dict[str, list] = {}  # who -> [from, to, t]
        self.dice: DiceRoll | None = None
        self.note, self.note_bad = "", False
        self.grid = False
        self.mouse = (0, 0)
        self.press: dict | None = None  # a button held on the field: move, piece or pan
        self.plan = None  # the MovePlan drawn (a drag or the keyboard's ghost)
        self.nudge: tuple[str, tuple[float, float]] | None = None
        self.area: dict | None = None  # an area card being laid: who, gift, degrees
        self.area_plan = None
        self.selected: str | None = None  # a bad guy picked by a Quest Master playing by hand
        self.overlay = None
        self.choices: dict = {}
        self.buttons: list[tuple[UIButton, Control]] = []
        self.bar_buttons: dict[str, UIButton] = {}
        self.label_rows: list[tuple[pygame.Rect, str]] = []
        self.log_scroll = 0
        self.tracker = BP.Tracker()
        self.controls_bottom = 0
        self._memo: dict = {}
        self.finished = False
        self.showcase: dict | None = None  # a picture's extra layers (battle_screens)
        self.ruler: dict | None = None  # R: the free ruler (from, to: a base id or a point)
        self._bd: tuple | None = None  # the backdrop picture and what it was drawn for
        self.later: list = []

    # Layout ------------------------------------------------------------------------------
    def rects(self) -> dict[str, pygame.Rect]:
        w, h = self.app.size
        s = self.app.scale
        bar = pygame.Rect(0, 0, w, look.px(64, s))
        side_w = max(360, round(w * 0.27))
        field = pygame.Rect(0, bar.bottom, w - side_w, h - bar.bottom)
        side = pygame.Rect(field.right, bar.bottom, side_w, h - bar.bottom)
        return {"bar": bar, "field": field, "side": side}

    def build(self) -> None:
        r = self.rects()
        if self.camera is None:
            self.camera = V.Camera(r["field"], (self.map.width, self.map.height))
        else:
            self.camera.set_view(r["field"])
        s = self.app.scale
        bar = r["bar"]
        bw, bh = look.px(124, s, 90), look.px(46, s)
        y = bar.y + (bar.h - bh) // 2
        x = bar.right - look.px(12, s)
        self.bar_buttons = {}
        for key, text, tip in (("menu", "Menu", "Esc: save, load, quit"),
                               ("keys", "Keys", "?: the keys of the battlefield"),
                               ("undo", "Undo", "Ctrl+Z: take back the last step if it revealed nothing"),
                               ("fit", "Fit", "F: the whole field in view (wheel zooms, drag empty ground pans)"),
                               ("grid", "Grid", "G: a faint 1 LU grid")):
            x -= bw
            self.bar_buttons[key] = UIButton(pygame.Rect(x, y, bw, bh), text, manager=self.manager,
                                             tool_tip_text=tip, object_id="#small")
            x -= look.px(8, s)
        self.bar_left = x
        if self.overlay is not None and not isinstance(self.overlay, QuestionBox):
            self.overlay.build()
        self.refresh()

    def refresh(self) -> None:
        """The game changed (or the window): the panel's controls and the question anew."""
        for b, _ in self.buttons:
            b.kill()
        self.buttons = []
        self.label_rows = []
        self.dirty = True
        game = self.game
        if game.fight is None:
            return
        self.names.update(game.names())
        hand = self.qm_mode == "hand"
        q = BP.question(game, self.choices)
        if q is not None and q.who == BP.QM and not hand:
            q = None  # the automatic Quest Master answers his own
        if q is not None and (self.overlay is None or isinstance(self.overlay, QuestionBox)):
            if isinstance(self.overlay, QuestionBox):
                self.overlay.kill()
            self.overlay = QuestionBox(self, q)
            self.overlay.build()
        elif q is None and isinstance(self.overlay, QuestionBox):
            self.overlay.kill()
            self.overlay = None
            self.choices = {}
        self.tracker = BP.tracker(game)
        rows = BP.rows(game, not hand, self.actor())
        rows.append([Control("The Quest Master", None, key="heading")])
        rows += self._qm_rows()
        offer = Offer.of(game)
        rows.append([Control("Fight it out automatically", offer.make("FightAutomatically", "greedy"),
                             tip="The automatic heroes and Quest Master fight on to the end")])
        self._layout(rows)

    def _qm_rows(self) -> list[list[Control]]:
        mode = self.qm_mode
        play = Control("Pause  (P)" if mode == "auto" else "Play  (P)", ("ui", "pause", None),
                       tip="The automatic Quest Master's pace: pause or go on")
        step = Control("Step  (S)", ("ui", "step", None), tip="One decision of the automatic Quest Master")
        speed = Control(f"Speed ×{SPEEDS[self.speed_i]}  (+)", ("ui", "speed", None),
                        tip="Faster glides and steps; the dice settle at once from ×4")
        hand = Control("QM: by hand" if mode == "hand" else "QM: automatic", ("ui", "hand", None),
                       tip="Who moves the bad guys: the automatic Quest Master, or you with the same tools")
        return [[play, step], [speed, hand]]

    def _layout(self, rows: list[list[Control]]) -> None:
        s = self.app.scale
        side = self.rects()["side"]
        pad = look.px(16, s)
        gap = look.px(6, s)
        row_h = look.px(44, s, 30)
        inner = side.w - 2 * pad
        y = side.y + pad + self._tracker_height(inner) + pad
        room = side.h * 0.55
        n = sum(1 for row in rows if not (len(row) == 1 and row[0].key == "heading"))
        if n and n * (row_h + gap) > room:
            row_h = max(look.px(30, s, 26), int(room // n) - gap)
        head_h = look.serif(look.px(19, s, 14), bold=True).get_linesize() + gap
        for row in rows:
            if len(row) == 1 and row[0].do is None and row[0].key == "heading":
                self.label_rows.append((pygame.Rect(side.x + pad, y, inner, head_h), row[0].text))
                y += head_h
                continue
            w_each = (inner - gap * max(0, len(row) - 1)) // max(1, len(row))
            x = side.x + pad
            for c in row:
                b = UIButton(pygame.Rect(x, y, w_each, row_h), c.text, manager=self.manager,
                             tool_tip_text=c.tip, object_id="#primary" if c.primary else "#small")
                if c.do is None:
                    b.disable()
                self.buttons.append((b, c))
                x += w_each + gap
            y += row_h + gap
        self.controls_bottom = y

    def _tracker_lines(self, width: int) -> list[tuple[pygame.Surface, int]]:
        """The tracker's lines under its title, wrapped to the card (image, left indent)."""
        s = self.app.scale
        t = self.tracker
        f = look.sans(look.px(20, s, 14))
        out = [(look.wrapped(f, f"Round {t.round}", look.WOOD, width), 0)]
        for line in t.left:
            out.append((look.wrapped(f, line, look.INK, width), 0))
        roster = ",  ".join(f"{name} {v}/{top}" for name, _, v, top in t.roster)
        out.append((look.wrapped(f, f"{roster};  bad guys left: {t.bad_left}", look.HERO, width), 0))
        indent = look.px(22, s)
        out.append((look.wrapped(f, "cover: blocks sight", look.INK_SOFT, width - indent), indent))
        return out

    def _tracker_height(self, width: int) -> int:
        s = self.app.scale
        pad = look.px(16, s)
        h = look.serif(look.px(30, s, 18), bold=True).get_linesize()
        h += sum(img.get_height() for img, _ in self._tracker_lines(width - 2 * pad))
        return h + look.px(20, s)

    # What to act with ----------------------------------------------------------------------
    @property
    def by_hand(self) -> bool:
        return self.qm_mode == "hand"

    def actor(self) -> str | None:
        return self.memo(("actor", self.qm_mode, self.selected),
                         lambda: BP.actor(self.game, not self.by_hand, self.selected))

    def movable(self) -> tuple[str, ...]:
        return self.memo(("movable", self.qm_mode, self.selected),
                         lambda: BP.movable(self.game, not self.by_hand, self.selected))

    def _stamp(self) -> tuple:
        g = self.game
        return (id(g.fight), len(g.actions), len(g.told))

    def memo(self, key, make):
        """A preview, asked once per state of the game (not once per frame)."""
        stamp = self._stamp()
        if self._memo.get("__stamp") != stamp:
            self._memo = {"__stamp": stamp}
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def targets(self, who: str):
        return self.memo(("targets", who), lambda: self.game.targets(who))

    def melee(self, who: str):
        return self.memo(("melee", who), lambda: self.game.melee_targets(who))

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

    # Acting ------------------------------------------------------------------------------
    def say(self, text: str, bad: bool = False) -> None:
        self.note, self.note_bad = text, bad
        self.dirty = True

    def act(self, action) -> bool:
        """Send one action; a refusal is shown in the game's words."""
        if action is None:
            self.say("That cannot be done now", bad=True)
            return False
        result = self.game.apply(action)
        if not result.ok:
            self.say(f"Refused: {result.reason}", bad=True)
            self.refresh()
            return False
        self.say("")
        self.cancel_modes()
        self._after_step(result.told, glide=False)
        self.refresh()
        return True

    def _after_step(self, told, glide: bool) -> None:
        rolls = []
        for t in told:
            e = t.event
            kind = type(e).__name__
            if kind == "Attacked":
                rolls += [(e.name, e.die), (e.target_name, e.foe_die)]
            elif kind == "Moved" and glide:
                self.glides[e.who] = [tuple(e.frm), tuple(e.to), 0.0]
        if rolls:
            self.dice = DiceRoll(tuple(rolls[-4:]), speed=1.0 if SPEEDS[self.speed_i] < 4 else 50.0)

    def do(self, control: Control) -> None:
        if isinstance(control.do, tuple) and control.do and control.do[0] == "ui":
            self._ui(control.do[1], control.do[2])
        else:
            self.act(control.do)

    def _ui(self, what: str, value) -> None:
        if what == "area":
            self.start_area(*value)
        elif what == "pause":
            self.qm_mode = "paused" if self.qm_mode == "auto" else "auto"
            self.qm_timer = 0.0
        elif what == "step":
            self.step_qm()
        elif what == "speed":
            self.speed_i = (self.speed_i + 1) % len(SPEEDS)
        elif what == "hand":
            self.qm_mode = "auto" if self.qm_mode == "hand" else "hand"
            self.selected = None
        elif what == "discard":
            items = list(value)
            now = self.choices.get("discard") if self.choices.get("discard") in items else items[0]
            self.choices["discard"] = items[(items.index(now) + 1) % len(items)]
        self.refresh()

    def step_qm(self) -> bool:
        """One decision of the automatic Quest Master (its fallback if refused), its moves
        gliding; False when the fight does not wait for him."""
        game = self.game
        move = game.next_qm_action()
        if move is None:
            return False
        at = len(game.told)
        result = game.apply(move.action)
        if not result.ok:
            result = game.apply(move.fallback)
        if not result.ok:
            self.qm_mode = "paused"
            self.say(f"The automatic Quest Master is stuck: {result.reason}", bad=True)
        else:
            self.qm_why.append((at, move.why))
            self._after_step(result.told, glide=True)
        self.cancel_modes()
        self.refresh()
        return True

    def undo(self) -> None:
        result = self.game.undo()
        if result.ok:
            self.say(f"Took back: {result.what}")
        else:
            self.say(result.reason, bad=True)
        self.cancel_modes()
        self.glides.clear()
        self.refresh()

    def cancel_modes(self) -> None:
        self.ruler = None
        self.press = None
        self.plan = None
        self.nudge = None
        self.area = None
        self.area_plan = None
        self.dirty = True

    def finish(self) -> None:
        """The fight is over (or taken back): back to the table, the result in its dialog."""
        if self.finished:
            return
        self.finished = True
        game, table = self.game, self.table
        names = {**self.names, **game.names()}
        lines = [t.describe(names) for t in game.told[self.start:] if t.public and t.source == "fight"]
        over = type(game.prompt).__name__ != "CombatRequest" and any(
            type(t.event).__name__ == "FightOver" for t in game.told[self.start:])
        from questboard.ui.dialogs import FightResult

        table.overlay = FightResult(table, lines) if over else None
        swap(self.app, table)

    def back_to_launcher(self, message: str = "") -> None:
        from questboard.ui.launcher import Launcher

        self.game.close()
        self.app.show(Launcher(self.app, message))

    def leave(self) -> None:
        self.game.close()

    # Overlays ----------------------------------------------------------------------------
    def open_overlay(self, overlay) -> None:
        if self.overlay is not None:
            self.overlay.kill()
        self.overlay = overlay
        overlay.build()
        self.dirty = True

    def close_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.kill()
        self.overlay = None
        self.refresh()

    # Input -------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            if self.overlay is not None:
                self.overlay.ui_event(event)
            return
        el = event.ui_element
        bars = self.bar_buttons
        if el is bars.get("menu"):
            from questboard.ui.dialogs import Menu

            self.open_overlay(Menu(self))
        elif el is bars.get("keys"):
            self.open_overlay(BattleKeys(self))
        elif el is bars.get("undo"):
            self.undo()
        elif el is bars.get("fit"):
            self.camera.fit()
            self.dirty = True
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

    def handle(self, event) -> None:
        t = event.type
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
                    self.act(Offer.of(self.game).make("Move", who, plan.end))
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
                from questboard.ui.dialogs import Menu

                self.open_overlay(Menu(self))
            return
        if event.unicode == "?" or (k == pygame.K_SLASH and shift):
            self.open_overlay(BattleKeys(self))
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
                    self.act(Offer.of(self.game).make("Move", plan.who, plan.end))
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
        self.dirty = True

    # Moves, attacks, area cards ------------------------------------------------------------
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
                self.act(Offer.of(game).make("MeleeAttack", a, who))
            else:
                self.say(m.why_not, bad=True)
            return
        t = next((t for t in self.targets(a) if t.id == who), None)
        if t is not None and t.may_shoot:
            self.act(Offer.of(game).make("RangedAttack", a, who))
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
        self.act(Offer.of(self.game).make("UseGift", plan.who, plan.gift, area=(plan.centre, plan.degrees)))

    # The free ruler ----------------------------------------------------------------------
    def _end_at(self, end):
        """A ruler's end as a field point (a base's centre for a base)."""
        if isinstance(end, str):
            p = self.game.fight.field.pieces.get(end)
            return p.at if p is not None else None
        return end

    def ruler_reading(self) -> tuple[float, str] | None:
        """(LU, how it was measured): edge to edge between two bases (the battlefield's own
        measure), centre to point otherwise."""
        r = self.ruler
        if r is None or r["from"] is None or r["to"] is None:
            return None
        a, b = r["from"], r["to"]
        bf = self.game.fight.field
        if isinstance(a, str) and isinstance(b, str) and a != b and a in bf.pieces and b in bf.pieces:
            gap = bf.edge_distance(a, b)
            return max(0.0, gap), "touching" if bf.touching(a, b) else "edge to edge"
        pa, pb = self._end_at(a), self._end_at(b)
        if pa is None or pb is None:
            return None
        return math.dist(pa, pb), "centre to point" if isinstance(a, str) or isinstance(b, str) else "point to point"

    def ruler_words(self) -> str:
        reading = self.ruler_reading()
        if reading is None:
            return ""
        lu, how = reading
        return f"{lu:.2f} LU {how}  ({lu * 88:.0f} mm)"

    def _ruler(self, surface) -> None:
        r = self.ruler
        if r is None or r["from"] is None or r["to"] is None:
            return
        a, b = self._end_at(r["from"]), self._end_at(r["to"])
        if a is None or b is None:
            return
        bf = self.game.fight.field
        cam = self.camera
        length = math.dist(a, b)
        if length < 1e-9:
            return
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        start, stop = a, b
        if isinstance(r["from"], str) and isinstance(r["to"], str):  # edge to edge: the bar between the rims
            ra, rb = bf.pieces[r["from"]].radius, bf.pieces[r["to"]].radius
            start = (a[0] + ux * ra, a[1] + uy * ra)
            stop = (b[0] - ux * rb, b[1] - uy * rb)
        band = max(8, round(cam.scale * 0.05))
        p0, p1 = self._px(start), self._px(stop)
        V.thick_aaline(surface, look.GOLD, p0, p1, band)
        pygame.draw.line(surface, look.INK, p0, p1, 1)
        span = math.dist(start, stop) if math.dist(start, stop) > 0 else 0.0
        k = 1
        sign = 1 if (stop[0] - start[0]) * ux + (stop[1] - start[1]) * uy >= 0 else -1
        while k * 0.1 <= span + 1e-9:
            d = k * 0.1 * sign
            q = self._px((start[0] + ux * d, start[1] + uy * d))
            n = band * (0.5 if k % 5 else 0.9)
            pygame.draw.line(surface, look.INK, (q[0] + uy * n, q[1] - ux * n), (q[0] - uy * n, q[1] + ux * n), 1)
            k += 1
        mid = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 - band)
        V.tag(surface, self.ruler_words(), mid, look.PARCHMENT, self._font(18, bold=True), "midbottom",
              border=look.GOLD)

    # Animation ---------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        game = self.game
        if game.fight is None:
            self.finish()
            return True
        moving = False
        speed = SPEEDS[self.speed_i]
        for who, g in list(self.glides.items()):
            g[2] += dt * speed / GLIDE
            if g[2] >= 1:
                del self.glides[who]
            moving = True
        if self.dice is not None and self.dice.update(dt):
            moving = True
        if self.qm_mode == "auto" and not self.glides and not isinstance(self.overlay, QuestionBox | BattleKeys):
            main = BP.main_asked(game)
            if main is not None and main.side == BP.QM:
                self.qm_timer += dt * speed
                moving = True
                if self.qm_timer >= QM_PACE:
                    self.qm_timer = 0.0
                    self.step_qm()
        return moving

    def _shown_at(self, pid: str, at):
        g = self.glides.get(pid)
        if g is None:
            return at
        a, b, t = g
        e = 1 - (1 - min(1.0, t)) ** 3
        return (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e)

    # Drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        game = self.game
        fight = game.fight
        if fight is None:
            surface.blit(look.texture("wood", surface.get_size()), (0, 0))
            return
        r = self.rects()
        cam = self.camera
        s = self.app.scale
        show = self.showcase or {}  # a picture's extra layers
        a = self.actor()
        dragging = self.press is not None and self.press["kind"] == "move" and self.press["moved"]
        sight = a if (a is not None and a in fight.field.pieces and not dragging and self.nudge is None
                      and self.area is None) else None
        surface.blit(self._backdrop(surface.get_size(), r, sight, show.get("sight_of")), (0, 0))
        surface.set_clip(r["field"])
        for plan in (self.area_plan if self.area is not None else None, show.get("area")):
            if plan is not None:
                self._card(surface, plan)
        self._bases(surface, a)
        if self.plan is not None and (dragging or self.nudge is not None):
            self._move(surface, self.plan)
        if self.area is not None and self.area_plan is not None:
            self._area(surface, self.area_plan)
        if show.get("area") is not None:
            plan = show["area"]
            self._area(surface, plan, words_at=self._px(plan.corners[2]) if plan.corners else None)
        self._ruler(surface)
        if not dragging and self.area is None and self.ruler is None:
            self._hover(surface)
        small = look.sans(look.px(17, s, 14))
        V.scale_bar(surface, cam, (r["field"].x + look.px(26, s), r["field"].bottom - look.px(22, s)), small)
        surface.set_clip(None)
        self._bar(surface, r["bar"])
        self._side(surface, r["side"])
        if self.overlay is not None:
            self.overlay.draw(surface)

    def _backdrop(self, size, r, sight: str | None, sight_of: str | None) -> pygame.Surface:
        """What stays the same until the game or the camera changes, as one opaque picture:
        the table, the field's still layer, this turn's path, the enemies as the piece on
        turn sees them (lines, rings and tags), the side panel's shade."""
        key = (size, self.camera.state(), self.grid, self._stamp(), sight, sight_of, self.qm_mode,
               self.selected, tuple(sorted(self.glides)))
        if self._bd is not None and self._bd[0] == key:
            return self._bd[1]
        bd = pygame.Surface(size)
        if V._has_format():
            bd = bd.convert()
        bd.blit(look.texture("wood", size), (0, 0))
        bd.set_clip(r["field"])
        self.art.blit(bd, self.camera, self.grid)
        self._trail(bd)
        self.later = []
        pieces = self.game.fight.field.pieces
        for who in dict.fromkeys((sight, sight_of)):
            if who is not None and who in pieces:
                self._targets(bd, who)
        if self.later:
            _place_tags(bd, self.later, self._base_boxes())
        bd.set_clip(None)
        bd.blit(_shade(r["side"].size), r["side"])
        self._bd = (key, bd)
        return bd

    def _font(self, n: int, bold: bool = False, italic: bool = False):
        return look.sans(look.px(n, self.app.scale, 14), bold=bold, italic=italic)

    def _px(self, p):
        return self.camera.to_px(p)

    def _trail(self, surface) -> None:
        """The path of this turn so far (the active piece's, or every bad guy's in the QM's turn)."""
        told = self.game.told
        width = max(2, round(self.camera.scale * 0.012))
        for i in range(len(told) - 1, self.start - 1, -1):
            e = told[i].event
            kind = type(e).__name__
            if kind == "TurnStarted":
                break
            if kind == "Moved":
                a, b = self._px(e.frm), self._px(e.to)
                V.dashed_line(surface, (0xF4, 0xEA, 0xCF), a, b, width, dash=6, gap=6)
                pygame.draw.circle(surface, (0xF4, 0xEA, 0xCF), a, width + 2)

    def _bases(self, surface, active: str | None) -> None:
        fight = self.game.fight
        cam = self.camera
        movable = set(self.movable())
        for pid, p in fight.field.pieces.items():
            f = fight.fighters.get(pid)
            c = self._px(self._shown_at(pid, p.at))
            rpx = p.radius * cam.scale
            if f is None:
                V.draw_base(surface, c, rpx, look.INK_SOFT, BAD_FILL, V.initials(p.label), 1, 1)
                continue
            hero = f.is_hero
            rim = look.HERO if hero else (ARCH_RIM if f.is_arch_villain else look.BAD)
            top = f.hero.max_vitality if f.hero is not None else f.max_vitality
            V.draw_base(surface, c, rpx, rim, HERO_FILL if hero else BAD_FILL, V.initials(f.name),
                        f.current_vitality(), top, shadow=True)
            if pid == active:
                ring = rpx + max(4, rpx * 0.22)
                pygame.draw.circle(surface, look.GOLD, c, ring, max(3, round(rpx * 0.12)))
                pygame.draw.circle(surface, look.INK, c, ring + max(3, round(rpx * 0.12)), 1)
            elif pid in movable:
                V.dashed_circle(surface, look.GOLD, c, rpx + max(3, rpx * 0.18), 2, dash=6, gap=5)

    def _base_boxes(self) -> list[pygame.Rect]:
        cam = self.camera
        out = []
        for pid, p in self.game.fight.field.pieces.items():
            c = self._px(self._shown_at(pid, p.at))
            r = p.radius * cam.scale + 3
            out.append(pygame.Rect(round(c[0] - r), round(c[1] - r), round(2 * r), round(2 * r)))
        return out

    def _targets(self, surface, a: str) -> None:
        """Every enemy as the piece on turn sees it: a green sight line along the witness, red
        dashed up to what blocks it (outlined and named), grey with the distance."""
        fight = self.game.fight
        bf = fight.field
        cam = self.camera
        me = bf.pieces[a]
        ts = self.targets(a)
        font = self._font(16, bold=True)
        shooters = [t for t in ts if t.reach is not None]
        if shooters:
            reach = shooters[0].reach
            V.dashed_circle(surface, look.RANGE, self._px(me.at), (me.radius + reach) * cam.scale,
                            max(2, round(cam.scale * 0.008)), dash=12, gap=8)
        touching = {m.id: m for m in self.melee(a)}
        width = max(2, round(cam.scale * 0.012))
        placed = self.later  # drawn once the bases are down, out of each other's way
        blockers: dict[str, str] = {}
        far = 0  # the distance is written beside the nearest few out of range (hover tells the rest)
        for t in ts:
            if t.id not in bf.pieces:
                continue
            q = bf.pieces[t.id]
            qc = self._px(q.at)
            rq = q.radius * cam.scale
            beside = (qc[0] + rq + 4, qc[1] - font.get_height() // 2)
            box = pygame.Rect(round(qc[0] - rq - 3), round(qc[1] - rq - 3), round(2 * rq + 6), round(2 * rq + 6))
            if t.id in touching:
                m = touching[t.id]
                colour = look.GOLD if m.may_attack else V.FAR
                pygame.draw.circle(surface, colour, qc, rq + 5, 3)
                _tag(surface, placed, "melee" if m.may_attack else "touching", beside,
                     GOOD_TEXT if m.may_attack else look.PARCH_SHADOW, font, around=box)
                continue
            if t.reach is None:
                continue
            if t.in_range and t.sight and t.witness is not None:
                w0, w1 = self._px(t.witness[0]), self._px(t.witness[1])
                V.thick_aaline(surface, V.SIGHT_OK, w0, w1, width)
                pygame.draw.circle(surface, V.SIGHT_OK, qc, rq + 5, 3)
                _tag(surface, placed, f"{'shoot' if t.may_shoot else 'in sight'} · {t.gap:.2f} LU", beside,
                     GOOD_TEXT, font, around=box)
            elif t.in_range:
                stop = self._first_hit(me.at, q.at, [b.id for b in t.blockers])
                V.dashed_line(surface, look.REFUSED, self._px(me.at), self._px(stop), max(2, width - 1))
                V.cross(surface, look.REFUSED, self._px(stop), max(5, width * 2.5), 2)
                for b in t.blockers:
                    blockers[b.id] = b.name
                _tag(surface, placed, "no sight", beside, BAD_TEXT, font, around=box)
            elif far < 6:
                far += 1
                _tag(surface, placed, f"{t.gap:.2f} LU: too far", beside,
                     look.PARCH_SHADOW, font, around=box)
        for bid, name in blockers.items():  # what blocks sight, outlined and named once
            self._outline(surface, bid, look.REFUSED)
            top = self._top_of(bid)
            if top is not None:
                words = "in the way" if bid in bf.pieces else f"{name[0].upper()}{name[1:]} blocks sight"
                _tag(surface, placed, words, top, BAD_TEXT, font, anchor="midbottom")

    def _top_of(self, what: str):
        bf = self.game.fight.field
        cam = self.camera
        if what in bf.pieces:
            p = bf.pieces[what]
            c = self._px(p.at)
            return (c[0], c[1] - p.radius * cam.scale - 6)
        t = bf.terrain.get(what)
        if t is None:
            return None
        if t.circle is not None:
            c = self._px((t.circle.x, t.circle.y))
            return (c[0], c[1] - t.circle.r * cam.scale - 4)
        pts = [self._px(p) for p in t.outline]
        return (sum(p[0] for p in pts) / len(pts), min(p[1] for p in pts) - 4)

    def _first_hit(self, a, b, blockers):
        """Where the centre line from a to b first meets one of the blockers (for drawing)."""
        fight = self.game.fight
        bf = fight.field
        best = 1.0
        for bid in blockers:
            if bid in bf.pieces:
                p = bf.pieces[bid]
                best = min(best, _circle_hit(a, b, p.at, p.radius))
            elif bid in bf.terrain:
                t = bf.terrain[bid]
                if t.circle is not None:
                    best = min(best, _circle_hit(a, b, (t.circle.x, t.circle.y), t.circle.r))
                else:
                    best = min(best, _polygon_hit(a, b, t.outline))
        return (a[0] + (b[0] - a[0]) * best, a[1] + (b[1] - a[1]) * best)

    def _outline(self, surface, what: str, colour) -> None:
        bf = self.game.fight.field
        cam = self.camera
        if what in bf.pieces:
            p = bf.pieces[what]
            pygame.draw.circle(surface, colour, self._px(p.at), p.radius * cam.scale + 4, 3)
        elif what in bf.terrain:
            t = bf.terrain[what]
            if t.circle is not None:
                pygame.draw.circle(surface, colour, self._px((t.circle.x, t.circle.y)), t.circle.r * cam.scale + 3, 3)
            else:
                pygame.draw.polygon(surface, colour, [self._px(p) for p in t.outline], 3)

    def _move(self, surface, plan) -> None:
        """The movement bar from the base's edge towards the mouse, the ghost where the move
        ends, and the verdict in words beside the cursor (green solid, or red dashed with a
        cross: never colour alone)."""
        fight = self.game.fight
        piece = fight.field.pieces.get(plan.who)
        if piece is None:
            return
        cam = self.camera
        r = piece.radius
        sx, sy = plan.start
        tx, ty = plan.to
        length = math.hypot(tx - sx, ty - sy)
        ok = plan.legal
        colour = look.MOVE if ok else look.REFUSED
        ghost = plan.end if ok else plan.stop
        travel = math.dist(plan.start, ghost)
        band = max(6, round(cam.scale * 0.045))
        if length > 1e-9 and plan.bar > 0:
            ux, uy = (tx - sx) / length, (ty - sy) / length
            e0 = self._px((sx + ux * r, sy + uy * r))
            e1 = self._px((sx + ux * (r + plan.bar), sy + uy * (r + plan.bar)))
            lead = self._px((sx + ux * (r + travel), sy + uy * (r + travel)))

            def bar_band(layer, off):
                if layer is None:
                    return V.bounds((e0, e1), band)
                move = lambda p: (p[0] + off[0], p[1] + off[1])  # noqa: E731
                V.thick_aaline(layer, (*colour, 70), move(e0), move(e1), band)
                V.thick_aaline(layer, (*colour, 220), move(e0), move(lead), band)
                return None

            V.translucent(surface, colour, bar_band)
            step = 0.1
            k = 1
            while k * step <= plan.bar + 1e-9:  # ticks every 0.1 LU along the bar
                d = r + k * step
                p = self._px((sx + ux * d, sy + uy * d))
                nx, ny = -uy * band * 0.6, ux * band * 0.6
                pygame.draw.line(surface, look.INK, (p[0] - nx, p[1] - ny), (p[0] + nx, p[1] + ny), 1)
                k += 1
            pygame.draw.circle(surface, look.INK, e1, max(2, band // 4))
        a, g = self._px(plan.start), self._px(ghost)
        width = max(2, round(cam.scale * 0.012))
        rpx = r * cam.scale
        f = fight.fighters.get(plan.who)
        rim = look.HERO if f is not None and f.is_hero else look.BAD
        if ok:
            V.thick_aaline(surface, look.MOVE, a, g, width)
            V.draw_base(surface, g, rpx, rim, HERO_FILL, "", 0, 0, ghost=True)
            pygame.draw.circle(surface, look.MOVE, g, rpx + 2, 3)
            if plan.contact:
                pygame.draw.circle(surface, look.GOLD, g, rpx + 6, 2)
        else:
            V.dashed_line(surface, look.REFUSED, a, g, width)
            if travel > 1e-6:  # how far the line gets before it is stopped
                V.dashed_circle(surface, look.REFUSED, g, rpx, 2, dash=4, gap=4)
            want = self._px(plan.to)
            V.dashed_circle(surface, look.REFUSED, want, rpx, 2, dash=6, gap=5)
            V.cross(surface, look.REFUSED, want, max(6, rpx * 0.5), max(3, width))
        if ok:
            words = f"{travel:.2f} of {plan.bar:.2f} LU"
            if plan.contact:
                other = fight.fighters.get(plan.contact)
                words += f", touching {other.name if other is not None else plan.contact}"
            if plan.moves_left:
                words += f"  ({plan.moves_left} more move{'s' if plan.moves_left > 1 else ''} after)"
        else:
            words = plan.reason or "Not allowed"
        at = self.mouse if self.nudge is None else self._px(plan.to)
        V.tag(surface, words, (at[0] + 18, at[1] + 14), GOOD_TEXT if ok else BAD_TEXT, self._font(19, bold=True),
              border=colour)

    def _card(self, surface, plan) -> None:
        """The area card lying on the field (under the bases, as a card on the table)."""
        if not plan.corners:
            return
        pts = [self._px(p) for p in plan.corners]
        fill = (0xF4, 0xE2, 0xB0, 170 if plan.valid else 90)

        def card(layer, off):
            if layer is None:
                return V.bounds(pts)
            pygame.draw.polygon(layer, fill, [(x + off[0], y + off[1]) for x, y in pts])
            return None

        V.translucent(surface, fill, card)
        if plan.valid:
            pygame.draw.polygon(surface, look.GOLD, pts, 3)
            pygame.draw.aalines(surface, look.INK, True, pts)
        else:
            V.dashed_polygon(surface, look.REFUSED, pts, 3)
        _flame(surface, self._px(plan.centre), self.camera.scale * 0.14)

    def _area(self, surface, plan, words_at=None) -> None:
        """The bases under the area card: foes ringed, friends in amber with their names,
        and the verdict in words."""
        cam = self.camera
        fight = self.game.fight
        bf = fight.field
        font = self._font(16, bold=True)
        for n in plan.foes:
            if n.id in bf.pieces:
                p = bf.pieces[n.id]
                pygame.draw.circle(surface, look.REFUSED, self._px(p.at), p.radius * cam.scale + 5, 4)
        for n in plan.friends:
            if n.id in bf.pieces:
                p = bf.pieces[n.id]
                c = self._px(p.at)
                V.dashed_circle(surface, V.WARN, c, p.radius * cam.scale + 6, 4, dash=7, gap=4)
                V.tag(surface, f"! {n.name} is hit too", (c[0], c[1] - p.radius * cam.scale - 8), V.WARN, font,
                      "midbottom")
        name = self.game.cards.gifts[plan.gift].name if plan.gift in self.game.cards.gifts else plan.gift
        if plan.valid:
            foes = ", ".join(n.name for n in plan.foes) or "no enemy"
            words = f"{name} at {plan.degrees:.0f}°: hits {foes}"
            if plan.friends:
                words += f"; and {', '.join(n.name for n in plan.friends)}"
        else:
            words = plan.reason
        at = words_at if words_at is not None else (self.mouse[0] + 18, self.mouse[1] + 14)
        V.tag(surface, words, at, GOOD_TEXT if plan.valid else BAD_TEXT,
              self._font(19, bold=True), border=look.GOLD if plan.valid else look.REFUSED)

    def _hover(self, surface) -> None:
        r = self.rects()["field"]
        if not r.collidepoint(self.mouse) or self.overlay is not None:
            return
        who = self.piece_at(self.mouse)
        if who is not None:
            text = self._about(who)
        else:
            t = self.terrain_at(self.mouse)
            if t is None:
                return
            text = f"The {t.name}: " + ("cover, it blocks sight and moves" if t.cover
                                        else "no cover: it blocks moves, not sight")
        f = self._font(17)
        img = look.wrapped(f, text, look.PARCHMENT, look.px(380, self.app.scale, 240))
        box = img.get_rect().inflate(16, 12)
        box.topleft = (self.mouse[0] + 16, self.mouse[1] + 18)
        if box.right > r.right:
            box.right = self.mouse[0] - 12
        if box.bottom > r.bottom:
            box.bottom = self.mouse[1] - 12
        pygame.draw.rect(surface, look.INK, box, border_radius=6)
        pygame.draw.rect(surface, look.GOLD, box, 1, border_radius=6)
        surface.blit(img, img.get_rect(center=box.center))

    def _about(self, who: str) -> str:
        """A base in words: name, Vitality, and for an enemy what the piece on turn can do to it."""
        fight = self.game.fight
        f = fight.fighters.get(who)
        if f is None:
            return who
        top = f.hero.max_vitality if f.hero is not None else f.max_vitality
        card = f.card
        bits = [f"{f.name}: Vitality {f.current_vitality()} of {top}",
                f"move {card.movement_bar:.2f} LU" + (f", range {card.range_bar:.2f} LU" if card.range_bar else "")]
        a = self.actor()
        if a is not None and a != who and a in fight.fighters and fight.fighters[a].side != f.side:
            m = next((m for m in self.melee(a) if m.id == who), None)
            if m is not None:
                bits.append("touching: click to attack" if m.may_attack else m.why_not)
            else:
                t = next((t for t in self.targets(a) if t.id == who), None)
                if t is not None:
                    bits.append(f"{t.gap:.2f} LU edge to edge; " + ("click to shoot" if t.may_shoot else t.why_not))
        return "\n".join(bits)

    def _bar(self, surface, rect) -> None:
        s = self.app.scale
        surface.blit(look.texture("wood", rect.size), rect)
        pygame.draw.line(surface, look.WOOD_DARK, (0, rect.bottom - 2), (rect.w, rect.bottom - 2), 3)
        tf = look.serif(look.px(32, s, 18), bold=True)
        title = look.line(tf, self.map.title, look.PARCHMENT)
        surface.blit(title, (look.px(18, s), rect.y + (rect.h - title.get_height()) // 2))
        t = self.tracker
        info = f"Round {t.round}  ·  {t.whose}" if t.round else t.whose
        f = look.sans(look.px(21, s, 14))
        room = self.bar_left - title.get_width() - look.px(60, s)
        img = look.line(f, look.ellipsis(f, info, max(40, room)), look.PARCH_SHADOW)
        surface.blit(img, (look.px(40, s) + title.get_width(), rect.y + (rect.h - img.get_height()) // 2))

    def _side(self, surface, rect) -> None:
        s = self.app.scale
        pad = look.px(16, s)
        pygame.draw.line(surface, look.WOOD_DARK, rect.topleft, rect.bottomleft, 4)
        inner = rect.w - 2 * pad
        # The turn tracker, on a slip of parchment.
        th = self._tracker_height(inner)
        card = pygame.Rect(rect.x + pad, rect.y + pad, inner, th)
        look.shadowed_panel(surface, card, "parchment", look.px(10, s))
        t = self.tracker
        y = card.y + look.px(8, s)
        tf = look.serif(look.px(30, s, 18), bold=True)
        whose = look.line(tf, look.ellipsis(tf, t.whose or "The fight", card.w - 2 * pad), look.INK)
        surface.blit(whose, (card.x + pad, y))
        y += tf.get_linesize()
        lines = self._tracker_lines(card.w - 2 * pad)
        for img, indent in lines:
            surface.blit(img, (card.x + pad + indent, y))
            if indent:
                V.shield(surface, (card.x + pad + indent // 2, y + img.get_height() // 2), look.px(17, s, 12))
            y += img.get_height()
        lf = look.serif(look.px(19, s, 14), bold=True)
        for lr, text in self.label_rows:
            img = look.line(lf, look.ellipsis(lf, text, lr.w), look.GOLD)
            surface.blit(img, (lr.x, lr.bottom - img.get_height() - look.px(3, s)))
        # Dice, the last word, the log.
        y = self.controls_bottom + look.px(4, s)
        if self.dice is not None:
            self.dice.draw(surface, pygame.Rect(rect.x + pad, y, inner, look.px(56, s)), s)
            y += look.px(62, s)
        if self.note:
            img = look.wrapped(look.sans(look.px(19, s, 14), bold=True), self.note,
                               BAD_TEXT if self.note_bad else GOOD_TEXT, inner)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + look.px(4, s)
        log = pygame.Rect(rect.x + pad, y + look.px(4, s), inner, rect.bottom - y - pad - look.px(4, s))
        if log.h > look.px(40, s):
            self._log(surface, log)

    def _log(self, surface, box: pygame.Rect) -> None:
        s = self.app.scale
        pygame.draw.rect(surface, (0xF4, 0xEA, 0xCF), box, border_radius=look.px(6, s))
        game = self.game
        told = game.told
        names = {**self.names, **game.names()}
        why = {i: w for i, w in self.qm_why if i < len(told)}
        entries: list[tuple[str, bool]] = []
        for i in range(self.start, len(told)):
            if i in why:
                entries.append((f"QM: {why[i]}", True))
            t = told[i]
            if t.source != "fight":
                continue
            entries.append((t.describe(names), not t.public))
        f = look.sans(look.px(17, s, 14))
        qf = look.sans(look.px(17, s, 14), italic=True)
        width = box.w - look.px(16, s)
        y = box.bottom - look.px(6, s)
        skip = min(self.log_scroll, max(0, len(entries) - 1))
        self.log_scroll = skip
        head = look.sans(look.px(15, s, 14), bold=True)
        top = box.y + head.get_linesize() + look.px(4, s)
        surface.set_clip(pygame.Rect(box.x, top, box.w, box.bottom - top - 3))
        for text, qm_only in reversed(entries[:len(entries) - skip] if skip else entries):
            img = look.wrapped(qf if qm_only else f, text, look.INK_SOFT if qm_only else look.INK, width)
            y -= img.get_height()
            if y < top - img.get_height():
                break
            surface.blit(img, (box.x + look.px(8, s), y))
            y -= look.px(2, s)
        surface.set_clip(None)
        pygame.draw.line(surface, look.PARCH_SHADOW, (box.x + 6, top - 2), (box.right - 6, top - 2), 1)
        surface.blit(look.line(head, "Combat log (wheel scrolls)" if not skip else f"Combat log ({skip} newer below)",
                               look.WOOD), (box.x + look.px(8, s), box.y + look.px(3, s)))


# --- dialogs --------------------------------------------------------------------------------

class QuestionBox(Overlay):
    """A question the fight waits for (the modify window, an injury, a strike back), over the
    bottom of the field so the field stays in sight."""

    def __init__(self, battle: Battle, q: BP.Question) -> None:
        super().__init__(battle)
        self.q = q
        self.pairs: list[tuple[UIButton, Control]] = []

    def _width(self) -> int:
        s = self.app.scale
        field = self.table.rects()["field"]
        return min(field.w - look.px(40, s), look.px(900, s, 560))

    def _lines(self) -> list[pygame.Surface]:
        s = self.app.scale
        f = look.sans(look.px(19, s, 14))
        return [look.wrapped(f, line, look.INK_SOFT, self._width() - look.px(40, s)) for line in self.q.lines]

    def _rows(self) -> list[list[Control]]:
        """Two choices a row where their words fit in half the box, else one."""
        s = self.app.scale
        f = look.sans(look.px(23, s, 15))
        half = (self._width() - look.px(48, s)) // 2 - look.px(24, s)
        rows: list[list[Control]] = []
        for c in self.q.options:
            short = f.size(c.text)[0] <= half
            if short and rows and len(rows[-1]) == 1 and f.size(rows[-1][0].text)[0] <= half:
                rows[-1].append(c)
            else:
                rows.append([c])
        return rows

    def box(self) -> pygame.Rect:
        s = self.app.scale
        field = self.table.rects()["field"]
        text_h = sum(img.get_height() for img in self._lines())
        h = look.px(76, s) + text_h + len(self._rows()) * look.px(54, s) + look.px(12, s)
        r = pygame.Rect(0, 0, self._width(), h)
        r.midbottom = (field.centerx, field.bottom - look.px(20, s))
        return r

    def build(self) -> None:
        Overlay.build(self)
        self.pairs = []
        s = self.app.scale
        b = self.box()
        pad = look.px(20, s)
        gap = look.px(8, s)
        bh = look.px(46, s)
        y = b.y + look.px(64, s) + sum(img.get_height() for img in self._lines())
        for row in self._rows():
            w = (b.w - 2 * pad - gap * (len(row) - 1)) // len(row)
            for i, c in enumerate(row):
                bt = self.button(pygame.Rect(b.x + pad + i * (w + gap), y, w, bh), c.text,
                                 primary=c.primary and len(row) == 1, tip=c.tip)
                if c.do is None:
                    bt.disable()
                self.pairs.append((bt, c))
            y += bh + gap

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for b, c in self.pairs:
                if event.ui_element is b:
                    self.table.do(c)
                    return

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            for _, c in self.pairs:
                if c.key == "enter" and c.do is not None:
                    self.table.do(c)
                    return

    def escape(self) -> None:
        self.table.say("The fight waits for this answer first", bad=True)

    def draw(self, surface) -> None:
        s = self.app.scale
        b = self.box()
        look.shadowed_panel(surface, b, "parchment", look.px(12, s), border=look.GOLD, shadow=8)
        tf = look.serif(look.px(30, s, 18), bold=True)
        surface.blit(look.line(tf, self.q.title, look.INK), (b.x + look.px(20, s), b.y + look.px(14, s)))
        y = b.y + look.px(58, s)
        for img in self._lines():
            surface.blit(img, (b.x + look.px(20, s), y))
            y += img.get_height()


BATTLE_KEYS = (("Drag a base", "move it: the green bar, the ghost, the verdict"),
               ("Click a base", "arrow keys nudge its ghost; Enter moves there"),
               ("Click an enemy", "attack: melee when touching, else a shot"),
               ("Esc / right-click", "cancel the drag, the ghost or the card"),
               ("Wheel", "zoom about the cursor (with a card: turn it)"),
               ("Q / E", "turn the area card (Shift: 15° steps)"),
               ("Drag empty ground", "pan the field  ·  F: fit  ·  G: grid"),
               ("Enter", "end the turn  ·  answer a question"),
               ("R", "the ruler: drag between bases (edge to edge) or points"),
               ("P / S / +", "the Quest Master: pause, step, faster"),
               ("Ctrl+Z", "take back what revealed nothing"),
               ("Esc", "the menu: save, load, quit"))


class BattleKeys(Overlay):
    width, height = 0.5, 0.6

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        bw, bh = look.px(220, s), look.px(54, s)
        self.close = self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(20, s), bw, bh),
                                 "Close", primary=True)

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close:
            self.table.close_overlay()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.table.close_overlay()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        t = look.serif(look.px(40, s, 22), bold=True).render("The battlefield's keys", True, look.INK)
        surface.blit(t, t.get_rect(midtop=(b.centerx, b.y + look.px(20, s))))
        kf = look.sans(look.px(21, s, 14), bold=True)
        df = look.sans(look.px(21, s, 14))
        y = b.y + look.px(90, s)
        for k, d in BATTLE_KEYS:
            surface.blit(kf.render(k, True, look.WOOD), (b.x + look.px(36, s), y))
            surface.blit(df.render(d, True, look.INK), (b.x + look.px(290, s), y))
            y += kf.get_linesize() + look.px(4, s)


# --- helpers --------------------------------------------------------------------------------

def _tag(surface, later: list, text: str, at, colour, font, anchor: str = "topleft", around=None) -> None:
    """A tag to draw once the bases are down (see `_place_tags`); `around` is the box of what
    it names, to try its other sides when the first place is taken."""
    later.append((text, at, colour, font, anchor, around))


def _place_tags(surface, later: list, avoid: list[pygame.Rect]) -> None:
    """Each tag where it is asked, or on another side of what it names, or moved down: out
    of the way of the bases and of the tags placed before it."""
    placed = list(avoid)
    clip = surface.get_clip() or surface.get_rect()
    for text, at, colour, font, anchor, around in later:
        probe = pygame.Rect(0, 0, font.size(text)[0] + 12, font.get_height() + 6)
        tries = [(anchor, at)]
        if around is not None:
            tries += [("midleft", (around.right + 3, around.centery)), ("midright", (around.left - 3, around.centery)),
                      ("midtop", (around.centerx, around.bottom + 3)), ("midbottom", (around.centerx, around.top - 3))]
        tries += [(anchor, (at[0], at[1] + k * (probe.h // 2 + 1))) for k in range(1, 8)]
        for how, where in tries:
            setattr(probe, how, (round(where[0]), round(where[1])))
            if clip.contains(probe) and probe.collidelist(placed) < 0:
                break
        else:
            setattr(probe, anchor, (round(at[0]), round(at[1])))
        placed.append(V.tag(surface, text, probe.topleft, colour, font, "topleft"))


@functools.lru_cache(maxsize=8)
def _shade(size) -> pygame.Surface:
    dark = pygame.Surface(size, pygame.SRCALPHA)
    dark.fill((0x20, 0x14, 0x0A, 110))
    return dark


def _fight_start(told) -> int:
    for i in range(len(told) - 1, -1, -1):
        if type(told[i].event).__name__ == "FightStarted":
            return i
    return len(told)


def _circle_hit(a, b, c, r) -> float:
    """The first t in [0, 1] where a + t(b - a) enters the circle (c, r); 1 when it does not."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    fx, fy = a[0] - c[0], a[1] - c[1]
    qa = dx * dx + dy * dy
    qb = 2 * (fx * dx + fy * dy)
    qc = fx * fx + fy * fy - r * r
    disc = qb * qb - 4 * qa * qc
    if qa < 1e-12 or disc < 0:
        return 1.0
    t = (-qb - math.sqrt(disc)) / (2 * qa)
    return t if 0.0 <= t <= 1.0 else 1.0


def _polygon_hit(a, b, pts) -> float:
    best = 1.0
    for i in range(len(pts)):
        p, q = pts[i], pts[(i + 1) % len(pts)]
        t = _segment_hit(a, b, p, q)
        if t is not None:
            best = min(best, t)
    return best


def _segment_hit(a, b, p, q):
    rx, ry = b[0] - a[0], b[1] - a[1]
    sx, sy = q[0] - p[0], q[1] - p[1]
    den = rx * sy - ry * sx
    if abs(den) < 1e-12:
        return None
    t = ((p[0] - a[0]) * sy - (p[1] - a[1]) * sx) / den
    u = ((p[0] - a[0]) * ry - (p[1] - a[1]) * rx) / den
    return t if 0.0 <= t <= 1.0 and 0.0 <= u <= 1.0 else None


def _flame(surface, c, size: float) -> None:
    """The area card's emblem: a flame of three tongues."""
    x, y = c
    size = max(8.0, size)
    outer = [(x, y - size), (x + size * 0.55, y - size * 0.1), (x + size * 0.4, y + size * 0.55),
             (x, y + size * 0.7), (x - size * 0.4, y + size * 0.55), (x - size * 0.55, y - size * 0.1)]
    inner = [(x, y - size * 0.45), (x + size * 0.3, y + size * 0.15), (x, y + size * 0.55), (x - size * 0.3, y + size * 0.15)]
    pygame.draw.polygon(surface, (0xC8, 0x4A, 0x1E), outer)
    pygame.draw.polygon(surface, (0xF5, 0xC8, 0x4A), inner)
    pygame.draw.polygon(surface, look.INK, outer, 1)
