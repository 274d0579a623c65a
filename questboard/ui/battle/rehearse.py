"""`questboard rehearse MAP --gui`: the battlefield scene for a rehearsal, with the odds panel.

The fight is a rehearsal game (`play.rehearse_game`): the heroes by hand or automatic (a
toggle; with the automatic Quest Master both sides are then played at the visible pace), and
after every committed step the position goes to a background process (`play.odds_worker`)
that plays it out; the panel shows its answer and a progress bar meanwhile, and the frame
never waits for it. The chart (victory after each step, the rounds histogram) opens over the
field and is saved as a PNG to the data folder or the file named on the command line.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from questboard.play import autoplay
from questboard.play import odds as O
from questboard.play.odds_worker import OddsWorker
from questboard.play.rehearse_game import Recipe, rehearsal_game, run_seed
from questboard.ui.app import App
from questboard.ui.battle import odds_chart, odds_panel
from questboard.ui.battle import panel as BP
from questboard.ui.battle.rehearse_outcome import ChartDialog, Outcome
from questboard.ui.battle.scene import Battle, QuestionBox
from questboard.ui.battle.tuning import QM_PACE, SPEEDS
from questboard.ui.table.scene import Table

RUNS, BATCH = 100, 5  # fights played out per position, and per word to the panel
SHOWN = 10  # runs in before the odds so far are shown


class RehearsalBattle(Battle):
    """The battlefield of a rehearsal: the odds panel under the side panel, the heroes by
    hand or automatic, the chart. `worker` may be handed in (tests, the bench)."""

    def __init__(self, app, table, recipe: Recipe, seed: int = 1, run: int = 0,
                 chart_to: Path | None = None, worker: OddsWorker | None = None) -> None:
        super().__init__(app, table)
        self.recipe = recipe
        self.seed = seed
        self.run = run  # which of rehearse's runs this layout is (its seed: `run_seed(seed, run)`)
        self.chart_to = chart_to
        self.worker = worker if worker is not None else OddsWorker(runs=RUNS, batch=BATCH)
        self.heroes_auto = False
        self.hero_timer = 0.0
        self.view = odds_panel.OddsView()
        self.asked_at: int | None = None  # the length of the action log last played out
        self.steps: dict[int, tuple[int, int]] = {}  # request -> (fight steps, round) it was asked at
        self.history: list[tuple[int, int, float, float, float]] = []  # (step, round, victory, low, high)
        self.rounds: dict[int, int] = {}
        self.odds_buttons: dict[str, UIButton] = {}
        self.fight_begins = len(self.game.actions)
        self.closed = False
        self._panel: tuple | None = None  # the odds panel's picture and what it shows

    # Layout: the odds panel takes the bottom of the side column ---------------------------
    def rects(self) -> dict[str, pygame.Rect]:
        r = super().rects()
        side = r["side"]
        h = odds_panel.height(self.app.scale)
        r["odds"] = pygame.Rect(side.x, side.bottom - h, side.w, h)
        r["side"] = pygame.Rect(side.x, side.y, side.w, side.h - h)
        return r

    def build(self) -> None:
        super().build()
        self._odds_buttons()

    def _odds_buttons(self) -> None:
        for b in self.odds_buttons.values():
            b.kill()
        heroes, chart = odds_panel.button_rects(self.rects()["odds"], self.app.scale)
        self.odds_buttons = {
            "heroes": UIButton(heroes, "Heroes: automatic" if self.heroes_auto else "Heroes: by hand",
                               manager=self.manager, object_id="#small",
                               tool_tip_text="A: the heroes played by you, or automatically at the "
                                             "Quest Master's pace (watch both sides)"),
            "chart": UIButton(chart, "Chart", manager=self.manager, object_id="#small",
                              tool_tip_text="The chance of victory after each step and the rounds "
                                            "the fights lasted; saved as a PNG"),
        }

    def refresh(self) -> None:
        super().refresh()
        if self.heroes_auto and isinstance(self.overlay, QuestionBox) and self.overlay.q.who != BP.QM:
            self.overlay.kill()  # the automatic heroes answer their own questions
            self.overlay = None

    # Input ---------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.odds_buttons.get("heroes"):
                self.toggle_heroes()
                return
            if event.ui_element is self.odds_buttons.get("chart"):
                self.open_overlay(ChartDialog(self))
                return
        super().ui_event(event)

    def handle(self, event) -> None:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_a and self.overlay is None
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)):
            self.toggle_heroes()
            return
        super().handle(event)

    def toggle_heroes(self) -> None:
        self.heroes_auto = not self.heroes_auto
        self.hero_timer = 0.0
        self.cancel_modes()
        self.refresh()
        self._odds_buttons()
        self.say("The heroes play automatically" if self.heroes_auto else "The heroes are yours to play")

    # The automatic heroes --------------------------------------------------------------------
    def step_qm(self) -> bool:
        """Step (S) steps whichever side is automatic and next; the QM as the battle does."""
        if self.heroes_auto and self._hero_step(turn=True):
            return True
        return super().step_qm()

    def step_qm_or_heroes(self) -> bool:
        """One automatic step of whichever side is next (the heroes' as if automatic)."""
        return self._hero_step(turn=True) or super().step_qm()

    def _hero_step(self, turn: bool) -> bool:
        game = self.game
        result = autoplay.step_heroes(game, self.recipe.policy, turn=turn)
        if result is None:
            return False
        if not result.ok:
            self.say(f"The automatic heroes are stuck: {result.reason}", bad=True)
            self.heroes_auto = False
            self._odds_buttons()
        else:
            self._after_step(result.told, glide=True)
        self.cancel_modes()
        self.refresh()
        return True

    def _heroes(self, dt: float) -> bool:
        """Free hero actions at once (as a fight fought out takes them); the heroes' turns at
        the Quest Master's pace. True while the heroes are about to move."""
        if not self.heroes_auto or self.fight_view is None or self.qm_mode == "paused" or self.glides:
            return False
        if self._hero_step(turn=False):
            return True
        main = BP.main_asked(self.game)
        if main is None or main.side == BP.QM or self.fighter(main.side) is None:
            return False
        self.hero_timer += dt * SPEEDS[self.speed_i]
        if self.hero_timer >= QM_PACE:
            self.hero_timer = 0.0
            self._hero_step(turn=True)
        return True

    # The odds ---------------------------------------------------------------------------------
    def _ask(self) -> None:
        """After a committed step (or an undo), the new position goes to the worker."""
        game = self.game
        fv = self.fight_view
        n = len(game.actions)
        if fv is None or n == self.asked_at:
            return
        self.asked_at = n
        steps = n - self.fight_begins
        self.history = [h for h in self.history if h[0] < steps]  # an undo takes its points back
        request = self.worker.ask(O.position_of(game, self.recipe))
        self.steps[request] = (steps, fv.round)
        self.view.busy, self.view.done, self.view.runs = True, 0, self.worker.runs
        self.view.stale = self.view.report is not None
        self.view.error = None
        self.dirty = True

    def _poll(self) -> None:
        """The worker's word: the odds so far are shown as they grow (a position superseded
        by the next step keeps the odds it got to), the final ones when all runs are in."""
        update = self.worker.poll()
        if update is None:
            return
        v = self.view
        self.dirty = True
        if update.error is not None:
            v.busy, v.error = False, update.error
            return
        v.done, v.runs, v.busy = update.done, update.runs, not update.finished
        r = update.report
        if r is None or (update.done < SHOWN and not update.finished):
            return
        v.report, v.stale = r, False
        steps, rnd = self.steps.get(update.request, (0, 0))
        if update.finished:
            self.steps.pop(update.request, None)
        self.history = [h for h in self.history if h[0] < steps]
        self.history.append((steps, rnd, r["victory"], *r["victory_95"]))
        self.rounds = dict(r["rounds"])

    def update(self, dt: float) -> bool:
        if self.fight_view is not None:
            self._ask()
        self._poll()
        moving = self._heroes(dt)
        return super().update(dt) or moving  # a word from the worker sets `dirty` itself

    # Drawing -------------------------------------------------------------------------------------
    def _side(self, surface, rect) -> None:
        super()._side(surface, rect)
        box = self.rects()["odds"]
        v = self.view
        key = (tuple(box), self.app.scale, id(v.report), v.done, v.runs, v.busy, v.stale, v.error)
        if self._panel is None or self._panel[0] != key:  # drawn again only when the odds change
            odds_panel.draw(surface, box, v, self.app.scale)
            self._panel = (key, surface.subsurface(box).copy())
        else:
            surface.blit(self._panel[1], box)

    def chart_picture(self, size=odds_chart.SIZE) -> pygame.Surface:
        names = ", ".join([self.names.get(h, h) for h in self.recipe.heroes])
        return odds_chart.chart(self.history, self.rounds, size, f"{self.map.title}: {names}")

    def save_chart(self) -> Path:
        """The chart as a PNG; the scene says where."""
        path = self.chart_to or odds_chart.default_path(f"rehearsal-{self.map.id}")
        try:
            odds_chart.save(self.chart_picture(), path)
        except (OSError, pygame.error) as error:
            self.say(f"The chart could not be saved to {path}: {error}", bad=True)
            raise
        w, h = odds_chart.SIZE
        self.say(f"Chart saved ({w}×{h}): {path}")
        return Path(path)

    # Leaving ---------------------------------------------------------------------------------------
    def finish(self) -> None:
        """The fight is over: the outcome and the chart, with another go on offer."""
        if self.finished:
            return
        self.finished = True
        self.app.show(Outcome(self.app, self))

    def again(self) -> None:
        """The same set-up laid out anew: rehearse's next run."""
        open_rehearsal(self.app, self.recipe, self.seed, self.run + 1, self.chart_to)

    def leave(self) -> None:
        self.stop_worker()
        super().leave()

    def stop_worker(self) -> None:
        if not self.closed:
            self.closed = True
            self.worker.close()


def open_rehearsal(app, recipe: Recipe, seed: int = 1, run: int = 0, chart_to: Path | None = None,
                   worker: OddsWorker | None = None) -> RehearsalBattle:
    """Show the rehearsal's battlefield in the app: rehearse's run `run` of seed `seed`."""
    game = rehearsal_game(recipe, run_seed(seed, run))
    battle = RehearsalBattle(app, Table(app, game), recipe, seed, run, chart_to, worker)
    app.show(battle)
    return battle



def render(out: Path, recipe: Recipe, seed: int = 1, size: tuple[int, int] = (1920, 1080),
           steps: int = 4, runs: int = 40, limit: float = 240.0) -> tuple[Path, str]:
    """A picture of the rehearsal (`questboard screenshot rehearse`): `steps` steps played
    by the automatic sides, the odds of each position waited for (at most `limit` s)."""
    app = App(size=size, hidden=True)
    try:
        battle = open_rehearsal(app, recipe, seed, worker=OddsWorker(runs=runs, batch=BATCH))
        battle.qm_mode = "paused"
        end = time.monotonic() + limit

        def settle() -> None:
            while time.monotonic() < end and (battle.asked_at != len(battle.game.actions) or battle.view.busy):
                app.frame(1 / 60)
                time.sleep(0.02)

        settle()
        for _ in range(steps):
            if battle.fight_view is None or not battle.step_qm_or_heroes():
                break
            battle.glides.clear()
            settle()
        battle.dice = None
        app.frame(1 / 60)
        app.screenshot(out)
        r = battle.view.report
        what = (f"{battle.map.title}, {len(battle.history)} positions played out, victory now "
                f"{r['victory']:.0%}" if r else f"{battle.map.title}, no odds within {limit:.0f} s")
        return Path(out), what
    finally:
        app.close()
