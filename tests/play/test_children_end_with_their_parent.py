"""Worker processes end with the process that started them, however it ends (issue 20,
point 12): the window's odds worker (idle or busy) and the rehearsals' pool, and with them
multiprocessing's resource tracker. The parent runs in a subprocess, is killed with SIGKILL
(as when the display goes away and the window dies without cleaning up), and within a
bounded time /proc holds none of its children."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import questboard

ROOT = Path(questboard.__file__).parent.parent
WITHIN = 15.0  # seconds for every child to be gone after the parent's death
START = 120.0  # seconds for the parent to have its children up

PARENT = r"""
import os, sys, threading, time
from pathlib import Path


def children():
    mine = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == os.getpid():
                mine.append(int(entry.name))
    return sorted(mine)


mode, want = sys.argv[1], int(sys.argv[2])
if mode == "pool":
    from questboard.battlefield.validate import load_map
    from questboard.combat.rehearse import Rehearsal, run
    from questboard.resources import maps_dir
    setup = Rehearsal(load_map(maps_dir() / "forest-clearing.yaml"), ("karomin",),
                      (("orc-warrior", 2),))
    threading.Thread(target=run, args=(setup, 100_000), kwargs={"workers": 2}, daemon=True).start()
else:
    from questboard.play import odds
    from questboard.play.odds_worker import OddsWorker
    from questboard.play.rehearse_game import Recipe, rehearsal_game
    worker = OddsWorker(runs=100_000, batch=20)
    if mode == "busy":
        recipe = Recipe("forest-clearing", ("karomin", "alondis"), (("orc-warrior", 3),))
        worker.ask(odds.position_of(rehearsal_game(recipe, 3), recipe))
        for _ in range(2400):  # until the first batch is back: the worker is at work
            if worker.poll() is not None:
                break
            time.sleep(0.05)
for _ in range(2400):
    if len(children()) >= want:
        break
    time.sleep(0.05)
print(" ".join(map(str, children())), flush=True)
time.sleep(600)  # killed by the test long before
"""


def _alive(pid: int) -> bool:
    """Running (a zombie waiting for a parent to reap it has ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.parametrize(("mode", "children"), [("idle", 2), ("busy", 2), ("pool", 3)])
def test_no_child_outlives_a_parent_killed_with_sigkill(tmp_path, mode, children):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QUESTBOARD_DATA": str(tmp_path / "data")}
    parent = subprocess.Popen([sys.executable, "-c", PARENT, mode, str(children)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              stdin=subprocess.DEVNULL)
    pids: list[int] = []
    try:
        line = _first_line(parent)
        pids = [int(p) for p in line.split()]
        assert len(pids) >= children, f"the parent had only {pids} ({parent.stderr.read()})"
        assert all(_alive(p) for p in pids)
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(timeout=WITHIN)
        end = time.monotonic() + WITHIN
        while time.monotonic() < end and any(_alive(p) for p in pids):
            time.sleep(0.1)
        left = [p for p in pids if _alive(p)]
        assert not left, f"still running {WITHIN:g} s after the parent's death: {left}"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        for p in pids:  # only what this test started, by its id
            if _alive(p):
                os.kill(p, signal.SIGKILL)


def _first_line(parent: subprocess.Popen) -> str:
    """The parent's list of children, or a failure once START seconds have gone by."""
    import selectors

    with selectors.DefaultSelector() as sel:
        sel.register(parent.stdout, selectors.EVENT_READ)
        if not sel.select(timeout=START):
            raise AssertionError(f"the parent said nothing within {START:g} s")
    return parent.stdout.readline()
