"""How `questboard text` begins: a new game with its autosave, a save resumed (an autosave
beside it that is further along, damaged or another game's is asked about or set aside,
never written over), or an autosave picked from the data folder."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from questboard.cli.shown import shown
from questboard.errors import QuestboardError
from questboard.play import load_game, new_game
from questboard.play.folders import (
    AUTOSAVE_SUFFIX,
    autosave_dir,
    autosaves,
    new_autosave_path,
    set_aside,
)
from questboard.play.saves import beside, read_save


def _autosave_for(save: Path | None, adventure_id: str) -> Path:
    if save is not None:
        return save.with_name(save.name + AUTOSAVE_SUFFIX)
    return new_autosave_path(adventure_id)


def new(console, args: argparse.Namespace):
    """A new game as the command line asks, kept in a fresh autosave (or said why not)."""
    if not args.adventure or not args.heroes:
        raise QuestboardError("give an ADVENTURE and --heroes (or --load a save, or --resume)")
    heroes = tuple(h.strip().lower() for h in args.heroes.split(",") if h.strip())
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    veterans = ()
    if getattr(args, "veterans", False):
        from questboard.play.roster import veterans_for

        veterans = veterans_for(heroes)
        if not veterans:
            console.print("[yellow]None of these heroes is in the roster: they set out new.[/]")
    from questboard.play.quest_master import current, rank_words

    name, run = current(getattr(args, "quest_master", None))
    console.print(f"[dim]{shown(rank_words(name, run))}[/]")
    game = new_game(args.adventure, heroes, seed, _options(args), ask_leader=not args.script, veterans=veterans,
                    adventures_run=run, catch_up=getattr(args, "catch_up", False), heirs=_heirs(args, heroes),
                    own_toughness=getattr(args, "own_toughness", False))
    if getattr(args, "heirs_adventure", game.adventure.id) != game.adventure.id:
        raise QuestboardError(f"{args.heirs_of} is a game of {args.heirs_adventure!r}: a heroic death begins "
                              "that very adventure anew")
    if args.script:
        _tie_unasked(console, game)
    try:
        autosave = _autosave_for(args.save, game.adventure.id)
        aside = set_aside(autosave) if args.save is not None else None  # a new name is its own
        if aside is not None:
            console.print(f"[yellow]An older game's autosave was kept as {shown(aside)}.[/]")
    except (OSError, QuestboardError) as error:
        _no_autosave(console, error)
        return game
    _attach(console, game, autosave)
    return game


def _tie_unasked(console, game) -> None:
    """A script is not asked who leads on a Charisma tie (R45): the first seat of the tied."""
    from questboard.play.seats import QUEST_MASTER

    story = game.view(QUEST_MASTER).story
    best = max(s.value("charisma") for s in story.sheets)
    tied = [s for s in story.sheets if s.value("charisma") == best]
    if len(tied) > 1:
        console.print(f"[dim](who leads, not asked in a script: {shown(story.leader_sheet.name)} leads)[/]")


def _attach(console, game, autosave: Path) -> None:
    """Keep the game in this autosave; if that cannot be written, say so and play on."""
    try:
        game.attach_autosave(autosave)
    except QuestboardError as error:
        _no_autosave(console, error)


def _no_autosave(console, error: Exception) -> None:
    why = str(error) if not isinstance(error, OSError) else \
        f"{error.filename}: {error.strerror or error}"
    console.print(f"[yellow]No autosave: {shown(why)}; play goes on ('save FILE' keeps "
                  "the game).[/]")


def load(console, args: argparse.Namespace):
    """The save `--load` names, resumed; the autosave beside it asked about or set aside."""
    path = args.load
    autosave = args.save.with_name(args.save.name + AUTOSAVE_SUFFIX) if args.save else (
        path if path.name.endswith(AUTOSAVE_SUFFIX) else path.with_name(path.name + AUTOSAVE_SUFFIX))
    kept = None
    if autosave != path:
        found = beside(read_save(path), autosave)
        if found.kind == "ahead" and _ask(console, args, f"{found.why} than {path}. "
                                                         "Resume the autosave instead?"):
            path = autosave
        elif found.keep:
            kept = (found.why, autosave)
    game = load_game(path)  # the autosave is set aside and taken over only once this replays
    if kept is not None:
        try:
            aside = set_aside(kept[1])
        except OSError as error:  # it cannot be moved: then it is not written over either
            _no_autosave(console, error)
            return game
        if aside is not None:
            console.print(f"[yellow]{shown(kept[0])}: it is kept as {shown(str(aside))}.[/]")
    _attach(console, game, autosave)
    console.print(f"[bold]Resumed[/] {shown(str(path))} after {len(game.actions)} actions.")
    return game


def _ask(console, args: argparse.Namespace, question: str) -> bool:
    """A yes/no question at the terminal; a script is never asked (the answer is no), nor is
    input that has ended (no)."""
    if args.script:
        console.print(f"{shown(question)} [dim](not asked in a script: no)[/]")
        return False
    try:
        return console.input(f"{shown(question)} [y/n] ").strip().lower().startswith("y")
    except EOFError:
        console.print("[dim](input ended: no)[/]")
        return False


def pick_autosave(console, which: str) -> Path | None:
    found = autosaves()
    if not found:
        console.print(f"No autosaves in {shown(autosave_dir())}.")
        return None
    if which == "":
        console.print(f"Autosaves in {shown(autosave_dir())} (newest first):")
        for i, path in enumerate(found, start=1):
            ended = _ended(path)
            note = f" (finished: {ended}; resuming it shows the ending)" if ended else ""
            console.print(f"  {i}. {shown(path.name)}{shown(note)}")
        console.print("Resume one with 'questboard text --resume N'.")
        return None
    if not which.isdecimal() or not 1 <= int(which) <= len(found):
        raise QuestboardError(f"--resume takes a number from 1 to {len(found)} (see 'questboard text --resume')")
    return found[int(which) - 1]


def _ended(path: Path) -> str | None:
    """The outcome an autosave's head tells once its game is over (R47)."""
    import json

    try:
        with open(path, encoding="utf-8") as f:
            ended = json.loads(f.readline()).get("ended")
    except (OSError, ValueError, AttributeError):
        return None
    return str(ended) if ended is not None else None


def _options(args: argparse.Namespace) -> tuple[tuple[str, object], ...]:
    """The advanced rules chosen on the command line, as the setup records them."""
    chosen = {"lone_heroes": args.lone_heroes, "powerful_group": args.powerful_group,
              "charge_of_the_hordes": args.hordes, "uncertain_circumstances": args.uncertain,
              "creative_gifts": args.creative_gifts, "uncertain_checks": args.uncertain_checks,
              "shopping_between": getattr(args, "shopping", False)}
    return tuple((k, v) for k, v in chosen.items() if v)


__all__ = ["load", "new", "pick_autosave"]


def _heirs(args: argparse.Namespace, heroes: tuple[str, ...]) -> tuple:
    """Heroic death (`--heirs-of SAVE`): the new heroes with the fallen ones' Quest Items."""
    if getattr(args, "heirs_of", None) is None:
        return ()
    from questboard.play.heroic_death import fallen, heirs

    lost = load_game(args.heirs_of)
    items = fallen(lost)
    if items is None:
        raise QuestboardError(f"{args.heirs_of}: its adventure did not end with every hero fallen in a fight")
    args.heirs_adventure = lost.adventure.id  # checked once the new game is set up
    return heirs(items, heroes)
