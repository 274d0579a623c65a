"""`questboard cards`: a table of the box's cards, and a check that reports problems."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from questboard.cli.main import main
from questboard.resources import cards_dir

BAD = Path(__file__).parent.parent / "content" / "bad_cards"


@pytest.fixture
def broken_folder(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    shutil.copy(BAD / "unknown_key" / "equipment.yaml", folder / "equipment.yaml")
    shutil.copy(BAD / "unknown_innate_gift" / "heroes.yaml", folder / "heroes.yaml")
    return folder


def test_check_counts_every_card_of_the_box_with_copies(capsys):
    assert main(["cards", "check"]) == 0
    assert capsys.readouterr().out.strip() == "106 cards OK"


def test_check_counts_only_the_kind_asked_for(capsys):
    assert main(["cards", "check", "--kind", "equipment"]) == 0
    assert capsys.readouterr().out.strip() == "20 cards OK"


def test_list_prints_a_table_of_the_kind_asked_for(capsys):
    assert main(["cards", "list", "--kind", "heroes"]) == 0
    out = capsys.readouterr().out
    assert "Karomin" in out and "Kr'Zzzt" in out and "Fireball" not in out


def test_list_is_the_default_action(capsys):
    assert main(["cards", "--kind", "bad_guys"]) == 0
    assert "Garthelm" in capsys.readouterr().out


def test_check_of_a_broken_folder_lists_every_problem_and_exits_1(broken_folder, capsys):
    assert main(["cards", "check", "--folder", str(broken_folder)]) == 1
    err = capsys.readouterr().err
    assert "2 problems found" in err
    assert "equipment.yaml:6: rusty-dagger: unknown key 'sharpness'" in err
    assert "heroes.yaml:6: karomin: innate_gift: no gift with id 'eagle-eye'" in err


def test_check_of_a_broken_folder_exits_1_without_a_traceback(broken_folder):
    result = subprocess.run([sys.executable, "-m", "questboard", "cards", "check",
                             "--folder", str(broken_folder)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr + result.stdout
    assert "unknown key" in result.stderr


def test_check_of_bad_yaml_exits_1_without_a_traceback(tmp_path):
    folder = tmp_path / "cards"
    shutil.copytree(cards_dir(), folder)
    shutil.copy(BAD / "bad_yaml" / "events.yaml", folder / "events.yaml")
    result = subprocess.run([sys.executable, "-m", "questboard", "cards", "check",
                             "--folder", str(folder)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "events.yaml:6: not valid YAML" in result.stderr


def test_an_unknown_kind_is_a_usage_error():
    with pytest.raises(SystemExit) as caught:
        main(["cards", "list", "--kind", "dragons"])
    assert caught.value.code == 2


def test_the_command_module_imports_only_argparse_at_the_top():
    code = ("import sys; import questboard.cli.cards; "
            "print(any(m.startswith(('rich', 'pydantic', 'yaml', 'questboard.content')) "
            "for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False"
