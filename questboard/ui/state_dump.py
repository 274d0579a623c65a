"""What the window shows, written as JSON for a test that drives the real program from outside
(xdotool under Xvfb): the scene and its dialog, the paragraph, the heroes, the actions so far
and where the live buttons are. Only when QUESTBOARD_STATE_DUMP names a file."""

from __future__ import annotations

import json
import os
from pathlib import Path

from pygame_gui.elements import UIButton

from questboard.play import Game
from questboard.play.seats import QUEST_MASTER
from questboard.ui.dialogs.fight_result import FightResultDialog
from questboard.ui.dialogs.menus import QuitDialog
from questboard.ui.launcher.continuing import ContinueDialog

VARIABLE = "QUESTBOARD_STATE_DUMP"
DUMPED_AS: dict[type, str] = {ContinueDialog: "Continue", QuitDialog: "Quit",
                              FightResultDialog: "FightResult"}
"""Dialogs renamed since the dump began keep the names a driver outside reads."""


def _kind(thing) -> str:
    return DUMPED_AS.get(type(thing), type(thing).__name__)


def state(app) -> dict:
    """The window's state as plain data."""
    scene = app.scene
    overlay = getattr(scene, "overlay", None)
    out: dict = {"scene": _kind(scene), "overlay": _kind(overlay) if overlay else None,
                 "buttons": [{"text": b.text, "at": list(b.rect.center), "enabled": b.is_enabled}
                             for b in app.manager.get_sprite_group().sprites()
                             if isinstance(b, UIButton) and b.alive() and b.visible],
                 "rows": [{"at": list(b.rect.center), "path": str(k.path), "auto": k.auto}
                          for b, k in getattr(overlay, "rows", {}).items() if hasattr(k, "path")],
                 "cards": [{"kind": kind, "id": str(getattr(v, "id", v)), "at": list(r.center)}
                           for r, kind, v in getattr(scene, "hits", ())]}
    game = getattr(scene, "game", None)
    client = getattr(scene, "client", None)
    if client is not None:  # a seat joined to a host: what its view says
        stamp, view = client.current()
        out.update(seat=client.seat, connected=client.connected, stamp=stamp,
                   paragraph=None if view is None else view.story.paragraph,
                   fight=None if view is None else view.fight is not None)
    elif isinstance(game, Game):
        out.update(adventure=game.adventure.id, paragraph=game.paragraph_view().number,
                   actions=len(game.actions), snapshot=game.snapshot(),
                   heroes=[{"id": h.id, "vitality": h.vitality, "gold": h.gold, "items": [i.id for i in h.items]}
                           for h in game.view(QUEST_MASTER).story.sheets])
    return out


class StateDump:
    """Writes the state when it changed since the last frame (whole file, then renamed)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.last = ""

    @classmethod
    def from_environment(cls) -> StateDump | None:
        where = os.environ.get(VARIABLE)
        return cls(Path(where)) if where else None

    def write(self, app) -> None:
        text = json.dumps(state(app), default=str)
        if text == self.last:
            return
        self.last = text
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(self.path)
