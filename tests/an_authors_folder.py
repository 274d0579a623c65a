"""An outside author's folder written into a test's temporary folder: a shipped adventure
under a new id and title, its fights on a map of the author's own (the shipped clearing
under a new id), so nothing of it can be found among the shipped files."""

from __future__ import annotations

from pathlib import Path

from questboard.resources import adventures_dir

ADVENTURE = "the-sunken-toll"
TITLE = "The Sunken Toll"
MAP = "toll-glade"
FIGHT = 15  # the first fight's paragraph


def write_authors_folder(root: Path, *, terrain_in_hero_zone: bool = False) -> Path:
    """The adventure file in `root/toll/` with its map in `maps/` beside it; with
    `terrain_in_hero_zone` a rock stands in the map's hero zone (which validate refuses)."""
    folder = root / "toll"
    (folder / "maps").mkdir(parents=True, exist_ok=True)
    shipped = adventures_dir()
    glade = (shipped / "maps" / "forest-clearing.yaml").read_text(encoding="utf-8")
    glade = glade.replace("id: forest-clearing", f"id: {MAP}", 1)
    if terrain_in_hero_zone:
        glade = glade.replace("terrain:\n", "terrain:\n  - {id: toll-stone, kind: rock, at: [0.5, 1.7]}\n", 1)
    (folder / "maps" / f"{MAP}.yaml").write_text(glade, encoding="utf-8")
    text = (shipped / "the-harbor-treasure.yaml").read_text(encoding="utf-8")
    text = text.replace("id: the-harbor-treasure", f"id: {ADVENTURE}", 1)
    text = text.replace("title: The Drowned Captain's Map", f"title: {TITLE}", 1)
    text = text.replace("map: forest-clearing", f"map: {MAP}")
    path = folder / f"{ADVENTURE}.yaml"
    path.write_text(text, encoding="utf-8")
    return path
