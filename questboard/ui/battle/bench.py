"""`questboard bench battlefield`: the battlefield's costs at 1920x1080, software rendering,
with 40 bases and 12 terrain elements; and the rehearsal's odds panel while its background
process works. Prints numbers; the targets of issue 12 are beside
them, never asserted in tests."""

from __future__ import annotations

import math
import os
import statistics
import time

from questboard.play import FightHere
from questboard.play.crowd import crowd
from questboard.play.odds_worker import OddsWorker
from questboard.play.rehearse_game import Recipe
from questboard.ui.battle import screens as S
from questboard.ui.bench import median_ms

# pygame and the window's modules are imported inside the functions: run() sets SDL's
# environment first, and the app its hints, before pygame is loaded.
TARGETS = {"frame_ms": 8, "drag_frame_ms": 6, "geometry_ms": 2, "table_window_frame_ms": 12,
           "rehearse_panel_stall_ms": 25}


def run(repeat: int = 60) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    from questboard.ui.app import App

    app = App(size=(1920, 1080), hidden=True)
    battle, game = _crowded_battle(app)
    who = battle.actor()
    holder, gift = next(((h, g) for h, g in S.area_gifts(game) if h == who), S.area_gifts(game)[0])
    cam = battle.camera
    centre = cam.to_px(battle.fighter(holder).at)
    ring = [(centre[0] + math.cos(a) * cam.scale * 0.6, centre[1] + math.sin(a) * cam.scale * 0.6)
            for a in (k * math.tau / 40 for k in range(40))]
    mouse = _Mouse(app)
    fv = battle.fight_view
    out = {"frame_ms": _card_frames(battle, mouse, ring, who, holder, gift, repeat),
           "bases": len(fv.pieces), "terrain": len(fv.field.terrain),
           "sight_lines": sum([1 for t in game.targets(who) if t.sight is not None])}
    start = cam.to_px(battle.fighter(who).at)
    bar = game.plan_move(who, battle.fighter(who).at).bar * cam.scale
    path = [(start[0] + math.cos(a) * bar * 0.8, start[1] + math.sin(a) * bar * 0.8)
            for a in (k * math.tau / 40 for k in range(40))]
    out["drag_frame_ms"], out["table_window_frame_ms"] = _drag_frames(app, battle, mouse, start, path, repeat)

    def previews() -> None:  # the previews a frame of that view asks of play
        mouse.step += 1
        q = cam.to_lu(ring[mouse.step % len(ring)])
        game.targets(who)
        game.plan_area(holder, gift, q, 30.0)
        game.plan_move(who, cam.to_lu(path[mouse.step % len(path)]), clamp=True)

    out["geometry_ms"] = median_ms(previews, repeat)
    app.close()
    stall = rehearse_stall(runs=max(10, repeat))  # a position played out as often as frames are timed
    return {"frame_ms": out["frame_ms"], "drag_frame_ms": out["drag_frame_ms"], "geometry_ms": out["geometry_ms"],
            "table_window_frame_ms": out["table_window_frame_ms"], "rehearse_panel_stall_ms": stall["stall_ms"],
            "rehearse_panel_frame_ms": stall["frame_ms"], "rehearse_panel_frames": stall["frames"],
            "rehearse_panel_p99_ms": stall["p99_ms"], "rehearse_odds_s": stall["odds_s"],
            "rehearse_idle_stall_ms": stall["idle_stall_ms"], "rehearse_idle_frame_ms": stall["idle_frame_ms"],
            "rehearse_idle_p99_ms": stall["idle_p99_ms"],
            "bases": out["bases"], "terrain": out["terrain"], "sight_lines": out["sight_lines"], "targets": TARGETS}


class _Mouse:
    """Mouse events posted to the app's window, and a step counter for the paths."""

    def __init__(self, app) -> None:
        self.app, self.step = app, 0

    def post(self, kind, pos, **kw) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(kind, pos=(round(pos[0]), round(pos[1])), window=self.app.window, **kw))


def _crowded_battle(app):
    """The monastery yard's fight at a hero's turn with an area card, on a field crowded
    to 40 bases and 12 terrain elements."""
    from questboard.ui.battle import scene as B
    from questboard.ui.drawing import field_view as V
    from questboard.ui.table.scene import Table

    game, _ = S.reach_fight(*S.fights_on("monastery-yard")[0], S.DEFAULT_HEROES, 7,
                            want=lambda g: bool(S.area_gifts(g)))
    table = Table(app, game)
    app.show(table)
    table.do(next(c for _, c in table.buttons if isinstance(c.do, FightHere)))
    battle = app.scene if isinstance(app.scene, B.Battle) else B.enter(table)
    battle.qm_mode = "paused"
    S._to_heroes_turn(battle)
    battle.glides.clear()
    crowd(game)
    battle.art = V.FieldArt.of(battle.fight_view.field)
    return battle, game


def _card_frames(battle, mouse, ring, who: str, holder: str, gift: str, repeat: int) -> float:
    """An area card following the mouse, every sight line of the piece on turn drawn: the
    main window's frame."""
    import pygame

    app = battle.app
    battle.showcase = {"sight_of": who}
    battle.input.start_area(holder, gift)
    for _ in range(3):
        app.frame(1 / 60)

    def card_frame() -> None:
        mouse.step += 1
        mouse.post(pygame.MOUSEMOTION, ring[mouse.step % len(ring)], rel=(3, 0), buttons=(0, 0, 0))
        app.frame(1 / 60)

    return median_ms(card_frame, repeat)


def _drag_frames(app, battle, mouse, start, path, repeat: int) -> tuple[float, float]:
    """A move being dragged: the main window alone, then with the table window drawn anew
    every frame (as when every frame changes the game)."""
    import pygame

    battle.cancel_modes()
    battle.showcase = None
    mouse.post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.frame(1 / 60)

    def drag_frame() -> None:
        mouse.step += 1
        mouse.post(pygame.MOUSEMOTION, path[mouse.step % len(path)], rel=(3, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)

    drag_ms = median_ms(drag_frame, repeat)
    battle.cancel_modes()
    app.toggle_table_window()
    shared = app.table_window

    def both_frame() -> None:
        shared._key = None
        drag_frame()

    mouse.post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.frame(1 / 60)
    table_ms = median_ms(both_frame, repeat)
    battle.cancel_modes()
    app.toggle_table_window()
    return drag_ms, table_ms


def rehearse_stall(runs: int = 60, limit: float = 300.0) -> dict:
    """The rehearsal's odds panel: the longest frame (and the median one) of the battlefield
    at 1920x1080 while the background process plays a position out, the mouse moving over
    the field every frame; the first frame is the one that hands the position over."""
    import pygame

    from questboard.ui.app import App
    from questboard.ui.battle import rehearse as RG

    recipe = Recipe("monastery-yard", ("karomin", "alondis", "cessair"), (("orc-warrior", 3), ("orc-archer", 2)))
    app = App(size=(1920, 1080), hidden=True)
    try:
        battle = RG.open_rehearsal(app, recipe, 1, worker=OddsWorker(runs=runs, batch=RG.BATCH))
        battle.qm_mode = "paused"
        end = time.monotonic() + limit
        while time.monotonic() < end and (battle.view.report is None or battle.view.busy):
            app.frame(1 / 60)  # the worker started, the field drawn once: what is not the panel's
            time.sleep(0.01)
        field = battle.rects()["field"]
        spots = [(field.x + field.w * (0.2 + 0.6 * k / 40), field.centery) for k in range(41)]
        step = [0]

        def frame() -> float:
            step[0] += 1
            pos = spots[step[0] % len(spots)]
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])),
                                                 rel=(3, 0), buttons=(0, 0, 0), window=app.window))
            t = time.perf_counter()
            app.frame(1 / 60)
            took = time.perf_counter() - t
            time.sleep(max(0.0, 1 / 60 - took))  # at 60 frames a second
            return took * 1000

        idle = [frame() for _ in range(len(spots) + 300)][len(spots):]  # every hover seen once first
        battle.asked_at = None  # the same position asked again, as after a step
        times, started = [], time.monotonic()
        while time.monotonic() < end:
            times.append(frame())
            if not battle.view.busy:
                break
        def p99(xs: list[float]) -> float:
            return round(sorted(xs)[min(len(xs) - 1, int(len(xs) * 0.99))], 3)

        # The same frames with the worker idle, for comparison: on a busy machine the window
        # has long frames of its own.
        return {"stall_ms": round(max(times), 3), "frame_ms": round(statistics.median(times), 3),
                "p99_ms": p99(times), "frames": len(times), "odds_s": round(time.monotonic() - started, 2),
                "idle_stall_ms": round(max(idle), 3), "idle_frame_ms": round(statistics.median(idle), 3),
                "idle_p99_ms": p99(idle)}
    finally:
        app.close()


if __name__ == "__main__":
    import json

    print(json.dumps({"bench": "battlefield", **run()}))
