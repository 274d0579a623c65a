"""Where the shipped data lives, whether installed as a wheel or run from a checkout."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def _root(name: str) -> Path:
    packaged = resources.files("questboard") / "_data" / name
    if packaged.is_dir():
        return Path(str(packaged))
    # A source checkout (editable install or tests): the folder beside the package.
    return Path(__file__).resolve().parent.parent / name


def assets_dir() -> Path:
    """The `assets/` folder: card data, fonts, theme."""
    return _root("assets")


def adventures_dir() -> Path:
    """The `adventures/` folder: adventure files and their maps."""
    return _root("adventures")


def cards_dir() -> Path:
    return assets_dir() / "cards"


def maps_dir() -> Path:
    return adventures_dir() / "maps"
