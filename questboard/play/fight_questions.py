"""What a fight asks before it goes on, with its answers taken from the rules: the modify
window (only what could still turn the roll, `combat.conflict.sources`, R34), a serious
injury (the attributes and items `rules.vitality.injury_choices` allows, and the heals that
reach the hero now, R18), a 9's refresh (R4, R21: asked when the fight would go on with
another side) and a strike back (Riposte). Each answer is a `Choice` carrying
the very action the engine takes."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from questboard.combat import actions as F
from questboard.combat.conflict import controller, losing_side, refresh_asked, sources
from questboard.combat.fight import Fight
from questboard.combat.uses import plan_use
from questboard.play.viewdata import Choice, ViewData, choice
from questboard.rules.vitality import default_injury_choice, injury_choices

MODIFY, INJURY, STRIKE_BACK, REFRESH = "modify", "injury", "strike_back", "refresh"
INJURY_WORDS = ("A serious injury: one attribute drops by 1 (never below its start), one "
                "discard-after-use item goes, every gift is exhausted, and the hero is out of this fight.")


@dataclass(frozen=True)
class FightQuestion(ViewData):
    """Something the fight waits for an answer to: its kind (MODIFY, INJURY, REFRESH, STRIKE_BACK),
    the side answering (a hero id or QM), the fighter it is about, a title, lines to read
    and the answers the rules allow."""

    kind: str
    who: str
    fighter: str
    title: str
    lines: tuple[str, ...]
    choices: tuple[Choice, ...]
    default: Choice | None = None  # an injury's choice for automatic play (`default_injury_choice`)


def question(game, fight: Fight) -> FightQuestion | None:
    """The question the fight waits on now, or None (a turn is being played)."""
    if fight.over:
        return None
    if fight.state.pending_injuries:
        return _injury(game, fight, fight.state.pending_injuries[0].hero)
    if fight.conflict is not None:
        return _modify(game, fight)
    nine = refresh_asked(fight)
    if nine is not None:
        return _refresh(game, nine)
    if fight.reaction is not None:
        return _strike_back(game, fight)
    return None


def _modify(game, fight: Fight) -> FightQuestion:
    c = fight.conflict
    names = game.names()
    loser = losing_side(fight, c)
    who = controller(loser)
    lines = [f"{names.get(c.attacker, c.attacker)}: die {c.att_die}, total {c.att_total}",
             f"{names.get(c.defender, c.defender)}: die {c.def_die}, total {c.def_total}"]
    if c.bonuses:
        lines.append("Added so far: " + ", ".join(c.bonuses))
    opts = []
    for _owner, source, amount, hits_foe in sources(fight, c, loser):
        name = names.get(source, source)
        said = "wins outright" if amount is None else (f"-{amount} to the foe" if hits_foe else f"+{amount}")
        opts.append(choice(f"Add {name} ({said})", F.Modify(who, source), kind="modify", who=who,
                           card=source, amount=amount, tip=_text(game, source)))
    opts.append(choice("Let the roll stand  (Enter)", F.Pass(who), kind="pass", who=who, key="enter",
                       primary=True))
    return FightQuestion(MODIFY, who, loser.id, f"{loser.name} is losing the roll", tuple(lines), tuple(opts))


def _injury(game, fight: Fight, hero_id: str) -> FightQuestion:
    h = game.state.hero(hero_id)
    attributes, items = injury_choices(fight.state, h)
    names = game.names()
    opts = []
    for gone in items or (None,):
        then = f"; discards {names.get(gone, gone)}" if gone else ""
        for a in attributes or (None,):
            label = (f"Lower {a.capitalize()} {h.attribute(a)} → {h.attribute(a) - 1}" if a
                     else "No attribute can drop: take the injury") + then
            opts.append(choice(label, F.ResolveInjury(hero_id, a, gone), kind="injury", who=hero_id,
                               attribute=a or "", discard=gone or "", primary=a is None))
    default = _default_injury(fight, hero_id, opts)
    if default is not None:  # the choice automatic play would take is Enter's, as in every question
        at = opts.index(default)
        default = opts[at] = dataclasses.replace(default, key="enter", primary=True)
        opts = [o if o is default else dataclasses.replace(o, primary=False) for o in opts]
    opts += heals_at_once(game, fight, hero_id)
    return FightQuestion(INJURY, hero_id, hero_id, f"{h.name} is seriously injured", (INJURY_WORDS,),
                         tuple(opts), default)


def _default_injury(fight: Fight, hero_id: str, opts: list[Choice]) -> Choice | None:
    """The one of the injury's choices that automatic play takes (R6, R35)."""
    attribute, discard = default_injury_choice(fight.state, fight.state.hero(hero_id))
    return next((c for c in opts if c.kind == "injury" and (c.attribute or None) == attribute
                 and (c.discard or None) == discard), None)


def heals_at_once(game, fight: Fight, hero_id: str) -> list[Choice]:
    """Every healing card the rules let reach the injured hero now (his own, a potion of a
    hero touching him, the Healing gift from anywhere), with as much as it gives or he lacks."""
    h = game.state.hero(hero_id)
    out = []
    for f in fight.in_play("hero"):
        if f.hero is None:
            continue
        cards = [(i, F.UseItem) for i in f.hero.items()]
        cards += [(g, F.UseGift) for g, spent in f.hero.gifts.items() if not spent]
        for card, kind in cards:
            plan = plan_use(fight, f.id, card)
            if not plan.heal or not plan.may_use or hero_id not in {n.id for n in plan.reach}:
                continue
            n = max(1, min(plan.heal, h.max_vitality - h.vitality))
            if f.id == hero_id:
                label, action = f"Heal at once: {plan.name}", kind(hero_id, card)
            else:
                label = f"Heal at once: {f.name}'s {plan.name} (+{n})"
                action = kind(f.id, card, heal=((hero_id, n),))
            out.append(choice(label, action, kind="heal", who=f.id, card=card, amount=n))
    out.sort(key=lambda c: c.who != hero_id)  # his own cards first
    return out


def _refresh(game, f) -> FightQuestion:
    """R4: one exhausted gift back, the hero's pick, or none."""
    names = game.names()
    opts = [choice(f"Refresh {names.get(g, g)}", F.RefreshGift(f.id, g), kind="refresh", who=f.id, card=g,
                   primary=i == 0, tip=_text(game, g))
            for i, g in enumerate(f.hero.exhausted_gifts())]
    opts.append(choice("Let it go  (Enter)", F.Pass(f.id), kind="pass", who=f.id, key="enter"))
    return FightQuestion(REFRESH, f.id, f.id, f"{f.name} rolled a 9",
                         ("One exhausted gift may be refreshed now, before the next roll.",), tuple(opts))


def _strike_back(game, fight: Fight) -> FightQuestion:
    r = fight.reaction
    names = game.names()
    f = fight.fighters[r.who]
    who = controller(f)
    gift = names.get(r.gift, r.gift)
    opts = (choice(f"Strike back with {gift}", F.UseGift(r.who, r.gift, target=r.against), kind="strike_back",
                   who=who, card=r.gift, primary=True),
            choice("Let it go  (Enter)", F.Pass(who), kind="pass", who=who, key="enter"))
    return FightQuestion(STRIKE_BACK, who, r.who, f"{f.name} may strike back",
                         (f"{gift} against {names.get(r.against, r.against)}",), opts)


def _text(game, card: str) -> str:
    c = game.cards
    for table in (c.equipment, c.quest_items, c.gifts, c.events):
        if card in table:
            return table[card].text
    return ""


@dataclass(frozen=True)
class RollView(ViewData):
    """A rolled attack waiting in the modify window (R5): its kind (melee, ranged), who
    attacks whom, both dice and totals so far, and the fighter now losing it."""

    kind: str
    attacker: str
    defender: str
    att_die: int
    att_total: int
    def_die: int
    def_total: int
    loser: str


def roll(fight: Fight) -> RollView | None:
    """The attack in the modify window now, or None."""
    c = fight.conflict
    if c is None or fight.over:
        return None
    return RollView(c.kind, c.attacker, c.defender, c.att_die, c.att_total, c.def_die, c.def_total,
                    losing_side(fight, c).id)


def injuries(game, fight: Fight) -> tuple[FightQuestion, ...]:
    """Every serious injury waiting for its answer, in the rules' order (the first is the
    question asked now)."""
    if fight.over:
        return ()
    return tuple([_injury(game, fight, p.hero) for p in fight.state.pending_injuries])


__all__ = ["INJURY", "MODIFY", "REFRESH", "STRIKE_BACK", "FightQuestion", "RollView", "heals_at_once", "injuries",
           "question", "roll"]
