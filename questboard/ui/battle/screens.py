"""The battlefield set up for a picture (`questboard screenshot battlefield`): a shipped fight
reached by playing its adventure, laid out here, and one frame showing a move being dragged,
the sight lines of a hero with a bow or a spell, and an area card where it would fall.

Reaching a fight: the story is played as a table would (the window's own controls), picking at
each choice the option from which the fight's paragraph is nearest, and fighting earlier fights
out automatically; when the dice lead elsewhere, the next seed is tried.
"""

from __future__ import annotations

import math
from collections import deque
from pathlib import Path

from questboard.errors import QuestboardError
from questboard.play import (
    Choose,
    ChooseOption,
    CombatRequest,
    Ended,
    FightAutomatically,
    FightHere,
    new_game,
)
from questboard.play.library import load_for_play
from questboard.play.rehearse_game import Recipe, load_map, rehearsal_game
from questboard.play.seats import QUEST_MASTER
from questboard.resources import adventures_dir
from questboard.ui.asking import Offer
from questboard.ui.table import controls as C

# The window's modules (pygame comes with them) are imported inside the functions: the
# battlefield bench imports this module before it sets SDL's environment, and the app sets
# its hints before pygame is loaded.
BRANCHES = ("goto", "if_yes", "if_no", "in_both_cases", "on_success", "on_failure", "on_victory",
            "on_defeat", "pause", "fallback")
DEFAULT_HEROES = ("karomin", "alondis", "cessair")
SEEDS_TRIED = 60


def _targets(way) -> list[int]:
    """The paragraphs a paragraph's way on can lead to (read from its fields)."""
    if isinstance(way, int):
        return [way]
    out = []
    for name in BRANCHES:
        v = getattr(way, name, None)
        if isinstance(v, int):
            out.append(v)
        elif v is not None and isinstance(getattr(v, "goto", None), int):
            out.append(v.goto)
    for o in getattr(way, "options", None) or ():
        if isinstance(getattr(o, "goto", None), int):
            out.append(o.goto)
    return out


def distances_to(adventure, goal: int) -> dict[int, int]:
    """Steps from each paragraph to `goal` along the story's ways."""
    back: dict[int, list[int]] = {}
    for n, par in adventure.paragraphs.items():
        for m in _targets(par.next):
            back.setdefault(m, []).append(n)
    dist = {goal: 0}
    todo = deque([goal])
    while todo:
        m = todo.popleft()
        for n in back.get(m, ()):
            if n not in dist:
                dist[n] = dist[m] + 1
                todo.append(n)
    return dist


def fights_on(map_id: str) -> list[tuple[str, int]]:
    """(adventure id, paragraph) of every shipped fight on this map."""
    found = []
    for path in sorted(adventures_dir().glob("*.yaml")):
        try:
            adventure, _, _ = load_for_play(path)
        except QuestboardError:
            continue
        for n, par in sorted(adventure.paragraphs.items()):
            combat = getattr(par.next, "combat", None)
            if combat is not None and getattr(combat, "map", None) == map_id:
                found.append((adventure.id, n))
    return found


def reach_fight(adventure_id: str, paragraph: int, heroes: tuple[str, ...], seed: int,
                want=None, tries: int = SEEDS_TRIED):
    """A game standing at the fight of `paragraph` (its CombatRequest), and the seed used. With
    `want(game)`, a seed whose game also satisfies it is preferred among the first `tries`."""
    fallback = None
    for k in range(tries):
        s = seed + k
        game = new_game(adventure_id, heroes, s)
        dist = distances_to(game.adventure, paragraph)
        for _ in range(400):
            prompt = game.prompt
            at = game.view(QUEST_MASTER).story.paragraph
            if isinstance(prompt, CombatRequest) and at == paragraph:
                break
            if prompt is None or isinstance(prompt, Ended) or at not in dist:
                break
            if isinstance(prompt, ChooseOption):
                par = game.adventure.paragraphs[at]
                table = list(getattr(par.next, "options", ()))
                best = min(prompt.options, key=lambda o: dist.get(
                    table[o.index].goto if o.index < len(table) else -1, math.inf))
                action = Offer.of(game).make(Choose, index=best.index)
            elif isinstance(prompt, CombatRequest):
                action = Offer.of(game).make(FightAutomatically, policy="greedy")
            else:
                panel = C.panel(game, C.Choices())
                live = [c for row in panel.rows for c in row if c.do is not None and not isinstance(c.do, tuple)]
                primary = [c for c in live if c.primary]
                action = (primary or live or [None])[0]
                action = action.do if action is not None else None
            if action is None or not game.apply(action).ok:
                break
        if isinstance(game.prompt, CombatRequest) and game.view(QUEST_MASTER).story.paragraph == paragraph:
            if want is None or want(game):
                return game, s
            if fallback is None:
                fallback = (game, s)
    if fallback is not None:
        return fallback
    raise QuestboardError(f"{adventure_id}: paragraph {paragraph} was not reached in {tries} seeds "
                          f"from {seed}; try another --seed or --heroes")


def area_gifts(game) -> list[tuple[str, str]]:
    """(hero, gift) for every ready area card the heroes hold."""
    return [(sheet.id, g.id) for sheet in game.view(QUEST_MASTER).story.sheets for g in sheet.gifts
            if not g.exhausted and _is_area_card(game.cards, g.id)]


def _is_area_card(cards, gift: str) -> bool:
    card = cards.gifts.get(gift)
    return card is not None and any(e.kind == "area_attack" for e in getattr(card, "effects", ()))


def render(out: Path, map_id: str | None = None, fight_of: str | None = None,
           heroes: tuple[str, ...] = DEFAULT_HEROES, seed: int = 7, size=(1920, 1080),
           bad_guys: tuple[tuple[str, int], ...] = ()) -> tuple[Path, str]:
    """The battlefield picture; returns the file and what it shows, in words. `map_id` is a
    map's id or file: a shipped fight on it, or, when none is fought there (or with a file),
    the map set up as `questboard rehearse` sets it up (`bad_guys`: as its --bad-guys)."""
    game, used, paragraph = picture_game(map_id, fight_of, heroes, seed, bad_guys)
    from questboard.ui.app import App

    app = App(size=size, hidden=True)
    try:
        battle = stage(app, game, rehearsal=paragraph is None)
        app.screenshot(out)
        names = game.names()
        fight = "a rehearsal set-up" if paragraph is None else f"{game.adventure.title}, paragraph {paragraph}"
        what = (f"{fight}, on {battle.map.title} "
                f"(seed {used}, {', '.join([names.get(h, h) for h in heroes])})")
        return Path(out), what
    finally:
        app.close()


def picture_game(map_id: str | None, fight_of: str | None, heroes: tuple[str, ...], seed: int,
                 bad_guys: tuple[tuple[str, int], ...] = ()):
    """The game the picture shows, the seed used and the fight's paragraph (None for a
    rehearsal's set-up): see `render`."""
    if map_id and not fight_of and (Path(map_id).is_file() or not fights_on(map_id)):
        return rehearsal_game(Recipe(map_id, tuple(heroes), bad_guys), seed), seed, None
    adventure_id, paragraph = _which(_map_id(map_id), fight_of)
    game, used = reach_fight(adventure_id, paragraph, tuple(heroes), seed, want=lambda g: bool(area_gifts(g)))
    return game, used, paragraph


def stage(app, game, rehearsal: bool = False):
    """The picture's battlefield in `app`: the fight started (a rehearsal's game already stands
    in it), the Quest Master's turn played, the showcase set; returns the battle."""
    from questboard.ui.battle.scene import Battle
    from questboard.ui.table.scene import Table

    table = Table(app, game)
    if rehearsal:
        app.show(Battle(app, table))
    else:
        app.show(table)
        table.do(next(c for _, c in table.buttons if isinstance(c.do, FightHere)))
    app.frame(0.016)
    battle = app.scene
    if not isinstance(battle, Battle):
        raise QuestboardError("the fight did not start on the battlefield")
    battle.qm_mode = "paused"
    _to_heroes_turn(battle)
    battle.glides.clear()
    showcase(battle)
    app.frame(0.016)
    if battle.dice is not None:
        battle.dice.skip()
    return battle


def _to_heroes_turn(battle) -> None:
    """The Quest Master's turn played, a hero's questions answered as the dialog proposes."""
    from questboard.ui.battle.scene import QuestionBox

    for _ in range(300):
        if battle.fight_view is None or battle.step_qm():
            continue
        box = battle.overlay
        if not isinstance(box, QuestionBox):
            return
        pick = next((c for c in box.q.options if c.primary and c.do is not None), None)
        pick = pick or next((c for c in box.q.options if c.do is not None and not isinstance(c.do, tuple)), None)
        if pick is None or not battle.act(pick.do):
            return


def _map_id(name: str | None) -> str | None:
    """A map named by its file: the id inside it (a shipped fight names that)."""
    if name and Path(name).is_file():
        return load_map(name).id
    return name


def _which(map_id: str | None, fight_of: str | None) -> tuple[str, int]:
    if fight_of:
        adventure_id, _, number = fight_of.partition(":")
        try:
            paragraph = int(number)
        except ValueError:
            raise QuestboardError(f"--fight-of {fight_of!r}: write ADVENTURE:PARAGRAPH, "
                                  "e.g. the-harbor-treasure:15") from None
        if map_id:
            on = dict.fromkeys(fights_on(map_id))
            if (adventure_id, paragraph) not in on:
                raise QuestboardError(f"{adventure_id}:{paragraph} is not fought on {map_id}")
        return adventure_id, paragraph
    if not map_id:
        raise QuestboardError("say which fight: --map MAP or --fight-of ADVENTURE:PARAGRAPH")
    fights = fights_on(map_id)
    if not fights:
        raise QuestboardError(f"no shipped adventure fights on the map {map_id!r}")
    return fights[0]


def showcase(battle) -> None:
    """Set the scene for the picture: the piece on turn dragged towards the nearest enemy,
    the sight lines of a hero with a range bar, and an area card laid by its holder."""
    game = battle.game
    fv = battle.fight_view
    who = battle.actor()
    shooters = [h.id for h in fv.pieces if h.is_hero and any(t.reach is not None for t in game.targets(h.id))]
    shooters.sort(key=lambda h: h == who)  # another hero's sight lines, where there is one
    battle.showcase = {"sight_of": shooters[0] if shooters else None}
    cards = sorted(area_gifts(game), key=lambda hg: hg[0] == who)
    if cards and battle.on_field(cards[0][0]):
        best = _best_area(game, battle.fighter(cards[0][0]), cards[0][1])
        if best is not None:
            battle.showcase["area"] = best
    if not battle.on_field(who):
        return
    me = battle.fighter(who)
    goal, plan = _towards_a_foe(game, me, [f for f in fv.pieces if f.side == "bad_guy"])
    cam = battle.camera
    from questboard.ui.battle.modes import Drag  # pygame comes with it: after the app's hints

    battle.mouse = tuple([round(v) for v in cam.to_px(goal)])
    drag = Drag(who, cam.to_px(me.at))
    drag.moved, drag.plan = True, plan
    battle.mode = drag


def _best_area(game, me, gift: str):
    """The pose of the area card that hits the most foes and the fewest friends."""
    best = None
    x, y = me.at
    for step in range(24):
        a = step * math.tau / 24
        for degrees in (0.0, 30.0, 60.0, 90.0, 120.0, 150.0):
            plan = game.plan_area(me.id, gift, (x + math.cos(a) * 0.6, y + math.sin(a) * 0.6), degrees)
            score = (len(plan.foes) - 0.5 * len(plan.friends), -step)
            if plan.valid and (best is None or score > best[0]):
                best = (score, plan)
    return best[1] if best is not None else None


def _towards_a_foe(game, me, bad):
    """A legal move of `me` towards the nearest enemy it can get a good way towards (the
    goal and its plan), or half a LU to the right."""
    x, y = me.at
    foes = sorted(bad, key=lambda f: math.dist(f.at, me.at))
    for foe in foes or [me]:
        d = max(1e-9, math.dist(foe.at, me.at))
        for k in (0.9, 0.7, 0.5, 1.3):
            bar = game.plan_move(me.id, me.at).bar
            goal = (x + (foe.at[0] - x) / d * bar * k, y + (foe.at[1] - y) / d * bar * k)
            plan = game.plan_move(me.id, goal, clamp=True)
            if plan.legal and plan.travel > 0.1:
                return goal, plan
    goal = (x + 0.5, y)
    return goal, game.plan_move(me.id, goal, clamp=True)
