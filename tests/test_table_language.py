"""The window and text mode's fight (cli/fight*.py) speak only `play`'s language: they read a game through its
views and send actions built from the classes `play` exports. This pins it by reading their
source: no `game.fight` / `game.state` / `game.story` reads, no class `__name__` compared, no
action built from a name string. A planted copy of each proves the checker sees it."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "questboard"
CHECKED = sorted([*(PACKAGE / "ui").rglob("*.py"), *(PACKAGE / "cli").glob("fight*.py")])
ENGINE_PARTS = {"fight", "state", "story"}  # a game's engines; the views are what to read
# The engines' packages: what the table needs of them comes through questboard.play.
ENGINE_PACKAGES = ("questboard.combat", "questboard.rules", "questboard.adventure", "questboard.content")
# A descriptive dump for the tests that drive the real window names the scene's class; it
# decides nothing by it.
NAME_ALLOWED = {"ui/state_dump.py"}


def _is_game(node: ast.expr) -> bool:
    return (isinstance(node, ast.Name) and node.id == "game") or (
        isinstance(node, ast.Attribute) and node.attr == "game")


def sites(source: str, where: str) -> list[str]:
    """Every place in `source` that reaches into an engine, compares a class name, or builds an
    action from a name string, as 'where:line what'."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in ENGINE_PARTS and _is_game(node.value):
            found.append((node.lineno, f"reads game.{node.attr}"))
        elif isinstance(node, ast.Attribute) and node.attr == "__name__" and where not in NAME_ALLOWED:
            found.append((node.lineno, "uses a class __name__"))
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str) and node.args[0].value[:1].isupper() \
                and isinstance(node.func, ast.Attribute) and node.func.attr == "make":
            found.append((node.lineno, f"builds {node.args[0].value} from its name"))
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) \
                and isinstance(node.value, ast.Name) and node.value.id.endswith("ACTIONS"):
            found.append((node.lineno, "looks an action up by name"))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(ENGINE_PACKAGES):
            found.append((node.lineno, f"imports {node.module}"))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, f"imports {a.name}") for a in node.names
                      if a.name.startswith(ENGINE_PACKAGES)]
    return [f"{where}:{line} {what}" for line, what in sorted(found)]


def all_sites() -> list[str]:
    out = []
    for path in CHECKED:
        out += sites(path.read_text(encoding="utf-8"), path.relative_to(PACKAGE).as_posix())
    return out


PLANTED = '''
def draw(self, game):
    pieces = game.fight.field.pieces
    hero = self.game.state.hero("karomin")
    at = self.app.game.story.paragraph
    if type(game.prompt).__name__ == "ChooseOption":
        pass
    action = offer.make("UseItem", "karomin", "potion")
    other = FIGHT_ACTIONS["Move"]
    fine = game.view(seat).fight.pieces
    from questboard.combat.fight import Fight
    import questboard.rules.state
    from questboard.play import UseItem
'''


def test_the_checker_sees_every_kind_of_reach_into_the_engines():
    found = sites(PLANTED, "ui/planted.py")
    assert [f.split(" ", 1)[1] for f in found] == [
        "reads game.fight", "reads game.state", "reads game.story", "uses a class __name__",
        "builds UseItem from its name", "looks an action up by name",
        "imports questboard.combat.fight", "imports questboard.rules.state"]


def test_the_window_and_text_modes_fight_speak_only_plays_language():
    found = all_sites()
    assert found == [], f"{len(found)} places reach past play:\n" + "\n".join(found)
