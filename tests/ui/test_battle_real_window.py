"""The battlefield in a real X window (Xvfb, openbox): a hero dragged with xdotool lands where
the same drag planned headless says, read back from the program's own state dump."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from tests.ui.test_real_window import _run, _wait, xserver  # noqa: F401 - the fixture

SIZE = (1600, 900)

# The program: the learning adventure's fight on the battlefield, the Quest Master's first turn
# played, then the window shown; every committed action writes the bases' places to DUMP.
DRIVER = r"""
import json, sys
from pathlib import Path
dump = Path(sys.argv[1])
from questboard.ui.battle import screens as S
from questboard.ui.app import App
from questboard.ui.table.scene import Table
game, _ = S.reach_fight("the-harbor-treasure", 16, ("karomin", "alondis"), 7)
app = App(size=(1600, 900), hidden=True)
table = Table(app, game)
app.show(table)
table.do(next(c for _, c in table.buttons if type(c.do).__name__ == "FightHere"))
app.frame()
battle = app.scene
battle.qm_mode = "paused"
S._to_heroes_turn(battle)
app.hidden = False
app.window.show()
def write():
    bf = game.fight.field
    cam = battle.camera
    dump.write_text(json.dumps({"actions": len(game.actions), "active": battle.actor(),
        "at": {k: list(p.at) for k, p in bf.pieces.items()},
        "px": {k: list(cam.to_px(p.at)) for k, p in bf.pieces.items()},
        "scale": cam.scale, "origin": [cam.ox, cam.oy]}))
write()
seen = len(game.actions)
while app.running:
    app.frame(app.clock.tick(60) / 1000)
    if len(game.actions) != seen:
        seen = len(game.actions)
        write()
app.close()
"""


def test_a_hero_dragged_in_a_real_window_lands_where_the_plan_said(xserver, tmp_path):  # noqa: F811
    env, started = xserver
    dump = tmp_path / "state.json"
    prog = subprocess.Popen([sys.executable, "-c", DRIVER, str(dump)], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    started.append(prog)
    window = _wait(lambda: _run("xdotool", "search", "--onlyvisible", "--class", "questboard", env=env).split(), 60)
    assert window, f"no window: {prog.poll()} {prog.stderr.read() if prog.poll() is not None else ''}"
    w = window[-1]
    assert _wait(lambda: dump.is_file(), 30)
    time.sleep(0.6)  # mapped and placed by the window manager
    state = json.loads(dump.read_text())
    who = state["active"]
    x, y = (round(v) for v in state["px"][who])
    end = (x + round(state["scale"] * 0.25), y - round(state["scale"] * 0.5))
    # The same drag planned headless: the pixel under the mouse, as the camera reads it.
    from questboard.ui.battle import screens as S

    game, _ = S.reach_fight("the-harbor-treasure", 16, ("karomin", "alondis"), 7)
    game.apply(__import__("questboard.play", fromlist=["FightHere"]).FightHere())
    while game.step_qm() is not None:
        pass
    ox, oy = state["origin"]
    lu = ((end[0] - ox) / state["scale"], (end[1] - oy) / state["scale"])
    plan = game.plan_move(who, lu, clamp=True)
    assert plan.legal, plan.reason
    _run("xdotool", "mousemove", "--window", w, str(x), str(y), "mousedown", "1", env=env)
    time.sleep(0.2)
    for k in range(1, 6):
        _run("xdotool", "mousemove", "--window", w, str(x + (end[0] - x) * k // 5),
             str(y + (end[1] - y) * k // 5), env=env)
        time.sleep(0.08)
    _run("xdotool", "mouseup", "1", env=env)
    moved = _wait(lambda: json.loads(dump.read_text())["actions"] > state["actions"], 20)
    assert moved, "the drag committed no move"
    after = json.loads(dump.read_text())
    assert after["at"][who] == list(plan.end)
    shot = tmp_path / "battle-real-window.png"
    _run("import", "-window", "root", str(shot), env=env)
    assert shot.is_file() and Path(shot).stat().st_size > 10000
    assert prog.poll() is None, prog.stderr.read()
