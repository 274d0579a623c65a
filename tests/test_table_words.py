"""The window and text mode speak the table's words from `questboard.play`: no action is built
from a class name string, no class is recognised by its `__name__`, and the action, prompt
and event classes they name come from `questboard.play`, never from an engine's module."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import questboard
from questboard.play import vocabulary

PACKAGE = Path(questboard.__file__).parent
WORDS = {n for n in vocabulary.__all__ if isinstance(getattr(vocabulary, n), type)}
# Modules of the engines that define the table's words (their other names may be used).
WORD_MODULES = {"questboard.adventure.actions", "questboard.adventure.prompts",
                "questboard.adventure.events", "questboard.rules.actions", "questboard.rules.log",
                "questboard.combat.actions", "questboard.combat.events"}
# A debugging dump writes the scene's class name; it compares nothing.
NAME_ALLOWED = {"ui/state_dump.py"}


def _files() -> list[Path]:
    return sorted([*(PACKAGE / "ui").rglob("*.py"), *(PACKAGE / "cli").rglob("*.py")])


def _rel(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def problems(source: str, where: str) -> list[str]:
    """Each place in `source` that names a table word by a string or by `__name__`, or
    imports one from an engine's module."""
    out = []
    for node in ast.walk(ast.parse(source)):
        line = f"{where}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Attribute) and node.attr == "__name__" and where not in NAME_ALLOWED:
            out.append(f"{line}: a class recognised by its __name__")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr == "make" and node.args and isinstance(node.args[0], ast.Constant):
            out.append(f"{line}: an action made from the name {node.args[0].value!r}")
        elif isinstance(node, ast.Compare):
            for part in (node.left, *node.comparators):
                for c in ast.walk(part):
                    if isinstance(c, ast.Constant) and c.value in WORDS:
                        out.append(f"{line}: compares with the class name {c.value!r}")
        elif isinstance(node, ast.ImportFrom) and node.module in WORD_MODULES:
            named = [a.name for a in node.names if a.name in WORDS or a.name == "*"]
            if named:
                out.append(f"{line}: imports {', '.join(named)} from {node.module}, "
                           "not from questboard.play")
        elif isinstance(node, ast.ImportFrom) and node.module in {m.rpartition(".")[0] for m in WORD_MODULES}:
            named = [a.name for a in node.names
                     if f"{node.module}.{a.name}" in WORD_MODULES]
            if named:
                out.append(f"{line}: imports the module {node.module}.{named[0]}, "
                           "not the words from questboard.play")
    return out


@pytest.mark.parametrize("path", _files(), ids=_rel)
def test_the_window_and_text_mode_name_the_tables_words_from_play(path):
    assert problems(path.read_text(encoding="utf-8"), _rel(path)) == []


@pytest.mark.parametrize("bad", [
    'Offer.of(game).make("UseItem", hero, item)',
    'type(prompt).__name__ == "ChooseOption"',
    'kind = name\nif kind == "ChooseOption": pass',
    '"Move" in {t for t in kinds}',
    'from questboard.combat.actions import Move',
    'from questboard.combat import actions as A',
])
def test_the_check_finds_each_old_habit(bad):
    assert problems(bad, "ui/x.py")


def test_play_exports_every_word():
    import questboard.play as play

    for name in vocabulary.__all__:
        assert getattr(play, name) is getattr(vocabulary, name)


def test_the_windows_offer_takes_classes():
    from questboard.play import Choose, SellItem, new_game
    from questboard.ui.asking import Offer
    from tests.adventure.conftest import EXAMPLE

    game = new_game(EXAMPLE, ("karomin", "alondis"), 1)
    offer = Offer.of(game)
    assert Choose in offer and SellItem in offer
    index = game.prompt.options[0].index
    assert offer.make(Choose, index=index) == Choose(index)
    assert Offer(frozenset()).make(Choose, index=index) is None
    assert "Choose" not in offer
