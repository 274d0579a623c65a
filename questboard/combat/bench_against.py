"""`questboard bench combat --against COMMIT`: this tree and another commit's side by side.

The commit is taken out of git (`git archive`) into a temporary folder; each round runs one
process per tree, in turns (who goes first alternates), and every process measures with the
same code (`_CHILD`, which needs only what both trees have). The figures are medians of the
rounds; the ratio is this tree's fights per CPU-second over the other's."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from questboard.combat.bench import FIGHTS, LARGE, SMALL
from questboard.errors import QuestboardError

# One sample per case, printed as JSON: {"small": [wall, cpu], "large": [wall, cpu]}. Written
# against the oldest API it is meant for (`rehearse.Setup`, later `rehearse.Rehearsal`).
_CHILD = """
import json, sys, time
from questboard.battlefield.validate import load_map
from questboard.combat import rehearse
from questboard.combat.resolve import resolve_combat
from questboard.resources import maps_dir
from questboard.rules.state import new_game
Setup = getattr(rehearse, "Rehearsal", None) or rehearse.Setup
cards = rehearse._cards()
out = {}
for label, (name, heroes, guys), fights, seed in json.loads(sys.argv[1]):
    spec = rehearse.spec_for(Setup(load_map(maps_dir() / (name + ".yaml")), tuple(heroes),
                                   tuple(tuple(g) for g in guys)), cards)
    resolve_combat(new_game(cards, list(heroes), seed - 1, draw_opening=True), spec)  # warm
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(fights):
        resolve_combat(new_game(cards, list(heroes), seed + i, draw_opening=True), spec)
    out[label] = [fights / (time.perf_counter() - wall), fights / (time.process_time() - cpu)]
print(json.dumps(out))
"""


def _tree() -> Path:
    """The folder that holds the running `questboard` package."""
    import questboard

    return Path(questboard.__file__).resolve().parents[1]


def _checkout(commit: str, into: Path) -> str:
    """`commit`'s files under `into`; its short hash."""
    here = _tree()
    try:
        short = subprocess.run(["git", "-C", str(here), "rev-parse", "--short", f"{commit}^{{commit}}"],
                               capture_output=True, text=True, check=True).stdout.strip()
        archive = subprocess.run(["git", "-C", str(here), "archive", "--format=tar", short],
                                 capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise QuestboardError(f"--against {commit}: not a commit of the git tree at {here} "
                              f"({getattr(e, 'stderr', b'') or e})") from None
    tar = into / "tree.tar"
    tar.write_bytes(archive)
    with tarfile.open(tar) as t:
        try:
            t.extractall(into, filter="data")
        except TypeError:  # a Python before 3.11.4: git's own archive, trusted as it is
            t.extractall(into)
    tar.unlink()
    return short


def _sample(tree: Path, round_: int) -> dict:
    cases = [("small", SMALL, FIGHTS["small"], 1000 * round_ + 1),
             ("large", LARGE, FIGHTS["large"], 1000 * round_ + 1)]
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(cases)], env=env, cwd=tree,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise QuestboardError(f"the bench failed in {tree}: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout)


def run(commit: str, rounds: int = 3) -> dict:
    """Both trees, `rounds` interleaved rounds; medians of wall and CPU rates (keys ending `_here` and
    `_against`), and the ratios of the CPU rates."""
    with tempfile.TemporaryDirectory(prefix="questboard-bench-") as tmp:
        short = _checkout(commit, Path(tmp))
        trees = {"here": _tree(), "against": Path(tmp)}
        samples: dict[str, list[dict]] = {k: [] for k in trees}
        for r in range(rounds):
            order = list(trees) if r % 2 == 0 else list(trees)[::-1]
            for k in order:
                samples[k].append(_sample(trees[k], r))
    out: dict = {"against": short, "rounds": rounds}
    for label in ("small", "large"):
        for k in trees:
            out[f"{label}_fights_per_s_{k}"] = round(statistics.median(s[label][0] for s in samples[k]), 1)
            out[f"{label}_fights_per_cpu_s_{k}"] = round(statistics.median(s[label][1] for s in samples[k]), 1)
        out[f"{label}_cpu_ratio"] = round(out[f"{label}_fights_per_cpu_s_here"]
                                          / out[f"{label}_fights_per_cpu_s_against"], 3)
    return out
