"""README's pictures that `questboard screenshot` cannot stage, made by posted events as the
tests drive the window: the campaigns dialog after a won adventure and the table at the
campaign's second adventure, the campaigns dialog asking for a new campaign (a folder typed,
another Quest Master's profile), and adventure cards on the table window.

    python -m tests.ui.readme_pictures docs/screenshots

Each picture is played in a data folder of its own, so nothing of the user's is read or kept."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

SIZE = (1280, 720)


def _fresh_data() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="questboard-pictures-"))
    os.environ["QUESTBOARD_DATA"] = str(folder / "data")
    return folder


def campaigns(out: Path) -> list[Path]:
    """The shipped campaign after its first success, and the table at its second adventure."""
    from questboard.ui.app import App
    from tests.ui.helpers import click_button, frames
    from tests.ui.test_launcher_campaigns import _new_campaign, _play, _to_the_end

    _fresh_data()
    app = App(size=SIZE, hidden=True)
    try:
        frames(app)
        table = _play(app, _new_campaign(app), "The Drowned Captain's Map")
        _to_the_end(app, table)
        click_button(app, table.button("Back to the campaign"))
        dialog = app.scene.overlay
        frames(app)
        made = [app.screenshot(out / "campaigns.png")]
        _play(app, dialog, "The Silent Monastery")
        frames(app)
        return made + [app.screenshot(out / "campaign-table.png")]
    finally:
        app.close()


def new_campaign(out: Path) -> list[Path]:
    """New campaign…: a folder of two adventures typed and read, the other profile chosen."""
    from questboard.play import quest_master
    from questboard.ui.app import App
    from tests.cli.test_text_campaign import _two_adventures
    from tests.ui.helpers import click, click_button, frames, type_text
    from tests.ui.test_launcher_campaigns import _campaigns

    folder = _fresh_data()
    path = quest_master.profiles_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"current": "Ida", "profiles": {
        "Ida": {"adventures_run": 2, "games": []}, "Mara": {"adventures_run": 6, "games": []}}}), encoding="utf-8")
    pile = _two_adventures(folder).rename(folder / "first-evenings")
    here = Path.cwd()
    os.chdir(folder)  # the folder typed as a player would, by a short name
    app = App(size=SIZE, hidden=True)
    try:
        frames(app)
        dialog = _campaigns(app)
        click_button(app, dialog.new)
        click(app, dialog.folder_entry.rect.center)
        type_text(app, pile.name)
        click_button(app, dialog.read_folder)
        click_button(app, dialog.other_profile)
        frames(app)
        return [app.screenshot(out / "campaign-new.png")]
    finally:
        app.close()
        os.chdir(here)


def cards_on_the_table_window(out: Path) -> list[Path]:
    """A Hush over Krokk at the monastery yard: the Orcs seen in time at the gate and every hero
    over the wall unheard (marker 1), so the Surprise Attack card lies face up on the table
    window before the fight."""
    import pygame

    from questboard.adventure import prompts as P
    from questboard.play import Roll, new_game
    from questboard.ui.app import App
    from questboard.ui.table.scene import Table
    from tests.play.helpers import story_answer
    from tests.ui.helpers import frames

    _fresh_data()
    game = new_game("the-sleeping-city", ("karomin", "alondis", "cessair", "krzzzt"), 7)
    while not (isinstance(game.prompt, P.CombatRequest) and game.story.paragraph == 7):
        sure = isinstance(game.prompt, P.CheckToRoll) and game.story.paragraph in (3, 4)  # the gate, the wall
        action = Roll((9,) * len(game.prompt.heroes)) if sure else story_answer(game, pick=1)
        assert game.apply(action).ok, (game.story.paragraph, action)
    app = App(size=SIZE, hidden=True)
    try:
        app.show(Table(app, game))
        app.toggle_table_window()
        frames(app, 90)  # the heroes' miniatures glide to the monastery
        path = out / "table-window-cards.png"
        pygame.image.save(app.table_window.surface, str(path))
        return [path]
    finally:
        app.close()


def main(argv: list[str]) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(argv[0] if argv else "docs/screenshots").resolve()
    out.mkdir(parents=True, exist_ok=True)
    for make in (campaigns, new_campaign, cards_on_the_table_window):
        for path in make(out):
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
