"""Campaigns on disk: a folder of adventures read as a quest pile, and each campaign kept as
one JSON file in the user's data folder (`campaigns/NAME.json`), written whole at once. A
file that cannot be read is set aside under a new name and said so, never written over."""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from pathlib import Path

from questboard.adventure.saves import replace_whole
from questboard.errors import InputFileError, QuestboardError
from questboard.play.campaign import Campaign, InProgress, Quest
from questboard.play.folders import data_dir, set_aside
from questboard.play.library import ADVENTURE_ONLY_KEYS, MAP_ONLY_KEYS
from questboard.resources import adventures_dir
from questboard.yamlfile import read_yaml

VERSION = 1
SUFFIX = ".json"


class CampaignError(QuestboardError):
    """A campaign file that cannot be read: the message names it and what is wrong."""


def campaigns_dir() -> Path:
    return data_dir() / "campaigns"


def slug(name: str) -> str:
    """A campaign's name as its file name: lowercase letters, digits and dashes."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def campaign_path(name: str) -> Path:
    return campaigns_dir() / f"{slug(name) or 'campaign'}{SUFFIX}"


def campaign_names() -> list[str]:
    """The campaigns kept in the data folder, by file name (set-aside files are not among them)."""
    folder = campaigns_dir()
    if not folder.is_dir():
        return []
    return sorted(p.stem for p in folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file()
                  and not p.name.startswith("."))


def default_name(folder: Path) -> str:
    """A campaign of the shipped adventures is 'shipped'; any other, its folder's name."""
    try:
        shipped = Path(folder).resolve() == adventures_dir().resolve()
    except OSError:
        shipped = False
    return "shipped" if shipped else (slug(Path(folder).absolute().name) or "campaign")


def quests_in(folder: Path) -> tuple[Quest, ...]:
    """The adventures of a folder (its own files, not its maps), in the order of their file
    names: the pile. QuestboardError, naming the file, for one that is not an adventure."""
    folder = Path(folder)
    if not folder.is_dir():
        raise QuestboardError(f"{folder}: no such folder of adventures")
    files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
    quests = []
    for path in files:
        try:
            data, _ = read_yaml(path)
            if _a_map(data):
                continue
            quests.append(Quest(str(data["id"]), str(data["title"]), int(data["level"]), str(path.absolute())))
        except InputFileError as error:
            first = error.problems[0].message if error.problems else "cannot be read"
            raise QuestboardError(f"{path}: {first} ('questboard validate' lists every problem)") from None
        except (KeyError, TypeError, ValueError):
            raise QuestboardError(f"{path}: not an adventure with an id, a title and a level "
                                  "('questboard validate' lists every problem)") from None
    if not quests:
        raise QuestboardError(f"{folder}: no adventures in it to make a campaign of")
    return tuple(quests)


def _a_map(data) -> bool:
    keys = set(data) if isinstance(data, dict) else set()
    return bool(keys & MAP_ONLY_KEYS) and not keys & ADVENTURE_ONLY_KEYS


def write_campaign(campaign: Campaign, path: Path | None = None) -> Path:
    path = Path(path) if path is not None else campaign_path(campaign.name)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CampaignError(f"{path.parent}: no campaign can be kept there ({error.strerror or error})") from None
    data = {"version": VERSION, "name": campaign.name, "adventures": [asdict(q) for q in campaign.quests],
            "heroes": list(campaign.heroes), "offer": list(campaign.offer), "pile": list(campaign.pile),
            "meter": list(campaign.meter), "renown": campaign.renown,
            "game": asdict(campaign.game) if campaign.game is not None else None,
            **({"quest_master": campaign.quest_master} if campaign.quest_master else {})}
    try:
        replace_whole(path, json.dumps(data, indent=1))
    except OSError as error:
        raise CampaignError(f"{path}: the campaign cannot be written ({error.strerror or error})") from None
    return path


def adventure_file(quest: Quest) -> str:
    """Where a quest's adventure is now: its file, else the shipped adventure of its id (the
    program moved); QuestboardError when neither is there."""
    if Path(quest.file).is_file():
        return quest.file
    shipped = adventures_dir() / f"{quest.id}.yaml"
    if shipped.is_file():
        return str(shipped)
    raise QuestboardError(f"{quest.title}: its adventure file {quest.file} is not there any more "
                          "(moved or deleted?): put it back there to play it in this campaign")


def read_campaign(path: Path) -> Campaign:
    """The campaign kept in `path`; CampaignError when it cannot be read or does not add up."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("version") != VERSION:
            raise ValueError(f"version {data.get('version')!r}, this program reads {VERSION}")
        quests = tuple([Quest(str(q["id"]), str(q["title"]), int(q["level"]), str(q["file"]))
                        for q in data["adventures"]])
        game = data.get("game")
        campaign = Campaign(str(data["name"]), quests, tuple(map(str, data["heroes"])),
                            tuple(map(str, data["offer"])), tuple(map(str, data["pile"])),
                            tuple(map(str, data["meter"])), int(data["renown"]),
                            InProgress(str(game["adventure"]), str(game.get("save", ""))) if game else None,
                            str(data.get("quest_master") or ""))
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise CampaignError(f"{path}: the campaign cannot be read ({error})") from None
    why = _does_not_add_up(campaign)
    if why:
        raise CampaignError(f"{path}: the campaign cannot be read ({why})")
    return campaign


def _does_not_add_up(c: Campaign) -> str:
    ids = [q.id for q in c.quests]
    kept = list(c.offer) + list(c.pile) + list(c.meter)
    if sorted(kept) != sorted(ids) or len(set(ids)) != len(ids):
        return "its offer, pile and meter are not its adventures, each once"
    if len(c.offer) > 2 or (c.pile and len(c.offer) < 2):
        return "it does not offer two adventures while its pile holds more"
    if c.game is not None and c.game.adventure not in c.offer:
        return f"its game in progress, {c.game.adventure}, is not on offer"
    if not c.heroes:
        return "it has no heroes"
    return ""


def open_campaign(path: Path) -> Campaign:
    """Read a campaign; one that cannot be read is set aside (never written over) and the
    error says where it went."""
    try:
        return read_campaign(path)
    except CampaignError as error:
        try:
            aside = set_aside(path)
        except OSError as moved:
            raise CampaignError(f"{error}; it could not be set aside either ({moved.strerror}): "
                                "it is left as it is") from None
        raise CampaignError(f"{error}: it is set aside as {aside}, never written over; "
                            "'questboard campaign new' starts another") from None
