"""`questboard bench combat` reports wall and CPU time, and `--against COMMIT` measures
another commit's tree side by side with this one."""

import subprocess

import pytest

from questboard.combat import bench, bench_against
from questboard.errors import QuestboardError


def test_the_combat_bench_reports_cpu_time_beside_wall_time(monkeypatch):
    monkeypatch.setattr(bench, "FIGHTS", {"small": 2, "large": 1})
    result = bench.run(1)
    for label in ("small", "large"):
        assert result[f"{label}_fights_per_s"] > 0 and result[f"{label}_fights_per_cpu_s"] > 0


def _in_git() -> bool:
    here = bench_against._tree()
    return subprocess.run(["git", "-C", str(here), "rev-parse", "HEAD"], capture_output=True).returncode == 0


@pytest.mark.skipif(not _in_git(), reason="the side-by-side bench needs a git tree")
def test_against_a_commit_gives_both_trees_figures_and_the_cpu_ratio(monkeypatch):
    monkeypatch.setattr(bench_against, "FIGHTS", {"small": 1, "large": 1})
    result = bench_against.run("HEAD", rounds=1)
    assert len(result["against"]) >= 7 and result["rounds"] == 1
    for label in ("small", "large"):
        for tree in ("here", "against"):
            assert result[f"{label}_fights_per_cpu_s_{tree}"] > 0
            assert result[f"{label}_fights_per_s_{tree}"] > 0
        assert result[f"{label}_cpu_ratio"] == pytest.approx(
            result[f"{label}_fights_per_cpu_s_here"] / result[f"{label}_fights_per_cpu_s_against"], abs=0.01)


def test_against_something_that_is_no_commit_is_one_clear_error():
    with pytest.raises(QuestboardError, match="--against no-such-commit: not a commit"):
        bench_against.run("no-such-commit", rounds=1)
