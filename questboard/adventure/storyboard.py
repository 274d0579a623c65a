"""The rulebook's storyboard of an adventure: a box per paragraph (scene type, title,
location), an arrow per way on labelled in words, and the author's mistakes marked.

No drawing here: the window layer places the boxes (`ui.drawing.storyboard_layout`) and
paints them.
The scene type is read from what a paragraph does (the format has no field for it):
the first paragraph is the Intro, an `end` the end, a fight after which no other fight can
come the Finale, other fights and checks Challenges, options a Decision, healing or a shop
a Rest, a paragraph that places a location a Hint, a query a Query, anything else a Scene.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from questboard.adventure import tasks as T
from questboard.adventure.conditions import parse_condition, question, statement
from questboard.adventure.graph import links, reach_an_end, reachable
from questboard.adventure.model import Adventure, Paragraph
from questboard.adventure.ways import (
    Check,
    Do,
    End,
    FightWay,
    GroupCheck,
    Options,
    Pause,
    Query,
)

Namer = Callable[[str, str], str]
"""(kind, name as written) -> the printed name; kind is location, item, hero or bad guy."""


@dataclass(frozen=True)
class Box:
    """One paragraph on the storyboard (or a paragraph that is named but missing)."""

    number: int
    scene: str
    title: str
    location: str = ""
    detail: str = ""
    ending: str | None = None  # "success" or "failure" for an `end`
    unreachable: bool = False
    no_way_out: bool = False
    missing: bool = False


@dataclass(frozen=True)
class Arrow:
    """A way from one paragraph to another; `label` in words ('' for a plain go on)."""

    source: int
    target: int
    label: str = ""
    trapped: bool = False  # both ends lie in a loop without a way out


@dataclass(frozen=True)
class Board:
    id: str
    title: str
    start: int
    boxes: dict[int, Box]
    arrows: tuple[Arrow, ...]

    @property
    def unreachable(self) -> list[int]:
        return [n for n, b in self.boxes.items() if b.unreachable]

    @property
    def no_way_out(self) -> list[int]:
        return [n for n, b in self.boxes.items() if b.no_way_out]


def board_of(adv: Adventure, name: Namer | None = None) -> Board:
    """The storyboard of an adventure; it need not have passed the graph checks."""
    name = name or (lambda kind, text: text)
    pars = adv.paragraphs
    seen = reachable(adv) if adv.start in pars else set()
    ending = reach_an_end(adv)
    finales = _finales(adv)
    places = _locations(adv, name)
    boxes: dict[int, Box] = {}
    arrows: list[Arrow] = []
    for n, par in pars.items():
        stuck = n not in ending
        boxes[n] = Box(n, _scene(adv, n, par, finales), title_of(par), places.get(n, ""),
                       detail_of(par, name),
                       par.next.end if isinstance(par.next, End) else None,
                       unreachable=n not in seen, no_way_out=stuck)
        for link in links(par):
            label = link_words(par, link.loc, name)
            trapped = stuck and link.target in pars and link.target not in ending
            arrows.append(Arrow(n, link.target, label, trapped))
    arrows = _merged(arrows)
    for a in arrows:
        if a.target not in boxes:
            boxes[a.target] = Box(a.target, "Missing", f"paragraph {a.target} does not exist",
                                  missing=True)
    return Board(adv.id, adv.title, adv.start, dict(sorted(boxes.items())), tuple(arrows))


def _merged(arrows: list[Arrow]) -> list[Arrow]:
    """One arrow per pair of paragraphs; its label holds every way's words, a line each."""
    by_pair: dict[tuple[int, int], list[Arrow]] = {}
    for a in arrows:
        by_pair.setdefault((a.source, a.target), []).append(a)
    out = []
    for (source, target), same in by_pair.items():
        words = [a.label for a in same if a.label]
        if len(words) < len(same) and words:
            words.append("otherwise")  # a plain go on beside labelled ways
        lines = [_capital(line) for w in words for line in w.split("\n")]
        out.append(Arrow(source, target, "\n".join(lines), any(a.trapped for a in same)))
    return out


# What goes into a box ------------------------------------------------------------------
def title_of(par: Paragraph, most: int = 90) -> str:
    """The paragraph's first sentence of read-aloud text (or QM notes), cut at a word."""
    text = " ".join((par.read or par.qm or "").split())
    first = re.split(r"(?<=[.!?])\s+", text, maxsplit=1)[0]
    if len(first) <= most:
        return first
    cut = first[:most].rsplit(" ", 1)[0].rstrip(",;:")
    return cut + "…"


def _scene(adv: Adventure, n: int, par: Paragraph, finales: set[int]) -> str:
    way = par.next
    if isinstance(way, End):
        return "The end"
    if n == adv.start:
        return "Intro"
    if isinstance(way, FightWay):
        return "Finale" if n in finales else "Challenge"
    if isinstance(way, Check | GroupCheck):
        return "Challenge"
    if isinstance(way, Options):
        return "Decision"
    if any(isinstance(t, T.HealTask | T.RefreshGiftsTask | T.ShopTask) for t in par.tasks):
        return "Rest"
    if any(isinstance(t, T.PlaceTask) for t in par.tasks):
        return "Hint"
    if isinstance(way, Query):
        return "Query"
    if isinstance(way, Pause):
        return "Pause"
    return "Scene"


def _finales(adv: Adventure) -> set[int]:
    """Fights after which no other fight can come (one walk back from every fight)."""
    pars = adv.paragraphs
    fights = {n for n, p in pars.items() if isinstance(p.next, FightWay)}
    back: dict[int, set[int]] = {}
    for n, par in pars.items():
        for link in links(par):
            back.setdefault(link.target, set()).add(n)
    before = set()  # the paragraphs from which a fight can be reached, the fights too
    todo = list(fights)
    while todo:
        n = todo.pop()
        if n not in before:
            before.add(n)
            todo.extend(back.get(n, ()))
    return {n for n in fights
            if not any(link.target in before and link.target in pars for link in links(pars[n]))}


def _locations(adv: Adventure, name: Namer) -> dict[int, str]:
    """Where the heroes stand in each paragraph: its own last `move_heroes`, else wherever
    the ways into it come from ('A or B' when they differ)."""
    pars = adv.paragraphs
    own = {}
    for n, par in pars.items():
        moves = [t.move_heroes for t in par.tasks if isinstance(t, T.MoveHeroesTask)]
        if moves:
            own[n] = name("location", moves[-1])
    arriving: dict[int, set[str]] = {n: set() for n in pars}
    todo = list(pars)
    while todo:  # a fixed point: sets only grow, and only what grew is passed on again
        n = todo.pop()
        out = {own[n]} if n in own else arriving[n]
        for link in links(pars[n]):
            if link.target in arriving and not out <= arriving[link.target]:
                arriving[link.target] |= out
                if link.target not in own:
                    todo.append(link.target)
    found = {}
    for n in pars:
        at = [own[n]] if n in own else sorted(arriving[n])
        found[n] = " or ".join(at[:3]) + (" …" if len(at) > 3 else "")
    return found


def detail_of(par: Paragraph, name: Namer) -> str:
    """The game elements of a paragraph, as the rulebook's storyboard notes them:
    'Talent Test (medium)', 'Fight on monastery yard', '+Harbor', 'marker 1 ticked'."""
    parts = [task_words(t, name) for t in par.tasks]
    way = par.next
    if isinstance(way, Check):
        level = way.difficulty if isinstance(way.difficulty, str) else f"{way.difficulty}"
        who = ", every hero" if way.by == "all" else ""
        parts.append(f"{way.attribute.capitalize()} {way.check.capitalize()} ({level}){who}")
    elif isinstance(way, GroupCheck):
        parts.append(f"group check of {way.group_check.capitalize()}")
    elif isinstance(way, FightWay):
        parts.append(f"Fight on {way.combat.map.replace('-', ' ')}")
    elif isinstance(way, Query):
        parts.append(question(parse_condition(way.query), name))
    elif isinstance(way, End):
        parts.append("successful ending" if way.end == "success" else "ending without success")
        if way.gold:
            parts.append(f"+{way.gold} gold each")
    elif isinstance(way, Pause):
        parts.append("a pause to save")
    return ", ".join(p for p in parts if p)


def task_words(task, name: Namer) -> str:
    """A task in a few words: '+Harbor', 'marker 2 ticked', '+1 event', 'shop'."""
    match task:
        case T.PlaceTask(place=where):
            return f"+{name('location', where)}"
        case T.RemoveTask(remove=where):
            return f"−{name('location', where)}"
        case T.MoveHeroesTask():
            return ""  # the box's location says it
        case T.TickTask(tick=number):
            return f"marker {number} ticked"
        case T.DrawEventsTask(draw_events=k):
            return f"+{k} event{'s' if k != 1 else ''}"
        case T.DiscardEventsTask(discard_events=k):
            return f"−{k} event{'s' if k != 1 else ''}"
        case T.HealTask(heal=k):
            return f"+{k} Vitality"
        case T.DamageTask(damage=k):
            return f"−{k} Vitality"
        case T.GiveGoldTask(gold=k):
            return f"+{k} gold"
        case T.LoseGoldTask(lose_gold=k):
            return f"−{k} gold"
        case T.GiveTask(give=item) | T.FindTask(find=item):
            return f"finds {name('item', item)}"
        case T.DiscardItemTask(discard_item=item):
            return f"loses {name('item', item)}"
        case T.ExhaustGiftsTask(exhaust_gifts=k):
            return f"{k} gift{'s' if k != 1 else ''} exhausted"
        case T.RefreshGiftsTask(refresh_gifts=k):
            return f"{k} gift{'s' if k != 1 else ''} refreshed"
        case T.DrawGiftsTask(draw_gifts=k):
            return f"+{k} gift{'s' if k != 1 else ''}"
        case T.DiscardGiftsTask(discard_gifts=k):
            return f"−{k} gift{'s' if k != 1 else ''}"
        case T.ShopTask():
            return "shop"
        case T.AdventureCardTask(adventure_card=card):
            return f"card {card} in play"
    return T.task_kind(task)  # every kind has its words above; this is a last resort


# What goes beside an arrow -------------------------------------------------------------
def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


_OUTCOMES = {"on_victory": "Victory", "on_defeat": "Defeat"}


def _check_words(way, branch: str) -> str:
    if isinstance(way, Check) and way.by == "all":
        if way.need == "any":
            return "Someone succeeds" if branch == "on_success" else "All fail"
        return "All succeed" if branch == "on_success" else "Someone fails"
    return "Success" if branch == "on_success" else "Failure"


def _branch_words(way, branch: str, name: Namer) -> str:
    if branch in _OUTCOMES:
        return _OUTCOMES[branch]
    if branch in ("on_success", "on_failure"):
        return _check_words(way, branch)
    cond = parse_condition(way.query)
    return statement(cond, name, negate=branch == "if_no")


def _branches(way) -> tuple[str, str]:
    if isinstance(way, Query):
        return ("if_yes", "if_no")
    if isinstance(way, FightWay):
        return ("on_victory", "on_defeat")
    return ("on_success", "on_failure")


def _tasks_words(way, branch: str, name: Namer) -> str:
    chosen = getattr(way, branch, None)
    if not isinstance(chosen, Do):
        return ""
    return ", ".join(w for w in (task_words(t, name) for t in chosen.do) if w)


def link_words(par: Paragraph, loc: tuple, name: Namer | None = None) -> str:
    """The words beside an arrow: the option's label (and its condition), 'Success',
    'marker 3 is ticked off', 'Victory', 'in any case'; '' for a plain go on."""
    name = name or (lambda kind, text: text)
    way = par.next
    if isinstance(way, Options):
        if loc[1] == "fallback":
            return "no option left: +1 event"
        option = way.options[loc[2]]
        if option.if_ is None:
            return option.label
        return f"{option.label} (if {statement(parse_condition(option.if_), name)})"
    if isinstance(way, Pause):
        return "after the pause"
    if not hasattr(way, "in_both_cases") or len(loc) < 2:
        return ""  # a plain go on
    branch = loc[1]
    if branch != "in_both_cases":
        words = _branch_words(way, branch, name)
        extra = _tasks_words(way, branch, name)
        return f"{words}: {extra}" if extra else words
    falling = [b for b in _branches(way)
               if getattr(way, b) is None or (isinstance(getattr(way, b), Do)
                                              and getattr(way, b).goto is None)]
    if len(falling) == 2:
        extras = [f"{_branch_words(way, b, name)}: {e}" for b in falling
                  if (e := _tasks_words(way, b, name))]
        return "\n".join(["in any case", *extras])
    b = falling[0]
    extra = _tasks_words(way, b, name)
    words = _branch_words(way, b, name)
    return f"{words}: {extra}" if extra else words
