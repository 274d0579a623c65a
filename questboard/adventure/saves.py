"""The save format: what a save holds, how it is read and checked, and its atomic write.

A save is JSON: setup + seed + the action list + a snapshot. Writing goes to a temporary
file, is fsync'ed and renamed over the old one, which is first kept as `<name>.bak` (written
the same way, so a crash never leaves half a copy). The
autosave is a JSON-lines log: a header line, then one line per committed action, so a crash
loses at most the action in progress. `play.saves` writes saves (through `_atomic_write`)
and the autosave, which hold the fights and play actions too; this module reads both.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from questboard.adventure.state import Setup
from questboard.errors import QuestboardError
from questboard.rules.veterans import from_data
from questboard.schema_words import plain_errors
from questboard.yamlfile import Unreadable, dotted, read_regular

FORMAT = "questboard-adventure-save"
VERSION = 4  # 4: the story's and the fight's twin actions are one class, one set of fields
# (`who`, `heal`, `refresh` …); older logs name them as each engine did, and are read so.
# 3: fights are in the log (fight and play actions beside the story's)
# 2: group checks roll hero by hero, with declarations before each roll; a version-2 save
# has only story actions, and they replay as they are.
READS = (2, 3, 4)
SAVE_LIMIT = 256 * 1024 * 1024  # bytes: millions of actions


class _Setup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    adventure: str
    heroes: list[str] = Field(min_length=1, max_length=4)
    seed: int
    adventures_run: int = 0
    improvements: list[tuple[str, int]] = Field(default_factory=list)
    options: list[tuple[str, Any]] = Field(default_factory=list)
    leader: str | None = None
    ask_leader: bool = False
    veterans: list[dict[str, Any]] = Field(default_factory=list)
    catch_up: bool = False
    heirs: list[tuple[str, list[str]]] = Field(default_factory=list)
    own_toughness: bool = False

    def to_setup(self) -> Setup:
        try:
            veterans = tuple([from_data(v) for v in self.veterans])
        except (KeyError, TypeError, ValueError) as error:
            raise SaveError(f"a veteran of the setup cannot be read: {error}") from None
        return Setup(self.adventure, tuple(self.heroes), self.seed, self.adventures_run,
                     tuple(self.improvements), tuple(self.options), self.leader,
                     self.ask_leader, veterans, self.catch_up,
                     tuple([(h, tuple(items)) for h, items in self.heirs]), self.own_toughness)


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format: Literal["questboard-adventure-save"]
    version: int
    setup: _Setup
    adventure_file: str  # absolute since saves kept `title` and `map_files`
    title: str | None = None  # the adventure's, for a list of saves (read without the file)
    map_files: dict[str, str] | None = None  # map id -> the absolute file a fight used
    actions: list[dict[str, Any]]
    snapshot: dict[str, Any] | None = None
    ended: str | None = None  # the outcome once the adventure is over (R47), read without a replay


class SaveError(QuestboardError):
    """A save that cannot be read; the message names the file and what is wrong."""


def setup_data(setup: Setup) -> dict[str, Any]:
    data = asdict(setup)
    data["heroes"] = list(setup.heroes)
    data["improvements"] = [list(p) for p in setup.improvements]
    data["options"] = [list(p) for p in setup.options]
    if not setup.ask_leader:  # as saves were before the party was asked (R45)
        del data["ask_leader"]
    if not setup.veterans:  # as saves were before Epic Heroes
        del data["veterans"]
    if not setup.catch_up:
        del data["catch_up"]
    if not setup.heirs:
        del data["heirs"]
    if not setup.own_toughness:
        del data["own_toughness"]
    return data


def plain(data: Any) -> Any:
    """The form JSON gives back, so snapshots compare equal after a round trip."""
    return json.loads(json.dumps(data))


def replace_whole(path: Path, text: str | bytes) -> None:
    """Put `text` at `path` all at once: written to a temporary file of its own beside it
    (a unique name, so games writing at the same moment never share one), fsync'ed, then
    renamed over `path`. A crash at any moment leaves the old file or the new one, whole."""
    path = Path(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, stat.S_IMODE(os.stat(path).st_mode) if path.exists() else 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _atomic_write(path: Path, text: str) -> None:
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and _is_good(path):
            # Keep the previous good save, itself written whole (never a half copy); a
            # damaged one is never copied over the .bak.
            replace_whole(path.with_name(path.name + ".bak"), path.read_bytes())
        replace_whole(path, text)
    except OSError as error:
        raise SaveError(f"{path}: cannot write the save: {why_not(error, path)}") from None


def why_not(error: OSError, path: Path) -> str:
    """What an OSError writing `path` means, in words ("… is a file, not a folder")."""
    if isinstance(error, FileExistsError | NotADirectoryError):
        for folder in Path(path).parents:
            if folder.exists() and not folder.is_dir():
                return f"{folder} is a file, not a folder"
    return error.strerror or str(error)


def _is_good(path: Path) -> bool:
    try:
        read_save(path)
    except SaveError:
        return False
    return True


def read_save(path: Path) -> SaveFile:
    """Read and check a save (a JSON save or an autosave log); SaveError says what is wrong."""
    path = Path(path)
    try:
        text = read_regular(path, SAVE_LIMIT)
    except OSError as error:
        raise SaveError(f"{path}: cannot read the save: {error.strerror or error}") from None
    except Unreadable as why:
        raise SaveError(f"{path}: cannot read the save: it {why}") from None
    if text.lstrip().startswith("{") and _looks_like_log(text):  # a log may hold its head only
        return _read_log(path, text)
    return _validate(path, _json(path, text, "save"))


def _json(path: Path, text: str, what: str, line: int = 0) -> Any:
    """The JSON in `text`; SaveError for what is not JSON or is beyond reading (a number of
    thousands of digits, nesting thousands deep)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {line or error.lineno}" + ("" if line else f", column {error.colno}")
        raise SaveError(f"{path}: damaged {what} (not valid JSON at {where}); "
                        f"{_bak_note(path)}") from None
    except (ValueError, RecursionError) as error:
        why = "nested too deep" if isinstance(error, RecursionError) else str(error).split(";")[0]
        where = f" at line {line}" if line else ""
        raise SaveError(f"{path}: damaged {what}{where} ({why}); {_bak_note(path)}") from None


def _looks_like_log(text: str) -> bool:
    first = text.lstrip().split("\n", 1)[0]
    try:
        head = json.loads(first)
    except (ValueError, RecursionError):
        return False
    return isinstance(head, dict) and head.get("log") is True


def _validate(path: Path, data: Any) -> SaveFile:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a questboard adventure save")
    if data.get("version") not in READS:
        raise SaveError(f"{path}: save format version {data.get('version')!r}; "
                        f"this program reads versions {', '.join(map(str, READS))}")
    try:
        return SaveFile.model_validate(data)
    except ValidationError as error:
        first = plain_errors(error, data, SaveFile)[0]
        where = dotted(first.place)
        raise SaveError(f"{path}: damaged save: {where + ': ' if where else ''}{first.text}; "
                        f"{_bak_note(path)}") from None


def _bak_note(path: Path) -> str:
    bak = path.with_name(path.name + ".bak")
    return f"the previous save is still in {bak}" if bak.exists() else "no previous save exists"


def _read_log(path: Path, text: str) -> SaveFile:
    lines = text.splitlines()
    head = json.loads(lines[0])
    actions = []
    for i, line in enumerate(lines[1:], start=2):
        try:
            actions.append(json.loads(line))
        except (ValueError, RecursionError):
            if i == len(lines):
                break  # the action in progress when play stopped: lost, as promised
            _json(path, line, "autosave", i)
    head.pop("log")
    return _validate(path, {**head, "actions": actions, "snapshot": None})
