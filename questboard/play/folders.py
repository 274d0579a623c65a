"""Where the program keeps what it writes for the user: autosaves and crash reports, in the
user's data folder (platformdirs), or under QUESTBOARD_DATA when that is set (tests do)."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

AUTOSAVE_SUFFIX = ".autosave"


def data_dir() -> Path:
    override = os.environ.get("QUESTBOARD_DATA")
    if override:
        return Path(override)
    import platformdirs  # only here: most runs of the tests and tools never need it

    return Path(platformdirs.user_data_dir("questboard", appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosaves"


def stamp(when: float | None = None) -> str:
    return time.strftime("%Y-%m-%d-%H%M%S", time.localtime(when))


def save_name(title: str, when: float | None = None) -> str:
    """A save's default name: the adventure's title and the time, with nothing a file name
    may not hold (no slash, colon, quote …; no dot or space at the end)."""
    safe = re.sub(r"\s+", " ", re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", title)).strip(" .")
    return f"{safe or 'Saved game'} {time.strftime('%Y-%m-%d %H%M%S', time.localtime(when))}"


def new_autosave_path(adventure_id: str) -> Path:
    """One autosave per game, named by adventure and start time (never an older game's). The
    name is taken by creating the file exclusively, so games started at the same moment each
    get their own; SaveError when the data folder cannot hold it."""
    from questboard.adventure.saves import SaveError, why_not

    folder = autosave_dir()
    base = f"{re.sub(r'[^A-Za-z0-9_-]+', '-', adventure_id)}-{stamp()}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(1, 10_000):
            path = folder / f"{base}{'' if n == 1 else f'-{n}'}{AUTOSAVE_SUFFIX}"
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
            except FileExistsError:
                continue
            return path
    except OSError as error:
        raise SaveError(f"{folder}: cannot keep an autosave there: "
                        f"{why_not(error, folder / 'x')}") from None
    raise SaveError(f"{folder}: cannot keep an autosave there: too many named {base}")


def autosaves() -> list[Path]:
    """The autosaves in the data folder, newest first."""
    folder = autosave_dir()
    if not folder.is_dir():
        return []
    found = [p for p in folder.iterdir() if p.name.endswith(AUTOSAVE_SUFFIX) and p.is_file()]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def set_aside(path: Path) -> Path | None:
    """Move an existing file out of the way (renamed with its time), so nothing is lost;
    the new name, or None when there was nothing there."""
    path = Path(path)
    if not path.exists():
        return None
    aside = path.with_name(f"{path.name}.{stamp(path.stat().st_mtime)}")
    n = 2
    while aside.exists():
        aside = path.with_name(f"{path.name}.{stamp(path.stat().st_mtime)}-{n}")
        n += 1
    path.rename(aside)
    return aside


def write_crash_report(text: str) -> Path:
    """Write a crash report into the data folder; its path."""
    folder = data_dir() / "crashes"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"crash-{stamp()}-{os.getpid()}.log"
    path.write_text(text, encoding="utf-8")
    return path
