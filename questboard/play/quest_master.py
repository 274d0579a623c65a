"""The Quest Master's profiles in the user's data folder: a name and the adventures he has run,
which give his rank and the events he draws at the start of each adventure (the rulebook's
"Quest Master Rank": Dungeon Master, Black Knight from 5, Dark Captain from 10). Several may
be kept (a group changes Quest Master); one is the current. An adventure counts once it has
ended, whatever its outcome, and a game counts once however often its end is seen (R72)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from questboard.adventure.saves import replace_whole
from questboard.play.folders import data_dir
from questboard.play.roster import game_key
from questboard.rules.toughness import qm_rank

DEFAULT = "The Quest Master"


def profiles_path() -> Path:
    return data_dir() / "quest_master.json"


def _read(path: Path) -> tuple[dict, str]:
    """(the file's data, a sentence when it could not be read and was set aside)."""
    try:
        if not path.is_file():  # none yet, or a data folder that cannot hold one
            return {"current": DEFAULT, "profiles": {}}, ""
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data.get("profiles"), dict) or not isinstance(data.get("current"), str):
            raise ValueError("no profiles")
        return data, ""
    except (OSError, UnicodeDecodeError, ValueError, AttributeError) as error:
        moved = path.with_name(f"quest_master-unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            path.replace(moved)
        except OSError:
            return {"current": DEFAULT, "profiles": {}}, f" ({path} cannot be read: {error})"
        return {"current": DEFAULT, "profiles": {}}, f" ({path} could not be read: set aside as {moved})"


def current(name: str | None = None, path: Path | None = None) -> tuple[str, int]:
    """The Quest Master (`name`, else the current one) and the adventures he has run."""
    data, _ = _read(Path(path) if path is not None else profiles_path())
    who = name or data["current"]
    return who, int(data["profiles"].get(who, {}).get("adventures_run", 0))


def profile_names(path: Path | None = None) -> list[str]:
    """The profiles kept, the current one first (it too when nothing is counted for it yet)."""
    data, _ = _read(Path(path) if path is not None else profiles_path())
    rest = sorted(n for n in data["profiles"] if n != data["current"])
    return [data["current"]] + rest


def refused_name(name: str) -> str:
    """Why a typed profile name cannot be one ("" when it can)."""
    if not name.strip():
        return "The Quest Master needs a name (his profile's)"
    if len(name.strip()) > 40:
        return "A Quest Master's name is at most 40 letters"
    if any(ord(c) < 32 for c in name):
        return "A Quest Master's name has no control characters"
    return ""


def rank_words(name: str, run: int) -> str:
    """'The Quest Master: Dungeon Master, 2 adventures run'."""
    return f"{name}: {qm_rank(run).title}, {run} adventure{'s' if run != 1 else ''} run"


def count_adventure(game, name: str | None = None, path: Path | None = None) -> str:
    """An ended game counted for the Quest Master (`name` becomes the current one); the words
    to tell, saying so when his rank goes up."""
    path = Path(path) if path is not None else profiles_path()
    data, aside = _read(path)
    who = name or data["current"]
    profile = data["profiles"].setdefault(who, {"adventures_run": 0, "games": []})
    key = game_key(game)
    if key not in profile["games"]:
        before = qm_rank(profile["adventures_run"]).title
        profile["adventures_run"] += 1
        profile["games"] = (profile["games"] + [key])[-200:]
        data["current"] = who
        path.parent.mkdir(parents=True, exist_ok=True)
        replace_whole(path, json.dumps(data, indent=1))
        after = qm_rank(profile["adventures_run"]).title
        up = f"; the Quest Master rises to {after}" if after != before else ""
        return rank_words(who, profile["adventures_run"]) + up + aside
    return rank_words(who, profile["adventures_run"]) + aside
