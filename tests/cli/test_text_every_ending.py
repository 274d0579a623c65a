"""Text mode plays every shipped adventure to every ending, its fights fought here.

The Plans of tests/adventure/test_shipped_adventures.py (options, checks, purchases, fight
outcomes, the whole walk) are typed into `questboard text` by a stand-in player: option
numbers, hero names, `roll 9 0` with the planned dice, `done`, shares, `buy`, `leave`,
`continue`, improvements. At a fight it types `fight` and plays the heroes' turns at the
keyboard, or `auto` to have the fight fought out. Each fight comes out as planned because
the dice are forced right before (and during) it:

* a victory: every die shows 9, so the heroes win every roll whoever attacks (R2: both sides
  win outright, the hero wins);
* a defeat: the heroes only end their turns and every roll is a bad guy's attack, forced as
  attacker 5, defender 0 (the attacker's die is rolled first), so the bad guy always wins.

Forced dice left over when a fight ends are used up before the story goes on, so the
story's checks see only the dice typed for them.
"""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from questboard.adventure import events as SE
from questboard.adventure import prompts as P
from questboard.cli import fightcommands as C
from questboard.cli.text import TextTable
from questboard.combat import events as FE
from questboard.combat.authority import waiting_for
from questboard.combat.fighters import movement_bar
from questboard.combat.tactics import can_shoot, step_towards
from questboard.play import new_game
from questboard.rules.log import Rolled
from questboard.rules.vitality import default_injury_choice
from tests.adventure.test_shipped_adventures import (
    FROST_FAILURE,
    FROST_OVER_THE_WALL,
    FROST_SUCCESS,
    HARBOR_FAILURE,
    HARBOR_SUCCESS,
    KROKK_CAPTURED,
    KROKK_OVERBOARD,
    KROKK_SUCCESS,
    Plan,
)

KEYBOARD, AUTO = "fight", "auto"
PLAY_TYPE = {KEYBOARD: "FightHere", AUTO: "FightAutomatically"}

# How each plan's fights are played, in order. Defeats are played at the keyboard (the
# heroes only end their turns, so every roll is a bad guy's attack); victories either way
# (RUNS below also plays each victory the other way).
CASES = {
    "harbor-success": (HARBOR_SUCCESS, (AUTO,)),
    "harbor-failure": (HARBOR_FAILURE, (KEYBOARD,)),
    "krokk-success": (KROKK_SUCCESS, (KEYBOARD, AUTO)),
    "krokk-captured": (KROKK_CAPTURED, (KEYBOARD,)),
    "krokk-overboard": (KROKK_OVERBOARD, (AUTO, KEYBOARD)),
    "frost-success": (FROST_SUCCESS, (AUTO, KEYBOARD)),
    "frost-failure": (FROST_FAILURE, (KEYBOARD, KEYBOARD)),
    "frost-over-the-wall": (FROST_OVER_THE_WALL, (KEYBOARD, AUTO)),
}

WIN, LOSE = (9, 9), (5, 0)  # (attacker's die, defender's die) of every roll in the fight
KEEP_FORCED = 120  # dice kept forced ahead while a fight at the keyboard waits for a line
AUTO_FORCED = 3000  # dice forced before an automatic fight (the rest are used up after it)


class Player:
    """Types what a player of the plan would: the story's answers from the plan, the heroes'
    moves in a fight (strike a foe in reach, else shoot, else close in, else end the turn;
    for a planned defeat only 'end'). A refused move makes it try its next idea."""

    def __init__(self, plan: Plan, modes: tuple[str, ...]) -> None:
        self.plan = plan
        self.options = list(plan.options)
        self.checks = list(plan.checks)
        self.buy = list(plan.buy)
        self.fights = list(zip(plan.fights, modes, strict=True))
        self.table: TextTable | None = None
        self.typed: list[str] = []
        self.dice: tuple[int, int] | None = None  # the pair forced in the fight on now
        self.tries: dict[tuple, int] = {}

    def __call__(self, prompt: str = "") -> str:
        game = self.table.game
        if game.fight is None:
            self._use_up_forced()
            line = self._story(game.story, game.prompt)
        else:
            self._keep_forced(KEEP_FORCED)
            line = self._fight(game.fight)
        self.typed.append(line)
        self.table.console.print(f"> {line}", markup=False)
        return line

    # The dice ----------------------------------------------------------------------------
    @property
    def _dice(self):
        return self.table.game.state.dice

    def _keep_forced(self, n: int) -> None:
        dice = self._dice
        while dice.forced_left < n:
            dice.force(*self.dice)

    def _use_up_forced(self) -> None:
        """After a fight: no die forced for it is left to spoil the story's checks."""
        dice = self._dice
        while dice.forced_left:
            dice.d10()
        self.dice = None

    # The story ---------------------------------------------------------------------------
    def _story(self, st, prompt) -> str:
        where = f"at ({st.paragraph})"
        name = lambda h: st.game.hero(h).name.replace(" ", "_")  # noqa: E731
        if isinstance(prompt, P.ChooseOption):
            labels = [o.label for o in prompt.options]
            assert self.options, f"no option planned {where}; offered {labels}"
            word = self.options.pop(0).lower()
            found = [i for i, label in enumerate(labels, start=1) if word in label.lower()]
            assert found, f"{where} no option with {word!r}: {labels}"
            return str(found[0])
        if isinstance(prompt, P.ChooseHero | P.ChooseParticipant):
            return name(prompt.heroes[0])
        if isinstance(prompt, P.CheckToRoll | P.ChooseOrder):
            assert self.checks, f"no check outcome planned {where}"
            heroes = prompt.order if isinstance(prompt, P.ChooseOrder) else prompt.heroes
            return "roll " + " ".join(map(str, _check_dice(self.checks.pop(0), prompt, heroes)))
        if isinstance(prompt, P.ModifyWindow):
            return "done"
        if isinstance(prompt, P.ChooseGifts):
            return ", ".join(prompt.gifts[:prompt.count])
        if isinstance(prompt, P.Distribute):
            # As the plan's driver shares: each item to the hero with most room, gold to the first.
            room = {h.id: h.equipment_limit - len(h.equipment) for h in st.game.heroes}
            pairs = []
            for item in prompt.items:
                hero = max(room, key=room.get)
                room[hero] -= 1
                pairs.append(f"{item}={hero}")
            if prompt.gold:
                pairs.append(f"{prompt.gold}={self.plan.heroes[0]}")
            return " ".join(pairs) if pairs else "even"
        if isinstance(prompt, P.Shop):
            offered = {o.item for o in prompt.offers}
            wanted = next((i for i in self.buy if i in offered), None)
            if wanted is None:
                return "leave"
            self.buy.remove(wanted)
            return f"buy {self.plan.heroes[0]} {wanted}"
        if isinstance(prompt, P.CombatRequest):
            assert self.fights, f"no fight planned {where}"
            victory, mode = self.fights.pop(0)
            self.dice = WIN if victory else LOSE
            assert not self._dice.forced_left
            self._keep_forced(AUTO_FORCED if mode == AUTO else KEEP_FORCED)
            return mode
        if isinstance(prompt, P.Paused):
            return "continue"
        if isinstance(prompt, P.Improve):
            return prompt.attributes[0]
        if isinstance(prompt, P.SettleFirst) and st.game.pending_injuries:
            hero = st.game.hero(st.game.pending_injuries[0].hero)
            attribute, discard = default_injury_choice(st.game, hero)
            return f"injury {hero.id} {attribute or 'none'}" + (f" {discard}" if discard else "")
        raise AssertionError(f"unplanned prompt {where}: {prompt!r}")

    # The fight at the keyboard -----------------------------------------------------------
    def _fight(self, fight) -> str:
        w = waiting_for(fight)
        if "ResolveInjury" in w.allowed:
            return "injury"
        if "Modify" in w.allowed or "RefreshGift" in w.allowed or fight.reaction is not None:
            return "pass"  # a refresh after a 9 (R44) let go as well
        if self.dice == LOSE:
            return "end"  # the bad guys do all the attacking
        key = (fight.round, fight.active, fight.turn.moves, fight.turn.actions)
        tried = self.tries.get(key, 0)
        self.tries[key] = tried + 1
        ideas = _ideas(fight, fight.fighters[w.who], self.table.game)
        return ideas[min(tried, len(ideas) - 1)]


def _check_dice(outcome, prompt, heroes) -> tuple[int, ...]:
    """The dice typed for a check: the plan's own, or a clear pass or fail for each hero."""
    if isinstance(outcome, tuple):
        return outcome
    if prompt.check.kind == "conflict":
        return (9, 0) * len(heroes) if outcome else (0, 5) * len(heroes)
    return (9 if outcome else 0,) * len(heroes)


def _ideas(fight, hero, game) -> list[str]:
    """What a player reading the screen would try, best first: strike a foe in contact; shoot
    one in range while standing still; walk into contact if the bar reaches, else towards the
    nearest, else round what stands in the way (to a point, 'move X,Y'); end the turn.
    (A refused idea is followed by the next one.)"""
    bf, turn = fight.field, fight.turn
    foes = sorted((f for f in fight.in_play() if not f.is_hero),
                  key=lambda f: bf.edge_distance(hero.id, f.id))
    names = [C.short_name(game, f.id) for f in foes]
    gaps = [bf.edge_distance(hero.id, f.id) for f in foes]
    touching = [n for f, n in zip(foes, names, strict=True) if bf.touching(hero.id, f.id)]
    ideas = []
    if turn.actions > 0:
        ideas += [f"attack {n}" for n in touching]
        reach = can_shoot(fight, hero)
        if reach and not touching and not turn.moved:
            ideas += [f"shoot {n}" for n, g in zip(names, gaps, strict=True) if g <= reach][:2]
    if turn.moves > 0 and not turn.shot and not touching and names:
        bar = movement_bar(hero, fight.state.cards)
        ideas += [f"move to {names[0]}"] if gaps[0] <= bar else []
        ideas += [f"move toward {n}" for n in names[:3]]
        # Straight on is blocked: round the mast or the rock, to a spot the bar reaches.
        around = step_towards(fight, hero, foes[0])
        ideas += [f"move {around[0]:.4f},{around[1]:.4f}"] if around is not None else []
    return ideas + ["end"]


def _play(plan: Plan, modes: tuple[str, ...]) -> tuple[TextTable, Player, str]:
    player = Player(plan, modes)
    table, out = play_at_the_terminal(new_game(plan.adventure, plan.heroes, plan.seed), player)
    return table, player, out


def play_at_the_terminal(game, player: Player) -> tuple[TextTable, str]:
    """Text mode's TextTable plays `game` to its end with `player` at the keyboard; returns the
    table and what the terminal showed."""
    out = io.StringIO()
    console = Console(file=out, width=110, highlight=False)
    console.input = player  # the keyboard
    table = TextTable(game, console, None)
    player.table = table
    try:
        table.play(None)
    finally:
        game.close()
    return table, out.getvalue()


def _fights(game) -> list[tuple[FE.FightOver, list[FE.Attacked]]]:
    """Each fight's verdict with every roll made in it, in order."""
    fights, rolls = [], []
    for t in game.told:
        if t.source == "fight" and isinstance(t.event, FE.Attacked):
            rolls.append(t.event)
        elif isinstance(t.event, FE.FightOver):
            fights.append((t.event, rolls))
            rolls = []
    return fights


def _story_dice(game) -> list[int]:
    return [t.event.die for t in game.told if t.source == "story" and isinstance(t.event, Rolled)]


def _typed_dice(player: Player) -> list[int]:
    return [int(d) for line in player.typed if line.startswith("roll ") for d in line.split()[1:]]


def _flipped(modes: tuple[str, ...], plan: Plan) -> tuple[str, ...]:
    """The same plan with each victory played the other way (defeats stay at the keyboard)."""
    return tuple((AUTO if m == KEYBOARD else KEYBOARD) if v else m
                 for v, m in zip(plan.fights, modes, strict=True))


RUNS = [(name, plan, modes) for name, (plan, modes) in CASES.items()]
RUNS += [(f"{name}-flipped", plan, _flipped(modes, plan)) for name, (plan, modes) in CASES.items()
         if _flipped(modes, plan) != modes]


@pytest.mark.parametrize(("plan", "modes"), [(p, m) for _, p, m in RUNS],
                         ids=[f"{n}:{'+'.join(m)}" for n, _, m in RUNS])
def test_text_mode_plays_the_plan_to_its_ending_fighting_every_fight(plan: Plan, modes) -> None:
    table, player, out = _play(plan, modes)
    game = table.game
    assert "Traceback" not in out
    assert game.story.ended == plan.ending, out[-3000:]
    assert f"The end: {plan.ending}." in out
    entered = tuple(t.event.number for t in game.told if isinstance(t.event, SE.ParagraphEntered))
    assert entered == plan.path
    assert not player.options and not player.checks and not player.buy and not player.fights
    # The story's checks rolled exactly the dice typed for them: none left over from a fight.
    assert _story_dice(game) == _typed_dice(player)

    # Every fight was fought here (its actions in the game's log), in the mode chosen for it.
    played = [a["play"]["type"] for a in game.actions if "play" in a]
    assert played == [PLAY_TYPE[m] for m in modes]
    moves = [a["fight"]["type"] for a in game.actions if "fight" in a]
    assert bool(moves) == (KEYBOARD in modes)  # the heroes' moves typed only at the keyboard
    assert out.count("The fight is yours") == modes.count(KEYBOARD)
    if any(v and m == KEYBOARD for v, m in zip(plan.fights, modes, strict=True)):
        assert {"MeleeAttack", "RangedAttack"} & set(moves)
    # ... and came out as planned, every roll on the dice forced for it (none left to chance).
    fights = _fights(game)
    assert [over.outcome for over, _ in fights] == ["victory" if v else "defeat" for v in plan.fights]
    for (over, rolls), victory in zip(fights, plan.fights, strict=True):
        if victory:  # the heroes win every roll, attacking or defending
            assert all((e.die, e.foe_die) == WIN for e in rolls), over
            assert all(e.attacker_won == (e.who in plan.heroes) for e in rolls), over
        else:  # only the bad guys attack, and they always win
            assert all((e.die, e.foe_die) == LOSE for e in rolls), over
            assert all(e.who not in plan.heroes and e.attacker_won for e in rolls), over
            assert rolls and over.reason == "every hero is out of the fight", over


def test_every_adventure_has_a_fight_at_the_keyboard_and_an_automatic_one() -> None:
    for adventure in ("the-harbor-treasure", "the-sleeping-city", "the-pale-kings-crown"):
        modes = {m for plan, ms in CASES.values() if plan.adventure == adventure for m in ms}
        assert modes == {KEYBOARD, AUTO}, adventure
    every_plan = (HARBOR_SUCCESS, HARBOR_FAILURE, KROKK_SUCCESS, KROKK_CAPTURED, KROKK_OVERBOARD,
                  FROST_SUCCESS, FROST_FAILURE, FROST_OVER_THE_WALL)
    assert sorted(map(id, every_plan)) == sorted(id(plan) for plan, _ in CASES.values())


def test_the_raiders_of_the_forest_clearing_come_to_blows_with_a_lone_hero() -> None:
    table, _, _ = _play(HARBOR_FAILURE, (KEYBOARD,))
    [(over, rolls)] = _fights(table.game)
    assert over.reason == "every hero is out of the fight"
    assert rolls
