"""Many random paths through an adventure: which paragraphs and endings they reach and how
often, and every dead end or refusal met on the way — the coverage an author reads before
taking an adventure to the table.

Each run is a whole `Game` with its own seed (the game's dice), and the table's choices
(options, who rolls, how finds are shared, attributes raised) drawn at random from what
the prompt offers, from a `Dice` of the run's own; fights are fought out automatically
(or, with `fights="told"`, their outcome drawn like a coin).
The same seed gives the same report.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from questboard.adventure import actions as X
from questboard.adventure import events as E
from questboard.adventure import prompts as P
from questboard.adventure.graph import reachable
from questboard.adventure.practice import unplayable
from questboard.play.actions import FightAutomatically
from questboard.play.game import Game
from questboard.play.opening import new_game
from questboard.rules import actions as R
from questboard.rules.dice import Dice
from questboard.rules.settle import next_fix

LIMIT = 1500
"""Answers in one run before it counts as going round without an end."""
POLICIES = ("greedy", "cautious")
FIGHTS = ("fought", "told")
"""How a run meets a fight: fought out by the automatic heroes and Quest Master, or told:
its outcome drawn like a coin, victory or defeat, as the table would report it (fast, and
the way after a rare defeat as likely as the way after a victory)."""


@dataclass(frozen=True)
class Met:
    """A dead end or a refusal: where, what, in how many runs, and the first run's seed."""

    kind: str  # "refused" or "dead end"
    paragraph: int
    what: str
    runs: int
    seed: int


@dataclass
class Coverage:
    adventure: str
    title: str
    runs: int
    seed: int
    parties: tuple[tuple[str, ...], ...]
    paragraphs: tuple[int, ...]  # every paragraph of the adventure
    reached: Counter = field(default_factory=Counter)  # paragraph -> runs that entered it
    endings: Counter = field(default_factory=Counter)  # ending paragraph -> runs ending there
    outcomes: Counter = field(default_factory=Counter)  # "success" / "failure" -> runs
    ending_kinds: dict[int, str] = field(default_factory=dict)  # ending paragraph -> outcome
    met: list[Met] = field(default_factory=list)
    unreachable: tuple[int, ...] = ()  # no way leads there at all (the validator says so too)
    unplayable: dict[int, str] = field(default_factory=dict)
    """Paragraphs a way leads to but no play can reach (an option never offered …): why."""

    @property
    def never(self) -> list[int]:
        """Paragraphs no run entered."""
        return [n for n in self.paragraphs if not self.reached[n]]

    @property
    def dead_ends(self) -> list[Met]:
        return [m for m in self.met if m.kind == "dead end"]

    @property
    def refusals(self) -> list[Met]:
        return [m for m in self.met if m.kind == "refused"]

    def as_json(self) -> dict:
        """The report as plain data (the shape `questboard explore --json` prints)."""
        share = lambda k: round(k / self.runs, 4) if self.runs else 0.0  # noqa: E731
        return {
            "adventure": self.adventure, "title": self.title, "runs": self.runs,
            "seed": self.seed, "parties": [list(p) for p in self.parties],
            "paragraphs": {str(n): {"runs": self.reached[n], "share": share(self.reached[n])}
                           for n in self.paragraphs},
            "never_reached": self.never,
            "unreachable": list(self.unreachable),
            "unplayable": {str(n): why for n, why in self.unplayable.items()},
            "endings": {str(n): {"outcome": self.ending_kinds[n], "runs": k, "share": share(k)}
                        for n, k in sorted(self.endings.items())},
            "outcomes": {o: {"runs": self.outcomes[o], "share": share(self.outcomes[o])}
                         for o in ("success", "failure", "unfinished")},
            "dead_ends": [_met_json(m) for m in self.dead_ends],
            "refusals": [_met_json(m) for m in self.refusals],
        }


def _met_json(m: Met) -> dict:
    return {"paragraph": m.paragraph, "what": m.what, "runs": m.runs, "seed": m.seed}


def explore(adventure: str | Path, parties: Sequence[tuple[str, ...]], runs: int, seed: int = 1,
            limit: int = LIMIT, progress: Callable[[int], None] | None = None,
            fights: str = "fought") -> Coverage:
    """Play `runs` random paths (the parties in turn, run i with seed `seed + i`); `fights`
    is one of FIGHTS."""
    if fights not in FIGHTS:
        raise ValueError(f"fights are {' or '.join(FIGHTS)}, not {fights!r}")
    found: dict[tuple[str, int, str], list[int]] = {}
    cover: Coverage | None = None
    for i in range(runs):
        party = tuple(parties[i % len(parties)])
        game = new_game(adventure, party, seed + i)
        try:
            if cover is None:
                adv = game.adventure
                seen = reachable(adv)
                cover = Coverage(adv.id, adv.title, runs, seed, tuple([tuple(p) for p in parties]),
                                 tuple(adv.paragraphs),
                                 unreachable=tuple([n for n in adv.paragraphs if n not in seen]),
                                 unplayable=unplayable(adv, adv.paragraphs, game.cards))
            _one_run(game, Dice(seed + i), limit, cover, found, seed + i, fights == "told")
        finally:
            game.close()
        if progress is not None:
            progress(1)
    assert cover is not None, "at least one run"
    cover.met = [Met(kind, par, what, len(seeds), seeds[0])
                 for (kind, par, what), seeds in found.items()]
    return cover


def _one_run(game: Game, rng: Dice, limit: int, cover: Coverage,
             found: dict[tuple[str, int, str], list[int]], seed: int, told: bool = False) -> None:
    entered = set(_entered(game.told))
    met: set[tuple[str, int, str]] = set()

    def note(kind: str, what: str) -> None:
        key = (kind, game.story.paragraph, what)
        if key not in met:
            met.add(key)
            found.setdefault(key, []).append(seed)

    recent: list[int] = list(entered)
    for _ in range(limit):
        if game.ended:
            cover.endings[game.story.paragraph] += 1
            cover.outcomes[game.story.ended] += 1
            cover.ending_kinds[game.story.paragraph] = game.story.ended
            break
        if told and isinstance(game.prompt, P.CombatRequest):
            tries = [X.CombatResult(victory=rng.choice([True, False]))]
        else:
            tries = answers(game, rng)
        if not tries:
            note("dead end", f"the game waits for {_asked(game)} and nothing can answer it")
            cover.outcomes["unfinished"] += 1
            break
        for action in tries:
            result = game.apply(action)
            if result.ok:
                new = _entered(result.told)
                entered |= set(new)
                recent = (recent + new)[-12:]
                break
            note("refused", f"{_asked(game)}: {type(action).__name__} refused: {result.reason}")
        else:
            note("dead end", f"every answer to {_asked(game)} is refused")
            cover.outcomes["unfinished"] += 1
            break
    else:
        round_ = ", ".join([f"({n})" for n in sorted(set(recent))])
        note("dead end", f"no end after {limit} answers: the story goes round {round_}")
        cover.outcomes["unfinished"] += 1
    for n in entered:
        cover.reached[n] += 1


def _entered(told) -> list[int]:
    return [t.event.number for t in told if isinstance(t.event, E.ParagraphEntered)]


def _asked(game: Game) -> str:
    prompt = game.prompt
    if game.fight is not None:
        return "a move in the fight"
    doc = (type(prompt).__doc__ or type(prompt).__name__).strip().split("\n")[0].rstrip(".")
    return doc[:1].lower() + doc[1:]


def answers(game: Game, rng: Dice) -> list:
    """Answers to what the game waits for, the random pick first, then other ways to go on
    should it be refused; empty when nothing can answer."""
    if game.fight is not None:
        return [FightAutomatically(rng.choice(list(POLICIES)))]
    prompt = game.prompt
    heroes = list(game.story.hero_ids())

    def shuffled(items) -> list:
        items = list(items)
        rng.shuffle(items)
        return items

    if isinstance(prompt, P.ChooseOption):
        return [X.Choose(o.index) for o in shuffled(prompt.options)]
    if isinstance(prompt, P.ChooseParticipant | P.ChooseHero):
        return [X.PickHero(h) for h in shuffled(prompt.heroes)]
    if isinstance(prompt, P.ChooseLeader):
        return [X.PickLeader(h) for h in shuffled(prompt.heroes)]
    if isinstance(prompt, P.ChooseDisputed):
        return [X.TakeDisputed(prompt.hero, c) for c in shuffled(prompt.cards)]
    if isinstance(prompt, P.CheckToRoll | P.ChooseOrder | P.GroupRoll):
        return [X.Roll()]
    if isinstance(prompt, P.ModifyWindow):
        return [X.Resolve()]
    if isinstance(prompt, P.ChooseGifts):
        if len(prompt.gifts) < prompt.count:
            return []
        return [X.PickGifts(prompt.hero, tuple(shuffled(prompt.gifts)[:prompt.count])),
                X.PickGifts(prompt.hero, tuple(prompt.gifts[:prompt.count]))]
    if isinstance(prompt, P.Distribute):
        gold = ((rng.choice(heroes), prompt.gold),) if prompt.gold else ()
        plain = ((heroes[0], prompt.gold),) if prompt.gold else ()
        return [X.Share(tuple([(i, rng.choice(heroes)) for i in prompt.items]), gold),
                X.Share(tuple([(i, heroes[0]) for i in prompt.items]), plain)]
    if isinstance(prompt, P.Shop):
        return [X.LeaveShop()]
    if isinstance(prompt, P.CombatRequest):
        return [FightAutomatically(p) for p in shuffled(POLICIES)]
    if isinstance(prompt, P.Paused):
        return [X.Continue()]
    if isinstance(prompt, P.Improve):
        return [R.ImproveAttribute(prompt.hero, a) for a in shuffled(prompt.attributes)]
    if isinstance(prompt, P.SettleFirst):
        fix = next_fix(game.state)
        return [fix] if fix is not None else []
    return []
