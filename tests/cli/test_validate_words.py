"""`questboard validate` on a broken adventure: every mistake at once in the author's words,
exit code 1, no traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).parent.parent / "adventure" / "example_frozen.yaml"


def test_validate_says_three_mistakes_at_once_and_exits_1(tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8")
    for old, new in (("      difficulty: hard", "      difficulty: meduim"),
                     ("      on_defeat: 7\n", "      on_defeat: 99\n"),
                     ("      - tick: 2\n", "      - tick: 7\n")):
        text = text.replace(old, new, 1)
    path = tmp_path / "broken.yaml"
    path.write_text(text, encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "questboard", "validate", str(path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [
        "3 problems found:",
        f"  {path}:70: paragraph 2, task 2 (tick): marker 7 is not on the QM sheet "
        "(qm_sheet.markers has 1 and 2)",
        f"  {path}:127: paragraph 6, on_defeat: paragraph 99 does not exist (did you mean 9?)",
        f"  {path}:182: paragraph 11: difficulty must be easy, medium or hard, not 'meduim' "
        "(did you mean medium?)",
    ]


def test_validate_says_a_syntax_error_with_its_paragraph(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text(EXAMPLE.read_text(encoding="utf-8").replace(
        "      - place: merchant\n", "      - place: merchant\n       beside: [\n", 1), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "questboard", "validate", str(path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert f"{path}:43: paragraph 1: not valid YAML at column 8: " in result.stderr
