"""The layers of DESIGN.md: each sub-package imports only what the arrows allow."""

import ast
import subprocess
import sys
from pathlib import Path

import questboard

PACKAGE = Path(questboard.__file__).parent
SHARED = {"errors", "resources", "yamlfile", "__init__", "__main__"}
ALLOWED = {
    "rules": {"rules"},
    "content": {"content", "rules"},
    "adventure": {"adventure", "rules", "content", "battlefield"},
    "battlefield": {"battlefield"},
    "combat": {"combat", "battlefield", "rules", "content"},
    "ui": {"ui", "combat", "battlefield", "adventure", "rules", "content"},
    "cli": None,  # the command line may import everything
}
THIRD_PARTY_BANNED = {
    "rules": {"pygame", "pygame_gui", "pymunk", "yaml"},
    "content": {"pygame", "pygame_gui", "pymunk"},
    "adventure": {"pygame", "pygame_gui"},
    "battlefield": {"pygame", "pygame_gui"},
    "combat": {"pygame", "pygame_gui", "pymunk"},
}


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_every_layer_imports_only_what_its_arrows_allow():
    wrong = []
    for layer, allowed in ALLOWED.items():
        for path in (PACKAGE / layer).rglob("*.py"):
            for name in _imports(path):
                parts = name.split(".")
                if parts[0] == "questboard" and len(parts) > 1 and allowed is not None:
                    if parts[1] not in allowed and parts[1] not in SHARED:
                        wrong.append(f"{path.relative_to(PACKAGE)} imports {name}")
                if parts[0] in THIRD_PARTY_BANNED.get(layer, ()):
                    wrong.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert not wrong, "\n".join(wrong)


def test_importing_rules_and_content_loads_neither_pygame_nor_pymunk():
    code = ("import sys, questboard.rules.engine, questboard.rules.settle, questboard.content;"
            "bad = [m for m in ('pygame', 'pymunk') if m in sys.modules];"
            "print(','.join(bad)); raise SystemExit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, f"imported: {result.stdout} {result.stderr}"
