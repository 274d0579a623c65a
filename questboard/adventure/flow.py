"""The ways on: entering paragraphs, queries, options, checks, fights, pauses and endings."""

from __future__ import annotations

from questboard.adventure import events as E
from questboard.adventure.actions import CombatResult
from questboard.adventure.card_play import fight_cards, fight_over
from questboard.adventure.conditions import evaluate, parse_condition, question
from questboard.adventure.doing import push, rules
from questboard.adventure.fight_report import check_report
from questboard.adventure.names import card_id, printed_name
from questboard.adventure.prompts import (
    BadGuyGroup,
    CheckInfo,
    CheckToRoll,
    ChooseLeader,
    ChooseOption,
    ChooseOrder,
    ChooseParticipant,
    CombatRequest,
    Ended,
    Improve,
    ModifyWindow,
    OptionChoice,
    Paused,
    RequestedCombat,
    Roll,
)
from questboard.adventure.state import (
    CheckAtHand,
    DoRules,
    DoTask,
    Enter,
    Finish,
    RunnerState,
    WayOn,
)
from questboard.adventure.ways import (
    Check,
    End,
    FightWay,
    Goto,
    GroupCheck,
    Options,
    Pause,
    Query,
    bad_guy_count,
    branch_goto,
    branch_tasks,
)
from questboard.rules import actions as A
from questboard.rules import engine
from questboard.rules.cards import ATTRIBUTES
from questboard.rules.checks import CheckSpec
from questboard.rules.creative import creative_gifts
from questboard.rules.epic_log import NewBesideVeterans
from questboard.rules.log import CheckResolved, LogEvent
from questboard.rules.state import choose_leader, tied_for_leader
from questboard.rules.toughness import toughness


def enter(st: RunnerState, number: int) -> list[LogEvent]:
    st.paragraph = number
    par = st.adventure.paragraphs[number]
    events: list[LogEvent] = [E.ParagraphEntered(number)]
    if par.read.strip():
        events.append(E.ReadAloud(par.read.strip()))
    if par.qm:
        events.append(E.QMNote(par.qm.strip()))
    if par.advice:
        events.append(E.Advice(par.advice.strip()))
    push(st, [DoTask(t) for t in par.tasks] + [WayOn(number)])
    return events


def _branch(st: RunnerState, way, name: str, this: list[tuple[str, list]] | None = None,
            first: list | None = None) -> None:
    """Queue a branch: `first` work, each hero's own tasks, the branch's tasks, its goto."""
    branch = getattr(way, name)
    work = list(first or [])
    work += [DoTask(t, hero_this) for hero_this, tasks in (this or []) for t in tasks]
    work += [DoTask(t) for t in branch_tasks(branch)]
    work.append(Enter(branch_goto(branch, way.in_both_cases)))
    push(st, work)


def way_on(st: RunnerState, number: int) -> list[LogEvent]:
    way = st.adventure.paragraphs[number].next
    if isinstance(way, int):
        push(st, [Enter(way)])
    elif isinstance(way, Goto):
        push(st, [Enter(way.goto)])
    elif isinstance(way, Pause):
        st.waiting = Paused(way.pause)
        return [E.PauseReached()]
    elif isinstance(way, End):
        gold = [DoRules(A.GainGold(h.id, way.gold, "reward")) for h in st.game.heroes] if way.gold else []
        improvements = way.improvements if way.improvements is not None else \
            st.adventure.rewards.improvements
        push(st, gold + [Finish(way.end, improvements if way.end == "success" else 0)])
    elif isinstance(way, Query):
        cond = parse_condition(way.query)
        answer = evaluate(cond, st)
        _branch(st, way, "if_yes" if answer else "if_no")
        return [E.QueryAnswered(way.query, answer, question(cond, lambda kind, text: printed_name(
            st.cards, text, kind)))]
    elif isinstance(way, Options):
        return _options(st, way)
    elif isinstance(way, Check):
        return _call_check(st, way, number)
    elif isinstance(way, GroupCheck):
        return _call_group(st, way, number)
    elif isinstance(way, FightWay):
        return _fight(st, way)
    return []


def _options(st: RunnerState, way: Options) -> list[LogEvent]:
    offered = tuple(OptionChoice(i, o.label) for i, o in enumerate(way.options)
                    if o.if_ is None or evaluate(parse_condition(o.if_), st))
    if not offered:
        push(st, [DoRules(A.DrawEvents(1)), Enter(way.fallback)])
        return [E.NoOptionLeft()]
    st.waiting = ChooseOption(offered)
    return []


# Checks -------------------------------------------------------------------------------
def check_info(st: RunnerState, secret: bool = False) -> CheckInfo:
    """The check at hand; `secret`: its attribute and target are not told yet (Uncertain
    Checks, R66)."""
    way = st.adventure.paragraphs[st.check.paragraph].next
    if isinstance(way, GroupCheck):
        target = way.threshold[len(st.game.heroes)] + sum([st.game.toughness_of(h) for h in st.check.heroes])
        return CheckInfo("group", way.group_check, target, "group")
    own = {h: way.target() + st.game.toughness_of(h) for h in st.check.heroes or _able(st)}  # R81
    target = way.target() + st.game.toughness  # the veterans' bonus, unless all who may attempt share another
    target = next(iter(own.values())) if len(set(own.values())) == 1 else target
    apart = tuple([(h, st.game.hero(h).name, t) for h, t in own.items() if t != target])
    return CheckInfo(way.check, way.attribute, target, way.by, secret, apart)


def _able(st: RunnerState) -> tuple[str, ...]:
    return tuple(h.id for h in st.game.heroes if not h.out_of_fight)


def _call_check(st: RunnerState, way: Check, number: int) -> list[LogEvent]:
    st.check = CheckAtHand(number)
    if way.by == "all" or len(_able(st)) == 1:
        return participant(st, *_able(st))
    st.waiting = ChooseParticipant(check_info(st, st.game.options.uncertain_checks), _able(st))
    return []


def participant(st: RunnerState, *heroes: str) -> list[LogEvent]:
    """The heroes who roll are known: wait for the roll."""
    st.check.heroes = tuple(heroes)
    info = check_info(st)
    st.waiting = CheckToRoll(info, st.check.heroes)
    st.context = None
    names = tuple(st.game.hero(h).name for h in heroes)
    return [E.CheckCalled(info.text, names)]


def _call_group(st: RunnerState, way: GroupCheck, number: int) -> list[LogEvent]:
    named = [h for h in (st.hero_id(n) for n in way.heroes) if h] if way.heroes != "all" else []
    heroes = named or list(_able(st))
    attr = way.order_by or way.group_check
    # Highest attribute first; seat order breaks ties (sorted is stable).
    order = tuple(sorted(heroes, key=lambda h: -st.game.hero(h).attribute(attr)))
    st.check = CheckAtHand(number, order)
    info = check_info(st)
    st.waiting = ChooseOrder(info, order)
    return [E.CheckCalled(info.text, tuple(st.game.hero(h).name for h in order))]


def roll(st: RunnerState) -> list[LogEvent]:
    way = st.adventure.paragraphs[st.check.paragraph].next
    spec = CheckSpec(way.check, way.attribute, way.target(), all_heroes=way.by == "all")
    events = rules(st, A.RollCheck(spec, st.check.heroes))
    st.waiting = modify_window(st)
    return events


def modify_window(st: RunnerState) -> ModifyWindow:
    rolls = rolls_down(st)
    return ModifyWindow(check_info(st), rolls, tuple(st.game.refresh_offers),
                        st.game.pending_check.creative,
                        tuple([r.hero for r in rolls if creative_gifts(st.game, r.hero)]))


def rolls_down(st: RunnerState) -> tuple[Roll, ...]:
    """The dice of the check at hand that have been rolled, with their bonuses."""
    return tuple(Roll(p.hero, p.die, p.foe_die, p.bonus, p.auto)
                 for p in st.game.pending_check.participants if p.die is not None)


def resolve(st: RunnerState) -> list[LogEvent]:
    events = rules(st, A.ResolveCheck())
    result = next(e for e in events if isinstance(e, CheckResolved))
    way = st.adventure.paragraphs[st.check.paragraph].next
    by_name = {h.name: h.id for h in st.game.heroes} | {h.id: h.id for h in st.game.heroes}
    each: list[tuple[str, list]] = []
    if isinstance(way, GroupCheck):
        success = result.all_succeeded
    else:
        success = result.any_succeeded if way.by == "all" and way.need == "any" else result.all_succeeded
        if way.by == "all":
            for r in result.results:
                tasks = way.each_success if r.success else way.each_failure
                if tasks:
                    each.append((by_name[r.hero], list(tasks)))
    st.waiting, st.check = None, None
    _branch(st, way, "on_success" if success else "on_failure", each)
    return events + [E.CheckOutcome(success)]


# Fights, pauses, endings ----------------------------------------------------------------
def _fight(st: RunnerState, way: FightWay) -> list[LogEvent]:
    c = way.combat
    n = len(st.game.heroes)
    groups = tuple(BadGuyGroup(zone, card_id(st.cards, name, "bad guy"), bad_guy_count(k, n))
                   for zone, guys in c.bad_guys.items() for name, k in guys.items())
    overrides = tuple((card_id(st.cards, name, "bad guy"), o)
                      for name, o in st.adventure.qm_sheet.bad_guys.items())
    spec = RequestedCombat(c.map, c.first, groups, c.victory, c.defeat, c.rules, overrides)
    spec, played = fight_cards(st, c, spec)
    st.waiting = CombatRequest(spec)
    return [*played, E.CombatBegins(c.map, spec.first)]


def combat_over(st: RunnerState, a: CombatResult) -> list[LogEvent]:
    check_report(st, a)
    way = st.adventure.paragraphs[st.paragraph].next
    request = st.waiting
    st.waiting = None
    done = fight_over(st, request.combat) if isinstance(request, CombatRequest) else []
    # What the fight did to the heroes carries over into the story (seed 003).
    wounds = ([DoRules(A.DamageHero(h, p)) for h, p in a.damage if p > 0]
              + [DoRules(A.ExhaustGift(h, g)) for h, g in a.exhausted]
              + [DoRules(A.LoseItem(h, i, "used up")) for h, i in a.used_up])
    _branch(st, way, "on_victory" if a.victory else "on_defeat", first=wounds)
    where = st.cards.locations[st.heroes_at].name if st.heroes_at else None
    return [E.CombatOver(a.victory, where), *done]


def finish(st: RunnerState, work: Finish) -> list[LogEvent]:
    events: list[LogEvent] = [E.AdventureEnded(work.outcome, work.improvements)]
    st.context = {"outcome": work.outcome,
                  "left": {h.id: work.improvements for h in st.game.heroes}}
    return events + next_improvement(st)


def leader_tie(st: RunnerState):
    """The party's pick of the leader when the highest Charisma ties and it is to be asked
    (R45), else None."""
    tied = tied_for_leader(st.game) if st.setup.ask_leader and st.setup.leader is None else ()
    return ChooseLeader(tied) if len(tied) > 1 else None


def apart(setup) -> tuple[str, ...]:
    """The new heroes beside veterans who have a toughness bonus of their own (R81)."""
    if not setup.own_toughness or not setup.veterans:
        return ()
    vets = {v.hero for v in setup.veterans}
    return tuple([h for h in setup.heroes if h not in vets])


def catch_up(st: RunnerState) -> list[LogEvent]:
    """New heroes beside veterans (R75): told so; with `catch_up` set up, each raises as many
    attributes as the veterans have improvements each (rounded down) before the adventure."""
    vets = {v.hero: v for v in st.setup.veterans}
    new = [h for h in st.game.heroes if h.id not in vets]
    if not vets or not new:
        return []
    behind = sum([v.improvements for v in vets.values()]) // len(vets)
    own = st.game.own_toughness
    told: list[LogEvent] = [NewBesideVeterans(h.id, behind, st.setup.catch_up and behind > 0, own.get(h.id),
                                              st.game.toughness) for h in new]
    if st.setup.catch_up and behind > 0:
        st.context = {"outcome": None, "then": "set out", "left": {h.id: behind for h in new}}
        told += next_improvement(st)
    return told


def next_improvement(st: RunnerState) -> list[LogEvent]:
    """Ask the next hero with improvements left and room on a bar; then end (R14), or set
    out when the improvements were a new hero's catching up (R75)."""
    ctx = st.context
    if isinstance(st.waiting, Improve):
        ctx["left"][st.waiting.hero] -= 1
    for hero_id, left in ctx["left"].items():
        hero = st.game.hero(hero_id)
        room = tuple(a for a in ATTRIBUTES if hero.attributes[a] < hero.card.bar(a).max)
        if left > 0 and room:
            st.waiting = Improve(hero_id, left, room)
            return []
    if ctx.get("then") == "set out":  # caught up: the toughness bonus counts them too, then the leader
        st.context = None
        base = st.adventure.qm_sheet.toughness
        st.game.toughness = base + toughness([h.improvements for h in st.game.heroes]).bonus
        st.game.leader = choose_leader(st.game.heroes, st.setup.leader)
        st.waiting = leader_tie(st)
        return []
    outcome = engine.apply(st.game, A.EndAdventure())
    st.ended = ctx["outcome"]
    st.waiting = Ended(ctx["outcome"], st.paragraph)
    st.context = None
    return list(outcome.events)
