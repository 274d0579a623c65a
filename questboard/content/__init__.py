"""Card data from `assets/cards/` as typed, cross-checked values."""

from questboard.content.loader import CARD_FILES, load_cards

__all__ = ["CARD_FILES", "load_cards"]
