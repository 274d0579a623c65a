"""What the joined seat's side panel says, read from the seat's view alone: whose turn, the
seat's own hero sheet, and every choice the view offers this seat (the story's answers, the
fight's question, its turn ends and quick uses; "Type the dice…" beside a roll). Pure: no
widgets here."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.play.viewdata import Choice
from questboard.ui.joined.asked import with_typed_dice

LOST = "Connection lost — joining again…"


@dataclass(frozen=True)
class SeatPanel:
    title: str  # the hero's name and title ("Karomin, Dwarf Warrior"); "The table" for the table
    status: str  # "Your turn" / "Waiting: …" / LOST
    mine: bool  # the game waits for this seat now
    said: str  # the question or the fight's words
    sheet: tuple[str, ...]  # the hero's sheet in short lines
    choices: tuple[Choice, ...]


HORN = "horn"  # a choice's kind: the leader settles the party's choice alone (R10)


def seat_panel(view, hero: str | None, connected: bool, horn: bool = False) -> SeatPanel:
    """The panel for the seat's view (`net.remote_view.RemoteView`); `hero` None: the table;
    `horn`: the leader's seat means to settle the party's next choice alone (R10)."""
    sheet = next((s for s in view.story.sheets if s.id == hero), None) if view is not None else None
    title = f"{sheet.name}, {sheet.title}" if sheet is not None else "The table"
    if view is None:
        return SeatPanel(title, LOST if not connected else "Joining…", False, "", (), ())
    choices = fight_choices(view.fight) if view.fight is not None else \
        with_typed_dice(view.story.choices) + _horn(view.story, hero, horn)
    said = view.fight.waiting if view.fight is not None else view.story.question
    mine = bool(choices) or (view.fight is not None and view.fight.movers is not None)
    if view.ended:
        status = "The adventure is over"
    elif not connected:
        status = LOST
    elif mine:
        status = "Your turn"
    else:
        status = "Waiting for the others"
    return SeatPanel(title, status, mine and connected, said, _sheet_lines(sheet), choices if connected else ())


def fight_choices(fight) -> tuple[Choice, ...]:
    """The fight's answers this seat may give now: the question's (a roll's modify window, an
    injury, a strike back), the turn's end, the quick uses (those that ask whom to heal,
    what to refresh or where an area card lies ask it in the window first)."""
    out = list(fight.question.choices) if fight.question is not None else []
    out += fight.turn_ends
    out += [c for row in fight.quick_uses for c in row.uses if c.action or c.asks]
    return tuple(out)


def _horn(story, hero: str | None, on: bool) -> tuple[Choice, ...]:
    """The leader's horn toggle, where the party's choice is one the horn may settle."""
    if hero is None or story.leader != hero or not story.horn:
        return ()
    if not any('"horn"' in c.action for c in story.choices):
        return ()
    words = "The horn: you decide alone (on)" if on else "The horn: you decide alone (off)"
    return (Choice(words, kind=HORN, who=hero, tip="The leader settles a disputed choice alone (R10)"),)


def _sheet_lines(sheet) -> tuple[str, ...]:
    if sheet is None:
        return ()
    lines = [f"Vitality {sheet.vitality} of {sheet.max_vitality}  ·  {sheet.gold} gold",
             "  ".join(f"{a.name} {a.value}" for a in sheet.attributes)]
    if sheet.items:
        lines.append("Carries: " + ", ".join(i.name for i in sheet.items))
    if sheet.gifts:
        lines.append("Gifts: " + ", ".join(g.name + (" (spent)" if g.exhausted else "") for g in sheet.gifts))
    return tuple(lines)


__all__ = ["HORN", "LOST", "SeatPanel", "fight_choices", "seat_panel"]
