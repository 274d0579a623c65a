"""Scripted playthroughs of the shipped adventures: every ending, reached through the runner.

Each Plan names the party, the options to pick (by a word of their label), how each check
comes out (forced dice) and how each fight ends (reported as a CombatResult, since the
runner does not fight). The driver answers every other prompt in a fixed, simple way.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from questboard.adventure import actions as X
from questboard.adventure import events as E
from questboard.adventure import runner
from questboard.adventure.prompts import (
    CheckToRoll,
    ChooseGifts,
    ChooseHero,
    ChooseOption,
    ChooseOrder,
    ChooseParticipant,
    CombatRequest,
    Distribute,
    Ended,
    Improve,
    ModifyWindow,
    Paused,
    SettleFirst,
    Shop,
)
from questboard.adventure.state import RunnerState, Setup
from questboard.play.library import load_for_play
from questboard.resources import adventures_dir
from questboard.rules import actions as A
from questboard.rules.outcome import Refused

SHIPPED = ("the-harbor-treasure", "the-sleeping-city", "the-pale-kings-crown")

PASS, FAIL = True, False


@dataclass
class Plan:
    adventure: str
    heroes: tuple[str, ...]
    options: list[str]
    """A word of each option's label, in the order the option tables come up."""
    checks: list[bool | tuple[int, ...]]
    """Each check in order: PASS, FAIL, or the dice to force (each hero, then the QM)."""
    fights: list[bool]
    """Each fight in order: victory?"""
    ending: str
    path: tuple[int, ...]
    """The paragraphs entered, in order (the whole walk)."""
    buy: list[str] = field(default_factory=list)
    """Items the first hero buys, at the first shop that offers them."""
    seed: int = 7


@dataclass
class Played:
    st: RunnerState
    entered: list[int] = field(default_factory=list)
    events: list = field(default_factory=list)
    offered: list[tuple[str, ...]] = field(default_factory=list)
    combats: list = field(default_factory=list)
    paused: list[int] = field(default_factory=list)

    def hero(self, hero_id: str):
        return self.st.game.hero(hero_id)

    def carried(self) -> set[str]:
        return {item for h in self.st.game.heroes for item in h.items()}

    def gold(self) -> int:
        return self.st.party_gold()


def _dice(outcome: bool | tuple[int, ...], prompt) -> tuple[int, ...]:
    if isinstance(outcome, tuple):
        return outcome
    heroes = prompt.order if isinstance(prompt, ChooseOrder) else prompt.heroes
    kind = prompt.check.kind
    if kind == "conflict":
        return (9, 0) * len(heroes) if outcome else (0, 5) * len(heroes)
    return (9 if outcome else 0,) * len(heroes)


def play(plan: Plan) -> Played:
    adventure, cards, _ = load_for_play(adventures_dir() / f"{plan.adventure}.yaml")
    st, step = runner.start(adventure, cards, Setup(adventure.id, plan.heroes, plan.seed))
    done = Played(st)
    options, checks, fights, buy = (list(plan.options), list(plan.checks), list(plan.fights),
                                    list(plan.buy))

    def take(events) -> None:
        done.events += events
        done.entered += [e.number for e in events if isinstance(e, E.ParagraphEntered)]

    take(step.events)
    prompt = step.prompt
    for _ in range(500):
        if isinstance(prompt, Ended):
            break
        if isinstance(prompt, ChooseOption):
            labels = tuple(o.label for o in prompt.options)
            done.offered.append(labels)
            assert options, f"no option planned at ({st.paragraph}); offered {labels}"
            word = options.pop(0)
            found = [o for o in prompt.options if word.lower() in o.label.lower()]
            assert found, f"at ({st.paragraph}) no option with {word!r}: {labels}"
            action = X.Choose(found[0].index)
        elif isinstance(prompt, ChooseParticipant | ChooseHero):
            action = X.PickHero(prompt.heroes[0])
        elif isinstance(prompt, CheckToRoll | ChooseOrder):
            assert checks, f"no check outcome planned at ({st.paragraph})"
            action = X.Roll(_dice(checks.pop(0), prompt))
        elif isinstance(prompt, ModifyWindow):
            action = X.Resolve()
        elif isinstance(prompt, ChooseGifts):
            action = X.PickGifts(prompt.hero, prompt.gifts[:prompt.count])
        elif isinstance(prompt, Distribute):
            # Each item to the hero with most room under the limit, the gold to the first.
            room = {h.id: h.equipment_limit - len(h.equipment) for h in st.game.heroes}
            items = []
            for item in prompt.items:
                hero = max(room, key=room.get)
                room[hero] -= 1
                items.append((item, hero))
            gold = ((plan.heroes[0], prompt.gold),) if prompt.gold else ()
            action = X.Share(tuple(items), gold)
        elif isinstance(prompt, Shop):
            offered = {o.item for o in prompt.offers}
            wanted = next((i for i in buy if i in offered), None)
            if wanted is None:
                action = X.LeaveShop()
            else:
                buy.remove(wanted)
                action = A.BuyItem(plan.heroes[0], wanted)
        elif isinstance(prompt, CombatRequest):
            done.combats.append(prompt.combat)
            assert fights, f"no fight outcome planned at ({st.paragraph})"
            action = X.CombatResult(victory=fights.pop(0))
        elif isinstance(prompt, Paused):
            done.paused.append(prompt.paragraph)
            action = X.Continue()
        elif isinstance(prompt, Improve):
            action = A.ImproveAttribute(prompt.hero, prompt.attributes[0])
        elif isinstance(prompt, SettleFirst):
            raise AssertionError(f"unplanned: {prompt.reason} at ({st.paragraph})")
        else:
            raise AssertionError(f"unexpected prompt {prompt!r}")
        result = runner.apply(st, action)
        assert not isinstance(result, Refused), f"({st.paragraph}) {action}: {result.reason}"
        take(result.events)
        prompt = result.prompt
    else:
        raise AssertionError("the adventure did not end")
    assert isinstance(prompt, Ended)
    assert prompt.outcome == plan.ending
    assert st.ended == plan.ending
    assert tuple(done.entered) == plan.path, done.entered
    assert not options, f"options left over: {options}"
    assert not checks, f"check outcomes left over: {checks}"
    assert not fights, f"fight outcomes left over: {fights}"
    assert not buy, f"nothing offered {buy}"
    return done


def drawn(done: Played) -> int:
    from questboard.rules.log import EventsDrawn

    return sum(len(e.events) for e in done.events if isinstance(e, EventsDrawn))


def discarded(done: Played) -> int:
    from questboard.rules.log import EventsDiscarded

    return sum(len(e.events) for e in done.events if isinstance(e, EventsDiscarded))


def visited_all(adventure: str, plays: list[Played]) -> None:
    adv, _, _ = load_for_play(adventures_dir() / f"{adventure}.yaml")
    seen = {n for p in plays for n in p.entered}
    assert seen == set(adv.paragraphs), f"never entered: {sorted(set(adv.paragraphs) - seen)}"


# --- The Drowned Captain's Map (learning adventure) ------------------------------------

HARBOR_SUCCESS = Plan(
    "the-harbor-treasure", ("karomin", "cessair"),
    options=["tavern", "merchant", "forest"],
    checks=[PASS, PASS],              # the Easy Talent Test, the Strength Conflict
    fights=[True],
    buy=["potion-of-healing"],
    ending="success",
    path=(1, 2, 3, 4, 5, 4, 6, 7, 4, 8, 9, 11, 13, 14, 15, 17, 18),
)

HARBOR_FAILURE = Plan(
    "the-harbor-treasure", ("karomin",),
    options=["forest"],
    checks=[FAIL, FAIL],
    fights=[False],
    ending="failure",
    path=(1, 2, 3, 4, 8, 10, 12, 13, 14, 16, 19),
)


def test_harbor_treasure_success() -> None:
    done = play(HARBOR_SUCCESS)
    st = done.st
    # The map went to the leader (Cessair: highest Charisma) and was discarded at the end.
    given = [e for e in done.events if type(e).__name__ == "ItemMoved" and e.item == "treasure-map"]
    assert given and given[0].to in ("cessair", "Magistra Cessair")
    assert "treasure-map" not in done.carried()
    # Options vanish with their locations.
    assert done.offered[0] == ("Listen for rumours in the tavern", "Look at the merchant's wares",
                               "Follow the map to the forest clearing")
    assert done.offered[2] == ("Follow the map to the forest clearing",)
    assert st.markers == {1, 2}
    assert done.combats[0].first == "leader"
    assert {(g.zone, g.bad_guy, g.count) for g in done.combats[0].groups} == {
        ("raiders", "orc-warrior", 4)}
    # Bought one potion (1 gold), found 1 from the roots and 1 in the chest; the sword too.
    carried = [i for h in st.game.heroes for i in h.items()]
    assert carried.count("potion-of-healing") == 3
    assert "veterans-sword" in carried
    assert done.gold() == 2 + 2 - 1 + 4
    assert st.heroes_at == "harbor"
    assert sum(h.improvements for h in st.game.heroes) == 2


def test_harbor_treasure_failure_lone_hero() -> None:
    done = play(HARBOR_FAILURE)
    st = done.st
    assert "potion-of-healing" in st.game.hero("karomin").items()  # Lone Heroes rule
    assert st.markers == set()
    assert done.combats[0].first == "qm"
    assert {(g.bad_guy, g.count) for g in done.combats[0].groups} == {("orc-warrior", 2)}
    assert drawn(done) >= 1
    assert st.game.hero("karomin").vitality == 4  # wrenched a shoulder in the Conflict
    assert st.game.hero("karomin").improvements == 0


def test_harbor_treasure_every_paragraph() -> None:
    visited_all("the-harbor-treasure", [play(HARBOR_SUCCESS), play(HARBOR_FAILURE)])


# --- A Hush over Krokk (the storyboard) ------------------------------------------------

KROKK_SUCCESS = Plan(
    "the-sleeping-city", ("karomin", "cessair"),
    options=["merchant"],
    # Talent Test; sneaking (all); the run to the coast (Karomin makes it, Cessair not);
    # the leap aboard (all).
    checks=[PASS, PASS, (9, 0), PASS],
    fights=[True, True],
    buy=["climbing-gear"],
    ending="success",
    path=(1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15),
)

KROKK_CAPTURED = Plan(
    "the-sleeping-city", ("alondis",),
    options=["at once"],
    checks=[FAIL],
    fights=[False],
    ending="failure",
    path=(1, 3, 6, 8),
)

KROKK_OVERBOARD = Plan(
    "the-sleeping-city", ("alondis", "krzzzt", "karomin"),
    options=["at once"],
    checks=[PASS, (9, 0, 9), PASS],
    fights=[True, False],
    ending="failure",
    path=(1, 3, 4, 5, 6, 9, 10, 11, 12, 14, 16),
)


def test_sleeping_city_success_with_surprise() -> None:
    done = play(KROKK_SUCCESS)
    st = done.st
    assert st.markers == {1, 2}
    assert drawn(done) >= 1                       # shopping cost time
    assert done.combats[0].map == "monastery-yard" and done.combats[0].first == "leader"
    finale = done.combats[1]
    assert finale.map == "ship-deck"
    counts = {(g.zone, g.bad_guy): g.count for g in finale.groups}
    # One more warrior than heroes at the stern, one archer and a warrior a hero at the bow:
    # as many as the deck's zones hold in every set-up (`questboard validate`).
    assert counts == {("orc-crew-aft", "orc-warrior"): 3, ("orc-crew-fore", "orc-archer"): 1,
                      ("orc-crew-fore", "orc-warrior"): 2, ("orc-shaman", "orc-shaman"): 1}
    assert dict(finale.overrides)["orc-shaman"].vitality[2] == 6
    assert "healing-herbs" in done.carried() and "climbing-gear" in done.carried()
    assert st.location_in_play("Krokk Harbor") and st.heroes_at == "krokk-harbor"
    assert not st.location_in_play("Merchant")
    # Cessair failed the run and exhausted a gift; Karomin did not.
    assert st.game.hero("cessair").exhausted_gifts()
    assert not st.game.hero("karomin").exhausted_gifts()
    # 2 + 2 start gold, Karomin paid 2 for the gear, 1 each from the harbor master.
    assert done.gold() == 4 - 2 + 2


def test_sleeping_city_captured_in_the_monastery() -> None:
    done = play(KROKK_CAPTURED)
    assert done.combats[0].first == "qm"
    assert done.st.markers == set()
    assert done.st.game.hero("alondis").improvements == 0


def test_sleeping_city_thrown_overboard() -> None:
    done = play(KROKK_OVERBOARD)
    assert done.st.markers == set()                # one hero was heard on the wall
    assert done.combats[0].first == "qm"
    assert done.combats[1].first == "leader"
    assert {(g.zone, g.bad_guy): g.count for g in done.combats[1].groups}[
        ("orc-crew-aft", "orc-warrior")] == 4


def test_sleeping_city_every_paragraph() -> None:
    visited_all("the-sleeping-city",
                [play(KROKK_SUCCESS), play(KROKK_CAPTURED), play(KROKK_OVERBOARD)])


# --- Frost at Midsummer (the longer adventure) -----------------------------------------

FROST_SUCCESS = Plan(
    "the-pale-kings-crown", ("cessair", "karomin"),
    options=["morag", "smith", "graveyard", "crypt", "bread", "drain"],
    checks=[PASS, PASS],               # Morag's Conflict, the group check at the lid
    fights=[True, True],
    buy=["climbing-gear"],
    ending="success",
    path=(1, 2, 3, 4, 2, 5, 2, 6, 7, 9, 10, 11, 12, 13, 14, 16, 17, 19, 20, 21, 22, 24),
)

FROST_FAILURE = Plan(
    "the-pale-kings-crown", ("karomin", "alondis"),
    options=["graveyard", "road east", "drive", "gate"],
    checks=[FAIL],                     # the search of the hut
    fights=[False, False],
    ending="failure",
    path=(1, 2, 6, 8, 9, 12, 13, 15, 16, 18, 19, 20, 21, 23, 25),
)

FROST_OVER_THE_WALL = Plan(
    "the-pale-kings-crown", ("alondis",),
    options=["morag", "smith", "graveyard", "crypt", "drive", "climb"],
    checks=[FAIL, FAIL],               # Morag's price, the lid that will not move
    fights=[True, True],
    buy=["climbing-gear"],
    ending="success",
    path=(1, 2, 3, 4, 2, 5, 2, 6, 7, 9, 10, 12, 13, 15, 16, 17, 19, 20, 21, 22, 24),
)


def test_pale_kings_crown_success_with_every_advantage() -> None:
    done = play(FROST_SUCCESS)
    st = done.st
    assert st.markers == {1, 2, 3}
    assert done.paused == [13]
    carried = done.carried()
    assert {"amulet-of-warding", "holy-water", "climbing-gear"} <= carried
    assert "key-of-the-old-crypt" not in carried
    assert discarded(done) >= 1
    assert done.offered[-1] == ("Crawl through the old drain Snaggle told you of",
                                "Climb the icy wall with your ropes and hooks",
                                "Break down the gate")
    crossroads, finale = done.combats
    assert crossroads.map == "crossroads-ambush" and crossroads.first == "qm"
    assert len({g.zone for g in crossroads.groups}) == 4
    assert finale.map == "monastery-yard" and finale.first == "leader"
    assert ("sorcerer", "pale-king", 1) in {(g.zone, g.bad_guy, g.count) for g in finale.groups}
    # 4 start + 2 from the mayor - 2 for the gear (Cessair's discount 1: 1) + 3 loot + 2 each.
    assert done.gold() == 4 + 2 - 1 + 3 + 4
    assert sum(h.improvements for h in st.game.heroes) == 2


def test_pale_kings_crown_failure_all_the_way() -> None:
    done = play(FROST_FAILURE)
    st = done.st
    assert st.markers == {4}
    assert done.offered[1] == ("Take the road east at once",)     # no key, no crypt
    assert done.offered[-1] == ("Break down the gate",)
    assert done.combats[1].first == "qm"
    assert "key-of-the-old-crypt" not in done.carried()
    assert drawn(done) >= 2
    assert done.gold() == 6 - 2 - 2                 # robbed at the crossroads
    assert all(h.improvements == 0 for h in st.game.heroes)


def test_pale_kings_crown_over_the_wall_alone() -> None:
    done = play(FROST_OVER_THE_WALL)
    st = done.st
    assert st.markers == {1}
    assert done.offered[-1] == ("Climb the icy wall with your ropes and hooks", "Break down the gate")
    assert "key-of-the-old-crypt" in done.carried()  # the lid never moved
    assert "amulet-of-warding" not in done.carried()
    assert st.game.hero("alondis").exhausted_gifts()
    assert done.combats[1].first == "leader"


def test_pale_kings_crown_every_paragraph() -> None:
    visited_all("the-pale-kings-crown",
                [play(FROST_SUCCESS), play(FROST_FAILURE), play(FROST_OVER_THE_WALL)])


@pytest.mark.parametrize("adventure", SHIPPED)
def test_shipped_adventure_validates(adventure: str) -> None:
    adv, _, _ = load_for_play(adventures_dir() / f"{adventure}.yaml")
    assert adv.id == adventure
