"""Heroic death (the rulebook): when every hero has fallen and the adventure ends in defeat,
the group chooses new heroes; seat by seat each takes up the Quest Items his predecessor had
at the beginning of that adventure, and the adventure begins anew (R76)."""

from __future__ import annotations

from questboard.adventure.events import CombatOver
from questboard.adventure.prompts import Ended


def fallen(game) -> tuple[tuple[str, ...], ...] | None:
    """The Quest Items each hero (seat order) had when the adventure began, when it ended in
    defeat in a fight (every hero fallen); None for any other ending."""
    prompt = game.prompt
    if not isinstance(prompt, Ended) or prompt.outcome == "success":
        return None
    fights = [t.event for t in game.told if isinstance(t.event, CombatOver)]
    if not fights or fights[-1].victory:
        return None
    setup = game.setup
    vets = {v.hero: v.quest_items for v in setup.veterans}
    held = dict(setup.heirs)
    return tuple([tuple(dict.fromkeys(vets.get(h, ()) + held.get(h, ()))) for h in setup.heroes])


def heirs(items_by_seat: tuple[tuple[str, ...], ...], heroes: tuple[str, ...]) -> tuple:
    """Seat by seat, the new heroes with what they take up ((hero, items), …); a seat left
    empty leaves its predecessor's items in the box."""
    return tuple([(h, items) for h, items in zip(heroes, items_by_seat, strict=False)])
