"""The command line's frame: version, help, and one-line errors with exit code 2."""

import subprocess
import sys

import pytest

from questboard import __version__
from questboard.cli.main import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "questboard", *args], capture_output=True, text=True)


def test_version_prints_the_package_version(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"questboard {__version__}"


def test_help_lists_the_commands():
    result = run("--help")
    assert result.returncode == 0
    assert "bench" in result.stdout


def test_an_unknown_command_is_one_line_and_exit_code_2():
    result = run("frobnicate")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "invalid choice: 'frobnicate'" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_argument_to_a_command_is_one_line_and_exit_code_2():
    result = run("bench", "nothing-such")
    assert result.returncode == 2 and result.stderr.count("\n") == 1
