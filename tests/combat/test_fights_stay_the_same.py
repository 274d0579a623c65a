"""Seeded automatic fights come out exactly as they did before the engine and the automatic
sides were made faster (issue 20): the same seeds give the same actions, the same events and
the same fight at the end, down to the last bit of every position.

The digests in `data/fight_digests.json` were written by the code of commit 94fcffc, before
any of that work; `python -m tests.combat.test_fights_stay_the_same --write` writes them anew
(only for a change that is meant to play fights differently)."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from questboard.battlefield.validate import load_map
from questboard.combat import bench, resolve
from questboard.combat.rehearse import Rehearsal, _cards, spec_for
from questboard.resources import maps_dir
from questboard.rules.state import new_game

DIGESTS = Path(__file__).with_name("data") / "fight_digests.json"
MAPS = ("crossroads-ambush", "forest-clearing", "harbor-warehouse", "monastery-yard", "ship-deck")
HEROES = ("karomin", "alondis", "cessair", "krzzzt")
VILLAINS = ("garthelm", "orc-shaman", "orc-chieftain", "pale-king", None)
SEEDS = 200  # per bench case
VARIED = 40  # fights over every map, party size, villain and both policies, recorded


def _cases():
    """(label, map, heroes, bad guys, policy, seed, record) of every fight compared."""
    for label, (name, heroes, guys) in (("small", bench.SMALL), ("large", bench.LARGE)):
        for seed in range(SEEDS):
            yield label, name, heroes, guys, "greedy", seed, False
    for i in range(VARIED):
        n = 1 + i % 4
        villain = VILLAINS[i % len(VILLAINS)]
        guys = (("orc-warrior", n), ("orc-archer", 1)) + (((villain, 1),) if villain else ())
        yield ("varied", MAPS[i % len(MAPS)], HEROES[:n], guys,
               ("greedy", "cautious")[i // 5 % 2], 7919 * i, True)


def _digest(cards, specs, case) -> str:
    """One fight played from its seed: a hash of every action applied, of the log (when
    recorded) and of the fight's snapshot at the end."""
    _label, name, heroes, guys, policy, seed, record = case
    key = (name, heroes, guys, policy)
    if key not in specs:
        setup = Rehearsal(load_map(maps_dir() / f"{name}.yaml"), tuple(heroes), guys, policy)
        specs[key] = spec_for(setup, cards)
    applied: list[str] = []
    original = resolve.apply

    def watched(fight, action, *rest):
        outcome = original(fight, action, *rest)
        applied.append(f"{action!r} {outcome.ok}")
        return outcome

    resolve.apply = watched
    try:
        state = new_game(cards, list(heroes), seed, draw_opening=True)
        _result, fight = resolve.resolve_combat(state, specs[key], policy=policy, record=record)
    finally:
        resolve.apply = original
    h = hashlib.sha256("\n".join(applied).encode())
    h.update(repr(fight.log).encode())
    h.update(repr(fight.snapshot()).encode())
    return h.hexdigest()[:16]


def _all_digests() -> dict[str, list[str]]:
    cards, specs = _cards(), {}
    out: dict[str, list[str]] = {}
    for case in _cases():
        out.setdefault(case[0], []).append(_digest(cards, specs, case))
    return out


@pytest.mark.parametrize("label", ["small", "large", "varied"])
def test_seeded_fights_play_exactly_as_before(label, _played):
    expected = json.loads(DIGESTS.read_text())[label]
    got = _played[label]
    assert len(got) == len(expected)
    differ = [i for i, (a, b) in enumerate(zip(got, expected, strict=True)) if a != b]
    assert differ == [], f"{len(differ)} {label} fights play differently, the first: case {differ[:5]}"


@pytest.fixture(scope="module")
def _played():
    return _all_digests()


if __name__ == "__main__" and "--write" in sys.argv:
    DIGESTS.parent.mkdir(exist_ok=True)
    DIGESTS.write_text(json.dumps(_all_digests(), indent=0) + "\n")
    print(f"wrote {DIGESTS}")
