"""A rehearsal played at the table: any map with any party and bad guys (or an adventure's own
fight) as a game of its own, so the window, undo and the automatic sides work as in a story.

The game is a one-paragraph adventure made here in memory: the fight, then a victory or a
defeat ending. Its heroes set out exactly as `questboard rehearse` sets them out for a run
(the same `new_game` arguments), so with the seed of a rehearse run the field is laid out as
that run's. A `Recipe` is the set-up as plain data: what a background worker needs to build
the same game again.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from questboard.adventure.model import Adventure
from questboard.adventure.state import Setup
from questboard.battlefield.validate import load_map as load
from questboard.combat import rehearse
from questboard.content import load_cards
from questboard.errors import QuestboardError
from questboard.play import rehearsal
from questboard.play.actions import FightHere
from questboard.play.game import Game
from questboard.play.library import find_map, load_for_play
from questboard.play.rehearsal import fight_at

VICTORY, DEFEAT = 2, 3  # the ending paragraphs
run_seed = rehearse.run_seed  # the game seed of rehearse's run i of a seed, for the window
ADVENTURE_ID = "rehearsal"


@dataclass(frozen=True)
class Recipe:
    """A rehearsal set-up as plain data. `map` is a map file or a shipped map's id (ignored
    with `adventure`: then `paragraph`'s fight of that adventure file or shipped id)."""

    map: str
    heroes: tuple[str, ...]
    bad_guys: tuple[tuple[str, int], ...] = ()
    policy: str = "greedy"
    hordes: int = 0
    veterans: bool = False
    adventure: str | None = None
    paragraph: int | None = None

    def plain(self) -> dict[str, Any]:
        return {**asdict(self), "heroes": list(self.heroes),
                "bad_guys": [list(p) for p in self.bad_guys]}

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> Recipe:
        return cls(**{**data, "heroes": tuple(data["heroes"]),
                      "bad_guys": tuple([(str(g), int(n)) for g, n in data.get("bad_guys", ())])})


def load_map(name: str):
    """A map file, or the id of a shipped map (QuestboardError naming what there is)."""
    path = Path(name)
    return load(path if path.is_file() else find_map(name))


def setup_of(recipe: Recipe, cards) -> tuple[rehearse.Rehearsal, Any]:
    """The simulator's set-up of the recipe and a map finder for the game's fight."""
    setup, find, _ = _laid_out(recipe, cards)
    return setup, find


def _laid_out(recipe: Recipe, cards) -> tuple[rehearse.Rehearsal, Any, Adventure | None]:
    """`setup_of`, and the adventure the fight is taken from (None for a map's)."""
    if recipe.adventure is not None:
        # The file the recipe names (an author's own, anywhere), never the id looked up anew.
        adventure, _, maps = load_for_play(recipe.adventure)
        setup = rehearsal.setup(adventure, cards, maps, recipe.paragraph, recipe.heroes, recipe.policy,
                                hordes=recipe.hordes, veterans=recipe.veterans)
        return setup, maps.load, adventure
    combat_map = load_map(recipe.map)
    setup = rehearse.Rehearsal(combat_map, recipe.heroes, recipe.bad_guys, recipe.policy, recipe.hordes,
                           recipe.veterans)
    return setup, lambda _id: combat_map, None


def adventure_of(setup: rehearse.Rehearsal, cards, original: Adventure | None = None) -> Adventure:
    """The one-fight adventure of a rehearsal: the adventure's own fight (`original`, its QM
    sheet and toughness) or the map's, then the two endings."""
    spec = rehearse.spec_for(setup, cards)
    if original is not None:
        combat = fight_at(original, setup.paragraph).combat.model_dump(exclude_none=True)
        title = f"{original.title}, paragraph {setup.paragraph}"
    else:
        zones = spec.bad_guys or {(spec.map.zones_of("minion") or spec.map.start_zones)[0].kind:
                                  {"orc-warrior": len(setup.heroes)}}
        combat = {"map": spec.map.id, "first": spec.first,
                  "bad_guys": {z: dict(guys) for z, guys in zones.items()}}
        title = getattr(spec.map, "title", spec.map.id)
    sheet = {g: _entry(o) for g, o in spec.overrides.items()}
    n = len(setup.heroes)
    return Adventure.model_validate({
        "id": ADVENTURE_ID, "title": f"Rehearsal: {title}"[:80], "level": 1,
        "heroes": {"min": n, "max": n},
        # The whole box's quest items, as a rehearse run's heroes set out with (none is drawn).
        "components": {"quest_items": list(cards.quest_items)},
        "qm_sheet": {"bad_guys": sheet, "toughness": setup.toughness},
        "rewards": {"improvements": 0},
        "paragraphs": {
            1: {"read": "The rehearsal begins.", "next": {"combat": combat, "on_victory": VICTORY,
                                                          "on_defeat": DEFEAT}},
            VICTORY: {"read": "The heroes carry the rehearsal.", "next": {"end": "success", "improvements": 0}},
            DEFEAT: {"read": "The heroes lose the rehearsal.", "next": {"end": "failure"}},
        }})


def _entry(override: Any) -> dict[str, Any]:
    """A QM-sheet entry (a dict or the adventure's model) as the adventure file writes it."""
    if hasattr(override, "model_dump"):
        return override.model_dump(exclude_none=True)
    return {k: v for k, v in dict(override).items() if v is not None}


def rehearsal_game(recipe: Recipe, seed: int, cards=None) -> Game:
    """The rehearsal as a game standing in its fight (laid out on the battlefield). The
    heroes set out as a rehearse run with this seed sets them out."""
    if cards is None:
        cards = load_cards()
    setup, find_map, original = _laid_out(recipe, cards)
    adventure = adventure_of(setup, cards, original)
    options = (("charge_of_the_hordes", setup.hordes),) if setup.hordes else ()
    game = Game(adventure, cards, Setup(adventure.id, tuple(recipe.heroes), seed, options=options),
                f"<{adventure.title}>", find_map)
    result = game.apply(FightHere())
    if not result.ok:
        raise QuestboardError(f"the rehearsal cannot begin: {result.reason}")
    return game
