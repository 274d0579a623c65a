"""Small modules and short functions: no file of questboard over 400 lines, no function over
60 (issue 17's layout). A planted long function proves the measure sees one."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "questboard"
MAX_LINES, MAX_FUNCTION = 400, 60


def long_functions(source: str, where: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = node.end_lineno - node.lineno + 1
            if length > MAX_FUNCTION:
                out.append(f"{where}:{node.lineno} {node.name} ({length} lines)")
    return out


def test_the_measure_sees_a_long_function():
    planted = "def long():\n" + "    x = 1\n" * 70
    assert long_functions(planted, "planted.py") == ["planted.py:1 long (71 lines)"]


def test_no_module_is_longer_than_400_lines():
    long = [f"{p.relative_to(PACKAGE)} ({n})" for p in sorted(PACKAGE.rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES]
    assert long == [], long


def test_no_function_is_longer_than_60_lines():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += long_functions(path.read_text(encoding="utf-8"), path.relative_to(PACKAGE).as_posix())
    assert found == [], found
