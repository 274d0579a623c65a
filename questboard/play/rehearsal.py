"""An adventure's own fights, set up for the rehearsal simulator (`questboard rehearse ADVENTURE
--fight PARAGRAPH`, `questboard validate --stats --odds`): the paragraph's bad guys in its
zones, its goals, who starts, the QM sheet's overrides and the adventure's base toughness,
exactly as the runner asks the fight of the table (`adventure.flow._fight`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.adventure import ways
from questboard.adventure.card_play import own_cards, with_cards
from questboard.adventure.model import Adventure
from questboard.adventure.names import card_id
from questboard.adventure.prompts import BadGuyGroup, RequestedCombat
from questboard.combat.spec import CombatSpec
from questboard.errors import QuestboardError
from questboard.play.library import MapLookup
from questboard.rules.cards import CardSet

if TYPE_CHECKING:
    from questboard.combat import rehearse

ROTATION = ("karomin", "alondis", "cessair", "krzzzt")
"""The heroes in a fixed order: `parties(n)` takes n of them from each seat in turn."""


def parties(n: int, heroes: tuple[str, ...] = ROTATION) -> list[tuple[str, ...]]:
    """The parties of n heroes for the odds: n heroes in a row of the rotation, starting at
    each of its seats (karomin, alondis, cessair, krzzzt: for 2 heroes karomin+alondis,
    alondis+cessair, cessair+krzzzt, krzzzt+karomin)."""
    k = len(heroes)
    return [tuple([heroes[(start + i) % k] for i in range(n)]) for start in range(k)]


def fight_paragraphs(adventure: Adventure) -> list[int]:
    """The paragraphs that start a fight, in order."""
    return [n for n, par in adventure.paragraphs.items() if isinstance(par.next, ways.FightWay)]


def _name(adventure: Adventure) -> str:
    return f"{adventure.title} ({adventure.id})"


def fight_at(adventure: Adventure, paragraph: int) -> ways.FightWay:
    """The fight of `paragraph`; a one-line QuestboardError naming the adventure's fights."""
    fights = fight_paragraphs(adventure)
    have = (f"its fights are at {', '.join(map(str, fights))}" if fights else "it has no fight")
    par = adventure.paragraphs.get(paragraph)
    if par is None:
        raise QuestboardError(f"{_name(adventure)} has no paragraph {paragraph}; {have}")
    if not isinstance(par.next, ways.FightWay):
        raise QuestboardError(f"{_name(adventure)}: paragraph {paragraph} is no fight; {have}")
    return par.next


def combat_request(adventure: Adventure, cards: CardSet, way: ways.FightWay,
                   heroes: int) -> RequestedCombat:
    """The RequestedCombat the runner hands over when this fight begins with `heroes` heroes."""
    c = way.combat
    groups = tuple([BadGuyGroup(zone, card_id(cards, name, "bad guy"), ways.bad_guy_count(k, heroes))
                   for zone, guys in c.bad_guys.items() for name, k in guys.items()])
    overrides = tuple([(card_id(cards, name, "bad guy"), o)
                      for name, o in adventure.qm_sheet.bad_guys.items()])
    request = RequestedCombat(c.map, c.first, groups, c.victory, c.defeat, c.rules, overrides)
    return with_cards(request, own_cards(adventure, c), adventure, cards, heroes)


def fight_spec(adventure: Adventure, cards: CardSet, maps: MapLookup | Callable,
               paragraph: int, heroes: int) -> CombatSpec:
    """The combat engine's spec of the fight at `paragraph` for `heroes` heroes."""
    if not adventure.heroes.min <= heroes <= adventure.heroes.max:
        raise QuestboardError(f"{_name(adventure)} is for {adventure.heroes.min} to "
                              f"{adventure.heroes.max} heroes, not {heroes}")
    request = combat_request(adventure, cards, fight_at(adventure, paragraph), heroes)
    return CombatSpec.from_request(request, maps.load(request.map))


def setup(adventure: Adventure, cards: CardSet, maps: MapLookup, paragraph: int,
          heroes: tuple[str, ...], policy: str = "greedy", *, hordes: int = 0,
          veterans: bool = False) -> rehearse.Rehearsal:
    """What `combat.rehearse.run` plays for the fight at `paragraph` with these heroes."""
    from questboard.combat import rehearse  # the rehearsal engine, only where fights are played

    spec = fight_spec(adventure, cards, maps, paragraph, len(heroes))
    totals: dict[str, int] = {}
    for guys in spec.bad_guys.values():
        for guy, count in guys.items():
            totals[guy] = totals.get(guy, 0) + int(count)
    return rehearse.Rehearsal(spec.map, tuple(heroes), tuple(totals.items()), policy, hordes,
                          veterans, spec=spec, toughness=adventure.qm_sheet.toughness,
                          adventure=adventure.id, paragraph=paragraph)


@dataclass(frozen=True)
class FightOdds:
    """One entry of the odds table: a fight of an adventure for a number of heroes."""

    adventure: str  # its id
    title: str
    paragraph: int
    map: str
    heroes: int
    report: dict  # `combat.rehearse.run`'s, the runs of every party added up


def odds(adventure: Adventure, cards: CardSet, maps: MapLookup, fights: int, *,
         policy: str = "greedy", seed: int = 1, workers: int = 1,
         progress: Callable[[int], None] | None = None) -> list[FightOdds]:
    """Every fight of the adventure for every hero count it allows: `fights` runs each,
    shared out evenly over the `parties` of that size (the first ones get the odd runs)."""
    return odds_of([(adventure, cards, maps)], fights, policy=policy, seed=seed,
                   workers=workers, progress=progress)


def entries(adventure: Adventure) -> list[tuple[int, int]]:
    """(paragraph, number of heroes) of every entry of the odds table, in order."""
    return [(p, n) for p in fight_paragraphs(adventure)
            for n in range(adventure.heroes.min, adventure.heroes.max + 1)]


def odds_of(adventures: list[tuple[Adventure, CardSet, MapLookup]], fights: int, *,
            policy: str = "greedy", seed: int = 1, workers: int = 1,
            progress: Callable[[int], None] | None = None, pool=None) -> list[FightOdds]:
    """`odds` for several adventures, played in one pool of workers (`pool`: one
    `combat.rehearse.open_pool` started already)."""
    jobs, rows = [], []
    for adventure, cards, maps in adventures:
        for paragraph, n in entries(adventure):
            groups = parties(n)
            share = [fights // len(groups) + (i < fights % len(groups)) for i in range(len(groups))]
            first = len(jobs)
            jobs += [(setup(adventure, cards, maps, paragraph, party, policy), runs)
                     for party, runs in zip(groups, share, strict=True) if runs]
            rows.append((adventure, paragraph, n, first, len(jobs)))
    from questboard.combat import rehearse

    reports = rehearse.run_many(jobs, seed, workers, progress, pool=pool)
    return [FightOdds(adventure.id, adventure.title, paragraph,
                      adventure.paragraphs[paragraph].next.combat.map, n,
                      pooled(reports[start:stop]))
            for adventure, paragraph, n, start, stop in rows]


def pooled(reports: list[dict]) -> dict:
    """The reports of several parties of one size (the same bad guys) as one: shares weighted
    by runs, the interval and the spread of rounds anew; `heroes` lists each party."""
    from questboard.combat import rehearse

    runs = sum([r["runs"] for r in reports])
    first = reports[0]

    def mean(key: str) -> float:
        return sum([r[key] * r["runs"] for r in reports]) / runs

    wins = round(mean("victory") * runs)
    out = {k: v for k, v in first.items() if not k.endswith("_seeds")}  # one party's runs only
    out.update(
        heroes=[r["heroes"] for r in reports], runs=runs,
        victory=wins / runs, victory_95=list(rehearse.wilson(wins, runs)),
        defeat=mean("defeat"), stalemate=mean("stalemate"),
        rounds_mean=mean("rounds_mean"), bad_guys_left_mean=mean("bad_guys_left_mean"),
        rounds_sd=math.sqrt(max(0.0, sum([(r["rounds_sd"] ** 2 + r["rounds_mean"] ** 2) * r["runs"]
                                         for r in reports]) / runs - mean("rounds_mean") ** 2)),
        serious_injury={h: sum([r["serious_injury"].get(h, 0.0) * r["runs"] for r in reports])
                        / sum([r["runs"] for r in reports if h in r["serious_injury"]])
                        for h in dict.fromkeys(h for r in reports for h in r["serious_injury"])},
    )
    return out
