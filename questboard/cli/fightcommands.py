"""Typed commands for a fight played at the keyboard: one line of words -> one fight action
(or a table command: look, help, auto, quit), or BadAnswer saying what would be understood.

Pure: reads the Quest Master's view of the fight (names, positions, what a hero carries) and
asks the game for previews, never changes it; the engine decides whether the action is
allowed. Names are matched as `fightnames` matches them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from questboard.cli.fightnames import (
    BadAnswer,
    FightWords,
    card,
    fighter,
    join_names,
    short_name,
    words_of,
)
from questboard.play import (
    EndTurn,
    FightAction,
    MeleeAttack,
    Modify,
    Move,
    Pass,
    RangedAttack,
    RefreshGift,
    ResolveInjury,
    SwapItem,
    UseGift,
    UseItem,
)
from questboard.play.fight_field import FighterView
from questboard.play.fight_questions import MODIFY
from questboard.play.fight_uses import CardEffects
from questboard.play.sheets import ATTRIBUTE_NAMES

ATTRIBUTES = tuple(ATTRIBUTE_NAMES)


@dataclass(frozen=True)
class Look:
    """Show every fighter: side, position, Vitality, contacts, distance and sight."""


@dataclass(frozen=True)
class Help:
    pass


@dataclass(frozen=True)
class Auto:
    """Let an automatic policy finish the fight for the heroes."""

    policy: str = "greedy"


@dataclass(frozen=True)
class Quit:
    pass


@dataclass(frozen=True)
class Draw:
    """Draw the field as it stands to a PNG file."""

    path: str


@dataclass(frozen=True)
class TakeInjury:
    """'injury' alone: the fight goes on without a choice; the story asks for it (R19)."""

    hero: str


Command = FightAction | Look | Help | Auto | Quit | TakeInjury | Draw

HELP = """\
In a fight (a name, id or unique beginning: Orc Warrior 2, orc-2, kar, pot):
  look                       every fighter: place, Vitality, contact, gap, sight
  move X,Y                   a straight move to X,Y (stops at first contact)
  move to FOE                into contact, if the movement bar reaches
  move toward FOE            straight at FOE, as far as the bar goes
  attack FOE [with WEAPON]   melee on a foe touching you
  shoot FOE [with WEAPON]    ranged attack (not in a turn you moved)
  gift GIFT                  use a gift (Charge, Wind Rider, Riposte …)
  gift GIFT toward FOE       lay an area card touching you, pointing at FOE
  gift GIFT X,Y,DEG          lay an area card: centre X,Y, turned DEG degrees
  gift GIFT [HERO [N]] …     healing: you or a hero touching you, N points
  gift GIFT OTHER-GIFT …     a refreshing gift: which gifts come back
  use ITEM [HERO [N]]        drink a potion (or 'use ITEM refresh GIFT …')
  swap ITEM to HERO          hand an item to a hero touching you (your action)
  bonus SOURCE  |  pass      losing a roll: add an item or gift, or let it be
  injury [ATTR [discard ITEM]]  take a serious injury ('injury' alone: the
                             story asks what it costs after the fight)
  refresh GIFT  |  pass      after rolling a 9: an exhausted gift comes back,
                             or let it go
  HERO: COMMAND              another hero acts ('alondis: gift healing kar 2')
  end                        end this hero's turn
  auto [greedy|cautious]     the automatic heroes finish this fight
  draw FILE.png              a picture of the field as it stands
  help  |  quit"""


def _point(words: list[str], n: int) -> tuple[float, ...]:
    """Numbers written 'X,Y' (or 'X Y', '(X, Y)'): exactly `n` of them."""
    text = " ".join(words).replace("(", " ").replace(")", " ").replace(",", " ")
    parts = text.split()
    try:
        values = tuple(float(p) for p in parts)
    except ValueError:
        values = ()
    if len(values) != n or not all(math.isfinite(v) for v in values):
        shape = "X,Y" if n == 2 else "X,Y,DEG"
        raise BadAnswer(f"{' '.join(words)!r} is not a place: write {shape}, e.g. "
                        f"{'1.5,2' if n == 2 else '1.5,2,90'}")
    return values


# Commands -----------------------------------------------------------------------------------
def parse(line: str, game, actor: str) -> Command:
    """The command meant by `line`, typed for the hero `actor` (who answers now) in the fight
    of `game` (or its `FightWords`)."""
    w = words_of(game)
    words = join_names(w, line.split())
    if not words:
        raise BadAnswer("an empty line is no command (try 'look' or 'help')")
    if words[0].endswith(":") and len(words[0]) > 1:
        actor = fighter(w, words[0][:-1], side="hero").id
        words = words[1:]
        if not words:
            raise BadAnswer("and what should that hero do? (see 'help')")
    cmd, args = words[0].lower(), words[1:]
    simple = {"look": Look(), "l": Look(), "help": Help(), "?": Help(), "quit": Quit()}
    if cmd in simple and not args:
        return simple[cmd]
    if cmd in ("end", "pass") and not args:
        return EndTurn(actor) if cmd == "end" else Pass(actor)
    handler = _COMMANDS.get(cmd)
    if handler is None:
        raise BadAnswer(f"{words[0]!r} is not a fight command (try 'help')")
    return handler(w, w.fighter(actor), args)


def _auto(w: FightWords, f: FighterView, args: list[str]) -> Auto:
    policy = args[0].lower() if args else "greedy"
    if len(args) > 1 or policy not in ("greedy", "cautious"):
        raise BadAnswer("auto plays on 'greedy' or 'cautious'")
    return Auto(policy)


def _move(w: FightWords, f: FighterView, args: list[str]) -> Move:
    if not args:
        raise BadAnswer("move where? 'move X,Y' or 'move to FOE'")
    if args[0].lower() in ("to", "toward", "towards"):
        if len(args) != 2:
            raise BadAnswer(f"'move {args[0]} FOE' names one fighter")
        return _move_toward(w, f, fighter(w, args[1]), into_contact=args[0].lower() == "to")
    x, y = _point(args, 2)
    return Move(f.id, (x, y))


def _move_toward(w: FightWords, f: FighterView, target: FighterView, into_contact: bool) -> Move:
    """Straight at `target`: up to contact (the move stops there) or as far as the bar goes."""
    if target.id == f.id:
        raise BadAnswer("a fighter cannot move towards itself")
    if f.at is None or target.at is None:
        gone = f if f.at is None else target
        raise BadAnswer(f"{gone.name} is not on the field")
    (mx, my), (tx, ty) = f.at, target.at
    dx, dy = tx - mx, ty - my
    dist = math.hypot(dx, dy)
    to_contact = dist - f.radius - target.radius
    bar = f.move_bar
    if to_contact <= 1e-6:
        raise BadAnswer(f"{f.name} already touches {target.name}")
    if into_contact and to_contact > bar + 1e-9:
        raise BadAnswer(f"{target.name} is {to_contact:.2f} LU away, beyond {f.name}'s bar "
                        f"{bar:.2f}: 'move toward {target.id}' goes as far as the bar does")
    # Aimed at an enemy's centre, the move stops at first contact (G1); a friend is passed
    # through, so aim at the spot touching him. "Toward" goes no further than the bar.
    if target.side != f.side:
        aim = target.at
    else:
        aim = (mx + dx / dist * to_contact, my + dy / dist * to_contact)
    plan = w.game.plan_move(f.id, aim, clamp=not into_contact)
    if plan.legal:
        return Move(f.id, plan.end)
    if not into_contact and not plan.path_ok and math.dist(plan.stop, plan.start) > 0.01:
        # "Toward" goes as far as the straight line allows: up to a rock or a friend.
        if w.game.plan_move(f.id, plan.stop).path_ok:
            return Move(f.id, plan.stop)
    return Move(f.id, plan.to)  # refused by the engine with the plan's reason


def _weapon(w: FightWords, f: FighterView, args: list[str], verb: str) -> tuple[str, str | None]:
    if not args:
        raise BadAnswer(f"{verb} whom? '{verb} FOE [with WEAPON]'")
    target = fighter(w, args[0]).id
    rest = args[1:]
    if not rest:
        return target, None
    if rest[0].lower() == "with" and len(rest) == 2:
        if rest[1].lower() in ("nothing", "none", "hands"):
            return target, ""
        return target, card(w, rest[1], [i.id for i in f.items], "weapon")
    raise BadAnswer(f"'{verb} FOE with WEAPON': '{' '.join(rest)}' is not understood")


def _attack(w: FightWords, f: FighterView, args: list[str]) -> MeleeAttack:
    target, weapon = _weapon(w, f, args, "attack")
    return MeleeAttack(f.id, target, weapon)


def _shoot(w: FightWords, f: FighterView, args: list[str]) -> RangedAttack:
    target, weapon = _weapon(w, f, args, "shoot")
    return RangedAttack(f.id, target, weapon)


def _heal_pairs(w: FightWords, f: FighterView, args: list[str], default: int) -> tuple[tuple[str, int], ...]:
    """'karomin 2 alondis' or 'karomin=2': heroes and points (a hero alone gets `default`)."""
    words = [p for a in args for p in a.replace("=", " ").split()]
    pairs: list[tuple[str, int]] = []
    for word in words:
        if word.isdecimal():
            if not pairs or pairs[-1][1] != -1:
                raise BadAnswer(f"{word}: write HERO then the points, e.g. karomin 2")
            pairs[-1] = (pairs[-1][0], int(word))
        else:
            if pairs and pairs[-1][1] == -1:
                pairs[-1] = (pairs[-1][0], default)
            pairs.append((fighter(w, word, side="hero").id, -1))
    if pairs and pairs[-1][1] == -1:
        pairs[-1] = (pairs[-1][0], default)
    return tuple(pairs) or ((f.id, default),)


def _gift(w: FightWords, f: FighterView, args: list[str]) -> UseGift:
    if not args:
        raise BadAnswer("which gift? 'gift GIFT …' (your gifts are listed by 'look')")
    gift = card(w, args[0], [g.id for g in f.gifts], "gift")
    c = w.effects[gift]
    rest = args[1:]
    if c.area:
        if not rest:
            raise BadAnswer(f"lay the {c.name} card: 'gift {gift} toward FOE' or 'gift {gift} X,Y,DEG'")
        if rest[0].lower() in ("toward", "towards", "at") and len(rest) == 2:
            return UseGift(f.id, gift, area=_area_toward(w, f, gift, fighter(w, rest[1])))
        x, y, deg = _point(rest, 3)
        return UseGift(f.id, gift, area=((x, y), deg))
    if c.heal is not None and f.is_hero:
        return UseGift(f.id, gift, heal=_heal_pairs(w, f, rest, c.heal))
    if c.refresh and rest:
        return UseGift(f.id, gift, refresh=_refreshed(w, f, c, rest))
    if rest:
        if len(rest) != 1:
            raise BadAnswer(f"{c.name} takes at most one target")
        return UseGift(f.id, gift, target=fighter(w, rest[0]).id)
    return UseGift(f.id, gift)


def _refreshed(w: FightWords, f: FighterView, c: CardEffects, words: list[str]) -> tuple[str, ...]:
    """The gifts a refreshing card is to bring back, one word each: the user's own, or any
    hero's when the card refreshes a hero's gifts (Renewal). How many is the rules' to judge."""
    heroes = [h for h in w.view.fighters if h.is_hero] if c.refresh_any_hero else [f] if f.is_hero else []
    among = list(dict.fromkeys(g.id for h in heroes for g in h.gifts))
    return tuple(card(w, word, among, "gift") for word in words)


def _area_toward(w: FightWords, f: FighterView, gift: str, target: FighterView) -> tuple[tuple[float, float], float]:
    """The card laid lengthwise from the user's base towards `target`, touching the base."""
    if f.at is None or target.at is None:
        raise BadAnswer(f"{target.name} is not on the field")
    (mx, my), (tx, ty) = f.at, target.at
    degrees = math.degrees(math.atan2(ty - my, tx - mx))
    reach = f.radius + 0.5 + 0.001  # half the card's length beyond the base's edge
    rad = math.radians(degrees)
    plan = w.game.plan_area(f.id, gift, (mx + math.cos(rad) * reach, my + math.sin(rad) * reach), degrees)
    return plan.centre, plan.degrees


def _use(w: FightWords, f: FighterView, args: list[str]) -> UseItem:
    if not args or not f.is_hero:
        raise BadAnswer("use what? 'use ITEM [HERO [N]]'")
    item = card(w, args[0], [i.id for i in f.items], "item")
    c = w.effects[item]
    rest = args[1:]
    if rest and rest[0].lower() == "refresh":
        if len(rest) < 2:
            raise BadAnswer(f"'use {item} refresh GIFT [GIFT …]' names the gifts to refresh")
        return UseItem(f.id, item, refresh=_refreshed(w, f, c, rest[1:]))
    if c.heal is not None:
        return UseItem(f.id, item, heal=_heal_pairs(w, f, rest, c.heal))
    if rest:
        raise BadAnswer(f"{c.name} takes no target: 'use {item}'")
    return UseItem(f.id, item)


def _swap(w: FightWords, f: FighterView, args: list[str]) -> SwapItem:
    if len(args) == 3 and args[1].lower() == "to":
        args = [args[0], args[2]]
    if len(args) != 2 or not f.is_hero:
        raise BadAnswer("'swap ITEM to HERO'")
    item = card(w, args[0], [i.id for i in f.items], "item")
    return SwapItem(f.id, fighter(w, args[1], side="hero").id, item)


def _bonus(w: FightWords, f: FighterView, args: list[str]) -> Modify:
    roll, q = w.view.roll, w.view.question
    if roll is None:
        raise BadAnswer("no roll is waiting for a bonus now")
    if len(args) != 1:
        raise BadAnswer("'bonus SOURCE': one item or gift")
    loser = w.fighter(roll.loser)
    offered = q is not None and q.kind == MODIFY and loser.is_hero
    among = [c.card for c in q.choices if c.kind == "modify"] if offered else []
    if not among:
        raise BadAnswer(f"{loser.name} has nothing that adds to this roll: 'pass'")
    return Modify(loser.id, card(w, args[0], among, "bonus for this roll"))


def _injury(w: FightWords, f: FighterView, args: list[str]) -> ResolveInjury | TakeInjury:
    pending = [q.fighter for q in w.view.injuries]
    if not pending:
        raise BadAnswer("nobody is seriously injured now")
    hero = f if f.id in pending else w.fighter(pending[0])
    attribute, discard = None, None
    rest = list(args)
    if rest and rest[0].lower() != "discard":
        word = rest.pop(0).lower()
        if word != "none":
            matches = [a for a in ATTRIBUTES if a.startswith(word)]
            if len(matches) != 1:
                raise BadAnswer(f"{word!r} is not an attribute ({', '.join(ATTRIBUTES)})")
            attribute = matches[0]
    if rest and rest[0].lower() == "discard":
        rest.pop(0)
    if len(rest) == 1:
        discard = card(w, rest[0], list(hero.equipment), "item")
    elif rest:
        raise BadAnswer("'injury ATTR [discard ITEM]'")
    if not args:
        return TakeInjury(hero.id)
    return ResolveInjury(hero.id, attribute, discard)


def _refresh(w: FightWords, f: FighterView, args: list[str]) -> RefreshGift:
    offers = list(w.view.refresh_offers)
    if len(args) != 1:
        raise BadAnswer("'refresh GIFT': the exhausted gift that comes back")
    if not offers:
        raise BadAnswer("only a hero who has just rolled a 9 may refresh a gift")
    hero = f if f.id in offers else w.fighter(offers[0])
    spent = [g.id for g in hero.gifts if g.exhausted]
    return RefreshGift(hero.id, card(w, args[0], spent, "exhausted gift"))


def _draw(w: FightWords, f: FighterView, args: list[str]) -> Draw:
    if len(args) != 1 or not args[0].lower().endswith(".png"):
        raise BadAnswer("draw FILE.png: one file name ending in .png")
    return Draw(args[0])


_COMMANDS = {
    "draw": _draw, "auto": _auto, "move": _move, "attack": _attack, "melee": _attack, "shoot": _shoot,
    "gift": _gift, "use": _use, "swap": _swap, "bonus": _bonus, "injury": _injury,
    "refresh": _refresh,
}


__all__ = ["HELP", "Auto", "Command", "Draw", "Help", "Look", "Quit", "TakeInjury", "card", "fighter", "parse",
           "short_name"]
