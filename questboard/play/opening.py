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


def _open(name: str | Path, pinned: tuple[tuple[str, str], ...] = ()):
    # Kept absolute: a save or autosave is resumed from wherever the program starts next.
    path = find_adventure(name).absolute()
    adventure, cards, maps = load_for_play(path, pinned)
    return path, adventure, cards, maps


def about(adventure, maps) -> dict:
    """What a save keeps beside the adventure's file so a list can name the game and a game
    resumed elsewhere finds its maps: the title, and the file of each map its fights use."""
    used = {p.next.combat.map for p in adventure.paragraphs.values()
            if getattr(getattr(p.next, "combat", None), "map", None)}
    return {"title": adventure.title,
            "map_files": {m: str(maps.path(m).absolute()) for m in sorted(used)}}


def _made(adventure, cards, setup: Setup, path, maps, autosave: Path | None = None) -> Game:
    game = Game(adventure, cards, setup, str(path), maps.load)
    game.about = about(adventure, maps)
    if autosave is not None:
        game.attach_autosave(autosave)
    return game


def new_game(adventure: str | Path, heroes: tuple[str, ...], seed: int,
             options: tuple[tuple[str, object], ...] = (), autosave: Path | None = None,
             ask_leader: bool = False, veterans: tuple = (), adventures_run: int = 0,
             catch_up: bool = False, heirs: tuple = (), own_toughness: bool = False) -> Game:
    """Set out on an adventure (a file or a shipped id) with these heroes in seat order;
    `ask_leader`: a Charisma tie for the leader is put to the party (else seat order);
    `veterans` (`rules.veterans.Veteran`): heroes who set out as written down after their last
    adventure, their improvements giving the toughness bonus; `adventures_run`: by the Quest
    Master, his rank's events (`play.quest_master`); `catch_up`: new heroes beside veterans
    raise as many attributes first (R75); `heirs`: new heroes taking up fallen ones' Quest Items
    ((hero, items), …, R76); `own_toughness`: new heroes beside veterans have a toughness bonus
    of their own instead, on their checks only (R81). An adventure that `validate`
    rejects is refused with validate's lines (R55)."""
    if catch_up and own_toughness:
        raise QuestboardError("new heroes beside veterans either catch up or have a toughness bonus of "
                              "their own, not both: choose one of the two")
    path, adv, cards, maps = _open(adventure)
    refuse_fight_problems(path)
    mine = tuple([v for v in veterans if v.hero in heroes])
    setup = Setup(adv.id, tuple(heroes), seed, adventures_run=adventures_run, options=tuple(options),
                  ask_leader=ask_leader,
                  improvements=tuple([(v.hero, v.improvements) for v in mine]), veterans=mine,
                  catch_up=catch_up and bool(mine), own_toughness=own_toughness and bool(mine), heirs=tuple([(h, tuple(i)) for h, i in heirs if h in heroes]))
    return _made(adv, cards, setup, path, maps, autosave)


def load_game(path: Path, autosave: Path | None = None) -> Game:
    """Replay a save (or an autosave log); it must give the saved game exactly. The autosave,
    if asked for, is taken over only once the replay has succeeded."""
    path = Path(path)
    save = read_save(path)
    setup = save.setup.to_setup()
    where, adv, cards, maps = _adventure_of(path, save)
    if adv.id != setup.adventure:
        raise SaveError(f"{path}: the save is for adventure {setup.adventure!r}, "
                        f"but {save.adventure_file} holds {adv.id!r}")
    game = _made(adv, cards, setup, where, maps)
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


def _adventure_of(path: Path, save):
    """The saved game's adventure: its file where the save says (with the map files it used);
    else the shipped adventure of its id; else one line saying that the file is gone."""
    if Path(save.adventure_file).is_file():
        return _open(save.adventure_file, tuple(sorted((save.map_files or {}).items())))
    try:
        return _open(save.setup.adventure)  # a shipped adventure, moved with the program
    except QuestboardError:
        raise SaveError(f"{path}: its adventure file {save.adventure_file} is not there any more "
                        "(moved or deleted?): put it back there to continue this game") from None
