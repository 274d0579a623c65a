"""The learning adventure (The Drowned Captain's Map) played in text mode by one hero and by
four, to the good ending and to the bad one, its fight fought at the keyboard and fought out
automatically, with no dead end on the way: at every stop the game offers an action, and
nothing the player is left to do is refused.

The fight comes out as planned because the dice are loaded: every roll of the fight goes to
the heroes (attacker 9, defender 0 when a hero attacks; 0 and 9 when a bad guy does), or to
the bad guys the other way round. The automatic sides still choose every move and attack."""

from __future__ import annotations

import pytest

from questboard.adventure import events as SE
from questboard.adventure import prompts as P
from questboard.combat import actions as F
from questboard.combat import attacks, conflict
from questboard.combat import events as FE
from questboard.play import new_game
from questboard.rules import actions as R
from questboard.rules.settle import next_fix
from tests.adventure.test_shipped_adventures import FAIL, PASS, Plan
from tests.cli.test_text_every_ending import AUTO, KEYBOARD, WIN, Player, play_at_the_terminal

HEROES = {1: ("karomin",), 4: ("karomin", "alondis", "cessair", "krzzzt")}
SUCCESS_PATH = (1, 2, 3, 4, 5, 4, 6, 7, 4, 8, 9, 11, 13, 14, 15, 17, 18)
FAILURE_PATH = (1, 2, 3, 4, 8, 10, 12, 13, 14, 16, 19)


def _plan(n: int, good: bool) -> Plan:
    if good:
        return Plan("the-harbor-treasure", HEROES[n], options=["tavern", "merchant", "forest"],
                    checks=[PASS, PASS], fights=[True], buy=["potion-of-healing"], ending="success",
                    path=SUCCESS_PATH)
    return Plan("the-harbor-treasure", HEROES[n], options=["forest"], checks=[FAIL, FAIL],
                fights=[False], ending="failure", path=FAILURE_PATH)


class LoadedPlayer(Player):
    """The text-mode player of the plan, with the fight's dice loaded instead of queued."""

    def _keep_forced(self, n: int) -> None:
        pass

    def _story(self, st, prompt) -> str:
        # Over a limit (a lone hero finds more than he may carry): the rules' own first fix,
        # typed as a player would ('sell HERO ITEM', 'discard HERO GIFT').
        fix = next_fix(st.game)
        if isinstance(prompt, P.SettleFirst) and isinstance(fix, R.SellItem):
            return f"sell {fix.who} {fix.item}"
        if isinstance(prompt, P.SettleFirst) and isinstance(fix, R.DiscardGift):
            return f"discard {fix.hero} {fix.gift}"
        return super()._story(st, prompt)


@pytest.fixture
def loaded(monkeypatch):
    """Load every roll of a fight for the side the player's plan wants to win."""
    players: list[Player] = []
    original = conflict.roll

    def roll(fight, kind, att, dfn, *args, **kw):
        heroes_win = players[0].dice == WIN
        hero_attacks = att.hero is not None
        fight.state.dice.force(*((9, 0) if hero_attacks == heroes_win else (0, 9)))
        return original(fight, kind, att, dfn, *args, **kw)

    monkeypatch.setattr(conflict, "roll", roll)
    monkeypatch.setattr(attacks, "roll", roll)
    return players


def _play(plan: Plan, mode: str, players: list[Player]):
    """Type the plan into `questboard text`; every action the game is asked is recorded with
    what the game offered just before."""
    game = new_game(plan.adventure, plan.heroes, plan.seed)
    asked: list[tuple[object, bool, str, tuple]] = []
    apply, step_qm = game.apply, game.step_qm

    def recorded(action):
        offered = tuple(t for a in game.waiting for t in a.actions)
        result = apply(action)
        asked.append((action, result.ok, getattr(result, "reason", ""), offered))
        return result

    def qm_step():
        offered = tuple(t for a in game.waiting for t in a.actions)
        result = step_qm()
        asked.append(("the automatic Quest Master", result.ok, getattr(result, "reason", ""), offered))
        return result

    game.apply, game.step_qm = recorded, qm_step
    player = LoadedPlayer(plan, (mode,))
    players.append(player)
    _, out = play_at_the_terminal(game, player)
    return game, asked, out


CASES = [(n, good, mode) for n in (1, 4) for good in (True, False) for mode in (KEYBOARD, AUTO)]


@pytest.mark.parametrize(("n", "good", "mode"), CASES,
                         ids=[f"{n}-heroes-{'good' if g else 'bad'}-ending-{m}" for n, g, m in CASES])
def test_the_learning_adventure_reaches_its_ending_without_a_dead_end(loaded, n, good, mode):
    plan = _plan(n, good)
    game, asked, out = _play(plan, mode, loaded)
    assert "Traceback" not in out
    assert game.story.ended == plan.ending and f"The end: {plan.ending}." in out, out[-3000:]
    entered = tuple(t.event.number for t in game.told if isinstance(t.event, SE.ParagraphEntered))
    assert entered == plan.path
    assert len(game.state.heroes) == n
    # The fight was fought the way chosen and came out as planned.
    [over] = [t.event for t in game.told if isinstance(t.event, FE.FightOver)]
    assert over.outcome == ("victory" if good else "defeat")
    rolls = [t.event for t in game.told if t.source == "fight" and isinstance(t.event, FE.Attacked)]
    # Every roll on the loaded dice (a hero's gift may still turn one, as at a real table).
    assert rolls and all((e.die, e.foe_die) == ((9, 0) if (e.who in plan.heroes) == good else (0, 9))
                         for e in rolls)
    assert game.state.dice.forced_left == 0  # every loaded die went to the roll it was for
    played = [a["play"]["type"] for a in game.actions if "play" in a]
    assert played == ["FightHere" if mode == KEYBOARD else "FightAutomatically"]
    moves = [a["fight"]["type"] for a in game.actions if "fight" in a]
    assert bool(moves) == (mode == KEYBOARD)
    if good and mode == KEYBOARD:
        assert {"MeleeAttack", "RangedAttack"} & set(moves)
    # No dead end: the game offered something at every stop, and took every answer of the
    # story and every way out of a fight turn; only a hero's idea of a move or an attack may
    # be refused (a rock in the way), and one of the player's next few ideas was then taken.
    assert asked and asked[-1][1]
    refused_in_a_row = 0
    for action, ok, reason, offered in asked:
        assert offered, f"nothing offered before {action!r}"
        if not isinstance(action, str):
            assert type(action) in offered, (action, offered)
        if ok:
            refused_in_a_row = 0
            continue
        assert isinstance(action, F.Move | F.MeleeAttack | F.RangedAttack), (action, reason)
        refused_in_a_row += 1
        assert refused_in_a_row <= 6, (action, reason)

