"""The layers of DESIGN.md: each sub-package imports only what the arrows allow.

    cli ──► play and everything below      ui ──► play, net, content, battlefield (to draw shapes only)
    net ──► play (the host and the seats on other machines)
    play ──► adventure, combat, battlefield, rules, content
    combat ──► battlefield ──► (pymunk)    combat ──► rules, content
    adventure ──► rules, content           content ──► rules

Every import counts: at the top or inside a function, relative (`from ..x import y`), and
through `importlib.import_module("…")` or `__import__("…")` with a literal name. A computed
name cannot be checked, so below `cli` it is refused.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import questboard

PACKAGE = Path(questboard.__file__).parent
SHARED = {"errors", "words", "resources", "yamlfile", "schema_words", "schema_shapes", "__init__",
          "__main__"}
ALLOWED: dict[str, set[str] | None] = {
    "rules": {"rules"},
    "content": {"content", "rules"},
    "adventure": {"adventure", "rules", "content"},
    "battlefield": {"battlefield"},
    "combat": {"combat", "battlefield", "rules", "content"},
    "play": {"play", "adventure", "combat", "battlefield", "rules", "content"},
    "net": {"net", "play"},
    "ui": {"ui", "play", "net", "content", "battlefield"},
    "cli": None,  # the command line may import everything
}
THIRD_PARTY_BANNED = {
    "rules": {"pygame", "pygame_gui", "pymunk", "yaml"},
    "content": {"pygame", "pygame_gui", "pymunk"},
    "adventure": {"pygame", "pygame_gui", "pymunk"},
    "battlefield": {"pygame", "pygame_gui"},
    "combat": {"pygame", "pygame_gui", "pymunk"},
    "play": {"pygame", "pygame_gui"},
    "net": {"pygame", "pygame_gui", "pymunk"},
}
COMPUTED = "<computed>"


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _resolve(name: str, level: int, package: str) -> str:
    """`from ..x import y` in package a.b.c: level 2 -> a.b.x."""
    if level == 0:
        return name
    parts = package.split(".")
    base = parts[: len(parts) - (level - 1)] if level - 1 < len(parts) else []
    return ".".join(base + ([name] if name else []))


def imports(source: str, module: str, is_package: bool = False) -> set[str]:
    """Every module name `source` (the text of module `module`) imports."""
    package = module if is_package else module.rpartition(".")[0]
    tree = ast.parse(source)
    importlib_names = {"importlib"}  # names bound to the importlib module
    import_module_names = set()  # names bound to importlib.import_module
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            importlib_names |= {a.asname for a in node.names if a.name == "importlib" and a.asname}
        elif isinstance(node, ast.ImportFrom) and node.module == "importlib" and node.level == 0:
            import_module_names |= {a.asname or a.name for a in node.names
                                    if a.name == "import_module"}
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(node.module or "", node.level, package)
            if base:
                names.add(base)
            names |= {f"{base}.{a.name}" if base else a.name for a in node.names if a.name != "*"}
        elif isinstance(node, ast.Call):
            f = node.func
            by_importlib = (
                (isinstance(f, ast.Attribute) and f.attr == "import_module"
                 and isinstance(f.value, ast.Name) and f.value.id in importlib_names)
                or (isinstance(f, ast.Name) and f.id in import_module_names)
            )
            by_builtin = (isinstance(f, ast.Name) and f.id == "__import__") or (
                isinstance(f, ast.Attribute) and f.attr == "__import__")
            if not (by_importlib or by_builtin):
                continue
            name = _literal(node.args[0]) if node.args else None
            if name is None:
                names.add(COMPUTED)
            elif by_importlib and name.startswith("."):
                level = len(name) - len(name.lstrip("."))
                anchor = node.args[1] if len(node.args) > 1 else next(
                    (k.value for k in node.keywords if k.arg == "package"), None)
                if isinstance(anchor, ast.Name) and anchor.id in ("__package__", "__name__"):
                    base = package if anchor.id == "__package__" else module
                else:
                    base = _literal(anchor)
                names.add(_resolve(name[level:], level, base) if base else COMPUTED)
            else:
                names.add(name)
    return names


def violations(layer: str, source: str, module: str, is_package: bool = False) -> list[str]:
    """What module `module` of `layer` imports against the arrows and the third-party bans."""
    allowed = ALLOWED[layer]
    wrong = []
    for name in sorted(imports(source, module, is_package)):
        parts = name.split(".")
        if name == COMPUTED:
            if allowed is not None:
                wrong.append(f"{module} imports a computed name the layers cannot check")
            continue
        if parts[0] == "questboard" and len(parts) > 1 and allowed is not None:
            if parts[1] not in allowed and parts[1] not in SHARED:
                wrong.append(f"{module} imports {name}")
        if parts[0] in THIRD_PARTY_BANNED.get(layer, ()):
            wrong.append(f"{module} imports {name}")
    return wrong


def _module_of(path: Path) -> tuple[str, bool]:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts), rel.name == "__init__"


def _layer_violations(layer: str) -> list[str]:
    wrong = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        module, is_package = _module_of(path)
        wrong += violations(layer, path.read_text(encoding="utf-8"), module, is_package)
    return wrong


def test_every_sub_package_is_a_known_layer():
    found = {p.name for p in PACKAGE.iterdir()
             if p.is_dir() and not p.name.startswith(("_", ".")) and any(p.glob("*.py"))}
    assert found <= set(ALLOWED), f"not in the layer table: {sorted(found - set(ALLOWED))}"


@pytest.mark.parametrize("layer", [layer for layer in ALLOWED if layer != "ui"])
def test_every_layer_imports_only_what_its_arrows_allow(layer):
    wrong = _layer_violations(layer)
    assert not wrong, "\n".join(wrong)


def test_ui_imports_only_play_content_and_battlefield():
    wrong = _layer_violations("ui")
    assert not wrong, "\n".join(wrong)


def test_the_shared_modules_import_no_layer():
    wrong = []
    for name in ("errors", "resources", "yamlfile"):
        path = PACKAGE / f"{name}.py"
        found = imports(path.read_text(encoding="utf-8"), f"questboard.{name}")
        wrong += [f"{name} imports {n}" for n in found
                  if n.startswith("questboard.") and n.split(".")[1] not in SHARED]
    assert not wrong, "\n".join(wrong)


PLANTED = """
import importlib
import importlib as il
from importlib import import_module as load


def late():
    from questboard.battlefield import validate
    import pymunk
    importlib.import_module("questboard.combat.fight")
    il.import_module(".sight", "questboard.battlefield")
    load("questboard.ui.drawing.referee")
    __import__("questboard.play.library", fromlist=["x"])
    importlib.import_module(name_from_somewhere)
    from ..cli import main
    from .. import battlefield
    from . import runner
"""


def test_the_checker_sees_every_kind_of_import():
    found = imports(PLANTED, "questboard.adventure.planted")
    assert {"questboard.battlefield.validate", "pymunk", "questboard.combat.fight",
            "questboard.ui.drawing.referee", "questboard.play.library", COMPUTED,
            "questboard.cli.main", "questboard.battlefield", "questboard.adventure.runner",
            "questboard.battlefield.sight"} <= found
    wrong = violations("adventure", PLANTED, "questboard.adventure.planted")
    for name in ("questboard.battlefield.validate", "pymunk", "questboard.combat.fight",
                 "questboard.ui.drawing.referee", "questboard.play.library", "questboard.cli.main",
                 "a computed name"):
        assert any(name in w for w in wrong), name
    assert not any("adventure.runner" in w for w in wrong)


def test_a_planted_importlib_import_is_caught():
    source = 'import importlib\n\ndef f():\n    return importlib.import_module("questboard.battlefield.validate")\n'
    assert violations("adventure", source, "questboard.adventure.files") == [
        "questboard.adventure.files imports questboard.battlefield.validate"]
    assert violations("play", source, "questboard.play.library") == []
    assert violations("cli", source, "questboard.cli.validate") == []


def test_relative_imports_resolve_from_modules_and_packages():
    assert imports('import importlib\nimportlib.import_module("..combat", __package__)',
                   "questboard.adventure.files") == {"importlib", "questboard.combat"}
    assert imports("from ..battlefield import load_map", "questboard.adventure.files") >= {
        "questboard.battlefield", "questboard.battlefield.load_map"}
    assert imports("from .files import x", "questboard.adventure", is_package=True) >= {
        "questboard.adventure.files"}
    assert violations("ui", "from ...combat import fight", "questboard.ui.drawing.referee") == [
        "questboard.ui.drawing.referee imports questboard.combat",
        "questboard.ui.drawing.referee imports questboard.combat.fight"]


def test_importing_rules_and_content_loads_neither_pygame_nor_pymunk():
    code = ("import sys, questboard.rules.engine, questboard.rules.settle, questboard.content;"
            "bad = [m for m in ('pygame', 'pymunk') if m in sys.modules];"
            "print(','.join(bad)); raise SystemExit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, f"imported: {result.stdout} {result.stderr}"


def test_importing_every_adventure_module_loads_no_battlefield_pygame_or_pymunk():
    modules = sorted(f"questboard.adventure.{p.stem}" for p in (PACKAGE / "adventure").glob("*.py"))
    code = (f"import importlib, sys; [importlib.import_module(m) for m in {modules!r}];"
            "bad = [m for m in ('pygame', 'pymunk', 'questboard.battlefield') if m in sys.modules];"
            "print(','.join(bad)); raise SystemExit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, f"imported: {result.stdout} {result.stderr}"
