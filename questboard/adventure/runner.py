"""The adventure runner: a state machine that plays a compiled adventure.

`start(...)` sets out and returns the first StoryStep; `apply(state, action)` returns one
(what happened + the next Prompt) or Refused(reason) and then nothing has changed.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, fields

from questboard.adventure import actions as X
from questboard.adventure import events as E
from questboard.adventure import flow, group_check, loops, setting_out
from questboard.adventure.doing import gift_action, push, rules, run_task, shop_prompt, task_words
from questboard.adventure.model import Adventure
from questboard.adventure.names import card_id, card_name
from questboard.adventure.prompts import (
    CheckToRoll,
    ChooseGifts,
    ChooseHero,
    ChooseLeader,
    ChooseOption,
    ChooseOrder,
    ChooseParticipant,
    CombatRequest,
    Distribute,
    Ended,
    GroupRoll,
    Improve,
    InjuryChoices,
    ModifyWindow,
    Paused,
    Prompt,
    SettleFirst,
    Shop,
    asks,
)
from questboard.adventure.state import (
    DoRules,
    DoTask,
    Enter,
    Finish,
    RunnerState,
    Setup,
    WayOn,
)
from questboard.adventure.tasks import ShopTask
from questboard.adventure.trial import restore, snapshot
from questboard.errors import QuestboardError
from questboard.rules import actions as A
from questboard.rules import engine
from questboard.rules.cards import CardSet
from questboard.rules.log import LogEvent, RuleInForce
from questboard.rules.outcome import Refusal, Refused
from questboard.rules.state import AdvancedRules, new_game
from questboard.rules.veterans import heirs_set_out, set_out
from questboard.rules.vitality import injury_choices


@dataclass(frozen=True)
class StoryStep:
    """What one story action made happen and what the story asks next (a game's own step,
    `play.Step`, tells the fights' events too)."""

    events: tuple[LogEvent, ...]
    prompt: Prompt | None

    @property
    def ok(self) -> bool:
        return True


Result = StoryStep | Refused

# Rules actions the table may take whenever no fight is on (rulebook: "at any time").
ANY_TIME = (A.SellItem, A.SwapItem, A.GiveGold, A.UseItem, A.DiscardItem, A.UseGift,
            A.RefreshOnNine, A.PlayEvent, A.PassHorn, A.ResolveInjury, A.DiscardGift)


def start(adventure: Adventure, cards: CardSet, setup: Setup) -> tuple[RunnerState, StoryStep]:
    """Set out (R13) and play up to the first prompt."""
    lo, hi = adventure.heroes.min, adventure.heroes.max
    if not lo <= len(setup.heroes) <= hi:
        raise QuestboardError(f"{adventure.title} is for {lo}–{hi} heroes, not {len(setup.heroes)}")
    unknown = [h for h in setup.heroes if h not in cards.heroes]
    if unknown:
        raise QuestboardError(f"no such hero: {', '.join(unknown)} (heroes: {', '.join(cards.heroes)})")
    option_names = {f.name for f in fields(AdvancedRules)}
    bad = [k for k, _ in setup.options if k not in option_names]
    if bad:
        raise QuestboardError(f"unknown option {', '.join(bad)} (options: {', '.join(sorted(option_names))})")
    quest_items = [_id(cards, q) for q in adventure.components.quest_items]
    try:
        game = new_game(cards, list(setup.heroes), setup.seed,
                        adventures_run=setup.adventures_run,
                        improvements=dict(setup.improvements),
                        quest_items=quest_items, options=AdvancedRules(**dict(setup.options)),
                        leader=setup.leader, base_toughness=adventure.qm_sheet.toughness,
                        apart=flow.apart(setup))
    except ValueError as error:
        raise QuestboardError(str(error)) from None
    epic, draft = set_out(game, {v.hero: v for v in setup.veterans}, setup.leader) if setup.veterans else ([], None)
    epic += heirs_set_out(game, setup.heirs) if setup.heirs else []
    st = RunnerState(adventure=adventure, cards=cards, game=game, setup=setup)
    epic += setting_out.after_set_out(st, draft) if setup.veterans else []
    if game.options.shopping_between:  # Shopping Between Adventures: the pile first (R73)
        st.queue.append(DoTask(ShopTask(shop="all")))
    st.queue.append(Enter(adventure.start))
    if st.waiting is None:  # (new heroes catching up choose the leader after, R75)
        st.waiting = flow.leader_tie(st)
    told: list[LogEvent] = epic + [RuleInForce(rule, effect)
                                   for rule, effect in game.options.in_force(len(game.heroes))]
    try:
        events = told + advance(st)
    except Refusal as refusal:  # the first paragraphs go round without asking anything
        raise QuestboardError(f"{adventure.title}: {refusal.reason}") from None
    return st, StoryStep(tuple(events), st.waiting)


def _id(cards: CardSet, name: str) -> str:
    return card_id(cards, name, "item") or name


def apply(st: RunnerState, action: object) -> Result:
    """Carry out one action of the table; on refusal nothing changes."""
    if st.ended is not None:
        return Refused("The adventure is over")
    saved = snapshot(st)
    try:
        if isinstance(action, A.Action):
            events = _rules_action(st, action)
        else:
            handler = HANDLERS.get(type(action))
            if handler is None:
                raise Refusal(f"That is not something the table can do now (waiting for "
                              f"{asks(st.waiting)})")
            events = handler(st, action)
        events += advance(st)
    except Refusal as refusal:
        restore(st, saved)
        return Refused(refusal.reason)
    return StoryStep(tuple(events), st.waiting)


def advance(st: RunnerState) -> list[LogEvent]:
    """Work through the queue until the table must answer something."""
    events: list[LogEvent] = []
    steps, limit, entered = 0, 0, deque(maxlen=200)
    while st.waiting is None and st.ended is None:
        why = engine.blocking(st.game)
        if why is not None:
            st.context = ("settle", None, st.context)
            st.waiting = settle_first(st, why)
            break
        if not st.queue:
            break
        work = st.queue.pop(0)
        steps += 1
        if steps > loops.FLOOR and steps > (limit := limit or loops.step_limit(st.adventure)):
            raise Refusal(loops.going_round(list(entered)))
        if isinstance(work, Enter):
            entered.append(work.paragraph)
            events += flow.enter(st, work.paragraph)
        elif isinstance(work, WayOn):
            events += flow.way_on(st, work.paragraph)
        elif isinstance(work, DoTask):
            events += run_task(st, work)
        elif isinstance(work, DoRules):
            outcome = engine.apply(st.game, work.action)
            if isinstance(outcome, Refused):
                events.append(E.TaskSkipped(task_words(st, work.action), outcome.reason))
            else:
                events += outcome.events
        elif isinstance(work, Finish):
            events += flow.finish(st, work)
    return events


def _rules_action(st: RunnerState, action: A.Action) -> list[LogEvent]:
    prompt = st.waiting
    if isinstance(prompt, CombatRequest):
        raise Refusal("The fight is on: report its result first")
    if isinstance(action, A.BuyItem):
        if not isinstance(prompt, Shop):
            raise Refusal("There is nothing to buy here")
        if action.item not in {o.item for o in prompt.offers}:
            raise Refusal(f"{st.cards.by_name(action.item).name if st.cards.by_name(action.item) else action.item} is not for sale here")
        events = rules(st, A.BuyItem(action.hero, action.item))
        st.waiting = shop_prompt(st, st.context)
        return events + _check_blocked(st)
    if isinstance(action, A.UseOnCheck | A.AskCreativeGift | A.JudgeCreativeGift):
        if isinstance(prompt, GroupRoll):
            events = rules(st, action)
            st.waiting = group_check.prompt(st)
            return events
        if not isinstance(prompt, ModifyWindow):
            raise Refusal("No dice are waiting to be modified")
        events = rules(st, action)
        st.waiting = flow.modify_window(st)
        return events
    if isinstance(action, A.ImproveAttribute):
        if not isinstance(prompt, Improve) or action.hero != prompt.hero:
            raise Refusal("Improvements come at the end of a successful adventure")
        events = rules(st, action)
        return events + flow.next_improvement(st)
    if not isinstance(action, ANY_TIME):
        raise Refusal("That happens only when the adventure says so")
    events = rules(st, action)
    if isinstance(prompt, ModifyWindow):
        st.waiting = flow.modify_window(st)
    elif isinstance(prompt, GroupRoll):
        st.waiting = group_check.prompt(st)
    return events + _check_blocked(st)


def _check_blocked(st: RunnerState) -> list[LogEvent]:
    """Switch to settling an injury / limit, or back from it when it is settled."""
    blocked = engine.blocking(st.game)
    if isinstance(st.waiting, SettleFirst):
        if blocked is None:
            _, prompt, context = st.context
            st.waiting, st.context = prompt, context
        else:
            st.waiting = settle_first(st, blocked)
    elif blocked is not None and st.waiting is not None:
        st.context = ("settle", st.waiting, st.context)
        st.waiting = settle_first(st, blocked)
    return []


def settle_first(st: RunnerState, why: str) -> SettleFirst:
    """The settle-first prompt; for a serious injury with the choices that are legal."""
    if not st.game.pending_injuries:
        return SettleFirst(why)
    hero = st.game.hero(st.game.pending_injuries[0].hero)
    attributes, items = injury_choices(st.game, hero)
    return SettleFirst(why, InjuryChoices(hero.id, attributes, items))


def _expect(st: RunnerState, *kinds: type) -> Prompt:
    if not isinstance(st.waiting, kinds):
        raise Refusal(f"That is not the question now (waiting for {asks(st.waiting)})")
    return st.waiting


def _horn(st: RunnerState, used: bool, decision: str) -> list[LogEvent]:
    return rules(st, A.PassHorn(decision)) if used and len(st.game.heroes) > 1 else []


def _choose(st: RunnerState, a: X.Choose) -> list[LogEvent]:
    prompt = _expect(st, ChooseOption)
    chosen = next((o for o in prompt.options if o.index == a.index), None)
    if chosen is None:
        raise Refusal(f"Choose one of the options offered: {', '.join(o.label for o in prompt.options)}")
    st.waiting = None
    option = st.adventure.paragraphs[st.paragraph].next.options[chosen.index]
    push(st, [Enter(option.goto)])
    return [E.OptionChosen(chosen.label, a.horn)] + _horn(st, a.horn, chosen.label)


def _pick_hero(st: RunnerState, a: X.PickHero) -> list[LogEvent]:
    prompt = _expect(st, ChooseHero, ChooseParticipant)
    hero = st.hero_id(a.hero)
    if hero is None or hero not in prompt.heroes:
        names = ", ".join(st.game.hero(h).name for h in prompt.heroes)
        raise Refusal(f"Pick one of: {names}")
    events = _horn(st, a.horn, f"{st.game.hero(hero).name} it is")
    if isinstance(prompt, ChooseParticipant):
        return events + flow.participant(st, hero)
    work = st.context
    st.waiting, st.context = None, None
    push(st, [DoTask(work.task, work.this, hero)])
    return events


def _pick_leader(st: RunnerState, a: X.PickLeader) -> list[LogEvent]:
    prompt = _expect(st, ChooseLeader)
    hero = st.hero_id(a.hero)
    if hero not in prompt.heroes:
        names = [st.game.hero(h).name for h in prompt.heroes]
        names = ", ".join(names[:-1]) + " or " + names[-1]
        raise Refusal(f"The leader is one of the heroes tied on Charisma: {names}")
    st.game.leader = [h.id for h in st.game.heroes].index(hero)
    st.waiting = None
    return [E.LeaderChosen(st.game.hero(hero).name)]


def _set_order(st: RunnerState, a: X.SetOrder) -> list[LogEvent]:
    prompt = _expect(st, ChooseOrder)
    order = tuple(st.hero_id(h) or h for h in a.heroes)
    if sorted(order) != sorted(prompt.order):
        names = ", ".join(st.game.hero(h).name for h in prompt.order)
        raise Refusal(f"Give each of these heroes once: {names}")
    st.waiting = ChooseOrder(prompt.check, order)
    return []


def _roll(st: RunnerState, a: X.Roll) -> list[LogEvent]:
    _expect(st, CheckToRoll, ChooseOrder, GroupRoll)
    if any(not isinstance(d, int) or not 0 <= d <= 9 for d in a.dice):
        raise Refusal("A d10 shows 0 to 9")
    if a.dice:
        _table_dice_fit(st, len(a.dice))
    if group_check.is_group(st):
        return group_check.roll(st, a.dice)  # die by die: it may stop at a declaration (R40)
    st.game.dice.force(*a.dice)
    return flow.roll(st)


def _table_dice_fit(st: RunnerState, given: int) -> None:
    """Dice rolled at the table must be as many as the check rolls (R37): a Test one per
    hero, a Conflict the hero's die then the Quest Master's for each hero; a group check one
    per hero still to roll (fewer: those heroes roll, and the next one may declare first)."""
    prompt = st.waiting
    if isinstance(prompt, CheckToRoll):
        per = 2 if prompt.check.kind == "conflict" else 1
        wanted = per * len(prompt.heroes)
        what = "Conflict" if per == 2 else "test"
        how = (" (each hero's die, then the Quest Master's)" if per == 2 and len(prompt.heroes) > 1
               else " (the hero's die, then the Quest Master's)" if per == 2
               else " (one per hero)" if len(prompt.heroes) > 1 else "")
        if given != wanted:
            raise Refusal(f"This {what} rolls {_dice(wanted)}{how}; you gave {given}")
        return
    heroes = prompt.order if isinstance(prompt, ChooseOrder) else [
        p for p in st.game.pending_check.participants if p.die is None]
    if given > len(heroes):
        raise Refusal(f"This group check rolls at most {_dice(len(heroes))} now (one per hero "
                      f"still to roll); you gave {given}")


def _dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def _resolve(st: RunnerState, a: X.Resolve) -> list[LogEvent]:
    _expect(st, ModifyWindow)
    return flow.resolve(st)


def _pick_gifts(st: RunnerState, a: X.PickGifts) -> list[LogEvent]:
    prompt = _expect(st, ChooseGifts)
    hero = st.hero_id(a.hero)
    if hero != prompt.hero:
        raise Refusal(f"It is {st.game.hero(prompt.hero).name} who must choose")
    if len(set(a.gifts)) != prompt.count or not set(a.gifts) <= set(prompt.gifts):
        raise Refusal(f"Choose {prompt.count} of: {', '.join(card_name(st.cards, g) for g in prompt.gifts)}")
    st.waiting = None
    push(st, [DoRules(gift_action(prompt.purpose, hero, g)) for g in a.gifts])
    return []


def _share(st: RunnerState, a: X.Share) -> list[LogEvent]:
    prompt = _expect(st, Distribute)
    heroes = set(st.hero_ids())
    given = sorted(item for item, _ in a.items)
    if given != sorted(prompt.items):
        items = ", ".join(card_name(st.cards, i) for i in prompt.items) or "none"
        raise Refusal(f"Share out exactly these items: {items}")
    if sum(n for _, n in a.gold) != prompt.gold or any(n < 0 for _, n in a.gold):
        raise Refusal(f"Share out exactly {prompt.gold} gold")
    for who in [h for _, h in a.items] + [h for h, _ in a.gold]:
        if who not in heroes:
            raise Refusal(f"There is no hero '{who}' in the party")
    st.waiting = None
    push(st, [DoRules(A.FindItem(hero, item)) for item, hero in a.items]
         + [DoRules(A.GainGold(hero, n, "found")) for hero, n in a.gold if n])
    return _horn(st, a.horn, "shared out the finds")


def _leave_shop(st: RunnerState, a: X.LeaveShop) -> list[LogEvent]:
    _expect(st, Shop)
    st.waiting, st.context = None, None
    return []


def _continue(st: RunnerState, a: X.Continue) -> list[LogEvent]:
    prompt = _expect(st, Paused)
    st.waiting = None
    push(st, [Enter(prompt.paragraph)])
    return []


def _combat_result(st: RunnerState, a: X.CombatResult) -> list[LogEvent]:
    _expect(st, CombatRequest)
    return flow.combat_over(st, a)


HANDLERS = {
    X.Choose: _choose, X.PickHero: _pick_hero, X.PickLeader: _pick_leader, X.TakeDisputed: setting_out.take_disputed,
    X.SetOrder: _set_order, X.Roll: _roll,
    X.Resolve: _resolve, X.PickGifts: _pick_gifts, X.Share: _share,
    X.LeaveShop: _leave_shop, X.Continue: _continue, X.CombatResult: _combat_result,
}

__all__ = ["Ended", "Result", "StoryStep", "apply", "start"]
