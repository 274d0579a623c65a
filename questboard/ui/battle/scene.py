"""The battlefield scene: a fight played with the mouse on the field drawn to scale.

Everything it shows is what `questboard.play` answers: the Quest Master's fight view
(`game.view(QUEST_MASTER).fight`: the field, the fighters, whose turn, which bases may move,
the question pending with its answers, the heroes' quick uses, the log), and the previews
`plan_move` while a base is dragged (the green bar from the base's edge, the ghost where the
move would end, red with the reason when refused), `targets` and `melee_targets` for the
enemies of the piece on turn, `plan_area` for an area card following the mouse, and
`next_qm_action` for the automatic Quest Master, played at a visible pace. It decides no rule:
a click sends the action the preview showed, and a refusal is shown in the game's words.

Entered from the table when a fight is on (`enter`), left back to the table when it is over.
"""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from questboard.play import Attacked, CombatRequest, FightAutomatically, FightOver, Moved, TurnEnded
from questboard.play.seats import QUEST_MASTER
from questboard.ui.acting import send, take_back
from questboard.ui.app import Scene
from questboard.ui.battle import modes as M
from questboard.ui.battle import panel as BP
from questboard.ui.battle.dialogs import BattleKeys, QuestionBox
from questboard.ui.battle.draw import Painter
from questboard.ui.battle.input import Input
from questboard.ui.battle.modes import IDLE, Mode
from questboard.ui.battle.pace import Pace
from questboard.ui.battle.ruler import Ruler
from questboard.ui.battle.sheets import use_dialog
from questboard.ui.battle.side import Panel
from questboard.ui.battle.sight import Sight
from questboard.ui.battle.tuning import GLIDE, QM_MODES, SPEEDS
from questboard.ui.dialogs.fight_result import FightResultDialog
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import gui, look
from questboard.ui.launcher.scene import Launcher
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


class Battle(Scene):
    """The scene and its state, of parts: `input` (the top bar's and the panel's buttons,
    the keys, and the field's mouse handed to the mode it is in, `modes`), `painter` (the
    field and what lies on it), `panel` (the side panel, its log and the top bar), `sight`
    (the enemies as the piece on turn sees them) and `free_ruler`."""

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.game = table.game
        fv = self.fight_view
        self.map = fv.field  # the field's id, title and size
        self.art = V.FieldArt.of(fv.field, [(*f.at, f.radius) for f in fv.pieces])
        self.camera: V.Camera | None = None
        self.start = fv.log_start
        self.names = dict(self.game.names())
        self.pace = Pace(self)
        self.glides: dict[str, list] = {}  # who -> [from, to, t]
        self.dice: DiceRoll | None = None
        self.note, self.note_bad = "", False
        self.grid = False
        self.mouse = (0, 0)
        self.mode: Mode = IDLE  # what the mouse and keys do on the field (`modes`)
        self.selected: str | None = None  # a bad guy picked by a Quest Master playing by hand
        self.overlay = None
        self.choices: dict = {}
        self.bar_buttons: dict[str, UIButton] = {}
        self.odds_buttons: dict[str, UIButton] = {}  # a rehearsal's, under its odds
        self.panel = Panel(self)
        self._memo: dict = {}
        self.finished = False
        self.showcase: dict | None = None  # a picture's extra layers (battle_screens)
        self.input = Input(self)
        self.painter = Painter(self)
        self.sight = Sight(self)
        self.free_ruler = Ruler(self)

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
            w = max(bw, gui.button_width(text, s, "#small"))
            x -= w
            self.bar_buttons[key] = UIButton(pygame.Rect(x, y, w, bh), text, manager=self.manager,
                                             tool_tip_text=tip, object_id="#small")
            x -= look.px(8, s)
        self.bar_left = x
        for b, _ in self.panel.buttons:  # the window was laid out anew: every panel button too
            b.kill()
        self.panel.buttons = []
        if self.overlay is not None and not isinstance(self.overlay, QuestionBox):
            self.overlay.build()
        self.refresh()

    def refresh(self) -> None:
        """The game changed (or the window): the panel's controls and the question anew (a
        button whose place and words stay is kept, with the control it now stands for)."""
        self.panel.label_rows = []
        self.dirty = True
        fv = self.fight_view
        if fv is None:
            self.panel.layout([])
            return
        self.names.update([(f.id, f.name) for f in fv.fighters])  # kept for the result, once they are gone
        hand = self.qm_mode == "hand"
        q = BP.question(fv, self.choices)
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
        self.panel.tracker = fv.tracker
        auto = FightAutomatically(policy="greedy") if BP.party_asked(fv) else None
        parts = [*BP.sections(fv, not hand), BP.Section("qm", "The Quest Master", self.pace.rows()),
                 BP.Section(None, "", [[Control("Fight it out automatically", auto,
                                                tip="The automatic heroes and Quest Master fight on to the end")]])]
        self.panel.layout_sections(parts, (fv.phase, fv.active))

    # What to act with ----------------------------------------------------------------------
    @property
    def fight_view(self):
        """The fight as the Quest Master's view holds it (`play.fight_view.FightView`), None when no
        fight is on: the one picture the window draws and plays from (read often: asked once a revision)."""
        game, known = self.game, self.__dict__.get("_fight_view", (None, None, None))
        if known[0] != game.revision or known[1] is not game:
            known = self._fight_view = (game.revision, game, game.view(QUEST_MASTER).fight)
        return known[2]

    def fighter(self, fid: str | None):
        """A fighter of the view (`play.fight_field.FighterView`), or None."""
        fv = self.fight_view
        return fv.by_id.get(fid) if fv is not None and fid is not None else None

    def focus(self):
        """The field point the view should keep: the ghost of a base being moved, else the
        base being moved or the one that acts now; None when there is none."""
        plan = getattr(self.mode, "plan", None)
        if plan is not None and getattr(plan, "stop", None) is not None:
            return plan.stop
        f = self.fighter(getattr(self.mode, "who", None) or self.actor())
        return f.at if f is not None else None

    def on_field(self, fid: str | None) -> bool:
        f = self.fighter(fid)
        return f is not None and f.at is not None

    # The automatic Quest Master's pace (`Pace`), as the rest reads it.
    qm_mode = property(lambda self: self.pace.mode, lambda self, m: setattr(self.pace, "mode", m), doc="auto, paused or hand")
    qm_why = property(lambda self: self.pace.why, doc="(told index, the automatic QM's reason)")
    speed_i = property(lambda self: self.pace.speed_i)
    by_hand = property(lambda self: self.pace.mode == "hand")

    def actor(self) -> str | None:
        return BP.actor(self.fight_view, not self.by_hand, self.selected)

    def movable(self) -> tuple[str, ...]:
        return BP.movable(self.fight_view, not self.by_hand)

    def _stamp(self) -> int:
        return self.game.revision

    def memo(self, key, make):
        """A preview, asked once per state of the game (not once per frame)."""
        stamp = self._stamp()
        if self._memo.get("__stamp") != stamp:
            self._memo = {"__stamp": stamp}
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def targets(self, who: str):  # the game asks each preview once a revision
        return self.game.targets(who)

    def melee(self, who: str):
        return self.game.melee_targets(who)

    # Acting ------------------------------------------------------------------------------
    def say(self, text: str, bad: bool = False) -> None:
        self.note, self.note_bad = text, bad
        self.dirty = True

    def act(self, action) -> bool:
        """Send one action; a refusal is shown in the game's words."""
        result, said = send(self.game, action, nothing="That cannot be done now")
        self.say(said.text, bad=said.bad)
        if result is None or not result.ok:
            if result is not None:
                self.refresh()
            return False
        self.cancel_modes()
        self._after_step(result.told, glide=False)
        ended = [t for t in result.told if isinstance(t.event, TurnEnded)]
        if ended:  # the turn ended by itself: say why where the turn was played
            self.say(self.game.words(ended[-1]))
        self.refresh()
        return True

    def _after_step(self, told, glide: bool) -> None:
        rolls, verdict = [], ""
        for t in told:
            e = t.event
            if isinstance(e, Attacked):
                rolls += [(e.name, e.die), (e.target_name, e.foe_die)]
                verdict = e.verdict
            elif isinstance(e, Moved) and glide:
                self.glides[e.who] = [tuple(e.frm), tuple(e.to), 0.0]
        if rolls:
            self.dice = DiceRoll(tuple(rolls[-2:]), speed=1.0 if SPEEDS[self.speed_i] < 4 else 50.0,
                                 verdict=verdict)

    def do(self, control: Control) -> None:
        if isinstance(control.do, tuple) and control.do and control.do[0] == "ui":
            self._ui(control.do[1], control.do[2])
        else:
            self.act(control.do)

    def _ui(self, what: str, value) -> None:
        if what == "area":
            self.input.start_area(*value)
        elif what == "pause":
            self.pace.pause()
        elif what == "step":
            self.step_qm()
        elif what == "speed":
            self.pace.faster()
        elif what == "hand":
            self.pace.by_hand()
        elif what == "open":
            self.open_overlay(self.input.dialog(value))
        elif what == "use":  # a quick button whose card asks: the sheets' dialog
            self.open_overlay(use_dialog(self, *value))
        elif what == "section":  # a folded part of the panel opens, the others fold
            self.panel.open_section = value
            self.panel.open_turn = (self.fight_view.phase, self.fight_view.active)
            self.panel.opened = True
        elif what == "discard":
            items = list(value)
            now = self.choices.get("discard") if self.choices.get("discard") in items else items[0]
            self.choices["discard"] = items[(items.index(now) + 1) % len(items)]
        self.refresh()

    def step_qm(self) -> bool:
        """One decision of the automatic Quest Master (`Pace.step`)."""
        return self.pace.step()

    def undo(self) -> None:
        _, said = take_back(self.game)
        self.say(said.text, bad=said.bad)
        self.cancel_modes()
        self.glides.clear()
        self.refresh()

    def cancel_modes(self) -> None:
        self.mode = IDLE
        self.dirty = True

    @property
    def buttons(self) -> list[tuple[UIButton, Control]]:
        """The side panel's buttons, each with the control it stands for."""
        return self.panel.buttons

    def draw(self, surface) -> None:
        self.painter.draw(surface)

    def handle(self, event) -> None:
        self.input.handle(event)

    def ui_event(self, event) -> None:
        self.input.ui_event(event)

    def piece_at(self, pos) -> str | None:
        """The base under `pos` on the screen (as drawn, gliding or not), or None."""
        return self.painter.piece_at(pos)

    def _side(self, surface, rect) -> None:
        self.panel.draw(surface, rect)

    # The mode, as the drawing reads it (`modes`) -----------------------------------------------
    lasting = property(lambda self: M.lasting(self.mode), doc="The mode a press was made in, or the mode.")
    dragging = property(lambda self: isinstance(self.mode, M.Drag) and self.mode.moved)
    plan = property(lambda self: M.drawn_plan(self.mode), doc="The move plan drawn: a drag's or a ghost's.")
    nudge = property(lambda self: M.nudge_of(self.mode), doc="(who, to) of the ghost nudged with the keys.")
    area = property(lambda self: M.lasting_as(self.mode, M.AreaCard), doc="The area card being laid.")
    area_plan = property(lambda self: self.area.plan if self.area is not None else None)
    ruler = property(lambda self: M.lasting_as(self.mode, M.Measuring), doc="The free ruler, when out.")

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
        table.overlay = FightResultDialog(table, lines) if over else None
        swap(self.app, table)

    def back_to_launcher(self, message: str = "") -> None:
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
        self.panel.cover()
        self.dirty = True

    def close_overlay(self) -> None:
        if self.overlay is not None:
            self.overlay.kill()
        self.overlay = None
        self.refresh()

    # Animation ---------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.fight_view is None:
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
        free = not self.glides and not isinstance(self.overlay, QuestionBox | BattleKeys)
        return self.pace.tick(dt, free) or moving

    def _shown_at(self, pid: str, at):
        g = self.glides.get(pid)
        if g is None:
            return at
        a, b, t = g
        e = 1 - (1 - min(1.0, t)) ** 3
        return (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e)

