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


def test_a_command_loads_only_its_own_module():
    """`questboard validate` configures its own parser only: the text mode's and the other
    commands' modules are not imported for it (they cost more than the check itself)."""
    code = ("import sys; from questboard.cli.main import main; from questboard.resources import maps_dir; "
            "rc = main(['validate', str(maps_dir() / 'forest-clearing.yaml')]); "
            "print(rc, sorted(m for m in sys.modules if m.startswith('questboard.cli.')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    rc, loaded = result.stdout.strip().splitlines()[-1].split(" ", 1)
    assert rc == "0" and "questboard.cli.validate" in loaded
    assert "questboard.cli.text" not in loaded and "questboard.cli.rehearse" not in loaded
