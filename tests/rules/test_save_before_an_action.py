"""What the rules engine keeps before each action, to put back on a refusal: a copy of the
state as deep as `copy.deepcopy` made it, sharing only the cards."""

import copy

from questboard.rules.checks import CheckSpec
from questboard.rules.engine import _save
from questboard.rules.state import Participant, PendingCheck, PendingInjury


def _deep(state):
    memo = {id(h.card): h.card for h in state.heroes}
    return copy.deepcopy({k: v for k, v in vars(state).items() if k not in ("cards", "dice", "options")}, memo)


def _containers(v, found):
    if isinstance(v, (list, dict)) or hasattr(v, "__dict__") and not hasattr(type(v), "model_fields"):
        found.append(v)
        for x in (v.values() if isinstance(v, dict) else v if isinstance(v, list) else vars(v).values()):
            _containers(x, found)
    return found


def test_the_save_equals_a_deep_copy_and_shares_nothing_mutable_but_the_cards(game):
    state = game("karomin", "alondis", "cessair", draw_opening=True)
    state.pending_injuries.append(PendingInjury("alondis", 2, True))
    state.pending_check = PendingCheck(CheckSpec("test", "strength", 4), 5,
                                       [Participant("karomin", die=3, used=["parry"])])
    saved = _save(state)
    assert saved == _deep(state)
    live = {id(x) for x in _containers([getattr(state, k) for k in saved], [])}
    copied = _containers(list(saved.values()), [])
    assert copied and not [x for x in copied if id(x) in live]
    assert all(h.card is live_h.card for h, live_h in zip(saved["heroes"], state.heroes, strict=True))
    state.heroes[0].gifts["x"] = True
    state.supply.gift_piles[next(iter(state.supply.gift_piles))].append("y")
    assert "x" not in saved["heroes"][0].gifts and saved != _deep(state)
