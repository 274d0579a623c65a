"""Output piped into a reader that stops early (`questboard … | head -1`) ends quietly:
exit code 1, nothing on stderr, no crash report."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from questboard.cli import main as cli_main


def closed_early(tmp_path, *args, lines: int = 0):
    """Run a command whose reader takes `lines` lines and closes; (exit code, stderr)."""
    env = dict(os.environ, QUESTBOARD_DATA=str(tmp_path / "data"))
    proc = subprocess.Popen([sys.executable, "-m", "questboard", *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    for _ in range(lines):
        proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    proc.stderr.close()
    return proc.wait(timeout=300), err


@pytest.mark.parametrize("args", [
    ("explore", "example-short", "--runs", "1", "--json"),
    ("validate", "adventures"),
    ("cards", "list"),
], ids=["explore-json", "validate", "cards"])
def test_a_reader_that_closes_early_gets_no_crash_report(tmp_path, args):
    code, err = closed_early(tmp_path, *args)
    assert (code, err) == (1, "")
    assert not (tmp_path / "data" / "crashes").exists()


def test_a_reader_that_takes_one_line_then_closes_gets_no_crash_report(tmp_path):
    code, err = closed_early(tmp_path, "cards", "list", lines=1)
    assert code in (0, 1) and err == ""  # 0 when all was written before the reader closed
    assert not (tmp_path / "data" / "crashes").exists()


def test_a_broken_pipe_that_is_not_our_output_is_still_a_crash_report(monkeypatch, capsys):
    def run(args):
        raise BrokenPipeError("a worker's pipe")

    monkeypatch.setattr(cli_main, "_reader_gone", lambda: False)
    monkeypatch.setattr("questboard.cli.cards.run", run)
    assert cli_main.main(["cards", "list"]) == 70
    assert "stopped on an unexpected error; the details are in" in capsys.readouterr().err
