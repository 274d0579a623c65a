"""`questboard bench battlefield`: the battlefield's costs at 1920x1080, software rendering,
with 40 bases and 12 terrain elements; and the rehearsal's odds panel while its background
process works. Prints numbers; the targets of issue 12 are beside
them, never asserted in tests."""

from __future__ import annotations

import dataclasses
import math
import os
import statistics
import time

from questboard.play import FightHere
from questboard.ui.bench import median_ms

TARGETS = {"frame_ms": 8, "drag_frame_ms": 6, "geometry_ms": 2, "table_window_frame_ms": 12,
           "rehearse_panel_stall_ms": 25}
BASES, TERRAIN = 40, 12


def _free(bf, at, r: float) -> bool:
    """No base and no terrain within `r` of `at` (for setting out the picture's extras)."""
    from questboard.battlefield.geometry import point_in_polygon

    if not (r <= at[0] <= bf.width - r and r <= at[1] <= bf.height - r):
        return False
    for p in bf.pieces.values():
        if math.dist(p.at, at) < p.radius + r + 0.02:
            return False
    for t in bf.terrain.values():
        if t.circle is not None:
            if math.dist((t.circle.x, t.circle.y), at) < t.circle.r + r:
                return False
        else:
            ring = [(at[0] + math.cos(a) * r, at[1] + math.sin(a) * r) for a in (k * math.tau / 8 for k in range(8))]
            if any(point_in_polygon(q, t.outline) for q in [at, *ring]):
                return False
    return True


def crowd(game) -> None:
    """For the measure only, on a game thrown away afterwards: terrain and bad guys added to
    the fight on the field until it holds 12 terrain elements and 40 bases. No rule runs."""
    from questboard.battlefield.terrain import make_terrain

    fight = game.fight
    bf = fight.field
    spots = [(0.25 + i * 0.34, 0.25 + j * 0.34) for j in range(int(bf.height / 0.34)) for i in range(int(bf.width / 0.34))]
    kinds = ("tree", "barrels", "brazier", "rock")
    k = 0
    for at in spots[::3]:
        if len(bf.terrain) >= TERRAIN:
            break
        if _free(bf, at, 0.32):
            bf.add_terrain(make_terrain(f"bench-{k}", kinds[k % len(kinds)], at))
            k += 1
    model = next(f for f in fight.fighters.values() if not f.is_hero)
    n = max(f.number for f in fight.fighters.values()) + 1
    for at in spots:
        if len(bf.pieces) >= BASES:
            break
        if _free(bf, at, model.radius):
            f = dataclasses.replace(model, id=f"bench-{n}", number=n)
            fight.fighters[f.id] = f
            bf.add_piece(f.id, f.side, at, f.radius, f.name)
            n += 1


def run(repeat: int = 60) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    import pygame

    from questboard.ui.app import App
    from questboard.ui.battle import scene as B
    from questboard.ui.battle import screens as S
    from questboard.ui.table.scene import Table

    game, _ = S.reach_fight(*S.fights_on("monastery-yard")[0], S.DEFAULT_HEROES, 7,
                            want=lambda g: bool(S.area_gifts(g)))
    app = App(size=(1920, 1080), hidden=True)
    table = Table(app, game)
    app.show(table)
    table.do(next(c for _, c in table.buttons if isinstance(c.do, FightHere)))
    battle = app.scene if isinstance(app.scene, B.Battle) else B.enter(table)
    battle.qm_mode = "paused"
    S._to_heroes_turn(battle)
    battle.glides.clear()
    crowd(game)
    battle.art = battle.art.__class__(battle.map, game.fight.field.terrain, game.fight.field.walkable)
    who = battle.actor()
    holder, gift = next(((h, g) for h, g in S.area_gifts(game) if h == who), S.area_gifts(game)[0])
    me = game.fight.field.pieces[holder]
    cam = battle.camera
    centre = cam.to_px(me.at)
    ring = [(centre[0] + math.cos(a) * cam.scale * 0.6, centre[1] + math.sin(a) * cam.scale * 0.6)
            for a in (k * math.tau / 40 for k in range(40))]
    step = [0]

    def post(kind, pos, **kw) -> None:
        pygame.event.post(pygame.event.Event(kind, pos=(round(pos[0]), round(pos[1])), window=app.window, **kw))

    # An area card following the mouse, every sight line of the piece on turn drawn.
    battle.showcase = {"sight_of": who}
    battle.start_area(holder, gift)
    for _ in range(3):
        app.frame(1 / 60)

    def card_frame() -> None:
        step[0] += 1
        post(pygame.MOUSEMOTION, ring[step[0] % len(ring)], rel=(3, 0), buttons=(0, 0, 0))
        app.frame(1 / 60)

    frame_ms = median_ms(card_frame, repeat)  # the main window alone
    pieces = len(game.fight.field.pieces)
    terrain = len(game.fight.field.terrain)
    sights = sum(1 for t in game.targets(who) if t.sight is not None)

    # A move being dragged.
    battle.cancel_modes()
    battle.showcase = None
    start = cam.to_px(game.fight.field.pieces[who].at)
    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.frame(1 / 60)
    bar = game.plan_move(who, game.fight.field.pieces[who].at).bar * cam.scale
    path = [(start[0] + math.cos(a) * bar * 0.8, start[1] + math.sin(a) * bar * 0.8)
            for a in (k * math.tau / 40 for k in range(40))]

    def drag_frame() -> None:
        step[0] += 1
        post(pygame.MOUSEMOTION, path[step[0] % len(path)], rel=(3, 0), buttons=(1, 0, 0))
        app.frame(1 / 60)

    drag_ms = median_ms(drag_frame, repeat)
    battle.cancel_modes()

    # Both windows open, the table window drawn anew every frame (as when every frame changes the game).
    app.toggle_table_window()
    shared = app.table_window

    def both_frame() -> None:
        shared._key = None
        drag_frame()

    post(pygame.MOUSEBUTTONDOWN, start, button=1)
    app.frame(1 / 60)
    table_ms = median_ms(both_frame, repeat)
    battle.cancel_modes()
    app.toggle_table_window()

    # The previews a frame of that view asks of play.
    def previews() -> None:
        step[0] += 1
        q = cam.to_lu(ring[step[0] % len(ring)])
        game.targets(who)
        game.plan_area(holder, gift, q, 30.0)
        game.plan_move(who, cam.to_lu(path[step[0] % len(path)]), clamp=True)

    geometry_ms = median_ms(previews, repeat)
    app.close()
    stall = rehearse_stall(runs=max(10, repeat))  # a position played out as often as frames are timed
    return {"frame_ms": frame_ms, "drag_frame_ms": drag_ms, "geometry_ms": geometry_ms,
            "table_window_frame_ms": table_ms, "rehearse_panel_stall_ms": stall["stall_ms"],
            "rehearse_panel_frame_ms": stall["frame_ms"], "rehearse_panel_frames": stall["frames"],
            "rehearse_panel_p99_ms": stall["p99_ms"], "rehearse_odds_s": stall["odds_s"],
            "rehearse_idle_stall_ms": stall["idle_stall_ms"], "rehearse_idle_frame_ms": stall["idle_frame_ms"],
            "rehearse_idle_p99_ms": stall["idle_p99_ms"],
            "bases": pieces, "terrain": terrain, "sight_lines": sights, "targets": TARGETS}


def rehearse_stall(runs: int = 60, limit: float = 300.0) -> dict:
    """The rehearsal's odds panel: the longest frame (and the median one) of the battlefield
    at 1920x1080 while the background process plays a position out, the mouse moving over
    the field every frame; the first frame is the one that hands the position over."""
    import pygame

    from questboard.play.odds_worker import OddsWorker
    from questboard.play.rehearse_game import Recipe
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
