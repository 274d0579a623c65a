"""A plain player at a seat on another machine, for tests: joins a host, reads only its
seat's view, answers what is put to its hero (and, with `--party`, the party's story
questions), walks at the nearest bad guy and strikes him, and says what it saw.

    python -m tests.net.seat_player ADDRESS CODE SEAT [--party] [--views FILE] [--seconds N]

Every frame the host sent is appended to `--frames` as it came (one a line), so a test can
look at the bytes a seat received; each new view's data to `--views`. It stops when the adventure has ended (or after N seconds)."""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from questboard.net.client import Client
from questboard.play import vocabulary as V

STORY = {"CheckToRoll": V.Roll, "ChooseOrder": V.Roll, "GroupRoll": V.Roll, "ModifyWindow": V.Resolve,
         "Shop": V.LeaveShop, "CombatRequest": V.FightHere, "Paused": V.Continue}


def story_answer(view):
    s = view.story
    if s.prompt in STORY:
        return STORY[s.prompt]()
    if s.prompt == "ChooseOption" and s.options:
        return V.Choose(s.options[0][0])
    if s.prompt in ("ChooseHero", "ChooseParticipant") and s.heroes_asked:
        return V.PickHero(s.heroes_asked[0])
    if s.prompt == "ChooseLeader" and s.heroes_asked:
        return V.PickLeader(s.heroes_asked[0])
    if s.prompt == "Distribute":
        gold = ((s.leader, s.found_gold),) if s.found_gold else ()
        return V.Share(tuple(zip([c.id for c in s.found], s.found_to, strict=False)), gold)
    return None


def _gap(a, b) -> float:
    return math.dist(a.at, b.at) - a.radius - b.radius


def fight_answer(view, me: str, client: Client):
    f = view.fight
    q = f.question
    if q is not None and q.who == me and q.choices:
        pick = q.default or next((c for c in q.choices if c.primary), q.choices[0])
        return pick.act()
    if f.movers is None or f.movers.actor != me or f.turn is None or f.turn.who != me:
        return None
    mine = f.fighter(me)
    foes = [p for p in f.pieces if not p.is_hero and not p.off_field]
    if mine is None or mine.at is None or not foes:
        return None
    foe = min(foes, key=lambda p: _gap(mine, p))
    if _gap(mine, foe) <= 0.02 and f.turn.actions > 0:
        return V.MeleeAttack(me, foe.id)
    if f.turn.may_move:
        ask = client.ask_move(me, foe.at)
        if client.wait_for(lambda c: ask in c.previews, 5):
            plan = client.previews[ask]
            if plan and plan["legal"] and math.dist(plan["end"], mine.at) > 1e-6:
                return V.Move(me, tuple(plan["end"]))
    end = next((c for c in f.turn_ends if c.who == me), None)
    return end.act() if end is not None else V.EndTurn(me)


def play(client: Client, me: str, party: bool, views, seconds: float, pace: float = 0.0) -> int:
    end, seen, tried = time.monotonic() + seconds, -1, {}
    while time.monotonic() < end:
        client.wait_for(lambda c, seen=seen: c.received != seen or c.error is not None, 0.2)
        if client.error is not None:
            print(f"seat {me}: {client.error}", flush=True)
            return 3
        seen = client.received
        stamp, view = client.current()
        if view is None or not client.connected:
            continue
        if views is not None and tried.get("logged") != stamp:
            views.write(json.dumps(client.data) + "\n")
            views.flush()
            tried["logged"] = stamp
        if view.ended:
            print(f"seat {me}: the adventure has ended", flush=True)
            return 0
        action = fight_answer(view, me, client) if view.fight is not None else (
            story_answer(view) if party else None)
        if action is None or tried.get(stamp, 0) >= 3:
            continue
        tried[stamp] = tried.get(stamp, 0) + 1
        time.sleep(pace)
        refused = len(client.refusals)
        client.send(action, stamp)
        client.wait_for(lambda c, n=refused, s=stamp: c.stamp != s or len(c.refusals) > n, 2)
        if len(client.refusals) > refused and view.fight is not None and isinstance(action, V.Move | V.MeleeAttack):
            client.send(V.EndTurn(me), stamp)
    print(f"seat {me}: out of time", flush=True)
    return 4


def main(argv=None) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("address")
    p.add_argument("code")
    p.add_argument("seat")
    p.add_argument("--party", action="store_true")
    p.add_argument("--views", default=None)
    p.add_argument("--frames", default=None)
    p.add_argument("--seconds", type=float, default=120.0)
    p.add_argument("--pace", type=float, default=0.0, help="seconds to think before each decision")
    args = p.parse_args(argv)
    frames = open(args.frames, "a", encoding="utf-8") if args.frames else None

    def record(text: str) -> None:
        frames.write(text.replace("\n", "\\n") + "\n")
        frames.flush()

    client = Client(args.address, args.code, args.seat, record=record if frames else None).start()
    print(f"seat {args.seat}: joined" if client.error is None else f"seat {args.seat}: {client.error}", flush=True)
    views = open(args.views, "a", encoding="utf-8") if args.views else None
    try:
        return play(client, args.seat, args.party, views, args.seconds, args.pace)
    finally:
        client.stop()
        for f in (views, frames):
            if f is not None:
                f.close()


if __name__ == "__main__":
    sys.exit(main())
