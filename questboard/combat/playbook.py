"""One fighter's turn played by a machine, for either side: gifts that pay, then attack,
then close in. `greedy` takes risks (area cards that also hit friends, charging from afar);
the cautious way heals early, keeps friends out of area cards and waits for foes to come."""

from __future__ import annotations

from functools import lru_cache

from questboard.combat import actions as A
from questboard.combat import tactics as T
from questboard.combat.effects_index import effect, kinds, ready_gifts
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import Fighter, movement_bar
from questboard.combat.spec import AllVanquished, Vanquish
from questboard.rules.checks import conflict_attacker_wins


def play_turn(fight: Fight, f: Fighter, budget: TurnBudget, greedy: bool) -> tuple[A.FightAction, str]:
    """The next action of `f` in its turn and why (EndTurn when nothing pays)."""
    if T.fresh(budget):
        found = _turn_gift(fight, f, greedy)
        if found is not None:
            return found
    foes = T.enemies(fight, f)
    touching = T.touching(fight, f, foes)
    melee_left = budget.melee > 0 if budget.special else budget.actions > 0
    if touching and melee_left:
        target = T.weakest(fight, touching)
        return A.MeleeAttack(f.id, target.id), f"attacks {target.name}, who touches it"
    ranged_left = (budget.ranged > 0 if budget.special else budget.actions > 0) \
        and (not budget.moved or budget.move_despite_ranged)
    bar = (budget.range_bar or T.can_shoot(fight, f)) if ranged_left else None
    if bar and not touching:
        # The weakest foe in sight: asking in that order, the first answer is the one.
        targets = T.shootable(fight, f, bar, among=T.weakest_first(fight, foes), enough=1)
        if targets:
            target = targets[0]
            charge = _charge_instead(fight, f, budget, target, melee_left)
            if charge is not None:
                return charge
            return A.RangedAttack(f.id, target.id), f"shoots at {target.name}"
    can_move = budget.moves > 0 and (not budget.shot or budget.move_despite_ranged) \
        and (budget.any_order or not budget.attacked)
    if can_move and foes and not touching:
        if bar and not budget.move_despite_ranged:
            # An archer who cannot shoot now steps up to shooting distance for next turn.
            target = T.nearest(fight, f, foes)
            if T.gap(fight, f, target) > bar * 0.8:
                to = T.step_towards(fight, f, target, stop_gap=bar * 0.8)
                why = f"closes to shooting range of {target.name}"
            else:
                # Close enough, yet nobody is in sight: walk on until someone is.
                to = T.step_towards(fight, f, target)
                why = f"seeks a line of sight to {target.name}"
            if to is not None:
                return A.Move(f.id, to), why
        elif melee_left or budget.special:
            target = _reachable(fight, f, foes) or T.nearest(fight, f, foes)
            if greedy or f.side == "bad_guy" or not _worth_waiting(fight, foes) \
                    or T.gap(fight, f, target) <= movement_bar(f, fight.state.cards):
                to = T.step_towards(fight, f, target)
                if to is not None:
                    return A.Move(f.id, to), f"moves on {target.name}"
    return A.EndTurn(f.id), "nothing more worth doing"


def _worth_waiting(fight: Fight, foes: list[Fighter]) -> bool:
    """Whether a cautious hero may stand and let the foes come: only while one of them has
    no ranged attack (those who shoot keep their distance and never come), and only in the
    first half of the fight (after that the round cap, R31, is nearer than any foe)."""
    if fight.round > fight.spec.round_cap // 2:
        return False
    return any(T.can_shoot(fight, e) is None for e in foes)


def rounds_left(fight: Fight) -> int:
    """Rounds still to play before the round cap (R31) ends the fight, this one included."""
    return fight.spec.round_cap - fight.round + 1


def _out_of_time(fight: Fight, f: Fighter, target: Fighter) -> bool:
    """Shots alone will likely not bring `target` down before the round cap: a shot that
    misses costs the foe nothing, so a ranged duel with a tough foe goes on and on. Asked
    only of a foe the heroes must vanquish to win; every fighter of the side who can shoot
    is counted shooting at it each round, each with its own chance of a hit."""
    goal = fight.spec.victory
    if isinstance(goal, Vanquish):
        key = goal.bad_guy.lower()
        if key not in (target.card.id, target.card.name.lower(), target.id):
            return False
    elif not isinstance(goal, AllVanquished):
        return False
    chances = [hit_chance(fight, g, target) for g in fight.in_play(f.side) if T.can_shoot(fight, g)]
    if not chances:
        return False
    p = sum(chances) / len(chances)
    return at_least(target.current_vitality(), rounds_left(fight) * len(chances), p) < 0.9


def hit_chance(fight: Fight, att: Fighter, target: Fighter) -> float:
    """The chance that `att` wins a plain roll against `target` (R2; Deftness both ways, no
    bonuses; the bad guy's with the toughness bonus of the hero he fights, R81)."""
    hero = att if att.hero is not None else target
    tough = fight.state.toughness_of(hero.hero.id if hero.hero is not None else None)
    return _plain_roll(att.deftness(tough), target.deftness(tough), att.is_hero)


@lru_cache(maxsize=1024)
def _plain_roll(a: int, d: int, att_is_hero: bool) -> float:
    """The chance that Deftness `a` wins a plain roll against `d`: all 100 pairs of dice
    counted once per pair of values (the automatic sides ask it every shot)."""
    wins = sum(conflict_attacker_wins(x, x + a, att_is_hero, y, y + d)
               for x in range(10) for y in range(10))
    return wins / 100


def at_least(k: int, n: int, p: float) -> float:
    """The chance of at least `k` successes in `n` tries of chance `p` each. Each (k, p) is
    worked out try by try once, every count of tries on the way kept (the same sums in the same
    order for any `n`): as a fight goes on, the same question comes back with fewer tries."""
    if k <= 0:
        return 1.0
    if n < k:
        return 0.0
    run = _RUNS.get((k, p))
    if run is None:
        if len(_RUNS) >= 1024:
            _RUNS.clear()
        # dist[j]: chance of j successes so far (the last: k or more); then dist[k] after 0, 1, … tries
        run = _RUNS[(k, p)] = ([1.0] + [0.0] * k, [0.0])
    dist, after = run
    while len(after) <= n:
        for j in range(k, 0, -1):
            dist[j] = dist[j] * (1 if j == k else 1 - p) + dist[j - 1] * p
        dist[0] *= 1 - p
        after.append(dist[k])
    return after[n]


_RUNS: dict[tuple[int, float], tuple[list[float], list[float]]] = {}


def _charge_instead(fight: Fight, f: Fighter, budget: TurnBudget, target: Fighter,
                    melee_left: bool) -> tuple[A.FightAction, str] | None:
    """A hero who cannot shoot `target` down in the rounds left goes in with the blade (in
    one move, or two when it stands farther): a stalemate is a defeat all the same (R31), and
    a melee decides something every time."""
    if f.side == "bad_guy" or not melee_left or budget.moved or budget.moves <= 0:
        return None
    if not _out_of_time(fight, f, target):
        return None
    to = T.step_towards(fight, f, target)
    if to is None:
        return None
    return A.Move(f.id, to), f"goes in against {target.name}: shots will not bring it down in time"


def _reachable(fight: Fight, f: Fighter, foes: list[Fighter]) -> Fighter | None:
    bar = movement_bar(f, fight.state.cards)
    near = [e for e in foes if T.gap(fight, f, e) <= bar]
    return T.weakest(fight, near)


def _turn_gift(fight: Fight, f: Fighter, greedy: bool) -> tuple[A.FightAction, str] | None:
    """A "!" gift worth spending this turn, with the reason."""
    ready = ready_gifts(fight, f)
    if not ready:
        return None  # most minions carry no gift at all

    # One pass over the ready gifts: the first "!" gift of each kind, and those that shape a turn.
    firsts: dict[str, object] = {}
    turn_cards = []
    for c in ready:
        ks = kinds(c)
        if c.turn_only:
            for k in ks:
                firsts.setdefault(k, c)
        if "turn" in ks:
            turn_cards.append(c)
    first = firsts.get
    area = first("area_attack")
    if area is not None and T.foes_an_area_may_reach(fight, f) >= 2:
        pose = T.best_area(fight, f)
        if pose is not None:
            centre, degrees, foes, friends = pose
            if foes >= 2 and (friends == 0 or greedy and foes > friends):
                return A.UseGift(f.id, area.id, area=(centre, degrees)), f"{area.name} covers {foes} foes"
    cloud = first("ranged_attack_all")
    bar = (cloud.range_bar or f.card.range_bar) if cloud is not None else None
    if cloud is not None and bar and len(T.shootable(fight, f, bar, enough=2)) >= 2:
        return A.UseGift(f.id, cloud.id), f"{cloud.name}: several foes in range"
    silence = first("silence_gifts")
    if silence is not None and any(not ex for h in T.enemies(fight, f) for ex in h.gift_table().values()):
        return A.UseGift(f.id, silence.id), "the heroes still hold ready gifts"
    horn = first("reinforcements")
    if horn is not None and len(fight.in_play(f.side)) <= fight.heroes_count:
        return A.UseGift(f.id, horn.id), "outnumbered: calls for more"
    if not turn_cards:
        return None
    if len(turn_cards) > 1:  # weighed in the order of the card list
        order = {g: i for i, g in enumerate(fight.state.cards.gifts)}
        turn_cards.sort(key=lambda c: order[c.id])
    touching = T.touching_enemies(fight, f)
    foes = T.enemies(fight, f)
    bar = movement_bar(f, fight.state.cards)
    shoot_bar = T.can_shoot(fight, f)
    for card in turn_cards:
        t = effect(card, "turn")
        if t.melee >= 2 and len(touching) >= 2:
            return A.UseGift(f.id, card.id), f"{card.name}: {len(touching)} foes touching"
        if t.moves >= 2 and t.melee and not touching and foes:
            near = T.nearest(fight, f, foes)
            if bar < T.gap(fight, f, near) <= bar * t.moves * 0.95:
                return A.UseGift(f.id, card.id), f"{card.name} to reach {near.name}"
        if t.ranged and (t.move_despite_ranged or t.moves == 0) and not touching:
            reach = card.range_bar or shoot_bar
            if reach and T.shootable(fight, f, reach, enough=1) and (greedy or t.ranged >= 2 or card.range_bar):
                return A.UseGift(f.id, card.id), f"{card.name}: shots to take"
    return None
