"""Screens set up for a picture: the launcher, the table at a paragraph, the sheets, the
shop, the menu. Used by `questboard screenshot` (and the README's pictures)."""

from __future__ import annotations

from pathlib import Path

from questboard.play import BuyItem, FightAutomatically, GroupRoll, ModifyWindow, Shop, new_game
from questboard.ui.app import App
from questboard.ui.dialogs.calibration import calibrate
from questboard.ui.dialogs.menus import QuitDialog
from questboard.ui.dialogs.settings import SettingsDialog
from questboard.ui.launcher.continuing import ContinueDialog
from questboard.ui.table.controls import story
from questboard.ui.table.scene import Table
from questboard.ui.table_window.settings import TableSettings

SCENES = ("launcher", "table", "sheets", "shop", "menu", "check", "hand", "settings", "quit",
          "continue", "table-settings", "calibration", "table-view")


def next_control(table, prefer: tuple[str, ...] = ()):
    """The control a quick run-through would press: an option whose words contain one of
    `prefer`, else a fight fought out automatically, else the first option, else the first
    control that acts."""
    live = [c for _, c in table.buttons if c.do is not None]
    if not live:
        return None
    for word in prefer:
        for c in live:
            if word in c.text.lower():
                return c
    fought_out = [c for c in live if isinstance(c.do, FightAutomatically)]
    if fought_out:
        return fought_out[0]
    numbered = [c for c in live if c.key and c.key.isdigit()]
    if numbered:
        return numbered[0]
    primary = [c for c in live if c.primary]
    return primary[0] if primary else live[0]


def play_until(table, done, prefer: tuple[str, ...] = (), steps: int = 300) -> bool:
    """Press controls until `done(table)` or the story ends; whether `done` was reached."""
    for _ in range(steps):
        if done(table):
            return True
        if table.overlay is not None:
            table.close_overlay()
            continue
        c = next_control(table, prefer)
        if c is None:
            return done(table)
        table.do(c)
    return done(table)


def render(scene: str, out: Path, adventure: str = "the-harbor-treasure",
           heroes: tuple[str, ...] = ("karomin", "alondis"), size=(1920, 1080),
           paragraph: int | None = None, seed: int = 7) -> Path:
    """Render one scene to a PNG with the dummy video driver."""
    app = App(size=size, hidden=True)
    try:
        stage(app, scene, adventure, heroes, paragraph, seed)
        return app.screenshot(out)
    finally:
        app.close()


def stage(app, scene: str, adventure: str = "the-harbor-treasure", heroes: tuple[str, ...] = ("karomin", "alondis"),
          paragraph: int | None = None, seed: int = 7) -> None:
    """Set `app` up to show one scene as the picture shows it."""
    if scene == "continue":
        app.scene.open_overlay(ContinueDialog(app.scene))
    elif scene != "launcher":
        _table_scene(app, scene, adventure, heroes, paragraph, seed)
    for _ in range(2):
        app.frame(0.016)
    table = app.scene
    if getattr(table, "dice", None) is not None:
        table.dice.skip()


def _table_scene(app, scene, adventure, heroes, paragraph, seed) -> None:
    game = new_game(adventure, tuple(heroes), seed)
    table = Table(app, game)
    app.show(table)
    if paragraph is not None:
        play_until(table, lambda t: story(t.game).paragraph == paragraph)
    if scene in ("shop", "sheets"):
        play_until(table, lambda t: isinstance(t.game.prompt, Shop),
                   prefer=("merchant", "shop", "wares", "buy"))
    if scene == "sheets":
        for hero in story(game).sheets:  # a card more on every sheet, then a card's menu open
            for _, c in list(table.buttons):
                if isinstance(c.do, BuyItem) and c.do.hero == hero.id:
                    table.do(c)
                    break
        app.draw()  # lays the sheets out, so their cards have places
        if table.chips:
            table.open_card_menu(table.chips[0])
            table.mouse = table.chips[-1].rect.center
    if scene == "menu":
        table.open_menu()
    elif scene == "check":  # a check's modify window, an item offered that could change it
        play_until(table, lambda t: isinstance(t.game.prompt, ModifyWindow | GroupRoll),
                   prefer=("forest", "clearing", "tracks", "search", "climb"))
    elif scene == "hand":
        table.open_hand()
    elif scene == "settings":
        table.open_overlay(SettingsDialog(table))
    elif scene == "table-settings":
        app.toggle_table_window()
        table.open_overlay(TableSettings(table))
    elif scene == "calibration":
        calibrate(app)
    elif scene == "table-view":  # F2: what the table sees, in the main window
        app.toggle_public()
    elif scene == "quit":
        table.open_overlay(QuitDialog(table))
