"""Numbers about an adventure for its author: scenes, endings, and each fight's combat value."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.adventure.model import Adventure
from questboard.adventure.names import card_id
from questboard.adventure.tasks import MoveHeroes
from questboard.adventure.ways import End, Fight, bad_guy_count
from questboard.rules.cards import CardSet

# The rulebook's combat level table (Creating Your Own Adventures).
COMBAT_LEVELS = {"Easy": 3, "Medium": 6, "Hard": 10}


@dataclass(frozen=True)
class FightValue:
    paragraph: int
    map: str
    value: float

    @property
    def level(self) -> str:
        """The nearest level of the table."""
        return min(COMBAT_LEVELS, key=lambda k: abs(COMBAT_LEVELS[k] - self.value))


@dataclass(frozen=True)
class Stats:
    paragraphs: int
    scenes: int
    successes: int
    failures: int
    fights: tuple[FightValue, ...]


def combat_value(adv: Adventure, fight: Fight, cards: CardSet) -> float:
    """The combat value table, averaged over the adventure's hero counts: minions count
    1 per (number of heroes) of them; an arch villain his Vitality per hero, +1 with gifts.
    Veteran minions (the QM sheet's `veteran`, R32) add 1 for each kind of them in the fight."""
    counts = range(adv.heroes.min, adv.heroes.max + 1)
    total = 0.0
    for n in counts:
        value = 0.0
        minions = 0
        veterans: set[str] = set()
        for guys in fight.combat.bad_guys.values():
            for name, spec in guys.items():
                gid = card_id(cards, name, "bad guy")
                if gid is None:
                    continue
                card = cards.bad_guys[gid]
                k = bad_guy_count(spec, n)
                over = adv.qm_sheet.bad_guys.get(name) or adv.qm_sheet.bad_guys.get(gid)
                if card.rank == "minion":
                    minions += k
                    if k and over is not None and over.veteran:
                        veterans.add(gid)
                    continue
                vitality = (over.vitality if over and over.vitality else card.vitality)
                gifts = over.gifts if over and over.gifts is not None else card.gifts
                value += k * vitality.get(n, max(vitality.values())) / n
                if any(least <= n for least in gifts.values()):
                    value += k
        value += minions / n + len(veterans)
        total += value
    return round(total / len(counts), 1)


def adventure_stats(adv: Adventure, cards: CardSet) -> Stats:
    places = set()
    fights = []
    successes = failures = 0
    for n, par in adv.paragraphs.items():
        for task in par.tasks:
            if isinstance(task, MoveHeroes):
                places.add(card_id(cards, task.move_heroes, "location") or task.move_heroes)
        if isinstance(par.next, End):
            if par.next.end == "success":
                successes += 1
            else:
                failures += 1
        elif isinstance(par.next, Fight):
            fights.append(FightValue(n, par.next.combat.map, combat_value(adv, par.next, cards)))
    return Stats(len(adv.paragraphs), len(places), successes, failures, tuple(fights))


def to_dot(adv: Adventure) -> str:
    """The storyboard as a Graphviz graph: one box per paragraph, an arrow per link."""
    from questboard.adventure.graph import links

    lines = [f'digraph "{adv.id}" {{', "  node [shape=box, fontname=Helvetica];"]
    for n, par in adv.paragraphs.items():
        kind = type(par.next).__name__ if not isinstance(par.next, int) else "Goto"
        if isinstance(par.next, End):
            kind = f"End ({par.next.end})"
        first = (par.read or par.qm or "").strip().split("\n")[0][:40].replace('"', "'")
        lines.append(f'  p{n} [label="({n}) {kind}\\n{first}"];')
        for link in links(par):
            label = ".".join(str(p) for p in link.loc[1:]) or ""
            lines.append(f'  p{n} -> p{link.target} [label="{label}"];')
    lines.append("}")
    return "\n".join(lines) + "\n"
