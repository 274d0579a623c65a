"""A play session: the runner plus its action log, saves, autosave and replay."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from questboard.adventure import runner
from questboard.adventure.actions import decode, encode
from questboard.adventure.model import Adventure
from questboard.adventure.saves import Autosave, SaveError, plain, read_save, write_save
from questboard.adventure.state import RunnerState, Setup
from questboard.errors import QuestboardError
from questboard.rules.cards import CardSet


class Session:
    """Plays one adventure; every committed action is logged (and autosaved if asked)."""

    def __init__(self, adventure: Adventure, cards: CardSet, setup: Setup,
                 adventure_file: str, autosave: Path | None = None) -> None:
        self.adventure_file = adventure_file
        self.setup = setup
        self.state, self.last = runner.start(adventure, cards, setup)
        self.actions: list[dict[str, Any]] = []
        self.autosave = Autosave(autosave, setup, adventure_file) if autosave else None

    @property
    def prompt(self):
        return self.state.waiting

    def apply(self, action: object) -> runner.Result:
        result = runner.apply(self.state, action)
        if result.ok:
            data = encode(action)
            self.actions.append(data)
            if self.autosave is not None:
                self.autosave.append(data)
            self.last = result
        return result

    def save(self, path: Path) -> None:
        write_save(Path(path), self.setup, self.adventure_file, self.actions,
                   plain(self.state.snapshot()))

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> Session:
        """Replay a save; the result must match its snapshot exactly."""
        from questboard.adventure.files import find_adventure, load_for_play

        save = read_save(Path(path))
        setup = save.setup.to_setup()
        try:
            where = find_adventure(save.adventure_file)
        except QuestboardError:
            where = find_adventure(setup.adventure)  # moved: the shipped one of that id
        adventure, cards = load_for_play(where)
        if adventure.id != setup.adventure:
            raise SaveError(f"{path}: the save is for adventure {setup.adventure!r}, "
                            f"but {save.adventure_file} holds {adventure.id!r}")
        session = cls(adventure, cards, setup, save.adventure_file, autosave)
        for i, data in enumerate(save.actions, start=1):
            try:
                action = decode(data)
            except ValueError as error:
                raise SaveError(f"{path}: action {i} is damaged: {error}") from None
            result = session.apply(action)
            if not result.ok:
                raise SaveError(f"{path}: action {i} does not replay ({result.reason}); "
                                "the save belongs to another version of the adventure")
        if save.snapshot is not None and plain(session.state.snapshot()) != save.snapshot:
            raise SaveError(f"{path}: replaying the actions does not give the saved game "
                            "(the adventure or the rules changed since)")
        return session

    def close(self) -> None:
        if self.autosave is not None:
            self.autosave.close()


def snapshot(state: RunnerState) -> dict[str, Any]:
    return plain(state.snapshot())
