"""Numbers about an adventure for its author: scenes, endings, and each fight's combat value."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.adventure.graph import links
from questboard.adventure.model import Adventure
from questboard.adventure.names import card_id
from questboard.adventure.tasks import MoveHeroesTask
from questboard.adventure.ways import _WAY_BY_CLASS, End, FightWay, Options, bad_guy_count
from questboard.rules.cards import CardSet
from questboard.rules.villains import combat_level
from questboard.rules.villains import combat_value as villains_value


@dataclass(frozen=True)
class FightValue:
    paragraph: int
    map: str
    value: float

    @property
    def level(self) -> str:
        """The nearest level of the table."""
        return combat_level(self.value)


@dataclass(frozen=True)
class Stats:
    paragraphs: int
    scenes: int
    successes: int
    failures: int
    fights: tuple[FightValue, ...]


def combat_value(adv: Adventure, fight: FightWay, cards: CardSet) -> float:
    """The rulebook's combat value (`rules.villains.combat_value`), with the adventure's QM
    sheet, averaged over the adventure's hero counts."""
    counts = range(adv.heroes.min, adv.heroes.max + 1)
    sheet = {}
    for name, entry in adv.qm_sheet.bad_guys.items():
        gid = card_id(cards, name, "bad guy")
        if gid is not None:
            sheet[gid] = entry
    total = 0.0
    for n in counts:
        guys = [(gid, bad_guy_count(spec, n))
                for zone in fight.combat.bad_guys.values() for name, spec in zone.items()
                if (gid := card_id(cards, name, "bad guy")) is not None]
        total += villains_value(cards, guys, n, sheet)
    return round(total / len(counts), 1)


def adventure_stats(adv: Adventure, cards: CardSet) -> Stats:
    places = set()
    fights = []
    successes = failures = 0
    for n, par in adv.paragraphs.items():
        for task in par.tasks:
            if isinstance(task, MoveHeroesTask):
                places.add(card_id(cards, task.move_heroes, "location") or task.move_heroes)
        if isinstance(par.next, End):
            if par.next.end == "success":
                successes += 1
            else:
                failures += 1
        elif isinstance(par.next, FightWay):
            fights.append(FightValue(n, par.next.combat.map, combat_value(adv, par.next, cards)))
    return Stats(len(adv.paragraphs), len(places), successes, failures, tuple(fights))


_LINK_WORDS = {"if_yes": "yes", "if_no": "no", "on_success": "success", "on_failure": "failure",
               "on_victory": "victory", "on_defeat": "defeat", "in_both_cases": "in both cases",
               "fallback": "no option left", "pause": "after the pause"}


def link_label(par, loc: tuple) -> str:
    """A link of the storyboard in the author's words: an option's label, 'yes', 'success',
    'victory', 'in both cases' …; nothing for a plain goto."""
    if len(loc) > 2 and loc[1] == "options" and isinstance(par.next, Options):
        label = par.next.options[loc[2]].label
        return label if len(label) <= 30 else label[:29] + "…"
    return next((_LINK_WORDS[p] for p in loc[1:] if p in _LINK_WORDS), "")


def to_dot(adv: Adventure) -> str:
    """The storyboard as a Graphviz graph: one box per paragraph, an arrow per link."""
    lines = [f'digraph "{adv.id}" {{', "  node [shape=box, fontname=Helvetica];"]
    for n, par in adv.paragraphs.items():
        kind = "goto" if isinstance(par.next, int) else \
            _WAY_BY_CLASS.get(type(par.next), "way").replace("_", " ")
        if isinstance(par.next, End):
            kind = f"end ({par.next.end})"
        first = (par.read or par.qm or "").strip().split("\n")[0][:40].replace('"', "'")
        lines.append(f'  p{n} [label="({n}) {kind}\\n{first}"];')
        for link in links(par):
            label = link_label(par, link.loc).replace('"', "'")
            lines.append(f'  p{n} -> p{link.target} [label="{label}"];')
    lines.append("}")
    return "\n".join(lines) + "\n"
