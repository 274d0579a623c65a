"""Typed commands for a fight played at the keyboard: one line of words -> one fight action
(or a table command: look, help, auto, quit), or BadAnswer saying what would be understood.

Pure: reads the fight (names, positions, what a hero carries) and never changes it; the
engine decides whether the action is allowed. Names and ids are matched case-insensitively,
and any unique beginning will do ("orc-2" for Orc Warrior 2, "pot" for a potion).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from questboard.adventure.answers import BadAnswer
from questboard.combat.conflict import losing_side, sources
from questboard.combat.effects_index import effect, kinds
from questboard.combat.fight import Fight
from questboard.combat.fighters import Fighter, movement_bar
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
from questboard.rules.cards import ATTRIBUTES


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
  refresh GIFT               after rolling a 9: an exhausted gift comes back
  HERO: COMMAND              another hero acts ('alondis: gift healing kar 2')
  end                        end this hero's turn
  auto [greedy|cautious]     the automatic heroes finish this fight
  draw FILE.png              a picture of the field as it stands
  help  |  quit"""


# Names --------------------------------------------------------------------------------------
def slug(text: str) -> str:
    return re.sub(r"[\s_]+", "-", text.strip().lower())


def _pick(word: str, keyed: dict[str, list[str]], what: str, labels: dict[str, str]) -> str | None:
    """The one id whose key is `word` or starts with it; None if nothing matches."""
    w = slug(word)
    exact = {i for i, keys in keyed.items() if w in keys}
    if len(exact) == 1:
        return exact.pop()
    found = exact or {i for i, keys in keyed.items() if any(k.startswith(w) for k in keys)}
    if len(found) > 1:
        options = ", ".join(sorted(labels[i] for i in found))
        raise BadAnswer(f"{word!r} could be more than one {what}: {options}")
    return found.pop() if found else None


def fighter(fight: Fight, word: str, side: str | None = None) -> Fighter:
    """The fighter called `word`: id, name, a unique beginning, or card-beginning + number."""
    pool = [f for f in fight.fighters.values() if side is None or f.side == side]
    for group in ([f for f in pool if not f.off_field], pool):
        keyed = {f.id: [f.id, slug(f.name)] for f in group}
        found = _pick(word, keyed, "fighter", {f.id: f.name for f in group})
        if found is not None:
            return fight.fighters[found]
        short = _numbered(group, slug(word))
        if short is not None:
            return short
    who = "hero" if side == "hero" else "fighter"
    names = ", ".join(f.name for f in pool if not f.off_field)
    raise BadAnswer(f"no {who} {word!r} here (on the field: {names})")


def _numbered(group: list[Fighter], w: str) -> Fighter | None:
    """'orc-2' for Orc Warrior 2: the card's id or name begins with 'orc', the number is 2."""
    m = re.fullmatch(r"(.+?)-?(\d+)", w)
    if m is None:
        return None
    head, number = m.group(1), int(m.group(2))
    found = [f for f in group if f.number == number
             and (f.card.id.startswith(head) or slug(f.card.name).startswith(head))]
    if len(found) > 1:
        raise BadAnswer(f"{w!r} could be {', '.join(sorted(f.name for f in found))}")
    return found[0] if found else None


def short_name(fight: Fight, f: Fighter) -> str:
    """The shortest name `fighter` understands for `f`: 'orc-2' when no other card begins so."""
    if not f.number:
        return f.id
    short = f"{f.card.id.split('-')[0]}-{f.number}"
    try:
        same = _numbered(list(fight.fighters.values()), short)
    except BadAnswer:
        return f.id
    return short if same is f else f.id


def card(fight: Fight, word: str, among: list[str], what: str) -> str:
    """One of the card ids `among` (a hero's items, gifts …), by id, name or beginning."""
    cards = fight.state.cards

    def name(cid: str) -> str:
        c = cards.gifts.get(cid) or cards.equipment.get(cid) or cards.quest_items.get(cid) \
            or cards.events.get(cid)
        return c.name if c is not None else cid

    keyed = {c: [c, slug(name(c))] for c in among}
    found = _pick(word, keyed, what, {c: name(c) for c in among})
    if found is None:
        have = ", ".join(name(c) for c in dict.fromkeys(among)) or "none"
        raise BadAnswer(f"no {what} {word!r} (here: {have})")
    return found


def _join_names(fight: Fight, words: list[str]) -> list[str]:
    """Names typed with spaces become one word, their id: 'attack Orc Warrior 2 with Battle
    Axe' -> 'attack orc-warrior-2 with battle-axe', 'Magistra Cessair: end' -> 'cessair: end'.
    Only whole names of two or more words are joined (one word is matched by `fighter` and
    `card`, beginnings too)."""
    from questboard.adventure.names import pick

    if len(words) < 2:
        return words
    named = {f.id: f.name for f in fight.fighters.values()}
    named.update(fight.state.names())
    out: list[str] = []
    i = 0
    while i < len(words):
        for j in range(len(words), i + 1, -1):
            run = words[i:j]
            colon = run[-1].endswith(":")
            text = " ".join(run)[:-1] if colon else " ".join(run)
            try:
                found = pick(text, named, beginnings=False)
            except ValueError:  # the same name twice: leave it to the commands
                found = None
            if found is not None:
                out.append(found + (":" if colon else ""))
                i = j
                break
        else:
            out.append(words[i])
            i += 1
    return out


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
def parse(line: str, fight: Fight, actor: str) -> Command:
    """The command meant by `line`, typed for the hero `actor` (who answers now)."""
    words = _join_names(fight, line.split())
    if not words:
        raise BadAnswer("an empty line is no command (try 'look' or 'help')")
    if words[0].endswith(":") and len(words[0]) > 1:
        actor = fighter(fight, words[0][:-1], side="hero").id
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
    return handler(fight, fight.fighters[actor], args)


def _auto(fight: Fight, f: Fighter, args: list[str]) -> Auto:
    policy = args[0].lower() if args else "greedy"
    if len(args) > 1 or policy not in ("greedy", "cautious"):
        raise BadAnswer("auto plays on 'greedy' or 'cautious'")
    return Auto(policy)


def _move(fight: Fight, f: Fighter, args: list[str]) -> Move:
    if not args:
        raise BadAnswer("move where? 'move X,Y' or 'move to FOE'")
    if args[0].lower() in ("to", "toward", "towards"):
        if len(args) != 2:
            raise BadAnswer(f"'move {args[0]} FOE' names one fighter")
        return _move_toward(fight, f, fighter(fight, args[1]), into_contact=args[0].lower() == "to")
    x, y = _point(args, 2)
    return Move(f.id, (x, y))


def _move_toward(fight: Fight, f: Fighter, target: Fighter, into_contact: bool) -> Move:
    """Straight at `target`: up to contact (the move stops there) or as far as the bar goes."""
    if target.id == f.id:
        raise BadAnswer("a fighter cannot move towards itself")
    bf = fight.field
    if f.id not in bf.pieces or target.id not in bf.pieces:
        gone = f if f.id not in bf.pieces else target
        raise BadAnswer(f"{gone.name} is not on the field")
    me, them = bf.pieces[f.id], bf.pieces[target.id]
    dx, dy = them.x - me.x, them.y - me.y
    dist = math.hypot(dx, dy)
    to_contact = dist - me.radius - them.radius
    bar = movement_bar(f, fight.state.cards)
    if to_contact <= 1e-6:
        raise BadAnswer(f"{f.name} already touches {target.name}")
    if into_contact and to_contact > bar + 1e-9:
        raise BadAnswer(f"{target.name} is {to_contact:.2f} LU away, beyond {f.name}'s bar "
                        f"{bar:.2f}: 'move toward {target.id}' goes as far as the bar does")
    from questboard.combat.previews import plan_move

    # Aimed at an enemy's centre, the move stops at first contact (G1); a friend is passed
    # through, so aim at the spot touching him. "Toward" goes no further than the bar.
    if target.side != f.side:
        aim = them.at
    else:
        aim = (me.x + dx / dist * to_contact, me.y + dy / dist * to_contact)
    plan = plan_move(fight, f.id, aim, clamp=not into_contact)
    if plan.legal:
        return Move(f.id, plan.end)
    if not into_contact and not plan.path_ok and math.dist(plan.stop, plan.start) > 0.01:
        # "Toward" goes as far as the straight line allows: up to a rock or a friend.
        if plan_move(fight, f.id, plan.stop).path_ok:
            return Move(f.id, plan.stop)
    return Move(f.id, plan.to)  # refused by the engine with the plan's reason


def _weapon(fight: Fight, f: Fighter, args: list[str], verb: str) -> tuple[str, str | None]:
    if not args:
        raise BadAnswer(f"{verb} whom? '{verb} FOE [with WEAPON]'")
    target = fighter(fight, args[0]).id
    rest = args[1:]
    if not rest:
        return target, None
    if rest[0].lower() == "with" and len(rest) == 2:
        if rest[1].lower() in ("nothing", "none", "hands"):
            return target, ""
        items = f.hero.items() if f.hero is not None else []
        return target, card(fight, rest[1], list(items), "weapon")
    raise BadAnswer(f"'{verb} FOE with WEAPON': '{' '.join(rest)}' is not understood")


def _attack(fight: Fight, f: Fighter, args: list[str]) -> MeleeAttack:
    target, weapon = _weapon(fight, f, args, "attack")
    return MeleeAttack(f.id, target, weapon)


def _shoot(fight: Fight, f: Fighter, args: list[str]) -> RangedAttack:
    target, weapon = _weapon(fight, f, args, "shoot")
    return RangedAttack(f.id, target, weapon)


def _heal_pairs(fight: Fight, f: Fighter, args: list[str], default: int) -> tuple[tuple[str, int], ...]:
    """'karomin 2 alondis' or 'karomin=2': heroes and points (a hero alone gets `default`)."""
    words = [p for w in args for p in w.replace("=", " ").split()]
    pairs: list[tuple[str, int]] = []
    for w in words:
        if w.isdecimal():
            if not pairs or pairs[-1][1] != -1:
                raise BadAnswer(f"{w}: write HERO then the points, e.g. karomin 2")
            pairs[-1] = (pairs[-1][0], int(w))
        else:
            if pairs and pairs[-1][1] == -1:
                pairs[-1] = (pairs[-1][0], default)
            pairs.append((fighter(fight, w, side="hero").id, -1))
    if pairs and pairs[-1][1] == -1:
        pairs[-1] = (pairs[-1][0], default)
    return tuple(pairs) or ((f.id, default),)


def _gift(fight: Fight, f: Fighter, args: list[str]) -> UseGift:
    if not args:
        raise BadAnswer("which gift? 'gift GIFT …' (your gifts are listed by 'look')")
    gift = card(fight, args[0], list(f.gift_table()), "gift")
    c = fight.state.cards.gifts[gift]
    ks, rest = kinds(c), args[1:]
    if "area_attack" in ks:
        if not rest:
            raise BadAnswer(f"lay the {c.name} card: 'gift {gift} toward FOE' or 'gift {gift} X,Y,DEG'")
        if rest[0].lower() in ("toward", "towards", "at") and len(rest) == 2:
            return UseGift(f.id, gift, area=_area_toward(fight, f, fighter(fight, rest[1])))
        x, y, deg = _point(rest, 3)
        return UseGift(f.id, gift, area=((x, y), deg))
    if "heal" in ks and f.hero is not None:
        return UseGift(f.id, gift, heal=_heal_pairs(fight, f, rest, effect(c, "heal").amount))
    if "refresh" in ks and rest:
        return UseGift(f.id, gift, refresh=_refreshed(fight, f, c, rest))
    if rest:
        if len(rest) != 1:
            raise BadAnswer(f"{c.name} takes at most one target")
        return UseGift(f.id, gift, target=fighter(fight, rest[0]).id)
    return UseGift(f.id, gift)


def _refreshed(fight: Fight, f: Fighter, c, words: list[str]) -> tuple[str, ...]:
    """The gifts a refreshing card is to bring back, one word each: the user's own, or any
    hero's when the card refreshes a hero's gifts (Renewal). How many is the rules' to judge."""
    heroes = [h for h in fight.state.heroes] if any(
        e.kind == "refresh" and e.whose == "any_hero" for e in c.effects) else [f.hero]
    among = list(dict.fromkeys(g for h in heroes if h is not None for g in h.gifts))
    return tuple(card(fight, w, among, "gift") for w in words)


def _area_toward(fight: Fight, f: Fighter, target: Fighter) -> tuple[tuple[float, float], float]:
    """The card laid lengthwise from the user's base towards `target`, touching the base."""
    bf = fight.field
    if f.id not in bf.pieces or target.id not in bf.pieces:
        raise BadAnswer(f"{target.name} is not on the field")
    me, them = bf.pieces[f.id], bf.pieces[target.id]
    degrees = math.degrees(math.atan2(them.y - me.y, them.x - me.x))
    reach = me.radius + 0.5 + 0.001  # half the card's length beyond the base's edge
    rad = math.radians(degrees)
    pose = bf.snap_area(f.id, (me.x + math.cos(rad) * reach, me.y + math.sin(rad) * reach), degrees)
    return pose.centre, pose.degrees


def _use(fight: Fight, f: Fighter, args: list[str]) -> UseItem:
    if not args or f.hero is None:
        raise BadAnswer("use what? 'use ITEM [HERO [N]]'")
    item = card(fight, args[0], list(f.hero.items()), "item")
    c = fight.state.cards.any_item(item)
    rest = args[1:]
    if rest and rest[0].lower() == "refresh":
        if len(rest) < 2:
            raise BadAnswer(f"'use {item} refresh GIFT [GIFT …]' names the gifts to refresh")
        return UseItem(f.id, item, refresh=_refreshed(fight, f, c, rest[1:]))
    if "heal" in kinds(c):
        return UseItem(f.id, item, heal=_heal_pairs(fight, f, rest, effect(c, "heal").amount))
    if rest:
        raise BadAnswer(f"{c.name} takes no target: 'use {item}'")
    return UseItem(f.id, item)


def _swap(fight: Fight, f: Fighter, args: list[str]) -> SwapItem:
    if len(args) == 3 and args[1].lower() == "to":
        args = [args[0], args[2]]
    if len(args) != 2 or f.hero is None:
        raise BadAnswer("'swap ITEM to HERO'")
    item = card(fight, args[0], list(f.hero.items()), "item")
    return SwapItem(f.id, fighter(fight, args[1], side="hero").id, item)


def _bonus(fight: Fight, f: Fighter, args: list[str]) -> Modify:
    c = fight.conflict
    if c is None:
        raise BadAnswer("no roll is waiting for a bonus now")
    if len(args) != 1:
        raise BadAnswer("'bonus SOURCE': one item or gift")
    loser = losing_side(fight, c)
    among = [s[1] for s in sources(fight, c, loser)] if loser.is_hero else []
    if not among:
        raise BadAnswer(f"{loser.name} has nothing that adds to this roll: 'pass'")
    return Modify(loser.id, card(fight, args[0], among, "bonus for this roll"))


def _injury(fight: Fight, f: Fighter, args: list[str]) -> ResolveInjury | TakeInjury:
    pending = [p.hero for p in fight.state.pending_injuries]
    if not pending:
        raise BadAnswer("nobody is seriously injured now")
    hero = f if f.id in pending else fight.fighters[pending[0]]
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
        discard = card(fight, rest[0], list(hero.hero.equipment), "item")
    elif rest:
        raise BadAnswer("'injury ATTR [discard ITEM]'")
    if not args:
        return TakeInjury(hero.id)
    return ResolveInjury(hero.id, attribute, discard)


def _refresh(fight: Fight, f: Fighter, args: list[str]) -> RefreshGift:
    offers = list(fight.state.refresh_offers)
    if len(args) != 1:
        raise BadAnswer("'refresh GIFT': the exhausted gift that comes back")
    if not offers:
        raise BadAnswer("only a hero who has just rolled a 9 may refresh a gift")
    hero = f if f.id in offers else fight.fighters[offers[0]]
    spent = [g for g, ex in hero.gift_table().items() if ex]
    return RefreshGift(hero.id, card(fight, args[0], spent, "exhausted gift"))


def _draw(fight: Fight, f: Fighter, args: list[str]) -> Draw:
    if len(args) != 1 or not args[0].lower().endswith(".png"):
        raise BadAnswer("draw FILE.png: one file name ending in .png")
    return Draw(args[0])


_COMMANDS = {
    "draw": _draw, "auto": _auto, "move": _move, "attack": _attack, "melee": _attack, "shoot": _shoot,
    "gift": _gift, "use": _use, "swap": _swap, "bonus": _bonus, "injury": _injury,
    "refresh": _refresh,
}
