"""Games started at the same moment, and kills during a save (subprocesses)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import questboard

ROOT = Path(questboard.__file__).parent.parent
GAMES = 4

WAIT_THEN_PLAY = """
import os, sys, time
from pathlib import Path
from questboard.cli.main import main
import questboard.cli.text, questboard.play, questboard.play.folders
folder = Path(sys.argv[1])
(folder / f"ready-{sys.argv[2]}").touch()
while not (folder / "go").exists():
    time.sleep(0.002)
sys.exit(main(["text", "example-short", "--heroes", "karomin", "--seed", "1",
               "--script", str(folder / "quit.txt")]))
"""


def _env(data: Path) -> dict[str, str]:
    return {**os.environ, "QUESTBOARD_DATA": str(data), "PYTHONPATH": str(ROOT)}


def test_games_started_in_the_same_second_each_keep_an_autosave_of_their_own(tmp_path):
    data = tmp_path / "data"
    (tmp_path / "quit.txt").write_text("quit\n")
    runs = [subprocess.Popen([sys.executable, "-c", WAIT_THEN_PLAY, str(tmp_path), str(i)],
                             env=_env(data), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True) for i in range(GAMES)]
    deadline = time.monotonic() + 60
    while len(list(tmp_path.glob("ready-*"))) < GAMES and time.monotonic() < deadline:
        time.sleep(0.01)
    time.sleep(1.0 - time.time() % 1.0)  # all of them at the start of one second
    (tmp_path / "go").touch()
    results = [(r.wait(timeout=60), r.stderr.read()) for r in runs]
    for r in runs:
        r.stdout.close()
        r.stderr.close()
    assert [code for code, _ in results] == [0] * GAMES, [err for _, err in results]
    names = sorted(p.name for p in (data / "autosaves").iterdir())
    assert len(names) == GAMES and all(n.endswith(".autosave") for n in names), names


KILLED_WHILE_SAVING = """
import json, os, signal, sys
from pathlib import Path
from questboard.play import new_game
from questboard.play.saves import SaveError, read_save
import questboard.play as play

folder = Path(sys.argv[1])
game = new_game("example-short", ("karomin", "alondis"), 7)
save = folder / "G.json"
game.apply(play.Choose(1))
game.save(save)
game.save(save)  # now there is a .bak, and a good save to keep in it
seen = []
for k in range(1, 7):
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    pid = os.fork()
    if pid == 0:
        calls = [0]
        def dying(real):
            def call(*args, **kwargs):
                calls[0] += 1
                if calls[0] == k:
                    os.kill(os.getpid(), signal.SIGKILL)
                return real(*args, **kwargs)
            return call
        for name in ("sendfile", "fsync", "replace", "rename", "fdatasync"):
            setattr(os, name, dying(getattr(os, name)))
        game.save(save)
        os._exit(0)
    os.waitpid(pid, 0)
    whole = []
    for name in ("G.json", "G.json.bak"):
        try:
            read_save(folder / name)
            whole.append(True)
        except SaveError as error:
            whole.append(str(error))
    seen.append(whole)
    for p in folder.iterdir():
        if p.name not in before:
            p.unlink()
    for name, data in before.items():
        (folder / name).write_bytes(data)
print(json.dumps(seen))
"""


def test_a_kill_at_any_moment_of_a_save_leaves_the_save_and_its_bak_whole(tmp_path):
    run = subprocess.run([sys.executable, "-c", KILLED_WHILE_SAVING, str(tmp_path)],
                         env=_env(tmp_path / "data"), capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    import json

    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen == [[True, True]] * len(seen), seen
