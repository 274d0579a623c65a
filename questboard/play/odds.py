"""The odds from the current position: a fight in progress played out many times by the
automatic sides, each time on a copy of it with dice of its own.

Run i plays with dice seeded `run_seed(seed, i)`, the rehearsal simulator's seeds, never
with the game's generator: the game, its fighters and its dice are not touched. A report
gives the victory share with its 95 % interval (the simulator's Wilson interval), the
defeat and stalemate shares and how many rounds the fights lasted. Runs are played in
batches so that whoever waits can be told how far along it is.

A `Position` is the fight as plain data (the rehearsal's recipe, the game's seed, its action
log and the fight's snapshot): a background process builds the same fight from it and
checks the snapshot before it plays anything.
"""

from __future__ import annotations

import io
import pickle
import statistics
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from questboard.combat.auto_qm import AutoQM
from questboard.combat.fight import Fight
from questboard.combat.policies import HeroPolicy
from questboard.combat.rehearse import Tally, run_seed, wilson
from questboard.combat.resolve import drive
from questboard.content import load_cards
from questboard.errors import QuestboardError
from questboard.play.actions import decode
from questboard.play.rehearse_game import Recipe, rehearsal_game
from questboard.rules.dice import Dice

BATCH = 10
RUNS = 200  # what the window asks for after each step
SEED = 1


@dataclass(frozen=True)
class Position:
    """A rehearsal's fight as plain data: enough to build the very same fight elsewhere."""

    recipe: dict[str, Any]  # `play.rehearse_game.Recipe.plain()`
    seed: int  # the game's seed
    actions: tuple[dict[str, Any], ...]  # the game's action log
    snapshot: dict[str, Any]  # `Fight.snapshot()` of the fight at this position
    policy: str = "greedy"  # how the automatic heroes play it out


def position_of(game, recipe) -> Position:
    """The game's fight as it stands, as plain data."""
    if game.fight is None:
        raise QuestboardError("there is no fight now")
    return Position(recipe.plain(), game.setup.seed, tuple(game.actions), game.fight.snapshot(),
                    recipe.policy)


class Twins:
    """Copies of a fight to play on, each its own: pickled once, unpickled per run, with the
    cards, the spec and its map shared by reference (they never change) and the log left
    behind (history, not state). Several times cheaper than a deep copy per run."""

    def __init__(self, fight: Fight) -> None:
        cards = fight.state.cards
        self._shared: dict[tuple, Any] = {("cards",): cards, ("spec",): fight.spec}
        for table in CARD_TABLES:
            for card_id, card in getattr(cards, table).items():
                self._shared[(table, card_id)] = card
        by_id = {id(v): k for k, v in self._shared.items()}
        log, fight.log = fight.log, []
        try:
            out = io.BytesIO()
            pickler = pickle.Pickler(out, protocol=pickle.HIGHEST_PROTOCOL)
            pickler.persistent_id = lambda obj: by_id.get(id(obj))
            pickler.dump(fight)
        finally:
            fight.log = log
        self._data = out.getvalue()

    def make(self) -> Fight:
        unpickler = pickle.Unpickler(io.BytesIO(self._data))
        unpickler.persistent_load = self._shared.__getitem__
        twin = unpickler.load()
        twin.record = False
        return twin


CARD_TABLES = ("heroes", "equipment", "quest_items", "gifts", "events", "bad_guys", "locations")


def copy_fight(fight: Fight) -> Fight:
    """A fight of its own to play on (see `Twins`)."""
    return Twins(fight).make()


def play_out(fight: Fight, start: int, stop: int, seed: int = SEED, policy: str = "greedy") -> Tally:
    """Runs [start, stop) from this position, each on a copy with its own dice."""
    heroes = HeroPolicy(policy)
    qm = AutoQM()
    tally = Tally(injuries={h.id: 0 for h in fight.state.heroes})
    twins = Twins(fight)
    for i in range(start, stop):
        twin = twins.make()
        # Fresh dice: none the table forced (they belong to the game), and the run's own seed.
        twin.state.dice = Dice(run_seed(seed, i))
        tally.count(fight.result if fight.over else drive(twin, heroes, qm))
    return tally


def report(t: Tally) -> dict[str, Any]:
    """The odds of a tally as plain data; `rounds` maps a fight's length to how many ran so long."""
    low, high = wilson(t.wins, t.runs)
    share = (lambda k: k / t.runs) if t.runs else (lambda k: 0.0)
    hist: dict[int, int] = {}
    for r in t.rounds:
        hist[r] = hist.get(r, 0) + 1
    return {"runs": t.runs, "victory": share(t.wins), "victory_95": [low, high],
            "defeat": share(t.runs - t.wins - t.stalemates), "stalemate": share(t.stalemates),
            "rounds": dict(sorted(hist.items())),
            "rounds_mean": statistics.fmean(t.rounds) if t.rounds else 0.0,
            "serious_injury": {h: n / t.runs for h, n in t.injuries.items()} if t.runs else {}}


def batches(fight: Fight, runs: int = RUNS, seed: int = SEED, policy: str = "greedy",
            batch: int = BATCH) -> Iterator[dict[str, Any]]:
    """The report so far after each batch of runs (the last one has all `runs`)."""
    total = Tally(injuries={h.id: 0 for h in fight.state.heroes})
    for start in range(0, runs, batch):
        total.add(play_out(fight, start, min(start + batch, runs), seed, policy))
        yield report(total)


def odds(fight: Fight, runs: int = RUNS, seed: int = SEED, policy: str = "greedy",
         progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play the fight out `runs` times from here; `progress(done, runs)` after each batch."""
    last = report(Tally())
    for last in batches(fight, runs, seed, policy):
        if progress is not None:
            progress(last["runs"], runs)
    return last


# Building a position's fight again (in a worker) -----------------------------------------

class Rebuilder:
    """Builds positions' fights, keeping the last game so that a position a few steps
    further along costs only those steps."""

    def __init__(self) -> None:
        self.game = None
        self.key: tuple | None = None
        self._cards = None

    def fight(self, position: Position) -> Fight:
        """The position's fight; QuestboardError if it does not come out as the snapshot says."""
        key = (repr(sorted(position.recipe.items())), position.seed)
        game = self.game
        done = len(game.actions) if game is not None and self.key == key else -1
        if done < 0 or list(position.actions[:done]) != game.actions:
            if self._cards is None:
                self._cards = load_cards()
            game = rehearsal_game(Recipe.from_plain(position.recipe), position.seed, self._cards)
            self.game, self.key = game, key
            done = len(game.actions)
            if list(position.actions[:done]) != game.actions:
                raise QuestboardError("the position is not of this rehearsal")
        for data in position.actions[done:]:
            result = game.apply(decode(data))
            if not result.ok:
                self.game = None
                raise QuestboardError(f"the position does not replay: {result.reason}")
        if game.fight is None or game.fight.snapshot() != position.snapshot:
            self.game = None
            raise QuestboardError("the position does not replay to the same fight")
        return game.fight
