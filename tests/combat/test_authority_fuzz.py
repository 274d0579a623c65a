"""Property tests over random automatic fights on the shipped maps: at random moments, random
sides send random fight actions. (a) A refused action changes nothing (`Fight.snapshot()`
and the log as before). (b) An answer from a side that `waiting_for` did not ask is refused,
unless it is a free action of the rules (items and selling at any time, gifts without "!",
the refresh after a 9, the Quest Master's events). (c) The asked side too is refused an action
`waiting_for` does not offer it, free actions apart. After the fight everything is refused."""

import functools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from questboard.battlefield.validate import load_map
from questboard.combat import actions as A
from questboard.combat.authority import side_of, waiting_for
from questboard.combat.auto_qm import AutoQM
from questboard.combat.conflict import losing_side
from questboard.combat.conflict import sources as conflict_sources
from questboard.combat.effects_index import kinds
from questboard.combat.engine import apply
from questboard.combat.policies import HeroPolicy
from questboard.combat.rehearse import Rehearsal, spec_for
from questboard.combat.resolve import _fallback, _free_actions
from questboard.combat.setup import start_fight
from questboard.resources import maps_dir
from questboard.rules.cards import ATTRIBUTES
from questboard.rules.state import new_game

MAPS = sorted(p.stem for p in maps_dir().glob("*.yaml"))
HEROES = ["karomin", "alondis", "cessair", "krzzzt"]
VILLAINS = ["garthelm", "orc-shaman", "orc-chieftain", "pale-king", None]
GIFTS = ["parry", "dodge", "steady-aim", "arcane-ward", "healing", "second-wind", "renewal",
         "inspiration", "charge", "fireball", "force-bolt"]
KINDS = ("Move", "MeleeAttack", "RangedAttack", "UseGift", "UseItem", "SellItem", "SwapItem",
         "EndTurn", "PlayEvent", "Modify", "Pass", "ResolveInjury", "RefreshGift")


@functools.cache
def shipped_map(name: str):
    return load_map(maps_dir() / f"{name}.yaml")


def free(fight, action) -> bool:
    """The rules' free actions (the test's own reading of the rulebook)."""
    if isinstance(action, A.UseItem | A.SellItem | A.RefreshGift | A.PlayEvent):
        return True
    if isinstance(action, A.UseGift):
        card = fight.state.cards.gifts.get(action.gift)
        return card is not None and not card.turn_only and "counter_attack" not in kinds(card)
    return False


def step(fight, heroes: HeroPolicy, qm: AutoQM) -> None:
    """One decision of the automatic sides, as `combat.resolve.drive` takes it."""
    action = _free_actions(fight, heroes)
    if action is not None and apply(fight, action).ok:
        return
    w = waiting_for(fight)
    if w.who == A.QM:
        action, _ = qm.decide(fight, w.allowed)
    else:
        action, _ = heroes.decide(fight, w.who, w.allowed)
    if not apply(fight, action).ok:
        assert apply(fight, _fallback(fight, w)).ok


def random_action(draw, fight) -> A.FightAction:
    """Any fight action from any side, with arguments that are often, not always, sensible.
    Half the time it is of a kind the fight is asking for, from whichever side."""
    state, cards = fight.state, fight.state.cards
    ids = sorted(fight.fighters)
    heroes = list(fight.seats)
    side = draw(st.sampled_from(heroes + [A.QM]))
    who = side if side != A.QM else draw(st.sampled_from([A.QM] + [f for f in ids if f not in heroes]))
    me = fight.fighters.get(who)
    w = waiting_for(fight)
    kind = draw(st.sampled_from(w.allowed if w.allowed and draw(st.booleans()) else KINDS))

    def gift():
        if fight.reaction is not None and draw(st.booleans()):
            return fight.reaction.gift
        own = sorted(me.gift_table()) if me is not None else []
        return draw(st.sampled_from(own if own and draw(st.integers(0, 3)) else sorted(cards.gifts)))

    def item():
        own = list(me.hero.items()) if me is not None and me.hero is not None else []
        return draw(st.sampled_from(own if own and draw(st.booleans()) else sorted(cards.equipment)))

    def target():
        return draw(st.sampled_from(ids))

    def heal():
        n = draw(st.sampled_from([0, 0, 1, 2]))
        return tuple((draw(st.sampled_from(heroes)), draw(st.integers(1, 5))) for _ in range(n))

    piece = fight.field.pieces.get(who)
    if kind == "Move":
        x, y = piece.at if piece else (1.0, 1.0)
        return A.Move(who, (x + draw(st.floats(-1.2, 1.2)), y + draw(st.floats(-1.2, 1.2))), draw(st.booleans()))
    if kind in ("MeleeAttack", "RangedAttack"):
        cls = A.MeleeAttack if kind == "MeleeAttack" else A.RangedAttack
        return cls(who, target(), draw(st.sampled_from([None, "", item()])))
    if kind == "UseGift":
        area = ((piece.x, piece.y + 0.5), draw(st.floats(0, 360))) if piece and draw(st.booleans()) else None
        g = gift()
        return A.UseGift(who, g, target=draw(st.sampled_from([None, target()])), area=area,
                         heal=heal(), refresh=draw(st.sampled_from([None, g, gift()])))
    if kind == "UseItem":
        return A.UseItem(who, item(), heal=heal(), refresh=draw(st.sampled_from([None, gift()])))
    if kind == "SellItem":
        return A.SellItem(who, item())
    if kind == "SwapItem":
        return A.SwapItem(who, draw(st.sampled_from(heroes)), item())
    if kind == "EndTurn":
        return A.EndTurn(who)
    if kind == "PlayEvent":
        events = list(dict.fromkeys(state.qm_hand)) or sorted(cards.events)
        return A.PlayEvent(draw(st.sampled_from(events)), target=draw(st.sampled_from([None, target()])))
    if kind == "Modify":
        sources = [gift(), item(), "parry", *dict.fromkeys(state.qm_hand)]
        if fight.conflict is not None:  # what the losing side could really add
            loser = losing_side(fight, fight.conflict)
            sources += [s for _, s, _, _ in conflict_sources(fight, fight.conflict, loser)] * 4
        return A.Modify(who, draw(st.sampled_from(sources)))
    if kind == "Pass":
        return A.Pass(who)
    if kind == "ResolveInjury":
        return A.ResolveInjury(draw(st.sampled_from(heroes)), draw(st.sampled_from([None, *ATTRIBUTES])),
                               draw(st.sampled_from([None, item()])))
    return A.RefreshGift(who, gift())


def probe(fight, action) -> bool:
    """Send one action and check the three properties; True if it was accepted."""
    w = waiting_for(fight)
    before, log = fight.snapshot(), len(fight.log)
    outcome = apply(fight, action)
    if fight.result is not None and w.who is None:
        assert not outcome.ok, f"{action} accepted after the fight"
    if not outcome.ok:
        assert outcome.reason, f"{action} refused without a reason"
        assert fight.snapshot() == before, f"refused {action} ({outcome.reason}) changed the fight"
        assert len(fight.log) == log
        return False
    side = side_of(fight, action)
    assert side == w.who or free(fight, action), \
        f"{action} from {side} accepted while {w.who} was asked ({w.why})"
    assert type(action).__name__ in w.allowed or free(fight, action), \
        f"{action} accepted while {w.who} was asked for {w.allowed}"
    return True


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), map_name=st.sampled_from(MAPS), n=st.integers(1, 4),
       villain=st.sampled_from(VILLAINS), data=st.data())
def test_only_the_asked_side_answers_and_a_refusal_changes_nothing(cards, seed, map_name, n, villain, data):
    heroes = HEROES[:n]
    guys = (("orc-warrior", n), ("orc-archer", 1)) + (((villain, 1),) if villain else ())
    setup = Rehearsal(shipped_map(map_name), tuple(heroes), guys)
    state = new_game(cards, heroes, seed, draw_opening=True)
    extra = data.draw(st.lists(st.sampled_from(GIFTS), max_size=3, unique=True))
    for h in state.heroes:  # something to sell, drink, heal with and add to rolls
        h.equipment += ["potion-of-healing", "shield"]
        h.gifts.update({g: False for g in extra})
        h.vitality = data.draw(st.integers(1, h.max_vitality))  # injuries come sooner
    state.qm_hand += data.draw(st.lists(st.sampled_from(sorted(cards.events)), max_size=3))
    fight = start_fight(state, spec_for(setup, cards), record=True)
    policy, qm = HeroPolicy(data.draw(st.sampled_from(["greedy", "cautious"]))), AutoQM()
    for _ in range(data.draw(st.integers(10, 100))):
        # Probe now and then in a plain turn, mostly when something waits for an answer.
        waits = fight.state.pending_injuries or fight.conflict or fight.reaction or fight.state.refresh_offers
        if data.draw(st.integers(0, 9)) < (8 if waits else 1):
            for _ in range(data.draw(st.integers(1, 4))):
                probe(fight, random_action(data.draw, fight))
        if fight.over:
            break
        step(fight, policy, qm)
    for _ in range(data.draw(st.integers(1, 3))):  # and where the fight stopped (or ended)
        probe(fight, random_action(data.draw, fight))
