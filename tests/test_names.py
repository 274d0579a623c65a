"""One concept, one name: no public class name is defined in two sub-packages, so nobody
needs `import … as …` to tell two of them apart, and a name read anywhere means one thing.

A sub-package is the first folder under `questboard/`; the modules right in `questboard/`
count as one package of their own.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import questboard

PACKAGE = Path(questboard.__file__).parent

def package_of(path: Path, root: Path = PACKAGE) -> str:
    parts = path.relative_to(root).parts
    return parts[0] if len(parts) > 1 else "(top)"


def classes(root: Path = PACKAGE) -> dict[str, set[str]]:
    """Public top-level class names -> the sub-packages that define them."""
    where: dict[str, set[str]] = defaultdict(set)
    for path in sorted(root.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
                where[node.name].add(package_of(path, root))
    return where


def clashes(root: Path = PACKAGE) -> dict[str, list[str]]:
    return {name: sorted(packages) for name, packages in classes(root).items()
            if len(packages) > 1}


def test_no_public_class_name_is_defined_in_two_packages():
    found = clashes()
    assert found == {}, f"one name, two concepts (rename or merge): {found}"


def test_saves_are_written_by_one_function():
    modules = [p.relative_to(PACKAGE).as_posix() for p in sorted(PACKAGE.rglob("*.py"))
               if any(isinstance(n, ast.FunctionDef) and n.name == "write_save"
                      for n in ast.parse(p.read_text(encoding="utf-8")).body)]
    assert modules == ["play/saves.py"], modules


def test_a_class_defined_in_two_packages_is_found(tmp_path):
    for package in ("rules", "combat"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "things.py").write_text("class Heal:\n    pass\n")
    (tmp_path / "top.py").write_text("class _Private:\n    pass\n")
    (tmp_path / "rules" / "more.py").write_text("class _Private:\n    pass\n")
    assert clashes(tmp_path) == {"Heal": ["combat", "rules"]}
