"""Starting a game and resuming one: find the adventure and its maps, set out, or replay a
save and check that it gives the very game that was saved."""

from __future__ import annotations

from pathlib import Path

from questboard.adventure.files import find_adventure
from questboard.adventure.saves import SaveError
from questboard.adventure.state import Setup
from questboard.errors import QuestboardError
from questboard.play.fightcheck import refuse_fight_problems
from questboard.play.game import Game
from questboard.play.library import load_for_play
from questboard.play.saves import plain, read_save


def _open(name: str | Path):
    path = find_adventure(name)
    adventure, cards, maps = load_for_play(path)
    return path, adventure, cards, maps


def new_game(adventure: str | Path, heroes: tuple[str, ...], seed: int,
             options: tuple[tuple[str, object], ...] = (), autosave: Path | None = None,
             ask_leader: bool = False) -> Game:
    """Set out on an adventure (a file or a shipped id) with these heroes in seat order;
    `ask_leader`: a Charisma tie for the leader is put to the party (else seat order). An
    adventure that `validate` rejects is refused with validate's lines (R55)."""
    path, adv, cards, maps = _open(adventure)
    refuse_fight_problems(path)
    setup = Setup(adv.id, tuple(heroes), seed, options=tuple(options), ask_leader=ask_leader)
    return Game(adv, cards, setup, str(path), maps.load, autosave=autosave)


def load_game(path: Path, autosave: Path | None = None) -> Game:
    """Replay a save (or an autosave log); it must give the saved game exactly. The autosave,
    if asked for, is taken over only once the replay has succeeded."""
    path = Path(path)
    save = read_save(path)
    setup = save.setup.to_setup()
    try:
        _, adv, cards, maps = _open(save.adventure_file)
    except QuestboardError:
        _, adv, cards, maps = _open(setup.adventure)  # moved: the shipped one of that id
    if adv.id != setup.adventure:
        raise SaveError(f"{path}: the save is for adventure {setup.adventure!r}, "
                        f"but {save.adventure_file} holds {adv.id!r}")
    game = Game(adv, cards, setup, save.adventure_file, maps.load)
    try:
        game.replay(save.actions, where=f"{path}: ")
    except QuestboardError as error:
        raise SaveError(str(error)) from None
    if save.snapshot is not None:
        mine = game.snapshot() if save.version >= 3 else plain(game.story.snapshot())
        if mine != save.snapshot:
            raise SaveError(f"{path}: replaying the actions does not give the saved game "
                            "(the adventure or the rules changed since)")
    if autosave is not None:
        game.attach_autosave(autosave)
    return game
