"""Errors that reach a person: one clear message, never a traceback.

Every layer may raise these; the command line and the window print `str(error)` and
exit or carry on. Nothing here imports anything else of the project.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input file: where, which id, which field, what."""

    file: str
    message: str
    line: int | None = None
    item: str | None = None  # card id, paragraph number, map element id …
    field: str | None = None

    def __str__(self) -> str:
        where = self.file + (f":{self.line}" if self.line else "")
        parts = [where]
        if self.item:
            parts.append(self.item)
        if self.field:
            parts.append(self.field)
        return ": ".join(parts) + f": {self.message}"


class QuestboardError(Exception):
    """A failure the user caused or can fix; the message says what and where."""

    exit_code = 1


@dataclass
class InputFileError(QuestboardError):
    """A file (cards, map, adventure, save) failed validation; lists every problem."""

    problems: list[Problem] = field(default_factory=list)

    def __str__(self) -> str:
        n = len(self.problems)
        head = f"{n} problem{'s' if n != 1 else ''} found"
        return head + ":\n" + "\n".join(f"  {p}" for p in self.problems)
