"""Small words shared by every layer: a count with its noun in the right number."""

from __future__ import annotations


def counted(n: int, one: str, many: str | None = None) -> str:
    """'1 move', '3 moves', '0 moves' (`many` for nouns that do not just take an s)."""
    return f"{n} {one if n == 1 else (many or one + 's')}"
