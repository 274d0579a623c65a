"""Driving a whole game headless: plain answers to every story prompt, fights played here
(by a plain player at the keyboard, or fought out by the automatic sides)."""

from __future__ import annotations

import math

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.combat import actions as F
from questboard.combat.authority import waiting_for
from questboard.combat.fighters import movement_bar
from questboard.play import FightAutomatically, FightHere, Game
from questboard.rules import actions as A
from questboard.rules.settle import next_fix
from questboard.rules.vitality import default_injury_choice


def story_answer(game: Game, pick: int = 0, fights: str = "auto"):
    """A plain answer to the story's prompt; at a fight, `fights` says how it is fought."""
    prompt = game.prompt
    heroes = game.story.hero_ids()
    if isinstance(prompt, P.ChooseOption):
        return X.Choose(prompt.options[pick % len(prompt.options)].index)
    if isinstance(prompt, P.ChooseParticipant | P.ChooseHero):
        return X.PickHero(prompt.heroes[0])
    if isinstance(prompt, P.CheckToRoll | P.ChooseOrder | P.GroupRoll):
        return X.Roll()
    if isinstance(prompt, P.ModifyWindow):
        return X.Resolve()
    if isinstance(prompt, P.ChooseGifts):
        return X.PickGifts(prompt.hero, prompt.gifts[:prompt.count])
    if isinstance(prompt, P.Distribute):
        return X.Share(tuple((i, heroes[0]) for i in prompt.items),
                       ((heroes[0], prompt.gold),) if prompt.gold else ())
    if isinstance(prompt, P.Shop):
        return X.LeaveShop()
    if isinstance(prompt, P.CombatRequest):
        return FightHere() if fights == "hand" else FightAutomatically(fights if fights != "auto" else "greedy")
    if isinstance(prompt, P.Paused):
        return X.Continue()
    if isinstance(prompt, P.Improve):
        return A.ImproveAttribute(prompt.hero, prompt.attributes[0])
    if isinstance(prompt, P.SettleFirst):
        return next_fix(game.state)
    if isinstance(prompt, P.ChooseDisputed):
        return X.TakeDisputed(prompt.hero, prompt.cards[0])
    raise AssertionError(f"unexpected prompt {prompt!r}")


def hand_action(game: Game, tried: dict | None = None) -> F.FightAction:
    """What a plain player does in the fight: settle an injury the default way, let a roll
    stand, strike a touching foe, else walk straight at the nearest foe, else end the turn."""
    fight = game.fight
    w = waiting_for(fight)
    if "ResolveInjury" in w.allowed:
        hero = fight.fighters[fight.state.pending_injuries[0].hero]
        return F.ResolveInjury(hero.id, *default_injury_choice(fight.state, hero.hero))
    if "Modify" in w.allowed or "Pass" in w.allowed:
        return F.Pass(w.who)
    me = fight.fighters[w.who]
    bf = fight.field
    foes = sorted((f for f in fight.in_play() if f.side != me.side),
                  key=lambda f: bf.edge_distance(me.id, f.id))
    turn = fight.turn
    if foes and turn is not None and turn.actions and bf.touching(me.id, foes[0].id):
        return F.MeleeAttack(me.id, foes[0].id)
    if foes and turn is not None and turn.moves and not turn.moved:
        a, b = bf.pieces[me.id], bf.pieces[foes[0].id]
        d = math.dist(a.at, b.at)
        step = min(movement_bar(me, fight.state.cards), d - a.radius - b.radius + 0.01)
        to = (a.x + (b.x - a.x) / d * step, a.y + (b.y - a.y) / d * step)
        if bf.check_move(me.id, to, movement_bar(me, fight.state.cards)).legal or \
                bf.check_move(me.id, to, movement_bar(me, fight.state.cards)).contact:
            return F.Move(me.id, to)
    return F.EndTurn(me.id)


def play_through(game: Game, pick: int = 0, fights: str = "auto", limit: int = 5000) -> str:
    """Play to the end; returns the ending. Every action must be accepted."""
    for _ in range(limit):
        if game.ended:
            return game.story.ended
        if game.fight is not None:
            if game.next_qm_action() is not None:
                step = game.step_qm()
            else:
                action = hand_action(game)
                step = game.apply(action)
                if not step.ok and not isinstance(action, F.EndTurn):
                    step = game.apply(F.EndTurn(action.who))
        else:
            step = game.apply(story_answer(game, pick, fights))
        assert step.ok, f"({game.story.paragraph}) refused: {step.reason}"
    raise AssertionError("the adventure did not end")
