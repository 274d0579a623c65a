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

import pygame
from pygame_gui.elements import UIButton

from questboard.play import (
    Attacked,
    CombatRequest,
    FightAutomatically,
    FightOver,
    FightStarted,
    Moved,
)
from questboard.ui.app import Scene
from questboard.ui.asking import Offer
from questboard.ui.battle import panel as BP
from questboard.ui.battle.dialogs import BattleKeys, QuestionBox
from questboard.ui.battle.draw import Drawing
from questboard.ui.battle.input import Input
from questboard.ui.battle.ruler import Ruler
from questboard.ui.battle.side import Side
from questboard.ui.battle.sight import Sight
from questboard.ui.battle.tuning import GLIDE, QM_MODES, QM_PACE, SPEEDS
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import look
from questboard.ui.table.controls import Control
from questboard.ui.table.dice import DiceRoll

__all__ = ["QM_MODES", "SPEEDS", "Battle", "BattleKeys", "QuestionBox", "enter", "swap"]


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


class Battle(Input, Drawing, Sight, Ruler, Side, Scene):
    """The scene and its state; its parts: `Input` (mouse and keys), `Drawing`, `Sight`
    (the enemies as the piece on turn sees them), `Ruler`, `Side` (the panel and the log)."""

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.game = table.game
        fight = self.game.fight
        self.map = fight.spec.map
        self.art = V.FieldArt(self.map, fight.field.terrain, fight.field.walkable,
                              [(p.x, p.y, p.radius) for p in fight.field.pieces.values()])
        self.camera: V.Camera | None = None
        self.start = fight_start(self.game.told)
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
        self._sb: tuple | None = None  # the scale bar's picture, its box and its camera
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
                               ("real", "True size", "1: the field at true size, as measured for this display "
                                                     "(C: measure it with a ruler card)"),
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
        rows.append([Control("Fight it out automatically", offer.make(FightAutomatically, policy="greedy"),
                             tip="The automatic heroes and Quest Master fight on to the end")])
        self._layout(rows)





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
            if isinstance(e, Attacked):
                rolls += [(e.name, e.die), (e.target_name, e.foe_die)]
            elif isinstance(e, Moved) and glide:
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
        elif what == "open":
            self.open_overlay(self.dialog(value))
        elif what == "use":  # a quick button whose card asks: the sheets' dialog
            from questboard.ui.battle.sheets import use_dialog
            self.open_overlay(use_dialog(self, *value))
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
        over = not isinstance(game.prompt, CombatRequest) and any(
            isinstance(t.event, FightOver) for t in game.told[self.start:])
        from questboard.ui.dialogs.menus import FightResultDialog

        table.overlay = FightResultDialog(table, lines) if over else None
        swap(self.app, table)

    def back_to_launcher(self, message: str = "") -> None:
        from questboard.ui.launcher.scene import Launcher

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
        self.cover_panel()
        self.dirty = True

    def close_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.kill()
        self.overlay = None
        self.refresh()

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


def fight_start(told) -> int:
    """Where the fight now on began in the game's log."""
    for i in range(len(told) - 1, -1, -1):
        if isinstance(told[i].event, FightStarted):
            return i
    return len(told)
