"""The story view: the paragraph the story stands at (read-aloud text; the Quest Master's
notes and advice in his view only), the question pending with what it needs (options, the
check and its totals, a group check's sum, the shop with each hero's price, a share-out, a
fix the rules demand first), the leader, the overland map and the Quest Master's hand."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, replace

from questboard.adventure import events as AE
from questboard.adventure import prompts as P
from questboard.adventure.shares import first_shares
from questboard.errors import QuestboardError
from questboard.play.offers import check_bonuses, shop_prices
from questboard.play.seats import Seat
from questboard.play.sheets import ATTRIBUTE_NAMES, SheetView, card_ref, sheets
from questboard.play.story_choices import story_choices
from questboard.play.told import STORY
from questboard.play.viewdata import AdventureCardView, CardRef, Choice, LogLine, ViewData
from questboard.play.views import adventure_cards, paragraph_view, public_question, since_paragraph
from questboard.rules.checks import conflict_won, test_succeeds
from questboard.rules.creative import creative_gifts
from questboard.rules.log import CheckResult, die_sum, verdict
from questboard.rules.vitality import injury_choices


@dataclass(frozen=True)
class RollView(ViewData):
    """One hero's roll of a check: die + attribute + bonus = total, against the target or
    the Quest Master's total (his die + the Conflict value), and the verdict as it stands
    (a group check's rolls have none of their own: `CheckView.standing`)."""

    hero: str
    name: str
    die: int
    attribute: int
    bonus: int
    total: int
    foe_die: int | None
    auto: bool  # wins automatically
    line: str  # "Karomin: die 6 + strength 4 = 10 against 9: succeeds"
    foe_total: int | None = None  # a Conflict: the Quest Master's die + value
    success: bool | None = None  # None in a group check


@dataclass(frozen=True)
class Declared(ViewData):
    """A hero of a group check: what he declared before rolling (and its bonus), rolled or not."""

    hero: str
    name: str
    used: tuple[CardRef, ...]
    bonus: int
    rolled: bool
    next: bool  # rolls next


@dataclass(frozen=True)
class CheckView(ViewData):
    kind: str  # test, conflict, group
    attribute: str
    attribute_name: str
    target: int  # the number to reach (a group's threshold, a conflict's value)
    text: str  # "Strength test (target 9)"
    rolls: tuple[RollView, ...]
    total: int  # a group check: the sum of the rolls so far
    participants: tuple[Declared, ...]  # a group check's heroes
    bonuses: tuple[tuple[str, tuple[CardRef, ...]], ...]  # hero -> what could still change it
    refresh_offers: tuple[str, ...]  # heroes who rolled a 9 (R4)
    standing: str = ""  # a group check: "So far 7 of 14." / "Together 15 against 14: succeeds"
    creative_gifts: tuple[tuple[str, tuple[CardRef, ...]], ...] = ()  # hero -> gifts he may offer (R65)
    creative: tuple[str, str] | None = None  # (hero, gift) waiting for the Quest Master (R65)
    secret: bool = False  # Uncertain Checks (R66): what it tests is the Quest Master's alone for now
    apart: tuple[tuple[str, int], ...] = ()  # (hero, his target) where his own bonus sets it apart (R81)


@dataclass(frozen=True)
class ShopRow(ViewData):
    item: CardRef
    gold: int  # the card's value
    prices: tuple[tuple[str, int, bool], ...]  # (hero, what he pays after the discount (R9), can pay)
    sold: bool = False  # on offer when the shop opened, bought since: its row keeps its place


@dataclass(frozen=True)
class LocationView(ViewData):
    id: str
    name: str
    beside: bool  # set beside the map, not on it


@dataclass(frozen=True)
class StoryView(ViewData):
    """The story now, for one seat (see `for_seat`)."""

    paragraph: int
    read_aloud: tuple[str, ...]
    qm_notes: tuple[str, ...]  # the Quest Master's view only
    advice: tuple[str, ...]  # the Quest Master's view only
    done: tuple[LogLine, ...]  # what was carried out at this paragraph, with results
    prompt: str  # the question's kind: ChooseOption, CheckToRoll, Shop, … ("" for none)
    question: str  # the question in the table's words
    hidden: bool  # a question for the Quest Master alone
    who: str  # the hero the question is put to ("" for the party)
    options: tuple[tuple[int, str], ...]  # (index, label)
    heroes_asked: tuple[str, ...]  # whom a hero choice or a roll is between
    check: CheckView | None
    shop: tuple[ShopRow, ...]
    found: tuple[CardRef, ...]  # a share-out's items
    found_gold: int
    found_to: tuple[str, ...]  # whom each found item is offered to first (R46)
    fight_groups: tuple[tuple[int, str, str], ...]  # a fight offered: (count, bad guy, where)
    settle: str  # what must be settled first, in words
    injury: tuple[str, tuple[str, ...], tuple[str, ...]] | None  # (hero, attributes, items) R6
    over_limits: tuple[tuple[str, str, int], ...]  # (hero, equipment|gifts, how many too many) R8
    sheets: tuple[SheetView, ...]
    leader: str
    horn: bool  # the horn may settle a disputed choice (two heroes or more)
    locations: tuple[LocationView, ...]
    heroes_at: str | None
    qm_hand: tuple[CardRef, ...]  # the Quest Master's view only
    adventure_cards: tuple[AdventureCardView, ...] = ()  # in play (R77): every seat sees them
    choices: tuple[Choice, ...] = ()  # every answer to the question, each with who answers it

    def sheet(self, hero: str) -> SheetView:
        return next(s for s in self.sheets if s.id == hero)

    @property
    def leader_sheet(self) -> SheetView:
        return self.sheet(self.leader)

    def from_leader(self) -> tuple[str, ...]:
        """The heroes in seat order, starting with the leader (who gets the first share)."""
        ids = tuple([s.id for s in self.sheets])
        start = ids.index(self.leader) if self.leader in ids else 0
        return ids[start:] + ids[:start]


def story_view(game) -> StoryView:
    """The whole story view (the Quest Master's)."""
    pv = paragraph_view(game)
    prompt = game.prompt
    st = game.state
    fields = dict(hidden=bool(prompt is not None and prompt.hidden), who=getattr(prompt, "hero", "") or "",
                  options=tuple([(o.index, o.label) for o in getattr(prompt, "options", ())
                                if isinstance(o, P.OptionChoice)]),
                  heroes_asked=tuple(getattr(prompt, "heroes", ()) or getattr(prompt, "order", ())),
                  check=check_view(game, prompt), shop=_shop(game, prompt),
                  found=tuple([card_ref(game, i) for i in getattr(prompt, "items", ())]),
                  found_gold=getattr(prompt, "gold", 0) if isinstance(prompt, P.Distribute) else 0,
                  found_to=first_shares(st, prompt.items) if isinstance(prompt, P.Distribute) else (),
                  fight_groups=fight_groups(game, prompt),
                  settle=prompt.reason if isinstance(prompt, P.SettleFirst) else "",
                  injury=_injury(game), over_limits=tuple(st.over_limits()))
    locations = tuple([LocationView(loc, card_ref(game, loc).name, beside)
                      for loc, beside in game.story.locations.items()])
    view = StoryView(pv.number, pv.read_aloud, pv.qm_notes, pv.advice, _done(game),
                     type(prompt).__name__ if prompt is not None else "", _question(game), **fields,
                     sheets=sheets(game), leader=st.leader_hero.id, horn=len(st.heroes) >= 2,
                     locations=locations, heroes_at=game.story.heroes_at,
                     qm_hand=tuple([card_ref(game, e) for e in st.qm_hand]),
                     adventure_cards=adventure_cards(game))
    return dataclasses.replace(view, choices=story_choices(game, view))


def fight_groups(game, prompt) -> tuple[tuple[int, str, str], ...]:
    """The bad guys of a fight on offer, each group with where it stands in the map's words
    ('at the gate watch's start'; a kind of zone: 'in the minion zones')."""
    if not isinstance(prompt, P.CombatRequest):
        return ()
    try:
        zones = {z.id: z.words for z in game.find_map(prompt.combat.map).start_zones}
    except QuestboardError:  # a missing map is told when the fight is set up
        zones = {}
    out = []
    for g in prompt.combat.groups:
        bad = game.cards.bad_guys.get(g.bad_guy)
        where = f"at {zones[g.zone]}" if g.zone in zones else g.where
        out.append((g.count, bad.name if bad else g.bad_guy, where))
    return tuple(out)


def _done(game) -> tuple[LogLine, ...]:
    """What was carried out at this paragraph (as the paragraph view tells it), each line
    marked public or for the Quest Master."""
    _, since = since_paragraph(game.told)
    return tuple([LogLine(game.words(t), t.public) for t in since if t.source == STORY
                 and not isinstance(t.event, AE.ReadAloud | AE.QMNote | AE.Advice)])


def _question(game) -> str:
    """The question in words; a hidden one in the Quest Master's words only (see for_seat)."""
    prompt = game.prompt
    if prompt is not None and prompt.hidden:
        return type(prompt).__doc__.strip().split("\n")[0] if type(prompt).__doc__ else ""
    return public_question(game) if game.fight is None else ""


def check_view(game, prompt) -> CheckView | None:
    check = getattr(prompt, "check", None)
    if check is None:
        return None
    names = game.names()
    rolls = tuple([_roll(game, check, r) for r in getattr(prompt, "rolls", ())])
    pending = game.state.pending_check
    rolled = {r.hero for r in rolls}
    participants = ()
    if isinstance(prompt, P.GroupRoll) and pending is not None:
        participants = tuple([Declared(p.hero, names.get(p.hero, p.hero), tuple([card_ref(game, c) for c in p.used]),
                                      p.bonus, p.hero in rolled, p.hero == prompt.hero)
                             for p in pending.participants])
    bonuses = ()
    if isinstance(prompt, P.GroupRoll | P.ModifyWindow) and not (isinstance(prompt, P.ModifyWindow)
                                                                 and check.kind == "group"):
        found = check_bonuses(game)
        if isinstance(prompt, P.GroupRoll):
            found = {prompt.hero: found.get(prompt.hero, ())}
        bonuses = tuple([(h, tuple([card_ref(game, c) for c in cs])) for h, cs in found.items() if cs])
    total = sum([r.total for r in rolls])
    return CheckView(check.kind, check.attribute, ATTRIBUTE_NAMES.get(check.attribute, check.attribute),
                     check.target, check.text, rolls, total, participants, bonuses,
                     tuple(getattr(prompt, "refresh_offers", ())), _standing(check, prompt, rolls, total),
                     _creative(game, prompt), getattr(prompt, "creative", None), check.secret,
                     tuple([(h, t) for h, _, t in check.apart]))


def _creative(game, prompt) -> tuple[tuple[str, tuple[CardRef, ...]], ...]:
    """At the modify window, with Creative Use of Gifts in play: each roller's ready gifts
    he may offer to succeed outright (R65), as the rules list them."""
    if not isinstance(prompt, P.ModifyWindow):
        return ()
    found = [(r.hero, creative_gifts(game.state, r.hero)) for r in prompt.rolls]
    return tuple([(h, tuple([card_ref(game, g) for g in gs])) for h, gs in found if gs])


def _standing(check, prompt, rolls, total: int) -> str:
    """A group check's sum against its threshold: so far, or (all rolled) with the verdict."""
    if check.kind != "group":
        return ""
    if isinstance(prompt, P.ModifyWindow):
        return f"Together {total} against {check.target}: {'succeeds' if total >= check.target else 'fails'}"
    if not rolls:
        return f"Together they must reach {check.target}."
    if total >= check.target:
        return f"So far {total} of {check.target}: reached, the check succeeds."
    return f"So far {total} of {check.target}."


def _roll(game, check, r) -> RollView:
    h = game.state.hero(r.hero)
    a = h.attribute(check.attribute)
    check = replace(check, target=check.target_of(h.id))  # a new hero's own toughness bonus (R81)
    total = r.die + a + r.bonus
    line = f"{h.name}: die {r.die} + {check.attribute} {a}" + (f" + {r.bonus}" if r.bonus else "")
    line += f" = {total}"
    foe_total = success = None
    if check.kind == "group":
        pass  # the sum decides (CheckView.standing)
    elif r.foe_die is not None:
        foe_total = r.foe_die + check.target
        success = r.auto or conflict_won(r.die, total, r.foe_die, foe_total)
        said = CheckResult(h.id, r.die, total, foe_total, r.foe_die, success)
        line += f" against the QM's {_die_sum('die', r.foe_die, foe_total)}: {verdict(said)}"
    else:
        success = r.auto or test_succeeds(r.die, total, check.target)
        line += f" against {check.target}: {verdict(CheckResult(h.id, r.die, total, check.target, None, success))}"
    return RollView(h.id, h.name, r.die, a, r.bonus, total, r.foe_die, r.auto, line, foe_total, success)


def _die_sum(word: str, die: int, total: int) -> str:
    return f"{word} {die_sum(die, total)}"


def _shop(game, prompt) -> tuple[ShopRow, ...]:
    if not isinstance(prompt, P.Shop):
        return ()
    prices = shop_prices(game)  # the engine's own numbers
    rows = {o.item: ShopRow(card_ref(game, o.item), o.gold,
                            tuple([(p.hero, p.gold, p.affordable) for p in prices if p.item == o.item]))
            for o in prompt.offers}
    opened = _opened_with(game)
    if not opened or not set(rows) <= set(opened):
        return tuple(rows.values())
    cards = game.cards
    return tuple([rows.get(i) or ShopRow(card_ref(game, i), cards.any_item(i).gold, (), sold=True)
                  for i in opened])


def _opened_with(game) -> list[str]:
    """The items on offer when the shop now open opened, in its order (by id)."""
    for t in reversed(game.told):
        if isinstance(t.event, AE.ShopOpened):
            by_name = {c.name: i for i, c in (*game.cards.equipment.items(), *game.cards.quest_items.items())}
            return [by_name[n] for n in t.event.items if n in by_name]
        if isinstance(t.event, AE.ParagraphEntered):
            return []
    return []


def _injury(game) -> tuple[str, tuple[str, ...], tuple[str, ...]] | None:
    st = game.state
    if game.fight is not None or not st.pending_injuries:
        return None
    hero = st.hero(st.pending_injuries[0].hero)
    return (hero.id, *injury_choices(st, hero))


def for_seat(view: StoryView, seat: Seat) -> StoryView:
    """The Quest Master sees all; a hero his own sheet and the questions put to him or to the
    party; the table the read-aloud text and public questions. QM notes, advice, his hand
    and his hidden questions exist only in his view."""
    if seat.is_quest_master:
        return view
    secret = view.hidden
    own = tuple([s for s in view.sheets if s.id == seat.hero])
    check = view.check
    if check is not None and check.secret:  # R66: told once a hero is chosen
        check = dataclasses.replace(check, attribute="", attribute_name="", target=0, apart=(),
                                    text="A check (what it tests is told once a hero is chosen)")
    return dataclasses.replace(
        view, qm_notes=(), advice=(), qm_hand=(), sheets=own, question="" if secret else view.question,
        done=tuple([line for line in view.done if line.public]), prompt="" if secret else view.prompt,
        options=() if secret else view.options, check=check,
        choices=() if secret else tuple([c for c in view.choices if seat.answers(c.who)]))


__all__ = ["CheckView", "Declared", "LocationView", "RollView", "ShopRow", "StoryView", "check_view", "fight_groups",
           "for_seat", "story_view"]
