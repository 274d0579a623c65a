"""The roster of epic heroes in the user's data folder: each hero as written down after the
last adventure he braved (`rules.veterans.Veteran`), to set out with next time instead of the
starting cards. Kept at a successful ending (the rulebook's condition) and, when the players
choose, after a failed one. A roster that cannot be read is set aside under a new name and
said so, never overwritten."""

from __future__ import annotations

import json
import time
from dataclasses import asdict, replace
from pathlib import Path

from questboard.adventure.saves import replace_whole
from questboard.errors import QuestboardError
from questboard.play.folders import data_dir
from questboard.rules.toughness import toughness
from questboard.rules.veterans import Veteran, from_data

VERSION = 1


class RosterError(QuestboardError):
    """A roster file that cannot be read: the message names it and what is wrong."""


def roster_path() -> Path:
    return data_dir() / "roster.json"


def read_roster(path: Path | None = None) -> dict[str, Veteran]:
    """Hero id -> veteran; empty when there is no roster yet. RosterError when it cannot be read."""
    path = Path(path) if path is not None else roster_path()
    try:
        if not path.is_file():  # none yet, or a data folder that cannot hold one
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
        heroes = [from_data(v) for v in data["heroes"]]
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as error:
        raise RosterError(f"{path}: the roster cannot be read ({error})") from None
    return {v.hero: v for v in heroes}


def game_key(game) -> str:
    """What names one game among the adventures a hero braved: the adventure and its seed."""
    return f"{game.adventure.id}#{game.setup.seed}"


def keep_heroes(game, path: Path | None = None) -> tuple[Path, str]:
    """Write the game's heroes into the roster as they stand now (others already in it stay);
    the same game kept twice counts its adventure once. Returns the file and a sentence."""
    path = Path(path) if path is not None else roster_path()
    aside = ""
    try:
        roster = read_roster(path)
    except RosterError:
        moved = path.with_name(f"roster-unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json")
        path.replace(moved)
        roster, aside = {}, f" (the old roster could not be read: set aside as {moved})"
    key = game_key(game)
    for hero in game.state.heroes:
        before = roster.get(hero.id)
        again = before is not None and before.game == key
        v = Veteran.written_down(hero, game.adventure.id, before if not again else replace(
            before, adventures=before.adventures[:-1]))
        roster[hero.id] = replace(v, game=key)
    path.parent.mkdir(parents=True, exist_ok=True)
    replace_whole(path, json.dumps({"version": VERSION, "heroes": [asdict(v) for v in roster.values()]}, indent=1))
    names = ", ".join([h.name for h in game.state.heroes])
    return path, f"{names} kept in the roster ({path}){aside}"


def veterans_for(heroes: tuple[str, ...], path: Path | None = None) -> tuple[Veteran, ...]:
    """The roster's records of these heroes, in seat order (a hero not in it sets out new)."""
    roster = read_roster(path)
    return tuple([roster[h] for h in heroes if h in roster])


def toughness_bonus(heroes: tuple[str, ...], roster: dict[str, Veteran]) -> int:
    """The toughness bonus these heroes would set out with: the veterans' improvements (the
    new heroes' none) through the rulebook's table."""
    return toughness([roster[h].improvements if h in roster else 0 for h in heroes]).bonus
